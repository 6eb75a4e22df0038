/**
 * The fact reader's precision and recall against hand labels, read from an ingested workdir's
 * `facts` table (so it measures whatever rules version that workdir was read with):
 *
 *   npx tsx bench/fact-extraction.ts --workdir DIR [--us-workdir DIR] [--causes] [--wrong] [--json FILE]   # --wrong lists the dev facts judged wrong
 *   npx tsx bench/fact-extraction.ts --workdir DIR --draw precision|recall [--seed N] [--n N]   # the seeded draws the labels were made on
 *
 * DIR is an ingested workdir of the Nifty-50 Q1 FY24 calls (the .hybridrag folder), read only.
 *
 * Headline precision (fixtures/facts/precision-labels-v28.jsonl): 150 stored facts drawn with
 * CURRENT_SEED from a workdir read with rules version 28 (the same stratified draw), judged on the
 * five fields below; its `dev` facts (two thirds of the companies) may be studied to tune the rules,
 * its `heldout` facts (every third company in sorted order) are scored and never studied. Printed
 * first, dev and held-out apart.
 *
 * Older samples: precision (fixtures/facts/precision-labels.jsonl): 150 stored facts drawn with a fixed seed,
 * stratified by kind (every kind present) with at most 8 from a company, each judged by hand on
 * five fields — owner (company or segment), metric, value, period, kind. A labelled fact is matched
 * to a stored fact by document, page, sentence and value as written. Printed: the share of the
 * labelled facts still produced that are correct, how often each field is wrong, how many labelled
 * facts are no longer produced, and how many stored facts in the labelled sentences carry no label.
 * A second sample, all held out (fixtures/facts/precision-labels-v10.jsonl): 150 facts drawn
 * the same way with FRESH_SEED from a workdir read with rules version 10, judged the same way and
 * reported on its own line.
 *
 * Recall (fixtures/facts/recall-pages.jsonl): 20 pages of management remarks drawn with a fixed
 * seed, one a company, every figure management states about a metric listed by hand. A hand figure
 * is found when a stored fact on that page states the same value (bench/lib/fact-values.ts:
 * commas, %, bps, crore, billion … normalised); found with the right period and kind is reported
 * apart.
 *
 * Second recall fixture (fixtures/facts/recall-pages-2.jsonl, `--draw recall-2 [--us-workdir DIR]`):
 * 6 new Nifty-50 pages and 6 passages of US calls (the US workdir named by --us-workdir), labelled
 * the same way; a hand figure is found when a stored fact on its page states the same value in the
 * same sentence. Printed by market, dev and held-out apart. Third recall fixture
 * (fixtures/facts/recall-pages-3.jsonl, `--draw recall-3`): 4 pages a market from companies no earlier
 * recall fixture has, read and printed the same way; a fourth (fixtures/facts/recall-pages-4.jsonl,
 * `--draw recall-4`) the same, from companies none of the first three has; a fifth
 * (fixtures/facts/recall-pages-5.jsonl, `--draw recall-5`) 5 pages a market, from companies none of the first four has;
 * a sixth (fixtures/facts/recall-pages-6.jsonl, `--draw recall-6`) 9 Nifty-50 pages and 6 US passages, the Nifty-50
 * companies none of the first five has first, then unlabelled pages of the others.
 *
 * Why a hand figure is missed (`--causes` lists each dev miss; every run prints the counts per split,
 * only counts for held-out): the pages are read again by the current rules (src/pipeline/facts),
 * which tell why each figure of a management sentence states no fact, and each hand figure is put
 * under one cause, the first that holds: found (right, or with its period or kind wrong); its
 * sentence not found among the reader's sentences, or found but not read as management's; its value
 * not read as a figure; the reader's reason for the figure (no metric named in the sentence, none
 * in its clause, a unit that cannot measure the metric bound, a share of something, …); read now
 * but not in the workdir (read by other rules: re-ingest), or placed on another page. Held-out
 * misses are never listed one by one.
 *
 * Exported for bench/run.ts: runFactExtractionBench(opts) → Section (skips without the labels or a
 * workdir holding the labelled documents).
 */
import { benchArg } from './lib/args.js';
import { FACT_COLUMNS, type StoredFact } from './lib/stored-fact.js';
import { seededRandom, shuffled } from '../src/core/util/seeded-random.js';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { figuresIn, sameValueText } from './lib/fact-values.js';
import { drawPeriodKind, PERIOD_KIND_SEED, type PeriodKindScore, periodKindOf, periodKindText } from './lib/period-kind.js';
import type { Metric, Section } from './lib/section.js';
import { periodLabel } from '../src/core/fact.js';
import { figuresIn as productFigures } from '../src/core/text/figures.js';
import { collapseSpaces } from '../src/core/text/spaces.js';
import { splitSentences } from '../src/core/text/sentences.js';
import { stringList } from '../src/core/util/string-list.js';
import { FACT_RULES_VERSION, type FactDocument, managementSentences, readFacts } from '../src/pipeline/facts/read-facts.js';
import type { SkipReason } from '../src/pipeline/facts/sentence-facts.js';
import type { Quarter } from '../src/core/domain.js';
import { readJsonl } from './lib/jsonl.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels.jsonl');
export const RECALL_PAGES = join(ROOT, 'fixtures', 'facts', 'recall-pages.jsonl');
/** A second precision sample, drawn from a workdir read with rules version 10 and never used to tune the rules. */
export const FRESH_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v10.jsonl');
export const FRESH_RULES_VERSION = 10;
/** The headline precision sample, drawn from a workdir read with rules version 28 (`--draw precision --seed 20261204`). */
export const CURRENT_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v28.jsonl');
export const CURRENT_RULES_VERSION = 28;
/**
 * Labels of the same facts read differently by later rules, judged again by reading the sentence:
 * a labelled fact whose stored reading matches one of these is scored by it instead.
 */
export const REJUDGED_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v28-rejudged.jsonl');
export const CURRENT_SEED = 20261204;
/** How a two-market sample is scored and printed: dev and held-out apart (`split`), all its labels at once (`whole`), or its dev labels only (`dev`). */
export type SampleSplits = 'split' | 'whole' | 'dev';

/**
 * A two-market precision sample (fixtures/facts/`file`, its re-judged readings in the same name ending
 * `-rejudged.jsonl`): Nifty-50 facts scored against --workdir, US facts against --us-workdir (a label's
 * `market`). `name` is what the --wrong and --changed lists call it and its key in the result's
 * `samples`; `heading` is printed above it (a split sample's with ", dev:" and ", held-out (scored,
 * never studied):" added, any other's with ":"). --wrong lists the dev facts judged wrong of every split
 * sample but one marked `listWrong: false`.
 */
export interface TwoMarketSample {
  name: string;
  file: string;
  splits: SampleSplits;
  heading: string;
  listWrong?: false;
}

/**
 * The two-market samples, in the order they are printed; how each was drawn and judged is told in
 * fixtures/facts/README.md. A new sample is one more line.
 */
