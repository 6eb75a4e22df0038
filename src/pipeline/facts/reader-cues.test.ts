import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// Shapes the reader misread in the rules-942 sample (fixtures/facts/precision-labels-v942.jsonl), a US call for Q3 of a calendar fiscal year.
const doc = (text: string) => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q3' as const, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });
const brief = (text: string) => readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);

describe('a turn that speaks of "the outlook for our business"', () => {
  it('names no business: a name is not made of prepositions and pronouns', () => {
    const text =
      'John Smith: Thank you, Bill, and good morning to everyone. I will talk first about the results for the quarter and then comment on the outlook for our business for the balance of the year. For the third quarter, total company net sales were $232.4 million. Adjusting for currency translation effects, net sales rose by 8.8% year-over-year in the quarter.';
    expect(brief(text).every((f) => f.startsWith('|'))).toBe(true);
  });
});

describe('a guidance only measured against, and the call\'s own agenda', () => {
  it('reads a quarter\'s figure "slightly outperforming our guidance" as an actual', () => {
    expect(brief('The gross margin rate for Q3 was 38.9%, down 160 basis points from last year\'s third quarter rate, slightly outperforming our guidance.')).toEqual([
      '|gross_margin|38.9%|Q3 FY21|actual',
      '|gross_margin|160 basis points|Q3 FY21|change',
    ]);
  });
  it('reads a figure "below the prior year period and our guidance" as an actual', () => {
    expect(brief('Total revenues of $329 million were below the prior year period and our guidance.')).toEqual(['|revenue|$329 million|Q3 FY21|actual']);
  });
  it('reads "which we will discuss in a moment" as no look ahead', () => {
    expect(brief('Adjusted EBITDA of negative $3 million was significantly below the prior year period due to a variety of factors which we will discuss in a moment.')).toEqual(['|adjusted_ebitda|$3 million|Q3 FY21|actual']);
    expect(brief("Our backlog stands at 8% higher than at the beginning of the year, which we'll cover later in the presentation.").map((f) => f.split('|')[4])).not.toContain('guidance');
  });
  it('still reads what a speaker says will be as a guidance', () => {
    expect(brief('We will deliver revenue of about $2 billion for the full year.').map((f) => f.split('|')[4])).toEqual(['guidance']);
    expect(brief('Revenue was above our guidance and we expect revenue of $2 billion for the full year.').map((f) => f.split('|')[4])).toEqual(['guidance']);
  });
});

describe('a passage opened on a business without a figure', () => {
  it('reads the figures after "Starting with the Refrigeration group on Slide seven." as that business\'s', () => {
    const text = 'John Smith: Now let\'s turn to our segment results. Starting with the Refrigeration group on Slide seven. Sales of $352.9 million in the quarter increased 2.7%.';
    expect(brief(text)).toEqual(['Refrigeration|revenue|$352.9 million|Q3 FY21|actual', 'Refrigeration|revenue|2.7%|Q3 FY21|change']);
  });
  it('reads no business from "Starting with revenue"', () => {
    expect(brief('John Smith: Starting with revenue, sales were $400 million, up 5%.').every((f) => f.startsWith('|'))).toBe(true);
  });
  it('reads the figures after "Our copper business continues to deliver …" as that business\'s, until the company\'s own', () => {
    const text =
      'John Smith: Our copper business continues to deliver consistent performance despite the planned shutdown. Revenue was up 3% Q-on-Q at $115 million on higher sales volume. The quarterly EBITDA was at $53 million, down 11% Q-on-Q. Our net profit was $100 million.';
    // The segment is written as the call writes it ("copper").
    expect(brief(text).map((f) => `${f.split('|')[0]!.toLowerCase()}|${f.split('|')[1]}|${f.split('|')[2]}`)).toEqual(['copper|revenue|3%', 'copper|revenue|$115 million', 'copper|ebitda|$53 million', 'copper|ebitda|11%', '|net_profit|$100 million']);
  });
  it('reads no business from a sentence opening on the company\'s model or core', () => {
    const text = 'John Smith: Our core business continues to perform well. Revenue was up 3% at $115 million.';
    expect(brief(text).every((f) => f.startsWith('|'))).toBe(true);
  });
});

