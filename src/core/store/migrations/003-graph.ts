import type { Migration } from './index.js';

/** Refined chunks (tier 1), triplets (tier 2), resolved entities, aliases and merges. */
export const GRAPH: Migration = {
  name: '003-graph',
  sql: `
CREATE TABLE refinements (
  chunk_id       TEXT PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
  prompt_version TEXT NOT NULL,
  model          TEXT NOT NULL,
  text           TEXT NOT NULL
);

-- Which chunks tier 2 has finished (with 0 or more triplets), so resume knows what is left.
CREATE TABLE extractions (
  chunk_id       TEXT PRIMARY KEY REFERENCES chunks(id) ON DELETE CASCADE,
  prompt_version TEXT NOT NULL,
  model          TEXT NOT NULL,
  status         TEXT NOT NULL,            -- ok | quarantined
  triplets       INTEGER NOT NULL
);

CREATE TABLE entities (
  id        TEXT PRIMARY KEY,              -- stable: hash(scope, canonical); see src/graph/entity-resolver.ts
  name      TEXT NOT NULL,                 -- display name (most frequent spelling; a company's document name)
  canonical TEXT NOT NULL,                 -- normalised key
  type      TEXT NOT NULL,                 -- the type most mentions gave it
  scope     TEXT NOT NULL DEFAULT '',      -- company scope for generic nodes ('' = global)
  mentions  INTEGER NOT NULL DEFAULT 0,
  merged_into TEXT                         -- set while a non-reverted merge points it at another entity
);
CREATE INDEX entities_scope ON entities(scope);
CREATE INDEX entities_canonical ON entities(canonical);

CREATE TABLE aliases (
  alias     TEXT NOT NULL,                 -- normalised alias
  entity_id TEXT NOT NULL REFERENCES entities(id) ON DELETE CASCADE,
  source    TEXT NOT NULL,                 -- ticker | name | acronym | pronoun | merge | mention
  PRIMARY KEY (alias, entity_id)
) WITHOUT ROWID;

CREATE TABLE triplets (
  id          TEXT PRIMARY KEY,            -- hash(chunk id, ordinal, fields)
  chunk_id    TEXT NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
  ord         INTEGER NOT NULL,            -- position in the chunk's extraction
  doc_id      TEXT NOT NULL,
  head        TEXT NOT NULL,
  head_type   TEXT NOT NULL,
  relation    TEXT NOT NULL,
  object      TEXT NOT NULL,
  object_type TEXT NOT NULL,
  head_id     TEXT,                        -- resolved entity ids (before merges: merges are applied at load)
  object_id   TEXT,
  company     TEXT,
  ticker      TEXT,
  quarter     TEXT,
  year        TEXT,
  page_start  INTEGER,
  page_end    INTEGER,
  evidence    TEXT                         -- the sentence it came from, when known
);
CREATE INDEX triplets_chunk ON triplets(chunk_id);
CREATE INDEX triplets_head ON triplets(head_id);
CREATE INDEX triplets_object ON triplets(object_id);

CREATE TABLE merges (
  id        INTEGER PRIMARY KEY AUTOINCREMENT,
  from_id   TEXT NOT NULL,
  into_id   TEXT NOT NULL,
  method    TEXT NOT NULL,                 -- string | embedding
  score     REAL NOT NULL,
  reverted  INTEGER NOT NULL DEFAULT 0,   -- 1 after \`graph unmerge\`: the pair is never merged again
  at        TEXT NOT NULL
);
`,
};
