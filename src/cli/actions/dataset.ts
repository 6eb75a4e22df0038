/**
 * `hybridrag dataset import-nifty|import-quality`: turn the published datasets into the files
 * `eval` reads. Results (what was written) go to stdout; skipped rows with reasons go to stderr.
 */
import type { Command } from 'commander';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { HybridRagError } from '../../core/errors.js';
import { commandContext } from '../context.js';
import { toJsonl } from '../../eval/dataset.js';
import { importNifty, pdfNamesIn, readTickers } from '../../eval/import-nifty.js';
import { importQuality, writeQualityImport } from '../../eval/import-quality.js';

function readInput(path: string, what: string): string {
  if (!existsSync(path)) throw new HybridRagError('INPUT', `${what} not found: ${path}`, { hint: `check the path given for the ${what}` });
  return readFileSync(path, 'utf8');
}

export async function runImportNifty(cmd: Command, opts: { csv: string; tickers: string; out: string; pdfs?: string; json?: boolean }): Promise<void> {
  const { out } = await commandContext(cmd);
  const csvPath = resolve(opts.csv);
  const pdfDir = opts.pdfs ? resolve(opts.pdfs) : join(dirname(csvPath), 'pdfs');
  const pdfNames = opts.pdfs || existsSync(pdfDir) ? pdfNamesIn(pdfDir) : undefined;
  if (!pdfNames) out.warn(`no --pdfs folder (and none at ${pdfDir}): rows are not checked for a PDF`);
  const r = importNifty({ csvText: readInput(csvPath, 'CSV'), csvName: opts.csv, tickers: readTickers(resolve(opts.tickers)), pdfNames });
  mkdirSync(dirname(resolve(opts.out)), { recursive: true });
  writeFileSync(resolve(opts.out), toJsonl(r.rows));
  for (const j of r.rejected) out.info(`skipped ${opts.csv}:${j.line} (${j.ticker || '-'}): ${j.reason}`);
  const total = r.rows.length + r.rejected.length;
  const companies = new Set(r.rows.map((x) => x.company)).size;
  if (opts.json) out.json({ out: opts.out, rows: total, usable: r.rows.length, skipped: r.rejected.length, companies, rejected: r.rejected });
  else out.print(`wrote ${r.rows.length} of ${total} rows (${companies} companies) to ${opts.out}; skipped ${r.rejected.length}`);
}

export async function runImportQuality(cmd: Command, file: string, opts: { out: string; json?: boolean }): Promise<void> {
  const { out } = await commandContext(cmd);
  const imp = importQuality(readInput(resolve(file), 'QuALITY file'), file);
  const w = writeQualityImport(imp, resolve(opts.out));
  for (const j of imp.rejected) out.info(`skipped ${file}:${j.line} question ${j.question}: ${j.reason}`);
  if (opts.json) out.json({ documents: imp.documents.length, questions: imp.questions.length, skipped: imp.rejected.length, docs: w.docsDir, mc: w.mcPath });
  else out.print(`wrote ${imp.documents.length} documents to ${w.docsDir} and ${imp.questions.length} questions to ${w.mcPath}; skipped ${imp.rejected.length}`);
}