export const TWO_MARKET_SAMPLES: readonly TwoMarketSample[] = [
  { name: 'v84', file: 'precision-labels-v84.jsonl', splits: 'whole', heading: 'Two-market dev sample (fixtures/facts/precision-labels-v84.jsonl, drawn at rules version 83)' },
  { name: 'v88', file: 'precision-labels-v88.jsonl', splits: 'whole', heading: 'Second two-market dev sample (fixtures/facts/precision-labels-v88.jsonl, drawn at rules version 88)' },
  { name: 'v100', file: 'precision-labels-v100.jsonl', splits: 'whole', heading: 'Third two-market dev sample (fixtures/facts/precision-labels-v100.jsonl, drawn at rules version 100)' },
  { name: 'v141', file: 'precision-labels-v141.jsonl', splits: 'split', heading: 'Fresh two-market sample (fixtures/facts/precision-labels-v141.jsonl, drawn at rules version 141)', listWrong: false },
  { name: 'v563', file: 'precision-labels-v563.jsonl', splits: 'split', heading: 'Two-market sample of rules version 541 (fixtures/facts/precision-labels-v563.jsonl)' },
  { name: 'v630', file: 'precision-labels-v630.jsonl', splits: 'split', heading: 'Two-market sample of rules version 630 (fixtures/facts/precision-labels-v630.jsonl)' },
  { name: 'v700', file: 'precision-labels-v700.jsonl', splits: 'split', heading: 'Two-market sample of rules version 680 (fixtures/facts/precision-labels-v700.jsonl)' },
  { name: 'v821', file: 'precision-labels-v821.jsonl', splits: 'split', heading: 'Two-market sample of rules version 821 (fixtures/facts/precision-labels-v821.jsonl)' },
  { name: 'v942', file: 'precision-labels-v942.jsonl', splits: 'split', heading: 'Two-market sample of rules version 942 (fixtures/facts/precision-labels-v942.jsonl)' },
  { name: 'v1011', file: 'precision-labels-v1011.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1011 (fixtures/facts/precision-labels-v1011.jsonl)' },
  { name: 'v1082', file: 'precision-labels-v1082.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1082 (fixtures/facts/precision-labels-v1082.jsonl)' },
  { name: 'v1300', file: 'precision-labels-v1300.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1300 (fixtures/facts/precision-labels-v1300.jsonl)' },
  { name: 'v1383', file: 'precision-labels-v1383.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1383 (fixtures/facts/precision-labels-v1383.jsonl)' },
  { name: 'v1545', file: 'precision-labels-v1545.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1545 (fixtures/facts/precision-labels-v1545.jsonl)' },
  { name: 'v1761', file: 'precision-labels-v1761.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1761 (fixtures/facts/precision-labels-v1761.jsonl)' },
  { name: 'v1845', file: 'precision-labels-v1845.jsonl', splits: 'split', heading: 'Two-market sample of rules version 1845 (fixtures/facts/precision-labels-v1845.jsonl)' },
  { name: 'v2003', file: 'precision-labels-v2003.jsonl', splits: 'split', heading: 'Two-market sample of rules version 2003 (fixtures/facts/precision-labels-v2003.jsonl)' },
  { name: 'v2123', file: 'precision-labels-v2123.jsonl', splits: 'split', heading: 'Two-market sample of rules version 2123 (fixtures/facts/precision-labels-v2123.jsonl)' },
  { name: 'v2200', file: 'precision-labels-v2200.jsonl', splits: 'split', heading: 'Two-market sample of rules version 2200 (fixtures/facts/precision-labels-v2200.jsonl)' },
  { name: 'v2300', file: 'precision-labels-v2300.jsonl', splits: 'split', heading: 'Two-market sample of rules version 2300 (fixtures/facts/precision-labels-v2300.jsonl)' },
  { name: 'v2500', file: 'precision-labels-v2500.jsonl', splits: 'split', heading: 'Two-market sample of rules version 2500 (fixtures/facts/precision-labels-v2500.jsonl)' },
  { name: 'owner', file: 'owner-labels-v190.jsonl', splits: 'dev', heading: 'Owner sample (fixtures/facts/owner-labels-v190.jsonl, dev companies, judged for the owner only)' },
  { name: 'owner-v1383', file: 'owner-labels-v1383.jsonl', splits: 'split', heading: 'Owner sample near other businesses (fixtures/facts/owner-labels-v1383.jsonl, judged for the owner only)' },
  { name: 'owner-v1545', file: 'owner-labels-v1545.jsonl', splits: 'split', heading: 'Third owner sample (fixtures/facts/owner-labels-v1545.jsonl, judged for the owner only)' },
  { name: 'owner-v1761', file: 'owner-labels-v1761.jsonl', splits: 'split', heading: 'Fourth owner sample (fixtures/facts/owner-labels-v1761.jsonl, judged for the owner only)' },
  { name: 'owner-v1845', file: 'owner-labels-v1845.jsonl', splits: 'split', heading: 'Fifth owner sample (fixtures/facts/owner-labels-v1845.jsonl, judged for the owner only)' },
  { name: 'owner-v2003', file: 'owner-labels-v2003.jsonl', splits: 'split', heading: 'Sixth owner sample (fixtures/facts/owner-labels-v2003.jsonl, judged for the owner only)' },
  { name: 'owner-v2401', file: 'owner-labels-v2401.jsonl', splits: 'split', heading: 'Seventh owner sample (fixtures/facts/owner-labels-v2401.jsonl, judged for the owner only)' },
  { name: 'owner-v2500', file: 'owner-labels-v2500.jsonl', splits: 'split', heading: 'Eighth owner sample (fixtures/facts/owner-labels-v2500.jsonl, judged for the owner only)' },
];

/** The seed both draws were made with. */
export const SEED = 20230721;
/** The seed of the fresh precision sample (`--draw precision --seed 20240110`). */
export const FRESH_SEED = 20240110;

export type WrongField = 'owner' | 'metric' | 'value' | 'period' | 'kind';
export const WRONG_FIELDS: readonly WrongField[] = ['owner', 'metric', 'value', 'period', 'kind'];

/** One labelled fact of the precision sample. */
export interface PrecisionLabel {
  docId: string;
  company: string;
  page: number;
  sentence: string;
  metric: string;
  valueText: string;
  kind: string;
  basis: string | null;
  period: string;
  segment: string | null;
  correct: boolean;
  wrong: WrongField[];
  note: string;
  /** dev: used to tune the rules; heldout: scored, never studied. */
  split: 'dev' | 'heldout';
  /** The rules version of the workdir the fact was drawn from, when stated. */
  rulesVersion?: number;
  /**
   * The sign a right reading's value has (1: a rise or a positive figure; -1: a fall, a reduction, a
   * loss), when the label gives one: a stored value of the other sign has its value wrong, whatever
   * the label judged. Labels without it are not compared on the sign.
   */
  sign?: 1 | -1;
}

/** One figure management states on a recall page, listed by hand. */
export interface HandFigure {
  sentence: string;
  valueText: string;
  /** The metric in plain words. */
  metric: string;
  /** "Q1 FY24", "Q4 FY23", "FY24", "" when none applies. */
  period: string;
  /** actual | guidance | target | change-yoy | change-qoq | change. */
  kind: string;
  segment: string | null;
}

export interface RecallPage {
  docId: string;
  company: string;
  page: number;
  figures: HandFigure[];
  split: 'dev' | 'heldout';
  /** recall-pages-2.jsonl: which workdir holds the page (`nifty` when absent). */
  market?: 'nifty' | 'us';
}

export type { StoredFact };

export function periodOf(f: Pick<StoredFact, 'periodQuarter' | 'periodYear'>): string {
  return periodLabel(f.periodYear ? { quarter: f.periodQuarter as Quarter | null, year: f.periodYear } : null);
}

/** A hand kind ("change-yoy") as the stored kind and basis. */
export function kindParts(kind: string): { kind: string; basis: string | null } {
  const m = /^change(?:-(yoy|qoq))?$/.exec(kind);
  return m ? { kind: 'change', basis: m[1] ?? null } : { kind, basis: null };
}

const normSentence = (s: string): string => s.replace(/\s+/g, ' ').trim();

/**
 * `n` stored facts: every kind gets at least `minPerKind` (all it has when fewer), the rest shared
 * in proportion to the kinds' counts; no company gives more than `perCompany`.
 */
export function drawPrecisionSample(db: Database.Database, n = 150, seed = SEED, perCompany = 8, minPerKind = 8): StoredFact[] {
  const all = db.prepare(`SELECT ${FACT_COLUMNS} FROM facts ORDER BY id`).all() as StoredFact[];
  const kinds = [...new Set(all.map((f) => f.kind))].sort();
  const count = (k: string): number => all.filter((f) => f.kind === k).length;
  const quota = new Map<string, number>();
  for (const k of kinds) quota.set(k, Math.min(count(k), minPerKind));
  const rest = n - [...quota.values()].reduce((s, q) => s + q, 0);
  const big = kinds.filter((k) => count(k) > minPerKind * 2);
  const bigTotal = big.reduce((s, k) => s + count(k), 0);
  let given = 0;
  for (const [i, k] of big.entries()) {
    const add = i === big.length - 1 ? rest - given : Math.round((rest * count(k)) / bigTotal);
    quota.set(k, quota.get(k)! + add);
    given += add;
  }
  const rand = seededRandom(seed);
  const perCo = new Map<string, number>();
  const out: StoredFact[] = [];
  // Scarce kinds first, so the company cap never starves them.
  for (const k of [...kinds].sort((a, b) => count(a) - count(b))) {
    let want = quota.get(k)!;
    for (const f of shuffled(all.filter((x) => x.kind === k), rand)) {
      if (want === 0) break;
      const c = f.company ?? f.docId;
      if ((perCo.get(c) ?? 0) >= perCompany) continue;
      perCo.set(c, (perCo.get(c) ?? 0) + 1);
      out.push(f);
      want--;
    }
  }
  return out;
}

/**
 * `n` pages, one from each of `n` companies drawn in seeded order: a page after the first with at
 * least four figures that carry a unit, a currency or a scale.
 */
export function drawRecallPages(db: Database.Database, n = 20, seed = SEED): { docId: string; company: string; page: number }[] {
  const docs = db.prepare(`SELECT id, company, file_name AS fileName FROM documents WHERE status = 'ok' ORDER BY file_name`).all() as { id: string; company: string | null; fileName: string }[];
  const rand = seededRandom(seed);
  const out: { docId: string; company: string; page: number }[] = [];
  for (const d of shuffled(docs, rand)) {
    if (out.length === n) break;
    const pages = db.prepare('SELECT page_no AS page, text FROM pages WHERE doc_id = ? AND page_no > 1 ORDER BY page_no').all(d.id) as { page: number; text: string }[];
    const candidates = pages.filter((p) => figuresIn(p.text).filter((f) => f.unit || f.currency || f.scale).length >= 4);
    if (candidates.length === 0) continue;
    const p = candidates[Math.floor(rand() * candidates.length)]!;
    out.push({ docId: d.id, company: d.company ?? d.fileName, page: p.page });
  }
  return out;
}

