/**
 * What the server serves, over one workdir opened read-only once per process (or a PostgreSQL
 * store's local replica, refreshed in the background): the same `ask()`, `collectStatus`, document
 * records and graph loader as the CLI. Ask deps open on the first question (or at start when the
 * workdir holds documents) and stay warm; documents ingested (or replicated) while the server runs
 * are seen because every read checks SQLite's data_version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../core/config/config.js';
import { HybridRagError } from '../core/errors.js';
import type { Reporter } from '../core/reporter.js';
import type { Db } from '../core/store/db.js';
import { dataVersion } from '../core/store/statements.js';
import { openReadSource, type ReadSource } from '../app/read-source.js';
import type { Filters } from '../core/domain.js';
import { openAskDeps, type OpenedAskDeps } from '../app/open.js';
import { collectStatus, type WorkdirStatus } from '../pipeline/status.js';
import { ask, type AskResult } from '../query/answer/ask.js';
import { renumberCitations } from '../query/answer/citations.js';
import { loadGraph, type GraphNodeAttrs, type KnowledgeGraph } from '../query/graph/load.js';
import { findNode, neighbourhoodLines, sourceLabel, type NeighbourhoodLine } from '../query/graph/neighbourhood.js';
import { loadDocRecords, parseQuarter, parseYear, resolveFilters, type DocRecord } from '../query/retrieve/filters.js';
import { companyScope, edgeFilter, linkQuestion } from '../query/retrieve/graph-retriever.js';
import { resolveCompanyName } from '../query/scope/resolve.js';
import { companyDirectory } from '../query/scope/company-directory.js';
import { followUpQuestion, type FollowUp } from '../query/scope/follow-up.js';
import { walkEdges } from '../query/graph/walk.js';
import { readLatestEval, type LatestEval } from '../eval/report/latest.js';
import type { AskBody } from './schemas.js';
import { AskPool } from './ask-pool.js';
import type { Fact, FactKind } from '../core/fact.js';
import { metricMatcher } from '../core/fact-text.js';
import { factsFor } from '../core/store/sqlite/facts.js';

/** Exactly `ask --json`: the result with citations renumbered as printed, plus the workdir. */
export type AskResponse = AskResult & { workdir: string };

export interface CompanySummary {
  name: string;
  ticker: string | null;
  quarters: { quarter: string | null; year: string | null }[];
  documents: number;
}

/** A document as `/api/documents` lists it: its filter metadata and page count. */
export interface DocumentSummary extends DocRecord {
  pages: number;
}

export interface PageText {
  document: string;
  id: string;
  page: number;
  pages: number;
  text: string;
}

/** A company's facts as `/api/facts` returns them: `facts --json`, each fact with its document's file name. */
export interface CompanyFacts {
  /** The stored company name the query resolved to. */
  company: string;
  facts: (Fact & { document: string })[];
}

/** `truncated`: the walk reached more lines than were returned (the nearest are kept). */
export type Neighbourhood = { id: string; degree: number; lines: NeighbourhoodLine[]; truncated: boolean } & GraphNodeAttrs;

/** The subgraph around the entities a question links to, drawn by the web UI. */
export interface QuestionGraph {
  /** The linked nodes (the walk's seeds). */
  linked: string[];
  nodes: { id: string; label: string; type: string; degree: number }[];
  edges: { source: string; target: string; relation: string; source_label: string }[];
  /** True when the walk reached more edges than `maxEdges` (the nearest are kept). */
  truncated: boolean;
}

/** How often a server checks a PostgreSQL store for new data to copy into its replica (ms). */
export const STORE_FOLLOW_MS = 1000;

export class WorkdirService {
  private readonly db: Db;
  private opened: OpenedAskDeps | null = null;
  private opening: Promise<OpenedAskDeps> | null = null;
  private graphs = { version: -1, byCompany: new Map<string, KnowledgeGraph>() };
  private pool: AskPool | null = null;

  private constructor(
    private readonly config: Config,
    private readonly out: Reporter,
    private readonly source: ReadSource,
  ) {
    this.db = source.db;
  }

  /**
   * Open the workdir (failing with EMPTY_WORKDIR when it was never ingested into), or a
   * PostgreSQL store's replica, refreshed every STORE_FOLLOW_MS while the server runs.
   */
  /** The question a conversation's last user turn asks (a follow-up read with the turn before it). */
  followUp(turns: readonly string[]): FollowUp {
    return followUpQuestion(turns, companyDirectory(this.db, this.config), this.config.ingest.fiscalYearStartMonth ?? null);
  }

  static async open(config: Config, out: Reporter): Promise<WorkdirService> {
    return new WorkdirService(config, out, await openReadSource(config, { followMs: STORE_FOLLOW_MS, warn: (m) => out.warn(m) }));
  }

  get workdir(): string {
    return this.config.workdir;
  }

  /**
   * Answer on `workers` threads (each opens the workdir itself) instead of this one; 0 = here.
   * The workers' script is the built one (dist/server/ask-worker.js).
   */
  async startWorkers(workers: number): Promise<void> {
    if (workers > 0) this.pool = await AskPool.start(this.config, this.out, workers);
  }

