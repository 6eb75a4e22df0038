/**
 * The ingest core: discover inputs, skip unchanged files by hash, parse the rest (worker pool),
 * resolve metadata, chunk, and store each document in its own transaction, in path order so that
 * an interrupted run resumed later ends in exactly the state of an uninterrupted one.
 */
import { type CompiledMarket, loadMarkets, MARKETS_FILE } from '../../core/vocabulary/markets.js';
import { SECTORS_FILE } from '../../core/vocabulary/sectors.js';
import { vocabularyDigest } from '../../core/vocabulary/data-file.js';
import { documentSectors, loadSectorVocabulary, type SectorVocabulary } from './sector-cues.js';
import { unifyDocumentCompanies } from './unify-companies.js';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { basename } from 'node:path';
import type { DocumentCompany, DocumentRecord, Store, StoredDoc } from '../../core/store/store.js';
import { chunkDocument, chunkId } from './chunk.js';
import { chunkParams, type ChunkOptions } from './chunk-types.js';
import { discoverInputs } from './discover.js';
import { joinPages } from './doc-text.js';
import { manifestKey, type Manifest } from './manifest.js';
import { inferMetadata, overlayMeta, type PartialMeta } from './metadata.js';
import { sha256Hex } from './parse-file.js';
import type { ParseFailure, ParsedFile, ParseResult } from './parsed.js';
import { createParser, type Parser } from './parser-pool.js';
import { type DocumentFile, docIdOf, documentRecord } from './store-docs.js';
import { stringList } from '../../core/util/string-list.js';

/** Bump when parsing, metadata inference or chunking changes what is stored: every file is parsed again (a document whose pages and chunks come out as stored keeps them and what was derived from them). */
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

/** `reread`: the same bytes, read again for their metadata and sectors only (a vocabulary, setting or manifest change); chunks and what was derived from them kept. */
export type FileOutcome = 'added' | 'updated' | 'reread' | 'unchanged' | 'duplicate' | 'failed';

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
  /** Documents whose metadata and sectors were read again, their chunks (and embeddings, triplets, graph) kept. */
  reread: number;
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

/** What a run reads metadata and sectors with: the vocabularies (shipped and the user's), loaded once a run, and their digest (editing one reads documents again). */
interface Reading {
  digest: string;
  markets: CompiledMarket[];
  sectors: SectorVocabulary;
}

function readingOf(opts: IngestOptions): Reading {
  return {
    digest: vocabularyDigest([MARKETS_FILE, ...(opts.vocabulary?.markets ?? []), SECTORS_FILE, ...(opts.vocabulary?.sectors ?? [])]),
    markets: loadMarkets(opts.vocabulary?.markets),
    sectors: loadSectorVocabulary(opts.vocabulary?.sectors),
  };
}

/**
 * "<content key>.<reading key>.<metadata key>": the content key covers the bytes and every setting
 * that shapes the pages and chunks; the reading key what the metadata and sectors are read with
 * besides the text (the vocabulary files, the fiscal year setting); the metadata key the explicit
 * metadata (flags, manifest), "-" when none was given. A change to the last two reads the stored
 * document's metadata again, keeping its chunks (keys of two parts are from before the reading key).
 */
function ingestKey(sha: string, opts: IngestOptions, vocabulary: string, explicit: PartialMeta): string {
  const hash = (parts: unknown[]): string => createHash('sha256').update(parts.join('\0')).digest('hex').slice(0, 24);
  const content = hash([sha, chunkParams(opts.chunk), PIPELINE_VERSION]);
  const reading = hash([opts.fiscalYearStartMonth, vocabulary]).slice(0, 12);
  const given = Object.values(explicit).some((v) => v !== undefined && v !== null && v !== '');
  return `${content}.${reading}.${given ? hash([JSON.stringify(explicit)]) : '-'}`;
}

/**
 * Unchanged when the keys are equal, or when this run gives no explicit metadata and the content
 * and reading are the same: re-running without the manifest keeps the metadata a manifest gave earlier.
 */
function isUnchanged(storedKey: string, key: string): boolean {
  if (storedKey === key) return true;
  const [content, reading, meta] = key.split('.');
  return meta === '-' && storedKey.startsWith(`${content}.${reading}.`);
}

/** The same pages and chunks as stored: only what the metadata is read with changed. */
const sameContent = (storedKey: string, key: string): boolean => storedKey.split('.').length === 3 && storedKey.split('.')[0] === key.split('.')[0];

