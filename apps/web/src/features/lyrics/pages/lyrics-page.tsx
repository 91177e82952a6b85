import { useRef, useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lyric, LyricProvider, LyricRequest } from '@soundpost/contracts/lyrics';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { refreshLyrics, useLyricWriter } from '../api/lyrics.ts';
import { writeLyric } from '../api/write-lyric.ts';
import { AllowanceNote } from '../components/allowance-note.tsx';
import { LyricForm } from '../components/lyric-form.tsx';
import { LyricList } from '../components/lyric-list.tsx';
import { WriterLabel } from '../components/writer-label.tsx';

type Writing = {
  writer: { provider: LyricProvider; model: string | null } | null;
  text: string;
  saved: Lyric | null;
  error: string | null;
};

/** `/tools/lyrics`: the generator form, the lyrics as they are written, and "My lyrics". */
export function LyricsPage() {
  const { t } = useTranslation('lyrics');
  const queryClient = useQueryClient();
  const writer = useLyricWriter();
  const [writing, setWriting] = useState<Writing | null>(null);
  const [busy, setBusy] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const onWrite = async (request: LyricRequest) => {
    abort.current = new AbortController();
    setBusy(true);
    setWriting({ writer: null, text: '', saved: null, error: null });
    try {
      const saved = await writeLyric(
        request,
        {
          onStart: (who) => setWriting((w) => w && { ...w, writer: who }),
          onText: (piece) => setWriting((w) => w && { ...w, text: w.text + piece }),
        },
        abort.current.signal,
      );
      setWriting((w) => w && { ...w, text: saved.text, saved });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') {
        setWriting(null);
      } else if (error instanceof ApiError && error.fields) {
        setWriting(null);
        throw error;
      } else {
        setWriting((w) => w && { ...w, error: errorMessage(error) });
      }
    } finally {
      setBusy(false);
      await refreshLyrics(queryClient);
    }
  };

  const data = writer.data;
  const exhausted = data?.allowance.limit != null && data.allowance.used >= data.allowance.limit;
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('subtitle')}</Text>
        </Stack>
        {writer.isPending ? (
          <Skeleton h={240} />
        ) : writer.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(writer.error)}
          </Alert>
        ) : !data!.hasPublishedRelease ? (
          <Alert color="blue" variant="light" title={t('releaseRequired.title')}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{t('releaseRequired.body')}</Text>
              <Anchor component={Link} to={paths.releases.list.getHref()} size="sm" fw={600}>
                {t('releaseRequired.action')}
              </Anchor>
            </Stack>
          </Alert>
        ) : (
          <Card
            withBorder
            radius="lg"
            padding="lg"
            component="section"
            aria-labelledby="new-lyrics"
          >
            <Stack gap="md">
              <Title order={2} size="h3" id="new-lyrics">
                {t('form.heading')}
              </Title>
              <WriterLabel provider={data!.provider} model={data!.model} withHint />
              <AllowanceNote allowance={data!.allowance} />
              <LyricForm
                writing={busy}
                disabled={exhausted}
                onWrite={onWrite}
                onStop={() => abort.current?.abort()}
              />
            </Stack>
          </Card>
        )}
        {writing ? <WritingCard writing={writing} busy={busy} /> : null}
        <LyricList />
      </Stack>
    </Container>
  );
}

/** The lyrics as they are written, then the link to edit them; or why they could not be. */
function WritingCard({ writing, busy }: { writing: Writing; busy: boolean }) {
  const { t } = useTranslation('lyrics');
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="lyrics-result">
      <Stack gap="sm">
        <Title order={2} size="h3" id="lyrics-result">
          {writing.saved?.title ?? t('result.heading')}
        </Title>
        {writing.writer ? (
          <WriterLabel provider={writing.writer.provider} model={writing.writer.model} />
        ) : null}
        {writing.saved?.note ? (
          <Alert color="blue" variant="light">
            {t(`result.${writing.saved.note}`)}
          </Alert>
        ) : null}
        <Text
          component="pre"
          aria-busy={busy}
          style={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', margin: 0 }}
          data-testid="lyric-text"
        >
          {writing.text || (busy ? t('result.writing') : '')}
        </Text>
        {writing.error ? (
          <Alert color="red" role="alert">
            {writing.error}
          </Alert>
        ) : null}
        {writing.saved ? (
          <Button
            component={Link}
            to={paths.tools.lyrics.detail.getHref(writing.saved.id)}
            variant="light"
            style={{ alignSelf: 'flex-start' }}
          >
            {t('result.open')}
          </Button>
        ) : null}
      </Stack>
    </Card>
  );
}
