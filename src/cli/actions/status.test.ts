import { describe, expect, it } from 'vitest';
import { missingLines } from './status.js';

const docs = (n: number, missing: string[]) => Array.from({ length: n }, (_, i) => ({ path: `/in/doc-${i}.pdf`, missing }));

describe('status: missing metadata', () => {
  it('one line per kind of gap, naming a few documents', () => {
    const lines = missingLines([...docs(39, ['ticker']), { path: '/in/x.txt', missing: ['company', 'ticker'] }]);
    expect(lines).toEqual([
      '  no ticker: 39 documents (doc-0.pdf, doc-1.pdf, doc-2.pdf and 36 more; --verbose lists them)',
      '  /in/x.txt: no company, ticker',
    ]);
  });

  it('a few documents are all named; --verbose names every one', () => {
    expect(missingLines(docs(2, ['year']))).toEqual(['  no year: 2 documents (doc-0.pdf, doc-1.pdf)']);
    expect(missingLines(docs(5, ['ticker']), true)).toHaveLength(5);
  });
});