describe('a metric only the company as a whole states (owner "company" in the vocabulary)', () => {
  it('stores the effective tax rate after a passage on one region as the company\'s', () => {
    expect(brief('John Smith: Turning to Latin America, revenue increased 17% sequentially. Our effective tax rate for the third quarter came in at approximately 24%.')).toEqual([
      'Latin America|revenue|17%|Q3 FY21|change',
      '|effective_tax_rate|24%|Q3 FY21|actual',
    ]);
  });
  it('still stores the earnings per share of a subsidiary the sentence names as that subsidiary\'s', () => {
    const facts = brief('John Smith: Some highlights on Kaveri Financial Services. The total loan book stood at $73 million. Earnings per share in Kaveri Financial Services was $7.16.');
    expect(facts.at(-1)).toBe('Kaveri Financial Services|earnings_per_share|$7.16|Q3 FY21|actual');
  });
});

describe('"targeted" as a word of what was aimed at, and a target named with its year', () => {
  it('reads a margin "offset with some pressure from targeted reinvestments" as the quarter\'s actual and change', () => {
    expect(brief('Adjusted operating margin was 24.3%, up 120 basis points compared to prior year, offset with some pressure from targeted reinvestments.')).toEqual([
      '|ebitda_margin|24.3%|Q3 FY21|actual',
      '|ebitda_margin|120 basis points|Q3 FY21|change',
    ]);
  });
  it('still reads what is targeted to be, and a targeted ratio, as a target', () => {
    expect(brief('Free cash flow is targeted to be approximately $400 million for the full year.').map((f) => f.split('|')[4])).toEqual(['target']);
    expect(brief('Our targeted ROIC of 9% will remain unchanged.').map((f) => f.split('|')[4])).toEqual(['target']);
  });
  it('reads an expected margin "well above our 2018 Investor Day target" as a guidance', () => {
    expect(brief('We would expect operating margin at or above 9% for the full year, which is well above our 2018 Investor Day target of 5.8%.')[0]).toBe('|ebitda_margin|9%|FY21|guidance');
  });
});

describe('owners listed in the order of their figures, "respectively"', () => {
  it('gives each figure the name listed in its place', () => {
    expect(brief('Revenue from key subsidiaries UltraTech and Aditya Birla Capital grew by 17% and 26% respectively.').map((f) => f.split('|').slice(0, 3).join('|'))).toEqual(['UltraTech|revenue|17%', 'Aditya Birla Capital|revenue|26%']);
  });
  it('reads no owner from a list of metrics\' names, nor without "respectively"', () => {
    expect(brief('Our Order Inflows, Revenues and Margins are up by 57%, 34% and 46%, respectively.').every((f) => !f.startsWith('Order') && !f.startsWith('Margins'))).toBe(true);
    expect(brief('Revenue from key subsidiaries UltraTech and Aditya Birla Capital grew by 17% and 26%.').map((f) => f.split('|')[0])).not.toContain('Aditya Birla Capital');
  });
});

describe('the midpoint of a range said as the figure', () => {
  it('reads "at about the midpoint of $2.55 billion" as a guidance, the quarter\'s own figure as the actual', () => {
    expect(brief('All in all, total free cash flow at about the midpoint of $2.55 billion is tremendous growth on a year-over-year basis.').map((f) => f.split('|')[4])).toEqual(['guidance']);
    expect(brief('We generated $773 million of free cash flow in the third quarter.').map((f) => f.split('|')[4])).toEqual(['actual']);
  });
});

describe('an amount said incremental', () => {
  it('reads "incremental INR264 crores" as a change, not the level', () => {
    expect(brief('So what is the EBITDA, what we have got is incremental INR264 crores.').map((f) => f.split('|')[4])).not.toContain('actual');
    expect(brief('Our Board recently approved a new incremental $500 million share repurchase authorization.').map((f) => f.split('|')[4])).not.toContain('actual');
  });
});

