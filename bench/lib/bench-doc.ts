/**
 * docs/benchmarks.md, written by `npm run bench`: a fixed introduction, then one block per run
 * kind (the Nifty-50 bench, the demo bench, the scale bench), each between its own markers and
 * replaced in place, so one kind of run never overwrites another's figures.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type RunKind = 'nifty50' | 'demo' | 'scale';

export const RUN_KINDS: readonly { kind: RunKind; title: string; command: string }[] = [
  { kind: 'nifty50', title: 'Nifty-50 corpus', command: 'npm run bench' },
  { kind: 'demo', title: 'Demo corpus', command: 'npm run bench -- --demo' },
  { kind: 'scale', title: 'Scale', command: 'npm run bench -- --scale 1,10' },
];

export const BENCH_DOC_INTRO = `# Benchmarks

This page is written by the bench harness; do not edit the figures by hand. Regenerate a block by
running its command from the repository root (\`npm run bench\` for the Nifty-50 corpus, which it
finds at \`../shared/data\` or \`$HYBRIDRAG_DATA\`; \`npm run bench -- --demo\` for the committed demo
corpus; \`npm run bench -- --scale 1,10\` for the scale study). Each run replaces only its own
block and leaves the others as they were, and keeps its raw figures in \`bench/results.json\`
(\`bench/results-scale.json\` for the scale study), which are not committed.

Each block opens with the machine it ran on, the 1-minute load average at its start and end, the
commit (\`dirty\` when the working tree had uncommitted changes) and the date: timings depend on
the machine and on other work running beside the bench, so read them together with that line.
A section whose code or data is missing says \`not available\` with the reason instead of a figure.

What the sections measure:

- **Ingest**: a clean ingest of the corpus with every stage on the offline provider (median of
  \`--runs\` runs), beside \`pdftotext\` on the same files; time per stage; peak memory; a re-ingest
  of the unchanged corpus; what the workdir holds afterwards.
- **Model path**: throughput of provider calls against the fake OpenAI-compatible server at a fixed
  latency and concurrency, against the ceiling concurrency / latency; embedding batching.
- **Offline embedder**: cold load of the GloVe SIF embedder and its throughput (with the Nifty-50
  corpus, also dense-only evidence recall).
- **Extraction quality**: precision, recall and F1 of the rule-based extractor on the gold and
  held-out sentence sets in \`fixtures/\`.
- **Offline extractive answerer**: on the Nifty-50 questions, how often it answers, how often it
  refuses when given another company's contexts, and how much of the ground truth its answers keep.
- **Retrieval**: evidence recall per mode, warm retrieval latency (p50 / p95) and a cold \`ask\`
  process per mode; on the Nifty-50 corpus also the fusion and chunking studies and the questions
  asked with the other spelling of their abbreviations.
- **Local judge**: Spearman correlation of the offline judge with the reference RAGAS scores.
- **Eval**: wall time of \`hybridrag eval\` over the dataset in every mode.
- **Scale**: generated ×N copies of the Nifty-50 transcripts ingested one size at a time (wall
  time, time per document, peak memory, a linear fit of time against size), then warm retrieval
  latency on the largest workdir.
`;

const START = (k: RunKind): string => `<!-- bench:${k}:start -->`;
const END = (k: RunKind): string => `<!-- bench:${k}:end -->`;

function placeholder(kind: RunKind): string {
  const k = RUN_KINDS.find((r) => r.kind === kind)!;
  return `## ${k.title}\n\nNot run yet: \`${k.command}\`.\n`;
}

/** The block of `kind` (between its markers) in `doc`, or null when it has none. */
export function readBlock(doc: string, kind: RunKind): string | null {
  const s = doc.indexOf(START(kind));
  if (s < 0) return null;
  const e = doc.indexOf(END(kind), s);
  if (e < 0) return null;
  return doc.slice(s + START(kind).length, e).replace(/^\n/, '').replace(/\n$/, '');
}

/**
 * The page with `kind`'s block replaced by `body`: the fixed introduction, then every run kind in
 * a fixed order, each from `existing` when it holds that kind's block, else a "not run yet" line.
 */
export function updateBenchDoc(existing: string | null, kind: RunKind, body: string): string {
  const parts = [BENCH_DOC_INTRO];
  for (const r of RUN_KINDS) {
    const block = r.kind === kind ? body.trimEnd() : (existing !== null ? readBlock(existing, r.kind) : null) ?? placeholder(r.kind).trimEnd();
    parts.push(`${START(r.kind)}\n${block}\n${END(r.kind)}\n`);
  }
  return parts.join('\n');
}

/** Replace `kind`'s block of the page at `file` (created when missing). */
export function writeBenchDoc(file: string, kind: RunKind, body: string): void {
  const existing = existsSync(file) ? readFileSync(file, 'utf8') : null;
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, updateBenchDoc(existing, kind, body));
}

/** The short commit hash, with " (dirty)" when tracked files have uncommitted changes. */
export function gitState(root: string): string | null {
  try {
    const hash = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
    const changes = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { cwd: root, encoding: 'utf8' }).trim();
    return changes ? `${hash} (dirty)` : hash;
  } catch {
    return null;
  }
}
