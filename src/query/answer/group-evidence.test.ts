import { describe, expect, it } from 'vitest';
import { memoryFactLookup } from '../facts/lookup.js';
import { planParts } from '../plan/parts.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import type { AskDeps } from './ask-types.js';
import type { PartDraft } from './compose.js';
import type { StoredFact } from '../facts/pick.js';
import { foundInFacts, memberEvidence } from './group-evidence.js';
import type { Context } from '../retrieve/types.js';

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

  it("reads a fact's sentence as the member's own: not one saying the asked move the other way, nor as what may come", () => {
    const asked = planParts('Which banks saw their CET1 ratio fall?', scope);
    const said = (sentence: string) => ({ facts: memoryFactLookup([{ ...fact('Beta Bank', '2021'), sentence, kind: /expect/.test(sentence) ? 'guidance' : 'change', value: /rose/.test(sentence) ? 1 : -1, valueText: /[\d.]+%/.exec(sentence)?.[0] ?? '' }]) }) as unknown as AskDeps;
    const found = (sentence: string): boolean => {
      const d = drafts();
      foundInFacts(asked.entities, d, { ...asked.group!, factMetrics: ['cet1_ratio'] }, said(sentence));
      return d[1]!.found;
    };
    expect(found('Our CET1 ratio rose to 17.1% in the quarter.')).toBe(false);
    expect(found('We expect our CET1 ratio to decline to 10% next year.')).toBe(false);
    expect(found('Our CET1 ratio declined to 10.1% in the quarter.')).toBe(true);
  });

  it('asked a move of a metric it names, lists a member on a change read that way, and not one whose changes all went the other way', () => {
    const asked = planParts('Which banks grew NII?', scope);
    const change = (company: string, value: number, sentence: string): StoredFact => ({ ...fact(company, '2021'), metric: 'net_interest_income', metricText: 'net interest income', kind: 'change', value, sentence, valueText: /\$[\d.]+ million(?!.*\$)/.exec(sentence)?.[0] ?? '' });
    const deps = { facts: memoryFactLookup([change('Alpha Bank', -2_700_000, 'Net interest income declined by $2.7 million.'), change('Beta Bank', 275_000_000, 'Net interest income of $2.9 billion was up $275 million or 11%.')]) } as unknown as AskDeps;
    const d = drafts();
    foundInFacts(asked.entities, d, { ...asked.group!, factMetrics: ['net_interest_income'] }, deps);
    expect(d.map((x) => x.found)).toEqual([false, true, false]);
    expect(d[1]!.text).toBe('Net interest income of $2.9 billion was up $275 million or 11%. [1]');
  });
});

