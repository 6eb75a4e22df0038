/**
 * Faithfulness (RAGAS): the answer is broken into standalone statements, each judged supported or
 * not by the joined contexts; the score is supported / total. An answer with no statements cannot
 * be scored (NaN), never 0.
 */
import type { Judge } from '../judge/types.js';
import { withoutCitationMarkers } from '../../core/text/citation-markers.js';

export interface FaithfulnessVerdicts {
  statements: string[];
  supported: boolean[];
}

/** Pure: supported / total, NaN when there is nothing to judge. */
export function score(v: FaithfulnessVerdicts): number {
  if (v.supported.length === 0) return Number.NaN;
  return v.supported.filter(Boolean).length / v.supported.length;
}

/** The model steps: statements, then one verdict per statement. */
export async function judgeFaithfulness(
  judge: Judge,
  s: { question: string; answer: string; contexts: readonly string[] },
): Promise<FaithfulnessVerdicts> {
  // A citation marker's number is not a claim of the answer.
  const statements = await judge.statements(s.question, withoutCitationMarkers(s.answer));
  if (statements.length === 0) return { statements, supported: [] };
  const supported = await judge.supported(statements, s.contexts.join('\n\n'));
  return { statements, supported };
}
