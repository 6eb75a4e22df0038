/**
 * Structured-output negotiation against the fake server's imitations of real servers:
 * llama-server (json_schema enforced, json_object without a schema ignored), llama-cpp-python
 * (json_schema → HTTP 500), and a server that ignores every response_format. Settled once per run
 * and endpoint+model, recorded in the ledger.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePrompt, toJsonSchema } from '../src/core/prompts/define.js';
import { RelevancyQuestionsSchema } from '../src/core/prompts/judge-relevancy.js';
import { ledgerFormats } from '../src/core/providers/ledger.js';
import { completeJson } from '../src/core/providers/structured.js';
import { harness, type Harness } from './fake-openai/harness.js';
import type { ChatBody } from './fake-openai/server.js';

const Facts = z.object({ facts: z.array(z.object({ name: z.string(), value: z.string() })) });
const prompt = definePrompt<{ text: string }>({ id: 'test.facts', version: '1', system: 'List the facts.', user: (v) => `Text: ${v.text}`, schema: Facts });

let h: Harness;
afterEach(async () => h?.cleanup());

const formats = (): (string | undefined)[] => h.fake.requests.filter((r) => r.route === 'chat').map((r) => (r.body as ChatBody).response_format?.type);

async function runItems(n: number, concurrency: number): Promise<{ ok: number }> {
  const p = await h.provider({ openai: { concurrency } });
  const rs = await Promise.all(
    Array.from({ length: n }, (_, i) => completeJson(p.model('extraction')!, prompt.request({ text: `item ${i}` }, { stage: 'extract' }), Facts, { db: h.db, itemId: `c${i}` })),
  );
  await p.close();
  return { ok: rs.filter((r) => r.ok).length };
}

describe('structured output negotiation', () => {
  it('llama-server: sends json_schema with the prompt\'s zod schema (strict), keeps it, and records it in the ledger', async () => {
    h = await harness({ server: 'llama-server' });
    const r = await runItems(6, 4);
    expect(r.ok).toBe(6);
    expect(formats()).toEqual(Array(6).fill('json_schema'));
    const rf = (h.fake.requests[0]!.body as ChatBody).response_format as unknown as { json_schema: { name: string; schema: { type: string; properties: object }; strict: boolean } };
    expect(rf.json_schema).toMatchObject({ name: 'test_facts', strict: true, schema: { type: 'object', properties: { facts: { type: 'array' } } } });
    expect(ledgerFormats(h.db)).toEqual([expect.objectContaining({ model: 'fake-chat', format: 'json_schema', final: true, reason: null })]);
    expect(h.stderr.text).not.toMatch(/refused|ignored/);
  });

  it('llama-cpp-python: json_schema answered with HTTP 500 falls back to json_object once (one probe, no retries), recorded with the reason', async () => {
    h = await harness({ server: 'llama-cpp-python' });
    const r = await runItems(6, 4);
    expect(r.ok).toBe(6);
    // Exactly one json_schema request (the probe; the others waited for its outcome), never retried.
    expect(formats()).toEqual(['json_schema', ...Array(6).fill('json_object')]);
    expect(h.fake.requests.filter((q) => q.status === 500)).toHaveLength(1);
    expect(ledgerFormats(h.db)).toEqual([expect.objectContaining({ format: 'json_object', final: true, reason: 'json_schema refused with HTTP 500' })]);
    expect(h.stderr.text.match(/response_format json_schema refused with HTTP 500; using json_object/g)).toHaveLength(1);
  });

  it('a server that ignores every format (replies not JSON) is noticed: json_schema → json_object → prompt-only, then the repair path', async () => {
    let n = 0;
    h = await harness({ server: 'ignores-formats' });
    // The model writes prose unless it is asked to repair (then it writes the JSON).
    h.fake.setChat((body) => {
      n++;
      return body.messages.some((m) => m.role === 'assistant') ? '{"facts": [{"name": "revenue", "value": "up"}]}' : 'Revenue was up.';
    });
    const r = await runItems(3, 1);
    expect(r.ok).toBe(3);
    // Item 1: schema (ignored), object (ignored), prompt, repair; items 2 and 3: prompt, repair.
    expect(formats()).toEqual(['json_schema', 'json_object', undefined, undefined, undefined, undefined, undefined, undefined]);
    expect(n).toBe(8);
    expect(ledgerFormats(h.db)).toEqual([expect.objectContaining({ format: 'prompt', final: true, reason: 'json_object ignored (the reply was not JSON)' })]);
    expect(h.stderr.text).toMatch(/response_format json_schema ignored \(the reply was not JSON\); using json_object/);
  });

  it('a model that never writes JSON on a server ignoring formats does not serialise the run: prompt-only is final at once', async () => {
    h = await harness({ server: 'ignores-formats', latencyMs: 40 });
    const r = await runItems(8, 8);
    expect(r.ok).toBe(0);
    // Probe: schema, object, prompt (item 1); then every item's prompt-only request and repair, in parallel.
    expect(formats().filter((f) => f !== undefined)).toEqual(['json_schema', 'json_object']);
    expect(h.fake.maxInFlight).toBeGreaterThan(2);
  });

  it('a 400 that does not name the format is the item\'s: quarantined, and the level is not lowered', async () => {
    h = await harness({ server: 'llama-server' });
    h.fake.setChat((body) =>
      body.response_format?.type === 'json_schema' ? { fault: '400' } : body.response_format ? 'Revenue was up.' : '{"facts": []}',
    );
    // The fake's 400 says "fake 400": not about the format, so it is this item's, not the format's.
    const p = await h.provider();
    const first = await completeJson(p.model('extraction')!, prompt.request({ text: 'a' }, { stage: 'extract' }), Facts, { db: h.db, itemId: 'a' });
    expect(first.ok).toBe(false);
    expect(formats()).toEqual(['json_schema']);
    h.fake.setChat(undefined);
    const second = await completeJson(p.model('extraction')!, prompt.request({ text: 'b' }, { stage: 'extract' }), Facts, { db: h.db, itemId: 'b' });
    expect(second.ok).toBe(true);
    expect(formats()).toEqual(['json_schema', 'json_schema']);
    await p.close();
  });

  it('the schema sent is what the model may write: a union a transform turns into a boolean stays the union, objects are closed', () => {
    const js = toJsonSchema(RelevancyQuestionsSchema) as { properties: { noncommittal: unknown }; additionalProperties: unknown };
    expect(js.properties.noncommittal).toEqual({ anyOf: [{ type: 'boolean' }, { type: 'number', const: 0 }, { type: 'number', const: 1 }] });
    expect(js.additionalProperties).toBe(false);
  });

  it('openai.jsonMode false sends no response_format at all', async () => {
    h = await harness({ server: 'llama-server' });
    const p = await h.provider({ openai: { jsonMode: false } });
    await completeJson(p.model('extraction')!, prompt.request({ text: 'a' }, { stage: 'extract' }), Facts, { db: h.db, itemId: 'a' });
    expect(formats()[0]).toBeUndefined();
    await p.close();
  });
});
