/**
 * Choose the two extraction tiers for the configured provider: the local provider's rule-based
 * refiner and extractor (src/extract/local), or the LLM tiers on `provider.model('extraction')`
 * with the refine and triplet prompts (user overrides from config `prompts` applied).
 * Also the extract stage as ingest runs it.
 */
import type { Config } from '../core/config/config.js';
import type { IngestStage, StageContext } from '../pipeline/stage.js';
import { resolvePrompt } from '../core/prompts/define.js';
import { refinePrompt } from '../core/prompts/refine.js';
import { tripletPrompt } from '../core/prompts/triplets.js';
import type { Provider } from '../core/providers/types.js';
import { dbQuarantine, type QuarantineSink } from '../core/providers/quarantine.js';
import { createLocalRefiner, createLocalTripletExtractor } from '../pipeline/extract/local/index.js';
import { LlmTripletExtractor } from '../pipeline/extract/llm-extractor.js';
import { LlmRefiner } from '../pipeline/extract/llm-refiner.js';
import { extractStage, type Extraction } from '../pipeline/extract/stage.js';
import type { TierVersions } from '../core/store/store.js';

/** The prompt modules in effect (overrides applied); their versions key the tiers' pending work. */
function prompts(config: Config) {
  return { refine: resolvePrompt(refinePrompt, config.prompts), triplets: resolvePrompt(tripletPrompt, config.prompts) };
}

/** The tier versions the configured provider would write, computed without creating it. */
export function extractionVersions(config: Config): TierVersions {
  if (config.provider === 'local') {
    const refiner = createLocalRefiner(config.extract);
    const extractor = createLocalTripletExtractor({ opts: config.extract });
    return { refine: refiner.version, refineModel: refiner.id, extract: extractor.version, extractModel: extractor.id };
  }
  const p = prompts(config);
  // The id the openai provider gives its chat model (src/providers/openai/chat.ts).
  const model = `openai:${config.openai.models.extraction}`;
  return { refine: p.refine.version, refineModel: model, extract: p.triplets.version, extractModel: model };
}

/** Refiner and extractor for a run; unusable replies are quarantined in `quarantine`. */
export function createExtraction(config: Config, provider: Provider, quarantine: QuarantineSink): Extraction {
  const model = provider.model('extraction');
  if (model === null) {
    return { refiner: createLocalRefiner(config.extract), extractor: createLocalTripletExtractor({ embedder: provider.embedder(), opts: config.extract }) };
  }
  const p = prompts(config);
  const maxTokens = config.openai.maxTokens.extraction;
  return { refiner: new LlmRefiner(model, p.refine, Math.max(1, Math.floor(maxTokens / 2))), extractor: new LlmTripletExtractor(model, quarantine, p.triplets, maxTokens) };
}

/** The extract stage wired to the configuration: ingest appends it after embed. */
export function extractIngestStage(config: Config, opts: { retryQuarantined?: boolean } = {}): IngestStage {
  return extractStage({
    versions: () => extractionVersions(config),
    create: (ctx: StageContext) => createExtraction(ctx.config, ctx.provider, dbQuarantine(ctx.db)),
    concurrency: config.provider === 'local' ? 1 : config.openai.concurrency,
    // The local tiers are deterministic: a retry could not change their result. Otherwise quarantined
    // chunks are sent again only when asked (--retry-quarantined) or when the cache is off.
    retryQuarantined: config.provider !== 'local' && (opts.retryQuarantined === true || !config.cache),
  });
}
