import { describe, expect, it } from 'vitest';
import { lexiconFrom, vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { sentenceCoverage } from './metric-coverage.js';
import { spellOut } from './parts.js';
import { askedUnit, asksFigure, asksGuidance, comparedMetrics, comparisonMetrics, eachFigure, planQuestion } from './plan.js';

const metrics = lexiconFrom([
  { id: 'credit_cost', names: ['credit cost'], abbreviations: [], unit: 'percent' },
  { id: 'net_profit', names: ['net profit'], abbreviations: ['PAT'], unit: 'money' },
  { id: 'retail_loans', names: ['retail loan book', 'retail loans'], abbreviations: [], unit: 'money' },
  { id: 'revenue', names: ['revenue', 'turnover', 'sales'], abbreviations: [], unit: 'money' },
]);
const one: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Bank', ticker: null, matched: 'Alpha Bank' }] };

describe('asksFigure: a question asking for one figure, not talking about it', () => {
  it('reads what, which, how much and bare phrases as asking for the figure', () => {
    for (const q of ["What was Alpha Bank's PAT in Q1 FY24?", 'How many branches does Alpha Bank operate now?', 'By how much did Alpha grow net profit?', 'alpha bank credit cost Q1 FY24', 'Alpha holds itself to 1% — what credit cost did it report?', 'So, which credit cost did Alpha report?']) {
      expect(asksFigure(q), q).toBe(true);
    }
  });

  it('reads a question of size or degree, or one opening "by what", as asking for the figure', () => {
    for (const q of ["How wide was Alpha Bank's credit cost last quarter?", 'How high was churn at Alpha Bank in the March 2023 quarter?', "By what percentage did Alpha Bank's net profit rise YoY?", 'At what level did Alpha Bank close its credit cost?']) {
      expect(asksFigure(q), q).toBe(true);
    }
    expect(planQuestion("How wide was Alpha Bank's credit cost last quarter?", one, metrics).intent).toBe('value');
    expect(planQuestion('How did Alpha Bank manage its credit cost last quarter?', one, metrics).intent).toBe('open');
  });

  it('measures an analyst\'s turn whole: a long turn, or one of several sentences, talks about the figure even when its last clause asks', () => {
    expect(asksFigure('So first, if you think about the cut in discretionary spend versus, let us say, the lower ACV of deals versus what we would have seen in the prior two years, which do you think is a more significant driver of the weakness?')).toBe(false);
    expect(asksFigure('The outflow rate for the LCR improved by 460 bps. So just wanted to understand, what is the longevity of that improvement?')).toBe(false);
    expect(asksFigure('For the June quarter, what was the credit cost?')).toBe(true);
  });

  it("reads a company's dotted initials as part of one question, not a second sentence", () => {
    expect(asksFigure("What was D.R. Horton's total revenue in fiscal Q3 2021?")).toBe(true);
    expect(asksFigure('Revenue grew a lot. What drove it?')).toBe(false);
  });

  it('reads a request ("give me …", "can you show us …") as asking for what it names', () => {
    for (const q of ["Give me Alpha Bank's pre-tax profit for Q1 FY24.", 'Can you show us the credit cost of Alpha Bank in Q1?', 'please tell me what credit cost Alpha Bank reported']) {
      expect(asksFigure(q), q).toBe(true);
    }
    expect(asksFigure('Tell me how Alpha Bank managed its credit cost')).toBe(false);
  });

  it('reads "where did … land" as asking for the figure, "where do you see …" as talking about it', () => {
    expect(asksFigure("Where did Alpha Bank's credit cost land in Q1 FY24?")).toBe(true);
    expect(asksFigure('Where do you see the credit cost going?')).toBe(false);
  });

  it('reads "what kind of …" as asking for a description, not a figure', () => {
    expect(asksFigure('What kind of an impact it could probably have on the margins for you?')).toBe(false);
    expect(asksFigure('What sort of credit cost trajectory should we expect at Alpha Bank?')).toBe(false);
  });

  it('reads a level to get back to as a guidance asked', () => {
    expect(asksGuidance('What credit cost does Alpha want to get back to by year-end?')).toBe(true);
    expect(asksGuidance('What credit cost did Alpha report?')).toBe(false);
    // What management will get, asked of it, is its expectation.
    expect(asksGuidance("What is the tailwind that you'll get from the wage revision cycle this year?")).toBe(true);
    expect(asksGuidance('What margin will you deliver next year?')).toBe(true);
    expect(asksGuidance('What margin did you deliver?')).toBe(false);
  });

  it('reads an aspiration or a hope as a guidance asked', () => {
    expect(asksGuidance('What EBITDA margin does Alpha aspire to for the overall portfolio?')).toBe(true);
    expect(asksGuidance("What is Alpha's ROE aspiration?")).toBe(true);
    expect(asksGuidance('How many customers is Alpha hoping to acquire this fiscal?')).toBe(true);
    expect(asksGuidance('What EBITDA margin did Alpha report for the overall portfolio?')).toBe(false);
  });

  it("reads an analyst's conversational turn as talking about it", () => {
    for (const q of [
      'So, how confident would we be with respect to the credit cost trajectory of 1.1% to 1.3%?',
      'What do you think of the credit cost, and how would the channel react?',
      'Firstly, the credit cost improved by 40 bps. And is that being used in the loan book, and how much more?',
      'Is it sales driven investments that you are upfronting?',
    ]) {
      expect(asksFigure(q), q).toBe(false);
    }
  });

  it('plans a comparison for "how do A and B differ on …", an open question for "how do A and B manage …"', () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    expect(planQuestion('How do Alpha Bank and Beta Bank differ on credit cost in Q1 FY24?', two, metrics).intent).toBe('comparison');
    expect(planQuestion('How do Alpha Bank and Beta Bank manage credit cost?', two, metrics).intent).toBe('open');
  });

  it('plans a value only for a question asking for the figure', () => {
    expect(planQuestion("What was Alpha Bank's credit cost?", one, metrics).intent).toBe('value');
    expect(planQuestion('So, how confident are you about the credit cost trajectory at Alpha Bank?', one, metrics).intent).toBe('open');
  });
});

