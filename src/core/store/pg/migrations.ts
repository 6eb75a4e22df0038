/**
 * PostgreSQL schema migrations, applied in order; `schema_version` holds the number applied. The
 * same tables and columns as the SQLite schema (src/core/store/migrations/), in PostgreSQL's
 * types: a triplet's insertion order is an explicit `seq` column (SQLite's rowid), chunk text has a
 * generated `tsvector` with a GIN index for lexical search (007: tokenized as FTS5 tokenizes), lease
 * expiry is a timestamp, and text
compares byte-wise (COLLATE "C"), as SQLite's does.
 * Never edit a migration that has landed on main: add a new one at the end.
 */
import { DOCUMENT_CALENDAR } from '../migrations/008-document-calendar.js';
import { FACTS } from '../migrations/009-facts.js';
import { PASSAGE_ENTITIES } from '../migrations/010-passage-entities.js';
import { FACT_MEASURE } from '../migrations/011-fact-measure.js';
import { FACT_POSITION } from '../migrations/012-fact-position.js';
import { DOCUMENT_HEAD } from '../migrations/013-document-head.js';
import type { Migration } from '../migrations/index.js';

const CORE = `
CREATE TABLE documents (
  id           TEXT PRIMARY KEY,
  path         TEXT NOT NULL UNIQUE,
  file_name    TEXT NOT NULL,
  sha256       TEXT NOT NULL,
  size         BIGINT NOT NULL,
  format       TEXT NOT NULL,
  company      TEXT,
  ticker       TEXT,
  quarter      TEXT,
  year         TEXT,
  call_date    TEXT,
  meta_source  TEXT NOT NULL DEFAULT '{}',
  page_count   INTEGER NOT NULL DEFAULT 0,
  chunk_params TEXT NOT NULL DEFAULT '',
  ingest_key   TEXT NOT NULL DEFAULT '',
  status       TEXT NOT NULL,
  error        TEXT,
  ingested_at  TEXT NOT NULL
);
CREATE INDEX documents_company ON documents(company);
CREATE INDEX documents_sha ON documents(sha256);

CREATE TABLE pages (
  doc_id  TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  page_no INTEGER NOT NULL,
  text    TEXT NOT NULL,
  PRIMARY KEY (doc_id, page_no)
);

CREATE TABLE chunks (
  seq          SERIAL PRIMARY KEY,
  id           TEXT NOT NULL UNIQUE,
  doc_id       TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  ord          INTEGER NOT NULL,
  text         TEXT NOT NULL,
  start_offset INTEGER NOT NULL,
  end_offset   INTEGER NOT NULL,
  page_start   INTEGER NOT NULL,
  page_end     INTEGER NOT NULL,
  speaker      TEXT,
  tsv          tsvector GENERATED ALWAYS AS (to_tsvector('english', text)) STORED
);
CREATE INDEX chunks_doc ON chunks(doc_id, ord);
CREATE INDEX chunks_tsv ON chunks USING GIN (tsv);

CREATE TABLE failures (
  path   TEXT PRIMARY KEY,
  reason TEXT NOT NULL,
  at     TEXT NOT NULL
);

CREATE TABLE meta (
  key   TEXT PRIMARY KEY,
  value TEXT NOT NULL
);
`;

