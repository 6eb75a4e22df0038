import { describe, expect, it } from 'vitest';
import { sentenceEnds, splitSentences } from './sentences.js';

const split = (t: string) => {
  let prev = 0;
  return sentenceEnds(t).map((e) => {
    const s = t.slice(prev, e).trim();
    prev = e;
    return s;
  });
};

describe('sentenceEnds', () => {
  it('ignores abbreviations, initials and decimals', () => {
    const t = 'We have Mr. K. Krithivasan with us. Revenue was Rs. 4,812 crore, up 12.6% Y-o-Y. Is that right? Yes.';
    expect(split(t)).toEqual(['We have Mr. K. Krithivasan with us.', 'Revenue was Rs. 4,812 crore, up 12.6% Y-o-Y.', 'Is that right?']);
  });

  it('ends a sentence after "R&D." and "Y-o-Y.", not after an initial or "Ltd."', () => {
    expect(split('We invested in R&D. Infosys Ltd. grew. A. Kumar spoke. End')).toEqual(['We invested in R&D.', 'Infosys Ltd. grew.', 'A. Kumar spoke.']);
  });

  it('reads dotted initials before a capitalised word as a name, and ends a sentence after a dotted abbreviation before a lower-case one', () => {
    expect(split('D.R. Horton closed 21,588 homes. J.P. Morgan asked. Next')).toEqual(['D.R. Horton closed 21,588 homes.', 'J.P. Morgan asked.']);
    expect(split('We met at 5 p.m. Eastern time. Done')).toEqual(['We met at 5 p.m. Eastern time.']);
  });

  it('does not end a sentence before a lower-case word on the same line', () => {
    expect(sentenceEnds('approx. ten percent of sales. Next')).toEqual(['approx. ten percent of sales.'.length]);
  });
});

describe('splitSentences', () => {
  it('keeps abbreviations, initials and decimals inside sentences and joins wrapped lines', () => {
    expect(splitSentences('Revenue grew 12.5% to Rs. 5,000\ncrore in Q1. Mr. A. Kumar agreed. Next?')).toEqual([
      'Revenue grew 12.5% to Rs. 5,000 crore in Q1.',
      'Mr. A. Kumar agreed.',
      'Next?',
    ]);
  });
  it('ends a sentence after an abbreviation-looking word such as "R&D."', () => {
    expect(splitSentences('We invested in R&D. EBITDA margin was 27.9%.')).toEqual(['We invested in R&D.', 'EBITDA margin was 27.9%.']);
  });

  it('keeps a misspelt currency before an amount inside its sentence', () => {
    expect(splitSentences('Net debt rose by about Ra. 3,600 crores QoQ, to Rs. 71,397 crores. Next.')).toEqual(['Net debt rose by about Ra. 3,600 crores QoQ, to Rs. 71,397 crores.', 'Next.']);
    expect(splitSentences('We spoke to Mr. Ra. He agreed.')).toEqual(['We spoke to Mr. Ra.', 'He agreed.']);
  });

  it('breaks at speaker turns and blank lines', () => {
    expect(splitSentences('Thank you\nModerator: Next question.\n\nSecond para')).toEqual([
      'Thank you',
      'Moderator: Next question.',
      'Second para',
    ]);
    expect(splitSentences('  \n ')).toEqual([]);
  });
});
