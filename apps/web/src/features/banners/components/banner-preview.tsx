import { useState } from 'react';
import { Alert, Button, Card, Group, Loader, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bannerSizes } from '@soundpost/contracts/banners';
import { bannerUrl } from '../api/banner-url.ts';
import type { BannerChoice } from './banner-options.tsx';
import classes from './banner-preview.module.css';

/**
 * The banner as the server draws it, and its download: the preview is the very PNG the
 * download saves, shown smaller. A failed drawing can be asked for again.
 */
export function BannerPreview({
  release,
  choice,
}: {
  release: { id: string; title: string };
  choice: BannerChoice;
}) {
  const { t } = useTranslation('banners');
  const src = bannerUrl(release.id, choice);
  const [attempt, setAttempt] = useState(0);
  // The state of the image now shown; a new address or attempt starts loading again.
  const [state, setState] = useState<{ key: string; status: 'loaded' | 'failed' } | null>(null);
  const key = `${src}#${attempt}`;
  const status = state?.key === key ? state.status : 'loading';
  const { width, height } = bannerSizes[choice.size];
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="banner-preview">
      <Stack gap="md">
        <Text fw={600} id="banner-preview">
          {t('preview.title')}
        </Text>
        <div className={classes.frame} aria-busy={status === 'loading'}>
          {status === 'failed' ? (
            <Alert color="red" title={t('preview.failed')} w="100%">
              <Button variant="light" color="red" mt="sm" onClick={() => setAttempt((n) => n + 1)}>
                {t('preview.retry')}
              </Button>
            </Alert>
          ) : (
            <img
              key={key}
              src={src}
              width={width}
              height={height}
              className={classes.image}
              data-loading={status === 'loading' || undefined}
              alt={t('preview.alt', {
                title: release.title,
                size: t(`size.${choice.size}`, { width, height }),
              })}
              onLoad={() => setState({ key, status: 'loaded' })}
              onError={() => setState({ key, status: 'failed' })}
            />
          )}
          {status === 'loading' ? (
            <>
              <Loader className={classes.loader} aria-hidden />
              <VisuallyHidden role="status">{t('preview.drawing')}</VisuallyHidden>
            </>
          ) : null}
        </div>
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('preview.pixels', { width, height })}
          </Text>
          <Button
            component="a"
            href={bannerUrl(release.id, choice, true)}
            download
            leftSection={<IconDownload size={18} aria-hidden />}
          >
            {t('download')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
