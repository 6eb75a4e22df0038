/**
 * The PostgreSQL implementation of `Store`: one database shared by any number of processes on any
 * number of machines. Writes are idempotent (content-derived ids, ON CONFLICT), each method that
 * writes more than one row runs in one transaction, and pending work is shared out with leases:
 * a claim locks candidate rows with `FOR NO KEY UPDATE SKIP LOCKED` (two workers claiming at once
 * take different chunks instead of waiting on each other) and records a lease with an expiry on the
 * database's clock, so the claim of a worker that died returns to the pool when it expires.
 */
import pg from 'pg';
import { HybridRagError } from '../../errors.js';
import { safeUrl } from '../../providers/safe-url.js';
import { decodeVector, encodeVector } from '../../vectors/vector-codec.js';
import { changedReaders } from '../read-fields.js';
import { pendingChunkOf, type PendingRow } from '../sqlite/extractions.js';
import { FACT_COLUMNS, FACT_DOC_COLUMNS, factOf, factQuerySql, factRow, pendingFactDocsFrom, type FactRow } from '../sqlite/facts.js';
import type { Fact } from '../../fact.js';
import { PASSAGE_ENTITY_COLUMNS, pendingEntityDocsFrom } from '../sqlite/passage-entities.js';
import type {
  DocumentCompany,
  ChunkRecord, DocumentRecord, DocumentSource, EmbedItem, ExtractionWrite, FactDoc, FactQuery, PageText, PassageEntityRow, PendingChunk, QuarantineRecord, ResolutionWrite, Store, StoreCounts, StoredDoc,
  TableRow, TierVersions, TripletMentionRow, VectorRecord,
} from '../store.js';
import { tableSpec } from '../tables.js';
import { PG_MIGRATIONS } from './migrations.js';
import { PgLexical } from './pg-lexical.js';
import { claimInWindows, claimSql, finishedMeanwhile, retryConflicts, type Query } from './claims.js';

// BIGINT columns (file sizes, token counts, count(*)) as numbers: every value here is far below 2^53.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));

type Client = pg.PoolClient;

/**
 * A table's signature: any insert, update or delete changes its row count or the sum of its rows'
 * creating transaction ids (a row written later has a larger xmin). Computing it scans the table
 * (no row data leaves the server): a replica's refresh check costs one pass over each copied table.
 */
const SIGNATURE = `count(*) || ':' || coalesce(sum(xmin::text::bigint), 0)`;

/** Reads of one consistent state of the store (see PgStore.snapshot). */
export interface PgSnapshot extends Pick<Store, 'exportRows'> {
  /**
   * Per copied table, a string that changes whenever a row of it is inserted, updated or deleted,
   * and the largest value of its serial key (null: none, or no serial key).
   */
  signatures(tables: readonly string[]): Promise<Map<string, { signature: string; maxSerial: number | null }>>;
  /** The signature of the rows of a table with a serial key whose key is at most `upTo`. */
  signatureUpTo(table: string, upTo: number): Promise<string>;
}

/** Rows of a copied table in key order after `after`, through any query function. */
function exportRowsOf(
  rows: (sql: string, params: unknown[]) => Promise<TableRow[]>,
  table: string,
  after: readonly (string | number)[] | null,
  limit: number,
): Promise<TableRow[]> {
  const t = tableSpec(table);
  const key = t.key.join(', ');
  const where = after ? `WHERE (${key}) > (${t.key.map((_, i) => `$${i + 1}`).join(', ')})` : '';
  const params = [...(after ?? []), limit];
  return rows(`SELECT ${t.columns.join(', ')} FROM ${table} ${where} ORDER BY ${key} LIMIT $${params.length}`, params);
}

/** Most parameters one statement may carry (PostgreSQL's limit is 65535). */
const MAX_PARAMS = 30_000;
/** Triplets read per page while writing a resolution. */
const RESOLUTION_PAGE = 5000;
/** Lock key of entity resolution: one resolution at a time over the whole store. */
const RESOLVE_LOCK = "hashtext('hybridrag:resolve')";

export class PgStore implements Store {
  readonly kind = 'postgres' as const;
  readonly location: string;

  /** BM25 over the chunks' tsvectors (the query side's lexical search). */
  readonly lexical: PgLexical;

  private constructor(private readonly pool: pg.Pool, url: string) {
    this.location = safeUrl(url);
    this.lexical = new PgLexical(pool);
  }