  /** Open the ask deps now when there is something to answer from (else on the first question). */
  async warm(): Promise<void> {
    if (this.pool) return;
    try {
      await this.askDeps();
    } catch (err) {
      if (!(err instanceof HybridRagError && err.code === 'EMPTY_WORKDIR')) throw err;
    }
  }

  private async askDeps(): Promise<OpenedAskDeps> {
    if (this.opened) return this.opened;
    this.opening ??= openAskDeps(this.config, { out: this.out, source: this.source }).finally(() => (this.opening = null));
    this.opened = await this.opening;
    return this.opened;
  }

  /** Answer; `signal` aborting (the client went away) cancels what has not started, and model calls. */
  async ask(body: AskBody, signal?: AbortSignal): Promise<AskResponse> {
    if (this.pool) return this.pool.ask(body, signal);
    if (signal?.aborted) throw new HybridRagError('ABORTED', 'the client went away');
    const question = body.question.trim();
    if (question === '') throw new HybridRagError('USAGE', 'the question is empty', { hint: '{"question": "What drove revenue growth?"}' });
    const filters = normaliseFilters(body.filters);
    const opened = await this.askDeps();
    const raw = await ask(question, {
      mode: body.mode,
      filters,
      topK: body.topK,
      depth: body.depth,
      autoScope: body.autoScope && this.config.scope.autoScope,
      strictScope: body.strictScope,
      signal,
    }, opened.current());
    // Citations read [1] [2] [3] in order of appearance, as the CLI prints them.
    return { ...raw, ...renumberCitations(raw.answer, raw.citations), workdir: this.config.workdir };
  }

  status(): WorkdirStatus {
    return collectStatus(this.db, this.source.location);
  }

