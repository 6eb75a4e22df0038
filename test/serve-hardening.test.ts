/**
 * The server as an attacker (and a careless client) meets it, on loopback: the in-flight gate
 * cannot be skipped by spelling the URL differently, a body that never finishes holds no slot and
 * times out, clients that leave free their place in the queue and never start work, a foreign
 * Host is refused (DNS rebinding), the graph cache is keyed by the resolved company, and the
 * small things: --cors, token length, a shutdown deadline, gated and capped graph endpoints, one
 * error envelope without paths, security headers everywhere.
 */
import { connect } from 'node:net';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { HybridRagError } from '../src/core/errors.js';
import { silentReporter } from '../src/core/reporter.js';
import { buildServer, checkCorsOrigin, closeServer, requireTokenFor, type HybridRagServer, type ServerOptions } from '../src/server/app.js';
import { tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const TCV_Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";
const ASK = JSON.stringify({ question: TCV_Q, filters: { company: 'aravali' } });

let tmp: { dir: string; cleanup: () => void };
let wd: string;
const started: HybridRagServer[] = [];

async function serve(extra: Partial<ServerOptions> = {}): Promise<HybridRagServer & { url: string; port: number }> {
  const s = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, ...extra });
  started.push(s);
  const url = await s.app.listen({ host: '127.0.0.1', port: 0 });
  return { ...s, url, port: Number(new URL(url).port) };
}

/** Send raw bytes and read the response head (status and headers) and body until the server closes or `ms` passes. */
function raw(port: number, bytes: string, ms = 5000): Promise<{ status: number; head: string; body: string; closedAfterMs: number }> {
  return new Promise((resolve, reject) => {
    const t0 = Date.now();
    const s = connect(port, '127.0.0.1');
    let text = '';
    const done = (): void => {
      clearTimeout(timer);
      s.destroy();
      const [head = '', body = ''] = text.split('\r\n\r\n');
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body, closedAfterMs: Date.now() - t0 });
    };
    const timer = setTimeout(done, ms);
    s.on('data', (d: Buffer) => {
      text += d.toString();
      // One whole response with a Content-Length: enough.
      const m = /content-length: (\d+)/i.exec(text);
      const sep = text.indexOf('\r\n\r\n');
      if (m && sep >= 0 && Buffer.byteLength(text.slice(sep + 4)) >= Number(m[1])) done();
    });
    s.on('close', done);
    s.on('error', reject);
    s.write(bytes);
  });
}

const postLine = (target: string, port: number, body = ASK, host = `127.0.0.1:${port}`): string =>
  `POST ${target} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`;

