import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from './metric-lexicon.js';
import { isBasisWord, leavingOutWords, measureAsked, measureBasisAt, measureMarks } from './measure-words.js';

const lexicon = vocabularyLexicon();
/** The basis read of the first metric a sentence names and the figure `value` (as written). */
function basisOf(sentence: string, value: string): string | null {
  const m = lexicon.mentions(sentence)[0]!;
  const at = sentence.indexOf(value);
  return measureBasisAt(sentence, m, { start: at, end: at + value.length }, (rest) => lexicon.mentions(rest).some((x) => x.id === m.id && x.start === 0 && x.end === rest.length));
}
const asked = (q: string): string | null =>
  measureAsked(q, lexicon.mentions(q), (id, rest) => lexicon.mentions(rest).some((x) => x.id === id && x.start === 0 && x.end === rest.length));

describe('measure basis of a call sentence', () => {
  it('reads an adjusted figure by the word before the metric, inside its name, or by a phrase', () => {
    expect(basisOf('Adjusted EPS was $1.20, up 10% year-over-year.', '$1.20')).toBe('adjusted');
    expect(basisOf('Non-GAAP operating margin was 24.5%.', '24.5%')).toBe('adjusted');
    expect(basisOf('Fourth-quarter adjusted diluted EPS was $1.20.', '$1.20')).toBe('adjusted');
    expect(basisOf('Earnings per share excluding special items was $1.45.', '$1.45')).toBe('adjusted');
    expect(basisOf('Profit after tax before exceptional items at Rs. 2,500 crores was up 9%.', 'Rs. 2,500 crores')).toBe('adjusted');
    expect(basisOf('Our core EBITDA was Rs 500 crore.', 'Rs 500 crore')).toBe('adjusted');
    expect(basisOf('Diluted EPS was $1.45 on an adjusted basis.', '$1.45')).toBe('adjusted');
    expect(basisOf('Earlier today, we reported the highest adjusted fourth-quarter EPS in company history at $11.39 per share.', '$11.39')).toBe('adjusted');
  });

  it('reads a reported figure by GAAP, reported or as reported', () => {
    expect(basisOf('Reported PAT was Rs 900 crore.', 'Rs 900 crore')).toBe('reported');
    expect(basisOf('Our GAAP earnings per share were $0.23 per diluted share.', '$0.23')).toBe('reported');
    expect(basisOf('On a GAAP basis, diluted EPS was $1.10.', '$1.10')).toBe('reported');
    expect(basisOf('Income tax rate, as reported, was 16% and 22.5% on a non-GAAP basis.', '16%')).toBe('reported');
  });

  it('the qualifier nearest the figure wins; one said of another figure says nothing', () => {
    expect(basisOf('Income tax rate, as reported, was 16% and 22.5% on a non-GAAP basis.', '22.5%')).toBe('adjusted');
    expect(basisOf('EBITDA was $218 million, up 3% year-over-year on a reported basis, and up 5% on an FX neutral basis.', '3%')).toBe('reported');
    expect(basisOf('EBITDA was $218 million, up 3% year-over-year on a reported basis, and up 5% on an FX neutral basis.', '5%')).toBeNull();
  });

  it('reads no basis from a verb, a plain name or a metric of its own', () => {
    expect(basisOf('We reported EPS of $2.63 for the quarter.', '$2.63')).toBeNull();
    expect(basisOf('This segment reported net income of $129 million.', '$129 million')).toBeNull();
    expect(basisOf('For the quarter, Enterprise and Other reported net income of $10 million.', '$10 million')).toBeNull();
    expect(basisOf('EPS was $2.63 for the quarter.', '$2.63')).toBeNull();
    // "core operating profit" is a metric of its own (pre-provision operating profit): "core" qualifies no basis in it.
    expect(basisOf('Core operating profit was Rs 5,000 crore.', 'Rs 5,000 crore')).toBeNull();
  });

  it('drops a mark inside a longer one: "GAAP" of "non-GAAP"', () => {
    expect(measureMarks('non-GAAP EPS').map((k) => k.basis)).toEqual(['adjusted']);
    expect(isBasisWord('Adjusted')).toBe(true);
    expect(isBasisWord('total')).toBe(false);
  });
});

describe('measure basis a question asks', () => {
  it('adjusted, reported, or neither', () => {
    expect(asked("What was Chevron's and ConocoPhillips' adjusted EPS?")).toBe('adjusted');
    expect(asked('What was the EPS excluding one-time items?')).toBe('adjusted');
    expect(asked('What was Alpha’s profit before exceptional items?')).toBe('adjusted');
    expect(asked("What was Alpha's reported EPS?")).toBe('reported');
    expect(asked('What was GAAP EPS at Alpha?')).toBe('reported');
    expect(asked('What was the EPS on a reported basis?')).toBe('reported');
    expect(asked('What EPS did Alpha report?')).toBeNull();
    // A qualifier that is also a verb, right after the companies a question asks about, is its verb; other qualifiers stay qualifiers.
    expect(asked('Which banks reported NIM above 4%?')).toBeNull();
    expect(asked('Which companies grew adjusted EPS?')).toBe('adjusted');
    expect(asked('Which IT services firms reported EBIT margin above 20%?')).toBeNull();
    expect(asked('Which banks had the highest reported EPS?')).toBe('reported');
    expect(asked("What was Alpha's core operating profit?")).toBeNull();
  });

  it('a name or an opening word before the qualifier does not make it a verb in a question; a subject word does', () => {
    expect(asked('Sun Pharma adjusted net profit for Q1 FY24?')).toBe('adjusted');
    expect(asked('Compare adjusted EPS for Dolby and Crown Holdings')).toBe('adjusted');
    expect(asked('Brown & Brown adjusted diluted net income per share in Q3?')).toBe('adjusted');
    expect(asked('What EPS has Alpha reported?')).toBeNull();
    expect(asked('How much did we say we reported EPS at?')).toBeNull();
  });

  it('a question naming both bases asks neither', () => {
    expect(asked('What were GAAP and non-GAAP EPS at Alpha?')).toBeNull();
    expect(asked('What was reported EPS and EPS excluding special items?')).toBeNull();
  });
});

describe('words saying a figure leaves something out', () => {
  it("reads a call's and a question's words from the measures file, a question's own only as asked", () => {
    const said = new RegExp(`\\b(?:${leavingOutWords('said')})`, 'i');
    const asked = new RegExp(`\\b(?:${leavingOutWords('asked')})`, 'i');
    for (const text of ['Excluding the forex impact, the EBITDA was Rs 500 crore', 'EBITDA ex-Novelis', 'PAT adjusted for the one-off', 'if you leave out one-off items', 'without the impact of the write-back', 'before exceptional items']) {
      expect(said.test(text)).toBe(true);
      expect(asked.test(text)).toBe(true);
    }
    expect(said.test('Other than that, revenue was Rs 500 crore.')).toBe(false);
    expect(asked.test('What was its margin other than the one-off?')).toBe(true);
    expect(said.test('without the customer base')).toBe(false);
  });
});
