import { Button, Group, Select, SimpleGrid, Stack, TagsInput, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { genres } from '@soundpost/contracts/catalog';
import {
  lyricLanguages,
  lyricMoods,
  lyricRequestSchema,
  type LyricRequest,
} from '@soundpost/contracts/lyrics';
import { currentLanguage } from '../../../lib/i18n.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { schemaFormOptions } from '../../../lib/forms.ts';

const labels = {
  title: 'lyrics:form.title',
  genre: 'lyrics:form.genre',
  mood: 'lyrics:form.mood',
  language: 'lyrics:form.language',
  dedicatedTo: 'lyrics:form.dedicatedTo',
  chorus: 'lyrics:form.chorus',
  customWords: 'lyrics:form.customWords',
};

type Values = {
  title: string;
  genre: string | null;
  mood: string | null;
  language: string | null;
  dedicatedTo: string;
  chorus: string;
  customWords: string[];
};

/** The generator form (spec section 3's lyric fields), checked with the API's own schema. */
export function LyricForm({
  writing,
  disabled,
  onWrite,
  onStop,
}: {
  writing: boolean;
  disabled: boolean;
  /** Rejects with the API's error; field errors are shown on their inputs. */
  onWrite: (request: LyricRequest) => Promise<void>;
  onStop: () => void;
}) {
  // `validation` too: the form's messages are its keys.
  const { t } = useTranslation(['lyrics', 'artists', 'validation']);
  const lang = currentLanguage();
  const form = useForm<Values>({
    initialValues: {
      title: '',
      genre: null,
      mood: null,
      language: lang,
      dedicatedTo: '',
      chorus: '',
      customWords: [],
    },
    ...schemaFormOptions(lyricRequestSchema, labels),
  });
  const names = new Intl.DisplayNames([lang], { type: 'language', fallback: 'code' });
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) =>
        onWrite(values as unknown as LyricRequest).catch((error: unknown) => {
          if (error instanceof ApiError && error.fields) form.setErrors(error.fields);
        }),
      )}
    >
      <Stack gap="md">
        <TextInput
          {...form.getInputProps('title')}
          label={t('form.title')}
          required
          maxLength={120}
        />
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Select
            {...form.getInputProps('genre')}
            label={t('form.genre')}
            required
            data={genres.map((value) => ({ value, label: t(`artists:genres.${value}`) }))}
          />
          <Select
            {...form.getInputProps('mood')}
            label={t('form.mood')}
            required
            data={lyricMoods.map((value) => ({ value, label: t(`moods.${value}`) }))}
          />
          <Select
            {...form.getInputProps('language')}
            label={t('form.language')}
            required
            allowDeselect={false}
            data={lyricLanguages.map((value) => ({
              value,
              label: value === 'other' ? t('otherLanguage') : (names.of(value) ?? value),
            }))}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            {...form.getInputProps('dedicatedTo')}
            label={t('form.dedicatedTo')}
            maxLength={80}
          />
          <TextInput
            {...form.getInputProps('chorus')}
            label={t('form.chorus')}
            description={t('form.chorusHint')}
            maxLength={160}
          />
        </SimpleGrid>
        <TagsInput
          {...form.getInputProps('customWords')}
          label={t('form.customWords')}
          description={t('form.customWordsHint')}
          clearable
        />
        <Group justify="flex-end">
          {writing ? (
            <Button variant="default" onClick={onStop}>
              {t('form.stop')}
            </Button>
          ) : null}
          <Button type="submit" loading={writing} disabled={disabled}>
            {t('form.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
