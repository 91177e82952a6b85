import { useState } from 'react';
import {
  Alert,
  Anchor,
  Button,
  FileInput,
  Grid,
  Group,
  Image,
  SegmentedControl,
  Select,
  Skeleton,
  Stack,
  TagsInput,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import type { BlogPost, BlogPostInput, BlogPostStatus } from '@soundpost/contracts/blog';
import { blogPostStatuses } from '@soundpost/contracts/blog';
import { AdminPage } from '../../../components/admin-page.tsx';
import { languageNames } from '../../../components/language-names.ts';
import { paths } from '../../../config/paths.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { languages } from '../../../lib/languages.ts';
import { uploadArtwork } from '../../../lib/upload-artwork.ts';
import { useBlogPost, useDeleteBlogPost, useSaveBlogPost } from '../api/blog.ts';
import { MarkdownPreview } from '../components/markdown-preview.tsx';
import { PostState } from './blog-admin-page.tsx';

/** A title as an address: lower case ASCII words joined by hyphens. */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

/** `datetime-local` wants local time without a zone; the API wants an instant. */
const toLocalInput = (iso: string | null) => {
  if (!iso) return '';
  const d = new Date(iso);
  return new Date(d.getTime() - d.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
};

type Draft = Omit<BlogPostInput, 'publishAt'> & { publishAt: string };

const draftOf = (post: BlogPost | undefined): Draft => ({
  title: post?.title ?? '',
  slug: post?.slug ?? '',
  lang: post?.lang ?? 'en',
  summary: post?.summary ?? '',
  body: post?.body ?? '',
  tags: post?.tags ?? [],
  coverUploadId: post?.coverUploadId ?? null,
  status: post?.status ?? 'draft',
  publishAt: toLocalInput(post?.publishAt ?? null),
});

function Editor({ post }: { post: BlogPost | undefined }) {
  const { t } = useTranslation(['blog', 'validation']);
  const navigate = useNavigate();
  const save = useSaveBlogPost();
  const remove = useDeleteBlogPost();
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [slugTouched, setSlugTouched] = useState(Boolean(post));
  const [coverBusy, setCoverBusy] = useState(false);
  const [coverError, setCoverError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  // A new post saved moves to its own address; the move says it was saved.
  const arrived = useLocation().state as { saved?: boolean } | null;
  const [saved, setSaved] = useState(Boolean(arrived?.saved));
  const fields = save.error instanceof ApiError ? (save.error.fields ?? {}) : {};
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setSaved(false);
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const fieldError = (name: string) =>
    fields[name] ? t(`errors:${fields[name]}`, { defaultValue: t('validation:invalid') }) : null;

  const chooseCover = async (file: File | null) => {
    setCoverError(null);
    if (!file) return;
    setCoverBusy(true);
    try {
      set('coverUploadId', await uploadArtwork(file));
    } catch (error) {
      setCoverError(errorMessage(error));
    } finally {
      setCoverBusy(false);
    }
  };
  const submit = async () => {
    const body: BlogPostInput = {
      ...draft,
      publishAt:
        draft.status === 'scheduled' && draft.publishAt
          ? new Date(draft.publishAt).toISOString()
          : null,
    };
    const result = await save.mutateAsync({ id: post?.id ?? null, body }).catch(() => null);
    if (!result) return;
    setSaved(true);
    if (!post) {
      navigate(paths.admin.blogPost.getHref(result.id), { replace: true, state: { saved: true } });
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack gap="md">
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="sm">
              <TextInput
                label={t('admin.fields.title')}
                required
                maxLength={140}
                value={draft.title}
                error={fieldError('title')}
                onChange={(e) => {
                  const title = e.currentTarget.value;
                  set('title', title);
                  if (!slugTouched) set('slug', slugOf(title));
                }}
              />
              <TextInput
                label={t('admin.fields.slug')}
                description={t('admin.fields.slugHint', { slug: draft.slug || '…' })}
                required
                maxLength={80}
                value={draft.slug}
                error={fieldError('slug')}
                onChange={(e) => {
                  setSlugTouched(true);
                  set('slug', e.currentTarget.value);
                }}
              />
              <Select
                label={t('admin.fields.lang')}
                required
                allowDeselect={false}
                value={draft.lang}
                data={languages.map((l) => ({ value: l, label: languageNames[l] }))}
                onChange={(value) => value && set('lang', value as Draft['lang'])}
              />
              <Textarea
                label={t('admin.fields.summary')}
                description={t('admin.fields.summaryHint')}
                maxLength={300}
                autosize
                minRows={2}
                value={draft.summary}
                onChange={(e) => set('summary', e.currentTarget.value)}
              />
              <TagsInput
                label={t('admin.fields.tags')}
                description={t('admin.fields.tagsHint')}
                maxTags={10}
                value={draft.tags}
                error={fieldError('tags')}
                onChange={(tags) => set('tags', tags)}
              />
              <FileInput
                label={t('admin.fields.cover')}
                description={coverBusy ? t('admin.uploading') : t('admin.fields.coverHint')}
                accept="image/jpeg,image/png"
                error={coverError ?? fieldError('coverUploadId')}
                onChange={(file) => void chooseCover(file)}
              />
              {draft.coverUploadId ? (
                <Group gap="sm">
                  <Image
                    src={`/v1/uploads/${draft.coverUploadId}/thumbnail?size=200`}
                    alt={t('coverAlt', { title: draft.title })}
                    w={96}
                    h={96}
                    radius="sm"
                  />
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => set('coverUploadId', null)}
                  >
                    {t('admin.removeCover')}
                  </Button>
                </Group>
              ) : null}
              <Textarea
                label={t('admin.fields.body')}
                required
                autosize
                minRows={12}
                value={draft.body}
                error={fieldError('body')}
                onChange={(e) => set('body', e.currentTarget.value)}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Title order={2} size="h4" id="blog-preview" mb="xs">
              {t('admin.preview')}
            </Title>
            <MarkdownPreview body={draft.body} labelledBy="blog-preview" />
          </Grid.Col>
        </Grid>
        <Stack gap="xs">
          <Text fw={500} id="blog-status">
            {t('admin.fields.status')}
          </Text>
          <SegmentedControl
            aria-labelledby="blog-status"
            value={draft.status}
            onChange={(value) => set('status', value as BlogPostStatus)}
            data={blogPostStatuses.map((s) => ({ value: s, label: t(`admin.status.${s}`) }))}
          />
          {draft.status === 'scheduled' ? (
            <TextInput
              type="datetime-local"
              label={t('admin.fields.publishAt')}
              required
              value={draft.publishAt}
              error={fieldError('publishAt')}
              onChange={(e) => set('publishAt', e.currentTarget.value)}
            />
          ) : null}
        </Stack>
        {save.isError && Object.keys(fields).length === 0 ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        {saved ? (
          <Text role="status" fw={500}>
            ✓ {t('admin.saved')}
          </Text>
        ) : null}
        <Group gap="sm" wrap="wrap">
          <Button type="submit" loading={save.isPending} disabled={coverBusy}>
            {t('admin.save')}
          </Button>
          {post?.live ? (
            <Anchor href={`/blog/${post.slug}`} target="_blank">
              {t('admin.view')}
            </Anchor>
          ) : null}
          {post ? (
            <Button
              variant="subtle"
              color="red"
              loading={remove.isPending}
              onClick={() =>
                confirming
                  ? remove
                      .mutateAsync(post.id)
                      .then(() => navigate(paths.admin.blog.getHref()))
                      .catch(() => setConfirming(false))
                  : setConfirming(true)
              }
            >
              {confirming ? t('admin.deleteConfirm', { title: post.title }) : t('admin.delete')}
            </Button>
          ) : null}
        </Group>
      </Stack>
    </form>
  );
}

/** `/admin/blog/:id` (`new` for a new post): the markdown editor with its live preview. */
export function BlogEditorPage() {
  const { t } = useTranslation('blog');
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const post = useBlogPost(isNew ? null : id);
  return (
    <AdminPage>
      <Anchor component={Link} to={paths.admin.blog.getHref()} size="sm">
        ← {t('admin.back')}
      </Anchor>
      <Group gap="sm">
        <Title order={1}>{isNew ? t('admin.new') : t('admin.edit')}</Title>
        {post.data ? <PostState post={post.data} /> : null}
      </Group>
      {isNew ? (
        <Editor post={undefined} />
      ) : post.isPending ? (
        <Skeleton h={400} />
      ) : post.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(post.error)}
        </Alert>
      ) : (
        <Editor key={post.data.id} post={post.data} />
      )}
    </AdminPage>
  );
}