  companies(): CompanySummary[] {
    const byName = new Map<string, CompanySummary>();
    for (const d of loadDocRecords(this.db)) {
      if (!d.company) continue;
      let c = byName.get(d.company);
      if (!c) {
        c = { name: d.company, ticker: d.ticker, quarters: [], documents: 0 };
        byName.set(d.company, c);
      }
      c.ticker ??= d.ticker;
      c.documents++;
      if ((d.quarter || d.year) && !c.quarters.some((q) => q.quarter === d.quarter && q.year === d.year)) c.quarters.push({ quarter: d.quarter, year: d.year });
    }
    const period = (q: { quarter: string | null; year: string | null }): string => `${q.year ?? ''} ${q.quarter ?? ''}`;
    return [...byName.values()]
      .map((c) => ({ ...c, quarters: c.quarters.sort((a, b) => period(a).localeCompare(period(b))) }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  documents(): DocumentSummary[] {
    const pages = new Map((this.db.prepare('SELECT doc_id, count(*) AS n FROM pages GROUP BY doc_id').all() as { doc_id: string; n: number }[]).map((r) => [r.doc_id, r.n]));
    return loadDocRecords(this.db)
      .map((d) => ({ id: d.id, fileName: d.fileName, company: d.company, ticker: d.ticker, quarter: d.quarter, year: d.year, pages: pages.get(d.id) ?? 0 }))
      .sort((a, b) => a.fileName.localeCompare(b.fileName));
  }

  /** One page's text; the document by id, file name, or file name without extension (as citations name it). */
  page(idOrName: string, n: number): PageText {
    const want = idOrName.toLowerCase();
    const docs = loadDocRecords(this.db);
    const doc = docs.find((d) => d.id === idOrName) ?? docs.find((d) => d.fileName.toLowerCase() === want) ?? docs.find((d) => d.fileName.toLowerCase().replace(/\.[^.]+$/, '') === want);
    if (!doc) throw new HybridRagError('NO_MATCH', `no document "${idOrName}" in the workdir`, { hint: 'list documents with GET /api/documents' });
    const count = this.db.prepare('SELECT count(*) FROM pages WHERE doc_id = ?').pluck().get(doc.id) as number;
    const row = this.db.prepare('SELECT text FROM pages WHERE doc_id = ? AND page_no = ?').get(doc.id, n) as { text: string } | undefined;
    if (!row) throw new HybridRagError('NO_MATCH', `${doc.fileName} has no page ${n}`, { hint: `pages run from 1 to ${count}` });
    return { document: doc.fileName, id: doc.id, page: n, pages: count, text: row.text };
  }

  /**
   * `facts --company X [--metric M] [--kind K] --json`: the company any spelling `ask --company` takes
   * (an unknown one is NO_MATCH naming the closest), its facts of that metric and kind.
   */
  facts(company: string, opts: { metric?: string; kind?: FactKind } = {}): CompanyFacts {
    const name = resolveCompanyName(company, this.db, this.config, 'company');
    const hasTable = this.db.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'facts'").get() !== undefined;
    const all = hasTable ? factsFor(this.db, { company: name, kind: opts.kind }) : [];
    const matching = opts.metric === undefined ? all : all.filter(metricMatcher(opts.metric));
    const files = new Map(loadDocRecords(this.db).map((d) => [d.id, d.fileName]));
    return { company: name, facts: matching.flatMap((f) => (files.has(f.docId) ? [{ ...f, document: files.get(f.docId)! }] : [])) };
  }

  /** The latest `hybridrag eval` of this workdir, with whether its HTML report is still on disk. */
  latestEval(): LatestEval & { reportHtml: boolean } {
    const e = readLatestEval(this.config.workdir);
    if (!e) throw new HybridRagError('NO_MATCH', 'this workdir has not been evaluated yet', { hint: `run \`hybridrag eval --workdir ${this.config.workdir} --dataset qa.jsonl\`` });
    return { ...e, reportHtml: existsSync(join(e.outDir, 'report.html')) };
  }

  /** The latest evaluation's report.html. */
  latestEvalReport(): Buffer {
    const e = this.latestEval();
    if (!e.reportHtml) throw new HybridRagError('NO_MATCH', `the report of the latest evaluation is gone from ${e.outDir}`, { hint: 'run `hybridrag eval` again' });
    return readFileSync(join(e.outDir, 'report.html'));
  }

  /** `graph show --json`: an entity's neighbourhood within `depth` hops, with sources. */
  neighbourhood(entity: string, depth: number, company?: string, maxLines = Number.POSITIVE_INFINITY): Neighbourhood {
    const g = this.graph(company);
    const [node] = findNode(g, entity);
    const lines = neighbourhoodLines(g, [node!], depth);
    return { id: node!, ...g.getNodeAttributes(node!), degree: g.degree(node!), lines: lines.slice(0, maxLines), truncated: lines.length > maxLines };
  }

  /**
   * The neighbourhood of the entities `question` links to (the same linker as graph retrieval),
   * within `depth` hops, inside the company's documents when one is given; the nearest `maxEdges`.
   */
  async questionGraph(question: string, opts: { company?: string; depth: number; maxEdges?: number }): Promise<QuestionGraph> {
    const deps = (await this.askDeps()).current();
    const empty: QuestionGraph = { linked: [], nodes: [], edges: [], truncated: false };
    if (!deps.graphApi) return empty;
    const company = opts.company === undefined ? undefined : resolveCompanyName(opts.company, deps.db, this.config, 'company');
    const { docIds, docs } = resolveFilters(deps.db, { company });
    const scoped = docIds === null ? null : docs;
    const g = deps.graph();
    const linked = (await linkQuestion(deps, question, companyScope(scoped))).map((e) => e.id).filter((id) => g.hasNode(id));
    const seeds = [...new Set(linked)];
    const reached = [...walkEdges(g, seeds, opts.depth, edgeFilter(scoped)).keys()];
    const max = opts.maxEdges ?? 150;
    const kept = reached.slice(0, max);
    const nodeIds = new Set(seeds);
    for (const e of kept) nodeIds.add(g.source(e)).add(g.target(e));
    const label = (id: string): string => String(g.getNodeAttribute(id, 'name') ?? id);
    return {
      linked: seeds,
      nodes: [...nodeIds].map((id) => ({ id, label: label(id), type: String(g.getNodeAttribute(id, 'type') ?? 'other'), degree: g.degree(id) })),
      edges: kept.map((e) => {
        const a = g.getEdgeAttributes(e);
        return {
          source: g.source(e),
          target: g.target(e),
          relation: a.relation,
          source_label: sourceLabel({ document: a.document ?? '', pages: a.pages ?? [], quarter: a.quarter ?? null, year: a.year ?? null }),
        };
      }),
      truncated: reached.length > max,
    };
  }

  /** Graphs held in the cache (one per company asked about, and the whole graph). */
  get cachedGraphs(): number {
    return this.graphs.byCompany.size;
  }

  /** The graph of one company (any spelling `ask --company` takes), or the whole graph; cached per stored company name. */
  private graph(company?: string): KnowledgeGraph {
    const version = dataVersion(this.db);
    if (version !== this.graphs.version) this.graphs = { version, byCompany: new Map() };
    const name = company === undefined ? '' : resolveCompanyName(company, this.db, this.config, 'company');
    let g = this.graphs.byCompany.get(name);
    if (!g) {
      g = loadGraph(this.db, name ? { company: name } : {});
      this.graphs.byCompany.set(name, g);
    }
    return g;
  }

  async close(): Promise<void> {
    await this.pool?.close();
    const opened = this.opened ?? (this.opening ? await this.opening.catch(() => null) : null);
    this.opened = null;
    if (opened) await opened.close();
    await this.source.close();
  }
}

function normaliseFilters(f: AskBody['filters']): Filters {
  const quarter = f.quarter === undefined ? undefined : parseQuarter(f.quarter);
  if (quarter === null) throw new HybridRagError('USAGE', `filters.quarter "${f.quarter}" is not a quarter`, { hint: 'use Q1, Q2, Q3 or Q4 (q1 and 1 work too)' });
  const year = f.year === undefined ? undefined : parseYear(f.year);
  if (year === null) throw new HybridRagError('USAGE', `filters.year "${f.year}" is not a fiscal year`, { hint: 'use FY24, fy2024, 2024 or 2023-24' });
  return { company: f.company, ticker: f.ticker, quarter, year, document: f.document };
}
