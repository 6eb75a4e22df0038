/**
 * The SQLite implementation of `Store`: the workdir database (db.ts), through the same statements
 * the single-process stages run (sqlite/*.ts). Every method runs synchronously and returns a
 * settled promise.
 */
import type { Db } from './db.js';
import { quarantine, unquarantine } from '../providers/quarantine.js';
import { dbPath, openDb } from './db.js';
import * as claims from './sqlite/claims.js';
import * as docs from './sqlite/documents.js';
import * as extract from './sqlite/extractions.js';
import * as facts from './sqlite/facts.js';
import * as passageEntities from './sqlite/passage-entities.js';
import * as resolve from './sqlite/resolution.js';
import * as vectors from './sqlite/vectors.js';
import type { Fact } from '../fact.js';
import type {
  DocumentCompany,
  ChunkRecord, DocumentRecord, DocumentSource, EmbedItem, ExtractionWrite, FactDoc, FactQuery, PageText, PassageEntityRow, PendingChunk, QuarantineRecord, ResolutionWrite, Store, StoreCounts, StoredDoc,
  TableRow, TierVersions, TripletMentionRow, VectorRecord,
} from './store.js';
import { tableSpec } from './tables.js';

/** Triplets are paged on in writeResolution this many at a time. */
const RESOLUTION_PAGE = 5000;

/** The SQLite name of a copied column (a triplet's seq is its rowid). */
function sqliteColumn(table: string, column: string): string {
  return table === 'triplets' && column === 'seq' ? 'rowid' : column;
}

export class SqliteStore implements Store {
  readonly kind = 'sqlite' as const;
  readonly location: string;

  constructor(readonly db: Db, location: string) {
    this.location = location;
  }

  /** Open (creating and migrating) the store of a workdir. */
  static open(workdir: string, opts: { mustExist?: boolean } = {}): SqliteStore {
    return new SqliteStore(openDb(workdir, opts), dbPath(workdir));
  }

  async schemaVersion(): Promise<number> {
    return this.db.pragma('user_version', { simple: true }) as number;
  }

  async close(): Promise<void> {
    this.db.close();
  }

  async docByPath(path: string): Promise<StoredDoc | undefined> {
    return docs.docByPath(this.db, path);
  }

  async docById(id: string): Promise<StoredDoc | undefined> {
    return docs.docById(this.db, id);
  }

  async replaceDocument(doc: DocumentRecord, pages: readonly string[], chunks: readonly ChunkRecord[]): Promise<void> {
    docs.replaceDocument(this.db, doc, pages, chunks);
  }

  async refreshDocument(doc: DocumentRecord): Promise<void> {
    docs.refreshDocument(this.db, doc);
  }

  async resetDerived(docIds: readonly string[], o: { extract: boolean }): Promise<void> {
    docs.resetDerived(this.db, docIds, o);
  }

  async documentSource(docId: string): Promise<DocumentSource | null> {
    return docs.documentSource(this.db, docId);
  }

  async recordFailure(path: string, reason: string): Promise<void> {
    docs.recordFailure(this.db, path, reason);
  }

  async markUnchanged(path: string): Promise<void> {
    docs.markUnchanged(this.db, path);
  }

  async pruneFailures(exists: (path: string) => boolean): Promise<number> {
    return docs.pruneFailures(this.db, exists);
  }

  async pages(docId: string, from: number, to: number): Promise<PageText[]> {
    return docs.pagesBetween(this.db, docId, from, to);
  }

  async countPendingEmbeds(embedderId: string): Promise<number> {
    return vectors.countPendingEmbeds(this.db, embedderId);
  }

  async pendingEmbeds(embedderId: string, afterSeq: number, limit: number): Promise<EmbedItem[]> {
    return vectors.pendingEmbeds(this.db, embedderId, afterSeq, limit);
  }

  async saveVectors(embedderId: string, items: readonly { chunkId: string; vec: Float32Array }[]): Promise<VectorRecord[]> {
    return vectors.vectorWriter(this.db, embedderId)(items);
  }

  async vectors(embedderId: string, afterLabel: number, limit: number): Promise<VectorRecord[]> {
    return vectors.vectorsOf(this.db, embedderId, afterLabel, limit);
  }

  async claimEmbeds(embedderId: string, owner: string, limit: number, ttlMs: number, afterSeq = 0): Promise<EmbedItem[]> {
    return claims.claimEmbeds(this.db, embedderId, owner, limit, ttlMs, afterSeq);
  }

  async releaseClaims(owner: string): Promise<number> {
    return claims.releaseClaims(this.db, owner);
  }

  async liveLeases(): Promise<number> {
    return claims.liveLeases(this.db);
  }

  async countPendingExtractions(v: TierVersions, retryQuarantined = false): Promise<number> {
    return extract.countPending(this.db, v, retryQuarantined);
  }

  async pendingExtractions(v: TierVersions, afterSeq: number, limit: number, retryQuarantined = false): Promise<PendingChunk[]> {
    return extract.pendingPage(this.db, v, afterSeq, limit, retryQuarantined);
  }

  async saveExtraction(v: TierVersions, w: ExtractionWrite): Promise<void> {
    extract.extractionWriter(this.db, v)(w);
  }

