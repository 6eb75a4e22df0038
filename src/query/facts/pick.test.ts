import { describe, expect, it } from 'vitest';
import type { Fact } from '../../core/fact.js';
import { lexiconFrom, vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { planQuestion } from '../plan/plan.js';
import { EMPTY_SCOPE } from '../scope/types.js';
import { callPlace, factMeets, levelRank, narrowing, pickFact, pickFacts, pickOrRead, significantDigits, type StoredFact, whyNotPicked } from './pick.js';
import { parseThreshold } from '../plan/threshold.js';

const metrics = lexiconFrom([{ id: 'ebitda', names: ['ebitda'], abbreviations: ['EBITDA'], unit: 'money' }]);
const sentence = 'EBITDA grew 14% quarter-on-quarter and 51% year-on-year.';
const change = (value: number, basis: Fact['basis']): StoredFact => ({
  id: `f${value}`, docId: 'd', company: 'Alpha', segment: null, metric: 'ebitda', metricText: 'EBITDA', value, valueHigh: null, valueText: `${value}%`, unit: 'percent',
  currency: null, period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'change', basis, measure: null, sentence, page: 3, speaker: null, document: 'alpha.pdf', docQuarter: 'Q1', docYear: 'FY24',
});
const scope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha' }] };
const pick = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, metrics), 'Alpha', facts, metrics)?.valueText ?? null;

describe('pickFact: the whole figure measured across companies', () => {
  const m = lexiconFrom([
    { id: 'revenue', names: ['revenues', 'revenue'], abbreviations: [], unit: 'money' },
    { id: 'ebitda', names: ['EBITDA'], abbreviations: ['EBITDA'], unit: 'money' },
  ]);
  const group = { ...EMPTY_SCOPE, source: 'question' as const, group: { sector: 'infrastructure', name: 'Infrastructure', companies: ['Alpha', 'Beta'] } };
  const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', unit: 'money', currency: 'inr', ...over });
  const picked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, group, m), 'Alpha', facts, m)?.valueText;

  it('takes the group revenues of the call before a small amount of an answer that names no qualifier', () => {
    const whole = level({ id: 'g', metric: 'revenue', metricText: 'group revenues', value: 4.79e11, valueText: 'Rs 479 billion', page: 4, sentence: "Our group revenues for Q1 FY '24 at Rs 479 billion registered a Y-o-Y growth of 34%." });
    const small = level({ id: 's', metric: 'revenue', metricText: 'revenue', value: 1.2e9, valueText: 'Rs 120 crores', page: 10, sentence: 'Around Rs 120 crores.' });
    expect(picked('infra companies with quarterly revenue above 30,000 crore rupees', [small, whole])).toBe('Rs 479 billion');
  });

  it("takes the whole's figure before an increment's a twentieth of it, whatever words the call puts before either", () => {
    const whole = level({ id: 'w', metric: 'ebitda', metricText: 'operating EBITDA', value: 7.046e10, valueText: 'INR7,046 crores', page: 4, sentence: 'Our operating EBITDA at INR7,046 crores went up by 64% Y-o-Y.' });
    const increment = level({ id: 'i', metric: 'ebitda', metricText: 'EBITDA', value: 2.64e9, valueText: 'INR264 crores', page: 10, sentence: 'So what is the EBITDA, what we have got is incremental INR264 crores.' });
    expect(picked('which infrastructure companies earned EBITDA above 7,000 crore?', [increment, whole])).toBe('INR7,046 crores');
  });
});

describe('pickFact: headline and qualified figures', () => {
  const m = lexiconFrom([
    { id: 'net_profit', names: ['earnings', 'net income'], abbreviations: [], unit: 'money' },
    { id: 'net_debt', names: ['net debt'], abbreviations: [], unit: 'money' },
  ]);
  const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'net_profit', metricText: 'earnings', kind: 'actual', unit: 'money', currency: 'usd', ...over });
  const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText;

  it('asked no basis, takes the figure the call states unqualified before the one it says is adjusted; asked adjusted, the adjusted', () => {
    const adjusted = level({ id: 'a', value: 4.9e9, valueText: '$4.9 billion', measure: 'adjusted', metricText: 'earnings', sentence: 'Adjusted earnings were $4.9 billion or $2.56 per share.' });
    const headline = level({ id: 'h', value: 5.1e9, valueText: '$5.1 billion', sentence: 'We reported fourth quarter earnings of $5.1 billion or $2.63 per share.' });
    expect(asked('How much did Alpha earn, its earnings?', [adjusted, headline])).toBe('$5.1 billion');
    expect(asked('What were Alpha adjusted earnings?', [headline, adjusted])).toBe('$4.9 billion');
    // Asked to leave something out, the adjusted figure is not put last: the one that says it leaves it out comes first.
    const bei = level({ id: 'b', value: 2.5e9, valueText: '$2.5 billion', measure: 'adjusted', sentence: 'Net income before exceptional items was $2.5 billion.' });
    const net = level({ id: 'n', value: 2.47e9, valueText: '$2.47 billion', sentence: 'Net income was $2.47 billion, up 8%.' });
    expect(asked('What was Alpha net income if you leave out exceptional items?', [net, bei])).toBe('$2.5 billion');
  });

  it('reads a basis word of a fact whose basis the reader recorded as its measure, not as a qualifier the question must name', () => {
    const s = 'Reported and organic net sales for the quarter were up 6.2% and 8.1%, respectively, versus the same period a year ago.';
    const sales = lexiconFrom([{ id: 'revenue', names: ['net sales', 'organic net sales'], abbreviations: [], unit: 'money' }]);
    const grew = (id: string, valueText: string, measure: Fact['measure']): StoredFact => ({ ...change(Number.parseFloat(valueText), 'yoy'), id, metric: 'revenue', metricText: 'organic net sales', valueText, measure, sentence: s });
    const facts = [grew('r', '6.2%', 'reported'), grew('o', '8.1%', 'adjusted')];
    const salesAsked = (q: string) => pickFact(planQuestion(q, scope, sales), 'Alpha', facts, sales)?.valueText;
    expect(salesAsked('How much did Alpha net sales grow?')).toBe('6.2%');
    expect(salesAsked('How much did Alpha organic net sales grow?')).toBe('8.1%');
  });

  it("takes the figure whose qualifier the question names before the headline beside it, and the headline when it names none", () => {
    const whole = level({ id: 'w', metric: 'net_debt', metricText: 'net debt', value: 3.8463e11, valueText: 'Rs. 38,463 crore', currency: 'inr', sentence: 'consolidated net debt stands at Rs. 38,463 crore.' });
    const part = level({ id: 'p', metric: 'net_debt', metricText: 'India operations net debt', value: 1.904e10, valueText: 'Rs. 1,904 crore', currency: 'inr', sentence: 'The India operations net debt was Rs. 1,904 crore and Novelis was at Rs. 36,559 crore.' });
    expect(asked("What was the net debt of Alpha's India operations?", [whole, part])).toBe('Rs. 1,904 crore');
    expect(asked("What was Alpha's net debt?", [whole, part])).toBe('Rs. 38,463 crore');
    // The company's short name before the metric ("AlphaTech net debt") is no qualifier the question asks for.
    const co = 'Alpha Technologies Limited';
    const coScope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: co, ticker: null, matched: 'AlphaTech' }] };
    const named = level({ id: 'n', company: co, metric: 'net_debt', metricText: 'AlphaTech net debt', value: 1e10, valueText: 'Rs. 1,000 crore', currency: 'inr', page: 2, sentence: 'AlphaTech net debt of the new unit was Rs. 1,000 crore.' });
    const total = { ...whole, company: co };
    expect(pickFact(planQuestion("What was AlphaTech's net debt?", coScope, m), co, [named, total], m)?.valueText).toBe('Rs. 38,463 crore');
  });
});

