/**
 * kgar (knowledge-graph-augmented retrieval, multi-hop): decompose the question into sub-queries;
 * for each, hop: summarise the relations of the triplet nodes the hop starts from, walk the
 * entity–passage graph from the entities it starts from (personalised PageRank) and search densely
 * and lexically. Hop 1 starts from what the sub-query names; each next hop from the last hop's
 * links: its summarised nodes' neighbours, and the bridges its passages lead to (entities they
 * mention that have passages of their own: the film's director), up to the query's depth
 * (`--depth`, default `kgarMaxDepth`). The context handed to the answerer is the sub-queries, the
 * node summaries and the passages, each labelled with the hop that found it.
 */
import { HybridRagError } from '../../core/errors.js';
import { chunkContexts } from './chunk-contexts.js';
import { decompose } from './decompose.js';
import type { RetrievalDeps } from './deps.js';
import { resolveFilters } from './filters.js';
import type { EdgeAttrs, GraphLike } from './graph-api.js';
import { companiesOf, docScope, companyScope, edgeTerms, linkQuestion, passageGraphOf, tripletText, usableEdges, walkPassages, walkReach } from './graph-retriever.js';
import { bridgesOf, rankPassages } from '../graph/passage-graph.js';
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
      const companies = companiesOf(scoped);
      const g = deps.graph();
      const pg = passageGraphOf(deps);
      const inScope = docScope(docIds);
      const keep = usableEdges(deps, scoped);
      const subQueries = decompose(q.question, r.maxSubQueries);
      const terms = deps.memo('graph-edge-terms', () => new Map<string, Set<string>>());
      const visitedNodes = new Set<string>();
      const seenChunks = new Set<string>();
      const heads: Context[] = [];
      const summaries: Context[] = [];
      const documents: Context[] = [];
      const takeNew = (ranked: readonly { id: string; score: number }[]) => {
        const out = ranked.filter((h) => !seenChunks.has(h.id)).slice(0, r.kgarTopK);
        for (const h of out) seenChunks.add(h.id);
        return out;
      };
      for (const [i, sq] of subQueries.entries()) {
        heads.push(graphContext('subquery', `Sub-question ${i + 1} of ${subQueries.length}: ${sq}`, null, 1));
        // Hop 1 starts from the triplet nodes the sub-question names (summarised) and the entities it
        // names (the walk, nudged by the hop's search hits). Each next hop follows both kinds of
        // link out of the last one: the summarised nodes' relations to nodes not yet visited, and
        // the bridges its passages lead to. Each hop searches densely and lexically once, with its
        // node summaries and bridges' names as context.
        let frontier = (await linkQuestion(deps, sq, scope)).map((e) => e.id).filter((id) => g.hasNode(id));
        let walked: Awaited<ReturnType<typeof walkPassages>> | undefined;
        const visited = new Set<string>();
        let bridgeNames: string[] = [];
        for (let hop = 1; hop <= Math.max(1, q.depth); hop++) {
          const nodes = frontier.filter((n) => !visitedNodes.has(n)).slice(0, NODES_PER_HOP);
          const sums = nodes.map((n) => summariseNode(g, n, sq, keep, terms));
          for (const n of nodes) visitedNodes.add(n);
          // A node none of whose relations the filters keep is its bare name: no fact, no source.
          for (const s of sums) if (s.attrs) summaries.push({ ...graphContext('summary', s.text, s.attrs, 1 / hop), hop });
          const limit = r.kgarTopK + seenChunks.size;
          const hits = await denseLexicalSearch(deps, sq, docIds, limit, {
            context: [...sums.map((s) => s.text), ...bridgeNames].join('\n'),
            denseWeight: r.denseWeight,
            successorWeight: r.successorWeight,
            questionEchoMin: r.questionEchoMin,
          });
          if (!walked) {
            walked = await walkPassages(deps, sq, { docIds, companies, searchHits: hits.map((h) => h.id) }, limit);
            for (const e of walked.named) visited.add(e.key);
          }
          const passages = walked.ranked;
          documents.push(...chunkContexts(deps.db, takeNew(hits), 'vector').map((c) => ({ ...c, hop })));
          // A walk no entity led (the sub-question names none) only circles the search hits; one
          // entities led adds the passages it reached in documents the contexts so far do not hold.
          if (walked.named.length > 0) {
            const unseen = passages.filter((p) => !seenChunks.has(p.chunkId)).map((p) => ({ id: p.chunkId, score: p.score }));
            const reached = walkReach(chunkContexts(deps.db, unseen, 'graph'), documents).slice(0, r.kgarTopK);
            for (const c of reached) seenChunks.add(c.chunkId!);
            documents.push(...reached.map((c) => ({ ...c, hop })));
          }
          if (hop === Math.max(1, q.depth)) break;
          // Relations: the unvisited neighbours of the summarised nodes, most relevant to the sub-question first.
          const cands = [...new Set(sums.flatMap((s) => s.neighbours))].filter((n) => !visitedNodes.has(n));
          const rel = relevanceScores(sq, cands.map((n) => String(g.getNodeAttribute(n, 'name') ?? n)));
          frontier = cands.map((n, j) => ({ n, s: rel[j]! })).sort((a, b) => b.s - a.s).map((x) => x.n);
          // Bridges: entities the hop's passages mention, and the own title or subject of those
          // in documents the contexts do not hold yet, that are the title or subject of passages of
          // their own where the filters let those passages be returned. A returned document's own
          // name (a call's running header) leads back where the hop already is.
          const held = new Set(documents.map((c) => (c.chunkId ? pg.docOf(c.chunkId) : null)));
          const bridges = bridgesOf(pg, passages, visited, NODES_PER_HOP, {
            leads: (b) => !inScope || pg.aboutDocs(b.key).some(inScope),
            ownLeads: (chunkId) => !held.has(pg.docOf(chunkId)),
          });
          for (const b of bridges) visited.add(b.key);
          bridgeNames = bridges.map((b) => b.name);
          if (frontier.length === 0 && bridges.length === 0) break;
          walked = { ranked: bridges.length > 0 ? rankPassages(pg, { entities: bridges }, r.kgarTopK + seenChunks.size, inScope) : [], named: bridges };
        }
      }
      return [...heads, ...summaries, ...documents];
    },
  };
}
