import { describe, expect, it } from 'vitest';
import { cleanPages, isPageNumberLine, joinLines, repeatedEdgeKeys, restoreRupee } from './clean-pages.js';

describe('page cleaning', () => {
  it('recognises bare page numbers in the usual forms', () => {
    for (const l of ['12', 'Page 3 of 25', ': Page 1 of 25', '- 4 -', 'page 7', '3/19']) expect(isPageNumberLine(l)).toBe(true);
    for (const l of ['12.6% growth', 'Q1 FY24', 'Page one']) expect(isPageNumberLine(l)).toBe(false);
  });

  it('removes running headers and footers repeated on most pages, keeping body lines', () => {
    const body = ['Revenue grew in all regions.', 'Margins held steady.', 'Deal wins were strong.', 'Attrition fell.', 'Cash flow was healthy.'];
    const pages = [1, 2, 3, 4].map((n) => [
      'Acme Limited Earnings Call | July 12, 2023',
      `Page ${n} of 4`,
      ...body.map((b) => `${b} (${'x'.repeat(n)})`),
      `Acme Limited - confidential - ${n}`,
    ]);
    const keys = repeatedEdgeKeys(pages);
    expect([...keys].sort()).toEqual(['acme limited - confidential - #', 'acme limited earnings call | july #, #', 'page # of #']);
    const clean = cleanPages(pages);
    expect(clean[2]).toBe(body.map((b) => `${b} (xxx)`).join('\n'));
  });

  it('keeps everything in short documents (no repetition evidence)', () => {
    expect(cleanPages([['Title', 'Body']])).toEqual(['Title\nBody']);
  });

  it('joins words hyphenated at a line break but keeps compound hyphens', () => {
    expect(joinLines(['the finan-', 'cial results'])).toBe('the financial results');
    expect(joinLines(['a cross-', 'functional team'])).toBe('a cross-functional team');
    expect(joinLines(['grew year-on-', 'year'])).toBe('grew year-on-year');
    expect(joinLines(['the AI-', 'driven model'])).toBe('the AI-driven model');
    expect(joinLines(['ends here.', 'Next line'])).toBe('ends here.\nNext line');
  });
});

describe('restoreRupee', () => {
  it('turns the Rupee Foradian backtick before an amount into ₹', () => {
    expect(restoreRupee('our revenue was `59,381 crore, up from ` 52,758 crore')).toBe(
      'our revenue was ₹59,381 crore, up from ₹ 52,758 crore',
    );
  });
  it('leaves other backticks alone', () => {
    expect(restoreRupee('the `beta` programme')).toBe('the `beta` programme');
  });
});
