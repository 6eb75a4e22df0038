#!/usr/bin/env node
/**
 * The floor plan, enforced: every relative import in src/ must point to its own layer or one
 * below it (docs/architecture.md). Prints each backward import and exits 1 if there is any.
 *
 *   core      domain types, errors, reporter interface, config, store, providers, prompts, text
 *   pipeline  ingest stages: ingest, embed, extract, resolve        (uses core)
 *   query     retrieve, graph, answer                                (uses core)
 *   eval      datasets, metrics, judges, reports                     (uses core, query)
 *   app       the only wiring: which stages, providers, judges       (uses everything below)
 *   server    the HTTP face: JSON API, OpenAI endpoints              (uses everything below but cli)
 *   cli       flags, commands, terminal rendering                    (uses everything below)
 *   tools     demo corpus writer, scale generator                    (uses everything but cli)
 *
 * Tests (`*.test.ts`) sit beside the code they test but outside the layers: they may import any
 * layer and the shared helpers in test/.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ALLOWED = {
  core: ['core'],
  pipeline: ['core', 'pipeline'],
  query: ['core', 'query'],
  eval: ['core', 'query', 'eval'],
  app: ['core', 'pipeline', 'query', 'eval', 'app'],
  server: ['core', 'pipeline', 'query', 'eval', 'app', 'server'],
  cli: ['core', 'pipeline', 'query', 'eval', 'app', 'server', 'cli'],
  tools: ['core', 'pipeline', 'query', 'eval', 'app', 'tools'],
};

function walk(dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = join(dir, name);
    if (statSync(p).isDirectory()) out.push(...walk(p));
    else if (p.endsWith('.ts') && !p.endsWith('.test.ts')) out.push(p);
  }
  return out;
}

/** Every backward import under `srcDir`, as `{ file, line, from, to }` (paths relative to srcDir). */
export function backwardImports(srcDir) {
  const problems = [];
  for (const file of walk(srcDir)) {
    const rel = relative(srcDir, file);
    const layer = rel.split('/')[0];
    const allowed = ALLOWED[layer];
    if (!allowed) {
      problems.push({ file: rel, line: 0, from: layer, to: '(no layer: put the file under one of ' + Object.keys(ALLOWED).join(', ') + ')' });
      continue;
    }
    const lines = readFileSync(file, 'utf8').split('\n');
    lines.forEach((text, i) => {
      for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"](\.{1,2}\/[^'"]+)['"]/g)) {
        const target = relative(srcDir, resolve(dirname(file), m[1]));
        const to = target.split('/')[0];
        if (!allowed.includes(to)) problems.push({ file: rel, line: i + 1, from: layer, to: target });
      }
    });
  }
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const src = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'src');
  const problems = backwardImports(src);
  for (const p of problems) console.error(`src/${p.file}:${p.line}: ${p.from} imports ${p.to}`);
  if (problems.length) {
    console.error(`${problems.length} backward import(s); see the layer table in scripts/check-layers.mjs`);
    process.exit(1);
  }
  console.log('layers: no backward imports');
}
