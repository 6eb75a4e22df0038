/**
 * US management sentences labelled by hand (fixtures/facts/us-sentences-v280.jsonl): precision and
 * recall of the fact reader on them, dev and held-out apart.
 *
 *   npx tsx bench/us-sentences.ts --workdir US_WORKDIR            # score the stored facts of each labelled sentence
 *   npx tsx bench/us-sentences.ts --workdir US_WORKDIR --draw     # the seeded draw the labels were made on
 *
 * The draw: US calls of tickers in no row of fixtures/facts/us-questions.jsonl nor of
 * fixtures/facts/trend-questions.jsonl, shuffled with SEED, one call a ticker; in each a seeded
 * management sentence stating an amount of money (a "$" figure). Every third sentence is held out.
 *
 * A stored fact of a labelled sentence is right when a hand fact has its metric, value (the low end
 * of a range), period, kind and owner; recall counts the hand facts some stored fact matches.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { periodLabel } from '../src/core/domain.js';
import { figuresIn } from '../src/core/text/figures.js';
import { seededRandom, shuffled } from '../src/core/util/seeded-random.js';
import { managementSentences } from '../src/pipeline/facts/read-facts.js';

const ROOT = join(import.meta.dirname, '..');
export const US_SENTENCES = join(ROOT, 'fixtures', 'facts', 'us-sentences-v280.jsonl');
const SEED = 20261280;

export interface HandFact {
  metric: string;
  value: number;
  period: string;
  kind: string;
  segment: string | null;
}
export interface SentenceLabel {
  file: string;
  page: number;
  sentence: string;
  facts: HandFact[];
  split: 'dev' | 'heldout';
  note?: string;
}

const arg = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};

const tickerOf = (file: string): string => file.replace(/_q[1-4]_\d{4}(\.txt)?$/i, '');

function excludedTickers(): Set<string> {
  const out = new Set<string>();
  for (const line of readFileSync(join(ROOT, 'fixtures', 'facts', 'us-questions.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    for (const c of (JSON.parse(line) as { companies: string[] }).companies) out.add(tickerOf(c));
  }
  for (const line of readFileSync(join(ROOT, 'fixtures', 'facts', 'trend-questions.jsonl'), 'utf8').split('\n').filter(Boolean)) {
    const r = JSON.parse(line) as { company: string; points: { file: string }[] };
    out.add(r.company);
    for (const p of r.points) out.add(tickerOf(p.file));
  }
  return out;
}

function draw(db: Database.Database, n = 30): void {
  const excluded = excludedTickers();
  const docs = db.prepare(`SELECT id, company, file_name AS fileName, ticker FROM documents WHERE status = 'ok' ORDER BY file_name`).all() as { id: string; company: string | null; fileName: string; ticker: string | null }[];
  const rand = seededRandom(SEED);
  const seen = new Set<string>();
  let i = 0;
  for (const d of shuffled(docs, rand)) {
    if (i === n) break;
    const t = tickerOf(d.fileName);
    if (excluded.has(t) || seen.has(t)) continue;
    const pages = (db.prepare('SELECT text FROM pages WHERE doc_id = ? ORDER BY page_no').all(d.id) as { text: string }[]).map((p) => p.text);
    const candidates = managementSentences({ pages, company: d.company, ticker: d.ticker }).filter((s) => figuresIn(s.text).some((f) => f.unit === 'money' && f.currency === 'usd'));
    if (candidates.length === 0) continue;
    seen.add(t);
    const s = candidates[Math.floor(rand() * candidates.length)]!;
    i++;
    console.log(JSON.stringify({ file: d.fileName.replace(/\.txt$/, ''), page: s.page, sentence: s.text, facts: [], split: i % 3 === 0 ? 'heldout' : 'dev' }));
  }
}

/** The same owner: the company's (none) on both sides, or a business named alike ("MPC" and "MPCs"); "?" is a business the sentence does not name. */
function sameOwner(hand: string | null, stored: string | null): boolean {
  if (hand === null || stored === null) return hand === stored;
  const a = hand.toLowerCase().replace(/s\b/g, '');
  const b = stored.toLowerCase().replace(/s\b/g, '');
  return hand !== '?' && (a.includes(b) || b.includes(a));
}

const same = (h: HandFact, f: StoredRow): boolean =>
  h.metric === f.metric && Math.abs(h.value - f.value) <= Math.abs(h.value) * 1e-6 + 1e-9 && h.period === f.period && h.kind === f.kind && sameOwner(h.segment ?? null, f.segment ?? null);

interface StoredRow {
  metric: string;
  value: number;
  period: string;
  kind: string;
  segment: string | null;
  valueText: string;
}

function score(db: Database.Database, labels: readonly SentenceLabel[], show: boolean): void {
  const stmt = db.prepare(
    `SELECT f.metric, f.value, f.value_text AS valueText, f.period_quarter AS q, f.period_year AS y, f.kind, f.segment FROM facts f JOIN documents d ON d.id = f.doc_id WHERE d.file_name = ? AND f.sentence = ?`,
  );
  for (const split of ['dev', 'heldout'] as const) {
    let stored = 0;
    let right = 0;
    let hand = 0;
    let found = 0;
    for (const l of labels.filter((x) => x.split === split)) {
      const rows = (stmt.all(`${l.file}.txt`, l.sentence) as { metric: string; value: number; valueText: string; q: string | null; y: string | null; kind: string; segment: string | null }[]).map(
        (r): StoredRow => ({ metric: r.metric, value: r.value, valueText: r.valueText, period: r.y ? periodLabel({ quarter: r.q as never, year: r.y }) : 'none', kind: r.kind, segment: r.segment }),
      );
      stored += rows.length;
      const ok = rows.filter((r) => l.facts.some((h) => same(h, r)));
      right += ok.length;
      hand += l.facts.length;
      const hit = l.facts.filter((h) => rows.some((r) => same(h, r)));
      found += hit.length;
      if (show && split === 'dev' && (ok.length < rows.length || hit.length < l.facts.length)) {
        console.log(`\n${l.file} p${l.page}: ${l.sentence}`);
        for (const r of rows) console.log(`  ${ok.includes(r) ? 'ok   ' : 'WRONG'} ${r.metric} ${r.valueText}=${r.value} ${r.period} ${r.kind} ${r.segment ?? ''}`);
        for (const h of l.facts.filter((x) => !hit.includes(x))) console.log(`  MISS  ${h.metric} ${h.value} ${h.period} ${h.kind} ${h.segment ?? ''}`);
      }
    }
    const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : 'n/a');
    console.log(`${split}: precision ${right}/${stored} = ${pct(right, stored)}; recall ${found}/${hand} = ${pct(found, hand)}`);
  }
}

const workdir = arg('workdir');
if (!workdir) throw new Error('--workdir US_WORKDIR');
const db = new Database(join(workdir, 'hybridrag.db'), { readonly: true });
if (process.argv.includes('--draw')) draw(db);
else {
  if (!existsSync(US_SENTENCES)) throw new Error(`no ${US_SENTENCES}`);
  const labels = readFileSync(US_SENTENCES, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as SentenceLabel);
  score(db, labels, process.argv.includes('--show'));
}
