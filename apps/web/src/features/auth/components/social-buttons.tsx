import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useProviders } from '../api/get-providers.ts';
import { socialAuthorizeHref } from '../api/social-login.ts';

/**
 * Google and Apple sign-in, only for the providers this installation configured. They are
 * plain links: the API answers with a redirect to the provider, a full-page navigation.
 */
export function SocialButtons({ redirect }: { redirect: string | null }) {
  const { t } = useTranslation('auth');
  const { data } = useProviders();
  if (!data?.google && !data?.apple) return null;
  return (
    <Stack gap="sm">
      {data.google ? (
        <Button
          component="a"
          href={socialAuthorizeHref('google', redirect)}
          variant="default"
          leftSection={<IconBrandGoogle size={18} aria-hidden />}
        >
          {t('social.google')}
        </Button>
      ) : null}
      {data.apple ? (
        <Button
          component="a"
          href={socialAuthorizeHref('apple', redirect)}
          variant="default"
          leftSection={<IconBrandApple size={18} aria-hidden />}
        >
          {t('social.apple')}
        </Button>
      ) : null}
      <Divider label={t('social.or')} labelPosition="center" />
    </Stack>
  );
}
