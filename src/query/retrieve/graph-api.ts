/**
 * The knowledge-graph functions retrieval uses, as an interface: the graph module (src/graph)
 * supplies them, and retrieval takes them as a dependency so vector-only processes never load it.
 */
import type { MultiDirectedGraph } from 'graphology';
import type { Db } from '../../core/store/db.js';

/** Edge attributes written by the graph module (one edge per triplet). */
export interface EdgeAttrs {
  relation: string;
  chunkId?: string | null;
  document?: string | null;
  company?: string | null;
  quarter?: string | null;
  year?: string | null;
  pages?: number[];
  evidence?: string | null;
}

/** Node attributes: a display name at least. */
export interface NodeAttrs {
  name?: string;
  type?: string;
  [k: string]: unknown;
}

export type GraphLike = MultiDirectedGraph<NodeAttrs, EdgeAttrs>;

/** An entity mention in a text linked to a graph node. */
export interface LinkedEntity {
  /** The graph node key. */
  id: string;
  name: string;
  /** Link confidence in [0, 1]. */
  score: number;
  /** exact | alias | fuzzy | embedding */
  method: string;
}

export interface GraphApi {
  loadGraph(db: Db, opts: { company?: string }): GraphLike;
  linkEntities(db: Db, text: string, scope?: string): LinkedEntity[] | Promise<LinkedEntity[]>;
}