describe('pickFact', () => {
  it("of the company's own figure and the consolidated one on one page, takes the one the call states first, compared with another company's too, unless the question asks the consolidated one; across pages, the earlier one", () => {
    const m = lexiconFrom([{ id: 'net_profit', names: ['profit after tax'], abbreviations: ['PAT'], unit: 'money' }]);
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'net_profit', metricText: 'profit after tax', kind: 'actual', unit: 'money', currency: 'inr', ...over });
    const plain = level({ id: 's', value: 1.0551e11, valueText: 'Rs. 10,551 crores', sentence: 'For Q1, the revenue stood at Rs. 1,28,257 crores and the profit after tax stood at Rs. 10,551 crores.', page: 5, position: 576 });
    const consolidated = level({ id: 'c', value: 1.0644e11, valueText: 'Rs. 10,644 crores', sentence: 'On a consolidated basis with respect to Q1, profit after tax stood at Rs. 10,644 crores.', page: 5, position: 1218 });
    const asked = (facts: StoredFact[]) => pickFact(planQuestion('What was Alpha profit after tax?', scope, m), 'Alpha', facts, m)?.valueText;
    expect(asked([consolidated, plain])).toBe('Rs. 10,551 crores');
    expect(asked([{ ...plain, position: 1300 }, consolidated])).toBe('Rs. 10,644 crores');
    expect(asked([{ ...consolidated, page: 9 }, plain])).toBe('Rs. 10,551 crores');
    const both = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha' }, { name: 'Beta', ticker: null, matched: 'Beta' }] };
    const beta = level({ id: 'b', company: 'Beta', value: 1.8e11, valueText: 'Rs. 18,000 crores', sentence: 'Profit after tax was Rs. 18,000 crores.' });
    const compared = planQuestion('Who earned more profit after tax, Alpha or Beta?', both, m);
    expect(compared.intent).toBe('comparison');
    expect(pickFact(compared, 'Alpha', [plain, consolidated, beta], m)?.valueText).toBe('Rs. 10,551 crores');
    const consolidatedAsked = planQuestion('Who earned more consolidated profit after tax, Alpha or Beta?', both, m);
    expect(pickFact(consolidatedAsked, 'Alpha', [plain, consolidated, beta], m)?.valueText).toBe('Rs. 10,644 crores');
  });

  it("compared across companies, takes the figure the call says is consolidated before one stated under the growth metric's own name; asked of one company, the named one", () => {
    const m = lexiconFrom([
      { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
      { id: 'revenue_growth', names: ['revenue growth'], abbreviations: [], unit: 'percent', growthOf: 'revenue' },
    ]);
    const grew = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, 'yoy'), metric: 'revenue', metricText: 'revenue', ...over });
    const named = grew({ id: 'n', metric: 'revenue_growth', metricText: 'revenue growth', kind: 'actual', basis: null, value: 20, valueText: '20%', page: 8, sentence: 'And that on revenue growth is actually 20% on the IP side.' });
    const whole = grew({ id: 'w', value: 16, valueText: '16%', page: 2, sentence: 'Consolidated revenue grew by 16% on a year-on-year basis to INR 4,418 crore.' });
    const beta = grew({ id: 'b', company: 'Beta', value: 24, valueText: '24%', sentence: 'Operating revenue of Rs.6248 Crores implying 24% year on year growth.' });
    const both = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha' }, { name: 'Beta', ticker: null, matched: 'Beta' }] };
    const compared = planQuestion('Who grew revenue faster, Alpha or Beta?', both, m);
    expect(compared.intent).toBe('comparison');
    expect(pickFact(compared, 'Alpha', [named, whole, beta], m)?.valueText).toBe('16%');
    expect(pickFact(compared, 'Alpha', [whole, named, beta], m)?.valueText).toBe('16%');
    // Asked of Alpha alone, the figure stated under the metric's own name still comes first.
    expect(pickFact(planQuestion("What was Alpha's revenue growth?", scope, m), 'Alpha', [whole, named], m)?.valueText).toBe('20%');
  });

  it('takes the whole\'s figure before one of a sentence opening on the whole it takes a part of ("Within this, …")', () => {
    const m = lexiconFrom([{ id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' }]);
    const grew = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, 'yoy'), metric: 'revenue', metricText: 'revenues', ...over });
    const part = grew({ id: 'p', value: 21, valueText: '21%', page: 1, sentence: 'Within this, the self-pay and insurance volumes grew by 10%, while revenues grew 21% year-on-year.' });
    const whole = grew({ id: 'w', value: 16, valueText: '16%', page: 2, sentence: 'Revenues grew by 16% on a year-on-year basis to INR 4,418 crore.' });
    const asked = (facts: StoredFact[]) => pickFact(planQuestion('How much did Alpha grow its revenues?', scope, m), 'Alpha', facts, m)?.valueText;
    expect(asked([part, whole])).toBe('16%');
    // Without the opening, the earlier page's figure comes first, as before.
    expect(asked([{ ...part, sentence: 'The self-pay and insurance volumes grew by 10%, while revenues grew 21% year-on-year.' }, whole])).toBe('21%');
    // Asked of a part ("its hospitals business"), the part's figure such a sentence says is not put last.
    const ofPart = { ...part, segment: 'Hospitals', sentence: 'Within this, Hospitals revenues grew 21% year-on-year.' };
    const later = grew({ id: 'l', segment: 'Hospitals', value: 18, valueText: '18%', page: 2, sentence: 'Hospitals revenues grew 18% over the last two years.' });
    expect(pickFact(planQuestion("How much did Alpha's hospitals business grow its revenues?", scope, m), 'Alpha', [ofPart, later], m)?.valueText).toBe('21%');
  });

  it('of two equal figures on one page, takes the one the call states first, whatever their ids; one of unknown place last', () => {
    const m = lexiconFrom([{ id: 'effective_tax_rate', names: ['tax rate'], abbreviations: [], unit: 'percent' }]);
    const rate = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'effective_tax_rate', metricText: 'tax rate', kind: 'actual', unit: 'percent', page: 11, ...over });
    const overall = rate({ id: 'f545', value: 25, valueText: '25%', sentence: 'The tax rate is 25% overall for the Company.', position: 620 });
    const skewed = rate({ id: '39ef', value: 32, valueText: '32%', sentence: 'Losses where there is no tax skew the tax rate to close to 32%.', position: 700 });
    const asked = (facts: StoredFact[]) => pickFact(planQuestion('what is the Alpha tax rate?', scope, m), 'Alpha', facts, m)?.valueText;
    expect(asked([skewed, overall])).toBe('25%');
    expect(asked([overall, skewed])).toBe('25%');
    expect(asked([{ ...overall, position: 800 }, skewed])).toBe('32%');
    expect(asked([{ ...skewed, position: null }, { ...overall, position: 900 }])).toBe('25%');
    // Figures of other pages or calls are not ordered by their place (the page decides first).
    expect(callPlace({ docId: 'd', page: 2, position: 5 }, { docId: 'd', page: 3, position: 1 })).toBe(0);
    expect(callPlace({ docId: 'd', page: 2, position: 5 }, { docId: 'e', page: 2, position: 1 })).toBe(0);
    expect(callPlace({ docId: 'd', page: 2, position: 5 }, { docId: 'd', page: 2, position: 1 })).toBeGreaterThan(0);
    expect(callPlace({ docId: 'd', page: 2 }, { docId: 'd', page: 2, position: 1 })).toBeGreaterThan(0);
  });

  it("takes the company's own figure before the group's where the call says which is which ('at the bank' of a bank), the group's when asked", () => {
    const m = lexiconFrom([
      { id: 'net_profit', names: ['profit after tax', 'profit', 'post-tax profit'], abbreviations: ['PAT'], unit: 'money' },
      { id: 'car', names: ['capital adequacy'], abbreviations: ['CAR'], unit: 'percent' },
    ]);
    const bank = 'Beta Bank Limited';
    const bankScope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: bank, ticker: null, matched: 'Beta' }] };
    const fact = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), company: bank, kind: 'actual', ...over });
    const facts = [
      fact({ id: 'g', metric: 'net_profit', metricText: 'post-tax profit', unit: 'money', currency: 'inr', value: 4.15e10, valueText: 'INR 4,150 crore', page: 6, sentence: 'We closed on a consolidated basis with a post-tax profit of INR 4,150 crore.' }),
      fact({ id: 'b', metric: 'net_profit', metricText: 'profit', unit: 'money', currency: 'inr', value: 3.452e10, valueText: 'INR 3,452 crore', page: 6, sentence: 'If I go to the bank standalone, the first quarter recorded a profit of INR 3,452 crore.' }),
      fact({ id: 'gc', metric: 'car', metricText: 'capital adequacy', unit: 'percent', value: 23.3, valueText: '23.3%', page: 6, sentence: 'The ROA at the group level at 2.63% and capital adequacy comfortably at 23.3%.' }),
      fact({ id: 'bc', metric: 'car', metricText: 'capital adequacy', unit: 'percent', value: 22, valueText: '22%', page: 7, sentence: 'The capital adequacy at the bank again, healthy at 22% overall.' }),
    ];
    const asked = (q: string) => pickFact(planQuestion(q, bankScope, m), bank, facts, m)?.valueText;
    expect(asked('What profit after tax did Beta make?')).toBe('INR 3,452 crore');
    expect(asked('What consolidated profit after tax did Beta make?')).toBe('INR 4,150 crore');
    expect(asked('What is the capital adequacy of Beta?')).toBe('22%');
    expect(asked('What is the capital adequacy of Beta at the group level?')).toBe('23.3%');
    // A name ending in the same word is no such statement: "Gamma Steel standalone" stays a standalone figure beside the consolidated one.
    const steel = 'Gamma Steel';
    const steelScope = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: steel, ticker: null, matched: 'Gamma' }] };
    const own = [
      fact({ id: 's', company: steel, metric: 'net_profit', metricText: 'profit', unit: 'money', currency: 'inr', value: 7e10, valueText: 'Rs 7,000 crore', page: 3, sentence: 'Gamma Steel standalone profit was Rs 7,000 crore.' }),
      fact({ id: 'c', company: steel, metric: 'net_profit', metricText: 'profit', unit: 'money', currency: 'inr', value: 6e10, valueText: 'Rs 6,000 crore', page: 3, sentence: 'Consolidated profit was Rs 6,000 crore for the group.' }),
    ];
    expect(pickFact(planQuestion('What profit did Gamma make?', steelScope, m), steel, own, m)?.valueText).toBe('Rs 6,000 crore');
  });

  it('takes a margin the call names as one before a percentage it gives only under the base metric\'s name', () => {
    const m = lexiconFrom([
      { id: 'ebitda', names: ['ebitda'], abbreviations: ['EBITDA'], unit: 'money' },
      { id: 'ebitda_margin', names: ['ebitda margin'], abbreviations: [], unit: 'percent', marginOf: 'ebitda' },
    ]);
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'ebitda_margin', kind: 'actual', unit: 'percent', ...over });
    const facts = [
      level({ id: 'g', metricText: 'EBITDA', value: 19, valueText: '19%', sentence: 'So overall, revenue 12%, EBITDA 19%, PBT 23%.', page: 3 }),
      level({ id: 'm', metricText: 'EBITDA margin', value: 15.4, valueText: '15.4%', sentence: 'An improvement in EBITDA margin from 14.8% to 15.4%.', page: 5 }),
    ];
    expect(pickFact(planQuestion('What was Alpha EBITDA margin?', scope, m), 'Alpha', facts, m)?.valueText).toBe('15.4%');
  });

  it("takes a figure the reader stored as a segment's (its metric words followed by a segment the call names elsewhere) as that segment's", () => {
    const m = lexiconFrom([{ id: 'net_profit', names: ['profit after tax'], abbreviations: ['PAT'], unit: 'money' }]);
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'net_profit', kind: 'actual', unit: 'money', currency: 'inr', docSegments: ['Farm'], ...over });
    const facts = [
      level({ id: 'f', segment: 'Farm', metricText: 'profit after tax', value: 1.198e10, valueText: '1,198 crores', sentence: 'So, profit after tax for farm is at 1,198 crores, up 21%.', page: 6 }),
      level({ id: 'c', metricText: 'PAT', value: 3.508e10, valueText: 'Rs. 3,508 crores', sentence: 'Consolidated PAT is at Rs. 3,508 crores, up 60%.', page: 8 }),
    ];
    const asked = (q: string) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText;
    expect(asked('What was Alpha profit after tax in the quarter?')).toBe('Rs. 3,508 crores');
    expect(asked('What was the profit after tax of the Farm business of Alpha?')).toBe('1,198 crores');
  });

  it('answers a figure asked adjusted or as reported with one on that basis, never the other; asked neither, as before', () => {
    const m = lexiconFrom([{ id: 'earnings_per_share', names: ['earnings per share', 'adjusted eps'], abbreviations: ['EPS'], unit: 'per_unit' }]);
    const eps = (id: string, valueText: string, measure: Fact['measure'], sentence: string, page: number): StoredFact => ({
      ...change(0, null), id, metric: 'earnings_per_share', metricText: 'EPS', kind: 'actual', unit: 'per_unit', currency: 'usd', value: Number(valueText.slice(1)), valueText, measure, sentence, page,
    });
    const said = eps('r', '$2.63', null, 'We reported fourth quarter earnings of $5.1 billion or $2.63 per share.', 1);
    const adjusted = eps('a', '$2.56', 'adjusted', 'Adjusted earnings were $4.9 billion or $2.56 per share.', 1);
    const gaap = eps('g', '$2.10', 'reported', 'GAAP EPS was $2.10.', 2);
    const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText ?? null;
    expect(asked("What was Alpha's adjusted EPS?", [said, adjusted])).toBe('$2.56');
    expect(asked('What was Alpha EPS excluding special items?', [said, adjusted])).toBe('$2.56');
    // None said adjusted: a figure of no basis stated answers; one the call says is reported never does.
    expect(asked("What was Alpha's adjusted EPS?", [said, gaap])).toBe('$2.63');
    expect(asked("What was Alpha's adjusted EPS?", [gaap])).toBeNull();
    expect(asked("What was Alpha's GAAP EPS?", [adjusted, said, gaap])).toBe('$2.10');
    expect(asked("What was Alpha's reported EPS?", [adjusted])).toBeNull();
    // Asked neither (or both), the pick is as before: the earliest page, the call's order.
    expect(asked('What was Alpha EPS?', [said, adjusted, gaap])).toBe(pickFact(planQuestion('What was Alpha EPS?', scope, m), 'Alpha', [said, adjusted, gaap].map((f) => ({ ...f, measure: null })), m)?.valueText);
    expect(asked('What were Alpha GAAP and non-GAAP EPS?', [gaap, adjusted])).toBe(asked('What was Alpha EPS?', [gaap, adjusted]));
  });

  it('answers a change asked year on year with the year-on-year figure, never the sequential one', () => {
    expect(pick('How much did Alpha grow EBITDA year on year?', [change(14, 'qoq'), change(51, 'yoy')])).toBe('51%');
    expect(pick('How much did Alpha grow EBITDA year on year?', [change(14, 'qoq')])).toBeNull();
    expect(pick('How much did Alpha grow EBITDA sequentially?', [change(51, 'yoy'), change(14, 'qoq')])).toBe('14%');
    expect(pick('How much did Alpha grow EBITDA?', [change(14, 'qoq'), change(51, 'yoy')])).toBe('51%');
  });

  it('answers an amount asked in a currency ("in dollar terms") with the figure in it, else in the call\'s reporting currency', () => {
    const m = lexiconFrom([{ id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' }]);
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'revenue', metricText: 'revenue', kind: 'actual', unit: 'money', docCurrency: 'inr', ...over });
    const facts = [
      level({ id: 'r', value: 5.9381e11, valueText: '₹59,381 crore', currency: 'inr', sentence: 'Our revenue was ₹59,381 crore.' }),
      level({ id: 'd', value: 7.226e9, valueText: '$7.226 billion', currency: 'usd', sentence: 'In dollar terms, revenue was $7.226 billion.', page: 4 }),
    ];
    const asked = (q: string) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText;
    expect(asked('What was Alpha revenue in dollar terms?')).toBe('$7.226 billion');
    expect(asked('What was Alpha revenue in USD?')).toBe('$7.226 billion');
    expect(asked('What was Alpha revenue?')).toBe('₹59,381 crore');
  });

  it('prefers a ratio said to be annualised only when the word is said of it, not of another figure in the sentence', () => {
    const m = lexiconFrom([{ id: 'ebitda_margin', names: ['ebitda margin'], abbreviations: [], unit: 'percent' }]);
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'ebitda_margin', kind: 'actual', unit: 'percent', ...over });
    const facts = [
      level({ id: 'r', metricText: 'healthy EBITDA', value: 32, valueText: '~32%', sentence: 'Generated healthy EBITDA at ~32% and annualized RoCE at ~39%.', page: 4 }),
      level({ id: 'e', metricText: 'EBITDA margin', value: 31.7, valueText: '31.7%', sentence: 'The EBITDA for the quarter is Rs. 2,137 crores, and the EBITDA margin is 31.7%.', page: 3 }),
    ];
    expect(pickFact(planQuestion('What was Alpha EBITDA margin?', scope, m), 'Alpha', facts, m)?.valueText).toBe('31.7%');
  });

  it('takes the figure as reported before one the call says leaves something out, unless the question leaves it out too', () => {
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', unit: 'money', currency: 'inr', ...over });
    const facts = [
      level({ id: 'x', value: 7.403e10, valueText: 'Rs. 7,403 crores', sentence: 'Excluding the forex impact, the EBITDA was slightly higher at about Rs. 7,403 crores.', page: 2 }),
      level({ id: 'r', value: 6.122e10, valueText: 'Rs. 6,122 crores', sentence: 'EBITDA stood at about Rs. 6,122 crores, a margin of 10%.', page: 3 }),
    ];
    expect(pick('What EBITDA did Alpha make in the quarter?', facts)).toBe('Rs. 6,122 crores');
    expect(pick('What was Alpha EBITDA excluding the forex impact?', facts)).toBe('Rs. 7,403 crores');
    expect(pick('What EBITDA did Alpha make if you leave out the forex impact?', facts)).toBe('Rs. 7,403 crores');
  });

  it("reads a part the call only ever writes as a name as asked in a question written in lower case, not a word it also writes lower case", () => {
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', unit: 'money', ...over });
    const facts = [
      level({ id: 'a', segment: 'Novelis', value: 421e6, valueText: '$421 million', sentence: 'Novelis delivered an EBITDA of $421 million.' }),
      level({ id: 'b', value: 147e7, valueText: 'Rs.147 crores', sentence: 'Downstream delivered an EBITDA of Rs.147 crores.', page: 2 }),
      level({ id: 'c', segment: 'Retail', value: 5e9, valueText: 'Rs 500 crore', sentence: 'Retail EBITDA was Rs 500 crore, and retail margins held.' }),
    ];
    expect(pick('how much EBITDA did novelis deliver in the quarter', facts)).toBe('$421 million');
    expect(pick('how much EBITDA did alpha make while retail held up', facts)).toBe('Rs.147 crores');
    // Put after "in" or "for" at the question's end, such a word names the part asked ("store additions in jewellery").
    expect(pick('how much EBITDA did alpha make in retail', facts)).toBe('Rs 500 crore');
    expect(pick('alpha ebitda for retail this quarter', facts)).toBe('Rs 500 crore');
    expect(pick('alpha ebitda in the quarter', facts)).toBe('Rs.147 crores');
  });

  it('reads a segment named like another company the question compares as no part asked ("Beta vs Alpha revenue": Beta is a company, not Alpha\'s subsidiary)', () => {
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', unit: 'money', ...over });
    const facts = [
      level({ id: 'w', value: 3.1e11, valueText: 'Rs 31,065 crore', sentence: 'Consolidated EBITDA grew by 11% to Rs 31,065 crore.' }),
      level({ id: 's', segment: 'Beta', kind: 'change', unit: 'percent', value: 17, valueText: '17%', sentence: 'EBITDA of key subsidiaries Beta and Gamma grew by 17% and 26% respectively.' }),
    ];
    const two = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Beta', ticker: null, matched: 'Beta' }, { name: 'Alpha', ticker: null, matched: 'Alpha' }] };
    expect(pickFact(planQuestion('Beta vs Alpha EBITDA this quarter', two, metrics), 'Alpha', facts, metrics)?.valueText).toBe('Rs 31,065 crore');
    // Asked of Alpha alone, its subsidiary named is the part asked.
    expect(pick("What was Alpha's EBITDA growth at Beta?", facts)).toBe('17%');
  });

  it("answers a guidance asked with a figure for the whole of the call's fiscal year said before its last quarter, not with a quarter's", () => {
    const capex = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'capex', metricText: 'capex', kind: 'actual', unit: 'money', ...over });
    const m = lexiconFrom([{ id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' }]);
    const facts = [
      capex({ id: 'q', value: 1.38e10, valueText: '₹1,380 crore', sentence: 'During the quarter we spent ₹1,380 crore towards capex.' }),
      capex({ id: 'y', value: 5.791e10, valueText: '₹5,791 crore', period: { quarter: null, year: 'FY24' }, periodText: "FY'24", sentence: "The Board has approved capex of ₹5,791 crore in FY'24." }),
    ];
    const asked = (q: string, docQuarter: string) => pickFact(planQuestion(q, { ...scope, year: 'FY24' }, m), 'Alpha', facts.map((f) => ({ ...f, docQuarter })), m);
    expect(asked('What capex is Alpha guiding to for FY24?', 'Q1')).toMatchObject({ valueText: '₹5,791 crore', kind: 'guidance' });
    expect(asked('What capex is Alpha guiding to for FY24?', 'Q4')).toBeNull();
  });

  it("answers a guidance asked with the latest call's, and with a standing guidance of no period only when none is dated as asked", () => {
    const m = lexiconFrom([{ id: 'capex', names: ['capex', 'capital spending'], abbreviations: [], unit: 'money' }]);
    const guided = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'capex', metricText: 'capital spending', kind: 'guidance', unit: 'money', period: { quarter: null, year: 'FY21' }, periodText: '2021', docYear: 'FY21', ...over });
    const q2 = guided({ id: 'q2', value: 2e8, valueText: '$200 million', docQuarter: 'Q2', sentence: 'Our capital spending for 2021 is expected at $200 million.' });
    const q3 = guided({ id: 'q3', value: 2.7e8, valueText: '$270 million', docQuarter: 'Q3', sentence: 'Our forecast capital spending for 2021 is $270 million.' });
    const undated = guided({ id: 'u', value: 3e8, valueText: '$300 million', docQuarter: 'Q3', period: null, periodText: 'no period stated', sentence: 'And $300 million is the guidance.' });
    const asked = (facts: StoredFact[]) => pickFact(planQuestion('What capital spending is Alpha forecasting for 2021?', { ...scope, year: 'FY21' }, m), 'Alpha', facts, m)?.valueText ?? null;
    expect(asked([q3, q2])).toBe('$270 million');
    expect(asked([q2, q3])).toBe('$270 million');
    expect(asked([undated, q2])).toBe('$200 million');
    expect(asked([undated])).toBe('$300 million');
    expect(asked([{ ...undated, docYear: 'FY20' }])).toBeNull();
  });

  it("answers a year asked with the figure for the whole year once it is over, not a quarter's nor the year's so far", () => {
    const eps = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'eps', metricText: 'EPS', kind: 'actual', unit: 'per_unit', ...over });
    const m = lexiconFrom([{ id: 'eps', names: ['earnings per share'], abbreviations: ['EPS'], unit: 'per_unit' }]);
    const quarter = eps({ id: 'q', value: 3.32, valueText: '$3.32', period: { quarter: 'Q3', year: 'FY21' }, docQuarter: 'Q3', docYear: 'FY21', sentence: 'Diluted EPS was $3.32.' });
    const year = eps({ id: 'y', value: 14.85, valueText: '$14.85', period: { quarter: null, year: 'FY21' }, periodText: 'fiscal 2021', docQuarter: 'Q4', docYear: 'FY21', sentence: 'For fiscal 2021 EPS was $14.85.' });
    const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, { ...scope, year: 'FY21' }, m), 'Alpha', facts, m)?.valueText ?? null;
    expect(asked('What EPS did Alpha report for fiscal 2021?', [quarter, year])).toBe('$14.85');
    // Said in the year's third quarter, a figure for the whole year is a level so far or a plan: the quarter's own comes first.
    expect(asked('What EPS did Alpha report for fiscal 2021?', [quarter, { ...year, docQuarter: 'Q3' }])).toBe('$3.32');
  });

  it('takes a figure the call says is the whole company\'s ("Company revenue") as the one asked without the word', () => {
    const m = lexiconFrom([{ id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' }]);
    const f: StoredFact = { ...change(0, null), metric: 'revenue', metricText: 'Company revenue', kind: 'actual', unit: 'money', value: 1.06e9, valueText: '$1.06 billion', sentence: 'Company revenue was up slightly to a record of $1.06 billion.' };
    expect(pickFact(planQuestion("What was Alpha's revenue?", scope, m), 'Alpha', [f], m)?.valueText).toBe('$1.06 billion');
  });

  it('compares an amount given with no currency only with figures in the reporting currency', () => {
    const t = parseThreshold('revenue above 6,500 crore')!;
    const revenue = (valueText: string, value: number, currency: string): StoredFact => ({ ...change(0, null), kind: 'actual', unit: 'money', valueText, value, currency, docCurrency: 'inr' });
    expect(factMeets(t, revenue('Rs. 6,738 crores', 6.738e10, 'inr'))).toBe(true);
    expect(factMeets(t, revenue('USD195 million', 1.95e8, 'usd'))).toBeNull();
    expect(factMeets(parseThreshold('revenue above $100 million')!, revenue('USD195 million', 1.95e8, 'usd'))).toBe(true);
  });

  it('says why a fact is not the one picked: the first check it fails, or the fact ranked before it', () => {
    const facts = [change(14, 'qoq'), change(51, 'yoy')];
    const plan = (q: string) => planQuestion(q, scope, metrics);
    expect(whyNotPicked(plan('How much did Alpha grow EBITDA year on year?'), 'Alpha', facts[0]!, facts, metrics)).toBe('change-basis');
    expect(whyNotPicked(plan('How much did Alpha grow EBITDA year on year?'), 'Alpha', facts[1]!, facts, metrics)).toBeNull();
    expect(whyNotPicked(plan('How much did Alpha grow EBITDA?'), 'Alpha', facts[0]!, facts, metrics)).toBe('outranked');
    expect(whyNotPicked(plan('What was Alpha EBITDA?'), 'Alpha', facts[1]!, facts, metrics)).toBe('metric');
    expect(whyNotPicked(planQuestion('How much did Alpha grow EBITDA in FY23?', { ...scope, year: 'FY23' }, metrics), 'Alpha', facts[1]!, facts, metrics)).toBe('period');
    const twin = { ...change(51, 'yoy'), id: 'twin' };
    expect(whyNotPicked(plan('How much did Alpha grow EBITDA?'), 'Alpha', twin, [facts[1]!, twin], metrics)).toBe('tied');
    expect(whyNotPicked(plan('How much did Alpha grow EBITDA?'), 'Alpha', twin, facts, metrics)).toBe('absent');
  });
  it('asked year on year, takes no rate of growth stated quarter on quarter (constant-currency growth, a growthRate metric read as an actual with its basis)', () => {
    const cc = lexiconFrom([{ id: 'constant_currency_growth', names: ['constant currency growth', 'constant currency'], abbreviations: [], unit: 'percent', growthRate: true }]);
    const rate = (value: number, basis: Fact['basis']): StoredFact => ({ ...change(value, basis), metric: 'constant_currency_growth', metricText: 'constant currency', kind: 'actual', sentence: 'Our Q1 growth was solid at 4.2% year-on-year and 1.0% quarter-on-quarter in constant currency.' });
    const facts = [rate(1, 'qoq'), rate(4.2, 'yoy')];
    expect(whyNotPicked(planQuestion('What was Alpha constant currency growth year on year?', scope, cc), 'Alpha', facts[0]!, facts, cc)).toBe('change-basis');
  });
  it("reads a segment written in the words the question names the metric with as the part asked ('its retail loan book')", () => {
    const m = lexiconFrom([
      { id: 'retail_loans', names: ['retail loan book', 'retail loans'], abbreviations: [], unit: 'money' },
      { id: 'advances', names: ['loan portfolio', 'loan book', 'advances'], abbreviations: [], unit: 'money' },
    ]);
    const loans = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, 'yoy'), metric: 'advances', ...over });
    const facts = [
      loans({ id: 'all', value: 18.1, valueText: '18.1%', metricText: 'loan portfolio', sentence: 'The overall loan portfolio grew by 18.1% year-on-year.' }),
      loans({ id: 'retail', segment: 'retail', value: 21.9, valueText: '21.9%', metricText: 'retail loan portfolio', sentence: 'The retail loan portfolio grew by 21.9% year-on-year.' }),
    ];
    expect(pickFact(planQuestion('By how much did Alpha grow its retail loan book over the year?', scope, m), 'Alpha', facts, m)?.id).toBe('retail');
    expect(pickFact(planQuestion('By how much did Alpha grow its loan book over the year?', scope, m), 'Alpha', facts, m)?.id).toBe('all');
    // The segment's name put right before another name of the metric ("retail loan portfolio") names it the same way.
    expect(pickFact(planQuestion("By how much did alpha's retail loan portfolio grow year on year?", scope, m), 'Alpha', [{ ...facts[1]!, sentence: 'Loans to retail customers grew by 21.9% year-on-year.' }, facts[0]!], m)?.id).toBe('retail');
  });
  it("does not read a 'segment' written only in the words naming the metric asked, and said of another metric's figure, as the part asked", () => {
    const m = lexiconFrom([
      { id: 'gross_npa', names: ['gross npa', 'gross npas'], abbreviations: ['GNPA', 'GNPAs'], unit: 'percent' },
      { id: 'recoveries', names: ['recovery', 'recoveries'], abbreviations: [], unit: 'money' },
    ]);
    const level = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', docSegments: ['NPAs'], ...over });
    const facts = [
      level({ id: 'rec', metric: 'recoveries', metricText: 'recovery', segment: 'NPAs', unit: 'money', value: 5.2e8, valueText: '₹52 crores', sentence: 'We are adding emphasis on recovery with recovery of ₹52 crores from NPAs.' }),
      level({ id: 'gnpa', metric: 'gross_npa', metricText: 'GNPAs', value: 1.94, valueText: '1.94%', sentence: 'Overall, the GNPAs for the bank were at 1.94%.' }),
    ];
    expect(pickFact(planQuestion('What are Alpha gross NPAs?', scope, m), 'Alpha', facts, m)?.id).toBe('gnpa');
  });
  it("reads no segment in the words of the asked metric's own name for that metric's figures ('retail loan book', 'restructured book')", () => {
    const m = lexiconFrom([
      { id: 'retail_loans', names: ['retail loan book', 'retail loans', 'retail advances'], abbreviations: [], unit: 'money' },
      { id: 'advances', names: ['loan portfolio', 'loan book', 'advances'], abbreviations: [], unit: 'money' },
      { id: 'restructured_book', names: ['restructured book'], abbreviations: [], unit: 'percent' },
    ]);
    // The call's reader stored a stray "retail" / "restructured" segment elsewhere in the call, and writes "Retail" capitalised each time.
    const facts: StoredFact[] = [
      { ...change(21, 'yoy'), id: 'retail-metric', metric: 'retail_loans', valueText: '21%', metricText: 'Retail advances', sentence: 'Retail advances grew 21% YOY and 2% sequentially.' },
      { ...change(9, 'yoy'), id: 'stray', metric: 'advances', segment: 'retail', valueText: '9%', metricText: 'advances', sentence: 'Retail: advances in the unsecured book grew 9% YOY.' },
      { ...change(0, 'yoy'), id: 'book', metric: 'restructured_book', kind: 'actual', basis: null, value: 0.66, valueText: '0.66%', metricText: 'Restructured book', sentence: 'Our Restructured book reduced from 0.84% to 0.66% QoQ.' },
      { ...change(0, 'yoy'), id: 'stray-book', metric: 'gross_npa', kind: 'actual', basis: null, segment: 'restructured', value: 1.9, valueText: '1.9%', metricText: 'GNPA', sentence: 'GNPA on the restructured pool was 1.9%.' },
    ];
    expect(pickFact(planQuestion('By how much did Alpha grow its retail loan book over the year?', scope, m), 'Alpha', facts, m)?.id).toBe('retail-metric');
    expect(pickFact(planQuestion('How big is the restructured book at Alpha?', scope, m), 'Alpha', facts, m)?.id).toBe('book');
  });
  it("reads a segment named by one asked metric's name as the part asked of another asked metric's figures ('upstream EBITDA margin')", () => {
    const m = lexiconFrom([
      { id: 'upstream', names: ['upstream'], abbreviations: [], unit: 'money' },
      { id: 'ebitda_margin', names: ['ebitda margin', 'ebitda margins'], abbreviations: [], unit: 'percent' },
    ]);
    const margin = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', metric: 'ebitda_margin', metricText: 'EBITDA margin', docSegments: ['upstream'], ...over });
    const facts = [
      margin({ id: 'all', value: 12, valueText: '12%', sentence: 'Our EBITDA margin was 12%.' }),
      margin({ id: 'up', segment: 'upstream', value: 24, valueText: '24%', sentence: 'Upstream EBITDA margin was 24%.', page: 2 }),
    ];
    const plan = planQuestion('alpha upstream ebitda margin', scope, m);
    expect(plan.metrics).toEqual(expect.arrayContaining(['upstream', 'ebitda_margin']));
    expect(pickFact(plan, 'Alpha', facts, m)?.id).toBe('up');
  });
  it("ranks a figure named by a longer name of the metric, its shorter name narrowed ('Retail deposits'), after the whole ('deposit', 'Total deposits')", () => {
    const m = lexiconFrom([{ id: 'deposits', names: ['deposits', 'total deposits', 'retail deposits'], abbreviations: [], unit: 'money' }]);
    const grew = (id: string, metricText: string, value: number, sentence: string, page: number): StoredFact => ({ ...change(value, 'yoy'), id, metric: 'deposits', metricText, valueText: `${value}%`, sentence, page });
    const retail = grew('retail', 'Retail deposits', 21.5, 'Retail deposits grew at the rate of 21.5% year-on-year.', 3);
    const all = grew('all', 'deposit', 19.2, 'Deposit amounted to INR19.1 lakh crores, an increase of 19.2% over prior year.', 3);
    const total = grew('total', 'Total deposits', 19.2, 'Total deposits grew by 19.2% year-on-year.', 3);
    const plan = planQuestion('How did Alpha grow its deposits?', scope, m);
    expect(pickFact(plan, 'Alpha', [retail, all], m)?.id).toBe('all');
    expect(pickFact(plan, 'Alpha', [retail, total], m)?.id).toBe('total');
    // Asked for the retail deposits, the call's name for them narrows nothing asked: the two are not told apart by it.
    expect(pickFacts(planQuestion('How did Alpha grow its retail deposits?', scope, m), 'Alpha', [all, retail], m).map((f) => f.id)).toEqual(['all', 'retail']);
  });
  describe('ranking figures of the metric asked', () => {
    const m = lexiconFrom([
      { id: 'revenue', names: ['revenue', 'revenues', 'net sales', 'sales'], abbreviations: [], unit: 'money' },
      { id: 'ebitda', names: ['ebitda'], abbreviations: ['EBITDA'], unit: 'money' },
      { id: 'net_profit', names: ['profit after tax', 'net profit'], abbreviations: ['PAT'], unit: 'money' },
      { id: 'revenue_growth', names: ['sales growth'], abbreviations: [], unit: 'percent', growthOf: 'revenue' },
    ]);
    const amount = (id: string, metric: string, metricText: string, value: number, valueText: string, sentence: string, page = 1): StoredFact => ({
      ...change(0, null), id, metric, metricText, kind: 'actual', unit: 'money', currency: 'usd', value, valueText, sentence, page, period: { quarter: 'Q3', year: 'FY21' }, docQuarter: 'Q3', docYear: 'FY21',
    });
    const first = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, { ...scope, quarter: 'Q3', year: 'FY21' }, m), 'Alpha', facts, m)?.id ?? null;

    it("puts a part's amount, under a twentieth of the largest of its metric, after the company's", () => {
      const facts = [
        amount('deal', 'revenue', 'revenue', 23.1e6, '$23.1 million', 'During the third quarter, we sold a rental community for $23.1 million in revenue.'),
        amount('all', 'revenue', 'revenues', 7.3e9, '$7.3 billion', 'Pre-tax income increased 81% on a 35% increase in revenues to $7.3 billion.', 2),
      ];
      expect(first('What was Alpha total revenue in Q3 FY21?', facts)).toBe('all');
      expect(first('What was Alpha revenue in Q3 FY21?', facts)).toBe('all');
      // Of one order (the whole on two bases), size does not decide: the call's order does.
      const close = [amount('a', 'revenue', 'revenue', 96.48e9, '96.48 billion', 'Revenue grew to 96.48 billion.'), amount('b', 'revenue', 'revenue', 106.36e9, '106.36 billion', 'Revenue grew to 106.36 billion.', 2)];
      expect(first('What was Alpha revenue in Q3 FY21?', close)).toBe('a');
    });

    it('of one figure stated twice, puts the more precise statement first, whichever page comes first', () => {
      const facts = [
        amount('close', 'revenue', 'revenue', 181, 'Rs. 181', 'Revenue is close to Rs. 181 which is 2.8% growth year-on-year.'),
        amount('exact', 'revenue', 'revenue', 180.5, '180.5 rupees', 'Revenue for the quarter grew to 180.5 rupees.', 7),
      ];
      expect(first('What was Alpha revenue in Q3 FY21?', facts)).toBe('exact');
      const round = [amount('round', 'revenue', 'revenue', 7.1e11, 'Rs. 71,000 crores', 'As a result you see a Rs. 71,000 crores revenue number.'), amount('stated', 'revenue', 'revenue', 7.1397e11, 'Rs. 71,397 crores', 'Revenue is now about Rs. 71,397 crores.', 4)];
      expect(first('What was Alpha revenue in Q3 FY21?', round)).toBe('stated');
      // Two figures, one not the other rounded, are two figures: precision does not rank them.
      const apart = [amount('a', 'revenue', 'revenue', 2.5e10, 'Rs. 2,500 crores', 'Revenue stood at Rs. 2,500 crores.'), amount('b', 'revenue', 'revenue', 2.472e10, 'Rs. 2,472 crores', 'Revenue stood at Rs. 2,472 crores.', 3)];
      expect(first('What was Alpha revenue in Q3 FY21?', apart)).toBe('b');
      const other = [amount('a', 'revenue', 'revenue', 2.6e10, 'Rs. 2,600 crores', 'Revenue stood at Rs. 2,600 crores.'), amount('b', 'revenue', 'revenue', 2.472e10, 'Rs. 2,472 crores', 'Revenue stood at Rs. 2,472 crores.', 3)];
      expect(first('What was Alpha revenue in Q3 FY21?', other)).toBe('a');
      // One significant digit is a round figure of its own: Rs 200 is not Rs 155 rounded.
      const single = [amount('b', 'revenue', 'revenue', 200, 'Rs 200', 'Revenue got to Rs 200.'), amount('a', 'revenue', 'revenue', 155, 'Rs 155', 'Revenue at Rs 155.', 3)];
      expect(first('What was Alpha revenue in Q3 FY21?', single)).toBe('b');
      // The precise statement first even when words the question does not ask qualify it ("total").
      const qualified = [amount('lakh', 'revenue', 'revenue', 2.23e5, 'Rs 2.23 lakh', 'We have Rs 2.23 lakh of revenue.'), amount('total', 'revenue', 'total revenue', 222832, 'Rs 222,832', 'The total revenue stands at Rs 222,832.', 3)];
      expect(first('What was Alpha revenue in Q3 FY21?', qualified)).toBe('total');
    });

    it('counts the significant digits a figure is written with', () => {
      expect([significantDigits('180.5 rupees'), significantDigits('Rs. 181'), significantDigits('Rs. 71,000 crores'), significantDigits('Rs. 1,28,257 crores'), significantDigits('0.94%'), significantDigits('$2 billion')]).toEqual([4, 3, 2, 6, 2, 1]);
    });

    it('asked to leave something out, puts the figure the call says leaves it out first; not asked, last', () => {
      const facts = [
        amount('net', 'net_profit', 'Net profit', 2.472e10, 'Rs. 2,472 crores', 'Net profit at Rs. 2,472 crores increased 8% year-on-year.'),
        amount('bei', 'net_profit', 'Profit after tax', 2.5e10, 'Rs. 2,500 crores', 'Profit after tax before exceptional items at Rs. 2,500 crores was up 9%.'),
      ];
      expect(first('What was Alpha profit after tax in Q3 FY21 if you leave out one-off items?', facts)).toBe('bei');
      expect(first('What was Alpha profit after tax in Q3 FY21?', [...facts].reverse())).toBe('net');
    });

    it('puts a figure the call calls the total before one it does not qualify, and reads "total" as no narrower figure', () => {
      const facts = [
        amount('ops', 'ebitda', 'EBITDA', 48.96e9, 'Rs 4,896 crores', 'EBITDA from operations Rs 4,896 crores, 26% growth YoY.'),
        amount('total', 'ebitda', 'Total EBITDA', 51.39e9, 'Rs 5139 crores', 'Total EBITDA at Rs 5139 crores, 34% growth YoY.', 2),
      ];
      expect(first('What was Alpha EBITDA in Q3 FY21?', facts)).toBe('total');
      const written = [amount('q', 'ebitda', 'EBITDA', 1e9, '$1 billion', 'EBITDA was $1 billion.'), amount('w', 'ebitda', 'EBITDA', 1.2e9, '$1.2 billion', 'That is a total EBITDA of $1.2 billion.', 2)];
      expect(first('What was Alpha EBITDA in Q3 FY21?', written)).toBe('w');
    });

    it("takes, of two figures of one sentence, the one the question's narrowing word is said of", () => {
      const sentence = 'Net sales of 4 billion were up 8% versus the first quarter of 2020, up 7% on an organic basis.';
      const up = (id: string, value: number, basis: Fact['basis']): StoredFact => ({ ...change(value, basis), id, metric: 'revenue', metricText: 'Net sales', sentence, period: { quarter: 'Q3', year: 'FY21' }, docQuarter: 'Q3', docYear: 'FY21' });
      // The call writes "organic" before a metric's name elsewhere: a word that narrows the metric (narrowing()).
      const earlier: StoredFact = { ...up('h1', 6, null), metricText: 'organic sales', sentence: 'First-half organic sales rose 6%.', period: { quarter: 'Q2', year: 'FY21' } };
      const facts = [up('reported', 8, 'yoy'), up('organic', 7, null), earlier];
      expect(first('Alpha organic sales growth in Q3 FY21?', facts)).toBe('organic');
      expect(first('Alpha net sales growth in Q3 FY21?', facts)).toBe('reported');
    });

    it('puts, asked for the standalone figure, one the sentence calls consolidated last', () => {
      const facts = [
        amount('cons', 'net_profit', 'profit after tax', 106.36e9, '106.36 billion Rupees', 'The consolidated profit after tax grew by 44.0% to 106.36 billion Rupees.'),
        amount('own', 'net_profit', 'profit after tax', 96.48e9, '96.48 billion Rupees', 'The profit after tax grew by 39.7% to 96.48 billion Rupees.', 2),
      ];
      expect(first('What was Alpha standalone profit after tax in Q3 FY21?', facts)).toBe('own');
    });

    it('puts the figure the sentence calls standalone after the others when not asked for it, yet takes it when the call states no other', () => {
      const alone = amount('alone', 'net_profit', 'profit', 34.52e9, 'INR 3,452 crore', 'If I go to the bank standalone, the first quarter recorded a profit of INR 3,452 crore.');
      const group = amount('group', 'net_profit', 'profit', 41.5e9, 'INR 4,150 crore', 'The consolidated profit was INR 4,150 crore.', 2);
      expect(first('What was Alpha net profit in Q3 FY21?', [alone, group])).toBe('group');
      expect(first('What was Alpha net profit in Q3 FY21?', [alone])).toBe('alone');
      expect(first('What was Alpha standalone net profit in Q3 FY21?', [alone, group])).toBe('alone');
    });
  });
});

