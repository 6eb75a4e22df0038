import type { Migration } from './index.js';

/** HNSW labels <-> chunk ids; the index file itself lives in the workdir. */
export const VECTORS: Migration = {
  name: '004-vectors',
  sql: `
CREATE TABLE vectors (
  label     INTEGER PRIMARY KEY,           -- the label in the HNSW index
  chunk_id  TEXT NOT NULL UNIQUE REFERENCES chunks(id) ON DELETE CASCADE,
  embedder  TEXT NOT NULL
);
`,
};