const LLM = `
CREATE TABLE llm_cache (
  key           TEXT PRIMARY KEY,
  provider      TEXT NOT NULL,
  model         TEXT NOT NULL,
  prompt_id     TEXT,
  prompt_version TEXT,
  response      TEXT NOT NULL,
  prompt_tokens INTEGER NOT NULL DEFAULT 0,
  completion_tokens INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL
);

CREATE TABLE ledger (
  id            SERIAL PRIMARY KEY,
  run_id        TEXT NOT NULL,
  stage         TEXT NOT NULL,
  provider      TEXT NOT NULL,
  model         TEXT NOT NULL,
  calls         INTEGER NOT NULL,
  cached_calls  INTEGER NOT NULL DEFAULT 0,
  prompt_tokens BIGINT NOT NULL,
  completion_tokens BIGINT NOT NULL,
  cost_usd      DOUBLE PRECISION NOT NULL DEFAULT 0,
  at            TEXT NOT NULL,
  UNIQUE (run_id, stage, provider, model)
);
CREATE INDEX ledger_stage ON ledger(stage, model);

CREATE TABLE embed_cache (
  key           TEXT PRIMARY KEY,
  model         TEXT NOT NULL,
  dims          INTEGER NOT NULL,
  vector        BYTEA NOT NULL,
  created_at    TEXT NOT NULL
);

CREATE TABLE quarantine (
  id        SERIAL PRIMARY KEY,
  stage     TEXT NOT NULL,
  item_id   TEXT NOT NULL,
  prompt_id TEXT,
  raw       TEXT,
  error     TEXT NOT NULL,
  at        TEXT NOT NULL,
  UNIQUE (stage, item_id)
);
`;

const GRAPH = `
CREATE TABLE refinements (
  chunk_id       TEXT PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
  prompt_version TEXT NOT NULL,
  model          TEXT NOT NULL,
  text           TEXT NOT NULL
);

CREATE TABLE extractions (
  chunk_id       TEXT PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
  prompt_version TEXT NOT NULL,
  model          TEXT NOT NULL,
  status         TEXT NOT NULL,
  triplets       INTEGER NOT NULL
);

CREATE TABLE entities (
  id        TEXT PRIMARY KEY,
  name      TEXT NOT NULL,
  canonical TEXT NOT NULL,
  type      TEXT NOT NULL,
  scope     TEXT NOT NULL DEFAULT '',
  mentions  INTEGER NOT NULL DEFAULT 0,
  merged_into TEXT
);
CREATE INDEX entities_scope ON entities(scope);
CREATE INDEX entities_canonical ON entities(canonical);

CREATE TABLE aliases (
  alias     TEXT NOT NULL,
  entity_id TEXT NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
  source    TEXT NOT NULL,
  PRIMARY KEY (alias, entity_id)
);

CREATE TABLE triplets (
  seq         SERIAL UNIQUE,               -- insertion order (SQLite's rowid): resolution's "first seen"
  id          TEXT PRIMARY KEY,
  chunk_id    TEXT NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
  ord         INTEGER NOT NULL,
  doc_id      TEXT NOT NULL,
  head        TEXT NOT NULL,
  head_type   TEXT NOT NULL,
  relation    TEXT NOT NULL,
  object      TEXT NOT NULL,
  object_type TEXT NOT NULL,
  head_id     TEXT,
  object_id   TEXT,
  company     TEXT,
  ticker      TEXT,
  quarter     TEXT,
  year        TEXT,
  page_start  INTEGER,
  page_end    INTEGER,
  evidence    TEXT
);
CREATE INDEX triplets_chunk ON triplets(chunk_id);
CREATE INDEX triplets_head ON triplets(head_id);
CREATE INDEX triplets_object ON triplets(object_id);

CREATE TABLE merges (
  id        SERIAL PRIMARY KEY,
  from_id   TEXT NOT NULL,
  into_id   TEXT NOT NULL,
  method    TEXT NOT NULL,
  score     DOUBLE PRECISION NOT NULL,
  reverted  INTEGER NOT NULL DEFAULT 0,
  at        TEXT NOT NULL
);
`;

const VECTORS = `
CREATE TABLE vectors (
  label     SERIAL PRIMARY KEY,            -- the label in each reader's HNSW index; never reused
  chunk_id  TEXT NOT NULL UNIQUE REFERENCES chunks(id) ON DELETE CASCADE,
  embedder  TEXT NOT NULL,
  vec       BYTEA NOT NULL                 -- Float32Array bytes, unit length
);
CREATE INDEX vectors_embedder ON vectors(embedder);
`;

