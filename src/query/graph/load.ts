/**
 * Build the graphology MultiDirectedGraph from SQLite: one node per resolved entity (merges applied
 * by following `entities.merged_into`), one edge per triplet keyed by the triplet id, so every
 * relation between a pair survives with its own provenance. The one exception: the same triplet
 * read twice from the same sentence (chunks overlap) is one edge.
 */
import { MultiDirectedGraph } from 'graphology';
import type { EntityType } from '../../core/domain.js';
import { periodLabel, type FactKind } from '../../core/fact.js';
import { factLabel, metricWords } from '../../core/fact-text.js';
import type { Db } from '../../core/store/db.js';
import { factsFor } from '../../core/store/sqlite/facts.js';
import { entityId, scopeFor } from '../../core/text/canonical.js';
import { companyKey } from '../../core/text/company-name.js';

export interface GraphNodeAttrs {
  [k: string]: unknown;
  name: string;
  type: string;
  /** Company scope for generic nodes ('' = global). */
  scope: string;
  aliases: string[];
  /** Companies whose documents mention this node. */
  companies: string[];
  mentions: number;
}

export interface GraphEdgeAttrs {
  [k: string]: unknown;
  relation: string;
  tripletId: string;
  chunkId: string;
  docId: string;
  /** The document's file name. */
  document: string;
  company: string | null;
  ticker: string | null;
  quarter: string | null;
  year: string | null;
  /** Every page the source chunk spans. */
  pages: number[];
  evidence: string | null;
  /** A fact edge's fact (see loadGraph's `facts`): its id, the figure as written, its period label and kind. */
  factId?: string;
  valueText?: string;
  period?: string;
  kind?: FactKind;
}

export type KnowledgeGraph = MultiDirectedGraph<GraphNodeAttrs, GraphEdgeAttrs>;

export interface LoadGraphOptions {
  /** Keep only triplets from this company's documents (company name, any spelling, or ticker). */
  company?: string;
  /**
   * Add the stored facts as edges: company (or its segment, linked to the company by `has_segment`)
   * → metric node, labelled "net interest margin 4.1% (Q1 FY24, actual)". For what the graph
   * commands show; retrieval loads the triplet graph alone.
   */
  facts?: boolean;
}

/** Follows merged_into to the surviving entity of each id (cycles are cut defensively). */
export function mergeRoots(db: Db): Map<string, string> {
  const parent = new Map<string, string | null>();
  for (const r of db.prepare('SELECT id, merged_into FROM entities').iterate() as IterableIterator<{ id: string; merged_into: string | null }>) {
    parent.set(r.id, r.merged_into);
  }
  const root = new Map<string, string>();
  for (const id of parent.keys()) {
    let cur = id;
    const seen = new Set<string>([cur]);
    for (let p = parent.get(cur); p && parent.has(p) && !seen.has(p); p = parent.get(cur)) {
      seen.add(p);
      cur = p;
    }
    root.set(id, cur);
  }
  return root;
}

interface TripletRow {
  id: string; chunk_id: string; doc_id: string; relation: string; head_id: string; object_id: string;
  company: string | null; ticker: string | null; quarter: string | null; year: string | null;
  page_start: number | null; page_end: number | null; evidence: string | null; file_name: string;
}

/** Load the resolved graph (triplets the resolve stage has not reached yet are left out). */
export function loadGraph(db: Db, opts: LoadGraphOptions = {}): KnowledgeGraph {
  const g: KnowledgeGraph = new MultiDirectedGraph<GraphNodeAttrs, GraphEdgeAttrs>();
  const root = mergeRoots(db);
  const entities = new Map<string, { name: string; type: string; scope: string; mentions: number }>();
  for (const e of db.prepare('SELECT id, name, type, scope, mentions FROM entities').iterate() as IterableIterator<{ id: string; name: string; type: string; scope: string; mentions: number }>) {
    entities.set(e.id, e);
  }
  const aliases = new Map<string, string[]>();
  for (const a of db.prepare('SELECT alias, entity_id FROM aliases ORDER BY alias').iterate() as IterableIterator<{ alias: string; entity_id: string }>) {
    const r = root.get(a.entity_id) ?? a.entity_id;
    const list = aliases.get(r) ?? [];
    if (!list.includes(a.alias)) list.push(a.alias);
    aliases.set(r, list);
  }
  const wanted = opts.company ? companyMatcher(opts.company, companyAliasKeys(db, opts.company)) : null;
  const rows = db
    .prepare(
      `SELECT t.id, t.chunk_id, t.doc_id, t.relation, t.head_id, t.object_id, t.company, t.ticker, t.quarter, t.year,
              t.page_start, t.page_end, t.evidence, d.file_name
       FROM triplets t JOIN documents d ON d.id = t.doc_id
       WHERE t.head_id IS NOT NULL AND t.object_id IS NOT NULL ORDER BY t.rowid`,
    )
    .iterate() as IterableIterator<TripletRow>;
  const addNode = (raw: string, company: string | null): string => {
    const id = root.get(raw) ?? raw;
    if (!g.hasNode(id)) {
      const e = entities.get(id);
      g.addNode(id, {
        name: e?.name ?? id, type: e?.type ?? 'other', scope: e?.scope ?? '', aliases: aliases.get(id) ?? [],
        companies: [], mentions: 0,
      });
    }
    const attrs = g.getNodeAttributes(id);
    attrs.mentions++;
    if (company && !attrs.companies.includes(company)) attrs.companies.push(company);
    return id;
  };
  // Overlapping chunks can yield the same triplet from the same sentence twice: one edge is enough.
  const seen = new Set<string>();
  for (const t of rows) {
    if (wanted && !wanted(t.company, t.ticker)) continue;
    const dupKey = `${root.get(t.head_id) ?? t.head_id}\u001f${t.relation}\u001f${root.get(t.object_id) ?? t.object_id}\u001f${t.doc_id}\u001f${t.evidence ?? t.chunk_id}`;
    if (seen.has(dupKey)) continue;
    seen.add(dupKey);
    const s = addNode(t.head_id, t.company);
    const o = addNode(t.object_id, t.company);
    const start = t.page_start ?? 0;
    const end = t.page_end ?? start;
    g.addEdgeWithKey(t.id, s, o, {
      relation: t.relation, tripletId: t.id, chunkId: t.chunk_id, docId: t.doc_id, document: t.file_name,
      company: t.company, ticker: t.ticker, quarter: t.quarter, year: t.year,
      pages: start > 0 ? Array.from({ length: end - start + 1 }, (_, i) => start + i) : [],
      evidence: t.evidence,
    });
  }
  if (opts.facts) addFactEdges(db, wanted, (raw, company, fallback) => {
    const id = root.get(raw) ?? raw;
    if (!g.hasNode(id) && !entities.has(id)) {
      g.addNode(id, { name: fallback.name, type: fallback.type, scope: fallback.scope, aliases: aliases.get(id) ?? [], companies: [], mentions: 0 });
    }
    return addNode(raw, company);
  }, g);
  return g;
}

