import { useEffect, useEffectEvent } from 'react';
import { ActionIcon, Alert, Box, Group, Image, Skeleton, Stack, TextInput } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { UseFormReturnType } from '@mantine/form';
import { applyFieldErrors, errorMessage } from '../../../lib/forms.ts';
import { useCaptcha } from '../api/get-captcha.ts';

type CaptchaForm = UseFormReturnType<{ captcha: { id: string; answer: string } }>;

/**
 * Loads a captcha challenge and puts each new challenge id into the form. Every login,
 * sign-up or reset attempt uses one up, so `failed(error)` fetches a new one, then shows the
 * error on its fields, or as the form's message (`fallback` for errors without a code).
 */
export function useCaptchaChallenge<T extends { captcha: { id: string; answer: string } }>(
  form: UseFormReturnType<T>,
  showError: (message: string) => void,
) {
  const query = useCaptcha();
  const id = query.data?.id;
  const captchaForm = form as unknown as CaptchaForm;
  const report = useEffectEvent((challengeId: string) =>
    captchaForm.setValues({ captcha: { id: challengeId, answer: '' } }),
  );
  useEffect(() => {
    if (id) report(id);
  }, [id]);
  const refresh = () => void query.refetch();
  const failed = (error: unknown, fallback?: string) => {
    refresh();
    if (!applyFieldErrors(form, error)) showError(errorMessage(error, fallback));
  };
  return { query, refresh, failed };
}

type InputProps = { value?: unknown; onChange?: unknown; error?: unknown };

export function CaptchaField({
  challenge,
  inputProps,
}: {
  challenge: ReturnType<typeof useCaptchaChallenge>;
  inputProps: InputProps;
}) {
  const { t } = useTranslation('auth');
  const { query, refresh } = challenge;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="nowrap" align="center">
        <Box
          w={200}
          h={64}
          bg="white"
          bdrs="md"
          style={{ border: '1px solid var(--mantine-color-default-border)', overflow: 'hidden' }}
        >
          {query.data ? (
            <Image
              src={query.data.image}
              alt={t('captcha.imageAlt')}
              w={200}
              h={64}
              fit="contain"
            />
          ) : (
            <Skeleton w={200} h={64} animate={query.isFetching} />
          )}
        </Box>
        <ActionIcon
          variant="default"
          size="lg"
          onClick={refresh}
          loading={query.isFetching}
          aria-label={t('captcha.refresh')}
          title={t('captcha.refresh')}
        >
          <IconRefresh size={18} />
        </ActionIcon>
      </Group>
      {query.isError ? (
        <Alert color="red" variant="light" p="xs">
          {t('captcha.loadFailed')}
        </Alert>
      ) : null}
      <TextInput
        {...(inputProps as object)}
        label={t('fields.captcha')}
        description={t('captcha.hint')}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        required
      />
    </Stack>
  );
}
