/**
 * Which reading paths give facts that are usually wrong: every judged fact of every precision sample
 * (precision-labels*.jsonl with their re-judged readings, both markets) and every owner sample
 * (owner-labels-*.jsonl, judged for the owner only), matched to the stored fact it judged the way
 * bench/fact-extraction.ts matches them, and each stored fact told how it was read
 * (src/query/facts/how-read.ts: where the metric's words stand, where the owner comes from, a stated or
 * the call's own period, figures and words in the sentence) and by its kind and unit.
 *
 *   npx tsx bench/fact-confidence.ts --workdir DIR --us-workdir DIR [--min N] [--below P] [--gates FILE]
 *
 * Printed: per path feature (and per pair of features), the dev precision and count (all five fields
 * judged; the owner features also on the owner samples, judged for the owner only), the paths below
 * `--below` with at least `--min` dev facts flagged (both from the gates file's `flag`), then what the
 * gates (data/vocabulary/fact-gates.json, or --gates FILE) hold tentative: the dev precision of the
 * facts each holds and of the facts still stated, all and by sample. Held-out labels are counted
 * (right/judged), never listed. A fact drawn in two samples is counted once (the first sample's judgement).
 * Last, the recall fixtures' hand figures found by every stored fact and by the facts stated.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { benchArg } from './lib/args.js';
import { readJsonl } from './lib/jsonl.js';
import { FACT_COLUMNS, type StoredFact } from './lib/stored-fact.js';
import { CURRENT_PRECISION_LABELS, judgedFacts, MARKET_RECALL_FIXTURES, measureRecall, PRECISION_LABELS, type PrecisionLabel, RECALL_PAGES, type RecallPage, TWO_MARKET_SAMPLES, withRejudged } from './fact-extraction.js';
import { gateOf, type HowRead, howRead } from '../src/query/facts/how-read.js';
import { type FactGates, loadFactGates } from '../src/core/vocabulary/fact-gates.js';
import type { FactKind, FactUnit } from '../src/core/fact.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FACTS = join(ROOT, 'fixtures', 'facts');

export type PathFact = StoredFact & { periodText: string | null; speaker: string | null };
type Label = PrecisionLabel & { market?: 'nifty' | 'us' };

/** One judged fact of the pool: its sample, market, split, whether it was judged on the owner only, right or not, and how it was read. */
export interface PooledFact {
  sample: string;
  market: 'nifty' | 'us';
  split: 'dev' | 'heldout';
  ownerOnly: boolean;
  correct: boolean;
  wrong: readonly string[];
  fact: PathFact;
  how: HowRead & { kindBasis: string; market: string };
}

/** The samples of the pool: file, re-judged file, judged on the owner only. */
export function poolSamples(): { name: string; file: string; rejudged: string; ownerOnly: boolean }[] {
  const two = TWO_MARKET_SAMPLES.map((x) => ({ name: x.name, file: join(FACTS, x.file), rejudged: join(FACTS, x.file.replace(/\.jsonl$/, '-rejudged.jsonl')), ownerOnly: x.name.startsWith('owner') }));
  return [
    { name: 'v28', file: CURRENT_PRECISION_LABELS, rejudged: CURRENT_PRECISION_LABELS.replace(/\.jsonl$/, '-rejudged.jsonl'), ownerOnly: false },
    { name: 'v1', file: PRECISION_LABELS, rejudged: '', ownerOnly: false },
    ...two,
  ];
}

function factsOf(db: Database.Database, docIds: readonly string[]): PathFact[] {
  if (docIds.length === 0) return [];
  return db
    .prepare(`SELECT ${FACT_COLUMNS}, period_text AS periodText, speaker FROM facts WHERE doc_id IN (${docIds.map(() => '?').join(',')})`)
    .all(...docIds) as PathFact[];
}

