import { useState } from 'react';
import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AdminPage } from '../../../components/admin-page.tsx';
import { errorMessage } from '../../../lib/forms.ts';
import { useReorderEntries, useSiteContentAdmin, type EntryKind } from '../api/site-content.ts';
import { EntryForm } from '../components/entry-form.tsx';

/** The ids with the one at `from` swapped with its neighbour at `to`. */
const swapped = (ids: string[], from: number, to: number) => {
  const next = [...ids];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
};

function EntryList({
  kind,
  entries,
}: {
  kind: EntryKind;
  entries: { id: string; position: number }[];
}) {
  const { t } = useTranslation('admin');
  const reorder = useReorderEntries();
  const [adding, setAdding] = useState(false);
  const ids = entries.map((e) => e.id);
  const move = (from: number, to: number) => () =>
    reorder.mutate({ kind, ids: swapped(ids, from, to) });
  return (
    <Stack component="section" aria-labelledby={`site-${kind}`} gap="md">
      <Group justify="space-between">
        <Title order={2} id={`site-${kind}`}>
          {t(`site.${kind}`)}
        </Title>
        <Button variant="light" onClick={() => setAdding(true)} disabled={adding}>
          {t(kind === 'faqs' ? 'site.addFaq' : 'site.addTestimonial')}
        </Button>
      </Group>
      {reorder.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(reorder.error)}
        </Alert>
      ) : null}
      {entries.length === 0 && !adding ? <Text c="dimmed">{t('site.empty')}</Text> : null}
      {entries.map((entry, index) => (
        <EntryForm
          key={entry.id}
          kind={kind}
          entry={entry as never}
          label={t('site.entry', { n: index + 1 })}
          onMove={{
            up: index > 0 ? move(index, index - 1) : undefined,
            down: index < entries.length - 1 ? move(index, index + 1) : undefined,
            busy: reorder.isPending,
          }}
        />
      ))}
      {adding ? (
        <EntryForm kind={kind} entry={null} label={t('site.new')} onDone={() => setAdding(false)} />
      ) : null}
    </Stack>
  );
}

/** `/admin/site` (decision 060): the marketing pages' questions and testimonials. */
export function SiteContentPage() {
  const { t } = useTranslation('admin');
  const content = useSiteContentAdmin();
  return (
    <AdminPage>
      <Stack gap={4}>
        <Title order={1}>{t('site.title')}</Title>
        <Text c="dimmed">{t('site.intro')}</Text>
      </Stack>
      {content.isPending ? (
        <Skeleton h={400} />
      ) : content.isError ? (
        <Alert color="red" role="alert">
          {errorMessage(content.error)}
        </Alert>
      ) : (
        <>
          <EntryList kind="faqs" entries={content.data.faqs} />
          <EntryList kind="testimonials" entries={content.data.testimonials} />
        </>
      )}
    </AdminPage>
  );
}
