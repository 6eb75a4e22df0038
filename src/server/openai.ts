/**
 * The OpenAI chat completions wire format over `ask()`: model `hybridrag-<mode>`, the last user
 * message is the question, the answer text carries the citation lines. Streaming sends
 * `chat.completion.chunk` events sentence by sentence and ends with `data: [DONE]`.
 */
import { randomUUID } from 'node:crypto';
import { HybridRagError } from '../core/errors.js';
import { formatCitation } from '../query/answer/citations.js';
import { MODES, type Mode } from '../query/retrieve/types.js';
import type { ChatBody } from './schemas.js';
import type { AskResponse } from './service.js';

export const MODEL_PREFIX = 'hybridrag-';
export const MODEL_IDS = MODES.map((m) => `${MODEL_PREFIX}${m}`);

export function modeOfModel(model: string): Mode {
  const mode = MODES.find((m) => `${MODEL_PREFIX}${m}` === model);
  if (!mode) throw new HybridRagError('NO_MATCH', `no model "${model}"`, { hint: `use one of ${MODEL_IDS.join(', ')} (GET /v1/models)` });
  return mode;
}

type Message = ChatBody['messages'][number];
const textOf = (m: Message | undefined): string => {
  const c = m?.content;
  return typeof c === 'string' ? c : Array.isArray(c) ? c.map((p) => (p.type === 'text' ? (p.text ?? '') : '')).join('\n') : '';
};

/** The text of the last user message (string content, or the text parts of a content array). */
export function lastUserQuestion(messages: ChatBody['messages']): string {
  const text = textOf([...messages].reverse().find((m) => m.role === 'user'));
  if (text.trim() === '') throw new HybridRagError('USAGE', 'no user message with text in messages', { hint: '{"role": "user", "content": "What drove revenue growth?"}' });
  return text;
}

/** Every user turn's text, in order, the last one checked as lastUserQuestion checks it. */
export function userTurns(messages: ChatBody['messages']): string[] {
  const last = lastUserQuestion(messages);
  const turns = messages.filter((m) => m.role === 'user').map(textOf);
  turns[turns.length - 1] = last;
  return turns;
}

/** The answer as the CLI prints it: text, a blank line, one line per citation. */
export function citationBlock(r: AskResponse): string {
  return r.citations.length === 0 ? '' : `\n\n${r.citations.map(formatCitation).join('\n')}`;
}

export function completionId(): string {
  return `chatcmpl-${randomUUID().replace(/-/g, '')}`;
}

export function chatCompletion(id: string, model: string, r: AskResponse, created: number): object {
  return {
    id,
    object: 'chat.completion',
    created,
    model,
    choices: [{ index: 0, message: { role: 'assistant', content: r.answer + citationBlock(r), refusal: null }, logprobs: null, finish_reason: 'stop' }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  };
}

export function chatChunk(id: string, model: string, created: number, delta: Record<string, unknown>, finish: 'stop' | null = null): object {
  return { id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] };
}

export function modelList(created: number): object {
  return { object: 'list', data: MODEL_IDS.map((id) => ({ id, object: 'model', created, owned_by: 'hybridrag' })) };
}
