/**
 * `ingest --dry-run`: how many model calls and tokens the pending work would cost, and what that
 * costs at the configured prices, before anything is spent. Prompt tokens come from rendering the
 * real (possibly overridden) prompts for each pending chunk; reply sizes and repair rates come from
 * this workdir's response cache (every earlier reply of the same prompt and model: its token
 * counts, and whether it was a repair) when it has enough history, else from stated ratios. The
 * estimate states its error bar: the spread of the observed reply ratios and repair rate (two
 * standard errors), or a wide bar without history, plus the approximation of counting 4
 * characters per token. Embeddings already in the cache are free and not counted.
 */
import type { Config } from '../config/config.js';
import { resolvePrompt } from '../prompts/define.js';
import { refinePrompt } from '../prompts/refine.js';
import { tripletPrompt } from '../prompts/triplets.js';
import type { Db } from '../store/db.js';
import { embedCacheKey, ResponseCache } from './cache.js';
import { costOf } from './ledger.js';
import { withJsonInstruction } from './openai/chat.js';

export interface PendingChunk {
  text: string;
  company?: string | null;
  ticker?: string | null;
  quarter?: string | null;
  year?: string | null;
  speaker?: string | null;
  /** Tier-1 output already stored (then tier 1 is not called again). */
  refined?: string | null;
}

export interface StageEstimate {
  stage: string;
  model: string;
  calls: number;
  promptTokens: number;
  completionTokens: number;
  /** USD; null when the model has no price in config openai.prices. */
  costUsd: number | null;
  basis: string;
}

export interface IngestEstimate {
  provider: string;
  stages: StageEstimate[];
  total: { calls: number; tokens: number; costUsd: number | null };
  /** Half-width of the error bar on total.tokens (the actual use should be within tokens ± this). */
  errorBar: { tokens: number; relative: number };
  notes: string[];
}

/** Without history: tier 1 writes about half the chunk; tier 2's JSON is about as long as its input. */
const DEFAULT_RATIO = { refine: 0.5, extract: 1.0 };
/** Without history: the share of first replies that need a repair, and the bar on it. */
const DEFAULT_REPAIR_RATE = 0.05;
/** Without history the reply sizes are a guess: ± this share of the completion tokens. */
const GUESS_BAR = 0.6;
/** Counting 4 characters per token is off by up to this share against a real tokenizer. */
const TOKENIZER_BAR = 0.1;
/** Tokens of the repair instruction added to a repair prompt (see structured.ts). */
const REPAIR_NOTE_TOKENS = 60;
const MIN_HISTORY_CALLS = 10;
const tok = (s: string): number => Math.ceil(s.length / 4);

/** What earlier replies of one prompt and model tell: reply/prompt token ratio (mean, sd) and repair rate. */
export interface PromptHistory {
  calls: number;
  ratio: number;
  ratioSd: number;
  repairs: number;
  repairRate: number;
}

/** The history of a prompt and model in the response cache, if it has enough first replies. */
export function promptHistory(db: Db, promptId: string, model: string): PromptHistory | undefined {
  const rows = db
    .prepare(`SELECT prompt_version AS v, prompt_tokens AS pt, completion_tokens AS ct FROM llm_cache WHERE prompt_id = ? AND model = ? AND prompt_tokens > 0`)
    .all(promptId, model) as { v: string | null; pt: number; ct: number }[];
  const firsts = rows.filter((r) => !r.v?.endsWith('+repair'));
  if (firsts.length < MIN_HISTORY_CALLS) return undefined;
  const ratios = firsts.map((r) => r.ct / r.pt);
  const ratio = ratios.reduce((a, x) => a + x, 0) / ratios.length;
  const ratioSd = Math.sqrt(ratios.reduce((a, x) => a + (x - ratio) ** 2, 0) / Math.max(1, ratios.length - 1));
  const repairs = rows.length - firsts.length;
  return { calls: firsts.length, ratio, ratioSd, repairs, repairRate: repairs / firsts.length };
}

/** Expected tokens and calls of one stage, and the half-width of its error bar. */
interface StageTally {
  calls: number;
  pt: number;
  ct: number;
  repairCalls: number;
  bar: number;
}

