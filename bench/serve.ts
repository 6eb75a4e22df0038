/**
 * Answers per second from `hybridrag serve` (warm: one process, deps loaded once per worker thread)
 * against `hybridrag ask` processes run one after another (cold: each loads the database, index
 * and graph), then screenshots of the web UI's main views.
 *
 *   npx tsx bench/serve.ts [--workdir DIR] [--questions FILE] [--mode hybrid] [--connections 16]
 *                          [--duration 10] [--rate 100] [--cli-runs N] [--workers N]
 *                          [--no-screenshots] [--out bench/out/serve]
 *
 * Without --workdir the demo corpus is ingested into a temporary workdir. Questions: FILE (JSONL
 * with a `question` field; default fixtures/questions-dev.jsonl with --workdir, data/demo/qa.jsonl
 * without). Every request takes the next question of the file, round-robin over all connections,
 * so the server never sees a run of identical questions (it caches no answers anyway). The server
 * is the built binary (npm run build first), on 127.0.0.1 and a free port, offline provider.
 * autocannon drives it with 1 connection (latency alone), then N connections as fast as they go
 * (throughput), then N connections offered --rate asks/s in all (autocannon's overallRate), D
 * seconds each, after a warm-up that reaches every worker. A closed loop cannot show latency at a
 * given load (with N connections always waiting, p50 is about N / throughput by Little's law), and
 * autocannon's overallRate does not spread the requests over the second: each connection sends its
 * share back to back when the second starts and then waits, so the N connections arrive together;
 * and its coordinated-omission correction assumes a 1 ms interval. So a last run paces the requests
 * itself: one every 1/rate s on a pool of N keep-alive connections (a request finding them all
 * busy waits for one), each latency counted from when it was due. Prints asks/s and p50/p99
 * latency for each, the server's CPU per answer and the load generator's own CPU (it runs in this
 * process and shares the machine's cores with the server), then
 * N `hybridrag ask` processes one after another (default N = --connections) and the ratio.
 * Screenshots (Chromium at /usr/bin/chromium and the web UI built, unless --no-screenshots) and
 * results.json go to --out. The server caches no answers, so repeated questions cost in full.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { Agent, request } from 'node:http';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'hybridrag.js');
const CHROMIUM = '/usr/bin/chromium';

const { values: a } = parseArgs({
  options: {
    workdir: { type: 'string' },
    questions: { type: 'string' },
    mode: { type: 'string', default: 'hybrid' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    'cli-runs': { type: 'string' },
    workers: { type: 'string' },
    rate: { type: 'string', default: '100' },
    'no-screenshots': { type: 'boolean', default: false },
    out: { type: 'string', default: join(ROOT, 'bench', 'out', 'serve') },
  },
});

const env = { ...process.env, NO_COLOR: '1', HYBRIDRAG_TOKEN: undefined, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined, HYBRIDRAG_PROVIDER: 'local' };
let tmp: string | undefined;
let workdir = a.workdir;
if (!workdir) {
  tmp = mkdtempSync(join(tmpdir(), 'hybridrag-bench-serve-'));
  workdir = join(tmp, 'work');
  const r = spawnSync(process.execPath, [BIN, '-q', '-w', workdir, 'ingest', join(ROOT, 'data', 'demo')], { env, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`ingest failed: ${r.stderr}`);
}
const qFile = a.questions ?? join(ROOT, a.workdir ? 'fixtures/questions-dev.jsonl' : 'data/demo/qa.jsonl');
const questions = readFileSync(qFile, 'utf8').split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { question: string }).question);
const mode = a.mode!;
const connections = Number(a.connections);
const outDir = resolve(a.out!);
mkdirSync(outDir, { recursive: true });

// The server, as a user starts it (workers: the serve command's default unless --workers).
const args = [BIN, '-q', '-w', workdir, 'serve', '--port', '0', '--max-active', String(Math.max(4, connections)), '--max-waiting', String(4 * connections)];
if (a.workers !== undefined) args.push('--workers', a.workers);
const server = spawn(process.execPath, args, { env, stdio: ['ignore', 'pipe', 'inherit'] });
const url = await new Promise<string>((resolve, reject) => {
  let out = '';
  server.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    const m = /at (http:\/\/[\d.]+:\d+)/.exec(out);
    if (m) resolve(m[1]!);
  });
  server.on('exit', (code) => reject(new Error(`serve exited with ${code}`)));
});
const body = (q: string): string => JSON.stringify({ question: q, mode });
const post = (q: string) => fetch(`${url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(q) });
// Warm-up: enough questions at once to reach every worker (each loads its index and graph lazily).
for (const r of await Promise.all(questions.slice(0, 8).map(post))) if (!r.ok) throw new Error(`warm-up failed: ${r.status} ${await r.text()}`);

let next = 0;
const asked = new Set<number>();
async function load(conns: number, seconds: number, overallRate?: number): Promise<autocannon.Result> {
  return autocannon({
    url,
    connections: conns,
    duration: seconds,
    ...(overallRate ? { overallRate } : {}),
    requests: [{
      method: 'POST',
      path: '/api/ask',
      headers: { 'content-type': 'application/json' },
      setupRequest: (req) => {
        const i = next++ % questions.length;
        asked.add(i);
        return { ...req, body: body(questions[i]!) };
      },
    }],
  });
}
/**
 * Open loop: `rate` asks per second for `seconds`, one due every 1/rate s (not bursts), sent on at
 * most `conns` keep-alive connections; latency from when each was due to its last response byte.
 */
