/**
 * `hybridrag serve` end to end on the demo corpus: every endpoint on a real port (127.0.0.1, port
 * 0), errors, the token, size limits, streaming, a client leaving mid-stream, a full queue, the
 * OpenAI client against /v1, documents ingested while the server runs, and the CLI command itself.
 */
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { join } from 'node:path';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openDb } from '../src/core/store/db.js';
import { buildServer, type ServerOptions } from '../src/server/app.js';
import { openAskDeps } from '../src/app/open.js';
import { BIN, ROOT, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const DEMO = join(ROOT, 'data', 'demo');
const TCV_Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";

let tmp: { dir: string; cleanup: () => void };
let wd: string;
const servers: { close(): Promise<unknown> }[] = [];

/** A server on 127.0.0.1 and a free port; closed after the suite. */
async function serve(extra: Partial<ServerOptions> = {}, workdir = wd): Promise<string> {
  const { app } = await buildServer({ config: { ...defaultConfig(), workdir }, out: silentReporter, ...extra });
  servers.push(app);
  return app.listen({ host: '127.0.0.1', port: 0 });
}

const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: typeof body === 'string' ? body : JSON.stringify(body) });

/** Server-sent events of a response, in order (`event` undefined for unnamed ones). */
async function readEvents(res: Response): Promise<{ event?: string; data: string }[]> {
  const text = await res.text();
  return text.split('\n\n').filter((b) => b.trim() !== '').map((block) => {
    const lines = block.split('\n');
    return { event: lines.find((l) => l.startsWith('event: '))?.slice(7), data: lines.filter((l) => l.startsWith('data: ')).map((l) => l.slice(6)).join('\n') };
  });
}

