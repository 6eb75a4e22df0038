/**
 * The store seam of the write path: what the ingest side (parsing, the embed/extract/resolve
 * stages, workers, `store copy`) reads and writes, as one asynchronous interface with two
 * implementations: SQLite (`sqlite-store.ts`, the embedded default, one writer on one machine)
 * and PostgreSQL (`pg/pg-store.ts`, shared by any number of worker processes on any number of
 * machines). Both hold the same schema concepts, keyed by the same content-derived ids, so every
 * write is idempotent: writing a result twice (a retried batch, a claim that expired while its
 * worker was still busy) leaves the store as writing it once.
 *
 * Methods are asynchronous because PostgreSQL is; the SQLite implementation runs its statements
 * synchronously and returns settled promises.
 */
import type { DocumentMeta, Quarter } from '../domain.js';
import type { Fact, FactKind } from '../fact.js';

export type StoreKind = 'sqlite' | 'postgres';

/** A document row as ingest writes it (ids are the first 16 hex digits of the file's sha256). */
/** A document's company as stored, for one name per company (core/text/company-identity.ts). */
export interface DocumentCompany {
  id: string;
  company: string | null;
  ticker: string | null;
  /** JSON list of other names. */
  aliases: string;
  /** JSON: field -> where its value came from. */
  metaSource: string;
}

export interface DocumentRecord extends DocumentMeta {
  id: string;
  path: string;
  fileName: string;
  sha256: string;
  size: number;
  format: string;
  /** JSON: field -> where its value came from. */
  metaSource: string;
  /** JSON list of the other names the document uses for its company (default "[]"). */
  aliasesJson?: string;
  /** JSON list of the sectors the document's own words place its company in (default "[]"). */
  sectorsJson?: string;
  /** JSON list of the document's first raw lines, its metadata is read from with its pages (default null: not kept). */
  headJson?: string | null;
  pageCount: number;
  chunkParams: string;
  ingestKey: string;
  ingestedAt: string;
}

/** A chunk of a document; its id is content-derived. */
export interface ChunkRecord {
  id: string;
  ord: number;
  text: string;
  /** Offsets into the document's joined page text: text === doc.text.slice(start, end). */
  start: number;
  end: number;
  pageStart: number;
  pageEnd: number;
  /** Speaker with the most text in the chunk (speaker strategy), else null. */
  speaker: string | null;
}

/** What ingest needs to know of a stored document to decide whether a file changed. */
export interface StoredDoc {
  id: string;
  path: string;
  sha256: string;
  ingestKey: string;
  status: string;
  /** Whether its first raw lines are stored (documents stored before schema 13 lack them): its metadata can be read again without the file. */
  hasHead: boolean;
}

/** What a document's metadata is read from: its first raw lines and its pages' text (with the file's size and format, as stored). */
export interface DocumentSource {
  head: string[];
  pages: string[];
  size: number;
  format: string;
}

/** A chunk waiting for a vector from one embedder. */
export interface EmbedItem {
  seq: number;
  id: string;
  text: string;
}

/** A vector committed for a chunk; the label is its id in the HNSW index readers build. */
export interface VectorRecord {
  label: number;
  chunkId: string;
  vec: Float32Array;
}

/** What a stored tier result must match to count as done: the prompt/rules version and the model id. */
export interface TierVersions {
  refine: string;
  refineModel: string;
  extract: string;
  extractModel: string;
}

/** A chunk the extract stage has not finished at the current tier versions. */
export interface PendingChunk {
  /** The chunk's position in the corpus: the key pending work is paged on. */
  seq: number;
  chunkId: string;
  docId: string;
  text: string;
  speaker: string | null;
  meta: DocumentMeta;
  pageStart: number;
  pageEnd: number;
  /** The stored refinement when it is at the current tier-1 version (tier 1 is skipped). */
  refined: string | null;
}

/** One triplet as the extract stage writes it (its page range already located). */
export interface TripletRecord {
  id: string;
  head: string;
  headType: string;
  relation: string;
  object: string;
  objectType: string;
  pageStart: number;
  pageEnd: number;
  evidence: string | null;
}

/** One chunk's extract result: its refinement, and its triplets (null = quarantined). */
export interface ExtractionWrite {
  chunk: PendingChunk;
  refined: string;
  triplets: TripletRecord[] | null;
}

export interface PageText {
  pageNo: number;
  text: string;
}

/** The mention columns of a stored triplet, paged on `key` (insertion order). */
export interface TripletMentionRow {
  key: number;
  id: string;
  head: string;
  headType: string;
  object: string;
  objectType: string;
  company: string | null;
}

export interface EntityRecord {
  id: string;
  name: string;
  canonical: string;
  type: string;
  scope: string;
  mentions: number;
  aliases: readonly (readonly [alias: string, source: string])[];
}