async function paced(conns: number, seconds: number, rate: number): Promise<{ answers: number; failed: number; duration: number; p50: number; p99: number }> {
  const agent = new Agent({ keepAlive: true, maxSockets: conns });
  const { hostname, port } = new URL(url);
  const latencies: number[] = [];
  let failed = 0;
  const one = (q: string, due: number): Promise<void> =>
    new Promise((resolve) => {
      const data = body(q);
      const req = request({ host: hostname, port, path: '/api/ask', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(data) } }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode === 200) latencies.push(performance.now() - due);
          else failed++;
          resolve();
        });
      });
      req.on('error', () => {
        failed++;
        resolve();
      });
      req.end(data);
    });
  const pending: Promise<void>[] = [];
  const t0 = performance.now();
  const total = Math.round(rate * seconds);
  for (let k = 0; k < total; k++) {
    const due = t0 + (k * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const i = next++ % questions.length;
    asked.add(i);
    pending.push(one(questions[i]!, due));
  }
  await Promise.all(pending);
  const duration = (performance.now() - t0) / 1000;
  agent.destroy();
  latencies.sort((x, y) => x - y);
  const q = (f: number): number => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(f * latencies.length))] ?? Number.NaN);
  return { answers: latencies.length, failed, duration, p50: q(0.5), p99: q(0.99) };
}

