/**
 * Answers per second from `hybridrag serve` (warm: one process, deps loaded once) against
 * `hybridrag ask` processes run one after another (cold: each loads the database, index and graph).
 *
 *   npx tsx bench/serve.ts [--workdir DIR] [--questions FILE] [--mode hybrid] [--connections 16]
 *                          [--duration 10] [--cli-runs 5]
 *
 * Without --workdir the demo corpus is ingested into a temporary workdir. Questions: FILE (JSONL
 * with a `question` field; default fixtures/questions-dev.jsonl with --workdir, data/demo/qa.jsonl
 * without), cycled. The server is the built binary (npm run build first), on 127.0.0.1 and a free
 * port, offline provider; autocannon drives it with N connections for D seconds after one warm-up
 * question. Prints asks/s, p50/p99 latency, non-2xx responses, then the CLI's s/ask and the ratio.
 */
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BIN = join(ROOT, 'bin', 'hybridrag.js');

const { values: a } = parseArgs({
  options: {
    workdir: { type: 'string' },
    questions: { type: 'string' },
    mode: { type: 'string', default: 'hybrid' },
    connections: { type: 'string', default: '16' },
    duration: { type: 'string', default: '10' },
    'cli-runs': { type: 'string', default: '5' },
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
const questions = readFileSync(qFile, 'utf8').split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { question: string }).question).slice(0, 40);
const mode = a.mode!;

// The server, as a user starts it.
const server = spawn(process.execPath, [BIN, '-q', '-w', workdir, 'serve', '--port', '0', '--max-active', '4', '--max-waiting', '64'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
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
const warm = await fetch(`${url}/api/ask`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body(questions[0]!) });
if (!warm.ok) throw new Error(`warm-up failed: ${warm.status} ${await warm.text()}`);

const result = await autocannon({
  url,
  connections: Number(a.connections),
  duration: Number(a.duration),
  requests: questions.map((q) => ({ method: 'POST' as const, path: '/api/ask', headers: { 'content-type': 'application/json' }, body: body(q) })),
});
server.kill('SIGTERM');
await new Promise((resolve) => server.once('exit', resolve));

const ok = result['2xx'];
const serverRate = ok / result.duration;
console.log(`workdir ${workdir}, mode ${mode}, ${questions.length} questions cycled`);
console.log(`serve: ${a.connections} connections, ${result.duration.toFixed(1)} s: ${ok} answers, ${serverRate.toFixed(1)} asks/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, non-2xx ${result.non2xx}, errors ${result.errors}, timeouts ${result.timeouts}`);

// The same questions as one `hybridrag ask` process each, one after another.
const runs = Number(a['cli-runs']);
const t0 = performance.now();
for (let i = 0; i < runs; i++) {
  const r = spawnSync(process.execPath, [BIN, '-q', '-w', workdir, 'ask', questions[i % questions.length]!, '--mode', mode, '--json'], { env, encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 9) throw new Error(`ask failed (${r.status}): ${r.stderr}`);
}
const perAsk = (performance.now() - t0) / 1000 / runs;
console.log(`cli:   ${runs} \`hybridrag ask\` processes one after another: ${perAsk.toFixed(2)} s/ask, ${(1 / perAsk).toFixed(2)} asks/s`);
console.log(`ratio: serve answers ${(serverRate * perAsk).toFixed(0)}x as many questions per second`);
if (tmp) rmSync(tmp, { recursive: true, force: true });
