/**
 * Score one answered question with every metric: the judge's steps, then each metric's pure
 * `score()`. Shared by `eval` and the judge bench so both compute exactly the same thing.
 */
import type { Embedder } from '../core/providers/types.js';
import { JudgeFailure, type Judge } from './judge/types.js';
import * as faithfulness from './metrics/faithfulness.js';
import * as relevancy from './metrics/answer-relevancy.js';
import * as precision from './metrics/context-precision.js';
import * as recall from './metrics/context-recall.js';
import * as evidence from './metrics/evidence-recall.js';
import * as answerF1 from './metrics/answer-f1.js';
import { CORE_METRICS, type SampleMetric } from './types.js';

export interface EvalSample {
  question: string;
  answer: string;
  groundTruth: string;
  /** Context texts in the order the answerer received them. */
  contexts: readonly string[];
  /** Channel of each context item; absent when unknown (reference data). */
  channels?: readonly ('vector' | 'graph')[];
  /**
   * The answer is a refusal ("the context does not contain the answer"). As in RAGAS, a
   * noncommittal answer scores 0 answer relevancy; it states nothing, so faithfulness is not
   * scorable (NaN, never 1) and its answer F1 is 0. Retrieval metrics are scored as usual.
   */
  refused?: boolean;
}

/** The judge-based scores of one sample; NaN marks "cannot score". */
export type SampleScores = Record<SampleMetric, number>;

export const JUDGED_METRICS = CORE_METRICS;

export interface SampleVerdicts {
  statements: string[];
  supported: boolean[];
  generatedQuestions: string[];
  noncommittal: boolean;
  useful: boolean[];
  attributed: boolean[];
  /** Judge steps that failed (their metrics are NaN). */
  failures?: string[];
}

export async function scoreSample(
  s: EvalSample,
  deps: { judge: Judge; embedder: Embedder | null },
): Promise<{ scores: SampleScores; verdicts: SampleVerdicts }> {
  const failures: string[] = [];
  // A step the judge could not complete leaves its metric NaN; the other metrics still count.
  const step = async <T>(run: () => Promise<T>, unscorable: T): Promise<T> => {
    try {
      return await run();
    } catch (err) {
      if (!(err instanceof JudgeFailure)) throw err;
      failures.push(err.message);
      return unscorable;
    }
  };
  const f = s.refused
    ? { statements: [], supported: [] }
    : await step(() => faithfulness.judgeFaithfulness(deps.judge, s), { statements: [], supported: [] });
  const embedder = deps.embedder;
  // Without an embedder relevancy cannot be scored: NaN, never a made-up value.
  const r = s.refused
    ? { questions: [], noncommittal: true, similarities: [] }
    : await step(
        () => (embedder ? relevancy.judgeAnswerRelevancy(deps.judge, embedder, s) : Promise.resolve({ questions: [], noncommittal: false, similarities: [] })),
        { questions: [], noncommittal: false, similarities: [] },
      );
  const useful = await step(() => precision.judgeContextPrecision(deps.judge, s), []);
  const rc = await step(() => recall.judgeContextRecall(deps.judge, s), { sentences: [], attributed: [] });
  const byChannel = s.channels
    ? precision.scoreByChannel(useful, s.channels)
    : { vector: Number.NaN, graph: Number.NaN };
  return {
    scores: {
      faithfulness: s.refused ? Number.NaN : faithfulness.score(f),
      answer_relevancy: relevancy.score(r),
      context_precision: precision.score(useful),
      context_recall: recall.score(rc.attributed),
      evidence_recall: evidence.score(s.groundTruth, s.contexts),
      answer_f1: s.refused ? 0 : answerF1.score(s.answer, s.groundTruth),
      context_precision_vector: byChannel.vector,
      context_precision_graph: byChannel.graph,
    },
    verdicts: {
      statements: f.statements,
      supported: f.supported,
      generatedQuestions: r.questions,
      noncommittal: r.noncommittal,
      useful,
      attributed: rc.attributed,
      ...(failures.length ? { failures } : {}),
    },
  };
}
