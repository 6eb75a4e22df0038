import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { readFacts } from './read-facts.js';
import { namedInDocument, placedTopic, possessiveTopic } from './topic-phrase.js';

const isMetric = (phrase: string) => /\b(?:revenue|margin|ebitda)\b/i.test(phrase);
const doc = (text: string) => ({ docId: 'd1', company: 'Acme Corporation', aliases: ['Acme'], quarter: 'Q3' as const, year: 'FY21', fyEndMonth: 12, sectors: [], pages: [text] });
const owners = (text: string) => readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${periodLabel(f.period)}`);

describe('a business named by a lower-case phrase a sentence opens on', () => {
  const named = namedInDocument('Our businesses are Chemicals, Retail and (Digital Services). We grew our Financial Services segment.');
  it('reads the phrase as the business where the document names it or the sentence calls it one', () => {
    expect(placedTopic('On the digital side, EBITDA up of 17%, revenues up 12.5%.', isMetric, named)).toBe('Digital');
    expect(placedTopic('For financial services, operating income of $67.2 million was down.', isMetric, named)).toBe('Financial Services');
    expect(placedTopic('In our water segment, first quarter revenue was down 2%.', isMetric, named)).toBe('Water');
  });
  it('reads no business from a phrase of time, manner or a metric, or one the document never names', () => {
    expect(placedTopic('On the cost side, revenue grew 12%.', isMetric, named)).toBeNull();
    expect(placedTopic('On the margin side, we gained 40 basis points.', isMetric, named)).toBeNull();
    expect(placedTopic('In the quarter, revenue grew 12%.', isMetric, named)).toBeNull();
    expect(placedTopic('For our geographic segments, revenue grew 9%.', isMetric, named)).toBeNull();
    expect(placedTopic('On the commercial side, revenue grew 12%.', isMetric, named)).toBeNull();
    expect(placedTopic('In dollar terms, revenue grew 4%.', isMetric, named)).toBeNull();
  });
  it('tells a name written mid-sentence from a word capitalised at a sentence start', () => {
    const n = namedInDocument('Digital is our future. We sell phones.');
    expect(n('digital')).toBe(false);
    expect(namedInDocument('our Digital business grew')('digital')).toBe(true);
  });
  it('finds the name wherever the document writes it so, not only where its first word first appears', () => {
    const n = namedInDocument('Digital is our future. Digitally, we lead. Tax is due. We grew our Digital Services and Tax & Accounting lines.');
    expect(n('digital services')).toBe(true);
    expect(n('tax and accounting')).toBe(true);
    expect(n('digital media')).toBe(false);
  });
  it('gives the figures of such a sentence to the business', () => {
    expect(owners('Jane Roe: Our Pulp business is doing well. For pulp, adjusted EBITDA was $15 million.')).toEqual(['Pulp|adjusted_ebitda|15000000|Q3 FY21']);
    expect(owners('Jane Roe: In our drilling segment, revenue was $1.9 billion.')).toEqual(['Drilling|revenue|1900000000|Q3 FY21']);
    expect(owners('Jane Roe: On the pricing side, revenue was $1.9 billion.')).toEqual(['|revenue|1900000000|Q3 FY21']);
  });
});

describe('possessiveTopic', () => {
  const isMetric = (p: string) => /\b(?:revenues?|ebitda)\b/i.test(p);
  const named = namedInDocument('And we forecast Tax & Accounting will achieve solid growth, as That said.');
  it('reads a sentence opening on a lower-case possessive the document names elsewhere as that business', () => {
    expect(possessiveTopic("And finally, tax and accounting's total and organic revenues grew 15%.", isMetric, named)).toBe('Tax and Accounting');
    expect(possessiveTopic("Tax and accounting's organic revenues grew 15%.", isMetric, named)).toBe('Tax and Accounting');
  });
  it('takes no word that names nothing ("that\'s"), nor a phrase the document never names', () => {
    expect(possessiveTopic("So that's why you see a Rs. 71,000 crores net debt number.", isMetric, named)).toBeNull();
    expect(possessiveTopic("And finally, legal's organic revenues grew 6%.", isMetric, named)).toBeNull();
  });
});
