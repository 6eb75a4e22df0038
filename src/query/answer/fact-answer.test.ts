import { describe, expect, it } from 'vitest';
import type { Fact } from '../../core/fact.js';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../plan/plan.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { answerFromFacts } from './fact-answer.js';
import { inPassages, leadWithFact } from '../facts/fact-parts.js';
import type { StoredFact } from '../facts/pick.js';
import type { Context } from '../retrieve/types.js';

const metrics = lexiconFrom([
  { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
  { id: 'net_profit', names: ['net profit'], abbreviations: ['PAT'], unit: 'money' },
  { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
  { id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' },
  { id: 'revenue_growth', names: ['revenue growth'], abbreviations: [], unit: 'percent', growthOf: 'revenue' },
  { id: 'operating_profit', names: ['operating profit'], abbreviations: ['EBIT'], unit: 'money' },
  { id: 'ebit_margin', names: ['ebit margin'], abbreviations: [], unit: 'percent', marginOf: 'operating_profit' },
]);

let n = 0;
const fact = (over: Partial<StoredFact> & Pick<Fact, 'company' | 'metric' | 'value' | 'valueText' | 'unit'>): StoredFact => ({
  id: `f${++n}`, docId: `d-${over.company}`, segment: null, metricText: over.metric === 'net_interest_margin' ? 'NIM' : over.metric.replace('_', ' '),
  valueHigh: null, currency: null, period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'actual', basis: null, measure: null,
  sentence: `${over.metric} was ${over.valueText}.`, page: 3, speaker: null, document: `${over.company}.pdf`, docQuarter: 'Q1', docYear: 'FY24', ...over,
});
const scopeOf = (companies: string[], group = false): Scope => ({
  ...EMPTY_SCOPE,
  source: 'question',
  companies: group ? [] : companies.map((name) => ({ name, ticker: null, matched: name })),
  group: group ? { sector: 'banks', name: 'Banks', companies } : null,
});
const answer = (q: string, scope: Scope, facts: StoredFact[]) => answerFromFacts(planQuestion(q, scope, metrics), facts, metrics);

const FACTS = [
  fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 4.1, valueText: '4.1%', unit: 'percent' }),
  fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 4.3, valueText: '4.3%', unit: 'percent', metricText: 'core NIM', page: 2 }),
  fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 4.0, valueText: '4.0%', unit: 'percent', period: { quarter: 'Q4', year: 'FY23' }, periodText: 'previous quarter' }),
  fact({ company: 'Beta Bank', metric: 'net_interest_margin', value: 5.6, valueText: '5.6%', unit: 'percent' }),
  fact({ company: 'Gamma Bank', metric: 'net_interest_margin', value: 3.5, valueText: '3.5%', unit: 'percent' }),
  fact({ company: 'Alpha Bank', metric: 'net_profit', value: 4e10, valueText: 'Rs 4,000 crore', unit: 'money', segment: 'Alpha Securities' }),
  fact({ company: 'Alpha Bank', metric: 'net_profit', value: 30, valueText: '30%', unit: 'percent', kind: 'change', basis: 'yoy' }),
  fact({ company: 'Beta Bank', metric: 'net_profit', value: 12, valueText: '12%', unit: 'percent', kind: 'change', basis: 'yoy' }),
];

