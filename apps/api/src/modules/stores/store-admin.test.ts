import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSealed } from '../../lib/secret-box.ts';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { startSftpServer, type SftpServer } from '../../test/sftp-server.ts';
import { seedStores } from './stores.service.ts';
import { stores } from './stores.table.ts';

let t: TestApp;
let admin: ReturnType<typeof request>;
let sftp: SftpServer;
beforeAll(async () => {
  t = await createTestApp();
  admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
  sftp = await startSftpServer();
});
afterAll(async () => {
  await sftp?.close();
  await t.close();
});

const sftpDelivery = (secrets: Record<string, string | null> = {}) => ({
  transport: 'sftp',
  settings: {
    host: sftp.host,
    port: sftp.port,
    username: sftp.username,
    path: sftp.root,
    hostKeyFingerprint: sftp.hostKeyFingerprint,
  },
  secrets,
});

const row = async (id: string) => (await t.db.select().from(stores).where(eq(stores.id, id)))[0]!;

describe('admin store routes', () => {
  it('are for administrators only', async () => {
    const user = request(t.app, await signIn(t, await createUser(t)));
    const anonymous = request(t.app);
    for (const api of [user, anonymous]) {
      const answers = await Promise.all([
        api.get('/v1/admin/stores'),
        api.patch('/v1/admin/stores/spotify', { enabled: false }),
        api.post('/v1/admin/stores/spotify/test-connection'),
      ]);
      expect(answers.map((r) => r.statusCode)).toEqual(
        api === user ? [403, 403, 403] : [401, 401, 401],
      );
    }
    expect((await row('spotify')).enabled).toBe(true);
  });

  it('lists every store, disabled ones too, with settings but no secret', async () => {
    const res = await admin.get('/v1/admin/stores');
    expect(res.statusCode).toBe(200);
    const items: Record<string, unknown>[] = res.json().items;
    expect(items.length).toBeGreaterThanOrEqual(150);
    const xiami = items.find((s) => s.id === 'xiami');
    expect(xiami).toMatchObject({ enabled: false });
    expect(items.find((s) => s.id === 'spotify')).toEqual({
      id: 'spotify',
      name: 'Spotify',
      category: 'streaming',
      enabled: true,
      major: true,
      premiumOnly: false,
      partyId: 'PADPIDAXSPOTIFY',
      partyIdIsPlaceholder: true,
      linkTemplate: 'https://open.spotify.com/search/upc:{upc}',
      transport: 'folder',
      transportSettings: { path: 'spotify' },
      secretsSet: [],
      updatedAt: expect.any(String),
    });
  });

  it('answers 404 for an unknown store', async () => {
    expect((await admin.patch('/v1/admin/stores/nope', { enabled: false })).statusCode).toBe(404);
    expect((await admin.post('/v1/admin/stores/nope/test-connection')).statusCode).toBe(404);
  });
});

