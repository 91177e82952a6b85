import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { notify } from '../../../lib/notify.ts';
import { useRemoveBannedWord } from '../api/settings-remove-banned-word.ts';

/** The banned words, alphabetical, each with its remove button. */
export function SettingsBannedWordList({ words }: { words: string[] }) {
  const { t } = useTranslation(['admin', 'errors']);
  const remove = useRemoveBannedWord();
  const removing = remove.isPending ? remove.variables : null;
  return (
    <Group
      component="ul"
      gap="xs"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label={t('settings.bannedWords.list')}
    >
      {words.map((word) => (
        <Paper component="li" key={word} withBorder radius="xl" py={4} ps="sm" pe={4}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {word}
            </Text>
            <CloseButton
              size="sm"
              disabled={removing === word}
              aria-label={t('settings.bannedWords.remove', { word })}
              onClick={() =>
                remove.mutate(word, {
                  onSuccess: () =>
                    notify({ color: 'teal', message: t('settings.bannedWords.removed', { word }) }),
                  onError: (error) => notify({ color: 'red', message: errorMessage(error) }),
                })
              }
            />
          </Group>
        </Paper>
      ))}
    </Group>
  );
}