describe('answers from facts', () => {
  it("answers a value with the company's headline figure of the call's period, cited to its page", () => {
    const a = answer("What was Alpha Bank's NIM?", scopeOf(['Alpha Bank']), FACTS)!;
    expect(a.text).toBe('Alpha Bank: NIM 4.1%: “net_interest_margin was 4.1%.” [1].');
    expect(a.contexts[0]).toMatchObject({ document: 'Alpha Bank.pdf', pages: [3], company: 'Alpha Bank' });
  });

  it('answers a prior period the call states', () => {
    const scope = { ...scopeOf(['Alpha Bank']), quarter: 'Q4', year: 'FY23' };
    expect(answer("Alpha Bank's NIM in Q4 FY23?", scope, FACTS)!.text).toBe('Alpha Bank: NIM 4.0% (Q4 FY23): “net_interest_margin was 4.0%.” [1].');
  });

  it("never gives a subsidiary's figure as the company's: no fact, the text answers", () => {
    expect(answer("What was Alpha Bank's net profit?", scopeOf(['Alpha Bank']), FACTS)).toBeNull();
  });

  it("reads the reporting basis asked as a ranking of the company's own figures, not as words another call uses", () => {
    const profits = [
      fact({ company: 'Delta Motors', metric: 'net_profit', value: 1.198e10, valueText: '1,198 crores', unit: 'money', sentence: 'So, profit after tax for farm is at 1,198 crores.', page: 6 }),
      fact({ company: 'Delta Motors', metric: 'net_profit', value: 3.508e10, valueText: 'Rs 3,508 crores', unit: 'money', sentence: 'Consolidated PAT is at Rs 3,508 crores.', page: 9 }),
      fact({ company: 'Delta Motors', metric: 'net_profit', value: 98, valueText: '98%', unit: 'percent', kind: 'change', sentence: 'Standalone net profit is up 98%.' }),
      fact({ company: 'Alpha Bank', metric: 'net_profit', value: 9.648e10, valueText: '96.48 billion Rupees', unit: 'money', sentence: 'The net profit grew to 96.48 billion Rupees.' }),
    ];
    expect(answer('What consolidated PAT did Delta Motors report?', scopeOf(['Delta Motors']), profits)!.used[0]!.fact!.valueText).toBe('Rs 3,508 crores');
    // Another call's "standalone net profit" does not make "standalone" a word Alpha Bank's figure must carry.
    expect(answer("What was Alpha Bank's standalone net profit?", scopeOf(['Alpha Bank']), profits)!.used[0]!.fact!.valueText).toBe('96.48 billion Rupees');
  });

  it('compares companies, one line each', () => {
    expect(answer('Compare NIM of Alpha Bank and Beta Bank', scopeOf(['Alpha Bank', 'Beta Bank']), FACTS)!.text).toBe(
      'Alpha Bank: NIM 4.1%: “net_interest_margin was 4.1%.” [1].\nBeta Bank: NIM 5.6%: “net_interest_margin was 5.6%.” [2].',
    );
  });

  it('decides a threshold by comparing numbers and lists exactly the companies that qualify', () => {
    const a = answer('Which banks had NIM above 4%?', scopeOf(['Alpha Bank', 'Beta Bank', 'Gamma Bank', 'Delta Bank'], true), FACTS)!;
    expect(a.text.split('\n')[0]).toBe('NIM above 4%: 2 of 4 companies checked — Alpha Bank, Beta Bank.');
    expect(a.text).toContain('Gamma Bank: NIM 3.5%: “net_interest_margin was 3.5%.” [3]: not above 4%.');
    expect(a.text).toContain('Delta Bank: not stated.');
  });

  it('reads a percentage asked of a money metric as its change', () => {
    const a = answer('Which banks grew net profit by more than 20%?', scopeOf(['Alpha Bank', 'Beta Bank'], true), FACTS)!;
    expect(a.text.split('\n')[0]).toBe('net profit more than 20%: 1 of 2 companies checked — Alpha Bank.');
  });

  it('answers for the segment a question names, and for the whole company when it names none', () => {
    const facts = [
      fact({ company: 'Delta Metals', metric: 'revenue', value: 9e9, valueText: '$9 billion', unit: 'money', segment: 'Novelis', currency: 'usd', docSegments: ['Novelis'] }),
      fact({ company: 'Delta Metals', metric: 'revenue', value: 5e11, valueText: 'Rs 50,000 crore', unit: 'money', currency: 'inr', docCurrency: 'inr' }),
    ];
    expect(answer("What was Novelis revenue at Delta Metals?", scopeOf(['Delta Metals']), facts)!.used[0]!.fact!.valueText).toBe('$9 billion');
    expect(answer("What was Delta Metals' revenue?", scopeOf(['Delta Metals']), facts)!.used[0]!.fact!.valueText).toBe('Rs 50,000 crore');
    // A segment the call names for other metrics only: no figure of its own, so the text answers.
    const other = [fact({ company: 'Delta Metals', metric: 'net_profit', value: 4e9, valueText: 'Rs 400 crore', unit: 'money', docSegments: ['Novelis'] })];
    expect(answer("What was Novelis net profit at Delta Metals?", scopeOf(['Delta Metals']), other)).toBeNull();
    // A segment named in lower case after "for" at the question's end is asked ("… figure for pharma"): its figure answers.
    expect(answer("which delta metals revenue figure for pharma?", scopeOf(['Delta Metals']), [fact({ company: 'Delta Metals', metric: 'revenue', value: 1, valueText: '$1 billion', unit: 'money', segment: 'Pharma' })])!.used[0]!.fact!.valueText).toBe('$1 billion');
    // … unless a word for a part of the company follows it ("its pharma business", "the retail arm"); "gross" is the whole figure.
    const arm = fact({ company: 'Delta Metals', metric: 'revenue', value: 7e11, valueText: 'Rs 70,000 crore', unit: 'money', segment: 'Delta Retail', metricText: 'Gross revenue', docSegments: ['Delta Retail'] });
    expect(answer("How much revenue did Delta Metals' retail arm make?", scopeOf(['Delta Metals']), [...facts, arm])!.used[0]!.fact!.valueText).toBe('Rs 70,000 crore');
    // A part no fact names is not answered with the company's own figure; the standalone business is the company's.
    expect(answer("How much revenue did Delta Metals' copper business make?", scopeOf(['Delta Metals']), facts)).toBeNull();
    expect(answer("What revenue did Delta Metals' standalone business report?", scopeOf(['Delta Metals']), facts)).not.toBeNull();
  });

  it('tells a standalone figure from the consolidated one, and prefers the reporting currency', () => {
    const facts = [
      fact({ company: 'Zeta Steel', metric: 'revenue', value: 6e10, valueText: 'Rs 6,000 crore', unit: 'money', currency: 'inr', docCurrency: 'inr', sentence: 'Standalone businesses’ revenue stood at Rs 6,000 crore.', page: 1 }),
      fact({ company: 'Zeta Steel', metric: 'revenue', value: 2.2e8, valueText: 'USD220 million', unit: 'money', currency: 'usd', docCurrency: 'inr', sentence: 'The business achieved a revenue of USD220 million.', page: 2 }),
      fact({ company: 'Zeta Steel', metric: 'revenue', value: 3e11, valueText: 'Rs 30,000 crore', unit: 'money', currency: 'inr', docCurrency: 'inr', sentence: 'Our consolidated revenue was Rs 30,000 crore, after standalone revenue of Rs 6,000 crore.', page: 3 }),
    ];
    expect(answer('What was Zeta Steel consolidated revenue?', scopeOf(['Zeta Steel']), facts)!.used[0]!.fact!.valueText).toBe('Rs 30,000 crore');
    expect(answer('What was Zeta Steel revenue?', scopeOf(['Zeta Steel']), facts)!.used[0]!.fact!.valueText).toBe('Rs 30,000 crore');
    expect(answer('What was Zeta Steel standalone revenue?', scopeOf(['Zeta Steel']), facts)!.used[0]!.fact!.valueText).toBe('Rs 6,000 crore');
  });

  it("leads the retrieved contexts with the chunk holding the fact's sentence, else the sentence in place of the last", () => {
    const a = answer("What was Alpha Bank's NIM?", scopeOf(['Alpha Bank']), FACTS)!;
    const chunk = (text: string, document = 'Alpha Bank.pdf'): Context => ({ channel: 'vector', text, chunkId: text, document, company: null, quarter: null, year: null, pages: [3], score: 1 });
    const holding = chunk('Margins. net_interest_margin was 4.1%. Deposits grew.');
    expect(leadWithFact([chunk('a'), chunk('b'), holding], a).map((c) => c.text)).toEqual([holding.text, 'a', 'b']);
    expect(leadWithFact([chunk('a'), chunk('b'), chunk('net_interest_margin was 4.1%.', 'Beta Bank.pdf')], a).map((c) => c.text)).toEqual(['net_interest_margin was 4.1%.', 'a', 'b']);
  });

  it("cites a comparison's figures in the passages that hold their sentences, the other passages following uncited", () => {
    const a = answer('Compare NIM: Alpha Bank vs Beta Bank', scopeOf(['Alpha Bank', 'Beta Bank']), FACTS)!;
    const chunk = (text: string, document: string): Context => ({ channel: 'vector', text, chunkId: text, document, company: null, quarter: null, year: null, pages: [3], score: 1 });
    const holding = chunk('Margins. net_interest_margin was 4.1%. Deposits grew.', 'Alpha Bank.pdf');
    const other = chunk('Deposits grew 20%.', 'Beta Bank.pdf');
    const b = inPassages(a, [other, holding]);
    expect(b.contexts.length).toBe(a.contexts.length + 1);
    expect(b.contexts[a.cited[0]! - 1]!.text).toBe(holding.text);
    expect(b.contexts.at(-1)!.text).toBe(other.text);
    expect(b.text).toBe(a.text);
  });

  it('does not take a word that judges a figure ("healthy", "lower") as narrowing it, and prefers a percentage written as one', () => {
    const judged = fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 4.2, valueText: '4.2%', unit: 'percent', metricText: 'healthy NIM', sentence: 'We kept a healthy NIM of 4.2%.', page: 4 });
    const narrower = fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 5.1, valueText: '5.1%', unit: 'percent', metricText: 'NIM', sentence: 'NIM on the card book under the partner scheme was 5.1%.', page: 5 });
    expect(answer("What was Alpha Bank's NIM?", scopeOf(['Alpha Bank']), [narrower, judged])!.used[0]!.fact!.valueText).toBe('4.2%');
    const bare = fact({ company: 'Beta Bank', metric: 'net_interest_margin', value: 4.15, valueText: '4.15', unit: 'percent', metricText: 'NIM', sentence: 'A NIM of 4.15.', page: 1 });
    const sign = fact({ company: 'Beta Bank', metric: 'net_interest_margin', value: 4.15, valueText: '4.15%', unit: 'percent', metricText: 'NIM', sentence: 'NIM stands at 4.15%.', page: 2 });
    expect(answer("What was Beta Bank's NIM?", scopeOf(['Beta Bank']), [bare, sign])!.used[0]!.fact!.valueText).toBe('4.15%');
  });

  it('does not read a function word kept before the name ("towards capex") as a qualifier the question must repeat', () => {
    const spent = fact({ company: 'Zeta Steel', metric: 'capex', value: 1.38e10, valueText: 'Rs 1,380 crore', unit: 'money', metricText: 'towards capex', sentence: 'During the quarter we spent Rs 1,380 crore towards capex.', page: 5 });
    const overall = fact({ company: 'Zeta Steel', metric: 'capex', value: 3.6e10, valueText: 'Rs 3,600 crore', unit: 'money', metricText: 'cumulative capex', sentence: 'The cumulative capex is Rs 3,600 crore.', page: 9 });
    expect(answer('How much did Zeta Steel spend on capex in the quarter?', scopeOf(['Zeta Steel']), [overall, spent])!.used[0]!.fact!.valueText).toBe('Rs 1,380 crore');
  });

  it("gives the quarter's own figure before one over the last 12 months, and names the span when that is all there is", () => {
    const span = fact({ company: 'Zeta Steel', metric: 'revenue', value: 1.55e11, valueText: 'Rs 15,500 crore', unit: 'money', periodText: 'last 12 months', page: 1 });
    const own = fact({ company: 'Zeta Steel', metric: 'revenue', value: 4e10, valueText: 'Rs 4,000 crore', unit: 'money', page: 2 });
    expect(answer('What was Zeta Steel revenue?', scopeOf(['Zeta Steel']), [span, own])!.used[0]!.fact!.valueText).toBe('Rs 4,000 crore');
    expect(answer('What was Zeta Steel revenue?', scopeOf(['Zeta Steel']), [span])!.text).toContain('Rs 15,500 crore (last 12 months to Q1 FY24)');
  });

  it("reads a growth metric's level and its base metric's change as one figure", () => {
    const facts = [
      fact({ company: 'Alpha Bank', metric: 'revenue', value: 29, valueText: '29%', unit: 'percent', kind: 'change', basis: 'yoy' }),
      fact({ company: 'Beta Bank', metric: 'revenue_growth', value: 12, valueText: '12%', unit: 'percent' }),
    ];
    const group = scopeOf(['Alpha Bank', 'Beta Bank'], true);
    expect(answer('Which banks had revenue growth above 15%?', group, facts)!.text.split('\n')[0]).toBe('revenue growth above 15%: 1 of 2 companies checked — Alpha Bank.');
    expect(answer('Which banks grew revenue by more than 10%?', group, facts)!.text.split('\n')[0]).toBe('revenue growth more than 10%: 2 of 2 companies checked — Alpha Bank, Beta Bank.');
    expect(metrics.related('revenue_growth')).toEqual(['revenue']);
    expect(metrics.related('revenue')).toEqual(['revenue_growth']);
  });

  it("reads a metric stated in percent as its margin, and a company's own short name as the company, not a segment", () => {
    const facts = [
      fact({ company: 'Kappa Technologies', metric: 'operating_profit', value: 18.1, valueText: '18.1%', unit: 'percent', metricText: 'EBIT', period: { quarter: 'Q4', year: 'FY23' }, periodText: 'last quarter', docSegments: ['KappaTech', 'Services'] }),
      fact({ company: 'Kappa Technologies', metric: 'operating_profit', value: 17, valueText: '17%', unit: 'percent', metricText: 'EBIT', segment: 'KappaTech', docSegments: ['KappaTech', 'Services'] }),
      fact({ company: 'Kappa Technologies', metric: 'operating_profit', value: 110, valueText: '110 basis points', unit: 'bp', metricText: 'EBIT', kind: 'change', docSegments: ['KappaTech', 'Services'] }),
    ];
    const kappa = scopeOf(['Kappa Technologies']);
    expect(answer('What EBIT margin did KappaTech report?', kappa, facts)!.used[0]!.fact!.valueText).toBe('17%');
    expect(answer('What EBIT margin did KappaTech report in Q4 FY23?', { ...kappa, quarter: 'Q4', year: 'FY23' }, facts)!.used[0]!.fact!.valueText).toBe('18.1%');
    // An amount of the base metric is not its margin.
    expect(answer('What EBIT margin did KappaTech report?', kappa, [fact({ company: 'Kappa Technologies', metric: 'operating_profit', value: 1e10, valueText: 'Rs 1,000 crore', unit: 'money' })])).toBeNull();
    expect(metrics.related('ebit_margin')).toEqual(['operating_profit']);
  });

  it('never reads a basis-point change as an amount\'s growth, and prefers the figure the call states as its own', () => {
    const share = fact({ company: 'Alpha Bank', metric: 'revenue', value: 324, valueText: '324 bps', unit: 'bp', kind: 'change', basis: 'yoy', metricText: 'revenue', sentence: 'Rupee loans were 95% of revenue, improving 324 bps YOY.' });
    const grew = fact({ company: 'Alpha Bank', metric: 'revenue', value: 21, valueText: '21%', unit: 'percent', kind: 'change', basis: 'yoy', page: 8 });
    expect(answer('By how much did Alpha Bank grow revenue?', scopeOf(['Alpha Bank']), [share, grew])!.used[0]!.fact!.valueText).toBe('21%');
    expect(answer('By how much did Alpha Bank grow revenue?', scopeOf(['Alpha Bank']), [share])).toBeNull();
    const started = fact({ company: 'Zeta Steel', metric: 'revenue', value: 9.7e12, valueText: 'Rs 9.73 trillion', unit: 'money', period: { quarter: null, year: 'FY24' }, periodText: "FY '24", page: 1 });
    const now = fact({ company: 'Zeta Steel', metric: 'revenue', value: 1e13, valueText: 'Rs 10.07 trillion', unit: 'money', metricText: 'total revenue', page: 2 });
    expect(answer('What is Zeta Steel revenue for FY24?', { ...scopeOf(['Zeta Steel']), year: 'FY24' }, [started, now])!.used[0]!.fact!.valueText).toBe('Rs 10.07 trillion');
  });

  it('leaves open questions and unknown metrics to the text', () => {
    expect(answer('Why did Alpha Bank NIM fall?', scopeOf(['Alpha Bank']), FACTS)).toBeNull();
    expect(answer("What was Alpha Bank's attrition?", scopeOf(['Alpha Bank']), FACTS)).toBeNull();
  });
});

