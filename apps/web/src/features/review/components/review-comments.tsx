import { useState } from 'react';
import { Alert, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/forms.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useAddReviewComment, type ReviewRelease } from '../api/review-release.ts';

/** The review team's internal thread on the release (never shown to the artist). */
export function ReviewComments({ review }: { review: ReviewRelease }) {
  const { t } = useTranslation('review');
  const add = useAddReviewComment(review.release.id);
  const [text, setText] = useState('');
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text.trim(), { onSuccess: () => setText('') });
  };
  return (
    <Card withBorder radius="md" padding="md" component="section" aria-labelledby="review-comments">
      <Title order={2} size="h4" mb="sm" id="review-comments">
        {t('comments.title')}
      </Title>
      <Stack gap="sm">
        {review.comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('comments.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
            {review.comments.map((c) => (
              <li key={c.id}>
                <Text size="xs" c="dimmed">
                  {c.author?.name ?? t('comments.formerStaff')} ·{' '}
                  <time dateTime={c.createdAt}>{formatDateTime(c.createdAt)}</time>
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {c.text}
                </Text>
              </li>
            ))}
          </Stack>
        )}
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label={t('comments.new')}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              autosize
              minRows={2}
              maxLength={4000}
            />
            {add.isError ? (
              <Alert color="red" variant="light" role="alert">
                {errorMessage(add.error)}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button type="submit" loading={add.isPending} disabled={!text.trim()}>
                {t('comments.add')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Stack>
    </Card>
  );
}
