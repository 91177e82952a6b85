import { useState } from 'react';
import { Alert, Button, Card, Container, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state.tsx';
import { ToolAllowance } from '../../../components/tool-allowance.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { useCoverArtPainter, useCoverArtSets, useCreateCoverArt } from '../api/cover-art.ts';
import { CoverArtForm } from '../components/cover-art-form.tsx';
import { CoverArtSet } from '../components/cover-art-set.tsx';
import { PainterLabel } from '../components/painter-label.tsx';
import { UseOnRelease, type ChosenImage } from '../components/use-on-release.tsx';

/**
 * `/tools/cover-art`: words and a look give four 3000x3000 covers; each downloads or becomes a
 * draft release's artwork in one click. The sets stay, newest first, until deleted.
 */
export function CoverArtPage() {
  const { t } = useTranslation('cover-art');
  const painter = useCoverArtPainter();
  const sets = useCoverArtSets();
  const create = useCreateCoverArt();
  const [using, setUsing] = useState<ChosenImage | null>(null);
  const allowance = painter.data?.allowance;
  const exhausted = allowance?.limit != null && allowance.used >= allowance.limit;
  const items = (sets.data?.pages ?? []).flatMap((page) => page.items);

  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        <Card
          withBorder
          radius="lg"
          padding="lg"
          component="section"
          aria-labelledby="new-cover-art"
        >
          <Stack gap="md">
            <Title order={2} size="h3" id="new-cover-art">
              {t('form.heading')}
            </Title>
            {painter.isPending ? (
              <Skeleton h={60} />
            ) : painter.isError ? (
              <Alert color="red" role="alert">
                {errorMessage(painter.error)}
              </Alert>
            ) : (
              <>
                <PainterLabel
                  provider={painter.data.provider}
                  model={painter.data.model}
                  withHint
                />
                <ToolAllowance allowance={allowance} />
              </>
            )}
            <CoverArtForm
              busy={create.isPending}
              disabled={exhausted}
              onSubmit={create.mutateAsync}
            />
            {create.isError && !(create.error instanceof ApiError && create.error.fields) ? (
              <Alert color="red" role="alert">
                {errorMessage(create.error)}
              </Alert>
            ) : null}
          </Stack>
        </Card>
        <Stack gap="md" component="section" aria-labelledby="cover-art-sets">
          <Title order={2} size="h3" id="cover-art-sets">
            {t('sets.heading')}
          </Title>
          {sets.isPending ? (
            <Skeleton h={240} radius="lg" />
          ) : sets.isError ? (
            <Alert color="red" title={t('loadFailed')}>
              <Button variant="light" color="red" mt="sm" onClick={() => void sets.refetch()}>
                {t('retry')}
              </Button>
            </Alert>
          ) : items.length === 0 ? (
            <EmptyState
              id="cover-art-empty"
              icon={<IconPalette size={32} />}
              title={t('sets.emptyTitle')}
              body={t('sets.empty')}
            />
          ) : (
            items.map((set) => <CoverArtSet key={set.id} set={set} onUse={setUsing} />)
          )}
          {sets.hasNextPage ? (
            <Button
              variant="subtle"
              loading={sets.isFetchingNextPage}
              onClick={() => void sets.fetchNextPage()}
              style={{ alignSelf: 'center' }}
            >
              {t('sets.more')}
            </Button>
          ) : null}
        </Stack>
      </Stack>
      <UseOnRelease image={using} onClose={() => setUsing(null)} />
    </Container>
  );
}
