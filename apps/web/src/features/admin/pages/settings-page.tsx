import type { ComponentType } from 'react';
import { Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminNav } from '../components/admin-nav.tsx';
import { AutoApprovalSectionCard } from '../components/auto-approval-settings.tsx';
import { SettingsBannedWordsSection } from '../components/settings-banned-words-section.tsx';
import { SettingsDdexSection } from '../components/settings-ddex-section.tsx';
import { SettingsPayoutSection } from '../components/settings-payout-section.tsx';
import { SettingsReleaseSection } from '../components/settings-release-section.tsx';
import { SettingsUploadSection } from '../components/settings-upload-section.tsx';

/**
 * The page's sections, top to bottom. Each loads and saves its own settings, so a new group
 * of settings is one component and one line here.
 */
const sections: ComponentType[] = [
  SettingsReleaseSection,
  SettingsUploadSection,
  SettingsPayoutSection,
  SettingsDdexSection,
  SettingsBannedWordsSection,
  AutoApprovalSectionCard,
];

/** Settings an administrator changes without a deploy. */
export function SettingsPage() {
  const { t } = useTranslation('admin');
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <AdminNav />
        <Stack gap={4}>
          <Title order={1}>{t('settings.title')}</Title>
          <Text c="dimmed">{t('settings.subtitle')}</Text>
        </Stack>
        {sections.map((Section, index) => (
          <Section key={index} />
        ))}
      </Stack>
    </Container>
  );
}
