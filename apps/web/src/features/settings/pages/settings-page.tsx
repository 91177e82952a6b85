import type { ComponentType } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { SettingsBannedWordsSection } from '../components/settings-banned-words-section.tsx';
import { SettingsDdexSection } from '../components/settings-ddex-section.tsx';
import { SettingsPayoutSection } from '../components/settings-payout-section.tsx';
import { SettingsReleaseSection } from '../components/settings-release-section.tsx';
import { SettingsUploadSection } from '../components/settings-upload-section.tsx';

/**
 * The page's own sections, top to bottom. Each loads and saves its own settings, so a new group
 * of settings is one component and one line here.
 */
const sections: ComponentType[] = [
  SettingsReleaseSection,
  SettingsUploadSection,
  SettingsPayoutSection,
  SettingsDdexSection,
  SettingsBannedWordsSection,
];

type Props = {
  /**
   * Sections owned by other features, shown after these: the auto-approval settings are the
   * prereview's (features/review), handed in by app/router.tsx.
   */
  more?: ComponentType[];
};

/** Settings an administrator changes without a deploy. */
export function SettingsPage({ more = [] }: Props) {
  const { t } = useTranslation('admin');
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1}>{t('settings.title')}</Title>
        <Text c="dimmed">{t('settings.subtitle')}</Text>
      </Stack>
      {/* Forms read best narrow; the heading keeps the admin pages' left edge. */}
      <Stack gap="lg" maw={720}>
        {[...sections, ...more].map((Section, index) => (
          <Section key={index} />
        ))}
      </Stack>
    </AdminPage>
  );
}
