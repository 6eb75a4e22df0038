/**
 * Build dist/ before the suite, so end-to-end tests run the current code's binary (its one-file
 * bundle, as users do), including the script `graph view` inlines (web/graph-view.ts bundled by
 * Vite into dist/graph-view/) and the web UI `serve` serves (web/ built by Vite into dist/web/, which
 * the browser tests load). The build is skipped when dist/ was built from exactly the current
 * sources (scripts/build-stamp.ts): by `npm run build`, which `npm ci` runs, or by an earlier
 * `npm test`.
 *
 * Then, for the end-to-end project, the demo corpus (data/demo) is ingested once, offline and with
 * every stage, by the built binary: the tests that query it copy that workdir
 * (test/helpers/demo-workdir.ts) instead of each ingesting it again.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { builtHash, ROOT, sourceHash, writeStamp } from '../scripts/build-stamp.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A workdir holding data/demo ingested by `hybridrag ingest data/demo` (local provider, every stage); copy it, never write to it. */
    demoWorkdir: string;
  }
}

/** What dist/ must hold after a build (the binary's entry, its help text, the web UI and the inlined graph view script). */
const OUTPUTS = ['dist/cli/main.js', 'dist/cli/help.txt', 'dist/cli/bundle.cjs', 'dist/web/index.html', 'dist/graph-view/graph-view.js'];

export default function setup(project: TestProject): (() => void) | undefined {
  build();
  // Each project runs this setup; only the end-to-end tests use the demo workdir.
  if (project.name !== 'e2e') return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'hybridrag-demo-'));
  const workdir = join(dir, 'work');
  // As the tests' own runs see it: no colour, no workdir or model endpoint from the developer's shell.
  const env: NodeJS.ProcessEnv = { ...process.env, NO_COLOR: '1' };
  for (const k of ['HYBRIDRAG_WORKDIR', 'OPENAI_API_KEY', 'OPENAI_BASE_URL']) delete env[k];
  execFileSync(process.execPath, [join(ROOT, 'bin', 'hybridrag.js'), '-q', '-w', workdir, 'ingest', join(ROOT, 'data', 'demo')], { cwd: dir, env, stdio: 'inherit' });
  project.provide('demoWorkdir', workdir);
  return () => rmSync(dir, { recursive: true, force: true });
}

function build(): void {
  const hash = sourceHash();
  if (OUTPUTS.every((f) => existsSync(join(ROOT, f))) && builtHash() === hash) return;
  execFileSync(process.execPath, [join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', 'tsconfig.json'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'write-help.mjs')], { cwd: ROOT, stdio: 'inherit' });
  // The binary runs the bundle (scripts/bundle-cli.mjs) when it is newer than the modules: as users do.
  execFileSync(process.execPath, [join(ROOT, 'scripts', 'bundle-cli.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const vite = join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  execFileSync(process.execPath, [vite, 'build', 'web', '--outDir', '../dist/web', '--emptyOutDir', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit' });
  execFileSync(process.execPath, [vite, 'build', '-c', 'web/graph-view.vite.config.ts'], { cwd: ROOT, stdio: 'inherit' });
  writeStamp(hash);
}
