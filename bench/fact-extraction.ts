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
/**
 * A dev sample over both markets (fixtures/facts/precision-labels-v84.jsonl): 20 Nifty-50 and 20 US
 * facts drawn with V84_SEED (`--draw precision --seed 20261284 --n 26|20`) from workdirs read with
 * rules version 83, judged by the rules above; its re-judged readings in -rejudged.jsonl. Printed
 * by market (a line's `market`), Nifty from --workdir, US from --us-workdir.
 */
export const V84_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v84.jsonl');
export const V84_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v84-rejudged.jsonl');
export const V84_SEED = 20261284;
/**
 * A second dev sample over both markets (fixtures/facts/precision-labels-v88.jsonl): 28 Nifty-50 and
 * 40 US facts drawn with V88_SEED (`--draw precision --seed 20261206 --n 40` on each workdir) from
 * workdirs read with rules version 88, the facts already labelled in an older sample dropped; judged
 * and printed like the v84 sample.
 */
export const V88_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v88.jsonl');
export const V88_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v88-rejudged.jsonl');
export const V88_SEED = 20261206;
/**
 * A third dev sample over both markets (fixtures/facts/precision-labels-v100.jsonl): 30 Nifty-50 and
 * 30 US facts drawn with V100_SEED (`--draw precision --seed 20261215 --n 46` on the Nifty workdir,
 * the facts already labelled in an older sample dropped; `--n 30` on the US workdir) from workdirs
 * read with rules version 100; judged and printed like the v84 sample.
 */
export const V100_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v100.jsonl');
export const V100_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v100-rejudged.jsonl');
export const V100_SEED = 20261215;
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v141.jsonl): 30 Nifty-50 facts
 * (`--draw precision --seed 20261241 --n 41`, the 11 already labelled in an older sample dropped) and
 * 30 US facts (`--n 30`) from workdirs read with rules version 141. Split per market before judging:
 * the companies in sorted order, every third one held out. Printed dev and held-out apart.
 */
export const V141_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v141.jsonl');
export const V141_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v141-rejudged.jsonl');
export const V141_SEED = 20261241;
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v563.jsonl), drawn from
 * workdirs read with rules version 541: dev, `--draw precision --seed 612 --n 60` on each workdir;
 * held-out, `--seed 613 --n 90`. Split over each workdir's companies in sorted order, every third
 * one held out; of each draw only its split's facts are kept (77 dev, 45 held-out). Printed dev and
 * held-out apart.
 */
export const V563_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v563.jsonl');
export const V563_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v563-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v630.jsonl), drawn from workdirs
 * read with rules version 630: dev, `--draw precision --seed 630 --n 45` on each workdir, the first 30
 * facts of dev companies kept; held-out, `--seed 631 --n 90`, the first 15 of held-out companies kept
 * (split as for the v563 sample: each workdir's companies in sorted order, every third one held out).
 * 60 dev and 30 held-out facts, judged on the five fields; printed dev and held-out apart. Readings
 * changed by rules 631–633 are judged again in -rejudged.jsonl.
 */
export const V630_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v630.jsonl');
export const V630_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v630-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v700.jsonl), drawn from workdirs
 * read with rules version 680: `--draw precision --seed 700 --n 60` on each workdir, every third row
 * (the 3rd, 6th, ...) held out. 80 dev and 40 held-out facts, judged on the five fields before any rule
 * of 700 and later was written; printed dev and held-out apart. Readings changed by later rules are
 * judged again in -rejudged.jsonl.
 */
export const V700_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v700.jsonl');
export const V700_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v700-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v821.jsonl), drawn from workdirs
 * read with rules version 821: `--draw precision --seed 20261821 --n 45` on each workdir, every third row
 * (the 3rd, 6th, ...) held out. 60 dev and 30 held-out facts, judged on the five fields before any rule
 * of 830 and later was written; printed dev and held-out apart. Readings changed by later rules are
 * judged again in -rejudged.jsonl.
 */
export const V821_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v821.jsonl');
export const V821_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v821-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v942.jsonl), drawn from workdirs
 * read with rules version 942: `--draw precision --seed 20261942`, `--n 73` on the Nifty workdir and
 * `--n 48` on the US workdir, the facts already labelled in an older sample dropped (45 left in each);
 * every third row (the 3rd, 6th, ...) held out. 60 dev and 30 held-out facts, judged on the five fields
 * before any rule of 1000 and later was written; printed dev and held-out apart.
 */