describe.skipIf(!existsSync(DEMO))('hybridrag serve', () => {
  let base: string;

  beforeAll(async () => {
    tmp = tempDir('hybridrag-serve-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
    base = await serve();
  });
  afterAll(async () => {
    for (const s of servers) await s.close();
    tmp?.cleanup();
  });

  it('POST /api/ask returns the `ask --json` object, citations renumbered, plus the workdir', async () => {
    const res = await post(`${base}/api/ask`, { question: TCV_Q, mode: 'hybrid', filters: { company: 'aravali', quarter: 'q1' } });
    expect(res.status).toBe(200);
    const j = (await res.json()) as Record<string, unknown> & { answer: string; citations: { n: number; context: number }[] };
    const cli = await runCli(['-q', '-w', wd, 'ask', TCV_Q, '--mode', 'hybrid', '--company', 'aravali', '--quarter', 'q1', '--json'], { cwd: tmp.dir });
    expect(cli.code, cli.stderr).toBe(0);
    const expected = JSON.parse(cli.stdout) as Record<string, unknown>;
    for (const key of ['question', 'mode', 'answer', 'refused', 'citations', 'contexts', 'scope', 'workdir']) expect(j[key], key).toEqual(expected[key]);
    expect(j.answer).toContain('1.14 billion');
    expect(j.citations.map((c) => c.n)).toEqual(j.citations.map((_, i) => i + 1));
  });

  it('GET /api/status, /api/companies, /api/documents, a page, the graph neighbourhood, /openapi.json, /healthz', async () => {
    const status = (await (await fetch(`${base}/api/status`)).json()) as { documents: number; chunks: number; workdir: string };
    expect(status).toMatchObject({ documents: 6, workdir: wd });
    const { companies } = (await (await fetch(`${base}/api/companies`)).json()) as { companies: { name: string; ticker: string; quarters: { quarter: string; year: string }[] }[] };
    expect(companies).toHaveLength(5);
    expect(companies.find((c) => c.ticker === 'ARAVALI')?.quarters).toEqual([{ quarter: 'Q1', year: 'FY24' }, { quarter: 'Q2', year: 'FY24' }]);
    const { documents } = (await (await fetch(`${base}/api/documents`)).json()) as { documents: { id: string; fileName: string; pages: number }[] };
    expect(documents).toHaveLength(6);
    const doc = documents.find((d) => d.fileName === 'aravali-infotech-q1-fy24.pdf')!;
    expect(doc.pages).toBeGreaterThan(0);
    for (const id of [doc.id, doc.fileName, 'aravali-infotech-q1-fy24']) {
      const page = (await (await fetch(`${base}/api/documents/${encodeURIComponent(id)}/pages/1`)).json()) as { document: string; page: number; text: string };
      expect(page).toMatchObject({ document: doc.fileName, page: 1 });
      expect(page.text).toContain('$1.14 billion');
    }
    const n = (await (await fetch(`${base}/api/graph/neighbourhood?entity=${encodeURIComponent('Aravali Infotech')}&depth=1`)).json()) as { name: string; lines: { hop: number; text: string; source: string }[] };
    expect(n.name).toBe('Aravali Infotech Limited');
    expect(n.lines.length).toBeGreaterThan(0);
    expect(n.lines.every((l) => l.hop === 1 && l.source.includes('.pdf'))).toBe(true);
    // The graph around the question's linked entities: the linked node among the nodes, every edge between listed nodes.
    const qg = (await (await fetch(`${base}/api/graph/question?question=${encodeURIComponent(TCV_Q)}&company=aravali`)).json()) as { linked: string[]; nodes: { id: string; label: string }[]; edges: { source: string; target: string; source_label: string }[] };
    const ids = new Set(qg.nodes.map((x) => x.id));
    expect(qg.nodes.filter((x) => qg.linked.includes(x.id)).map((x) => x.label)).toContain('Aravali Infotech Limited');
    expect(qg.edges.length).toBeGreaterThan(0);
    expect(qg.edges.every((e) => ids.has(e.source) && ids.has(e.target) && e.source_label.includes('aravali'))).toBe(true);
    const api = (await (await fetch(`${base}/openapi.json`)).json()) as { openapi: string; paths: Record<string, { post?: { requestBody: { content: Record<string, { schema: { properties: Record<string, unknown> } }> } } }> };
    expect(api.openapi).toBe('3.1.0');
    expect(Object.keys(api.paths['/api/ask']!.post!.requestBody.content['application/json']!.schema.properties)).toEqual(expect.arrayContaining(['question', 'mode', 'filters', 'topK', 'depth', 'autoScope']));
    expect(await (await fetch(`${base}/healthz`)).json()).toMatchObject({ ok: true });
  });

  it('errors are JSON with the status of their code; a question about an absent company is a 200 refusal', async () => {
    const cases: [Response, number, string][] = [
      [await post(`${base}/api/ask`, { question: 'q', mode: 'nope' }), 400, 'USAGE'],
      [await post(`${base}/api/ask`, { question: '   ' }), 400, 'USAGE'],
      [await post(`${base}/api/ask`, { question: 'q', filters: { quarter: 'Q7' } }), 400, 'USAGE'],
      [await post(`${base}/api/ask`, '{"question": '), 400, 'USAGE'],
      [await post(`${base}/api/ask`, { question: 'revenue?', filters: { company: 'Zzyzx Holdings' } }), 404, 'NO_MATCH'],
      [await fetch(`${base}/api/documents/nope.pdf/pages/1`), 404, 'NO_MATCH'],
      [await fetch(`${base}/api/documents/aravali-infotech-q1-fy24.pdf/pages/99`), 404, 'NO_MATCH'],
      [await fetch(`${base}/api/graph/neighbourhood?entity=No%20Such%20Entity`), 404, 'NO_MATCH'],
      [await fetch(`${base}/api/graph/neighbourhood`), 400, 'USAGE'],
      [await fetch(`${base}/api/graph/question`), 400, 'USAGE'],
      [await fetch(`${base}/api/nothing`), 404, 'NOT_FOUND'],
    ];
    for (const [res, status, code] of cases) {
      const body = (await res.json()) as { error: { code: string; message: string } };
      expect([res.status, body.error.code], body.error.message).toEqual([status, code]);
      expect(body.error.message.length).toBeGreaterThan(0);
    }
    const absent = await post(`${base}/api/ask`, { question: 'What did Coal India say about production?' });
    expect(absent.status).toBe(200);
    expect(await absent.json()).toMatchObject({ refused: true, contexts: [], scope: { absent: [expect.objectContaining({ text: 'Coal India' })] } });
  });

  it('413 for a question over the cap and for a body over the limit; no CORS headers unless asked', async () => {
    const long = await post(`${base}/api/ask`, { question: 'a'.repeat(2001) });
    expect(long.status).toBe(413);
    expect(((await long.json()) as { error: { code: string } }).error.code).toBe('TOO_LARGE');
    const huge = await post(`${base}/api/ask`, { question: 'a'.repeat(70_000) });
    expect(huge.status).toBe(413);
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('TOO_LARGE');
    expect((await fetch(`${base}/healthz`, { headers: { origin: 'http://evil.example' } })).headers.get('access-control-allow-origin')).toBeNull();
    const cors = await serve({ corsOrigin: 'http://localhost:5173' });
    const pre = await fetch(`${cors}/api/ask`, { method: 'OPTIONS', headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'POST' } });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
  });

  it('with a token every request but /healthz needs Authorization: Bearer <token>', async () => {
    const url = await serve({ token: 's3cret-token' });
    const none = await fetch(`${url}/api/status`);
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toBe('Bearer');
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    expect((await fetch(`${url}/api/status`, { headers: { authorization: 'Bearer wrong' } })).status).toBe(401);
    expect((await post(`${url}/v1/chat/completions`, { model: 'hybridrag-vector', messages: [{ role: 'user', content: 'q' }] })).status).toBe(401);
    expect((await fetch(`${url}/api/status`, { headers: { authorization: 'Bearer s3cret-token' } })).status).toBe(200);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  it('Accept: text/event-stream streams scope, contexts, the answer sentence by sentence, then done', async () => {
    // A question the passages answer in several sentences (a value would be one fact's line).
    const question = "Why were Aravali Infotech's deal wins strong in Q1 FY24?";
    const res = await post(`${base}/api/ask`, { question, filters: { company: 'aravali' } }, { accept: 'text/event-stream' });
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const events = await readEvents(res);
    const names = events.map((e) => e.event);
    expect(names[0]).toBe('scope');
    expect(names[1]).toBe('contexts');
    expect(names.at(-1)).toBe('done');
    const answers = events.filter((e) => e.event === 'answer').map((e) => (JSON.parse(e.data) as { text: string }).text);
    expect(answers.length).toBeGreaterThan(1);
    const json = (await (await post(`${base}/api/ask`, { question, filters: { company: 'aravali' } })).json()) as { answer: string; citations: unknown[] };
    expect(answers.join('')).toBe(json.answer);
    expect((JSON.parse(events.at(-1)!.data) as { citations: unknown[] }).citations).toEqual(json.citations);
    expect((JSON.parse(events[1]!.data) as unknown[]).length).toBeGreaterThan(0);
  });

  it('a client leaving mid-stream does not stop the server', async () => {
    const url = await serve({ streamIntervalMs: 200 });
    const ctrl = new AbortController();
    const res = await post(`${url}/api/ask`, { question: TCV_Q, filters: { company: 'aravali' } }, { accept: 'text/event-stream' });
    const reader = res.body!.getReader();
    await reader.read(); // the first events
    ctrl.abort();
    await reader.cancel();
    const after = await post(`${url}/api/ask`, { question: TCV_Q, filters: { company: 'aravali' } });
    expect(after.status).toBe(200);
    expect(((await after.json()) as { answer: string }).answer).toContain('1.14 billion');
  });

  it('1,000 concurrent questions against a small queue: some 503 with Retry-After, the rest answered, and the server answers afterwards', async () => {
    // The first answers are held until every other request has had its reply, so the queue stays full however slowly a loaded machine sends them.
    const { app, service } = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, maxActive: 1, maxWaiting: 3 });
    servers.push(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    let release!: () => void;
    const released = new Promise<void>((r) => (release = r));
    const ask = service.ask.bind(service);
    service.ask = async (body, signal) => {
      await released;
      return ask(body, signal);
    };
    let replied = 0;
    const all = await Promise.all(
      Array.from({ length: 1000 }, () =>
        post(`${url}/api/ask`, { question: TCV_Q, filters: { company: 'aravali' } }, { accept: 'text/event-stream' }).then((r) => {
          if (++replied === 996) release();
          return r;
        }),
      ),
    );
    const busy = all.filter((r) => r.status === 503);
    const ok = all.filter((r) => r.status === 200);
    // One running and three waiting are admitted; every other request is turned away at once.
    expect([busy.length, ok.length]).toEqual([996, 4]);
    expect(busy.every((r) => r.headers.get('retry-after') === '1')).toBe(true);
    expect(((await busy[0]!.json()) as { error: { code: string } }).error.code).toBe('BUSY');
    for (const r of ok) expect((await readEvents(r)).at(-1)?.event).toBe('done');
    expect((await post(`${url}/api/ask`, { question: TCV_Q })).status).toBe(200);
  }, 60_000);

  it('a malformed body (broken JSON, not an object, a form) is a 400 USAGE error and the server keeps answering', async () => {
    for (const [body, type] of [['{"question": ', 'application/json'], ['not json at all', 'application/json'], ['question=q', 'application/x-www-form-urlencoded'], ['[1, 2]', 'application/json']] as const) {
      const res = await fetch(`${base}/api/ask`, { method: 'POST', headers: { 'content-type': type }, body });
      const j = (await res.json()) as { error: { code: string } };
      expect([res.status, j.error.code], body).toEqual([400, 'USAGE']);
    }
    expect((await post(`${base}/api/ask`, { question: TCV_Q })).status).toBe(200);
  });

  const publicAddress = Object.values(networkInterfaces()).flat().find((i) => i && i.family === 'IPv4' && !i.internal)?.address;
  it.skipIf(!publicAddress)('a request from beyond loopback without the token gets 401, with it 200, and the server keeps serving', async () => {
    const { app } = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, token: 'public-s3cret' });
    servers.push(app);
    const port = new URL(await app.listen({ host: '0.0.0.0', port: 0 })).port;
    const url = `http://${publicAddress}:${port}`;
    const none = await post(`${url}/api/ask`, { question: TCV_Q });
    expect(none.status).toBe(401);
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('UNAUTHORIZED');
    expect((await fetch(`${url}/v1/models`)).status).toBe(401);
    const ok = await post(`${url}/api/ask`, { question: TCV_Q }, { authorization: 'Bearer public-s3cret' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { answer: string }).answer).toContain('1.14 billion');
  });

  it('GET /api/eval/latest: 404 until `hybridrag eval` runs on the workdir, then its metrics and report.html', async () => {
    const url = await serve();
    const before = await fetch(`${url}/api/eval/latest`);
    expect(before.status).toBe(404);
    expect(((await before.json()) as { error: { code: string } }).error.code).toBe('NO_MATCH');
    const r = await runCli(['-q', '-w', wd, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'vector,hybrid', '--limit', '3', '--out', 'eval-out'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const latest = (await (await fetch(`${url}/api/eval/latest`)).json()) as { dataset: string; kind: string; outDir: string; reportHtml: boolean; metrics: { questions: number; modes: Record<string, Record<string, { mean: number | null }>> } };
    expect(latest).toMatchObject({ kind: 'qa', outDir: join(tmp.dir, 'eval-out'), reportHtml: true, metrics: { questions: 3 } });
    expect(latest.dataset).toContain('qa.jsonl');
    // The metrics are the run's metrics.json.
    expect(latest.metrics).toEqual(JSON.parse(readFileSync(join(tmp.dir, 'eval-out', 'metrics.json'), 'utf8')));
    expect(Object.keys(latest.metrics.modes).sort()).toEqual(['hybrid', 'vector']);
    const html = await fetch(`${url}/api/eval/latest/report.html`);
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('<svg');
  }, 120_000);

  it('answers on worker threads as on the main thread (the built server, 2 workers)', async () => {
    // The pool runs the built worker script: use the built server (dist/, built by the global setup).
    const built = (await import(join(ROOT, 'dist', 'server', 'app.js'))) as typeof import('../src/server/app.js');
    const { app } = await built.buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, askWorkers: 2, maxActive: 4 });
    servers.push(app);
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const body = { question: TCV_Q, mode: 'hybrid', filters: { company: 'aravali' } };
    const strip = (j: Record<string, unknown>) => ({ ...j, timingsMs: undefined });
    const here = strip((await (await post(`${base}/api/ask`, body)).json()) as Record<string, unknown>);
    const all = await Promise.all(Array.from({ length: 8 }, () => post(`${url}/api/ask`, body)));
    expect(all.map((r) => r.status)).toEqual(Array(8).fill(200));
    for (const r of all) expect(strip((await r.json()) as Record<string, unknown>)).toEqual(here);
    const bad = await post(`${url}/api/ask`, { question: 'revenue?', filters: { company: 'Zzyzx Holdings' } });
    expect([bad.status, ((await bad.json()) as { error: { code: string } }).error.code]).toEqual([404, 'NO_MATCH']);
  });

  it('the official openai client: models, a completion with citation lines, and a stream ending in [DONE]', async () => {
    const client = new OpenAI({ baseURL: `${base}/v1`, apiKey: 'unused', maxRetries: 0 });
    const models = await client.models.list();
    expect(models.data.map((m) => m.id)).toEqual(['hybridrag-vector', 'hybridrag-graph', 'hybridrag-hybrid', 'hybridrag-kgar']);
    const done = await client.chat.completions.create({ model: 'hybridrag-hybrid', messages: [{ role: 'system', content: 'be brief' }, { role: 'user', content: TCV_Q }] });
    const text = done.choices[0]!.message.content!;
    expect(text).toContain('1.14 billion');
    expect(text).toMatch(/\n\n\[1\] aravali-infotech-q1-fy24\.pdf — Aravali Infotech Limited, Q1 FY24 — p\. \d/);
    const stream = await client.chat.completions.create({ model: 'hybridrag-hybrid', messages: [{ role: 'user', content: TCV_Q }], stream: true });
    const deltas: string[] = [];
    let finish: string | null = null;
    for await (const chunk of stream) {
      expect(chunk.object).toBe('chat.completion.chunk');
      deltas.push(chunk.choices[0]?.delta.content ?? '');
      finish = chunk.choices[0]?.finish_reason ?? finish;
    }
    expect(deltas.filter((d) => d !== '').length).toBeGreaterThanOrEqual(2);
    expect(deltas.filter((d) => d !== '').at(-1)).toMatch(/^\n\n\[1\] /);
    expect(deltas.join('')).toBe(text);
    expect(finish).toBe('stop');
    await expect(client.chat.completions.create({ model: 'gpt-4o', messages: [{ role: 'user', content: 'q' }] })).rejects.toMatchObject({ status: 404 });
    const raw = await (await post(`${base}/v1/chat/completions`, { model: 'hybridrag-vector', stream: true, messages: [{ role: 'user', content: TCV_Q }] })).text();
    expect(raw.trimEnd().endsWith('data: [DONE]')).toBe(true);
  });

  it('an empty workdir answers 503 EMPTY_WORKDIR, then documents ingested while the server runs are answered from', async () => {
    const live = join(tmp.dir, 'live');
    openDb(live).close(); // a workdir with a database and nothing in it
    const url = await serve({}, live);
    const empty = await post(`${url}/api/ask`, { question: TCV_Q });
    expect(empty.status).toBe(503);
    expect(((await empty.json()) as { error: { code: string } }).error.code).toBe('EMPTY_WORKDIR');
    const one = join(tmp.dir, 'one');
    mkdirSync(one);
    copyFileSync(join(DEMO, 'nilgiri-consumer-q1-fy24.pdf'), join(one, 'nilgiri-consumer-q1-fy24.pdf'));
    expect((await runCli(['-q', '-w', live, 'ingest', one], { cwd: tmp.dir })).code).toBe(0);
    // Unscoped questions in both modes: the HNSW index and the whole graph are loaded now.
    for (const mode of ['vector', 'hybrid']) {
      const first = (await (await post(`${url}/api/ask`, { question: 'How did Nilgiri Consumer revenue grow?', mode, autoScope: false })).json()) as { answer: string; refused: boolean };
      expect(first.refused).toBe(false);
    }
    // The same deps the server holds: the HNSW index and graph loaded now must grow with the next ingest.
    const opened = await openAskDeps({ ...defaultConfig(), workdir: live }, { out: silentReporter });
    const before = { vectors: opened.current().vectorIndex().size, nodes: opened.current().graph().order };
    expect(before.vectors).toBeGreaterThan(0);
    const two = join(tmp.dir, 'two');
    mkdirSync(two);
    copyFileSync(join(DEMO, 'aravali-infotech-q1-fy24.pdf'), join(two, 'aravali-infotech-q1-fy24.pdf'));
    expect((await runCli(['-q', '-w', live, 'ingest', two], { cwd: tmp.dir })).code).toBe(0);
    const { companies } = (await (await fetch(`${url}/api/companies`)).json()) as { companies: { ticker: string }[] };
    expect(companies.map((c) => c.ticker).sort()).toEqual(['ARAVALI', 'NILGIRI']);
    expect(opened.current().vectorIndex().size).toBeGreaterThan(before.vectors);
    expect(opened.current().graph().order).toBeGreaterThan(before.nodes);
    await opened.close();
    // Without the scope filter the vector channel searches the HNSW index: it must hold the new chunks.
    for (const body of [{ mode: 'vector', autoScope: false }, { mode: 'hybrid', autoScope: false }, { mode: 'hybrid' }]) {
      const mode = JSON.stringify(body);
      const j = (await (await post(`${url}/api/ask`, { question: TCV_Q, ...body })).json()) as { answer: string; citations: { document: string }[] };
      expect(j.answer, mode).toContain('1.14 billion');
      expect(j.citations[0]?.document).toBe('aravali-infotech-q1-fy24.pdf');
    }
    expect(((await (await fetch(`${url}/api/graph/neighbourhood?entity=Aravali%20Infotech`)).json()) as { name: string }).name).toBe('Aravali Infotech Limited');
  });

  it('the serve command: listens, answers, stops cleanly on SIGTERM; a public host without a token is refused', async () => {
    const refused = await runCli(['-w', wd, 'serve', '--host', '0.0.0.0', '--port', '0'], { cwd: tmp.dir, env: { HYBRIDRAG_TOKEN: undefined } });
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('HYBRIDRAG_TOKEN');
    const missing = await runCli(['-w', join(tmp.dir, 'never-ingested'), 'serve', '--port', '0'], { cwd: tmp.dir });
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('hybridrag ingest');
    const child = spawn(process.execPath, [BIN, '-q', '-w', wd, 'serve', '--port', '0'], { cwd: tmp.dir, env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_TOKEN: undefined } });
    let stdout = '';
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (d: Buffer) => {
        stdout += d.toString();
        const m = /at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
        if (m) resolve(m[1]!);
      });
      child.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
    });
    expect(((await (await post(`${url}/api/ask`, { question: TCV_Q })).json()) as { answer: string }).answer).toContain('1.14 billion');
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });
});