/** A GET with a chosen Host header (fetch cannot set one). */
function getWithHost(port: number, path: string, host: string): Promise<{ status: number; body: string; headers: Record<string, unknown> }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** A streamed answer paced so that it holds its slot for a while; resolves once the stream started. */
async function holdSlot(url: string): Promise<{ done: Promise<string>; cancel: () => Promise<void> }> {
  const res = await fetch(`${url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: ASK });
  expect(res.status).toBe(200);
  const reader = res.body!.getReader();
  await reader.read();
  const done = (async () => {
    let t = '';
    for (;;) {
      const r = await reader.read();
      if (r.done) return t;
      t += new TextDecoder().decode(r.value);
    }
  })();
  return { done, cancel: () => reader.cancel() };
}

const until = async (f: () => boolean, ms = 5000): Promise<void> => {
  const t0 = Date.now();
  while (!f()) {
    if (Date.now() - t0 > ms) throw new Error('condition not reached in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};

/**
 * Hold the server's only slot with a question whose work waits until `release()`: the gate stays
 * full however slowly a loaded machine runs the test. Resolves once the question holds the slot.
 */
async function holdWork(s: HybridRagServer & { url: string }): Promise<{ release: () => Promise<number> }> {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  const ask = s.service.ask.bind(s.service);
  s.service.ask = async (body, signal) => {
    await opened;
    return ask(body, signal);
  };
  const res = fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ASK });
  await until(() => s.gate.stats.running === 1);
  return {
    release: async () => {
      open();
      const r = await res;
      await r.arrayBuffer();
      return r.status;
    },
  };
}

describe('hybridrag serve, hardened', () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-hard-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(async () => {
    for (const s of started) await s.app.close();
    tmp?.cleanup();
  });

  it('the gate goes by the matched route: %-escapes, a fragment and an absolute-form target are refused when it is full', async () => {
    const s = await serve({ maxActive: 1, maxWaiting: 0 });
    const held = await holdWork(s);
    for (const target of ['/api/%61sk', '/api/ask#x', `http://127.0.0.1:${s.port}/api/ask`, '/api/ask?x=1', '//api/ask', '/api/ask/']) {
      const r = await raw(s.port, postLine(target, s.port));
      if (r.status === 404) continue; // a spelling that names no route reaches no work either
      expect([target, r.status], r.body).toEqual([target, 503]);
      expect(JSON.parse(r.body)).toMatchObject({ error: { code: 'BUSY' } });
    }
    for (const target of ['/v1/chat/%63ompletions', '/api/graph/%71uestion?question=revenue']) {
      const body = JSON.stringify({ model: 'hybridrag-vector', messages: [{ role: 'user', content: TCV_Q }] });
      const r = target.startsWith('/api/graph') ? await raw(s.port, `GET ${target} HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nConnection: close\r\n\r\n`) : await raw(s.port, postLine(target, s.port, body));
      expect([target, r.status], r.body).toEqual([target, 503]);
    }
    expect(await held.release()).toBe(200);
  });

  it('a body that never finishes holds no slot and is dropped after the request timeout', async () => {
    const s = await serve({ maxActive: 1, maxWaiting: 0, requestTimeoutMs: 600 });
    const stalled = Array.from({ length: 5 }, () =>
      raw(s.port, `POST /api/ask HTTP/1.1\r\nHost: 127.0.0.1:${s.port}\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{"question": "rev`, 8000),
    );
    await new Promise((r) => setTimeout(r, 100));
    // The stalled requests wait for their bodies, not for a slot: a question is answered meanwhile.
    const t0 = Date.now();
    const ok = await fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ASK });
    expect(ok.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(3000);
    expect(s.gate.stats).toEqual({ running: 0, waiting: 0 });
    for (const r of await Promise.all(stalled)) {
      expect(r.closedAfterMs).toBeLessThan(4000);
      expect(r.status).toBe(408);
      expect(JSON.parse(r.body)).toMatchObject({ error: { code: 'TIMEOUT' } });
    }
    const broken = await raw(s.port, 'NOT HTTP AT ALL\r\n\r\n');
    expect([broken.status, JSON.parse(broken.body)]).toEqual([400, { error: { code: 'USAGE', message: 'malformed HTTP request', hint: 'send a valid HTTP/1.1 request' } }]);
  });

  it('clients that leave while queued leave the queue and start no work; the slot is freed when the work ends', async () => {
    const s = await serve({ maxActive: 1, maxWaiting: 50, streamIntervalMs: 1000 });
    let asked = 0;
    const ask = s.service.ask.bind(s.service);
    s.service.ask = (body, signal) => {
      asked++;
      return ask(body, signal);
    };
    const held = await holdSlot(s.url);
    expect(asked).toBe(1);
    const ctrls = Array.from({ length: 20 }, () => new AbortController());
    const gone = ctrls.map((c) => fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ASK, signal: c.signal }).catch(() => null));
    await until(() => s.gate.stats.waiting === 20);
    for (const c of ctrls) c.abort();
    await Promise.all(gone);
    await until(() => s.gate.stats.waiting === 0);
    expect(s.gate.stats.running).toBe(1);
    await held.done;
    await until(() => s.gate.stats.running === 0);
    const t0 = Date.now();
    const after = await fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: ASK });
    expect(after.status).toBe(200);
    expect(Date.now() - t0).toBeLessThan(3000);
    // The held answer and the last one: none of the 20 abandoned questions was computed.
    expect(asked).toBe(2);
  });

  it('answers only for loopback names, IP literals and the configured host: other Host headers get 421', async () => {
    const s = await serve({ host: 'rag.internal' });
    for (const host of [`127.0.0.1:${s.port}`, `localhost:${s.port}`, `[::1]:${s.port}`, 'localhost', `rag.internal:${s.port}`, `LOCALHOST:${s.port}`]) {
      expect([host, (await getWithHost(s.port, '/api/status', host)).status]).toEqual([host, 200]);
    }
    for (const host of [`evil.example:${s.port}`, 'evil.example', `127.0.0.1.evil.example:${s.port}`, `localhost.evil.example:${s.port}`, 'a b', 'user@127.0.0.1']) {
      const r = await getWithHost(s.port, '/api/documents', host);
      expect([host, r.status]).toEqual([host, 421]);
      const j = JSON.parse(r.body) as { error: { code: string; message: string; hint: string } };
      expect(j.error.code).toBe('MISDIRECTED');
      expect(j.error.message).toMatch(/does not answer for host/);
      expect(j.error.hint).toMatch(/127\.0\.0\.1/);
    }
    // The web UI too: a rebinding page cannot even load it.
    expect((await getWithHost(s.port, '/', `evil.example:${s.port}`)).status).toBe(421);
  });

  it('the graph cache holds one graph per resolved company, whatever the spelling; an unknown name is a 404 with suggestions', async () => {
    const s = await serve();
    const spellings = ['aravali', 'Aravali Infotech', 'ARAVALI', 'aravali infotech limited', 'Aravali Infotech Ltd', 'aravali-infotech-q1-fy24'];
    for (const c of spellings) {
      const r = await fetch(`${s.url}/api/graph/neighbourhood?entity=${encodeURIComponent('Aravali Infotech')}&company=${encodeURIComponent(c)}`);
      expect([c, r.status]).toEqual([c, 200]);
      expect(((await r.json()) as { name: string; truncated: boolean }).truncated).toBe(false);
    }
    expect(s.service.cachedGraphs).toBe(1);
    for (let i = 0; i < 200; i++) {
      const r = await fetch(`${s.url}/api/graph/neighbourhood?entity=revenue&company=${encodeURIComponent(`Nowhere Corp ${i}`)}`);
      expect(r.status).toBe(404);
    }
    expect(s.service.cachedGraphs).toBe(1);
    for (const route of ['neighbourhood?entity=revenue&', `question?question=${encodeURIComponent(TCV_Q)}&`]) {
      const res = await fetch(`${s.url}/api/graph/${route}company=Aravalli`);
      const miss = (await res.json()) as { error: { code: string; message: string } };
      expect([res.status, miss.error.code]).toEqual([404, 'NO_MATCH']);
      expect(miss.error.message).toMatch(/^company "Aravalli" matches no ingested company; did you mean Aravali Infotech Limited/);
    }
    // A word of the name selects the company on both graph routes, as in ask.
    const q = (await (await fetch(`${s.url}/api/graph/question?question=${encodeURIComponent(TCV_Q)}&company=Infotech`)).json()) as { nodes: unknown[] };
    expect(q.nodes.length).toBeGreaterThan(0);
  });

  it('--cors refuses "*" and "null" and anything but an origin; a token beyond loopback needs 16 random bytes', async () => {
    for (const bad of ['*', 'null', 'NULL', 'http://localhost:5173/app', 'localhost:5173', 'file://x']) {
      expect(() => checkCorsOrigin(bad), bad).toThrow(HybridRagError);
      await expect(buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, corsOrigin: bad })).rejects.toThrow(/--cors/);
    }
    expect(() => checkCorsOrigin('http://localhost:5173')).not.toThrow();
    expect(() => checkCorsOrigin('https://app.example.com')).not.toThrow();
    expect(() => requireTokenFor('0.0.0.0', 's3cret')).toThrow(/too short.*16 random bytes.*32 hex digits or 22 base64url/);
    expect(() => requireTokenFor('0.0.0.0', 'a'.repeat(31))).toThrow(/too short/);
    expect(() => requireTokenFor('0.0.0.0', undefined)).toThrow(/HYBRIDRAG_TOKEN/);
    expect(() => requireTokenFor('0.0.0.0', 'ab12'.repeat(8))).not.toThrow();
    expect(() => requireTokenFor('0.0.0.0', 'Zm9vYmFyYmF6cXV4cXV1eA')).not.toThrow();
    expect(() => requireTokenFor('127.0.0.1', 'x')).not.toThrow();
  });

  it('shutdown waits for requests in flight only until its deadline, then closes their connections', async () => {
    const s = await serve({ streamIntervalMs: 2000 });
    const held = await holdSlot(s.url);
    const t0 = Date.now();
    await closeServer(s.app, 300);
    expect(Date.now() - t0).toBeLessThan(2000);
    await held.done.catch(() => '');
  });

  it('graph endpoints wait in the gate like answers', async () => {
    const s = await serve({ maxActive: 1, maxWaiting: 0 });
    const held = await holdWork(s);
    const q = await fetch(`${s.url}/api/graph/question?question=${encodeURIComponent(TCV_Q)}`);
    expect(q.status).toBe(503);
    const n = await fetch(`${s.url}/api/graph/neighbourhood?entity=revenue`);
    expect(n.status).toBe(503);
    expect(await held.release()).toBe(200);
  });

  it('one error envelope without absolute paths; nosniff and frame-ancestors on every response', async () => {
    const s = await serve();
    const responses = [
      await fetch(`${s.url}/api/eval/latest`),
      await fetch(`${s.url}/api/nothing`),
      await fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }),
      await fetch(`${s.url}/api/documents/x/pages/1`),
      await fetch(`${s.url}/api/status`),
    ];
    for (const r of responses) {
      expect(r.headers.get('x-content-type-options'), r.url).toBe('nosniff');
      expect(r.headers.get('content-security-policy'), r.url).toMatch(/frame-ancestors 'none'/);
      const text = await r.text();
      if (r.status >= 400) {
        const j = JSON.parse(text) as { error: Record<string, unknown> };
        expect(Object.keys(j)).toEqual(['error']);
        expect(Object.keys(j.error).filter((k) => k !== 'hint')).toEqual(['code', 'message']);
        expect(text).not.toContain(tmp.dir);
        expect(text).not.toMatch(/\n\s+at /);
      }
    }
    // The server's own routes are named as they are; file paths by their last part.
    expect(await (await fetch(`${s.url}/api/nothing`)).json()).toEqual({ error: { code: 'NOT_FOUND', message: 'no route GET /api/nothing', hint: 'see /openapi.json' } });
    expect(((await (await fetch(`${s.url}/api/eval/latest`)).json()) as { error: { hint: string } }).error.hint).toBe('run `hybridrag eval --workdir work --dataset qa.jsonl`');
    const sse = await fetch(`${s.url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'text/event-stream' }, body: ASK });
    expect(sse.headers.get('x-content-type-options')).toBe('nosniff');
    expect(sse.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
    await sse.text();
  });
});
