import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { migrate } from '../core/store/db.js';
import { CORE } from '../core/store/migrations/001-core.js';
import { MIGRATIONS } from '../core/store/migrations/index.js';
import { collectStatus } from './status.js';

function seed(db: Database.Database): void {
  const doc = db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, company, ticker, quarter, year,
    page_count, chunk_params, status, error, ingested_at) VALUES (?, ?, ?, ?, 1, 'pdf', ?, ?, ?, ?, 1, 'speaker:2024:204:v1', ?, ?, 'now')`);
  doc.run('a', '/in/a.pdf', 'a.pdf', 'a', 'Acme', 'ACME', 'Q1', 'FY24', 'ok', null);
  doc.run('b', '/in/b.pdf', 'b.pdf', 'b', 'Acme', 'ACME', 'Q2', 'FY24', 'stale', 'truncated PDF');
  doc.run('c', '/in/c.pdf', 'c.pdf', 'c', null, null, 'Q1', null, 'ok', null);
  db.prepare(`INSERT INTO pages VALUES ('a', 1, 'text')`).run();
  const chunk = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, ?, ?, 't', 0, 1, 1, 1)`);
  chunk.run('a0', 'a', 0);
  chunk.run('a1', 'a', 1);
  chunk.run('b0', 'b', 0);
  db.prepare(`INSERT INTO failures VALUES ('/in/d.pdf', 'encrypted PDF', 'now')`).run();
}

describe('collectStatus', () => {
  it('counts, groups by company and period, lists what is missing, stale and failed', () => {
    const db = new Database(':memory:');
    migrate(db, MIGRATIONS);
    seed(db);
    const s = collectStatus(db, '/wd');
    expect(s).toMatchObject({ workdir: '/wd', documents: 3, pages: 1, chunks: 3, vectors: 0, triplets: 0 });
    expect(s.byCompany).toEqual([
      { company: 'Acme', ticker: 'ACME', quarter: 'Q1', year: 'FY24', documents: 1, chunks: 2 },
      { company: 'Acme', ticker: 'ACME', quarter: 'Q2', year: 'FY24', documents: 1, chunks: 1 },
      { company: null, ticker: null, quarter: 'Q1', year: null, documents: 1, chunks: 0 },
    ]);
    expect(s.missingMetadata).toEqual([{ path: '/in/c.pdf', missing: ['company', 'ticker', 'year'] }]);
    expect(s.stale).toEqual([{ path: '/in/b.pdf', reason: 'truncated PDF' }]);
    expect(s.failed).toEqual([{ path: '/in/d.pdf', reason: 'encrypted PDF' }]);
  });

  it('leaves out counts of tables a schema does not have', () => {
    const db = new Database(':memory:');
    migrate(db, [CORE]);
    seed(db);
    const s = collectStatus(db);
    expect(s.documents).toBe(3);
    expect('vectors' in s).toBe(false);
    expect('triplets' in s).toBe(false);
  });
});