/** The seed of the second recall fixture (`--draw recall-2 --seed 20261205`). */
export const RECALL_2_SEED = 20261205;
export const RECALL_PAGES_2 = join(ROOT, 'fixtures', 'facts', 'recall-pages-2.jsonl');
/** The seed of the third recall fixture (`--draw recall-3 --seed 870`: 4 pages a market, companies no earlier recall fixture has). */
export const RECALL_3_SEED = 870;
export const RECALL_PAGES_3 = join(ROOT, 'fixtures', 'facts', 'recall-pages-3.jsonl');
/** The seed of the fourth recall fixture (`--draw recall-4 --seed 980`: 4 pages a market, companies no earlier recall fixture has). */
export const RECALL_4_SEED = 980;
export const RECALL_PAGES_4 = join(ROOT, 'fixtures', 'facts', 'recall-pages-4.jsonl');
/** The seed of the fifth recall fixture (`--draw recall-5 --seed 1120`: 5 pages a market, companies no earlier recall fixture has). */
export const RECALL_5_SEED = 1120;
export const RECALL_PAGES_5 = join(ROOT, 'fixtures', 'facts', 'recall-pages-5.jsonl');
/**
 * The seed of the sixth recall fixture (`--draw recall-6 --seed 1340`: 9 Nifty-50 pages and 6 US
 * passages; the Nifty-50 companies no earlier fixture has come first, then unlabelled pages of the others).
 */
export const RECALL_6_SEED = 1340;
export const RECALL_PAGES_6 = join(ROOT, 'fixtures', 'facts', 'recall-pages-6.jsonl');
export const PERIOD_KIND_LABELS = join(ROOT, 'fixtures', 'facts', 'period-kind-labels.jsonl');
export const PERIOD_KIND_LABELS_2 = join(ROOT, 'fixtures', 'facts', 'period-kind-labels-2.jsonl');
export const PERIOD_KIND_LABELS_3 = join(ROOT, 'fixtures', 'facts', 'period-kind-labels-3.jsonl');
export const PERIOD_KIND_LABELS_4 = join(ROOT, 'fixtures', 'facts', 'period-kind-labels-4.jsonl');
export const PERIOD_KIND_LABELS_5 = join(ROOT, 'fixtures', 'facts', 'period-kind-labels-5.jsonl');
/** The period-and-kind sets, in the order they are printed. A new set is one more line. */
export const PERIOD_KIND_SETS: readonly { name: string; file: string; heading: string }[] = [
  { name: 'period-kind-labels', file: PERIOD_KIND_LABELS, heading: 'Period-and-kind set (fixtures/facts/period-kind-labels.jsonl; of the labelled figures still stored, period and kind right):' },
  { name: 'period-kind-labels-2', file: PERIOD_KIND_LABELS_2, heading: 'Second period-and-kind set (fixtures/facts/period-kind-labels-2.jsonl; other periods and kinds than the quarter\'s actual):' },
  { name: 'period-kind-labels-3', file: PERIOD_KIND_LABELS_3, heading: 'Third period-and-kind set (fixtures/facts/period-kind-labels-3.jsonl; other periods and kinds, calls and pages the first two do not use):' },
  { name: 'period-kind-labels-4', file: PERIOD_KIND_LABELS_4, heading: 'Fourth period-and-kind set (fixtures/facts/period-kind-labels-4.jsonl; months, halves, nine months, year-to-date, spans of years, project totals, moves of a guide, hyphenated quarters):' },
  { name: 'period-kind-labels-5', file: PERIOD_KIND_LABELS_5, heading: 'Fifth period-and-kind set (fixtures/facts/period-kind-labels-5.jsonl; months, spans of months and years, CAGRs, plans over years, moves of a guide, impacts in points):' },
];
/** The recall fixtures read by market and split, in the order they are printed (`name` in the causes). A new fixture is one more line. */
export const MARKET_RECALL_FIXTURES: readonly { name: string; file: string; heading: string }[] = [
  { name: 'recall-pages-2', file: RECALL_PAGES_2, heading: 'Second recall fixture (fixtures/facts/recall-pages-2.jsonl; found = same value in the same sentence on the page):' },
  { name: 'recall-pages-3', file: RECALL_PAGES_3, heading: 'Third recall fixture (fixtures/facts/recall-pages-3.jsonl; found as for the second):' },
  { name: 'recall-pages-4', file: RECALL_PAGES_4, heading: 'Fourth recall fixture (fixtures/facts/recall-pages-4.jsonl; found as for the second):' },
  { name: 'recall-pages-5', file: RECALL_PAGES_5, heading: 'Fifth recall fixture (fixtures/facts/recall-pages-5.jsonl; found as for the second):' },
  { name: 'recall-pages-6', file: RECALL_PAGES_6, heading: 'Sixth recall fixture (fixtures/facts/recall-pages-6.jsonl; found as for the second):' },
];

const unitFigures = (text: string): number => figuresIn(text).filter((f) => f.unit || f.currency || f.scale).length;

/**
 * The second recall fixture's draw. Nifty-50: `n` pages, one a company, from the companies the v28
 * precision sample keeps for dev that have no held-out page in recall-pages.jsonl, never a page
 * already labelled there (pages after the first with at least four figures that carry a unit,
 * currency or scale). US calls (one page a call): `n` calls of distinct companies in seeded order,
 * and in each a passage of the prepared remarks (before the operator opens the questions): the
 * paragraphs of one speaker's turn from a seeded paragraph with at least two such figures, up to
 * about 1,500 characters.
 */
export function drawRecallPages2(
  nifty: Database.Database | null,
  us: Database.Database | null,
  n = 6,
  seed = RECALL_2_SEED,
  /** recall-3 and on: any company that no recall fixture has a page of (not only the v28 dev ones). */
  unlabelledCompanies = false,
  /** The earlier fixtures whose companies are left out (recall-3: the first two; recall-4: the first three). */
  earlierFixtures: readonly string[] = [RECALL_PAGES, RECALL_PAGES_2],
  /** recall-6: US passages to draw (default `n`), and whether Nifty-50 pages run short of unlabelled companies are topped up from the others' unlabelled pages. */
  nUs = n,
  topUp = false,
): { market: 'nifty' | 'us'; docId: string; company: string; page: number; fileName: string; passage?: string }[] {
  const rand = seededRandom(seed);
  const out: { market: 'nifty' | 'us'; docId: string; company: string; page: number; fileName: string; passage?: string }[] = [];
  const earlier = (unlabelledCompanies ? earlierFixtures : [RECALL_PAGES]).flatMap((f) => (existsSync(f) ? readJsonl<RecallPage>(f) : []));
  const labelledCompanies = new Set(earlier.map((p) => p.company));
  if (nifty) {
    const v28 = existsSync(CURRENT_PRECISION_LABELS) ? readJsonl<PrecisionLabel>(CURRENT_PRECISION_LABELS) : [];
    const old = existsSync(RECALL_PAGES) ? readJsonl<RecallPage>(RECALL_PAGES) : [];
    const devCos = new Set(v28.filter((l) => l.split === 'dev').map((l) => l.company));
    for (const p of old.filter((x) => x.split === 'heldout')) devCos.delete(p.company);
    const labelled = new Set(old.map((p) => `${p.docId}:${p.page}`));
    const docs = nifty.prepare(`SELECT id, company, file_name AS fileName FROM documents WHERE status = 'ok' ORDER BY file_name`).all() as { id: string; company: string | null; fileName: string }[];
    const eligible = (c: string | null): boolean => !!c && (unlabelledCompanies ? !labelledCompanies.has(c) : devCos.has(c));
    let got = 0;
    for (const d of shuffled(docs.filter((x) => eligible(x.company)), rand)) {
      if (got === n) break;
      const pages = nifty.prepare('SELECT page_no AS page, text FROM pages WHERE doc_id = ? AND page_no > 1 ORDER BY page_no').all(d.id) as { page: number; text: string }[];
      const candidates = pages.filter((p) => !labelled.has(`${d.id}:${p.page}`) && unitFigures(p.text) >= 4);
      if (candidates.length === 0) continue;
      const p = candidates[Math.floor(rand() * candidates.length)]!;
      out.push({ market: 'nifty', docId: d.id, company: d.company!, page: p.page, fileName: d.fileName });
      got++;
    }
    if (topUp && got < n) {
      // Too few companies left unlabelled: one page a company from the others, never a labelled page.
      const allLabelled = new Set(earlier.map((p) => `${p.docId}:${p.page}`));
      for (const d of shuffled(docs.filter((x) => !!x.company && labelledCompanies.has(x.company)), rand)) {
        if (got === n) break;
        const pages = nifty.prepare('SELECT page_no AS page, text FROM pages WHERE doc_id = ? AND page_no > 1 ORDER BY page_no').all(d.id) as { page: number; text: string }[];
        const candidates = pages.filter((p) => !allLabelled.has(`${d.id}:${p.page}`) && unitFigures(p.text) >= 4);
        if (candidates.length === 0) continue;
        const p = candidates[Math.floor(rand() * candidates.length)]!;
        out.push({ market: 'nifty', docId: d.id, company: d.company!, page: p.page, fileName: d.fileName });
        got++;
      }
    }
  }
  if (us) {
    const docs = us.prepare(`SELECT id, company, file_name AS fileName FROM documents WHERE status = 'ok' ORDER BY file_name`).all() as { id: string; company: string | null; fileName: string }[];
    const seen = new Set<string>();
    let got = 0;
    for (const d of shuffled(docs, rand)) {
      if (got === nUs) break;
      const co = d.company ?? d.fileName;
      if (seen.has(co) || (unlabelledCompanies && labelledCompanies.has(co))) continue;
      const text = (us.prepare('SELECT text FROM pages WHERE doc_id = ? AND page_no = 1').get(d.id) as { text: string } | undefined)?.text ?? '';
      const lines = text.split('\n');
      // The prepared remarks: up to the operator's second turn (the first opens the call).
      const turnOf: number[] = [];
      let turn = -1;
      let operatorTurns = 0;
      let end = lines.length;
      for (const [i, line] of lines.entries()) {
        const sp = /^([A-Z][\w.'-]*(?: [A-Z][\w.'-]*){0,3}):\s/.exec(line);
        if (sp) {
          turn = i;
          if (sp[1] === 'Operator' && ++operatorTurns === 2) {
            end = i;
            break;
          }
        }
        turnOf.push(turn);
      }
      const starts = [...Array(end).keys()].filter((i) => turnOf[i]! >= 0 && !lines[turnOf[i]!]!.startsWith('Operator:') && unitFigures(lines[i]!) >= 2);
      if (starts.length === 0) continue;
      const first = starts[Math.floor(rand() * starts.length)]!;
      const passage: string[] = [];
      for (let i = first; i < end && turnOf[i] === turnOf[first] && passage.join('\n').length < 1500; i++) passage.push(lines[i]!);
      seen.add(co);
      out.push({ market: 'us', docId: d.id, company: co, page: 1, fileName: d.fileName, passage: passage.join('\n') });
      got++;
    }
  }
  return out;
}

