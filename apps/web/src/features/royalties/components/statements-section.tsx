import { Anchor, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n.ts';
import { statementHref, useRoyaltyStatements } from '../api/royalties.ts';
import { formatMoney } from '../../../lib/money.ts';

/** One statement per month of credits, as CSV or PDF. */
export function StatementsSection() {
  const { t } = useTranslation('royalties');
  const query = useRoyaltyStatements();
  const lang = currentLanguage();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="statements-title">
      <Stack gap="sm">
        <Title order={2} size="h3" id="statements-title">
          {t('statements.title')}
        </Title>
        {query.isPending ? (
          <Skeleton h={60} />
        ) : !query.data?.items.length ? (
          <Text c="dimmed">{t('statements.empty')}</Text>
        ) : (
          query.data.items.map((s) => (
            <Group key={s.month} justify="space-between" gap="xs">
              <Text size="sm">
                {t('statements.month', { month: s.month, amount: formatMoney(s.amount) })}
              </Text>
              <Group gap="md">
                {(['csv', 'pdf'] as const).map((format) => (
                  <Anchor
                    key={format}
                    href={statementHref(s.month, format, lang)}
                    download
                    size="sm"
                    aria-label={t(`statements.${format}Label`, { month: s.month })}
                  >
                    {t(`statements.${format}`)}
                  </Anchor>
                ))}
              </Group>
            </Group>
          ))
        )}
      </Stack>
    </Paper>
  );
}
