import type { Migration } from './index.js';

/**
 * Typed facts (core/fact.ts) read from each document's pages by the facts stage, and which rules
 * version read each document (`fact_runs`): a document without a run at the current version is
 * pending. Both go with their document (ON DELETE CASCADE), so removing or re-ingesting a document
 * drops its facts and makes it pending again. Shared with PostgreSQL (pg/migrations.ts) as written:
 * DOUBLE PRECISION is a float8 there and has REAL affinity in SQLite.
 */
export const FACTS: Migration = {
  name: '009-facts',
  sql: `
CREATE TABLE facts (
  id             TEXT PRIMARY KEY,         -- the document, the sentence and the figure's place in it
  doc_id         TEXT NOT NULL REFERENCES documents(id) ON DELETE CASCADE,
  company        TEXT,                     -- the document's company (follows a rename of it)
  segment        TEXT,                     -- a segment, business or subsidiary; NULL for the whole company
  metric         TEXT NOT NULL,            -- metric id from the metric vocabulary
  metric_text    TEXT NOT NULL,            -- the words the call used for it
  value          DOUBLE PRECISION NOT NULL,-- in base units (percent points, basis points, currency units, ...)
  value_high     DOUBLE PRECISION,         -- the top of a range
  value_text     TEXT NOT NULL,            -- the figure as written
  unit           TEXT NOT NULL,            -- percent | bp | money | count | ratio | multiple | per_unit
  currency       TEXT,
  period_quarter TEXT,                     -- Q1..Q4, H1, H2; NULL for a full year
  period_year    TEXT,                     -- FY24; NULL when the fact has no period
  period_text    TEXT,                     -- how the sentence named another period
  kind           TEXT NOT NULL,            -- actual | guidance | target | change
  basis          TEXT,                     -- yoy | qoq for a change
  sentence       TEXT NOT NULL,
  page           INTEGER NOT NULL,         -- 1-based
  speaker        TEXT
);
CREATE INDEX facts_company_metric ON facts(company, metric);
CREATE INDEX facts_metric ON facts(metric);
CREATE INDEX facts_doc ON facts(doc_id);

CREATE TABLE fact_runs (
  doc_id   TEXT PRIMARY KEY REFERENCES documents(id) ON DELETE CASCADE,
  version  TEXT NOT NULL,                  -- the rules version (and user metric files) that read it
  status   TEXT NOT NULL,                  -- ok | quarantined (reading it failed: see the quarantine table)
  facts    INTEGER NOT NULL,               -- how many facts it gave
  done_at  TEXT NOT NULL
);
`,
};
