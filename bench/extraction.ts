/**
 * Extraction bench (offline provider, issue 4):
 *  - precision / recall / F1 of the rule-based extractor on fixtures/extraction-gold.jsonl (the
 *    development set the rules were written against) and, when present,
 *    fixtures/extraction-heldout.jsonl (written after the rules, never tuned on);
 *  - on the real corpus when ../shared/data (or HYBRIDRAG_DATA) is present: the transcripts
 *    parsed with pdfjs, chunked by speaker (2024/204), refined (tier 1) and extracted (tier 2) —
 *    triplets per chunk, ms per chunk, share of chunks with triplets, relation histogram.
 *
 *   npx tsx bench/extraction.ts [--max-docs N]
 * Exported for bench/run.ts: runExtractionBench(opts) → Section.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ExtractiveRefiner } from '../src/pipeline/extract/local/refiner.js';
import { evaluateOnGold, readGold } from '../src/pipeline/extract/local/gold.js';
import { RuleTripletExtractor } from '../src/pipeline/extract/local/triplet-extractor.js';
import { chunkDocument } from '../src/pipeline/ingest/chunk.js';
import { joinPages } from '../src/pipeline/ingest/doc-text.js';
import { readPdfPages } from '../src/pipeline/ingest/pdf.js';
import { defaultCacheDir, loadGloveTables } from '../src/core/providers/local/glove-cache.js';
import { SifEmbedder } from '../src/core/providers/local/sif-embedder.js';
import type { Metric, Section } from './lib/section.js';
import { SHARED_DATA } from './lib/corpus.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

export async function runExtractionBench(opts: { dataDir?: string; maxDocs?: number } = {}): Promise<Section> {
  const started = Date.now();
  const metrics: Metric[] = [];
  const notes: string[] = [];
  const emb = new SifEmbedder(loadGloveTables(defaultCacheDir()));
  const withFreq = new RuleTripletExtractor({ isCommonWord: (w) => emb.isCommonWord(w) });
  const r3 = (x: number): number => Math.round(x * 1000) / 1000;

  for (const [name, file] of [['gold (dev)', 'extraction-gold.jsonl'], ['held-out', 'extraction-heldout.jsonl']] as const) {
    const path = join(ROOT, 'fixtures', file);
    if (!existsSync(path)) continue;
    const gold = readGold(path);
    const { score, msPerSentence } = evaluateOnGold(withFreq, gold);
    const bare = evaluateOnGold(new RuleTripletExtractor(), gold).score;
    metrics.push(
      { name: `${name}: precision`, value: r3(score.precision), reference: 'bar ≥ 0.7' },
      { name: `${name}: recall`, value: r3(score.recall) },
      { name: `${name}: F1`, value: r3(score.f1) },
      { name: `${name}: sentences / gold triplets / predicted`, value: `${gold.length} / ${score.gold} / ${score.predicted}` },
      { name: `${name}: precision, recall without GloVe word frequencies`, value: `${r3(bare.precision)}, ${r3(bare.recall)}` },
      { name: `${name}: ms per sentence`, value: r3(msPerSentence), unit: 'ms' },
    );
  }

  const dataDir = opts.dataDir ?? SHARED_DATA;
  const pdfDir = join(dataDir, 'nifty50-q1fy24', 'pdfs');
  if (existsSync(pdfDir) && opts.maxDocs !== 0) {
    const files = readdirSync(pdfDir).filter((f) => f.endsWith('.pdf')).sort().slice(0, opts.maxDocs ?? Infinity);
    const refiner = new ExtractiveRefiner();
    let chunks = 0, withTriplets = 0, triplets = 0, refineMs = 0, extractMs = 0, inChars = 0, outChars = 0;
    const rel = new Map<string, number>();
    for (const f of files) {
      const { pages } = await readPdfPages(new Uint8Array(readFileSync(join(pdfDir, f))));
      const meta = { company: f.replace(/\.pdf$/, ''), ticker: null, quarter: null, year: null, callDate: null };
      for (const c of chunkDocument(joinPages(pages), { strategy: 'speaker', size: 2024, overlap: 204 })) {
        const input = { chunkId: String(c.ord), text: c.text, meta, speaker: c.speaker };
        let t = performance.now();
        const refined = await refiner.refine(input);
        refineMs += performance.now() - t;
        t = performance.now();
        const ts = await withFreq.extract(refined, input);
        extractMs += performance.now() - t;
        chunks++;
        inChars += c.text.length;
        outChars += refined.length;
        triplets += ts.length;
        if (ts.length > 0) withTriplets++;
        for (const x of ts) rel.set(x.relation, (rel.get(x.relation) ?? 0) + 1);
      }
    }
    const top = [...rel].sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v}`).join(', ');
    metrics.push(
      { name: 'corpus: documents / chunks', value: `${files.length} / ${chunks}` },
      { name: 'corpus: triplets', value: triplets },
      { name: 'corpus: triplets per chunk', value: r3(triplets / chunks) },
      { name: 'corpus: chunks with ≥ 1 triplet', value: r3(withTriplets / chunks) },
      { name: 'corpus: refine ms per chunk', value: r3(refineMs / chunks), unit: 'ms' },
      { name: 'corpus: extract ms per chunk', value: r3(extractMs / chunks), unit: 'ms' },
      { name: 'corpus: refined / original characters', value: r3(outChars / inChars) },
    );
    notes.push(`relations on the corpus: ${top}`);
    notes.push('corpus figures are counts and times only: no gold exists for the real transcripts');
  } else {
    notes.push(`real corpus not found at ${pdfDir}: corpus figures skipped`);
  }
  notes.push('gold (dev) is the development set of the rules; held-out is not tuned on');
  return { id: 'extraction', title: 'Extraction quality (offline rule-based extractor)', metrics, notes, seconds: (Date.now() - started) / 1000 };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--max-docs');
  const s = await runExtractionBench(i > 0 ? { maxDocs: Number(process.argv[i + 1]) } : {});
  for (const m of s.metrics) console.log(`${m.name}: ${m.value}${m.unit ? ` ${m.unit}` : ''}${m.reference ? `  (${m.reference})` : ''}`);
  for (const n of s.notes) console.log(`note: ${n}`);
}
