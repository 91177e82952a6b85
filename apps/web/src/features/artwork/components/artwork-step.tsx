import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { capabilitiesFor } from '@soundpost/contracts/capabilities';
import { freePlan } from '@soundpost/contracts/users';
import { useUser } from '../../../lib/session.ts';
import { artworkRules } from '../utils/artwork-rules.ts';
import { ArtworkPicker, type ArtworkPickerProps } from './artwork-picker.tsx';

export type ArtworkStepProps = Omit<ArtworkPickerProps, 'premiumTemplates'> & {
  /** The wizard's message for this step, e.g. "Please upload artwork for your release." */
  error?: string | null;
};

/**
 * The wizard's artwork step as app/ wires it: heading, the spec's rules, and the picker with
 * the signed-in user's plan deciding the premium templates.
 */
export function ArtworkStep({ error, ...picker }: ArtworkStepProps) {
  const { t } = useTranslation('artwork');
  const user = useUser();
  const { premiumArtworkTemplates } = capabilitiesFor(user?.subscription.plan_name ?? freePlan);
  return (
    <Stack gap="md" component="section" aria-labelledby="artwork-step-title">
      <Stack gap={4}>
        <Title order={2} id="artwork-step-title">
          {t('step.title')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('step.rules', { min: artworkRules.minSize, max: artworkRules.maxLabel })}
        </Text>
      </Stack>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <ArtworkPicker {...picker} premiumTemplates={premiumArtworkTemplates} />
    </Stack>
  );
}