describe('pickFact: a basis said before a basis read by default', () => {
  it('asked year on year, takes the change whose sentence says so over one the reader took as yearly', () => {
    const said = { ...change(19, 'yoy'), id: 'said', sentence: 'EBITDA grew 19% Y-o-Y.' };
    const byDefault = { ...change(50, 'yoy'), id: 'default', sentence: 'This is on the back of a 50% growth in the EBITDA there.' };
    expect(pick('How much did Alpha grow EBITDA year on year?', [byDefault, said])).toBe('19%');
    // Only one, read by default: it still answers.
    expect(pick('How much did Alpha grow EBITDA year on year?', [byDefault])).toBe('50%');
  });
});

describe('pickFact: a segment named in other words than the call’s', () => {
  const m = lexiconFrom([
    { id: 'assets_under_management', names: ['AUM'], abbreviations: ['AUM'], unit: 'money' },
    { id: 'revenue_share', names: ['share of revenue', 'portion of revenue'], abbreviations: [], unit: 'percent' },
  ]);
  const fact = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', unit: 'money', currency: 'inr', ...over });
  const docNames = { all: { aagic: { aliases: ['Alpha Allianz General Insurance Company'], proper: ['aagic', 'allianz'] } } };
  const whole = fact({ id: 'w', metric: 'assets_under_management', metricText: 'AUM', value: 1e12, valueText: 'Rs. 1,00,000 crores', sentence: 'Group AUM stood at Rs. 1,00,000 crores.', docSegments: ['AAGIC'], docNames });
  const insurer = fact({ id: 'g', segment: 'AAGIC', metric: 'assets_under_management', metricText: 'AUM', value: 2.8611e11, valueText: 'Rs. 28,611 crores', sentence: "AAGIC's AUM grew 13% to Rs. 28,611 crores.", docSegments: ['AAGIC'], docNames });
  const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText ?? null;

  it("answers a kind of business the question names with the segment whose names show it (the call's long form of its abbreviation)", () => {
    expect(asked("How big was the AUM of Alpha's general insurer?", [whole, insurer])).toBe('Rs. 28,611 crores');
    expect(asked("How big was Alpha's AUM?", [whole, insurer])).toBe('Rs. 1,00,000 crores');
  });

  it('reads a name of two or more words the question writes whole in lower case as the segment asked ("tier 1 markets")', () => {
    const p = lexiconFrom([{ id: 'persistency', names: ['persistency'], abbreviations: [], unit: 'percent' }]);
    const s = 'Our persistency has improved from 89% to 92% in Tier 1 markets and from 84% to 87% in tier 2 markets.';
    const tier = (id: string, segment: string | null, v: number): StoredFact => fact({ id, segment, metric: 'persistency', metricText: 'persistency', unit: 'percent', currency: null, value: v, valueText: `${v}%`, sentence: s, docSegments: ['Tier 1 markets', 'tier 2 markets'] });
    const overall = fact({ id: 'o', metric: 'persistency', metricText: 'persistency', unit: 'percent', currency: null, value: 87.5, valueText: '87.5%', sentence: 'Persistency was 87.5%.' });
    const facts = [overall, tier('t1', 'Tier 1 markets', 92), tier('t2', 'tier 2 markets', 87)];
    const persistency = (q: string) => pickFact(planQuestion(q, scope, p), 'Alpha', facts, p)?.valueText;
    expect(persistency("what was alpha's persistency in tier 1 markets?")).toBe('92%');
    expect(persistency("what was alpha's persistency in tier 2 markets?")).toBe('87%');
    // One word of the name alone is no name of it.
    expect(persistency("what was alpha's persistency across its markets?")).toBe('87.5%');
  });

  it('reads a word the call writes only as a name on its pages as the segment asked in lower case, though the facts asked never write it', () => {
    const ton = lexiconFrom([{ id: 'ebitda_per_tonne', names: ['ebitda per ton'], abbreviations: [], unit: 'per_unit' }]);
    const names = { all: { novora: { aliases: [], proper: ['novora'] } } };
    const per = (id: string, segment: string | null, v: number, s: string): StoredFact => fact({ id, segment, metric: 'ebitda_per_tonne', metricText: 'EBITDA per ton', unit: 'per_unit', currency: 'usd', value: v, valueText: `$${v}`, sentence: s, docSegments: ['Novora'], docNames: names });
    const facts = [per('w', null, 300, 'Group EBITDA per ton was $300.'), per('n', 'Novora', 479, 'EBITDA per ton was $479 versus $431 in the previous quarter.')];
    expect(pickFact(planQuestion('alpha: ebitda per ton at novora?', scope, ton), 'Alpha', facts, ton)?.valueText).toBe('$479');
    expect(pickFact(planQuestion('alpha: ebitda per ton?', scope, ton), 'Alpha', facts, ton)?.valueText).toBe('$300');
  });

  it('answers "its nbfc arm" in lower case with the segment whose names show a lender', () => {
    const profit = lexiconFrom([{ id: 'net_profit', names: ['profit after tax'], abbreviations: ['PAT'], unit: 'money' }]);
    const names = { all: { 'alpha finance': { aliases: [], proper: ['finance'] } } };
    const pat = (id: string, segment: string | null, v: string, s: string): StoredFact => fact({ id, segment, metric: 'net_profit', metricText: 'PAT', valueText: v, sentence: s, docSegments: ['Alpha Finance'], docNames: names });
    const facts = [pat('w', null, 'Rs 5,797 crores', 'Net profit was Rs 5,797 crores.'), pat('f', 'Alpha Finance', 'Rs 123 crores', 'PAT grew 29% YOY to Rs 123 crores.')];
    expect(pickFact(planQuestion("alpha's nbfc arm: profit after tax?", scope, profit), 'Alpha', facts, profit)?.valueText).toBe('Rs 123 crores');
  });

  it('takes the words the call names the business with as asked ("International revenues" asked "from outside India")', () => {
    const intl = fact({ id: 'i', segment: 'International', metric: 'revenue_share', metricText: 'International revenues', unit: 'percent', currency: null, value: 40, valueText: '40%', sentence: 'International revenues constituted 40% of the revenues during the quarter.', docSegments: ['International'] });
    expect(asked("What portion of revenue did Alpha earn from outside India?", [intl])).toBe('40%');
  });
});

