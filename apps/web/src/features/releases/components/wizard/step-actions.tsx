import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

export type StepActionsProps = {
  backHref: string | null;
  pending: boolean;
  /** The spec's message for this step, e.g. "Please select an artist." */
  error?: string | null;
  /** The server's reason when a save failed. */
  detail?: string | null;
  submitLabel?: string;
};

/** The footer of every step: what went wrong, Back, and Save and continue (a submit button). */
export function StepActions({ backHref, pending, error, detail, submitLabel }: StepActionsProps) {
  const { t } = useTranslation('wizard');
  return (
    <Stack gap="sm">
      {error ? (
        <Alert color="red" variant="light" role="alert" title={error}>
          {detail ? <Text size="sm">{detail}</Text> : null}
        </Alert>
      ) : null}
      <Group justify="space-between">
        {backHref ? (
          <Button component={Link} to={backHref} variant="default">
            {t('back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" loading={pending}>
          {submitLabel ?? t('continue')}
        </Button>
      </Group>
    </Stack>
  );
}
