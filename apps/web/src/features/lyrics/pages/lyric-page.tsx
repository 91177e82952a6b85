import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  CopyButton,
  Group,
  Modal,
  Skeleton,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Lyric } from '@soundpost/contracts/lyrics';
import { paths } from '../../../config/paths.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { notify } from '../../../lib/notify.ts';
import { saveFile } from '../../../lib/save-file.ts';
import { useDeleteLyric, useLyric, useUpdateLyric } from '../api/lyrics.ts';
import { AttachLyricSection } from '../components/attach-lyric-section.tsx';
import { WriterLabel } from '../components/writer-label.tsx';

/** `/tools/lyrics/:id`: one of the user's lyrics to edit, copy, download, put on a track. */
export function LyricPage() {
  const { t } = useTranslation('lyrics');
  const { id = '' } = useParams();
  const lyric = useLyric(id);
  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Anchor component={Link} to={paths.tools.lyrics.list.getHref()} size="sm">
          ← {t('detail.back')}
        </Anchor>
        {lyric.isPending ? (
          <Skeleton h={320} />
        ) : lyric.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(lyric.error)}
          </Alert>
        ) : (
          <LyricEditor key={lyric.data.updatedAt} lyric={lyric.data} />
        )}
      </Stack>
    </Container>
  );
}

function LyricEditor({ lyric }: { lyric: Lyric }) {
  const { t } = useTranslation(['lyrics', 'common']);
  const navigate = useNavigate();
  const [title, setTitle] = useState(lyric.title);
  const [text, setText] = useState(lyric.text);
  const [deleting, setDeleting] = useState(false);
  const update = useUpdateLyric(lyric.id);
  const remove = useDeleteLyric(lyric.id);
  const dirty = title !== lyric.title || text !== lyric.text;
  const language =
    lyric.language === 'other'
      ? t('otherLanguage')
      : (new Intl.DisplayNames([currentLanguage()], { type: 'language' }).of(lyric.language) ??
        lyric.language);

  const download = () =>
    saveFile(
      new Blob([`${title}\n\n${text}\n`], { type: 'text/plain' }),
      `${title.replace(/[^\p{L}\p{N} _-]/gu, '').trim() || 'lyrics'}.txt`,
    );

  return (
    <>
      <Stack gap={6}>
        <Title order={1}>{lyric.title}</Title>
        <WriterLabel provider={lyric.provider} model={lyric.model} />
        <Text size="sm" c="dimmed">
          {t('detail.form', { mood: t(`moods.${lyric.mood}`), language })}
        </Text>
        {lyric.note ? (
          <Alert color="blue" variant="light">
            {t(`result.${lyric.note}`)}
          </Alert>
        ) : null}
      </Stack>
      <Card withBorder radius="lg" padding="lg">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            update.mutate(
              { title, text },
              {
                onSuccess: () => notify({ color: 'teal', message: t('detail.saved') }),
                onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
              },
            );
          }}
        >
          <Stack gap="md">
            <TextInput
              label={t('form.title')}
              value={title}
              onChange={(e) => setTitle(e.currentTarget.value)}
              maxLength={120}
              required
            />
            <Textarea
              label={t('detail.text')}
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              autosize
              minRows={12}
              maxLength={10_000}
              required
            />
            <Group justify="space-between" gap="sm">
              <Group gap="sm">
                <CopyButton value={text}>
                  {({ copied, copy }) => (
                    <Button variant="default" onClick={copy}>
                      {copied ? t('detail.copied') : t('detail.copy')}
                    </Button>
                  )}
                </CopyButton>
                <Button variant="default" onClick={download}>
                  {t('detail.download')}
                </Button>
                <Button variant="subtle" color="red" onClick={() => setDeleting(true)}>
                  {t('detail.delete')}
                </Button>
              </Group>
              <Button type="submit" loading={update.isPending} disabled={!dirty || !text.trim()}>
                {t('detail.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Card>
      <AttachLyricSection lyricId={lyric.id} dirty={dirty} />
      <Modal
        opened={deleting}
        onClose={() => setDeleting(false)}
        title={t('detail.delete')}
        closeButtonProps={{ 'aria-label': t('common:close') }}
      >
        <Stack gap="md">
          <Text>{t('detail.deleteConfirm')}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeleting(false)}>
              {t('detail.cancel')}
            </Button>
            <Button
              color="red"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(undefined, {
                  onSuccess: () => {
                    notify({ color: 'teal', message: t('detail.deleted') });
                    void navigate(paths.tools.lyrics.list.getHref());
                  },
                  onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
                })
              }
            >
              {t('detail.delete')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