export interface MergeRecord {
  fromId: string;
  intoId: string;
  method: string;
  score: number;
  /** The merged entity's canonical name, kept as an alias of the entity it merged into. */
  fromCanonical?: string;
}

/** A full entity resolution, written in one transaction. */
export interface ResolutionWrite {
  entities: readonly EntityRecord[];
  /** The resolved [head id, object id] of a triplet (called for every stored triplet, in key order). */
  idsOf: (t: TripletMentionRow) => readonly [string, string];
  merges: readonly MergeRecord[];
  at: string;
}

/** A model reply or request that stayed unusable for one item (kept with the raw reply and the error). */
export interface QuarantineRecord {
  stage: string;
  itemId: string;
  promptId: string | null;
  raw: string | null;
  error: string;
}

/** A document the facts stage has not read at the current rules version, with what the reader needs of it. */
export interface FactDoc {
  id: string;
  company: string | null;
  quarter: Quarter | null;
  year: string | null;
  fyEndMonth: number | null;
  pageCount: number;
  ticker: string | null;
  /** The document's other names for its company, as stored (a JSON array). */
  aliases: string | null;
  /** The company's sectors, as stored (a JSON array). */
  sectors: string | null;
}

/** One entity a chunk mentions, as the entities stage stores it. */
export interface PassageEntityRow {
  chunk_id: string;
  doc_id: string;
  entity: string;
  name: string;
  role: string;
  count: number;
}

/** Which stored facts to read: every given field narrows the selection. */
export interface FactQuery {
  /** A stored company name (exactly as documents hold it). */
  company?: string;
  /** Any of these stored company names. */
  companies?: readonly string[];
  /** A metric id. */
  metric?: string;
  /** Any of these metric ids. */
  metrics?: readonly string[];
  docId?: string;
  kind?: FactKind;
  limit?: number;
}

/** Row counts of the main tables (to compare two stores, or watch workers progress). */
export interface StoreCounts {
  documents: number;
  pages: number;
  chunks: number;
  vectors: number;
  refinements: number;
  extractions: number;
  triplets: number;
  entities: number;
  aliases: number;
  merges: number;
  leases: number;
  facts: number;
}

/** A row of any stored table, column name -> value, as `store copy` moves it. */
export type TableRow = Record<string, string | number | Buffer | null>;

export interface Store {
  readonly kind: StoreKind;
  /** Where the store lives, safe to print (a path, or a URL without its password). */
  readonly location: string;
  /** The schema version the store is migrated to. */
  schemaVersion(): Promise<number>;
  close(): Promise<void>;

  // Documents, pages, chunks.
  docByPath(path: string): Promise<StoredDoc | undefined>;
  docById(id: string): Promise<StoredDoc | undefined>;
  /** Replace whatever is stored at this path or under this id (derived rows go with it), atomically. */
  replaceDocument(doc: DocumentRecord, pages: readonly string[], chunks: readonly ChunkRecord[]): Promise<void>;
  /**
   * A document's metadata read again (same id, path, pages and chunks): its row is rewritten, its
   * pages, chunks and what later stages derived from them are kept, atomically. What a stage read
   * with a field that changed is made pending again: its facts when the ticker, period, fiscal year
   * end or sectors changed; its chunks' refinements and triplets as well when the ticker or period
   * changed (company and aliases: see resetDerived, after the run's names are unified).
   */
  refreshDocument(doc: DocumentRecord): Promise<void>;
  /** Make these documents' facts pending again and, with `extract`, their chunks' refinements and triplets too. */
  resetDerived(docIds: readonly string[], o: { extract: boolean }): Promise<void>;
  /** A document's stored head and pages; null when its head was not stored or it is gone. */
  documentSource(docId: string): Promise<DocumentSource | null>;
  /** Record a failed input; a document stored from this path is kept and marked stale. */
  recordFailure(path: string, reason: string): Promise<void>;
  /** The file at this path ingested unchanged: clear an old failure and a stale mark. */
  markUnchanged(path: string): Promise<void>;
  /** Forget failures of paths that no longer exist (removed or renamed since); returns how many. */
  pruneFailures(exists: (path: string) => boolean): Promise<number>;
  /** Pages `from`..`to` of a document, in order. */
  pages(docId: string, from: number, to: number): Promise<PageText[]>;

  // Embed stage.
  /** Chunks lacking a vector from this embedder. */
  countPendingEmbeds(embedderId: string): Promise<number>;
  /** Pending chunks after `afterSeq`, in corpus order, at most `limit`. */
  pendingEmbeds(embedderId: string, afterSeq: number, limit: number): Promise<EmbedItem[]>;
  /**
   * Store vectors (replacing another embedder's), release their claims, and return their labels.
   * A chunk that already has this embedder's vector keeps it (the write is idempotent); a chunk
   * deleted meanwhile is skipped.
   */
  saveVectors(embedderId: string, items: readonly { chunkId: string; vec: Float32Array }[]): Promise<VectorRecord[]>;
  /** Every vector of an embedder, in label order, `limit` at a time after `afterLabel`. */
  vectors(embedderId: string, afterLabel: number, limit: number): Promise<VectorRecord[]>;

