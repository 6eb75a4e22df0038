/**
 * Where the bench finds its data: the real Nifty-50 corpus when present (../shared/data next to the
 * repository, or HYBRIDRAG_DATA), otherwise the demo corpus the project writes.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface Corpus {
  name: 'nifty50-q1fy24' | 'demo';
  /** Folder of transcripts to ingest. */
  dir: string;
  /** The data folder holding ground_truth.csv etc. (real corpus only). */
  dataDir: string | null;
  files: string[];
  note?: string;
}

/** Candidate locations of the shared data folder, in order of preference. */
export function dataDirCandidates(root: string): string[] {
  const env = process.env.HYBRIDRAG_DATA;
  return [env, join(root, '..', 'shared', 'data')].filter((p): p is string => !!p).map((p) => resolve(p));
}

const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The shared data folder (HYBRIDRAG_DATA, else ../shared/data beside the checkout). */
export const SHARED_DATA = dataDirCandidates(REPO_ROOT)[0]!;

export function findNiftyDir(root: string): string | null {
  for (const d of dataDirCandidates(root)) {
    const dir = join(d, 'nifty50-q1fy24');
    if (existsSync(join(dir, 'pdfs'))) return dir;
  }
  return null;
}

function listFiles(dir: string, exts: readonly string[]): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && exts.some((x) => e.name.toLowerCase().endsWith(x)))
    .map((e) => join(dir, e.name))
    .sort();
}

/** Pick the bench corpus. `preferDemo` forces the demo corpus (the CI job does). */
export function chooseCorpus(root: string, preferDemo = false): Corpus {
  const nifty = preferDemo ? null : findNiftyDir(root);
  if (nifty) {
    const dir = join(nifty, 'pdfs');
    return { name: 'nifty50-q1fy24', dir, dataDir: nifty, files: listFiles(dir, ['.pdf']) };
  }
  const demo = join(root, 'data', 'demo');
  const files = existsSync(demo) ? listFiles(demo, ['.pdf', '.txt', '.md']) : [];
  return {
    name: 'demo',
    dir: demo,
    dataDir: null,
    files,
    note: preferDemo
      ? 'demo corpus requested (--demo)'
      : 'the real Nifty-50 data is absent here, so the bench uses the demo corpus (figures are not comparable with the real corpus)',
  };
}