describe("memberEvidence: a member listed on its own passages' sentence most about the metric", () => {
  const scope: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank'] } };
  const chunk = (text: string): Context => ({ chunkId: text.slice(0, 12), channel: 'vector', text, document: 'ALB_q1_2021.txt', company: 'Alpha Bank', quarter: 'Q1', year: 'FY21', pages: [1], score: 1, kind: 'chunk' });
  const plan = planParts('Which banks talked about PPP loan forgiveness?', scope);
  const e = plan.entities[0]!;

  it('quotes the sentence holding most of the metric, from any of its passages, cited', () => {
    const contexts = [chunk('Loans grew 4%. Deposits were flat.'), chunk('Fees rose. PPP loan forgiveness added $12 million of fees. PPP loans fell.')];
    const d = memberEvidence(e, contexts, plan.group!);
    expect(d.found).toBe(true);
    expect(d.text).toBe('PPP loan forgiveness added $12 million of fees. [2]');
  });

  it('asked a deed done, needs the thing it is done to said beside the deed: no payment of another thing', () => {
    const dealers: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'auto dealers', name: 'Auto dealers', companies: ['Alpha Bank'] } };
    const paid = planParts('Which auto dealers paid down debt?', dealers);
    const m = paid.entities[0]!;
    expect(memberEvidence(m, [chunk('Our customer pay revenue continues its healthy recovery, posting a 17% growth.')], paid.group!).found).toBe(false);
    expect(memberEvidence(m, [chunk('We saw our customers slow down their payments.')], paid.group!).found).toBe(false);
    expect(memberEvidence(m, [chunk('We paid down debt from free cash flow.')], paid.group!).found).toBe(true);
    expect(memberEvidence(m, [chunk('We have repurchased all the debt on the idle rig at a discount.')], paid.group!).found).toBe(true);
    // The verb's other words still count with it: "issuing nine million shares" for "issued new shares".
    const issued = planParts('Which auto dealers issued new shares?', dealers);
    expect(memberEvidence(issued.entities[0]!, [chunk('We raised $112 million by issuing nine million shares of common stock.')], issued.group!).found).toBe(true);
  });

  it('asked a business sold, takes the business by the name the call gives it', () => {
    const utilities: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'utilities', name: 'Utilities', companies: ['Alpha Bank'] } };
    const sold = planParts('Which utilities sold a business?', utilities);
    expect(memberEvidence(sold.entities[0]!, [chunk('In the quarter we sold our industrial water services company.')], sold.group!).found).toBe(true);
  });

  it("does not list a member on an analyst's question or the moderator's line", () => {
    const asked = chunk('Operator: Our next question comes from Jane Doe with Acme Securities.\nJane Doe: Thanks. Could you talk about PPP loan forgiveness and what it adds to fees?\nJohn Smith: Loans grew 4% in the quarter.');
    expect(memberEvidence(e, [asked], plan.group!).found).toBe(false);
  });

  it('does not list a member on a reply restating what it was asked', () => {
    const restated = chunk("Operator: Our next question comes from Jane Doe.\nJane Doe: Thanks. How much did fees rise?\nJohn Smith: Thank you Jane for that question on PPP loan forgiveness. Loans grew 4%.");
    expect(memberEvidence(e, [restated], plan.group!).found).toBe(false);
    const trailing = chunk('Operator: Our next question comes from Jane Doe.\nJane Doe: Thanks. How much did fees rise?\nJohn Smith: PPP loan forgiveness on these...');
    expect(memberEvidence(e, [trailing], plan.group!).found).toBe(false);
  });

  it("reads a passage's turns with its call's cast: management handing over with a question is still management", () => {
    const handing = chunk('John Smith: Fees rose. PPP loan forgiveness added $12 million of fees this quarter. Mary, can you walk us through expenses?\nMary Lee: Sure.');
    expect(memberEvidence(e, [handing], plan.group!).found).toBe(false);
    const cast = { management: new Set(['John Smith', 'Mary Lee']), analysts: new Set<string>() };
    const d = memberEvidence(e, [handing], plan.group!, undefined, (doc) => (doc === 'ALB_q1_2021.txt' ? cast : undefined));
    expect(d.text).toBe('PPP loan forgiveness added $12 million of fees this quarter. [1]');
  });

  it('lists a member stating one whole name of the topic the question describes in plain words', () => {
    const utilities: Scope = { ...scope, group: { sector: 'power', name: 'Utilities', companies: ['Alpha Bank'] } };
    const cold = planParts('Which utilities were hit by the cold snap in February?', utilities);
    const stated = chunk('Shifting to gas cost recovery from the February winter storm. Rates rose.');
    expect(memberEvidence(cold.entities[0]!, [stated], cold.group!).text).toBe('Shifting to gas cost recovery from the February winter storm. [1]');
    // A word of one name is not the name; nor is a word the vocabulary spells another way.
    expect(memberEvidence(cold.entities[0]!, [chunk('The storm season was mild. Winter sales rose.')], cold.group!).found).toBe(false);
    // The name stands for the plain phrase, not for the rest of what the question asks.
    const trained = planParts('Which utilities are training large numbers of employees in generative AI?', utilities);
    expect(memberEvidence(trained.entities[0]!, [chunk('We use AI across our grid operations.')], trained.group!).found).toBe(false);
    expect(memberEvidence(trained.entities[0]!, [chunk('We trained 5,000 employees in AI tools this year.')], trained.group!).found).toBe(true);
  });

  it('asks a figure of the sentence when a threshold is asked, and checks it', () => {
    const t = planParts('Which banks reported NIM above 3%?', scope);
    const contexts = [chunk('Our NIM expanded nicely. The NIM was 3.4% in the quarter.')];
    const d = memberEvidence(t.entities[0]!, contexts, t.group!);
    expect(d.text).toBe('The NIM was 3.4% in the quarter. [1]');
    expect(d.threshold?.verdict).toBe('pass');
  });
});
