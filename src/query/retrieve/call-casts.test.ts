import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '../../core/store/db.js';
import { SqliteStore } from '../../core/store/sqlite-store.js';
import type { DocumentRecord } from '../../core/store/store.js';
import { castsOf } from './call-casts.js';

const dir = mkdtempSync(join(tmpdir(), 'hybridrag-casts-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const doc: DocumentRecord = {
  id: 'd1', path: '/x/ACME_q1_2021.txt', fileName: 'ACME_q1_2021.txt', sha256: 'd1ffff', size: 10, format: 'txt', company: 'Acme Corp', ticker: 'ACME',
  quarter: 'Q1', year: '2021', callDate: null, quarterEnd: null, fyEndMonth: 12, metaSource: '{}', pageCount: 1, chunkParams: 'speaker', ingestKey: 'k', ingestedAt: '2024-01-01T00:00:00.000Z',
};
const call = [
  'Operator: Welcome to the Acme first quarter call.',
  'Jane Smith: Revenue rose 5%. Mark, can you cover the segments?',
  'Mark Jones: Retail grew 8%.',
  'Operator: Our first question comes from Tom Brown with Kestrel Securities.',
  'Tom Brown: And the second half?',
].join('\n');

describe('castsOf', () => {
  it("reads a stored call's cast from its pages, by the context's document (its file name); undefined for one not stored", async () => {
    const db = openDb(dir);
    await new SqliteStore(db, dir).replaceDocument(doc, [call], []);
    const cast = castsOf(db)('ACME_q1_2021.txt')!;
    expect([...cast.management].sort()).toEqual(['Jane Smith', 'Mark Jones']);
    expect([...cast.analysts]).toEqual(['Tom Brown']);
    expect(castsOf(db)('OTHER_q1_2021.txt')).toBeUndefined();
    db.close();
  });
});
