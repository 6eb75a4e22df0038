import type { Context } from '../retrieve/types.js';

export interface Answer {
  text: string;
  /** 1-based indexes into the contexts the answer cites. */
  cited: number[];
}

/** Turns a question and its retrieved contexts into an answer with citations. */
export interface Answerer {
  readonly id: string;
  answer(question: string, contexts: readonly Context[], signal?: AbortSignal): Promise<Answer>;
}
