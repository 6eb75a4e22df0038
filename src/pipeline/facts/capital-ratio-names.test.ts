import { describe, expect, it } from 'vitest';
import { readFacts } from './read-facts.js';

// The shipped vocabulary tells the Tier 1 ratio from the common equity Tier 1 (CET1) ratio.
const doc = (text: string) => ({ docId: 'd1', company: 'Kaveri Bank Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors: ['banks'], pages: [text] });
const metrics = (text: string) => readFacts(doc(text)).map((f) => `${f.metric} ${f.valueText}`);

describe('capital ratio names', () => {
  it('reads the Tier 1 ratio as its own metric, not as CET1', () => {
    expect(metrics('Capital was strong with a CET-1 ratio of 16.66%, Tier 1 ratio of 16.76% and total capital adequacy ratio of 17.47%.')).toEqual(['cet1_ratio 16.66%', 'tier1_ratio 16.76%', 'capital_adequacy 17.47%']);
    expect(metrics('The Tier 1 capital ratio was 18%.')).toEqual(['tier1_ratio 18%']);
  });
  it('still reads common equity Tier 1 as CET1', () => {
    expect(metrics('Our common equity Tier 1 ratio was 10.4%.')).toEqual(['cet1_ratio 10.4%']);
    expect(metrics('Common Equity Tier 1 capital ratio of 21.3% at quarter end.')).toEqual(['cet1_ratio 21.3%']);
  });
});
