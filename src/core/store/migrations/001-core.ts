import type { Migration } from './index.js';

/** Documents, pages, chunks and the FTS5 index over chunks. */
export const CORE: Migration = {
  name: '001-core',
  sql: `
CREATE TABLE documents (
  id           TEXT PRIMARY KEY,          -- sha256 of the file's bytes (first 16 hex)
  path         TEXT NOT NULL UNIQUE,      -- absolute path at ingest time
  file_name    TEXT NOT NULL,
  sha256       TEXT NOT NULL,
  size         INTEGER NOT NULL,
  format       TEXT NOT NULL,             -- pdf | txt | md
  company      TEXT,
  ticker       TEXT,
  quarter      TEXT,                      -- Q1..Q4
  year         TEXT,                      -- FY24
  call_date    TEXT,                      -- ISO date
  meta_source  TEXT NOT NULL DEFAULT '{}',-- JSON: field -> flag | manifest | filename | text
  page_count   INTEGER NOT NULL DEFAULT 0,
  chunk_params TEXT NOT NULL DEFAULT '',  -- chunker settings the chunks were made with
  ingest_key   TEXT NOT NULL DEFAULT '',  -- hash(sha, chunk params, explicit metadata, pipeline version): unchanged = skip
  status       TEXT NOT NULL,             -- ok | stale (the file at this path now fails; old data kept)
  error        TEXT,                      -- why it is stale
  ingested_at  TEXT NOT NULL
);
CREATE INDEX documents_company ON documents(company);
CREATE INDEX documents_sha ON documents(sha256);

CREATE TABLE pages (
  doc_id  TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  page_no INTEGER NOT NULL,                -- 1-based
  text    TEXT NOT NULL,
  PRIMARY KEY (doc_id, page_no)
) WITHOUT ROWID;

CREATE TABLE chunks (
  seq          INTEGER PRIMARY KEY AUTOINCREMENT,
  id           TEXT NOT NULL UNIQUE,      -- content-derived: hash(doc sha, chunk params, ordinal, text)
  doc_id       TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  ord          INTEGER NOT NULL,
  text         TEXT NOT NULL,
  start_offset INTEGER NOT NULL,          -- offsets into the document's joined page text
  end_offset   INTEGER NOT NULL,
  page_start   INTEGER NOT NULL,
  page_end     INTEGER NOT NULL,
  speaker      TEXT
);
CREATE INDEX chunks_doc ON chunks(doc_id, ord);

CREATE VIRTUAL TABLE chunks_fts USING fts5(text, content='chunks', content_rowid='seq', tokenize='porter unicode61');
CREATE TRIGGER chunks_ai AFTER INSERT ON chunks BEGIN
  INSERT INTO chunks_fts(rowid, text) VALUES (new.seq, new.text);
END;
CREATE TRIGGER chunks_ad AFTER DELETE ON chunks BEGIN
  INSERT INTO chunks_fts(chunks_fts, rowid, text) VALUES ('delete', old.seq, old.text);
END;

-- Inputs that could not be ingested, by path: kept until the file ingests cleanly.
CREATE TABLE failures (
  path   TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  at     TEXT NOT NULL
);

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`,
};
