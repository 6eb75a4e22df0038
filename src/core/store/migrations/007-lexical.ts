import type { Migration } from './index.js';

/**
 * PostgreSQL's lexical columns (chunks.tsv re-tokenized as FTS5 tokenizes, chunks.tokens): nothing
 * changes in SQLite, whose FTS5 index is the reference. Kept so that both stores count the same
 * schema versions.
 */
export const LEXICAL: Migration = {
  name: '007-lexical',
  sql: '',
};
