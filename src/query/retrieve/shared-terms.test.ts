import { describe, expect, it } from 'vitest';
import type { LexicalIndex } from './lexical-index.js';
import { SHARED_TERMS, sharedTerms } from './shared-terms.js';

/** A lexical index that knows only document frequencies (1,000 chunks; unlisted words in `other`). */
function frequencies(df: Record<string, number>, other = 1): LexicalIndex {
  return {
    search: async () => [],
    frequencies: async (words) => ({ chunks: 1000, df: new Map(words.map((w) => [w, df[w] ?? other])) }),
  };
}

const ICICI = [
  'Our branch count has increased by 174 in the first quarter and we had 6,074 branches as of June 30, 2023. Mr. Bakhshi thanked the team.',
  'Deposits grew 17.2% year-on-year. We remain focused on customers.',
];
const HDFC = [
  'Sashi Jagdishan said we added 39 branches in the quarter, taking the network to 7,860 branches.',
  'Deposits grew 19.2% over the year. Customers remain our focus.',
];

describe('sharedTerms', () => {
  it('finds the word both companies state their figure in, which the question does not use', async () => {
    const words = await sharedTerms([ICICI, HDFC], 'Who is expanding its physical network faster, ICICI Bank or HDFC Bank?', frequencies({ deposits: 300, grew: 400 }));
    expect(words[0]).toBe('branches');
    expect(words).toContain('deposits');
    expect(words.length).toBeLessThanOrEqual(SHARED_TERMS);
  });

  it('ranks a word rare in the corpus above a common one', async () => {
    const rare = await sharedTerms([ICICI, HDFC], 'physical network', frequencies({ branches: 2 }, 500));
    expect(rare[0]).toBe('branches');
    const common = await sharedTerms([ICICI, HDFC], 'physical network', frequencies({ branches: 900, deposits: 2 }, 500));
    expect(common[0]).toBe('deposits');
  });

  it("leaves out the question's words, words outside figure sentences, and names", async () => {
    const words = await sharedTerms([ICICI, HDFC], 'How many branches did they add?', frequencies({}));
    expect(words).not.toContain('branches');
    // "customers"/"focus" are only in sentences without a figure; "Bakhshi"/"Jagdishan" are names.
    expect(words.some((w) => /custom|focus|bakhshi|jagdishan/.test(w))).toBe(false);
  });

  it('leaves out units and the words figures are reported with', async () => {
    const a = ['Deposits grew 12% year-on-year to Rs. 5,000 crore.'];
    const b = ['Deposits grew 9% year-on-year to Rs. 3,100 crore.'];
    expect(await sharedTerms([a, b], 'savings parked with them', frequencies({}))).toEqual(['deposits']);
  });

  it('needs every entity to have the word', async () => {
    const words = await sharedTerms([ICICI, ['Attrition was 17.8% on a trailing basis.']], 'physical network', frequencies({}));
    expect(words).toEqual([]);
  });

  it('returns nothing for fewer than two pools or an empty one', async () => {
    expect(await sharedTerms([ICICI], 'branches', frequencies({}))).toEqual([]);
    expect(await sharedTerms([ICICI, []], 'branches', frequencies({}))).toEqual([]);
  });

  it('keeps acronyms, which are metrics rather than names', async () => {
    const a = ['The CASA ratio was 42.1% at the end of June.'];
    const b = ['Our CASA ratio stood at 38.2% for the quarter.'];
    expect(await sharedTerms([a, b], 'cheap deposits', frequencies({}))).toContain('casa');
  });
});
