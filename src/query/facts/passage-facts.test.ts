import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import type { Context } from '../retrieve/types.js';
import { callRead, passageFacts } from './passage-facts.js';
import type { StoredFact } from './pick.js';

const metrics = lexiconFrom([
  { id: 'net_interest_income', names: ['net interest income'], abbreviations: ['NII'], unit: 'money' },
  { id: 'revenue', names: ['revenue', 'revenues', 'sales'], abbreviations: [], unit: 'money' },
  { id: 'revenue_growth', names: ['revenue growth', 'yoy growth'], abbreviations: [], unit: 'percent', growthOf: 'revenue' },
  { id: 'ebitda', names: ['EBITDA'], abbreviations: [], unit: 'money' },
  { id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' },
  { id: 'credit_cost', names: ['credit cost'], abbreviations: [], unit: 'percent' },
  { id: 'provisions', names: ['provisions'], abbreviations: [], unit: 'money' },
  { id: 'working_capital', names: ['working capital'], abbreviations: [], unit: 'money' },
  { id: 'operating_expenses', names: ['operating expenses'], abbreviations: ['SG&A'], unit: 'money' },
]);

const passage = (text: string, company: string | null = 'Alpha Ltd'): Context => ({ channel: 'vector', text, chunkId: 'c1', document: 'alpha.pdf', company, quarter: 'Q1', year: 'FY24', pages: [4], score: 1, kind: 'chunk' });
const read = (text: string, ids: string[], question = '', company = 'Alpha Ltd') =>
  passageFacts({ metrics: ids, question }, company, [passage(text)], metrics).map((f) => ({ metric: f.metric, value: f.valueText, unit: f.unit, kind: f.kind, basis: f.basis, segment: f.segment }));

describe('facts read from the passages for a plan', () => {
  it("reads the metric's level and its change, not stopping at a growth that names no metric", () => {
    expect(read('NII at Rs 11,959 crores, YOY growth of 27%.', ['net_interest_income'])).toEqual([
      { metric: 'net_interest_income', value: 'Rs 11,959 crores', unit: 'money', kind: 'actual', basis: null, segment: null },
      { metric: 'net_interest_income', value: '27%', unit: 'percent', kind: 'change', basis: 'yoy', segment: null },
    ]);
  });

  it('marks the facts as read from the passage, of the company, cited to the passage', () => {
    const [f] = passageFacts({ metrics: ['capex'], question: '' }, 'Alpha Ltd', [passage('Our capex was Rs 500 crore.')], metrics);
    expect(f).toMatchObject({ company: 'Alpha Ltd', document: 'alpha.pdf', page: 4, fromPassage: true, period: { quarter: 'Q1', year: 'FY24' }, periodText: null });
  });

  it('gives a sentence\'s figures the segment the fact reader gave its stored ones (read in the passage around it)', () => {
    const text = "The company's diversified business model took revenue to Rs 2,70,097 crores, growth of 32%.";
    const stored = { company: 'Alpha Ltd', segment: 'ZFL', sentence: "The company's diversified business model  took revenue to Rs 2,70,097 crores, growth of 32%.", docSegments: ['ZFL'], docCurrency: 'INR' } as unknown as StoredFact;
    const facts = passageFacts({ metrics: ['revenue'], question: '' }, 'Alpha Ltd', [passage(text)], metrics, callRead([stored], 'Alpha Ltd'));
    expect(facts.map((f) => [f.valueText, f.segment])).toEqual([['Rs 2,70,097 crores', 'ZFL'], ['32%', 'ZFL']]);
    // A sentence whose stored figures are several parts' gives none of them to the rest.
    const other = { ...stored, segment: 'BHFL' } as StoredFact;
    expect(passageFacts({ metrics: ['revenue'], question: '' }, 'Alpha Ltd', [passage(text)], metrics, callRead([stored, other], 'Alpha Ltd')).map((f) => f.segment)).toEqual([null, null]);
    // A segment the sentence names itself is read by the passage reader, not taken from the stored facts ("The platform GMV …").
    const named = { ...stored, segment: 'business model' } as StoredFact;
    expect(passageFacts({ metrics: ['revenue'], question: '' }, 'Alpha Ltd', [passage(text)], metrics, callRead([named], 'Alpha Ltd')).map((f) => f.segment)).toEqual([null, null]);
    // Without the stored sentence's owner the figures are the company's.
    expect(passageFacts({ metrics: ['revenue'], question: '' }, 'Alpha Ltd', [passage(text)], metrics).map((f) => f.segment)).toEqual([null, null]);
  });

  it("reads only the company's own passages", () => {
    expect(passageFacts({ metrics: ['capex'], question: '' }, 'Alpha Ltd', [passage('Our capex was Rs 500 crore.', 'Beta Ltd')], metrics)).toEqual([]);
  });

  it('reads a figure linked to the metric named right after it', () => {
    expect(read('During the first quarter, we have spent ₹1,380 crore towards CAPEX.', ['capex'])).toMatchObject([{ metric: 'capex', value: '₹1,380 crore', kind: 'actual' }]);
  });

  it("never reads a comparison's base, a bound, or a figure per unit as the metric's value", () => {
    expect(read('Credit cost is down to 0.5% from 0.9%.', ['credit_cost']).map((f) => f.value)).toEqual(['0.5%']);
    expect(read('And even credit cost is almost like 50 basis points plus.', ['credit_cost'])).toEqual([]);
    expect(read('The capex cost per ton has been quite low at USD65.', ['capex'])).toEqual([]);
  });

  it('reads no share of another amount as the change of an amount', () => {
    expect(read('Total provisions are at 2.4% of loans.', ['provisions'])).toEqual([]);
  });

  it('reads the first level after the metric, not a later figure of something else', () => {
    expect(read('Revenue was Rs 900 crore and the order book was Rs 4,000 crore.', ['revenue']).map((f) => f.value)).toEqual(['Rs 900 crore']);
  });

  it('reads a figure apposed to a change as that change', () => {
    expect(read('Credit cost is at 1.1%, an increase of 0.2% or 20 basis points on a year-on-year basis.', ['credit_cost']).map((f) => `${f.value} ${f.kind}`)).toEqual(['1.1% actual', '0.2% change', '20 basis points change']);
  });

  it('skips a figure qualified by words the question does not use, and a metric that only qualifies another', () => {
    expect(read('Revenue was about Rs 420 crore, excluding exports.', ['revenue'])).toEqual([]);
    expect(read('Revenue was about Rs 420 crore, excluding exports.', ['revenue'], 'revenue excluding exports?')).toHaveLength(1);
    expect(read('EBITDA for Q1, including other operating revenues, was at INR33,318 million.', ['revenue'])).toEqual([]);
  });

  it("reads no figure of a metric named as a ratio's second term, and a change said with an adverb before 'by' as a change", () => {
    expect(read('Provisions to credit cost continued to slide down slowly, came in at 34%.', ['credit_cost'])).toEqual([]);
    expect(read('Credit cost continued to slide down slowly, came in at 34%.', ['credit_cost'])).toHaveLength(1);
    expect(read('Our EBITDA reduced approximately by Rs 250 crore during the quarter.', ['ebitda']).map((f) => f.kind)).toEqual(['change']);
  });

  it('reads a guidance when the figure\u2019s own words look ahead', () => {
    expect(read('For the full year we expect revenue of Rs 5,000 crore.', ['revenue'])).toMatchObject([{ kind: 'guidance' }]);
  });
});

describe('facts read from the passages: whose figure', () => {
  it('reads the change the words before the metric name', () => {
    expect(read('We have seen an improvement in EBITDA by 0.8%.', ['ebitda'])).toMatchObject([{ value: '0.8%', kind: 'change' }]);
  });

  it("reads no figure right before another metric's name as the asked one's", () => {
    expect(read("When I see your EBITDA profile, it's around 43% revenue, EBITDA was Rs 5 crore.", ['ebitda']).map((f) => f.value)).toEqual(['Rs 5 crore']);
  });
});

describe('facts read from the passages: qualified and of the call', () => {
  it('skips a metric qualified between its name and its figure', () => {
    expect(read('Formulation revenues in the rest of the world, excluding U.S. and Emerging Markets, were USD195 million.', ['revenue'])).toEqual([]);
  });

  it("carries the call's reporting currency and segments read from its stored facts", () => {
    const [f] = passageFacts({ metrics: ['revenue'], question: '' }, 'Alpha Ltd', [passage('Revenue was Rs 900 crore.')], metrics, { docCurrency: 'inr', docSegments: ['Home Care'] });
    expect(f).toMatchObject({ docCurrency: 'inr', docSegments: ['Home Care'] });
  });
});

describe("facts read from the passages: management's replies, changes by their words", () => {
  it("reads no figure from an analyst's turn", () => {
    const text = 'Moderator: The next question is from the line of Ravi Kumar.\nRavi Kumar: My question was on your EBITDA, it is around Rs 15 crore.\nAsha Rao: Sure. EBITDA was Rs 90 crore.';
    expect(read(text, ['ebitda']).map((f) => f.value)).toEqual(['Rs 90 crore']);
  });

  it("reads a percentage of an amount as its change only when its words say so, and a change the verb before the metric names", () => {
    expect(read('The important number is the port EBITDA which is at 72%.', ['ebitda'])).toEqual([]);
    expect(read('We have further reduced our capex by Rs 233 crore.', ['capex'])).toMatchObject([{ value: 'Rs 233 crore', kind: 'change' }]);
  });
});

describe('facts read from the passages: lists', () => {
  it("reads no figure across a list's bullet", () => {
    expect(read('Retail advances comprised 68% of total advances at June o Low-yielding bonds declined by Rs 11,385 crores YOY.', ['provisions', 'revenue'])).toEqual([]);
    expect(read('Total provisions at June • Other income declined by Rs 11,385 crores YOY.', ['provisions'])).toEqual([]);
  });
});

describe('facts read from the passages: units', () => {
  it("reads an amount only for a metric measured in money, and basis points only for a rate", () => {
    expect(read('Our credit cost estimate was Rs 450,000 crores for the market.', ['credit_cost'])).toEqual([]);
    expect(read('Revenue was 20 bps higher.', ['revenue'])).toEqual([]);
    expect(read('Credit cost was 45 bps.', ['credit_cost'])).toMatchObject([{ value: '45 bps', unit: 'bp' }]);
  });

  describe('a metric stated as a share of its base', () => {
    const asShare = (text: string, ids: string[], unit: 'percent' | null = 'percent') =>
      passageFacts({ metrics: ids, question: '', unit }, 'Alpha Ltd', [passage(text)], metrics).map((f) => ({ metric: f.metric, value: f.valueText, unit: f.unit, kind: f.kind }));

    it('reads the figure after the base as the metric\'s rate, when the question asks a percentage', () => {
      expect(asShare('At the end of the quarter, adjusted working capital as a percentage of annualized sales was 12.8%.', ['working_capital'])).toEqual([{ metric: 'working_capital', value: '12.8%', unit: 'percent', kind: 'actual' }]);
      expect(asShare('SG&A expense as a percent of sales increased 40 basis points to 19.5% for the quarter.', ['operating_expenses', 'revenue'])).toEqual([
        { metric: 'operating_expenses', value: '40 basis points', unit: 'bp', kind: 'change' },
        { metric: 'operating_expenses', value: '19.5%', unit: 'percent', kind: 'actual' },
      ]);
    });

    it('reads no rate of an amount for a question not asking a percentage, nor a percentage of the base as the base\'s', () => {
      expect(asShare('At the end of the quarter, adjusted working capital as a percentage of annualized sales was 12.8%.', ['working_capital'], null)).toEqual([]);
      expect(asShare('At the end of the quarter, adjusted working capital as a percentage of sales was 12.8%.', ['revenue'])).toEqual([]);
    });
  });
});
