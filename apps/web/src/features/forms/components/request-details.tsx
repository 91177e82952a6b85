import { Anchor, Card, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPaperclip } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formDefinitions, type FormField, type FormRequest } from '@soundpost/contracts/forms';
import { formatDateTime } from '../../../lib/format.ts';
import { i18n } from '../../../lib/i18n.ts';
import { labelKey } from './form-field.tsx';

/** An answer as a person reads it: an option's name, a release's title, or the text. */
function answerText(field: FormField, request: FormRequest): string | null {
  const value = request.answers[field.name];
  if (typeof value !== 'string') return null;
  if (field.type === 'select') return i18n.t(`forms:options.${value}`);
  if (field.type === 'release' || field.type === 'track' || field.type === 'artist') {
    return request.names[value] ?? value;
  }
  return value;
}

/** A request's answers, its files and the team's replies, for its owner and for the team. */
export function RequestDetails({ request }: { request: FormRequest }) {
  const { t } = useTranslation('forms');
  const form = formDefinitions[request.formId];
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" padding="lg">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('request.answers')}
          </Title>
          <Stack gap="xs" component="dl" m={0}>
            {form.fields
              .filter((field) => field.type !== 'file')
              .map((field) => (
                <div key={field.name}>
                  <Text component="dt" size="sm" c="dimmed">
                    {i18n.t(labelKey(form, field))}
                  </Text>
                  <Text component="dd" m={0} style={{ whiteSpace: 'pre-wrap' }}>
                    {answerText(field, request) ?? t('request.empty')}
                  </Text>
                </div>
              ))}
          </Stack>
          {request.attachments.length ? (
            <Stack gap={4}>
              <Text size="sm" c="dimmed">
                {t('request.attachments')}
              </Text>
              {request.attachments.map((file) => (
                <Group key={file.id} gap="xs" wrap="nowrap">
                  <IconPaperclip size={16} aria-hidden />
                  <Anchor href={file.url} size="sm" download={file.filename}>
                    {file.filename}
                  </Anchor>
                </Group>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Card>
      <Stack gap="sm" component="section" aria-labelledby="request-thread">
        <Title order={2} size="h4" id="request-thread">
          {t('request.thread')}
        </Title>
        {request.messages.length === 0 ? (
          <Text c="dimmed">{t('request.noReplies')}</Text>
        ) : (
          request.messages.map((message) => (
            <Paper key={message.id} withBorder radius="md" p="md">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <Text fw={600} size="sm">
                    {message.authorName ?? t('request.team')}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {formatDateTime(message.createdAt)}
                  </Text>
                </Group>
                <Text style={{ whiteSpace: 'pre-wrap' }}>{message.body}</Text>
                {message.status ? (
                  <Text size="sm" c="dimmed">
                    {t('request.movedTo', { status: t(`statuses.${message.status}`) })}
                  </Text>
                ) : null}
              </Stack>
            </Paper>
          ))
        )}
      </Stack>
    </Stack>
  );
}
