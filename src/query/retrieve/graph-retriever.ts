/**
 * GraphRAG: link the question's entities to graph nodes, walk their neighbourhood to `depth` in
 * both directions keeping edges whose metadata passes the filters, and hand the answerer triplet
 * lines with their source (document, page), most relevant first, capped by a character budget.
 */
import { HybridRagError } from '../../core/errors.js';
import { withFinanceTerms } from '../../core/text/finance-paraphrases.js';
import type { RetrievalDeps } from './deps.js';
import { resolveFilters, type DocRecord } from './filters.js';
import type { EdgeAttrs, GraphLike, LinkedEntity } from './graph-api.js';
import { embeddingLink } from './embedding-link.js';
import { scopeEdges } from './scope-edges.js';
import { repliedEdges } from './asking-turns.js';
import { walkEdges } from '../graph/walk.js';
import { namedEntities, PassageGraph, rankPassages, type EntityInfo, type RankedPassage } from '../graph/passage-graph.js';
import { chunkContexts } from './chunk-contexts.js';
import { denseLexicalSearch } from './vector-retriever.js';
import { entityKey } from '../../core/text/entity-mentions.js';
import { relevanceFromTerms, termSet } from './relevance.js';
import { edgeTermIndex, indexedRelevance, type EdgeTermIndex } from './edge-term-index.js';
import type { Context, Query, Retriever } from './types.js';

/*
 * Least question/node-name cosine for embedding links (config retrieval.embeddingLinkMin). SIF
 * similarities of a question to node names sit between 0.70 (10th percentile of the best match)
 * and 0.86 (90th) on the Nifty-50 questions; the default 0.75 keeps the better half.
 */

export interface TripletLine {
  edge: string;
  text: string;
  attrs: EdgeAttrs;
  /** Hops from the nearest linked entity (0 = touches one). */
  hop: number;
  score: number;
}

/** "Head —[relation]→ Object" for an edge. */
export function tripletText(g: GraphLike, edge: string): string {
  const name = (n: string) => String(g.getNodeAttribute(n, 'name') ?? n);
  return `${name(g.source(edge))} —[${g.getEdgeAttribute(edge, 'relation')}]→ ${name(g.target(edge))}`;
}

/** "(TCS.pdf p. 3)": where a triplet was read. */
export function sourceText(a: EdgeAttrs): string {
  const pages = a.pages && a.pages.length > 0 ? ` p. ${a.pages.join(', ')}` : '';
  return a.document ? ` (${a.document}${pages})` : '';
}

/** One context line: the triplet, its evidence sentence when asked for and known, its source. */
export function lineText(g: GraphLike, edge: string, withEvidence: boolean): string {
  const a = g.getEdgeAttributes(edge);
  const ev = withEvidence && a.evidence ? ` — "${a.evidence.replace(/\s+/g, ' ').trim()}"` : '';
  return `${tripletText(g, edge)}${ev}${sourceText(a)}`;
}

/** Does an edge's provenance fall inside the filtered documents? */
export function edgeFilter(docs: readonly DocRecord[] | null): (a: EdgeAttrs) => boolean {
  if (docs === null) return () => true;
  const keys = new Set(docs.flatMap((d) => [d.id, d.fileName]));
  const companies = new Set(docs.map((d) => d.company).filter(Boolean));
  return (a) => (a.document ? keys.has(a.document) : !!a.company && companies.has(a.company));
}

/**
 * The edges graph retrieval may use: inside the filters, and read from a reply, never from an
 * analyst's question or the moderator (asking-turns.ts).
 */
export function usableEdges(deps: RetrievalDeps, docs: readonly DocRecord[] | null): (a: EdgeAttrs) => boolean {
  const inScope = edgeFilter(docs);
  const replied = repliedEdges(deps);
  return (a) => inScope(a) && replied(a);
}

/** The term set of an edge (triplet + evidence), computed once per edge when a cache is given. */
export function edgeTerms(g: GraphLike, edge: string, cache?: Map<string, Set<string>>): Set<string> {
  let t = cache?.get(edge);
  if (!t) {
    t = termSet(`${tripletText(g, edge)} ${g.getEdgeAttribute(edge, 'evidence') ?? ''}`);
    cache?.set(edge, t);
  }
  return t;
}

/**
 * Rank candidate edges by relevance to the question, discounted by hops from the linked entities.
 * `usable` is asked only of the edges a line is made of (lines are made as far as `maxChars` reaches).
 * `scope` adds the edges of an indexed scope as candidates `scope.hop` hops away (those `edges`
 * does not hold already): their relevance is read off the index, not computed edge by edge.
 */
