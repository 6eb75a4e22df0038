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
    expect(brief(text, ['nbfc']).filter((x) => x.includes('155'))).toEqual(['credit_cost|155..165|bp||guidance']);
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

describe('a subject pointing back to the figure just stated', () => {
  it('takes the metric of the fact the sentence before ended on, for a change of it', () => {
    expect(brief("Consolidated revenues for the quarter were 26,115 crores. That's a growth of 11.3%.")).toEqual(['revenue|261150000000|money|Q1 FY24|actual', 'revenue|11.3|percent|Q1 FY24|change']);
    expect(brief('Third quarter earnings per share was $0.36. This represents an increase of $0.06 compared to the second quarter.').filter((x) => x.includes('0.06'))).toEqual(['earnings_per_share|0.06|per_unit|Q1 FY24|change']);
    expect(brief('Adjusted EPS was $2.38 versus $1.18 a year ago. This represents a 102% increase on a per share basis.').filter((x) => x.includes('102'))).toEqual(['earnings_per_share|102|percent|Q1 FY24|change']);
    expect(brief('In constant currency terms, Q1 revenue grew 1.1% year-on-year. This translates into a growth of 6.1% year-on-year in rupee terms.').filter((x) => x.includes('6.1'))).toEqual(['revenue|6.1|percent|Q1 FY24|change']);
    expect(brief('Depreciation for the first quarter was $75 million. It’s a 4% decline from a year ago.').filter((x) => x.includes('4|percent'))).toEqual(['depreciation_and_amortisation|-4|percent|Q1 FY24|change']);
  });
  it('takes none when a figure of no fact comes between, across a sentence, for a determiner, a part or a share', () => {
    // The sentence before ended on a figure it read no fact of: the pronoun may be that figure's.
    expect(brief('We paid a dividend of $0.97 per share for a total of $613 million. This represents a 10% increase.').filter((x) => x.includes('|10|'))).toEqual([]);
    // Only the sentence right before.
    expect(brief("Revenue was $500 million. We thank our teams. That's a 10% increase.").filter((x) => x.includes('|10|'))).toEqual([]);
    // "This year" is a determiner; "This included" a part of the figure, not the figure.
    expect(brief('Revenue was $500 million. This year, we expect 14% growth.').filter((x) => x.includes('14'))).toEqual([]);
    expect(brief('Revenue was $500 million. This included $40 million from acquisitions.').filter((x) => x.includes('40000000'))).toEqual([]);
    // A level: as often another amount the sentence goes on to name.
    expect(brief('Free cash flow was $400 million. That’s $2.04 per share compared to the guidance.').filter((x) => x.includes('2.04'))).toEqual([]);
    // A share of another amount, not a change.
    expect(brief("Gross margin was 41.2%. That's 30% of revenue.").filter((x) => x.includes('|30|'))).toEqual([]);
  });
});
