/**
 * The ingest core: discover inputs, skip unchanged files by hash, parse the rest (worker pool),
 * resolve metadata, chunk, and store each document in its own transaction, in path order so that
 * an interrupted run resumed later ends in exactly the state of an uninterrupted one.
 */
import { loadMarkets, MARKETS_FILE } from '../../core/vocabulary/markets.js';
import { SECTORS_FILE } from '../../core/vocabulary/sectors.js';
import { vocabularyDigest } from '../../core/vocabulary/data-file.js';
import { documentSectors, loadSectorVocabulary } from './sector-cues.js';
import { unifyDocumentCompanies } from './unify-companies.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { Store } from '../../core/store/store.js';
import { chunkDocument, chunkId } from './chunk.js';
import { chunkParams, type ChunkOptions } from './chunk-types.js';
import { discoverInputs } from './discover.js';
import { joinPages } from './doc-text.js';
import { manifestKey, type Manifest } from './manifest.js';
import { inferMetadata, overlayMeta, type PartialMeta } from './metadata.js';
import { sha256Hex } from './parse-file.js';
import type { ParseFailure, ParsedFile, ParseResult } from './parsed.js';
import { createParser, type Parser } from './parser-pool.js';
import { docIdOf, documentRecord } from './store-docs.js';

/** Bump when parsing, metadata inference or chunking changes what is stored: forces re-ingest. */
export const PIPELINE_VERSION = 9;

export interface IngestOptions {
  paths: string[];
  cwd: string;
  chunk: ChunkOptions;
  /** Month fiscal years start in when the user set one; null reads each document's own calendar. */
  fiscalYearStartMonth: number | null;
  /** The user's vocabulary files (config `vocabulary`), beside the shipped ones. */
  vocabulary?: { markets: readonly string[]; sectors: readonly string[]; metrics?: readonly string[] };
  workers: number;
  /** A file whose parse takes longer fails (worker threads only). */
  parseTimeoutMs?: number;
  /** Re-ingest every file even when unchanged. */
  force: boolean;
  /** Metadata from command-line flags: applies to every file of the run. */
  flags: PartialMeta;
  manifest?: Manifest;
}

export type FileOutcome = 'added' | 'updated' | 'unchanged' | 'duplicate' | 'failed';

export interface IngestEvents {
  /** A command-line path that yielded no input (missing, empty folder, unsupported type). */
  invalid?(failure: ParseFailure): void;
  /** Input files found; called once before any file is processed. */
  start?(total: number): void;
  /** One input file done (stored, skipped or failed). */
  file?(path: string, outcome: FileOutcome, detail: string): void;
}

export interface IngestDeps {
  /** Where documents are written: the workdir's SQLite store, or a shared PostgreSQL one. */
  store: Store;
  signal?: AbortSignal;
  events?: IngestEvents;
  /** Injected for tests; default: a pool of `workers` threads. */
  parser?: Parser;
}

export interface IngestSummary {
  files: number;
  added: number;
  updated: number;
  unchanged: number;
  duplicates: number;
  failed: ParseFailure[];
  /** Pages and chunks written in this run. */
  pages: number;
  chunks: number;
  aborted: boolean;
  /** Wall time of the run; hashing and planning; waiting on parsers; metadata, chunking and writes. */
  ms: number;
  planMs: number;
  parseWaitMs: number;
  storeMs: number;
}

/** The vocabulary files metadata and sectors are read with (shipped and the user's): editing one reads documents again. Read once a run. */
function metadataVocabularyDigest(opts: IngestOptions): string {
  return vocabularyDigest([MARKETS_FILE, ...(opts.vocabulary?.markets ?? []), SECTORS_FILE, ...(opts.vocabulary?.sectors ?? [])]);
}

/**
 * "<content key>.<metadata key>": the content key covers the bytes and every setting that shapes
 * the chunks; the metadata key the explicit metadata (flags, manifest), "-" when none was given.
 */
function ingestKey(sha: string, opts: IngestOptions, vocabulary: string, explicit: PartialMeta): string {
  const hash = (parts: unknown[]): string => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 24);
  const content = hash([sha, chunkParams(opts.chunk), opts.fiscalYearStartMonth, PIPELINE_VERSION, vocabulary]);
  const given = Object.values(explicit).some((v) => v !== undefined && v !== null && v !== '');
  return `${content}.${given ? hash([JSON.stringify(explicit)]) : '-'}`;
}

/**
 * Unchanged when the keys are equal, or when this run gives no explicit metadata and the content
 * is the same: re-running without the manifest keeps the metadata a manifest gave earlier.
 */
function isUnchanged(storedKey: string, key: string): boolean {
  if (storedKey === key) return true;
  const [content, meta] = key.split('.');
  return meta === '-' && storedKey.startsWith(`${content}.`);
}

/** Manifest entry overlaid by flags: everything explicit for this file. */
function explicitMeta(path: string, opts: IngestOptions): { manifest: PartialMeta; flags: PartialMeta } {
  return { manifest: opts.manifest?.get(manifestKey(basename(path))) ?? {}, flags: opts.flags };
}

interface Planned {
  path: string;
  outcome: 'added' | 'updated';
}

/**
 * Ingest the inputs under `opts.paths` into `deps.store`. Never throws for bad input: each failure
 * is recorded (failures table, summary.failed). Stops at the next document when `deps.signal`
 * aborts, with every stored document complete.
 */
