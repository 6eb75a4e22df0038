/**
 * The facts stage: every document not yet read at the current rules version has its pages read
 * into typed facts (read-facts.ts, offline and cheap), which replace the document's stored facts
 * in one transaction with a record of the version that read them. A killed run resumes with the
 * documents it had not reached; a newer rules version (or a change to the user's metric files)
 * makes every document pending again; a re-ingested document comes back pending, its old facts
 * gone with it. A document whose reading fails is quarantined (recorded as read, with no facts,
 * and its error in the quarantine table) and never stops the run.
 *
 * Two readers: the rules (read-facts.ts, the default) and, with config `facts.reader: "model"` and
 * the openai provider, the extraction model (llm-fact-reader.ts). The model's facts are keyed by a
 * version naming the prompt and the model as well, so switching either reads every document again.
 * A document with a batch whose reply stayed unusable keeps the facts it had (the batch is in the
 * quarantine table) and stays pending; a provider error stops the stage with the documents read
 * so far stored.
 *
 * One pass over any Store (`readFactsInStore`): the ingest stage runs it on the workdir's SQLite
 * database, `hybridrag worker` on a shared store.
 */
import type { Config } from '../../core/config/config.js';
import { HybridRagError } from '../../core/errors.js';
import type { Fact } from '../../core/fact.js';
import type { Db } from '../../core/store/db.js';
import { countPendingFactDocs } from '../../core/store/sqlite/facts.js';
import { SqliteStore } from '../../core/store/sqlite-store.js';
import type { FactDoc, Store } from '../../core/store/store.js';
import { resolvePrompt } from '../../core/prompts/define.js';
import { factsPrompt } from '../../core/prompts/facts.js';
import { dbQuarantine, type QuarantineSink } from '../../core/providers/quarantine.js';
import { wholeStageFailure, type IngestStage, type StageContext, type StageReport } from '../stage.js';
import { type FactReading, LlmFactReader } from './llm-fact-reader.js';
import { type RulesReaderPool, rulesReaderPool } from './rules-reader-pool.js';
import { FACT_RULES_VERSION, readFacts, type FactDocument, type ReadFactsOptions } from './read-facts.js';
import { stringList } from '../../core/util/string-list.js';
import { vocabularyDigest } from '../../core/vocabulary/data-file.js';

export const FACTS_STAGE = 'facts';

/** A worker thread's start (loading the reader; its first documents read slowly) costs about as much as reading this many calls: fewer pending per worker are read in the calling thread. */
const DOCS_PER_WORKER = 10;

/**
 * What turns a document's pages into facts: readFacts (tests pass their own), or a model's reader,
 * which also says what it dropped and quarantined.
 */
export type FactReader = (doc: FactDocument, opts: ReadFactsOptions & { signal?: AbortSignal }) => Fact[] | Promise<Fact[] | FactReading>;

/** The user's metric vocabulary files (config `vocabulary.metrics`). */
export function metricFilesOf(config: Config): readonly string[] {
  return config.vocabulary.metrics ?? [];
}

/** The user's owner-marker files (config `vocabulary.owners`). */
export function ownerFilesOf(config: Config): readonly string[] {
  return config.vocabulary.owners ?? [];
}

/** The user's vocabulary files the rules read facts with: metrics, then owner markers (their digest keys the facts' version). */
function readerFilesOf(config: Config): readonly string[] {
  return [...metricFilesOf(config), ...ownerFilesOf(config)];
}

/**
 * The version a document's facts are keyed by: the rules version, plus a digest of the user's
 * metric files when there are any (editing one reads every document again). A file that cannot be
 * read counts as its own content ("missing"): the reader reports it, and the version moves once
 * the file appears.
 */
export function factsVersion(metricFiles: readonly string[] = [], rules: number = FACT_RULES_VERSION): string {
  return metricFiles.length === 0 ? String(rules) : `${rules}+${vocabularyDigest(metricFiles)}`;
}

/** Whether the model reads the facts: config `facts.reader` "model" with the openai provider. */
export function readsByModel(config: Config): boolean {
  return config.provider === 'openai' && config.facts.reader === 'model';
}

/** The facts prompt in effect (a user's override from config `prompts` applied). */
export function factsPromptOf(config: Config) {
  return resolvePrompt(factsPrompt, config.prompts);
}

/**
 * The version the configured reader reads at: the rules' (factsVersion), or for the model that
 * plus the prompt's id and version and the model's id (as the openai provider names it).
 */
