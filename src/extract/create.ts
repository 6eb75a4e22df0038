/**
 * Choose the two extraction tiers for the configured provider: the local provider's rule-based
 * refiner and extractor (src/extract/local), or the LLM tiers on `provider.model('extraction')`
 * with the refine and triplet prompts (user overrides from config `prompts` applied).
 * Also the extract stage as ingest runs it.
 */
import type { Config } from '../config/config.js';
import { HybridRagError } from '../errors.js';
import type { IngestStage, StageContext } from '../ingest/stage.js';
import { resolvePrompt } from '../prompts/define.js';
import { refinePrompt } from '../prompts/refine.js';
import { tripletPrompt } from '../prompts/triplets.js';
import type { Provider } from '../providers/types.js';
import type { Db } from '../store/db.js';
import { LlmTripletExtractor } from './llm-extractor.js';
import { LlmRefiner } from './llm-refiner.js';
import { extractStage, type Extraction } from './stage.js';
import type { TierVersions } from './store.js';

/** The prompt modules in effect (overrides applied); their versions key the tiers' pending work. */
function prompts(config: Config) {
  return { refine: resolvePrompt(refinePrompt, config.prompts), triplets: resolvePrompt(tripletPrompt, config.prompts) };
}

/** The tier versions the configured provider would write, computed without creating it. */
export function extractionVersions(config: Config): TierVersions {
  if (config.provider === 'local') {
    const local = createLocalExtraction();
    return { refine: local.refiner.version, extract: local.extractor.version };
  }
  const p = prompts(config);
  return { refine: p.refine.version, extract: p.triplets.version };
}

/** Refiner and extractor for a run. */
export function createExtraction(config: Config, provider: Provider, db: Db): Extraction {
  const model = provider.model('extraction');
  if (model === null) return createLocalExtraction();
  const p = prompts(config);
  return { refiner: new LlmRefiner(model, p.refine), extractor: new LlmTripletExtractor(model, db, p.triplets) };
}

function createLocalExtraction(): Extraction {
  throw new HybridRagError('CONFIG', 'the offline (local) triplet extractor is not part of this build yet', {
    hint: 'use --provider openai with OPENAI_API_KEY or --base-url to extract triplets with an LLM',
  });
}

/** The extract stage wired to the configuration: ingest appends it after embed. */
export function extractIngestStage(config: Config): IngestStage {
  return extractStage({
    versions: () => extractionVersions(config),
    create: (ctx: StageContext) => createExtraction(ctx.config, ctx.provider, ctx.db),
    concurrency: config.provider === 'local' ? 1 : config.openai.concurrency,
  });
}