/** Manifest entry overlaid by flags: everything explicit for this file. */
function explicitMeta(path: string, opts: IngestOptions): { manifest: PartialMeta; flags: PartialMeta } {
  return { manifest: opts.manifest?.get(manifestKey(basename(path))) ?? {}, flags: opts.flags };
}

interface Planned {
  path: string;
  outcome: 'added' | 'updated';
  /**
   * The document stored from these very bytes at this path: `read` = its metadata is read again from
   * its stored head and pages (no parse); `compare` = the file is parsed, and its chunks kept when
   * they come out as stored (a key from before the reading key, a head not stored).
   */
  same?: { doc: StoredDoc; how: 'read' | 'compare' };
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
    files: 0, added: 0, updated: 0, reread: 0, unchanged: 0, duplicates: 0, failed: [], pages: 0, chunks: 0, aborted: false, ms: 0,
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
  const reading = readingOf(opts);
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
    const key = ingestKey(sha, opts, reading.digest, { ...ex.manifest, ...ex.flags });
    const atPath = await store.docByPath(path);
    if (!opts.force && atPath && isUnchanged(atPath.ingestKey, key)) {
      await store.markUnchanged(path);
      summary.unchanged++;
      events?.file?.(path, 'unchanged', '');
      continue;
    }
    // A stored document under a path that no longer exists was moved here: it is replaced.
    const same = !opts.force && atPath && atPath.id === docIdOf(sha) && atPath.sha256 === sha
      ? { doc: atPath, how: atPath.hasHead && sameContent(atPath.ingestKey, key) ? 'read' as const : 'compare' as const }
      : undefined;
    todo.push({ path, outcome: atPath || stored ? 'updated' : 'added', ...(same ? { same } : {}) });
  }
  // Company and aliases before the run, for the documents that may keep their chunks: compared once the names are unified.
  const namesBefore = todo.some((t) => t.same) ? await store.documentCompanies() : [];
  const reread: string[] = [];

  summary.planMs = Date.now() - t0;
  const toParse = todo.filter((t) => t.same?.how !== 'read').length;
  const parser = deps.parser ?? createParser(Math.min(opts.workers, toParse), opts.parseTimeoutMs);
  try {
    // Parse ahead in a bounded window (documents read again from the store need no parse), store strictly in path order.
    const window = Math.max(1, opts.workers) * 2;
    const inFlight = new Map<number, Promise<ParseResult>>();
    let next = 0;
    for (let i = 0; i < todo.length; i++) {
      for (; next < todo.length && next < i + window; next++) if (todo[next]!.same?.how !== 'read') inFlight.set(next, parser.parse(todo[next]!.path));
      const plan = todo[i]!;
      const storeStart = Date.now();
      if (plan.same?.how === 'read') {
        const source = await store.documentSource(plan.same.doc.id);
        if (deps.signal?.aborted) {
          summary.aborted = true;
          break;
        }
        if (source) {
          await store.refreshDocument(readDocument({ ...source, path: plan.path, sha256: plan.same.doc.sha256 }, opts, reading));
          summary.storeMs += Date.now() - storeStart;
          summary.reread++;
          reread.push(plan.same.doc.id);
          events?.file?.(plan.path, 'reread', 'metadata read again from the stored pages');
          continue;
        }
        // Gone or without its head meanwhile: parsed as any other.
        inFlight.set(i, parser.parse(plan.path));
      }
      const waited = Date.now();
      const result = await inFlight.get(i)!;
      inFlight.delete(i);
      summary.parseWaitMs += Date.now() - waited;
      if (deps.signal?.aborted) {
        summary.aborted = true;
        break;
      }
      if (!result.ok) {
        await fail(result.failure);
        continue;
      }
      const parsedAt = Date.now();
      const kept = plan.same ? await keepChunks(store, result.file, plan.same.doc, opts, reading) : false;
      if (kept) {
        summary.storeMs += Date.now() - parsedAt;
        summary.reread++;
        reread.push(plan.same!.doc.id);
        events?.file?.(plan.path, 'reread', 'parsed; pages and chunks as stored, metadata read again');
        continue;
      }
      const { pages, chunks } = await storeParsed(store, result.file, opts, reading);
      summary.storeMs += Date.now() - parsedAt;
      summary.pages += pages;
      summary.chunks += chunks;
      summary[plan.outcome]++;
      events?.file?.(plan.path, plan.outcome, `${pages} pages, ${chunks} chunks`);
    }
    // Parses still running after an abort are dropped: closing the pool terminates them.
    if (!summary.aborted) await Promise.allSettled(inFlight.values());
  } finally {
    if (!deps.parser) await parser.close();
  }
  // One name per company across its documents, once the run's documents are stored.
  if (summary.added + summary.updated + summary.reread > 0) await unifyDocumentCompanies(store);
  if (reread.length > 0) await resetRenamed(store, namesBefore, reread);
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

