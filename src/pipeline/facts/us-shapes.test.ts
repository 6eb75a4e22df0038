import { describe, expect, it } from 'vitest';
import { isTrailingSpan, periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// Shapes US management states figures in (the shipped vocabulary, a call for Q3 of a calendar fiscal year).
const doc = (text: string) => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q3' as const, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });
const brief = (text: string) =>
  readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${f.unit}|${periodLabel(f.period)}|${f.kind}${f.periodText ? `|${f.periodText}` : ''}`);

describe('a level a change reached, said as a record', () => {
  it('reads "up X% to a new quarter record of $Y" as the change and the level', () => {
    expect(brief('Overall, for the company, revenue was up 29% to a new third quarter record of $931 million.')).toEqual(['|revenue|29|percent|Q3 FY21|change', '|revenue|931000000|money|Q3 FY21|actual']);
    expect(brief('Company revenue was up 32% to new record of $1.24 billion.')).toEqual(['|revenue|32|percent|Q3 FY21|change', '|revenue|1240000000|money|Q3 FY21|actual']);
    expect(brief('Net sales rose 8% to a record $2.1 billion.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['revenue 8', 'revenue 2100000000']);
  });
});

describe('figures set apart from a level', () => {
  it('reads no level from an impact listed with what it went to', () => {
    expect(brief('The negative tornado impact of $23 million to revenue and $13 million to segment profit.')).toEqual([]);
  });
  it('reads no level from a difference between two readings, said after an amount', () => {
    const call = ['Operator: Thank you. Pat Lee from Acme Securities, you may go ahead.', '', 'Pat Lee: Could you give us some sensitivities around operating income impact if excess mortality is 3,000 versus 6,000?', '', 'Jo Smith: I think the rough math on that would be about a $30 million delta.'].join('\n');
    expect(brief(call)).toEqual([]);
    expect(brief('Adjusted operating income was $400 million.')).toEqual(['|operating_profit|400000000|money|Q3 FY21|actual']);
  });
  it('reads no level from the unit of a ratio nor from the figure per that unit', () => {
    expect(brief('Each $1 billion of revenue producing only $1 of EPS.')).toEqual([]);
    expect(brief('For every $1 of sales, we generate $0.20 of EBITDA.')).toEqual([]);
    expect(brief('Revenue was $5 billion.')).toEqual(['|revenue|5000000000|money|Q3 FY21|actual']);
  });
});

describe('an amount and its change said apart', () => {
  it('binds an amount right before a metric\'s name to that metric', () => {
    expect(brief("We've also added to our liquidity, building a $2.3 billion cash balance at quarter end.")).toEqual(['|cash_and_cash_equivalents|2300000000|money|Q3 FY21|actual']);
  });
  it('reads "an almost 50% increase from the second quarter of this year" as the amount\'s change, of the call\'s quarter', () => {
    expect(brief('Our adjusted EBITDA for the quarter was $292 million, an almost 50% increase from the second quarter of this year.')).toEqual(['|adjusted_ebitda|292000000|money|Q3 FY21|actual', '|adjusted_ebitda|50|percent|Q3 FY21|change']);
  });
});

describe('spans', () => {
  it('knows rolling, latest and "ending" twelve months and the last four quarters as trailing spans', () => {
    expect(['a rolling 12-month basis', 'the latest 12 months', 'the 12 months ending September 30', 'the last four quarters', 'trailing twelve months'].map(isTrailingSpan)).toEqual([true, true, true, true, true]);
    expect(['the next 12 months', '12-month backlog', 'the fourth quarter'].map(isTrailingSpan)).toEqual([false, false, false]);
  });
  it('gives every figure of a sentence the span it opens with', () => {
    expect(brief('On a trailing 12-month basis, operating cash flow was approximately $1.2 billion, and free cash flow was $756 million.')).toEqual([
      '|operating_cash_flow|1200000000|money|Q3 FY21|actual|trailing 12-month',
      '|free_cash_flow|756000000|money|Q3 FY21|actual|trailing 12-month',
    ]);
    expect(brief('Year-to-date fee income of $57 million increased 21% versus the prior year period.')).toEqual(['|fee_income|57000000|money|9M FY21|actual|Year-to-date', '|fee_income|21|percent|9M FY21|change|Year-to-date']);
    expect(brief('For the quarter, revenue was $5 billion.')).toEqual(['|revenue|5000000000|money|Q3 FY21|actual']);
  });
});

describe('amounts of metrics named after them', () => {
  it('pairs "$X of A and $Y of B", each amount with the metric after it', () => {
    expect(brief('We generated $531 million of operating cash flow and $349 million of free cash flow.')).toEqual(['|operating_cash_flow|531000000|money|Q3 FY21|actual', '|free_cash_flow|349000000|money|Q3 FY21|actual']);
    expect(brief('In the quarter, we had $2.1 billion of revenue and $400 million of adjusted EBITDA.').map((x) => x.split('|')[1])).toEqual(['revenue', 'adjusted_ebitda']);
  });
  it('reads an adjusted EBITDA margin as the EBITDA margin, not a percentage of adjusted EBITDA', () => {
    expect(brief('This compares to total adjusted EBITDA of $187.3 million and adjusted EBITDA margin of 13.2% in the same quarter last year.').map((x) => x.split('|').slice(1, 5).join(' '))).toEqual(['adjusted_ebitda 187300000 money Q3 FY20', 'ebitda_margin 13.2 percent Q3 FY20']);
  });
});

describe('a figure management expects', () => {
  it('reads "will enable us to deliver" as a guidance', () => {
    expect(brief('We continue to believe that elevated demand will enable us to deliver adjusted diluted EPS of about $2.50.').map((x) => x.split('|').slice(1, 3).concat(x.split('|')[5]!).join(' '))).toEqual(['earnings_per_share 2.5 guidance']);
  });
});

describe('a figure named for the year', () => {
  const closing = (text: string, quarter: 'Q4' | 'Q2') =>
    readFacts({ ...doc(text), quarter }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);
  it('is the year\'s on the call closing the year, the quarter\'s still on another call', () => {
    expect(closing("Our full-year adjusted EPS was also a record, coming in at $40.03, 120% increase over last year's $18.19 per share.", 'Q4')).toEqual(['earnings_per_share|40.03|FY21|actual', 'earnings_per_share|120|FY21|change']);
    expect(closing('We reported record annual revenues of $22.8 billion.', 'Q4')).toEqual(['revenue|22800000000|FY21|actual']);
    expect(closing('We reported record annual revenues of $22.8 billion.', 'Q2')).toEqual(['revenue|22800000000|Q2 FY21|actual']);
    expect(closing('Our annual run rate is well beyond $25 billion in revenue.', 'Q4')).toEqual(['revenue|25000000000|Q4 FY21|actual']);
  });
});

describe('an outlook said without a verb of its own, or by a passive one', () => {
  it('reads "X to be between …", "expected at", "anticipated to be", "planning for" and "we project" as a guidance', () => {
    expect(brief('And EBITDA margin to be between 15.5% and 16%, for the full year.')).toEqual(['|ebitda_margin|15.5|percent|FY21|guidance|full year']);
    expect(brief('For the full year, we see revenue growth expected at 9%.')).toEqual(['|revenue_growth|9|percent|FY21|guidance|full year']);
    expect(brief('Capital expenditures are anticipated to be around $55 million.').map((x) => x.split('|').slice(1, 2).concat(x.split('|')[5]!))).toEqual([['capex', 'guidance']]);
    expect(brief('We are planning for a tax rate of approximately 25% in 2022.')).toEqual(['|effective_tax_rate|25|percent|FY22|guidance|2022']);
    expect(brief('We project free cash flow of approximately $900 million for the year.')).toEqual(['|free_cash_flow|900000000|money|FY21|guidance|for the year']);
  });
  it('keeps a level that continues, and a figure only measured against a guidance, as done', () => {
    expect(brief('Our net interest margin continues to be about 3.1%.').map((x) => x.split('|')[5])).toEqual(['actual']);
    expect(brief('Our Q3 effective income tax rate was approximately 23%, which is within our previously guided range.')).toEqual(['|effective_tax_rate|23|percent|Q3 FY21|actual']);
    expect(brief('Third quarter EPS increased 36% to $1.25, which was the top of our guidance range.').map((x) => x.split('|')[5])).toEqual(['change', 'actual']);
  });
});

describe('a period qualifying the metric', () => {
  it('reads a quarter or a half before the metric as the figure\'s period, however far the figure', () => {
    expect(brief('Our fourth quarter ex-cat combined ratio expectation has improved to around 91%.')).toEqual(['|combined_ratio|91|percent|Q4 FY21|guidance|fourth quarter']);
    expect(brief('First half revenue of $716 million was a record.')).toEqual(['|revenue|716000000|money|H1 FY21|actual|First half']);
    expect(brief('We expect second half revenue to be up approximately 12%.')).toEqual(['|revenue|12|percent|H2 FY21|guidance|second half']);
    expect(brief('Q2 operating margin was 22.1% and full year margin was 23.2%.').map((x) => x.split('|')[4])).toEqual(['Q2 FY21', 'FY21']);
  });
  it('lets a year in digits said of the figure, or a span, win over a year said in words', () => {
    expect(brief('This would bring our full-year capex guidance to $15 million to $25 million in 2022.').map((x) => x.split('|')[4])).toEqual(['FY22']);
    expect(brief('Q3 same-store sales grew 7% on a two-year basis.').map((x) => x.split('|')[4])).toEqual(['']);
  });
  it('reads no half of a calendar year named for a fiscal one', () => {
    expect(brief('Production was flattish at 4.3 million tons in the first half of CY23.').every((x) => !x.includes('|H1 '))).toBe(true);
  });
});

describe('a line the call calls a business in lower case', () => {
  it('owns an amount named by it right before the metric', () => {
    const text = 'Both the funeral and cemetery segments had margin improvement. Total comparable funeral revenues grew $109 million over the same period last year. Comparable cemetery revenue increased $161 million in the quarter.';
    expect(brief(text).map((x) => x.split('|').slice(0, 3).join('|'))).toEqual(['funeral|revenue|109000000', 'cemetery|revenue|161000000']);
  });
  it('owns no rate said of its products, and words of kind or degree name no line', () => {
    expect(brief('Our handset business grew. In the quarter, postpaid handset churn was 0.92%.').map((x) => x.split('|')[0])).toEqual(['']);
    expect(brief('Our operating and reportable segments did well. Operating revenue was $5 billion.').map((x) => x.split('|')[0])).toEqual(['']);
  });
});

describe('a trailing span said of the metric', () => {
  it('keeps the span a metric is named with as the period of its figures, "now" or not', () => {
    expect(brief('Free cash flow over the trailing 12 months increased 22% to $991 million.')).toEqual(['|free_cash_flow|22|percent|Q3 FY21|change|trailing 12 months', '|free_cash_flow|991000000|money|Q3 FY21|actual|trailing 12 months']);
    expect(brief('Further, our trailing 12-month pro forma leverage ratio is now 1.5 times.')).toEqual(['|net_debt_to_ebitda|1.5|multiple|Q3 FY21|actual|trailing 12-month']);
  });
});

describe('a target or guidance measured against, in a sentence reporting one beaten', () => {
  it('reads the figure of a target or guidance exceeded as its own, not the figure it is beaten by', () => {
    expect(brief('We realized $30 million of cost savings, which exceeded our target of $20 million to $25 million.').map((x) => x.split('|').slice(1).join('|'))).toEqual([
      'cost_optimisation|30000000|money|Q3 FY21|actual',
      'cost_optimisation|20000000|money||target|no period stated',
    ]);
    expect(brief('A lower tax rate contributed a net $0.75 of additional earnings per share, significantly exceeding our guidance of $1.60 to $1.70.').map((x) => x.split('|').slice(1, 6).join('|'))).toContainEqual(expect.stringMatching(/^earnings_per_share\|1\.6\|per_unit\|(?:FY\d\d)?\|guidance$/));
    expect(brief('Adjusted EPS exceeded the top end of our guidance range by $0.17.').map((x) => x.split('|')[5])).not.toContain('guidance');
    expect(brief('At the end of the quarter, we achieved our net leverage ratio target of 3.6 times.')).toEqual(['|net_debt_to_ebitda|3.6|multiple|Q3 FY21|actual']);
  });
});

describe('the measure basis of a figure', () => {
  const measures = (text: string) => readFacts(doc(text)).map((f) => `${f.metric}|${f.valueText}|${f.measure}`);
  it('reads an adjusted figure, and the per-share figure said beside it, as adjusted', () => {
    expect(measures('Adjusted earnings were $4.9 billion or $2.56 per share.')).toEqual(['net_profit|$4.9 billion|adjusted', 'earnings_per_share|$2.56|adjusted']);
    expect(measures('Non-GAAP operating margin was 24.5% and GAAP operating margin was 21.2%.')).toEqual(['ebitda_margin|24.5%|adjusted', 'ebitda_margin|21.2%|reported']);
  });

  it('reads a reported one by its words, and none from a verb', () => {
    expect(measures('Reported EPS was $1.93, up 4% compared to $1.85 a year ago.').map((x) => x.split('|')[2])).toEqual(['reported', 'reported', 'reported']);
    expect(measures('We reported third quarter earnings of $5.1 billion or $2.63 per share.')).toEqual(['net_profit|$5.1 billion|null', 'earnings_per_share|$2.63|null']);
  });
});

describe('a listed outlook and a past year\'s figure', () => {
  it('reads a verbless list after a turn to the outlook as guidance, not the quarter\'s actuals', () => {
    expect(brief('Now, moving on to our longer-term expectations. Organic revenue growth of 1% to 3%; adjusted EBIT margin of approximately 10% to 11%; free cash flow of approximately $1.5 billion.')).toEqual([
      '|organic_growth|1|percent||guidance|no period stated',
      '|ebit_margin|10|percent||guidance|no period stated',
      '|free_cash_flow|1500000000|money||guidance|no period stated',
    ]);
  });
  it('reads a figure of a metric a past year qualifies ("2020 EPS") as that year\'s actual, not the guidance it is compared with', () => {
    expect(brief('Our current guidance midpoint compares to 2020 EPS of approximately $3.52.')).toEqual(['|earnings_per_share|3.52|per_unit|FY20|actual|2020']);
    expect(brief('Our 2020 EBITDA was $400 million.')).toEqual(['|ebitda|400000000|money|FY20|actual|2020']);
  });
});

describe('spans and years a passage states', () => {
  it('reads a figure "on a nine-month basis" as the nine months, not the quarter\'s', () => {
    expect(brief('On a nine-month GAAP basis, the effective tax rate was 22%.')).toEqual(['|effective_tax_rate|22|percent|9M FY21|actual|nine-month GAAP basis']);
  });
  it('reads the figures after "highlights for full year 2021" on a fourth quarter call as the year\'s', () => {
    const q4 = readFacts({ ...doc('Key consolidated financial highlights for full year 2021 include revenue growth of 9%. Adjusted earnings per share grew 11% to $20.47.'), quarter: 'Q4' as const });
    expect(q4.map((f) => `${f.metric}|${f.valueText}|${periodLabel(f.period)}`)).toEqual(['revenue_growth|9%|FY21', 'earnings_per_share|11%|FY21', 'earnings_per_share|$20.47|FY21']);
  });
});

describe('moves and items said in an amount (rules 700)', () => {
  it('reads no level from the size a guidance moved by', () => {
    expect(brief('We raised FFO guidance by $0.18 per share at the midpoint.')).toEqual([]);
    expect(brief('You have actually seen us take capex midpoint up $25 million.')).toEqual([]);
    expect(brief('We have raised the midpoint of our adjusted EBITDA range by $25 million.')).toEqual([]);
    // A guidance stated, not moved, is still read.
    expect(brief('We now expect full year capex of $300 million.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['capex 300000000']);
  });
  it('reads no level from a one-off item or push named after the amount', () => {
    expect(brief('We recorded a $31 million EBITDA gain in the quarter.')).toEqual([]);
    expect(brief('Adjusted EBITDA was $120 million, including a $12 million benefit from insurance proceeds.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['adjusted_ebitda 120000000']);
  });
  it('reads an amount named a change as a change, not as the base compared against', () => {
    expect(brief("Total revenue increased $9.6 million compared with last year's third quarter resulting primarily from a $9.5 million increase in rental revenue.").map((x) => x.split('|').slice(1, 6).join(' '))).toEqual([
      'revenue 9600000 money Q3 FY21 change',
      'revenue 9500000 money Q3 FY21 change',
    ]);
  });
});

describe('an item named after a word of relation (rules 700)', () => {
  it('still reads "a charge of X towards impairment" as the charge', () => {
    expect(brief('Exceptional items include a charge of $149 million towards impairment of an asset.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['exceptional_items 149000000']);
  });
});

describe('an item noun after an amount that opens no noun phrase (rules 701)', () => {
  it('still reads "revenue of $944 million reflects foreign currency benefits" as revenue', () => {
    expect(brief('Total third quarter revenue of $944 million reflects foreign currency benefits of $34 million versus the prior-year period.').map((x) => x.split('|').slice(1, 3).join(' '))).toContain('revenue 944000000');
  });
});

describe('what a one-off item did to a metric', () => {
  it('reads no change of the metric from the size an item moved it by', () => {
    expect(brief('As a reminder, we recognized an investment gain in Q1 last year, which impacted our tax rate and increased EPS by $0.15.')).toEqual([]);
    expect(brief('The difference between our GAAP and adjusted EPS reflects a $7.1 million special charge, which reduced GAAP EPS by $0.14.').map((x) => x.split('|').slice(1, 3).join(' '))).not.toContain('earnings_per_share -0.14');
  });
  it('still reads a change that moved another metric', () => {
    expect(brief('Revenue increased by $20 million, which increased operating profit by $5 million.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['revenue 20000000', 'operating_profit 5000000']);
  });
});

describe('what currency did to a metric (rules 702)', () => {
  it('reads no change of the metric from the size currency moved it by', () => {
    expect(brief('Organic revenue was down 1.9% with total revenues down 4.5% as foreign currency translation impact reduced revenues by 2.3%.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['revenue -1.9', 'revenue -4.5']);
    expect(brief('The impact of foreign exchange rates increased our revenue by 0.5% in the quarter.')).toEqual([]);
    expect(brief('In terms of adjusted EPS, currency will benefit growth by approximately 4% in 2021.')).toEqual([]);
  });
  it('still reads a change said in constant currency', () => {
    expect(brief('In constant currency, revenue increased by 5% year-over-year.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['revenue 5']);
  });
});

describe('the size currency moved a metric by, said twice (rules 703)', () => {
  it('reads no level from "by 0.5% or $18 million"', () => {
    expect(brief('The impact of changes in exchange rates increased reported revenue by 0.5% or $18 million in revenue for the quarter.')).toEqual([]);
  });
});

describe('basis points of a metric whose level is never said in them (vocabulary bpMoves)', () => {
  it('reads them as its move, whatever words lead to them', () => {
    expect(brief('Adjusted operating margin for this segment improved an impressive 750 basis points to a record 33.2%.').filter((x) => x.includes('|bp|'))).toEqual(['|ebitda_margin|750|bp|Q3 FY21|change']);
    expect(brief('In fact, a large portion of Gross margin of 400 bps has come from categories which got impacted in the first place through commodity.')).toEqual(['|gross_margin|400|bp|Q3 FY21|change']);
  });
  it('keeps a level in basis points of a metric said in them (a credit cost)', () => {
    expect(brief('Credit cost for the quarter was 70 basis points.')).toEqual(['|credit_cost|70|bp|Q3 FY21|actual']);
  });
});

describe('six months', () => {
  const q2 = (text: string) =>
    readFacts({ ...doc(text), quarter: 'Q2' as const }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);
  it('reads "the first six months" as the first half', () => {
    expect(q2('Sales for the first 6 months of the year were up 18% and adjusted EBITDA increased 12%.')[0]).toEqual('revenue|18|H1 FY21|change');
    expect(q2('After capital expenditures of $37 million, our free cash flow for the first six months totaled nearly $93 million.').filter((x) => x.startsWith('free_cash_flow'))).toEqual(['free_cash_flow|93000000|H1 FY21|actual']);
  });
  it('reads a six-month total said on a second quarter\'s call as the first half', () => {
    expect(q2('Second quarter revenue totaled a record of $638 million, up 26% year-on-year and with six-month revenue of $1.3 billion, also a record and up 17%.').filter((x) => x.includes('1300000000'))).toEqual(['revenue|1300000000|H1 FY21|actual']);
  });
});

describe('periods listed "respectively"', () => {
  it('gives each figure listed the period listed in its place', () => {
    expect(brief('Our consolidated underwriting expense ratios for the quarter and for the year of 30.9% and 30% respectively were relatively unaffected.')).toEqual(['|expense_ratio|30.9|percent|Q3 FY21|actual']);
  });
  it('pairs nothing when one period is listed for several figures', () => {
    expect(brief('Our consolidated underwriting expense ratios for the year of 30.9% and 30% respectively were relatively unaffected.').map((x) => x.split('|')[4])).toEqual(['FY21']);
  });
});

describe('guidance and the period of a figure done (rules 1730)', () => {
  const at = (quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4', text: string) =>
    readFacts({ ...doc(text), quarter }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}${f.basis ? `|${f.basis}` : ''}`);
  it('reads a figure stated with "was" before a later "we expect" clause as done', () => {
    expect(at('Q2', 'Cash flow from operations was $77 million for the quarter, and we expect cash flow generation to be positive for the second half of this year.')).toEqual(['|operating_cash_flow|77000000|Q2 FY21|actual']);
  });
  it('reads the midpoint of a range as the year\'s guidance, not a past year the sentence also names', () => {
    expect(at('Q3', 'All in all, total free cash flow at about the midpoint of $2.55 billion is tremendous growth on a year-over-year basis and meaningfully ahead of the $19.65 that we normalized when you look at 2020.')[0]).toBe('|free_cash_flow|2550000000|FY21|guidance');
    expect(at('Q3', 'Revenue was $5.1 billion, at the midpoint of our guidance range.')).toEqual(['|revenue|5100000000|Q3 FY21|actual']);
  });
  it('dates a full-year guidance said on a fourth quarter\'s call to the year ahead', () => {
    expect(at('Q4', 'The highlights of our full year guidance are as follows. We expect revenue growth of about 9.5%.').map((x) => x.split('|').slice(3).join(' '))).toEqual(['FY22 guidance']);
    expect(at('Q3', 'The highlights of our full year guidance are as follows. We expect revenue growth of about 9.5%.').map((x) => x.split('|').slice(3).join(' '))).toEqual(['FY21 guidance']);
  });
  it('reads the year to date as the quarter, half or year it runs to', () => {
    const ytd = 'Year-to-date, we delivered adjusted net income of $472 million.';
    expect(at('Q1', ytd)[0]).toBe('|net_profit|472000000|Q1 FY21|actual');
    expect(at('Q2', ytd)[0]).toBe('|net_profit|472000000|H1 FY21|actual');
    expect(at('Q3', ytd)[0]).toBe('|net_profit|472000000|9M FY21|actual');
    expect(at('Q4', ytd)[0]).toBe('|net_profit|472000000|FY21|actual');
    expect(at('Q2', 'For the year-to-date, consolidated earnings were $1.18 per diluted share for 2021.')[0]).toBe('|earnings_per_share|1.18|H1 FY21|actual');
  });
  it('dates "the corresponding period in 2018" to the call\'s quarter of that year', () => {
    expect(at('Q4', 'For the corresponding period in 2018, net sales were $121.1 million.')).toEqual(['|revenue|121100000|Q4 FY18|actual']);
  });
  it('reads the figures after "we delivered record annual sales" on a fourth quarter\'s call as the year\'s', () => {
    expect(at('Q4', 'We delivered record annual sales and earnings per share for our company. Our earnings per share grew 26% to $5.02.').map((x) => x.split('|').slice(3, 5).join(' '))).toEqual(['FY21 change', 'FY21 actual']);
  });
  it('reads constant-currency growth as a rate of growth that keeps its basis', () => {
    expect(at('Q1', 'Our Q1 growth was solid at 4.2% year-on-year and 1.0% quarter-on-quarter in constant currency.')).toEqual(['|constant_currency_growth|4.2|Q1 FY21|actual|yoy', '|constant_currency_growth|1|Q1 FY21|actual|qoq']);
    expect(at('Q1', 'ERS had the full quarter impact of the cuts in the last month of the previous quarter and showed up sequential decline of 5.2% in constant currency.').map((x) => x.split('|').slice(1).join(' '))).toEqual(['constant_currency_growth -5.2 Q1 FY21 actual qoq']);
  });
});

