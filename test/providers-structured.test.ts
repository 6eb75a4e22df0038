/** completeJson against the fake server: repair, quarantine, and a rerun that pays nothing. */
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { definePrompt } from '../src/core/prompts/define.js';
import { formatQuarantine, listQuarantine, quarantineCount } from '../src/core/providers/quarantine.js';
import { completeJson } from '../src/core/providers/structured.js';
import { harness, type Harness } from './fake-openai/harness.js';

const Triplets = z.array(z.object({ head: z.string().min(1), relation: z.string().min(1), object: z.string().min(1) }));
const prompt = definePrompt<{ text: string }>({
  id: 'test.triplets',
  version: '1',
  system: 'Extract triplets.',
  user: (v) => `Text: ${v.text}`,
  schema: Triplets,
});
const GOOD = '{"triplets": [{"head": "Infosys", "relation": "reported", "object": "revenue growth"}]}';

let h: Harness;
afterEach(async () => h?.cleanup());

describe('completeJson', () => {
  it('accepts a wrapped array in prose and code fences without a repair', async () => {
    h = await harness({ chat: () => 'Sure! Here it is:\n```json\n' + GOOD.replace(']}', ',]}') + '\n```' });
    const p = await h.provider();
    const r = await completeJson(p.model('extraction')!, prompt.request({ text: 't' }, { stage: 'extract' }), Triplets, { db: h.db, itemId: 'c1' });
    expect(r).toMatchObject({ ok: true, repaired: false, value: [{ head: 'Infosys' }] });
    expect(h.fake.count('chat')).toBe(1);
    const body = h.fake.requests[0]!.body as { response_format?: { type: string } };
    expect(body.response_format?.type).toBe('json_schema');
  });

  it('repairs once, telling the model what was wrong', async () => {
    h = await harness({ chat: (_b, n) => (n === 0 ? '[{"head": "Infosys", "relation": ""}]' : GOOD) });
    const p = await h.provider();
    const r = await completeJson(p.model('extraction')!, prompt.request({ text: 't' }, { stage: 'extract' }), Triplets, { db: h.db, itemId: 'c1' });
    expect(r).toMatchObject({ ok: true, repaired: true });
    const second = h.fake.requests[1]!.body as { messages: { role: string; content: string }[] };
    expect(second.messages.at(-2)!.role).toBe('assistant');
    expect(second.messages.at(-1)!.content).toMatch(/0\.relation|0\.object/);
  });

  it('quarantines after a failed repair; a rerun makes zero calls; a later success clears it', async () => {
    h = await harness({ chat: () => 'I cannot help with that.' });
    const p = await h.provider();
    const run = async () =>
      completeJson((await h.provider()).model('extraction')!, prompt.request({ text: 't' }, { stage: 'extract' }), Triplets, { db: h.db, itemId: 'c9' });
    const r = await completeJson(p.model('extraction')!, prompt.request({ text: 't' }, { stage: 'extract' }), Triplets, { db: h.db, itemId: 'c9' });
    expect(r.ok).toBe(false);
    // The first request probes json_schema, json_object, then prompt-only (no reply was JSON); then the repair.
    expect(h.fake.count('chat')).toBe(4);
    expect(quarantineCount(h.db, 'extract')).toBe(1);
    const [row] = listQuarantine(h.db);
    expect(row).toMatchObject({ stage: 'extract', itemId: 'c9', promptId: 'test.triplets', raw: 'I cannot help with that.' });
    expect(row!.error).toMatch(/no JSON/);
    expect(formatQuarantine(listQuarantine(h.db), 1)).toEqual([
      expect.stringMatching(/^1 quarantined item/),
      expect.stringMatching(/^ {2}extract c9: invalid reply after one repair attempt: no JSON/),
    ]);
    expect((await run()).ok).toBe(false);
    expect(h.fake.count('chat')).toBe(4);
    h.fake.setChat(() => GOOD);
    const fixed = await completeJson(
      (await h.provider({ cache: false })).model('extraction')!,
      prompt.request({ text: 't' }, { stage: 'extract' }),
      Triplets,
      { db: h.db, itemId: 'c9' },
    );
    expect(fixed.ok).toBe(true);
    expect(quarantineCount(h.db)).toBe(0);
  });

  it('a truncated reply (finish_reason length) is asked again with twice the max_tokens, not repaired', async () => {
    h = await harness({ chat: () => GOOD });
    h.fake.script('chat', ['truncated']);
    const p = await h.provider();
    const r = await completeJson(p.model('extraction')!, prompt.request({ text: 't' }, { stage: 'extract', maxTokens: 512 }), Triplets, { db: h.db, itemId: 'c2' });
    expect(r).toMatchObject({ ok: true, repaired: false });
    expect(h.fake.count('chat')).toBe(2);
    expect(h.fake.requests.map((q) => (q.body as { max_tokens?: number }).max_tokens)).toEqual([512, 1024]);
  });

  it('an invalid-schema reply that stays invalid is quarantined with the reply', async () => {
    h = await harness({ chat: () => GOOD });
    h.fake.script('chat', ['invalid-schema', 'invalid-schema']);
    const p = await h.provider();
    const r = await completeJson(p.model('extraction')!, prompt.request({ text: 't' }, { stage: 'extract' }), Triplets, { db: h.db, itemId: 'c3' });
    expect(r).toMatchObject({ ok: false, raw: '{"unexpected": "shape", "items": 3}' });
    expect(r.ok === false && r.error).toMatch(/does not match the schema/);
  });
});