describe('pickFact: the words a sentence says of its figure', () => {
  const m = lexiconFrom([
    { id: 'ebitda_margin', names: ['ebitda margin', 'margin'], abbreviations: [], unit: 'percent' },
    { id: 'net_profit', names: ['net profit', 'pat'], abbreviations: ['PAT'], unit: 'money' },
  ]);
  const fact = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', basis: null, ...over });
  const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText;

  it('takes the figure whose sentence says the words the question names it with ("new hospitals", "subsidiaries")', () => {
    const mature = fact({ id: 'm', metric: 'ebitda_margin', metricText: 'Margins', unit: 'percent', value: 26.8, valueText: '26.8%', sentence: 'Margins in mature hospitals were at 26.8% for the quarter.' });
    const fresh = fact({ id: 'n', metric: 'ebitda_margin', metricText: 'Margin', unit: 'percent', value: 16.7, valueText: '16.7%', sentence: 'Margin at new hospital was at 16.7% for the quarter.' });
    expect(asked("What EBITDA margin were Alpha's new hospitals making?", [mature, fresh])).toBe('16.7%');
    expect(asked("What EBITDA margin were Alpha's mature hospitals making?", [fresh, mature])).toBe('26.8%');
    const bank = fact({ id: 'b', metric: 'net_profit', metricText: 'PAT', unit: 'money', currency: 'inr', value: 5.797e10, valueText: 'Rs 5,797 crores', page: 6, sentence: 'PAT at Rs 5,797 crores, increasing 41% YOY.' });
    const subs = fact({ id: 's', metric: 'net_profit', metricText: 'net profit', unit: 'money', currency: 'inr', value: 3.03e9, valueText: 'Rs 303 crores', page: 9, sentence: 'The subsidiaries reported a net profit of Rs 303 crores, growing 16% YOY.' });
    expect(asked("What net profit did Alpha's subsidiaries report?", [bank, subs])).toBe('Rs 303 crores');
    expect(asked("What was Alpha's net profit?", [bank, subs])).toBe('Rs 5,797 crores');
  });

  it("of two figures of one sentence, takes the one whose own clause says the question's words", () => {
    const s = 'Our EBITDA margin was 24.5% on a reported basis and 25.9% on a currency-neutral basis.';
    const facts = ['24.5%', '25.9%'].map((v) => fact({ id: v, metric: 'ebitda_margin', metricText: 'EBITDA margin', unit: 'percent', value: Number.parseFloat(v), valueText: v, sentence: s }));
    expect(asked("What was Alpha's EBITDA margin on a currency-neutral basis?", facts)).toBe('25.9%');
  });
});

