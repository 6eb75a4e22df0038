import { describe, expect, it } from 'vitest';
import { aBound, aYardstick, allOfOthers, governedByModal, saidAsPossible, saidOfAnother, subjectIsAnother } from './modality.js';

const split = (s: string): string[] => s.split(/\s+/);
const at = (words: string[], word: string): number => words.findIndex((w) => w.toLowerCase().startsWith(word));

describe('governedByModal', () => {
  it('reads a modal word, a contraction or a verb of plan before the move', () => {
    for (const [s, w] of [
      ["The other capital, we'd like to try to raise dividends on an annual basis.", 'raise'],
      ['Within six months or less, if necessary, we can reduce capital spending to sustaining levels.', 'reduce'],
      ['We expect temporarily lower volumes due to product mix.', 'lower'],
      ['Our board of directors will consider a dividend increase at our meeting next month.', 'increase'],
      ['We plan to close another seven branches.', 'close'],
      ['We are going to issue equity next year.', 'issue'],
    ] as const) {
      const words = split(s);
      expect(governedByModal(words, at(words, w)), s).toBe(true);
    }
  });
  it('reads a habit adverb over the whole sentence', () => {
    const words = split("Historically, we've used our money to continue to increase dividends.");
    expect(governedByModal(words, at(words, 'increase'))).toBe(true);
  });
  it('reads a span of years saying the move recurs over its clause, not a year\'s deed', () => {
    for (const [s, w] of [
      ['The dividend has increased each year for the past 15 years, and we have a compound annual growth rate of 5.8%.', 'increased'],
      ['Finally, as part of our share repurchase program, we have been active with share buybacks since 1994.', 'buybacks'],
      ['We return any excess cash to shareholders through share repurchases over time.', 'repurchases'],
    ] as const) {
      const words = split(s);
      expect(governedByModal(words, at(words, w)), s).toBe(true);
    }
    for (const [s, w] of [
      ['We continued to increase our dividend, which we did for the 15th consecutive year.', 'increase'],
      ['We are proud to have increased the annual dividend in each of the last 54 years.', 'increased'],
      ['We raised the dividend in May, the highest since 2019.', 'raised'],
      ['Since 1994 we have paid a dividend, and this quarter we repurchased 2 million shares.', 'repurchased'],
    ] as const) {
      const words = split(s);
      expect(governedByModal(words, at(words, w)), s).toBe(false);
    }
  });
  it('reads a counterfactual ("would have") over the rest of its clause, not past a break', () => {
    const words = split('However, we estimate that we would have had a positive constant currency revenue growth in the low double digits if not for COVID-19.');
    expect(governedByModal(words, at(words, 'growth'))).toBe(true);
    const done = split('Had it not been for one large order we would have done better, and revenue growth was 9% in the quarter.');
    expect(governedByModal(done, at(done, 'growth'))).toBe(false);
  });
  it('reads no modal in a thing done, after a break, nor in "as expected"', () => {
    for (const [s, w] of [
      ['During the fourth quarter, we raised the common dividend by 43%.', 'raised'],
      ['We would note that, in the quarter, we raised the dividend.', 'raised'],
      ['As expected, our NIM declined.', 'declined'],
      ['We were able to reduce capital spending by 20%.', 'reduce'],
    ] as const) {
      const words = split(s);
      expect(governedByModal(words, at(words, w)), s).toBe(false);
    }
  });
  it('reads a sentence as possible only where every place is governed', () => {
    const words = split('We raised the dividend in May, and we will raise it again.');
    expect(saidAsPossible(words, [at(words, 'raised'), words.lastIndexOf('raise')])).toBe(false);
    expect(saidAsPossible(words, [words.lastIndexOf('raise')])).toBe(true);
    expect(saidAsPossible(words, [])).toBe(false);
  });
});

