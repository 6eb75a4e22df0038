/**
 * `ingest --dry-run`: how many model calls and tokens the pending work would cost, and what that
 * costs at the configured prices, before anything is spent. Prompt tokens come from rendering the
 * real (possibly overridden) prompts for each pending chunk; reply sizes come from this workdir's
 * ledger when it has enough history for the stage and model, else from stated ratios. Embeddings
 * already in the cache are free and not counted.
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
  notes: string[];
}

/** Without history: tier 1 writes about half the chunk; tier 2's JSON is about as long as its input. */
const DEFAULT_RATIO = { refine: 0.5, extract: 1.0 };
const MIN_HISTORY_CALLS = 20;
const tok = (s: string): number => Math.ceil(s.length / 4);

/** completion/prompt token ratio (of whole prompts) observed in the ledger for a stage and model, if enough calls. */
function observedRatio(db: Db, stage: string, model: string): { ratio: number; calls: number } | undefined {
  const r = db
    .prepare('SELECT sum(calls) AS calls, sum(prompt_tokens) AS pt, sum(completion_tokens) AS ct FROM ledger WHERE stage = ? AND model = ?')
    .get(stage, model) as { calls: number | null; pt: number | null; ct: number | null };
  if (!r.calls || r.calls < MIN_HISTORY_CALLS || !r.pt) return undefined;
  return { ratio: (r.ct ?? 0) / r.pt, calls: r.calls };
}

export function estimateIngest(db: Db, config: Config, pending: { embed: readonly string[]; extract: readonly PendingChunk[] }): IngestEstimate {
  if (config.provider !== 'openai') {
    return {
      provider: config.provider,
      stages: [],
      total: { calls: 0, tokens: 0, costUsd: 0 },
      notes: [`provider ${config.provider}: every task runs offline, no paid model calls (${pending.embed.length} chunks to embed, ${pending.extract.length} to extract)`],
    };
  }
  const o = config.openai;
  const prices = o.prices;
  const stages: StageEstimate[] = [];
  const notes: string[] = [];
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
  }

  const model = o.models.extraction;
  const refine = resolvePrompt(refinePrompt, config.prompts);
  const triplets = resolvePrompt(tripletPrompt, config.prompts);
  const rObs = observedRatio(db, 'refine', model);
  const eObs = observedRatio(db, 'extract', model);
  let rCalls = 0, rPt = 0, rCt = 0, ePt = 0, eCt = 0;
  for (const c of pending.extract) {
    const vars = { company: c.company ?? 'unknown', ticker: c.ticker ?? 'unknown', quarter: c.quarter ?? 'unknown', year: c.year ?? 'unknown' };
    let refinedTokens: number;
    if (c.refined == null) {
      const pt = tok(refine.messages({ ...vars, speaker: c.speaker ?? 'unknown', text: c.text }).map((m) => m.content).join('\n'));
      refinedTokens = Math.ceil(tok(c.text) * DEFAULT_RATIO.refine);
      rCalls++;
      rPt += pt;
      rCt += rObs ? Math.ceil(pt * rObs.ratio) : refinedTokens;
    } else refinedTokens = tok(c.refined);
    // Tier 2 sees the refined text; its size is not known yet, so a stand-in of that length is rendered.
    const req = triplets.request({ ...vars, text: c.refined ?? 'x'.repeat(refinedTokens * 4) }, { stage: 'extract' });
    const msgs = req.json ? withJsonInstruction(req.messages, req.json.schema) : req.messages;
    const pt = tok(msgs.map((m) => m.content).join('\n'));
    ePt += pt;
    eCt += eObs ? Math.ceil(pt * eObs.ratio) : Math.ceil(refinedTokens * DEFAULT_RATIO.extract);
  }
  if (pending.extract.length) {
    const basis = (obs: { calls: number } | undefined, dflt: number): string =>
      obs ? `reply size from ${obs.calls} earlier calls in the ledger` : `reply size assumed ${dflt}x (no ledger history yet)`;
    stages.push({ stage: 'refine', model, calls: rCalls, promptTokens: rPt, completionTokens: rCt, costUsd: price(model, rPt, rCt), basis: basis(rObs, DEFAULT_RATIO.refine) });
    stages.push({
      stage: 'extract', model, calls: pending.extract.length, promptTokens: ePt, completionTokens: eCt, costUsd: price(model, ePt, eCt),
      basis: basis(eObs, DEFAULT_RATIO.extract),
    });
    notes.push('repair attempts for invalid replies are extra calls (usually a few percent)');
  }
  const unpriced = stages.filter((s) => s.costUsd === null).map((s) => s.model);
  if (unpriced.length) notes.push(`no price for ${[...new Set(unpriced)].join(', ')} in config openai.prices: cost not estimated`);
  const costs = stages.map((s) => s.costUsd);
  return {
    provider: 'openai',
    stages,
    total: {
      calls: stages.reduce((a, s) => a + s.calls, 0),
      tokens: stages.reduce((a, s) => a + s.promptTokens + s.completionTokens, 0),
      costUsd: costs.some((c) => c === null) ? null : costs.reduce((a: number, c) => a + (c ?? 0), 0),
    },
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
  lines.push(`  total: ${e.total.calls} calls, ${e.total.tokens} tokens, ${usd(e.total.costUsd)}`);
  for (const n of e.notes) lines.push(`  note: ${n}`);
  return lines;
}
