/**
 * The period-and-kind set (fixtures/facts/period-kind-labels.jsonl): sentences drawn with a fixed
 * seed from the stored facts of both markets, each figure the reader stores in them labelled by
 * hand with the period it covers and its kind. Scored against the stored facts: of the labelled
 * figures still stored (same document, sentence and value), how many carry the labelled period, and
 * how many the labelled kind (a `change-yoy` / `change-qoq` label wants that basis; `change` any).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { seededRandom, shuffled } from '../../src/core/util/seeded-random.js';
import { sameValueText } from './fact-values.js';
import { FACT_COLUMNS, type StoredFact } from './stored-fact.js';
import { readJsonl } from './jsonl.js';

/** The draw's seed (`--draw period-kind`). */
export const PERIOD_KIND_SEED = 20261206;

export interface PeriodKindFigure {
  valueText: string;
  /** The stored metric when drawn, to tell the figures apart; not judged. */
  metric: string;
  /** `Q1 FY24`, `FY24`, or empty when the figure covers no period. */
  period: string;
  /** actual | guidance | target | change | change-yoy | change-qoq. */
  kind: string;
  note?: string;
}

export interface PeriodKindLabel {
  market: 'nifty' | 'us';
  docId: string;
  company: string;
  /** The call's own period, as the reader stores it (`Q1 FY24`). */
  call: string;
  page: number;
  sentence: string;
  figures: PeriodKindFigure[];
  split: 'dev' | 'heldout';
}

const ROWS = `SELECT ${FACT_COLUMNS} FROM facts f`;

const periodText = (r: Pick<StoredFact, 'periodQuarter' | 'periodYear'>): string => (r.periodYear ? (r.periodQuarter ? `${r.periodQuarter} ${r.periodYear}` : r.periodYear) : '');
const kindText = (r: Pick<StoredFact, 'kind' | 'basis'>): string => (r.kind === 'change' && r.basis ? `change-${r.basis}` : r.kind);

/**
 * `n` distinct sentences of a market's stored facts in seeded order, at most `perDoc` from a call,
 * each with every figure stored in it (its reading at draw time, to be judged by hand).
 */
export function drawPeriodKind(db: Database.Database, market: 'nifty' | 'us', n: number, seed = PERIOD_KIND_SEED, perDoc = 1): Omit<PeriodKindLabel, 'split'>[] {
  const all = db.prepare(`${ROWS} ORDER BY f.id`).all() as StoredFact[];
  const calls = new Map((db.prepare('SELECT id, quarter, year FROM documents').all() as { id: string; quarter: string | null; year: string | null }[]).map((d) => [d.id, periodText({ periodQuarter: d.quarter, periodYear: d.year })]));
  const rand = seededRandom(seed);
  const out: Omit<PeriodKindLabel, 'split'>[] = [];
  const perCall = new Map<string, number>();
  const seen = new Set<string>();
  for (const f of shuffled(all, rand)) {
    if (out.length === n) break;
    const key = `${f.docId}\u0000${f.sentence}`;
    if (seen.has(key) || (perCall.get(f.docId) ?? 0) >= perDoc) continue;
    seen.add(key);
    perCall.set(f.docId, (perCall.get(f.docId) ?? 0) + 1);
    const same = all.filter((x) => x.docId === f.docId && x.sentence === f.sentence);
    out.push({
      market,
      docId: f.docId,
      company: f.company ?? '',
      call: calls.get(f.docId) ?? '',
      page: f.page,
      sentence: f.sentence,
      figures: same.map((x) => ({ valueText: x.valueText, metric: x.metric, period: periodText(x), kind: kindText(x) })),
    });
  }
  return out;
}

export interface PeriodKindScore {
  /** Labelled figures. */
  figures: number;
  /** Of them, still stored (a fact in the same sentence with the same value). */
  stored: number;
  periodRight: number;
  kindRight: number;
  bothRight: number;
  /** The labelled figures stored with a wrong period or kind: what was stored and what was wanted. */
  wrong: { label: PeriodKindLabel; figure: PeriodKindFigure; stored: string[] }[];
}