describe('saidOfAnother', () => {
  it('reads the industry, peers and other companies before the move', () => {
    for (const [s, w] of [
      ['And then we see no indication of those companies increasing capex nor would Murphy.', 'increasing'],
      ['The Lower 48 industry has added 197 rigs since its low in August.', 'added'],
      ['Our peers have raised their dividends this year.', 'raised'],
      ['We see a number of other restaurant chains raising prices significantly.', 'raising'],
    ] as const) {
      const words = split(s);
      expect(saidOfAnother(words, at(words, w)), s).toBe(true);
    }
  });
  it('reads the company itself when "we" or "our" stands nearer, or another party stands in another clause', () => {
    for (const [s, w] of [
      ['Unlike the industry, we added rigs this quarter.', 'added'],
      ['Compared with peers our deposits grew 5%.', 'grew'],
      ['Other income increased 4%.', 'increased'],
      ['Those loans we added to the allowance.', 'added'],
    ] as const) {
      const words = split(s);
      expect(saidOfAnother(words, at(words, w)), s).toBe(false);
    }
  });
  it('reads all places of the sentence', () => {
    const words = split('The industry added rigs; we added 25 rigs.');
    expect(allOfOthers(words, [at(words, 'added'), words.lastIndexOf('added')])).toBe(false);
    expect(allOfOthers(words, [at(words, 'added')])).toBe(true);
  });
});

describe('subjectIsAnother', () => {
  it("reads a clause whose subject is another party as theirs, through a comma that goes on listing", () => {
    const words = split('The industry continue to experience above average catastrophe losses in the quarter, including the winter storms in Texas.');
    expect(subjectIsAnother(words, at(words, 'storms'))).toBe(true);
    expect(allOfOthers(words, [at(words, 'losses'), at(words, 'storms')])).toBe(true);
  });
  it('reads the company itself where its own word stands in the clause, or a new clause begins', () => {
    for (const [s, w] of [
      ['The industry had a tough quarter, but our storm losses were modest.', 'losses'],
      ['Industry conditions were hard, and we took losses from the storms.', 'losses'],
      ['Our cat losses included the winter storms.', 'storms'],
    ] as const) {
      const words = split(s);
      expect(subjectIsAnother(words, at(words, w)), s).toBe(false);
    }
  });
});

describe('aYardstick', () => {
  it('reads "lower than average" as a comparison, "lower than last year" as a move', () => {
    const a = split('an account which has a lower than average fee');
    expect(aYardstick(a, at(a, 'lower'))).toBe(true);
    const b = split('Catastrophe losses were lower than last year.');
    expect(aYardstick(b, at(b, 'lower'))).toBe(false);
    const c = split('Costs were lower than in 2019.');
    expect(aYardstick(c, at(c, 'lower'))).toBe(false);
    const d = split('Costs were lower.');
    expect(aYardstick(d, at(d, 'lower'))).toBe(false);
  });
});

describe('aBound', () => {
  it('reads "15% or more" as a bound on a figure, "grew more" as a move', () => {
    const a = split('we expect to grow our community count next year by 15% or more and end 2022');
    expect(aBound(a, at(a, 'more'))).toBe(true);
    const b = split('we opened more stores than ever');
    expect(aBound(b, at(b, 'more'))).toBe(false);
    const c = split('one or more stores');
    expect(aBound(c, at(c, 'more'))).toBe(false);
  });
});

describe('governedByModal: an option, "if any"', () => {
  it('reads "the option for opportunistic buybacks" and "share repurchases, if any" as not done', () => {
    const a = split('we do have the option for opportunistic buybacks');
    expect(governedByModal(a, at(a, 'buybacks'))).toBe(true);
    const c = split('which excludes the impact of share repurchases, if any.');
    expect(governedByModal(c, at(c, 'repurchases'))).toBe(true);
    const d = split('we repurchased 2 million shares during the quarter');
    expect(governedByModal(d, at(d, 'repurchased'))).toBe(false);
  });
});
