import { describe, expect, it } from 'vitest';
import { ReportHash } from './report-hash.ts';

/** The digest of `text` fed in chunks cut at `cuts`. */
function digest(text: string, cuts: number[] = []) {
  const bytes = Buffer.from(text);
  const hash = new ReportHash();
  let from = 0;
  for (const cut of [...cuts, bytes.length]) {
    hash.update(bytes.subarray(from, cut));
    from = cut;
  }
  return hash.digest();
}

describe('ReportHash', () => {
  const plain = 'Store\tEarnings\nSpotify\t1.00\nDeezer\t2.00\n';

  it('gives the same report with CRLF, a byte order mark or no final line end one hash', () => {
    expect(digest(plain.replaceAll('\n', '\r\n'))).toBe(digest(plain));
    expect(digest(`\uFEFF${plain}`)).toBe(digest(plain));
    expect(digest(plain.slice(0, -1))).toBe(digest(plain));
    expect(digest(`\uFEFF${plain.replaceAll('\n', '\r\n')}\r\n\r\n`)).toBe(digest(plain));
  });

  it('tells reports apart whose text differs, lone CRs and inner blank lines included', () => {
    expect(digest(plain.replace('1.00', '1.01'))).not.toBe(digest(plain));
    expect(digest(plain.replace('\nDeezer', '\n\nDeezer'))).not.toBe(digest(plain));
    expect(digest(plain.replace('Spotify', 'Spo\rtify'))).not.toBe(digest(plain));
    expect(digest('a\r\r\nb')).not.toBe(digest('a\nb'));
  });

  it('answers the same whatever the chunks, a CRLF or the mark cut between two', () => {
    const text = `\uFEFF${plain.replaceAll('\n', '\r\n')}x\r\ry\r`;
    const whole = digest(text);
    for (let cut = 0; cut <= Buffer.byteLength(text); cut++) {
      expect(digest(text, [cut])).toBe(whole);
      expect(digest(text, [1, Math.max(1, cut)])).toBe(whole);
    }
  });
});
