import { Alert, Anchor, Badge, Group, List, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFindingText } from '../../../../lib/findings.ts';
import { useReleaseFindings } from '../../api/get-release-findings.ts';
import { stepHref } from './wizard-shell.tsx';

/**
 * On the review step: what the automatic checks found that the artist can fix, each with a
 * link to the step where it is fixed. Nothing while they load, fail or find nothing: the
 * checks advise, submission does not wait for them.
 */
export function ArtistFindings({ releaseId }: { releaseId: string }) {
  const { t } = useTranslation(['prereview', 'wizard']);
  const text = useFindingText();
  const prereview = useReleaseFindings(releaseId);
  const findings = prereview.data?.findings ?? [];
  if (findings.length === 0) return null;
  return (
    <Alert color="yellow" variant="light" title={t('artist.title')}>
      <Text size="sm" mb="xs">
        {t('artist.intro')}
      </Text>
      <List size="sm" spacing="xs">
        {findings.map((finding, i) => {
          const { message, fix, severity } = text(finding);
          return (
            <List.Item key={`${finding.code}-${i}`}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                <Badge
                  size="sm"
                  variant="light"
                  color={finding.severity === 'blocking' ? 'red' : 'yellow'}
                  style={{ flexShrink: 0 }}
                >
                  {severity}
                </Badge>
                <Text size="sm">
                  {message} {fix}{' '}
                  <Anchor
                    component={Link}
                    to={stepHref(releaseId, finding.step)}
                    size="sm"
                    underline="always"
                  >
                    {t('artist.fix', { step: t(`wizard:steps.${finding.step}`) })}
                  </Anchor>
                </Text>
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
