import { describe, expect, it } from 'vitest';
import { seededRandom } from '../util/seeded-random.js';
import { collapseSpaces } from './spaces.js';

const PIECES = [' ', '  ', '\n', '\t', '\u00a0', '\u2009', ' \n ', '\r\n', '\u3000', '\ufeff', '\u2028', 'a', 'bc', '.'];

describe('collapseSpaces', () => {
  it('makes every run of white space one space and trims', () => {
    expect(collapseSpaces('  Revenue grew\n\n 12%\tyear on\u00a0year. ')).toBe('Revenue grew 12% year on year.');
    expect(collapseSpaces('a\nb')).toBe('a b');
    expect(collapseSpaces(' \n ')).toBe('');
  });

  it('does what replacing every run of white space does: random texts of spaces, breaks and letters', () => {
    const rnd = seededRandom(3);
    for (let i = 0; i < 20_000; i++) {
      let s = '';
      for (let j = 0, n = Math.floor(rnd() * 15); j < n; j++) s += PIECES[Math.floor(rnd() * PIECES.length)];
      expect(collapseSpaces(s), JSON.stringify(s)).toBe(s.replace(/\s+/g, ' ').trim());
    }
  });
});
