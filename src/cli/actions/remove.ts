/**
 * `hybridrag remove <path|document-id...>`: drop documents and everything derived from them
 * (pages, chunks, search rows, vectors, triplets), then re-resolve the graph. Takes the ingest lock.
 */
import type { Command } from 'commander';
import type { RemoveAndResolveReport } from '../../app/remove.js';
import { openDb } from '../../core/store/db.js';
import { acquireIngestLock } from '../../pipeline/ingest/lock.js';
import { findDocuments, type StoredDocument } from '../../pipeline/ingest/remove.js';
import type { Config } from '../../core/config/config.js';
import { HybridRagError } from '../../core/errors.js';
import type { Db } from '../../core/store/db.js';
import { closestCompanyNames, loadDocRecords } from '../../query/retrieve/filters.js';
import { resolveCompanyName } from '../../query/scope/resolve.js';
import { commandContext } from '../context.js';
import type { Output } from '../ui/output.js';

export async function runRemove(cmd: Command, targets: string[], flags: { json?: boolean }): Promise<void> {
  const { config, out } = await commandContext(cmd);
  const db = openDb(config.workdir, { mustExist: true });
  try {
    const lock = acquireIngestLock(config.workdir);
    try {
      const docs = documentsToRemove(db, targets, config);
      // Loaded here, not at the top: the provider is only needed once something is removed.
      const { removeAndResolve } = await import('../../app/remove.js');
      const report = await removeAndResolve(db, config, docs, out);
      if (flags.json) out.json({ workdir: config.workdir, ...report });
      else printRemoved(out, report, 'removed');
    } finally {
      lock.release();
    }
  } finally {
    db.close();
  }
}

/**
 * The documents each target names: a path, folder, document id or file name (findDocuments), else
 * a company (any spelling `ask --company` takes): all of its documents.
 */
function documentsToRemove(db: Db, targets: readonly string[], config: Config): StoredDocument[] {
  const found = new Map<string, StoredDocument>();
  for (const t of targets) {
    let docs: StoredDocument[];
    try {
      docs = findDocuments(db, [t], process.cwd());
    } catch (err) {
      // A path names a file, never a company.
      if (!(err instanceof HybridRagError && err.code === 'NO_MATCH') || /[\\/]/.test(t)) throw err;
      const records = loadDocRecords(db);
      let company: string;
      try {
        company = resolveCompanyName(t, db, config, 'remove');
      } catch (e) {
        if (!(e instanceof HybridRagError && e.code === 'NO_MATCH')) throw e;
        const close = closestCompanyNames(t, records);
        throw new HybridRagError('NO_MATCH', `no ingested document, file name or company "${t}"${close.length ? `; did you mean ${close.join(' or ')}?` : ''}`, { hint: err.hint });
      }
      docs = findDocuments(db, records.filter((d) => d.company === company).map((d) => d.id), process.cwd());
    }
    for (const d of docs) found.set(d.id, d);
  }
  return [...found.values()];
}

/** One line per document, then the totals (shared with `ingest --prune`). */
export function printRemoved(out: Output, r: RemoveAndResolveReport, verb: string): void {
  for (const d of r.documents) {
    out.print(`${verb} ${d.path} (${d.id}): ${d.pages} pages, ${d.chunks} chunks, ${d.vectors} vectors, ${d.triplets} triplets`);
  }
  out.print(
    `${verb} ${r.documents.length} document(s): ${r.pages} pages, ${r.chunks} chunks, ${r.vectors} vectors ` +
      `(${r.indexLabelsDeleted} index labels deleted), ${r.triplets} triplets, ${r.refinements} refinements`,
  );
  if (r.resolved) out.print(`graph re-resolved: ${r.resolved.triplets} triplets -> ${r.resolved.entities} entities, ${r.resolved.merges} merges`);
}
