/**
 * The edges a document filter keeps, without scanning the graph per question. An edge belongs to
 * the document it was read from (by id or file name) or, with none recorded, to its company
 * (edgeFilter's rule); the graph's edges are grouped so once, and a scope's edges are listed once
 * per scope and process.
 */
import { Lru } from '../../core/lru.js';
import type { DocRecord } from './filters.js';
import type { GraphLike } from './graph-api.js';

/** Scopes (filters) whose edge lists a process keeps. */
const SCOPES = 64;

interface EdgeGroups {
  /** Edge ids by the document they were read from (its id or file name). */
  byDocument: Map<string, string[]>;
  /** Edges with no document, by company. */
  byCompany: Map<string, string[]>;
  all: string[];
  scopes: Lru<string, { edges: string[]; nodes: Set<string> }>;
}

const groupsOf = new WeakMap<GraphLike, EdgeGroups>();

function groups(g: GraphLike): EdgeGroups {
  let gr = groupsOf.get(g);
  if (!gr || gr.all.length !== g.size) {
    const byDocument = new Map<string, string[]>();
    const byCompany = new Map<string, string[]>();
    const all: string[] = [];
    const add = (m: Map<string, string[]>, key: string, edge: string) => {
      const list = m.get(key);
      if (list) list.push(edge);
      else m.set(key, [edge]);
    };
    g.forEachEdge((edge, a) => {
      all.push(edge);
      if (a.document) add(byDocument, a.document, edge);
      else if (a.company) add(byCompany, a.company, edge);
    });
    gr = { byDocument, byCompany, all, scopes: new Lru(SCOPES) };
    groupsOf.set(g, gr);
  }
  return gr;
}

/** The edges of the filtered documents (null: every edge), as edgeFilter keeps them, and the nodes they touch. */
export function scopeEdges(g: GraphLike, docs: readonly DocRecord[] | null): { edges: readonly string[]; nodes: ReadonlySet<string> } {
  const gr = groups(g);
  const key = docs === null ? '' : docs.map((d) => d.id).sort().join('\u0000');
  return gr.scopes.get(key, () => {
    let edges: string[] = gr.all;
    if (docs !== null) {
      const set = new Set<string>();
      for (const d of docs) for (const k of [d.id, d.fileName]) for (const e of gr.byDocument.get(k) ?? []) set.add(e);
      for (const c of new Set(docs.map((d) => d.company))) if (c) for (const e of gr.byCompany.get(c) ?? []) set.add(e);
      edges = [...set];
    }
    const nodes = new Set<string>();
    for (const e of edges) nodes.add(g.source(e)).add(g.target(e));
    return { edges, nodes };
  });
}
