import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { Finding } from '@soundpost/contracts/prereview';
import { useTranslation } from 'react-i18next';
import { useFindingText } from '../../../lib/findings.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useReleasePrereview } from '../api/prereview-release.ts';
import { PrereviewNotRun } from './prereview-not-run.tsx';

function FindingItem({ finding }: { finding: Finding }) {
  const { t } = useTranslation('prereview');
  const text = useFindingText()(finding);
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={4}>
        <Group gap="xs" wrap="nowrap" align="flex-start">
          <Badge
            variant="light"
            color={finding.severity === 'blocking' ? 'red' : 'yellow'}
            style={{ flexShrink: 0 }}
          >
            {text.severity}
          </Badge>
          <Text size="sm" fw={500}>
            {text.message}
          </Text>
        </Group>
        <Text size="sm">{text.fix}</Text>
        <Text size="xs" c="dimmed">
          {t('findings.rule', { rule: text.rule })} ·{' '}
          {t('findings.reason', { reason: text.reason })}
        </Text>
      </Stack>
    </Card>
  );
}

/**
 * The release's prereview for the review team: the checks that could not run, then
 * each finding with its severity, what to fix, the rule behind it and the reopening reason to
 * use. Blocking ones first.
 */
export function ReleaseFindings({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation('prereview');
  const prereview = useReleasePrereview(releaseId);
  const title = (
    <Title order={2} size="h4">
      {t('findings.title')}
    </Title>
  );
  if (prereview.isPending) {
    return (
      <Stack gap="xs">
        {title}
        <Loader size="sm" role="progressbar" aria-label={t('findings.loading')} />
      </Stack>
    );
  }
  if (prereview.isError) {
    return (
      <Stack gap="xs">
        {title}
        <Alert color="red" variant="light" role="alert" title={t('findings.failed')} />
      </Stack>
    );
  }
  const { computedAt, findings, passed, spotCheck, notRun } = prereview.data;
  const sorted = findings.toSorted(
    (a, b) => Number(b.severity === 'blocking') - Number(a.severity === 'blocking'),
  );
  return (
    <Stack gap="xs" component="section" aria-label={t('findings.title')}>
      {title}
      {computedAt ? (
        <Text size="xs" c="dimmed">
          {t('findings.computedAt', { date: formatDateTime(computedAt) })}
        </Text>
      ) : (
        <Text size="sm">{t('findings.pending')}</Text>
      )}
      {spotCheck ? (
        <Badge variant="light" color="blue">
          {t('findings.spotCheck')}
        </Badge>
      ) : null}
      <PrereviewNotRun notRun={notRun} />
      {computedAt && findings.length === 0 && notRun.length === 0 ? (
        <Text size="sm">{t('findings.none')}</Text>
      ) : null}
      {sorted.length > 0 ? (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {sorted.map((finding, i) => (
            <FindingItem key={`${finding.code}-${i}`} finding={finding} />
          ))}
        </Stack>
      ) : null}
      {computedAt && passed.length > 0 ? (
        <Text size="xs" c="dimmed">
          {t('findings.passed', { rules: passed.map((rule) => t(`rules.${rule}`)).join(', ') })}
        </Text>
      ) : null}
    </Stack>
  );
}