describe('metric, kind and sign read from the shape around a figure', () => {
  const at = (quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4', text: string) =>
    readFacts({ ...doc(text), quarter }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}${f.basis ? `|${f.basis}` : ''}`);
  it('keeps the sign a change is said with when a cause after it names a fall', () => {
    expect(at('Q1', 'Rig technologies revenue of $25.7 million increased by $1.6 million or 6% due to lower capital equipment sales and fewer rentals.').map((x) => x.split('|')[2])).toEqual(['25700000', '1600000', '6']);
    expect(at('Q1', 'Revenue of $25.7 million decreased by $1.6 million due to higher returns.').map((x) => x.split('|')[2])).toEqual(['25700000', '-1600000']);
  });
  it('reads "down from a profit of" as the earlier level of the metric the sentence is about', () => {
    expect(at('Q2', 'Adjusted EBITDA was a loss of $5 million, down from a profit of $34 million in Q2 2019, primarily due to lower revenue and gross margin.').map((x) => x.split('|').slice(0, 4).join('|'))).toEqual(['|adjusted_ebitda|5000000|Q2 FY21', '|adjusted_ebitda|34000000|Q2 FY19']);
  });
  it('reads a change said right after a per-share figure as the per-share metric\'s', () => {
    expect(at('Q4', 'Adjusted net income was $74 million, or $1.00 per share, an increase of $0.08 or 9%.').slice(0, 3)).toEqual(['|net_profit|74000000|Q4 FY21|actual', '|earnings_per_share|1|Q4 FY21|actual', '|earnings_per_share|0.08|Q4 FY21|change']);
  });
  it('reads no value of the metric from an amount of a one-off item said after it', () => {
    expect(at('Q1', "Last year's first quarter adjusted net income per diluted share excluded $0.13 of Seeger divestiture adjustments.")).toEqual([]);
  });
  it('reads a figure said over the next years, or on the road to it, as a target of no one year', () => {
    expect(at('Q2', 'We fully expect to achieve an adjusted EBITDA of $60 million over the next few years.')).toEqual(['|adjusted_ebitda|60000000||target']);
    expect(at('Q4', 'We will continue on the road to $10 billion in sales.').map((x) => x.split('|')[4])).toEqual(['target']);
  });
  it('reads run-rate savings as cost savings', () => {
    expect(at('Q1', 'We are well-positioned to reach our target of $150 million of annual run-rate savings by the end of this year for a total of $310 million from the two combined acquisitions.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['cost_optimisation 310000000']);
  });
});

describe('periods and owners said by the words around a change', () => {
  const read = (text: string) => readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}|${f.basis ?? ''}`);
  it('reads a change "from the linked second quarter" as the call quarter\'s change on the quarter before', () => {
    expect(read('Total revenues were also up $1.9 million or 1.2% from the linked second quarter, driven by higher fees.')).toEqual([
      '|revenue|1900000|Q3 FY21|change|qoq',
      '|revenue|1.2|Q3 FY21|change|qoq',
    ]);
  });
  it('reads a base named by its year alone, in a sentence about the quarter, as that quarter of the year', () => {
    const q4 = (text: string) => readFacts({ ...doc(text), quarter: 'Q4' as const, year: 'FY19' }).map((f) => `${f.value}|${periodLabel(f.period)}`);
    expect(q4('Operating income in the quarter was $54.3 million and compares to $57 million in 2018.')).toEqual(['54300000|Q4 FY19', '57000000|Q4 FY18']);
    // A sentence about the year keeps the year.
    expect(q4('For the full year, revenue was $100 million compared to $90 million in 2018.')).toEqual(['100000000|FY19', '90000000|FY18']);
  });
  it('takes no basis word opening a sentence for a business, and reads the business named after the figure', () => {
    expect(read('Year-over-year volumes increased by 10% in Performance Additives and 14% in Formulated Solutions.')).toEqual([
      'Performance Additives|volumes|10|Q3 FY21|change|yoy',
      'Formulated Solutions|volumes|14|Q3 FY21|change|yoy',
    ]);
  });
});

