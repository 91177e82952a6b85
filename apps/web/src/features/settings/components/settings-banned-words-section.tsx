import { Alert, Button, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { bannedWordInputSchema } from '@soundpost/contracts/releases';
import { SectionCard } from '../../../components/section-card.tsx';
import { applyFieldErrors, errorMessage, schemaFormOptions } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useAddBannedWord, type BannedWordInput } from '../api/settings-add-banned-word.ts';
import { useBannedWords } from '../api/settings-banned-words.ts';
import { SettingsBannedWordList } from './settings-banned-word-list.tsx';

const labels = { word: 'admin:settings.bannedWords.word' };

/** Words no release or track title may contain: the list, a field to add one, and removal. */
export function SettingsBannedWordsSection() {
  const { t } = useTranslation(['admin', 'errors', 'validation']);
  const words = useBannedWords();
  const add = useAddBannedWord();
  const form = useForm<BannedWordInput>({
    initialValues: { word: '' },
    ...schemaFormOptions(bannedWordInputSchema, labels),
  });

  const onSubmit = form.onSubmit((values) =>
    add.mutate(values, {
      onSuccess: (added) => {
        form.reset();
        notify({ color: 'teal', message: t('settings.bannedWords.added', { word: added.word }) });
      },
      onError: (error) => {
        if (!applyFieldErrors(form, error)) form.setFieldError('word', errorMessage(error));
      },
    }),
  );

  return (
    <SectionCard
      id="admin-settings-banned-words"
      title={t('settings.bannedWords.title')}
      description={t('settings.bannedWords.description')}
    >
      <Stack gap="md">
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="sm">
            <TextInput
              {...form.getInputProps('word')}
              label={t('settings.bannedWords.word')}
              description={t('settings.bannedWords.wordHint')}
              maxLength={60}
            />
            <Group justify="flex-end">
              <Button
                type="submit"
                leftSection={<IconPlus size={16} aria-hidden />}
                loading={add.isPending}
              >
                {t('settings.bannedWords.add')}
              </Button>
            </Group>
          </Stack>
        </form>
        {words.isPending ? (
          <Skeleton h={80} />
        ) : words.isError ? (
          <Alert color="red" variant="light" role="alert" title={t('settings.loadFailed')}>
            {errorMessage(words.error)}
          </Alert>
        ) : words.data.items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('settings.bannedWords.empty')}
          </Text>
        ) : (
          <SettingsBannedWordList words={words.data.items.map((item) => item.word)} />
        )}
      </Stack>
    </SectionCard>
  );
}