  /** Connect (failing with a CONFIG error naming the URL, without its password) and migrate. */
  static async open(url: string, opts: { maxConnections?: number } = {}): Promise<PgStore> {
    const pool = new pg.Pool({ connectionString: url, max: opts.maxConnections ?? 4, connectionTimeoutMillis: 10_000 });
    // An idle connection the server dropped: the next query reconnects; nothing to report here.
    pool.on('error', () => undefined);
    const store = new PgStore(pool, url);
    try {
      const c = await pool.connect();
      c.release();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw new HybridRagError('CONFIG', `cannot connect to the store ${store.location}: ${(err as Error).message}`, {
        hint: 'check that PostgreSQL runs there and the database exists (createdb NAME), or choose another --store / HYBRIDRAG_STORE / store.url',
        cause: err,
      });
    }
    try {
      await store.migrate();
    } catch (err) {
      await pool.end().catch(() => undefined);
      throw err;
    }
    return store;
  }

  /** Apply every migration newer than the store's version, under a lock: workers may start together. */
  private async migrate(): Promise<number> {
    return this.tx(async (c) => {
      await c.query(`SELECT pg_advisory_xact_lock(hashtext('hybridrag:migrate'))`);
      await c.query('CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)');
      const row = (await c.query<{ version: number }>('SELECT version FROM schema_version')).rows[0];
      const current = row?.version ?? 0;
      if (current > PG_MIGRATIONS.length) {
        throw new HybridRagError('CONFIG', `the store ${this.location} has schema version ${current}, newer than this hybridrag (version ${PG_MIGRATIONS.length})`, {
          hint: 'upgrade hybridrag, or use another store',
        });
      }
      for (const m of PG_MIGRATIONS.slice(current)) await c.query(m.sql);
      if (!row) await c.query('INSERT INTO schema_version (version) VALUES ($1)', [PG_MIGRATIONS.length]);
      else await c.query('UPDATE schema_version SET version = $1', [PG_MIGRATIONS.length]);
      return PG_MIGRATIONS.length - current;
    });
  }

  /** Run `fn` in one transaction (`begin`: the statement that opens it), again after a conflict. */
  private async tx<T>(fn: (c: Client) => Promise<T>, begin = 'BEGIN'): Promise<T> {
    return retryConflicts(async () => {
      const c = await this.pool.connect();
      try {
        await c.query(begin);
        const r = await fn(c);
        await c.query('COMMIT');
        return r;
      } catch (err) {
        await c.query('ROLLBACK').catch(() => undefined);
        throw err;
      } finally {
        c.release();
      }
    });
  }

  private async rows<T extends pg.QueryResultRow>(sql: string, params: unknown[] = []): Promise<T[]> {
    return retryConflicts(async () => (await this.pool.query<T>(sql, params)).rows);
  }

  /** `rows` as a function, for the claim helpers. */
  private readonly query: Query = (sql, params) => this.rows(sql, params);

