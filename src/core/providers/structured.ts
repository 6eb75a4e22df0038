/**
 * Structured output: ask for JSON, parse it tolerantly, validate it with zod, give the model ONE
 * chance to repair an invalid reply (telling it what was wrong), and quarantine the item if it is
 * still invalid. A request the server refuses for this item alone (a 400 such as llama.cpp's
 * "exceeds the available context size") quarantines the item with the server's message; when it is
 * the repair prompt that is refused, the repair is skipped and the item quarantined. Other provider
 * errors (network, budget, abort, unknown model) are not swallowed: they propagate.
 * A reply cut at max_tokens (finish_reason "length") is never parsed (half a list may still be
 * valid JSON): it is asked again once with twice the max_tokens, and quarantined as "cut at
 * max_tokens" if that is cut too.
 */

/** max_tokens of the one retry of a cut reply: twice the request's (the server's default counts as 1024). */
export const cutRetryMaxTokens = (maxTokens: number | undefined): number => 2 * (maxTokens ?? 1024);
import type { ZodType } from 'zod';
import { toJsonSchema } from '../prompts/define.js';
import type { Db } from '../store/db.js';
import { extractJson, shapeCandidates } from './json-parse.js';
import { dbQuarantine, type QuarantineSink } from './quarantine.js';
import { isItemRejection } from './rejection.js';
import type { Completion, CompletionRequest, LanguageModel } from './types.js';

export type JsonResult<T> = { ok: true; value: T; repaired: boolean } | { ok: false; error: string; raw: string };

/** Parse and validate one reply: the value, or a short description of what is wrong. */
export function parseReply<T>(raw: string, schema: ZodType<T>): { ok: true; value: T } | { ok: false; error: string } {
  const ex = extractJson(raw);
  if (!ex.ok) return ex;
  let firstIssue = '';
  for (const candidate of shapeCandidates(ex.value)) {
    const r = schema.safeParse(candidate);
    if (r.success) return { ok: true, value: r.data };
    firstIssue ||= r.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
      .join('; ');
  }
  return { ok: false, error: `the JSON does not match the schema: ${firstIssue}` };
}

/**
 * Complete `req` and return a value matching `schema`, or `{ ok: false }` after quarantining the
 * item `q.itemId` under `req.stage` with the last raw reply and the error.
 */
export async function completeJson<T>(
  model: LanguageModel,
  req: CompletionRequest,
  schema: ZodType<T>,
  q: { itemId: string } & ({ db: Db } | { sink: QuarantineSink }),
): Promise<JsonResult<T>> {
  const sink = 'sink' in q ? q.sink : dbQuarantine(q.db);
  // Ask for JSON of this schema even when the caller's request did not say so.
  if (!req.json) req = { ...req, json: { name: req.promptId.replace(/[^a-zA-Z0-9_-]/g, '_'), schema: toJsonSchema(schema) } };
  const stage = req.stage;
  const give = async (error: string, raw: string | null): Promise<JsonResult<T>> => {
    await sink.record({ stage, itemId: q.itemId, promptId: req.promptId, raw, error });
    return { ok: false, error, raw: raw ?? '' };
  };
  /** The completion, or the server's message when it refused this request. */
  const send = async (r: CompletionRequest): Promise<Completion | { refused: string }> => {
    try {
      return await model.complete(r);
    } catch (err) {
      if (isItemRejection(err)) return { refused: err.serverMessage };
      throw err;
    }
  };
  let first = await send(req);
  if ('refused' in first) return give(`the server refused the request: ${first.refused}`, null);
  if (first.finishReason === 'length') {
    const more = cutRetryMaxTokens(req.maxTokens);
    const cutAt = req.maxTokens === undefined ? 'the server\'s max_tokens' : `max_tokens ${req.maxTokens}`;
    req = { ...req, maxTokens: more };
    const again = await send(req);
    if ('refused' in again) return give(`cut at max_tokens (${cutAt}); the retry with max_tokens ${more} was refused: ${again.refused}`, first.text);
    if (again.finishReason === 'length') return give(`cut at max_tokens (${cutAt}, then ${more}); raise openai.maxTokens for this role`, again.text);
    first = again;
  }
  const p1 = parseReply(first.text, schema);
  if (p1.ok) {
    await sink.clear(req.stage, q.itemId);
    return { ok: true, value: p1.value, repaired: false };
  }
  const repairReq: CompletionRequest = {
    ...req,
    promptVersion: `${req.promptVersion}+repair`,
    messages: [
      ...req.messages,
      { role: 'assistant', content: first.text },
      {
        role: 'user',
        content:
          `Your reply could not be used: ${p1.error}.\n` +
          'Reply again with ONLY the corrected JSON value (no prose, no code fences), following the same instructions and schema.',
      },
    ],
  };
  const second = await send(repairReq);
  if ('refused' in second) return give(`invalid reply (${p1.error}); the repair prompt was skipped, the server refused it: ${second.refused}`, first.text);
  if (second.finishReason === 'length') return give(`invalid reply (${p1.error}); the repair was cut at max_tokens ${req.maxTokens ?? ''}`.trimEnd(), second.text);
  const p2 = parseReply(second.text, schema);
  if (p2.ok) {
    await sink.clear(req.stage, q.itemId);
    return { ok: true, value: p2.value, repaired: true };
  }
  return give(`invalid reply after one repair attempt: ${p2.error} (first reply: ${p1.error})`, second.text);
}
