/**
 * The schema version of the newest migration (migrations/index.ts checks that it lists this many):
 * what opening a database read-only compares its `user_version` with, without loading the
 * migrations themselves.
 */
export const SCHEMA_VERSION = 13;
