/**
 * Metadata manifests (`--manifest file.csv|json`) and validation of explicit metadata values.
 * JSON: an object of file name -> ticker string, or -> {company, ticker, quarter, year, callDate}.
 * CSV: a header row with a `file` (or `path`/`name`) column plus any of the metadata columns.
 * File names match with or without their extension ("Axis Bank" matches "Axis Bank.pdf").
 */
import { readFileSync } from 'node:fs';
import { basename, extname } from 'node:path';
import { HybridRagError } from '../../core/errors.js';
import type { PartialMeta } from './metadata.js';
import { fiscalYearLabel } from '../../core/text/period.js';

export type Manifest = Map<string, PartialMeta>;

const FIELDS = ['company', 'ticker', 'quarter', 'year', 'callDate'] as const;

/** Normalise "q1"/"1" to "Q1" and "h1" to "H1"; throws with `where` naming the bad value. */
export function normaliseQuarter(raw: string, where: string): string {
  const h = /^\s*H([12])\s*$/i.exec(raw);
  if (h) return `H${h[1]}`;
  const m = /^\s*Q?([1-4])\s*$/i.exec(raw);
  if (!m) throw new HybridRagError('INPUT', `${where}: quarter "${raw}" is not Q1..Q4 (or H1, H2)`, { hint: 'write the quarter as Q1, Q2, Q3 or Q4, or a half as H1 or H2' });
  return `Q${m[1]}`;
}

/** Normalise "2024"/"24"/"FY2024"/"FY 2023-24" to "FY24"; throws with `where` naming the bad value. */
export function normaliseYear(raw: string, where: string): string {
  const label = fiscalYearLabel(raw.replace(/^\s*FY\s*'?/i, '').trim());
  if (!label) throw new HybridRagError('INPUT', `${where}: year "${raw}" is not a fiscal year`, { hint: 'write the fiscal year as FY24 (or 2024)' });
  return label;
}

/** Validate and normalise explicit metadata values (flags or one manifest entry). */
export function normaliseMeta(values: PartialMeta, where: string): PartialMeta {
  const out: PartialMeta = {};
  for (const f of FIELDS) {
    const v = values[f]?.trim();
    if (!v) continue;
    if (f === 'quarter') out.quarter = normaliseQuarter(v, where);
    else if (f === 'year') out.year = normaliseYear(v, where);
    else if (f === 'callDate' && !/^\d{4}-\d{2}-\d{2}$/.test(v)) {
      throw new HybridRagError('INPUT', `${where}: callDate "${v}" is not an ISO date`, { hint: 'write dates as YYYY-MM-DD' });
    } else out[f] = v;
  }
  return out;
}

/** The key a file name is looked up under: base name without extension, case-folded. */
export function manifestKey(name: string): string {
  const base = basename(name.trim());
  const ext = extname(base).toLowerCase();
  const stem = ['.pdf', '.txt', '.md', '.markdown'].includes(ext) ? base.slice(0, -ext.length) : base;
  return stem.toLowerCase();
}

/** Split one CSV line (RFC 4180 quoting). */
export function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cur = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const ch = line[i]!;
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') (cur += '"'), i++;
      else if (ch === '"') quoted = false;
      else cur += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') cells.push(cur), (cur = '');
    else cur += ch;
  }
  cells.push(cur);
  return cells.map((c) => c.trim());
}

function parseCsv(text: string, file: string): Manifest {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = splitCsvLine(lines[0] ?? '').map((h) => h.toLowerCase().replace(/[\s_]/g, ''));
  const fileCol = header.findIndex((h) => h === 'file' || h === 'path' || h === 'name' || h === 'filename');
  if (fileCol < 0) {
    throw new HybridRagError('INPUT', `${file}:1: the CSV header has no "file" column`, {
      hint: 'start the manifest with a header such as: file,company,ticker,quarter,year',
    });
  }
  const cols = FIELDS.map((f) => [f, header.indexOf(f.toLowerCase())] as const).filter(([, i]) => i >= 0);
  const out: Manifest = new Map();
  lines.slice(1).forEach((line, i) => {
    if (!line.trim()) return;
    const cells = splitCsvLine(line);
    const name = cells[fileCol];
    if (!name) throw new HybridRagError('INPUT', `${file}:${i + 2}: empty file name`, { hint: 'fill the file column' });
    const entry: PartialMeta = {};
    for (const [f, idx] of cols) entry[f] = cells[idx];
    out.set(manifestKey(name), normaliseMeta(entry, `${file}:${i + 2}`));
  });
  return out;
}

function parseJson(text: string, file: string): Manifest {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new HybridRagError('INPUT', `${file}: not valid JSON (${(err as Error).message})`, { hint: 'fix the manifest file' });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new HybridRagError('INPUT', `${file}: the manifest must be a JSON object of file name -> ticker or fields`, {
      hint: 'e.g. {"Axis Bank.pdf": "axisbank"} or {"Axis Bank.pdf": {"ticker": "axisbank", "quarter": "Q1"}}',
    });
  }
  const out: Manifest = new Map();
  for (const [name, v] of Object.entries(parsed)) {
    const where = `${file}: entry "${name}"`;
    if (typeof v === 'string') out.set(manifestKey(name), normaliseMeta({ ticker: v }, where));
    else if (typeof v === 'object' && v !== null && !Array.isArray(v)) {
      const entry: PartialMeta = {};
      for (const f of FIELDS) {
        const fv = (v as Record<string, unknown>)[f];
        if (fv !== undefined && fv !== null) entry[f] = String(fv);
      }
      out.set(manifestKey(name), normaliseMeta(entry, where));
    } else {
      throw new HybridRagError('INPUT', `${where}: expected a ticker string or an object of fields`, { hint: 'fix that entry' });
    }
  }
  return out;
}

/** Read a manifest file; the format follows the extension (.csv, otherwise JSON). */
export function readManifest(file: string): Manifest {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    throw new HybridRagError('INPUT', `manifest not found or unreadable: ${file}`, { hint: 'check the --manifest path', cause: err });
  }
  return file.toLowerCase().endsWith('.csv') ? parseCsv(text, file) : parseJson(text, file);
}