const kindMatches = (want: string, r: Pick<StoredFact, 'kind' | 'basis'>): boolean => {
  const m = /^change(?:-(yoy|qoq))?$/.exec(want);
  if (!m) return r.kind === want;
  return r.kind === 'change' && (m[1] === undefined || r.basis === m[1]);
};

/** Scores the labels against a workdir's stored facts. */
export function scorePeriodKind(db: Database.Database, labels: readonly PeriodKindLabel[]): PeriodKindScore {
  const s: PeriodKindScore = { figures: 0, stored: 0, periodRight: 0, kindRight: 0, bothRight: 0, wrong: [] };
  const bySentence = db.prepare(`${ROWS} WHERE f.doc_id = ? AND f.sentence = ?`);
  for (const l of labels) {
    const rows = bySentence.all(l.docId, l.sentence) as StoredFact[];
    for (const h of l.figures) {
      s.figures++;
      const same = rows.filter((r) => sameValueText(h.valueText, r.valueText));
      if (same.length === 0) continue;
      s.stored++;
      const p = same.some((r) => periodText(r) === h.period);
      const k = same.some((r) => kindMatches(h.kind, r));
      const both = same.some((r) => periodText(r) === h.period && kindMatches(h.kind, r));
      if (p) s.periodRight++;
      if (k) s.kindRight++;
      if (both) s.bothRight++;
      else s.wrong.push({ label: l, figure: h, stored: same.map((r) => `${r.metric} ${periodText(r) || '-'} ${kindText(r)}`) });
    }
  }
  return s;
}

export function readPeriodKindLabels(file: string): PeriodKindLabel[] {
  if (!existsSync(file)) return [];
  return readJsonl<PeriodKindLabel>(file);
}

export const scoreLine = (name: string, s: PeriodKindScore): string =>
  `${name}: ${s.stored} of ${s.figures} labelled figures stored; period right ${s.periodRight}, kind right ${s.kindRight}, both ${s.bothRight} (${s.stored ? (s.bothRight / s.stored).toFixed(3) : '-'})`;

/** The set scored by market (Nifty facts against `workdir`, US facts against `usWorkdir`) and split; null without the file. */
export function periodKindOf(file: string, workdir: string, usWorkdir: string | null): Record<'nifty' | 'us', Record<'dev' | 'heldout', PeriodKindScore> | null> | null {
  const labels = readPeriodKindLabels(file);
  if (labels.length === 0) return null;
  const of = (market: 'nifty' | 'us', dir: string | null): Record<'dev' | 'heldout', PeriodKindScore> | null => {
    if (!dir || !existsSync(join(dir, 'hybridrag.db'))) return null;
    const db = new Database(join(dir, 'hybridrag.db'), { readonly: true, fileMustExist: true });
    try {
      const mine = labels.filter((l) => l.market === market);
      return { dev: scorePeriodKind(db, mine.filter((l) => l.split === 'dev')), heldout: scorePeriodKind(db, mine.filter((l) => l.split === 'heldout')) };
    } finally {
      db.close();
    }
  };
  return { nifty: of('nifty', workdir), us: of('us', usWorkdir) };
}

/** The report's lines; with `list`, each dev figure stored with a wrong period or kind (held-out ones never listed). */
export function periodKindText(
  r: Record<'nifty' | 'us', Record<'dev' | 'heldout', PeriodKindScore> | null> | null,
  list = false,
  heading = 'Period-and-kind set (fixtures/facts/period-kind-labels.jsonl; of the labelled figures still stored, period and kind right):',
): string[] {
  if (!r) return [];
  const lines = [heading];
  for (const m of ['nifty', 'us'] as const) {
    const x = r[m];
    if (!x) {
      lines.push(`  ${m}: no workdir${m === 'us' ? ' (--us-workdir DIR)' : ''}`);
      continue;
    }
    for (const k of ['dev', 'heldout'] as const) lines.push(`  ${scoreLine(`${m} ${k}`, x[k])}`);
    if (list) for (const w of x.dev.wrong) lines.push(`    [${w.label.company}] ${w.figure.valueText}: want ${w.figure.period || '-'} ${w.figure.kind}; stored ${w.stored.join('; ')} — ${w.label.sentence}`);
  }
  return lines;
}
