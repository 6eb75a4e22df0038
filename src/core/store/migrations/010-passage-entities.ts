import type { Migration } from './index.js';

/**
 * The entities each chunk (passage) mentions, read by the entities stage from the chunk's text and
 * its document's title (core/text/entity-mentions.ts): the entity–passage graph graph retrieval
 * walks. `passage_entity_runs` records which reader version read each document: a document without
 * a run at the current version is pending. Both go with their document and chunk (ON DELETE
 * CASCADE), so removing or re-ingesting a document takes its entities away and makes it pending.
 */
export const PASSAGE_ENTITIES: Migration = {
  name: '010-passage-entities',
  sql: `
CREATE TABLE passage_entities (
  chunk_id TEXT NOT NULL REFERENCES chunks(id) ON DELETE CASCADE,
  doc_id   TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  entity   TEXT NOT NULL,                  -- the entity's key (entityKey: the one name normaliser's)
  name     TEXT NOT NULL,                  -- the first spelling the passage used
  role     TEXT NOT NULL,                  -- title | mention
  count    INTEGER NOT NULL,               -- times the passage names it
  PRIMARY KEY (chunk_id, entity)
);
-- Covering: an entity's passage count and its edges are read from the index alone.
CREATE INDEX passage_entities_entity ON passage_entities(entity, chunk_id, doc_id, role, count, name);
CREATE INDEX passage_entities_doc ON passage_entities(doc_id);

CREATE TABLE passage_entity_runs (
  doc_id   TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  version  TEXT NOT NULL,                  -- the reader version that read it
  entities INTEGER NOT NULL,               -- rows it gave
  done_at  TEXT NOT NULL
);
`,
};
