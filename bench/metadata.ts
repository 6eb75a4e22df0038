/**
 * Document metadata read offline, against hand labels: company names and periods right, by where
 * each was read from (document, file name, market convention).
 *
 *   npx tsx bench/metadata.ts [--split dev|heldout|all] [--verbose]
 *
 * Sets: the labelled US calls (fixtures/us-calls/metadata-labels.jsonl over
 * ../shared/data/us-calls-dev/calls) and the 42 Nifty-50 PDFs (every call is Q1 FY24; the
 * company is right when its key starts with the PDF's name). Skipped when the data is absent.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { companyKey } from '../src/core/text/company-name.js';
import { abbreviates, inferMetadata, type ResolvedMeta } from '../src/pipeline/ingest/metadata.js';
import { parseFile } from '../src/pipeline/ingest/parse-file.js';
import { openingText } from '../src/pipeline/ingest/pipeline.js';
import { SHARED_DATA } from './lib/corpus.js';
import type { Section } from './lib/section.js';

interface Label {
  file: string;
  names: string[];
  ticker: string | null;
  quarter: string | null;
  fiscal_year: string | null;
  quarter_end: string | null;
  fy_end_month: number | null;
  split: 'dev' | 'heldout';
}

interface Scored {
  set: string;
  split: string;
  file: string;
  nameOk: boolean;
  periodOk: boolean;
  endOk: boolean | null;
  /** Right (true), stated but wrong (false), or not labelled / not stated (null). */
  fyEndOk: boolean | null;
  meta: ResolvedMeta;
  want: string;
}

async function read(path: string): Promise<ResolvedMeta | null> {
  const r = await parseFile(path);
  if (!r.ok) return null;
  return inferMetadata({ path, head: r.file.head, body: openingText(r.file.pages), text: r.file.pages.join('\n'), fiscalYearStartMonth: null });
}

export async function scoreMetadata(): Promise<Scored[]> {
  const out: Scored[] = [];
  const labels = join(import.meta.dirname, '..', 'fixtures', 'us-calls', 'metadata-labels.jsonl');
  const usDir = join(SHARED_DATA, 'us-calls-dev', 'calls');
  if (existsSync(labels) && existsSync(usDir)) {
    for (const line of readFileSync(labels, 'utf8').trim().split('\n')) {
      const l = JSON.parse(line) as Label;
      const m = await read(join(usDir, l.file));
      if (!m) continue;
      const keys = new Set(l.names.map(companyKey));
      out.push({
        set: 'us-calls', split: l.split, file: l.file, meta: m,
        nameOk: m.meta.company !== null && keys.has(companyKey(m.meta.company)),
        periodOk: m.meta.quarter === l.quarter && m.meta.year === l.fiscal_year,
        endOk: l.quarter_end ? m.meta.quarterEnd === l.quarter_end : null,
        fyEndOk: l.fy_end_month !== null && m.meta.fyEndMonth !== null ? m.meta.fyEndMonth === l.fy_end_month : null,
        want: `${l.names[0]} ${l.quarter} ${l.fiscal_year} ${l.quarter_end ?? ''}`,
      });
    }
  }
  const nifty = join(SHARED_DATA, 'nifty50-q1fy24', 'pdfs');
  if (existsSync(nifty)) {
    const { readdirSync } = await import('node:fs');
    for (const f of readdirSync(nifty).filter((x) => x.endsWith('.pdf')).sort()) {
      const m = await read(join(nifty, f));
      if (!m) continue;
      const stem = f.replace(/\.pdf$/, '');
      out.push({
        set: 'nifty50', split: 'all', file: f, meta: m,
        // Right: the stored name is the file's name or extends it, or the file name abbreviates it ("HCLTech").
        nameOk: m.meta.company !== null && (`${companyKey(m.meta.company)} `.startsWith(`${companyKey(stem)} `) || abbreviates(stem, m.meta.company)),
        periodOk: m.meta.quarter === 'Q1' && m.meta.year === 'FY24',
        endOk: m.meta.quarterEnd ? m.meta.quarterEnd === '2023-06-30' : false,
        fyEndOk: m.meta.fyEndMonth !== null ? m.meta.fyEndMonth === 3 : null,
        want: `${stem} Q1 FY24 2023-06-30`,
      });
    }
  }
  return out;
}

const pct = (n: number, d: number) => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);

/** For `npm run bench`: names and periods right, by set, split and where the company was read from. */
export async function metadataSection(): Promise<Section> {
  const title = 'Document metadata: company and period read from each call';
  const rows = await scoreMetadata();
  if (rows.length === 0) return { id: 'metadata', title, metrics: [], notes: [], unavailable: 'needs ../shared/data (US calls, Nifty-50 PDFs)' };
  const metrics: Section['metrics'] = [];
  const groups = new Map<string, Scored[]>();
  for (const r of rows) groups.set(`${r.set} ${r.split}`, [...(groups.get(`${r.set} ${r.split}`) ?? []), r]);
  for (const [k, g] of [...groups].sort()) {
    const ends = g.filter((r) => r.endOk !== null);
    metrics.push({ name: `${k}: company right`, value: pct(g.filter((r) => r.nameOk).length, g.length), reference: 'target ≥ 0.97 (held-out and Nifty-50)' });
    metrics.push({ name: `${k}: fiscal quarter and year right`, value: pct(g.filter((r) => r.periodOk).length, g.length), reference: 'target ≥ 0.95' });
    metrics.push({ name: `${k}: quarter-end date right, where labelled`, value: pct(ends.filter((r) => r.endOk).length, ends.length) });
    metrics.push({ name: `${k}: quarter-end date stated but wrong, where labelled`, value: `${ends.filter((r) => r.endOk === false && r.meta.meta.quarterEnd !== null).length}` });
    const fyEnds = g.filter((r) => r.fyEndOk !== null);
    metrics.push({ name: `${k}: fiscal-year end month right, where labelled and stated`, value: pct(fyEnds.filter((r) => r.fyEndOk).length, fyEnds.length) });
    metrics.push({ name: `${k}: company read from the document / the file name`, value: `${g.filter((r) => r.meta.source.company === 'text').length} / ${g.filter((r) => r.meta.source.company === 'filename').length}` });
  }
  return {
    id: 'metadata',
    title,
    metrics,
    notes: [
      'US calls: the hand-labelled sample fixtures/us-calls/metadata-labels.jsonl (a third held out from tuning); Nifty-50: all 42 PDFs are Q1 FY24',
      'read offline from each file alone (no manifest, no flags, no fiscal-year setting), as `ingest` reads a new document',
    ],
  };
}

async function printTable(verbose: boolean): Promise<void> {
  const rows = await scoreMetadata();
  if (verbose) {
    for (const r of rows) {
      if (r.nameOk && r.periodOk && r.endOk !== false && r.fyEndOk !== false) continue;
      const m = r.meta.meta;
      console.log(`${r.set} ${r.split} ${r.file}: got "${m.company}" ${m.quarter} ${m.year} ${m.quarterEnd ?? ''} fy-end ${m.fyEndMonth ?? ''} | want ${r.want} ${r.nameOk ? '' : 'NAME'} ${r.periodOk ? '' : 'PERIOD'} ${r.endOk === false ? 'END' : ''} ${r.fyEndOk === false ? 'FY-END' : ''}`);
    }
  }
  for (const m of (await metadataSection()).metrics) console.log(`${m.name}: ${m.value}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await printTable(process.argv.includes('--verbose'));
}