describe('a family of metrics named by a general word', () => {
  const family = lexiconFrom(
    [
      { id: 'ebitda_margin', names: ['ebitda margin'], abbreviations: [], unit: 'percent' },
      { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
      { id: 'net_profit', names: ['net profit'], abbreviations: ['PAT'], unit: 'money', heads: ['profit'] },
      { id: 'profit_growth', names: ['profit growth'], abbreviations: [], unit: 'percent', growthOf: 'net_profit' },
    ],
    [],
    [
      { id: 'margins', words: ['margin', 'margins'], wordings: [], metrics: ['ebitda_margin', 'net_interest_margin'] },
      { id: 'earnings', words: ['earn', 'earns', 'earnings'], wordings: [], metrics: ['net_profit'] },
      { id: 'growth', words: ['growth'], wordings: ['grew(?=\\s+faster)'], metrics: ['profit_growth'] },
    ],
  );
  const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
  const banks: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'Banks', companies: ['Alpha Bank', 'Beta Bank'] } } as Scope;

  it("plans a comparison on the family's metrics, in the family's order", () => {
    const plan = planQuestion('How do Alpha Bank and Beta Bank compare on margins?', two, family);
    expect(plan).toMatchObject({ intent: 'comparison', family: { id: 'margins', words: 'margins' }, metrics: ['ebitda_margin', 'net_interest_margin'], named: 0, metricWords: 'margins' });
    expect(comparedMetrics(plan)).toEqual(['ebitda_margin', 'net_interest_margin']);
    expect(planQuestion('Who earns more, Alpha Bank or Beta Bank?', two, family).family?.metrics).toEqual(['net_profit']);
  });

  it('plans a threshold over a group on it, the family of the last general word', () => {
    const plan = planQuestion('Which banks earn margins above 4%?', banks, family);
    expect(plan).toMatchObject({ intent: 'threshold', family: { id: 'margins' } });
    expect(plan.metrics.slice(0, 2)).toEqual(['ebitda_margin', 'net_interest_margin']);
  });

  it('gives way to a metric the question names; for one company, its members are the figures asked, best first', () => {
    expect(planQuestion('How do Alpha Bank and Beta Bank compare on NIM margins?', two, family)).toMatchObject({ family: null, metrics: ['net_interest_margin'] });
    expect(planQuestion('Which banks grew net profit by more than 20%?', banks, family).family).toBeNull();
    expect(planQuestion("What are Alpha Bank's margins?", one, family)).toMatchObject({ intent: 'value', metrics: ['ebitda_margin', 'net_interest_margin'] });
    expect(planQuestion("What is Alpha Bank's NIM margin?", one, family)).toMatchObject({ family: null, metrics: ['net_interest_margin'] });
  });

  it("is not read from a general word a part of the business qualifies, but is from one a comparison judges", () => {
    expect(planQuestion('Europe growth: Alpha Bank vs Beta Bank', two, family).family).toBeNull();
    expect(planQuestion('Alpha Bank vs Beta Bank: whose margins are fatter?', two, family).family?.id).toBe('margins');
    expect(planQuestion('Which had better margins, Alpha Bank or Beta Bank?', two, family).family?.id).toBe('margins');
  });
});

describe('metrics a question names', () => {
  it('keeps a name of several words that ends a plain phrase standing for another metric', () => {
    // "grow its retail loan book" reads as a plain description of the loan book; the name it ends with is the metric asked.
    const plan = planQuestion('By how much did Alpha Bank grow its retail loan book over the past year?', one, metrics);
    expect(plan.metrics[0]).toBe('retail_loans');
    expect(plan.wanted).toBe('change');
  });

  it('reads a metric named as the base of a share as not the metric asked', () => {
    for (const q of ["What slice of Alpha Bank's turnover went on net profit?", "Alpha Bank's net profit relative to sales?", "Alpha Bank's net profit as a percentage of revenue?"]) {
      const plan = planQuestion(q, one, metrics);
      expect(plan.metrics, q).toEqual(['net_profit', 'revenue']);
      expect(plan.named, q).toBe(1);
    }
    expect(planQuestion("What was Alpha Bank's revenue?", one, metrics).metrics).toEqual(['revenue']);
  });

  it('reads a metric judged by another named right after it ("cleaner retail loan book by credit cost") as not the figure compared', () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    for (const q of ['Which has the cleaner retail loan book by credit cost, Alpha Bank or Beta Bank?', 'Alpha Bank vs Beta Bank: the better retail loan book in terms of credit cost?']) {
      const plan = planQuestion(q, two, metrics);
      expect(plan.metrics, q).toEqual(['credit_cost', 'retail_loans']);
      expect(comparedMetrics(plan), q).toEqual(['credit_cost']);
    }
    // Two metrics listed are both asked.
    expect(comparedMetrics(planQuestion('Compare retail loans and credit cost at Alpha Bank and Beta Bank', two, metrics))).toEqual(['retail_loans', 'credit_cost']);
  });
});