  // Claims: leases on pending work, so that several workers share it.
  /**
   * Claim up to `limit` chunks pending for this embedder that nobody holds a live lease on, for
   * `ttlMs`, in corpus order after `afterSeq` (a worker's cursor: its last claim's seq, so that a
   * claim does not walk the chunks already done; 0 = from the start, which also finds expired
   * leases behind the cursor). An expired lease (its worker died) can be claimed again.
   */
  claimEmbeds(embedderId: string, owner: string, limit: number, ttlMs: number, afterSeq?: number): Promise<EmbedItem[]>;
  /** Drop this owner's leases (a worker leaving cleanly); returns how many it held. */
  releaseClaims(owner: string): Promise<number>;
  /** Live (unexpired) leases, over every owner. */
  liveLeases(): Promise<number>;

  // Extract stage.
  countPendingExtractions(v: TierVersions, retryQuarantined?: boolean): Promise<number>;
  pendingExtractions(v: TierVersions, afterSeq: number, limit: number, retryQuarantined?: boolean): Promise<PendingChunk[]>;
  /** One chunk's refinement, triplets (replacing older ones) and extraction row, atomically; releases the chunk's extract lease. */
  saveExtraction(v: TierVersions, w: ExtractionWrite): Promise<void>;
  /**
   * Claim up to `limit` chunks pending extraction (quarantined ones are not pending) that nobody
   * holds a live lease on, for `ttlMs`, in corpus order after `afterSeq` (as for claimEmbeds).
   */
  claimExtractions(v: TierVersions, owner: string, limit: number, ttlMs: number, afterSeq?: number): Promise<PendingChunk[]>;
  /** Record (or replace) an item's quarantine row. */
  recordQuarantine(row: QuarantineRecord): Promise<void>;
  /** Remove an item's quarantine row (it succeeded this time). */
  clearQuarantine(stage: string, itemId: string): Promise<void>;
  /**
   * Run `fn` holding the lock `name` across every process sharing the store, or return
   * `{ ran: false }` at once when another process holds it.
   */
  withExclusiveLock<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;

  // Resolve stage.
  countUnresolved(): Promise<number>;
  /** Companies of the stored documents with a ticker each (the resolver's seed). */
  companies(): Promise<{ name: string; ticker: string | null }[]>;
  /** Every stored document's company, ticker and other names (JSON list), for one name per company. */
  documentCompanies(): Promise<DocumentCompany[]>;
  /** Set documents' company and aliases (their triplets follow), in one transaction. */
  renameDocumentCompanies(rows: readonly DocumentCompany[]): Promise<void>;
  tripletMentions(afterKey: number, limit: number): Promise<TripletMentionRow[]>;
  /** Entity pairs a user unmerged: never merged again. */
  revertedMerges(): Promise<{ fromId: string; intoId: string }[]>;
  /** Replace entities, aliases and non-reverted merges, and set every triplet's entity ids. */
  writeResolution(r: ResolutionWrite): Promise<void>;

  // Facts stage.
  /** Documents (status ok) not read at this rules version, in id order. */
  pendingFactDocs(version: string): Promise<FactDoc[]>;
  /**
   * Replace a document's facts and record it read at `version`, in one transaction; `null` records
   * it quarantined (reading it failed) with no facts. A document deleted meanwhile is skipped.
   */
  saveFacts(docId: string, version: string, facts: readonly Fact[] | null): Promise<void>;
  /** Stored facts, by company, metric, period and page. */
  facts(query: FactQuery): Promise<Fact[]>;

  // Entities stage.
  /** Ids of documents (status ok) not read at this entity reader version, in id order. */
  pendingEntityDocs(version: string): Promise<string[]>;
  /** A document's chunks in order. */
  docChunks(docId: string): Promise<{ id: string; ord: number; text: string }[]>;
  /** Replace a document's passage entities and record it read at `version`, in one transaction (skipped if it was deleted). */
  savePassageEntities(docId: string, version: string, rows: readonly PassageEntityRow[]): Promise<void>;

  // Whole tables (`store copy`).
  counts(): Promise<StoreCounts>;
  /** Rows of a copied table in key order after `after` (the key values of the last row read; null = from the start). */
  exportRows(table: string, after: readonly (string | number)[] | null, limit: number): Promise<TableRow[]>;
  /** Insert rows, skipping those whose key is already stored; returns how many were new. */
  importRows(table: string, rows: readonly TableRow[]): Promise<number>;
}