const LEDGER_FORMATS = `
CREATE TABLE ledger_formats (
  run_id    TEXT NOT NULL,
  endpoint  TEXT NOT NULL,
  model     TEXT NOT NULL,
  format    TEXT NOT NULL,
  final     INTEGER NOT NULL DEFAULT 0,
  reason    TEXT,
  at        TEXT NOT NULL,
  PRIMARY KEY (run_id, endpoint, model)
);
`;

const LEASES = `
CREATE TABLE leases (
  stage      TEXT NOT NULL,
  item_id    TEXT NOT NULL,
  owner      TEXT NOT NULL,
  expires_at TIMESTAMPTZ NOT NULL,
  PRIMARY KEY (stage, item_id)
);
CREATE INDEX leases_owner ON leases(owner);
`;

/**
 * Lexical search as SQLite's FTS5 `porter unicode61` tokenizer indexes a chunk: the text is split
 * at every run of characters that are not letters or digits (so "12.5%" is 12 and 5, "y-o-y" is y,
 * o and y, as unicode61 splits them; PostgreSQL's parser alone would keep "12.5" and "y-o-y" whole),
 * words are stemmed with the original Porter algorithm (the one FTS5 implements; the `english`
 * configuration uses Porter2) and no stop word is dropped, so `tokens` — the chunk's length in
 * tokens, which BM25 normalises by — counts what FTS5 counts. A question's terms go through the
 * same configuration (src/core/store/pg/pg-lexical.ts).
 */
const LEXICAL = `
CREATE TEXT SEARCH DICTIONARY hybridrag_porter (TEMPLATE = snowball, Language = porter);
CREATE TEXT SEARCH CONFIGURATION hybridrag (PARSER = default);
ALTER TEXT SEARCH CONFIGURATION hybridrag ADD MAPPING FOR asciiword, word, hword_asciipart, hword_part WITH hybridrag_porter;
ALTER TEXT SEARCH CONFIGURATION hybridrag ADD MAPPING FOR numword, hword_numpart, int, uint WITH simple;
DROP INDEX chunks_tsv;
ALTER TABLE chunks DROP COLUMN tsv;
ALTER TABLE chunks
  ADD COLUMN tsv tsvector GENERATED ALWAYS AS (to_tsvector('hybridrag', regexp_replace(text, '[^[:alnum:]]+', ' ', 'g'))) STORED,
  ADD COLUMN tokens INTEGER GENERATED ALWAYS AS (
    length(regexp_replace(regexp_replace(text, '[[:alnum:]]+', 'x', 'g'), '[^x]+', '', 'g'))) STORED;
CREATE INDEX chunks_tsv ON chunks USING GIN (tsv);
`;

/**
 * Text compares byte-wise, as in SQLite (BINARY): ORDER BY, keys and paging agree between the two
 * stores whatever the database's locale.
 */
const binaryText = (sql: string): string => sql.replace(/\bTEXT\b/g, 'TEXT COLLATE "C"');

export const PG_MIGRATIONS: readonly Migration[] = [
  { name: '001-core', sql: binaryText(CORE) },
  { name: '002-llm', sql: binaryText(LLM) },
  { name: '003-graph', sql: binaryText(GRAPH) },
  { name: '004-vectors', sql: binaryText(VECTORS) },
  { name: '005-ledger-formats', sql: binaryText(LEDGER_FORMATS) },
  { name: '006-leases', sql: binaryText(LEASES) },
  { name: '007-lexical', sql: LEXICAL },
  { name: '008-document-calendar', sql: binaryText(DOCUMENT_CALENDAR.sql) },
  { name: '009-facts', sql: binaryText(FACTS.sql) },
  { name: '010-passage-entities', sql: binaryText(PASSAGE_ENTITIES.sql) },
  { name: '011-fact-measure', sql: binaryText(FACT_MEASURE.sql) },
  { name: '012-fact-position', sql: binaryText(FACT_POSITION.sql) },
  { name: '013-document-head', sql: binaryText(DOCUMENT_HEAD.sql) },
];