/**
 * Add the expected repairs to a stage and work out its bar: the reply-ratio bar (two standard
 * errors of the history's mean plus the spread of this many calls, or GUESS_BAR without history),
 * the repair-count bar (binomial, two standard errors), and the tokenizer bar on prompts.
 */
function finishStage(t: StageTally, h: PromptHistory | undefined, json: boolean): StageTally {
  const n = t.calls;
  if (n === 0) return t;
  // Only JSON replies are repaired (a plain-text prompt has none).
  const rate = !json ? 0 : h ? h.repairRate : DEFAULT_REPAIR_RATE;
  // A repair prompt quotes the first prompt and reply and adds the instruction; its reply is about as long.
  const perRepairPt = t.pt / n + t.ct / n + REPAIR_NOTE_TOKENS;
  const perRepairCt = t.ct / n;
  const repairCalls = rate * n;
  const ratioBar = h ? 2 * (h.ratioSd / Math.max(h.ratio, 1e-9)) * Math.sqrt(1 / h.calls + 1 / n) : GUESS_BAR;
  const rateSe = !json ? 0 : h ? Math.sqrt((Math.max(rate, 1 / h.calls) * (1 - Math.min(rate, 0.99)) * (1 / h.calls + 1 / n)) * n * n) : DEFAULT_REPAIR_RATE * n;
  const repairBar = 2 * rateSe * (perRepairPt + perRepairCt);
  const pt = t.pt + repairCalls * perRepairPt;
  const ct = t.ct + repairCalls * perRepairCt;
  return { calls: n, pt, ct, repairCalls, bar: ratioBar * ct + repairBar + TOKENIZER_BAR * pt };
}

