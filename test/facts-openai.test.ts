/**
 * The facts stage with `facts.reader: "model"` on the openai provider, against the fake server: the
 * model's items become facts with the rules' pages and speakers; an item that does not fit the
 * fact schema is dropped and counted; a reply that is not JSON is repaired once, then its batch is
 * quarantined and the document keeps the facts it had; a changed model reads every document again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ConfigOverrides } from '../src/core/config/config.js';
import type { Provider } from '../src/core/providers/types.js';
import { listQuarantine } from '../src/core/providers/quarantine.js';
import { factsFor } from '../src/core/store/sqlite/facts.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import type { DocumentRecord } from '../src/core/store/store.js';
import { factsStage } from '../src/pipeline/facts/facts-stage.js';
import { runStages } from '../src/pipeline/run-stages.js';
import type { StageContext } from '../src/pipeline/stage.js';
import { harness, type Harness } from './fake-openai/harness.js';
import type { ChatBody } from './fake-openai/server.js';

let h: Harness | undefined;
let provider: Provider | undefined;
afterEach(async () => {
  await provider?.close();
  provider = undefined;
  await h?.cleanup();
  h = undefined;
});

const COMPANY = 'Aravali Infotech Limited';
const PAGES = [
  'Moderator: Ladies and gentlemen, welcome to the Q2 FY24 earnings call of Aravali Infotech Limited. I now hand the conference over to Mr. Ravi Rao.\n\n' +
    'Ravi Rao: Thank you. Our revenue grew 12% year-on-year to Rs 1,200 crore. We added 16 large deals.',
  'Ravi Rao: Our EBIT margin was 21.5% for the quarter.\n\nModerator: The first question is from the line of Avi Mehta from Macquarie.\n\n' +
    'Avi Mehta: What is your EBIT margin outlook? Is 25% possible?\n\nRavi Rao: We expect EBIT margin of 21% to 23% for FY25.',
];

const doc = (id: string): DocumentRecord => ({
  id, path: `/in/${id}.txt`, fileName: `${id}.txt`, sha256: `${id}ffff`, size: 10, format: 'txt', company: COMPANY, ticker: null,
  quarter: 'Q2', year: 'FY24', callDate: null, fyEndMonth: 3, metaSource: '{}', pageCount: PAGES.length, chunkParams: '',
  ingestKey: id, ingestedAt: '2024-01-01T00:00:00.000Z',
});

/** The numbered sentences of a facts request: number -> text. */
function sentencesOf(b: ChatBody): Map<number, string> {
  const user = b.messages.find((m) => m.role === 'user')?.content ?? '';
  const block = /<document>\n([\s\S]*?)\n<\/document>/.exec(user)?.[1] ?? '';
  return new Map([...block.matchAll(/^\[(\d+)\] (.*)$/gm)].map((m) => [Number(m[1]), m[2]!]));
}

const item = (sentence: number, over: Record<string, unknown>) => ({
  sentence, metric: 'revenue', value_text: '', value: 0, value_high: null, unit: 'percent', currency: null,
  period: { quarter: 'Q2', year: 'FY24' }, period_text: null, kind: 'actual', basis: null, segment: null, ...over,
});

/** A model that reads the call's four figures right, plus `extra` items. */
function reads(extra: (n: (s: string) => number) => unknown[] = () => []) {
  return (b: ChatBody): string => {
    const ss = sentencesOf(b);
    const n = (part: string): number => [...ss].find(([, t]) => t.includes(part))?.[0] ?? 0;
    return JSON.stringify({
      facts: [
        item(n('grew 12%'), { value_text: '12%', value: 12, kind: 'change', basis: 'yoy' }),
        item(n('Rs 1,200 crore'), { value_text: 'Rs 1,200 crore', value: 12_000_000_000, unit: 'money', currency: 'INR' }),
        item(n('21.5%'), { metric: 'ebit_margin', value_text: '21.5%', value: 21.5 }),
        item(n('21% to 23%'), { metric: 'ebit_margin', value_text: '21% to 23%', value: 21, value_high: 23, kind: 'guidance', period: { quarter: null, year: 'FY25' }, period_text: 'for FY25' }),
        ...extra(n),
      ],
    });
  };
}

