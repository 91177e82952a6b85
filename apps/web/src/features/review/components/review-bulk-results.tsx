import { Alert, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { codeMessage } from '../../../lib/forms.ts';
import type { BulkApproveResult } from '../api/review-release.ts';

/** What "Approve selected" did, one line per release: approved, or why not. */
export function ReviewBulkResults({
  result,
  titles,
  onClose,
}: {
  result: BulkApproveResult;
  titles: Map<string, string>;
  onClose: () => void;
}) {
  const { t } = useTranslation(['review', 'errors']);
  const approved = result.results.filter((r) => r.ok).length;
  const failed = result.results.length - approved;
  return (
    <Alert
      color={failed ? 'orange' : 'teal'}
      variant="light"
      role="status"
      withCloseButton
      closeButtonLabel={t('bulk.dismiss')}
      onClose={onClose}
      title={t('bulk.result', { approved, failed })}
    >
      <List size="sm" spacing={2}>
        {result.results.map((r) => (
          <List.Item key={r.id}>
            <Text span size="sm" fw={500}>
              {titles.get(r.id) ?? r.id}
            </Text>
            {': '}
            {r.ok ? t('bulk.approved') : codeMessage(r.code)}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