describe('a word that stands for the whole company', () => {
  it('names no business: "for the Company" is the company\'s own figure', () => {
    expect(brief('The tax rate is 25% overall for the Company.')).toEqual(['|effective_tax_rate|25%|Q3 FY21|actual']);
  });
});

describe('a level said at a change, a change said above an earlier period, a qualifier the metric is named with', () => {
  it('reads the amount a change is said "at" as the level it reached', () => {
    expect(brief('PAT, growth of 32% at INR3,437 crores.')).toEqual(['|net_profit|32%|Q3 FY21|change', '|net_profit|INR3,437 crores|Q3 FY21|actual']);
    expect(brief('Consolidated profit after tax - 48% increase at Rs. 1,943 crores versus Rs. 1,309 crores.')).toContain('|net_profit|Rs. 1,943 crores|Q3 FY21|actual');
    // The level said "at" after the change's basis, or after the change said "higher" or "lower".
    expect(brief('Consolidated EBITDA was up 5%, Q-on-Q at Rs. 6,109 crores whereas the consolidated PAT was up 2% on a sequential basis at Rs. 2,454 crores this quarter.')).toEqual(
      expect.arrayContaining(['|ebitda|5%|Q3 FY21|change', '|ebitda|Rs. 6,109 crores|Q3 FY21|actual', '|net_profit|Rs. 2,454 crores|Q3 FY21|actual']),
    );
    expect(brief('EBITDA was 12% lower sequentially at Rs. 1,935 crores.')).toEqual(['|ebitda|12%|Q3 FY21|change', '|ebitda|Rs. 1,935 crores|Q3 FY21|actual']);
    // A share of another metric said "at" is no level of this one.
    expect(brief('SG&A expense of $262.2 million increased 13.1% at 22.8% of net sales.').map((f) => f.split('|')[2])).not.toContain('22.8%');
  });
  it('reads basis points a relative clause says above or below last year\'s as the change of the percentage', () => {
    const read = (t: string) => readFacts(doc(t)).filter((f) => f.kind === 'change').map((f) => `${f.metric}|${f.value}|${f.basis}`);
    expect(read("Our gross margin stood at 64.7% for the quarter, which is 230 basis points above last year's figures, driven by new launches.")).toEqual(['gross_margin|230|yoy']);
    expect(read('Credit cost was 1.2%, which is 20 bps below last year.')).toEqual(['credit_cost|-20|yoy']);
  });
  it('reads "underlying volume growth" as the metric as headed, not volume growth adjusted', () => {
    expect(readFacts(doc('Our underlying sales grew 7% with an underlying volume growth of 3%.')).find((f) => f.metric === 'underlying_volume_growth')?.measure).toBeNull();
  });
});

describe('a growth listed with its basis before another said in a measure of growth', () => {
  it('reads "4.2% year-on-year and 1.0% quarter-on-quarter in constant currency" as two constant-currency growths', () => {
    // A rate of growth (growthRate in metrics.json): its figure is its level, its basis kept.
    expect(brief('Our Q3 growth was solid at 4.2% year-on-year and 1.0% quarter-on-quarter in constant currency.')).toEqual([
      '|constant_currency_growth|4.2%|Q3 FY21|actual',
      '|constant_currency_growth|1.0%|Q3 FY21|actual',
    ]);
  });
  it('gives no measure said right after an earlier figure to a later one said in its own terms', () => {
    expect(brief('In Q1, our revenue grew 12.6% in rupee terms, 7% in constant currency terms and 6.6% in dollar terms.').some((f) => f.includes('6.6%'))).toBe(false);
    expect(brief('Revenue was a growth of 8.2% in constant currency and 8.1% in dollar terms Y-o-Y.').filter((f) => f.includes('constant_currency_growth')).map((f) => f.split('|')[2])).toEqual(['8.2%']);
  });
  it('leaves a figure of another list, or one said in no measure, as it was', () => {
    expect(brief('Revenue grew 8% year-on-year and 2% quarter-on-quarter.').map((f) => f.split('|')[1])).toEqual(['revenue', 'revenue']);
  });
});
