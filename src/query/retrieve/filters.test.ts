import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HybridRagError } from '../../core/errors.js';
import { openDb, type Db } from '../../core/store/db.js';
import { matchCompany, loadDocRecords, parseQuarter, parseYear, resolveFilters } from './filters.js';

describe('filter value parsing', () => {
  it('reads quarters and fiscal years as analysts type them', () => {
    expect(['q1', 'Q1', '1', 'first'].map(parseQuarter)).toEqual(['Q1', 'Q1', 'Q1', 'Q1']);
    expect(parseQuarter('q5')).toBeNull();
    expect(['2024', 'FY24', 'fy2024', 'FY 2024', '2023-24', "FY'24", '24'].map(parseYear)).toEqual(Array(7).fill('FY24'));
    expect(parseYear('last year')).toBeNull();
  });

});

/** A workdir database holding these documents: [id, path, company, ticker, quarter, year]. */
function docsDb(rows: readonly [string, string, string, string | null, string, string][]): { dir: string; db: Db } {
  const dir = mkdtempSync(join(tmpdir(), 'hr-filter-'));
  const db = openDb(dir);
  const ins = db.prepare(`INSERT INTO documents (id, path, file_name, sha256, size, format, company, ticker, quarter, year, status, ingested_at)
    VALUES (?, ?, ?, ?, 0, 'pdf', ?, ?, ?, ?, 'ok', '')`);
  for (const [id, path, company, ticker, quarter, year] of rows) ins.run(id, path, path.split('/').at(-1)!, id, company, ticker, quarter, year);
  return { dir, db };
}

describe('resolving filters against the store', () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    ({ dir, db } = docsDb([
      ['d1', '/x/TCS.pdf', 'Tata Consultancy Services Limited', 'tcs', 'Q1', 'FY24'],
      ['d2', '/x/HDFC Bank.pdf', 'HDFC Bank', 'hdfcbank', 'Q1', 'FY24'],
      ['d3', '/x/HDFC Life.pdf', 'HDFC Life', 'hdfclife', 'Q1', 'FY24'],
      ['d4', '/x/Bajaj Auto.pdf', 'Bajaj Auto', 'bajaj-auto', 'Q4', 'FY23'],
    ]));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('matches --company by name, canonical name, ticker or unambiguous initials, any case', () => {
    for (const v of ['TCS', 'tcs', 'Tata Consultancy Services', 'tata consultancy services ltd']) {
      expect(resolveFilters(db, { company: v }).docIds).toEqual(['d1']);
    }
    expect(resolveFilters(db, { company: 'Bajaj-Auto' }).docIds).toEqual(['d4']);
    expect(resolveFilters(db, { company: 'bajajauto' }).docIds).toEqual(['d4']);
    // A word prefix shared by two companies selects both.
    expect(resolveFilters(db, { company: 'hdfc' }).docIds?.sort()).toEqual(['d2', 'd3']);
    // Initials work when they name one company only.
    expect([...matchCompany('HB', loadDocRecords(db))]).toEqual(['HDFC Bank']);
  });

  it('matches aliases the knowledge graph learnt for a company', () => {
    db.prepare(`INSERT INTO entities (id, name, canonical, type) VALUES ('e1', 'HDFC Life', 'hdfc life', 'organization')`).run();
    db.prepare(`INSERT INTO aliases (alias, entity_id, source) VALUES ('hdfc standard life', 'e1', 'mention')`).run();
    expect(resolveFilters(db, { company: 'HDFC Standard Life' }).docIds).toEqual(['d3']);
  });

  it('combines quarter, year, ticker and document filters', () => {
    expect(resolveFilters(db, { quarter: 'q4', year: '2023' }).docIds).toEqual(['d4']);
    expect(resolveFilters(db, { ticker: 'HDFCLIFE' }).docIds).toEqual(['d3']);
    expect(resolveFilters(db, { document: 'hdfc bank' }).docIds).toEqual(['d2']);
    expect(resolveFilters(db, {}).docIds).toBeNull();
  });

  it('names the filter that matches nothing, suggests the closest company and lists what exists for the rest', () => {
    const err = (() => {
      try {
        resolveFilters(db, { company: 'Infosys' });
      } catch (e) {
        return e as HybridRagError;
      }
      throw new Error('expected a NO_MATCH error');
    })();
    expect(err.code).toBe('NO_MATCH');
    expect(err.message).toContain('--company "Infosys" matches no ingested company');
    expect(err.hint).toContain('hybridrag status');
    expect(() => resolveFilters(db, { company: 'Tata Consultncy' })).toThrow(/did you mean Tata Consultancy Services Limited\?/);
    expect(() => resolveFilters(db, { year: 'FY19' })).toThrow(/--year "FY19".*FY23, FY24/);
    expect(() => resolveFilters(db, { company: 'tcs', quarter: 'Q4' })).toThrow(/together/);
    expect(() => resolveFilters(db, { quarter: 'Q7' })).toThrow(/not a quarter/);
  });
});

describe('--company by the file name the user gave', () => {
  let dir: string;
  let db: Db;
  beforeAll(() => {
    ({ dir, db } = docsDb([
      ['s1', '/x/Sun Pharma.pdf', 'Sun Pharmaceutical Industries Ltd.', null, 'Q1', 'FY24'],
      ['s2', '/a/transcript.pdf', 'Cipla Limited', null, 'Q1', 'FY24'],
      ['s3', '/b/transcript.pdf', 'Lupin Limited', null, 'Q1', 'FY24'],
    ]));
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('matches the stem of a company\'s own file, not a stem two companies share', () => {
    expect(resolveFilters(db, { company: 'Sun Pharma' }).docIds).toEqual(['s1']);
    expect([...matchCompany('transcript', loadDocRecords(db))]).toEqual([]);
  });
});
