import { describe, expect, it } from 'vitest';
import { renumberCitations, type Citation } from './citations.js';

const cite = (n: number, document = `doc${n}.pdf`): Citation => ({ n, document, company: 'Acme', quarter: 'Q1', year: 'FY24', pages: [n] });

describe('renumberCitations', () => {
  it('numbers 1..n in order of first appearance in the text (kgar: [16] [17] [21])', () => {
    const r = renumberCitations('Revenue grew. [17] Margins fell. [16] Guidance held. [21] Again. [17]', [cite(16), cite(17), cite(21)]);
    expect(r.answer).toBe('Revenue grew. [1] Margins fell. [2] Guidance held. [3] Again. [1]');
    expect(r.citations.map((c) => [c.n, c.context, c.document])).toEqual([[1, 17, 'doc17.pdf'], [2, 16, 'doc16.pdf'], [3, 21, 'doc21.pdf']]);
  });

  it('rewrites grouped markers and drops numbers that are not citations', () => {
    const r = renumberCitations('A [4, 9] B [9; 2]. C [7].', [cite(2), cite(4), cite(9)]);
    expect(r.answer).toBe('A [1, 2] B [2, 3]. C.');
    expect(r.citations.map((c) => c.n)).toEqual([1, 2, 3]);
  });

  it('keeps citations the text never marks, after the marked ones', () => {
    const r = renumberCitations('Only this. [5]', [cite(3), cite(5)]);
    expect(r.answer).toBe('Only this. [1]');
    expect(r.citations.map((c) => [c.n, c.context])).toEqual([[1, 5], [2, 3]]);
  });

  it('leaves an answer without citations alone', () => {
    expect(renumberCitations('No answer in the context.', [])).toEqual({ answer: 'No answer in the context.', citations: [] });
  });
});