describe('metrics a question describes in plain words (the shipped vocabulary)', () => {
  const shipped = vocabularyLexicon();

  it("reads 'more profitable' as the profitability family, best first (return on equity), and as a margin only said of the business or its operations", () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    expect(planQuestion('Which is more profitable, Alpha Bank or Beta Bank?', two, shipped).metrics[0]).toBe('return_on_equity');
    expect(planQuestion('Is Alpha Bank or Beta Bank running the more profitable services business right now?', two, shipped).metrics[0]).toBe('ebitda_margin');
    expect(planQuestion('How profitable was Alpha Bank at the EBITDA level last quarter?', one, shipped).metrics).toContain('ebitda_margin');
  });

  it("reads a metric named outright, not a plain phrase of another business than the company's holding its words ('india deliveries' of a steel maker is no IT offshore mix)", () => {
    const steel: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Delta Steel', ticker: null, matched: 'delta steel', sectors: ['metals'] }] };
    expect(planQuestion('delta steel india deliveries', steel, shipped).metrics[0]).toBe('deliveries');
    expect(planQuestion('delta steel deliveries in india', steel, shipped).metrics[0]).toBe('deliveries');
  });

  it("puts the metrics read from plain words of the companies' business before another's ('win in orders' of a builder: order inflow, not deal wins)", () => {
    const builder: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Delta Builders', ticker: null, matched: 'delta builders', sectors: ['infrastructure'] }] };
    expect(planQuestion('how much did delta builders win in orders this quarter', builder, shipped).metrics[0]).toBe('order_inflow');
    const it: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Delta Tech', ticker: null, matched: 'delta tech', sectors: ['it services'] }] };
    expect(planQuestion('how much did delta tech win in orders this quarter', it, shipped).metrics[0]).toBe('total_contract_value');
  });

  it("reads a business's bare growth asked of a company whose sector the vocabulary names (metrics.json bareGrowthIn) as that metric, a part's", () => {
    const it: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Delta Tech', ticker: null, matched: 'delta tech', sectors: ['it services'] }] };
    const uk = planQuestion('delta tech uk growth cc', it, shipped);
    expect(uk.metrics).toEqual(['revenue_growth']);
    expect(uk.partAsked).toBe(true);
    const bank: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Delta Bank', ticker: null, matched: 'delta bank', sectors: ['banks'] }] };
    expect(planQuestion('delta bank uk growth', bank, shipped).partAsked).toBeUndefined();
    expect(planQuestion('delta tech net profit growth', it, shipped).partAsked).toBeUndefined();
  });

  it('reads how much a company sold as its revenue, not how many units it sold', () => {
    expect(planQuestion("How much did Alpha Bank's retail arm sell in the June quarter?", one, shipped).metrics[0]).toBe('revenue');
    expect(planQuestion('How much did Alpha Bank sell in volumes?', one, shipped).metrics[0]).not.toBe('revenue');
  });

  it('reads a plain phrase as its own metric, not as a metric named inside it', () => {
    const group = planQuestion('Which banks grew their interest earnings net of interest costs by over 25% last quarter?', one, shipped);
    expect(group.metrics[0]).toBe('net_interest_income');
    expect(group.metrics).not.toContain('finance_cost');
    expect(planQuestion('What operating profit before depreciation did Alpha Bank make last quarter?', one, shipped).metrics[0]).toBe('ebitda');
    // "provisions and tax" (the tax rate's words) is part of "earn before provisions and tax".
    const ppop = planQuestion('How much did Alpha Bank earn before provisions and tax in the June 2023 quarter?', one, shipped);
    expect(ppop.metrics[0]).toBe('pre_provision_operating_profit');
    expect(ppop.metrics).not.toContain('effective_tax_rate');
  });

  it('reads bare "sales" as a name of revenue in a question, a longer name of another metric first', () => {
    const corps: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Corp', ticker: null, matched: 'Alpha Corp' }, { name: 'Beta Inc', ticker: null, matched: 'Beta Inc' }] };
    const plan = planQuestion('Whose sales were bigger in Q1 FY24, Alpha Corp or Beta Inc?', corps, shipped);
    expect(plan.metrics[0]).toBe('revenue');
    expect(plan.named).toBe(1);
    expect(planQuestion('How many unit sales did Alpha Bank report?', one, shipped).metrics[0]).toBe('volumes');
    // In a call, only a bare "sales" is revenue (a head noun): "vehicle sales" are volumes.
    expect(shipped.mentions('Sales of 17 billion').map((m) => m.id)).toEqual(['revenue']);
    expect(shipped.mentions('Vehicle sales of 17 billion').map((m) => m.id)).toEqual(['volumes']);
  });

  it("reads a metric's words inside a topic's longer phrase as the metric: a topic has no figure", () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    const plan = planQuestion('did alpha bank or beta bank grow sales faster in q1', two, shipped);
    expect(plan.metrics).toEqual(['revenue_growth']);
    expect(plan.intent).toBe('comparison');
  });

  it('reads a verb whose "up" frames the comparison ("stack up") as asking for the figures, not their change', () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    expect(planQuestion('How do Alpha Bank and Beta Bank stack up on net profit?', two, metrics).wanted).toBe('actual');
    expect(planQuestion('How does net profit at Alpha Bank measure up against Beta Bank?', two, metrics).wanted).toBe('actual');
    expect(planQuestion('Was net profit up more at Alpha Bank or Beta Bank?', two, metrics).wanted).toBe('change');
  });

  it('reads "how did A and B do on …", "placed on …", "… against B\'s" as a comparison of the figures, not a question for the text', () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    for (const q of ['How did Alpha Bank and Beta Bank do on credit cost?', 'How are Alpha Bank and Beta Bank placed on credit cost?', "How did Alpha Bank's credit cost look against Beta Bank's?"]) {
      expect(planQuestion(q, two, metrics).intent, q).toBe('comparison');
    }
    expect(planQuestion('How did Alpha Bank and Beta Bank manage credit cost?', two, metrics).intent).toBe('open');
    expect(planQuestion('How did Alpha Bank do on credit cost?', one, metrics).intent).toBe('open');
  });

  it('picks a comparison on the metrics it names first, then on the others it reads; on none when it compares none', () => {
    expect(comparisonMetrics({ metrics: ['total_contract_value', 'order_inflow'], named: 1 })).toEqual(['total_contract_value', 'order_inflow']);
    expect(comparedMetrics({ metrics: ['total_contract_value', 'order_inflow'], named: 1 })).toEqual(['total_contract_value']);
    expect(comparisonMetrics({ metrics: ['cost_of_funds', 'cost_of_deposits'], named: 0 })).toEqual([]);
  });

  it('reads an amount measured against a year before ("versus last year") as asking for its change', () => {
    const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
    expect(planQuestion('How much more net profit did Alpha Bank and Beta Bank make versus last year?', two, metrics).wanted).toBe('change');
    expect(planQuestion('How much net profit did Alpha Bank and Beta Bank make?', two, metrics).wanted).toBe('actual');
  });

  it("reads spending on a payment network as its volume", () => {
    const plan = planQuestion("By how much did spending on Alpha Bank's network grow in Q4 2021?", one, shipped);
    expect(plan.metrics[0]).toBe('volumes');
    expect(plan.wanted).toBe('change');
    expect(plan.intent).toBe('value');
  });

  it('reads a metric after "% of" or "how much of" as the base of the share asked, not the metric', () => {
    const rd = planQuestion('R&D spend as % of sales at Alpha Bank?', one, shipped);
    expect(rd.metrics[0]).toBe('research_and_development');
    expect(rd.named).toBe(1);
    const plough = planQuestion('How much of their sales does Alpha Bank plough into developing new drugs?', one, shipped);
    expect(plough.metrics[0]).toBe('research_and_development');
    expect(plough.named).toBe(0);
  });

  it('reads plain words named as the base of a share as not the metric asked', () => {
    expect(planQuestion('What share of sales did Alpha Bank keep after variable costs in Q1 FY24?', one, shipped).metrics[0]).toBe('contribution_margin');
  });

  it('reads a metric named as what the figure leaves out as not the metric asked, and its clause as no plain word of it', () => {
    expect(planQuestion("Excluding retail loans, what was Alpha Bank's credit cost?", one, metrics).metrics).toEqual(['credit_cost', 'retail_loans']);
    // "leaving out trainees": "leaving" is not staff leaving (attrition), and trainees are not the figure asked.
    expect(planQuestion('How much of its available workforce was Alpha Bank actually billing last quarter, leaving out trainees?', one, shipped).metrics[0]).toBe('utilisation');
  });

  it('reads plain words after "share of" as the metric when a longer phrase of another metric starts there', () => {
    // "bad loans … provided for" is the provision coverage: a share of bad loans, not bad loans as the base of another share.
    expect(planQuestion('What share of bad loans had Alpha Bank provided for at the end of Q1 FY24?', one, shipped).metrics).toEqual(['provision_coverage_ratio']);
  });

  it('reads the share of loans turning bad as the slippage ratio, and the share that are bad as the gross NPA', () => {
    expect(planQuestion("What share of Alpha Bank's loans turned bad in Q1 FY24?", one, shipped).metrics[0]).toBe('slippage_ratio');
    expect(planQuestion("What share of Alpha Bank's loans are bad?", one, shipped).metrics[0]).toBe('gross_npa');
  });

  it('reads what a bank earns from interest after paying depositors as its net interest income, a margin on loans as its NIM', () => {
    expect(planQuestion('How much did Alpha Bank earn from interest after paying depositors in the June quarter?', one, shipped).metrics[0]).toBe('net_interest_income');
    expect(planQuestion('What margin does Alpha Bank make on loans after paying depositors?', one, shipped).metrics[0]).toBe('net_interest_margin');
  });

  it('reads how much a company set aside, generated or disbursed as asking money, and finds the money metric a longer phrase held', () => {
    const plan = planQuestion('How much did Alpha Bank set aside for bad loans in Q1?', one, shipped);
    expect(plan.unit).toBe('money');
    expect(plan.metrics[0]).toBe('provisions');
    expect(askedUnit('How much did Alpha Bank disburse in Q1?')).toBe('money');
    expect(askedUnit('How much did Alpha Bank grow its loans in Q1?')).toBeNull();
  });

  it('puts a money metric first when the question asks how much money was earned', () => {
    const plan = planQuestion('How much did Alpha Bank earn after tax in the June 2022 quarter?', one, shipped);
    expect(plan.unit).toBe('money');
    expect(plan.metrics[0]).toBe('net_profit');
  });

  it('maps general descriptions of EBITDA margin and of assets managed for policyholders', () => {
    expect(planQuestion('What was Alpha Bank EBITDA as a share of revenue?', one, shipped).metrics[0]).toBe('ebitda_margin');
    expect(planQuestion('How much policyholder money did Alpha Bank manage at June end?', one, shipped).metrics[0]).toBe('assets_under_management');
    expect(planQuestion('How much did Alpha Bank bill in dollars last quarter?', one, shipped).metrics[0]).toBe('revenue');
  });
});