describe('levelRank', () => {
  const amount = (value: number, sentence: string, metricText = 'revenue from operations'): StoredFact => ({
    ...change(value, null), kind: 'actual', unit: 'money', currency: 'inr', metric: 'revenue', metricText, valueText: `Rs. ${value}`, sentence,
  });
  const standalone = amount(128257, 'For Q1, the revenue from operations stood at Rs. 128257.');
  const consolidated = amount(128264, 'On a consolidated basis, revenue from operations stood at Rs. 128264.');

  it("leaves the company's own figure of the same whole beside the consolidated one to the call's order", () => {
    expect(levelRank(standalone, consolidated)).toBe(0);
    expect(levelRank(consolidated, standalone)).toBe(0);
  });

  it("puts the consolidated figure before a far smaller one beside it: a part's", () => {
    const group = amount(509, 'Consolidated EBITDA was at INR 509 crore.', 'EBITDA');
    const part = amount(57, 'EBITDA loss in the company was at INR 57 crore.', 'EBITDA');
    expect(levelRank(part, group)).toBeGreaterThan(0);
    expect(levelRank(group, part)).toBeLessThan(0);
  });
});

describe('pickFact: two figures of one metric in one sentence under two of its names', () => {
  const m = lexiconFrom([{ id: 'cash_conversion', names: ['cash conversion', 'operating cash flow to net income', 'free cash flow to net income'], abbreviations: [], unit: 'percent' }]);
  const said = 'Our operating cash flow for the quarter was 130% of our net income and free cash flow at 126%.';
  const ratio = (value: number, metricText: string): StoredFact => ({
    id: `r${value}`, docId: 'd', company: 'Alpha', segment: null, metric: 'cash_conversion', metricText, value, valueHigh: null, valueText: `${value}%`, unit: 'percent',
    currency: null, period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'actual', basis: null, measure: null, sentence: said, page: 6, speaker: null, document: 'alpha.pdf', docQuarter: 'Q1', docYear: 'FY24',
  });
  const facts = [ratio(126, 'free cash flow to net income'), ratio(130, 'operating cash flow to net income')];
  it('takes the one named in the question\'s words', () => {
    expect(pickFact(planQuestion('What was Alpha cash conversion, operating cash flow as a share of net income?', scope, m), 'Alpha', facts, m)?.valueText).toBe('130%');
    expect(pickFact(planQuestion('What was Alpha cash conversion, free cash flow as a share of net income?', scope, m), 'Alpha', [...facts].reverse(), m)?.valueText).toBe('126%');
  });
});

