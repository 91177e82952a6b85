import { generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { appleClientSecret } from './oidc-client.ts';
import { identityFromClaims, nameFromAppleUser, usernameCandidates } from './social-identity.ts';

const base = { iss: 'https://issuer.example', aud: 'client', iat: 1, exp: 2 };

describe('identityFromClaims', () => {
  it("reads Google's booleans and Apple's string flags", () => {
    expect(
      identityFromClaims({ ...base, sub: 'g', email: 'A@B.io', email_verified: true, name: 'Ann' }),
    ).toEqual({
      sub: 'g',
      email: 'a@b.io',
      emailVerified: true,
      name: 'Ann',
    });
    expect(
      identityFromClaims({ ...base, sub: 'a', email: 'a@b.io', email_verified: 'false' }),
    ).toMatchObject({
      emailVerified: false,
      name: undefined,
    });
    expect(
      identityFromClaims({ ...base, sub: 'x', given_name: 'Ann', family_name: 'Lee' })?.name,
    ).toBe('Ann Lee');
  });

  it('drops an e-mail that is not one, and refuses a token without a subject', () => {
    expect(identityFromClaims({ ...base, sub: 'x', email: 'nope' })?.email).toBeUndefined();
    expect(identityFromClaims({ ...base, sub: '' })).toBeUndefined();
  });
});

describe('nameFromAppleUser', () => {
  it("joins Apple's first and last name, and ignores anything malformed", () => {
    expect(
      nameFromAppleUser('{"name":{"firstName":"Nina","lastName":"Simone"},"email":"n@s.io"}'),
    ).toBe('Nina Simone');
    expect(nameFromAppleUser('{"name":{"firstName":"Cher"}}')).toBe('Cher');
    expect(nameFromAppleUser('{not json')).toBeUndefined();
    expect(nameFromAppleUser('{"name":"flat"}')).toBeUndefined();
    expect(nameFromAppleUser(undefined)).toBeUndefined();
  });
});

describe('usernameCandidates', () => {
  it('starts with the cleaned e-mail name, then numbered variants within 30 characters', () => {
    const [first, ...rest] = usernameCandidates('José.Núñez+music@example.com');
    expect(first).toBe('jose.nunezmusic');
    expect(rest).toHaveLength(5);
    for (const c of rest) expect(c).toMatch(/^jose\.nunezmusic\d{4,5}$/);
    for (const c of usernameCandidates(`${'x'.repeat(60)}@example.com`))
      expect(c.length).toBeLessThanOrEqual(30);
  });

  it('falls back to the name, then to a numbered stem, for e-mail names too short to use', () => {
    expect(usernameCandidates('ab@example.com', 'Björk Ólafsdóttir')[0]).toBe('bjorkolafsdottir');
    expect(usernameCandidates('ab@example.com')[0]).toMatch(/^ab\d{4,5}$/);
    expect(usernameCandidates('日本@example.com')[0]).toMatch(/^artist/);
  });
});

describe('appleClientSecret', () => {
  it('is an ES256 JWT from the team for the client, signed with the key', () => {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const settings = {
      clientId: 'com.soundpost.web',
      teamId: 'TEAM123',
      keyId: 'KEY456',
      privateKey: pem,
    };
    const jwt = appleClientSecret(
      { ...settings, issuer: 'https://appleid.apple.com' },
      new Date('2026-01-15T12:00:00Z'),
    );
    const [header, payload, signature] = jwt.split('.') as [string, string, string];
    const decode = (part: string) => JSON.parse(Buffer.from(part, 'base64url').toString());
    expect(decode(header)).toEqual({ alg: 'ES256', kid: 'KEY456' });
    const iat = Date.parse('2026-01-15T12:00:00Z') / 1000;
    expect(decode(payload)).toEqual({
      iss: 'TEAM123',
      sub: 'com.soundpost.web',
      aud: 'https://appleid.apple.com',
      iat,
      exp: iat + 300,
    });
    const signed = Buffer.from(`${header}.${payload}`);
    const ok = verify(
      'sha256',
      signed,
      { key: publicKey, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signature, 'base64url'),
    );
    expect(ok).toBe(true);
  });
});
