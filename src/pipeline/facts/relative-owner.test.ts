import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { lowerCaseWords, namesOtherThanCompany, selfWordsOf } from '../../core/text/segment.js';
import { namesOnlyEvent } from '../../core/vocabulary/events.js';
import { readFacts } from './read-facts.js';

const doc = (text: string, company = 'Acme Corporation') => ({ docId: 'd1', company, aliases: [], quarter: 'Q2' as const, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });
const owners = (text: string, company?: string) => readFacts(doc(text, company)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}`);

describe('a figure a relative clause gives the noun before it', () => {
  it('reads ", which was up 7.3%" as the noun before the comma\'s, not the part named with the metric', () => {
    expect(owners('We have offset some of those commercial revenue shortfalls with termite and ancillary service, which was up 7.3%.')).toEqual(['termite and ancillary service|revenue|7.3%|Q2 FY21']);
  });
  it("keeps a metric's own relative clause, and a stretch of time, the metric's", () => {
    expect(owners('Revenue, which was up 7.3%, beat our plan.')).toEqual(['|revenue|7.3%|Q2 FY21']);
    expect(owners('Revenue grew in the second quarter, which was up 7.3%.').every((x) => x.startsWith('|'))).toBe(true);
    // … and words of a clause name nothing: "the one to the left column that you can see there, which grew 11.3%".
    expect(owners('Moving on to the JPL financials, operating revenues of 26,115 crores for the quarter, the one to the left column that you can see there, which grew 11.3% year on year.').map((x) => x.split('|')[0])).toEqual(['JPL', 'JPL']);
  });
});

describe('the passage a call turns to', () => {
  it('reads a heading opened by two words ("Then finally, …") as the business the paragraph is about', () => {
    const text = 'Thanks. Then finally, Laboratory Products and Biopharma Services segment. In Q4, reported revenue in this segment increased 16%. Q4 adjusted operating income in the segment increased 42%.';
    expect(owners(text).map((x) => x.split('|')[0])).toEqual(['Laboratory Products and Biopharma Services', 'Laboratory Products and Biopharma Services']);
  });
  it('turns to what a sentence names before a clause set off by ", which", not to a product the clause names', () => {
    const text = 'Turning to our guidance, which as Tim mentioned earlier, does not include sales of generic ADVAIR DISKUS. For fiscal 2022, we expect capital expenditures to be approximately $12 million to $18 million.';
    expect(owners(text).map((x) => x.split('|')[0])).toEqual(['']);
    // … but a clause that names what is turned to is read: "Moving on to the next segment, which is Energy Projects."
    expect(owners('Moving on to the next segment, which is Energy Projects. The order book for this Energy segment is at Rs 728 billion.').map((x) => x.split('|')[0])).toEqual(['Energy Projects']);
  });
  it('turns to "the international business", a kind of business the vocabulary names, though it names a metric too', () => {
    const text = "Let's move on now to the international business. It was an outstanding quarter for our international business. Our 139 net stores in Q1 was a 100-store improvement versus the first quarter of 2020.";
    expect(owners(text)[0]!.split('|')[0]).toBe('International');
    // … and no other lower-case turn to a part of any business: "the existing business".
    expect(owners("Let's move on now to the existing business. Our 139 net stores in Q1 was a 100-store improvement.")[0]!.split('|')[0]).toBe('');
  });
  it('reads two lower-case words joined by "and", turned to in a walk through the businesses, as the next business', () => {
    const text = [
      'Turning to our safety and industrial business, organic growth was 18%.',
      'Moving to transportation and electronics, which grew 24% organically. Operating margins were 22%.',
    ].join(' ');
    expect(owners(text).find((x) => x.includes('22%'))!.split('|')[0]).toBe('Transportation and Electronics');
    // … not outside such a walk, and not a turn to two metrics.
    expect(owners('Moving to transportation and electronics, which grew 24% organically. Operating margins were 22%.').find((x) => x.includes('22%'))!.split('|')[0]).toBe('');
  });
  it('reads a business named after "Moving then to …," as the subject "in this business" refers back to', () => {
    const text = [
      'Moving then to unlocking full potential, Mahindra Finance is on a very solid path.',
      'So, that is one thing that we are fixing and you see the results here where Gross Stage three is at 4.35%.',
      "It's the lowest ever that's been in this business and net Stage 3 is at 1.8%.",
    ].join(' ');
    expect(owners(text, 'Mahindra & Mahindra Limited').find((x) => x.includes('1.8%'))!.split('|')[0]).toBe('Mahindra Finance');
    // "this business" alone is not read back to a business.
    expect(owners("Mahindra Finance is on a very solid path. We are fixing costs, at 4.35%. It's the lowest ever for this business and net Stage 3 is at 1.8%.", 'Mahindra & Mahindra Limited').find((x) => x.includes('1.8%'))!.split('|')[0]).toBe('');
  });
});

describe('names that are no business', () => {
  it('reads an event (data/vocabulary/events.json) as no name of a business', () => {
    const text = 'So I would add back in the 50 basis points for COVID, and for Specialty.';
    const ctx = { selfWords: selfWordsOf(['W. R. Berkley Corporation']), lowerWords: lowerCaseWords(text) };
    expect(namesOtherThanCompany('COVID', ctx)).toBeNull();
    expect(namesOtherThanCompany('COVID-19', ctx)).toBeNull();
    expect(namesOtherThanCompany('Specialty', ctx)).toBe('Specialty');
    expect(namesOnlyEvent('COVID 2020')).toBe(true);
    expect(namesOnlyEvent('COVID Testing')).toBe(false);
  });
  it('reads a later item of a list by its own name, not the first item\'s', () => {
    const text = 'We expect FX neutral revenue growth in Research of about 9.5%, Conferences growth of about 10%, and Consulting growth of about 3%.';
    expect(owners(text).map((x) => x.split('|')[0])).toEqual(['Research', 'Conferences', 'Consulting']);
    expect(owners('We expect revenue growth in Research of about 9.5% and about 10% in the second half.').map((x) => x.split('|')[0])[0]).toBe('Research');
  });
});
