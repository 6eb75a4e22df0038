/**
 * The scale corpus generator: ×N the real transcripts as `.txt` files, copy k ≥ 1 of each with its
 * company renamed (see rename.ts), its ticker changed and its periods shifted by k quarters (see
 * period-shift.ts), so that every generated document has distinct metadata. Text is extracted from
 * the PDFs once (with the product's own PDF reader) into a cache; then documents are written one
 * at a time, so memory holds one transcript, never the corpus.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { readPdfPages } from '../../pipeline/ingest/pdf.js';
import { inferPeriod } from '../../core/text/doc-period.js';
import { shiftPeriods, quarterIndex } from './period-shift.js';
import { baseCompanyName, copyLabel, copyTicker, renameCompany } from './rename.js';

export interface SourceDoc {
  fileName: string;
  company: string;
  ticker: string | null;
  /** The source's own fiscal quarter index (year * 4 + quarter - 1), when it states one. */
  period: number | null;
  /** Cached text: pages separated by form feeds. */
  textPath: string;
}

export interface ManifestEntry {
  company: string;
  ticker: string | null;
  quarter: string | null;
  year: string | null;
}

export interface GenerateResult {
  docsDir: string;
  manifestPath: string;
  files: number;
  bytes: number;
}

/**
 * Extract the text of every PDF in `pdfDir` into `cacheDir` (skipping ones already cached) and
 * describe them. `tickers` maps a PDF file name to its ticker (company_tickers.json).
 */
export async function extractSources(
  pdfDir: string,
  cacheDir: string,
  tickers: Record<string, string> = {},
  log: (s: string) => void = () => undefined,
): Promise<SourceDoc[]> {
  mkdirSync(cacheDir, { recursive: true });
  const sources: SourceDoc[] = [];
  for (const fileName of readdirSync(pdfDir).filter((f) => /\.pdf$/i.test(f)).sort()) {
    const textPath = join(cacheDir, fileName.replace(/\.pdf$/i, '.txt'));
    if (!existsSync(textPath)) {
      try {
        const { pages } = await readPdfPages(new Uint8Array(readFileSync(join(pdfDir, fileName))));
        writeFileSync(textPath, pages.join('\f'));
      } catch (err) {
        log(`skipping ${fileName}: ${(err as Error).message}`);
        continue;
      }
    }
    const text = readFileSync(textPath, 'utf8');
    const pages = text.split('\f');
    const p = inferPeriod(pages[0]!.slice(0, 2000), text, 4);
    sources.push({
      fileName,
      company: baseCompanyName(fileName),
      ticker: tickers[fileName.replace(/\.pdf$/i, '')] ?? tickers[fileName] ?? null,
      period: p ? quarterIndex(2000 + Number(p.year.slice(2)), Number(p.quarter.slice(1))) : null,
      textPath,
    });
  }
  return sources;
}

function periodLabel(index: number): { quarter: string; year: string } {
  return { quarter: `Q${(index % 4) + 1}`, year: `FY${String(Math.floor(index / 4) % 100).padStart(2, '0')}` };
}

/** The text and manifest entry of copy k of one source. Pure apart from reading the cached text. */
export function makeCopy(src: SourceDoc, text: string, k: number): { fileName: string; text: string; entry: ManifestEntry } {
  if (k === 0) {
    const entry = { company: src.company, ticker: src.ticker, ...(src.period === null ? { quarter: null, year: null } : periodLabel(src.period)) };
    return { fileName: `${src.company}.txt`, text, entry };
  }
  const company = `${src.company} ${copyLabel(k)}`;
  const target = src.period === null ? null : src.period + k;
  const yearDelta = target === null ? Math.floor(k / 4) : Math.floor(target / 4) - Math.floor(src.period! / 4);
  const shifted = shiftPeriods(renameCompany(text, src.company, company), k, yearDelta);
  return {
    fileName: `${company}.txt`,
    text: shifted,
    entry: {
      company,
      ticker: src.ticker ? copyTicker(src.ticker, k) : null,
      ...(target === null ? { quarter: null, year: null } : periodLabel(target)),
    },
  };
}

/** Write ×factor copies of `sources` into `outDir/docs`, and `outDir/manifest.json` (file name -> fields). */
export function generateScaleCorpus(sources: readonly SourceDoc[], outDir: string, factor: number, log: (s: string) => void = () => undefined): GenerateResult {
  if (!Number.isInteger(factor) || factor < 1) throw new RangeError(`factor must be a positive integer, got ${factor}`);
  const docsDir = join(outDir, 'docs');
  mkdirSync(docsDir, { recursive: true });
  const manifest: Record<string, ManifestEntry> = {};
  let bytes = 0;
  for (let k = 0; k < factor; k++) {
    for (const src of sources) {
      const { fileName, text, entry } = makeCopy(src, readFileSync(src.textPath, 'utf8'), k);
      const path = join(docsDir, fileName);
      // Regenerating is idempotent: unchanged files keep their bytes, so re-ingest can skip them.
      if (!existsSync(path) || statSync(path).size !== Buffer.byteLength(text)) writeFileSync(path, text);
      bytes += Buffer.byteLength(text);
      manifest[fileName] = entry;
    }
    if ((k + 1) % 10 === 0 || k + 1 === factor) log(`generated ${(k + 1) * sources.length} documents (${(bytes / 2 ** 20).toFixed(0)} MiB)`);
  }
  const manifestPath = join(outDir, 'manifest.json');
  writeFileSync(manifestPath, JSON.stringify(manifest, null, 1));
  return { docsDir, manifestPath, files: Object.keys(manifest).length, bytes };
}

/** Read company_tickers.json (PDF name, without or with .pdf -> ticker) when present. */
export function readTickers(dataDir: string): Record<string, string> {
  const p = join(dataDir, 'company_tickers.json');
  if (!existsSync(p)) return {};
  const raw = JSON.parse(readFileSync(p, 'utf8')) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) if (typeof v === 'string') out[basename(k)] = v;
  return out;
}
