import { Table, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { PlanEntry } from '@soundpost/contracts/plans';
import { formatPrice } from '../../../lib/money.ts';
import { comparisonRows } from '../comparison-rows.ts';
import classes from './plan-comparison.module.css';

/**
 * Every row of spec section 6's comparison for every plan. On a phone the table scrolls
 * sideways inside its own box while the feature names stay in place (sticky first column).
 */
export function PlanComparison({ plans }: { plans: PlanEntry[] }) {
  const { t, i18n } = useTranslation('plans');
  return (
    <section aria-labelledby="plan-comparison">
      <Title order={2} id="plan-comparison" mb="md">
        {t('comparison.title')}
      </Title>
      <div className={classes.scroller} tabIndex={0} aria-labelledby="plan-comparison">
        <Table className={classes.table} striped withTableBorder verticalSpacing="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('comparison.feature')}</Table.Th>
              {plans.map(({ plan, yearly }) => (
                <Table.Th key={plan} scope="col">
                  {t(`names.${plan}`)}
                  <span className={classes.price}>
                    {t('perYear', { price: formatPrice(yearly, i18n.language) })}
                  </span>
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {comparisonRows.map((row) => (
              <Table.Tr key={row.key} data-row={row.key}>
                <Table.Th scope="row">{t(`comparison.rows.${row.key}`)}</Table.Th>
                {plans.map(({ plan, capabilities }) => (
                  <Table.Td key={plan}>{row.value(capabilities, t)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </div>
    </section>
  );
}
