/**
 * A PostgreSQL database of its own for a test file: created on the local server
 * (HYBRIDRAG_TEST_PG, default postgres://postgres@127.0.0.1:5432/postgres) and dropped afterwards.
 * When no server answers, `pgDatabase` returns null after printing one line, and the caller skips
 * its PostgreSQL tests (CI starts the server first: see .ci/run). Benches make theirs with
 * `scratchDatabase`.
 */
import pg from 'pg';

const ADMIN_URL = process.env.HYBRIDRAG_TEST_PG ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export interface PgTestDb {
  url: string;
  drop(): Promise<void>;
}

async function admin<T>(adminUrl: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const c = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  await c.connect();
  try {
    return await fn(c);
  } finally {
    await c.end();
  }
}

/** A fresh, empty database `name` on the server of `adminUrl`, with its URL; throws when the server does not answer. */
export async function scratchDatabase(name: string, adminUrl: string = ADMIN_URL): Promise<PgTestDb> {
  await admin(adminUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(adminUrl, async (c) => void (await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  };
}

/** A fresh, empty database named after `label`, or null when PostgreSQL is unreachable. */
export async function pgDatabase(label: string): Promise<PgTestDb | null> {
  try {
    return await scratchDatabase(`hybridrag_test_${label.replace(/\W/g, '_')}_${process.pid}_${Date.now() % 1_000_000}`);
  } catch (err) {
    console.log(`PostgreSQL not reachable at ${new URL(ADMIN_URL).host} (${(err as Error).message}): skipping the PostgreSQL tests of ${label}`);
    return null;
  }
}
