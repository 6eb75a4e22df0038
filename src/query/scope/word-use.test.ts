import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../core/store/db.js';
import { corpusProseTest } from './word-use.js';

/** A corpus of two companies' chunks, with the full-text index the workdir has. */
function corpus(chunks: readonly [company: string, text: string][]): Db {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE documents (id TEXT PRIMARY KEY, company TEXT);
    CREATE TABLE chunks (seq INTEGER PRIMARY KEY, doc_id TEXT, text TEXT);
    CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='seq', tokenize='porter unicode61');`);
  const companies = [...new Set(chunks.map(([c]) => c))];
  for (const c of companies) db.prepare('INSERT INTO documents VALUES (?, ?)').run(c, c);
  chunks.forEach(([c, text], i) => {
    db.prepare('INSERT INTO chunks VALUES (?, ?, ?)').run(i + 1, c, text);
    db.prepare('INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)').run(i + 1, text);
  });
  return db as unknown as Db;
}

describe('corpusProseTest: a word the corpus writes in lower case is prose; a name written only capitalised is not', () => {
  const rows: [string, string][] = [];
  for (let i = 0; i < 6; i++) rows.push(['Wipro Limited', `Unlike Infosys, we now see deal wins; visit www.infosys.com for nothing (${i}).`]);
  for (let i = 0; i < 3; i++) rows.push(['Infosys Limited', `Infosys grew 4% and we now expect more (${i}).`]);
  const prose = corpusProseTest(corpus(rows));

  it('a company name other calls mention, always capitalised (a web address aside), names the company in any case', () => {
    expect(prose('infosys', ['Infosys Limited'])).toBe(false);
  });

  it('a word written in lower case across the corpus ("now") is prose, whoever uses it most', () => {
    expect(prose('now', ['Infosys Limited'])).toBe(true);
  });
});

describe("corpusProseTest: an analyst's firm and an address", () => {
  it("reads a word other calls write only capitalised (an analyst's firm, an address) as a name, and one they write in lower case as an ordinary word", () => {
    const prose = corpusProseTest(
      corpus([
        ['Kotak Bank', 'Kotak had a good quarter.'],
        ['Kotak Bank', 'The results are on ir.kotak.com as always.'],
        ['Alpha Steel', 'Next question from Kotak Securities.'],
        ['Alpha Steel', 'Our target is 5 mt. Kotak asked about it.'],
        ['Beta Bank', 'The next question is from Kotak Institutional Equities.'],
        ['Beta Bank', 'Our target for credit cost is 1%.'],
        ['Gamma Power', 'Next, Kotak Securities; we met the target.'],
        ['Gamma Power', 'A target of 10 GW by 2030, Kotak noted.'],
        ['Delta Foods', 'Kotak asks: what is the target for margins?'],
      ]),
    );
    expect(prose('kotak', ['Kotak Bank'])).toBe(false);
    expect(prose('target', ['Alpha Steel'])).toBe(true);
  });
});
