import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  Group,
  Stack,
  Tabs,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Faq, LocalizedText, SitePage, Testimonial } from '@soundpost/contracts/site-content';
import { sitePages } from '@soundpost/contracts/site-content';
import { languageNames } from '../../../components/language-names.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage, translateFieldError } from '../../../lib/forms.ts';
import { languages } from '../../../lib/languages.ts';
import {
  useDeleteEntry,
  useSaveEntry,
  type EntryKind,
  type EntrySave,
} from '../api/site-content.ts';

/** The texts each kind has in every language: a one-line field or a longer one, and its limit. */
const localizedFields = {
  faqs: [
    ['question', 200, false],
    ['answer', 2000, true],
  ],
  testimonials: [
    ['quote', 600, true],
    ['role', 120, false],
  ],
} as const;

type Entry = Faq | Testimonial;
type Draft = { texts: Record<string, LocalizedText>; name: string; pages: SitePage[] };
const blank: LocalizedText = { en: '', es: '', pt: '', tr: '' };

function draftOf(kind: EntryKind, entry: Entry | null): Draft {
  const texts = Object.fromEntries(
    localizedFields[kind].map(([field]) => [
      field,
      entry ? (entry as unknown as Record<string, LocalizedText>)[field]! : blank,
    ]),
  );
  return {
    texts,
    name: entry && 'name' in entry ? entry.name : '',
    pages: entry?.pages ?? [...sitePages],
  };
}

function saveOf(kind: EntryKind, id: string | null, draft: Draft): EntrySave {
  const { texts, pages } = draft;
  return kind === 'faqs'
    ? { kind, id, body: { question: texts.question!, answer: texts.answer!, pages } }
    : { kind, id, body: { quote: texts.quote!, role: texts.role!, name: draft.name, pages } };
}

/** Every text the draft leaves blank, in every language, as `field.language: 'required'`. */
function blanksOf(kind: EntryKind, draft: Draft): Record<string, string> {
  const blank: Record<string, string> = {};
  for (const [field] of localizedFields[kind]) {
    for (const language of languages) {
      if (!draft.texts[field]![language].trim()) blank[`${field}.${language}`] = 'required';
    }
  }
  if (kind === 'testimonials' && !draft.name.trim()) blank.name = 'required';
  if (draft.pages.length === 0) blank.pages = 'required';
  return blank;
}

type EntryFormProps = {
  kind: EntryKind;
  /** null: a new entry, not saved yet. */
  entry: Entry | null;
  label: string;
  /** Moving up or down, when there is somewhere to go. */
  onMove?: { up?: () => void; down?: () => void; busy: boolean };
  /** A new entry saved or given up. */
  onDone?: () => void;
};

