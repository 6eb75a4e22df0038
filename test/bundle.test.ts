/**
 * The one-file bundle of the CLI (scripts/bundle-cli.mjs) and its code cache (src/core/util/load-bundle.ts),
 * on a copy of the build: the bundled binary ingests (a PDF parsed in the main thread, which imports
 * pdf.js from outside the bundle) and answers exactly as the modules do, and its code cache is
 * written once, used after, and replaced when damaged. The worker threads start from bundles of
 * their own (src/pipeline/thread-pool.ts) and read the same facts as the calling thread.
 */
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, statSync, symlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/cli.js';

const PDF = join(ROOT, 'data', 'demo', 'aravali-infotech-q1-fy24.pdf');
const QUESTION = ['ask', 'What was the total contract value of deal wins?', '--company', 'aravali', '--json'];

let tmp: { dir: string; cleanup: () => void };
let copy: string;
let work: string;

/** The copy's binary; stdout, stderr and exit code. */
function run(args: string[]): { code: number | null; stdout: string; stderr: string } {
  const r = spawnSync(process.execPath, [join(copy, 'bin', 'hybridrag.js'), ...args], {
    cwd: tmp.dir,
    env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_PROVIDER: 'local', HYBRIDRAG_WORKDIR: undefined, OPENAI_API_KEY: undefined, OPENAI_BASE_URL: undefined },
    encoding: 'utf8',
  });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** An answer without its timings. */
const answer = (stdout: string): unknown => ({ ...(JSON.parse(stdout) as object), timingsMs: null });

const cacheDir = (dir = join('dist', 'cli')): string => join(copy, dir, 'bundle-cache');
const cacheFiles = (dir?: string): string[] => (existsSync(cacheDir(dir)) ? readdirSync(cacheDir(dir)).sort() : []);

/** Twenty short calls (enough for the facts stage to read them on two threads: ten or more per thread). */
function writeCalls(dir: string): void {
  mkdirSync(dir);
  for (let i = 1; i <= 20; i++) {
    writeFileSync(join(dir, `call${i}.txt`), [
      `Company${i} Industries Limited Q1 FY24 Earnings Conference Call`,
      `Moderator: Ladies and gentlemen, welcome to the Q1 FY24 earnings conference call of Company${i} Industries Limited.`,
      `Ravi Kumar, Chief Financial Officer: Thank you. Our revenue grew ${10 + i}% year-on-year to Rs ${400 + i * 7} crore in the quarter. EBITDA margin was ${15 + (i % 5)}.${i}%. Net profit rose to Rs ${50 + i} crore.`,
      'Moderator: The first question is from the line of Asha Rao from Alpha Capital.',
      'Asha Rao: What is the capex guidance for FY24?',
      `Ravi Kumar: We expect capex of about Rs ${100 + i} crore for FY24.`,
    ].join('\n\n'));
  }
}

describe.skipIf(!existsSync(PDF))('the CLI bundle', () => {
  beforeAll(() => {
    tmp = tempDir('hybridrag-bundle-');
    copy = join(tmp.dir, 'copy');
    work = join(tmp.dir, 'work');
    cpSync(join(ROOT, 'bin'), join(copy, 'bin'), { recursive: true });
    copyFileSync(join(ROOT, 'package.json'), join(copy, 'package.json'));
    cpSync(join(ROOT, 'dist'), join(copy, 'dist'), { recursive: true, filter: (src) => !src.includes('bundle-cache') });
    symlinkSync(join(ROOT, 'data'), join(copy, 'data'));
    symlinkSync(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
    const built = spawnSync(process.execPath, [join(ROOT, 'scripts', 'bundle-cli.mjs'), '--dist', join(copy, 'dist')], { encoding: 'utf8' });
    expect(built.status, built.stderr).toBe(0);
    mkdirSync(join(tmp.dir, 'in'));
    copyFileSync(PDF, join(tmp.dir, 'in', 'call.pdf'));
  });
  afterAll(() => tmp?.cleanup());

  it('ingests and answers as the modules do, with a code cache per command written once and replaced when damaged', () => {
    const ingest = run(['-q', '-w', work, 'ingest', join(tmp.dir, 'in'), '--workers', '0']);
    expect(ingest.stderr).toBe('');
    expect(ingest.code).toBe(0);
    expect(ingest.stdout).toMatch(/ingested 1 file/);
    expect(cacheFiles()).toEqual([expect.stringMatching(/-ingest\.bin$/)]);

    const bundled = run(['-q', '-w', work, ...QUESTION]);
    expect(bundled.stderr).toBe('');
    expect(bundled.code).toBe(0);
    const askCache = join(cacheDir(), cacheFiles().find((f) => f.endsWith('-ask.bin'))!);
    const written = statSync(askCache).mtimeMs;
    // A second run uses the cache and leaves it as it is.
    expect(answer(run(['-q', '-w', work, ...QUESTION]).stdout)).toEqual(answer(bundled.stdout));
    expect(statSync(askCache).mtimeMs).toBe(written);

    // Damaged (same length, other bytes): compiled without it, and written anew.
    const bytes = readFileSync(askCache);
    bytes.fill(7, 1000, 2000);
    writeFileSync(askCache, bytes);
    const damaged = run(['-q', '-w', work, ...QUESTION]);
    expect(damaged.code).toBe(0);
    expect(answer(damaged.stdout)).toEqual(answer(bundled.stdout));
    expect(readFileSync(askCache).equals(bytes)).toBe(false);

    // A tsc run after the bundle makes it stale: the modules answer, the same.
    const now = new Date();
    utimesSync(join(copy, 'dist', 'cli', 'main.js'), now, new Date(now.getTime() + 60_000));
    const modules = run(['-q', '-w', work, ...QUESTION]);
    expect(modules.code).toBe(0);
    expect(answer(modules.stdout)).toEqual(answer(bundled.stdout));
  });

  it('reads facts on worker threads started from their bundle, with a code cache, the same facts as the calling thread', () => {
    const calls = join(tmp.dir, 'calls');
    writeCalls(calls);
    const factsOf = (w: string): unknown => {
      const r = run(['-q', '-w', w, 'facts', '--company', 'Company7', '--json']);
      expect(r.code, r.stderr).toBe(0);
      return JSON.parse(r.stdout);
    };
    const threads = join(tmp.dir, 'threads');
    const inline = join(tmp.dir, 'inline');
    expect(run(['-q', '-w', threads, 'ingest', calls, '--workers', '2']).code).toBe(0);
    expect(cacheFiles(join('dist', 'pipeline', 'facts'))).toEqual([expect.stringMatching(/-worker\.bin$/)]);
    expect(run(['-q', '-w', inline, 'ingest', calls, '--workers', '0']).code).toBe(0);
    const facts = factsOf(threads);
    expect(JSON.stringify(facts)).toContain('Rs 107 crore');
    expect(facts).toEqual(factsOf(inline));
  });
});