describe('PATCH /v1/admin/stores/:id', () => {
  it('changes the flags, name and party id; a real party id clears the placeholder flag', async () => {
    const res = await admin.patch('/v1/admin/stores/tidal', {
      enabled: false,
      major: false,
      premiumOnly: true,
      name: ' TIDAL HiFi ',
      partyId: 'PADPIDA2013020802I',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      enabled: false,
      major: false,
      premiumOnly: true,
      name: 'TIDAL HiFi',
      partyId: 'PADPIDA2013020802I',
      partyIdIsPlaceholder: false,
      updatedAt: t.clock.now().toISOString(),
    });
    await admin.patch('/v1/admin/stores/tidal', { enabled: true });
    expect(await row('tidal')).toMatchObject({ enabled: true, partyIdIsPlaceholder: false });
    // The catalogue's next seeding leaves what the admin set.
    await seedStores(t.db);
    expect(await row('tidal')).toMatchObject({
      name: 'TIDAL HiFi',
      major: false,
      premiumOnly: true,
      enabled: true,
      partyId: 'PADPIDA2013020802I',
    });
  });

  it('refuses invalid values field by field', async () => {
    const res = await admin.patch('/v1/admin/stores/tidal', {
      partyId: 'DPID-1',
      linkTemplate: 'ftp://example.com/{upc}',
      name: '',
      delivery: {
        transport: 'sftp',
        settings: { host: 'bad host!', port: 0, username: 'u', hostKeyFingerprint: 'MD5:aa' },
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'validation_failed',
      fields: {
        partyId: 'invalid_party_id',
        linkTemplate: 'invalid_link_template',
        name: 'required',
        'delivery.settings.host': 'invalid_host',
        'delivery.settings.port': expect.any(String),
        'delivery.settings.hostKeyFingerprint': 'invalid_host_key_fingerprint',
      },
    });
    for (const linkTemplate of [
      'https://example.com/{isrc}',
      'https://exa mple.com/',
      'javascript:alert(1)//{upc}',
    ]) {
      const bad = await admin.patch('/v1/admin/stores/tidal', { linkTemplate });
      expect(bad.json().fields).toEqual({ linkTemplate: 'invalid_link_template' });
    }
    const escape = await admin.patch('/v1/admin/stores/tidal', {
      delivery: { transport: 'folder', settings: { path: '../../etc' } },
    });
    expect(escape.json().fields).toEqual({ 'delivery.settings.path': 'invalid_path' });
    const s3 = await admin.patch('/v1/admin/stores/tidal', {
      delivery: {
        transport: 's3',
        settings: { bucket: 'A', accessKeyId: 'k', endpoint: 'file:///x' },
      },
    });
    expect(s3.json().fields).toMatchObject({
      'delivery.settings.bucket': 'invalid_bucket',
      'delivery.settings.endpoint': 'invalid_url',
    });
  });

  it('sets and clears the link template; seeding does not bring a cleared one back', async () => {
    const template = 'https://listen.tidal.com/search?q={artist}%20{title}&upc={upc}';
    expect(
      (await admin.patch('/v1/admin/stores/tidal', { linkTemplate: template })).json(),
    ).toMatchObject({
      linkTemplate: template,
    });
    expect(
      (await admin.patch('/v1/admin/stores/tidal', { linkTemplate: null })).json().linkTemplate,
    ).toBeNull();
    await seedStores(t.db);
    expect((await row('tidal')).linkTemplate).toBe('');
    await t.db.update(stores).set({ linkTemplate: null }).where(eq(stores.id, 'tidal'));
    await seedStores(t.db);
    expect((await row('tidal')).linkTemplate).toBe(
      'https://listen.tidal.com/search?q={artist}%20{title}',
    );
  });

  it('seals SFTP secrets, never returns them, keeps them when left out and clears them on request', async () => {
    const set = await admin.patch('/v1/admin/stores/deezer', {
      delivery: sftpDelivery({ privateKey: sftp.privateKey }),
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ transport: 'sftp', secretsSet: ['privateKey'] });
    expect(set.json().transportSettings).toEqual(sftpDelivery().settings);
    const stored = await row('deezer');
    expect(isSealed(stored.transportSecrets.privateKey!)).toBe(true);
    const everything = JSON.stringify([set.json(), (await admin.get('/v1/admin/stores')).json()]);
    expect(everything).not.toContain('PRIVATE KEY');
    expect(everything).not.toContain(stored.transportSecrets.privateKey);

    // Settings changed, secret left out: kept.
    const kept = await admin.patch('/v1/admin/stores/deezer', { delivery: sftpDelivery() });
    expect(kept.json().secretsSet).toEqual(['privateKey']);
    expect((await row('deezer')).transportSecrets).toEqual(stored.transportSecrets);

    const swapped = await admin.patch('/v1/admin/stores/deezer', {
      delivery: sftpDelivery({ privateKey: null, password: 'a password' }),
    });
    expect(swapped.json().secretsSet).toEqual(['password']);
    expect(JSON.stringify(await row('deezer'))).not.toContain('a password');

    const none = await admin.patch('/v1/admin/stores/deezer', {
      delivery: sftpDelivery({ password: null }),
    });
    expect(none.json().fields).toEqual({
      'delivery.secrets.password': 'sftp_credentials_required',
    });
    const badKey = await admin.patch('/v1/admin/stores/deezer', {
      delivery: sftpDelivery({ privateKey: 'not a key' }),
    });
    expect(badKey.json().fields).toEqual({ 'delivery.secrets.privateKey': 'invalid_private_key' });
  });

  it('drops the secrets of the transport it leaves', async () => {
    await admin.patch('/v1/admin/stores/soundcloud', {
      delivery: sftpDelivery({ password: 'p' }),
    });
    const s3 = {
      transport: 's3',
      settings: { bucket: 'deliveries', region: 'eu-west-1', accessKeyId: 'AKIDEXAMPLE' },
    };
    const missing = await admin.patch('/v1/admin/stores/soundcloud', { delivery: s3 });
    expect(missing.json().fields).toEqual({
      'delivery.secrets.secretAccessKey': 's3_secret_required',
    });
    const moved = await admin.patch('/v1/admin/stores/soundcloud', {
      delivery: { ...s3, secrets: { secretAccessKey: 'secret' } },
    });
    expect(moved.json()).toMatchObject({
      transport: 's3',
      secretsSet: ['secretAccessKey'],
      transportSettings: {
        bucket: 'deliveries',
        region: 'eu-west-1',
        prefix: '',
        forcePathStyle: false,
      },
    });
    const folder = await admin.patch('/v1/admin/stores/soundcloud', {
      delivery: { transport: 'folder', settings: { path: 'sc' } },
    });
    expect(folder.json()).toMatchObject({ transport: 'folder', secretsSet: [] });
    expect((await row('soundcloud')).transportSecrets).toEqual({});
  });
});

describe('POST /v1/admin/stores/:id/test-connection', () => {
  it('lists the root of a working SFTP store', async () => {
    await admin.patch('/v1/admin/stores/pandora', {
      delivery: sftpDelivery({ privateKey: sftp.privateKey }),
    });
    const res = await admin.post('/v1/admin/stores/pandora/test-connection');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ok: true,
      where: `sftp ${sftp.username}@${sftp.host}:${sftp.port} ${sftp.root}`,
      files: 0,
    });
  });

  it('reports an unknown host key without retrying', async () => {
    const delivery = sftpDelivery();
    delivery.settings.hostKeyFingerprint = `SHA256:${'B'.repeat(43)}`;
    await admin.patch('/v1/admin/stores/pandora', { delivery });
    const res = await admin.post('/v1/admin/stores/pandora/test-connection');
    expect(res.json()).toMatchObject({ ok: false, failure: 'host_key', retryable: false });
    expect(res.json().message).toContain(sftp.hostKeyFingerprint);
  });

  it('refuses a folder outside the deliveries directory: no file count of /etc', async () => {
    const saved = await admin.patch('/v1/admin/stores/boomplay', {
      delivery: { transport: 'folder', settings: { path: '/etc' } },
    });
    expect(saved.statusCode).toBe(400);
    expect(saved.json().fields).toEqual({ 'delivery.settings.path': 'path_not_allowed' });
    // A row saved before the fence existed is refused when opened.
    await t.db
      .update(stores)
      .set({ transport: 'folder', transportSettings: { path: '/etc' } })
      .where(eq(stores.id, 'boomplay'));
    const res = await admin.post('/v1/admin/stores/boomplay/test-connection');
    expect(res.json()).toMatchObject({ ok: false, where: null, failure: 'not_allowed' });
    expect(res.json()).not.toHaveProperty('files');
    const inside = await admin.patch('/v1/admin/stores/boomplay', {
      delivery: { transport: 'folder', settings: { path: `${t.config.dataDir}/deliveries/bp` } },
    });
    expect(inside.statusCode).toBe(200);
  });

  it('refuses private and loopback hosts outside the allowed networks, without connecting', async () => {
    for (const host of ['10.0.0.5', '192.168.1.20', '169.254.169.254', 'fd00::1']) {
      const delivery = sftpDelivery({ password: 'x' });
      delivery.settings.host = host;
      const res = await admin.patch('/v1/admin/stores/anghami', { delivery });
      expect(res.json().fields, host).toEqual({ 'delivery.settings.host': 'host_not_allowed' });
    }
    const s3 = await admin.patch('/v1/admin/stores/anghami', {
      delivery: {
        transport: 's3',
        settings: { bucket: 'deliveries', accessKeyId: 'k', endpoint: 'http://10.1.2.3:9000' },
        secrets: { secretAccessKey: 's' },
      },
    });
    expect(s3.json().fields).toEqual({ 'delivery.settings.endpoint': 'host_not_allowed' });
    // The test configuration allows loopback, where the SFTP stand-in listens.
    expect(
      (await admin.patch('/v1/admin/stores/anghami', { delivery: sftpDelivery({ password: 'x' }) }))
        .statusCode,
    ).toBe(200);
  });

  it('works for a folder store', async () => {
    const res = await admin.post('/v1/admin/stores/spotify/test-connection');
    expect(res.json()).toEqual({
      ok: true,
      where: `folder ${t.config.dataDir}/deliveries/spotify`,
      files: 0,
    });
  });
});
