import { describe, expect, it } from 'vitest';
import { factScore } from '../../../core/text/fact-sentences.js';
import { ExtractiveRefiner } from './refiner.js';
import { RuleTripletExtractor } from './triplet-extractor.js';

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

  it("leaves out the analysts' turns and the moderator's: their figures are not the company's facts", async () => {
    const text = [
      'Moderator: Thank you. The next question is from the line of Sanjay Gupta from Motilal Oswal Financial Services. Please go ahead.',
      'Sanjay Gupta: Good evening. Headcount declined by 1,210. Are you planning to hire freshers',
      'this year, and will you honor all the offers you have made?',
      'Meera Raghunathan: Yes, we will honor every offer we have made. We plan to onboard about',
      '6,000 freshers in FY24, most of them in the second half of the year.',
      'Sanjay Gupta: Meera, the deal wins are very strong at $1.14 billion, but revenue growth in BFSI is only 4.1%.',
      'Mr. Vikram Desai – CFO: BFSI revenue grew 4.1% in Q1 because two large clients cut discretionary spend.',
    ].join('\n');
    const out = r.refineText(text, 'Meera Raghunathan');
    expect(out).toBe(
      [
        'Meera Raghunathan: We plan to onboard about 6,000 freshers in FY24, most of them in the second half of the year.',
        'Mr. Vikram Desai – CFO: BFSI revenue grew 4.1% in Q1 because two large clients cut discretionary spend.',
      ].join('\n'),
    );
    // Tier 2 reads no fact from the analyst's figures, and no speaker label into its evidence.
    const triplets = await new RuleTripletExtractor().extract(out, {
      chunkId: 'c', text, speaker: 'Meera Raghunathan', meta: { company: 'Aravali Infotech Limited', ticker: null, quarter: 'Q1', year: 'FY24', callDate: null },
    });
    expect(triplets.length).toBeGreaterThan(0);
    for (const t of triplets) {
      expect(t.evidence).not.toMatch(/1,210|1\.14 billion|Raghunathan|Desai/);
      expect([t.head, t.object].join(' ')).not.toMatch(/1,210|1\.14 billion/);
    }
  });

  it('returns an empty string when nothing carries a fact', () => {
    expect(r.refineText('Thank you so much. Hello. Sure.', 'Moderator')).toBe('');
    expect(factScore('Can you hear me?')).toBe(0);
    expect(factScore('Net profit rose 44% to ₹9,648 crore in Q1 FY24.')).toBeGreaterThan(4);
  });
});
