import { Alert, Anchor } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths.ts';

/** Money is paid to the payout account of `/account/payout`: without one, nothing can leave. */
export function PayoutNotice() {
  const { t } = useTranslation('royalties');
  return (
    <Alert
      variant="light"
      color="blue"
      icon={<IconInfoCircle size={18} />}
      title={t('payout.title')}
    >
      {t('payout.body')}{' '}
      <Anchor component={Link} to={paths.account.payout.getHref()} fw={600}>
        {t('payout.link')}
      </Anchor>
    </Alert>
  );
}
