import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { figureOnly } from './discourse-metric.js';
import { readFacts } from './read-facts.js';

const doc = (text: string, sectors: string[] = []) => ({ docId: 'd1', company: 'Kaveri Finance Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors, pages: [text] });
const brief = (text: string, sectors: string[] = []) =>
  readFacts(doc(text, sectors)).map((f) => `${f.metric}|${f.value}${f.valueHigh !== null ? `..${f.valueHigh}` : ''}|${f.unit}|${periodLabel(f.period)}|${f.kind}`);

describe('a sentence of figures and framing words alone', () => {
  it('is told from one whose words say what its figure measures', () => {
    expect(figureOnly("And that's the reason 155 basis points to 165 basis points is the guidance.")).toBe(true);
    expect(figureOnly('So around 25% for the year.')).toBe(true);
    expect(figureOnly('Approvals were up 18%.')).toBe(false);
    expect(figureOnly('Cross-sell franchise stood at 44.3 million.')).toBe(false);
    expect(figureOnly('20% or so are on the acute side.')).toBe(false);
    expect(figureOnly('Thank you very much.')).toBe(false);
  });
  it('restates the metric the sentence before it in the same turn was about', () => {
    const text = "The credit cost could be anywhere between 6 basis points to 8 basis points higher than the normal run rate. And that's the reason 155 basis points to 165 basis points is the guidance.";
    expect(brief(text, ['nbfc']).filter((x) => x.includes('155'))).toEqual(['credit_cost|155..165|bp|FY24|guidance']);
  });
  it('reads a figure said to be "our overall aspiration" or "our annual target" as the metric just spoken of', () => {
    expect(brief('EBITDA margin was 24% this quarter. We did well. So, 25% is our overall aspiration.')).toEqual(['ebitda_margin|24|percent|Q1 FY24|actual', 'ebitda_margin|25|percent||target']);
    expect(brief('Capex was high this quarter. So, Rs 4,000 crore is our annual target.').filter((x) => x.includes('40000000000'))).toEqual(['capex|40000000000|money||target']);
  });
  it('reads a figure said to be "our annual guidance for" a metric as that metric\'s guidance for the year', () => {
    expect(brief('So, $1.6 billion to $1.9 billion is our annual guidance for Capex.')).toEqual(['capex|1600000000..1900000000|money|FY24|guidance']);
    expect(brief('So, 14% to 16% is the target on EBITDA margin.')).toEqual(['ebitda_margin|14..16|percent||target']);
  });
  it('restates only the metric whose figure the sentence before ended on, in the same unit', () => {
    expect(brief('Credit cost was 60 basis points this quarter. Prior quarter was 67 basis points and prior year was 91 basis points.', ['banks'])).toEqual(['credit_cost|60|bp|Q1 FY24|actual', 'credit_cost|67|bp|Q4 FY23|actual', 'credit_cost|91|bp|Q1 FY23|actual']);
    // The yield the sentence before ended on is no metric of the vocabulary: the CPI named before it is not restated.
    expect(brief('When the CPI was at 5% in 1990, 10-year notes yielded 8%. Today, they are 1.6%.').filter((x) => x.includes('1.6'))).toEqual([]);
    expect(brief('Revenue came in at $681 million. So around 25% for the year.').filter((x) => x.includes('25'))).toEqual([]);
    expect(brief('Gross margin was 41.2% this quarter. Up 80 basis points from a year ago.')).toEqual(['gross_margin|41.2|percent|Q1 FY24|actual', 'gross_margin|80|bp|Q1 FY24|change']);
  });
  it('takes no metric from a sentence of another turn', () => {
    const text = 'Rajesh Kumar: Credit cost came in at 1.6%.\n\nAnil Mehta: Thank you. So around 25% for the year.';
    expect(brief(text).filter((x) => x.includes('25'))).toEqual([]);
  });
});

describe('a sentence opening "This compares to" after a level', () => {
  it('states the base of the level just stated, in its own unit, of the period its words name', () => {
    expect(brief('Interest expense was $34.4 million in the first quarter. This compares to $46.1 million in the same quarter last year.')).toEqual(['finance_cost|34400000|money|Q1 FY24|actual', 'finance_cost|46100000|money|Q1 FY23|actual']);
    expect(brief('Net interest margin was 2.79% this quarter. This compares to 3.03% in the fourth quarter and 3.37% one year prior.', ['banks'])).toEqual([
      'net_interest_margin|2.79|percent|Q1 FY24|actual',
      'net_interest_margin|3.03|percent|Q4 FY23|actual',
      'net_interest_margin|3.37|percent|Q1 FY23|actual',
    ]);
    // "This compared to": the past tense too.
    expect(brief('Adjusted EBITDA was $130 million. This compared to $134 million in the same period last year.').filter((x) => x.includes('134'))).toEqual(['adjusted_ebitda|134000000|money|Q1 FY23|actual']);
  });
  it('states none in another unit, after a change, with words of its own, or of no period', () => {
    // 87.8% is no base of an amount.
    expect(brief('Cost of revenue was $1.29 billion for the quarter. This compares to 87.8% in the same quarter last year.').filter((x) => x.includes('87.8'))).toEqual([]);
    // The level before is a change: its base is no level of the metric.
    expect(brief('Revenue grew 12% this quarter. This compares to 9% in the same quarter last year.').filter((x) => x.includes('|9|'))).toEqual([]);
    // "with dine in": words that say what the figure measures.
    expect(brief('Revenue was $681 million. That compares to only 70% with dine in as of December 31.').filter((x) => x.includes('70'))).toEqual([]);
    expect(brief('Revenue was $681 million. This compares to $600 million.').filter((x) => x.includes('600'))).toEqual([]);
  });
});

describe('the net income of the noncontrolling interest', () => {
  it('is the minority interest, not the net income; and its base is that too', () => {
    expect(brief('Net income attributable to noncontrolling interest were $26.7 million in the first quarter. This compared to $17.3 million in the same quarter last year.')).toEqual([
      'minority_interest|26700000|money|Q1 FY24|actual',
      'minority_interest|17300000|money|Q1 FY23|actual',
    ]);
    expect(brief('Net income attributable to the company was $50 million.')).toEqual(['net_profit|50000000|money|Q1 FY24|actual']);
  });
});

describe('a figure whose clause names no metric, after one that did', () => {
  it('reads "They were up" as the metric whose figure the sentence before ended on, moved again', () => {
    // April's move, a month's figure: no period (period-kind-labels-5).
    expect(brief('Our EBITDA was up 35% year over year in the first quarter. They were up 64% in April.').filter((x) => x.includes('|64|'))).toEqual(['ebitda|64|percent||change']);
    // Words of its own after the pronoun say what the figure measures: nothing is carried.
    expect(brief('Our EBITDA was up 35% year over year in the first quarter. They were up 64% in online orders.').filter((x) => x.includes('|64|'))).toEqual([]);
  });
  it('reads "we did" an amount, with no word of its own after it, as the metric just spoken of', () => {
    expect(brief('We generated substantial free cash flow in the month of March. And we did $400 million adjusted, as Paul said, in the first quarter.')).toEqual(['free_cash_flow|400000000|money|Q1 FY24|actual']);
    expect(brief('We generated substantial free cash flow in the month of March. And we did $400 million of acquisitions.')).toEqual([]);
  });
});

describe('metric names a call uses for figures the vocabulary names otherwise', () => {
  it('reads bookings, debt levels, available cash, passenger numbers and new business awards', () => {
    expect(brief('This quarter, our bookings came in at US$ 1.6 billion, which was soft.')).toEqual(['total_contract_value|1600000000|money|Q1 FY24|actual']);
    expect(brief('Quarter ending debt levels were approximately $179 million.')).toEqual(['gross_debt|179000000|money|Q1 FY24|actual']);
    expect(brief('We also exited Q1 with roughly $1.3 billion of available cash.')).toEqual(['cash_and_cash_equivalents|1300000000|money|Q1 FY24|actual']);
    expect(brief('The passenger number grew 27% year on year.').map((x) => x.split('|')[0])).toEqual(['toll_traffic']);
    expect(brief('New business awards of $174 million were solid.')).toEqual(['order_inflow|174000000|money|Q1 FY24|actual']);
  });
});
