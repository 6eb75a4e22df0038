/**
 * A chat model on an OpenAI-compatible endpoint. JSON requests use the strongest response_format
 * the server honours (json_schema, json_object, or none: negotiated once per endpoint and model,
 * see formats.ts), and always carry the schema in the prompt so that servers without JSON mode
 * (and the tolerant parser) still get what is expected.
 */
import OpenAI from 'openai';
import { chatCacheKey } from '../cache.js';
import { withRetries } from '../retry.js';
import type { ChatMessage, Completion, CompletionRequest, JsonSchema, LanguageModel } from '../types.js';
import { extractJson } from '../json-parse.js';
import { formatKey, ignoredFormat, refusedFormat, responseFormat } from './formats.js';
import { classifyError, worstCase, WORST_OUTPUT_TOKENS, combineSignals, estimateTokens, MalformedReplyError, noteRetry, providerError, withModelList, type OpenAiShared } from './shared.js';

/** Append the JSON instruction (with the schema) to the system message, or add one. */
export function withJsonInstruction(messages: readonly ChatMessage[], schema: JsonSchema): ChatMessage[] {
  const note = `Reply with a single JSON value and nothing else, matching this JSON Schema:\n${JSON.stringify(schema)}`;
  const out = messages.map((m) => ({ ...m }));
  const sys = out.find((m) => m.role === 'system');
  if (sys) sys.content = `${sys.content}\n\n${note}`;
  else out.unshift({ role: 'system', content: note });
  return out;
}

export class OpenAiChatModel implements LanguageModel {
  readonly id: string;

  constructor(
    private readonly shared: OpenAiShared,
    readonly model: string,
    /** The role's endpoint (openai.endpoints.<role>); default the provider's. */
    private readonly client: OpenAI = shared.client,
  ) {
    this.id = `openai:${model}`;
  }

  async complete(req: CompletionRequest): Promise<Completion> {
    const s = this.shared;
    const messages = req.json ? withJsonInstruction(req.messages, req.json.schema) : req.messages.map((m) => ({ ...m }));
    const params = { temperature: req.temperature ?? 0, maxTokens: req.maxTokens, json: req.json !== undefined };
    const key = chatCacheKey({ provider: 'openai', model: this.model, promptId: req.promptId, promptVersion: req.promptVersion, messages, params });
    const hit = s.cache.getChat(key);
    if (hit) {
      s.state.replies++;
      s.ledger.record({ stage: req.stage, model: this.model, cached: true, usage: hit.usage });
      return { text: hit.text, usage: hit.usage, ...(hit.finishReason ? { finishReason: hit.finishReason } : {}), cached: true };
    }
    // The same request already in flight (another item with the same prompt): one call, its reply shared.
    const pending = s.inFlight.get(key);
    if (pending) {
      const shared = await pending;
      s.ledger.record({ stage: req.stage, model: this.model, cached: true, usage: shared.usage });
      return { ...shared, cached: true };
    }
    const call = this.call(req, key, messages, params);
    s.inFlight.set(key, call);
    try {
      return { ...(await call), cached: false };
    } finally {
      s.inFlight.delete(key);
    }
  }