/** Every judged fact of every sample still stored as judged, once each (by fact id and judged side: full or owner only). */
export function pool(workdir: string, usWorkdir: string | null): PooledFact[] {
  const dbs: Record<'nifty' | 'us', Database.Database | null> = {
    nifty: new Database(join(workdir, 'hybridrag.db'), { readonly: true, fileMustExist: true }),
    us: usWorkdir && existsSync(join(usWorkdir, 'hybridrag.db')) ? new Database(join(usWorkdir, 'hybridrag.db'), { readonly: true, fileMustExist: true }) : null,
  };
  const out: PooledFact[] = [];
  const seen = new Set<string>();
  try {
    for (const s of poolSamples()) {
      if (!existsSync(s.file)) continue;
      const labels = readJsonl<Label>(s.file);
      const rejudged = s.rejudged && existsSync(s.rejudged) ? readJsonl<Label>(s.rejudged) : [];
      for (const market of ['nifty', 'us'] as const) {
        const db = dbs[market];
        if (!db) continue;
        const factsFor = (ls: readonly PrecisionLabel[]) => factsOf(db, [...new Set(ls.map((l) => l.docId))]);
        const mine = withRejudged(labels.filter((l) => (l.market ?? 'nifty') === market), rejudged.filter((l) => (l.market ?? 'nifty') === market), factsFor);
        for (const { label, fact } of judgedFacts(mine, factsFor(mine))) {
          const id = `${fact.id}\u0000${s.ownerOnly}`;
          if (seen.has(id)) continue;
          seen.add(id);
          // A sample drawn whole for study (no split) is dev.
          const split = s.name === 'owner' || ['v84', 'v88', 'v100'].includes(s.name) ? 'dev' : label.split;
          const correct = s.ownerOnly ? !label.wrong.includes('owner') && label.correct : label.correct;
          out.push({ sample: s.name, market, split, ownerOnly: s.ownerOnly, correct, wrong: label.wrong, fact, how: { ...howRead({ ...fact, kind: fact.kind as FactKind, unit: fact.unit as FactUnit, period: fact.periodYear }), kindBasis: fact.basis ? `${fact.kind}-${fact.basis}` : fact.kind, market } });
        }
      }
    }
  } finally {
    dbs.nifty?.close();
    dbs.us?.close();
  }
  return out;
}

export interface PathRow {
  path: string;
  n: number;
  correct: number;
}

/** Dev precision per value of each feature (and per pair of features when `pairs`), most facts first within a feature. */
export function pathTable(facts: readonly Pick<PooledFact, 'correct' | 'how'>[], features: readonly (keyof PooledFact['how'])[], pairs = false): PathRow[] {
  const rows = new Map<string, PathRow>();
  const add = (path: string, ok: boolean): void => {
    const r = rows.get(path) ?? { path, n: 0, correct: 0 };
    r.n++;
    if (ok) r.correct++;
    rows.set(path, r);
  };
  for (const f of facts) {
    for (const a of features) add(`${a}=${f.how[a]}`, f.correct);
    if (pairs) for (const [i, a] of features.entries()) for (const b of features.slice(i + 1)) add(`${a}=${f.how[a]} & ${b}=${f.how[b]}`, f.correct);
  }
  return [...rows.values()];
}

const share = (r: PathRow): string => `${(r.correct / r.n).toFixed(3)} (${r.correct}/${r.n})`;

const FEATURES: (keyof PooledFact['how'])[] = ['metricAt', 'ownerAt', 'period', 'figures', 'words', 'kind', 'kindBasis', 'unit', 'market'];

const rate = (fs: readonly Pick<PooledFact, 'correct'>[]): PathRow => ({ path: '', n: fs.length, correct: fs.filter((f) => f.correct).length });

export function confidenceText(all: readonly PooledFact[], min: number, below: number, gates: FactGates): string[] {
  const dev = all.filter((f) => f.split === 'dev');
  const full = dev.filter((f) => !f.ownerOnly);
  const owner = dev.map((f) => ({ ...f, correct: f.ownerOnly ? f.correct : !f.wrong.includes('owner') }));
  const held = all.filter((f) => f.split === 'heldout');
  const lines = [
    `Judged facts still stored as judged: dev ${dev.length} (${full.length} judged on every field, ${dev.length - full.length} on the owner only), held-out ${held.length} (counted only)`,
    `Dev precision, every field: ${share(rate(full))}`,
    '',
    'Per path feature (dev, every field judged):',
  ];
  const table = pathTable(full, FEATURES);
  const flag = (r: PathRow): string => (r.n >= min && r.correct / r.n < below ? '   << below' : '');
  for (const r of table) lines.push(`  ${r.path.padEnd(28)} ${share(r)}${flag(r)}`);
  lines.push('', 'Owner path (dev, owner judged: every sample):');
  for (const r of pathTable(owner, ['ownerAt'])) lines.push(`  ${r.path.padEnd(28)} ${share(r)}${flag(r)}`);
  lines.push('', `Pairs of features below ${below} with at least ${min} dev facts (every field judged):`);
  for (const r of pathTable(full, FEATURES, true).filter((x) => x.path.includes('&') && x.n >= min && x.correct / x.n < below).sort((a, b) => a.correct / a.n - b.correct / b.n)) lines.push(`  ${r.path.padEnd(50)} ${share(r)}`);
  return [...lines, '', ...gateText(all, gates)];
}