describe('answers from facts: a ratio stated annualised', () => {
  const costs = [
    fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 33, valueText: '33bps', unit: 'bp', sentence: 'Our NIM has reduced to 33bps from 36bps QoQ.', page: 2 }),
    fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 132, valueText: '132bps', unit: 'bp', sentence: 'The annualised NIM is down to 132bps.', page: 7 }),
  ];

  it('gives the annualised figure of a ratio before the quarter\'s own, unless the question asks for the quarter\'s', () => {
    expect(answer("What was Alpha Bank's NIM?", scopeOf(['Alpha Bank']), costs)!.used[0]!.fact!.valueText).toBe('132bps');
    expect(answer("What was Alpha Bank's quarterly NIM?", scopeOf(['Alpha Bank']), costs)!.used[0]!.fact!.valueText).toBe('33bps');
  });
});

describe("a company's own name for the metric asked", () => {
  const withVariant = lexiconFrom([
    { id: 'operating_profit', names: ['operating profit'], abbreviations: [], unit: 'money' },
    { id: 'pre_provision_operating_profit', names: ['pre-provision operating profit'], abbreviations: ['PPOP'], unit: 'money', variantOf: 'operating_profit' },
  ]);
  const facts = [
    fact({ company: 'Alpha Bank', metric: 'pre_provision_operating_profit', value: 1.8e11, valueText: 'Rs 18,000 crore', unit: 'money', metricText: 'PPOP' }),
    fact({ company: 'Beta Bank', metric: 'operating_profit', value: 3.8e10, valueText: 'Rs 3,800 crore', unit: 'money' }),
    fact({ company: 'Beta Bank', metric: 'pre_provision_operating_profit', value: 6e10, valueText: 'Rs 6,000 crore', unit: 'money', metricText: 'PPOP' }),
  ];

  it("answers a question asking for the company's own name with a figure under the general name", () => {
    const plan = planQuestion("What was Beta Bank's PPOP in Q1 FY24?", scopeOf(['Beta Bank']), withVariant);
    const a = answerFromFacts(plan, [facts[1]!], withVariant);
    expect(a?.used[0]?.fact?.valueText).toBe('Rs 3,800 crore');
  });

  it('answers a group threshold with it when the company states none under the general name, and with the general name first', () => {
    const plan = planQuestion('Which banks had operating profit above Rs 5,000 crore in Q1 FY24?', scopeOf(['Alpha Bank', 'Beta Bank'], true), withVariant);
    const a = answerFromFacts(plan, facts, withVariant)!;
    expect(a.used.map((u) => [u.company, u.fact?.valueText, u.qualifies])).toEqual([
      ['Alpha Bank', 'Rs 18,000 crore', true],
      ['Beta Bank', 'Rs 3,800 crore', false],
    ]);
  });
});

