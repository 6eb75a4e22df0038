import type { Migration } from './index.js';

/**
 * What a document says about its company and period beyond the filter fields: the date the
 * reported quarter ended and the month the fiscal year ends (for calendar questions such as "the
 * September quarter"), the other names the call uses for itself, and the sectors its own words
 * place it in. Indexes for reading a company's graph aliases and the calls' speakers when a
 * question's scope is read. Shared with PostgreSQL (pg/migrations.ts) as written.
 */
export const DOCUMENT_CALENDAR: Migration = {
  name: '008-document-calendar',
  sql: `
ALTER TABLE documents ADD COLUMN quarter_end TEXT;
ALTER TABLE documents ADD COLUMN fy_end_month INTEGER;
ALTER TABLE documents ADD COLUMN aliases TEXT NOT NULL DEFAULT '[]';
ALTER TABLE documents ADD COLUMN sectors TEXT NOT NULL DEFAULT '[]';
CREATE INDEX aliases_entity ON aliases(entity_id);
CREATE INDEX entities_name ON entities(name);
CREATE INDEX chunks_speaker ON chunks(speaker);
`,
};
