import { describe, expect, it } from 'vitest';
import { memoryFactLookup } from '../facts/lookup.js';
import { planParts } from '../plan/parts.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import type { AskDeps } from './ask-types.js';
import type { PartDraft } from './compose.js';
import type { StoredFact } from '../facts/pick.js';
import { foundInFacts } from './group-facts.js';

const fact = (company: string, docYear: string): StoredFact => ({
  id: `${company}-${docYear}`, docId: `${company}-${docYear}`, company, segment: null, metric: 'cet1_ratio', metricText: 'CET1', value: 17.1, valueHigh: null, valueText: '17.1%', unit: 'percent',
  currency: null, period: null, periodText: null, kind: 'actual', basis: null, sentence: 'We ended the quarter at 17.1% CET1.', page: 2, speaker: null,
  document: `${company}_${docYear}.txt`, docQuarter: 'Q4', docYear,
}) as StoredFact;

describe('foundInFacts: a group member found by a fact of the metric the question names', () => {
  const scope: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Beta Bank', 'Gamma Bank'] } };
  const plan = planParts('Which banks disclosed their CET1 ratio?', scope);
  const drafts = (): PartDraft[] => plan.entities.map((e) => ({ company: e.company, quarter: null, year: null, contexts: [], found: e.company === 'Alpha Bank', text: e.company === 'Alpha Bank' ? 'CET1 was 12% [1].' : 'no matching evidence.' }));
  const deps = { facts: memoryFactLookup([fact('Beta Bank', '2021')]) } as unknown as AskDeps;

  it("gives a member without an answer its fact's sentence, cited as its last context", () => {
    const d = drafts();
    foundInFacts(plan.entities, d, { ...plan.group!, factMetrics: ['cet1_ratio'] }, deps);
    expect(d.map((x) => x.found)).toEqual([true, true, false]);
    expect(d[1]!.text).toBe('We ended the quarter at 17.1% CET1. [1]');
    expect(d[1]!.contexts[0]!.document).toBe('Beta Bank_2021.txt');
  });

  it('reads no facts when the question names no metric outright, nor a fact of another period', () => {
    const d = drafts();
    foundInFacts(plan.entities, d, { ...plan.group!, factMetrics: [] }, deps);
    expect(d[1]!.found).toBe(false);
    const inPeriod = plan.entities.map((e) => ({ ...e, year: '2022' }));
    foundInFacts(inPeriod, d, { ...plan.group!, factMetrics: ['cet1_ratio'] }, deps);
    expect(d[1]!.found).toBe(false);
  });
});