describe('modifiers of the metric asked', () => {
  it("leaves out the company's own name written in lower case", () => {
    const maker: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Maruti Suzuki India Limited', ticker: null, matched: 'maruti' }] };
    expect(planQuestion('maruti net profit for q1 fy24', maker, metrics).modifiers).toEqual([]);
    expect(planQuestion('maruti retail loans for q1 fy24', one, metrics).modifiers).toEqual(['maruti']);
  });
});

describe('comparedMetrics: what a comparison is decided on from facts', () => {
  it('takes the metrics named outright, else the one metric plain words stand for, not several', () => {
    expect(comparedMetrics({ metrics: ['net_profit', 'revenue'], named: 1 })).toEqual(['net_profit']);
    expect(comparedMetrics({ metrics: ['net_debt'], named: 0 })).toEqual(['net_debt']);
    expect(comparedMetrics({ metrics: ['gross_npa', 'slippages'], named: 0 })).toEqual([]);
  });
});

describe('askedUnit', () => {
  it('reads "the number of" and "count of" as asking a count', () => {
    expect(askedUnit('Alpha: count of large deals won in the June quarter?')).toBe('count');
    expect(askedUnit('What was the number of branches Alpha Bank ran?')).toBe('count');
    expect(askedUnit('What was Alpha Bank net profit?')).toBeNull();
  });

  it('reads a shorthand "X share of Y" as asking a share, not a share of profit', () => {
    expect(askedUnit('alpha contractual share of caustic sales')).toBe('percent');
    expect(askedUnit('alpha alternates share of aum from global investors')).toBe('percent');
    expect(askedUnit("alpha's share of profit of associates")).toBeNull();
    expect(askedUnit('alpha caustic sales')).toBeNull();
  });

  it('reads "spends more of its sales on" as asking a share', () => {
    expect(askedUnit('Who spends more of its sales on research, Alpha or Beta?')).toBe('percent');
    expect(askedUnit('Who spends more on research, Alpha or Beta?')).toBeNull();
  });

  it('reads "as a percentage of" a base as asking a share', () => {
    expect(askedUnit("What was Alpha's SG&A as a percent of sales in Q2?")).toBe('percent');
    expect(askedUnit("What was Alpha's working capital as a percentage of sales?")).toBe('percent');
    expect(askedUnit("What was Alpha's working capital?")).toBeNull();
  });
});

