/**
 * The ledger of model calls and tokens per run, stage and model, written as calls complete (one
 * upserted row per run/stage/provider/model) so a crashed run's spending is still on record.
 * Cost comes from the price table in config (USD per 1M tokens); unknown models cost 0 and are
 * flagged by `costKnown`.
 */
import type { Statement } from 'better-sqlite3';
import type { Db } from '../store/db.js';
import type { Usage } from './types.js';
import { own } from '../util/own.js';

export type PriceTable = Record<string, { input: number; output: number }>;

/** USD for one call's usage, or undefined when the model has no price in the table. */
export function costOf(prices: PriceTable, model: string, usage: Usage): number | undefined {
  const p = own(prices, model);
  if (!p) return undefined;
  return (usage.promptTokens * p.input + usage.completionTokens * p.output) / 1_000_000;
}

export interface LedgerEntry {
  stage: string;
  model: string;
  cached: boolean;
  usage: Usage;
}

const UPSERT = `INSERT INTO ledger (run_id, stage, provider, model, calls, cached_calls, prompt_tokens, completion_tokens, cost_usd, at)
  VALUES (@run, @stage, @provider, @model, @calls, @cached, @pt, @ct, @cost, @at)
  ON CONFLICT (run_id, stage, provider, model) DO UPDATE SET calls = calls + excluded.calls,
    cached_calls = cached_calls + excluded.cached_calls, prompt_tokens = prompt_tokens + excluded.prompt_tokens,
    completion_tokens = completion_tokens + excluded.completion_tokens, cost_usd = cost_usd + excluded.cost_usd,
    at = excluded.at`;

const UPSERT_FORMAT = `INSERT INTO ledger_formats (run_id, endpoint, model, format, final, reason, at)
  VALUES (@run, @endpoint, @model, @format, @final, @reason, @at)
  ON CONFLICT (run_id, endpoint, model) DO UPDATE SET format = excluded.format, final = excluded.final,
    reason = coalesce(excluded.reason, reason), at = excluded.at`;

export interface FormatRow {
  runId: string;
  endpoint: string;
  model: string;
  format: string;
  final: boolean;
  reason: string | null;
}

/** The structured-output levels recorded (all runs, or one), oldest first. */
export function ledgerFormats(db: Db, runId?: string): FormatRow[] {
  const rows = db
    .prepare(`SELECT run_id AS runId, endpoint, model, format, final, reason FROM ledger_formats ${runId ? 'WHERE run_id = ?' : ''} ORDER BY at`)
    .all(...(runId ? [runId] : [])) as (Omit<FormatRow, 'final'> & { final: number })[];
  return rows.map((r) => ({ ...r, final: r.final === 1 }));
}

export class Ledger {
  /** Totals of this run, across stages (for the budget and the end-of-run line). */
  readonly totals = { calls: 0, cachedCalls: 0, promptTokens: 0, completionTokens: 0, costUsd: 0 };

  private readonly upsert: Statement | undefined;
  private readonly upsertFormat: Statement | undefined;

  constructor(
    db: Db | undefined,
    readonly runId: string,
    private readonly provider: string,
    private readonly prices: PriceTable,
  ) {
    // A read-only connection (e.g. a query command) cannot record: totals are still kept in memory.
    this.upsert = db && !db.readonly ? db.prepare(UPSERT) : undefined;
    this.upsertFormat = db && !db.readonly ? db.prepare(UPSERT_FORMAT) : undefined;
  }

  /** Record the structured-output level this run uses with an endpoint and model (see openai/formats.ts). */
  recordFormat(f: { endpoint: string; model: string; format: string; final: boolean; reason?: string }): void {
    this.upsertFormat?.run({ run: this.runId, endpoint: f.endpoint, model: f.model, format: f.format, final: f.final ? 1 : 0, reason: f.reason ?? null, at: new Date().toISOString() });
  }

  /** Record one call; returns its cost in USD (0 for cached calls and unpriced models). */
  record(e: LedgerEntry): number {
    const usage = e.cached ? { promptTokens: 0, completionTokens: 0 } : e.usage;
    const cost = costOf(this.prices, e.model, usage) ?? 0;
    const t = this.totals;
    t.calls += e.cached ? 0 : 1;
    t.cachedCalls += e.cached ? 1 : 0;
    t.promptTokens += usage.promptTokens;
    t.completionTokens += usage.completionTokens;
    t.costUsd += cost;
    this.upsert?.run({
      run: this.runId, stage: e.stage, provider: this.provider, model: e.model, calls: e.cached ? 0 : 1,
      cached: e.cached ? 1 : 0, pt: usage.promptTokens, ct: usage.completionTokens, cost, at: new Date().toISOString(),
    });
    return cost;
  }
}

export interface LedgerSummaryRow {
  stage: string;
  provider: string;
  model: string;
  runs: number;
  calls: number;
  cachedCalls: number;
  promptTokens: number;
  completionTokens: number;
  costUsd: number;
}

/** All-time totals per stage and model, for `status`. */
export function ledgerSummary(db: Db): LedgerSummaryRow[] {
  return db
    .prepare(
      `SELECT stage, provider, model, count(DISTINCT run_id) AS runs, sum(calls) AS calls, sum(cached_calls) AS cachedCalls,
         sum(prompt_tokens) AS promptTokens, sum(completion_tokens) AS completionTokens, sum(cost_usd) AS costUsd
       FROM ledger GROUP BY stage, provider, model ORDER BY stage, model`,
    )
    .all() as LedgerSummaryRow[];
}

/** Human lines for `status` (one per stage/model, then a total). */
export function formatLedger(rows: readonly LedgerSummaryRow[]): string[] {
  if (rows.length === 0) return ['model calls: none recorded'];
  const lines = rows.map(
    (r) =>
      `  ${r.stage.padEnd(8)} ${`${r.provider}:${r.model}`.padEnd(34)} ${String(r.calls).padStart(7)} calls` +
      ` (${r.cachedCalls} cached)  ${r.promptTokens + r.completionTokens} tokens  $${r.costUsd.toFixed(4)}`,
  );
  const tot = rows.reduce((a, r) => ({ c: a.c + r.calls, t: a.t + r.promptTokens + r.completionTokens, usd: a.usd + r.costUsd }), { c: 0, t: 0, usd: 0 });
  return ['model calls:', ...lines, `  total: ${tot.c} calls, ${tot.t} tokens, $${tot.usd.toFixed(4)}`];
}

/** One end-of-run line from a provider's stats, or null when the run made no model calls. */
export function formatRunStats(s: { calls: number; cachedCalls: number; promptTokens: number; completionTokens: number; costUsd: number; retries: number } | undefined): string | null {
  if (!s || s.calls + s.cachedCalls === 0) return null;
  return `model calls: ${s.calls} paid, ${s.cachedCalls} from the cache, ${s.promptTokens + s.completionTokens} tokens, $${s.costUsd.toFixed(4)}, ${s.retries} retries`;
}
