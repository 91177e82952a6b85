import { readView } from '../../db/read-view.ts';
import { releaseChecks } from './prereview.table.ts';

/** The pre-review's findings per release, as the review reads them. */
export const findingsView = <Name extends string = 'release_checks'>(
  name = 'release_checks' as Name,
) =>
  readView
    .select({
      releaseId: releaseChecks.releaseId,
      findings: releaseChecks.findings,
      computedAt: releaseChecks.computedAt,
    })
    .from(releaseChecks)
    .as(name);