describe('variants in the shipped vocabulary', () => {
  it("reads a bank's pre-provision operating profit as its operating profit, and an EBIT margin as an operating margin", () => {
    const shipped = vocabularyLexicon();
    expect(shipped.variantOf('pre_provision_operating_profit')).toBe('operating_profit');
    expect(shipped.variantOf('ebit_margin')).toBe('ebitda_margin');
    expect(shipped.related('ebitda_margin')).toContain('ebit_margin');
  });
});

describe('a group question naming its metric outright', () => {
  const banks: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Beta Bank'] } };
  const factMetrics = (q: string): string[] | undefined => planQuestion(q, banks, metrics).parts?.group?.factMetrics;

  it('is stated by a fact of that metric when its name is the whole of the asked metric', () => {
    expect(factMetrics('Which banks disclosed their credit cost?')).toEqual(['credit_cost']);
    expect(factMetrics('Which banks reported PAT?')).toEqual(['net_profit']);
  });

  it('is, asked a move of it: a member whose stored change moved that way has done it (facts/fact-moves.ts)', () => {
    expect(factMetrics('Which banks raised their credit cost?')).toEqual(['credit_cost']);
  });

  it('is not when the question asks more of it: it held still, a threshold, words its name lacks', () => {
    expect(factMetrics("Which banks didn't raise their credit cost?")).toEqual([]);
    expect(factMetrics('Which banks kept credit cost under 1%?')).toEqual([]);
    expect(factMetrics('Which banks reported favorable credit cost?')).toEqual([]);
    expect(factMetrics('Which banks talked about stimulus helping sales?')).toEqual([]);
  });
});

describe('a group question naming an abbreviation the vocabulary does not spell', () => {
  const utilities: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'utilities', name: 'Utilities', companies: ['Alpha Gas', 'Beta Gas'] } };
  const calls = ['We buy renewable natural gas.', 'Renewable natural gas deliveries rose; renewable natural gas is 4% of supply.'];
  const plan = planQuestion('Which utilities talked about RNG?', utilities, metrics).parts!;

  it("is searched and read in the long form the members' calls spell it with", () => {
    const spelled = spellOut(plan, () => calls);
    expect(spelled.entities[0]!.query).toMatch(/renewable natural gas/);
    expect(spelled.entities[0]!.abbreviations).toEqual([]);
    expect(sentenceCoverage('We signed two renewable natural gas contracts.', spelled.group!.metric)).toBe(1);
    expect(sentenceCoverage('Natural gas is the transition fuel toward a future with more renewable power.', spelled.group!.metric)).toBe(0);
    // The long form is one phrase: its words as items of a list are two things.
    expect(sentenceCoverage('The fleet of both renewables and natural gas is contracted.', spelled.group!.metric)).toBe(0);
    expect(sentenceCoverage('We add renewable, natural gas and hydrogen supply.', spelled.group!.metric)).toBe(0);
    expect(sentenceCoverage('We signed two renewable natural gas contracts.', plan.group!.metric)).toBe(0);
  });

  it('is left as it is when the calls spell it nowhere, and the calls are not read for a known one', () => {
    expect(spellOut(plan, () => ['nothing here'])).toBe(plan);
    const known = planQuestion('Which utilities reported PAT?', utilities, metrics).parts!;
    expect(spellOut(known, () => { throw new Error('read'); })).toBe(known);
  });
});

describe('a group question writing out a long form its members abbreviate', () => {
  const steel: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'steel', name: 'Steel', companies: ['Alpha Steel', 'Beta Steel'] } };
  const plan = planQuestion('Which steel companies discussed electric arc furnaces?', steel, metrics).parts!;

  it("is searched and read in the abbreviation the members' calls write for it", () => {
    const spelled = spellOut(plan, () => ['Our EAF mills ran at 90%.', 'Two new EAFs start next year; EAF steelmaking emits less.']);
    expect(spelled.entities[0]!.query).toMatch(/\bEAF\b/);
    expect(sentenceCoverage('Our scrap-based EAF technology cuts emissions.', spelled.group!.metric)).toBe(1);
    expect(sentenceCoverage('Our scrap-based EAF technology cuts emissions.', plan.group!.metric)).toBe(0);
    expect(spellOut(plan, () => ['Our EAF mills ran at 90%.'])).toBe(plan);
  });
});

describe('a growth metric of another business than the group asked', () => {
  const cement: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'cement', name: 'Cement', companies: ['Alpha Cement', 'Beta Cement'] } };
  const fmcg: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'fmcg', name: 'FMCG', companies: ['Alpha Foods', 'Beta Foods'] } };
  const shipped = vocabularyLexicon();

  it('is read as the move of the level it is the growth of ("volume growth" of cement makers: their volumes)', () => {
    const plan = planQuestion('any of the cement makers above 20% volume growth?', cement, shipped);
    expect(plan.metrics[0]).toBe('volumes');
    expect(plan.wanted).toBe('change');
    expect(plan.intent).toBe('threshold');
  });

  it('is kept for a group of its own business', () => {
    expect(planQuestion('which fmcg companies had volume growth above 5%?', fmcg, shipped).metrics[0]).toBe('underlying_volume_growth');
  });});

describe('a bare "NPA" asked of banks', () => {
  it('is the gross NPA ratio, as analysts mean it; "net NPA" stays the net', () => {
    const banks: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Beta Bank'] } };
    const shipped = vocabularyLexicon();
    expect(planQuestion('which banks have NPAs below 2%?', banks, shipped).metrics[0]).toBe('gross_npa');
    expect(planQuestion('which banks have net NPAs below 0.5%?', banks, shipped).metrics[0]).toBe('net_npa');
  });
});

