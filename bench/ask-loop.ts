/**
 * What one answer costs the server, without HTTP: the server's own WorkdirService (one process,
 * deps opened once, no worker threads) answers every question of a file in each mode, in order,
 * a few passes. Prints per mode the CPU per answer (process CPU time over the passes after the
 * first, which warms caches), the median wall time per answer, the mean over questions of each
 * one's fastest pass (the steadiest figure on a shared machine), and a SHA-256 of the answers as
 * `ask --json` prints them minus timingsMs (question, answer, refused, citations, contexts, scope,
 * parts), so a change meant to be faster can show it changed no result.
 *
 *   npx tsx bench/ask-loop.ts --workdir /tmp/nifty-ws --questions /tmp/nifty-qa.jsonl
 *                             [--modes vector,graph,hybrid,kgar] [--passes 3] [--out FILE]
 *
 * --out writes one JSON line per answer (mode, index, the hashed object) for diffing two runs.
 * Questions ask without flags (auto scope on, as `hybridrag ask "<question>"` does). Profile with
 * `node --cpu-prof --import tsx bench/ask-loop.ts ...`.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import type { Mode } from '../src/query/retrieve/types.js';
import { WorkdirService } from '../src/server/service.js';

const { values: a } = parseArgs({
  options: {
    workdir: { type: 'string', default: '/tmp/nifty-ws' },
    questions: { type: 'string', default: '/tmp/nifty-qa.jsonl' },
    modes: { type: 'string', default: 'vector,graph,hybrid,kgar' },
    passes: { type: 'string', default: '3' },
    out: { type: 'string' },
  },
});

const questions = readFileSync(a.questions!, 'utf8').split('\n').filter((l) => l.trim()).map((l) => (JSON.parse(l) as { question: string }).question);
const modes = a.modes!.split(',') as Mode[];
const passes = Math.max(1, Number(a.passes));
const config = loadConfig({ flags: { workdir: a.workdir!, provider: 'local' } });
const service = await WorkdirService.open(config, silentReporter);
await service.warm();

const lines: string[] = [];
for (const mode of modes) {
  const hash = createHash('sha256');
  const wall: number[] = [];
  const best = questions.map(() => Infinity);
  let cpu = 0;
  for (let pass = 0; pass < passes; pass++) {
    const c0 = process.cpuUsage();
    for (const [i, question] of questions.entries()) {
      const t0 = performance.now();
      const r = await service.ask({ question, mode, filters: {}, autoScope: true, strictScope: false });
      const ms = performance.now() - t0;
      if (pass > 0 || passes === 1) {
        wall.push(ms);
        best[i] = Math.min(best[i]!, ms);
      }
      if (pass === 0) {
        const { timingsMs: _t, workdir: _w, ...kept } = r;
        const json = JSON.stringify(kept);
        hash.update(json).update('\n');
        if (a.out) lines.push(`{"mode":${JSON.stringify(mode)},"i":${i},"r":${json}}`);
      }
    }
    const c = process.cpuUsage(c0);
    if (pass > 0 || passes === 1) cpu += (c.user + c.system) / 1000;
  }
  const measured = passes === 1 ? 1 : passes - 1;
  wall.sort((x, y) => x - y);
  const p = (q: number): string => wall[Math.min(wall.length - 1, Math.floor(q * wall.length))]!.toFixed(2);
  console.log(`${mode.padEnd(6)} ${questions.length} questions × ${measured} pass${measured === 1 ? '' : 'es'}: ${(cpu / (questions.length * measured)).toFixed(2)} ms CPU/answer, wall p50 ${p(0.5)} ms p90 ${p(0.9)} ms, fastest pass ${(best.reduce((x, y) => x + y, 0) / best.length).toFixed(2)} ms/answer; sha256 ${hash.digest('hex').slice(0, 16)}`);
}
if (a.out) writeFileSync(a.out, `${lines.join('\n')}\n`);
await service.close();
