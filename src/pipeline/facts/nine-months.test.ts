import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';

// A call for Q3 of a calendar fiscal year, in the shipped vocabulary.
const doc = (text: string, quarter: 'Q2' | 'Q3' | 'Q4' = 'Q3') => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });
const brief = (text: string, quarter: 'Q2' | 'Q3' | 'Q4' = 'Q3') => readFacts(doc(text, quarter)).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}${f.basis ? `-${f.basis}` : ''}`);

describe('the first nine months', () => {
  it('are a period of their own, of the year said after them or the call\'s', () => {
    expect(brief('For the first nine months of 2020, the company reported net earnings of $230 million.')).toEqual(['net_profit|230000000|9M FY20|actual']);
    expect(brief('Through the first nine months of the year, we have generated approximately $375 million of operating cash flow.')).toEqual(['operating_cash_flow|375000000|9M FY21|actual']);
    expect(brief('For the nine months ended October 2, 2021, the company recorded an effective tax rate of 20.2%.')).toEqual(['effective_tax_rate|20.2|9M FY21|actual']);
  });
  it('are the year to date on a third quarter\'s call, the half on a second\'s', () => {
    expect(brief('I\'ll stress again, 10.8% organic growth year-to-date.').map((x) => x.split('|')[2])).toEqual(['9M FY21']);
    expect(brief('Year-to-date, we have used free cash flow to repurchase $37 million of shares.', 'Q2').map((x) => x.split('|')[2])).toEqual(['H1 FY21']);
  });
});

describe('the nine months\' year', () => {
  it('is one in digits or a fiscal year, not a count after them', () => {
    expect(brief('For the first nine months of fiscal 2019, revenue was $2.1 billion.').map((x) => x.split('|')[2])).toEqual(['9M FY19']);
    expect(brief('Diluted EPS was $2.37, compared to $2.18 in the first nine months of fiscal 2019.').map((x) => x.split('|')[2])).toContain('9M FY19');
  });
});

describe('a part of the nine months', () => {
  it('is not the nine months said after an earlier figure', () => {
    expect(brief('We were able to generate $284 million in free cash flow during the first nine months of 2020, $141 million of which was generated in the third quarter alone.').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['284000000 9M FY20', '141000000 Q3 FY21']);
  });
});

describe('a half with its year in digits', () => {
  it('is the period of the changes said of the metric it follows', () => {
    expect(brief('As a result, consolidated revenue for the first half of 2021 increased $826 million or 112% compared to 2020.', 'Q2').map((x) => x.split('|').slice(1, 3).join(' '))).toEqual(['826000000 H1 FY21', '112 H1 FY21']);
  });
});
