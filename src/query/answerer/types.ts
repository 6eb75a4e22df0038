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
   * States a value the calls hold as a typed fact as the answer itself, cited to its sentence (the
   * offline answerer). Without it (a model), the fact's passage leads the contexts it reads.
   */
  readonly statesFacts?: boolean;
  answer(question: string, contexts: readonly Context[], signal?: AbortSignal, asked?: AskedFigure): Promise<Answer>;
}

/** What the question plan read of the figure asked, for an answerer that can use it. */
export interface AskedFigure {
  /** The period asked (a quarter with no year: the latest such quarter); null = the call's own. */
  period: { quarter: string | null; year: string | null } | null;
  /** The question asks a guidance or target: the period asked is the one it is for, the call's own year included. */
  forward?: boolean;
}
