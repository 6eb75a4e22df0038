/**
 * The knowledge graph, for retrieval and the `graph` command.
 *
 *   loadGraph(db, { company? }) -> graphology MultiDirectedGraph
 *     nodes: key = entity id (merges applied), attributes
 *       { name, type, scope ('' = global, else the company's canonical name), aliases[], companies[], mentions }
 *     edges: key = triplet id (one edge per triplet: every relation between a pair survives), attributes
 *       { relation, tripletId, chunkId, docId, document (file name), company, ticker, quarter, year,
 *         pages[] (every page of the source chunk), evidence (source sentence or null) }
 *     With `company` (name in any spelling, or ticker) only that company's documents' triplets load.
 *     With `facts`, each stored fact is one more edge, key `fact:<fact id>`: company (or segment, linked
 *     by `has_segment`) → metric node, relation = its label ("NIM 4.1% (Q1 FY24, actual)"), and
 *     attributes factId, valueText, period, kind (the `graph` commands load it so; retrieval does not).
 *
 *   linkEntities(db, text, scope?) -> [{ id, name, type, scope, score, method: exact|alias|fuzzy, span }]
 *     Question text -> node ids. Generic nodes (metrics, roles, periods, ...) are per company: pass
 *     `scope` (company name or ticker) or name the company in the text; otherwise all scopes match.
 *     createEntityLinker(db) builds the index once for many questions.
 *
 *   neighbourhoodLines(graph, seeds, depth) -> readable "head -[relation]-> object (document p. N)" lines.
 *
 * Entities are built by the resolve stage (src/pipeline/resolve/) from triplets written by the
 * extract stage (src/pipeline/extract/); merges are logged in `merges` and reversible with unmerge().
 */
export { loadGraph, companyMatcher, mergeRoots, type KnowledgeGraph, type GraphNodeAttrs, type GraphEdgeAttrs, type LoadGraphOptions } from './load.js';
export { linkEntities, createEntityLinker, FUZZY_LINK_THRESHOLD, type LinkedEntity, type EntityLinker } from './link.js';
export { listMerges, unmerge, type MergeRow } from './merges.js';
export { neighbourhoodLines, findNode } from './neighbourhood.js';

