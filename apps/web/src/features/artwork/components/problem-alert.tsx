import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ArtworkProblem } from '../utils/artwork-rules.ts';

/** The problem's message in the interface language; unknown codes get the generic one. */
export function useProblemMessage() {
  const { t, i18n } = useTranslation(['artwork', 'errors']);
  return (problem: ArtworkProblem) => {
    const key = [problem.key, 'errors:upload_failed', 'errors:internal_error'].find((k) =>
      i18n.exists(k),
    );
    return t(key ?? 'errors:internal_error', problem.params ?? {});
  };
}

/** An artwork problem, announced when it appears, with a retry where one makes sense. */
export function ProblemAlert({
  problem,
  onRetry,
}: {
  problem: ArtworkProblem | null;
  onRetry?: () => void;
}) {
  const { t } = useTranslation('artwork');
  const message = useProblemMessage();
  if (!problem) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
      {message(problem)}
      {onRetry ? (
        <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
          {t('upload.retry')}
        </Button>
      ) : null}
    </Alert>
  );
}
