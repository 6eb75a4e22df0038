import type { Migration } from './index.js';

/**
 * HNSW labels <-> chunk ids, with each chunk's embedding. The index file itself lives in the
 * workdir (vectors.hnsw); keeping the vector here too means the file can always be repaired or
 * rebuilt from SQLite after a crash without calling the embedder again, and small filtered sets
 * can be searched exactly straight from SQLite. AUTOINCREMENT: a label is never reused, so a label
 * marked deleted in the index can never be confused with a new chunk.
 */
export const VECTORS: Migration = {
  name: '004-vectors',
  sql: `
CREATE TABLE vectors (
  label     INTEGER PRIMARY KEY AUTOINCREMENT, -- the label in the HNSW index
  chunk_id  TEXT NOT NULL UNIQUE REFERENCES chunks(id) ON DELETE CASCADE,
  embedder  TEXT NOT NULL,
  vec       BLOB NOT NULL                      -- Float32Array bytes, unit length
);
CREATE INDEX vectors_embedder ON vectors(embedder);
`,
};
