import { describe, expect, it } from 'vitest';
import { factScore } from '../../../core/text/fact-sentences.js';
import { ExtractiveRefiner } from './refiner.js';

describe('ExtractiveRefiner', () => {
  const r = new ExtractiveRefiner();

  it('drops pleasantries and moderator boilerplate, keeps facts in order with the speaker', async () => {
    const text = [
      'Thank you. Good morning everyone and welcome to the call.',
      'Revenue grew 12% year-on-year to ₹5,000 crore, driven by BFSI.',
      'It has been a good quarter for all of us, really.',
      'EBITDA margin expanded 150 bps to 24.3%.',
      'Moderator: Thank you. The next question is from Ravi Kumar of ABC Securities. Please go ahead.',
    ].join('\n\n');
    const out = await r.refine({
      chunkId: 'c', text, speaker: 'N. Chandrasekaran',
      meta: { company: 'TCS', ticker: null, quarter: null, year: null, callDate: null },
    });
    expect(out).toBe(
      'N. Chandrasekaran: Revenue grew 12% year-on-year to ₹5,000 crore, driven by BFSI. EBITDA margin expanded 150 bps to 24.3%.',
    );
  });

  it('returns an empty string when nothing carries a fact', () => {
    expect(r.refineText('Thank you so much. Hello. Sure.', 'Moderator')).toBe('');
    expect(factScore('Can you hear me?')).toBe(0);
    expect(factScore('Net profit rose 44% to ₹9,648 crore in Q1 FY24.')).toBeGreaterThan(4);
  });
});
