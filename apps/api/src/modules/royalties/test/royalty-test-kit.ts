import type { TestApp } from '../../../test/app.ts';
import { testOrigin } from '../../../test/app.ts';
import { uniqueId } from '../../../test/factories.ts';
import { releases } from '../../releases/releases.table.ts';
import { tracks } from '../../releases/tracks.table.ts';

export const header =
  'Reporting Date\tSale Month\tStore\tArtist\tTitle\tISRC\tUPC\tQuantity\tCountry of Sale\tEarnings in USD';

/** A distributor TSV of `lines` under the header, ending with a line break. */
export const report = (...lines: string[]) => [header, ...lines].join('\n') + '\n';

/** A report line; `isrc` and `earnings` are what tests vary. */
export const line = (o: { isrc?: string; upc?: string; month?: string; earnings: string }) =>
  [
    '2024-06-15',
    o.month ?? '2024-03',
    'Spotify',
    'Some Artist',
    'Some Song',
    o.isrc ?? '',
    o.upc ?? '',
    '1000',
    'TR',
    o.earnings,
  ].join('\t');

let isrcSequence = 0;
/** A release of `ownerId` with one track whose ISRC is unique to this test run. */
export async function releaseWithTrack(t: TestApp, ownerId: string) {
  const id = uniqueId();
  const isrc = `QZ-${id.slice(0, 3).toUpperCase()}-24-${String(++isrcSequence).padStart(5, '0')}`;
  const [release] = await t.db
    .insert(releases)
    .values({ ownerId, title: `Release ${id}` })
    .returning();
  const [track] = await t.db
    .insert(tracks)
    .values({ releaseId: release!.id, position: 1, title: `Track ${id}`, isrc })
    .returning();
  return { release: release!, track: track!, isrc };
}

const boundary = 'soundpostreportboundary';

/** POST /v1/admin/royalty-imports as multipart: the fields first, then the report file. */
export const importReport = (
  t: TestApp,
  cookie: string,
  content: string,
  fields: Record<string, string> = { store: 'Spotify', period: '2024-03', currency: 'USD' },
) => postReport(t, cookie, '/v1/admin/royalty-imports', content, fields);

/** A report POSTed to `url` as multipart: the fields first, then the report file. */
export function postReport(
  t: TestApp,
  cookie: string,
  url: string,
  content: string,
  fields: Record<string, string>,
) {
  const parts = Object.entries(fields).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const file =
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="report.tsv"\r\n` +
    `Content-Type: text/tab-separated-values\r\n\r\n${content}\r\n--${boundary}--\r\n`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: {
      origin: testOrigin,
      cookie,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload: parts.join('') + file,
  });
}
