/**
 * Sectors read from documents' own words (src/pipeline/ingest/sector-cues.ts), against hand labels.
 *
 *   npx tsx bench/sector-cues.ts [--errors] [--heldout-errors] [--evidence TICKER|COMPANY]
 *
 * Runs documentSectors over every US call of ../shared/data/us-calls-dev/calls and every Nifty-50
 * PDF (the whole text: pages joined), prints how many documents each sector gets, then precision
 * and recall per sector — per document, each document carrying its company's labels — on the
 * labelled companies of fixtures/us-calls/sector-labels.jsonl: dev (used to tune
 * data/vocabulary/sectors.json) and held-out (not looked at while tuning) apart. US labels are the
 * author's reading of each company's business ([] = none of the vocabulary's sectors); Nifty labels
 * are the sectors of data/vocabulary/companies.json. Only broad sectors of the vocabulary are
 * scored (narrower ones, `within` others, have no labels). `--errors` lists dev mistakes; `--evidence` prints a document's evidence per sector.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentSectors, loadSectorVocabulary, sectorEvidence } from '../src/pipeline/ingest/sector-cues.js';
import { isNarrow } from '../src/core/vocabulary/sectors.js';
import { parseFile } from '../src/pipeline/ingest/parse-file.js';
import { SHARED_DATA } from './lib/corpus.js';

interface Label {
  source: 'us-calls-dev' | 'nifty50-q1fy24';
  ticker?: string;
  file?: string;
  company?: string;
  sectors: string[];
  split: 'dev' | 'heldout';
}

interface Doc {
  name: string;
  key: string;
  text: string;
}

const args = process.argv.slice(2);
const US_DIR = join(SHARED_DATA, 'us-calls-dev', 'calls');
const NIFTY_DIR = join(SHARED_DATA, 'nifty50-q1fy24', 'pdfs');

async function readDocs(): Promise<Doc[]> {
  const docs: Doc[] = [];
  for (const [dir, keyOf] of [
    [US_DIR, (f: string) => f.replace(/_q\d_\d{4}\.txt$/, '')],
    [NIFTY_DIR, (f: string) => f],
  ] as const) {
    if (!existsSync(dir)) continue;
    for (const f of readdirSync(dir).sort()) {
      const parsed = await parseFile(join(dir, f));
      if (!parsed.ok) {
        console.error(`skip ${f}: ${parsed.failure.reason}`);
        continue;
      }
      docs.push({ name: f, key: keyOf(f), text: parsed.file.pages.join('\n') });
    }
  }
  return docs;
}

function pct(n: number, d: number): string {
  return d === 0 ? '   -' : `${((100 * n) / d).toFixed(0).padStart(3)}%`;
}

async function main(): Promise<void> {
  const vocabulary = loadSectorVocabulary();
  // Labels name broad sectors: a narrower one (`within`, "hotels") is counted, not scored.
  const known = new Set(vocabulary.sectors.filter((s) => !isNarrow(s)).map((s) => s.id));
  const labels = readFileSync('fixtures/us-calls/sector-labels.jsonl', 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as Label);
  const labelOf = new Map(labels.map((l) => [l.ticker ?? l.file!, l]));
  const docs = await readDocs();
  if (docs.length === 0) {
    console.log(`no data under ${SHARED_DATA}: skipped`);
    return;
  }
  const evidenceFor = args.includes('--evidence') ? args[args.indexOf('--evidence') + 1] : undefined;
  const started = performance.now();
  const predicted = new Map<string, string[]>();
  for (const d of docs) {
    predicted.set(d.name, documentSectors(d.text, vocabulary));
    if (evidenceFor && (d.key === evidenceFor || d.name.startsWith(evidenceFor))) {
      console.log(`${d.name}: ${predicted.get(d.name)!.join(', ') || '(none)'}`);
      for (const e of sectorEvidence(d.text, vocabulary).slice(0, 6)) console.log(`   ${e.qualifies ? '*' : ' '} ${e.sector.padEnd(16)} score ${e.score}  density ${e.density}  distinct ${e.distinct}  self ${e.self}`);
    }
  }
  const ms = performance.now() - started;
  const counts = new Map<string, number>();
  for (const p of predicted.values()) for (const s of p.length ? p : ['(none)']) counts.set(s, (counts.get(s) ?? 0) + 1);
  console.log(`${docs.length} documents, ${(ms / docs.length).toFixed(1)} ms each`);
  console.log(`documents per sector: ${[...counts].sort((a, b) => b[1] - a[1]).map(([s, n]) => `${s} ${n}`).join(', ')}`);

  for (const split of ['dev', 'heldout'] as const) {
    const tally = new Map<string, { tp: number; fp: number; fn: number }>();
    const t = (s: string) => {
      let c = tally.get(s);
      if (!c) tally.set(s, (c = { tp: 0, fp: 0, fn: 0 }));
      return c;
    };
    const errors: string[] = [];
    let docsN = 0;
    const companies = new Set<string>();
    for (const d of docs) {
      const label = labelOf.get(d.key);
      if (!label || label.split !== split) continue;
      docsN++;
      companies.add(d.key);
      const gold = new Set(label.sectors.filter((s) => known.has(s)));
      const got = new Set(predicted.get(d.name)!.filter((s) => known.has(s)));
      for (const s of got) gold.has(s) ? t(s).tp++ : t(s).fp++;
      for (const s of gold) if (!got.has(s)) t(s).fn++;
      if ([...got].some((s) => !gold.has(s)) || [...gold].some((s) => !got.has(s))) errors.push(`${d.name}: got [${[...got].join(', ')}] want [${[...gold].join(', ')}]`);
    }
    const all = [...tally.values()].reduce((a, b) => ({ tp: a.tp + b.tp, fp: a.fp + b.fp, fn: a.fn + b.fn }), { tp: 0, fp: 0, fn: 0 });
    console.log(`\n${split}: ${companies.size} companies, ${docsN} documents — micro precision ${pct(all.tp, all.tp + all.fp)} (${all.tp}/${all.tp + all.fp}), recall ${pct(all.tp, all.tp + all.fn)} (${all.tp}/${all.tp + all.fn}), documents with every label right ${pct(docsN - errors.length, docsN)}`);
    console.log('  sector            precision        recall');
    for (const [s, c] of [...tally].sort((a, b) => a[0].localeCompare(b[0]))) {
      console.log(`  ${s.padEnd(17)} ${pct(c.tp, c.tp + c.fp)} ${`${c.tp}/${c.tp + c.fp}`.padStart(7)}   ${pct(c.tp, c.tp + c.fn)} ${`${c.tp}/${c.tp + c.fn}`.padStart(7)}`);
    }
    if ((split === 'dev' && args.includes('--errors')) || (split === 'heldout' && args.includes('--heldout-errors'))) for (const e of errors) console.log(`  ✗ ${e}`);
  }
}

await main();
