import { describe, expect, it } from 'vitest';
import { lexiconFrom, vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../plan/plan.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import type { Context } from '../retrieve/types.js';
import { factParts, notStated, otherModifier, qualifies } from './fact-parts.js';
import type { StoredFact } from './pick.js';

const metrics = lexiconFrom([{ id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' }]);
const fact = (company: string, valueText: string, sentence: string): StoredFact => ({
  id: `${company}-capex`, docId: company, company, segment: null, metric: 'capex', metricText: 'capex', value: Number(valueText.replace(/[^\d.]/g, '')) * 1e7, valueHigh: null, valueText, unit: 'money',
  currency: 'inr', period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'actual', basis: null, measure: null, sentence, page: 3, speaker: null, document: `${company}.pdf`, docQuarter: 'Q1', docYear: 'FY24', docCurrency: 'inr',
});
const scope: Scope = { ...EMPTY_SCOPE, source: 'question', companies: ['Alpha', 'Beta'].map((name) => ({ name, ticker: null, matched: name })) };

describe('factParts: the parts of a comparison the facts answer', () => {
  const alpha = fact('Alpha', 'Rs 4,089 crore', 'Our capex for the quarter was Rs 4,089 crore.');
  const plan = planQuestion('Who spent more on capex, Alpha or Beta?', scope, metrics);

  it("gives a company whose call states the figure its fact, cited in the passage holding the sentence, and leaves the other to the text", () => {
    const passage = { kind: 'chunk', document: 'Alpha.pdf', text: `Good morning. ${alpha.sentence} Thank you.`, company: 'Alpha' } as unknown as Context;
    const parts = factParts(plan, [alpha], metrics, [passage]);
    expect([...parts.keys()]).toEqual(['Alpha']);
    const part = parts.get('Alpha')!;
    expect(part.found).toBe(true);
    expect(part.text).toContain('Rs 4,089 crore');
    expect(part.text).toContain('[1]');
    expect(part.contexts).toEqual([passage]);
  });

  it('leaves every company to the text when the question names no metric, only plain words for one', () => {
    expect(factParts(plan, [alpha], metrics, []).size).toBe(1);
    expect(factParts({ ...plan, named: 0 }, [alpha], metrics, []).size).toBe(0);
  });

  it("answers from the facts a metric the vocabulary's fixed wording reads, named by no name of it", () => {
    const shipped = vocabularyLexicon();
    const asked = planQuestion('alpha and beta topline', scope, shipped);
    expect([asked.named, asked.metrics[0]]).toEqual([0, 'revenue']);
    const revenue: StoredFact = { ...fact('Alpha', 'Rs 31,065 crore', 'Revenue grew by 11% to Rs 31,065 crore.'), metric: 'revenue', metricText: 'revenue' };
    const beta = { kind: 'chunk', document: 'Beta.pdf', text: 'Revenue was flat.', company: 'Beta', quarter: 'Q1', year: 'FY24' } as unknown as Context;
    // The company without the figure is left to the text: no "not stated" from a wording alone.
    expect([...factParts(asked, [revenue], shipped, [beta]).keys()]).toEqual(['Alpha']);
    // A wording inside what the question sets aside reads nothing ("setting price rises aside").
    expect(planQuestion('setting price rises aside, how much more did alpha and beta sell?', scope, shipped).metrics).not.toContain('price_hikes');
  });

  it('gives no level for a question asking how the figure moved', () => {
    const moved = { ...plan, figure: { ...plan.figure, change: 'yoy' as const } };
    expect(factParts(moved, [alpha], metrics, []).size).toBe(0);
    expect(factParts({ ...moved, wanted: 'change' }, [{ ...alpha, kind: 'change', basis: 'yoy', valueText: '12%', value: 12, unit: 'percent' }], metrics, []).size).toBe(1);
  });

  it('cites the bare sentence when no retrieved passage holds it', () => {
    const part = factParts(plan, [alpha], metrics, []).get('Alpha')!;
    expect(part.contexts[0]!.text).toBe(alpha.sentence);
  });

  it("says a searched company whose passages give no figure of the metric does not state it, citing nothing", () => {
    const alphaPassage = { kind: 'chunk', document: 'Alpha.pdf', text: alpha.sentence, company: 'Alpha', quarter: 'Q1', year: 'FY24' } as unknown as Context;
    const beta = { kind: 'chunk', document: 'Beta.pdf', text: 'We keep capex under review as demand recovers. Revenue was Rs 900 crore.', company: 'Beta', quarter: 'Q1', year: 'FY24' } as unknown as Context;
    const parts = factParts(plan, [alpha], metrics, [alphaPassage, beta]);
    const part = parts.get('Beta')!;
    expect(part.text).toBe('not stated in its Q1 FY24 call, which speaks of it only without a figure [1].');
    expect(part.contexts[0]).toBe(beta);
    const silent = { ...beta, text: 'Revenue was Rs 900 crore.' } as Context;
    const none = factParts(plan, [alpha], metrics, [alphaPassage, silent]).get('Beta')!;
    expect(none.found).toBe(false);
    expect(none.text).toBe('not stated in its Q1 FY24 call.');
  });

  it('leaves the company to the text when a passage names the metric beside a figure the facts did not read, or none of its call was searched', () => {
    const alphaPassage = { kind: 'chunk', document: 'Alpha.pdf', text: alpha.sentence, company: 'Alpha' } as unknown as Context;
    const beta = { kind: 'chunk', document: 'Beta.pdf', text: 'Spending on capex came in around the 1,200 crore mark, we think.', company: 'Beta' } as unknown as Context;
    expect(notStated(plan, 'Beta', [alphaPassage, beta], metrics)).toBeNull();
    expect(factParts(plan, [alpha], metrics, [alphaPassage]).has('Beta')).toBe(false);
  });

  it('leaves a per-share metric to the text when a passage states an amount per share', () => {
    const eps = lexiconFrom([{ id: 'eps', names: ['EPS', 'earnings per share'], abbreviations: [], unit: 'per_unit' }]);
    const asked = planQuestion('What was the EPS of Alpha and Beta this quarter?', scope, eps);
    const beta = (text: string) => [{ kind: 'chunk', document: 'Beta.pdf', text, company: 'Beta' } as unknown as Context];
    expect(notStated(asked, 'Beta', beta('Looking at the quarter, we generated $2.27 per share in adjusted earnings.'), eps)).toBeNull();
    expect(notStated(asked, 'Beta', beta('Adjusted earnings were strong, at $4.9 billion.'), eps)?.text).toMatch(/^not stated/);
  });

  it('reads a figure and the name of the metric in one clause: a figure before a semicolon is not the figure of a name after it', () => {
    const beta = (text: string) => [{ kind: 'chunk', document: 'Beta.pdf', text, company: 'Beta' } as unknown as Context];
    expect(notStated(plan, 'Beta', beta('Now 18.6 on the core tractors, way above the peers; some of whom spend far more on capex than us.'), metrics)?.text).toMatch(/^not stated/);
    expect(notStated(plan, 'Beta', beta('Volumes were flat; capex was Rs 1,200 crore.'), metrics)).toBeNull();
  });

  it('asked for a level, takes a figure said as a change for no level stated', () => {
    const beta = { kind: 'chunk', document: 'Beta.pdf', text: 'Our capex reduced approximately by Rs 200 crore this quarter.', company: 'Beta' } as unknown as Context;
    expect(notStated(plan, 'Beta', [beta], metrics)?.text).toMatch(/^not stated/);
    expect(notStated({ ...plan, wanted: 'change' }, 'Beta', [beta], metrics)).toBeNull();
  });


  it('takes no figure in a unit the metric is never stated in, nor the last word of another metric named there, for its figure', () => {
    const ratios = lexiconFrom([
      { id: 'gross_npa', names: ['gross NPA ratio', 'gross NPAs'], abbreviations: ['GNPA'], unit: 'percent' },
      { id: 'casa', names: ['CASA ratio'], abbreviations: [], unit: 'percent' },
      { id: 'cet1', names: ['CET-1 ratio'], abbreviations: [], unit: 'percent' },
      { id: 'net_npa', names: ['net NPA'], abbreviations: [], unit: 'percent' },
      { id: 'slippages', names: ['slippages'], abbreviations: [], unit: 'money' },
      { id: 'slippage_ratio', names: ['slippage ratio'], abbreviations: [], unit: 'percent' },
    ]);
    const beta = (text: string) => [{ kind: 'chunk', document: 'Beta.pdf', text, company: 'Beta' } as unknown as Context];
    const gnpa = planQuestion('Whose gross NPA ratio is lower, Alpha or Beta?', scope, ratios);
    expect(notStated(gnpa, 'Beta', beta('The gross NPAs written-off during the quarter were 11.69 billion Rupees.'), ratios)?.text).toMatch(/^not stated/);
    expect(notStated(gnpa, 'Beta', beta('The gross NPA ratio was 2.76% at June 30.'), ratios)).toBeNull();
    const casa = planQuestion('Alpha vs Beta casa ratio', scope, ratios);
    expect(notStated(casa, 'Beta', beta('We had a CET-1 ratio of 16.66% at June 30.'), ratios)?.text).toMatch(/^not stated/);
    expect(notStated(casa, 'Beta', beta('Our current and savings ratio was 38.2% at June 30.'), ratios)).toBeNull();
    const slipped = planQuestion('How large were slippages at Alpha and Beta?', scope, ratios);
    expect(notStated(slipped, 'Beta', beta('The slippage ratio for the quarter is at 35 basis points or about INR5,800 crores.'), ratios)).toBeNull();
  });

  it("takes a name of the metric said before another metric's name, or the question's last word after another word where the call names the metric, for no naming of it", () => {
    const lex = lexiconFrom([
      { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
      { id: 'market_share', names: ['market share'], abbreviations: [], unit: 'percent' },
      { id: 'other_income', names: ['other income'], abbreviations: [], unit: 'money' },
    ]);
    const beta = (...texts: string[]) => texts.map((text) => ({ kind: 'chunk', document: 'Beta.pdf', text, company: 'Beta' } as unknown as Context));
    const revenue = planQuestion('Alpha vs Beta revenue', scope, lex);
    expect(notStated(revenue, 'Beta', beta('We crossed 100,000 numbers in the quarter, very good growth in the revenue market share.'), lex)?.text).toMatch(/^not stated/);
    expect(notStated(revenue, 'Beta', beta('Our revenue for the quarter was 100,000 million.'), lex)).toBeNull();
    const other = planQuestion('other income alpha vs beta', scope, lex);
    expect(notStated(other, 'Beta', beta('Other income grew by 14% YoY.', 'We had positive non core income of Rs.91crores during the quarter.'), lex)?.text).toMatch(/^not stated/);
    // A call that never names the metric may say it in other words.
    expect(notStated(other, 'Beta', beta('We had positive non core income of Rs.91crores during the quarter.'), lex)).toBeNull();
  });

  it('qualifies: a mention said right before another metric name', () => {
    expect(qualifies('the revenue market share', { start: 4, text: 'revenue' }, [{ start: 12 }])).toBe(true);
    expect(qualifies('revenue and market share', { start: 0, text: 'revenue' }, [{ start: 12 }])).toBe(false);
    expect(qualifies('revenue', { start: 0, text: 'revenue' }, [])).toBe(false);
  });

  it("otherModifier: a content word the question does not use", () => {
    const asked = new Set(['other']);
    expect(otherModifier('core', asked)).toBe(true);
    expect(otherModifier('other', asked)).toBe(false);
    expect(otherModifier('the', asked)).toBe(false);
    expect(otherModifier(undefined, asked)).toBe(false);
  });

  it('takes no rate the metric grew at for its level', () => {
    const sales = lexiconFrom([
      { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
      { id: 'revenue_growth', names: ['revenue growth'], abbreviations: [], unit: 'percent', growthOf: 'revenue' },
    ]);
    const beta = (text: string) => [{ kind: 'chunk', document: 'Beta.pdf', text, company: 'Beta' } as unknown as Context];
    const asked = planQuestion('Alpha vs Beta revenue', scope, sales);
    expect(notStated(asked, 'Beta', beta('Q1 revenue growth was 4.2% on a Y-on-Y basis in constant currency.'), sales)?.text).toMatch(/^not stated/);
    expect(notStated(asked, 'Beta', beta('Revenue for the quarter was $4,617 million, a growth of 4.2%.'), sales)).toBeNull();
  });

  it("takes a figure an analyst asks about for none the call states", () => {
    const beta = (text: string) => [{ kind: 'chunk', document: 'Beta.pdf', text, company: 'Beta' } as unknown as Context];
    expect(notStated(plan, 'Beta', beta('Is the capex for the quarter around Rs 1,200 crore?'), metrics)?.text).toMatch(/^not stated/);
    expect(notStated(plan, 'Beta', beta('The capex for the quarter was around Rs 1,200 crore.'), metrics)).toBeNull();
  });

  it('says nothing is stated only beside another company whose figure is', () => {
    const beta = { kind: 'chunk', document: 'Beta.pdf', text: 'We keep capex under review.', company: 'Beta' } as unknown as Context;
    expect(factParts(plan, [], metrics, [beta]).size).toBe(0);
    expect(notStated(plan, 'Beta', [beta], metrics)?.text).toBe('not stated in its call, which speaks of it only without a figure [1].');
  });
});
