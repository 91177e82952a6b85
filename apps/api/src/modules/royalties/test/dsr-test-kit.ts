// DDEX DSR flat files for tests (Basic Audio Profile, one summary per territory).

export const row = (...cells: string[]) => cells.join('\t');
export const head = (profile = 'BasicAudioProfile', start = '2024-05-01') =>
  row(
    'HEAD',
    'dsrf/1.1.2/1.6/1.0',
    profile,
    '1.2',
    'MSG1',
    '2024-06-02T10:00:00Z',
    '1',
    '1',
    start,
    '2024-05-31',
    'PADPIDA0000000001X',
    'Store',
  );
/** A summary: id, territory, usages, NetRevenue (EUR). */
export const summary = (id: string, territory: string, usages: string, revenue: string) =>
  row(
    'SY02.02',
    id,
    '',
    '',
    'SubscriptionModel',
    'OnDemandStream',
    territory,
    'Premium',
    usages,
    '',
    'EUR',
    revenue,
  );
export const release = (block: string, upc: string) =>
  row('RE01.02', block, 'RL1', 'D1', '', '', upc, 'Some Artist', '', 'Some Album');
export const resource = (block: string, ref: string, isrc: string) =>
  row('AS02.02', block, ref, 'R1', isrc, 'Some Song', '', 'Some Artist', '', '', 'SoundRecording');
/** A stream record: block, summary id, release ref, resource ref, streams. */
export const streams = (block: string, sy: string, rel: string, res: string, n: string) =>
  row('SU02.03', block, sy, `T${block}${res}`, rel, res, 'true', n);
export const file = (...rows: string[]) =>
  [...rows, row('FOOT', String(rows.length + 1))].join('\n') + '\n';