export function configuredFactsVersion(config: Config): string {
  const base = factsVersion(readerFilesOf(config));
  if (!readsByModel(config)) return base;
  const p = factsPromptOf(config);
  return `${base}+${p.id}@${p.version}+openai:${config.openai.models.extraction}`;
}

/** The model's reader as a FactReader: the extraction model, unusable batches into `quarantine`. */
export function modelFactReader(config: Config, provider: StageContext['provider'], quarantine: QuarantineSink): FactReader {
  const model = provider.model('extraction');
  if (model === null) throw new HybridRagError('CONFIG', 'facts.reader "model" needs a language model', { hint: 'use --provider openai, or set facts.reader to "rules"' });
  const reader = new LlmFactReader(model, quarantine, { prompt: factsPromptOf(config), metricFiles: metricFilesOf(config), maxTokens: config.openai.maxTokens.extraction });
  return (doc, opts) => reader.read(doc, opts.signal);
}

/** The store methods the facts pass reads and writes. */
export type FactsStore = Pick<Store, 'pendingFactDocs' | 'pages' | 'saveFacts' | 'recordQuarantine' | 'clearQuarantine'>;

export interface FactsPassOptions {
  version: string;
  metricFiles?: readonly string[];
  /** The user's owner-marker files (config `vocabulary.owners`). */
  ownerFiles?: readonly string[];
  read?: FactReader;
  /**
   * An error the reader throws stops the pass (the document stays pending) instead of quarantining
   * the document: a model reader's provider errors (network, budget, abort).
   */
  readerErrorsStop?: boolean;
  signal?: AbortSignal;
  progress?: (done: number, total: number) => void;
  /** Documents read at once (a reader on worker threads); 1 by default. */
  concurrency?: number;
}

export interface FactsPassReport {
  /** Documents read (quarantined ones included). */
  documents: number;
  facts: number;
  quarantined: number;
  /** Items a model's reader dropped (they did not fit the fact schema). */
  dropped: number;
  /** Of the quarantined: documents left pending with the facts they had (a model's batch was unusable). */
  kept: number;
  /** Documents still pending (an abort stopped the pass). */
  remaining: number;
  /** The first document's failure, if any. */
  firstError?: unknown;
}

/** A pending document as the reader reads it: its metadata and its pages' text. */
async function factDocument(store: Pick<Store, 'pages'>, d: FactDoc): Promise<FactDocument> {
  const pages = (await store.pages(d.id, 1, d.pageCount)).map((p) => p.text);
  return { docId: d.id, company: d.company, ticker: d.ticker, aliases: stringList(d.aliases), sectors: stringList(d.sectors), quarter: d.quarter, year: d.year, fyEndMonth: d.fyEndMonth, pages };
}

/** Read every pending document's facts and store them, one document per transaction. */
export async function readFactsInStore(store: FactsStore, o: FactsPassOptions): Promise<FactsPassReport> {
  const read = o.read ?? readFacts;
  const opts: ReadFactsOptions = { metricFiles: o.metricFiles ?? [], ownerFiles: o.ownerFiles ?? [] };
  const docs = await store.pendingFactDocs(o.version);
  const report: FactsPassReport = { documents: 0, facts: 0, quarantined: 0, dropped: 0, kept: 0, remaining: docs.length };
  o.progress?.(0, docs.length);
  let next = 0;
  let stop: ReaderStop | null = null;
  // `concurrency` lanes take the next pending document each; one document's facts are saved in one transaction whichever lane reads it.
  const lane = async (): Promise<void> => {
    while (next < docs.length && stop === null) {
      if (o.signal?.aborted) return;
      const d = docs[next++]!;
      try {
        const doc = await factDocument(store, d);
        let reading: Fact[] | FactReading;
        try {
          reading = await read(doc, o.readerErrorsStop ? { ...opts, signal: o.signal } : opts);
        } catch (err) {
          if (!o.readerErrorsStop) throw err;
          // Stopped mid-document (Ctrl-C, a budget): it stays pending, nothing of it lost.
          if (o.signal?.aborted) return;
          throw new ReaderStop(err);
        }
        const { facts, dropped, quarantined } = Array.isArray(reading) ? { facts: reading, dropped: 0, quarantined: 0 } : reading;
        report.dropped += dropped;
        if (quarantined > 0) {
          // Its unusable batches are in the quarantine table; the facts it had are kept, and it stays pending.
          report.quarantined++;
          report.kept++;
        } else {
          await store.saveFacts(d.id, o.version, facts);
          await store.clearQuarantine(FACTS_STAGE, d.id);
          report.facts += facts.length;
        }
      } catch (err) {
        if (err instanceof ReaderStop) {
          stop ??= err;
          return;
        }
        report.firstError ??= err;
        report.quarantined++;
        await store.recordQuarantine({ stage: FACTS_STAGE, itemId: d.id, promptId: null, raw: null, error: err instanceof Error ? err.message : String(err) });
        await store.saveFacts(d.id, o.version, null);
      }
      report.documents++;
      report.remaining--;
      o.progress?.(report.documents, docs.length);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency ?? 1, docs.length)) }, lane));
  if (stop !== null) throw (stop as ReaderStop).cause;
  return report;
}