/** A document's record: its metadata and sectors read from its head and pages, then the explicit metadata overlaid. */
function readDocument(file: DocumentFile, opts: IngestOptions, reading: Reading): DocumentRecord {
  const ex = explicitMeta(file.path, opts);
  const body = openingText(file.pages);
  const text = joinPages(file.pages).text;
  let resolved = inferMetadata({ path: file.path, head: file.head, body, text, fiscalYearStartMonth: opts.fiscalYearStartMonth, markets: reading.markets });
  resolved = overlayMeta(resolved, ex.manifest, 'manifest');
  resolved = overlayMeta(resolved, ex.flags, 'flag');
  return documentRecord({
    file,
    meta: resolved.meta,
    metaSource: resolved.source,
    // The sectors the call's own words place its company in (group questions: "Which REITs ...").
    sectors: documentSectors(text, reading.sectors),
    chunkParams: chunkParams(opts.chunk),
    // Keyed by the bytes actually parsed: the file may have changed since planning.
    ingestKey: ingestKey(file.sha256, opts, reading.digest, { ...ex.manifest, ...ex.flags }),
  });
}

/** A parsed file's chunks (content-derived ids). */
function chunksOf(file: ParsedFile, opts: IngestOptions) {
  return chunkDocument(joinPages(file.pages), opts.chunk).map((c) => ({ ...c, id: chunkId(file.sha256, opts.chunk, c) }));
}

/** Metadata, chunking and the one-transaction write of a parsed file. */
async function storeParsed(store: Store, file: ParsedFile, opts: IngestOptions, reading: Reading): Promise<{ pages: number; chunks: number }> {
  const chunks = chunksOf(file, opts);
  await store.replaceDocument(readDocument(file, opts, reading), file.pages, chunks);
  return { pages: file.pages.length, chunks: chunks.length };
}

/**
 * A parsed file whose pages and chunks come out exactly as stored under its id: only its metadata
 * is written (refreshDocument), keeping its chunks and all derived from them. False when they differ.
 */
async function keepChunks(store: Store, file: ParsedFile, stored: StoredDoc, opts: IngestOptions, reading: Reading): Promise<boolean> {
  if (docIdOf(file.sha256) !== stored.id) return false;
  const pages = await store.pages(stored.id, 1, file.pages.length + 1);
  if (pages.length !== file.pages.length || pages.some((p, i) => p.text !== file.pages[i])) return false;
  const was = await store.docChunks(stored.id);
  const now = chunksOf(file, opts);
  if (was.length !== now.length || was.some((c, i) => c.id !== now[i]!.id || c.ord !== now[i]!.ord || c.text !== now[i]!.text)) return false;
  await store.refreshDocument(readDocument(file, opts, reading));
  return true;
}

/**
 * After the names are unified: a document read again whose company or aliases changed has its
 * facts read again, and its chunks' triplets as well when its company changed (the extractor reads
 * them with it). Ticker, period and sectors were compared as each was written (Store.refreshDocument).
 * A run stopped between a document's rewrite and this leaves a renamed company's facts as read with
 * the old name until they are read again (a rename by a vocabulary edit alone is not expected: the
 * company is read from the file's own words).
 */
async function resetRenamed(store: Store, before: readonly DocumentCompany[], ids: readonly string[]): Promise<void> {
  const was = new Map(before.map((d) => [d.id, d]));
  const now = new Map((await store.documentCompanies()).map((d) => [d.id, d]));
  const names = (d: DocumentCompany | undefined) => JSON.stringify(stringList(d?.aliases ?? null).sort());
  const renamed = ids.filter((id) => was.get(id)?.company !== now.get(id)?.company);
  const realiased = ids.filter((id) => !renamed.includes(id) && names(was.get(id)) !== names(now.get(id)));
  if (renamed.length > 0) await store.resetDerived(renamed, { extract: true });
  if (realiased.length > 0) await store.resetDerived(realiased, { extract: false });
}
