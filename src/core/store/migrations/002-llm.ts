import type { Migration } from './index.js';

/** Model-call cache (chat replies and embeddings), token/cost ledger and quarantined replies. */
export const LLM: Migration = {
  name: '002-llm',
  sql: `
CREATE TABLE llm_cache (
  key           TEXT PRIMARY KEY,          -- sha256(provider, model, prompt id+version, messages, params)
  provider      TEXT NOT NULL,
  model         TEXT NOT NULL,
  prompt_id     TEXT,
  prompt_version TEXT,
  response      TEXT NOT NULL,             -- JSON
  prompt_tokens INTEGER NOT NULL DEFAULT 0,
  completion_tokens INTEGER NOT NULL DEFAULT 0,
  created_at    TEXT NOT NULL
);

CREATE TABLE ledger (
  id            INTEGER PRIMARY KEY AUTOINCREMENT,
  run_id        TEXT NOT NULL,
  stage         TEXT NOT NULL,             -- refine | extract | embed | answer | judge | ...
  provider      TEXT NOT NULL,
  model         TEXT NOT NULL,
  calls         INTEGER NOT NULL,
  cached_calls  INTEGER NOT NULL DEFAULT 0,
  prompt_tokens INTEGER NOT NULL,
  completion_tokens INTEGER NOT NULL,
  cost_usd      REAL NOT NULL DEFAULT 0,
  at            TEXT NOT NULL,             -- last update
  UNIQUE (run_id, stage, provider, model)  -- one row per run, stage and model, updated per call
);
CREATE INDEX ledger_stage ON ledger(stage, model);

CREATE TABLE embed_cache (
  key           TEXT PRIMARY KEY,          -- sha256(provider, model, text)
  model         TEXT NOT NULL,
  dims          INTEGER NOT NULL,
  vector        BLOB NOT NULL,             -- Float32 little-endian
  created_at    TEXT NOT NULL
);

CREATE TABLE quarantine (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  stage     TEXT NOT NULL,
  item_id   TEXT NOT NULL,                 -- e.g. the chunk id
  prompt_id TEXT,
  raw       TEXT,                          -- the model's last reply
  error     TEXT NOT NULL,
  at        TEXT NOT NULL,
  UNIQUE (stage, item_id)
);
`,
};
