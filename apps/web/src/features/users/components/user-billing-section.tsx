import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  SimpleGrid,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { errorMessage } from '../../../lib/forms.ts';
import { currentLanguage } from '../../../lib/i18n.ts';
import { formatPrice } from '../../../lib/money.ts';
import { useAdminUserBilling, type AdminBilling, type AdminInvoice } from '../api/user-billing.ts';
import { RefundInvoiceDialog } from './refund-invoice-dialog.tsx';
import { Fact } from './user-summary.tsx';

const sectionId = 'admin-user-billing';

/** An account's billing for staff: the subscription, and its invoices with the refund. */
export function UserBillingSection({ userId }: { userId: string }) {
  const { t } = useTranslation(['admin', 'errors']);
  const billing = useAdminUserBilling(userId);
  return (
    <SectionCard id={sectionId} title={t('user.billing.heading')}>
      {billing.isPending ? (
        <Skeleton h={120} />
      ) : billing.isError ? (
        <Alert color="red" variant="light" role="alert" title={t('user.billing.loadFailed')}>
          {errorMessage(billing.error)}
        </Alert>
      ) : (
        <>
          <SubscriptionFacts billing={billing.data} />
          <InvoiceTable billing={billing.data} />
        </>
      )}
    </SectionCard>
  );
}

function SubscriptionFacts({ billing }: { billing: AdminBilling }) {
  const { t } = useTranslation('admin');
  const sub = billing.subscription;
  if (!sub) return <Text c="dimmed">{t('user.billing.none')}</Text>;
  const change = sub.scheduledChange;
  return (
    <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="md">
      <Fact label={t('user.billing.plan')}>
        <Text size="sm">{t(`plans.${sub.plan}`)}</Text>
      </Fact>
      <Fact label={t('user.billing.status')}>
        <Text size="sm">{t(`user.billing.statuses.${sub.status}`)}</Text>
      </Fact>
      <Fact label={t(sub.status === 'active' ? 'user.billing.periodEnd' : 'user.billing.endedAt')}>
        <Text size="sm">
          <time dateTime={sub.periodEnd}>{formatDateTime(sub.periodEnd)}</time>
        </Text>
      </Fact>
      <Fact label={t('user.billing.scheduled')}>
        <Text size="sm">
          {change
            ? t('user.billing.scheduledChange', {
                plan: t(`plans.${change.plan}`),
                date: formatDateTime(change.effectiveAt),
              })
            : t('user.billing.noScheduled')}
        </Text>
      </Fact>
      <Fact label={t('user.billing.billedBy')}>
        <Text size="sm">{t(`user.billing.billers.${sub.vendor ?? billing.provider}`)}</Text>
      </Fact>
    </SimpleGrid>
  );
}

function InvoiceTable({ billing }: { billing: AdminBilling }) {
  const { t } = useTranslation('admin');
  const [refunding, setRefunding] = useState<AdminInvoice | null>(null);
  const lang = currentLanguage();
  // When the page was drawn: the server's check decides a refund, this only greys the button.
  const [now] = useState(Date.now);
  const headingId = `${sectionId}-invoices`;
  return (
    <Stack gap="xs">
      <Title order={3} size="h5" id={headingId}>
        {t('user.billing.invoices')}
      </Title>
      {billing.invoices.length === 0 ? (
        <Text c="dimmed">{t('user.billing.noInvoices')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={0}>
          <Table aria-labelledby={headingId} verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('user.billing.number')}</Table.Th>
                <Table.Th>{t('user.billing.paidAt')}</Table.Th>
                <Table.Th>{t('user.billing.amount')}</Table.Th>
                <Table.Th>{t('user.billing.status')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('user.billing.refund')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {billing.invoices.map((invoice) => {
                const open = Date.parse(invoice.refundableUntil) >= now;
                const reasonId = `refund-reason-${invoice.id}`;
                return (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{invoice.number}</Table.Td>
                    <Table.Td>
                      <time dateTime={invoice.paidAt}>{formatDateTime(invoice.paidAt)}</time>
                    </Table.Td>
                    <Table.Td>{formatPrice(invoice, lang)}</Table.Td>
                    <Table.Td>
                      {invoice.refundedAt ? (
                        <Badge color="gray" variant="light">
                          {t('user.billing.refundedOn', {
                            date: formatDateTime(invoice.refundedAt),
                          })}
                        </Badge>
                      ) : (
                        <Badge color="teal" variant="light">
                          {t('user.billing.paid')}
                        </Badge>
                      )}
                    </Table.Td>
                    <Table.Td>
                      {invoice.refundedAt ? null : (
                        <Stack gap={2} align="flex-start">
                          <Button
                            size="xs"
                            variant="light"
                            color="red"
                            disabled={!open}
                            onClick={() => setRefunding(invoice)}
                            aria-label={t('user.billing.refundLabel', { number: invoice.number })}
                            aria-describedby={reasonId}
                          >
                            {t('user.billing.refund')}
                          </Button>
                          <Text size="xs" c="dimmed" id={reasonId}>
                            {t(
                              open ? 'user.billing.refundableUntil' : 'user.billing.windowPassed',
                              {
                                date: formatDateTime(invoice.refundableUntil),
                              },
                            )}
                          </Text>
                        </Stack>
                      )}
                    </Table.Td>
                  </Table.Tr>
                );
              })}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RefundInvoiceDialog invoice={refunding} onClose={() => setRefunding(null)} />
    </Stack>
  );
}
