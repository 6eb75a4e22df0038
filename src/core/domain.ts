/** Domain records shared across ingest, retrieval and evaluation. */

/** A fiscal quarter, or a fiscal half for companies that report by halves (UK, Australia), or the nine months a third quarter ends (`9M`: a figure "for the first nine months", "year to date" on a third quarter's call). */
export type Quarter = 'Q1' | 'Q2' | 'Q3' | 'Q4' | 'H1' | 'H2' | '9M';

/** A period as answers and notes write it: "Q1 FY24", "FY24", "Q1", or "" for none. */
export function periodLabel(p: { quarter?: string | null; year?: string | null } | null | undefined): string {
  return p ? [p.quarter, p.year].filter(Boolean).join(' ') : '';
}

export interface DocumentMeta {
  company: string | null;
  ticker: string | null;
  quarter: Quarter | null;
  /** Fiscal year in FY form: "FY24". */
  year: string | null;
  /** ISO date of the call, when stated. */
  callDate: string | null;
  /** ISO date the reported quarter ended: stated, or derived from a known fiscal calendar. */
  quarterEnd?: string | null;
  /** Month (1-12) the company's fiscal year ends in, when the document (or config) fixes it. */
  fyEndMonth?: number | null;
  /** Other names the document uses for the company ("Crown Castle" beside "Crown Castle Inc."). */
  aliases?: string[];
}

export interface DocumentRow extends DocumentMeta {
  id: string;
  path: string;
  fileName: string;
  pageCount: number;
}

export interface ChunkRow {
  seq: number;
  id: string;
  docId: string;
  ord: number;
  text: string;
  pageStart: number;
  pageEnd: number;
  speaker: string | null;
}

/** Metadata filters as an analyst types them; resolved against the store before use. */
export interface Filters {
  company?: string;
  ticker?: string;
  quarter?: string;
  year?: string;
  document?: string;
}

/** The filters of one period: its quarter and year, when set. */
export function periodFilters(p: { quarter?: string | null; year?: string | null }): { quarter?: string; year?: string } {
  return { ...(p.quarter ? { quarter: p.quarter } : {}), ...(p.year ? { year: p.year } : {}) };
}

export const ENTITY_TYPES = [
  'organization',
  'person',
  'role',
  'place',
  'product',
  'financial_metric',
  'money',
  'percentage',
  'period',
  'event',
  'segment',
  'other',
] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The paper's triplet shape: [head, head_type, relation, object, object_type, metadata]. */
export interface Triplet {
  head: string;
  headType: EntityType;
  relation: string;
  object: string;
  objectType: EntityType;
  /** The sentence the triplet was read from, when known. */
  evidence?: string;
}
