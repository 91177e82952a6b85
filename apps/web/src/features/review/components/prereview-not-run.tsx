import { Alert, Badge, Group, List, Text } from '@mantine/core';
import type { NotRunCheck } from '@soundpost/contracts/prereview';
import { useTranslation } from 'react-i18next';

/**
 * The prereview checks that could not run on a release (fpcalc missing or failing on a
 * track): a warning for the review team, who check by hand what the server could not. It is
 * never the artist's doing, and the artist never sees it.
 */
export function PrereviewNotRun({ notRun }: { notRun: NotRunCheck[] }) {
  const { t } = useTranslation('prereview');
  if (notRun.length === 0) return null;
  const title = (
    <Group gap="xs">
      <Badge variant="light" color="yellow">
        {t('severity.warning')}
      </Badge>
      {t('notRun.title')}
    </Group>
  );
  return (
    <Alert color="yellow" variant="light" role="status" title={title}>
      <List size="sm" spacing={4} mb="xs">
        {notRun.map((check) => (
          <List.Item key={`${check.rule}-${check.position ?? 'all'}`}>
            {t(`notRun.${check.cause}`, {
              rule: t(`rules.${check.rule}`),
              position: check.position,
            })}
          </List.Item>
        ))}
      </List>
      <Text size="sm">{t('notRun.hint')}</Text>
    </Alert>
  );
}
