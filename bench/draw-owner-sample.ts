/**
 * The owner sample's draw (fixtures/facts/owner-labels-v190.jsonl): `n` stored facts of the dev
 * companies only (the workdir's companies in sorted order, every third one held out, as in the
 * v141 sample), uniformly at random with a fixed seed, at most two a company.
 *   npx tsx bench/draw-owner-sample.ts --workdir DIR --market nifty|us [--seed N] [--n N]
 *
 * `--near` (the v1383 owner sample, fixtures/facts/owner-labels-v1383.jsonl): facts of every company
 * from passages where another business is named nearby — a business the document's stored facts
 * give an owner to (a segment or subsidiary), named in the fact's sentence or in the 600 characters
 * of its page before it — drawn the same way (seeded, at most two a company); each row's `split` is
 * `heldout` for every third company (the workdir's companies in sorted order), else `dev`.
 * `--per N` raises the cap of facts a company (2 by default).
 * `--plain` (part of the v2003 owner sample, fixtures/facts/owner-labels-v2003.jsonl): the opposite pool,
 * facts stored as the company's own (no segment) whose sentence and passage before name no business the
 * document's facts give an owner to: where the reader left a segment's walk, a region's passage or a reply
 * about one business with the company, no name nearby says so. Drawn the same way and split the same way.
 * `--context` prints the passage before each fact to stderr, for judging.
 */
import Database from 'better-sqlite3';
import { seededRandom } from '../src/core/util/seeded-random.js';
import { benchArg } from './lib/args.js';

export const OWNER_SEED = 20261290;
/** The seed of the v1383 owner sample (`--near`). */
export const NEAR_SEED = 1383;

interface Row {
  id: string;
  docId: string;
  company: string;
  page: number;
  sentence: string;
  metric: string;
  valueText: string;
  kind: string;
  basis: string | null;
  segment: string | null;
  periodQuarter: string | null;
  periodYear: string | null;
}

/** Dev companies: sorted, every third held out. */
export function devCompanies(companies: readonly string[]): Set<string> {
  return new Set([...companies].sort().filter((_, i) => (i + 1) % 3 !== 0));
}

export function drawOwnerSample(rows: readonly Row[], n: number, seed: number, perCompany = 2): Row[] {
  const dev = devCompanies([...new Set(rows.map((r) => r.company))]);
  const rand = seededRandom(seed);
  const pool = rows.filter((r) => dev.has(r.company));
  const out: Row[] = [];
  const per = new Map<string, number>();
  while (out.length < n && pool.length > 0) {
    const [r] = pool.splice(Math.floor(rand() * pool.length), 1);
    if ((per.get(r!.company) ?? 0) >= perCompany) continue;
    per.set(r!.company, (per.get(r!.company) ?? 0) + 1);
    out.push(r!);
  }
  return out;
}

/** Every third company (sorted) held out. */
export function splitOf(companies: readonly string[]): (company: string) => 'dev' | 'heldout' {
  const dev = devCompanies(companies);
  return (c) => (dev.has(c) ? 'dev' : 'heldout');
}

/** How much of the page before a fact's sentence counts as nearby. */
export const NEAR_CHARS = 600;

const collapse = (s: string): string => s.replace(/\s+/g, ' ');

/** Does `text` name `name` as whole words (case kept for names of one word)? */
export function namesBusiness(text: string, name: string): boolean {
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, /\s/.test(name) ? 'iu' : 'u').test(text);
}

/** The passage before a fact's sentence on its page (up to NEAR_CHARS), and the sentence; null when the sentence is not found on its page. */
export function passageBefore(page: string, sentence: string): string | null {
  const flat = collapse(page);
  const at = flat.indexOf(collapse(sentence).slice(0, 60));
  return at < 0 ? null : flat.slice(Math.max(0, at - NEAR_CHARS), at);
}

/** The facts of all companies whose sentence or passage before names a business the document's facts give an owner to, drawn like `drawOwnerSample`; `plain` draws instead the company's own facts (no segment) whose passage names none. */
export function drawNearSample(rows: readonly Row[], pageText: (docId: string, page: number) => string, n: number, seed: number, perCompany = 2, plain = false): Row[] {
  const businesses = new Map<string, Set<string>>();
  for (const r of rows) if (r.segment && /^\p{Lu}/u.test(r.segment)) (businesses.get(r.docId) ?? businesses.set(r.docId, new Set()).get(r.docId)!).add(r.segment);
  const near = (r: Row): boolean => {
    const names = businesses.get(r.docId);
    if (!names) return false;
    const before = passageBefore(pageText(r.docId, r.page), r.sentence);
    if (before === null) return false;
    return [...names].some((b) => namesBusiness(`${before} ${r.sentence}`, b));
  };
  const wanted = plain ? (r: Row): boolean => r.segment === null && passageBefore(pageText(r.docId, r.page), r.sentence) !== null && !near(r) : near;
  const rand = seededRandom(seed);
  const pool = [...rows];
  const out: Row[] = [];
  const per = new Map<string, number>();
  while (out.length < n && pool.length > 0) {
    const [r] = pool.splice(Math.floor(rand() * pool.length), 1);
    if ((per.get(r!.company) ?? 0) >= perCompany || !wanted(r!)) continue;
    per.set(r!.company, (per.get(r!.company) ?? 0) + 1);
    out.push(r!);
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string) => benchArg(name, args);
  const db = new Database(`${arg('workdir')}/hybridrag.db`, { readonly: true });
  const rows = db
    .prepare(`SELECT id, doc_id AS docId, company, page, sentence, metric, value_text AS valueText, kind, basis, segment, period_quarter AS periodQuarter, period_year AS periodYear FROM facts WHERE company IS NOT NULL ORDER BY id`)
    .all() as Row[];
  if (args.includes('--near') || args.includes('--plain')) {
    const page = db.prepare('SELECT text FROM pages WHERE doc_id = ? AND page_no = ?');
    const pageText = (docId: string, p: number): string => (page.get(docId, p) as { text: string } | undefined)?.text ?? '';
    const split = splitOf([...new Set(rows.map((r) => r.company))]);
    for (const r of drawNearSample(rows, pageText, Number(arg('n') ?? 30), Number(arg('seed') ?? NEAR_SEED), Number(arg('per') ?? 2), args.includes('--plain'))) {
      console.log(JSON.stringify({ ...r, market: arg('market') ?? 'nifty', split: split(r.company) }));
      if (args.includes('--context')) console.error(`### ${r.company} p${r.page} [${r.segment ?? 'company'}] ${r.metric} ${r.valueText}\n... ${passageBefore(pageText(r.docId, r.page), r.sentence)}\n>>> ${r.sentence}\n`);
    }
    return;
  }
  for (const r of drawOwnerSample(rows, Number(arg('n') ?? 20), Number(arg('seed') ?? OWNER_SEED))) console.log(JSON.stringify({ ...r, market: arg('market') ?? 'nifty' }));
}

main();
