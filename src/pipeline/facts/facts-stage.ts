/**
 * The facts stage: every document not yet read at the current rules version has its pages read
 * into typed facts (read-facts.ts, offline and cheap), which replace the document's stored facts
 * in one transaction with a record of the version that read them. A killed run resumes with the
 * documents it had not reached; a newer rules version (or a change to the user's metric files)
 * makes every document pending again; a re-ingested document comes back pending, its old facts
 * gone with it. A document whose reading fails is quarantined (recorded as read, with no facts,
 * and its error in the quarantine table) and never stops the run.
 *
 * One pass over any Store (`readFactsInStore`): the ingest stage runs it on the workdir's SQLite
 * database, `hybridrag worker` on a shared store.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Config } from '../../core/config/config.js';
import { HybridRagError } from '../../core/errors.js';
import type { Fact } from '../../core/fact.js';
import type { Db } from '../../core/store/db.js';
import { countPendingFactDocs } from '../../core/store/sqlite/facts.js';
import { SqliteStore } from '../../core/store/sqlite-store.js';
import type { Store } from '../../core/store/store.js';
import { wholeStageFailure, type IngestStage, type StageContext, type StageReport } from '../stage.js';
import { FACT_RULES_VERSION, readFacts, type FactDocument, type ReadFactsOptions } from './read-facts.js';

export const FACTS_STAGE = 'facts';

/** What turns a document's pages into facts (readFacts; tests pass their own). */
export type FactReader = (doc: FactDocument, opts: ReadFactsOptions) => Fact[];

/** The user's metric vocabulary files (config `vocabulary.metrics`). */
export function metricFilesOf(config: Config): readonly string[] {
  return config.vocabulary.metrics ?? [];
}

/**
 * The version a document's facts are keyed by: the rules version, plus a digest of the user's
 * metric files when there are any (editing one reads every document again). A file that cannot be
 * read counts as its own content ("missing"): the reader reports it, and the version moves once
 * the file appears.
 */
export function factsVersion(metricFiles: readonly string[] = [], rules: number = FACT_RULES_VERSION): string {
  if (metricFiles.length === 0) return String(rules);
  const h = createHash('sha256');
  for (const f of metricFiles) {
    let content: Buffer | string;
    try {
      content = readFileSync(f);
    } catch {
      content = 'missing';
    }
    h.update(f).update('\0').update(content).update('\0');
  }
  return `${rules}+${h.digest('hex').slice(0, 12)}`;
}

/** The store methods the facts pass reads and writes. */
export type FactsStore = Pick<Store, 'pendingFactDocs' | 'pages' | 'saveFacts' | 'recordQuarantine' | 'clearQuarantine'>;

export interface FactsPassOptions {
  version: string;
  metricFiles?: readonly string[];
  read?: FactReader;
  signal?: AbortSignal;
  progress?: (done: number, total: number) => void;
}

export interface FactsPassReport {
  /** Documents read (quarantined ones included). */
  documents: number;
  facts: number;
  quarantined: number;
  /** Documents still pending (an abort stopped the pass). */
  remaining: number;
  /** The first document's failure, if any. */
  firstError?: unknown;
}

/** Read every pending document's facts and store them, one document per transaction. */
export async function readFactsInStore(store: FactsStore, o: FactsPassOptions): Promise<FactsPassReport> {
  const read = o.read ?? readFacts;
  const opts: ReadFactsOptions = { metricFiles: o.metricFiles ?? [] };
  const docs = await store.pendingFactDocs(o.version);
  const report: FactsPassReport = { documents: 0, facts: 0, quarantined: 0, remaining: docs.length };
  o.progress?.(0, docs.length);
  for (const d of docs) {
    if (o.signal?.aborted) break;
    try {
      const pages = (await store.pages(d.id, 1, d.pageCount)).map((p) => p.text);
      const facts = read({ docId: d.id, company: d.company, ticker: d.ticker, aliases: aliasList(d.aliases), sectors: aliasList(d.sectors), quarter: d.quarter, year: d.year, fyEndMonth: d.fyEndMonth, pages }, opts);
      await store.saveFacts(d.id, o.version, facts);
      await store.clearQuarantine(FACTS_STAGE, d.id);
      report.facts += facts.length;
    } catch (err) {
      report.firstError ??= err;
      report.quarantined++;
      await store.recordQuarantine({ stage: FACTS_STAGE, itemId: d.id, promptId: null, raw: null, error: err instanceof Error ? err.message : String(err) });
      await store.saveFacts(d.id, o.version, null);
    }
    report.documents++;
    report.remaining--;
    o.progress?.(report.documents, docs.length);
  }
  return report;
}

export interface FactsStageOptions {
  /** The reader (default readFacts). */
  read?: FactReader;
  /** The version documents are read at (default: factsVersion of the configured metric files). */
  version?: string;
}

/** The facts stage as ingest runs it, on the workdir's database; it needs no provider. */
export function factsStage(config: Config, opts: FactsStageOptions = {}): IngestStage {
  const metricFiles = metricFilesOf(config);
  const version = (): string => opts.version ?? factsVersion(metricFiles);
  return {
    name: FACTS_STAGE,
    offline: true,
    pending: (db: Db) => countPendingFactDocs(db, version()),
    async run(ctx: StageContext): Promise<StageReport> {
      const started = Date.now();
      const v = version();
      const r = await readFactsInStore(new SqliteStore(ctx.db, ctx.config.workdir), {
        version: v, metricFiles, read: opts.read, signal: ctx.signal, progress: ctx.progress,
      });
      const first = r.firstError;
      const cause = first === undefined || first instanceof HybridRagError
        ? first
        : new HybridRagError('INTERNAL', `reading facts failed: ${first instanceof Error ? first.message : String(first)}`, {
          hint: 'see the reasons with `hybridrag status`', cause: first,
        });
      return {
        stage: FACTS_STAGE,
        processed: r.documents,
        failed: r.quarantined,
        ms: Date.now() - started,
        detail: { facts: r.facts, remaining: r.remaining, version: v },
        failure: wholeStageFailure(FACTS_STAGE, r.documents - r.quarantined, r.quarantined, cause),
      };
    },
  };
}

/** A stored JSON-array column (aliases, sectors) as a list; anything else is an empty one. */
function aliasList(raw: unknown): string[] {
  try {
    const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
