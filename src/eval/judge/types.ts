/**
 * A judge makes the model steps of the RAGAS metrics. `openai` asks a language model; `local`
 * approximates each step offline by token, number and embedding overlap. Metrics combine the
 * judge's verdicts with a pure `score()`, so the arithmetic is the same whichever judge ran.
 */
import type { Usage } from '../../core/providers/types.js';

export interface RelevancyQuestions {
  /** Questions the answer responds to (local judge: answer-derived sentences standing in for them). */
  questions: string[];
  /** True when the answer evades ("I don't know", "not mentioned in the context"). */
  noncommittal: boolean;
}

export interface Judge {
  /** "local:overlap-v1", "openai:gpt-4o-mini", ...: recorded in every output. */
  readonly id: string;
  /** Faithfulness step 1: the answer as standalone statements. */
  statements(question: string, answer: string): Promise<string[]>;
  /** Faithfulness step 2: is each statement supported by the context? */
  supported(statements: readonly string[], context: string): Promise<boolean[]>;
  /** Answer relevancy step 1: questions generated from the answer. */
  answerQuestions(answer: string): Promise<RelevancyQuestions>;
  /** Context precision: is each context item useful for reaching the ground truth? */
  useful(question: string, groundTruth: string, contexts: readonly string[]): Promise<boolean[]>;
  /** Context recall: can each ground-truth sentence be attributed to the context? */
  attributed(question: string, groundTruthSentences: readonly string[], context: string): Promise<boolean[]>;
  /** Multiple choice: the 0-based index of the option the context best supports. */
  pickOption(question: string, options: readonly string[], context: string): Promise<number>;
  /** Tokens (and USD, when the model is priced) spent by this judge so far; 0 for the local judge. */
  usage(): Usage & { costUsd: number };
  /**
   * The same judge with its own usage counter (shared cache and model), so each question's
   * judging cost is exact even when questions run concurrently.
   */
  fork(): Judge;
}

/**
 * The judge could not produce a usable verdict for one step (invalid reply after repair, wrong
 * number of verdicts). The metric of that question is then NaN: counted, never a 0.
 */
export class JudgeFailure extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'JudgeFailure';
  }
}
