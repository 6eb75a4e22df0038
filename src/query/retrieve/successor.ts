/**
 * Successor propagation for conversational documents. In a transcript the answer to a question
 * comes right after it: a chunk that matches the analyst's question well makes the chunk that
 * follows it (management's reply) likely relevant too, even when the reply shares few words with
 * the question. Each candidate passes λ·score to its successor in the same document:
 *   s'(c) = s(c) + λ · s(pred(c)).
 */
import type { Db } from '../../core/store/db.js';
import { cachedStatement } from '../../core/store/statements.js';
import { trigramHits, trigrams } from './evidence-recall.js';
import { plainWords } from '../../core/text/tokenize.js';
import { defaultConfig } from '../../core/config/shape.js';

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
 * answer. A paraphrased question propagates nothing, so it keeps plain ranking.
 */
export function successors(db: Db, ids: readonly string[], question: string, echoMin = ECHO_MIN_DEFAULT, known?: SuccessorMemo): Map<string, string> {
  if (ids.length === 0) return new Map();
  const echoes = questionEcho(question, echoMin);
  const out = new Map<string, string>();
  for (const r of known ? rememberedRows(db, ids, known) : successorRows(db, ids)) if (echoes(r.text, r.words)) out.set(r.id, r.next);
  return out;
}

interface SuccessorRow {
  id: string;
  text: string;
  next: string;
  /** The text's words, kept with a remembered row. */
  words?: TextWords;
}

/**
 * Chunk id → its text and next chunk (null: it has none), for one data version of one workdir
 * (keep it in the retrieval deps' memo). Forgotten whole past MEMO_MAX_CHUNKS chunks.
 */
export type SuccessorMemo = Map<string, SuccessorRow | null>;
const MEMO_MAX_CHUNKS = 10_000;

function successorRows(db: Db, ids: readonly string[]): SuccessorRow[] {
  return cachedStatement(
    db,
    `SELECT c.id AS id, c.text AS text, n.id AS next FROM chunks c
     JOIN chunks n ON n.doc_id = c.doc_id AND n.ord = c.ord + 1
     WHERE c.id IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(ids)) as SuccessorRow[];
}

/** successorRows through the memo: only the chunks it does not know yet are read. */
function rememberedRows(db: Db, ids: readonly string[], known: SuccessorMemo): SuccessorRow[] {
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length > 0) {
    if (known.size + missing.length > MEMO_MAX_CHUNKS) known.clear();
    for (const id of missing) known.set(id, null);
    for (const r of successorRows(db, missing)) known.set(r.id, { ...r, words: textWords(r.text) });
  }
  const rows: SuccessorRow[] = [];
  for (const id of new Set(ids)) {
    const r = known.get(id);
    if (r) rows.push(r);
  }
  return rows;
}

/**
 * `coverage(question, [text]) >= min`, for many texts and one question: the question's trigrams
 * are read once; a text is tokenised only when enough of them could be in it (each of their words
 * occurs in its lower-cased text; longest words, the likeliest to be missing, are looked for first,
 * and the search stops once too few trigrams remain); then its hits are counted as `coverage` does.
 */
export function questionEcho(question: string, min: number): (text: string, words?: TextWords) => boolean {
  const want = trigrams(question);
  if (want.size === 0) return () => false; // coverage is NaN: never an echo
  const need = min * want.size;
  const grams = [...want].map((g) => g.split(' '));
  const holders = new Map<string, number[]>();
  grams.forEach((g, i) => {
    for (const w of new Set(g)) holders.set(w, [...(holders.get(w) ?? []), i]);
  });
  const words = [...holders].sort((a, b) => b[0].length - a[0].length);
  const heads = new Set(grams.map((g) => g[0]!));
  return (text, known) => {
    // A word of the text (known) or, short of its words, a substring of it: a trigram with a word
    // that is neither cannot be among the text's (its trigrams are runs of its words).
    const lower = known ? '' : text.toLowerCase();
    const dead = new Uint8Array(grams.length);
    let alive = grams.length;
    for (const [w, held] of words) {
      if (known ? known.set.has(w) : lower.includes(w)) continue;
      for (const i of held) {
        if (dead[i]) continue;
        dead[i] = 1;
        alive--;
      }
      if (alive < need) return false;
    }
    return trigramHits(want, known ? known.list : plainWords(text), heads) >= need;
  };
}

/** A text's `plainWords`, as a list and a set. */
export interface TextWords {
  list: string[];
  set: Set<string>;
}

export function textWords(text: string): TextWords {
  const list = plainWords(text);
  return { list, set: new Set(list) };
}
