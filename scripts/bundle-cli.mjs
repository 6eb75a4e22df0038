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
 * What stays outside: every npm package but those of INSIDE (required or imported from
 * node_modules when a module that uses it first runs, as without the bundle) and the worker
 * scripts, which start from their own module. INSIDE are the packages of plain CommonJS code that
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
const entry = resolve(dist, 'cli', 'main.js');
const outfile = resolve(dist, 'cli', 'bundle.cjs');
const outDir = dirname(outfile);

/**
 * In each module of dist/: `import.meta.url` → the URL of that module's own file, found from the
 * bundle's folder; `import('package')` → `__import('package')`.
 */
const moduleUrls = {
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
};

/** Packages bundled with the CLI: plain JavaScript, no native addon, no files found from their own folder. */
const INSIDE = new Set(['commander', 'graphology']);

/** Every other package stays a `require` or `import()` from node_modules. */
const outside = {
  name: 'outside',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, ({ path }) => {
      const name = path.startsWith('@') ? path.split('/').slice(0, 2).join('/') : path.split('/')[0];
      return path.startsWith('node:') || !INSIDE.has(name) ? { path, external: true } : undefined;
    });
  },
};

const result = await build({
  entryPoints: [entry],
  outfile,
  // Module names in the bundle read dist/..., wherever the build runs from.
  absWorkingDir: dirname(dist),
  bundle: true,
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  plugins: [outside, moduleUrls],
  banner: { js: 'const __moduleUrl = (file) => require("node:url").pathToFileURL(require("node:path").join(__dirname, file)).href;' },
  logLevel: 'warning',
  legalComments: 'none',
  metafile: true,
});

const left = Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.kind === 'dynamic-import').map((i) => i.path));
if (left.length > 0) throw new Error(`${outfile} still imports ${left.join(', ')} with import(): give it a string literal, or a relative path`);

// The loader, as CommonJS for the binary (its own `import()` of packages stays an import()).
await build({
  entryPoints: [resolve(dist, 'cli', 'load-bundle.js')],
  outfile: resolve(dist, 'cli', 'load-bundle.cjs'),
  format: 'cjs',
  platform: 'node',
  target: 'node20',
  logLevel: 'warning',
  legalComments: 'none',
});
