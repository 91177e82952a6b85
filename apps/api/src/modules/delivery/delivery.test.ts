import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { findReleaseById, updateRelease } from '../releases/releases.repository.ts';
import { runTransition, requestTakedown } from '../releases/release-status.ts';
import { batchPaths } from './batch-layout.ts';
import * as repo from './deliveries.repository.ts';
import {
  approveAgain,
  approvedRelease,
  ctxOf,
  deliverNow,
  deliveriesOf,
  dropAck,
  runQueued,
  storeFolder,
  writeStoreFile,
} from './test/delivery-test-kit.ts';
import { validateAgainstXsd } from './ern/validate-ern.ts';
import { goLiveDue } from './go-live.ts';
import { readAcknowledgements } from './read-acks.ts';
import { sendDelivery } from './send-delivery.ts';
import { startTakedown } from './start-delivery.ts';
import { openTransport } from '../stores/transports/open-transport.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
beforeAll(async () => {
  t = await createTestApp({ WORKERS: 'off' });
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
});
afterAll(() => t.close());

const statusOf = async (id: string) => (await findReleaseById(t.db, id))!.status;

/** Every file under a folder, as paths from it, with their modification times. */
async function filesUnder(root: string) {
  const names = (await readdir(root, { recursive: true, withFileTypes: true }))
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
  return Promise.all(
    names.map(async (name) => ({ name, at: (await stat(join(root, name))).mtimeMs })),
  );
}

/** The BatchComplete's ManifestMessage (namespace and version checked), as plain objects. */
async function batchComplete(root: string, path: string) {
  const xml = await readFile(join(root, path), 'utf8');
  expect(xml).toContain(
    '<ernc:ManifestMessage xmlns:ernc="http://ddex.net/xml/ern-c-sftp/16" MessageVersionId="ern-c-sftp/16">',
  );
  return new XMLParser({
    removeNSPrefix: true,
    ignoreAttributes: true,
    parseTagValue: false,
  }).parse(xml).ManifestMessage;
}

