import { Anchor, Badge, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Invoice } from '@soundpost/contracts/billing';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { invoiceHref } from '../api/billing.ts';
import { formatPrice } from '../../../lib/money.ts';

/** The subscription's invoices, newest first, each with its PDF. */
export function InvoicesSection({ invoices }: { invoices: Invoice[] }) {
  const { t } = useTranslation('plans');
  const lang = currentLanguage();
  return (
    <SectionCard id="account-invoices" title={t('invoices.title')}>
      {invoices.length === 0 ? (
        <Text c="dimmed">{t('invoices.empty')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-labelledby="account-invoices" verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('invoices.date')}</Table.Th>
                <Table.Th>{t('invoices.item')}</Table.Th>
                <Table.Th>{t('invoices.amount')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('invoices.download')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {invoices.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>
                    <Stack gap={0}>
                      <Text size="sm">{formatDateTime(invoice.paidAt)}</Text>
                      <Text size="xs" c="dimmed">
                        {invoice.number}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    {t(`invoice.kinds.${invoice.kind}`, { plan: t(`names.${invoice.plan}`) })}
                  </Table.Td>
                  <Table.Td>
                    <Group gap="xs" wrap="nowrap">
                      <Text size="sm">{formatPrice(invoice, lang)}</Text>
                      {invoice.refundedAt && (
                        <Badge color="gray" variant="light">
                          {t('invoices.refunded')}
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    <Anchor
                      href={invoiceHref(invoice.id, lang)}
                      download
                      size="sm"
                      aria-label={t('invoices.downloadLabel', { number: invoice.number })}
                    >
                      {t('invoices.download')}
                    </Anchor>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </SectionCard>
  );
}