describe('the metric each figure of a sentence names (rules 2430)', () => {
  it('reads an amount\'s share of revenue as the margin the vocabulary has for it', () => {
    expect(brief('Adjusted EBITDA was $204 million or 19.9% of sales.')).toEqual(['|adjusted_ebitda|204000000|money|Q3 FY21|actual', '|ebitda_margin|19.9|percent|Q3 FY21|actual']);
    expect(brief('Gross profit was $20.6 million or 20% of net sales.')).toEqual(['|gross_profit|20600000|money|Q3 FY21|actual', '|gross_margin|20|percent|Q3 FY21|actual']);
    expect(readFacts(doc('SG&A spend of $82 million or 25% of total revenues.')).map((f) => `${f.metric} ${f.metricText}`)).toEqual(['operating_expenses SG&A', 'operating_expenses SG&A (share of revenue)']);
  });
  it('reads each figure of a list of figures said before their metrics as the metric after it', () => {
    expect(brief('We reaffirm our target of 12% to 16% revenue growth and 23% to 27% operating margin in 2022.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['revenue_growth 12', 'ebitda_margin 23']);
    expect(brief('Our goals are $8 billion in revenue, 20% operating margin and 15% ROIC.').map((x) => x.split('|')[1])).toContain('return_on_invested_capital');
  });
  it('reads no figure of either metric from two joined under one plural head', () => {
    expect(brief('Our SG&A and R&D expenses for the third quarter were $34.6 million.')).toEqual([]);
    expect(brief('R&D expenses for the third quarter were $34.6 million.')).toEqual(['|research_and_development|34600000|money|Q3 FY21|actual']);
  });
});

describe('a metric\'s name said as the modifier of another thing (rules 2432)', () => {
  it('reads no figure of the metric from synergies, acceptances, opportunities or a headwind', () => {
    expect(brief('We remain confident in achieving our target of $75 million in run rate synergies by the end of year three.')).toEqual([]);
    expect(brief('Acceptances -- revenue acceptances, we have US$2.6 billion, and capex acceptances are US$207 million.')).toEqual([]);
    expect(brief('The normalization of our tax rate will represent a year-over-year EPS headwind of up to $0.09.')).toEqual([]);
    expect(brief('VF delivered 19% growth in Q4 or 12% organic growth despite headwinds from supply chain disruptions.').map((x) => x.split('|')[1])).toContain('organic_growth');
  });
});
