import { describe, expect, it } from 'vitest';
import type { QuarantineRow } from '../../core/providers/quarantine.js';
import type { CompletionRequest, LanguageModel } from '../../core/providers/types.js';
import { LlmFactReader } from './llm-fact-reader.js';
import { managementSentences } from './read-facts.js';

/** A model that reads every "grew N%" sentence of a request as a revenue change, by its number in the batch. */
function model(fail?: (req: CompletionRequest) => boolean): { model: LanguageModel; requests: CompletionRequest[] } {
  const requests: CompletionRequest[] = [];
  return {
    requests,
    model: {
      id: 'test:model',
      async complete(req) {
        requests.push(req);
        if (fail?.(req)) throw new Error('endpoint down');
        const user = req.messages.at(-1)!.content;
        const facts = [...user.matchAll(/^\[(\d+)\] .*?grew (\d+)%/gm)].map((m) => ({
          sentence: Number(m[1]), metric: 'revenue', value_text: `${m[2]}%`, value: Number(m[2]), value_high: null, unit: 'percent', currency: null,
          period: null, period_text: null, kind: 'change', basis: null, segment: null,
        }));
        return { text: JSON.stringify({ facts }), usage: { promptTokens: 1, completionTokens: 1 }, cached: false };
      },
    },
  };
}

const sink = () => {
  const rows: Omit<QuarantineRow, 'at'>[] = [];
  return { rows, record: (r: Omit<QuarantineRow, 'at'>) => void rows.push(r), clear: () => undefined };
};

// 90 sentences of management over three pages; the middle of the call names no metric.
const lines = Array.from({ length: 90 }, (_, i) => (i >= 40 && i < 80 ? `We opened office number ${i + 1} this year.` : `Our revenue grew ${i + 1}% in region ${i + 1}.`));
const pages = [lines.slice(0, 30), lines.slice(30, 60), lines.slice(60)].map((p, i) => `${i === 0 ? 'Ravi Rao: ' : ''}${p.join(' ')}`);
const doc = { docId: 'd1', company: 'Aravali Infotech Limited', quarter: 'Q2' as const, year: 'FY24', fyEndMonth: 3, pages };

describe('the model fact reader', () => {
  it('sends management sentences in batches of 40, skips a batch naming no metric, and maps numbers back to sentences', async () => {
    expect(managementSentences(doc)).toHaveLength(90);
    const m = model();
    const q = sink();
    const r = await new LlmFactReader(m.model, q).read(doc);
    // Sentences 1-40, then 81-90; 41-80 name no metric.
    expect(m.requests).toHaveLength(2);
    expect(m.requests[0]!.messages.at(-1)!.content).toMatch(/\[40\] Our revenue grew 40%/);
    expect(m.requests[1]!.messages.at(-1)!.content).toMatch(/^\[1\] Our revenue grew 81%/m);
    expect(m.requests[0]).toMatchObject({ promptId: 'facts.read', stage: 'facts' });
    expect(r).toMatchObject({ dropped: 0, quarantined: 0 });
    expect(r.facts).toHaveLength(50);
    for (const f of r.facts) expect(f.sentence).toContain(`grew ${f.value}%`);
    expect(r.facts.find((f) => f.value === 85)).toMatchObject({ page: 3, speaker: 'Ravi Rao', company: 'Aravali Infotech Limited', metricText: 'revenue' });
    expect(r.facts.find((f) => f.value === 5)!.page).toBe(1);
    // Each figure placed on its page as the rules place theirs: its offset in the page's text.
    for (const f of r.facts) expect(pages[f.page - 1]!.slice(f.position!, f.position! + f.valueText.length)).toBe(f.valueText);
    expect(q.rows).toEqual([]);
  });

  it('throws a provider error (the stage stops; nothing is quarantined)', async () => {
    const m = model((req) => /grew 81%/.test(req.messages.at(-1)!.content));
    const q = sink();
    await expect(new LlmFactReader(m.model, q).read(doc)).rejects.toThrow(/endpoint down/);
    expect(q.rows).toEqual([]);
  });
});