/** What the gates of data/vocabulary/fact-gates.json hold tentative: dev precision of the facts each holds, and of the facts stated (all, by sample); held-out as counts. */
export function gateText(all: readonly PooledFact[], gates: FactGates): string[] {
  const stated = (f: PooledFact): boolean => gateOf(f.how, gates) === null;
  const count = (fs: readonly PooledFact[]): string => `${fs.filter((f) => f.correct).length}/${fs.length}`;
  const lines = [`Gates (data/vocabulary/fact-gates.json): ${gates.tentative.length}`];
  for (const g of gates.tentative) {
    const held = all.filter((f) => !stated(f) && gateOf(f.how, gates) === g);
    lines.push(`  ${JSON.stringify(g.when)}: dev ${share(rate(held.filter((f) => f.split === 'dev' && !f.ownerOnly)))}, owner-only dev ${count(held.filter((f) => f.split === 'dev' && f.ownerOnly))}, held-out ${held.filter((f) => f.split === 'heldout').length} facts`);
  }
  const part = (fs: readonly PooledFact[]): string => `${count(fs)} → ${count(fs.filter(stated))}`;
  lines.push('Every field judged, all facts → facts stated (right/judged): dev ' + part(all.filter((f) => f.split === 'dev' && !f.ownerOnly)) + ', held-out ' + part(all.filter((f) => f.split === 'heldout' && !f.ownerOnly)));
  lines.push('Owner only: dev ' + part(all.filter((f) => f.split === 'dev' && f.ownerOnly)) + ', held-out ' + part(all.filter((f) => f.split === 'heldout' && f.ownerOnly)));
  lines.push('By sample (right/judged, all → stated):');
  for (const s of [...new Set(all.map((f) => f.sample))]) {
    const mine = all.filter((f) => f.sample === s);
    lines.push(`  ${s.padEnd(12)} dev ${part(mine.filter((f) => f.split === 'dev'))}   held-out ${part(mine.filter((f) => f.split === 'heldout'))}`);
  }
  return lines;
}

/**
 * Recall of the recall-pages fixtures (found as bench/fact-extraction.ts finds a hand figure) by every
 * stored fact and by the facts stated (the gates' tentative ones left out), dev and held-out.
 */
export function recallText(workdir: string, usWorkdir: string | null, gates: FactGates): string[] {
  const lines = ['', 'Recall (hand figures found: every stored fact → facts stated):'];
  const stated = (f: PathFact): boolean => gateOf(howRead({ ...f, kind: f.kind as FactKind, unit: f.unit as FactUnit, period: f.periodYear }), gates) === null;
  const fixtures = [{ name: 'recall-pages', file: RECALL_PAGES, bySentence: false }, ...MARKET_RECALL_FIXTURES.map((x) => ({ name: x.name, file: x.file, bySentence: true }))];
  for (const market of ['nifty', 'us'] as const) {
    const dir = market === 'nifty' ? workdir : usWorkdir;
    if (!dir || !existsSync(join(dir, 'hybridrag.db'))) continue;
    const db = new Database(join(dir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
    try {
      for (const x of fixtures) {
        if (!existsSync(x.file)) continue;
        const pages = readJsonl<RecallPage>(x.file).filter((p) => (p.market ?? 'nifty') === market);
        if (pages.length === 0) continue;
        const parts = (['dev', 'heldout'] as const).map((split) => {
          const ps = pages.filter((p) => p.split === split);
          const facts = factsOf(db, [...new Set(ps.map((p) => p.docId))]);
          const all = measureRecall(ps, facts, x.bySentence);
          const kept = measureRecall(ps, facts.filter(stated), x.bySentence);
          return `${split} ${all.found}/${all.figures} → ${kept.found}/${kept.figures}`;
        });
        lines.push(`  ${x.name.padEnd(16)} ${market.padEnd(5)} ${parts.join('   ')}`);
      }
    } finally {
      db.close();
    }
  }
  return lines;
}

async function main(): Promise<void> {
  const workdir = benchArg('workdir');
  if (!workdir) throw new Error('--workdir DIR is required');
  const usWorkdir = benchArg('us-workdir') ?? null;
  const gates = loadFactGates(benchArg('gates'));
  const min = Number(benchArg('min') ?? gates.flag.minFacts);
  const below = Number(benchArg('below') ?? gates.flag.below);
  console.log([...confidenceText(pool(workdir, usWorkdir), min, below, gates), ...recallText(workdir, usWorkdir, gates)].join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
