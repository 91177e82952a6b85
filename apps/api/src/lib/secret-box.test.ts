import { describe, expect, it } from 'vitest';
import { createSecretBox, isSealed, SecretBoxError } from './secret-box.ts';

const oldKey = { id: 'k1', secret: 'the-first-secret-which-is-long-enough-0123' };
const newKey = { id: 'k2', secret: 'the-second-secret-which-is-long-enough-456' };

describe('secret box', () => {
  it('seals to v1:<kid>:<iv>:<tag>:<ct> and opens again', () => {
    const box = createSecretBox([oldKey], 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    expect(sealed).toMatch(/^v1:k1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(isSealed(sealed)).toBe(true);
    expect(box.open(sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(box.open(box.seal(''))).toBe('');
    expect(box.open(box.seal('ünïcødé ✓'))).toBe('ünïcødé ✓');
  });

  it('uses a fresh IV each time, so equal secrets do not look equal', () => {
    const box = createSecretBox([oldKey], 'totp');
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses a tampered ciphertext, tag or key id', () => {
    const box = createSecretBox([oldKey, newKey], 'totp');
    const sealed = box.seal('JBSWY3DPEHPK3PXP');
    const parts = sealed.split(':');
    const flip = (s: string) => (s[0] === 'A' ? 'B' : 'A') + s.slice(1);
    const tampered = [
      [...parts.slice(0, 4), flip(parts[4]!)].join(':'),
      [...parts.slice(0, 3), flip(parts[3]!), parts[4]].join(':'),
      ['v1', 'k2', ...parts.slice(2)].join(':'),
    ];
    for (const value of tampered) expect(() => box.open(value)).toThrow(SecretBoxError);
    expect(() => box.open('JBSWY3DPEHPK3PXP')).toThrow(/not a sealed value/);
  });

  it('keeps purposes apart: a value sealed for one use does not open for another', () => {
    const sealed = createSecretBox([oldKey], 'totp').seal('secret');
    expect(() => createSecretBox([oldKey], 'mail').open(sealed)).toThrow(SecretBoxError);
  });

  it('rotates: the first key seals, older keys still open, a dropped key does not', () => {
    const before = createSecretBox([oldKey], 'totp');
    const sealedOld = before.seal('secret');
    const after = createSecretBox([newKey, oldKey], 'totp');
    expect(after.open(sealedOld)).toBe('secret');
    expect(after.isCurrent(sealedOld)).toBe(false);
    const sealedNew = after.seal('secret');
    expect(sealedNew.startsWith('v1:k2:')).toBe(true);
    expect(after.isCurrent(sealedNew)).toBe(true);
    const dropped = createSecretBox([newKey], 'totp');
    expect(() => dropped.open(sealedOld)).toThrow(/unknown encryption key id "k1"/);
  });

  it('refuses an empty key list', () => {
    expect(() => createSecretBox([], 'totp')).toThrow(SecretBoxError);
  });
});
