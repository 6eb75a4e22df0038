/**
 * The offline judge: honest approximations of each RAGAS step with no model.
 * - statements: the answer's sentences (clauses joined by ";" split too);
 * - supported: a statement's content words are mostly in the context and all its numbers are;
 * - relevancy: the answer's own sentences stand in for generated questions (the metric then embeds
 *   them with the local embedder); evasive answers are noncommittal;
 * - attributed: a ground-truth sentence's content words are mostly in the context (sentence-level);
 * - useful (context precision): the item holds enough of the ground truth's distinct terms
 *   (local-useful.ts; the count is calibrated on a seeded half of the paper's reference rows).
 * Deterministic; thresholds are options so the bench can report what they are.
 */
import type { Judge, RelevancyQuestions } from './types.js';
import { splitSentences } from '../../core/text/sentences.js';
import { numberValues } from '../../core/text/quantities.js';
import { contentWords, coverage } from '../text.js';
import type { Embedder } from '../../core/providers/types.js';
import { pickByEvidence, pickBySimilarity } from './local-choice.js';
import { usefulVerdicts } from './local-useful.js';
import type { JudgeConfig } from '../../core/config/config.js';
import { defaultConfig } from '../../core/config/shape.js';

export { pickByEvidence, pickBySimilarity };

/**
 * The thresholds (config section `judge`, described in src/core/config/schema.ts): supportAt,
 * attributeAt, usefulTerms (distinct ground-truth terms an item must hold to be useful; all of
 * them when the ground truth has fewer), numbersAt, groundTruthNumbersAt.
 */
export type LocalJudgeOptions = JudgeConfig;

export const LOCAL_JUDGE_DEFAULTS: LocalJudgeOptions = defaultConfig().judge;

const NONCOMMITTAL =
  /\b(i (do not|don't) know|not (mentioned|provided|specified|stated|available|given|discussed|clear)|no (information|mention|details?)|(cannot|can't|unable to) (be )?(determine|answer|find|say)|does not (mention|provide|specify|say)|insufficient (information|context))\b/i;

/** True for answers that evade the question. */
export function isNoncommittal(answer: string): boolean {
  return answer.trim() === '' || NONCOMMITTAL.test(answer);
}

/** Statement support by overlap; exported pure for tests and the bench. */
export function supportScore(statement: string, context: { words: ReadonlySet<string>; nums: ReadonlySet<string> }): { words: number; nums: number } {
  return { words: coverage(contentWords(statement), context.words), nums: coverage(numberValues(statement), context.nums) };
}

function index(text: string): { words: Set<string>; nums: Set<string> } {
  return { words: new Set(contentWords(text)), nums: new Set(numberValues(text)) };
}

/**
 * The offline judge. With an embedder (the local one in `eval`), multiple choice compares meaning
 * rather than words: QuALITY's distractors reuse the article's words by design.
 */
export function createLocalJudge(opts: Partial<LocalJudgeOptions> = {}, deps: { embedder?: Embedder } = {}): Judge {
  const o = { ...LOCAL_JUDGE_DEFAULTS, ...Object.fromEntries(Object.entries(opts).filter(([, v]) => v !== undefined)) };
  // A number the context lacks is the typical unfaithful claim: it alone fails a statement.
  const supports = (text: string, ctx: ReturnType<typeof index>, at: number): boolean => {
    const s = supportScore(text, ctx);
    return s.words >= at && s.nums >= o.numbersAt;
  };
  // Attribution compares with the ground truth, a long verbatim management reply:
  // the bench found gating its figures (which transcripts write in several ways) only added noise.
  const holds = (text: string, ctx: ReturnType<typeof index>, at: number): boolean =>
    coverage(contentWords(text), ctx.words) >= at && coverage(numberValues(text), ctx.nums) >= o.groundTruthNumbersAt;
  return {
    id: `local:overlap-v2(support=${o.supportAt},attribute=${o.attributeAt},useful>=${o.usefulTerms}terms,numbers=${o.numbersAt}/${o.groundTruthNumbersAt}${deps.embedder ? `,choice=${deps.embedder.id}` : ''})`,
    async statements(_question: string, answer: string): Promise<string[]> {
      return splitSentences(answer)
        .flatMap((s) => s.split(/;\s+/))
        .map((s) => s.trim())
        .filter((s) => contentWords(s).length + numberValues(s).length > 0);
    },
    async supported(statements: readonly string[], context: string): Promise<boolean[]> {
      const ctx = index(context);
      return statements.map((s) => supports(s, ctx, o.supportAt));
    },
    async answerQuestions(answer: string): Promise<RelevancyQuestions> {
      if (isNoncommittal(answer)) return { questions: [], noncommittal: true };
      const sents = splitSentences(answer).filter((s) => contentWords(s).length > 0);
      return { questions: sents.slice(0, 3), noncommittal: false };
    },
    async useful(_question: string, groundTruth: string, contexts: readonly string[]): Promise<boolean[]> {
      return usefulVerdicts(groundTruth, contexts, o.usefulTerms);
    },
    async attributed(_question: string, gtSentences: readonly string[], context: string): Promise<boolean[]> {
      const ctx = index(context);
      return gtSentences.map((s) => holds(s, ctx, o.attributeAt));
    },
    async pickOption(question: string, options: readonly string[], context: string): Promise<number> {
      return deps.embedder ? pickBySimilarity(question, options, context, deps.embedder) : pickByEvidence(question, options, context);
    },
    usage: () => ({ promptTokens: 0, completionTokens: 0, costUsd: 0 }),
    fork() {
      return this;
    },
  };
}
