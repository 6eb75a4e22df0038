import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import type { Quarter } from '../../core/domain.js';
import { readFacts } from './read-facts.js';

// Metric, kind and period shapes of the v2003 precision sample (the shipped vocabulary).
const read = (text: string, quarter: Quarter = 'Q3', year = 'FY21', fyEndMonth = 12) =>
  readFacts({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter, year, fyEndMonth, sectors: [], pages: [text] }).map(
    (f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`,
  );

describe('a range said "to range from" one figure to another', () => {
  it('reads the range as a guidance of the quarter named ahead, not a level left', () => {
    expect(read('Other income is projected to range from $1 million to $2 million for the fourth quarter, and our effective tax rate for Q4 is projected to range from 19% to 20% on both a GAAP and non-GAAP basis.', 'Q3', 'FY21', 9)).toEqual([
      '|other_income|1000000|Q4 FY21|guidance',
      '|effective_tax_rate|19|Q4 FY21|guidance',
    ]);
  });
  it('still reads "from … to …" after a move as the level left and reached', () => {
    expect(read('Gross margin improved from 40% to 42%.')).toEqual(['|gross_margin|40|Q3 FY20|actual', '|gross_margin|42|Q3 FY21|actual']);
  });
});

describe('the year said in words in a guidance on a fourth quarter\'s call', () => {
  it('is the year ahead, the year just ended being reported', () => {
    expect(read('Net interest expense for the year is expected to be $65 million, and the tax rate is estimated at 18.5%.', 'Q4', 'FY21', 6)).toEqual([
      '|finance_cost|65000000|FY22|guidance',
      '|effective_tax_rate|18.5|FY22|guidance',
    ]);
  });
  it('is the call\'s own year on an earlier quarter\'s call', () => {
    expect(read('Net interest expense for the year is expected to be $65 million.', 'Q2', 'FY21', 6)).toEqual(['|finance_cost|65000000|FY21|guidance']);
  });
});

describe('a period said right after the metric a sentence opens with', () => {
  it('gives a half said of the opening metric to the later figures of the sentence', () => {
    expect(read('Sales for the first 6 months of the year were up 18% and adjusted EBITDA increased 12%.', 'Q2')).toEqual([
      '|revenue|18|H1 FY21|change',
      '|adjusted_ebitda|12|H1 FY21|change',
    ]);
  });
  it('gives a quarter said right after the metric to the metric\'s figure, however far', () => {
    expect(read('Operating expenses in Q1 on a non-GAAP basis are estimated to range from $175 million to $185 million.', 'Q4', 'FY20', 9)).toEqual([
      '|operating_expenses|175000000|Q1 FY21|guidance',
    ]);
  });
});

describe('metrics named by the change said in them', () => {
  it('reads organic sales growth as organic growth, not revenue growth', () => {
    expect(read('We delivered 5% organic sales growth in the second quarter.', 'Q2')).toEqual(['|organic_growth|5|Q2 FY21|actual']);
  });
  it('reads a bare "QoQ growth in" a metric as that metric\'s growth, not the one named before', () => {
    expect(read('Retail deposits as per LCR grew 21% and healthy 6% QoQ growth in SA deposits.', 'Q1', 'FY24', 3).map((x) => x.split('|').slice(1, 3).join(' '))).toEqual([
      'liquidity_coverage_ratio 21',
      'savings_deposits 6',
    ]);
  });
});

describe('amounts of the causes of a move', () => {
  it('reads no level of the metric from the amounts its move is said to be due to', () => {
    expect(read('The $5 million increase in revenue was primarily due to $3.6 million in cumulative rate increases, 1.3 million in increased customer usage and $0.7 million from new customers.', 'Q2')).toEqual([
      '|revenue|5000000|Q2 FY21|change',
    ]);
  });
  it('keeps a change of the metric named right after the figure the cause is said by', () => {
    expect(read('Adjusted segment EBITDA declined because of higher headcount-related costs driven by the 18.1% increase in billable headcount.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual([
      'headcount 18.1',
    ]);
  });
});

describe('an expectation said "should start seeing"', () => {
  it('reads the change it expects as a guidance', () => {
    expect(read("And I've said that, you should start seeing a 10 to 15 basis point decline in our cost of deposits as we go forward.", 'Q1', 'FY24', 3)).toEqual([
      '|cost_of_deposits|-10||guidance',
    ]);
  });
});

describe('a change from the year earlier', () => {
  it('is measured against the year before, the same change as a percentage said in between', () => {
    expect(read('Total deposits were up $689.1 million, or 4.9% from the end of the linked fourth quarter, and up $2.81 billion, or 23.8% from the year earlier.', 'Q1', 'FY21')).toEqual([
      '|deposits|689100000|Q1 FY21|change',
      '|deposits|4.9|Q1 FY21|change',
      '|deposits|2810000000|Q1 FY21|change',
    ]);
  });
  it('reads "the year-earlier quarter" as the year before', () => {
    const facts = readFacts({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q4', year: 'FY19', fyEndMonth: 12, sectors: [], pages: ['Total deposits were $5.1 billion, up 4% from the year-earlier quarter.'] });
    expect(facts.map((f) => `${f.value}|${f.kind}|${f.basis ?? ''}`)).toEqual(['5100000000|actual|', '4|change|yoy']);
  });
  it('keeps each change of a pair with its own basis', () => {
    const facts = readFacts({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q1', year: 'FY21', fyEndMonth: 12, sectors: [], pages: ['Total deposits were up $689.1 million, or 4.9% from the end of the linked fourth quarter, and up $2.81 billion, or 23.8% from the year earlier.'] });
    expect(facts.map((f) => f.basis)).toEqual(['qoq', 'qoq', 'yoy']);
  });
});

describe('a base named by a year alone', () => {
  it('is that year, not the call\'s quarter of it, for a per-quarter average', () => {
    expect(read('Excluding security gains, our average quarterly noninterest income was $21.4 million in 2019, up from $19.9 million per quarter in 2018.', 'Q4', 'FY19')).toEqual([
      '|non_interest_income|21400000|FY19|actual',
      '|non_interest_income|19900000|FY18|actual',
    ]);
  });
  it('is that quarter of the year for a quarter\'s figure, another year named or not', () => {
    expect(read('Adjusted SG&A expense for the second quarter of 2021 was $95.8 million compared to $81.8 million in 2020 and $98.1 million in 2019.', 'Q2', 'FY21').map((x) => x.split('|')[3])).toEqual(['Q2 FY21', 'Q2 FY20', 'Q2 FY19']);
  });
  it('still reads a base named by its year alone as that quarter of the year', () => {
    expect(read('Operating income in the quarter was $54.3 million and compares to $57 million in 2018.', 'Q4', 'FY19')).toEqual([
      '|operating_profit|54300000|Q4 FY19|actual',
      '|operating_profit|57000000|Q4 FY18|actual',
    ]);
  });
});

describe('a level at a year\'s exit', () => {
  it('is the year\'s last quarter', () => {
    expect(read('So we are still confident that we should be in the 17% to 18% EBIT margin range as a part of our exit for FY \'24.', 'Q1', 'FY24', 3)).toEqual(['|ebit_margin|17|Q4 FY24|guidance']);
    // A run rate of synergies is no run rate of the business (rules 2432: a name said as the modifier of another thing's noun).
    expect(read('With approximately $15 million of annualized synergies captured in 2020, we expect to exit 2021 on an annual run rate synergy level of around $100 million.', 'Q1', 'FY21')).toEqual([]);
    expect(read('We expect to exit 2021 at an annual run rate of around $100 million.', 'Q1', 'FY21')).toEqual(['|run_rate|100000000|Q4 FY21|guidance']);
  });
  it('is looked for, not done, when the year has not begun', () => {
    expect(read('We have set out around 2% cost to assets on an FY25 exit basis.', 'Q1', 'FY24', 3)).toEqual(['|cost_to_assets|2|Q4 FY25|guidance']);
  });
  it('leaves a level of a year already under way an actual', () => {
    expect(read('Operating margin was 12% for fiscal 2021.', 'Q4', 'FY21')).toEqual(['|ebitda_margin|12|FY21|actual']);
  });
});

describe('a stock held now for a period ahead', () => {
  it('stays an actual', () => {
    expect(read('So the order backlog for the second half of the year is approximately $150 million.', 'Q2', 'FY20').map((x) => x.split('|').slice(3).join('|'))).toEqual(['H2 FY20|actual']);
  });
});

describe('a figure for a year not yet begun', () => {
  it('is a guidance', () => {
    expect(read('This capex investment will approximate $25 million in 2022.', 'Q4', 'FY21').map((x) => x.split('|').slice(3).join('|'))).toEqual(['FY22|guidance']);
  });
  it('stays an actual when stated as done, or when the year is a date something falls due', () => {
    expect(read('Our total debt was $115.7 million almost all of which matures in 2030.', 'Q4', 'FY21').map((x) => x.split('|').slice(4).join('|'))).toEqual(['actual']);
    expect(read('We launched a bond issuance with a EUR325 million placement to refinance our 2026 dollar notes.', 'Q4', 'FY21').map((x) => x.split('|').slice(4).join('|'))).toEqual(['actual']);
  });
});

describe('a guidance that names no period', () => {
  it('is the year under way, the year ahead on a fourth quarter\'s call', () => {
    expect(read('On a GAAP basis, we continue to expect EPS from continuing operations of $2.85 to $3.10.', 'Q2')).toEqual(['|earnings_per_share|2.85|FY21|guidance']);
    expect(read('We expect our effective tax rate to be in the range of 24% to 25%.', 'Q4')).toEqual(['|effective_tax_rate|24|FY22|guidance']);
  });
  it('keeps none when it looks past the year', () => {
    expect(read('Over the long term, we expect operating margin of 20% to 22%.', 'Q2')).toEqual(['|ebitda_margin|20||guidance']);
  });
  it('takes the outlook year its passage names over the year under way', () => {
    expect(read('We are now providing our 2022 outlook. Depreciation is expected to be between $180 million and $190 million.', 'Q3')).toEqual(['|depreciation_and_amortisation|180000000|FY22|guidance']);
  });
});

describe('words that look ahead by a figure\'s noun or a total to come', () => {
  it('reads an expected rate, a total that should tally, a level looked at as guidance', () => {
    expect(read('Additional items include an expected tax rate in the range of 23.5% to 24.5%.', 'Q4', 'FY19')).toEqual(['|effective_tax_rate|23.5|FY20|guidance']);
    expect(read('Capital expenditures should tally up to approximately $159 million for the year.', 'Q3', 'FY20')).toEqual(['|capex|159000000|FY20|guidance']);
  });
  it('still reads an expectation only measured against as no look ahead for the figure done', () => {
    expect(read('Revenue grew 5%, better than expected.', 'Q3')).toEqual(['|revenue|5|Q3 FY21|change']);
    expect(read('The annualised credit costs are down to 132bps inching towards our expected range of 110bps to 130bps for the year.', 'Q1', 'FY24', 4)[0]).toBe('|credit_cost|132|Q1 FY24|actual');
  });
});

describe("a guide's move from the guide before", () => {
  it('is a change of the guided year', () => {
    expect(read('With this latest increase, our 2021 EPS guidance is up by about $2 since our initial guidance in the beginning of the year.', 'Q3')).toEqual(['|earnings_per_share|2|FY21|change']);
  });
  it('is not a growth guided beside the earlier guide', () => {
    expect(read('We expect revenue to grow 5% compared to our previous guidance of 3%.', 'Q3')[0]).toBe('|revenue|5|FY21|guidance');
  });
});

describe('impacts in points, a guide\'s move and an estimate over past years (period-kind-labels-5)', () => {
  it('reads no change of the metric from a push on it said in points or by a verb of a push', () => {
    expect(read('Gross margin expanded 120 basis points, while currency reduced gross margin 30 basis points.', 'Q2')).toEqual(['|gross_margin|120|Q2 FY21|change']);
    expect(read('Foreign currency, net of hedging impacts, reduced gross margin 20 basis points.', 'Q2')).toEqual([]);
    expect(read('Operating margin was 18%, and we also saw an approximate 180 basis point operating margin benefit from price mix.', 'Q2')).toEqual(['|ebitda_margin|18|Q2 FY21|actual']);
    expect(read('Commodity inflation benefited comps by 460 basis points in the quarter.', 'Q1')).toEqual([]);
  });
  it('still reads the metric\'s own move the company brought about', () => {
    expect(read('Our progress enabled us to boost our adjusted EBITDA margin by 210 basis points to 9.1%.', 'Q4').map((x) => x.split('|').slice(1, 2).join())).toContain('ebitda_margin');
    expect(read('Strong demand helped revenue grow 5% in the quarter.', 'Q2')).toEqual(['|revenue|5|Q2 FY21|change']);
  });
  it('reads a guide\'s move from the earlier guide said with "up", "down" or "an increase of" as a change of the guided year', () => {
    expect(read('Our EPS guidance is now $4.10, up $0.10 from our prior guidance.', 'Q2')).toEqual(['|earnings_per_share|4.1|FY21|guidance', '|earnings_per_share|0.1|FY21|change']);
    expect(read('We now expect FFO of $2.73 to $2.83 per share. This is down $0.08 at the midpoint from our previous guidance of $2.76 to $2.86 per share.', 'Q1').slice(-1)).toEqual(['|funds_from_operations|-0.08|FY21|change']);
  });
  it('reads no size of a guide\'s end moved as a level: "increasing the low end of … operating profit by $25 million"', () => {
    expect(read("We are increasing the low end of RMD's operating profit by $25 million to a new range of up $50 million to $75 million.", 'Q2').map((x) => x.split('|')[2])).not.toContain('25000000');
  });
  it('reads an estimate over a span that looks back as done', () => {
    expect(read('In fact, we estimate that overall volumes have decreased by 0.8% over the last five years.', 'Q4')).toEqual(['|volumes|-0.8||change']);
  });
});

// Kind and period shapes of the v2500 precision sample.
describe('a year naming a debt instrument', () => {
  it('is no period of the figure ("2026 convertible notes", "2024 term loan")', () => {
    expect(read('Interest expense on our 2026 convertible notes was $12 million.')).toEqual(['|finance_cost|12000000|Q3 FY21|actual']);
    expect(read('We expect interest expense of $12 million related to our 2026 convertible notes.')).toEqual(['|finance_cost|12000000|FY21|guidance']);
  });
  it('still qualifies a metric as its year ("2022 revenue")', () => {
    expect(read('We expect 2022 revenue of $1.2 billion.')).toEqual(['|revenue|1200000000|FY22|guidance']);
  });
});

describe('a figure reported against the midpoint of a forecast range', () => {
  it('is an actual, each figure the sentence reports', () => {
    expect(read('We reported Q4 adjusted EBITDA of $41 million and adjusted EPS of $0.57, slightly above the midpoint of our forecasted range.', 'Q4', 'FY19')).toEqual([
      '|adjusted_ebitda|41000000|Q4 FY19|actual',
      '|earnings_per_share|0.57|Q4 FY19|actual',
    ]);
  });
});

describe('"these nine months"', () => {
  it('are the first nine months on a third quarter\'s call', () => {
    expect(read('And our free cash flow is also at record levels, a 33% increase during these nine months compared to last year.')).toEqual(['|free_cash_flow|33|9M FY21|change']);
  });
});

describe('a figure said to come from currency', () => {
  it('is what currency did to the metric named before it, no figure of that metric', () => {
    expect(read('Specialty had 17% from the NorthStar acquisition less 9% in volume improvements and 1% increase from FX, net of a 3% decline in price and mix.')).toEqual([]);
    expect(read('Revenue of $1.8 billion, up 7%, including $48 million from acquisitions and $32 million from favorable currency.')).toEqual(['|revenue|1800000000|Q3 FY21|actual', '|revenue|7|Q3 FY21|change']);
  });
  it('leaves a currency basis and the currency\'s own figure alone', () => {
    expect(read('Revenue grew 7% on a currency-neutral basis.')).toEqual(['|revenue|7|Q3 FY21|change']);
    expect(read('Motive power suffered a 5% decline in volume due to the pandemic, net of a 1% increase in FX.')).toEqual(['|volumes|-5|Q3 FY21|change', '|currency_impact|-1|Q3 FY21|change']);
  });
});

describe('clinker or kiln utilisation', () => {
  it('is the plants\' capacity utilisation, not the clinker factor nor billable utilisation', () => {
    expect(read('Our clinker utilisation was 92% in the quarter.', 'Q1', 'FY24', 3)).toEqual(['|capacity_utilisation|92|Q1 FY24|actual']);
    expect(read('Kiln utilization improved to 85% this quarter.', 'Q1', 'FY24', 3)).toEqual(['|capacity_utilisation|85|Q1 FY24|actual']);
    expect(read('Our clinker factor was 70% in the quarter.', 'Q1', 'FY24', 3)).toEqual(['|clinker|70|Q1 FY24|actual']);
  });
});

describe('a half of a calendar year', () => {
  it('states no fiscal period: the figure is kept with none, not given the call\'s quarter', () => {
    expect(read('Hence, production was flattish at 4.3 million tons in the first half of CY23.', 'Q1', 'FY24', 3)).toEqual(['|production|4300000||actual']);
    expect(read('Production in H1 CY23 was 4.3 million tons.', 'Q1', 'FY24', 3)).toEqual(['|production|4300000||actual']);
    expect(read('Production in the first half of calendar year 2023 was 4.3 million tons.', 'Q3', 'FY23', 12)).toEqual(['|production|4300000||actual']);
  });
});