export const V942_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v942.jsonl');
export const V942_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v942-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1011.jsonl), drawn from workdirs
 * read with rules version 1011: `--draw precision --seed 20261011`, `--n 95` on the Nifty workdir and
 * `--n 32` on the US workdir, the facts already labelled in an older sample dropped (60 and 30 left);
 * every third row (the 3rd, 6th, ...) held out. 60 dev and 30 held-out facts, judged on the five fields
 * before any rule of 1070 and later was written; printed dev and held-out apart.
 */
export const V1011_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1011.jsonl');
export const V1011_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1011-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1082.jsonl), drawn from workdirs
 * read with rules version 1082: `--draw precision --seed 1082`, `--n 60` on the Nifty workdir and
 * `--n 30` on the US workdir, the facts already labelled in an older sample dropped (35 and 27 left);
 * every third row (the 3rd, 6th, ...) held out. 42 dev and 20 held-out facts, judged on the five fields
 * (and the sign of the value, where a label gives one) before any rule of 1200 and later was written;
 * printed dev and held-out apart.
 */
export const V1082_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1082.jsonl');
export const V1082_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1082-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1300.jsonl), drawn from workdirs
 * read with rules version 1300: `--draw precision --seed 1300`, `--n 84` on the Nifty workdir and
 * `--n 46` on the US workdir, the facts already labelled in an older sample dropped (45 left in each);
 * every third row (the 3rd, 6th, ...) of each market held out. 60 dev and 30 held-out facts, judged on the
 * five fields (and the sign, where a label gives one) before any rule of 1350 and later was written;
 * printed dev and held-out apart.
 */
export const V1300_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1300.jsonl');
export const V1300_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1300-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1383.jsonl), drawn from workdirs
 * read with rules version 1383: `--draw precision --seed 1383`, `--n 84` on the Nifty workdir and
 * `--n 46` on the US workdir, the facts already labelled in an older sample dropped (45 left in each);
 * in each market every third company in sorted order (the 3rd, 6th, ...) held out. 59 dev and 31
 * held-out facts, judged on the five fields (and the sign, where a label gives one) before any rule of
 * 1520 and later was written; printed dev and held-out apart.
 */
export const V1383_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1383.jsonl');
export const V1383_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1383-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1545.jsonl), drawn from workdirs
 * read with rules version 1545: `--draw precision --seed 1545`, `--n 88` on the Nifty workdir and
 * `--n 48` on the US workdir, the facts already labelled in an older sample dropped (45 left in each);
 * in each market every third company in sorted order (the 3rd, 6th, ...) held out. 64 dev and 26
 * held-out facts, judged on the five fields (and the sign, where a label gives one) before any rule of
 * 1730 and later was written; printed dev and held-out apart.
 */
export const V1545_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1545.jsonl');
export const V1545_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1545-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1761.jsonl), drawn from workdirs
 * read with rules version 1761: `--draw precision --seed 1761`, `--n 90` on the Nifty workdir and
 * `--n 50` on the US workdir, the facts already labelled in an older sample dropped (the first 45 left
 * in each); in each market every third company in sorted order (the 3rd, 6th, ...) held out. 65 dev
 * and 25 held-out facts, judged on the five fields (and the sign, where a label gives one) before any
 * rule of 1840 and later was written; printed dev and held-out apart.
 */
export const V1761_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1761.jsonl');
export const V1761_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1761-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v1845.jsonl), drawn from workdirs
 * read with rules version 1845: `--draw precision --seed 1845`, `--n 90` on the Nifty workdir and
 * `--n 50` on the US workdir, the facts already labelled in an older sample dropped (the first 45 left
 * in each); in each market every third company in sorted order (the 3rd, 6th, ...) held out. 63 dev
 * and 27 held-out facts, judged on the five fields (and the sign of a change) before any rule of 1870
 * and later was written; printed dev and held-out apart.
 */
