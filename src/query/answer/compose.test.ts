import { describe, expect, it } from 'vitest';
import { draftOf, numberParts, type PartDraft } from './compose.js';
import type { Context } from '../retrieve/types.js';

const ctx = (company: string, text: string, chunkId: string): Context => ({
  channel: 'vector', text, chunkId, document: `${company}.pdf`, company, quarter: 'Q1', year: 'FY24', pages: [1], score: 1,
});
const part = (company: string, contexts: Context[], text: string, found = true): PartDraft => ({ company, quarter: null, year: null, contexts, found, text });

describe('numbering the parts of a combined answer', () => {
  it('renumbers each part into one combined list, consecutive in order of appearance', () => {
    const a = [ctx('A', 'a0', 'a0'), ctx('A', 'a1', 'a1'), ctx('A', 'a2', 'a2')];
    const b = [ctx('B', 'b0', 'b0'), ctx('B', 'b1', 'b1')];
    const n = numberParts([part('A', a, 'First. [3] Second. [1]'), part('B', b, 'Third. [2] Again. [2, 1]')]);
    expect(n.parts.map((p) => p.answer)).toEqual(['First. [1] Second. [2]', 'Third. [3] Again. [3, 4]']);
    expect(n.cited).toEqual([1, 2, 3, 4]);
    expect(n.contexts.map((c) => c.text)).toEqual(['a2', 'a0', 'b1', 'b0', 'a1']);
    expect(n.parts.map((p) => p.citations)).toEqual([[1, 2], [3, 4]]);
    // Every number a part cites points at that part's company.
    for (const p of n.parts) for (const c of p.citations) expect(n.contexts[c - 1]!.company).toBe(p.company);
  });

  it('a not-found part keeps its sentence, cites nothing, and its contexts still join the list', () => {
    const a = [ctx('A', 'a0', 'a0')];
    const b = [ctx('B', 'b0', 'b0')];
    const n = numberParts([part('A', a, 'Yes. [1]'), part('B', b, 'not found in its Q1 FY24 transcript.', false)]);
    expect(n.parts[1]).toMatchObject({ company: 'B', found: false, answer: 'not found in its Q1 FY24 transcript.', citations: [] });
    expect(n.contexts.map((c) => c.text)).toEqual(['a0', 'b0']);
    expect(n.cited).toEqual([1]);
  });

  it('drops citations outside a part\'s own contexts and deduplicates shared contexts', () => {
    const shared = ctx('A', 'same', 's');
    const n = numberParts([part('A', [shared], 'One. [1] [7]'), part('A', [shared, ctx('A', 'x', 'x')], 'Two. [1]')]);
    expect(n.parts.map((p) => p.answer)).toEqual(['One. [1]', 'Two. [1]']);
    expect(n.contexts).toHaveLength(2);
  });
});

describe('an entity\'s draft', () => {
  it('carries the entity\'s company and period, its contexts, and a threshold only when given', () => {
    const c = [ctx('A', 'a0', 'a0')];
    expect(draftOf({ company: 'A', quarter: 'Q1', year: 'FY24' }, c, true, 'Yes. [1]')).toEqual({ company: 'A', quarter: 'Q1', year: 'FY24', contexts: c, found: true, text: 'Yes. [1]' });
    const threshold = { verdict: 'pass' as const, figure: '4.1%' };
    expect(draftOf({ company: 'A', quarter: null, year: null }, [], false, 'no transcript.', { threshold })).toMatchObject({ found: false, threshold });
  });
});
