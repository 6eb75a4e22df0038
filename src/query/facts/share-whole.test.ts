import { describe, expect, it } from 'vitest';
import type { Fact } from '../../core/fact.js';
import type { QuestionPlan } from '../plan/plan.js';
import { saysShareWhole } from './share-whole.js';

const plan = (shareWhole: string[]): QuestionPlan => ({ figure: { shareWhole } }) as unknown as QuestionPlan;
const fact = (sentence: string, segment: string | null = null): Fact => ({ sentence, segment }) as unknown as Fact;

describe('saysShareWhole', () => {
  it('holds a figure whose sentence or segment says every word of the whole asked, in any inflection', () => {
    expect(saysShareWhole(plan(['wearables']), 'Titan Company', fact('As you may know that, wearables as a category, 30% only on ground and 70% is sold online.'))).toBe(true);
    expect(saysShareWhole(plan(['orchard', 'tractor', 'market']), 'Gamma', fact('In the orchard and light weight tractor market our share is 30%.'))).toBe(true);
    expect(saysShareWhole(plan(['wearable']), 'Titan', fact('Online share was 70%.', 'Wearables'))).toBe(true);
  });

  it("drops a figure of another whole, and asks nothing when the question names none or only the company's own words", () => {
    expect(saysShareWhole(plan(['wearables']), 'Titan', fact('Our e-commerce contribution is in the ballpark of 6%, 7%.'))).toBe(false);
    expect(saysShareWhole(plan([]), 'Titan', fact('Anything at all.'))).toBe(true);
    expect(saysShareWhole(plan(['titan']), 'Titan Company', fact('Our e-commerce contribution is 7%.'))).toBe(true);
  });
});
