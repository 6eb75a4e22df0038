/**
 * Scope detection on the hand-written dev set (fixtures/questions-dev.jsonl), offline:
 *
 *   npx tsx bench/scope.ts [--workdir /tmp/nifty-base] [--split dev|heldout|all] [--modes vector,hybrid]
 *
 * For `single` questions, asked without flags: share whose every context is from the right
 * company (kgar's sub-question lines, the question's own words, are not contexts of any company;
 * a question with no context at all does not count as right, and the `no context` column says how
 * many had none), and evidence recall (an evidence passage found, whitespace-normalised, in the
 * contexts) without flags (auto scope), with auto scope off (the old behaviour) and with
 * --company set to the right company. For `absent` questions: share refused with the
 * not-in-corpus statement and no contexts. Detection cost per question (median µs). Dev and
 * heldout are reported separately.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openWorkdir } from './retrieval-recall.js';
import { ask } from '../src/query/answer/ask.js';
import { companyDirectory } from '../src/query/scope/company-directory.js';
import { detectScope } from '../src/query/scope/detect.js';
import { resolveScope, routeScope } from '../src/query/scope/resolve.js';
import { EMPTY_SCOPE, type Scope } from '../src/query/scope/types.js';
import { retrieveScoped } from '../src/query/retrieve/contexts.js';
import { retrieveContexts } from '../src/query/retrieve/contexts.js';
import type { Mode } from '../src/query/retrieve/types.js';
import type { Filters } from '../src/core/domain.js';
import { loadGroundTruth } from '../src/query/retrieve/ground-truth.js';
import { SHARED_DATA } from './lib/corpus.js';
import type { Section } from './lib/section.js';

interface Row {
  id: string;
  question: string;
  kind: 'single' | 'comparison' | 'group' | 'absent';
  companies: string[];
  evidence: { company: string; text: string }[];
  split: 'dev' | 'heldout';
}

function arg(name: string, dflt: string): string {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1]! : dflt;
}

const ws = (s: string) => s.replace(/\s+/g, ' ').trim();
const pct = (n: number, d: number) => (d === 0 ? '–' : `${((100 * n) / d).toFixed(1)}% (${n}/${d})`);

async function main(): Promise<void> {
  const workdir = arg('workdir', '/tmp/nifty-base');
  const split = arg('split', 'all');
  const modes = arg('modes', 'vector').split(',') as Mode[];
  const rows = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'questions-dev.jsonl'), 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Row);
  const { db, deps, close } = await openWorkdir(workdir);
  const askDeps = { ...deps, answerer: { id: 'none', answer: async () => ({ text: '', cited: [] }) } } as unknown as Parameters<typeof ask>[2];
  const docs = db.prepare('SELECT file_name AS f, company FROM documents').all() as { f: string; company: string }[];
  const companyOfStem = new Map(docs.map((d) => [d.f.replace(/\.pdf$/i, ''), d.company]));
  const dir = companyDirectory(db, deps.config);
  const opts = { autoScope: true, strict: false, fiscalYearStartMonth: 4, scope: deps.config.scope };
  const splits = split === 'all' ? (['dev', 'heldout'] as const) : ([split] as const);
  const lines: string[] = [];
  for (const s of splits) {
    const mine = rows.filter((r) => r.split === s);
    // Detection cost.
    const times: number[] = [];
    for (let rep = 0; rep < 20; rep++) for (const r of mine) {
      const t0 = performance.now();
      detectScope(r.question, dir, { fiscalYearStartMonth: 4 });
      times.push((performance.now() - t0) * 1000);
    }
    times.sort((a, b) => a - b);
    const singles = mine.filter((r) => r.kind === 'single');
    let detectedRight = 0;
    for (const r of singles) {
      const sc = detectScope(r.question, dir, { fiscalYearStartMonth: 4 });
      if (sc.companies.length === 1 && sc.companies[0]!.name === companyOfStem.get(r.companies[0]!)) detectedRight++;
    }
    const absents = mine.filter((r) => r.kind === 'absent');
    let refused = 0;
    for (const r of absents) {
      const a = await ask(r.question, { mode: 'vector' }, askDeps);
      if (a.refused && a.contexts.length === 0 && /is not in the corpus/.test(a.answer)) refused++;
    }
    lines.push(`\n## split ${s}: ${singles.length} single, ${absents.length} absent`);
    lines.push(`detection: median ${times[Math.floor(times.length / 2)]!.toFixed(0)} µs, p95 ${times[Math.floor(times.length * 0.95)]!.toFixed(0)} µs per question`);
    lines.push(`single questions whose detected scope is exactly the right company: ${pct(detectedRight, singles.length)}`);
    lines.push(`absent questions refused (statement, zero contexts): ${pct(refused, absents.length)}`);
    lines.push(`| mode | setting | all contexts from the right company | no context | evidence recall |`);
    lines.push(`|---|---|---|---|---|`);
    for (const mode of modes) {
      for (const setting of ['no flags, auto scope off', 'no flags (auto scope)', '--company <right>'] as const) {
        let pure = 0;
        let empty = 0;
        let found = 0;
        for (const r of singles) {
          const right = companyOfStem.get(r.companies[0]!)!;
          let filters: Filters = {};
          // Retrieved as ask retrieves it: within one company, without the company's name.
          let scope: Scope = EMPTY_SCOPE;
          if (setting !== 'no flags, auto scope off') {
            const res = resolveScope(r.question, setting === '--company <right>' ? { company: right } : {}, db, opts);
            filters = routeScope(res.scope) === 'absent' ? { company: '__none__' } : res.filters;
            scope = res.scope;
          }
          const ctx = filters.company === '__none__' ? [] : await retrieveScoped(r.question, scope, { mode, filters }, deps);
          // kgar's sub-question lines are the question's own words, from no document.
          const evidence = ctx.filter((c) => c.kind !== 'subquery');
          if (evidence.length > 0 && evidence.every((c) => c.company === right)) pure++;
          if (evidence.length === 0) empty++;
          const hay = ws(ctx.map((c) => c.text).join(' '));
          if (r.evidence.some((e) => hay.includes(ws(e.text)))) found++;
        }
        lines.push(`| ${mode} | ${setting} | ${pct(pure, singles.length)} | ${empty} | ${pct(found, singles.length)} |`);
      }
    }
  }
  close();
  console.log(`# scope bench — ${workdir}${lines.join('\n')}`);
}

/**
 * For `npm run bench`: what scope detection costs on its own (per question, over the dev set's
 * questions), and warm vector retrieval per question with detection on (no flags) beside the
 * same questions with --company, on the 399 Nifty-50 questions.
 */