describe('pickFact: a level asked in words a growth metric also holds', () => {
  it('answers "sales volume" with the volume stated, not its growth in the same sentence (shipped vocabulary)', () => {
    const v = vocabularyLexicon();
    const sentence = 'Our sales volume was 7.9 million tonnes, a growth of 14.5% year-on-year.';
    const base = { docId: 'd', company: 'Alpha', segment: null, metric: 'volumes', valueHigh: null, currency: null, period: { quarter: 'Q1' as const, year: 'FY24' }, periodText: null, basis: null, measure: null, sentence, page: 1, speaker: null, document: 'alpha.pdf', docQuarter: 'Q1' as const, docYear: 'FY24' };
    const level: StoredFact = { ...base, id: 'l', metricText: 'sales volume', value: 7.9e6, valueText: '7.9 million', unit: 'count', kind: 'actual' };
    const growth: StoredFact = { ...base, id: 'g', metricText: 'sales volume', value: 14.5, valueText: '14.5%', unit: 'percent', kind: 'change', basis: 'yoy' };
    expect(pickFact(planQuestion("What was Alpha's sales volume in Q1 FY24?", scope, v), 'Alpha', [growth, level], v)?.valueText).toBe('7.9 million');
  });
});

describe('pickOrRead and narrowing against a group threshold', () => {
  const lenders = { ...EMPTY_SCOPE, source: 'question' as const, group: { sector: 'nbfc', name: 'NBFCs', companies: ['Alpha'] } };
  const aum = lexiconFrom([{ id: 'assets_under_management', names: ['aum', 'assets under management'], abbreviations: ['AUM'], unit: 'money' }]);
  const fact = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, 'yoy'), metric: 'assets_under_management', metricText: 'AUM', ...over });

  it('gives a stated figure the threshold cannot be compared with way to another stated one it can be', () => {
    const amount = fact({ id: 'm', value: 2.2718e11, valueText: 'INR22,718 crores', unit: 'money', currency: 'inr', page: 2, sentence: 'We delivered highest ever AUM growth of INR22,718 crores in the quarter.' });
    const rate = fact({ id: 'p', value: 32, valueText: '32%', unit: 'percent', page: 3, sentence: 'AUM came in at INR270,000 crores, growth of 32%.' });
    const plan = planQuestion('NBFCs with AUM growth above 30%?', lenders, aum);
    expect(plan.threshold).toMatchObject({ unit: 'percentage' });
    // Ranked alone, the amount comes first (the earlier page).
    expect(pickFact(plan, 'Alpha', [amount, rate], aum)?.valueText).toBe('INR22,718 crores');
    expect(pickOrRead(plan, 'Alpha', [amount, rate], aum, [])?.valueText).toBe('32%');
  });

  it('narrows by a cohort the question names ("61st-month") where a stated figure names it, though the metric\'s name holds it', () => {
    const lifers = { ...lenders, group: { sector: 'life insurance', name: 'Life insurers', companies: ['Alpha', 'Beta'] } };
    const persistency = lexiconFrom([{ id: 'persistency', names: ['persistency', '61st month persistency', '13th month persistency'], abbreviations: [], unit: 'percent' }]);
    const level = (id: string, company: string, metricText: string, sentence: string, value: number): StoredFact => ({ ...change(value, null), id, company, kind: 'actual', metric: 'persistency', metricText, valueText: `${value}%`, sentence });
    const alpha = level('a', 'Alpha', '61st month persistency', 'Our 13th and 61st month persistency was 87% and 53% respectively.', 53);
    const beta = level('b', 'Beta', 'month persistency', '13-month persistency stands at 85.1%.', 85.1);
    const plan = planQuestion('life insurers whose 61st-month persistency is above 50%', lifers, persistency);
    expect(narrowing(plan, [alpha, beta], persistency)).toEqual(['61st']);
    expect(pickFact(plan, 'Beta', [alpha, beta], persistency)).toBeNull();
    expect(pickFact(plan, 'Alpha', [alpha, beta], persistency)?.valueText).toBe('53%');
    // "13-month" names the 13th-month cohort.
    const thirteenth = planQuestion('life insurers whose 13th month persistency is above 80%', lifers, persistency);
    expect(pickFact(thirteenth, 'Beta', [alpha, beta], persistency)?.valueText).toBe('85.1%');
  });
});

