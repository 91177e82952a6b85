import type { Finding } from '@soundpost/contracts/prereview';
import { useTranslation } from 'react-i18next';

/**
 * A pre-review finding in the reader's language: what is wrong and how to fix it. Shared by the
 * review team's list and the artist's wizard, which show the same codes.
 */
export function useFindingText() {
  const { t } = useTranslation(['checks', 'releases']);
  return (finding: Finding) => ({
    message: t(`checks:codes.${finding.code}.message`, finding.params),
    fix: t(`checks:codes.${finding.code}.fix`, finding.params),
    rule: t(`checks:rules.${finding.rule}`),
    reason: t(`releases:reasons.${finding.reason}.name`),
    severity: t(`checks:severity.${finding.severity}`),
  });
}
