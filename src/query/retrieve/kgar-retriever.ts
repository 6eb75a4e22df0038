/**
 * kgar (knowledge-graph-augmented retrieval, multi-hop): decompose the question into sub-queries;
 * for each, link its entities, summarise their relations, run a vector search with summary +
 * sub-query, then move to unvisited neighbour nodes and repeat up to the query's depth (`--depth`,
 * default `kgarMaxDepth`). The context
 * handed to the answerer is the sub-queries, the node summaries and the retrieved documents.
 */
import { HybridRagError } from '../../core/errors.js';
import { chunkContexts } from './chunk-contexts.js';
import { decompose } from './decompose.js';
import type { RetrievalDeps } from './deps.js';
import { resolveFilters } from './filters.js';
import type { EdgeAttrs, GraphLike } from './graph-api.js';
import { companyScope, edgeTerms, linkQuestion, tripletText, usableEdges } from './graph-retriever.js';
import { relevanceFromTerms, relevanceScores } from './relevance.js';
import type { Context, Query, Retriever } from './types.js';
import { denseLexicalSearch } from './vector-retriever.js';

/** Nodes expanded per hop; relations kept per node summary. */
const NODES_PER_HOP = 3;
const RELATIONS_PER_SUMMARY = 6;

export interface NodeSummary {
  node: string;
  text: string;
  /** Neighbours reached through the summarised edges (candidates for the next hop). */
  neighbours: string[];
  attrs: EdgeAttrs | null;
}

/** "Node: relation object; relation object; ..." from the node's edges most relevant to the sub-query. */
export function summariseNode(
  g: GraphLike,
  node: string,
  subQuery: string,
  keep: (a: EdgeAttrs) => boolean,
  termCache?: Map<string, Set<string>>,
): NodeSummary {
  const edges: string[] = [];
  g.forEachEdge(node, (e, a) => {
    if (keep(a)) edges.push(e);
  });
  // Ranked on the triplet and its evidence sentence: the relation label alone is often generic.
  const rel = relevanceFromTerms(subQuery, edges.map((e) => edgeTerms(g, e, termCache)));
  // One line per distinct triplet text: the same relation read from several sentences says it once.
  const seen = new Set<string>();
  const top = edges
    .map((e, i) => ({ e, s: rel[i]! }))
    .sort((a, b) => b.s - a.s || (a.e < b.e ? -1 : 1))
    .filter(({ e }) => {
      const t = tripletText(g, e);
      if (seen.has(t)) return false;
      seen.add(t);
      return true;
    })
    .slice(0, RELATIONS_PER_SUMMARY);
  const name = String(g.getNodeAttribute(node, 'name') ?? node);
  const lines = top.map(({ e }) => tripletText(g, e));
  return {
    node,
    text: lines.length > 0 ? `${name}: ${lines.join('; ')}` : name,
    neighbours: top.map(({ e }) => (g.source(e) === node ? g.target(e) : g.source(e))),
    attrs: top[0] ? g.getEdgeAttributes(top[0].e) : null,
  };
}

function graphContext(kind: 'summary' | 'subquery', text: string, attrs: EdgeAttrs | null, score: number): Context {
  return {
    channel: 'graph',
    kind,
    text,
    chunkId: attrs?.chunkId ?? null,
    document: attrs?.document ?? '',
    company: attrs?.company ?? null,
    quarter: attrs?.quarter ?? null,
    year: attrs?.year ?? null,
    pages: attrs?.pages ?? [],
    score,
  };
}

/** The sub-question of a kgar 'subquery' context, without its "Sub-question i of n: " label. */
export const subQuestionOf = (text: string): string => text.replace(/^Sub-question \d+ of \d+:\s*/, '');

export function kgarRetriever(deps: RetrievalDeps): Retriever {
  const r = deps.config.retrieval;
  return {
    async retrieve(q: Query): Promise<Context[]> {
      if (!deps.graphApi) throw new HybridRagError('USAGE', 'this build has no knowledge graph module', { hint: 'use --mode vector' });
      const { docIds, docs } = resolveFilters(deps.db, q.filters);
      const scoped = docIds === null ? null : docs;
      const scope = companyScope(scoped);
      const g = deps.graph();
      const keep = usableEdges(deps, scoped);
      const subQueries = decompose(q.question, r.maxSubQueries);
      const terms = deps.memo('graph-edge-terms', () => new Map<string, Set<string>>());
      const visited = new Set<string>();
      const seenChunks = new Set<string>();
      const heads: Context[] = [];
      const summaries: Context[] = [];
      const documents: Context[] = [];
      for (const [i, sq] of subQueries.entries()) {
        heads.push(graphContext('subquery', `Sub-question ${i + 1} of ${subQueries.length}: ${sq}`, null, 1));
        let frontier = (await linkQuestion(deps, sq, scope)).map((e) => e.id).filter((id) => g.hasNode(id));
        for (let hop = 0; hop < Math.max(1, q.depth); hop++) {
          const fresh = frontier.filter((n) => !visited.has(n)).slice(0, NODES_PER_HOP);
          const sums = fresh.map((n) => summariseNode(g, n, sq, keep, terms));
          for (const n of fresh) visited.add(n);
          // A node none of whose relations the filters keep is its bare name: no fact, no source.
          for (const s of sums) if (s.attrs) summaries.push(graphContext('summary', s.text, s.attrs, 1 / (1 + hop)));
          const hits = await denseLexicalSearch(deps, sq, docIds, r.kgarTopK + seenChunks.size, {
            context: sums.map((s) => s.text).join('\n'),
            denseWeight: r.denseWeight,
            successorWeight: r.successorWeight,
            questionEchoMin: r.questionEchoMin,
          });
          const fresher = hits.filter((h) => !seenChunks.has(h.id)).slice(0, r.kgarTopK);
          for (const h of fresher) seenChunks.add(h.id);
          documents.push(...chunkContexts(deps.db, fresher, 'vector'));
          // Next hop: unvisited neighbours, most relevant to the sub-query first.
          const cands = [...new Set(sums.flatMap((s) => s.neighbours))].filter((n) => !visited.has(n));
          const rel = relevanceScores(sq, cands.map((n) => String(g.getNodeAttribute(n, 'name') ?? n)));
          frontier = cands.map((n, i) => ({ n, s: rel[i]! })).sort((a, b) => b.s - a.s).map((x) => x.n);
          if (frontier.length === 0) break;
        }
      }
      return [...heads, ...summaries, ...documents];
    },
  };
}
