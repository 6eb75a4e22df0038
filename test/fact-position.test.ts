/**
 * A fact's place on its page (migration 012-fact-position), in both stores: a store made before the
 * column opens and migrates (its facts' position NULL), and a page's facts come back in the order
 * the page states them, a fact of unknown place last.
 */
import Database from 'better-sqlite3';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { Fact } from '../src/core/fact.js';
import { dbPath, migrate } from '../src/core/store/db.js';
import { MIGRATIONS } from '../src/core/store/migrations/index.js';
import { openStore } from '../src/core/store/open-store.js';
import { PG_MIGRATIONS } from '../src/core/store/pg/migrations.js';
import { pgDatabase } from './helpers/pg.js';
import { tempDir } from './helpers/cli.js';

const tmp = tempDir('hybridrag-fact-position-');
const pgDb = await pgDatabase('fact_position');

afterAll(async () => {
  tmp.cleanup();
  await pgDb?.drop();
});

const DOC = `INSERT INTO documents (id, path, file_name, sha256, size, format, company, status, ingested_at) VALUES ('d1', '/in/a.txt', 'a.txt', 's', 1, 'txt', 'Aravali', 'ok', '')`;
const OLD_FACT = `INSERT INTO facts (id, doc_id, company, metric, metric_text, value, value_text, unit, kind, sentence, page)
  VALUES ('f0', 'd1', 'Aravali', 'effective_tax_rate', 'tax rate', 25, '25%', 'percent', 'actual', 'The tax rate is 25%.', 1)`;

const fact = (id: string, value: number, position: number | null): Fact => ({
  id, docId: 'd1', company: 'Aravali', segment: null, metric: 'effective_tax_rate', metricText: 'tax rate', value, valueHigh: null,
  valueText: `${value}%`, unit: 'percent', currency: null, period: { quarter: 'Q1', year: 'FY24' }, periodText: null, kind: 'actual',
  basis: null, measure: null, sentence: `The tax rate is ${value}%.`, page: 3, speaker: null, position,
});

/** The migrations before 012 (the store this test upgrades holds them; later ones are applied with 012). */
const BEFORE = MIGRATIONS.findIndex((m) => m.name === '012-fact-position');

interface Backend {
  name: string;
  /** Makes a store at the schema before 012, holding one document and one fact, and returns its location. */
  old: () => Promise<string>;
  skip: boolean;
}

const BACKENDS: Backend[] = [
  {
    name: 'sqlite',
    skip: false,
    old: async () => {
      const dir = `${tmp.dir}/w`;
      const { mkdirSync } = await import('node:fs');
      mkdirSync(dir, { recursive: true });
      const db = new Database(dbPath(dir));
      migrate(db, MIGRATIONS.slice(0, BEFORE));
      db.exec(DOC);
      db.exec(OLD_FACT);
      db.close();
      return dir;
    },
  },
  {
    name: 'postgres',
    skip: !pgDb,
    old: async () => {
      const c = new pg.Client({ connectionString: pgDb!.url });
      await c.connect();
      try {
        await c.query('CREATE TABLE schema_version (version INTEGER NOT NULL)');
        for (const m of PG_MIGRATIONS.slice(0, BEFORE)) await c.query(m.sql);
        await c.query('INSERT INTO schema_version (version) VALUES ($1)', [BEFORE]);
        await c.query(DOC);
        await c.query(OLD_FACT);
      } finally {
        await c.end();
      }
      return pgDb!.url;
    },
  },
];

describe.each(BACKENDS)('fact positions: $name', (b) => {
  it.skipIf(b.skip)('a store made before the column migrates, its facts without a place; a page then lists its facts in the order it states them', async () => {
    expect(MIGRATIONS[BEFORE]!.name).toBe('012-fact-position');
    expect(PG_MIGRATIONS[BEFORE]!.name).toBe('012-fact-position');
    const s = await openStore(await b.old());
    try {
      expect(await s.schemaVersion()).toBe(MIGRATIONS.length);
      expect(await s.facts({ docId: 'd1' })).toMatchObject([{ id: 'f0', position: null }]);
      // Ids that hash in the other order: the page's order wins, a fact of unknown place last.
      await s.saveFacts('d1', 'v', [fact('a-unknown', 30, null), fact('b-later', 32, 140), fact('c-first', 25, 12)]);
      expect((await s.facts({ docId: 'd1' })).map((f) => [f.id, f.position])).toEqual([['c-first', 12], ['b-later', 140], ['a-unknown', null]]);
    } finally {
      await s.close();
    }
  });
});
