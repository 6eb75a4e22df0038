/**
 * The rules reader (read-facts.ts) on worker threads: reading a call's facts is CPU-bound and each
 * document is read alone, so a pool of `workers` threads reads as many documents at once. The
 * facts are the same as the calling thread's (the reader is pure); a worker that crashes fails its
 * document, which the facts stage quarantines like any reader error.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Fact } from '../../core/fact.js';
import { threadPool } from '../thread-pool.js';
import type { FactDocument } from './read-facts.js';

/** What a worker is sent: the document and the user's vocabulary files. */
export interface RulesJob {
  doc: FactDocument;
  opts: { metricFiles: readonly string[]; ownerFiles: readonly string[] };
}

export type RulesReply = { ok: true; facts: Fact[] } | { ok: false; error: string };

export interface RulesReaderPool {
  /** The document's facts: read now, or taken from what `prefetch` started for it. */
  read(doc: FactDocument): Promise<Fact[]>;
  /**
   * Start reading these documents ahead of being asked (the facts stage's first documents, sent
   * while the stage before it still runs): `read` of one of them waits for that reading.
   */
  prefetch(docs: readonly FactDocument[]): void;
  close(): Promise<void>;
}

/**
 * A pool of `workers` rules readers, or null when there is nothing to gain (fewer than two workers)
 * or the compiled worker script is absent (running from sources under vitest).
 */
export function rulesReaderPool(workers: number, opts: RulesJob['opts']): RulesReaderPool | null {
  const url = new URL('./read-facts-worker.js', import.meta.url);
  if (workers < 2 || !existsSync(fileURLToPath(url))) return null;
  const pool = threadPool<RulesJob, RulesReply>(url, workers, { label: 'fact reader worker', failed: (_job, reason) => ({ ok: false, error: reason }) });
  const job = (doc: FactDocument): RulesJob => ({ doc, opts: { metricFiles: [...opts.metricFiles], ownerFiles: [...opts.ownerFiles] } });
  const ahead = new Map<string, Promise<RulesReply>>();
  return {
    async read(doc) {
      const started = ahead.get(doc.docId);
      ahead.delete(doc.docId);
      const reply = await (started ?? pool.run(job(doc)));
      if (!reply.ok) throw new Error(reply.error);
      return reply.facts;
    },
    prefetch(docs) {
      for (const doc of docs) if (!ahead.has(doc.docId)) ahead.set(doc.docId, pool.run(job(doc)));
    },
    close: () => {
      ahead.clear();
      return pool.close();
    },
  };
}