  async schemaVersion(): Promise<number> {
    return (await this.rows<{ version: number }>('SELECT version FROM schema_version'))[0]?.version ?? 0;
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async docByPath(path: string): Promise<StoredDoc | undefined> {
    return (await this.rows<StoredDoc>(`SELECT id, path, sha256, ingest_key AS "ingestKey", status, head IS NOT NULL AS "hasHead" FROM documents WHERE path = $1`, [path]))[0];
  }

  async docById(id: string): Promise<StoredDoc | undefined> {
    return (await this.rows<StoredDoc>(`SELECT id, path, sha256, ingest_key AS "ingestKey", status, head IS NOT NULL AS "hasHead" FROM documents WHERE id = $1`, [id]))[0];
  }

  async replaceDocument(d: DocumentRecord, pages: readonly string[], chunks: readonly ChunkRecord[]): Promise<void> {
    await this.tx(async (c) => {
      await c.query('DELETE FROM documents WHERE path = $1 OR id = $2', [d.path, d.id]);
      await c.query(
        `INSERT INTO documents (id, path, file_name, sha256, size, format, company, ticker, quarter, year, call_date, meta_source,
           page_count, chunk_params, ingest_key, status, error, ingested_at, quarter_end, fy_end_month, aliases, sectors, head)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, 'ok', NULL, $16, $17, $18, $19, $20, $21)`,
        [d.id, d.path, d.fileName, d.sha256, d.size, d.format, d.company, d.ticker, d.quarter, d.year, d.callDate, d.metaSource,
          d.pageCount, d.chunkParams, d.ingestKey, d.ingestedAt, d.quarterEnd ?? null, d.fyEndMonth ?? null, d.aliasesJson ?? '[]', d.sectorsJson ?? '[]', d.headJson ?? null],
      );
      await c.query(
        'INSERT INTO pages (doc_id, page_no, text) SELECT $1, u.no, u.text FROM unnest($2::int[], $3::text[]) AS u(no, text)',
        [d.id, pages.map((_, i) => i + 1), pages],
      );
      // WITH ORDINALITY + ORDER BY: chunks get their seq in document order, as in SQLite.
      await c.query(
        `INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end, speaker)
         SELECT u.id, $1, u.ord, u.text, u.s, u.e, u.ps, u.pe, u.sp
         FROM unnest($2::text[], $3::int[], $4::text[], $5::int[], $6::int[], $7::int[], $8::int[], $9::text[])
           WITH ORDINALITY AS u(id, ord, text, s, e, ps, pe, sp, n) ORDER BY u.n`,
        [d.id, chunks.map((x) => x.id), chunks.map((x) => x.ord), chunks.map((x) => x.text), chunks.map((x) => x.start),
          chunks.map((x) => x.end), chunks.map((x) => x.pageStart), chunks.map((x) => x.pageEnd), chunks.map((x) => x.speaker)],
      );
      await c.query('DELETE FROM failures WHERE path = $1', [d.path]);
    });
  }

  async refreshDocument(d: DocumentRecord): Promise<void> {
    await this.tx(async (c) => {
      const before = (await c.query<{ ticker: string | null; quarter: string | null; year: string | null; fy_end_month: number | null; sectors: string }>(
        'SELECT ticker, quarter, year, fy_end_month, sectors FROM documents WHERE id = $1 FOR UPDATE', [d.id])).rows[0];
      if (!before) return;
      await c.query(
        `UPDATE documents SET path = $2, file_name = $3, company = $4, ticker = $5, quarter = $6, year = $7, call_date = $8, meta_source = $9,
           ingest_key = $10, status = 'ok', error = NULL, ingested_at = $11, quarter_end = $12, fy_end_month = $13, aliases = $14, sectors = $15, head = $16
         WHERE id = $1`,
        [d.id, d.path, d.fileName, d.company, d.ticker, d.quarter, d.year, d.callDate, d.metaSource, d.ingestKey, d.ingestedAt,
          d.quarterEnd ?? null, d.fyEndMonth ?? null, d.aliasesJson ?? '[]', d.sectorsJson ?? '[]', d.headJson ?? null],
      );
      const changed = changedReaders(before, { ticker: d.ticker, quarter: d.quarter, year: d.year, fy_end_month: d.fyEndMonth ?? null, sectors: d.sectorsJson ?? '[]' });
      if (changed.facts) await resetDerivedIn(c, [d.id], changed);
      await c.query('DELETE FROM failures WHERE path = $1', [d.path]);
    });
  }

  async resetDerived(docIds: readonly string[], o: { extract: boolean }): Promise<void> {
    if (docIds.length === 0) return;
    await this.tx((c) => resetDerivedIn(c, docIds, o));
  }

  async documentSource(docId: string): Promise<DocumentSource | null> {
    const row = (await this.rows<{ head: string | null; page_count: number; size: number; format: string }>(
      'SELECT head, page_count, size, format FROM documents WHERE id = $1', [docId]))[0];
    if (!row || row.head === null) return null;
    return { head: JSON.parse(row.head) as string[], pages: (await this.pages(docId, 1, row.page_count)).map((p) => p.text), size: Number(row.size), format: row.format };
  }

  async recordFailure(path: string, reason: string): Promise<void> {
    await this.tx(async (c) => {
      await c.query(
        `INSERT INTO failures (path, reason, at) VALUES ($1, $2, $3)
         ON CONFLICT (path) DO UPDATE SET reason = excluded.reason, at = excluded.at`,
        [path, reason, new Date().toISOString()],
      );
      await c.query(`UPDATE documents SET status = 'stale', error = $1 WHERE path = $2`, [reason, path]);
    });
  }

  async markUnchanged(path: string): Promise<void> {
    await this.tx(async (c) => {
      await c.query('DELETE FROM failures WHERE path = $1', [path]);
      await c.query(`UPDATE documents SET status = 'ok', error = NULL WHERE path = $1 AND status <> 'ok'`, [path]);
    });
  }

  async pruneFailures(exists: (path: string) => boolean): Promise<number> {
    const gone = (await this.rows<{ path: string }>('SELECT path FROM failures')).map((r) => r.path).filter((p) => !exists(p));
    if (gone.length === 0) return 0;
    return (await this.pool.query('DELETE FROM failures WHERE path = ANY($1::text[])', [gone])).rowCount ?? 0;
  }

  async pages(docId: string, from: number, to: number): Promise<PageText[]> {
    return this.rows<PageText>(
      'SELECT page_no AS "pageNo", text FROM pages WHERE doc_id = $1 AND page_no BETWEEN $2 AND $3 ORDER BY page_no',
      [docId, from, to],
    );
  }

  async countPendingEmbeds(embedderId: string): Promise<number> {
    return (await this.rows<{ n: number }>(
      'SELECT count(*)::int AS n FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = $1)',
      [embedderId],
    ))[0]!.n;
  }

  async pendingEmbeds(embedderId: string, afterSeq: number, limit: number): Promise<EmbedItem[]> {
    return this.rows<EmbedItem>(
      `SELECT c.seq, c.id, c.text FROM chunks c
       WHERE NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = $1) AND c.seq > $2
       ORDER BY c.seq LIMIT $3`,
      [embedderId, afterSeq, limit],
    );
  }

  async saveVectors(embedderId: string, items: readonly { chunkId: string; vec: Float32Array }[]): Promise<VectorRecord[]> {
    const ids = items.map((i) => i.chunkId);
    const byId = new Map(items.map((i) => [i.chunkId, i.vec]));
    const rows = await this.tx(async (c) => {
      await c.query(`DELETE FROM leases WHERE stage = 'embed' AND item_id = ANY($1::text[])`, [ids]);
      await c.query('DELETE FROM vectors WHERE chunk_id = ANY($1::text[]) AND embedder <> $2', [ids, embedderId]);
      return (await c.query<{ label: number; chunk_id: string }>(
        `INSERT INTO vectors (chunk_id, embedder, vec)
         SELECT u.id, $2, u.vec FROM unnest($1::text[], $3::bytea[]) WITH ORDINALITY AS u(id, vec, n)
         WHERE EXISTS (SELECT 1 FROM chunks c WHERE c.id = u.id) ORDER BY u.n
         ON CONFLICT (chunk_id) DO NOTHING RETURNING label, chunk_id`,
        [ids, embedderId, items.map((i) => encodeVector(i.vec))],
      )).rows;
    });
    return rows.sort((a, b) => a.label - b.label).map((r) => ({ label: r.label, chunkId: r.chunk_id, vec: byId.get(r.chunk_id)! }));
  }

  async vectors(embedderId: string, afterLabel: number, limit: number): Promise<VectorRecord[]> {
    const rows = await this.rows<{ label: number; chunk_id: string; vec: Buffer }>(
      'SELECT label, chunk_id, vec FROM vectors WHERE embedder = $1 AND label > $2 ORDER BY label LIMIT $3',
      [embedderId, afterLabel, limit],
    );
    return rows.map((r) => ({ label: r.label, chunkId: r.chunk_id, vec: decodeVector(r.vec) }));
  }

  async claimEmbeds(embedderId: string, owner: string, limit: number, ttlMs: number, afterSeq = 0): Promise<EmbedItem[]> {
    return claimInWindows(this.query, afterSeq, limit, async (after, upTo) => {
      const rows = await this.rows<EmbedItem>(
        claimSql('embed', 'c.seq, c.id, c.text FROM chunks c WHERE c.seq > $5 AND c.seq <= $6 AND NOT EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = $1) AND', 2),
        [embedderId, limit, owner, ttlMs, after, upTo],
      );
      const done = await finishedMeanwhile(this.query, 'embed', owner, rows.map((r) => r.id), 'EXISTS (SELECT 1 FROM vectors v WHERE v.chunk_id = c.id AND v.embedder = $3)', [embedderId]);
      return { claimed: rows, kept: rows.filter((r) => !done.has(r.id)) };
    });
  }

  async releaseClaims(owner: string): Promise<number> {
    return (await this.pool.query('DELETE FROM leases WHERE owner = $1', [owner])).rowCount ?? 0;
  }

  async liveLeases(): Promise<number> {
    return (await this.rows<{ n: number }>('SELECT count(*)::int AS n FROM leases WHERE expires_at > now()'))[0]!.n;
  }

  /**
   * Chunks pending extraction ($1-$4: the tiers' versions and models; $5: quarantined ones count).
   * Written as correlated look-ups by primary key rather than joins, so that the plan does not hang
   * on statistics: while workers fill refinements and extractions from empty, PostgreSQL's row
   * estimates lag behind, and a join planned for empty tables reads one of them in full per chunk.
   */
  private static readonly PENDING_WHERE = `
    FROM chunks c JOIN documents d ON d.id = c.doc_id
    WHERE d.status = 'ok' AND (
      NOT EXISTS (SELECT 1 FROM refinements r WHERE r.chunk_id = c.id AND r.prompt_version = $1 AND r.model = $2)
      OR NOT EXISTS (SELECT 1 FROM extractions e WHERE e.chunk_id = c.id AND e.prompt_version = $3 AND e.model = $4 AND NOT ($5 AND e.status = 'quarantined')))`;
  /** The chunk's refinement by the current refiner, if any (a column of a pending chunk). */
  private static readonly REFINED = `(SELECT r.text FROM refinements r WHERE r.chunk_id = c.id AND r.prompt_version = $1 AND r.model = $2) AS refined`;

  async countPendingExtractions(v: TierVersions, retryQuarantined = false): Promise<number> {
    return (await this.rows<{ n: number }>(
      `SELECT count(*)::int AS n ${PgStore.PENDING_WHERE}`,
      [v.refine, v.refineModel, v.extract, v.extractModel, retryQuarantined],
    ))[0]!.n;
  }

  async pendingExtractions(v: TierVersions, afterSeq: number, limit: number, retryQuarantined = false): Promise<PendingChunk[]> {
    const rows = await this.rows<PendingRow>(
      `SELECT c.seq, c.id, c.doc_id, c.text, c.speaker, c.page_start, c.page_end, d.company, d.ticker, d.quarter, d.year,
              d.call_date, ${PgStore.REFINED} ${PgStore.PENDING_WHERE} AND c.seq > $6 ORDER BY c.seq LIMIT $7`,
      [v.refine, v.refineModel, v.extract, v.extractModel, retryQuarantined, afterSeq, limit],
    );
    return rows.map(pendingChunkOf);
  }

  async saveExtraction(v: TierVersions, w: ExtractionWrite): Promise<void> {
    const c = w.chunk;
    const list = w.triplets ?? [];
    await this.tx(async (q) => {
      await q.query(
        `INSERT INTO refinements (chunk_id, prompt_version, model, text) VALUES ($1, $2, $3, $4)
         ON CONFLICT (chunk_id) DO UPDATE SET prompt_version = excluded.prompt_version, model = excluded.model, text = excluded.text`,
        [c.chunkId, v.refine, v.refineModel, w.refined],
      );
      await q.query('DELETE FROM triplets WHERE chunk_id = $1', [c.chunkId]);
      const col = <K extends keyof (typeof list)[number]>(k: K) => list.map((t) => t[k]);
      await q.query(
        `INSERT INTO triplets (id, chunk_id, ord, doc_id, head, head_type, relation, object, object_type,
           company, ticker, quarter, year, page_start, page_end, evidence)
         SELECT u.id, $1, u.n - 1, $2, u.head, u.head_type, u.relation, u.object, u.object_type, $3, $4, $5, $6, u.ps, u.pe, u.evidence
         FROM unnest($7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[], $13::int[], $14::int[], $15::text[])
           WITH ORDINALITY AS u(id, head, head_type, relation, object, object_type, ps, pe, evidence, n)
         ORDER BY u.n
         ON CONFLICT (id) DO UPDATE SET chunk_id = excluded.chunk_id, ord = excluded.ord, doc_id = excluded.doc_id,
           head = excluded.head, head_type = excluded.head_type, relation = excluded.relation, object = excluded.object,
           object_type = excluded.object_type, head_id = NULL, object_id = NULL, company = excluded.company,
           ticker = excluded.ticker, quarter = excluded.quarter, year = excluded.year, page_start = excluded.page_start,
           page_end = excluded.page_end, evidence = excluded.evidence`,
        [c.chunkId, c.docId, c.meta.company, c.meta.ticker, c.meta.quarter, c.meta.year, col('id'), col('head'), col('headType'),
          col('relation'), col('object'), col('objectType'), col('pageStart'), col('pageEnd'), col('evidence')],
      );
      await q.query(
        `INSERT INTO extractions (chunk_id, prompt_version, model, status, triplets) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (chunk_id) DO UPDATE SET prompt_version = excluded.prompt_version, model = excluded.model,
           status = excluded.status, triplets = excluded.triplets`,
        [c.chunkId, v.extract, v.extractModel, w.triplets === null ? 'quarantined' : 'ok', list.length],
      );
      await q.query(`DELETE FROM leases WHERE stage = 'extract' AND item_id = $1`, [c.chunkId]);
    });
  }

  async claimExtractions(v: TierVersions, owner: string, limit: number, ttlMs: number, afterSeq = 0): Promise<PendingChunk[]> {
    return claimInWindows(this.query, afterSeq, limit, async (after, upTo) => {
      const rows = await this.rows<PendingRow>(
        claimSql('extract', `c.seq, c.id, c.doc_id, c.text, c.speaker, c.page_start, c.page_end, d.company, d.ticker, d.quarter, d.year,
           d.call_date, ${PgStore.REFINED} ${PgStore.PENDING_WHERE} AND c.seq > $9 AND c.seq <= $10 AND`, 6),
        [v.refine, v.refineModel, v.extract, v.extractModel, false, limit, owner, ttlMs, after, upTo],
      );
      const done = await finishedMeanwhile(this.query, 
        'extract',
        owner,
        rows.map((r) => r.id),
        `EXISTS (SELECT 1 FROM refinements r WHERE r.chunk_id = c.id AND r.prompt_version = $3 AND r.model = $4)
         AND EXISTS (SELECT 1 FROM extractions e WHERE e.chunk_id = c.id AND e.prompt_version = $5 AND e.model = $6)`,
        [v.refine, v.refineModel, v.extract, v.extractModel],
      );
      return { claimed: rows, kept: rows.filter((r) => !done.has(r.id)).map(pendingChunkOf) };
    });
  }

  async recordQuarantine(row: QuarantineRecord): Promise<void> {
    await this.pool.query(
      `INSERT INTO quarantine (stage, item_id, prompt_id, raw, error, at) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (stage, item_id) DO UPDATE SET prompt_id = excluded.prompt_id, raw = excluded.raw, error = excluded.error, at = excluded.at`,
      [row.stage, row.itemId, row.promptId, row.raw, row.error, new Date().toISOString()],
    );
  }

  async clearQuarantine(stage: string, itemId: string): Promise<void> {
    await this.pool.query('DELETE FROM quarantine WHERE stage = $1 AND item_id = $2', [stage, itemId]);
  }

  async withExclusiveLock<T>(name: string, fn: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> {
    // A session lock on a connection of its own, held while `fn` runs on others (its key differs
    // from the transaction lock writeResolution takes, which would otherwise wait on it).
    const c = await this.pool.connect();
    try {
      const key = `hybridrag:lock:${name}`;
      const got = (await c.query<{ ok: boolean }>('SELECT pg_try_advisory_lock(hashtext($1)) AS ok', [key])).rows[0]!.ok;
      if (!got) return { ran: false };
      try {
        return { ran: true, value: await fn() };
      } finally {
        await c.query('SELECT pg_advisory_unlock(hashtext($1))', [key]);
      }
    } finally {
      c.release();
    }
  }

  async countUnresolved(): Promise<number> {
    return (await this.rows<{ n: number }>('SELECT count(*)::int AS n FROM triplets WHERE head_id IS NULL OR object_id IS NULL'))[0]!.n;
  }

  async documentCompanies(): Promise<DocumentCompany[]> {
    return this.rows<DocumentCompany>('SELECT id, company, ticker, aliases, meta_source AS "metaSource" FROM documents ORDER BY id');
  }

  async renameDocumentCompanies(rows: readonly DocumentCompany[]): Promise<void> {
    if (rows.length === 0) return;
    await this.tx(async (c) => {
      for (const r of rows) {
        await c.query('UPDATE documents SET company = $1, aliases = $2 WHERE id = $3', [r.company, r.aliases, r.id]);
        await c.query('UPDATE triplets SET company = $1 WHERE doc_id = $2', [r.company, r.id]);
        await c.query('UPDATE facts SET company = $1 WHERE doc_id = $2', [r.company, r.id]);
      }
    });
  }

  async companies(): Promise<{ name: string; ticker: string | null }[]> {
    return this.rows(
      `SELECT company AS name, max(ticker) AS ticker FROM documents WHERE status = 'ok' AND company IS NOT NULL
       GROUP BY company ORDER BY company`,
    );
  }

  private static readonly MENTIONS = `SELECT seq AS key, id, head, head_type AS "headType", object, object_type AS "objectType", company
    FROM triplets WHERE seq > $1 ORDER BY seq LIMIT $2`;

  async tripletMentions(afterKey: number, limit: number): Promise<TripletMentionRow[]> {
    return this.rows<TripletMentionRow>(PgStore.MENTIONS, [afterKey, limit]);
  }

  async revertedMerges(): Promise<{ fromId: string; intoId: string }[]> {
    return this.rows('SELECT from_id AS "fromId", into_id AS "intoId" FROM merges WHERE reverted = 1 ORDER BY id');
  }

  async writeResolution(r: ResolutionWrite): Promise<void> {
    await this.tx(async (c) => {
      await c.query(`SELECT pg_advisory_xact_lock(${RESOLVE_LOCK})`);
      await c.query('DELETE FROM aliases');
      await c.query('DELETE FROM entities');
      await c.query('DELETE FROM merges WHERE reverted = 0');
      const e = r.entities;
      await c.query(
        `INSERT INTO entities (id, name, canonical, type, scope, mentions, merged_into)
         SELECT *, NULL FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::int[])`,
        [e.map((x) => x.id), e.map((x) => x.name), e.map((x) => x.canonical), e.map((x) => x.type), e.map((x) => x.scope), e.map((x) => x.mentions)],
      );
      const aliases = e.flatMap((x) => x.aliases.map(([alias, source]) => [alias, x.id, source] as const));
      const merged = r.merges.filter((m) => m.fromCanonical !== undefined).map((m) => [m.fromCanonical!, m.intoId, 'merge'] as const);
      for (const list of [aliases, merged]) {
        await c.query(
          `INSERT INTO aliases (alias, entity_id, source) SELECT u.a, u.e, u.s FROM unnest($1::text[], $2::text[], $3::text[])
             WITH ORDINALITY AS u(a, e, s, n) ORDER BY u.n ON CONFLICT DO NOTHING`,
          [list.map((a) => a[0]), list.map((a) => a[1]), list.map((a) => a[2])],
        );
      }
      for (let after = 0; ;) {
        const page = (await c.query<TripletMentionRow>(PgStore.MENTIONS, [after, RESOLUTION_PAGE])).rows;
        if (page.length === 0) break;
        const ids = page.map((t) => r.idsOf(t));
        await c.query(
          `UPDATE triplets t SET head_id = u.h, object_id = u.o FROM unnest($1::int[], $2::text[], $3::text[]) AS u(k, h, o) WHERE t.seq = u.k`,
          [page.map((t) => t.key), ids.map((x) => x[0]), ids.map((x) => x[1])],
        );
        after = page[page.length - 1]!.key;
      }
      for (const m of r.merges) {
        await c.query('INSERT INTO merges (from_id, into_id, method, score, reverted, at) VALUES ($1, $2, $3, $4, 0, $5)', [m.fromId, m.intoId, m.method, m.score, r.at]);
        await c.query('UPDATE entities SET merged_into = $1 WHERE id = $2', [m.intoId, m.fromId]);
      }
    });
  }

  async pendingFactDocs(version: string): Promise<FactDoc[]> {
    return this.rows<FactDoc>(`SELECT ${FACT_DOC_COLUMNS} ${pendingFactDocsFrom('$1')} ORDER BY d.id`, [version]);
  }

  async saveFacts(docId: string, version: string, facts: readonly Fact[] | null): Promise<void> {
    const rows = (facts ?? []).map((f) => factRow(docId, f));
    const col = (k: (typeof FACT_COLUMNS)[number]) => rows.map((r) => r[k]);
    const types: Record<string, string> = { value: 'float8', value_high: 'float8', page: 'int', position: 'int' };
    await this.tx(async (c) => {
      // Locks the document row against a concurrent delete (a re-ingest) until this commits.
      const doc = await c.query('SELECT 1 FROM documents WHERE id = $1 FOR KEY SHARE', [docId]);
      if (doc.rowCount === 0) return;
      await c.query('DELETE FROM facts WHERE doc_id = $1', [docId]);
      await c.query(
        `INSERT INTO facts (${FACT_COLUMNS.join(', ')})
         SELECT * FROM unnest(${FACT_COLUMNS.map((k, i) => `$${i + 1}::${types[k] ?? 'text'}[]`).join(', ')})
         ON CONFLICT (id) DO NOTHING`,
        FACT_COLUMNS.map(col),
      );
      await c.query(
        `INSERT INTO fact_runs (doc_id, version, status, facts, done_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (doc_id) DO UPDATE SET version = excluded.version, status = excluded.status, facts = excluded.facts, done_at = excluded.done_at`,
        [docId, version, facts === null ? 'quarantined' : 'ok', rows.length, new Date().toISOString()],
      );
    });
  }

  async pendingEntityDocs(version: string): Promise<string[]> {
    return (await this.rows<{ id: string }>(`SELECT d.id ${pendingEntityDocsFrom('$1')} ORDER BY d.id`, [version])).map((r) => r.id);
  }

  async docChunks(docId: string): Promise<{ id: string; ord: number; text: string }[]> {
    return this.rows<{ id: string; ord: number; text: string }>('SELECT id, ord, text FROM chunks WHERE doc_id = $1 ORDER BY ord', [docId]);
  }

  async savePassageEntities(docId: string, version: string, rows: readonly PassageEntityRow[]): Promise<void> {
    const col = (k: (typeof PASSAGE_ENTITY_COLUMNS)[number]) => rows.map((r) => r[k]);
    await this.tx(async (c) => {
      const doc = await c.query('SELECT 1 FROM documents WHERE id = $1 FOR KEY SHARE', [docId]);
      if (doc.rowCount === 0) return;
      await c.query('DELETE FROM passage_entities WHERE doc_id = $1', [docId]);
      await c.query(
        `INSERT INTO passage_entities (${PASSAGE_ENTITY_COLUMNS.join(', ')})
         SELECT * FROM unnest(${PASSAGE_ENTITY_COLUMNS.map((k, i) => `$${i + 1}::${k === 'count' ? 'int' : 'text'}[]`).join(', ')})
         ON CONFLICT (chunk_id, entity) DO NOTHING`,
        PASSAGE_ENTITY_COLUMNS.map(col),
      );
      await c.query(
        `INSERT INTO passage_entity_runs (doc_id, version, entities, done_at) VALUES ($1, $2, $3, $4)
         ON CONFLICT (doc_id) DO UPDATE SET version = excluded.version, entities = excluded.entities, done_at = excluded.done_at`,
        [docId, version, rows.length, new Date().toISOString()],
      );
    });
  }

  async facts(query: FactQuery): Promise<Fact[]> {
    const { sql, params } = factQuerySql(query, (i) => `$${i}`);
    return (await this.rows<FactRow>(sql, params)).map(factOf);
  }

  async counts(): Promise<StoreCounts> {
    const tables = ['documents', 'pages', 'chunks', 'vectors', 'refinements', 'extractions', 'triplets', 'entities', 'aliases', 'merges', 'leases', 'facts'];
    const row = (await this.rows<Record<string, number>>(`SELECT ${tables.map((t) => `(SELECT count(*)::int FROM ${t}) AS ${t}`).join(', ')}`))[0]!;
    return row as unknown as StoreCounts;
  }

  async exportRows(table: string, after: readonly (string | number)[] | null, limit: number): Promise<TableRow[]> {
    return exportRowsOf((sql, params) => this.rows<TableRow>(sql, params), table, after, limit);
  }

  /**
   * Run `fn` on one read-only REPEATABLE READ transaction: every read it makes sees the same
   * committed state of the store (a replica syncs from it).
   */
  async snapshot<T>(fn: (view: PgSnapshot) => Promise<T>): Promise<T> {
    return this.tx(async (c) => {
      const q = async (sql: string, params: unknown[] = []) => (await c.query<TableRow>(sql, params)).rows;
      return fn({
        exportRows: (table, after, limit) => exportRowsOf(q, table, after, limit),
        async signatures(tables) {
          const sql = tables.map((t) => {
            const serial = tableSpec(t).serial;
            return `SELECT '${t}' AS t, ${SIGNATURE} AS s, ${serial ? `max(${serial})` : 'NULL::int'} AS m FROM ${t}`;
          }).join(' UNION ALL ');
          return new Map((await q(sql)).map((r) => [r.t as string, { signature: r.s as string, maxSerial: r.m as number | null }]));
        },
        async signatureUpTo(table, upTo) {
          const serial = tableSpec(table).serial;
          if (!serial) throw new Error(`${table} has no serial key`);
          return (await q(`SELECT ${SIGNATURE} AS s FROM ${table} WHERE ${serial} <= $1`, [upTo]))[0]!.s as string;
        },
      });
    }, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  }

  async importRows(table: string, rows: readonly TableRow[]): Promise<number> {
    const t = tableSpec(table);
    const per = Math.max(1, Math.floor(MAX_PARAMS / t.columns.length));
    return this.tx(async (c) => {
      let inserted = 0;
      for (let i = 0; i < rows.length; i += per) {
        const batch = rows.slice(i, i + per);
        const values = batch.map((_, r) => `(${t.columns.map((_, k) => `$${r * t.columns.length + k + 1}`).join(', ')})`).join(', ');
        const res = await c.query(
          `INSERT INTO ${table} (${t.columns.join(', ')}) VALUES ${values} ON CONFLICT DO NOTHING`,
          batch.flatMap((row) => t.columns.map((col) => row[col] ?? null)),
        );
        inserted += res.rowCount ?? 0;
      }
      // Rows came with their own serial values: the next one the sequence hands out must be past them.
      if (t.serial) {
        await c.query(`SELECT setval(pg_get_serial_sequence('${table}', '${t.serial}'), GREATEST((SELECT max(${t.serial}) FROM ${table}), 1))`);
      }
      return inserted;
    });
  }
}

/** Store.resetDerived inside a transaction: facts pending again, and with `extract` the chunks' refinements and triplets gone. */
async function resetDerivedIn(c: pg.PoolClient, docIds: readonly string[], o: { extract: boolean }): Promise<void> {
  const ids = [...docIds];
  await c.query('DELETE FROM fact_runs WHERE doc_id = ANY($1::text[])', [ids]);
  if (!o.extract) return;
  await c.query('DELETE FROM triplets WHERE doc_id = ANY($1::text[])', [ids]);
  await c.query('DELETE FROM extractions WHERE chunk_id IN (SELECT id FROM chunks WHERE doc_id = ANY($1::text[]))', [ids]);
  await c.query('DELETE FROM refinements WHERE chunk_id IN (SELECT id FROM chunks WHERE doc_id = ANY($1::text[]))', [ids]);
}
