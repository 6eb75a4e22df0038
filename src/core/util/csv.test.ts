import { describe, expect, it } from 'vitest';
import { csvObjects, parseCsv } from './csv.js';
import { HybridRagError } from '../errors.js';

describe('parseCsv', () => {
  it('handles quoted fields with commas, doubled quotes and newlines, CRLF and a BOM', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","he said ""hi""\nnext line"\r\n\r\n2,,"end"';
    const recs = parseCsv(text);
    expect(recs.map((r) => r.fields)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'he said "hi"\nnext line'],
      ['2', '', 'end'],
    ]);
    // The third record starts on line 5: the quoted newline counts.
    expect(recs.map((r) => r.line)).toEqual([1, 2, 5]);
  });

  it('reports an unterminated quote with the line it opened on', () => {
    expect(() => parseCsv('a,b\n1,"oops\nmore', 'f.csv')).toThrowError(/f\.csv:2: unterminated quoted field/);
  });

  it('names a missing column', () => {
    try {
      csvObjects('ticker,answers\nx,y\n', 'gt.csv', ['ticker', 'questions_asked']);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(HybridRagError);
      expect((err as Error).message).toMatch(/gt\.csv:1: missing column "questions_asked"/);
    }
  });
});