export const V1845_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1845.jsonl');
export const V1845_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v1845-rejudged.jsonl');
/**
 * A fresh sample over both markets (fixtures/facts/precision-labels-v2003.jsonl), drawn from workdirs
 * read with rules version 2003: `--draw precision --seed 2003`, `--n 110` on the Nifty workdir and
 * `--n 50` on the US workdir, the facts already labelled in an older sample dropped (the first 45 left
 * in each); in each market every third company in sorted order (the 3rd, 6th, ...) held out. 61 dev
 * and 29 held-out facts, judged on the five fields and the sign before any rule of 2120 and later was
 * written; printed dev and held-out apart.
 */
export const V2003_PRECISION_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v2003.jsonl');
export const V2003_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'precision-labels-v2003-rejudged.jsonl');
/**
 * The owner sample (fixtures/facts/owner-labels-v190.jsonl): 20 Nifty-50 and 20 US facts of dev
 * companies only, drawn by bench/draw-owner-sample.ts, judged for their owner alone (whose figure
 * it is): its "precision" is the share of facts with the right owner.
 */
export const OWNER_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v190.jsonl');
export const OWNER_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v190-rejudged.jsonl');
/**
 * The second owner sample (fixtures/facts/owner-labels-v1383.jsonl): 36 Nifty-50 and 30 US facts from
 * passages where another business is named nearby (`npx tsx bench/draw-owner-sample.ts --near`, seed
 * 1383, from workdirs read with rules version 1383), every third company held out, judged for the
 * owner alone (`owner` gives the right one, null for the company). Printed dev and held-out apart.
 */
export const OWNER_NEAR_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1383.jsonl');
export const OWNER_NEAR_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1383-rejudged.jsonl');
/**
 * The third owner sample (fixtures/facts/owner-labels-v1545.jsonl): 35 Nifty-50 and 35 US facts from
 * passages where another business is named nearby (`--near`, seed 16, from workdirs read with rules
 * version 1545, facts labelled in an older sample dropped), every third company held out, judged for
 * the owner alone. Printed dev and held-out apart.
 */
export const OWNER_NEAR_1545_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1545.jsonl');
export const OWNER_NEAR_1545_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1545-rejudged.jsonl');
/**
 * The fourth owner sample (fixtures/facts/owner-labels-v1761.jsonl): 26 Nifty-50 and 45 US facts from
 * passages where another business is named nearby, drawn like the third at fact rules 1761 (seed 1761),
 * judged for the owner alone. Printed dev and held-out apart.
 */
export const OWNER_NEAR_1761_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1761.jsonl');
export const OWNER_NEAR_1761_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1761-rejudged.jsonl');
/**
 * The fifth owner sample (fixtures/facts/owner-labels-v1845.jsonl): 35 Nifty-50 and 35 US facts from
 * passages where another business, place or company is named nearby, drawn like the fourth at fact rules
 * 1845 (seed 1845; `--per 4` on the Nifty-50 workdir), judged for the owner alone. Printed dev and held-out apart.
 */
export const OWNER_NEAR_1845_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1845.jsonl');
export const OWNER_NEAR_1845_REJUDGED_LABELS = join(ROOT, 'fixtures', 'facts', 'owner-labels-v1845-rejudged.jsonl');

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

