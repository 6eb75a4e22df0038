/**
 * Which judge scores an evaluation: the offline local judge, or the judge model of an
 * OpenAI-compatible endpoint (sharing the answers' provider when they come from one too: one
 * limiter and one budget for the run).
 */
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import type { Provider } from '../core/providers/types.js';
import type { Reporter } from '../core/reporter.js';
import { openDb } from '../core/store/db.js';
import { createLocalJudge } from '../eval/judge/local.js';
import { createOpenAiJudge } from '../eval/judge/openai.js';
import type { Judge } from '../eval/judge/types.js';
import { createProvider } from './providers.js';

export type JudgeKind = 'local' | 'openai';

export interface OpenedJudge {
  judge: Judge;
  /** The provider whose embedder scores answer relevancy: the judge's, else the answers'. */
  provider: Provider;
  close(): Promise<void>;
}

/** The judge `eval` uses unless `--judge` says otherwise. */
export function defaultJudgeKind(config: Config): JudgeKind {
  return config.provider === 'openai' ? 'openai' : 'local';
}

/** Fails with USAGE when an openai judge has no endpoint to call. */
export function checkJudgeEndpoint(kind: JudgeKind, config: Config): void {
  // Answers may come from the offline provider while an LLM judges them: the judge then needs
  // an endpoint of its own (--base-url or OPENAI_API_KEY).
  if (kind === 'openai' && config.provider !== 'openai' && !config.openai.baseUrl && !process.env.OPENAI_API_KEY) {
    throw new HybridRagError('USAGE', '--judge openai needs an OpenAI-compatible endpoint', { hint: 'add --base-url URL or set OPENAI_API_KEY (optionally --provider openai), or use --judge local' });
  }
}

export async function openJudge(
  kind: JudgeKind,
  config: Config,
  opts: { answerProvider: Provider; multipleChoice: boolean; out: Reporter },
): Promise<OpenedJudge> {
  if (kind === 'local') {
    const judge = opts.multipleChoice ? createLocalJudge(config.judge, { embedder: opts.answerProvider.embedder() }) : createLocalJudge(config.judge);
    return { judge, provider: opts.answerProvider, close: async () => {} };
  }
  const db = openDb(config.workdir);
  let provider: Provider | null = null;
  try {
    provider = config.provider === 'openai' ? opts.answerProvider : await createProvider({ ...config, provider: 'openai' }, { db, out: opts.out });
    const model = provider.model('judge');
    if (!model) throw new HybridRagError('PROVIDER', 'the provider has no judge model', { hint: 'set openai.models.judge in the config' });
    const judge = createOpenAiJudge({ model, db, promptOverrides: config.prompts, prices: config.openai.prices, maxTokens: config.openai.maxTokens.judge });
    const own = provider;
    return {
      judge,
      provider: own,
      async close() {
        if (own !== opts.answerProvider) await own.close();
        db.close();
      },
    };
  } catch (err) {
    if (provider && provider !== opts.answerProvider) await provider.close();
    db.close();
    throw err;
  }
}