export interface PrecisionResult {
  labelled: number;
  /** Labelled facts the workdir still produces. */
  produced: number;
  correct: number;
  wrong: Record<WrongField, number>;
  /** The labelled facts still produced as labelled and judged wrong (printed for dev samples with `--wrong`). */
  wrongOnes: PrecisionLabel[];
  /** Labelled facts the workdir no longer produces. */
  gone: number;
  /** Stored facts in the labelled sentences that match no label. */
  unlabelled: number;
  /** Labelled facts still produced whose owner, metric, period or kind has changed since labelling: their label no longer applies. */
  changed: number;
  /**
   * The changed readings by what their label said: `wasRight` were correct (each is now wrong in a
   * field that changed); `wrongFieldsOnly` changed only fields the label judged wrong (perhaps
   * fixed: not judged); `rightFieldsToo` changed a field the label judged right (now wrong there).
   */
  changedFrom: { wasRight: number; wrongFieldsOnly: number; rightFieldsToo: number };
  /** Each changed reading: its label and the stored facts of its sentence and value now (to judge again). */
  changedOnes: { label: PrecisionLabel; now: StoredFact[] }[];
}

export interface RecallResult {
  pages: number;
  companies: number;
  figures: number;
  found: number;
  /** Found by a fact with the hand period and kind (and basis, when the hand kind states one). */
  foundExact: number;
  missed: { company: string; page: number; valueText: string; metric: string }[];
  /** Why each figure is found or missed (recallCauses), when asked for. */
  causes?: RecallCauses;
}

function factsOf(db: Database.Database, docIds: readonly string[]): StoredFact[] {
  if (docIds.length === 0) return [];
  return db.prepare(`SELECT ${FACT_COLUMNS} FROM facts WHERE doc_id IN (${docIds.map(() => '?').join(',')})`).all(...docIds) as StoredFact[];
}

export function measurePrecision(labels: readonly PrecisionLabel[], facts: readonly StoredFact[]): PrecisionResult {
  const key = (docId: string, page: number, sentence: string, valueText: string): string => `${docId}\u0000${page}\u0000${normSentence(sentence)}\u0000${valueText.trim()}`;
  const stored = new Map<string, StoredFact[]>();
  for (const f of facts) {
    const k = key(f.docId, f.page, f.sentence, f.valueText);
    stored.set(k, [...(stored.get(k) ?? []), f]);
  }
  // The label judged a fact with these fields; a stored fact with other ones is another reading, not judged yet.
  const asLabelled = (l: PrecisionLabel, f: StoredFact): boolean =>
    (f.segment ?? null) === (l.segment ?? null) && f.metric === l.metric && f.kind === l.kind && (f.basis ?? null) === (l.basis ?? null) && periodOf(f) === l.period;
  let changed = 0;
  const changedFrom = { wasRight: 0, wrongFieldsOnly: 0, rightFieldsToo: 0 };
  const changedOnes: PrecisionResult['changedOnes'] = [];
  const labelKeys = new Set(labels.map((l) => key(l.docId, l.page, l.sentence, l.valueText)));
  const wrong = Object.fromEntries(WRONG_FIELDS.map((w) => [w, 0])) as Record<WrongField, number>;
  let produced = 0;
  let correct = 0;
  const wrongOnes: PrecisionLabel[] = [];
  for (const l of labels) {
    const same = stored.get(key(l.docId, l.page, l.sentence, l.valueText));
    if (!same) continue;
    if (!same.some((f) => asLabelled(l, f))) {
      changed++;
      changedOnes.push({ label: l, now: same });
      if (l.correct) changedFrom.wasRight++;
      else if (same.some((f) => changedFields(l, f).every((w) => l.wrong.includes(w)))) changedFrom.wrongFieldsOnly++;
      else changedFrom.rightFieldsToo++;
      continue;
    }
    produced++;
    const judged = signJudged(l, same.filter((f) => asLabelled(l, f)));
    if (judged.correct) correct++;
    else wrongOnes.push(judged);
    for (const w of judged.wrong) wrong[w]++;
  }
  const sentences = new Set(labels.map((l) => `${l.docId}\u0000${l.page}\u0000${normSentence(l.sentence)}`));
  const unlabelled = facts.filter((f) => sentences.has(`${f.docId}\u0000${f.page}\u0000${normSentence(f.sentence)}`) && !labelKeys.has(key(f.docId, f.page, f.sentence, f.valueText))).length;
  return { labelled: labels.length, produced, correct, wrong, wrongOnes, gone: labels.length - produced - changed, unlabelled, changed, changedFrom, changedOnes };
}

/**
 * Each label whose fact is still produced as labelled, judged (signJudged) and paired with that stored
 * fact: the facts measurePrecision scores, for a study of how they were read (bench/fact-confidence.ts).
 */
export function judgedFacts<F extends StoredFact>(labels: readonly PrecisionLabel[], facts: readonly F[]): { label: PrecisionLabel; fact: F }[] {
  const key = (x: { docId: string; page: number; sentence: string; valueText: string }): string => `${x.docId}\u0000${x.page}\u0000${normSentence(x.sentence)}\u0000${x.valueText.trim()}`;
  const stored = new Map<string, F[]>();
  for (const f of facts) stored.set(key(f), [...(stored.get(key(f)) ?? []), f]);
  return labels.flatMap((l) => {
    const as = (stored.get(key(l)) ?? []).filter((f) => changedFields(l, f).length === 0 && (f.segment ?? null) === (l.segment ?? null));
    return as.length === 0 ? [] : [{ label: signJudged(l, as), fact: as[0]! }];
  });
}

/**
 * The label as it judges the stored reading: where the label gives a sign and every stored fact read
 * as labelled has a value of the other sign (a fall stored as a rise), the value is wrong too.
 */
export function signJudged(l: PrecisionLabel, asLabelled: readonly Pick<StoredFact, 'value'>[]): PrecisionLabel {
  if (l.sign === undefined || asLabelled.length === 0) return l;
  if (asLabelled.some((f) => Math.sign(f.value) === 0 || Math.sign(f.value) === l.sign)) return l;
  if (l.wrong.includes('value')) return l;
  return { ...l, correct: false, wrong: [...l.wrong, 'value'], note: `${l.note} (stored with the other sign)` };
}

/**
 * Each label, or the label judged again (same document, page, sentence and value) whose reading the
 * stored facts now have: a fact read differently since labelling is scored once it is re-judged.
 */
export function withRejudged(labels: readonly PrecisionLabel[], rejudged: readonly PrecisionLabel[], factsFor: (ls: readonly PrecisionLabel[]) => readonly StoredFact[]): PrecisionLabel[] {
  if (rejudged.length === 0) return [...labels];
  const key = (x: { docId: string; page: number; sentence: string; valueText: string }): string => `${x.docId}\u0000${x.page}\u0000${normSentence(x.sentence)}\u0000${x.valueText.trim()}`;
  const stored = new Map<string, StoredFact[]>();
  for (const f of factsFor(labels)) stored.set(key(f), [...(stored.get(key(f)) ?? []), f]);
  const reads = (l: PrecisionLabel): boolean => (stored.get(key(l)) ?? []).some((f) => changedFields(l, f).length === 0);
  // A re-judgement that gives the sign the stored value now has is the newer word on a reading whose fields are unchanged (a label without a sign judged the other one).
  const signedNow = (r: PrecisionLabel): boolean => r.sign !== undefined && (stored.get(key(r)) ?? []).some((f) => changedFields(r, f).length === 0 && Math.sign(f.value) === r.sign);
  return labels.map((l) => {
    const resigned = l.sign === undefined ? rejudged.find((r) => key(r) === key(l) && signedNow(r)) : undefined;
    if (resigned) return resigned;
    return reads(l) ? l : (rejudged.find((r) => key(r) === key(l) && reads(r)) ?? l);
  });
}

