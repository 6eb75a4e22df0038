/**
 * Schema migrations, applied in order; the database's `user_version` is the number applied.
 * Never edit a migration that has landed on main: add a new one at the end.
 */
import { CORE } from './001-core.js';
import { LLM } from './002-llm.js';
import { GRAPH } from './003-graph.js';
import { VECTORS } from './004-vectors.js';
import { LEDGER_FORMATS } from './005-ledger-formats.js';
import { LEASES } from './006-leases.js';
import { LEXICAL } from './007-lexical.js';
import { DOCUMENT_CALENDAR } from './008-document-calendar.js';
import { FACTS } from './009-facts.js';
import { PASSAGE_ENTITIES } from './010-passage-entities.js';
import { FACT_MEASURE } from './011-fact-measure.js';
import { FACT_POSITION } from './012-fact-position.js';
import { DOCUMENT_HEAD } from './013-document-head.js';
import { SCHEMA_VERSION } from './version.js';

export interface Migration {
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [CORE, LLM, GRAPH, VECTORS, LEDGER_FORMATS, LEASES, LEXICAL, DOCUMENT_CALENDAR, FACTS, PASSAGE_ENTITIES, FACT_MEASURE, FACT_POSITION, DOCUMENT_HEAD];

if (MIGRATIONS.length !== SCHEMA_VERSION) throw new Error(`migrations/version.ts says schema version ${SCHEMA_VERSION}, and there are ${MIGRATIONS.length} migrations`);
