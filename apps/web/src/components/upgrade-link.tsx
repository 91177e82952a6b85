import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths } from '../config/paths.ts';

/** "Upgrade your plan": the plan comparison, told which message sent the artist there. */
export function UpgradeLink({ from }: { from: string }) {
  const { t } = useTranslation('common');
  return (
    <Anchor component={Link} to={paths.upgrade.getHref(from)} fw={600} size="sm">
      {t('upgradeLink')}
    </Anchor>
  );
}
