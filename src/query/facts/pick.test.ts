import { describe, expect, it } from 'vitest';
import type { Fact } from '../../core/fact.js';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../plan/plan.js';
import { EMPTY_SCOPE } from '../scope/types.js';
import { pickFact, type StoredFact } from './pick.js';

const metrics = lexiconFrom([{ id: 'ebitda', names: ['ebitda'], abbreviations: ['EBITDA'], unit: 'money' }]);
const sentence = 'EBITDA grew 14% quarter-on-quarter and 51% year-on-year.';
const change = (value: number, basis: Fact['basis']): StoredFact => ({
  id: `f${value}`, docId: 'd', company: 'Alpha', segment: null, metric: 'ebitda', metricText: 'EBITDA', value, valueHigh: null, valueText: `${value}%`, unit: 'percent',
  currency: null, period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'change', basis, sentence, page: 3, speaker: null, document: 'alpha.pdf', docQuarter: 'Q1', docYear: 'FY24',
});
const scope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha' }] };
const pick = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, metrics), 'Alpha', facts, metrics)?.valueText ?? null;

describe('pickFact', () => {
  it('answers a change asked year on year with the year-on-year figure, never the sequential one', () => {
    expect(pick('How much did Alpha grow EBITDA year on year?', [change(14, 'qoq'), change(51, 'yoy')])).toBe('51%');
    expect(pick('How much did Alpha grow EBITDA year on year?', [change(14, 'qoq')])).toBeNull();
    expect(pick('How much did Alpha grow EBITDA sequentially?', [change(51, 'yoy'), change(14, 'qoq')])).toBe('14%');
    expect(pick('How much did Alpha grow EBITDA?', [change(14, 'qoq'), change(51, 'yoy')])).toBe('51%');
  });
});
