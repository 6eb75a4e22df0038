/** `hybridrag status [--json]`: what the workdir (or PostgreSQL store) holds and what is missing or failed. */
import type { Command } from 'commander';
import { basename } from 'node:path';
import { collectStatus, type MissingMetadata, type WorkdirStatus } from '../../pipeline/status.js';
import { openReadSource } from '../../app/read-source.js';
import { commandContext } from '../context.js';
import { formatLedger, type LedgerSummaryRow } from '../../core/providers/ledger.js';
import { formatQuarantine, type QuarantineRow } from '../../core/providers/quarantine.js';
import type { Output } from '../ui/output.js';

/** How status names where a value came from. */
const SOURCE_NAMES: ReadonlyMap<string, string> = new Map([
  ['text', 'document'], ['filename', 'file name'], ['manifest', 'manifest'], ['flag', 'flag'], ['config', 'config'], ['market', "market's convention"], ['none', 'not found'],
]);

export async function runStatus(cmd: Command, opts: { json?: boolean }): Promise<void> {
  const { config, out } = await commandContext(cmd);
  const source = await openReadSource(config);
  let status: WorkdirStatus;
  try {
    status = collectStatus(source.db, source.location);
  } finally {
    await source.close();
  }
  if (opts.json) out.json(status);
  else printStatus(out, status);
}

const show = (v: string | null): string => v ?? '?';

function printStatus(out: Output, s: WorkdirStatus): void {
  const c = out.c;
  out.print(`${c.bold(/^postgres(ql)?:/i.test(s.workdir) ? 'store' : 'workdir')} ${s.workdir}`);
  out.print(`${s.documents} documents, ${s.pages} pages, ${s.chunks} chunks` + (s.chunking.length ? ` (chunking ${s.chunking.join(', ')})` : ''));
  // Counts later stages add (vectors, triplets, entities, ...).
  const more = Object.entries(s)
    .filter(([k, v]) => typeof v === 'number' && !['documents', 'pages', 'chunks'].includes(k))
    .map(([k, v]) => `${v} ${k}`);
  if (more.length) out.print(more.join(', '));
  if (Array.isArray(s.modelCalls) && s.modelCalls.length) for (const line of formatLedger(s.modelCalls as LedgerSummaryRow[])) out.print(line);
  if (Array.isArray(s.quarantineItems)) for (const line of formatQuarantine(s.quarantineItems as QuarantineRow[], Number(s.quarantined ?? 0))) out.print(line);
  if (s.byCompany.length) {
    out.print('');
    const w = Math.max(7, ...s.byCompany.map((r) => show(r.company).length));
    out.print(c.bold(`${'company'.padEnd(w)}  ${'ticker'.padEnd(12)} quarter year  docs chunks`));
    for (const r of s.byCompany) {
      out.print(`${show(r.company).padEnd(w)}  ${show(r.ticker).padEnd(12)} ${show(r.quarter).padEnd(7)} ${show(r.year).padEnd(5)} ${String(r.documents).padStart(4)} ${String(r.chunks).padStart(6)}`);
    }
  }
  const sources = s.metadataSources;
  if (sources && s.documents > 0) {
    const list = (m: Record<string, number>): string =>
      Object.entries(m)
        .sort((a, b) => b[1] - a[1])
        .map(([k, n]) => `${SOURCE_NAMES.get(k) ?? k} ${n}`)
        .join(', ');
    out.print('');
    out.print(`read from — company: ${list(sources.company)}; period: ${list(sources.period)}; fiscal calendar: ${list(sources.calendar)}`);
  }
  if (s.companyFromFileName?.length) {
    out.print(c.yellow(`${s.companyFromFileName.length} document(s) named by their file name only`) + ' (the text names no company; set it with --company or --manifest):');
    for (const p of s.companyFromFileName.slice(0, 10)) out.print(`  ${p}`);
    if (s.companyFromFileName.length > 10) out.print(`  … and ${s.companyFromFileName.length - 10} more (status --json lists all)`);
  }
  if (s.missingMetadata.length) {
    out.print('');
    out.print(c.yellow(`${s.missingMetadata.length} document(s) with missing metadata`) + ' (set it with --company/--ticker/--quarter/--year or --manifest):');
    for (const line of missingLines(s.missingMetadata, out.verbose)) out.print(line);
  }
  if (s.stale.length) {
    out.print('');
    out.print(c.yellow(`${s.stale.length} stale document(s)`) + ' (the file now fails; the previous version is kept):');
    for (const f of s.stale) out.print(`  ${f.path}: ${f.reason}`);
  }
  if (s.failed.length) {
    out.print('');
    out.print(c.red(`${s.failed.length} failed input(s):`));
    for (const f of s.failed) out.print(`  ${f.path}: ${f.reason}`);
  }
}

/**
 * The documents with missing metadata, one line per kind of gap: a corpus ingested without tickers
 * is "no ticker: 39 documents (A.pdf, B.pdf, C.pdf and 36 more)", not 39 lines. A gap only one
 * document has, or --verbose, names each document.
 */
export function missingLines(missing: readonly MissingMetadata[], verbose = false): string[] {
  const byGap = new Map<string, string[]>();
  for (const m of missing) {
    const gap = m.missing.join(', ');
    byGap.set(gap, [...(byGap.get(gap) ?? []), m.path]);
  }
  const lines: string[] = [];
  for (const [gap, paths] of byGap) {
    if (verbose || paths.length === 1) {
      for (const p of paths) lines.push(`  ${p}: no ${gap}`);
      continue;
    }
    const shown = paths.slice(0, 3).map((p) => basename(p));
    const more = paths.length - shown.length;
    lines.push(`  no ${gap}: ${paths.length} documents (${shown.join(', ')}${more > 0 ? ` and ${more} more; --verbose lists them` : ''})`);
  }
  return lines;
}