export interface FactsStageOptions {
  /** The reader (default: the configured one, readFacts or the model's). */
  read?: FactReader;
  /** The version documents are read at (default: configuredFactsVersion). */
  version?: string;
}

/**
 * The facts stage as ingest runs it, on the workdir's database. By rules it needs no provider; by
 * the model (readsByModel) it opens the provider's extraction model.
 */
export function factsStage(config: Config, opts: FactsStageOptions = {}): IngestStage {
  const metricFiles = metricFilesOf(config);
  const ownerFiles = ownerFilesOf(config);
  const byModel = readsByModel(config);
  const version = (): string => opts.version ?? configuredFactsVersion(config);
  // By rules, the documents are read on the ingest's worker threads (config ingest.workers) when there are two or more.
  const readerPool = (workers: number, pending: number) => (opts.read || byModel ? null : rulesReaderPool(Math.min(workers, Math.floor(pending / DOCS_PER_WORKER)), { metricFiles, ownerFiles }));
  /** The pool `prepare` started, reading the first documents while the stages before this one run. */
  let started: RulesReaderPool | null = null;
  return {
    name: FACTS_STAGE,
    offline: !byModel,
    pending: (db: Db) => countPendingFactDocs(db, version()),
    async prepare(ctx) {
      started = readerPool(ctx.config.ingest.workers, ctx.pending);
      if (!started) return;
      // Each thread's first documents are its slowest (the reader loads and compiles); two each are read ahead.
      const store = new SqliteStore(ctx.db, ctx.config.workdir);
      const first = (await store.pendingFactDocs(version())).slice(0, 2 * ctx.config.ingest.workers);
      started.prefetch(await Promise.all(first.map((d) => factDocument(store, d))));
    },
    async release() {
      const pool = started;
      started = null;
      await pool?.close();
    },
    async run(ctx: StageContext): Promise<StageReport> {
      const begun = Date.now();
      const v = version();
      const pool = started ?? readerPool(ctx.config.ingest.workers, ctx.pending ?? countPendingFactDocs(ctx.db, v));
      started = null;
      const read = opts.read ?? (byModel ? modelFactReader(ctx.config, ctx.provider, dbQuarantine(ctx.db)) : pool ? (doc: FactDocument) => pool.read(doc) : undefined);
      let r: FactsPassReport;
      try {
        r = await readFactsInStore(new SqliteStore(ctx.db, ctx.config.workdir), {
          version: v, metricFiles, ownerFiles, read, signal: ctx.signal, progress: ctx.progress, ...(byModel ? { readerErrorsStop: true } : {}), ...(pool ? { concurrency: ctx.config.ingest.workers } : {}),
        });
      } finally {
        await pool?.close();
      }
      const first = r.firstError ?? (byModel && r.quarantined > 0
        ? new HybridRagError('PROVIDER', 'the model gave no usable facts for some sentences', { hint: 'see the reasons with `hybridrag status`; those documents keep the facts they had and are asked again at the next ingest' })
        : undefined);
      const cause = first === undefined || first instanceof HybridRagError
        ? first
        : new HybridRagError('INTERNAL', `reading facts failed: ${first instanceof Error ? first.message : String(first)}`, {
          hint: 'see the reasons with `hybridrag status`', cause: first,
        });
      return {
        stage: FACTS_STAGE,
        processed: r.documents,
        failed: r.quarantined,
        ms: Date.now() - begun,
        detail: byModel ? { facts: r.facts, dropped: r.dropped, remaining: r.remaining, version: v } : { facts: r.facts, remaining: r.remaining, version: v },
        failure: wholeStageFailure(FACTS_STAGE, r.documents - r.quarantined, r.quarantined, cause),
      };
    },
  };
}

/** A reader's error that stops the pass, passed through the per-document quarantine. */
class ReaderStop extends Error {
  constructor(override readonly cause: unknown) {
    super('the fact reader stopped');
  }
}

