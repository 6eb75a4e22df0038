/**
 * Facts over HTTP, in process on the demo corpus: GET /api/facts lists a company's stored facts
 * (any spelling of the company, a metric, a kind), an unknown company is a 404 naming the closest,
 * the route checks the token and the Host like every API route and does not queue behind answers;
 * an answer stated from facts carries them in its JSON and in the stream's done event.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import type { Fact } from '../src/core/fact.js';
import { silentReporter } from '../src/core/reporter.js';
import { buildServer, type HybridRagServer, type ServerOptions } from '../src/server/app.js';
import { runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const NIM_Q = 'Compare the net interest margin of Konkan Coastal Bank and Deccan Mercantile Bank';
const TCV_Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";
const TOKEN = 'ab12'.repeat(8);

type ListedFact = Fact & { document: string };

let tmp: { dir: string; cleanup: () => void };
let wd: string;
const started: HybridRagServer[] = [];

async function serve(extra: Partial<ServerOptions> = {}): Promise<HybridRagServer & { url: string }> {
  const s = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, ...extra });
  started.push(s);
  return { ...s, url: await s.app.listen({ host: '127.0.0.1', port: 0 }) };
}

describe('facts over HTTP', () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-serve-facts-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(async () => {
    for (const s of started) await s.app.close();
    tmp?.cleanup();
  });

  it('GET /api/facts: a company by any spelling, its facts with their documents; a metric and a kind narrow them', async () => {
    const { app } = await serve();
    const get = async (q: string) => {
      const r = await app.inject({ url: `/api/facts?${q}` });
      return { status: r.statusCode, body: r.json() as { company: string; facts: ListedFact[] } };
    };
    const all = await get('company=kcb');
    expect(all.status).toBe(200);
    expect(all.body.company).toBe('Konkan Coastal Bank Limited');
    expect(all.body.facts.length).toBeGreaterThan(10);
    for (const f of all.body.facts) {
      expect(f.company).toBe('Konkan Coastal Bank Limited');
      expect(f.document).toBe('kcb-concall.pdf');
      expect(f.page).toBeGreaterThanOrEqual(1);
    }
    expect(all.body.facts.filter((f) => f.metric === 'net_interest_margin' && f.kind === 'actual').map((f) => `${f.valueText} ${f.period?.quarter} ${f.period?.year}`)).toContain('4.21% Q1 FY24');
    // The same company spelled otherwise; the CLI lists the same facts.
    expect((await get(`company=${encodeURIComponent('konkan coastal bank ltd')}`)).body).toEqual(all.body);
    const cli = await runCli(['-q', '-w', wd, 'facts', '--company', 'kcb', '--json'], { cwd: tmp.dir });
    expect((JSON.parse(cli.stdout) as Fact[]).map((f) => f.id)).toEqual(all.body.facts.map((f) => f.id));

    const byMetric = await get('company=kcb&metric=net%20interest%20margin');
    expect(byMetric.body.facts.length).toBeGreaterThan(0);
    expect(new Set(byMetric.body.facts.map((f) => f.metric))).toEqual(new Set(['net_interest_margin']));
    expect((await get('company=kcb&metric=net_interest_margin')).body.facts).toEqual(byMetric.body.facts);
    const guidance = await get('company=kcb&kind=guidance');
    expect(guidance.body.facts.length).toBeGreaterThan(0);
    expect(new Set(guidance.body.facts.map((f) => f.kind))).toEqual(new Set(['guidance']));
    expect((await get('company=kcb&metric=no_such_metric')).body.facts).toEqual([]);
  });

  it('an unknown company is a 404 naming the closest; a missing company or a bad kind is a 400, in the one error envelope', async () => {
    const { app } = await serve();
    const miss = await app.inject({ url: '/api/facts?company=Aravalli' });
    expect(miss.statusCode).toBe(404);
    const j = miss.json() as { error: { code: string; message: string; hint?: string } };
    expect(Object.keys(j)).toEqual(['error']);
    expect(j.error.code).toBe('NO_MATCH');
    expect(j.error.message).toMatch(/^company "Aravalli" matches no ingested company; did you mean Aravali Infotech Limited/);
    for (const q of ['', 'company=', 'company=kcb&kind=forecast', 'company=kcb&extra=1']) {
      const r = await app.inject({ url: `/api/facts?${q}` });
      expect([q, r.statusCode, (r.json() as { error: { code: string } }).error.code]).toEqual([q, 400, 'USAGE']);
    }
    expect((await app.inject({ url: '/openapi.json' })).json()).toMatchObject({ paths: { '/api/facts': { get: { parameters: expect.arrayContaining([expect.objectContaining({ name: 'company', required: true })]) } } } });
  });

  it('the token and the Host are checked as on every API route; a full queue of answers does not hold it up', async () => {
    const locked = await serve({ token: TOKEN });
    expect((await locked.app.inject({ url: '/api/facts?company=kcb' })).statusCode).toBe(401);
    expect((await locked.app.inject({ url: '/api/facts?company=kcb', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    // An unknown company is not revealed to a client without the token.
    expect((await locked.app.inject({ url: '/api/facts?company=Zzyzx' })).statusCode).toBe(401);
    expect((await locked.app.inject({ url: '/api/facts?company=kcb', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(200);
    const misdirected = await locked.app.inject({ url: '/api/facts?company=kcb', headers: { host: 'evil.example', authorization: `Bearer ${TOKEN}` } });
    expect([misdirected.statusCode, (misdirected.json() as { error: { code: string } }).error.code]).toEqual([421, 'MISDIRECTED']);

    const s = await serve({ maxActive: 1, maxWaiting: 0, streamIntervalMs: 300 });
    const held = await fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: JSON.stringify({ question: TCV_Q }) });
    const reader = held.body!.getReader();
    await reader.read();
    expect(s.gate.stats.running).toBe(1);
    expect((await fetch(`${s.url}/api/graph/question?question=revenue`)).status).toBe(503);
    expect((await fetch(`${s.url}/api/facts?company=kcb`)).status).toBe(200);
    await reader.cancel();
  });

  it('an answer from facts carries them: in the JSON, and in the stream\'s done event', async () => {
    const { app } = await serve();
    const r = await app.inject({ method: 'POST', url: '/api/ask', payload: { question: NIM_Q } });
    expect(r.statusCode).toBe(200);
    const body = r.json() as { answer: string; facts?: ListedFact[]; scope: { companies: string[] }; citations: { document: string; pages: number[] }[] };
    expect(body.scope.companies).toEqual(['Konkan Coastal Bank Limited', 'Deccan Mercantile Bank Limited']);
    expect(body.facts?.map((f) => [f.company, f.metric, f.valueText, f.document, f.page])).toEqual([
      ['Konkan Coastal Bank Limited', 'net_interest_margin', '4.21%', 'kcb-concall.pdf', 1],
      ['Deccan Mercantile Bank Limited', 'net_interest_margin', '3.62%', 'deccan-mercantile-bank-q1-fy24.pdf', 2],
    ]);
    // Each fact is cited: its document and page are among the citations.
    for (const f of body.facts!) expect(body.citations.some((c) => c.document === f.document && c.pages.includes(f.page))).toBe(true);

    const streamed = await app.inject({ method: 'POST', url: '/api/ask', headers: { accept: 'text/event-stream' }, payload: { question: NIM_Q } });
    const events = streamed.body.split('\n\n').filter(Boolean).map((block) => ({ event: /^event: (.+)$/m.exec(block)?.[1], data: /^data: (.*)$/m.exec(block)?.[1] ?? '' }));
    expect(events.map((e) => e.event).filter((e, i, a) => a.indexOf(e) === i)).toEqual(['scope', 'contexts', 'answer', 'done']);
    const done = JSON.parse(events.at(-1)!.data) as { facts?: ListedFact[] };
    expect(done.facts).toEqual(body.facts);

    // One company's value carries the fact it states, its chunk first among the contexts.
    const value = (await app.inject({ method: 'POST', url: '/api/ask', payload: { question: TCV_Q } })).json() as { facts?: ListedFact[]; answer: string; citations: { document: string; pages: number[] }[] };
    expect(value.facts?.map((f) => [f.metric, f.valueText])).toEqual([['total_contract_value', '$1.14 billion']]);
    expect(value.answer).toMatch(/\$1\.14 billion.*\[1\]/);
    expect(value.citations[0]).toMatchObject({ document: value.facts![0]!.document });
    expect(value.citations[0]!.pages).toContain(value.facts![0]!.page);
    // An answer read from passages carries none.
    const text = (await app.inject({ method: 'POST', url: '/api/ask', payload: { question: 'Why did Aravali Infotech win more deals?' } })).json() as { facts?: unknown };
    expect(text.facts).toBeUndefined();
  });
});