/** The judged fields a stored fact reads otherwise than the labelled one (the value, matched as written, never differs). */
function changedFields(l: PrecisionLabel, f: StoredFact): WrongField[] {
  const out: WrongField[] = [];
  if ((f.segment ?? null) !== (l.segment ?? null)) out.push('owner');
  if (f.metric !== l.metric) out.push('metric');
  if (periodOf(f) !== l.period) out.push('period');
  if (f.kind !== l.kind || (f.basis ?? null) !== (l.basis ?? null)) out.push('kind');
  return out;
}

/** Letters and digits only, lower case: sentences compared whatever the splitting left around them. */
const bareText = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** A stored fact's sentence and a hand figure's are the same text, or one holds the other (the reader splits sentences its own way). */
export function sameSentence(a: string, b: string): boolean {
  const x = bareText(a);
  const y = bareText(b);
  return x.length > 0 && y.length > 0 && (x.includes(y) || y.includes(x));
}

/**
 * Recall. With `bySentence` (recall-pages-2.jsonl, whose US pages are whole calls), a hand figure
 * is found only by a fact on its page that states the same value in the same sentence.
 */
export function measureRecall(pages: readonly RecallPage[], facts: readonly StoredFact[], bySentence = false): RecallResult {
  let figures = 0;
  let found = 0;
  let foundExact = 0;
  const missed: RecallResult['missed'] = [];
  for (const p of pages) {
    const onPage = facts.filter((f) => f.docId === p.docId && f.page === p.page);
    for (const h of p.figures) {
      figures++;
      const same = onPage.filter((f) => sameValueText(h.valueText, f.valueText) && (!bySentence || sameSentence(h.sentence, f.sentence)));
      if (same.length === 0) {
        missed.push({ company: p.company, page: p.page, valueText: h.valueText, metric: h.metric });
        continue;
      }
      found++;
      const want = kindParts(h.kind);
      if (same.some((f) => periodOf(f) === h.period && f.kind === want.kind && (want.basis === null || f.basis === want.basis))) foundExact++;
    }
  }
  return { pages: pages.length, companies: new Set(pages.map((p) => p.docId)).size, figures, found, foundExact, missed };
}

/** Why a hand figure is found or missed (see the header): one cause a figure, the first that holds. */
export type RecallCause =
  | 'found'
  | 'found, period wrong'
  | 'found, kind wrong'
  | 'found, period and kind wrong'
  | 'sentence not found'
  | 'not read as management'
  | 'value not read'
  | SkipReason
  | 'not in the workdir'
  | 'on another page'
  | 'other';

/** The causes in the order printed, with their words. */
export const RECALL_CAUSES: ReadonlyArray<[RecallCause, string]> = [
  ['found', 'found'],
  ['found, period wrong', 'found, period wrong'],
  ['found, kind wrong', 'found, kind wrong'],
  ['found, period and kind wrong', 'found, period and kind wrong'],
  ['sentence not found', 'sentence not among the reader\'s'],
  ['not read as management', 'not read as management'],
  ['value not read', 'value not read as a figure'],
  ['asked', 'sentence read as a question'],
  ['no-metric', 'no metric named in the sentence'],
  ['in-metric-name', 'figure inside a metric name'],
  ['unbound', 'no metric in the figure\'s clause'],
  ['unit', 'unit cannot measure the metric'],
  ['share', 'read as a share of something'],
  ['other-metric', 'a difference, ratio or place of a metric'],
  ['impact', 'an impact on the metric'],
  ['part', 'a part of an earlier figure'],
  ['bound', 'a bound'],
  ['no-period', 'no period stated'],
  ['segment', "a segment's, the segment not named"],
  ['not in the workdir', 'read now, not in the workdir (re-ingest)'],
  ['on another page', 'read, on another page'],
  ['other', 'other'],
];

/** What the current rules read on a document's pages: its management sentences, facts, the figures they leave and why, and every sentence of each page. */
export interface LiveReading {
  management: readonly { text: string; page: number }[];
  facts: readonly { sentence: string; page: number; valueText: string }[];
  skipped: readonly { sentence: string; page: number; valueText: string; reason: SkipReason }[];
  /** Each page's sentences (1-based page → sentences), management's or not. */
  pageSentences: ReadonlyMap<number, readonly string[]>;
}

/** A document as the facts stage reads it, from a workdir's database. */
export function factDocumentOf(db: Database.Database, docId: string): FactDocument | null {
  const d = db.prepare('SELECT id, company, quarter, year, fy_end_month AS fyEndMonth, ticker, aliases, sectors FROM documents WHERE id = ?').get(docId) as
    | { id: string; company: string | null; quarter: string | null; year: string | null; fyEndMonth: number | null; ticker: string | null; aliases: string | null; sectors: string | null }
    | undefined;
  if (!d) return null;
  const pages = (db.prepare('SELECT text FROM pages WHERE doc_id = ? ORDER BY page_no').all(docId) as { text: string }[]).map((p) => p.text);
  return { docId: d.id, company: d.company, ticker: d.ticker, aliases: stringList(d.aliases), sectors: stringList(d.sectors), quarter: d.quarter as FactDocument['quarter'], year: d.year, fyEndMonth: d.fyEndMonth, pages };
}

/** The current rules' reading of a document, with the reasons for the figures they leave. */
export function liveReading(doc: FactDocument): LiveReading {
  const skipped: { sentence: string; page: number; valueText: string; reason: SkipReason }[] = [];
  const facts = readFacts(doc, { why: (s, f, reason) => skipped.push({ sentence: s.text, page: s.page, valueText: f.text, reason }) });
  return {
    management: managementSentences(doc).map((s) => ({ text: s.text, page: s.page })),
    facts: facts.map((f) => ({ sentence: f.sentence, page: f.page, valueText: f.valueText })),
    skipped,
    pageSentences: new Map(doc.pages.map((p, i) => [i + 1, splitSentences(collapseSpaces(p))])),
  };
}

/**
 * Why hand figure `h` on `page` is found or missed: `same` are the stored facts the bench matched
 * it to (none: missed), `live` the current rules' reading of its document.
 */
export function recallCause(h: HandFigure, page: number, same: readonly StoredFact[], live: LiveReading): RecallCause {
  if (same.length > 0) {
    const want = kindParts(h.kind);
    const periodOk = same.some((f) => periodOf(f) === h.period);
    const kindOk = same.some((f) => f.kind === want.kind && (want.basis === null || f.basis === want.basis));
    if (same.some((f) => periodOf(f) === h.period && f.kind === want.kind && (want.basis === null || f.basis === want.basis))) return 'found';
    return periodOk ? 'found, kind wrong' : kindOk ? 'found, period wrong' : 'found, period and kind wrong';
  }
  // A sentence that starts on the page before is placed there.
  const near = (p: number): boolean => p === page || p === page - 1;
  const sentences = live.management.filter((s) => near(s.page) && sameSentence(h.sentence, s.text));
  if (sentences.length === 0) {
    const onPage = [...(live.pageSentences.get(page) ?? []), ...(live.pageSentences.get(page - 1) ?? [])];
    return onPage.some((s) => sameSentence(h.sentence, s)) ? 'not read as management' : 'sentence not found';
  }
  const holding = sentences.filter((s) => productFigures(s.text).some((f) => sameValueText(h.valueText, f.text)));
  if (holding.length === 0) return 'value not read';
  const read = live.facts.filter((f) => near(f.page) && sameSentence(h.sentence, f.sentence) && sameValueText(h.valueText, f.valueText));
  if (read.some((f) => f.page === page)) return 'not in the workdir';
  if (read.length > 0) return 'on another page';
  const why = live.skipped.find((x) => holding.some((s) => s.text === x.sentence && s.page === x.page) && sameValueText(h.valueText, x.valueText));
  return why ? why.reason : 'other';
}

/** Each hand figure's cause, counted, and the misses listed. */
export interface RecallCauses {
  counts: Partial<Record<RecallCause, number>>;
  /** Figures not found with their period and kind: the cause, the page and the figure. */
  misses: { cause: RecallCause; company: string; page: number; figure: HandFigure }[];
}

/** The causes of a set of pages' hand figures, matched as measureRecall matches them. */
export function recallCauses(db: Database.Database, pages: readonly RecallPage[], facts: readonly StoredFact[], bySentence = false): RecallCauses {
  const counts: Partial<Record<RecallCause, number>> = {};
  const misses: RecallCauses['misses'] = [];
  const lives = new Map<string, LiveReading | null>();
  const liveOf = (docId: string): LiveReading | null => {
    if (!lives.has(docId)) {
      const doc = factDocumentOf(db, docId);
      lives.set(docId, doc ? liveReading(doc) : null);
    }
    return lives.get(docId)!;
  };
  for (const p of pages) {
    const onPage = facts.filter((f) => f.docId === p.docId && f.page === p.page);
    const live = liveOf(p.docId);
    for (const h of p.figures) {
      const same = onPage.filter((f) => sameValueText(h.valueText, f.valueText) && (!bySentence || sameSentence(h.sentence, f.sentence)));
      const cause: RecallCause = live ? recallCause(h, p.page, same, live) : 'other';
      counts[cause] = (counts[cause] ?? 0) + 1;
      if (cause !== 'found') misses.push({ cause, company: p.company, page: p.page, figure: h });
    }
  }
  return { counts, misses };
}

