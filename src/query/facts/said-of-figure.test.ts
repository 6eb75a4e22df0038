import { describe, expect, it } from 'vitest';
import { abbreviatedWords } from './said-of-figure.js';

describe('abbreviatedWords', () => {
  it("reads an abbreviation made of the question's words' initials as those words", () => {
    const q = ['casa', 'ratio', 'on', 'a', 'quarterly', 'average', 'basis'];
    expect(abbreviatedWords('Our CASA ratio on QAB basis was 44.2%', q)).toEqual(['quarterly', 'average', 'basis']);
    expect(abbreviatedWords('Our CASA ratio on MEB basis was 45.5%', q)).toEqual([]);
  });
});
