/**
 * Offline answerer bench: on the Nifty-50 questions, retrieve with the product's own retrievers
 * (company filter) and answer with the extractive local answerer; report how much of the
 * ground-truth answer's content words the answer keeps, against two references: all the retrieved
 * contexts (the ceiling an extractive answer can reach) and a naive baseline of the same length
 * (the first characters of the top context).
 *
 *   npx tsx bench/answerer.ts --workdir DIR [--modes vector,hybrid]
 * DIR is an ingested Nifty-50 workdir (embeddings needed; triplets for graph modes).
 * ANSWERER_VERBOSE=1 lists, on stderr, each question answered on another company's contexts.
 * Exported for bench/run.ts: runAnswererBench(opts) → Section.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { LocalAnswerer } from '../src/query/answerer/local-answerer.js';
import { contentTokens } from '../src/core/text/tokenize.js';
import { defaultCacheDir, loadGloveTables } from '../src/core/providers/local/glove-cache.js';
import { SifEmbedder } from '../src/core/providers/local/sif-embedder.js';
import { loadGroundTruth } from '../src/query/retrieve/ground-truth.js';
import { getMode } from '../src/query/retrieve/registry.js';
import type { Mode } from '../src/query/retrieve/types.js';
import type { Metric, Section } from './lib/section.js';
import { openWorkdir } from './retrieval-recall.js';
import { SHARED_DATA } from './lib/corpus.js';

/** Share of the ground truth's distinct content words found in `text`; NaN without any. */
export function tokenRecall(groundTruth: string, text: string): number {
  const gt = new Set(contentTokens(groundTruth));
  if (gt.size === 0) return NaN;
  const have = new Set(contentTokens(text));
  let n = 0;
  for (const t of gt) if (have.has(t)) n++;
  return n / gt.size;
}

const mean = (xs: number[]): number => {
  const v = xs.filter((x) => !Number.isNaN(x));
  return v.length ? v.reduce((a, b) => a + b, 0) / v.length : NaN;
};
const r3 = (x: number): number => Math.round(x * 1000) / 1000;

export async function runAnswererBench(opts: { workdir?: string; dataDir?: string; modes?: Mode[] } = {}): Promise<Section> {
  const title = 'Offline extractive answerer';
  if (!opts.workdir) return { id: 'answerer', title, metrics: [], notes: [], unavailable: 'needs --workdir: an ingested Nifty-50 workdir' };
  const dataDir = opts.dataDir ?? join(SHARED_DATA, 'nifty50-q1fy24');
  if (!existsSync(join(dataDir, 'ground_truth.csv'))) {
    return { id: 'answerer', title, metrics: [], notes: [], unavailable: `needs the Nifty-50 ground_truth.csv (not found in ${dataDir})` };
  }
  const qs = loadGroundTruth(dataDir).questions;
  const env = (k: string): number | undefined => (process.env[k] ? Number(process.env[k]) : undefined);
  const answerer = new LocalAnswerer({
    embedder: new SifEmbedder(loadGloveTables(defaultCacheDir())),
    minCoverage: env('ANSWER_MIN_COVERAGE'),
    maxSentences: env('ANSWER_MAX_SENTENCES'),
    maxChars: env('ANSWER_MAX_CHARS'),
    minSimilarity: env('ANSWER_MIN_SIMILARITY'),
  });
  const w = await openWorkdir(opts.workdir);
  const metrics: Metric[] = [];
  try {
    for (const mode of opts.modes ?? (['vector', 'hybrid'] as Mode[])) {
      const retriever = getMode(mode).create(w.deps);
      const ans: number[] = [];
      const ctx: number[] = [];
      const base: number[] = [];
      let answered = 0;
      let chars = 0;
      let ms = 0;
      const retrieved: Array<Awaited<ReturnType<typeof retriever.retrieve>>> = [];
      for (const q of qs) {
        const contexts = await retriever.retrieve({ question: q.question, filters: { company: q.company }, topK: 4, depth: 1 });
        retrieved.push(contexts);
        const t = performance.now();
        const a = await answerer.answer(q.question, contexts);
        ms += performance.now() - t;
        const refused = a.cited.length === 0;
        if (!refused) answered++;
        chars += a.text.length;
        ans.push(tokenRecall(q.answer, refused ? '' : a.text));
        ctx.push(tokenRecall(q.answer, contexts.map((c) => c.text).join('\n')));
        base.push(tokenRecall(q.answer, (contexts[0]?.text ?? '').slice(0, Math.max(1, a.text.length))));
      }
      // Unanswerable on purpose: each question against the contexts retrieved for a question about
      // another company (half the list away), which cannot hold its answer.
      let refused = 0;
      for (let i = 0; i < qs.length; i++) {
        let j = (i + Math.floor(qs.length / 2)) % qs.length;
        while (qs[j]!.company === qs[i]!.company) j = (j + 1) % qs.length;
        const a = await answerer.answer(qs[i]!.question, retrieved[j]!);
        if (a.cited.length === 0) refused++;
        else if (process.env.ANSWERER_VERBOSE) console.error(`${mode} answered on another company's contexts: ${qs[i]!.question} — ${a.text.slice(0, 160)}`);
      }
      metrics.push(
        { name: `${mode}: answered (not "does not contain")`, value: r3(answered / qs.length) },
        { name: `${mode}: refused on another company's contexts (unanswerable)`, value: r3(refused / qs.length) },
        { name: `${mode}: ground-truth word recall of the answer`, value: r3(mean(ans)) },
        { name: `${mode}: … of all retrieved contexts (ceiling)`, value: r3(mean(ctx)) },
        { name: `${mode}: … of the top context cut to the answer's length (baseline)`, value: r3(mean(base)) },
        { name: `${mode}: mean answer length`, value: Math.round(chars / qs.length), unit: 'chars' },
        { name: `${mode}: answer time`, value: r3(ms / qs.length), unit: 'ms/question' },
      );
    }
  } finally {
    w.close();
  }
  return { id: 'answerer', title, metrics, notes: [`${qs.length} questions, company filter, top-k 4; word recall = share of the ground-truth answer's distinct content words present`] };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--workdir');
  const m = process.argv.indexOf('--modes');
  const s = await runAnswererBench({
    workdir: i > 0 ? process.argv[i + 1] : undefined,
    modes: m > 0 ? (process.argv[m + 1]!.split(',') as Mode[]) : undefined,
  });
  process.stdout.on('error', () => undefined);
  if (s.unavailable) console.log(`not available: ${s.unavailable}`);
  for (const x of s.metrics) console.log(`${x.name}: ${x.value}${x.unit ? ` ${x.unit}` : ''}`);
  for (const n of s.notes) console.log(`note: ${n}`);
}