/** The workdir's fact rules versions, when any differs from the current rules'. */
export function staleVersions(db: Database.Database): string[] {
  const has = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'fact_runs'`).get() !== undefined;
  if (!has) return [];
  const versions = (db.prepare('SELECT DISTINCT version FROM fact_runs').all() as { version: string }[]).map((r) => String(r.version));
  return versions.filter((v) => v.split('+')[0] !== String(FACT_RULES_VERSION));
}

/** A two-market sample's scores by market; null without its file. */
export type TwoMarketScores = Record<'nifty' | 'us', PrecisionResult | null> | null;
/** A sample's parts: `dev` and `heldout` for a split sample, `all` for any other. */
export type SampleScores = Partial<Record<'all' | 'dev' | 'heldout', TwoMarketScores>>;
/** A recall fixture by market and split; a market is null without its workdir; null without the file. */
export type MarketRecall = Record<'nifty' | 'us', Record<'dev' | 'heldout', RecallResult> | null> | null;

export interface FactExtractionResult {
  precision: PrecisionResult;
  recall: RecallResult;
  /** The same, per split of the labels. */
  bySplit: Record<'dev' | 'heldout', { precision: PrecisionResult; recall: RecallResult }>;
  /** The fresh sample (precision-labels-v10.jsonl) on its own; null without the file. */
  fresh: PrecisionResult | null;
  /** The headline sample (precision-labels-v28.jsonl): all, dev and held-out; null without the file. */
  current: { all: PrecisionResult; dev: PrecisionResult; heldout: PrecisionResult } | null;
  /** Each two-market sample (TWO_MARKET_SAMPLES) by its name: a split one's `dev` and `heldout`, any other's `all`; a market is null without its workdir, a part null without the file. */
  samples: Record<string, SampleScores>;
  /** Each recall fixture of MARKET_RECALL_FIXTURES by its name, by market and split; a market is null without its workdir, a fixture null without its file. */
  recalls: Record<string, MarketRecall>;
  /** Each period-and-kind set of PERIOD_KIND_SETS by its name, by market and split; a market is null without its workdir, a set null without its file. */
  periodKind: Record<string, Record<'nifty' | 'us', Record<'dev' | 'heldout', PeriodKindScore> | null> | null>;
  /** The workdir's fact rules versions other than the current rules' (the causes read the pages with the current rules). */
  stale: string[];
}

function marketRecallOf(workdir: string, usWorkdir: string | null, file: string): MarketRecall {
  if (!existsSync(file)) return null;
  const pages = readJsonl<RecallPage>(file);
  const of = (market: 'nifty' | 'us', dir: string | null): Record<'dev' | 'heldout', RecallResult> | null => {
    if (!dir || !existsSync(join(dir, 'hybridrag.db'))) return null;
    const db = new Database(join(dir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
    try {
      const mine = pages.filter((p) => (p.market ?? 'nifty') === market);
      const split = (name: 'dev' | 'heldout'): RecallResult => {
        const ps = mine.filter((p) => p.split === name);
        const facts = factsOf(db, [...new Set(ps.map((p) => p.docId))]);
        return { ...measureRecall(ps, facts, true), causes: recallCauses(db, ps, facts, true) };
      };
      return { dev: split('dev'), heldout: split('heldout') };
    } finally {
      db.close();
    }
  };
  return { nifty: of('nifty', workdir), us: of('us', usWorkdir) };
}

/** A two-market sample (its labels and re-judged readings) scored by market: Nifty facts against `workdir`, US facts against `usWorkdir`. */
function twoMarketSampleOf(labelsFile: string, rejudgedFile: string, workdir: string, usWorkdir: string | null, split?: 'dev' | 'heldout'): TwoMarketScores {
  if (!existsSync(labelsFile)) return null;
  const labels = readJsonl<PrecisionLabel & { market?: 'nifty' | 'us' }>(labelsFile).filter((l) => !split || l.split === split);
  const rejudged = existsSync(rejudgedFile) ? readJsonl<PrecisionLabel & { market?: 'nifty' | 'us' }>(rejudgedFile) : [];
  const of = (market: 'nifty' | 'us', dir: string | null): PrecisionResult | null => {
    if (!dir || !existsSync(join(dir, 'hybridrag.db'))) return null;
    const db = new Database(join(dir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
    try {
      const factsFor = (ls: readonly PrecisionLabel[]) => factsOf(db, [...new Set(ls.map((l) => l.docId))]);
      const mine = withRejudged(labels.filter((l) => (l.market ?? 'nifty') === market), rejudged.filter((l) => (l.market ?? 'nifty') === market), factsFor);
      return measurePrecision(mine, factsFor(mine));
    } finally {
      db.close();
    }
  };
  return { nifty: of('nifty', workdir), us: of('us', usWorkdir) };
}

/** Every two-market sample scored, by its name. */
function samplesOf(workdir: string, usWorkdir: string | null): Record<string, SampleScores> {
  return Object.fromEntries(
    TWO_MARKET_SAMPLES.map((x) => {
      const file = join(ROOT, 'fixtures', 'facts', x.file);
      const of = (split?: 'dev' | 'heldout'): TwoMarketScores => twoMarketSampleOf(file, file.replace(/\.jsonl$/, '-rejudged.jsonl'), workdir, usWorkdir, split);
      return [x.name, x.splits === 'split' ? { dev: of('dev'), heldout: of('heldout') } : { all: of(x.splits === 'dev' ? 'dev' : undefined) }];
    }),
  );
}

export function runFactExtraction(workdir: string, usWorkdir: string | null = null): FactExtractionResult {
  const db = new Database(join(workdir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
  try {
    const labels = readJsonl<PrecisionLabel>(PRECISION_LABELS);
    const pages = readJsonl<RecallPage>(RECALL_PAGES);
    const measure = (ls: readonly PrecisionLabel[], ps: readonly RecallPage[]) => ({
      precision: measurePrecision(ls, factsOf(db, [...new Set(ls.map((l) => l.docId))])),
      recall: measureRecall(ps, factsOf(db, [...new Set(ps.map((p) => p.docId))])),
    });
    const split = (name: 'dev' | 'heldout') => {
      const m = measure(labels.filter((l) => l.split === name), pages.filter((p) => p.split === name));
      const ps = pages.filter((p) => p.split === name);
      return { ...m, recall: { ...m.recall, causes: recallCauses(db, ps, factsOf(db, [...new Set(ps.map((p) => p.docId))])) } };
    };
    const freshLabels = existsSync(FRESH_PRECISION_LABELS) ? readJsonl<PrecisionLabel>(FRESH_PRECISION_LABELS) : null;
    const fresh = freshLabels ? measurePrecision(freshLabels, factsOf(db, [...new Set(freshLabels.map((l) => l.docId))])) : null;
    const rejudged = existsSync(REJUDGED_PRECISION_LABELS) ? readJsonl<PrecisionLabel>(REJUDGED_PRECISION_LABELS) : [];
    const currentLabels = existsSync(CURRENT_PRECISION_LABELS) ? withRejudged(readJsonl<PrecisionLabel>(CURRENT_PRECISION_LABELS), rejudged, (ls) => factsOf(db, [...new Set(ls.map((l) => l.docId))])) : null;
    const currentOf = (ls: readonly PrecisionLabel[]): PrecisionResult => measurePrecision(ls, factsOf(db, [...new Set(ls.map((l) => l.docId))]));
    const current = currentLabels
      ? { all: currentOf(currentLabels), dev: currentOf(currentLabels.filter((l) => l.split === 'dev')), heldout: currentOf(currentLabels.filter((l) => l.split === 'heldout')) }
      : null;
    return { ...measure(labels, pages), stale: staleVersions(db), bySplit: { dev: split('dev'), heldout: split('heldout') }, fresh, current, samples: samplesOf(workdir, usWorkdir), recalls: Object.fromEntries(MARKET_RECALL_FIXTURES.map((f) => [f.name, marketRecallOf(workdir, usWorkdir, f.file)])), periodKind: Object.fromEntries(PERIOD_KIND_SETS.map((x) => [x.name, periodKindOf(x.file, workdir, usWorkdir)])) };
  } finally {
    db.close();
  }
}

const changedText = (p: PrecisionResult): string =>
  `${p.changed} (${p.changedFrom.wasRight} had been right, ${p.changedFrom.rightFieldsToo} changed a field judged right, ${p.changedFrom.wrongFieldsOnly} changed only fields judged wrong: perhaps fixed)`;

const share = (n: number, d: number): string => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);

function twoMarketLines(heading: string, sample: TwoMarketScores | undefined): string[] {
  if (!sample) return [];
  return [
    heading,
    ...(['nifty', 'us'] as const).map((m) => {
      const x = sample[m];
      return x ? `  ${m}: precision ${share(x.correct, x.produced)}; wrong field: ${WRONG_FIELDS.map((w) => `${w} ${x.wrong[w]}`).join(', ')}; no longer produced ${x.gone}; read differently (not judged) ${x.changed}` : `  ${m}: no workdir${m === 'us' ? ' (--us-workdir DIR)' : ''}`;
    }),
    '',
  ];
}

/** A split's causes on one line: found ones, then the misses by cause, largest first (counts only). */
export function causeLine(name: string, c: RecallCauses): string {
  const words = new Map(RECALL_CAUSES);
  const found = RECALL_CAUSES.filter(([k]) => k.startsWith('found') && c.counts[k]).map(([k, w]) => `${w} ${c.counts[k]}`);
  const missed = RECALL_CAUSES.filter(([k]) => !k.startsWith('found') && c.counts[k]).sort((a, b) => c.counts[b[0]]! - c.counts[a[0]]!);
  const total = missed.reduce((n, [k]) => n + c.counts[k]!, 0);
  return `  ${name}: ${found.join(', ')}; missed ${total}: ${missed.map(([k]) => `${words.get(k)} ${c.counts[k]}`).join(', ') || 'none'}`;
}

/** The dev misses one a line (never the held-out ones). */
export function causeList(name: string, c: RecallCauses): string[] {
  const words = new Map(RECALL_CAUSES);
  return [
    `${name} misses by cause:`,
    ...[...c.misses]
      .sort((a, b) => RECALL_CAUSES.findIndex(([k]) => k === a.cause) - RECALL_CAUSES.findIndex(([k]) => k === b.cause))
      .map((m) => `  [${words.get(m.cause)}] ${m.company} p${m.page} ${m.figure.valueText} (${m.figure.metric}; ${m.figure.period || 'no period'} ${m.figure.kind}${m.figure.segment ? `; ${m.figure.segment}` : ''}): ${m.figure.sentence}`),
  ];
}

/** The causes of both fixtures' misses, a line per split and market (and with `list`, each dev miss). */
export function causesText(r: FactExtractionResult, list = false): string[] {
  const lines = [
    `Why hand figures are missed (the pages read again by the current rules, version ${FACT_RULES_VERSION}${r.stale.length ? `; the workdir was read with version ${r.stale.join(', ')}: its found figures are the old rules'` : ''}):`,
  ];
  const devLists: string[] = [];
  for (const k of ['dev', 'heldout'] as const) {
    const c = r.bySplit[k].recall.causes;
    if (!c) continue;
    lines.push(causeLine(`recall-pages ${k}`, c));
    if (list && k === 'dev') devLists.push(...causeList('recall-pages dev', c));
  }
  for (const { name } of MARKET_RECALL_FIXTURES) {
    const fixture = r.recalls[name];
    for (const m of ['nifty', 'us'] as const) {
      const x = fixture?.[m];
      if (!x) continue;
      for (const k of ['dev', 'heldout'] as const) {
        const c = x[k].causes;
        if (!c) continue;
        lines.push(causeLine(`${name} ${m} ${k}`, c));
        if (list && k === 'dev') devLists.push(...causeList(`${name} ${m} dev`, c));
      }
    }
  }
  return [...lines, ...devLists];
}

/** The dev facts judged wrong, one a line (never a held-out one). */
export function wrongList(name: string, x: PrecisionResult | null): string[] {
  if (!x || x.wrongOnes.length === 0) return [];
  return [`${name} facts judged wrong:`, ...x.wrongOnes.map((l) => `  [${l.wrong.join(',')}] ${l.company} p${l.page} ${l.valueText} (${l.metric}; ${l.period || 'no period'} ${l.kind}${l.segment ? `; ${l.segment}` : ''}) — ${l.note}: ${l.sentence}`)];
}

export function devWrongText(r: FactExtractionResult): string[] {
  const listed = TWO_MARKET_SAMPLES.filter((x) => x.splits === 'split' && x.listWrong !== false);
  return [...wrongList(`v${CURRENT_RULES_VERSION} dev`, r.current?.dev ?? null), ...listed.flatMap((x) => (['nifty', 'us'] as const).flatMap((m) => wrongList(`${x.name} dev ${m}`, r.samples[x.name]?.dev?.[m] ?? null)))];
}

/** A recall fixture's lines by market and split (none without the file). */
function marketRecallLines(title: string, x: MarketRecall | undefined): string[] {
  if (!x) return [];
  return [
    title,
    ...(['nifty', 'us'] as const).flatMap((m) => {
      const y = x[m];
      if (!y) return [`  ${m}: no workdir${m === 'us' ? ' (--us-workdir DIR)' : ''}`];
      return (['dev', 'heldout'] as const).map((k) => `  ${m} ${k}: recall ${share(y[k].found, y[k].figures)} on ${y[k].pages} pages, with period and kind ${share(y[k].foundExact, y[k].figures)}`);
    }),
  ];
}

export function reportText(r: FactExtractionResult, workdir: string, listCauses = false): string {
  const p = r.precision;
  const c = r.recall;
  const cur = r.current;
  const curLines = (name: string, x: PrecisionResult): string[] => [
    `${name}: precision ${share(x.correct, x.produced)}`,
    `  wrong field: ${WRONG_FIELDS.map((w) => `${w} ${x.wrong[w]}`).join(', ')}`,
    `  labelled facts no longer produced: ${x.gone} of ${x.labelled}; read differently since labelled (not judged): ${x.changed}; produced facts in the labelled sentences without a label: ${x.unlabelled}`,
    `  read differently: ${changedText(x)}`,
  ];
  return [
    `# Fact reader against hand labels — ${workdir}`,
    '',
    ...(cur
      ? [
          `Headline precision (sample of rules version ${CURRENT_RULES_VERSION}, fixtures/facts/precision-labels-v${CURRENT_RULES_VERSION}.jsonl): ${share(cur.all.correct, cur.all.produced)} of the labelled facts still produced as labelled are correct`,
          ...curLines(`  v${CURRENT_RULES_VERSION} dev`, cur.dev).map((l, i) => (i === 0 ? l : `  ${l}`)),
          ...curLines(`  v${CURRENT_RULES_VERSION} held-out`, cur.heldout).map((l, i) => (i === 0 ? l : `  ${l}`)),
          '',
        ]
      : []),
    ...TWO_MARKET_SAMPLES.flatMap((x) => {
      const scores = r.samples[x.name];
      return x.splits === 'split'
        ? [...twoMarketLines(`${x.heading}, dev:`, scores?.dev), ...twoMarketLines(`${x.heading}, held-out (scored, never studied):`, scores?.heldout)]
        : twoMarketLines(`${x.heading}:`, scores?.all);
    }),
    `Older sample (fixtures/facts/precision-labels.jsonl) precision: ${share(p.correct, p.produced)} of the labelled facts still produced are correct (all five fields right)`,
    `  wrong field: ${WRONG_FIELDS.map((w) => `${w} ${p.wrong[w]}`).join(', ')}`,
    `  labelled facts no longer produced: ${p.gone} of ${p.labelled}; read differently since labelled (not judged): ${p.changed}; produced facts in the labelled sentences without a label: ${p.unlabelled}`,
    `  read differently: ${changedText(p)}`,
    `Recall: ${share(c.found, c.figures)} of the hand figures on ${c.pages} pages (${c.companies} companies) stated by a fact on their page`,
    `  found with the right period and kind: ${share(c.foundExact, c.figures)}`,
    ...(['dev', 'heldout'] as const).map((k) => {
      const x = r.bySplit[k];
      return `${k}: precision ${share(x.precision.correct, x.precision.produced)}, recall ${share(x.recall.found, x.recall.figures)}, with period and kind ${share(x.recall.foundExact, x.recall.figures)}; read differently: ${changedText(x.precision)}`;
    }),
    ...MARKET_RECALL_FIXTURES.flatMap((f) => marketRecallLines(f.heading, r.recalls[f.name])),
    ...PERIOD_KIND_SETS.flatMap((x) => periodKindText(r.periodKind[x.name] ?? null, listCauses, x.heading)),
    '',
    ...causesText(r, listCauses),
    '',
    ...(r.fresh
      ? [
          `fresh sample (rules version ${FRESH_RULES_VERSION}): precision ${share(r.fresh.correct, r.fresh.produced)}`,
          `  wrong field: ${WRONG_FIELDS.map((w) => `${w} ${r.fresh!.wrong[w]}`).join(', ')}`,
          `  labelled facts no longer produced: ${r.fresh.gone} of ${r.fresh.labelled}; read differently since labelled (not judged): ${r.fresh.changed}; produced facts in the labelled sentences without a label: ${r.fresh.unlabelled}`,
          `  read differently: ${changedText(r.fresh)}`,
        ]
      : []),
  ].join('\n');
}

