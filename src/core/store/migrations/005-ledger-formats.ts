import type { Migration } from './index.js';

/**
 * The structured-output level each run settled on per endpoint and model (json_schema,
 * json_object or prompt-only JSON), with why a higher level was given up.
 */
export const LEDGER_FORMATS: Migration = {
  name: '005-ledger-formats',
  sql: `
CREATE TABLE ledger_formats (
  run_id    TEXT NOT NULL,
  endpoint  TEXT NOT NULL,                   -- base URL, without credentials
  model     TEXT NOT NULL,
  format    TEXT NOT NULL,                   -- json_schema | json_object | prompt
  final     INTEGER NOT NULL DEFAULT 0,      -- 1 once a reply at this level was JSON
  reason    TEXT,                            -- why the level above was given up
  at        TEXT NOT NULL,
  PRIMARY KEY (run_id, endpoint, model)
);
`,
};
