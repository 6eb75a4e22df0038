import type { Migration } from './index.js';

/**
 * A fact's place on its page (core/fact.ts `position`): the character offset of its figure in the
 * page's text, whitespace collapsed (where its sentence starts, plus the figure's place in the
 * sentence), so that figures of one page sort in the order the call states them; NULL when the
 * sentence was not found in the page. Facts stored before it have NULL, and are read again at the
 * rules version that writes it (fact_runs keeps the version). Shared with PostgreSQL
 * (pg/migrations.ts) as written.
 */
export const FACT_POSITION: Migration = {
  name: '012-fact-position',
  sql: `
ALTER TABLE facts ADD COLUMN position INTEGER;   -- the figure's character offset in its page (whitespace collapsed); NULL when not found
`,
};
