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
