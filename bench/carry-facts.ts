/**
 * The fact reader on figures stated in a sentence that names no metric (fixtures/facts/carry-labels.jsonl):
 * "They were up 64% in April." after "… our bookings were up 35% year over year", "We are still well within
 * our guided range of 4500 to 5000" after "… no change in our capex guidance", "Orders were equally strong in
 * the quarter, growing 53%". Each label gives the metric a careful analyst would store (its acceptable
 * vocabulary ids), or `none` where nothing should be stored (a count of people, a part of a figure already
 * stated, a figure too vague). Each is scored against the workdir's stored facts of the same sentence and
 * value: found with a right metric, stored with a wrong one, missed; a `none` figure stored is wrongly stored.
 *
 *   npx tsx bench/carry-facts.ts --workdir DIR --us-workdir DIR [--split dev|heldout] [--verbose]
 * (--verbose lists the dev figures not found, never the held-out ones.)
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Database from 'better-sqlite3';
import { benchArg } from './lib/args.js';
import { sameValueText } from './lib/fact-values.js';
import { readJsonl } from './lib/jsonl.js';
import { FACT_COLUMNS, type StoredFact } from './lib/stored-fact.js';
import { sameSentence } from './fact-extraction.js';

const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '..');
export const CARRY_LABELS = join(ROOT, 'fixtures', 'facts', 'carry-labels.jsonl');

export interface CarryLabel {
  market: 'nifty' | 'us';
  docId: string;
  company: string;
  page: number;
  sentence: string;
  valueText: string;
  split: 'dev' | 'heldout';
  /** Nothing should be stored for the figure; `why` says what it is. */
  none?: boolean;
  why?: string;
  /** The metric in plain words and the vocabulary ids that name it rightly. */
  metric?: string;
  metricIds?: string[];
  period?: string;
  kind?: string;
  segment?: string | null;
}

export type CarryOutcome = 'found' | 'wrong metric' | 'missed' | 'rightly left' | 'wrongly stored';

/** How the stored facts read one labelled figure: those of its document, on its page or the one before, of its sentence and value. */
export function carryOutcome(label: CarryLabel, facts: readonly CarryFact[]): { outcome: CarryOutcome; stored: string[] } {
  const same = facts.filter((f) => f.docId === label.docId && (f.page === label.page || f.page === label.page - 1) && sameSentence(f.sentence, label.sentence) && sameValueText(label.valueText, f.valueText));
  const stored = [...new Set(same.map((f) => f.metric))];
  if (label.none) return { outcome: stored.length > 0 ? 'wrongly stored' : 'rightly left', stored };
  if (stored.some((m) => label.metricIds?.includes(m))) return { outcome: 'found', stored };
  return { outcome: stored.length > 0 ? 'wrong metric' : 'missed', stored };
}

export interface CarryScore {
  figures: number;
  found: number;
  wrongMetric: number;
  missed: number;
  none: number;
  wronglyStored: number;
}

/** The stored fact's fields a label is matched on. */
export type CarryFact = Pick<StoredFact, 'docId' | 'page' | 'sentence' | 'valueText' | 'metric'>;

export function scoreCarry(labels: readonly CarryLabel[], factsOf: (market: 'nifty' | 'us') => readonly CarryFact[] | null): { score: CarryScore; rows: { label: CarryLabel; outcome: CarryOutcome; stored: string[] }[] } {
  const score: CarryScore = { figures: 0, found: 0, wrongMetric: 0, missed: 0, none: 0, wronglyStored: 0 };
  const rows: { label: CarryLabel; outcome: CarryOutcome; stored: string[] }[] = [];
  for (const label of labels) {
    const facts = factsOf(label.market);
    if (!facts) continue;
    const r = carryOutcome(label, facts);
    rows.push({ label, ...r });
    if (label.none) {
      score.none++;
      if (r.outcome === 'wrongly stored') score.wronglyStored++;
    } else {
      score.figures++;
      if (r.outcome === 'found') score.found++;
      else if (r.outcome === 'wrong metric') score.wrongMetric++;
      else score.missed++;
    }
  }
  return { score, rows };
}

export function carryText(s: CarryScore): string {
  return `found with the right metric ${s.found}/${s.figures}, wrong metric ${s.wrongMetric}, missed ${s.missed}; nothing due: wrongly stored ${s.wronglyStored}/${s.none}`;
}

function main(): void {
  const workdir = benchArg('workdir');
  const usWorkdir = benchArg('us-workdir');
  const only = benchArg('split');
  const verbose = process.argv.includes('--verbose');
  const dbs = { nifty: workdir ? join(workdir, 'hybridrag.db') : null, us: usWorkdir ? join(usWorkdir, 'hybridrag.db') : null };
  const cache = new Map<string, StoredFact[] | null>();
  const factsOf = (market: 'nifty' | 'us'): StoredFact[] | null => {
    if (!cache.has(market)) {
      const path = dbs[market];
      if (!path) cache.set(market, null);
      else {
        const db = new Database(path, { readonly: true });
        cache.set(market, db.prepare(`SELECT ${FACT_COLUMNS} FROM facts`).all() as StoredFact[]);
        db.close();
      }
    }
    return cache.get(market)!;
  };
  const labels = readJsonl<CarryLabel>(CARRY_LABELS);
  for (const split of ['dev', 'heldout'] as const) {
    if (only && only !== split) continue;
    for (const market of ['nifty', 'us'] as const) {
      const { score, rows } = scoreCarry(
        labels.filter((l) => l.split === split && l.market === market),
        factsOf,
      );
      if (rows.length === 0) continue;
      console.log(`${split} ${market}: ${carryText(score)}`);
      if (verbose && split === 'dev')
        for (const r of rows.filter((x) => x.outcome !== 'found' && x.outcome !== 'rightly left'))
          console.log(`  ${r.outcome}: ${r.label.company} p${r.label.page} ${r.label.valueText} (${r.label.metric ?? r.label.why}) stored [${r.stored.join(', ')}] — ${r.label.sentence.slice(0, 140)}`);
    }
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) main();
