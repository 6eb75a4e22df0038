/**
 * Which companies' chunks use a word, from the full-text index: an ordinary word that starts a
 * company's name names it only when its chunks hold (almost) all the word's uses ("Sun"), and a
 * business word tells a group's companies apart ("Adani's airports").
 */
import type { Db } from '../../core/store/db.js';
import { dataVersion } from '../../core/store/statements.js';

/** Least share of the corpus's chunks using an ordinary word that must be the companies' own for the word to name them. */
export const BRAND_WORD_SHARE = 0.8;
/** Chunks using a word read to see whether any writes it in lower case, as an ordinary word. */
const CASE_SAMPLE = 50;

/** Of the chunks using a word (`use`), how many are `companies`' own, and how many there are in all. */
function shareOf(use: ReadonlyMap<string, number>, companies: readonly string[]): { own: number; all: number } {
  let own = 0;
  let all = 0;
  for (const [c, n] of use) {
    all += n;
    if (companies.includes(c)) own += n;
  }
  return { own, all };
}

/** Whether `companies`' chunks hold (almost) all the uses of a word counted in `use`. */
export function ownsWord(use: ReadonlyMap<string, number> | undefined, companies: readonly string[]): boolean {
  if (!use) return false;
  const { own, all } = shareOf(use, companies);
  return own >= 3 && own >= BRAND_WORD_SHARE * all;
}

/**
 * Whether the corpus uses a word as an ordinary word: in five chunks or more, most of them not
 * `companies`' own ("now" for ServiceNow's ticker NOW, "key" for KeyCorp's KEY).
 */
export function usedAsWord(use: ReadonlyMap<string, number> | undefined, companies: readonly string[]): boolean {
  if (!use) return false;
  const { own, all } = shareOf(use, companies);
  return all >= 5 && own < BRAND_WORD_SHARE * all;
}

/** How many chunks of each company use a word (full-text index). */
export type WordUse = (word: string) => ReadonlyMap<string, number>;

const wordUseCache = new WeakMap<Db, { version: number; use: WordUse }>();

/**
 * The corpus's use of words, per company, for telling a group's companies apart by a business word
 * ("Adani's airports"); each word counted once per connection and database version.
 */
export function corpusWordUse(db: Db): WordUse {
  const version = dataVersion(db);
  const hit = wordUseCache.get(db);
  if (hit && hit.version === version) return hit.use;
  const memo = new Map<string, ReadonlyMap<string, number>>();
  let stmt: ReturnType<Db['prepare']> | null = null;
  const use: WordUse = (word) => {
    const w = word.toLowerCase();
    let m = memo.get(w);
    if (!m) {
      try {
        stmt ??= db.prepare(
          `SELECT d.company AS company, count(*) AS n FROM chunks_fts f JOIN chunks c ON c.seq = f.rowid JOIN documents d ON d.id = c.doc_id
           WHERE chunks_fts MATCH ? AND d.company IS NOT NULL GROUP BY d.company`,
        );
        m = new Map((stmt.all(`"${w.replace(/"/g, ' ').trim()}"`) as { company: string; n: number }[]).map((r) => [r.company, r.n]));
      } catch {
        m = new Map(); // a workdir without the full-text index
      }
      memo.set(w, m);
    }
    return m;
  };
  wordUseCache.set(db, { version, use });
  return use;
}

/** Of `companies`, the one whose chunks hold (almost) all of their uses of a word, or null. */
export function wordOwner(use: ReadonlyMap<string, number>, companies: readonly string[]): string | null {
  for (const c of companies) if (ownsWord(new Map(companies.map((x) => [x, use.get(x) ?? 0])), [c])) return c;
  return null;
}

/** Whether the corpus uses a word as an ordinary word rather than as `companies`' name (see usedAsWord). */
export type ProseTest = (word: string, companies: readonly string[]) => boolean;

const proseCache = new WeakMap<Db, { version: number; test: ProseTest }>();

/**
 * usedAsWord over the workdir, cheaply: a word used in more chunks than the companies have at all
 * cannot be mostly theirs (one count from the full-text index); only rarer words are counted per
 * company.
 */
export function corpusProseTest(db: Db): ProseTest {
  const version = dataVersion(db);
  const hit = proseCache.get(db);
  if (hit && hit.version === version) return hit.test;
  const count = db.prepare('SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ?').pluck();
  const countIn = db.prepare('SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH ? AND rowid BETWEEN ? AND ?').pluck();
  // Each company's chunks: their number and the seq range of each of its documents.
  const ranges = new Map<string, { n: number; spans: [number, number][] }>();
  for (const r of db
    .prepare('SELECT d.company AS company, min(c.seq) AS lo, max(c.seq) AS hi, count(*) AS n FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.company IS NOT NULL GROUP BY c.doc_id')
    .all() as { company: string; lo: number; hi: number; n: number }[]) {
    const e = ranges.get(r.company) ?? ranges.set(r.company, { n: 0, spans: [] }).get(r.company)!;
    e.n += r.n;
    e.spans.push([r.lo, r.hi]);
  }
  const totals = new Map<string, number>();
  const query = (w: string): string => `"${w.replace(/"/g, ' ').trim()}"`;
  const sample = db.prepare(`SELECT c.text AS text FROM chunks_fts f JOIN chunks c ON c.seq = f.rowid WHERE chunks_fts MATCH ? LIMIT ${CASE_SAMPLE}`).pluck();
  // A word the calls only ever write capitalised ("Infosys", "Kotak" of an analyst's firm) is a name wherever it stands, not an ordinary word.
  const writtenLower = (w: string): boolean => {
    try {
      // Not inside an address ("ir.kotak.com", "investors@…").
      const lower = new RegExp(`(?<![\\p{L}\\p{N}./@-])${w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}@/]|\\.\\p{L})`, 'u');
      return (sample.all(query(w)) as string[]).some((t) => lower.test(t));
    } catch {
      return true;
    }
  };
  const test: ProseTest = (word, companies) => {
    const w = word.toLowerCase();
    let all = totals.get(w);
    if (all === undefined) {
      try {
        all = count.get(query(w)) as number;
      } catch {
        all = 0;
      }
      totals.set(w, all);
    }
    if (all < 5) return false;
    const ownMax = companies.reduce((n, c) => n + (ranges.get(c)?.n ?? 0), 0);
    if (ownMax < BRAND_WORD_SHARE * all) return writtenLower(w);
    let own = 0;
    for (const c of companies) for (const [lo, hi] of ranges.get(c)?.spans ?? []) own += countIn.get(query(w), lo, hi) as number;
    return own < BRAND_WORD_SHARE * all && writtenLower(w);
  };
  proseCache.set(db, { version, test });
  return test;
}
