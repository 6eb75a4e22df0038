import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDb, type Db } from '../../core/store/db.js';
import { seededRandom } from '../../core/util/seeded-random.js';
import { bm25Search, unfilteredTop, type Bm25Hit } from './bm25.js';
import { ftsMatch, ftsTerms, termStats, weightedTerms } from './fts-terms.js';

/**
 * The reference: one OR query ranking every match, as the unfiltered search ran before it learnt to
 * score only the chunks that can reach the top.
 */
function fullQuery(db: Db, question: string, limit: number): Bm25Hit[] {
  const terms = ftsTerms(question);
  if (terms.length === 0 || limit <= 0) return [];
  return db
    .prepare(
      `SELECT c.id AS chunkId, s.score AS score FROM (
         SELECT rowid AS seq, -bm25(chunks_fts) AS score FROM chunks_fts
         WHERE chunks_fts MATCH ? ORDER BY score DESC, rowid LIMIT ?) s
       JOIN chunks c ON c.seq = s.seq ORDER BY s.score DESC, s.seq`,
    )
    .all(ftsMatch(weightedTerms(db, terms)), limit) as Bm25Hit[];
}

// A skewed vocabulary: word i is drawn with weight 1/(i+1), so the first few words are in most
// chunks (over half: left out of unfiltered queries) and the last ones in a handful.
const VOCAB = [
  'margin', 'margins', 'revenue', 'growth', 'demand',
  ...Array.from({ length: 395 }, (_, i) => `w${i}`),
];
const ZIPF_TOTAL = VOCAB.reduce((s, _, i) => s + 1 / (i + 1), 0);
const STOPWORDS = ['the', 'what', 'is', 'of', 'and', 'how', 'about'];

function zipfWord(rnd: () => number): string {
  let x = rnd() * ZIPF_TOTAL;
  for (let i = 0; i < VOCAB.length; i++) if ((x -= 1 / (i + 1)) < 0) return VOCAB[i]!;
  return VOCAB[VOCAB.length - 1]!;
}

/**
 * Chunks of 3–60 words with repeats (term frequencies above 1); every 10th copies an earlier one
 * (ties); every 15th stuffs a few fairly common words 15–30 times each, so it scores close to
 * those terms' bounds without a rare term (the chunks a split must not miss).
 */
function chunkTexts(rnd: () => number, n: number): string[] {
  const texts: string[] = [];
  for (let i = 0; i < n; i++) {
    if (i % 10 === 9) {
      texts.push(texts[Math.floor(rnd() * texts.length)]!);
      continue;
    }
    if (i % 15 === 7) {
      const words = Array.from({ length: 2 + Math.floor(rnd() * 4) }, () => VOCAB[5 + Math.floor(rnd() * 40)]!);
      texts.push(words.flatMap((w) => Array<string>(15 + Math.floor(rnd() * 16)).fill(w)).join(' ') + '.');
      continue;
    }
    const words: string[] = [];
    const len = 3 + Math.floor(rnd() * 58);
    while (words.length < len) {
      const w = zipfWord(rnd);
      words.push(w);
      while (rnd() < 0.3 && words.length < len) words.push(w);
    }
    texts.push(words.join(' ') + '.');
  }
  return texts;
}

/** A question of 1–14 content words, some common, some rare, with stopwords and punctuation. */
function randomQuestion(rnd: () => number): string {
  const n = 1 + Math.floor(rnd() * 14);
  const words: string[] = [];
  for (let i = 0; i < n; i++) {
    words.push(rnd() < 0.5 ? zipfWord(rnd) : VOCAB[Math.floor(rnd() * VOCAB.length)]!);
    if (rnd() < 0.3) words.push(STOPWORDS[Math.floor(rnd() * STOPWORDS.length)]!);
  }
  return words.join(rnd() < 0.5 ? ' ' : ', ') + '?';
}

let dir: string;
let db: Db;
let texts: string[];
let insertChunk: (id: string, ord: number, text: string) => void;
const rnd = seededRandom(42);

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hr-bm25-'));
  db = openDb(dir);
  const doc = db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at) VALUES (?, ?, ?, ?, 0, 'txt', 'ok', '')`);
  const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, ?, ?, ?, 0, 0, 1, 1)`);
  insertChunk = (id, ord, text) => ins.run(id, `d${Math.floor(ord / 100)}`, ord, text);
  texts = chunkTexts(rnd, 3000);
  db.transaction(() => {
    for (let d = 0; d < 60; d++) doc.run(`d${d}`, `/d${d}`, `d${d}.txt`, `d${d}`);
    texts.forEach((t, i) => insertChunk(`c${i}`, i, t));
  })();
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * The split search on a question (bm25Search itself ranks plainly on a corpus this small: see
 * SPLIT_MIN_DEPTH), and which statements it ran: attempts restricted to essential terms, plain OR queries.
 */
