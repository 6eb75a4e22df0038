import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb, type Db } from '../../core/store/db.js';
import { ftsTerms, weightedTerms } from './fts-terms.js';

let dir: string;
let db: Db;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'hr-fts-'));
  db = openDb(dir);
  db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, status, ingested_at) VALUES ('d', '/d', 'd.txt', 'd', 0, 'txt', 'ok', '')`).run();
  const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, 'd', ?, ?, 0, 0, 1, 1)`);
  for (let i = 0; i < 10; i++) ins.run(`c${i}`, i, `quarter ${i < 6 ? 'growth' : 'margin'} ${i === 0 ? 'dividend' : ''}`);
});
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('FTS terms', () => {
  it('keeps content words, drops stopwords and punctuation', () => {
    expect(ftsTerms('What was the EBITDA margin in Q1?')).toEqual(['ebitda', 'margin', 'q1']);
  });

  it('leaves out terms in more than half of the chunks (zero BM25 weight), unless all are', () => {
    expect(weightedTerms(db, ['quarter', 'growth', 'margin', 'dividend'])).toEqual(['margin', 'dividend']);
    expect(weightedTerms(db, ['quarter', 'growth'])).toEqual(['quarter', 'growth']);
  });

  it('sees new chunks: the cached frequencies follow the data', () => {
    const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, 'd', ?, 'margin dividend', 0, 0, 1, 1)`);
    // A second connection writes, as a concurrent ingest would.
    const other = openDb(dir);
    const ins2 = other.prepare(ins.source);
    for (let i = 10; i < 16; i++) ins2.run(`c${i}`, i);
    other.close();
    expect(weightedTerms(db, ['margin', 'dividend'])).toEqual(['dividend']);
  });

  it('sees chunks this connection writes (data_version only moves for other connections)', () => {
    expect(weightedTerms(db, ['dividend', 'growth'])).toEqual(['dividend', 'growth']);
    const ins = db.prepare(`INSERT INTO chunks (id, doc_id, ord, text, start_offset, end_offset, page_start, page_end) VALUES (?, 'd', ?, 'dividend', 0, 0, 1, 1)`);
    for (let i = 16; i < 20; i++) ins.run(`c${i}`, i);
    // 20 chunks, 11 with "dividend": over half now.
    expect(weightedTerms(db, ['dividend', 'growth'])).toEqual(['growth']);
  });
});
