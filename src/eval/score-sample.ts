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

/**
 * A sample after the judge's chat steps, before any embedding: `embed` lists the texts whose
 * vectors answer relevancy needs (empty when it needs none), so a caller judging many samples can
 * embed them all in one batch after every chat step (a server holding one model at a time then
 * switches models once, not per question).
 */
export interface JudgedSample {
  sample: EvalSample;
  verdicts: SampleVerdicts;
  embed: string[];
  f: { statements: string[]; supported: boolean[] };
  r: { noncommittal: boolean };
  useful: boolean[];
  attributed: boolean[];
}

/** The judge's steps for one sample (chat only); `embedder: null` leaves relevancy unscorable. */
export async function judgeSample(s: EvalSample, deps: { judge: Judge; embedder: Embedder | null }): Promise<JudgedSample> {
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
  // Without an embedder relevancy cannot be scored: NaN, never a made-up value.
  const r = s.refused
    ? { questions: [], noncommittal: true }
    : await step(
        () => (deps.embedder ? relevancy.generateQuestions(deps.judge, s) : Promise.resolve({ questions: [], noncommittal: false })),
        { questions: [], noncommittal: false },
      );
  const useful = await step(() => precision.judgeContextPrecision(deps.judge, s), []);
  const rc = await step(() => recall.judgeContextRecall(deps.judge, s), { sentences: [], attributed: [] });
  return {
    sample: s,
    f,
    r,
    useful,
    attributed: rc.attributed,
    embed: relevancy.textsToEmbed(s.question, r.questions),
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

/** Every score of a judged sample, given the vectors of its `embed` texts (in order). */
export function scoreJudged(j: JudgedSample, vectors: readonly Float32Array[]): { scores: SampleScores; verdicts: SampleVerdicts } {
  const s = j.sample;
  const byChannel = s.channels
    ? precision.scoreByChannel(j.useful, s.channels)
    : { vector: Number.NaN, graph: Number.NaN };
  return {
    scores: {
      faithfulness: s.refused ? Number.NaN : faithfulness.score(j.f),
      answer_relevancy: relevancy.score({ questions: j.verdicts.generatedQuestions, noncommittal: j.r.noncommittal, similarities: vectors.length ? relevancy.similaritiesOf(vectors) : [] }),
      context_precision: precision.score(j.useful),
      context_recall: recall.score(j.attributed),
      evidence_recall: evidence.score(s.groundTruth, s.contexts),
      answer_f1: s.refused ? 0 : answerF1.score(s.answer, s.groundTruth),
      context_precision_vector: byChannel.vector,
      context_precision_graph: byChannel.graph,
    },
    verdicts: j.verdicts,
  };
}

/** Score one sample: the judge's chat steps, then relevancy's embeddings, then each metric's pure `score()`. */
export async function scoreSample(
  s: EvalSample,
  deps: { judge: Judge; embedder: Embedder | null },
): Promise<{ scores: SampleScores; verdicts: SampleVerdicts }> {
  const j = await judgeSample(s, deps);
  const vectors = j.embed.length > 0 && deps.embedder ? await deps.embedder.embed(j.embed, { stage: 'judge' }) : [];
  return scoreJudged(j, vectors);
}