export function rankLines(
  g: GraphLike,
  question: string,
  edges: ReadonlyMap<string, number>,
  withEvidence = true,
  termCache?: Map<string, Set<string>>,
  maxChars = Infinity,
  usable: (a: EdgeAttrs) => boolean = () => true,
  scope?: { index: EdgeTermIndex; hop: number },
): TripletLine[] {
  const searched = withFinanceTerms(question);
  const hopOf = (edge: string): number | undefined => edges.get(edge) ?? (scope?.index.edges.has(edge) ? scope.hop : undefined);
  // The order is score descending, then edge id: the scored edges are sorted, and the edges that
  // share no term with the question (score 0, most of them when the whole scope is a candidate)
  // follow in id order, as far as the budget reaches.
  const scored: { edge: string; hop: number; score: number }[] = [];
  let candidates: number;
  if (scope) {
    const extra = new Map<string, Set<string>>();
    for (const edge of edges.keys()) if (!scope.index.edges.has(edge)) extra.set(edge, edgeTerms(g, edge, termCache));
    candidates = scope.index.edges.size + extra.size;
    for (const [edge, rel] of indexedRelevance(scope.index, [...termSet(searched)], extra)) {
      const hop = hopOf(edge)!;
      scored.push({ edge, hop, score: rel / (1 + hop) });
    }
  } else {
    const ids = [...edges.keys()];
    candidates = ids.length;
    const rel = relevanceFromTerms(searched, ids.map((edge) => edgeTerms(g, edge, termCache)));
    ids.forEach((edge, i) => {
      const hop = edges.get(edge)!;
      const score = rel[i]! / (1 + hop);
      if (score > 0) scored.push({ edge, hop, score });
    });
  }
  let unscored = candidates - scored.length;
  scored.sort((a, b) => b.score - a.score || (a.edge < b.edge ? -1 : 1));
  // Lines are formatted only as far as a budget of `maxChars` can reach: rank first, format after.
  const out: TripletLine[] = [];
  let used = 0;
  const take = (edge: string, hop: number, score: number): boolean => {
    if (used > maxChars) return false;
    if (!usable(g.getEdgeAttributes(edge))) return true;
    const text = lineText(g, edge, withEvidence);
    used += text.length + 1;
    out.push({ edge, hop, attrs: g.getEdgeAttributes(edge), score, text });
    return true;
  };
  for (const l of scored) if (!take(l.edge, l.hop, l.score)) return out;
  if (unscored === 0) return out;
  const zeros = scored.length === 0 ? null : new Set(scored.map((l) => l.edge));
  for (const edge of unscoredInOrder(g, edges, scope === undefined, zeros, unscored)) {
    const hop = hopOf(edge);
    if (hop === undefined || zeros?.has(edge)) continue;
    if (!take(edge, hop, 0) || --unscored === 0) break;
  }
  return out;
}

/**
 * The candidates to visit for the unscored edges, in ascending id order: a few of them (walked
 * edges alone) sorted, else the graph's sorted edge ids (the caller skips the non-candidates).
 */
function unscoredInOrder(g: GraphLike, edges: ReadonlyMap<string, number>, onlyEdges: boolean, scored: ReadonlySet<string> | null, unscored: number): Iterable<string> {
  if (!onlyEdges || unscored * FEW_UNSCORED > g.size) return sortedEdges(g);
  return [...edges.keys()].filter((e) => !scored?.has(e)).sort();
}

/** Under a sixteenth of the graph's edges, unscored candidates are sorted rather than found in its sorted edge ids. */
const FEW_UNSCORED = 16;

/** A graph's edge ids in ascending order (as `<` compares them), kept per graph until its size changes. */
const edgeOrder = new WeakMap<GraphLike, string[]>();
function sortedEdges(g: GraphLike): string[] {
  let ids = edgeOrder.get(g);
  if (!ids || ids.length !== g.size) {
    ids = g.edges().sort();
    edgeOrder.set(g, ids);
  }
  return ids;
}

/** Pack ranked lines into contexts grouped by source chunk, within a character budget. */
export function packLines(lines: readonly TripletLine[], budgetChars: number): Context[] {
  const groups = new Map<string, { lines: string[]; first: TripletLine; pages: Set<number>; score: number }>();
  let used = 0;
  for (const l of lines) {
    const cost = l.text.length + 1;
    if (used + cost > budgetChars) break;
    used += cost;
    const key = `${l.attrs.document ?? ''}\u0000${l.attrs.chunkId ?? ''}`;
    const g = groups.get(key) ?? { lines: [], first: l, pages: new Set<number>(), score: l.score };
    g.lines.push(l.text);
    for (const p of l.attrs.pages ?? []) g.pages.add(p);
    groups.set(key, g);
  }
  return [...groups.values()].map((g) => ({
    channel: 'graph' as const,
    kind: 'triplets' as const,
    text: g.lines.join('\n'),
    chunkId: g.first.attrs.chunkId ?? null,
    document: g.first.attrs.document ?? '',
    company: g.first.attrs.company ?? null,
    quarter: g.first.attrs.quarter ?? null,
    year: g.first.attrs.year ?? null,
    pages: [...g.pages].sort((a, b) => a - b),
    score: Math.round(g.score * 1e4) / 1e4,
  }));
}

