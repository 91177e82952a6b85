import { Stack } from '@mantine/core';
import { ActivitySection } from '../components/activity-section.tsx';
import { SessionsSection } from '../components/sessions-section.tsx';
import { TwofactorSection } from '../components/twofactor-section.tsx';

/** Two-factor authentication, signed-in devices and the account's activity. */
export function SecurityTab() {
  return (
    <Stack gap="lg">
      <TwofactorSection />
      <SessionsSection />
      <ActivitySection />
    </Stack>
  );
}
