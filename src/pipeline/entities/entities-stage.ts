/**
 * The entities stage: every document not yet read at the current reader version has each chunk's
 * entities read (core/text/entity-mentions.ts: proper-noun phrases and the document's title),
 * which replace the document's stored passage entities in one transaction with a record of the
 * version that read them. Offline and cheap (milliseconds per document). A killed run resumes with
 * the documents it had not reached; a re-ingested document comes back pending, its old rows gone
 * with it. These rows are the entity–passage graph graph retrieval walks (query/graph/passage-graph.ts).
 *
 * One pass over any Store (`readEntitiesInStore`): the ingest stage runs it on the workdir's
 * SQLite database, `hybridrag worker` on a shared store.
 */
import { passageMentions, titleLine } from '../../core/text/entity-mentions.js';
import type { Db } from '../../core/store/db.js';
import { countPendingEntityDocs } from '../../core/store/sqlite/passage-entities.js';
import { SqliteStore } from '../../core/store/sqlite-store.js';
import type { PassageEntityRow, Store } from '../../core/store/store.js';
import { wholeStageFailure, type IngestStage, type StageContext, type StageReport } from '../stage.js';

export const ENTITIES_STAGE = 'entities';

/** The entity reader's version: bump it when entity-mentions.ts reads differently (every document is read again). */
export const ENTITY_READER_VERSION = '1';

/** One document's rows: each chunk's mentions, the title of its first chunk counted in every chunk. */
export function documentEntityRows(docId: string, chunks: readonly { id: string; text: string }[]): PassageEntityRow[] {
  const title = chunks.length > 0 ? titleLine(chunks[0]!.text) : null;
  return chunks.flatMap((c) =>
    passageMentions(c.text, { title }).map((m) => ({ chunk_id: c.id, doc_id: docId, entity: m.key, name: m.name, role: m.role, count: m.count })),
  );
}

export type EntitiesStore = Pick<Store, 'pendingEntityDocs' | 'docChunks' | 'savePassageEntities' | 'recordQuarantine' | 'clearQuarantine'>;

export interface EntitiesPassReport {
  documents: number;
  entities: number;
  failed: number;
  remaining: number;
  firstError?: unknown;
}

/** Read every pending document's passage entities and store them, one document per transaction. */
export async function readEntitiesInStore(
  store: EntitiesStore,
  o: { version?: string; signal?: AbortSignal; progress?: (done: number, total: number) => void } = {},
): Promise<EntitiesPassReport> {
  const version = o.version ?? ENTITY_READER_VERSION;
  const docs = await store.pendingEntityDocs(version);
  const report: EntitiesPassReport = { documents: 0, entities: 0, failed: 0, remaining: docs.length };
  o.progress?.(0, docs.length);
  for (const id of docs) {
    if (o.signal?.aborted) break;
    try {
      const rows = documentEntityRows(id, await store.docChunks(id));
      await store.savePassageEntities(id, version, rows);
      await store.clearQuarantine(ENTITIES_STAGE, id);
      report.entities += rows.length;
    } catch (err) {
      // Recorded as read with no rows, its error in the quarantine table: it never stops the run.
      report.firstError ??= err;
      report.failed++;
      await store.recordQuarantine({ stage: ENTITIES_STAGE, itemId: id, promptId: null, raw: null, error: err instanceof Error ? err.message : String(err) });
      await store.savePassageEntities(id, version, []);
    }
    report.documents++;
    report.remaining--;
    o.progress?.(report.documents, docs.length);
  }
  return report;
}

/** The entities stage as ingest runs it, on the workdir's database; offline. */
export function entitiesStage(): IngestStage {
  return {
    name: ENTITIES_STAGE,
    offline: true,
    pending: (db: Db) => countPendingEntityDocs(db, ENTITY_READER_VERSION),
    async run(ctx: StageContext): Promise<StageReport> {
      const started = Date.now();
      const r = await readEntitiesInStore(new SqliteStore(ctx.db, ctx.config.workdir), { signal: ctx.signal, progress: ctx.progress });
      return {
        stage: ENTITIES_STAGE,
        processed: r.documents,
        failed: r.failed,
        ms: Date.now() - started,
        detail: { entities: r.entities, remaining: r.remaining, version: ENTITY_READER_VERSION },
        failure: wholeStageFailure(ENTITIES_STAGE, r.documents - r.failed, r.failed, r.firstError),
      };
    },
  };
}
