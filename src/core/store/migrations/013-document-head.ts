import type { Migration } from './index.js';

/**
 * A document's first raw lines (before header and footer removal; a JSON array, parsed.ts
 * `head`), kept so that a change to the vocabulary the metadata is read with (markets, sectors)
 * reads the metadata and sectors again from the stored head and pages, without parsing the file
 * or touching its chunks. NULL for documents stored before it: the first such change parses them
 * once more (keeping their chunks when they come out the same). Shared with PostgreSQL
 * (pg/migrations.ts) as written.
 */
export const DOCUMENT_HEAD: Migration = {
  name: '013-document-head',
  sql: `
ALTER TABLE documents ADD COLUMN head TEXT;   -- JSON array of the first raw lines; NULL when stored before this column
`,
};
