import { UnstyledButton, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import iconButton from './icon-button.module.css';
import classes from './theme-toggle.module.css';

/**
 * Switches between dark and light and stores the choice (`theme` in local storage). Both
 * buttons are rendered and CSS shows the one that applies, so the prerendered HTML needs no
 * JavaScript to show the right one and hydration changes nothing. Plain buttons styled like
 * ActionIcon: ActionIcon's loading state would bring Mantine's transition code into the
 * landing page's entry chunk.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  return (
    <>
      <UnstyledButton
        className={`${iconButton.root} ${classes.toDark}`}
        aria-label={t('theme.toDark')}
        title={t('theme.toDark')}
        onClick={() => setColorScheme('dark')}
      >
        <IconMoon size={18} stroke={1.5} />
      </UnstyledButton>
      <UnstyledButton
        className={`${iconButton.root} ${classes.toLight}`}
        aria-label={t('theme.toLight')}
        title={t('theme.toLight')}
        onClick={() => setColorScheme('light')}
      >
        <IconSun size={18} stroke={1.5} />
      </UnstyledButton>
    </>
  );
}
