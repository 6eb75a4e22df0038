/**
 * A parsed file and its metadata as the store's document record (the store writes it with its
 * pages and chunks in one transaction: see Store.replaceDocument).
 */
import type { DocumentMeta } from '../../core/domain.js';
import type { DocumentRecord } from '../../core/store/store.js';
import type { MetaSource, MetaField } from './metadata.js';
import type { ParsedFile } from './parsed.js';

/** Document ids are the first 16 hex digits of the file's sha256. */
export function docIdOf(sha256: string): string {
  return sha256.slice(0, 16);
}

/** What a document's record and metadata are read from: a parsed file, or a stored document's head and pages read again (its format and size as stored). */
export type DocumentFile = Pick<ParsedFile, 'path' | 'sha256' | 'size' | 'pages' | 'head'> & { format: string };

export interface DocumentWrite {
  file: DocumentFile;
  meta: DocumentMeta;
  metaSource: Partial<Record<MetaField, MetaSource>>;
  chunkParams: string;
  ingestKey: string;
  /** Sectors the document's own words place its company in. */
  sectors?: readonly string[];
}

/** The document row of a parsed file. */
export function documentRecord(w: DocumentWrite): DocumentRecord {
  return {
    id: docIdOf(w.file.sha256),
    path: w.file.path,
    fileName: w.file.path.split(/[\\/]/).pop()!,
    sha256: w.file.sha256,
    size: w.file.size,
    format: w.file.format,
    company: w.meta.company,
    ticker: w.meta.ticker,
    quarter: w.meta.quarter,
    year: w.meta.year,
    callDate: w.meta.callDate,
    quarterEnd: w.meta.quarterEnd ?? null,
    fyEndMonth: w.meta.fyEndMonth ?? null,
    aliasesJson: JSON.stringify(w.meta.aliases ?? []),
    sectorsJson: JSON.stringify(w.sectors ?? []),
    headJson: JSON.stringify(w.file.head),
    metaSource: JSON.stringify(w.metaSource),
    pageCount: w.file.pages.length,
    chunkParams: w.chunkParams,
    ingestKey: w.ingestKey,
    ingestedAt: new Date().toISOString(),
  };
}
