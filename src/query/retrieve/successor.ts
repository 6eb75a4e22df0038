/**
 * Successor propagation for conversational documents. In a transcript the answer to a question
 * comes right after it: a chunk that matches the analyst's question well makes the chunk that
 * follows it (management's reply) likely relevant too, even when the reply shares few words with
 * the question. Each candidate passes λ·score to its successor in the same document:
 *   s'(c) = s(c) + λ · s(pred(c)).
 */
import type { Db } from '../../core/store/db.js';
import { indexedTrigramHits, trigrams, wantedTrigrams, wordIndex, type WordIndex } from './evidence-recall.js';
import { defaultConfig } from '../../core/config/config.js';

const ECHO_MIN_DEFAULT = defaultConfig().retrieval.questionEchoMin;

export interface Ranked {
  id: string;
  score: number;
}

/** Pure: propagate scores along `succ` (chunk id → next chunk id in its document). */
export function propagateToSuccessors(ranked: readonly Ranked[], succ: ReadonlyMap<string, string>, lambda: number): Ranked[] {
  if (lambda <= 0) return [...ranked];
  const score = new Map(ranked.map((r) => [r.id, r.score]));
  const out = new Map(score);
  for (const [id, s] of score) {
    const next = succ.get(id);
    if (next !== undefined) out.set(next, (out.get(next) ?? 0) + lambda * s);
  }
  return [...out]
    .map(([id, s]) => ({ id, score: s }))
    .sort((a, b) => b.score - a.score || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The next chunk (by ord, same document) of each chunk that contains the question itself
 * (≥ `echoMin` of its word trigrams, config retrieval.questionEchoMin: an analyst's question
 * quoted, not paraphrased): only where the question was asked is the following chunk its likely
 * answer. A paraphrased question propagates nothing, so it keeps plain ranking. `index` gives a
 * chunk's word index (a long-running process passes a cache keyed by chunk id).
 */
export function successors(db: Db, ids: readonly string[], question: string, echoMin = ECHO_MIN_DEFAULT, index: (id: string, text: string) => WordIndex = (_id, text) => wordIndex(text)): Map<string, string> {
  if (ids.length === 0) return new Map();
  const rows = db
    .prepare(
      `SELECT c.id AS id, c.text AS text, n.id AS next FROM chunks c
       JOIN chunks n ON n.doc_id = c.doc_id AND n.ord = c.ord + 1
       WHERE c.id IN (SELECT value FROM json_each(?))`,
    )
    .all(JSON.stringify(ids)) as { id: string; text: string; next: string }[];
  // The question's trigrams once, not once per chunk.
  const want = wantedTrigrams(trigrams(question));
  if (want.set.size === 0) return new Map();
  return new Map(rows.filter((r) => indexedTrigramHits(want, index(r.id, r.text)) / want.set.size >= echoMin).map((r) => [r.id, r.next]));
}
