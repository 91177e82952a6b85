import { Worker } from 'node:worker_threads';
import type { TFunction } from 'i18next';
import type { AppContext } from '../../lib/context.ts';
import { formatUnits } from '../ledger/index.ts';
import { releasesAsR, tracksAsTr } from './catalogue-sql.ts';
import { artistPartsSql } from './royalty-entries.ts';
import { monthBounds } from './royalty-statements.ts';
import type { StatementLayout } from './statement-pdf-worker.ts';

/**
 * A month's sums (decision 026): by store (grouping 1), by release and track (2), and in all
 * (3), summed by the database, so the PDF's size follows the catalogue, not the report lines.
 */
const summarySql = `
select grouping(e.store, e.isrc)::int as set, e.store, r.title as release_title,
  tr.title as track_title, e.isrc, count(*)::int as lines, sum(e.quantity)::text as quantity,
  sum(e.line_amount)::text as reported, sum(e.amount)::text as amount
from (${artistPartsSql}) e
left join ${tracksAsTr} on tr.id = e.track_id
left join ${releasesAsR} on r.id = e.release_id
where e.posted_at >= $2::timestamptz and e.posted_at < $3::timestamptz
group by grouping sets ((e.store), (e.release_id, r.title, e.track_id, tr.title, e.isrc), ())
order by 1, 2, 3, 4, 5`;

type SummaryRow = {
  set: 1 | 2 | 3;
  store: string | null;
  release_title: string | null;
  track_title: string | null;
  isrc: string | null;
  lines: number;
  quantity: string;
  reported: string;
  amount: string;
};

/** Lays the statement out in a worker thread: pdfkit's layout never holds up the event loop. */
export function renderStatementPdf(layout: StatementLayout): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./statement-pdf-worker.ts', import.meta.url), {
      workerData: layout,
    });
    worker.once('message', (bytes: Uint8Array) =>
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)),
    );
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`statement worker exited with ${code}`)));
  });
}

/**
 * A month's statement as a PDF in the reader's language: its sums by store and by release and
 * track, the store-reported amounts beside what was credited, money in cents as the app shows
 * it; every line is in the CSV.
 */
export async function statementPdf(
  ctx: AppContext,
  user: { id: string; name: string },
  month: string,
  t: TFunction,
  lang: string,
): Promise<Buffer> {
  const { rows } = await ctx.database.executeSql(summarySql, [user.id, ...monthBounds(month)]);
  const sums = rows as SummaryRow[];
  const money = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
  const number = new Intl.NumberFormat(lang);
  // Sums leave the database as units of 10^-8; Intl rounds their exact decimal text.
  const usd = (units: string | undefined) =>
    money.format(formatUnits(BigInt(units ?? '0')) as Intl.StringNumericLiteral);
  const figures = (row: SummaryRow) => [
    number.format(row.lines),
    number.format(row.quantity as Intl.StringNumericLiteral),
    usd(row.reported),
    usd(row.amount),
  ];
  const figureColumns = ['lines', 'quantity', 'reported', 'amount'].map((key) =>
    t(`statement.${key}`),
  );
  const figureWidths = [50, 60, 110, 90];
  return renderStatementPdf({
    title: t('statement.title', { month }),
    owner: user.name,
    note: t('statement.detail'),
    tables: [
      {
        heading: t('statement.byStore'),
        columns: [t('statement.store'), ...figureColumns],
        widths: [250, ...figureWidths],
        rows: sums.filter((s) => s.set === 1).map((s) => [s.store ?? '', ...figures(s)]),
      },
      {
        heading: t('statement.byTrack'),
        columns: [
          t('statement.release'),
          t('statement.track'),
          t('statement.isrc'),
          ...figureColumns,
        ],
        widths: [180, 180, 90, ...figureWidths],
        rows: sums
          .filter((s) => s.set === 2)
          .map((s) => [s.release_title ?? '', s.track_title ?? '', s.isrc ?? '', ...figures(s)]),
      },
    ],
    total: `${t('statement.total')}: ${usd(sums.find((s) => s.set === 3)?.amount)}`,
  });
}
