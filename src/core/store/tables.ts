/**
 * The stored tables as `store copy` moves them, in an order that satisfies every foreign key, each
 * with its columns and the key rows are paged on and deduplicated by. Both stores have these
 * tables with these columns; a triplet's `seq` is its SQLite rowid (insertion order, which entity
 * resolution depends on). Leases are not copied: they belong to running workers.
 */
export interface TableSpec {
  name: string;
  columns: readonly string[];
  /** Columns that identify a row, in paging order. */
  key: readonly string[];
  /** Integer columns that a PostgreSQL sequence fills: set past the copied values afterwards. */
  serial?: string;
}

export const TABLES: readonly TableSpec[] = [
  {
    name: 'documents',
    columns: ['id', 'path', 'file_name', 'sha256', 'size', 'format', 'company', 'ticker', 'quarter', 'year', 'call_date', 'meta_source',
      'page_count', 'chunk_params', 'ingest_key', 'status', 'error', 'ingested_at', 'quarter_end', 'fy_end_month', 'aliases', 'sectors', 'head'],
    key: ['id'],
  },
  { name: 'pages', columns: ['doc_id', 'page_no', 'text'], key: ['doc_id', 'page_no'] },
  {
    name: 'chunks',
    columns: ['seq', 'id', 'doc_id', 'ord', 'text', 'start_offset', 'end_offset', 'page_start', 'page_end', 'speaker'],
    key: ['seq'],
    serial: 'seq',
  },
  { name: 'failures', columns: ['path', 'reason', 'at'], key: ['path'] },
  { name: 'meta', columns: ['key', 'value'], key: ['key'] },
  {
    name: 'llm_cache',
    columns: ['key', 'provider', 'model', 'prompt_id', 'prompt_version', 'response', 'prompt_tokens', 'completion_tokens', 'created_at'],
    key: ['key'],
  },
  {
    name: 'ledger',
    columns: ['id', 'run_id', 'stage', 'provider', 'model', 'calls', 'cached_calls', 'prompt_tokens', 'completion_tokens', 'cost_usd', 'at'],
    key: ['id'],
    serial: 'id',
  },
  { name: 'ledger_formats', columns: ['run_id', 'endpoint', 'model', 'format', 'final', 'reason', 'at'], key: ['run_id', 'endpoint', 'model'] },
  { name: 'embed_cache', columns: ['key', 'model', 'dims', 'vector', 'created_at'], key: ['key'] },
  { name: 'quarantine', columns: ['id', 'stage', 'item_id', 'prompt_id', 'raw', 'error', 'at'], key: ['id'], serial: 'id' },
  { name: 'refinements', columns: ['chunk_id', 'prompt_version', 'model', 'text'], key: ['chunk_id'] },
  { name: 'extractions', columns: ['chunk_id', 'prompt_version', 'model', 'status', 'triplets'], key: ['chunk_id'] },
  { name: 'entities', columns: ['id', 'name', 'canonical', 'type', 'scope', 'mentions', 'merged_into'], key: ['id'] },
  { name: 'aliases', columns: ['alias', 'entity_id', 'source'], key: ['alias', 'entity_id'] },
  {
    name: 'triplets',
    columns: ['seq', 'id', 'chunk_id', 'ord', 'doc_id', 'head', 'head_type', 'relation', 'object', 'object_type', 'head_id', 'object_id',
      'company', 'ticker', 'quarter', 'year', 'page_start', 'page_end', 'evidence'],
    key: ['seq'],
    serial: 'seq',
  },
  { name: 'merges', columns: ['id', 'from_id', 'into_id', 'method', 'score', 'reverted', 'at'], key: ['id'], serial: 'id' },
  { name: 'vectors', columns: ['label', 'chunk_id', 'embedder', 'vec'], key: ['label'], serial: 'label' },
  {
    name: 'facts',
    columns: ['id', 'doc_id', 'company', 'segment', 'metric', 'metric_text', 'value', 'value_high', 'value_text', 'unit', 'currency',
      'period_quarter', 'period_year', 'period_text', 'kind', 'basis', 'measure', 'sentence', 'page', 'speaker', 'position'],
    key: ['id'],
  },
  { name: 'fact_runs', columns: ['doc_id', 'version', 'status', 'facts', 'done_at'], key: ['doc_id'] },
  { name: 'passage_entities', columns: ['chunk_id', 'doc_id', 'entity', 'name', 'role', 'count'], key: ['chunk_id', 'entity'] },
  { name: 'passage_entity_runs', columns: ['doc_id', 'version', 'entities', 'done_at'], key: ['doc_id'] },
];

/** The spec of a copied table; anything else is refused (table names go into SQL text). */
export function tableSpec(name: string): TableSpec {
  const t = TABLES.find((x) => x.name === name);
  if (!t) throw new Error(`not a copied table: ${name}`);
  return t;
}