export interface FactExtractionResult {
  precision: PrecisionResult;
  recall: RecallResult;
  /** The same, per split of the labels. */
  bySplit: Record<'dev' | 'heldout', { precision: PrecisionResult; recall: RecallResult }>;
  /** The fresh sample (precision-labels-v10.jsonl) on its own; null without the file. */
  fresh: PrecisionResult | null;
  /** The headline sample (precision-labels-v28.jsonl): all, dev and held-out; null without the file. */
  current: { all: PrecisionResult; dev: PrecisionResult; heldout: PrecisionResult } | null;
  /** The two-market dev sample (precision-labels-v84.jsonl) by market; a market is null without its workdir; null without the file. */
  sample84: Record<'nifty' | 'us', PrecisionResult | null> | null;
  /** The second two-market dev sample (precision-labels-v88.jsonl), the same way. */
  sample88: Record<'nifty' | 'us', PrecisionResult | null> | null;
  /** The third two-market dev sample (precision-labels-v100.jsonl), the same way. */
  sample100: Record<'nifty' | 'us', PrecisionResult | null> | null;
  /** The two-market sample of rules version 141, dev and held-out apart. */
  sample141: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 541 (precision-labels-v563.jsonl), dev and held-out apart. */
  sample563: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 630 (precision-labels-v630.jsonl), dev and held-out apart. */
  sample630: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 680 (precision-labels-v700.jsonl), dev and held-out apart. */
  sample700: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 821 (precision-labels-v821.jsonl), dev and held-out apart. */
  sample821: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 942 (precision-labels-v942.jsonl), dev and held-out apart. */
  sample942: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 1011 (precision-labels-v1011.jsonl), dev and held-out apart. */
  sample1011: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 1082 (precision-labels-v1082.jsonl), dev and held-out apart. */
  sample1082: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 1300 (precision-labels-v1300.jsonl), dev and held-out apart. */
  sample1300: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 1383 (precision-labels-v1383.jsonl), dev and held-out apart. */
  sample1383: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 1545 (precision-labels-v1545.jsonl), dev and held-out apart. */
  sample1545: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 1761 (precision-labels-v1761.jsonl), dev and held-out apart. */
  sample1761: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  sample1845: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The two-market sample drawn at rules version 2003 (precision-labels-v2003.jsonl), dev and held-out apart. */
  sample2003: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The owner sample (dev companies only), judged for the owner alone. */
  owners: Record<'nifty' | 'us', PrecisionResult | null> | null;
  /** The second owner sample (owner-labels-v1383.jsonl: passages naming another business nearby), dev and held-out apart. */
  ownersNear: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The third owner sample (owner-labels-v1545.jsonl), dev and held-out apart. */
  ownersNear1545: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The fourth owner sample (owner-labels-v1761.jsonl), dev and held-out apart. */
  ownersNear1761: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The fifth owner sample (owner-labels-v1845.jsonl), dev and held-out apart. */
  ownersNear1845: Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>;
  /** The second recall fixture (recall-pages-2.jsonl) by market and split; a market is null without its workdir. */
  recall2: Record<'nifty' | 'us', Record<'dev' | 'heldout', RecallResult> | null> | null;
  /** The third recall fixture (recall-pages-3.jsonl), the same way. */
  recall3: Record<'nifty' | 'us', Record<'dev' | 'heldout', RecallResult> | null> | null;
  /** The fourth recall fixture (recall-pages-4.jsonl), the same way. */
  recall4: Record<'nifty' | 'us', Record<'dev' | 'heldout', RecallResult> | null> | null;
  /** The fifth recall fixture (recall-pages-5.jsonl), the same way. */
  recall5: Record<'nifty' | 'us', Record<'dev' | 'heldout', RecallResult> | null> | null;
  recall6: Record<'nifty' | 'us', Record<'dev' | 'heldout', RecallResult> | null> | null;
  /** The period-and-kind set (period-kind-labels.jsonl) by market and split; a market is null without its workdir. */
  periodKind: Record<'nifty' | 'us', Record<'dev' | 'heldout', PeriodKindScore> | null> | null;
  /** The workdir's fact rules versions other than the current rules' (the causes read the pages with the current rules). */
  stale: string[];
}

