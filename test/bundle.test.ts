/**
 * The one-file bundle of the CLI (scripts/bundle-cli.mjs) and its code cache (src/cli/load-bundle.ts),
 * on a copy of the build: the bundled binary ingests (a PDF parsed in the main thread, which imports
 * pdf.js from outside the bundle) and answers exactly as the modules do, and its code cache is
 * written once, used after, and replaced when damaged.
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

const cacheDir = (): string => join(copy, 'dist', 'cli', 'bundle-cache');
const cacheFiles = (): string[] => (existsSync(cacheDir()) ? readdirSync(cacheDir()).sort() : []);

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
});