describe('delivery of an approved release', () => {
  it('writes each store a valid batch with BatchComplete last, reads ACKs, publishes, goes live', async () => {
    const { api, release } = await approvedRelease(t);
    await deliverNow(t, release.id);
    expect(await statusOf(release.id)).toBe('in_process');

    const rows = await deliveriesOf(t, release.id);
    expect(rows.map((d) => [d.storeId, d.kind, d.state]).sort()).toEqual([
      ['deezer', 'new', 'delivered'],
      ['spotify', 'new', 'delivered'],
    ]);
    for (const d of rows) {
      const root = storeFolder(t, d.storeId);
      const paths = batchPaths(d.batchId, release.id);
      const files = await filesUnder(root);
      const names = files.map((f) => f.name).sort();
      expect(names).toEqual(
        [paths.complete, paths.message, paths.resource('resources/cover.jpg')]
          .concat(names.filter((n) => n.endsWith('.flac')))
          .sort(),
      );
      expect(names.filter((n) => n.endsWith('.flac'))).toHaveLength(1);
      const complete = files.find((f) => f.name === paths.complete)!;
      expect(Math.max(...files.map((f) => f.at))).toBe(complete.at);
      const xml = await readFile(join(root, paths.message), 'utf8');
      expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
      expect(xml).toContain(d.messageId);
      expect(await batchComplete(root, paths.complete)).toEqual({
        MessageHeader: {
          MessageSender: {
            PartyId: expect.stringMatching(/^PADPIDA/),
            PartyName: { FullName: expect.any(String) },
          },
          MessageRecipient: {
            PartyId: expect.stringMatching(/^PADPIDA/),
            PartyName: { FullName: expect.any(String) },
          },
          MessageCreatedDateTime: t.clock.now().toISOString(),
        },
        IsTestFlag: 'false',
        RootDirectory: d.batchId,
        NumberOfMessages: '1',
        MessageInBatch: {
          MessageType: 'NewReleaseMessage',
          MessageId: d.messageId,
          URL: `./${release.id}/${release.id}.xml`,
          IncludedReleaseId: { ICPN: (await findReleaseById(t.db, release.id))!.upc },
          DeliveryType: 'NewReleaseDelivery',
          ProductType: 'AudioProduct',
          HashSum: {
            HashSum: createHash('md5')
              .update(await readFile(join(root, paths.message)))
              .digest('hex'),
            HashSumAlgorithmType: 'MD5',
          },
        },
      });
    }

    // The artist sees the stores as delivered, no link yet.
    const stores = (await api.get(`/v1/releases/${release.id}/stores`)).json().items;
    expect(stores.map((s: { state: string }) => s.state)).toEqual(['delivered', 'delivered']);

    await dropAck(
      t,
      rows.find((d) => d.storeId === 'spotify')!,
      'FileOK',
      null,
      'acks',
    );
    await readAcknowledgements(ctxOf(t));
    expect(await statusOf(release.id)).toBe('in_process');
    await dropAck(
      t,
      rows.find((d) => d.storeId === 'deezer')!,
    );
    await readAcknowledgements(ctxOf(t));
    expect(await statusOf(release.id)).toBe('published');
    expect((await deliveriesOf(t, release.id)).every((d) => d.state === 'acknowledged')).toBe(true);
    // The processed ACK files are gone.
    expect(await readdir(join(storeFolder(t, 'spotify'), 'acks'))).toEqual([]);

    // Not before the release date (UTC day), on it yes, with the store's template link.
    await goLiveDue(ctxOf(t));
    expect(await statusOf(release.id)).toBe('published');
    const saved = t.clock.now();
    t.clock.set(new Date(`${release.releaseDate}T00:30:00Z`));
    await goLiveDue(ctxOf(t));
    t.clock.set(saved);
    expect(await statusOf(release.id)).toBe('live');
    const live = (await api.get(`/v1/releases/${release.id}/stores`)).json().items;
    expect(live.map((s: { state: string }) => s.state)).toEqual(['live', 'live']);
    const spotify = live.find((s: { storeId: string }) => s.storeId === 'spotify');
    const full = await findReleaseById(t.db, release.id);
    expect(spotify.link).toContain(encodeURIComponent(full!.upc!));
  });

  it('encodes each resource once for three stores', async () => {
    const { release } = await approvedRelease(t, { storeIds: ['spotify', 'deezer', 'tidal'] });
    await deliverNow(t, release.id);
    const version = await repo.latestVersion(t.db, release.id);
    const keys = await ctxOf(t).storage.list(`deliveries/${release.id}/`);
    expect(keys.sort()).toEqual(
      (await repo.listResources(t.db, release.id, version)).map((r) => r.storageKey).sort(),
    );
    expect(keys).toHaveLength(2);
    const rows = await deliveriesOf(t, release.id);
    expect(rows.map((d) => d.state)).toEqual(['delivered', 'delivered', 'delivered']);
    // The same bytes went to every store: a second prepare encodes nothing more.
    const before = await repo.listResources(t.db, release.id, version);
    await runQueued(t, release.id);
    expect(await repo.listResources(t.db, release.id, version)).toEqual(before);
  });

  it('a store error ACK puts the delivery in error; the admin retries and confirms by hand', async () => {
    const { release } = await approvedRelease(t);
    await deliverNow(t, release.id);
    const [first, second] = await deliveriesOf(t, release.id);
    await dropAck(t, first!, 'ResourceCorrupt', 'cover.jpg unreadable');
    await readAcknowledgements(ctxOf(t));
    const listed = (await admin.get(`/v1/admin/releases/${release.id}/deliveries`)).json().items;
    const failed = listed.find((d: { id: string }) => d.id === first!.id);
    expect(failed).toMatchObject({
      state: 'error',
      lastError: 'ResourceCorrupt: cover.jpg unreadable',
    });

    expect((await admin.post(`/v1/admin/deliveries/${second!.id}/retry`)).statusCode).toBe(409);
    const retried = await admin.post(`/v1/admin/deliveries/${first!.id}/retry`);
    expect(retried.json()).toMatchObject({ state: 'queued', attempts: 0 });
    await runQueued(t, release.id);
    expect((await repo.findDelivery(t.db, first!.id))!.state).toBe('delivered');

    const confirmed = await admin.post(`/v1/admin/deliveries/${first!.id}/confirm`);
    expect(confirmed.json()).toMatchObject({ state: 'acknowledged', confirmedManually: true });
    expect((await admin.post(`/v1/admin/deliveries/${first!.id}/confirm`)).statusCode).toBe(409);
    await admin.post(`/v1/admin/deliveries/${second!.id}/confirm`);
    expect(await statusOf(release.id)).toBe('published');
  });

  it('a send killed midway leaves no BatchComplete; the retry completes the batch', async () => {
    const { release } = await approvedRelease(t, { storeIds: ['spotify'] });
    const killed = deliverNow(t, release.id, async (ctx, store) => {
      const real = await openTransport(ctx, store);
      return {
        ...real,
        put: async (path, source) => {
          // The resources are written, then the worker dies as the message goes out.
          if (path.endsWith(`${release.id}.xml`)) throw new Error('worker killed');
          return real.put(path, source);
        },
      };
    });
    await expect(killed).rejects.toThrow('worker killed');
    const [d] = await deliveriesOf(t, release.id);
    expect(d).toMatchObject({ state: 'queued', attempts: 1, lastError: 'worker killed' });
    const names = (await filesUnder(storeFolder(t, 'spotify'))).map((f) => f.name);
    expect(names).not.toContain(batchPaths(d!.batchId, release.id).complete);
    expect(names.filter((n) => n.startsWith(`${d!.batchId}/`))).toHaveLength(2);
    await sendDelivery(ctxOf(t), d!.id);
    expect((await repo.findDelivery(t.db, d!.id))!).toMatchObject({
      state: 'delivered',
      attempts: 2,
    });
    const after = (await filesUnder(storeFolder(t, 'spotify'))).map((f) => f.name);
    expect(after).toContain(batchPaths(d!.batchId, release.id).complete);
  });

  it('approved again, it goes as an update to the stores that had it; a takedown removes it', async () => {
    const { api, user, release } = await approvedRelease(t, { storeIds: ['spotify'] });
    const ctx = ctxOf(t);
    await deliverNow(t, release.id);
    const [first] = await deliveriesOf(t, release.id);
    await dropAck(t, first!);
    await readAcknowledgements(ctx);
    expect(await statusOf(release.id)).toBe('published');

    // The lifecycle's reopen-and-resubmit path is another module's: here the status is set.
    await updateRelease(t.db, release.id, { status: 'submitted' });
    await approveAgain(t, release.id);
    await deliverNow(t, release.id);
    const update = (await deliveriesOf(t, release.id)).find((d) => d.version === 2)!;
    expect(update).toMatchObject({ kind: 'update', state: 'delivered' });
    const xml = await readFile(
      join(storeFolder(t, 'spotify'), batchPaths(update.batchId, release.id).message),
      'utf8',
    );
    expect(await validateAgainstXsd(xml)).toEqual({ valid: true, errors: [] });
    const updateComplete = batchPaths(update.batchId, release.id).complete;
    expect(
      (await batchComplete(storeFolder(t, 'spotify'), updateComplete)).MessageInBatch,
    ).toMatchObject({ MessageId: update.messageId, DeliveryType: 'UpdateReleaseDelivery' });
    await dropAck(t, update);
    await readAcknowledgements(ctx);
    expect(await statusOf(release.id)).toBe('published');

    await runTransition(ctx, release.id, (db, r) =>
      requestTakedown(ctx, db, r, user.id, { takedownWaitDays: 0 }),
    );
    const processed = await admin.post(`/v1/admin/releases/${release.id}/takedown/process`);
    expect(processed.statusCode).toBe(200);
    await startTakedown(ctx, release.id);
    await runQueued(t, release.id);
    const takedown = (await deliveriesOf(t, release.id)).find((d) => d.kind === 'takedown')!;
    expect(takedown.state).toBe('delivered');
    const takedownXml = await readFile(
      join(storeFolder(t, 'spotify'), batchPaths(takedown.batchId, release.id).message),
      'utf8',
    );
    expect(await validateAgainstXsd(takedownXml)).toEqual({ valid: true, errors: [] });
    const takedownComplete = batchPaths(takedown.batchId, release.id).complete;
    expect(
      (await batchComplete(storeFolder(t, 'spotify'), takedownComplete)).MessageInBatch,
    ).toMatchObject({ MessageId: takedown.messageId, DeliveryType: 'TakedownDelivery' });
    await dropAck(t, takedown, 'FileOK', null, 'acks');
    await readAcknowledgements(ctx);
    expect(await statusOf(release.id)).toBe('removed');
    // The artist no longer reads the store's earlier acknowledgement as "accepted".
    const stores = (await api.get(`/v1/releases/${release.id}/stores`)).json().items;
    expect(stores).toEqual([{ storeId: 'spotify', name: 'Spotify', state: 'removed', link: null }]);
    expect((await admin.post(`/v1/admin/releases/${release.id}/takedown/process`)).statusCode).toBe(
      409,
    );
  });
});