describe('two names of the metric in one sentence', () => {
  const fees = lexiconFrom([{ id: 'fee_income', names: ['fee income', 'non-interest income'], abbreviations: [], unit: 'money' }]);
  const sentence = 'Non-interest income grew 12% to Rs 5,183 crore; fee income increased 14% to Rs 4,843 crore.';
  const facts = [
    fact({ company: 'Alpha Bank', metric: 'fee_income', value: 5.183e10, valueText: 'Rs 5,183 crore', unit: 'money', metricText: 'Non-interest income', sentence }),
    fact({ company: 'Alpha Bank', metric: 'fee_income', value: 4.843e10, valueText: 'Rs 4,843 crore', unit: 'money', metricText: 'fee income', sentence }),
  ];

  it('answers with the name the question writes', () => {
    const a = answerFromFacts(planQuestion('How much did Alpha Bank earn in fee income in Q1 FY24?', scopeOf(['Alpha Bank']), fees), facts, fees)!;
    expect(a.used[0]!.fact?.valueText).toBe('Rs 4,843 crore');
  });
});

describe("a figure the call praises ('highest-ever quarterly net sales')", () => {
  it('answers a question that does not repeat the praise', () => {
    const facts = [fact({ company: 'Alpha Motors', metric: 'revenue', value: 3.08e11, valueText: 'INR 308,452 million', unit: 'money', metricText: 'highest-ever quarterly revenue' })];
    const a = answerFromFacts(planQuestion('alpha motors revenue for q1 fy24', scopeOf(['Alpha Motors']), metrics), facts, metrics);
    expect(a?.used[0]?.fact?.valueText).toBe('INR 308,452 million');
  });
});

