import {
  Anchor,
  Button,
  Card,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Where a link is shared in one tap: a chat, a post, a mail (each opens in a new tab). */
const shareTargets = (link: string, message: string) => [
  { key: 'whatsapp', href: `https://wa.me/?text=${encodeURIComponent(`${message} ${link}`)}` },
  {
    key: 'x',
    href: `https://x.com/intent/post?text=${encodeURIComponent(message)}&url=${encodeURIComponent(link)}`,
  },
  {
    key: 'email',
    href: `mailto:?subject=${encodeURIComponent(message)}&body=${encodeURIComponent(link)}`,
  },
];

/** The user's code and link, a copy button and the ways to share it. */
export function ReferralLinkCard({ code, link }: { code: string; link: string }) {
  const { t } = useTranslation('referrals');
  const message = t('share.message');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="referral-link">
      <Stack gap="md">
        <Title order={2} size="h3" id="referral-link">
          {t('link.heading')}
        </Title>
        <Text size="sm">
          {t('link.code')}{' '}
          <Text span fw={700} ff="monospace" data-testid="referral-code">
            {code}
          </Text>
        </Text>
        <Group align="end" gap="sm" wrap="wrap">
          <TextInput
            label={t('link.label')}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: '1 1 16rem' }}
            data-testid="referral-link"
          />
          <CopyButton value={link}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                onClick={copy}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? t('link.copied') : t('link.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group gap="md" aria-label={t('share.label')} role="group">
          <Text size="sm">{t('share.label')}</Text>
          {shareTargets(link, message).map((target) => (
            <Anchor
              key={target.key}
              href={target.href}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
            >
              {t(`share.${target.key}`)}
            </Anchor>
          ))}
        </Group>
      </Stack>
    </Card>
  );
}
