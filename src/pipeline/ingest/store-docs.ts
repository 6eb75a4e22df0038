/**
 * The ingest stage's document write: a parsed file, its metadata and chunks become the store's
 * document record, pages and chunk rows (written in one transaction by the store).
 */
import type { DocumentMeta } from '../../core/domain.js';
import type { Db } from '../../core/store/db.js';
import { replaceDocument as writeDocument } from '../../core/store/sqlite/documents.js';
import type { DocumentRecord } from '../../core/store/store.js';
import type { Chunk } from './chunk-types.js';
import type { MetaSource, MetaField } from './metadata.js';
import type { ParsedFile } from './parsed.js';

/** Document ids are the first 16 hex digits of the file's sha256. */
export function docIdOf(sha256: string): string {
  return sha256.slice(0, 16);
}

export interface DocumentWrite {
  file: ParsedFile;
  meta: DocumentMeta;
  metaSource: Partial<Record<MetaField, MetaSource>>;
  chunkParams: string;
  ingestKey: string;
  chunks: readonly (Chunk & { id: string })[];
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
    metaSource: JSON.stringify(w.metaSource),
    pageCount: w.file.pages.length,
    chunkParams: w.chunkParams,
    ingestKey: w.ingestKey,
    ingestedAt: new Date().toISOString(),
  };
}

/** Replace whatever is stored at this path (or under this content id) with the new document. */
export function replaceDocument(db: Db, w: DocumentWrite): void {
  writeDocument(db, documentRecord(w), w.file.pages, w.chunks);
}