function recall2Of(workdir: string, usWorkdir: string | null, file = RECALL_PAGES_2): FactExtractionResult['recall2'] {
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

/** A two-market dev sample (its labels and re-judged readings) scored by market: Nifty facts against `workdir`, US facts against `usWorkdir`. */
function twoMarketSampleOf(labelsFile: string, rejudgedFile: string, workdir: string, usWorkdir: string | null, split?: 'dev' | 'heldout'): Record<'nifty' | 'us', PrecisionResult | null> | null {
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
    return { ...measure(labels, pages), stale: staleVersions(db), bySplit: { dev: split('dev'), heldout: split('heldout') }, fresh, current, sample84: twoMarketSampleOf(V84_PRECISION_LABELS, V84_REJUDGED_LABELS, workdir, usWorkdir), sample88: twoMarketSampleOf(V88_PRECISION_LABELS, V88_REJUDGED_LABELS, workdir, usWorkdir), sample100: twoMarketSampleOf(V100_PRECISION_LABELS, V100_REJUDGED_LABELS, workdir, usWorkdir), sample141: { dev: twoMarketSampleOf(V141_PRECISION_LABELS, V141_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V141_PRECISION_LABELS, V141_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample563: { dev: twoMarketSampleOf(V563_PRECISION_LABELS, V563_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V563_PRECISION_LABELS, V563_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample630: { dev: twoMarketSampleOf(V630_PRECISION_LABELS, V630_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V630_PRECISION_LABELS, V630_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample700: { dev: twoMarketSampleOf(V700_PRECISION_LABELS, V700_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V700_PRECISION_LABELS, V700_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample821: { dev: twoMarketSampleOf(V821_PRECISION_LABELS, V821_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V821_PRECISION_LABELS, V821_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample942: { dev: twoMarketSampleOf(V942_PRECISION_LABELS, V942_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V942_PRECISION_LABELS, V942_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1011: { dev: twoMarketSampleOf(V1011_PRECISION_LABELS, V1011_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1011_PRECISION_LABELS, V1011_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1082: { dev: twoMarketSampleOf(V1082_PRECISION_LABELS, V1082_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1082_PRECISION_LABELS, V1082_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1300: { dev: twoMarketSampleOf(V1300_PRECISION_LABELS, V1300_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1300_PRECISION_LABELS, V1300_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1383: { dev: twoMarketSampleOf(V1383_PRECISION_LABELS, V1383_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1383_PRECISION_LABELS, V1383_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1545: { dev: twoMarketSampleOf(V1545_PRECISION_LABELS, V1545_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1545_PRECISION_LABELS, V1545_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, owners: twoMarketSampleOf(OWNER_LABELS, OWNER_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), ownersNear: { dev: twoMarketSampleOf(OWNER_NEAR_LABELS, OWNER_NEAR_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(OWNER_NEAR_LABELS, OWNER_NEAR_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1761: { dev: twoMarketSampleOf(V1761_PRECISION_LABELS, V1761_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1761_PRECISION_LABELS, V1761_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample1845: { dev: twoMarketSampleOf(V1845_PRECISION_LABELS, V1845_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V1845_PRECISION_LABELS, V1845_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, sample2003: { dev: twoMarketSampleOf(V2003_PRECISION_LABELS, V2003_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(V2003_PRECISION_LABELS, V2003_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, ownersNear1545: { dev: twoMarketSampleOf(OWNER_NEAR_1545_LABELS, OWNER_NEAR_1545_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(OWNER_NEAR_1545_LABELS, OWNER_NEAR_1545_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, ownersNear1761: { dev: twoMarketSampleOf(OWNER_NEAR_1761_LABELS, OWNER_NEAR_1761_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(OWNER_NEAR_1761_LABELS, OWNER_NEAR_1761_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, ownersNear1845: { dev: twoMarketSampleOf(OWNER_NEAR_1845_LABELS, OWNER_NEAR_1845_REJUDGED_LABELS, workdir, usWorkdir, 'dev'), heldout: twoMarketSampleOf(OWNER_NEAR_1845_LABELS, OWNER_NEAR_1845_REJUDGED_LABELS, workdir, usWorkdir, 'heldout') }, recall2: recall2Of(workdir, usWorkdir), recall3: recall2Of(workdir, usWorkdir, RECALL_PAGES_3), recall4: recall2Of(workdir, usWorkdir, RECALL_PAGES_4), recall5: recall2Of(workdir, usWorkdir, RECALL_PAGES_5), periodKind: periodKindOf(PERIOD_KIND_LABELS, workdir, usWorkdir), recall6: recall2Of(workdir, usWorkdir, RECALL_PAGES_6) };
  } finally {
    db.close();
  }
}

const changedText = (p: PrecisionResult): string =>
  `${p.changed} (${p.changedFrom.wasRight} had been right, ${p.changedFrom.rightFieldsToo} changed a field judged right, ${p.changedFrom.wrongFieldsOnly} changed only fields judged wrong: perhaps fixed)`;

const share = (n: number, d: number): string => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);

function twoMarketLines(heading: string, sample: Record<'nifty' | 'us', PrecisionResult | null> | null): string[] {
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
  for (const [name, fixture] of [['recall-pages-2', r.recall2], ['recall-pages-3', r.recall3], ['recall-pages-4', r.recall4], ['recall-pages-5', r.recall5], ['recall-pages-6', r.recall6]] as const) {
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
  return [
    ...wrongList(`v${CURRENT_RULES_VERSION} dev`, r.current?.dev ?? null),
    ...wrongList('v563 dev nifty', r.sample563.dev?.nifty ?? null),
    ...wrongList('v563 dev us', r.sample563.dev?.us ?? null),
    ...wrongList('v630 dev nifty', r.sample630.dev?.nifty ?? null),
    ...wrongList('v630 dev us', r.sample630.dev?.us ?? null),
    ...wrongList('v700 dev nifty', r.sample700.dev?.nifty ?? null),
    ...wrongList('v700 dev us', r.sample700.dev?.us ?? null),
    ...wrongList('v821 dev nifty', r.sample821.dev?.nifty ?? null),
    ...wrongList('v821 dev us', r.sample821.dev?.us ?? null),
    ...wrongList('v942 dev nifty', r.sample942.dev?.nifty ?? null),
    ...wrongList('v942 dev us', r.sample942.dev?.us ?? null),
    ...wrongList('v1011 dev nifty', r.sample1011.dev?.nifty ?? null),
    ...wrongList('v1011 dev us', r.sample1011.dev?.us ?? null),
    ...wrongList('v1082 dev nifty', r.sample1082.dev?.nifty ?? null),
    ...wrongList('v1082 dev us', r.sample1082.dev?.us ?? null),
    ...wrongList('v1300 dev nifty', r.sample1300.dev?.nifty ?? null),
    ...wrongList('v1300 dev us', r.sample1300.dev?.us ?? null),
    ...wrongList('v1383 dev nifty', r.sample1383.dev?.nifty ?? null),
    ...wrongList('v1383 dev us', r.sample1383.dev?.us ?? null),
    ...wrongList('v1545 dev nifty', r.sample1545.dev?.nifty ?? null),
    ...wrongList('v1545 dev us', r.sample1545.dev?.us ?? null),
    ...wrongList('v1761 dev nifty', r.sample1761.dev?.nifty ?? null),
    ...wrongList('v1761 dev us', r.sample1761.dev?.us ?? null),
    ...wrongList('v1845 dev nifty', r.sample1845.dev?.nifty ?? null),
    ...wrongList('v1845 dev us', r.sample1845.dev?.us ?? null),
    ...wrongList('v2003 dev nifty', r.sample2003.dev?.nifty ?? null),
    ...wrongList('v2003 dev us', r.sample2003.dev?.us ?? null),
    ...wrongList('owner-v1383 dev nifty', r.ownersNear.dev?.nifty ?? null),
    ...wrongList('owner-v1383 dev us', r.ownersNear.dev?.us ?? null),
    ...wrongList('owner-v1545 dev nifty', r.ownersNear1545.dev?.nifty ?? null),
    ...wrongList('owner-v1545 dev us', r.ownersNear1545.dev?.us ?? null),
    ...wrongList('owner-v1761 dev nifty', r.ownersNear1761.dev?.nifty ?? null),
    ...wrongList('owner-v1761 dev us', r.ownersNear1761.dev?.us ?? null),
    ...wrongList('owner-v1845 dev nifty', r.ownersNear1845.dev?.nifty ?? null),
    ...wrongList('owner-v1845 dev us', r.ownersNear1845.dev?.us ?? null),
  ];
}

/** A recall fixture's lines by market and split (none without the file). */
function marketRecallLines(title: string, x: FactExtractionResult['recall2']): string[] {
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
    ...twoMarketLines('Two-market dev sample (fixtures/facts/precision-labels-v84.jsonl, drawn at rules version 83):', r.sample84),
    ...twoMarketLines('Second two-market dev sample (fixtures/facts/precision-labels-v88.jsonl, drawn at rules version 88):', r.sample88),
    ...twoMarketLines('Third two-market dev sample (fixtures/facts/precision-labels-v100.jsonl, drawn at rules version 100):', r.sample100),
    ...twoMarketLines('Fresh two-market sample (fixtures/facts/precision-labels-v141.jsonl, drawn at rules version 141), dev:', r.sample141.dev),
    ...twoMarketLines('Fresh two-market sample (fixtures/facts/precision-labels-v141.jsonl, drawn at rules version 141), held-out (scored, never studied):', r.sample141.heldout),
    ...twoMarketLines('Two-market sample of rules version 541 (fixtures/facts/precision-labels-v563.jsonl), dev:', r.sample563.dev),
    ...twoMarketLines('Two-market sample of rules version 541 (fixtures/facts/precision-labels-v563.jsonl), held-out (scored, never studied):', r.sample563.heldout),
    ...twoMarketLines('Two-market sample of rules version 630 (fixtures/facts/precision-labels-v630.jsonl), dev:', r.sample630.dev),
    ...twoMarketLines('Two-market sample of rules version 630 (fixtures/facts/precision-labels-v630.jsonl), held-out (scored, never studied):', r.sample630.heldout),
    ...twoMarketLines('Two-market sample of rules version 680 (fixtures/facts/precision-labels-v700.jsonl), dev:', r.sample700.dev),
    ...twoMarketLines('Two-market sample of rules version 680 (fixtures/facts/precision-labels-v700.jsonl), held-out (scored, never studied):', r.sample700.heldout),
    ...twoMarketLines('Two-market sample of rules version 821 (fixtures/facts/precision-labels-v821.jsonl), dev:', r.sample821.dev),
    ...twoMarketLines('Two-market sample of rules version 821 (fixtures/facts/precision-labels-v821.jsonl), held-out (scored, never studied):', r.sample821.heldout),
    ...twoMarketLines('Two-market sample of rules version 942 (fixtures/facts/precision-labels-v942.jsonl), dev:', r.sample942.dev),
    ...twoMarketLines('Two-market sample of rules version 942 (fixtures/facts/precision-labels-v942.jsonl), held-out (scored, never studied):', r.sample942.heldout),
    ...twoMarketLines('Two-market sample of rules version 1011 (fixtures/facts/precision-labels-v1011.jsonl), dev:', r.sample1011.dev),
    ...twoMarketLines('Two-market sample of rules version 1011 (fixtures/facts/precision-labels-v1011.jsonl), held-out (scored, never studied):', r.sample1011.heldout),
    ...twoMarketLines('Two-market sample of rules version 1082 (fixtures/facts/precision-labels-v1082.jsonl), dev:', r.sample1082.dev),
    ...twoMarketLines('Two-market sample of rules version 1082 (fixtures/facts/precision-labels-v1082.jsonl), held-out (scored, never studied):', r.sample1082.heldout),
    ...twoMarketLines('Two-market sample of rules version 1300 (fixtures/facts/precision-labels-v1300.jsonl), dev:', r.sample1300.dev),
    ...twoMarketLines('Two-market sample of rules version 1300 (fixtures/facts/precision-labels-v1300.jsonl), held-out (scored, never studied):', r.sample1300.heldout),
    ...twoMarketLines('Two-market sample of rules version 1383 (fixtures/facts/precision-labels-v1383.jsonl), dev:', r.sample1383.dev),
    ...twoMarketLines('Two-market sample of rules version 1383 (fixtures/facts/precision-labels-v1383.jsonl), held-out (scored, never studied):', r.sample1383.heldout),
    ...twoMarketLines('Two-market sample of rules version 1545 (fixtures/facts/precision-labels-v1545.jsonl), dev:', r.sample1545.dev),
    ...twoMarketLines('Two-market sample of rules version 1545 (fixtures/facts/precision-labels-v1545.jsonl), held-out (scored, never studied):', r.sample1545.heldout),
    ...twoMarketLines('Two-market sample of rules version 1761 (fixtures/facts/precision-labels-v1761.jsonl), dev:', r.sample1761.dev),
    ...twoMarketLines('Two-market sample of rules version 1761 (fixtures/facts/precision-labels-v1761.jsonl), held-out (scored, never studied):', r.sample1761.heldout),
    ...twoMarketLines('Two-market sample of rules version 1845 (fixtures/facts/precision-labels-v1845.jsonl), dev:', r.sample1845.dev),
    ...twoMarketLines('Two-market sample of rules version 1845 (fixtures/facts/precision-labels-v1845.jsonl), held-out (scored, never studied):', r.sample1845.heldout),
    ...twoMarketLines('Two-market sample of rules version 2003 (fixtures/facts/precision-labels-v2003.jsonl), dev:', r.sample2003.dev),
    ...twoMarketLines('Two-market sample of rules version 2003 (fixtures/facts/precision-labels-v2003.jsonl), held-out (scored, never studied):', r.sample2003.heldout),
    ...twoMarketLines('Owner sample (fixtures/facts/owner-labels-v190.jsonl, dev companies, judged for the owner only):', r.owners),
    ...twoMarketLines('Owner sample near other businesses (fixtures/facts/owner-labels-v1383.jsonl, judged for the owner only), dev:', r.ownersNear.dev),
    ...twoMarketLines('Owner sample near other businesses (fixtures/facts/owner-labels-v1383.jsonl, judged for the owner only), held-out (scored, never studied):', r.ownersNear.heldout),
    ...twoMarketLines('Third owner sample (fixtures/facts/owner-labels-v1545.jsonl, judged for the owner only), dev:', r.ownersNear1545.dev),
    ...twoMarketLines('Third owner sample (fixtures/facts/owner-labels-v1545.jsonl, judged for the owner only), held-out (scored, never studied):', r.ownersNear1545.heldout),
    ...twoMarketLines('Fourth owner sample (fixtures/facts/owner-labels-v1761.jsonl, judged for the owner only), dev:', r.ownersNear1761.dev),
    ...twoMarketLines('Fourth owner sample (fixtures/facts/owner-labels-v1761.jsonl, judged for the owner only), held-out (scored, never studied):', r.ownersNear1761.heldout),
    ...twoMarketLines('Fifth owner sample (fixtures/facts/owner-labels-v1845.jsonl, judged for the owner only), dev:', r.ownersNear1845.dev),
    ...twoMarketLines('Fifth owner sample (fixtures/facts/owner-labels-v1845.jsonl, judged for the owner only), held-out (scored, never studied):', r.ownersNear1845.heldout),
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
    ...marketRecallLines('Second recall fixture (fixtures/facts/recall-pages-2.jsonl; found = same value in the same sentence on the page):', r.recall2),
    ...marketRecallLines('Third recall fixture (fixtures/facts/recall-pages-3.jsonl; found as for the second):', r.recall3),
    ...marketRecallLines('Fourth recall fixture (fixtures/facts/recall-pages-4.jsonl; found as for the second):', r.recall4),
    ...marketRecallLines('Fifth recall fixture (fixtures/facts/recall-pages-5.jsonl; found as for the second):', r.recall5),
    ...marketRecallLines('Sixth recall fixture (fixtures/facts/recall-pages-6.jsonl; found as for the second):', r.recall6),
    ...periodKindText(r.periodKind, listCauses),
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
  const samples: [string, Record<'dev' | 'heldout', Record<'nifty' | 'us', PrecisionResult | null> | null>][] = [
    ['v141', r.sample141], ['v563', r.sample563], ['v630', r.sample630], ['v700', r.sample700], ['v821', r.sample821], ['v942', r.sample942], ['v1011', r.sample1011], ['v1082', r.sample1082], ['v1300', r.sample1300], ['v1383', r.sample1383], ['v1545', r.sample1545], ['v1761', r.sample1761], ['v1845', r.sample1845], ['v2003', r.sample2003], ['owner-v1383', r.ownersNear], ['owner-v1545', r.ownersNear1545], ['owner-v1761', r.ownersNear1761], ['owner-v1845', r.ownersNear1845],
  ];
  const whole: [string, Record<'nifty' | 'us', PrecisionResult | null> | null][] = [['v84', r.sample84], ['v88', r.sample88], ['v100', r.sample100], ['owner', r.owners]];
  const lines: string[] = [];
  const add = (name: string, x: PrecisionResult | null | undefined): void => {
    for (const c of x?.changedOnes ?? []) {
      const l = c.label;
      lines.push(`  [${name}] ${l.company} p${l.page} ${l.valueText} — was (${fields(l, l.period)}) ${l.correct ? 'right' : `wrong ${l.wrong.join(',')}`}; now ${c.now.map((f) => `(${fields(f, periodOf(f))}; ${f.value})`).join(' | ')}: ${l.sentence}`);
    }
  };
  for (const [name, s] of samples) for (const k of ['dev', 'heldout'] as const) for (const m of ['nifty', 'us'] as const) add(`${name} ${k} ${m}`, s[k]?.[m]);
  for (const [name, s] of whole) for (const m of ['nifty', 'us'] as const) add(`${name} ${m}`, s?.[m]);
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