/**
 * Each stored fact as an edge from its company's node (or its segment's, itself linked to the
 * company by one `has_segment` edge) to the metric's node, keyed `fact:<fact id>`. Nodes are keyed
 * as resolution keys a mention of the same name (entityId of scope and canonical name), so a fact
 * joins the metric or segment node the triplets already made; a missing one is created, named by
 * the segment or the metric id's words. No node is made for a value.
 */
function addFactEdges(
  db: Db,
  wanted: ((name: string | null, ticker: string | null) => boolean) | null,
  node: (id: string, company: string | null, fallback: { name: string; type: EntityType; scope: string }) => string,
  g: KnowledgeGraph,
): void {
  const docs = new Map<string, { file: string; ticker: string | null; quarter: string | null; year: string | null }>();
  for (const d of db.prepare('SELECT id, file_name AS file, ticker, quarter, year FROM documents').iterate() as IterableIterator<{ id: string; file: string; ticker: string | null; quarter: string | null; year: string | null }>) {
    docs.set(d.id, d);
  }
  for (const f of factsFor(db)) {
    if (f.company === null) continue;
    const doc = docs.get(f.docId);
    if (!doc || (wanted && !wanted(f.company, doc.ticker))) continue;
    const key = companyKey(f.company);
    const keyed = (type: EntityType, name: string) => ({ id: entityId(scopeFor(type, key), companyKey(name)), fallback: { name, type, scope: scopeFor(type, key) } });
    const common = { docId: f.docId, document: doc.file, company: f.company, ticker: doc.ticker, quarter: doc.quarter, year: doc.year, pages: [f.page], evidence: f.sentence };
    const company = keyed('organization', f.company);
    let from = node(company.id, f.company, company.fallback);
    if (f.segment) {
      const seg = keyed('segment', f.segment);
      const segment = node(seg.id, f.company, seg.fallback);
      const link = `segment:${from}:${segment}`;
      if (!g.hasEdge(link)) g.addEdgeWithKey(link, from, segment, { relation: 'has_segment', tripletId: '', chunkId: '', ...common });
      from = segment;
    }
    const metric = keyed('financial_metric', metricWords(f.metric));
    const to = node(metric.id, f.company, metric.fallback);
    g.addEdgeWithKey(`fact:${f.id}`, from, to, {
      relation: factLabel(f), tripletId: '', chunkId: '', ...common,
      factId: f.id, valueText: f.valueText, period: periodLabel(f.period), kind: f.kind,
    });
  }
}

/**
 * Canonical names of the corpus companies a user's string is an alias of (ticker, initials such as
 * "TCS", a mention spelling), read from the resolved aliases.
 */
export function companyAliasKeys(db: Db, company: string): string[] {
  const key = companyKey(company);
  return db
    .prepare(
      `SELECT DISTINCT e.canonical FROM aliases a JOIN entities e ON e.id = a.entity_id
       WHERE a.alias IN (?, ?) AND e.scope = '' AND e.type = 'organization'
         AND a.source IN ('name', 'ticker', 'acronym')`,
    )
    .pluck()
    .all(key, company.trim().toLowerCase()) as string[];
}

/** A predicate matching a company by name (any spelling the canonical form folds), ticker, or extra canonical keys. */
export function companyMatcher(company: string, extraKeys: readonly string[] = []): (name: string | null, ticker: string | null) => boolean {
  const keys = new Set([companyKey(company), ...extraKeys]);
  const lower = company.trim().toLowerCase();
  const memo = new Map<string, boolean>();
  return (name, ticker) => {
    if (ticker !== null && ticker.toLowerCase() === lower) return true;
    if (name === null) return false;
    let hit = memo.get(name);
    if (hit === undefined) memo.set(name, (hit = keys.has(companyKey(name))));
    return hit;
  };
}