describe('asksGuidance: a guidance asked, not one the question states', () => {
  it('reads a guidance word as asking for the guidance', () => {
    for (const q of ['What did Alpha Bank guide for FY24 credit cost?', "What is Alpha Bank's credit cost guidance of the year?", 'What credit cost does Alpha expect for FY24, given its 1% floor?']) expect(asksGuidance(q), q).toBe(true);
  });

  it('reads a guidance named with its own figure as the base the actual is measured against', () => {
    for (const q of ['What credit cost did Alpha actually report in Q1, against its 110-130 bp guidance?', 'What margin did Alpha make in Q1, versus its 12-13% full-year guide?']) expect(asksGuidance(q), q).toBe(false);
    expect(planQuestion('What credit cost did Alpha Bank actually report in Q1, against its 110-130 bp guidance?', one, metrics).wanted).toBe('actual');
  });

  it("reads the vocabulary's words of an expectation, a plan or an estimate as asking for the guidance", () => {
    for (const q of ['What is Alpha Bank expecting for credit cost ahead?', 'How much is Alpha Bank planning to spend on capex in FY24?', 'What is the revised capex estimate for the new plant?', 'What revenue is Alpha Bank projecting?']) expect(asksGuidance(q), q).toBe(true);
    // The words come from the lexicon: one without them reads none.
    expect(asksGuidance('What is Alpha Bank expecting for credit cost ahead?', { askedFigures: () => [] })).toBe(false);
  });

  it('reads a question asking where a figure will land, for a band, or whether the full-year range was raised as asking for the guidance', () => {
    for (const q of ['Where does Alpha Bank see its credit cost landing this year?', 'Where do they see margins coming in for FY24?', "What's Alpha Bank's band for credit cost?", 'Did Alpha Bank raise its full-year range for revenue?']) expect(asksGuidance(q), q).toBe(true);
    for (const q of ['What did Alpha Bank see in credit cost this quarter?', 'Where did Alpha Bank land on credit cost in Q1?']) expect(asksGuidance(q), q).toBe(false);
  });

  it("reads no guidance word in a company's name", () => {
    const target: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Target Corporation', ticker: 'TGT', matched: "Target's" }] };
    expect(planQuestion("Target's third quarter net profit?", target, metrics).wanted).toBe('actual');
    expect(planQuestion("What net profit is Target's management targeting?", target, metrics).wanted).toBe('guidance');
  });

  it('reads a year named alone as the period of the guidance asked, and a quarter named apart as the call', () => {
    expect(planQuestion('How much net profit is Alpha Bank expecting for 2022?', one, metrics).period).toEqual({ quarter: null, year: 'FY22' });
    const q3: Scope = { ...one, quarter: 'Q3' };
    expect(planQuestion("Alpha Bank's updated 2021 net profit guidance after Q3?", q3, metrics).period).toEqual({ quarter: null, year: 'FY21' });
    // Not for an actual, nor for an amount.
    expect(planQuestion('What net profit did Alpha Bank make in 2022?', one, metrics).period).toBeNull();
    expect(planQuestion('How much more than $2022 of net profit is Alpha Bank expecting?', one, metrics).period).toBeNull();
  });
});

describe('planQuestion: a name in brackets restating another', () => {
  it('reads one metric named, both ways, so the question still asks its value', () => {
    const plan = planQuestion("What was Alpha Bank's net profit (PAT) for Q1?", one, lexiconFrom([
      { id: 'net_profit', names: ['net profit'], abbreviations: [], unit: 'money' },
      { id: 'pat', names: [], abbreviations: ['PAT'], unit: 'money' },
    ]));
    expect(plan.metrics).toEqual(['net_profit', 'pat']);
    expect(plan.named).toBe(1);
    expect(plan.intent).toBe('value');
    // Two metrics named side by side are two.
    expect(planQuestion("What were Alpha Bank's net profit and revenue?", one, metrics).named).toBe(2);
  });
});

describe("planQuestion: the metric's modifiers", () => {
  it('keeps an abbreviation in capitals ("GAAP PAT"), not one naming the company ("HUL PAT")', () => {
    expect(planQuestion("What was Alpha Bank's GAAP PAT?", one, metrics).modifiers).toEqual(['GAAP']);
    const hul: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Hindustan Unilever', ticker: 'HINDUNILVR', matched: 'HUL' }] };
    expect(planQuestion('HUL PAT in Q1 FY24?', hul, metrics).modifiers).toEqual([]);
    expect(planQuestion('What was the retail PAT of Alpha Bank?', one, metrics).modifiers).toEqual(['retail']);
  });
});