export function estimateIngest(db: Db, config: Config, pending: { embed: readonly string[]; extract: readonly PendingChunk[] }): IngestEstimate {
  if (config.provider !== 'openai') {
    return {
      provider: config.provider,
      stages: [],
      total: { calls: 0, tokens: 0, costUsd: 0 },
      errorBar: { tokens: 0, relative: 0 },
      notes: [`provider ${config.provider}: every task runs offline, no paid model calls (${pending.embed.length} chunks to embed, ${pending.extract.length} to extract)`],
    };
  }
  const o = config.openai;
  const prices = o.prices;
  const stages: StageEstimate[] = [];
  const notes: string[] = [];
  /** Half-widths of each stage's error bar (summed: the stages' errors are not assumed to cancel). */
  const bars: number[] = [];
  const price = (model: string, pt: number, ct: number): number | null => costOf(prices, model, { promptTokens: pt, completionTokens: ct }) ?? null;

  // Embeddings: exact cache check per text; batches of embeddingBatch.
  const cache = new ResponseCache(db, true);
  const keys = pending.embed.map((t) => embedCacheKey('openai', o.models.embedding, t));
  const hits = cache.getEmbeddings(keys);
  const toEmbed = [...new Set(pending.embed.filter((_, i) => !hits.has(keys[i]!)))];
  if (pending.embed.length) {
    const pt = toEmbed.reduce((a, t) => a + tok(t), 0);
    stages.push({
      stage: 'embed', model: o.models.embedding, calls: Math.ceil(toEmbed.length / o.embeddingBatch), promptTokens: pt, completionTokens: 0,
      costUsd: price(o.models.embedding, pt, 0), basis: `${toEmbed.length} texts in batches of ${o.embeddingBatch}; ${hits.size} already cached`,
    });
    bars.push(TOKENIZER_BAR * pt);
  }

  const model = o.models.extraction;
  const refine = resolvePrompt(refinePrompt, config.prompts);
  const triplets = resolvePrompt(tripletPrompt, config.prompts);
  const rHist = promptHistory(db, refine.id, model);
  const eHist = promptHistory(db, triplets.id, model);
  const r: StageTally = { calls: 0, pt: 0, ct: 0, repairCalls: 0, bar: 0 };
  const e: StageTally = { calls: 0, pt: 0, ct: 0, repairCalls: 0, bar: 0 };
  for (const c of pending.extract) {
    const vars = { company: c.company ?? 'unknown', ticker: c.ticker ?? 'unknown', quarter: c.quarter ?? 'unknown', year: c.year ?? 'unknown' };
    let refinedTokens: number;
    if (c.refined == null) {
      const pt = tok(refine.messages({ ...vars, speaker: c.speaker ?? 'unknown', text: c.text }).map((m) => m.content).join('\n'));
      refinedTokens = rHist ? Math.ceil(pt * rHist.ratio) : Math.ceil(tok(c.text) * DEFAULT_RATIO.refine);
      r.calls++;
      r.pt += pt;
      r.ct += refinedTokens;
    } else refinedTokens = tok(c.refined);
    // Tier 2 sees the refined text; its size is not known yet, so a stand-in of that length is rendered.
    const req = triplets.request({ ...vars, text: c.refined ?? 'x'.repeat(refinedTokens * 4) }, { stage: 'extract' });
    const msgs = req.json ? withJsonInstruction(req.messages, req.json.schema) : req.messages;
    const pt = tok(msgs.map((m) => m.content).join('\n'));
    e.calls++;
    e.pt += pt;
    e.ct += eHist ? Math.ceil(pt * eHist.ratio) : Math.ceil(refinedTokens * DEFAULT_RATIO.extract);
  }
  if (pending.extract.length) {
    const basis = (hist: PromptHistory | undefined, dflt: number, t: StageTally, json: boolean): string =>
      (hist
        ? `reply size${json ? ` and repair rate (${(hist.repairRate * 100).toFixed(1)}%)` : ''} from ${hist.calls} earlier replies in the cache`
        : `reply size assumed ${dflt}x${json ? `, repair rate ${DEFAULT_REPAIR_RATE * 100}%` : ''} (no history in the cache yet)`) +
      (t.repairCalls > 0 ? `; ~${Math.round(t.repairCalls)} repair calls` : '');
    for (const [stage, t, hist, dflt, prompt] of [['refine', r, rHist, DEFAULT_RATIO.refine, refine], ['extract', e, eHist, DEFAULT_RATIO.extract, triplets]] as const) {
      const json = prompt.schema !== undefined;
      const f = finishStage(t, hist, json);
      const pt = Math.round(f.pt), ct = Math.round(f.ct);
      bars.push(f.bar);
      stages.push({ stage, model, calls: Math.round(f.calls + f.repairCalls), promptTokens: pt, completionTokens: ct, costUsd: price(model, pt, ct), basis: basis(hist, dflt, f, json) });
    }
  }
  const unpriced = stages.filter((s) => s.costUsd === null).map((s) => s.model);
  if (unpriced.length) notes.push(`no price for ${[...new Set(unpriced)].join(', ')} in config openai.prices: cost not estimated`);
  const costs = stages.map((s) => s.costUsd);
  const tokens = stages.reduce((a, s) => a + s.promptTokens + s.completionTokens, 0);
  const bar = Math.round(bars.reduce((a, b) => a + b, 0));
  return {
    provider: 'openai',
    stages,
    total: {
      calls: stages.reduce((a, s) => a + s.calls, 0),
      tokens,
      costUsd: costs.some((c) => c === null) ? null : costs.reduce((a: number, c) => a + (c ?? 0), 0),
    },
    errorBar: { tokens: bar, relative: tokens > 0 ? bar / tokens : 0 },
    notes,
  };
}

/** Human lines for the estimate. */
export function formatEstimate(e: IngestEstimate): string[] {
  const usd = (c: number | null): string => (c === null ? 'cost unknown' : `$${c.toFixed(4)}`);
  const lines = [`dry run (provider ${e.provider}): nothing was sent to a model`];
  for (const s of e.stages) {
    lines.push(`  ${s.stage.padEnd(8)} ${s.model.padEnd(24)} ${String(s.calls).padStart(7)} calls ${String(s.promptTokens + s.completionTokens).padStart(10)} tokens  ${usd(s.costUsd)}  (${s.basis})`);
  }
  const bar = e.errorBar.tokens > 0 ? ` ± ${e.errorBar.tokens} (±${Math.round(e.errorBar.relative * 100)}%, the estimate's error bar)` : '';
  const usdBar = e.errorBar.relative > 0 && e.total.costUsd !== null ? ` ± ${Math.round(e.errorBar.relative * 100)}%` : '';
  lines.push(`  total: ${e.total.calls} calls, ${e.total.tokens} tokens${bar}, ${usd(e.total.costUsd)}${usdBar}`);
  for (const n of e.notes) lines.push(`  note: ${n}`);
  return lines;
}