/** Every labelled fact read differently since it was judged, dev and held-out, one a line with its new reading (to judge again). */
export function readDifferentlyText(r: FactExtractionResult): string[] {
  const fields = (f: { metric: string; kind: string; basis: string | null; segment: string | null }, period: string): string => `${f.metric}; ${period || 'no period'} ${f.kind}${f.basis ? `/${f.basis}` : ''}${f.segment ? `; ${f.segment}` : ''}`;
  const lines: string[] = [];
  const add = (name: string, x: PrecisionResult | null | undefined): void => {
    for (const c of x?.changedOnes ?? []) {
      const l = c.label;
      lines.push(`  [${name}] ${l.company} p${l.page} ${l.valueText} — was (${fields(l, l.period)}) ${l.correct ? 'right' : `wrong ${l.wrong.join(',')}`}; now ${c.now.map((f) => `(${fields(f, periodOf(f))}; ${f.value})`).join(' | ')}: ${l.sentence}`);
    }
  };
  // The split samples first, then the others, each in the table's order.
  for (const x of TWO_MARKET_SAMPLES) if (x.splits === 'split') for (const k of ['dev', 'heldout'] as const) for (const m of ['nifty', 'us'] as const) add(`${x.name} ${k} ${m}`, r.samples[x.name]?.[k]?.[m]);
  for (const x of TWO_MARKET_SAMPLES) if (x.splits !== 'split') for (const m of ['nifty', 'us'] as const) add(`${x.name} ${m}`, r.samples[x.name]?.all?.[m]);
  add('v28 dev', r.current?.dev);
  add('v28 held-out', r.current?.heldout);
  return lines.length ? ['Labelled facts read differently (judge again):', ...lines] : [];
}