describe('planQuestion: how far a rate moved', () => {
  it('asks the change of a rate that is no growth when the question asks by how much it moved, its level otherwise', () => {
    const m = lexiconFrom([
      { id: 'ebitda_margin', names: ['ebitda margin'], abbreviations: [], unit: 'percent' },
      { id: 'revenue_growth', names: ['revenue growth'], abbreviations: [], unit: 'percent', growthOf: 'revenue' },
      { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
    ]);
    expect(planQuestion('By how much did Alpha Bank widen its EBITDA margin from a year ago?', one, m).wanted).toBe('change');
    expect(planQuestion('How many basis points did the EBITDA margin of Alpha Bank expand?', one, m).wanted).toBe('change');
    expect(planQuestion('What was the EBITDA margin of Alpha Bank, up from last year?', one, m).wanted).toBe('actual');
    expect(planQuestion('By how much did Alpha Bank revenue growth come in?', one, m).wanted).toBe('actual');
  });
  it('asks the change of capital said as accreted ("how much CET1 did they accrete", "CET1 accretion")', () => {
    const m = lexiconFrom([{ id: 'cet1_ratio', names: ['cet1 ratio'], abbreviations: ['CET1'], unit: 'percent' }]);
    expect(planQuestion('How much CET1 did Alpha Bank accrete during the quarter?', one, m).wanted).toBe('change');
    expect(planQuestion('What was the CET1 accretion at Alpha Bank?', one, m).wanted).toBe('change');
    expect(planQuestion('What was the CET1 ratio of Alpha Bank?', one, m).wanted).toBe('actual');
  });
});

describe('planQuestion: plain words of the shipped vocabulary', () => {
  it('reads "how much premium did … write" as the gross written premium', () => {
    const plan = planQuestion('how much premium did alpha bank write in total in the june quarter', one, vocabularyLexicon());
    expect(plan.metrics[0]).toBe('gross_written_premium');
    expect(plan.intent).toBe('value');
  });
});

describe('plain analyst wording read from the vocabulary', () => {
  const shipped = vocabularyLexicon();
  const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };

  it('a return earned for the shareholders is the return on equity', () => {
    for (const q of ['What return did Alpha Bank earn for its shareholders?', 'What return did Alpha Bank generate for shareholders in the quarter?']) {
      expect(planQuestion(q, one, shipped).metrics[0], q).toBe('return_on_equity');
    }
  });

  it('keeping more of its revenue as profit is a margin: the margins family, the net margin first', () => {
    const plan = planQuestion('Which of Alpha Bank and Beta Bank keeps more of its revenue as profit?', two, shipped);
    expect(plan.intent).toBe('comparison');
    expect(plan.family?.id).toBe('margins');
    expect(plan.metrics.slice(0, 2)).toEqual(['net_profit_margin', 'ebitda_margin']);
    expect(planQuestion('How much of its sales did Alpha Bank keep as profit?', one, shipped).metrics[0]).toBe('net_profit_margin');
  });

  it('revenue left as operating profit is the operating margin, not the operating profit it names', () => {
    expect(planQuestion("How much of Alpha Bank's revenue was left as operating profit?", one, shipped).metrics.slice(0, 2)).toEqual(['ebit_margin', 'ebitda_margin']);
    expect(planQuestion('How much of its sales did Alpha Bank turn into EBITDA?', one, shipped).metrics[0]).toBe('ebitda_margin');
    // A name of several words ending a phrase of another metric is still the metric named.
    expect(planQuestion('How much did Alpha Bank grow its retail loan book?', one, shipped).metrics).toContain('retail_loans');
  });

  it('earning more for the shareholders compares returns on equity; how much they earned is the profit', () => {
    expect(planQuestion('Which earns more for its shareholders, Alpha Bank or Beta Bank?', two, shipped).metrics[0]).toBe('return_on_equity');
    expect(planQuestion('How much did Alpha Bank earn for its shareholders?', one, shipped).metrics[0]).toBe('net_profit');
  });

  it('a figure per tonne at the EBITDA level is the EBITDA per tonne, not the EBITDA it names', () => {
    expect(planQuestion('How much did Alpha Bank make on each tonne at the EBITDA level?', one, shipped).metrics[0]).toBe('ebitda_per_tonne');
  });
});

describe('planQuestion: what is behind or driving a figure is asked of the text', () => {
  it('reads "what is behind …" and "what is driving …" as open questions, the figure asked as a value', () => {
    const shipped = vocabularyLexicon();
    for (const q of ["What is behind Alpha Bank's growth in unsecured loans?", "What's driving Alpha Bank's credit cost?", "What was behind the slowdown in Alpha Bank's same-store sales?"]) {
      expect(planQuestion(q, one, shipped).intent, q).toBe('open');
    }
    expect(planQuestion("What was Alpha Bank's growth in unsecured loans?", one, shipped).intent).toBe('value');
  });
});

describe('planQuestion: a description that says what its figure leaves out', () => {
  it('reads "growth excluding price increases" as volume growth, not the price increases it leaves out', () => {
    const plan = planQuestion("What was Alpha Bank's growth excluding price increases?", one, vocabularyLexicon());
    expect(plan.metrics[0]).toBe('underlying_volume_growth');
    expect(plan.excludes).toBe('price increases');
  });
});

describe('plan.excludes: what the question says its figure leaves out, read once', () => {
  it('reads the words after any marker of the one list', () => {
    const ex = (q: string) => planQuestion(q, one, metrics).excludes;
    expect(ex('What was Alpha Bank net profit excluding one-offs?')).toBe('one-offs');
    expect(ex('What was Alpha Bank credit cost, leaving out the COVID provisions?')).toBe('the COVID provisions');
    expect(ex('What was Alpha Bank revenue ex-Europe?')).toBe('Europe');
    expect(ex('What was Alpha Bank PAT adjusted for the tax credit?')).toBe('the tax credit');
    expect(ex('What was Alpha Bank net profit before exceptional items?')).toBe('exceptional items');
    expect(ex('What was Alpha Bank net profit?')).toBeNull();
  });

  it('a metric named after the marker is not the metric asked', () => {
    const plan = planQuestion('What was Alpha Bank net profit, adjusted for revenue?', one, metrics);
    expect(plan.metrics[0]).toBe('net_profit');
  });
});

describe('planQuestion: a comparison asked how the figures look or how far they moved', () => {
  const pair: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Bank', ticker: null, matched: 'Alpha Bank' }, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
  it('reads "how did A and B look on …" and "how did A\'s and B\'s … look last quarter" as a comparison', () => {
    expect(planQuestion('How did Alpha Bank and Beta Bank look on credit cost?', pair, metrics).intent).toBe('comparison');
    expect(planQuestion("How did Alpha Bank's and Beta Bank's credit cost look last quarter?", pair, metrics).intent).toBe('comparison');
  });
  it('reads "how did A and B grow revenue year on year" as a comparison of the move, not an account', () => {
    expect(planQuestion('How did Alpha Bank and Beta Bank grow revenue year on year?', pair, metrics).intent).toBe('comparison');
    expect(planQuestion('How did Alpha Bank and Beta Bank grow revenue while cutting costs?', pair, metrics).intent).toBe('open');
    expect(planQuestion('How did Alpha Bank look after its customers?', one, metrics).intent).toBe('open');
  });
});

