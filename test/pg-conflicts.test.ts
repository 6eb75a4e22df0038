/**
 * PostgreSQL aborts one of two deadlocked transactions; the store runs the aborted one again
 * (retryConflicts), so a worker does not die of another worker's timing.
 */
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { retryConflicts } from '../src/core/store/pg/claims.js';
import { pgDatabase } from './helpers/pg.js';

const db = await pgDatabase('pg_conflicts');

describe.skipIf(!db)('PostgreSQL conflicts', () => {
  afterAll(() => db?.drop());

  it('a transaction aborted by a deadlock runs again and succeeds', async () => {
    const a = new pg.Client({ connectionString: db!.url });
    const b = new pg.Client({ connectionString: db!.url });
    await a.connect();
    await b.connect();
    try {
      await a.query('CREATE TABLE t (id int PRIMARY KEY, v int)');
      await a.query('INSERT INTO t VALUES (1, 0), (2, 0)');
      // Lock order 1 then 2 in `a`, 2 then 1 in `b`: PostgreSQL aborts one of them.
      await a.query('BEGIN');
      await a.query('UPDATE t SET v = v + 1 WHERE id = 1');
      let attempts = 0;
      const viaRetry = retryConflicts(async () => {
        attempts++;
        await b.query('BEGIN');
        try {
          await b.query('UPDATE t SET v = v + 10 WHERE id = 2');
          await b.query('UPDATE t SET v = v + 10 WHERE id = 1');
          await b.query('COMMIT');
        } catch (err) {
          await b.query('ROLLBACK');
          throw err;
        }
      });
      await new Promise((r) => setTimeout(r, 200));
      const other = a.query('UPDATE t SET v = v + 1 WHERE id = 2').then(
        () => a.query('COMMIT').then(() => 'committed'),
        async (err: { code?: string }) => {
          await a.query('ROLLBACK');
          return err.code;
        },
      );
      const [, outcome] = await Promise.all([viaRetry, other]);
      const rows = (await a.query('SELECT id, v FROM t ORDER BY id')).rows as { id: number; v: number }[];
      // `b` waited first, so its deadlock check runs first and aborts `b` (PostgreSQL aborts the
      // transaction that detects the cycle); it ran again after `a` committed: both updates are in.
      expect(outcome).toBe('committed');
      expect(attempts).toBe(2);
      expect(rows).toEqual([{ id: 1, v: 11 }, { id: 2, v: 11 }]);
    } finally {
      await a.end();
      await b.end();
    }
  });

  it('other errors are not retried', async () => {
    let attempts = 0;
    await expect(
      retryConflicts(async () => {
        attempts++;
        throw Object.assign(new Error('unique violation'), { code: '23505' });
      }),
    ).rejects.toThrow('unique violation');
    expect(attempts).toBe(1);
  });
});
