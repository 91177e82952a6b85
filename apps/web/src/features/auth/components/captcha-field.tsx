import { lazy, Suspense, type ReactNode } from 'react';
import { Button, Group, Input, Paper, Stack, Text, useComputedColorScheme } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCircleCheck,
  IconClockExclamation,
  IconHourglassHigh,
  IconRefresh,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import {
  useCaptchaSolution,
  type CaptchaStatus,
  type useCaptchaChallenge,
} from './use-captcha-challenge.ts';

// Third-party widget code only for operators who chose Turnstile or hCaptcha.
const CaptchaWidget = lazy(() => import('./captcha-widget.tsx'));

// Still, not a spinner: the form shows "verifying" from its first paint until the proof of
// work is solved, and an endless animation through the page's load keeps the phone drawing
// frames while it hydrates (Lighthouse: 180 frames instead of 20, decision 031).
const statusIcons: Record<CaptchaStatus, ReactNode> = {
  verifying: <IconHourglassHigh size={20} color="var(--mantine-color-dimmed)" aria-hidden />,
  verified: <IconCircleCheck size={20} color="var(--mantine-color-teal-filled)" aria-hidden />,
  failed: <IconAlertTriangle size={20} color="var(--mantine-color-red-filled)" aria-hidden />,
  expired: (
    <IconClockExclamation size={20} color="var(--mantine-color-orange-filled)" aria-hidden />
  ),
};

/**
 * "Are you human?" without a puzzle to read: the device solves a proof of work by itself (or
 * the operator's widget runs); the state is announced politely and can be retried by keyboard.
 */
export function CaptchaField({
  challenge,
  inputProps,
}: {
  challenge: ReturnType<typeof useCaptchaChallenge>;
  /** The form's props for `captcha.answer`: only its (translated) error is shown. */
  inputProps: { error?: unknown };
}) {
  const { t, i18n } = useTranslation('auth');
  const theme = useComputedColorScheme('light');
  const { query, status, widget } = useCaptchaSolution(challenge);
  const data = query.data;
  const error = typeof inputProps.error === 'string' ? inputProps.error : undefined;
  const statusText =
    status === 'failed' && query.isError ? t('captcha.loadFailed') : t(`captcha.${status}`);
  return (
    <Input.Wrapper
      label={t('fields.captcha')}
      labelElement="div"
      description={data?.provider === 'pow' ? t('captcha.hint') : undefined}
      error={error}
    >
      <Stack gap="xs" mt={4}>
        {data && data.provider !== 'pow' ? (
          <Suspense fallback={null}>
            <CaptchaWidget
              key={query.dataUpdatedAt}
              provider={data.provider}
              siteKey={data.siteKey}
              lang={i18n.language}
              theme={theme}
              {...widget}
            />
          </Suspense>
        ) : null}
        <Paper withBorder radius="md" px="sm" py={8}>
          <Group justify="space-between" gap="xs" mih={30}>
            <Group gap="xs" wrap="nowrap" role="status" data-captcha-status={status}>
              {statusIcons[status]}
              <Text size="sm">{statusText}</Text>
            </Group>
            {status === 'failed' || status === 'expired' ? (
              <Button
                variant="default"
                size="xs"
                onClick={challenge.refresh}
                leftSection={<IconRefresh size={14} aria-hidden />}
              >
                {t('captcha.retry')}
              </Button>
            ) : null}
          </Group>
        </Paper>
      </Stack>
    </Input.Wrapper>
  );
}
