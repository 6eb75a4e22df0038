import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// Shapes of questions-34 (fixtures/facts/questions-34.jsonl, us-questions-34.jsonl): a level said after the move that reached it.
const doc = (text: string, us = false) => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q1' as const, year: us ? 'FY21' : 'FY24', fyEndMonth: us ? 12 : 3, sectors: [], pages: [text] });
const brief = (text: string, us = false) => readFacts(doc(text, us)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);

describe('a count moved to a level', () => {
  it('reads "decreased to 45 days" as the level of the count', () => {
    expect(brief('Days sales outstanding decreased to 45 days on March 31, 2021.', true)).toContain('|receivable_days|45|Q1 FY21|actual');
    expect(brief('DSO improved to 45 days.', true)).toEqual(['|receivable_days|45|Q1 FY21|actual']);
  });
});

describe('the level a change took a metric to', () => {
  it('reads "improving 140 bps sequentially, taking it to 49.2%" as the change and the level', () => {
    expect(brief('This has led to our gross margin improving 140 bps sequentially, taking it to 49.2%.')).toEqual([
      '|gross_margin|140 bps|Q1 FY24|change',
      '|gross_margin|49.2%|Q1 FY24|actual',
    ]);
  });
  it('reads an amount per unit written after a slash, "went up by $11/t to $285/t", as the change and the level', () => {
    expect(brief('Our coking coal cost went up by $11/t to $285/t, but we were able to mitigate this.')).toEqual([
      '|coking_coal|$11|Q1 FY24|change',
      '|coking_coal|$285|Q1 FY24|actual',
    ]);
  });
});

describe('a count, then its change', () => {
  it('reads "added a total of 2,10,000 customers …, higher by 6.4%" as the count and its growth', () => {
    expect(brief('The Company added a total of 2,10,000 customers during the quarter, higher by 6.4% compared to the same period previous year.')).toEqual([
      '|customer_franchise|2,10,000|Q1 FY24|actual',
      '|customer_franchise|6.4%|Q1 FY24|change',
    ]);
  });
});

describe('the remaining performance obligation in the singular', () => {
  it('is the remaining performance obligations metric', () => {
    expect(brief('Our remaining performance obligation was $1.2 billion, up 20%.', true)).toEqual([
      '|remaining_performance_obligations|$1.2 billion|Q1 FY21|actual',
      '|remaining_performance_obligations|20%|Q1 FY21|change',
    ]);
  });
});

describe('an amount restated in another currency', () => {
  it('reads "USD 84 million in rupee terms INR 693 crores" as the one metric in both currencies', () => {
    expect(brief('PAT for the quarter was at USD 84 million in rupee terms INR 693 crores.')).toEqual(['|net_profit|USD 84 million|Q1 FY24|actual', '|net_profit|INR 693 crores|Q1 FY24|actual']);
  });
  it('leaves a second amount in the same currency to the rules it had', () => {
    expect(brief('PAT for the quarter was at USD 84 million in rupee terms USD 85 million.')).toEqual(['|net_profit|USD 84 million|Q1 FY24|actual']);
  });
});

// Shapes of questions-39 (fixtures/facts/questions-39.jsonl).
describe('counts sold, produced or shipped', () => {
  it('reads a count the company produced, with its counted noun, as the metric the noun names', () => {
    expect(brief('We produced around 584,000 barrels of oil equivalent per day, an increase of 2%.', true)).toEqual(['|production|584,000|Q1 FY21|actual', '|production|2%|Q1 FY21|change']);
  });
  it('reads pending customer orders counted in vehicles as pending bookings, not as vehicles sold', () => {
    expect(brief('Pending customer orders stood at about 355,000 vehicles at the end of the Quarter.')).toEqual(['|pending_bookings|355,000|Q1 FY24|actual']);
  });
});

describe('a change with a word of degree before "by"', () => {
  it('reads "went up marginally by 5%" as a change', () => {
    expect(brief('Our SG&A went up marginally by 5%, bulk of this increase being due to translation of financials in rupees.')).toEqual(['|operating_expenses|5%|Q1 FY24|change']);
  });
});

describe('names of metrics', () => {
  it('reads price reversals as a price reduction and an FX loss as the currency impact', () => {
    expect(brief('So in this quarter, we have taken price reversals of about 1.8%.')).toEqual(['|price_reduction|1.8%|Q1 FY24|actual']);
    expect(brief('FX loss for the quarter was INR 200 crores.')).toEqual(['|currency_impact|INR 200 crores|Q1 FY24|actual']);
  });
});

describe('a figure a sentence opens on, then "was our" and the metric', () => {
  it('reads "2.34 was our Kcal cost this quarter" as the fuel cost per kcal', () => {
    const kcal = (text: string) => readFacts({ ...doc(text), sectors: ['cement'] }).map((f) => `${f.metric}|${f.valueText}|${f.kind}`);
    expect(kcal('2.34 was our Kcal cost this quarter.')).toEqual(['fuel_cost_per_kcal|2.34|actual']);
  });
});

describe('an amount moved, said after the metric a verb of change was said of, and the level it reached', () => {
  it('reads "reduced our net debt in U.S. dollars by $160 million from $3.35 billion in June last year to $3.19 billion" as the change, the year-ago level and the level', () => {
    expect(brief('We reduced our net debt in U.S. dollars by $160 million from $3.35 billion in June last year to $3.19 billion this June.')).toEqual([
      '|net_debt|$160 million|Q1 FY24|change',
      '|net_debt|$3.35 billion|Q1 FY23|actual',
      '|net_debt|$3.19 billion|Q1 FY24|actual',
    ]);
  });
  it('reads "reduced our net debt this quarter by $160 million to $3.19 billion" as the change and the level reached', () => {
    expect(brief('We reduced our net debt this quarter by $160 million to $3.19 billion.')).toEqual(['|net_debt|$160 million|Q1 FY24|change', '|net_debt|$3.19 billion|Q1 FY24|actual']);
  });
});
