import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { metricMentions } from '../../core/vocabulary/metrics.js';
import { readFacts } from './read-facts.js';

// The shipped vocabulary (data/vocabulary/metrics.json): these read figures the calls state under the names analysts use.
const doc = (text: string, sectors: string[] = []) => ({ docId: 'd1', company: 'Kaveri Industries Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors, pages: [text] });
const brief = (text: string, sectors: string[] = []) =>
  readFacts(doc(text, sectors)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}${f.valueHigh !== null ? `..${f.valueHigh}` : ''}|${f.unit}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

describe('bare head nouns of the vocabulary', () => {
  const ids = (t: string) => metricMentions(t).map((m) => `${m.id}:${m.text}`);
  it('reads "sales" unqualified as revenue, not a qualified or compound "sales"', () => {
    expect(ids("Q1 FY '24 sales were at INR117,852 million.")).toEqual(['revenue:sales']);
    expect(ids('Sales of $17 billion were in line with our expectations.')).toEqual(['revenue:Sales']);
    expect(ids('Formulation sales were higher.').filter((x) => x.startsWith('revenue'))).toEqual([]);
    expect(ids('The sales team was expanded.').filter((x) => x.startsWith('revenue'))).toEqual([]);
  });
  it('reads "gross sales" unqualified as revenue, not a gross sales margin or price', () => {
    expect(ids('Our consolidated gross sales were higher by 9.9% quarter-on-quarter.')).toEqual(['revenue:gross sales']);
    expect(ids('Gross sales margin is lower than 2019 by $2.8 million.').filter((x) => x.startsWith('revenue'))).toEqual([]);
    expect(ids('We sold the property for a gross sales price of $137.5 million.').filter((x) => x.startsWith('revenue'))).toEqual([]);
  });
  it('reads "earnings" unqualified as net profit, not an earnings call or earnings growth', () => {
    expect(ids('Third quarter earnings of $0.63 per diluted share.')).toEqual(['net_profit:earnings']);
    expect(ids('Our 2021 earnings guidance range is unchanged.')).toEqual(['net_profit:earnings']);
    expect(ids('Welcome to the earnings call.').filter((x) => x.startsWith('net_profit'))).toEqual([]);
    expect(ids('We expect earnings growth to resume.').filter((x) => x.startsWith('net_profit'))).toEqual([]);
  });
});

describe('figures read under names analysts use', () => {
  it('reads sales stated bare as revenue', () => {
    expect(brief('Sales of $17 billion were in line with our expectations.')).toEqual(['|revenue|17000000000|money|Q1 FY24|actual']);
  });
  it('reads earnings per share said as "earnings of $X per diluted share", and its year-ago quarter', () => {
    expect(brief('This compares with year-ago first quarter earnings of $0.63 per diluted share.')).toEqual(['|earnings_per_share|0.63|per_unit|Q1 FY23|actual']);
    expect(brief("We're affirming today our earnings guidance range of $4.18 to $4.28 per share for the year.").map((x) => x.split('|').filter((_, i) => i !== 4).join('|'))).toEqual(['|earnings_per_share|4.18..4.28|per_unit|guidance']);
  });
  it('reads a change whose metric follows its basis: "grew 6% year-on-year in revenue terms"', () => {
    expect(brief('We grew 6% year-on-year in revenue terms.')).toEqual(['|revenue|6|percent|Q1 FY24|change/yoy']);
  });
  it('reads fee-based income and fees and services as fee income', () => {
    expect(brief('Q1 also saw fees and services grow by 20% to INR 1,827 crore this quarter.', ['banks']).map((x) => x.split('|')[1])).toEqual(['fee_income', 'fee_income']);
    expect(brief('Fee-based income improved by 4% YoY.', ['banks'])).toEqual(['|fee_income|4|percent|Q1 FY24|change/yoy']);
  });
  it('reads capital work in progress, an operating ratio and an apartment landlord\'s occupancy', () => {
    expect(brief('We have a capital work in progress of Rs. 389 crores as at the end of the quarter.')).toEqual(['|capital_work_in_progress|3890000000|money|Q1 FY24|actual']);
    expect(brief('We achieved earnings per share of $2.57 on an operating ratio of 56.3%.', ['transportation']).map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['earnings_per_share 2.57', 'operating_ratio 56.3']);
    expect(brief('Portfoliowide, physical occupancy is currently 96.5%.', ['real estate'])).toEqual(['|occupancy|96.5|percent|Q1 FY24|actual']);
  });
});

describe('a percentage of one amount "of" another', () => {
  it('is the ratio the vocabulary names for the two, said beside the amount or of it', () => {
    expect(brief('Our operating cash flow for the quarter was 130% of our net income.')).toEqual(['|cash_conversion|130|percent|Q1 FY24|actual']);
    expect(brief('Operating cash flow was $2.1 billion, or 130% of net income.').map((x) => x.split('|')[1])).toEqual(['operating_cash_flow', 'cash_conversion']);
  });

  it('is cash conversion when named as the conversion to net profit, not a net profit margin', () => {
    const read = brief('Free cash flow was robust at $699 mn and the conversion to net profit remained strong at 96.6%.');
    expect(read.map((x) => x.split('|')[1])).toContain('cash_conversion');
    expect(read.map((x) => x.split('|')[1])).not.toContain('net_profit_margin');
  });
});

describe('a level reached', () => {
  it('reads the level a movement reached as the call\'s own actual, not a change, and the level left as the period named or, none named, the year before', () => {
    expect(brief('We are seeing an improvement in EBITDA margin from 14.8% to 15.4% and PAT up by 23%.')).toEqual(['|ebitda_margin|14.8|percent|Q1 FY23|actual', '|ebitda_margin|15.4|percent|Q1 FY24|actual', '|net_profit|23|percent|Q1 FY24|change/yoy']);
    expect(brief('Our restructured book reduced by Rs.475 crores from 0.84% to 0.66% QoQ.', ['banks']).slice(1)).toEqual(['|restructured_book|0.84|percent|Q4 FY23|actual', '|restructured_book|0.66|percent|Q1 FY24|actual']);
  });
});

describe('a percentage said as the level of an amount', () => {
  it('is the amount\'s margin when the vocabulary names one, not after a change said before it', () => {
    expect(brief('If you were to look at some of our ratios, profit from operations is still a very healthy 15.6%.')).toEqual(['|ebit_margin|15.6|percent|Q1 FY24|actual']);
    expect(brief('On a sequential basis, EBIT has declined from 18.1% to 17% this quarter.')).toEqual(['|ebit_margin|18.1|percent|Q4 FY23|actual', '|ebit_margin|17|percent|Q1 FY24|actual']);
    expect(brief('Revenue was up 12%, and EBITDA 15%.').map((x) => x.split('|')[1])).toEqual(['revenue']);
  });
  it('is no margin when said to have grown, or over a span of months', () => {
    expect(brief('And if you go to the next slide, our operating profit has grown in the 12 months at 37% and in the 24 months at 22%.').map((x) => x.split('|')[1])).not.toContain('ebit_margin');
    expect(brief('So net sales, 9%, and 18% operating profit, 37% in 12 months, 22% in 24 months.').map((x) => x.split('|')[1])).not.toContain('ebit_margin');
  });
  it('reads comparable sales as same-store sales growth, not revenue, its rise or fall its own figure', () => {
    expect(brief('Comparable sales were up 5% for the total company.', ['retail'])).toEqual(['|same_store_sales_growth|5|percent|Q1 FY24|actual']);
    expect(brief('Comparable store sales declined 3% in the quarter.', ['retail'])).toEqual(['|same_store_sales_growth|-3|percent|Q1 FY24|actual']);
  });
});

describe('a percentage of an amount the passage carries', () => {
  it('is no margin: the amount must be named in the sentence', () => {
    expect(brief('EBITDA for the segment rose. The storage levels are at historical highs, but we are now at about 80%.').filter((x) => x.includes('|80|'))).toEqual([]);
  });
});

describe('a transport company\'s volume, and growth stacked over years', () => {
  it('reads a railroad\'s volume outlook', () => {
    expect(brief('We now expect volume to be up closer to 5% for the full year.', ['transportation']).map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['volumes 5']);
  });
  it('keeps a growth stacked over two years off the quarter', () => {
    const facts = readFacts(doc('In the fourth quarter, comparable sales increased 5.1% and 35.2% on a two-year basis.', ['retail']));
    expect(facts.map((f) => `${f.valueText} ${f.period === null ? 'none' : periodLabel(f.period)}`)).toEqual(['5.1% Q4 FY23', '35.2% none']);
  });
});

describe('a change said "grew at"', () => {
  it('reads "grew at 12%" as a change, and "higher at 4.1%" still as a level', () => {
    expect(brief('Deposits grew at a healthy 12%.', ['banks'])).toEqual(['|deposits|12|percent|Q1 FY24|change/yoy']);
    expect(brief('Revenue grew at a rate of 8%.')).toEqual(['|revenue|8|percent|Q1 FY24|change/yoy']);
    expect(brief('Net interest margin was higher at 4.1%.', ['banks'])).toEqual(['|net_interest_margin|4.1|percent|Q1 FY24|actual']);
  });
});

describe('an amount said without its currency', () => {
  it('reads millions or billions of a money metric as money, not a number that counts something named after it', () => {
    expect(brief('Revenue of 3.4 billion for the quarter.')).toEqual(['|revenue|3400000000|money|Q1 FY24|actual']);
    expect(brief('Revenue reached 3.4 billion users.')).toEqual([]);
  });
});

describe('an amount per share said beside the amount (rules 540)', () => {
  it('is the per-share metric the vocabulary names for the amount, of its period and kind', () => {
    expect(brief('Net income for the quarter was $18 million or $0.60 per diluted share.')).toEqual(['|net_profit|18000000|money|Q1 FY24|actual', '|earnings_per_share|0.6|per_unit|Q1 FY24|actual']);
    expect(brief('Adjusted net income was $74 million, or $1.00 per share, an increase of $0.08 or 9%.').filter((x) => x.includes('earnings_per_share'))[0]).toBe('|earnings_per_share|1|per_unit|Q1 FY24|actual');
    expect(brief('Earnings were $900 million ($2.95 per share).').map((x) => x.split('|')[1])).toEqual(['net_profit', 'earnings_per_share']);
  });
  it('reads none when the vocabulary names no per-share metric of the amount', () => {
    expect(brief('Operating income was $76 million or $0.53 per share.').map((x) => x.split('|')[1])).toEqual(['operating_profit']);
  });
  it('reads none beside a base, a change or an impact, whose period the words after may state', () => {
    const eps = (t: string) => brief(t).filter((x) => x.includes('earnings_per_share'));
    expect(eps('This compares with prior year net income of $363 million or $1.34 per share.')).toEqual([]);
    expect(eps('The changes resulted in a net increase to net income of $9.6 million, or $0.19 per share.')).toEqual([]);
    expect(eps('Net income was $50 million or $0.60 per share compared to $40 million or $0.48 per share for the same quarter of last year.')).toEqual(['|earnings_per_share|0.6|per_unit|Q1 FY24|actual']);
  });
});

describe('an amount\'s share of another said in a relative clause (rules 540)', () => {
  it('is the ratio the vocabulary names for the two, the amount said with or without its currency', () => {
    expect(brief('Net cashflow from operations was 113.53 billion, which is 102.5% of net income.')).toEqual(['|operating_cash_flow|113530000000|money|Q1 FY24|actual', '|cash_conversion|102.5|percent|Q1 FY24|actual']);
    expect(brief('Operating cash flow was $2.1 billion, which is 130% of net income.').map((x) => x.split('|')[1])).toEqual(['operating_cash_flow', 'cash_conversion']);
  });
  it('is no fact when the vocabulary names no such ratio', () => {
    expect(brief('Revenue was $500 million, which is 12% of the total.').map((x) => x.split('|')[1])).toEqual(['revenue']);
  });
});

describe('figures a reader missed for their shape or their name (issue 26)', () => {
  it('reads a percentage said without "%" as the level of the metric before it, after a period or a verb of moving', () => {
    expect(brief('This is the highest quarterly market share since quarter two of F20 at 42.9.').map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['market_share 42.9 percent Q1 FY24 actual']);
    expect(brief('Our EBITDA margin improved to 18.5 this quarter.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['ebitda_margin 18.5']);
    expect(brief('EBITDA margin at 12.5 million tonnes.')).toEqual([]);
  });
  it('reads "N percentage" as a percentage, and "N percentage points" as a hundred basis points each', () => {
    expect(brief('Our EBITDA margin is almost 10 percentage.').map((x) => x.split('|').slice(1, 4).join(' '))).toEqual(['ebitda_margin 10 percent']);
    expect(brief('Our EBITDA margin is up 2 percentage points.').map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['ebitda_margin 200 bp Q1 FY24 change/yoy']);
  });
  it('reads a count moved by a bare number as its change, and a bare amount per unit as its level', () => {
    expect(brief('Our headcount reduced by 2,500 during the quarter.').map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['headcount -2500 count Q1 FY24 change/qoq']);
    expect(brief('In terms of people, our net headcount reduced approximately by 2,500 people during the quarter.')).toEqual([]);
    expect(brief('ARPOB on an overall basis has increased by 11% year-on-year to 57,760.', ['healthcare']).map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['average_revenue_per_occupied_bed 11 percent Q1 FY24 change/yoy', 'average_revenue_per_occupied_bed 57760 per_unit Q1 FY24 actual']);
    expect(brief('EBITDA per tonne improved by 200 quarter-on-quarter.', ['cement'])).toEqual([]);
  });
  it('reads an amount\'s growth said by its name or a change noun, then its size as a level', () => {
    expect(brief('Net revenues grew by 26.9% driven by gross advances growth of 20% and deposit growth of 19%.', ['banks']).map((x) => x.split('|').slice(1, 3).join(' '))).toContain('deposits 19');
    expect(brief('The GDPI growth for the quarter was a very healthy 26.7%.', ['insurance']).map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['gross_written_premium 26.7 percent Q1 FY24 change/yoy']);
    expect(brief('The 12% APE growth has been delivered largely on account of volume expansion, 9% policy growth and 3% average ticket size expansion.', ['insurance'])).toEqual([]);
  });
  it('reads "<metric> at <amount>, YOY growth of N%" as the level and its growth, and a bank\'s bare "fee" as its fee income', () => {
    expect(brief('Operating profit at Rs 8,814 crores, YOY growth of 50%.', ['banks']).map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['operating_profit 88140000000 money Q1 FY24 actual', 'operating_profit 50 percent Q1 FY24 change/yoy']);
    expect(brief('Fee at Rs 4,488 crores, YOY growth of 28%.', ['banks']).map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['fee_income 44880000000', 'fee_income 28']);
    expect(brief('Revenue grew 12%, YoY.').map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['revenue 12 percent Q1 FY24 change/yoy']);
  });
  it('reads a REIT\'s FFO per share and its rent change on rollover', () => {
    expect(brief('Our guidance range for NAREIT FFO is now $1.89 to $1.97 per share.', ['real estate']).map((x) => x.split('|').slice(1, 4).join(' '))).toEqual(['funds_from_operations_per_share 1.89..1.97 per_unit']);
    expect(brief('Core FFO was $1.01 per share, and rent change on rollover was 32%.', ['real estate']).map((x) => x.split('|').slice(1, 4).join(' '))).toEqual(['funds_from_operations_per_share 1.01 per_unit', 'rent_change 32 percent']);
    expect(brief('Core FFO was $1.01 per share.', ['banks'])).toEqual([]);
  });
});

describe('a count named after its figure (counted nouns)', () => {
  it('reads a count whose noun follows it, a few words between', () => {
    expect(brief('Overall franchise stood at 73 million customers.')).toEqual(['|customer_franchise|73000000|count|Q1 FY24|actual']);
    expect(brief('Now we are in 75 cities, close to 350 stores.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['presence 75', 'store_additions 350']);
    expect(brief('Today we sell through our 44 Beautiful Homes (BH) stores across India.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['store_additions 44']);
    expect(brief('The Bank had about 135,000 employees at June 30, 2023.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['headcount 135000']);
  });
  it('reads no count from a rank, a tier, a name\'s number, money, or people a thing is done for', () => {
    expect(brief('Our top 10 customers grew 20%.').filter((x) => x.includes('customer_franchise|10|'))).toEqual([]);
    expect(brief('More lives in Tier 2 to 6 cities.')).toEqual([]);
    expect(brief('We are opening Hero Premia stores and Hero 2.0 Stores.')).toEqual([]);
    expect(brief('We have trained 40,000 employees on generative AI.')).toEqual([]);
    expect(brief('We will deliver a workplace for 120,000 employees.')).toEqual([]);
    expect(brief('In fiscal year 2021, we closed an additional 37 stores.')).toEqual([]);
    expect(brief('Self checkout was available in approximately 4,300 stores at the end of the quarter.')).toEqual([]);
    expect(brief("We've been looking at doing 150 to 170 stores or so.").filter((x) => x.includes('|170|'))).toEqual([]);
  });
  it('does not let a counted noun name the metric of a later figure or of the next sentence', () => {
    expect(brief('We export to almost 100 countries, 100 touch points.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['presence 100']);
    expect(brief('Customers are loyal. Our stores did well, growing 12%.').filter((x) => x.includes('store_additions'))).toEqual([]);
  });
});

describe('a part that "contributes" a share of a whole', () => {
  it('is the share metric of the whole, owned by the part', () => {
    expect(brief('Insurance revenues now contribute 44% of our total IP revenues.')).toEqual(['Insurance|revenue_share|44|percent|Q1 FY24|actual']);
    expect(brief('Growth was led by the green hydrogen business, New Energy Limited that now contributes over 10% of EBITDA.').map((x) => x.split('|').slice(0, 3).join(' '))).toEqual(['New Energy Limited ebitda_share 10']);
  });
  it('is no share when the subject names no part', () => {
    expect(brief('This quarter, it happens to contribute with 35% of sales.')).toEqual([]);
  });
});

describe('bare head nouns for value growth', () => {
  it('reads a bare "value growth" or "value number" as revenue growth, not a qualified one', () => {
    expect(brief('Even the value number was relatively strong at about 8%.')).toEqual(['|revenue_growth|8|percent|Q1 FY24|actual']);
    expect(brief("So this quarter, it's a 9% value growth and 0 volume.").filter((x) => x.includes('revenue_growth')).map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['revenue_growth 9']);
    expect(brief('GBS achieved contract value growth of 12%.')).toEqual([]);
    expect(brief('We delivered double-digit book value growth of 11%.').filter((x) => x.includes('revenue_growth'))).toEqual([]);
  });
});

describe('a balance dated by a day of a month and a year', () => {
  // The test call is Q1 FY24 of a year ending in March: December 2020 is the third quarter of FY21.
  it('is the fiscal quarter the day falls in, the base compared with as well as the figure', () => {
    expect(brief('Our cash balance on June 30, 2021 was $117 million, up from $92 million on December 31, 2020.')).toEqual(['|cash_and_cash_equivalents|117000000|money|Q1 FY24|actual', '|cash_and_cash_equivalents|92000000|money|Q3 FY21|actual']);
    expect(brief('Total debt net of cash of $252.8 million at March 31, 2021, compared to $143.2 million at March 31, 2020, and $21.3 million at December 31st, 2020.')).toEqual(['|net_debt|252800000|money|Q4 FY21|actual', '|net_debt|143200000|money|Q4 FY20|actual', '|net_debt|21300000|money|Q3 FY21|actual']);
  });
  it('is no period when the day is one something is paid, recorded or done on', () => {
    expect(brief('The quarterly dividend increased to $0.10 per share from $0.08 per share and will be paid on December 10, 2021 to stockholders of record at the close of business on November 10, 2021.').map((x) => x.split('|')[4])).not.toContain('Q3 FY22');
  });
});

describe('a year-end named by its year', () => {
  // A US call: Q1 FY21 of a company whose fiscal year is the calendar year.
  const us = (text: string) =>
    readFacts({ ...doc(text), quarter: 'Q1' as const, year: 'FY21', fyEndMonth: 12 }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);
  it('is the fourth quarter of that year', () => {
    expect(us('Our CET1 ratio was 10.8%, compared with 9.92% at the end of 2020.')).toContain('cet1_ratio|9.92|Q4 FY20|actual');
  });
});

describe('a change said in a participle or "with" phrase after the amount it measures', () => {
  it('reads "implying N% year on year growth" and "with N% growth Y-o-Y" as the amount\'s metric\'s change', () => {
    expect(brief('We delivered a record quarterly operating revenue of Rs.6248 Crores implying 24% year on year growth.')).toEqual(['|revenue|62480000000|money|Q1 FY24|actual', '|revenue|24|percent|Q1 FY24|change/yoy']);
    expect(brief('The PAT for the quarter stands at INR3.8 billion, with 45% growth Y-o-Y.')).toEqual(['|net_profit|3800000000|money|Q1 FY24|actual', '|net_profit|45|percent|Q1 FY24|change/yoy']);
    expect(brief('The ports EBITDA margin for the quarter is 72%, reflecting 150 basis points year on year increase.').map((x) => x.split('|').slice(1, 4).join(' '))).toEqual(['ebitda_margin 72 percent', 'ebitda_margin 150 bp']);
  });
  it('reads no change of the amount\'s metric from a change of something else named after its noun', () => {
    expect(brief('Revenue was $5 billion, with 20% growth in Asia.').filter((x) => x.includes('|20|'))).toEqual([]);
  });
});

describe('a level a change reached, said in the unit noun the change was said in', () => {
  it('reads "increased by 14 days year-on-year to 122 days" as the change and the level', () => {
    expect(brief('The working capital days increased by 14 days year-on-year to 122 days.')).toEqual(['|working_capital_days|14|count|Q1 FY24|change/yoy', '|working_capital_days|122|count|Q1 FY24|actual']);
  });

  it('reads the level right after a move in days with its noun left unsaid where the clause ends ("up by 2 days at 98 compared to")', () => {
    expect(brief('DSO was up by 2 days at 98 compared to Q4 at 96.').filter((x) => x.endsWith('|actual'))).toEqual(['|receivable_days|98|count|Q1 FY24|actual']);
  });
});

describe('names the vocabulary reads', () => {
  const ids = (t: string) => metricMentions(t).map((m) => `${m.id}:${m.text}`);
  it('reads "asset under management", "income from operations" and "gross profit"', () => {
    expect(ids('Asset under Management stands at INR3.28 trillion.')).toEqual(['assets_under_management:Asset under Management']);
    expect(ids('Consolidated income from operations increased $10.1 million.')).toEqual(['operating_profit:income from operations']);
    expect(ids('Quarterly gross profit in the segment fell.')).toEqual(['gross_profit:gross profit']);
    expect(ids('Our gross profit margin was 32%.')).toEqual(['gross_margin:gross profit margin']);
  });
  it('reads an amount of gross profit as gross profit, not as revenue', () => {
    expect(brief('Gross profit was $26.4 million or 25% of net sales.').map((x) => x.split('|').slice(1, 4).join(' '))[0]).toBe('gross_profit 26400000 money');
  });
});

describe('names a call says a metric by: singular, a network, a hospital', () => {
  it('reads a disbursement said in the singular, and disbursals', () => {
    expect(brief('We had disbursement of ₹8,406 Crore during the quarter registering a growth of 12% YoY.', ['banks']).map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['disbursements 84060000000', 'disbursements 12']);
    expect(brief('Q1FY24 disbursals grew by 34% YOY.', ['banks'])).toEqual(['|disbursements|34|percent|Q1 FY24|change/yoy']);
  });
  it("reads a carmaker's network inventories as its dealers' stock", () => {
    expect(brief('Network inventories are about 125,000 units.', ['autos'])).toEqual(['|dealer_inventory|125000|count|Q1 FY24|actual']);
  });
  it("reads a hospital's patient volumes", () => {
    expect(brief('IP volumes were 6% higher year-on-year.', ['healthcare'])).toEqual(['|volumes|6|percent|Q1 FY24|change/yoy']);
  });
  it('reads an amount that "more than doubled" as the level, not a difference', () => {
    expect(brief('Backlog of $713 million more than doubled from last year and was up 36% sequentially.').map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['order_book 713000000 money Q1 FY24 actual', 'order_book 36 percent Q1 FY24 change/qoq']);
  });
});

describe('volume growth of a paint maker', () => {
  it('reads a volume growth said before its name as the rate it is, not a change of it', () => {
    expect(brief('We registered double digit 10% volume growth.', ['paints'])).toEqual(['|underlying_volume_growth|10|percent|Q1 FY24|actual']);
  });
});

describe('a figure named after it by "is the"', () => {
  it('reads a figure that opens its clause as the metric named after it, and none when the vocabulary does not name it', () => {
    expect(brief('Rs 200 crore is the revenue and Rs 80 crore is the segment result.')).toEqual(['|revenue|2000000000|money|Q1 FY24|actual']);
  });
  it('reads a capex for the next five years as a target of no one year', () => {
    expect(brief('We are taking up large CAPEX for the next 5 years of around Rs. 1.5 lakh crores.')).toEqual(['|capex|1500000000000|money||target']);
  });
});

describe('figures a management sentence states in shapes the reader used to leave unread', () => {
  it('reads an amount in "million US dollars" as money in dollars', () => {
    expect(brief('Kaveri UK had a profit after tax of 9.4 million US dollars this quarter compared to 3.4 million US dollars in Q1 of last year.').map((x) => x.split('|').slice(1, 6).join(' '))).toEqual(['net_profit 9400000 money Q1 FY24 actual', 'net_profit 3400000 money Q1 FY23 actual']);
  });
  it('reads a count written in lakhs or crores with no currency as a count, not rupees', () => {
    expect(brief('So already mentioned, we have 2.23 lakh agents.', ['insurance'])).toEqual(['|agents|223000|count|Q1 FY24|actual']);
    expect(brief('We have 2.23 lakh crores of deposits.', ['banks']).filter((x) => x.includes('|count|'))).toEqual([]);
  });
  it('reads basis points "of" the metric named after them as that metric\'s move, no share of it', () => {
    expect(brief('We accreted 36 bps of CET -1 capital during the quarter.', ['banks']).map((x) => x.split('|').slice(1, 4).join(' '))).toEqual(['cet1_ratio 36 bp']);
  });
  it('reads a lender\'s cost to average assets, a savings book, a term deposit book and data consumption by their names', () => {
    expect(brief('Operating expenses to average assets stood at 2.32%, higher by 8 bps YOY and 7 bps sequentially.', ['banks'])[0]).toBe('|cost_to_assets|2.32|percent|Q1 FY24|actual');
    expect(brief('Our Savings Account book too grew by 6% QoQ reversing the attrition trend for the past few quarters.', ['banks'])).toEqual(['|savings_deposits|6|percent|Q1 FY24|change/qoq']);
    expect(brief('We were successful in building our term deposit book which showed 49% growth on a Y-o-Y basis.', ['banks'])).toEqual(['|term_deposits|49|percent|Q1 FY24|change/yoy']);
    expect(brief('The data consumption was up 48.3% year on year.', ['telecom'])).toEqual(['|data_usage|48.3|percent|Q1 FY24|change/yoy']);
  });
  it('reads "we have spent" an amount, on nothing named, as the spending metric just stated', () => {
    expect(brief('During this year, we have a CAPEX target of around Rs. 10,000 crores for the financial year 2024. We have spent about Rs. 1,464 crores in Q1.').filter((x) => x.includes('14640000000'))).toEqual(['|capex|14640000000|money|Q1 FY24|actual']);
    expect(brief('Revenue was Rs. 5,000 crores. We have spent about Rs. 400 crores on marketing.').filter((x) => x.includes('4000000000'))).toEqual([]);
  });
  it('reads "we were" a percentage after a metric just spoken of as its level, not "we are 25% of" something', () => {
    expect(brief('Our market share has expanded. We were 12.5% in FY19, and we have grown since.').filter((x) => x.includes('12.5'))).toEqual(['|market_share|12.5|percent|FY19|actual']);
    expect(brief('Our market share has expanded. We are 25% of the market now.').filter((x) => x.includes('|25|'))).toEqual([]);
  });
});

describe('sector names of the vocabulary', () => {
  it('reads "volume growth" on an oil & gas call (marketing volumes), as on a consumer one', () => {
    expect(brief('And second is on the marketing side you see, the volume growth is almost 8% compared to the previous quarter.', ['oil & gas'])).toEqual([
      '|underlying_volume_growth|8|percent|Q1 FY24|actual',
    ]);
  });
  it("reads a jeweller's share of exchange gold: \"close to 50% exchange gold in this quarter\"", () => {
    expect(brief('So overall, therefore, between the two, we have seen close to 50% exchange gold in this quarter.', ['consumer durables'])).toEqual(['|exchange_gold|50|percent|Q1 FY24|actual']);
  });
});
