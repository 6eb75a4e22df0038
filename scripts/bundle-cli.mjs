#!/usr/bin/env node
/**
 * Writes dist/cli/bundle.cjs: the CLI (dist/cli/main.js and every module it imports, including each
 * command's, as tsc compiled them) in one CommonJS file, so that a process reads and compiles one
 * file instead of resolving and loading a hundred ES modules one by one. Run by `npm run build`
 * after tsc; bin/hybridrag.js loads it through dist/cli/load-bundle.cjs (written here too: the
 * CommonJS form of dist/cli/load-bundle.js, which the binary requires without starting Node's ES
 * module loader) when both are newer than dist/cli/main.js (a later tsc alone makes them stale,
 * and the modules are loaded as before).
 *
 * Each worker thread's script (WORKERS) gets a bundle of its own beside it, `<script>.bundle.cjs`,
 * and dist/pipeline/bundled-worker.cjs is the CommonJS entry that starts a thread from one
 * (src/pipeline/thread-pool.ts uses them when they are newer than the script).
 *
 * What stays outside: every npm package but those of INSIDE (required or imported from
 * node_modules when a module that uses it first runs, as without the bundle) and the worker
 * scripts, which start from their own bundle or module. INSIDE are the packages of plain CommonJS code that
 * a command's start needs, taken in so that their code is in the bundle's code cache too instead
 * of being looked up and compiled file by file in each process. A module's `import.meta.url` is its file's URL in dist/ as if it were not bundled, so
 * the files it finds from there (data/, help text, web assets, workers, the source hashes of
 * derived workdir files) are the same either way; dist/ keeps every module. An `import()` of a
 * package becomes `__import()`, which the loader passes in: the bundle runs as a vm.Script, whose
 * own `import()` Node 20 supports only as an experimental feature.
 *
 *   node scripts/bundle-cli.mjs [--dist DIR]     (default: the repository's dist/)
 */
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const args = process.argv.slice(2);
const distArg = args[0] === '--dist' ? args[1] : undefined;
const dist = resolve(distArg ?? fileURLToPath(new URL('../dist', import.meta.url)));

/** The worker threads' scripts (in dist/), each bundled beside itself. */
const WORKERS = ['pipeline/facts/read-facts-worker.js', 'pipeline/ingest/parse-worker.js'];

/**
 * In each module of dist/: `import.meta.url` → the URL of that module's own file, found from the
 * bundle's folder (`outDir`); `import('package')` → `__import('package')`.
 */
const moduleUrls = (outDir) => ({
  name: 'module-urls',
  setup(b) {
    b.onLoad({ filter: /\.js$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8');
      if (!path.startsWith(dist + '/')) return { contents: text, loader: 'js' };
      const url = `__moduleUrl(${JSON.stringify(relative(outDir, path))})`;
      const contents = text.replaceAll('import.meta.url', url).replace(/\bimport\((['"])([^'".][^'"]*)\1\)/g, '__import($1$2$1)');
      return { contents, loader: 'js' };
    });
  },
});

/** Packages bundled with the CLI, or with a worker's script: plain JavaScript, no native addon, no files found from their own folder. */
const INSIDE = new Set(['commander', 'graphology']);
const WORKER_INSIDE = new Set(['zod']);

/** Every other package stays a `require` or `import()` from node_modules. */
const outside = (inside) => ({
  name: 'outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      return path.startsWith('node:') || !inside.has(name) ? { path, external: true } : undefined;
    });
  },
});

/** Bundle the module `entry` (in dist/) and what it imports into the CommonJS file `outfile`; `inside` are the packages taken in. */
async function bundle(entry, outfile, inside) {
  const result = await build({
    entryPoints: [entry],
    outfile,
    // Module names in the bundle read dist/..., wherever the build runs from.
    absWorkingDir: dirname(dist),
    bundle: true,
    format: 'cjs',
    platform: 'node',
    target: 'node20',
    plugins: [outside(inside), moduleUrls(dirname(outfile))],
    banner: { js: 'const __moduleUrl = (file) => require("node:url").pathToFileURL(require("node:path").join(__dirname, file)).href;' },
    logLevel: 'warning',
    legalComments: 'none',
    metafile: true,
  });
  const left = Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
  if (left.length > 0) throw new Error(`${outfile} still imports ${left.join(', ')} with import(): give it a string literal, or a relative path`);
}

await bundle(resolve(dist, 'cli', 'main.js'), resolve(dist, 'cli', 'bundle.cjs'), INSIDE);
for (const w of WORKERS) await bundle(resolve(dist, w), resolve(dist, w.replace(/\.js$/, '.bundle.cjs')), WORKER_INSIDE);

/** A module of dist/ as a plain CommonJS file (its own `import()` of packages stays an import()). */
const asCommonJs = (from, to) =>
  build({ entryPoints: [resolve(dist, from)], outfile: resolve(dist, to), bundle: true, packages: 'external', format: 'cjs', platform: 'node', target: 'node20', logLevel: 'warning', legalComments: 'none' });

// The loader, for the binary; the worker threads' entry, with the loader in it.
await asCommonJs('core/util/load-bundle.js', 'cli/load-bundle.cjs');
await asCommonJs('pipeline/bundled-worker.js', 'pipeline/bundled-worker.cjs');