  async claimExtractions(v: TierVersions, owner: string, limit: number, ttlMs: number, afterSeq = 0): Promise<PendingChunk[]> {
    return claims.claimExtractions(this.db, v, owner, limit, ttlMs, afterSeq);
  }

  async recordQuarantine(row: QuarantineRecord): Promise<void> {
    quarantine(this.db, row);
  }

  async clearQuarantine(stage: string, itemId: string): Promise<void> {
    unquarantine(this.db, stage, itemId);
  }

  async withExclusiveLock<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    const owner = `lock:${process.pid}:${Math.random().toString(36).slice(2)}`;
    if (!claims.takeLock(this.db, name, owner)) return { ran: false };
    try {
      return { ran: true, value: await fn() };
    } finally {
      claims.releaseClaims(this.db, owner);
    }
  }

  async countUnresolved(): Promise<number> {
    return resolve.countUnresolved(this.db);
  }

  async companies(): Promise<{ name: string; ticker: string | null }[]> {
    return resolve.companies(this.db);
  }

  async documentCompanies(): Promise<DocumentCompany[]> {
    return this.db.prepare(`SELECT id, company, ticker, aliases, meta_source AS metaSource FROM documents ORDER BY id`).all() as DocumentCompany[];
  }

  async renameDocumentCompanies(rows: readonly DocumentCompany[]): Promise<void> {
    const doc = this.db.prepare(`UPDATE documents SET company = ?, aliases = ? WHERE id = ?`);
    const triplets = this.db.prepare(`UPDATE triplets SET company = ? WHERE doc_id = ?`);
    const docFacts = this.db.prepare(`UPDATE facts SET company = ? WHERE doc_id = ?`);
    this.db.transaction(() => {
      for (const r of rows) {
        doc.run(r.company, r.aliases, r.id);
        triplets.run(r.company, r.id);
        docFacts.run(r.company, r.id);
      }
    })();
  }

  async tripletMentions(afterKey: number, limit: number): Promise<TripletMentionRow[]> {
    return resolve.tripletMentions(this.db, afterKey, limit);
  }

  async revertedMerges(): Promise<{ fromId: string; intoId: string }[]> {
    return resolve.revertedMerges(this.db);
  }

  async writeResolution(r: ResolutionWrite): Promise<void> {
    resolve.writeResolution(this.db, r, RESOLUTION_PAGE);
  }

  async pendingFactDocs(version: string): Promise<FactDoc[]> {
    return facts.pendingFactDocs(this.db, version);
  }

  async saveFacts(docId: string, version: string, list: readonly Fact[] | null): Promise<void> {
    facts.saveFacts(this.db, docId, version, list);
  }

  async facts(query: FactQuery): Promise<Fact[]> {
    return facts.factsFor(this.db, query);
  }

  async pendingEntityDocs(version: string): Promise<string[]> {
    return passageEntities.pendingEntityDocs(this.db, version);
  }

  async docChunks(docId: string): Promise<{ id: string; ord: number; text: string }[]> {
    return passageEntities.docChunks(this.db, docId);
  }

  async savePassageEntities(docId: string, version: string, rows: readonly PassageEntityRow[]): Promise<void> {
    passageEntities.savePassageEntities(this.db, docId, version, rows);
  }

  async counts(): Promise<StoreCounts> {
    const n = (t: string) => this.db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number;
    return {
      documents: n('documents'), pages: n('pages'), chunks: n('chunks'), vectors: n('vectors'), refinements: n('refinements'),
      extractions: n('extractions'), triplets: n('triplets'), entities: n('entities'), aliases: n('aliases'), merges: n('merges'),
      leases: n('leases'), facts: n('facts'),
    };
  }

  async exportRows(table: string, after: readonly (string | number)[] | null, limit: number): Promise<TableRow[]> {
    const t = tableSpec(table);
    const cols = t.columns.map((c) => (sqliteColumn(table, c) === c ? c : `${sqliteColumn(table, c)} AS ${c}`)).join(', ');
    const key = t.key.map((c) => sqliteColumn(table, c)).join(', ');
    const where = after ? `WHERE (${key}) > (${t.key.map(() => '?').join(', ')})` : '';
    return this.db.prepare(`SELECT ${cols} FROM ${table} ${where} ORDER BY ${key} LIMIT ?`).all(...(after ?? []), limit) as TableRow[];
  }

  async importRows(table: string, rows: readonly TableRow[]): Promise<number> {
    return insertRows(this.db, table, rows);
  }
}

/** Insert rows of a copied table, skipping those whose key is already stored, in one transaction; returns how many were new. */
export function insertRows(db: Db, table: string, rows: readonly TableRow[]): number {
  const t = tableSpec(table);
  const ins = db.prepare(
    `INSERT OR IGNORE INTO ${table} (${t.columns.map((c) => sqliteColumn(table, c)).join(', ')}) VALUES (${t.columns.map(() => '?').join(', ')})`,
  );
  return db.transaction(() => rows.reduce((n, r) => n + ins.run(...t.columns.map((c) => r[c] ?? null)).changes, 0))();
}