function traced(question: string, limit: number): { hits: Bm25Hit[]; attempts: number; plain: number } {
  const terms = ftsTerms(question);
  if (terms.length === 0) return { hits: [], attempts: 0, plain: 0 };
  const stats = termStats(db);
  const kept = weightedTerms(db, terms, stats);
  const { result, sql } = statementsRun(() => unfilteredTop(db, kept, stats, limit));
  const hits = result.map(({ chunkId, score }) => ({ chunkId, score }));
  const ranking = sql.filter((s) => s.includes('-bm25(chunks_fts)'));
  const attempts = ranking.filter((s) => s.includes('+rowid IN')).length;
  return { hits, attempts, plain: ranking.length - attempts };
}

/** What `run` returns, and the SQL of every statement it ran with all(), compiled anew or reused. */
function statementsRun<T>(run: () => T): { result: T; sql: string[] } {
  const proto = Object.getPrototypeOf(db.prepare('SELECT 1')) as { all(...params: unknown[]): unknown[] };
  const spy = vi.spyOn(proto, 'all');
  try {
    const result = run();
    return { result, sql: spy.mock.contexts.map((st) => (st as { source: string }).source) };
  } finally {
    spy.mockRestore();
  }
}

const LIMITS = [1, 3, 10, 50, 200, 5000];

/** Both the split search and bm25Search (which may rank plainly) return the full query's hits. */
function expectExact(question: string, limit: number): Bm25Hit[] {
  const reference = fullQuery(db, question, limit);
  // Bit-identical scores: every path ranks with FTS5's bm25() over the same MATCH expression.
  expect(traced(question, limit).hits, `${question} (limit ${limit})`).toEqual(reference);
  expect(bm25Search(db, question, null, limit), `${question} (limit ${limit})`).toEqual(reference);
  return reference;
}

describe('unfiltered BM25 search', () => {
  it('returns exactly the full OR query’s hits — same chunks, order and scores — on random questions', () => {
    const paths = { firstAttempt: 0, secondAttempt: 0, plainAfterAttempt: 0, plainOnly: 0 };
    for (let i = 0; i < 400; i++) {
      const question = randomQuestion(rnd);
      const limit = LIMITS[i % LIMITS.length]!;
      expectExact(question, limit);
      const { attempts, plain } = traced(question, limit);
      if (plain === 0) paths[attempts === 1 ? 'firstAttempt' : 'secondAttempt']++;
      else paths[attempts > 0 ? 'plainAfterAttempt' : 'plainOnly']++;
    }
    // The questions exercise every path: the first split right, a second split, the plain query.
    for (const n of Object.values(paths)) expect(n).toBeGreaterThan(5);
  });

  it('matches the full query on edge cases: one term, only common terms, unknown words, shared stems, limits past the matches', () => {
    const questions = [
      'w300', // a single rare term
      'margin', // a single common term
      'margin revenue growth demand', // only terms in most chunks (kept: nothing else to rank by)
      'margin revenue w1 w2', // common terms with moderately common ones
      'What about margins and the margin on w5?', // two terms, one stem: two phrases, same token
      'zzyzx w7 w350', // a word the corpus lacks
      'zzyzx', // nothing matches
      'w0 w1 w2 w3 w4 w5 w6 w7 w8 w9 w10 w11 w12 w13 w14 w15', // many moderately common terms
    ];
    for (const question of questions) for (const limit of [...LIMITS, 100_000]) expectExact(question, limit);
  });

  it('ties keep the full query’s order: copies of a chunk score the same and rank by rowid', () => {
    let ties = 0;
    for (let i = 9; i < 300; i += 10) {
      // Chunk i copies an earlier chunk: a question of its words ranks the copies together.
      const question = [...new Set(texts[i]!.slice(0, -1).split(' '))].slice(-6).join(' ');
      const hits = expectExact(question, 10);
      const original = texts.indexOf(texts[i]!);
      const copies = hits.filter((h) => h.chunkId === `c${original}` || h.chunkId === `c${i}`);
      if (copies.length === 2 && copies[0]!.score === copies[1]!.score) ties++;
    }
    expect(ties).toBeGreaterThan(3);
  });

  it('stays exact after this connection adds chunks (the bounds use the new counts)', () => {
    const question = 'w40 w41 w42 w43 w44 margin';
    expectExact(question, 20);
    // Twice the chunks, none with a question word: every IDF, so every bound, grows.
    db.transaction(() => {
      for (let i = 0; i < 3000; i++) insertChunk(`n${i}`, 3000 + i, 'filler text');
    })();
    for (let i = 0; i < 200; i++) expectExact(i === 0 ? question : randomQuestion(rnd), 10);
  });

  it('splits only when the top is a sliver of the matches (bm25Search)', () => {
    const statements = (question: string, limit: number): string[] =>
      statementsRun(() => bm25Search(db, question, null, limit)).sql.filter((sql) => sql.includes('-bm25(chunks_fts)'));
    // w0 is in well over 200 chunks: the top 1 is a sliver; the top 50 is not.
    expect(statements('w0 w300 w301', 1).some((sql) => sql.includes('+rowid IN'))).toBe(true);
    expect(statements('w0 w300 w301', 50).some((sql) => sql.includes('+rowid IN'))).toBe(false);
  });
});