/** CPU seconds the server process (all its threads) has used: Linux /proc, else NaN. */
function serverCpu(): number {
  try {
    const f = readFileSync(`/proc/${server.pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[11]) + Number(f[12])) / 100;
  } catch {
    return Number.NaN;
  }
}
/** A run with the CPU the server and this process (the load generator) used meanwhile. */
async function cpuOf<T>(run: () => Promise<T>, answers: (r: T) => number): Promise<{ r: T; serverMsPerAsk: number; loadCores: number }> {
  const s0 = serverCpu();
  const l0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await run();
  const l = process.cpuUsage(l0);
  return { r, serverMsPerAsk: ((serverCpu() - s0) * 1000) / answers(r), loadCores: (l.user + l.system) / 1000 / (performance.now() - t0) };
}
const measured = (conns: number, seconds: number, overallRate?: number) => cpuOf(() => load(conns, seconds, overallRate), (r) => r['2xx']);
const duration = Number(a.duration);
const rate = Number(a.rate);
const oneRun = await measured(1, Math.max(5, duration / 2));
const manyRun = await measured(connections, duration);
const ratedRun = rate > 0 ? await measured(connections, duration, rate) : null;
const pacedRun = rate > 0 ? await cpuOf(() => paced(connections, duration, rate), (p) => p.answers) : null;
const one = oneRun.r;
const many = manyRun.r;
const cpuMsPerAsk = manyRun.serverMsPerAsk;

const line = (r: autocannon.Result, conns: number): string =>
  `${conns} connection${conns === 1 ? '' : 's'}, ${r.duration.toFixed(1)} s: ${r['2xx']} answers, ${(r['2xx'] / r.duration).toFixed(1)} asks/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts}`;
const status = (await (await fetch(`${url}/api/status`)).json()) as { documents: number; chunks: number };
console.log(`workdir ${workdir} (${status.documents} documents, ${status.chunks} chunks), mode ${mode}, ${asked.size} distinct of ${questions.length} questions asked, ${next} requests`);
const cpuNote = (m: { serverMsPerAsk: number; loadCores: number }): string => `server CPU ${m.serverMsPerAsk.toFixed(1)} ms/answer, load generator ${(100 * m.loadCores).toFixed(0)}% of a core`;
console.log(`serve: ${line(one, 1)}; ${cpuNote(oneRun)}`);
console.log(`serve: ${line(many, connections)}; ${cpuNote(manyRun)}`);
if (ratedRun) console.log(`serve: autocannon overallRate ${rate}: ${line(ratedRun.r, connections)}; ${cpuNote(ratedRun)}`);
if (pacedRun) {
  const p = pacedRun.r;
  console.log(`serve: paced ${rate} asks/s on ${connections} connections, ${p.duration.toFixed(1)} s: ${p.answers} answers, ${(p.answers / p.duration).toFixed(1)} asks/s, p50 ${p.p50} ms, p99 ${p.p99} ms, failed ${p.failed}; ${cpuNote(pacedRun)}`);
}
console.log(`serve: ${cpuMsPerAsk.toFixed(1)} ms of server CPU per answer at ${connections} connections (load average ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores)`);

// The UI's views need Chromium and the built web UI (npm run build).
const webBuilt = existsSync(join(ROOT, 'dist', 'web', 'index.html'));
if (!a['no-screenshots'] && existsSync(CHROMIUM) && !webBuilt) console.log('screenshots: skipped, the web UI is not built (dist/web)');
const shots = !a['no-screenshots'] && existsSync(CHROMIUM) && webBuilt ? await screenshots(url, questions[0]!) : [];
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

// The same number of questions as one `hybridrag ask` process each, one after another.
const runs = Number(a['cli-runs'] ?? connections);
const t0 = performance.now();
for (let i = 0; i < runs; i++) {
  const r = spawnSync(process.execPath, [BIN, '-q', '-w', workdir, 'ask', questions[i % questions.length]!, '--mode', mode, '--json'], { env, encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 9) throw new Error(`ask failed (${r.status}): ${r.stderr}`);
}
const perAsk = (performance.now() - t0) / 1000 / runs;
const serverRate = many['2xx'] / many.duration;
console.log(`cli:   ${runs} \`hybridrag ask\` processes one after another: ${perAsk.toFixed(2)} s/ask, ${(1 / perAsk).toFixed(2)} asks/s`);
console.log(`ratio: serve answers ${(serverRate * perAsk).toFixed(0)}x as many questions per second`);
if (shots.length) console.log(`screenshots: ${shots.join(', ')}`);
const results = {
  workdir, mode, questions: questions.length, distinctAsked: asked.size,
  one: { asksPerSecond: one['2xx'] / one.duration, p50: one.latency.p50, p99: one.latency.p99, cpuMsPerAsk: oneRun.serverMsPerAsk, loadGeneratorCores: oneRun.loadCores },
  many: { connections, asksPerSecond: serverRate, p50: many.latency.p50, p99: many.latency.p99, non2xx: many.non2xx, cpuMsPerAsk, loadGeneratorCores: manyRun.loadCores },
  paced: pacedRun && { connections, offered: rate, asksPerSecond: pacedRun.r.answers / pacedRun.r.duration, p50: pacedRun.r.p50, p99: pacedRun.r.p99, failed: pacedRun.r.failed, cpuMsPerAsk: pacedRun.serverMsPerAsk, loadGeneratorCores: pacedRun.loadCores },
  rated: ratedRun && { connections, offered: rate, asksPerSecond: ratedRun.r['2xx'] / ratedRun.r.duration, p50: ratedRun.r.latency.p50, p99: ratedRun.r.latency.p99, non2xx: ratedRun.r.non2xx, cpuMsPerAsk: ratedRun.serverMsPerAsk, loadGeneratorCores: ratedRun.loadCores },
  cli: { runs, secondsPerAsk: perAsk },
};
writeFileSync(join(outDir, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (tmp) rmSync(tmp, { recursive: true, force: true });

/** The web UI's main views, and the `graph view` page of the workdir, as PNG files in outDir. */
async function screenshots(base: string, question: string): Promise<string[]> {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
  const files: string[] = [];
  const shot = async (page: import('playwright-core').Page, name: string): Promise<void> => {
    const file = join(outDir, `${name}.png`);
    await page.screenshot({ path: file, fullPage: true });
    files.push(file);
  };
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.goto(base);
    await page.fill('#question', question);
    await page.selectOption('#mode', 'hybrid');
    await page.click('#ask');
    await page.locator('#citations li').first().waitFor();
    await page.locator('#graph-box').waitFor({ state: 'visible', timeout: 10_000 }).catch(() => {});
    if (!(await page.locator('#eval-box').isHidden())) await page.click('#eval-box summary');
    await shot(page, 'ui-answer');
    await page.locator('#citations a.cite').first().click();
    await page.locator('#page').waitFor({ state: 'visible' });
    await shot(page, 'ui-citation');
    await page.click('#compare');
    await page.waitForFunction(() => document.querySelectorAll('.mode-col .text.dim').length === 0, undefined, { timeout: 60_000 });
    await shot(page, 'ui-compare');
    const html = join(outDir, 'graph-view.html');
    const r = spawnSync(process.execPath, [BIN, '-q', '-w', workdir!, 'graph', 'view', '--out', html], { env, encoding: 'utf8' });
    if (r.status === 0) {
      await page.goto(`file://${html}`);
      await page.waitForFunction(() => 'hybridragGraph' in window);
      await shot(page, 'graph-view');
    }
  } finally {
    await browser.close();
  }
  return files;
}