export async function runIngest(opts: IngestOptions, deps: IngestDeps): Promise<IngestSummary> {
  const t0 = Date.now();
  const { store, events } = deps;
  const summary: IngestSummary = {
    files: 0, added: 0, updated: 0, unchanged: 0, duplicates: 0, failed: [], pages: 0, chunks: 0, aborted: false, ms: 0,
    planMs: 0, parseWaitMs: 0, storeMs: 0,
  };
  const record = async (f: ParseFailure): Promise<void> => {
    summary.failed.push(f);
    await store.recordFailure(f.path, f.reason);
  };
  const fail = async (f: ParseFailure): Promise<void> => {
    await record(f);
    events?.file?.(f.path, 'failed', f.reason);
  };

  await store.pruneFailures(existsSync);
  const vocabulary = metadataVocabularyDigest(opts);
  const found = discoverInputs(opts.paths, opts.cwd);
  summary.files = found.files.length;
  for (const f of found.failures) {
    await record(f);
    events?.invalid?.(f);
  }
  events?.start?.(found.files.length);

  // Plan: hash each file (cheap) and skip the unchanged ones before any parsing.
  const todo: Planned[] = [];
  const seen = new Map<string, string>();
  for (const path of found.files) {
    let sha: string;
    try {
      sha = sha256Hex(readFileSync(path));
    } catch (err) {
      await fail({ path, reason: `cannot read file (${(err as NodeJS.ErrnoException).code ?? 'error'}); check permissions` });
      continue;
    }
    // The same bytes as a file stored (or planned) under another, still existing path: keep one.
    const stored = await store.docById(docIdOf(sha));
    const dupOf = seen.get(sha) ?? (stored && stored.path !== path && existsSync(stored.path) ? stored.path : undefined);
    if (dupOf) {
      summary.duplicates++;
      events?.file?.(path, 'duplicate', `same content as ${dupOf}`);
      continue;
    }
    seen.set(sha, path);
    const ex = explicitMeta(path, opts);
    const key = ingestKey(sha, opts, vocabulary, { ...ex.manifest, ...ex.flags });
    const atPath = await store.docByPath(path);
    if (!opts.force && atPath && isUnchanged(atPath.ingestKey, key)) {
      await store.markUnchanged(path);
      summary.unchanged++;
      events?.file?.(path, 'unchanged', '');
      continue;
    }
    // A stored document under a path that no longer exists was moved here: it is replaced.
    todo.push({ path, outcome: atPath || stored ? 'updated' : 'added' });
  }

  summary.planMs = Date.now() - t0;
  const parser = deps.parser ?? createParser(Math.min(opts.workers, todo.length), opts.parseTimeoutMs);
  try {
    // Parse ahead in a bounded window, store strictly in path order.
    const window = Math.max(1, opts.workers) * 2;
    const inFlight: Promise<ParseResult>[] = [];
    let next = 0;
    for (let i = 0; i < todo.length; i++) {
      while (next < todo.length && next < i + window) inFlight.push(parser.parse(todo[next++]!.path));
      const waited = Date.now();
      const result = await inFlight.shift()!;
      summary.parseWaitMs += Date.now() - waited;
      if (deps.signal?.aborted) {
        summary.aborted = true;
        break;
      }
      const plan = todo[i]!;
      if (!result.ok) {
        await fail(result.failure);
        continue;
      }
      const storeStart = Date.now();
      const { pages, chunks } = await storeParsed(store, result.file, opts, vocabulary);
      summary.storeMs += Date.now() - storeStart;
      summary.pages += pages;
      summary.chunks += chunks;
      summary[plan.outcome]++;
      events?.file?.(plan.path, plan.outcome, `${pages} pages, ${chunks} chunks`);
    }
    // Parses still running after an abort are dropped: closing the pool terminates them.
    if (!summary.aborted) await Promise.allSettled(inFlight);
  } finally {
    if (!deps.parser) await parser.close();
  }
  // One name per company across its documents, once the run's documents are stored.
  if (summary.added + summary.updated > 0) await unifyDocumentCompanies(store);
  summary.ms = Date.now() - t0;
  return summary;
}

/** Characters of opening text searched for the period and call date. */
const OPENING_CHARS = 8000;

/** The first pages up to OPENING_CHARS: cover pages and participant lists can fill pages 1-2. */
export function openingText(pages: readonly string[]): string {
  let text = '';
  for (const p of pages) {
    if (text.length >= OPENING_CHARS) break;
    text += (text ? '\n' : '') + p;
  }
  return text.slice(0, OPENING_CHARS);
}

/** Metadata, chunking and the one-transaction write of a parsed file. */
async function storeParsed(store: Store, file: ParsedFile, opts: IngestOptions, vocabulary: string): Promise<{ pages: number; chunks: number }> {
  const ex = explicitMeta(file.path, opts);
  const body = openingText(file.pages);
  const doc = joinPages(file.pages);
  let resolved = inferMetadata({ path: file.path, head: file.head, body, text: doc.text, fiscalYearStartMonth: opts.fiscalYearStartMonth, markets: loadMarkets(opts.vocabulary?.markets) });
  resolved = overlayMeta(resolved, ex.manifest, 'manifest');
  resolved = overlayMeta(resolved, ex.flags, 'flag');
  const chunks = chunkDocument(doc, opts.chunk).map((c) => ({ ...c, id: chunkId(file.sha256, opts.chunk, c) }));
  const record = documentRecord({
    file,
    meta: resolved.meta,
    metaSource: resolved.source,
    // The sectors the call's own words place its company in (group questions: "Which REITs ...").
    sectors: documentSectors(doc.text, loadSectorVocabulary(opts.vocabulary?.sectors)),
    chunkParams: chunkParams(opts.chunk),
    // Keyed by the bytes actually parsed: the file may have changed since planning.
    ingestKey: ingestKey(file.sha256, opts, vocabulary, { ...ex.manifest, ...ex.flags }),
  });
  await store.replaceDocument(record, file.pages, chunks);
  return { pages: file.pages.length, chunks: chunks.length };
}
