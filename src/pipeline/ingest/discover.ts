/**
 * Expand the command-line paths into the input files, recursively and in a stable order. Missing
 * paths, folders without inputs and unsupported files become failures, not exceptions.
 */
import { readdirSync, statSync, type Stats } from 'node:fs';
import { join, resolve } from 'node:path';
import { formatOf, type ParseFailure } from './parsed.js';

export interface Discovered {
  files: string[];
  failures: ParseFailure[];
}

function walk(dir: string, out: string[]): void {
  const entries = readdirSync(dir, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  for (const e of entries) {
    // Hidden files and folders (.git, .hybridrag, editor swap files) are never inputs.
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (e.isFile() && formatOf(p)) out.push(p);
  }
}

/** Absolute input files (deduplicated, sorted) and the paths that yielded none. */
export function discoverInputs(paths: readonly string[], cwd: string): Discovered {
  const files = new Set<string>();
  const failures: ParseFailure[] = [];
  for (const raw of paths) {
    const path = resolve(cwd, raw);
    let st: Stats;
    try {
      st = statSync(path);
    } catch {
      failures.push({ path, reason: 'no such file or directory; check the path' });
      continue;
    }
    if (st.isDirectory()) {
      const found: string[] = [];
      walk(path, found);
      if (found.length === 0) failures.push({ path, reason: 'folder holds no .pdf, .txt or .md files' });
      for (const f of found) files.add(f);
    } else if (!formatOf(path)) {
      failures.push({ path, reason: 'unsupported file type; use .pdf, .txt or .md' });
    } else {
      files.add(path);
    }
  }
  return { files: [...files].sort(), failures };
}