/** One question or testimonial: its texts in the four languages (a tab each) and its pages. */
export function EntryForm({ kind, entry, label, onMove, onDone }: EntryFormProps) {
  const { t } = useTranslation(['admin', 'validation']);
  const save = useSaveEntry();
  const remove = useDeleteEntry();
  const [draft, setDraft] = useState(() => draftOf(kind, entry));
  const [saved, setSaved] = useState(false);
  const [confirming, setConfirming] = useState(false);
  /** Blank texts found before sending: `question.es`, `name`, `pages`… */
  const [missing, setMissing] = useState<Record<string, string>>({});
  const fields = {
    ...(save.error instanceof ApiError ? (save.error.fields ?? {}) : {}),
    ...missing,
  };
  const fieldError = (key: string) => {
    if (!fields[key]) return undefined;
    const label = `admin:site.fields.${key.split('.')[0]}`;
    return translateFieldError(fields[key], label);
  };

  const setText = (field: string, language: keyof LocalizedText, value: string) => {
    setSaved(false);
    setDraft((d) => ({
      ...d,
      texts: { ...d.texts, [field]: { ...d.texts[field]!, [language]: value } },
    }));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const blank = blanksOf(kind, draft);
    setMissing(blank);
    if (Object.keys(blank).length > 0) return;
    save.mutate(saveOf(kind, entry?.id ?? null, draft), {
      onSuccess: () => {
        setSaved(true);
        onDone?.();
      },
    });
  };

  return (
    <Card withBorder radius="md" component="form" aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Text fw={700}>{label}</Text>
          {onMove ? (
            <Group gap="xs">
              {(['up', 'down'] as const).map((way) => (
                <Button
                  key={way}
                  size="xs"
                  variant="default"
                  onClick={onMove[way]}
                  disabled={!onMove[way] || onMove.busy}
                >
                  {t(way === 'up' ? 'site.moveUp' : 'site.moveDown')}
                </Button>
              ))}
            </Group>
          ) : null}
        </Group>
        <Tabs defaultValue="en" keepMounted>
          <Tabs.List aria-label={t('site.languages')}>
            {languages.map((language) => {
              const invalid = localizedFields[kind].some(
                ([field]) => fields[`${field}.${language}`],
              );
              return (
                <Tabs.Tab
                  key={language}
                  value={language}
                  lang={language}
                  c={invalid ? 'red' : undefined}
                >
                  {languageNames[language]}
                  {invalid ? ' *' : ''}
                </Tabs.Tab>
              );
            })}
          </Tabs.List>
          {languages.map((language) => (
            <Tabs.Panel key={language} value={language} pt="sm">
              <Stack gap="sm">
                {localizedFields[kind].map(([field, max, long]) => {
                  const props = {
                    label: t(`site.fields.${field}`),
                    value: draft.texts[field]![language],
                    maxLength: max,
                    lang: language,
                    error: fieldError(`${field}.${language}`),
                    onChange: (e: { currentTarget: { value: string } }) =>
                      setText(field, language, e.currentTarget.value),
                  };
                  return long ? (
                    <Textarea key={field} rows={3} {...props} />
                  ) : (
                    <TextInput key={field} {...props} />
                  );
                })}
              </Stack>
            </Tabs.Panel>
          ))}
        </Tabs>
        {kind === 'testimonials' ? (
          <TextInput
            label={t('site.fields.name')}
            value={draft.name}
            maxLength={80}
            error={fieldError('name')}
            onChange={(e) => {
              setSaved(false);
              setDraft((d) => ({ ...d, name: e.currentTarget.value }));
            }}
          />
        ) : null}
        <Checkbox.Group
          label={t('site.fields.pages')}
          value={draft.pages}
          error={fieldError('pages')}
          onChange={(pages) => {
            setSaved(false);
            setDraft((d) => ({ ...d, pages: pages as SitePage[] }));
          }}
        >
          <Group gap="md" mt={4}>
            {sitePages.map((page) => (
              <Checkbox key={page} value={page} label={t(`site.pages.${page}`)} />
            ))}
          </Group>
        </Checkbox.Group>
        {save.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(save.error)}
          </Alert>
        ) : null}
        {remove.isError ? (
          <Alert color="red" role="alert">
            {errorMessage(remove.error)}
          </Alert>
        ) : null}
        <Group justify="space-between" wrap="wrap">
          <Group gap="sm">
            <Button type="submit" loading={save.isPending}>
              {t('site.save')}
            </Button>
            {saved ? (
              <Text c="teal" role="status">
                {t('site.saved')}
              </Text>
            ) : null}
          </Group>
          {entry === null ? (
            <Button variant="subtle" color="gray" onClick={onDone}>
              {t('site.cancel')}
            </Button>
          ) : confirming ? (
            <Group gap="xs">
              <Button
                color="red"
                loading={remove.isPending}
                onClick={() => remove.mutate({ kind, id: entry.id })}
              >
                {t('site.confirmDelete')}
              </Button>
              <Button variant="default" onClick={() => setConfirming(false)}>
                {t('site.cancel')}
              </Button>
            </Group>
          ) : (
            <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
              {t('site.delete')}
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