describe('a figure stated under the metric itself', () => {
  it('ranks before one read through its base metric', () => {
    const facts = [
      fact({ company: 'Alpha Pharma', metric: 'revenue', value: 43, valueText: '43%', unit: 'percent', kind: 'change', basis: 'yoy', page: 2 }),
      fact({ company: 'Alpha Pharma', metric: 'revenue_growth', value: 18, valueText: '18%', unit: 'percent', page: 4 }),
    ];
    const a = answerFromFacts(planQuestion("What was Alpha Pharma's revenue growth in Q1 FY24?", scopeOf(['Alpha Pharma']), metrics), facts, metrics);
    expect(a?.used[0]?.fact?.valueText).toBe('18%');
  });
});

describe('answers from facts read in the passages', () => {
  const read = (byCompany: Record<string, StoredFact[]>) => (company: string) => byCompany[company] ?? [];
  const passageFact = (over: Parameters<typeof fact>[0]): StoredFact => fact({ fromPassage: true, ...over });

  it('answers a value no stored fact states from the passage, and says so', () => {
    const plan = planQuestion("What was Delta Bank's NIM?", scopeOf(['Delta Bank']), metrics);
    expect(answerFromFacts(plan, FACTS, metrics)).toBeNull();
    const a = answerFromFacts(plan, FACTS, metrics, read({ 'Delta Bank': [passageFact({ company: 'Delta Bank', metric: 'net_interest_margin', value: 3.9, valueText: '3.9%', unit: 'percent' })] }))!;
    expect(a.text).toBe('Delta Bank: NIM 3.9% (read from the passage): “net_interest_margin was 3.9%.” [1].');
  });

  it('prefers a stored fact to one read in the passages', () => {
    const plan = planQuestion("What was Alpha Bank's NIM?", scopeOf(['Alpha Bank']), metrics);
    const a = answerFromFacts(plan, FACTS, metrics, read({ 'Alpha Bank': [passageFact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 9, valueText: '9%', unit: 'percent' })] }))!;
    expect(a.used[0]!.fact!.valueText).toBe('4.1%');
  });

  it("decides a group member from its passages, and a member whose stored figure the threshold cannot compare from a passage figure it can", () => {
    const facts = [...FACTS, fact({ company: 'Delta Bank', metric: 'net_profit', value: 5e9, valueText: 'Rs 500 crore', unit: 'money', kind: 'change' })];
    const plan = planQuestion('Which banks grew net profit by more than 20%?', scopeOf(['Alpha Bank', 'Beta Bank', 'Delta Bank', 'Gamma Bank'], true), metrics);
    const passages = read({
      'Delta Bank': [passageFact({ company: 'Delta Bank', metric: 'net_profit', value: 25, valueText: '25%', unit: 'percent', kind: 'change', basis: 'yoy' })],
      'Gamma Bank': [passageFact({ company: 'Gamma Bank', metric: 'net_profit', value: 8, valueText: '8%', unit: 'percent', kind: 'change', basis: 'yoy' })],
    });
    const a = answerFromFacts(plan, facts, metrics, passages)!;
    expect(a.text.split('\n')[0]).toBe('net profit more than 20%: 2 of 4 companies checked — Alpha Bank, Delta Bank.');
    expect(a.text).toContain('Gamma Bank: net profit 8% (change year on year, read from the passage)');
  });
});

describe('answerFromFacts: a value question listing several metrics', () => {
  const alpha = scopeOf(['Alpha Bank']);
  const pat = fact({ company: 'Alpha Bank', metric: 'net_profit', value: 5.8e10, valueText: 'Rs 5,797 crores', unit: 'money', currency: 'inr' });
  const nim = fact({ company: 'Alpha Bank', metric: 'net_interest_margin', value: 4.1, valueText: '4.1%', unit: 'percent' });

  it("states each metric's figure, in the order asked, each cited", () => {
    const a = answer('Alpha Bank: PAT and NIM?', alpha, [nim, pat]);
    expect(a?.used.map((u) => u.fact?.valueText)).toEqual(['Rs 5,797 crores', '4.1%']);
    expect(a?.text.split('\n')).toHaveLength(2);
    expect(a?.cited).toEqual([1, 2]);
    expect(a?.parts).toBeUndefined();
  });

  it('leaves the question to the text when one of the metrics is not stated', () => {
    expect(answer('Alpha Bank: PAT and NIM?', alpha, [pat])).toBeNull();
  });
});