describe('analysts\' shorthand for what is asked', () => {
  const shipped = vocabularyLexicon();
  const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' }] };
  const beta = { name: 'Beta Bank', ticker: null, matched: 'Beta Bank' };
  const banksAgainst: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Gamma Bank'] }, bar: beta };

  it('reads "y/y" and "q/q" as asking the change', () => {
    expect(planQuestion('Alpha Bank vs Beta Bank net profit y/y', two, shipped).wanted).toBe('change');
    expect(planQuestion('Alpha Bank net profit q/q?', one, shipped).wanted).toBe('change');
    expect(planQuestion('Alpha Bank vs Beta Bank net profit', two, shipped).wanted).toBe('actual');
  });

  it('reads "outgrew B on revenue" as revenue growth measured against B, and a bare "outgrew B" as the business\'s growth', () => {
    const named = planQuestion('Which banks outgrew Beta Bank on revenue?', banksAgainst, shipped);
    expect(named.metrics[0]).toBe('revenue_growth');
    expect(named.threshold?.unit).toBe('percentage');
    expect(named.intent).toBe('threshold');
    const bare = planQuestion('Which banks outgrew Beta Bank?', banksAgainst, shipped);
    expect(bare.metrics[0]).toBe('revenue_growth');
    expect(bare.intent).toBe('threshold');
    // A metric it names is the one grown: its change.
    const deposits = planQuestion('Which banks outgrew Beta Bank on deposits?', banksAgainst, shipped);
    expect(deposits.metrics).toEqual(['deposits']);
    expect(deposits.wanted).toBe('change');
  });

  it('reads "how did A fare on …" of one company as asking its figure, and "did A\'s … improve q/q" as how far it moved', () => {
    expect(planQuestion('How did Alpha Bank fare on net profit?', one, shipped).intent).toBe('value');
    expect(planQuestion('How did Alpha Bank fare on net profit, and why?', one, shipped).intent).toBe('open');
    const moved = planQuestion("Did Alpha Bank's net profit improve q/q?", one, shipped);
    expect(moved.intent).toBe('value');
    expect(moved.wanted).toBe('change');
    expect(planQuestion("Did Alpha Bank say net profit improved?", one, shipped).intent).toBe('open');
    // Whether something caused the move asks for an account, not the figure.
    expect(planQuestion('Is the increase in net profit driven by lower provisions?', one, shipped).intent).toBe('open');
    expect(planQuestion('Is it the reason that net profit is going up?', one, shipped).intent).toBe('open');
  });
});

describe('planQuestion: a value question listing several metrics', () => {
  it('asks each listed metric\'s figure, in the order named, when it asks for figures outright', () => {
    const p = planQuestion('Alpha Bank: PAT and credit cost?', one, metrics);
    expect(p.intent).toBe('value');
    expect(p.each).toEqual(['net_profit', 'credit_cost']);
    expect(eachFigure(p).map((x) => x.metrics)).toEqual([['net_profit'], ['credit_cost']]);
    expect(planQuestion("What were Alpha Bank's net profit and credit cost this quarter?", one, metrics).each).toEqual(['net_profit', 'credit_cost']);
    // One metric asked: one plan, no list.
    const single = planQuestion("What was Alpha Bank's net profit?", one, metrics);
    expect(single.each).toBeUndefined();
    expect(eachFigure(single)).toEqual([single]);
  });

  it('leaves a question talking about several metrics to the text', () => {
    expect(planQuestion('How did Alpha Bank manage net profit and credit cost?', one, metrics).intent).toBe('open');
  });
});

describe('planQuestion: what was said about something is answered from the text', () => {
  it('reads "what did … say about / comment on" as asking for an account', () => {
    expect(planQuestion('What did Alpha Bank say about its credit cost?', one, metrics).intent).toBe('open');
    expect(planQuestion('What has Alpha Bank commented on net profit growth?', one, metrics).intent).toBe('open');
    expect(planQuestion('What did Alpha Bank report as credit cost?', one, metrics).intent).toBe('value');
  });
});

describe('planQuestion: an addition to a count', () => {
  it('asks the change of a count when the question asks how many were added, or the net addition to it', () => {
    const m = lexiconFrom([
      { id: 'headcount', names: ['headcount', 'workforce'], abbreviations: [], unit: 'count' },
      { id: 'branches', names: ['branches'], abbreviations: [], unit: 'count' },
      { id: 'free_cash_flow', names: ['free cash'], abbreviations: [], unit: 'money' },
    ]);
    expect(planQuestion('Alpha Bank net addition to its workforce in Q1 FY24', one, m).wanted).toBe('change');
    expect(planQuestion('How many branches did Alpha Bank add this quarter?', one, m).wanted).toBe('change');
    // The stock itself, and an amount "added" (a contribution, not a count), are levels.
    expect(planQuestion('What was the workforce of Alpha Bank at the end of Q1?', one, m).wanted).toBe('actual');
    expect(planQuestion('How much free cash did Alpha Bank add in the quarter?', one, m).wanted).toBe('actual');
  });

  it('asks the change of a count said in shorthand as "added" and the period or nothing', () => {
    const m = lexiconFrom([
      { id: 'branches', names: ['branches'], abbreviations: [], unit: 'count' },
      { id: 'free_cash_flow', names: ['free cash'], abbreviations: [], unit: 'money' },
    ]);
    expect(planQuestion('alpha bank branches added in q1', one, m).wanted).toBe('change');
    expect(planQuestion('alpha bank branches added?', one, m).wanted).toBe('change');
    // "added" before what was added to, and an amount added, stay levels.
    expect(planQuestion('alpha bank branches added to the network', one, m).wanted).toBe('actual');
    expect(planQuestion('alpha bank free cash added in q1', one, m).wanted).toBe('actual');
    expect(planQuestion('alpha bank branches adds in q1', one, m).wanted).toBe('actual');
  });
});

describe('planQuestion: a noun of a rate\'s move after its name asks the move', () => {
  it('reads "gross margin expansion", "NIM compression" as asking the change, the bare rate as its level', () => {
    const lex = vocabularyLexicon();
    expect(planQuestion('gross margin expansion y/y: Alpha Bank v Beta', one, lex).wanted).toBe('change');
    expect(planQuestion('NIM compression at Alpha Bank', one, lex).wanted).toBe('change');
    expect(planQuestion("What was Alpha Bank's gross margin?", one, lex).wanted).toBe('actual');
  });
});

describe('planQuestion: a metric that is itself a rate of growth', () => {
  const paints: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'paints', name: 'Paints', companies: ['Alpha Paints', 'Beta Paints'] } };
  it('asks its level when the question says the thing grew ("grew volumes by double digits"), not a change of the rate', () => {
    const rate = lexiconFrom([{ id: 'underlying_volume_growth', names: ['volume growth'], abbreviations: [], unit: 'percent', growthRate: true }]);
    expect(planQuestion('which paint makers grew volume growth by double digits?', paints, rate)).toMatchObject({ intent: 'threshold', wanted: 'actual' });
  });
});
