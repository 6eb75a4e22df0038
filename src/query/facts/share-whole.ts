/**
 * The whole a share is asked of, said by a figure's sentence: "what share of wearables sell online" is not answered by the
 * company's e-commerce share of all its sales ("Our e-commerce contribution is in the ballpark of 6%, 7%"), nor "m&m share of
 * the orchard tractor market" by its share of another market ("in the 40s with 5% market share"). The plan reads the whole's
 * words (plan/figure-asked.ts shareWhole) only where they name no metric; each must be in the sentence or the figure's segment.
 */
import type { Fact } from '../../core/fact.js';
import { nameWords } from '../plan/figure-asked.js';
import type { QuestionPlan } from '../plan/plan.js';
import { stem } from '../../core/text/stem.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';

/** Does the fact's sentence (or segment) say every word of the whole the share is asked of? True when the question names none. */
export function saysShareWhole(plan: QuestionPlan, company: string, f: Fact): boolean {
  const own = new Set(nameWords(company));
  const asked = (plan.figure.shareWhole ?? []).filter((w) => !STOP_WORDS.has(w) && !own.has(w));
  if (asked.length === 0) return true;
  const said = new Set(nameWords(`${f.sentence} ${f.segment ?? ''}`).map(stem));
  return asked.every((w) => said.has(stem(w)));
}