async function setup(over: ConfigOverrides = {}) {
  h = await harness();
  const config = h.config({ facts: { reader: 'model' }, ...over } as ConfigOverrides);
  const store = new SqliteStore(h.db, config.workdir);
  await store.replaceDocument(doc('a1'), PAGES, []);
  provider = await h.provider({ facts: { reader: 'model' }, ...over } as ConfigOverrides);
  const ctx = (p: Provider = provider!): StageContext => ({ db: h!.db, config, out: h!.out, provider: p, signal: new AbortController().signal, progress: () => undefined });
  return { h, config, ctx };
}

const chatRequests = (x: Harness) => x.fake.requests.filter((r) => r.route === 'chat').map((r) => r.body as ChatBody);

describe('facts read by the model', () => {
  it('turns a valid reply into facts with the sentences\' pages and speakers', async () => {
    const { h, config, ctx } = await setup();
    h.fake.setChat(reads());
    const stage = factsStage(config);
    expect(stage.offline).toBe(false);
    expect(stage.pending(h.db)).toBe(1);
    const report = await stage.run(ctx());
    expect(report).toMatchObject({ processed: 1, failed: 0, detail: { facts: 4, dropped: 0 } });
    expect(String(report.detail!.version)).toMatch(/\+facts\.read@1\+openai:fake-chat$/);
    const facts = factsFor(h.db, { docId: 'a1' });
    expect(facts.map((f) => [f.metric, f.valueText, f.page, f.speaker, f.kind]).sort()).toEqual([
      ['ebit_margin', '21% to 23%', 2, 'Ravi Rao', 'guidance'],
      ['ebit_margin', '21.5%', 2, 'Ravi Rao', 'actual'],
      ['revenue', '12%', 1, 'Ravi Rao', 'change'],
      ['revenue', 'Rs 1,200 crore', 1, 'Ravi Rao', 'actual'],
    ]);
    expect(new Set(facts.map((f) => f.id)).size).toBe(4);
    const money = facts.find((f) => f.unit === 'money')!;
    expect(money).toMatchObject({ company: COMPANY, currency: 'inr', value: 12_000_000_000, sentence: 'Our revenue grew 12% year-on-year to Rs 1,200 crore.', metricText: 'revenue' });
    expect(facts.find((f) => f.kind === 'guidance')).toMatchObject({ valueHigh: 23, period: { quarter: null, year: 'FY25' }, periodText: 'for FY25' });

    // One request: management's sentences only, with the metrics they name.
    const [body, ...more] = chatRequests(h);
    expect(more).toHaveLength(0);
    expect(body!.model).toBe('fake-chat');
    const user = body!.messages.find((m) => m.role === 'user')!.content;
    expect(user).toContain('Company: Aravali Infotech Limited; the call\'s period: Q2 FY24.');
    expect(user).toMatch(/^revenue: .*\(money\)$/m);
    expect(user).toMatch(/^ebit_margin: .*\(percent\)$/m);
    expect(user).not.toContain('Is 25% possible');
    expect(user).not.toContain('Ladies and gentlemen');
    expect(stage.pending(h.db)).toBe(0);
  });

  it('runs among ingest\'s stages, which open the provider for it', async () => {
    const { h, config } = await setup();
    h.fake.setChat(reads());
    let opened = 0;
    const reports = await runStages([factsStage(config)], {
      db: h.db, config, out: h.out, signal: new AbortController().signal,
      openProvider: () => {
        opened++;
        return provider!;
      },
    });
    expect(opened).toBe(1);
    expect(reports.map((r) => [r.stage, r.processed, r.detail?.facts])).toEqual([['facts', 1, 4]]);
  });

  it('drops an item of an unknown metric, unit or kind, counts it, and keeps the valid ones', async () => {
    const { h, config, ctx } = await setup();
    h.fake.setChat(reads((n) => [
      item(n('16 large deals'), { metric: 'large_deals_won_by_magic', value_text: '16', value: 16, unit: 'count' }),
      item(n('21.5%'), { metric: 'ebit_margin', value_text: '21.5%', value: 21.5, unit: 'percentage' }),
      item(n('21.5%'), { metric: 'ebit_margin', value_text: '21.5%', value: 21.5, kind: 'forecast' }),
      item(99, { value_text: '12%', value: 12 }),
    ]));
    const report = await factsStage(config).run(ctx());
    expect(report).toMatchObject({ processed: 1, failed: 0, detail: { facts: 4, dropped: 4 } });
    expect(factsFor(h.db, { docId: 'a1' })).toHaveLength(4);
    expect(listQuarantine(h.db)).toEqual([]);
  });

  it('repairs a reply that is not JSON once, then quarantines the batch; the document keeps the facts it had', async () => {
    const { h, config, ctx } = await setup();
    // Read by rules first (the default reader).
    const rules = factsStage(h.config({ facts: { reader: 'rules' } } as ConfigOverrides));
    expect(rules.offline).toBe(true);
    await rules.run(ctx());
    const before = factsFor(h.db, { docId: 'a1' });
    expect(before.length).toBeGreaterThan(0);

    h.fake.setChat(() => 'Sorry, I cannot help with that request.');
    const stage = factsStage(config);
    expect(stage.pending(h.db)).toBe(1);
    const report = await stage.run(ctx());
    expect(report).toMatchObject({ processed: 1, failed: 1, detail: { facts: 0 } });
    expect(report.failure?.message).toMatch(/facts stored nothing/);
    // The first reply, then the repair prompt.
    const bodies = chatRequests(h);
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    expect(bodies.at(-1)!.messages.at(-1)!.content).toMatch(/could not be used/);
    const rows = listQuarantine(h.db, { stage: 'facts' });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ itemId: 'a1#1', promptId: 'facts.read', raw: 'Sorry, I cannot help with that request.' });
    expect(rows[0]!.error).toMatch(/invalid reply after one repair attempt/);
    // Nothing stored was lost, and the document is asked again at the next run.
    expect(factsFor(h.db, { docId: 'a1' })).toEqual(before);
    expect(stage.pending(h.db)).toBe(1);

    // The model answers now (no cached reply to replay: a new model name): the row goes.
    h.fake.setChat(reads());
    const over = { facts: { reader: 'model' }, openai: { models: { extraction: 'fake-chat-2' } } } as ConfigOverrides;
    const p2 = await h.provider(over);
    try {
      const again = await factsStage(h.config(over)).run(ctx(p2));
      expect(again).toMatchObject({ processed: 1, failed: 0, detail: { facts: 4 } });
    } finally {
      await p2.close();
    }
    expect(listQuarantine(h.db, { stage: 'facts' })).toEqual([]);
  });

  it('reads every document again when the model changes, and again when the reader goes back to rules', async () => {
    const { h, config, ctx } = await setup();
    h.fake.setChat(reads());
    const first = factsStage(config);
    await first.run(ctx());
    expect(first.pending(h.db)).toBe(0);
    expect(chatRequests(h)).toHaveLength(1);

    const over = { facts: { reader: 'model' }, openai: { models: { extraction: 'fake-chat-2' } } } as ConfigOverrides;
    const other = factsStage(h.config(over));
    expect(other.pending(h.db)).toBe(1);
    const p2 = await h.provider(over);
    try {
      const r = await other.run(ctx(p2));
      expect(r).toMatchObject({ processed: 1, detail: { facts: 4 } });
      expect(String(r.detail!.version)).toMatch(/openai:fake-chat-2$/);
    } finally {
      await p2.close();
    }
    expect(chatRequests(h).map((b) => b.model)).toEqual(['fake-chat', 'fake-chat-2']);
    expect(other.pending(h.db)).toBe(0);
    expect(first.pending(h.db)).toBe(1);

    // Back to the rules: read again, offline, with the rules' facts.
    const rules = factsStage(h.config({ facts: { reader: 'rules' } } as ConfigOverrides));
    expect(rules.pending(h.db)).toBe(1);
    await rules.run(ctx());
    expect(chatRequests(h)).toHaveLength(2);
    expect(factsFor(h.db, { docId: 'a1' }).map((f) => f.valueText).sort()).toEqual(['12%', '21% to 23%', '21.5%', 'Rs 1,200 crore']);
  });
});
