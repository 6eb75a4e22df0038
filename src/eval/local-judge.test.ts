import { describe, expect, it } from 'vitest';
import { createLocalJudge, isNoncommittal } from './judge/local.js';
import { scoreSample } from './score-sample.js';
import { splitSentences as sentences } from '../core/text/sentences.js';
import { numberValues } from '../core/text/quantities.js';

const context =
  'Our revenue for the quarter grew 12% year-on-year to Rs 4,520 crore. EBITDA margin expanded to 21.5% on lower input costs. ' +
  'We expect volume growth in high single digits for FY24.';

describe('local judge', () => {
  const judge = createLocalJudge();

  it('supports statements whose words and numbers are in the context, rejects wrong numbers', async () => {
    const v = await judge.supported(
      ['Revenue grew 12% to Rs 4,520 crore.', 'Revenue grew 15% to Rs 4,520 crore.', 'The company opened fifty new stores in Brazil.'],
      context,
    );
    expect(v).toEqual([true, false, false]);
  });

  it('splits answers into statements and spots evasive answers', async () => {
    expect(await judge.statements('q', 'Margin was 21.5%. Volumes grew; costs fell.')).toEqual(['Margin was 21.5%.', 'Volumes grew', 'costs fell.']);
    expect(isNoncommittal('The context does not mention the capex guidance.')).toBe(true);
    expect(isNoncommittal('Capex is Rs 500 crore.')).toBe(false);
  });

  it('context precision ranks the useful item first', async () => {
    const gt = 'EBITDA margin expanded to 21.5% on lower input costs.';
    const useful = await judge.useful('margin?', gt, ['The board met in May.', context]);
    expect(useful).toEqual([false, true]);
  });

  it('scores a full sample with NaN only where unscorable', async () => {
    const { scores } = await scoreSample(
      { question: 'What was revenue growth?', answer: 'Revenue grew 12%.', groundTruth: 'Revenue grew 12% year-on-year to Rs 4,520 crore.', contexts: [context] },
      { judge, embedder: null },
    );
    expect(scores.faithfulness).toBe(1);
    expect(scores.context_recall).toBe(1);
    expect(scores.context_precision).toBe(1);
    expect(scores.answer_relevancy).toBeNaN();
  });

  it('text helpers', () => {
    expect(numberValues('Rs 1,234.50 crore, 15% and FY24')).toEqual(['1234.5', '15', '24']);
    expect(sentences('Mr. Rao said revenue grew. Margin was 21.5%. Next')).toEqual(['Mr. Rao said revenue grew.', 'Margin was 21.5%.', 'Next']);
  });
});