describe('ACK files', () => {
  it('one unreadable ACK is reported on its delivery and left aside; the others are applied', async () => {
    const a = await approvedRelease(t, { storeIds: ['spotify'] });
    const b = await approvedRelease(t, { storeIds: ['spotify'] });
    const c = await approvedRelease(t, { storeIds: ['spotify'] });
    for (const r of [a, b, c]) await deliverNow(t, r.release.id);
    const [da] = await deliveriesOf(t, a.release.id);
    const [db] = await deliveriesOf(t, b.release.id);
    const [dc] = await deliveriesOf(t, c.release.id);
    // 30,000 levels, 210 KB, beside a's message; a file named by nothing in acks/.
    const badPath = `${batchPaths(da!.batchId, a.release.id).release}ACK_${a.release.id}.xml`;
    await writeStoreFile(t, 'spotify', badPath, '<a>'.repeat(30_000) + '</a>'.repeat(30_000));
    await writeStoreFile(t, 'spotify', 'acks/ACK_nothing-of-ours.xml', '<not an ack');
    await dropAck(t, db!, 'FileOK', null, 'acks');
    await dropAck(t, dc!, 'ResourceCorrupt', 'Track 1: MD5 mismatch');

    await readAcknowledgements(ctxOf(t));
    expect(await repo.findDelivery(t.db, db!.id)).toMatchObject({ state: 'acknowledged' });
    expect(await repo.findDelivery(t.db, dc!.id)).toMatchObject({
      state: 'error',
      lastError: 'ResourceCorrupt: Track 1: MD5 mismatch',
    });
    const listed = (await admin.get(`/v1/admin/releases/${a.release.id}/deliveries`)).json().items;
    expect(listed[0]).toMatchObject({
      state: 'delivered',
      lastError: `Unreadable ACK file ${badPath} (not_xml): Maximum nested tags exceeded`,
    });
    const root = storeFolder(t, 'spotify');
    expect((await stat(join(root, badPath))).size).toBe(210_000);
    expect(await readdir(join(root, 'acks'))).toEqual(['ACK_nothing-of-ours.xml']);

    // The store writes a readable answer in its place: applied, the report cleared.
    await dropAck(t, da!);
    await readAcknowledgements(ctxOf(t));
    expect(await repo.findDelivery(t.db, da!.id)).toMatchObject({
      state: 'acknowledged',
      lastError: null,
    });
    expect(await statusOf(a.release.id)).toBe('published');
  });
});

describe('access', () => {
  it('keeps the store list to its owner and the admin routes to admins', async () => {
    const { release } = await approvedRelease(t, { storeIds: ['spotify'] });
    const other = request(t.app, await signIn(t, await createUser(t)));
    const anonymous = request(t.app);
    expect((await other.get(`/v1/releases/${release.id}/stores`)).statusCode).toBe(404);
    expect((await anonymous.get(`/v1/releases/${release.id}/stores`)).statusCode).toBe(401);
    const answers = await Promise.all([
      other.get(`/v1/admin/releases/${release.id}/deliveries`),
      other.post(`/v1/admin/deliveries/${release.id}/retry`),
      other.post(`/v1/admin/deliveries/${release.id}/confirm`),
      other.post(`/v1/admin/releases/${release.id}/takedown/process`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    expect(
      (await admin.get(`/v1/admin/releases/${t.clock.now().getTime()}/deliveries`)).statusCode,
    ).toBe(404);
    expect((await admin.post(`/v1/admin/deliveries/${release.id}/retry`)).statusCode).toBe(404);
  });
});
