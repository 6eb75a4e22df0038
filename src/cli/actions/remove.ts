/**
 * `hybridrag remove <path|document-id...>`: drop documents and everything derived from them
 * (pages, chunks, search rows, vectors, triplets), then re-resolve the graph. Takes the ingest lock.
 */
import type { Command } from 'commander';
import type { RemoveAndResolveReport } from '../../app/remove.js';
import { openDb } from '../../core/store/db.js';
import { acquireIngestLock } from '../../pipeline/ingest/lock.js';
import { findDocuments } from '../../pipeline/ingest/remove.js';
import { commandContext } from '../context.js';
import type { Output } from '../ui/output.js';

export async function runRemove(cmd: Command, targets: string[], flags: { json?: boolean }): Promise<void> {
  const { config, out } = commandContext(cmd);
  const db = openDb(config.workdir, { mustExist: true });
  try {
    const lock = acquireIngestLock(config.workdir);
    try {
      const docs = findDocuments(db, targets, process.cwd());
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
