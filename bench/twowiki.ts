/**
 * Multi-hop retrieval on the 2WikiMultiHopQA passages (../shared/data/twowiki-dev): the share of
 * questions whose contexts hold every supporting passage ("perfect retrieval"), at top-k 8, all
 * questions and multi-hop ones (compositional, inference) apart, per mode, beside plain BM25 and
 * the figures published for other systems on the dataset. Each passage is written as one Markdown
 * file ("# Title", then the text) and ingested offline; no scope detection (no filters).
 *
 *   npx tsx bench/twowiki.ts [--dir /tmp/twowiki] [--split dev|heldout|all] [--modes vector,graph,hybrid,kgar] [--verbose]
 *
 * Skips (exit 0) when the shared data is absent.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { getMode } from '../src/query/retrieve/registry.js';
import type { Mode } from '../src/query/retrieve/types.js';
import { benchArg } from './lib/args.js';
import { SHARED_DATA } from './lib/corpus.js';
import { openWorkdir } from './retrieval-recall.js';
import { quantile } from './lib/stats.js';

interface Question {
  id: string;
  question: string;
  kind: 'compositional' | 'inference' | 'comparison' | 'bridge-comparison';
  supporting_titles: string[];
  split: 'dev' | 'heldout';
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const TOP_K = 8;
const MULTI_HOP = new Set(['compositional', 'inference']);

/** Published perfect retrieval on the 101 questions of the dataset's first 800 passages (all / multi-hop). */
const PUBLISHED: readonly [string, number, number][] = [
  ['vector store (OpenAI embeddings)', 0.42, 0.23],
  ['LightRAG', 0.45, 0.28],
  ['GraphRAG (nano-graphrag)', 0.73, 0.64],
  ['fast-graphrag (entity graph, PPR)', 0.93, 0.9],
];

/** A passage's file name: its line number and a slug of its title. */
const fileNameOf = (i: number, title: string): string =>
  `${String(i).padStart(4, '0')}-${title.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 60) || 'x'}.md`;

function writeCorpus(passagesFile: string, docs: string): Map<string, string> {
  const titleOf = new Map<string, string>();
  const lines = readFileSync(passagesFile, 'utf8').split('\n').filter(Boolean);
  mkdirSync(docs, { recursive: true });
  lines.forEach((line, i) => {
    const p = JSON.parse(line) as { title: string; text: string };
    const name = fileNameOf(i, p.title);
    titleOf.set(name, p.title);
    const path = join(docs, name);
    if (!existsSync(path)) writeFileSync(path, `# ${p.title}\n\n${p.text}\n`);
  });
  return titleOf;
}

export interface TwowikiOptions {
  /** Where the passages are written and ingested (default /tmp/hybridrag-twowiki). */
  dir?: string;
  split?: 'dev' | 'heldout' | 'all';
  modes?: readonly Mode[];
  verbose?: boolean;
  log?: (s: string) => void;
}

export interface TwowikiRow {
  retrieval: string;
  all: number;
  allOf: string;
  multiHop: number;
  multiHopOf: string;
  p50Ms: number;
}

