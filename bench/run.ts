/**
 * `npm run bench`: every figure in one run, printed, written as this run kind's block of
 * docs/benchmarks.md (bench/lib/bench-doc.ts: the other kinds' blocks are kept), and kept raw in
 * bench/results.json, with the machine, load average, versions, commit and date.
 *
 *   npm run bench                      # real corpus when present, else the demo corpus
 *   npm run bench -- --demo            # force the demo corpus (CI)
 *   npm run bench -- --runs 5          # clean ingest runs for the medians (default 3)
 *   npm run bench -- --only ingest,retrieval
 *   npm run bench -- --scale 10        # the scale bench instead (see bench/scale.ts)
 *   npm run bench -- --doc FILE        # write the page elsewhere (default docs/benchmarks.md)
 *   npm run bench -- --out DIR         # folder of results.json (default bench/)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runIngestBench } from './ingest.js';
import { chooseCorpus } from './lib/corpus.js';
import { build } from './lib/hybridrag.js';
import { gitState, writeBenchDoc, RUN_KINDS } from './lib/bench-doc.js';
import { machineInfo } from './lib/machine.js';
import { PIECES, runPiece } from './lib/pieces.js';
import { resultsMarkdown, sectionConsole, type BenchResults } from './lib/report.js';
import { guarded, unavailable, type Section } from './lib/section.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export interface BenchArgs {
  runs: number;
  demo: boolean;
  only: string[] | null;
  out: string;
  doc: string;
  scale: number[] | null;
}

export function parseArgs(argv: readonly string[]): BenchArgs {
  const a: BenchArgs = { runs: 3, demo: false, only: null, out: join(ROOT, 'bench'), doc: join(ROOT, 'docs', 'benchmarks.md'), scale: null };
  for (let i = 0; i < argv.length; i++) {
    const k = argv[i]!;
    const next = (): string => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${k} needs a value`);
      return v;
    };
    if (k === '--runs') a.runs = Math.max(1, Number.parseInt(next(), 10) || 1);
    else if (k === '--demo') a.demo = true;
    else if (k === '--only') a.only = next().split(',').map((s) => s.trim());
    else if (k === '--out') a.out = next();
    else if (k === '--doc') a.doc = next();
    else if (k === '--scale') a.scale = next().split(',').map((s) => Number.parseInt(s, 10));
    else throw new Error(`unknown option ${k} (see the comment at the top of bench/run.ts)`);
  }
  return a;
}

/** A path as the page shows it: relative to the repository (`../shared/data/...` for the shared corpus). */
export function displayPath(p: string): string {
  return relative(ROOT, p) || '.';
}

const log = (s: string): void => void process.stderr.write(`[bench] ${s}\n`);

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const args = parseArgs(argv);
  const command = ['npm run bench', ...(argv.length ? ['--', ...argv] : [])].join(' ');
  if (args.scale) {
    const { runScaleBench } = await import('./scale.js');
    await runScaleBench({ root: ROOT, factors: args.scale, log, doc: args.doc, command });
    return;
  }
  const t0 = Date.now();
  const load0 = loadavg()[0]!;
  const git = gitState(ROOT);
  log('building a private copy of the CLI (bench/out/build) ...');
  build(ROOT, log);
  const corpus = chooseCorpus(ROOT, args.demo);
  if (corpus.note) log(corpus.note);
  const workdir = join(ROOT, 'bench', 'out', `workdir-${corpus.name}`);
  const want = (id: string): boolean => !args.only || args.only.includes(id);
  const sections: Section[] = [];
  const emit = (s: Section): void => {
    sections.push(s);
    process.stdout.write(sectionConsole(s) + '\n');
  };
  if (corpus.files.length === 0) {
    emit(unavailable('ingest', 'Ingest', `no corpus: ${corpus.dir} has no transcripts (run \`npm run demo:data\`)`));
  } else if (want('ingest')) {
    emit(await guarded('ingest', 'Ingest', () => runIngestBench({ root: ROOT, corpus, runs: args.runs, budgetSeconds: 300, workdir, log })));
  }
  const ingested = corpus.name === 'nifty50-q1fy24' && sections.some((s) => s.id === 'ingest' && !s.unavailable);
  for (const p of PIECES) if (want(p.id)) emit(await runPiece(p, { root: ROOT, corpus, workdir: ingested ? workdir : undefined, log }));

  const results: BenchResults = {
    machine: machineInfo(ROOT, load0, git),
    corpus: { name: corpus.name, path: displayPath(corpus.dir), documents: corpus.files.length, note: corpus.note },
    options: { runs: args.runs, only: args.only },
    sections,
    totalSeconds: (Date.now() - t0) / 1000,
  };
  const kind = corpus.name === 'demo' ? 'demo' : 'nifty50';
  const block = resultsMarkdown(results, RUN_KINDS.find((r) => r.kind === kind)!.title, command);
  mkdirSync(args.out, { recursive: true });
  writeFileSync(join(args.out, 'results.json'), JSON.stringify(results, null, 2) + '\n');
  writeBenchDoc(args.doc, kind, block);
  // The same block on its own, for CI's job summary.
  mkdirSync(join(ROOT, 'bench', 'out'), { recursive: true });
  writeFileSync(join(ROOT, 'bench', 'out', `results-${kind}.md`), block);
  log(`wrote the ${kind} block of ${args.doc} and ${join(args.out, 'results.json')} in ${results.totalSeconds.toFixed(0)} s`);
}

main().catch((err: unknown) => {
  process.stderr.write(`[bench] failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exitCode = 1;
});
