import type { Context } from '../retrieve/types.js';

export interface Answer {
  text: string;
  /** 1-based indexes into the contexts the answer cites. */
  cited: number[];
  /** True when the answer says the contexts do not hold an answer (nothing is stated as fact). */
  refused: boolean;
  /** True when the model stopped at max_tokens (finish_reason "length"): the answer is cut short. */
  truncated?: boolean;
}

/** Turns a question and its retrieved contexts into an answer with citations. */
export interface Answerer {
  readonly id: string;
  /**
   * True for an answerer that quotes passages rather than reads them (the offline extractive one):
   * a value the passages state as a typed fact is then given as that fact. A model reads the
   * figure from the passages itself.
   */
  readonly quotes?: boolean;
  answer(question: string, contexts: readonly Context[], signal?: AbortSignal): Promise<Answer>;
}
