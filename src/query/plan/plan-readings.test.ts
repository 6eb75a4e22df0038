import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { comparedMetrics, comparisonMetrics, planQuestion } from './plan.js';

// Plain analyst wordings, written apart from the question sets, and how the plan reads them with the shipped vocabulary.
const shipped = vocabularyLexicon();
const company = (name: string, matched = name) => ({ name, ticker: null, matched });
const one: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [company('Alpha Corp')] };
const two: Scope = { ...one, companies: [company('Alpha Corp'), company('Beta Inc')] };
const banks: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Beta Bank'] } };
// A company whose name holds a metric's words.
const ports: Scope = { ...one, companies: [company('Gamma Enterprises Limited', 'Gamma Enterprises'), company('Gamma Ports Limited', 'Gamma Ports')] };

interface Reading {
  intent?: string;
  metric?: string;
  compared?: string[];
  wanted?: string;
  threshold?: { op: string; value: number; unit: string };
  period?: { quarter: string | null; year: string | null };
}

const readings: { q: string; scope: Scope; want: Reading }[] = [
  { q: 'How much did Alpha Corp make in the quarter?', scope: one, want: { intent: 'value', metric: 'net_profit' } },
  // Shorthand in lower case: "pat", "ebitda/t", "us" before the metric, "this qtr".
  { q: 'alpha corp farm pat q1', scope: one, want: { intent: 'value', metric: 'net_profit' } },
  { q: 'alpha corp vs beta inc - who made more ebitda/t?', scope: two, want: { intent: 'comparison', compared: ['ebitda_per_tonne'] } },
  { q: 'alpha corp us revenue this qtr', scope: one, want: { intent: 'value', metric: 'revenue' } },
  // A metric named only by a kind of business and a part word ("us business") is the part asked of, after the figure named.
  { q: "alpha corp's us business revenue in Q1 FY24", scope: one, want: { intent: 'value', metric: 'revenue' } },
  { q: "what did alpha corp's us business do on sales?", scope: one, want: { intent: 'value', metric: 'revenue' } },
  // A level asked in words a growth metric's wording also holds: the level first.
  { q: 'alpha corp sales volume in q1', scope: one, want: { intent: 'value', metric: 'volumes', wanted: 'actual' } },
  { q: 'How much money did Alpha Corp earn last year?', scope: one, want: { metric: 'net_profit' } },
  { q: 'What was the bottom line at Alpha Corp?', scope: one, want: { intent: 'value', metric: 'net_profit' } },
  { q: "What was Alpha Corp's top-line growth?", scope: one, want: { intent: 'value', metric: 'revenue_growth' } },
  { q: "What was Alpha Corp's top-line growth in constant currency?", scope: one, want: { intent: 'value' } },
  { q: "What was Alpha Corp's margin at the operating level?", scope: one, want: { intent: 'value', metric: 'ebit_margin' } },
  { q: 'What were operating-level margins at Alpha Corp?', scope: one, want: { metric: 'ebit_margin' } },
  { q: 'What was the sequential growth in deposits at Alpha Corp?', scope: one, want: { intent: 'value', metric: 'deposits', wanted: 'change' } },
  { q: 'Did Alpha Corp raise its outlook for the year?', scope: one, want: { wanted: 'guidance' } },
  { q: "How full were Alpha Corp's apartments?", scope: one, want: { intent: 'value', metric: 'occupancy' } },
  { q: 'How occupied were Alpha Corp warehouses at quarter end?', scope: one, want: { metric: 'occupancy' } },
  { q: "What were Alpha Corp's sales compared to last year?", scope: one, want: { metric: 'revenue', wanted: 'change' } },
  { q: "What were Alpha Corp's total sales this quarter?", scope: one, want: { intent: 'value', metric: 'revenue', wanted: 'actual' } },
  { q: 'Which had higher revenue, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['revenue'] } },
  { q: 'Who posted bigger sales, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['revenue'] } },
  { q: 'Who earned more after tax, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['net_profit'] } },
  { q: 'Which company has more cash on hand, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['cash_and_cash_equivalents'] } },
  { q: 'Who generated more free cash, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['free_cash_flow'] } },
  // "profit" is the earnings family's word: net profit first, its own reading.
  { q: 'Which earned more profit, Gamma Enterprises or Gamma Ports?', scope: ports, want: { intent: 'comparison', compared: ['net_profit', 'profit_before_tax', 'ebitda'] } },
  { q: 'Who grew sales faster, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['revenue_growth'] } },
  { q: 'Which banks posted double-digit loan growth?', scope: banks, want: { intent: 'threshold', metric: 'advances', threshold: { op: '>=', value: 10, unit: 'percentage' } } },
  { q: 'Name the banks whose NIM was at or above 4%.', scope: banks, want: { intent: 'threshold', metric: 'net_interest_margin', threshold: { op: '>=', value: 4, unit: 'percentage' } } },
  { q: 'Which banks saw provisions fall below Rs 1,000 crore?', scope: banks, want: { intent: 'threshold', metric: 'provisions', wanted: 'actual' } },
  { q: 'Which banks grew deposits by more than Rs 10,000 crore?', scope: banks, want: { intent: 'threshold', metric: 'deposits', wanted: 'change' } },
  { q: 'Which banks earned more than Rs 400 crore after tax?', scope: banks, want: { intent: 'threshold', metric: 'net_profit' } },
  // A figure per unit reads the units it is per: no volume asked.
  { q: 'Between Alpha Corp and Beta Inc, who earns more on each tonne they sell?', scope: two, want: { intent: 'comparison', compared: ['ebitda_per_tonne'] } },
  { q: 'Who sold more tonnes, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'volumes' } },
  // 'capital' alone is the capital family's word; a longer name holding it is not.
  { q: 'How do Alpha Corp and Beta Inc stack up on capital?', scope: two, want: { intent: 'comparison', compared: ['capital_adequacy', 'cet1_ratio', 'solvency_ratio'] } },
  { q: 'Compare Alpha Corp and Beta Inc on capital expenditure', scope: two, want: { intent: 'comparison', compared: ['capex'] } },
  // "profit" alone in a comparison is the earnings family (net profit first); a longer name holding it is not.
  { q: "how does Alpha Corp's profit compare with Beta Inc's for the first quarter", scope: two, want: { intent: 'comparison', metric: 'net_profit' } },
  { q: "What was Alpha Corp's operating profit?", scope: one, want: { intent: 'value', metric: 'operating_profit' } },
  { q: 'What profit did Alpha Corp book after tax?', scope: one, want: { intent: 'value', metric: 'net_profit' } },
  // "each rupee of revenue", "every dollar of sales": the revenue the share is of.
  { q: 'How much of each rupee of revenue did Alpha Corp keep as profit?', scope: one, want: { intent: 'value', metric: 'net_profit_margin' } },
  { q: 'Who kept more of every dollar of sales as operating profit, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'ebit_margin' } },
  // "sold more" with nothing sold named is sales; units sold are volumes.
  { q: 'Which sold more this quarter, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['revenue'] } },
  { q: 'Who sold more vehicles, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'volumes' } },
  // A verb of a move that ends the clause asks how far it moved; one with an object of its own asks for an account.
  { q: "how did the two banks' deposits grow, Alpha Corp and Beta Inc?", scope: two, want: { intent: 'comparison', compared: ['deposits'], wanted: 'change' } },
  { q: "How did Alpha Corp's and Beta Inc's deposits grow from a year ago?", scope: two, want: { intent: 'comparison', compared: ['deposits'] } },
  { q: 'How did Alpha Corp and Beta Inc grow deposits while cutting rates?', scope: two, want: { intent: 'open' } },
  // "lent more", "how much did they lend": the loan book.
  { q: 'Who lent more, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['advances'] } },
  { q: 'How much did Alpha Corp lend this quarter?', scope: one, want: { intent: 'value', metric: 'advances' } },
  // A share asked of plain words that stand for a rate and an amount: the rate.
  { q: 'Where are bad loans a larger share of the book, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['gross_npa'] } },
  // A return "made on" the owners' equity: the return on equity, in any order of its words.
  { q: "What return did Alpha Corp make on shareholders' equity this year?", scope: one, want: { intent: 'value', metric: 'return_on_equity' } },
  { q: 'What return does Alpha Corp earn on its equity?', scope: one, want: { intent: 'value', metric: 'return_on_equity' } },
  // A currency word before a metric's name says what it is asked in, not another metric ("dollar revenue" is no cost per dollar of revenue).
  { q: 'Alpha Corp and Beta Inc dollar revenue for the quarter', scope: two, want: { intent: 'comparison', compared: ['revenue'] } },
  // A part's share of a base asked in plain words of the part ("came from abroad"): the base's share metric.
  { q: "What portion of Alpha Corp's revenue came from outside India?", scope: one, want: { intent: 'value', metric: 'revenue_share' } },
  { q: 'What share of its sales did Alpha Corp make abroad?', scope: one, want: { metric: 'revenue_share' } },
  // A spend asked as a share of sales is its own intensity, no part's share.
  { q: 'How much of their sales does Alpha Corp plough into research?', scope: one, want: { metric: 'research_and_development' } },
  // A spend named before a part's share of revenue, with "as": that share is the base the spend is measured against, no part's share asked.
  { q: 'alpha corp r&d as a share of revenue', scope: one, want: { intent: 'value', metric: 'research_and_development' } },
  { q: 'alpha corp research and development as a share of revenues', scope: one, want: { intent: 'value', metric: 'research_and_development' } },
  { q: "what share of sales does alpha corp put into r&d", scope: one, want: { intent: 'value', metric: 'research_and_development' } },
  // A part's share named on its own is still the share asked.
  { q: 'alpha corp revenue share from exports', scope: one, want: { intent: 'value', metric: 'revenue_share' } },
  // "cost of credit" is a name questions use for the credit cost.
  { q: "What was Alpha Corp's cost of credit this quarter?", scope: one, want: { intent: 'value', metric: 'credit_cost' } },
  // "what did … earn" asks the profit, of one company or two.
  { q: 'What did Alpha Corp and Beta Inc earn in the quarter?', scope: two, want: { intent: 'comparison', compared: ['net_profit'] } },
  { q: 'Which returned more on equity, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['return_on_equity'] } },
  // One company asked a figure by a family's word: the family's members, best first.
  { q: "By how much did Alpha Corp's margin improve year on year?", scope: one, want: { intent: 'value', metric: 'ebitda_margin', wanted: 'change' } },
  { q: 'How indebted is Alpha Corp?', scope: one, want: { intent: 'value', metric: 'net_debt' } },
  // A name of several words whose phrase adds only a move asks how far that metric moved.
  { q: "How much did Alpha Corp's sales volumes grow?", scope: one, want: { intent: 'value', metric: 'volumes', wanted: 'change' } },
  // "How did … move year on year" asks how far one company's figure moved; "how did they grow … while …" an account.
  { q: "How did Alpha Corp's net interest margin move year on year?", scope: one, want: { intent: 'value', metric: 'net_interest_margin' } },
  { q: 'How did Alpha Corp grow volumes while cutting prices?', scope: one, want: { intent: 'open' } },
  // Asking why as well asks for an account.
  { q: "How did Alpha Corp's EBITDA margin change from Q1 FY24 to Q2 FY24, and why?", scope: one, want: { intent: 'open' } },
  // A lender's book "under management" is its AUM; tonnes a port "handled" its cargo volumes.
  { q: "How big was Alpha Corp's loan book under management in June?", scope: one, want: { intent: 'value', metric: 'assets_under_management' } },
  { q: 'How many tonnes did Alpha Corp handle this quarter?', scope: one, want: { intent: 'value', metric: 'cargo_volumes' } },
  // Families read from a verb or a judging word: "owes more" debt, "has more cash" cash held, "sold more tonnes" volumes, "more efficient" the cost-to-income ratio, "earn … than" earnings.
  { q: 'Who owes more, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'net_debt' } },
  { q: 'Which company has more cash, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['cash_and_cash_equivalents'] } },
  { q: 'Which steelmaker sold more tonnes, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'volumes' } },
  { q: 'Which is the more efficient bank, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['cost_to_income_ratio'] } },
  { q: 'How much more did Alpha Corp earn than Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'net_profit' } },
  // A mixed-case abbreviation names its metric; "cost to income" without "ratio" names the ratio.
  { q: "Whose RoE was higher, Alpha Corp's or Beta Inc's?", scope: two, want: { intent: 'comparison', compared: ['return_on_equity'] } },
  { q: 'Which had the lower cost-to-income, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', compared: ['cost_to_income_ratio'] } },
];

describe('plan readings of plain analyst wordings', () => {
  for (const c of readings) {
    it(c.q, () => {
      const p = planQuestion(c.q, c.scope, shipped);
      if (c.want.intent) expect(p.intent).toBe(c.want.intent);
      if (c.want.metric) expect(p.metrics[0]).toBe(c.want.metric);
      if (c.want.compared) expect(comparedMetrics(p)).toEqual(c.want.compared);
      if (c.want.wanted) expect(p.wanted).toBe(c.want.wanted);
      if (c.want.threshold) expect(p.threshold).toMatchObject(c.want.threshold);
      if (c.want.period) expect(p.period).toEqual(c.want.period);
    });
  }

  it('compares named companies on a threshold in words ("both growing at double-digit rates")', () => {
    expect(planQuestion('Are Alpha Corp and Beta Inc both growing revenue at double-digit rates?', two, shipped).intent).toBe('comparison');
  });

  it('decides a comparison in plain words on figures only when it asks for them', () => {
    expect(comparedMetrics(planQuestion('Which of Alpha Corp and Beta Inc holds more cash on hand?', two, shipped))).toEqual(['cash_and_cash_equivalents']);
    // "earns more on its assets" is the return on assets, the comparative between the verb and "on" read past.
    const roa = planQuestion('alpha corp or beta inc — who earns more on its assets?', two, shipped);
    expect([roa.intent, roa.metrics[0]]).toEqual(['comparison', 'return_on_assets']);
    expect(comparedMetrics(planQuestion('Are Alpha Corp and Beta Inc still sitting on lots of cash on hand?', two, shipped))).toEqual([]);
  });

  it('reads loans gone bad as the gross NPA ratio, a return on the capital employed as ROCE, and running near full capacity by each sector\'s utilisation', () => {
    expect(comparedMetrics(planQuestion('which bank has more of its loans gone bad, alpha corp or beta inc?', two, shipped))).toEqual(['gross_npa']);
    expect(comparedMetrics(planQuestion('which earns more on the capital it employs, alpha corp or beta inc?', two, shipped))).toEqual(['return_on_capital_employed']);
    const capacity = planQuestion('which ran closer to full capacity, alpha corp or beta inc?', two, shipped);
    expect(capacity.family).toMatchObject({ id: 'capacity_use', metrics: ['capacity_utilisation', 'utilisation'] });
    // Loans going bad in the quarter are still the slippages' words too, and a bare "capacity" names no family.
    expect(planQuestion('how many loans are going bad at alpha corp and beta inc?', two, shipped).metrics).toContain('slippages');
    expect(planQuestion('how much capacity did alpha corp and beta inc add?', two, shipped).family?.id).not.toBe('capacity_use');
  });

  it('stands in no amount for a rate compared', () => {
    const unit = (id: string) => shipped.unit(id);
    expect(comparisonMetrics({ metrics: ['credit_cost', 'provisions'], named: 1 }, unit)).toEqual(['credit_cost']);
    expect(comparisonMetrics({ metrics: ['total_contract_value', 'order_inflow'], named: 1 }, unit)).toEqual(['total_contract_value', 'order_inflow']);
    expect(comparisonMetrics({ metrics: ['tractors', 'market_share'], named: 1 }, unit)).toEqual(['tractors', 'market_share']);
  });

  it('reads no modifier from the comparative a comparison judges by ("the fatter profit", "bigger revenue")', () => {
    expect(planQuestion('Which company had the fatter profit, Alpha Corp or Beta Inc?', two, shipped).modifiers).toEqual([]);
    expect(planQuestion('Who had bigger revenue, Alpha Corp or Beta Inc?', two, shipped).modifiers).toEqual([]);
    expect(planQuestion('Who had bigger software revenue, Alpha Corp or Beta Inc?', two, shipped).modifiers).toEqual(['software']);
  });

  it('reads no modifier from a threshold in words before the metric ("double-digit loan growth")', () => {
    expect(planQuestion('Which banks posted double-digit loan growth?', banks, shipped).modifiers).toEqual([]);
  });
  it('reads a threshold a margin moved by as the size of its move ("expanded by over 200 bps"), not its level', () => {
    const moved = planQuestion('automakers whose EBITDA margin expanded by over 200 bps y/y', banks, shipped);
    expect(moved.wanted).toBe('change');
    expect(moved.threshold).toMatchObject({ op: '>', value: 200, unit: 'basis_points' });
    expect(planQuestion('which FMCG players expanded EBITDA margin by at least 50 bp y/y?', banks, shipped).wanted).toBe('change');
    // A level set against a threshold stays a level.
    expect(planQuestion('Which banks had a NIM above 4%?', banks, shipped).wanted).toBe('actual');
  });

  it('reads a percentage of sales set as the threshold of a spend as its share of revenue, not its growth', () => {
    const share = planQuestion('which drugmakers spent under 7% of sales on R&D?', banks, shipped);
    expect(share.metrics[0]).toBe('research_and_development');
    expect(share.wanted).toBe('actual');
    // A bare percentage of an amount is still its growth.
    expect(planQuestion('Which banks grew net profit by more than 20%?', banks, shipped).wanted).toBe('change');
  });

  it('reads the month a cohort is measured for as a modifier ("61st-month persistency")', () => {
    expect(planQuestion('life insurers whose 61st-month persistency is above 50%', banks, shipped).modifiers).toContain('61st');
    expect(planQuestion('Which life insurers had 13th month persistency above 85%?', banks, shipped).modifiers).toContain('13th');
    expect(planQuestion('Which life insurers had persistency above 85%?', banks, shipped).modifiers).toEqual([]);
  });
});
