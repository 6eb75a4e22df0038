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