/** The single company a filter selects, to load only that company's subgraph. */
export function companyScope(docs: readonly DocRecord[] | null): string | undefined {
  if (docs === null) return undefined;
  const names = new Set(docs.map((d) => d.company));
  return names.size === 1 && !names.has(null) ? [...names][0]! : undefined;
}

export async function linkQuestion(deps: RetrievalDeps, text: string, scope: string | undefined): Promise<LinkedEntity[]> {
  return (await deps.graphApi!.linkEntities(deps.db, withFinanceTerms(text, { wordingsOnly: true }), scope)).filter((e) => e.score > 0);
}

/** Search hits that seed the walk (their passages, not their words). */
const SEARCH_SEEDS = 5;
/**
 * Their share of the restart mass beside named entities: a small one. On the 2Wiki dev questions
 * (names of films and people) more of it pulls in passages that share words but not the chain
 * (0.975 of questions with every supporting passage at 0.02, 0.924 at 0.15); on the Nifty-50
 * questions (named metrics and places, generic within a call) less of it loses evidence
 * (recall 0.825 at 0, 0.885 at 0.02, 0.905 at 0.05).
 */
const SEARCH_SEED_SHARE = 0.03;

/** The process's entity–passage graph (read from the store as the walks reach it). */
export function passageGraphOf(deps: RetrievalDeps): PassageGraph {
  return deps.memo('passage-graph', () => new PassageGraph(deps.db));
}

/** Keep only the filtered documents (null: every document). */
export function docScope(docIds: readonly string[] | null): ((docId: string) => boolean) | undefined {
  if (docIds === null) return undefined;
  const docs = new Set(docIds);
  return (docId) => docs.has(docId);
}

/**
 * The passages a personalised PageRank walk reaches from the entities `text` names and its best
 * lexical hits, in the filtered documents, best first: the graph channel's passages.
 */
export async function walkPassages(
  deps: RetrievalDeps,
  text: string,
  scope: {
    docIds: readonly string[] | null;
    companies?: readonly string[];
    /** The question's dense and lexical hits (chunk ids, best first) when already searched: they seed the walk. */
    searchHits?: readonly string[];
  },
  limit: number,
): Promise<{ ranked: RankedPassage[]; named: EntityInfo[] }> {
  const pg = passageGraphOf(deps);
  // The scope's own companies tell no passage of the scope from another: they seed nothing.
  const scopeCompanies = new Set((scope.companies ?? []).map((c) => pg.entity(entityKey(c))?.key));
  const named = namedEntities(pg, text).filter((e) => !scopeCompanies.has(e.key));
  // Named entities lead the walk, the best dense and lexical hits nudge it; a question that names
  // no entity starts from those hits alone.
  const r = deps.config.retrieval;
  const passages = scope.searchHits
    ? scope.searchHits.slice(0, Math.max(SEARCH_SEEDS, limit))
    : (await denseLexicalSearch(deps, text, scope.docIds, Math.max(SEARCH_SEEDS, limit), { denseWeight: r.denseWeight, successorWeight: r.successorWeight, questionEchoMin: r.questionEchoMin })).map((h) => h.id);
  const ranked = rankPassages(pg, { entities: named, passages, passageSeedWeight: named.length > 0 ? SEARCH_SEED_SHARE : 0.5 }, limit, docScope(scope.docIds));
  return { ranked, named };
}

/** The graph channel of a question: the walk's passages (and whether entities it names led it), and the triplet lines. */
export interface GraphChannel {
  passages: Context[];
  /** Did entities the question names (besides its scope's companies) lead the walk? Else its search hits did. */
  entityLed: boolean;
  lines: Context[];
}

/**
 * The graph channel of a question. Beside a search already run (`search`: its hits seed the walk,
 * and its contexts' documents are left to it, see walkReach), the walk is skipped when the search
 * reached every document of the question's scope.
 */
