import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconLanguage } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { languages } from '../lib/languages.ts';
import { chooseLanguage, currentLanguage } from '../lib/i18n.ts';
import { languageNames } from './language-names.ts';

export function LanguageMenu() {
  const { t } = useTranslation('common');
  const active = currentLanguage();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label={t('language.menu')}>
          <IconLanguage size={18} stroke={1.5} />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {languages.map((language) => (
          <Menu.Item
            key={language}
            lang={language}
            onClick={() => void chooseLanguage(language)}
            rightSection={language === active ? <IconCheck size={14} aria-hidden /> : null}
            aria-current={language === active ? 'true' : undefined}
          >
            {languageNames[language]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
