import { describe, expect, it } from 'vitest';
import { endsParagraph, paragraphEndings } from './paragraphs.js';

describe('paragraphEndings', () => {
  const page = [
    'Some highlights on the subsidiary. The total loan book as of June end stood at INR73,568',
    'crores, growing 5.1% sequentially and 19% year-on-year. Secured loan comprises 72% of the',
    'total loan book, and disbursements for the quarter were higher by 42% over prior year.',
    'Its capital adequacy ratio was 19.8%.',
    'And a few sentences on the securities company, which has added nearly 0.6 million clients',
    'in the last 12 months.',
  ].join('\n');

  it('ends a paragraph at a sentence closing a line well short of the page width', () => {
    const endings = paragraphEndings(page);
    expect(endsParagraph('Its capital adequacy ratio was 19.8%.', endings)).toBe(true);
    expect(endsParagraph('And a few sentences on the securities company, which has added nearly 0.6 million clients in the last 12 months.', endings)).toBe(true);
  });

  it('does not end one at a sentence closing a full, wrapped line', () => {
    const endings = paragraphEndings(page);
    expect(endsParagraph('Secured loan comprises 72% of the total loan book, and disbursements for the quarter were higher by 42% over prior year.', endings)).toBe(false);
    expect(endsParagraph('The total loan book as of June end stood at INR73,568 crores, growing 5.1% sequentially and 19% year-on-year.', endings)).toBe(false);
  });

  it('ends one before a blank line', () => {
    expect(endsParagraph('Revenue grew 10% in the quarter, led by volumes across all of our markets.', paragraphEndings('Revenue grew 10% in the quarter, led by volumes across all of our markets.\n\nNext.'))).toBe(true);
  });
});
