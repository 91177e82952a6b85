import { UnstyledButton, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './icon-button.module.css';

/**
 * Switches between dark and light and stores the choice (`theme` in local storage). A plain
 * button styled like ActionIcon: ActionIcon's loading state would bring Mantine's transition
 * code into the landing page's entry chunk.
 */
export function ThemeToggle() {
  const { t } = useTranslation('common');
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const next = scheme === 'dark' ? 'light' : 'dark';
  const label = next === 'dark' ? t('theme.toDark') : t('theme.toLight');
  return (
    <UnstyledButton
      className={classes.root}
      aria-label={label}
      title={label}
      onClick={() => setColorScheme(next)}
    >
      {next === 'dark' ? <IconMoon size={18} stroke={1.5} /> : <IconSun size={18} stroke={1.5} />}
    </UnstyledButton>
  );
}
