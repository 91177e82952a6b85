// `npm run test:unit`: every unit and API test on PGlite, with a JSON report so the PostgreSQL
// run can close with one count per database. Extra arguments go to vitest.
import { clearResults, runVitest, summaryLine } from './test-results.ts';

clearResults();
const status = runVitest('pglite', ['run', ...process.argv.slice(2)]);
console.log(summaryLine('runs next (npm run test:postgres)'));
process.exit(status);