export async function runScopeBench(opts: { workdir?: string; dataDir?: string } = {}): Promise<Section> {
  const title = 'Scope from the question: detection cost and warm retrieval';
  if (!opts.workdir) return { id: 'scope', title, metrics: [], notes: [], unavailable: 'needs an ingested Nifty-50 workdir' };
  const dataDir = opts.dataDir ?? join(SHARED_DATA, 'nifty50-q1fy24');
  const questions = loadGroundTruth(dataDir).questions;
  type Question = (typeof questions)[number];
  const dev = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'questions-dev.jsonl'), 'utf8').trim().split('\n').map((l) => (JSON.parse(l) as Row).question);
  const { db, deps, close } = await openWorkdir(opts.workdir);
  try {
    const dir = companyDirectory(db, deps.config);
    const detectUs: number[] = [];
    for (let rep = 0; rep < 20; rep++) for (const q of [...dev, ...questions.map((x) => x.question)]) {
      const t0 = performance.now();
      detectScope(q, dir, { fiscalYearStartMonth: 4 });
      detectUs.push((performance.now() - t0) * 1000);
    }
    const scopeOpts = { autoScope: true, strict: false, fiscalYearStartMonth: 4, scope: deps.config.scope };
    const cases = {
      detected: (q: Question): Filters => resolveScope(q.question, {}, db, scopeOpts).filters,
      plain: (): Filters => ({}),
      flagged: (q: Question): Filters => ({ company: q.company }),
    };
    type Case = keyof typeof cases;
    const names = Object.keys(cases) as Case[];
    const wall: Record<Case, number[]> = { detected: [], plain: [], flagged: [] };
    const cpu: Record<Case, number[]> = { detected: [], plain: [], flagged: [] };
    const cpuMs = (): number => {
      const u = process.cpuUsage();
      return (u.user + u.system) / 1000;
    };
    for (const q of questions.slice(0, 10)) await retrieveContexts(q.question, { mode: 'vector', filters: { company: q.company } }, deps).catch(() => []);
    // The three cases of one question run back to back, in rotating order, so load from other
    // processes falls on all of them alike; CPU time is the process's own, whatever else runs.
    for (const [i, q] of questions.entries()) {
      for (let j = 0; j < names.length; j++) {
        const c = names[(i + j) % names.length]!;
        const t0 = performance.now();
        const c0 = cpuMs();
        await retrieveContexts(q.question, { mode: 'vector', filters: cases[c](q) }, deps).catch(() => []);
        cpu[c].push(cpuMs() - c0);
        wall[c].push(performance.now() - t0);
      }
    }
    const pctl = (xs: number[], p: number): number => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * p))]!;
    const r2 = (x: number): number => Math.round(x * 100) / 100;
    return {
      id: 'scope',
      title,
      metrics: [
        { name: 'detection per question, median', value: Math.round(pctl(detectUs, 0.5)), unit: 'µs' },
        { name: 'detection per question, p95', value: Math.round(pctl(detectUs, 0.95)), unit: 'µs' },
        { name: 'warm vector retrieval, detection on (no flags), p50', value: r2(pctl(wall.detected, 0.5)), unit: 'ms', reference: 'target ≤ 10 ms' },
        { name: 'warm vector retrieval, detection on (no flags), p95', value: r2(pctl(wall.detected, 0.95)), unit: 'ms' },
        { name: 'warm vector retrieval, no flags, detection off, p50', value: r2(pctl(wall.plain, 0.5)), unit: 'ms' },
        { name: 'warm vector retrieval, --company given, p50', value: r2(pctl(wall.flagged, 0.5)), unit: 'ms' },
        { name: 'warm vector retrieval CPU time, detection on (no flags), p50', value: r2(pctl(cpu.detected, 0.5)), unit: 'ms' },
        { name: 'warm vector retrieval CPU time, detection off, p50', value: r2(pctl(cpu.plain, 0.5)), unit: 'ms' },
        { name: 'detection on / off, ratio of p50s (wall, CPU)', value: `${r2(pctl(wall.detected, 0.5) / pctl(wall.plain, 0.5))}, ${r2(pctl(cpu.detected, 0.5) / pctl(cpu.plain, 0.5))}` },
      ],
      notes: [
        'most Nifty-50 analyst questions name no company: with detection on they run unfiltered, like detection off; the difference between those two rows is what detection adds',
        `detection over ${dev.length + questions.length} questions × 20; retrieval over the ${questions.length} Nifty-50 questions, top-k from config, the three cases of each question back to back in rotating order`,
        'CPU time is the process\'s own (user + system): on a machine shared with other work it is the figure other load does not inflate',
      ],
    };
  } finally {
    close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((err: unknown) => {
    console.error(err);
    process.exitCode = 1;
  });
}
