/**
 * Claims of pending work in a PostgreSQL store (the store's claim methods build on these): the
 * claim statement, claiming in windows of chunk seqs, giving back what another worker finished
 * meanwhile, and running a statement again when PostgreSQL aborted it for a conflict.
 */
import type pg from 'pg';

/** A query on the store's pool (retried on conflicts). */
export type Query = <T extends pg.QueryResultRow>(sql: string, params?: unknown[]) => Promise<T[]>;

/** Chunk seqs one claim query looks at, at least (see claimInWindows). */
const CLAIM_WINDOW = 256;

/**
 * A claim of up to $`first` rows of pending work (`select`: the columns, source and conditions of
 * the candidates, `c` being chunks, ending in AND), leased to $`first+1` for $`first+2` ms. A row
 * another claimer locked is skipped; a lease committed meanwhile is caught by ON CONFLICT, which
 * takes over only an expired lease. Returns the candidates leased, in corpus order.
 */
export function claimSql(stage: string, select: string, first: number): string {
  return `WITH cand AS (
      SELECT ${select} NOT EXISTS (SELECT 1 FROM leases l WHERE l.stage = '${stage}' AND l.item_id = c.id AND l.expires_at > now())
      ORDER BY c.seq LIMIT $${first}
      FOR NO KEY UPDATE OF c SKIP LOCKED
    ), leased AS (
      INSERT INTO leases (stage, item_id, owner, expires_at)
      SELECT '${stage}', id, $${first + 1}, now() + $${first + 2} * interval '1 millisecond' FROM cand
      ON CONFLICT (stage, item_id) DO UPDATE SET owner = excluded.owner, expires_at = excluded.expires_at
        WHERE leases.expires_at <= now()
      RETURNING item_id
    )
    SELECT cand.* FROM cand JOIN leased ON leased.item_id = cand.id ORDER BY cand.seq`;
}

/**
 * Claim in windows of chunk seqs after `afterSeq` until a claim keeps something (see
 * finishedMeanwhile) or the last chunk is passed. A window bounds the work of one claim query
 * whatever plan PostgreSQL picks (with done chunks everywhere, an unbounded `ORDER BY seq LIMIT`
 * can read every chunk per claim, which makes a stage quadratic in the store's size).
 */
export async function claimInWindows<T>(
  q: Query,
  afterSeq: number,
  limit: number,
  claim: (after: number, upTo: number) => Promise<{ claimed: readonly { seq: number | string }[]; kept: T[] }>,
): Promise<T[]> {
  const window = Math.max(CLAIM_WINDOW, limit * 8);
  const last = Number((await q<{ m: number | null }>('SELECT max(seq) AS m FROM chunks'))[0]?.m ?? 0);
  for (let after = afterSeq; after < last; ) {
    const upTo = after + window;
    const { claimed, kept } = await claim(after, upTo);
    if (kept.length > 0) return kept;
    after = claimed.length > 0 ? Math.max(...claimed.map((r) => Number(r.seq))) : upTo;
  }
  return [];
}

/**
 * A claim reads pending work in its statement's snapshot, so a chunk another worker saved (and
 * released) while the claim ran can look pending and be leased again. Read the claimed chunks
 * once more, now, and give back those that are finished (`doneSql`: a condition on `c`, with
 * parameters from $3 on): without this, a busy store has chunks processed twice.
 */
export async function finishedMeanwhile(q: Query, stage: string, owner: string, ids: readonly string[], doneSql: string, params: readonly unknown[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await q<{ id: string }>(
    `DELETE FROM leases l USING chunks c
      WHERE l.stage = '${stage}' AND l.owner = $1 AND l.item_id = c.id AND c.id = ANY($2) AND ${doneSql}
      RETURNING c.id`,
    [owner, ids, ...params],
  );
  return new Set(rows.map((r) => r.id));
}

/** SQLSTATEs of a transaction PostgreSQL aborted because of another one: deadlock, serialization failure. */
const CONFLICTS = new Set(['40P01', '40001']);
const CONFLICT_ATTEMPTS = 6;

/**
 * Run `fn` again when PostgreSQL aborts it for a conflict with another transaction (two workers
 * claiming and releasing leases at once can deadlock: PostgreSQL picks one to abort). Every write
 * of the store is idempotent, so running it again is safe.
 */
export async function retryConflicts<T>(fn: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (!code || !CONFLICTS.has(code) || attempt >= CONFLICT_ATTEMPTS) throw err;
      await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 20));
    }
  }
}