export async function graphChannel(
  deps: RetrievalDeps,
  q: Query,
  search?: { hits: readonly string[]; found: readonly Context[] },
): Promise<GraphChannel> {
  if (!deps.graphApi) {
    throw new HybridRagError('USAGE', 'this build has no knowledge graph module', { hint: 'use --mode vector' });
  }
  const { docIds, docs } = resolveFilters(deps.db, q.filters);
  const scoped = docIds === null ? null : docs;
  const found = new Set(search?.found.map((c) => c.document));
  const walkable = !(scoped && search && scoped.every((d) => found.has(d.fileName)));
  const walked = walkable
    ? await walkPassages(deps, q.question, { docIds, companies: companiesOf(scoped), searchHits: search?.hits }, q.topK)
    : { ranked: [], named: [] };
  const passages = chunkContexts(deps.db, walked.ranked.map((r) => ({ id: r.chunkId, score: r.score })), 'graph');
  return {
    passages: search ? walkReach(passages, search.found) : passages,
    entityLed: walked.named.length > 0,
    lines: await tripletContexts(deps, q, scoped),
  };
}

/**
 * The walk's passages in documents none of `found` (the search's contexts) comes from. What the
 * graph adds beside a search is the passages its bridges reach in other documents (the director's
 * own page, another call); a passage of a document the search already reached is one the search
 * ranked lower for the same question. (Nifty-50 questions, each scoped to one call: such passages
 * added no evidence and put the evidence the search had found among more contexts.)
 */
export function walkReach(passages: readonly Context[], found: readonly Context[]): Context[] {
  const docs = new Set(found.map((c) => c.document));
  return passages.filter((c) => !docs.has(c.document));
}

/** The companies of filtered documents (none when unfiltered). */
export function companiesOf(scoped: readonly DocRecord[] | null): string[] {
  return scoped === null ? [] : [...new Set(scoped.map((d) => d.company).filter((c): c is string => !!c))];
}

export function graphRetriever(deps: RetrievalDeps): Retriever {
  return {
    async retrieve(q: Query): Promise<Context[]> {
      const g = await graphChannel(deps, q);
      return [...g.passages, ...g.lines];
    },
  };
}

/** Triplet and fact lines around the entities of the question (or, with none linked, the scope's most relevant ones). */
async function tripletContexts(deps: RetrievalDeps, q: Query, scoped: readonly DocRecord[] | null): Promise<Context[]> {
  const scope = companyScope(scoped);
  // One whole graph per process, filtered per question: loading a company's subgraph costs
  // as much as loading it all (the entity tables are read either way).
  const g = deps.graph();
  const keep = usableEdges(deps, scoped);
  let linked = (await linkQuestion(deps, q.question, scope)).filter((e) => g.hasNode(e.id));
  const named = linked.length > 0;
  // The scope's edges are listed by their filter alone; whether each was read from a reply is
  // asked of the lines made (rankLines), not of every edge of the scope.
  const inScope = named ? null : scopeEdges(g, scoped);
  if (inScope) linked = await embeddingLink(deps, g, q.question, inScope.nodes, { minScore: deps.config.retrieval.embeddingLinkMin });
  const edges = walkEdges(g, linked.map((e) => e.id), q.depth, keep);
  const r = deps.config.retrieval;
  const terms = deps.memo('graph-edge-terms', () => new Map<string, Set<string>>());
  // Weak (embedding) links or none: the rest of the scope's edges may fill the budget after
  // the neighbourhood's, ranked by relevance and discounted as one hop further.
  const hop = Math.max(1, q.depth);
  let indexed: { index: EdgeTermIndex; hop: number } | undefined;
  if (inScope && inScope.edges.length >= INDEXED_SCOPE_MIN) indexed = { index: scopeTermIndex(inScope, (e) => edgeTerms(g, e, terms)), hop };
  else if (inScope) for (const edge of inScope.edges) if (!edges.has(edge)) edges.set(edge, hop);
  return packLines(rankLines(g, q.question, edges, r.graphEvidence, terms, r.graphBudgetChars, keep, indexed), r.graphBudgetChars);
}

/**
 * Scopes of at least this many edges are ranked from a term index (built once per scope and
 * process); smaller ones (a company's call, some hundred edges) edge by edge, as cheaply.
 */
const INDEXED_SCOPE_MIN = 2000;

/** The term index of a scope's edges, kept with the scope (scope-edges.ts keeps each scope's object while it is in use). */
const scopeIndexes = new WeakMap<object, EdgeTermIndex>();
function scopeTermIndex(scope: { edges: readonly string[] }, termsOf: (edge: string) => ReadonlySet<string>): EdgeTermIndex {
  let index = scopeIndexes.get(scope);
  if (!index) scopeIndexes.set(scope, (index = edgeTermIndex(scope.edges, termsOf)));
  return index;
}
