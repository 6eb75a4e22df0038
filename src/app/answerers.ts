/**
 * Pick the answerer for the provider: the LLM answerer when the provider has an `answer` model
 * (openai), the extractive local answerer otherwise (the offline default).
 */
import type { Config } from '../core/config/config.js';
import type { Provider } from '../core/providers/types.js';
import { createLocalAnswerer } from '../query/answerer/local-answerer.js';
import type { Context } from '../query/retrieve/types.js';
import type { CastOf } from '../core/text/turn-roles.js';
import { subQuestionOf } from '../query/retrieve/kgar-retriever.js';
import type { Answer, Answerer, AskedFigure } from '../query/answerer/types.js';

/** `castOf`: each retrieved call's cast of speakers, for the extractive answerer to read turns by (query/retrieve/call-casts.ts). */
export async function createAnswerer(config: Config, provider: Provider, opts: { castOf?: CastOf } = {}): Promise<Answerer> {
  const model = provider.model('answer');
  // The model's answerer (and its prompt and schema modules) load only when there is a model.
  if (model) return new (await import('../query/answerer/llm-answerer.js')).LlmAnswerer({ model, promptOverrides: config.prompts, maxTokens: config.openai.maxTokens.answer });
  // Built on first use: the embedder it borrows for sentence similarity loads only when needed.
  let local: Answerer | undefined;
  return {
    id: 'local:extractive-answer',
    statesFacts: true,
    answer(question, contexts, signal, asked) {
      local ??= createLocalAnswerer({ embedder: provider.embedder(), thresholds: config.answer, ...(opts.castOf ? { castOf: opts.castOf } : {}) });
      return answerFromEvidence(local, question, contexts, signal, asked);
    },
  };
}

/**
 * An extractive answerer quotes sentences, so it is given only evidence: kgar's sub-queries
 * restate the question and would be quoted as their own answer, and its node summaries are
 * arrow notation, not sentences (the documents they summarise are in the context too). A question kgar split into several
 * sub-questions is answered one sub-question at a time (a single sentence rarely answers "how did
 * revenue grow and what was attrition"), the parts joined in order. Citations are mapped back to
 * the full context list, whose numbering the user sees.
 */
export async function answerFromEvidence(inner: Answerer, question: string, contexts: readonly Context[], signal?: AbortSignal, asked?: AskedFigure): Promise<Answer> {
  const keep = contexts.map((c, i) => ({ c, n: i + 1 })).filter(({ c }) => c.kind !== 'subquery' && c.kind !== 'summary');
  if (keep.length === contexts.length) return inner.answer(question, contexts, signal, asked);
  const evidence = keep.map((k) => k.c);
  const toFull = (n: number) => keep[n - 1]?.n ?? n;
  const remap = (a: Answer): Answer => ({
    text: a.text.replace(/\[(\d+)\]/g, (m, d: string) => (keep[Number(d) - 1] ? `[${toFull(Number(d))}]` : m)),
    cited: a.cited.map(toFull),
    refused: a.refused,
  });
  const subQuestions = contexts.filter((c) => c.kind === 'subquery').map((c) => subQuestionOf(c.text));
  if (subQuestions.length > 1) {
    const parts: Answer[] = [];
    for (const sq of subQuestions) {
      const a = await inner.answer(sq, evidence, signal, asked);
      if (a.cited.length > 0 && !parts.some((p) => p.text === a.text)) parts.push(a);
    }
    if (parts.length > 0) {
      return remap({ text: parts.map((p) => p.text).join(' '), cited: [...new Set(parts.flatMap((p) => p.cited))].sort((x, y) => x - y), refused: false });
    }
  }
  return remap(await inner.answer(question, evidence, signal, asked));
}