/** For bench/run.ts: precision and recall, or why it cannot run. */
export async function runFactExtractionBench(opts: { workdir?: string; dataDir?: string | null } = {}): Promise<Section> {
  const id = 'fact-extraction';
  const title = 'Fact reader: precision and recall against hand labels (fixtures/facts)';
  if (!existsSync(PRECISION_LABELS) || !existsSync(RECALL_PAGES)) return { id, title, metrics: [], notes: [], unavailable: 'needs fixtures/facts/precision-labels.jsonl and recall-pages.jsonl' };
  if (!opts.dataDir || !existsSync(join(opts.dataDir, 'pdfs'))) return { id, title, metrics: [], notes: [], unavailable: 'needs ../shared/data/nifty50-q1fy24 (the calls the labels are about)' };
  if (!opts.workdir || !existsSync(join(opts.workdir, 'hybridrag.db'))) return { id, title, metrics: [], notes: [], unavailable: 'needs an ingested Nifty-50 workdir' };
  const db = new Database(join(opts.workdir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
  const hasFacts = db.prepare(`SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'facts'`).get() !== undefined;
  db.close();
  if (!hasFacts) return { id, title, metrics: [], notes: [], unavailable: 'the workdir has no facts table (ingested before facts were read)' };
  const r = runFactExtraction(opts.workdir);
  if (r.precision.produced === 0 && r.recall.found === 0 && r.precision.gone === r.precision.labelled) {
    return { id, title, metrics: [], notes: [], unavailable: 'the workdir holds none of the labelled documents\' facts' };
  }
  const p = r.precision;
  const c = r.recall;
  const cur = r.current;
  const rate = (x: PrecisionResult): number | null => (x.produced ? Math.round((x.correct / x.produced) * 1000) / 1000 : null);
  const metrics: Metric[] = [
    ...(cur
      ? [
          { name: `precision, rules-version-${CURRENT_RULES_VERSION} sample (headline)`, value: rate(cur.all), unit: `of ${cur.all.produced}` },
          { name: `precision, rules-version-${CURRENT_RULES_VERSION} sample, dev`, value: rate(cur.dev), unit: `of ${cur.dev.produced}` },
          { name: `precision, rules-version-${CURRENT_RULES_VERSION} sample, held-out`, value: rate(cur.heldout), unit: `of ${cur.heldout.produced}` },
          ...WRONG_FIELDS.map((w): Metric => ({ name: `v${CURRENT_RULES_VERSION} sample: facts with ${w} wrong`, value: cur.all.wrong[w], unit: `of ${cur.all.produced}` })),
        ]
      : []),
    { name: 'precision, first sample (all five fields right)', value: p.produced ? Math.round((p.correct / p.produced) * 1000) / 1000 : null, unit: `of ${p.produced}` },
    ...WRONG_FIELDS.map((w): Metric => ({ name: `facts with ${w} wrong`, value: p.wrong[w], unit: `of ${p.produced}` })),
    { name: 'labelled facts no longer produced', value: p.gone, unit: `of ${p.labelled}` },
    { name: 'produced facts in labelled sentences without a label', value: p.unlabelled },
    { name: 'recall (value on its page)', value: c.figures ? Math.round((c.found / c.figures) * 1000) / 1000 : null, unit: `of ${c.figures}` },
    { name: 'recall with the right period and kind', value: c.figures ? Math.round((c.foundExact / c.figures) * 1000) / 1000 : null, unit: `of ${c.figures}` },
    ...(['dev', 'heldout'] as const).flatMap((k): Metric[] => {
      const x = r.bySplit[k];
      return [
        { name: `${k} precision`, value: x.precision.produced ? Math.round((x.precision.correct / x.precision.produced) * 1000) / 1000 : null, unit: `of ${x.precision.produced}` },
        { name: `${k} recall`, value: x.recall.figures ? Math.round((x.recall.found / x.recall.figures) * 1000) / 1000 : null, unit: `of ${x.recall.figures}` },
      ];
    }),
    ...(r.fresh
      ? [
          { name: `fresh sample (rules version ${FRESH_RULES_VERSION}) precision`, value: r.fresh.produced ? Math.round((r.fresh.correct / r.fresh.produced) * 1000) / 1000 : null, unit: `of ${r.fresh.produced}` },
          ...WRONG_FIELDS.map((w): Metric => ({ name: `fresh sample: facts with ${w} wrong`, value: r.fresh!.wrong[w], unit: `of ${r.fresh!.produced}` })),
        ]
      : []),
  ];
  return { id, title, metrics, notes: ['read from the workdir\'s facts table: measures the rules version it was ingested with'], raw: r };
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const arg = (name: string): string | undefined => benchArg(name, args);
  const workdir = arg('workdir');
  if (!workdir) {
    console.error('usage: npx tsx bench/fact-extraction.ts --workdir DIR [--us-workdir DIR] [--causes] [--wrong] [--changed] [--json FILE] [--draw precision|recall|recall-2|recall-3|recall-4|recall-5|recall-6 [--seed N] [--n N]]');
    process.exit(2);
  }
  const draw = arg('draw');
  if (draw) {
    const db = new Database(join(workdir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
    const seed = arg('seed') ? Number(arg('seed')) : SEED;
    if (draw === 'period-kind') {
      // 30 sentences a market (one a call), every third held out, in draw order within each market.
      const usDir = arg('us-workdir');
      const us = usDir ? new Database(join(usDir, 'hybridrag.db'), { readonly: true, fileMustExist: true }) : null;
      const s = arg('seed') ? Number(arg('seed')) : PERIOD_KIND_SEED;
      const rows = [drawPeriodKind(db, 'nifty', 30, s), us ? drawPeriodKind(us, 'us', 30, s) : []];
      for (const m of rows) for (const [i, r] of m.entries()) console.log(JSON.stringify({ ...r, split: i % 3 === 2 ? 'heldout' : 'dev' }));
      us?.close();
      db.close();
      return;
    }
    if (draw === 'recall-6') {
      const usDir = arg('us-workdir');
      const us = usDir ? new Database(join(usDir, 'hybridrag.db'), { readonly: true, fileMustExist: true }) : null;
      const earlierFixtures = [RECALL_PAGES, RECALL_PAGES_2, RECALL_PAGES_3, RECALL_PAGES_4, RECALL_PAGES_5];
      const rows = drawRecallPages2(db, us, 9, arg('seed') ? Number(arg('seed')) : RECALL_6_SEED, true, earlierFixtures, 6, true);
      for (const r of rows) console.log(JSON.stringify(r));
      us?.close();
      db.close();
      return;
    }
    if (draw === 'recall-2' || draw === 'recall-3' || draw === 'recall-4' || draw === 'recall-5') {
      const usDir = arg('us-workdir');
      const us = usDir ? new Database(join(usDir, 'hybridrag.db'), { readonly: true, fileMustExist: true }) : null;
      const later = draw !== 'recall-2';
      const seedOf = draw === 'recall-5' ? RECALL_5_SEED : draw === 'recall-4' ? RECALL_4_SEED : later ? RECALL_3_SEED : RECALL_2_SEED;
      const earlierFixtures =
        draw === 'recall-5' ? [RECALL_PAGES, RECALL_PAGES_2, RECALL_PAGES_3, RECALL_PAGES_4] : draw === 'recall-4' ? [RECALL_PAGES, RECALL_PAGES_2, RECALL_PAGES_3] : [RECALL_PAGES, RECALL_PAGES_2];
      const rows = drawRecallPages2(db, us, draw === 'recall-5' ? 5 : later ? 4 : 6, arg('seed') ? Number(arg('seed')) : seedOf, later, earlierFixtures);
      for (const r of rows) console.log(JSON.stringify(r));
      us?.close();
      db.close();
      return;
    }
    // --n N draws a smaller precision sample (every kind keeps a share of its 8-in-150 floor).
    const n = arg('n') ? Number(arg('n')) : 150;
    const rows = draw === 'precision' ? drawPrecisionSample(db, n, seed, 8, Math.max(1, Math.round((8 * n) / 150))) : drawRecallPages(db, 20, seed);
    for (const r of rows) console.log(JSON.stringify(r));
    db.close();
    return;
  }
  const r = runFactExtraction(workdir, arg('us-workdir') ?? null);
  const json = arg('json');
  if (json) writeFileSync(json, JSON.stringify(r, null, 1) + '\n');
  console.log(reportText(r, workdir, args.includes('--causes')));
  if (args.includes('--wrong')) console.log(devWrongText(r).join('\n'));
  if (args.includes('--changed')) console.log(readDifferentlyText(r).join('\n'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
