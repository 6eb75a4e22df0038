import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { corpusProseTest } from './word-use.js';

/** A corpus of chunks per company, with the full-text index the prose test reads. */
function corpus(chunks: [company: string, text: string][]): Database.Database {
  const db = new Database(':memory:');
  db.exec(`CREATE TABLE documents (id TEXT PRIMARY KEY, company TEXT);
    CREATE TABLE chunks (seq INTEGER PRIMARY KEY, doc_id TEXT, text TEXT);
    CREATE VIRTUAL TABLE chunks_fts USING fts5(text);`);
  const companies = [...new Set(chunks.map(([c]) => c))];
  for (const c of companies) db.prepare('INSERT INTO documents VALUES (?, ?)').run(`d-${c}`, c);
  // Each company's chunks are consecutive, as ingest stores a document's chunks.
  let seq = 0;
  for (const c of companies) {
    for (const [, text] of chunks.filter(([x]) => x === c)) {
      seq++;
      db.prepare('INSERT INTO chunks VALUES (?, ?, ?)').run(seq, `d-${c}`, text);
      db.prepare('INSERT INTO chunks_fts (rowid, text) VALUES (?, ?)').run(seq, text);
    }
  }
  return db;
}

describe('corpusProseTest', () => {
  it('reads a word other calls write only capitalised (an analyst\'s firm, an address) as a name, and one they write in lower case as an ordinary word', () => {
    const db = corpus([
      ['Kotak Bank', 'Kotak had a good quarter.'],
      ['Kotak Bank', 'The results are on ir.kotak.com as always.'],
      ['Alpha Steel', 'Next question from Kotak Securities.'],
      ['Alpha Steel', 'Our target is 5 mt. Kotak asked about it.'],
      ['Beta Bank', 'The next question is from Kotak Institutional Equities.'],
      ['Beta Bank', 'Our target for credit cost is 1%.'],
      ['Gamma Power', 'Next, Kotak Securities; we met the target.'],
      ['Gamma Power', 'A target of 10 GW by 2030, Kotak noted.'],
      ['Delta Foods', 'Kotak asks: what is the target for margins?'],
    ]);
    const prose = corpusProseTest(db);
    expect(prose('kotak', ['Kotak Bank'])).toBe(false);
    expect(prose('target', ['Alpha Steel'])).toBe(true);
  });
});