  /** Send one request (budget, limiter, retries), then cache and record its reply. */
  private async call(
    req: CompletionRequest,
    key: string,
    messages: ChatMessage[],
    params: { temperature: number; maxTokens?: number },
  ): Promise<Omit<Completion, 'cached'>> {
    const s = this.shared;
    s.budget.check();
    const signal = combineSignals(s.signal, req.signal);
    // The worst case is held before sending, so requests in flight cannot overshoot the budget.
    const held = await s.budget.reserve(worstCase(s, this.model, messages.map((m) => m.content), req.maxTokens ?? WORST_OUTPUT_TOKENS), signal);
    let settled = false;
    const reply = await withRetries(() => s.limiter.run(() => this.callOnce(messages, params, req.json, signal), signal, this.id), {
      policy: s.policy,
      rand: s.rand,
      signal,
      classify: classifyError,
      fail: (err, f, attempts) => providerError(s, `chat call to ${this.model} (${req.promptId})`, err, f, attempts),
      onRetry: (f, attempt, delay) => noteRetry(s, req.promptId, f.kind, attempt, delay),
    }).catch(async (err: unknown) => {
      settled = true;
      s.budget.settle(held, 0, 0);
      throw await withModelList(s, err, this.client);
    });
    s.state.replies++;
    s.cache.putChat(key, { provider: 'openai', model: this.model, promptId: req.promptId, promptVersion: req.promptVersion }, reply);
    const cost = s.ledger.record({ stage: req.stage, model: this.model, cached: false, usage: reply.usage });
    if (!settled) s.budget.settle(held, reply.usage.promptTokens + reply.usage.completionTokens, cost);
    return reply;
  }

  private async callOnce(
    messages: ChatMessage[],
    params: { temperature: number; maxTokens?: number },
    json: CompletionRequest['json'],
    signal: AbortSignal | undefined,
  ): Promise<Omit<Completion, 'cached'>> {
    if (!json) return this.send(messages, params, undefined, signal);
    const formats = this.shared.formats;
    const key = formatKey(this.client.baseURL, this.model);
    const turn = await formats.begin(key);
    let level = turn.level;
    try {
      if (turn.final) return await this.send(messages, params, responseFormat(level, json), signal);
      // The probe: go down the levels until the server neither refuses nor ignores one. Replies
      // given up on were still paid for: their tokens are added to the one returned.
      const spent = { promptTokens: 0, completionTokens: 0 };
      for (;;) {
        let reply: Omit<Completion, 'cached'>;
        try {
          reply = await this.send(messages, params, responseFormat(level, json), signal);
        } catch (err) {
          const why = refusedFormat(level, err);
          if (!why) throw err;
          level = formats.lower(key, level, why)!;
          continue;
        }
        const ignored = ignoredFormat(level, reply.text, reply.finishReason);
        if (!ignored) {
          if (reply.finishReason !== 'length' && extractJson(reply.text).ok) formats.confirm(key, level);
          return { ...reply, usage: { promptTokens: reply.usage.promptTokens + spent.promptTokens, completionTokens: reply.usage.completionTokens + spent.completionTokens } };
        }
        spent.promptTokens += reply.usage.promptTokens;
        spent.completionTokens += reply.usage.completionTokens;
        level = formats.lower(key, level, ignored)!;
      }
    } finally {
      turn.done();
    }
  }

  /** One request, as is. */
  private async send(
    messages: ChatMessage[],
    params: { temperature: number; maxTokens?: number },
    format: OpenAI.Chat.ChatCompletionCreateParams['response_format'] | undefined,
    signal: AbortSignal | undefined,
  ): Promise<Omit<Completion, 'cached'>> {
    const s = this.shared;
    const body: OpenAI.Chat.ChatCompletionCreateParamsNonStreaming = {
      model: this.model,
      messages,
      temperature: params.temperature,
      ...(params.maxTokens !== undefined ? { max_tokens: params.maxTokens } : {}),
      ...(format ? { response_format: format } : {}),
    };
    const res = await this.client.chat.completions.create(body, { signal, timeout: s.timeoutMs });
    const choice = Array.isArray(res?.choices) ? res.choices[0] : undefined;
    if (!choice?.message) throw new MalformedReplyError('the reply has no choices');
    const text = choice.message.content ?? '';
    const usage = res.usage
      ? { promptTokens: res.usage.prompt_tokens ?? 0, completionTokens: res.usage.completion_tokens ?? 0 }
      : { promptTokens: estimateTokens(messages.map((m) => m.content).join('\n')), completionTokens: estimateTokens(text) };
    const finishReason = typeof choice.finish_reason === 'string' ? choice.finish_reason : undefined;
    return { text, usage, ...(finishReason ? { finishReason } : {}) };
  }
}
