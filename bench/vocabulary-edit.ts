/**
 * Vocabulary-edit bench: the time of a re-ingest after a user edits a sectors file (config
 * `vocabulary.sectors`), on a copy of an ingested workdir: what that re-ingest re-reads (metadata
 * and sectors of every document, from the stored pages) and what it leaves (chunks, embeddings,
 * triplets). The given workdir is never written: it is copied, ingested once with the file as first
 * written (a workdir made before the file, or by an older build, settles there: its time is printed
 * as the settling run), then each run copies that, edits the file (one cue added) and re-ingests.
 *
 *   npx tsx bench/vocabulary-edit.ts --workdir /tmp/n/.hybridrag --corpus ../shared/data/nifty50-q1fy24/pdfs [--runs 3] [--bin bin/hybridrag.js]
 *
 * `npm run bench` runs one edit on its ingest workdir (bench/ingest.ts).
 */
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv, binPath, ingestArgs } from './lib/hybridrag.js';
import { measure } from './lib/measure.js';
import { lastJson } from './lib/stage-times.js';
import { median } from './lib/stats.js';

/** A user's sectors file: one sector, its cues; the edit adds one cue, so every document's sectors are read again. */
const sectorsFile = (edited: boolean): string =>
  JSON.stringify({
    sectors: [{
      id: 'port operators', name: 'Port operators', cues: ['port', 'ports', 'cargo volumes', 'container terminal', ...(edited ? ['berths'] : [])],
      selfDescriptions: ['our ports'], minDensity: 1, minDistinctCues: 2, minSelf: 1,
    }],
  });

export interface EditRun {
  wallMs: number;
  /** CPU seconds of the ingest process (user + system, worker threads included). */
  cpuS: number;
  summary: Record<string, unknown>;
}

export interface VocabularyEditOptions {
  root: string;
  /** An ingested workdir (read only). */
  workdir: string;
  corpus: string;
  runs: number;
  /** The CLI to run (default: the bench's build, else the repository's bin/). */
  bin?: string;
  log: (s: string) => void;
}

/** The settling run and each edit's re-ingest. */
export async function vocabularyEditBench(o: VocabularyEditOptions): Promise<{ settle: EditRun; runs: EditRun[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'hr-vocab-edit-'));
  const sectors = join(dir, 'my-sectors.json');
  const config = join(dir, 'hybridrag.config.json');
  writeFileSync(config, JSON.stringify({ vocabulary: { sectors: [sectors] } }));
  const bin = o.bin ?? binPath(o.root);
  const ingest = async (workdir: string): Promise<EditRun> => {
    const r = await measure(process.execPath, [bin, ...ingestArgs(o.root, [o.corpus, '--workdir', workdir, '--config', config])], { cwd: o.root, env: benchEnv(), timeoutMs: 30 * 60_000 });
    if (r.code !== 0) throw new Error(`ingest exited ${r.code ?? r.signal}: ${r.stderr.trim().split('\n').slice(-3).join(' / ')}`);
    return { wallMs: r.wallMs, cpuS: r.cpuMs / 1000, summary: (lastJson(r.stdout) ?? {}) as Record<string, unknown> };
  };
  try {
    const settled = join(dir, 'settled');
    cpSync(o.workdir, settled, { recursive: true });
    writeFileSync(sectors, sectorsFile(false));
    o.log('settling the workdir copy with the sectors file as first written ...');
    const settle = await ingest(settled);
    const runs: EditRun[] = [];
    for (let i = 0; i < o.runs; i++) {
      const trial = join(dir, 'trial');
      rmSync(trial, { recursive: true, force: true });
      cpSync(settled, trial, { recursive: true });
      writeFileSync(sectors, sectorsFile(true));
      o.log(`re-ingest after the edit, run ${i + 1}/${o.runs} ...`);
      runs.push(await ingest(trial));
      writeFileSync(sectors, sectorsFile(false));
    }
    return { settle, runs };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** What a run did: its counts and the items each stage processed. */
export function runLine(r: EditRun): string {
  const s = r.summary;
  const stages = Array.isArray(s.stages) ? (s.stages as { stage: string; processed: number; ms: number }[]).map((x) => `${x.stage} ${x.processed} in ${(x.ms / 1000).toFixed(1)}s`).join(', ') : '';
  return `${(r.wallMs / 1000).toFixed(1)}s wall, ${r.cpuS.toFixed(1)}s cpu: added ${s.added}, updated ${s.updated}, reread ${s.reread ?? '-'}, unchanged ${s.unchanged}; chunks written ${s.chunks}${stages ? `; ${stages}` : ''}`;
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const opt = (k: string): string | undefined => {
    const i = args.indexOf(k);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const workdir = opt('--workdir');
  const corpus = opt('--corpus');
  if (!workdir || !corpus) throw new Error('usage: bench/vocabulary-edit.ts --workdir W --corpus DIR [--runs 3] [--bin FILE]');
  const root = fileURLToPath(new URL('..', import.meta.url));
  const bin = opt('--bin');
  const r = await vocabularyEditBench({
    root, workdir: resolve(workdir), corpus: resolve(corpus), runs: Number(opt('--runs') ?? 3), ...(bin ? { bin: resolve(bin) } : {}), log: (s) => console.error(s),
  });
  console.log(`settling run: ${runLine(r.settle)}`);
  r.runs.forEach((x, i) => console.log(`edit run ${i + 1}: ${runLine(x)}`));
  console.log(`re-ingest after a sectors-file edit: median ${(median(r.runs.map((x) => x.wallMs)) / 1000).toFixed(1)}s wall, ${median(r.runs.map((x) => x.cpuS)).toFixed(1)}s cpu over ${r.runs.length} run(s)`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