/** Perfect retrieval per retrieval kind on one split (the corpus written and ingested first when needed); null without the shared data. */
export async function measureTwowiki(o: TwowikiOptions = {}): Promise<{ rows: TwowikiRow[]; questions: number } | null> {
  const passages = join(SHARED_DATA, 'twowiki-dev', 'passages.jsonl');
  if (!existsSync(passages)) return null;
  const dir = o.dir ?? '/tmp/hybridrag-twowiki';
  const split = o.split ?? 'all';
  const modes = o.modes ?? (['vector', 'graph', 'hybrid', 'kgar'] as const);
  const titleOf = writeCorpus(passages, join(dir, 'docs'));
  const workdir = join(dir, '.hybridrag');
  if (!existsSync(join(workdir, 'hybridrag.db'))) {
    const t0 = performance.now();
    execFileSync(process.execPath, [join(ROOT, 'bin', 'hybridrag.js'), 'ingest', 'docs', '--quiet'], { cwd: dir, stdio: 'inherit' });
    o.log?.(`ingested ${titleOf.size} passages in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  } else {
    // Pick up stages a newer build added (unchanged passages are skipped).
    execFileSync(process.execPath, [join(ROOT, 'bin', 'hybridrag.js'), 'ingest', 'docs', '--quiet'], { cwd: dir, stdio: 'ignore' });
  }
  const questions = (readFileSync(join(ROOT, 'fixtures', 'twowiki', 'questions.jsonl'), 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)) as Question[]).filter(
    (q) => split === 'all' || q.split === split,
  );
  const nMulti = questions.filter((q) => MULTI_HOP.has(q.kind)).length;
  const { deps, close } = await openWorkdir(workdir);
  const rows: TwowikiRow[] = [];
  const score = async (name: string, found: (q: Question) => Promise<Set<string>>) => {
    let all = 0;
    let multi = 0;
    const times: number[] = [];
    for (const q of questions) {
      const t0 = performance.now();
      const titles = await found(q);
      times.push(performance.now() - t0);
      const ok = q.supporting_titles.every((t) => titles.has(t));
      if (ok) all++;
      if (ok && MULTI_HOP.has(q.kind)) multi++;
      if (!ok && o.verbose) o.log?.(`  ${name} miss ${q.id} ${q.question} — missing ${q.supporting_titles.filter((t) => !titles.has(t)).join(' | ')}`);
    }
    rows.push({ retrieval: name, all: all / questions.length, allOf: `${all}/${questions.length}`, multiHop: multi / nMulti, multiHopOf: `${multi}/${nMulti}`, p50Ms: quantile(times, 0.5) });
  };
  const titlesOf = (docs: Iterable<string>): Set<string> => new Set([...docs].map((d) => titleOf.get(d) ?? d));
  const chunkDoc = deps.db.prepare('SELECT d.file_name AS f FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE c.id = ?');
  try {
    await score('BM25', async (q) => {
      const hits = await deps.lexical.search(q.question, null, TOP_K);
      return titlesOf(hits.map((h) => (chunkDoc.get(h.chunkId) as { f: string }).f));
    });
    for (const mode of modes) {
      const spec = getMode(mode);
      const retriever = spec.create(deps);
      const depth = spec.defaultDepth(deps.config.retrieval);
      // Warm-up: the graph, the embedder's tables.
      await retriever.retrieve({ question: questions[0]!.question, filters: {}, topK: TOP_K, depth });
      await score(mode, async (q) => {
        const ctx = await retriever.retrieve({ question: q.question, filters: {}, topK: TOP_K, depth });
        return titlesOf(ctx.filter((c) => c.document).map((c) => c.document));
      });
    }
  } finally {
    close();
  }
  return { rows, questions: questions.length };
}

/** The `npm run bench` section: held-out and dev figures per retrieval kind. */
export async function runTwowikiBench(opts: { log?: (s: string) => void } = {}): Promise<Record<string, number | string>> {
  const out: Record<string, number | string> = {};
  for (const split of ['heldout', 'dev'] as const) {
    const m = await measureTwowiki({ split, log: opts.log });
    if (m === null) return { skipped: 'no ../shared/data/twowiki-dev' };
    for (const r of m.rows) {
      out[`${split}.${r.retrieval}.all`] = Number(r.all.toFixed(3));
      out[`${split}.${r.retrieval}.multi_hop`] = Number(r.multiHop.toFixed(3));
      out[`${split}.${r.retrieval}.p50_ms`] = Number(r.p50Ms.toFixed(1));
    }
  }
  for (const [name, a, m] of PUBLISHED) {
    out[`published.${name}.all`] = a;
    out[`published.${name}.multi_hop`] = m;
  }
  return out;
}

async function main(): Promise<void> {
  const split = (benchArg('split') ?? 'all') as TwowikiOptions['split'];
  const m = await measureTwowiki({
    dir: benchArg('dir'),
    split,
    modes: benchArg('modes')?.split(',') as Mode[] | undefined,
    verbose: process.argv.includes('--verbose'),
    log: (s) => console.log(s),
  });
  if (m === null) {
    console.log('twowiki: skipped (no ../shared/data/twowiki-dev/passages.jsonl)');
    return;
  }
  console.log(`\n2WikiMultiHopQA, ${split} split (${m.questions} questions), every supporting passage in the contexts at top-k ${TOP_K}:\n`);
  console.log('| retrieval | all | multi-hop | p50 ms |\n|---|---|---|---|');
  for (const r of m.rows) console.log(`| ${r.retrieval} | ${r.all.toFixed(3)} (${r.allOf}) | ${r.multiHop.toFixed(3)} (${r.multiHopOf}) | ${r.p50Ms.toFixed(1)} |`);
  console.log('\nPublished, LLM-built graphs and OpenAI embeddings (101 questions on other passages of the dataset):\n');
  console.log('| system | all | multi-hop |\n|---|---|---|');
  for (const [name, a, mh] of PUBLISHED) console.log(`| ${name} | ${a.toFixed(2)} | ${mh.toFixed(2)} |`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) await main();
