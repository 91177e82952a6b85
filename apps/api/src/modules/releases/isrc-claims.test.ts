import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, request, type TestApp } from '../../test/app.ts';
import { createUser, signIn } from '../../test/factories.ts';
import { readyRelease, signedIn, submitOk, type Api } from './test/releases-test-kit.ts';

// An ISRC names one recording: another owner may not put it on their own tracks.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function draftOf(api: Api) {
  const res = await api.post('/v1/releases', { title: 'Night Drive' });
  return `/v1/releases/${res.json().id}`;
}

describe('a custom ISRC', () => {
  it("is refused when another owner's release already carries it, even as a draft", async () => {
    const rightful = await signedIn(t, { plan: 'pro' });
    const copier = await signedIn(t, { plan: 'pro' });
    const first = await rightful.api.post(`${await draftOf(rightful.api)}/tracks`, {
      isrc: 'BR-XYZ-23-00042',
    });
    expect(first.statusCode).toBe(201);

    const copied = await copier.api.post(`${await draftOf(copier.api)}/tracks`, {
      isrc: 'brxyz2300042',
    });
    expect(copied.statusCode).toBe(409);
    expect(copied.json()).toMatchObject({ code: 'isrc_in_use', fields: { isrc: 'isrc_in_use' } });
    const draft = await draftOf(copier.api);
    const blank = (await copier.api.post(`${draft}/tracks`, {})).json();
    const patched = await copier.api.patch(`${draft}/tracks/${blank.id}`, {
      isrc: 'BR-XYZ-23-00042',
    });
    expect(patched.json().code).toBe('isrc_in_use');

    // The same recording on the owner's next release keeps its code.
    const again = await rightful.api.post(`${await draftOf(rightful.api)}/tracks`, {
      isrc: 'BR-XYZ-23-00042',
    });
    expect(again.statusCode).toBe(201);
  });

  it('is refused when Soundpost assigned it to another artist, or has not assigned it yet', async () => {
    const rightful = await signedIn(t, { plan: 'pro' });
    const { release } = await readyRelease(t, rightful.api, rightful.user.id);
    const submitted = await submitOk(rightful.api, release.id);
    const isrc = submitted.tracks[0].isrc as string;
    expect(isrc).toMatch(/^QZ-S8P-/);
    const copier = await signedIn(t, { plan: 'pro' });
    const copied = await copier.api.post(`${await draftOf(copier.api)}/tracks`, { isrc });
    expect(copied.json().code).toBe('isrc_in_use');
    // Its owner may carry it on to another release; nobody may type one Soundpost has not given.
    const reused = await rightful.api.post(`${await draftOf(rightful.api)}/tracks`, { isrc });
    expect(reused.statusCode).toBe(201);
    const ahead = await copier.api.post(`${await draftOf(copier.api)}/tracks`, {
      isrc: 'QZ-S8P-26-99999',
    });
    expect(ahead.statusCode).toBe(409);
    expect(ahead.json()).toMatchObject({
      code: 'isrc_reserved',
      fields: { isrc: 'isrc_reserved' },
    });
  });

  it('goes to one owner only when two save it at once', async () => {
    const a = await signedIn(t, { plan: 'pro' });
    const b = await signedIn(t, { plan: 'pro' });
    const [pathA, pathB] = [await draftOf(a.api), await draftOf(b.api)];
    const answers = await Promise.all([
      a.api.post(`${pathA}/tracks`, { isrc: 'GB-AAA-24-00777' }),
      b.api.post(`${pathB}/tracks`, { isrc: 'GB-AAA-24-00777' }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});

describe('a dispute over a custom code', () => {
  it('is settled by an administrator taking the code off the release that took it', async () => {
    const admin = request(t.app, await signIn(t, await createUser(t, { role: 'admin' })));
    const copier = await signedIn(t, { plan: 'pro' });
    const rightful = await signedIn(t, { plan: 'pro' });
    const copied = await draftOf(copier.api);
    const track = (await copier.api.post(`${copied}/tracks`, { isrc: 'FR-ZZZ-22-00001' })).json();
    await copier.api.patch(copied, { upc: '012345678905' });
    const mine = await draftOf(rightful.api);
    expect((await rightful.api.post(`${mine}/tracks`, { isrc: 'FRZZZ2200001' })).statusCode).toBe(
      409,
    );
    expect((await rightful.api.patch(mine, { upc: '012345678905' })).json().code).toBe(
      'upc_in_use',
    );

    const settle = (code: string, api = admin) =>
      api.delete(`/v1/admin${copied.slice(3)}/identifiers/${code}`);
    expect((await settle('FRZZZ2200001', copier.api)).statusCode).toBe(403);
    expect((await settle('FRZZZ2200001')).statusCode).toBe(200);
    expect((await settle('012345678905')).statusCode).toBe(200);
    expect((await settle('FRZZZ2200001')).statusCode).toBe(404);
    const tracks = (await copier.api.get(`${copied}/tracks`)).json().items;
    expect(tracks.find((x: { id: string }) => x.id === track.id)).toMatchObject({
      isrc: null,
      isrcIsCustom: false,
    });

    expect((await rightful.api.post(`${mine}/tracks`, { isrc: 'FRZZZ2200001' })).statusCode).toBe(
      201,
    );
    expect((await rightful.api.patch(mine, { upc: '012345678905' })).statusCode).toBe(200);
  });
});