describe('pickFact: a year under way, a name of another company asked, a qualifier the metric is named with', () => {
  const m = lexiconFrom([
    { id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' },
    { id: 'net_profit', names: ['pat', 'profit after tax'], abbreviations: [], unit: 'money' },
    { id: 'underlying_volume_growth', names: ['underlying volume growth', 'volume growth'], abbreviations: [], unit: 'percent' },
  ]);
  const fact = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), metric: 'capex', metricText: 'capex', kind: 'actual', unit: 'money', currency: 'inr', ...over });

  it('answers a whole year asked of a call before its end with the plan the call dates that year, else with the quarter\'s figure', () => {
    const spent = fact({ id: 's', value: 2.5e11, valueText: 'Rs. 25,000 crores', page: 2, sentence: 'We spent capex of Rs. 25,000 crores.' });
    const target = fact({ id: 't', value: 1e11, valueText: 'Rs. 10,000 crores', kind: 'target', period: { quarter: null, year: 'FY24' }, page: 5, sentence: 'We have a capex target of around Rs. 10,000 crores for the financial year 2024.' });
    const planned = (facts: StoredFact[]) => pickFact(planQuestion('FY24 capex for Alpha', { ...scope, year: 'FY24' }, m), 'Alpha', facts, m)?.valueText;
    expect(planned([spent, target])).toBe('Rs. 10,000 crores');
    // A plan of no date beside the quarter's figure leaves the quarter's figure the answer.
    expect(planned([spent, { ...target, period: null }])).toBe('Rs. 25,000 crores');
  });

  it("does not read a business of this company named in another asked company's words as asked of this one", () => {
    const two = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Bajaj Finance Limited', ticker: null, matched: 'Bajaj Finance' }, { name: 'Bajaj Finserv Limited', ticker: null, matched: 'Bajaj Finserv' }] };
    const co = 'Bajaj Finserv Limited';
    const names: StoredFact['docNames'] = { all: { BFL: { aliases: ['Bajaj Finance'], proper: ['bajaj', 'finance'] } } };
    const sub = fact({ id: 'b', company: co, metric: 'net_profit', metricText: 'PAT', segment: 'BFL', value: 4.551e10, valueText: 'Rs. 4,551 crores', page: 8, sentence: 'BFL ended the quarter with a PAT of Rs. 4,551 crores.', docSegments: ['BFL'], docNames: names });
    const whole = fact({ id: 'w', company: co, metric: 'net_profit', metricText: 'profit after tax', value: 1.943e10, valueText: 'Rs. 1,943 crores', page: 9, sentence: 'Consolidated profit after tax - 48% increase at Rs. 1,943 crores.', docSegments: ['BFL'], docNames: names });
    expect(pickFact(planQuestion('PAT: Bajaj Finance v Bajaj Finserv', two, m), co, [sub, whole], m)?.valueText).toBe('Rs. 1,943 crores');
  });

  it('reads "underlying" of underlying volume growth as the name the metric is headed with, no narrowing word', () => {
    const uvg = (id: string, valueText: string, metricText: string, page: number, sentence: string): StoredFact => ({ ...change(Number.parseFloat(valueText), null), id, metric: 'underlying_volume_growth', metricText, valueText, kind: 'actual', page, sentence });
    const headline = uvg('h', '3%', 'underlying volume growth', 4, 'Our underlying sales grew 7% with an underlying volume growth of 3%.');
    const later = uvg('l', '5%', 'volume growth', 23, 'The point I mentioned earlier, a 5% volume growth on the back of a 6% volume decline of the industry.');
    expect(pickFact(planQuestion('Alpha on volume growth', scope, m), 'Alpha', [later, headline], m)?.valueText).toBe('3%');
  });
});

