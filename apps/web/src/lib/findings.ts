import type { Finding } from '@soundpost/contracts/prereview';
import { useTranslation } from 'react-i18next';

/**
 * A pre-review finding in the reader's language: what is wrong and how to fix it. Shared by the
 * review team's list and the artist's wizard, which show the same codes.
 */
export function useFindingText() {
  const { t } = useTranslation(['prereview', 'releases']);
  return (finding: Finding) => ({
    message: t(`prereview:codes.${finding.code}.message`, finding.params),
    fix: t(`prereview:codes.${finding.code}.fix`, finding.params),
    rule: t(`prereview:rules.${finding.rule}`),
    reason: t(`releases:reasons.${finding.reason}.name`),
    severity: t(`prereview:severity.${finding.severity}`),
  });
}
