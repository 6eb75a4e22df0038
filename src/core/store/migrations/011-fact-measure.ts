import type { Migration } from './index.js';

/**
 * A fact's measure basis (core/fact.ts `measure`): whether the call states the figure adjusted or as
 * reported, when its words say (data/vocabulary/measures.json); NULL when they do not. Facts stored
 * before it have NULL, and are read again at the rules version that reads it (fact_runs keeps the
 * version). Shared with PostgreSQL (pg/migrations.ts) as written.
 */
export const FACT_MEASURE: Migration = {
  name: '011-fact-measure',
  sql: `
ALTER TABLE facts ADD COLUMN measure TEXT;   -- adjusted | reported; NULL when the call's words say neither
`,
};