describe('pickFact: one metric under two names in two sentences', () => {
  const m = lexiconFrom([{ id: 'msme_loans', names: ['sme', 'business banking', 'msme loans'], abbreviations: ['SME'], unit: 'money' }]);
  const grew = (id: string, metricText: string, value: number, sentence: string, position: number): StoredFact => ({ ...change(value, 'yoy'), id, metric: 'msme_loans', metricText, valueText: `${value}%`, sentence, position } as StoredFact);
  const bb = grew('bb', 'business banking', 30.4, 'The business banking portfolio grew by 30.4% year-on-year and 3.8% sequentially.', 957);
  const sme = grew('sme', 'SME', 28.5, 'The SME portfolio grew by 28.5% year-on-year and 5.0% sequentially.', 1025);
  const asked = (q: string) => pickFact(planQuestion(q, { ...scope, intent: undefined } as typeof scope, m), 'Alpha', [bb, sme], m)?.valueText;
  it('takes the one named in the question\'s words, else the one the call states first', () => {
    expect(asked("What was Alpha's SME loan growth year on year?")).toBe('28.5%');
    expect(asked("What was Alpha's business banking growth year on year?")).toBe('30.4%');
  });
});

describe('pickFact: the overall figure of a page that also states a part', () => {
  const m = lexiconFrom([{ id: 'advances', names: ['loan portfolio', 'loans', 'advances'], abbreviations: [], unit: 'money' }]);
  const grew = (id: string, metricText: string, value: number, sentence: string, position: number): StoredFact => ({ ...change(value, 'yoy'), id, metric: 'advances', metricText, valueText: `${value}%`, sentence, position } as StoredFact);
  const domestic = grew('d', 'domestic loan portfolio', 20.6, 'The domestic loan portfolio grew by 20.6% year-on-year and 4.0% sequentially at June 30, 2023.', 690);
  const overall = grew('o', 'overall loan portfolio', 18.1, 'The overall loan portfolio including the international branches portfolio grew by 18.1% year-on-year and 3.7% sequentially at June 30, 2023.', 1376);
  it('takes the one the call names overall, though it states it later', () => {
    expect(pickFact(planQuestion("How much did Alpha's loan growth come to year on year?", scope, m), 'Alpha', [domestic, overall], m)?.valueText).toBe('18.1%');
  });
});

describe("pickFact: a business's bare growth (metrics.json bareGrowthIn)", () => {
  const shipped = vocabularyLexicon();
  const it_ = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha', sectors: ['it services'] }] };
  const growth = (segment: string | null, value: number): StoredFact => ({ ...change(value, null), id: `g${value}`, metric: 'revenue_growth', metricText: 'grew', kind: 'actual', segment, sentence: `${segment ?? 'We'} grew ${value}%.` });
  const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, it_, shipped), 'Alpha', facts, shipped)?.valueText ?? null;
  it('is the place named in another of its forms ("uk" of "United Kingdom")', () => {
    expect(asked('alpha uk growth cc', [growth(null, 7), growth('United Kingdom', 16.1)])).toBe('16.1%');
  });
  it("is never the company's own growth when no fact names the business asked", () => {
    expect(asked('alpha bfsi growth yoy', [growth(null, 7), growth('United Kingdom', 16.1)])).toBeNull();
  });
});

describe("pickFact: a segment named like another asked company's short name", () => {
  const shipped = vocabularyLexicon();
  const two = { ...EMPTY_SCOPE, source: 'question' as const, companies: [{ name: 'Alpha', ticker: null, matched: 'Alpha', sectors: ['it services'] }, { name: 'Beta Technologies', ticker: null, matched: 'Beta Tech', sectors: ['it services'] }] };
  const cc: StoredFact = { ...change(7, 'yoy'), id: 'cc', metric: 'constant_currency_growth', metricText: 'constant currency', kind: 'actual', sentence: 'In constant currency, our revenue grew 7%.' };
  const vertical: StoredFact = { ...change(4.4, null), id: 'v', metric: 'revenue_growth', metricText: 'grew', kind: 'actual', segment: 'Tech and Services', sentence: 'Tech and Services grew 4.4%.' };
  it('is not asked of this company ("Tech and Services" beside "Beta Tech", short for Beta Technologies)', () => {
    expect(pickFact(planQuestion('Who grew faster year on year in constant currency, Alpha or Beta Tech?', two, shipped), 'Alpha', [cc, vertical], shipped)?.valueText).toBe('7%');
  });
});

describe('pickFact: a spend asked as a share of sales, and a share asked of a whole in plain words', () => {
  const m = lexiconFrom([
    { id: 'research_and_development', names: ['research and development', 'r&d spend'], abbreviations: ['R&D'], questionNames: ['r&d'], unit: 'money' },
    { id: 'revenue', names: ['revenue', 'sales'], abbreviations: [], unit: 'money' },
    { id: 'revenue_share', names: ['share of revenue'], abbreviations: [], unit: 'percent', shareOf: 'revenue' },
    { id: 'market_share', names: ['market share'], abbreviations: [], unit: 'percent' },
    { id: 'e_commerce', names: ['e-commerce', 'online'], abbreviations: [], unit: 'percent' },
  ]);
  const fact = (over: Partial<StoredFact>): StoredFact => ({ ...change(0, null), kind: 'actual', ...over });
  const rd = 'Consolidated investment towards R&D for Q1 stands at INR6,796 million, 5.8% of sales.';
  const share = fact({ id: 'p', metric: 'research_and_development', metricText: 'investment towards R&D (share of revenue)', value: 5.8, valueText: '5.8%', sentence: rd });
  const amount = fact({ id: 'a', metric: 'research_and_development', metricText: 'investment towards R&D', unit: 'money', currency: 'inr', value: 6.796e9, valueText: 'INR6,796 million', sentence: rd });
  const asked = (q: string, facts: StoredFact[]) => pickFact(planQuestion(q, scope, m), 'Alpha', facts, m)?.valueText ?? null;

  it('takes a noun of spending before the metric\'s name ("investment towards R&D") for the spend itself, no narrower figure', () => {
    expect(asked('alpha r&d as a share of revenue', [amount, share])).toBe('5.8%');
    expect(asked('alpha r&d spend', [amount, share])).toBe('INR6,796 million');
  });

  it('answers a share of a whole named in plain words only with a figure whose sentence says that whole', () => {
    const other = fact({ id: 'm', metric: 'market_share', metricText: 'market share', value: 5, valueText: '5%', sentence: 'But when we go from in the 40s with 5% market share, again it is not a small number.' });
    const orchard = fact({ id: 'o', metric: 'market_share', metricText: 'market share', value: 30, valueText: '30%', sentence: 'In the orchard and the light weight tractor market our market share there is 30%.' });
    expect(asked('alpha share of the orchard tractor market', [other])).toBeNull();
    expect(asked('alpha share of the orchard tractor market', [other, orchard])).toBe('30%');
    const online = fact({ id: 'e', metric: 'e_commerce', metricText: 'e-commerce', value: 7, valueText: '7%', sentence: 'Our e-commerce contribution is in the ballpark of 7%.' });
    expect(asked('what share of wearables sell online at alpha', [online])).toBeNull();
    expect(asked('what share of sales is online at alpha', [online])).toBe('7%');
  });
});
