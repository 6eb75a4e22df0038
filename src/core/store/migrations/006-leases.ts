import type { Migration } from './index.js';

/**
 * Leases on pending work: a worker claims items of a stage for a while; an item with a live lease
 * is skipped by other workers, an expired one (its worker died) can be claimed again.
 */
export const LEASES: Migration = {
  name: '006-leases',
  sql: `
CREATE TABLE leases (
  stage      TEXT NOT NULL,                -- embed | extract | ...
  item_id    TEXT NOT NULL,                -- e.g. the chunk id
  owner      TEXT NOT NULL,                -- the worker holding it
  expires_at INTEGER NOT NULL,             -- Unix milliseconds
  PRIMARY KEY (stage, item_id)
) WITHOUT ROWID;
CREATE INDEX leases_owner ON leases(owner);
`,
};
