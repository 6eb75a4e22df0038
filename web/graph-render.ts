/**
 * Graphs drawn with sigma.js (graphology's WebGL renderer), shared by the web UI (the neighbourhood
 * of the entities a question linked) and the page `hybridrag graph view` writes. Nodes are sized by
 * degree and coloured by type; labels are drawn for the best-connected nodes only (sigma's label
 * grid keeps them from overlapping), and for the hovered, selected and searched nodes.
 */
import { MultiDirectedGraph } from 'graphology';
import fa2 from 'graphology-layout-forceatlas2';
import Sigma from 'sigma';

// CommonJS typed as `export default`: at run time (bundled) the default import is the function.
const forceAtlas2 = fa2 as unknown as typeof fa2.default;

export interface DrawNode {
  id: string;
  label: string;
  type: string;
  degree: number;
  /** Precomputed position; nodes without one are laid out here (ForceAtlas2, once). */
  x?: number;
  y?: number;
  /** Shown with a ring: the question's linked entities. */
  seed?: boolean;
}

export interface DrawEdge {
  source: string;
  target: string;
  relation: string;
}

export interface DrawnGraph {
  sigma: Sigma;
  graph: MultiDirectedGraph;
  /** Nodes shown (others hidden), e.g. one company's; null = all. Resets the camera. */
  setVisible(ids: ReadonlySet<string> | null): void;
  /** Highlight nodes whose label contains the text; returns the best-connected hit. */
  search(text: string): string | null;
  select(id: string | null): void;
  kill(): void;
}

export const PALETTE = ['#1f77b4', '#ff7f0e', '#2ca02c', '#d62728', '#9467bd', '#8c564b', '#e377c2', '#7f7f7f', '#bcbd22', '#17becf', '#393b79', '#637939'];
const HIGHLIGHT = '#e6194b';

/** A stable colour per entity type, from the sorted list of types. */
export function typeColours(types: readonly string[]): Map<string, string> {
  return new Map([...types].sort().map((t, i) => [t, PALETTE[i % PALETTE.length]!]));
}

/** Deterministic start positions for nodes without one (a hash of the id on a disc). */
function seeded(id: string, salt: number): number {
  let h = 2166136261 ^ salt;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 16777619);
  return ((h >>> 0) % 100000) / 100000;
}

export function drawGraph(container: HTMLElement, nodes: readonly DrawNode[], edges: readonly DrawEdge[], opts: { onSelect?: (id: string | null) => void; labelAll?: boolean } = {}): DrawnGraph {
  const graph = new MultiDirectedGraph();
  const colours = typeColours([...new Set(nodes.map((n) => n.type))]);
  // Labels for the ~40 best-connected nodes (degree ≥ 3) of a large graph; all of a small one.
  const degrees = nodes.map((n) => n.degree).sort((a, b) => b - a);
  const labelDegree = opts.labelAll || nodes.length <= 40 ? 0 : Math.max(3, degrees[Math.min(39, degrees.length - 1)] ?? 0);
  const maxDegree = Math.max(1, degrees[0] ?? 1);
  let needsLayout = false;
  for (const n of nodes) {
    if (n.x === undefined || n.y === undefined) needsLayout = true;
    const size = 2.5 + 9 * Math.sqrt(n.degree / maxDegree);
    graph.addNode(n.id, {
      label: n.label,
      x: n.x ?? Math.cos(2 * Math.PI * seeded(n.id, 1)) * 10 * seeded(n.id, 2),
      y: n.y ?? Math.sin(2 * Math.PI * seeded(n.id, 1)) * 10 * seeded(n.id, 2),
      size,
      color: colours.get(n.type)!,
      kind: n.type,
      degree: n.degree,
      seed: n.seed === true,
      important: n.degree >= labelDegree,
    });
  }
  for (const e of edges) {
    if (graph.hasNode(e.source) && graph.hasNode(e.target)) graph.addEdge(e.source, e.target, { label: e.relation, size: 1, color: '#c4c8d0' });
  }
  if (needsLayout && graph.order > 1) {
    const settings = { ...forceAtlas2.inferSettings(graph), strongGravityMode: true, gravity: 1 };
    forceAtlas2.assign(graph, { iterations: 200, settings });
  }

  let visible: ReadonlySet<string> | null = null;
  let hits = new Set<string>();
  let selected: string | null = null;
  let hovered: string | null = null;
  const neighbours = (id: string | null): Set<string> => (id && graph.hasNode(id) ? new Set(graph.neighbors(id)) : new Set());
  let near = new Set<string>();

  const sigma = new Sigma(graph, container, {
    // Sigma's label grid draws at most one label per cell, biggest nodes first: no overlaps.
    labelDensity: 0.5,
    labelGridCellSize: 120,
    labelRenderedSizeThreshold: 1,
    labelSize: 12,
    defaultEdgeType: 'arrow',
    renderEdgeLabels: false,
    zIndex: true,
    allowInvalidContainer: true,
    nodeReducer: (id, a) => {
      const r = { ...a };
      if (visible && !visible.has(id)) return { ...r, hidden: true };
      const focus = id === selected || id === hovered || hits.has(id);
      // Focus and seeds always labelled; the important and the focus's neighbours as the grid allows.
      r.forceLabel = focus || a.seed === true;
      if (!r.forceLabel && a.important !== true && !near.has(id)) r.label = '';
      if (hits.has(id) || id === selected) {
        r.color = HIGHLIGHT;
        r.highlighted = true;
        r.zIndex = 2;
      } else if (a.seed === true) {
        r.highlighted = true;
        r.zIndex = 1;
      }
      return r;
    },
    edgeReducer: (edge, a) => {
      const [s, t] = graph.extremities(edge);
      if (visible && (!visible.has(s) || !visible.has(t))) return { ...a, hidden: true };
      const focus = selected ?? hovered;
      if (focus && (s === focus || t === focus)) return { ...a, color: '#5b6275', size: 2, zIndex: 1 };
      return a;
    },
  });
  sigma.on('enterNode', ({ node }) => {
    hovered = node;
    near = neighbours(selected ?? hovered);
    sigma.refresh({ skipIndexation: true });
  });
  sigma.on('leaveNode', () => {
    hovered = null;
    near = neighbours(selected);
    sigma.refresh({ skipIndexation: true });
  });
  const select = (id: string | null): void => {
    selected = id;
    near = neighbours(id);
    sigma.refresh({ skipIndexation: true });
    opts.onSelect?.(id);
  };
  sigma.on('clickNode', ({ node }) => select(node));
  sigma.on('clickStage', () => select(null));

  return {
    sigma,
    graph,
    setVisible(ids) {
      visible = ids;
      selected = null;
      near = new Set();
      sigma.refresh();
      void sigma.getCamera().animatedReset({ duration: 0 });
    },
    search(text) {
      const q = text.trim().toLowerCase();
      hits = new Set();
      if (q !== '') graph.forEachNode((id, a) => {
        if ((!visible || visible.has(id)) && String(a.label).toLowerCase().includes(q)) hits.add(id);
      });
      sigma.refresh({ skipIndexation: true });
      return [...hits].sort((a, b) => graph.degree(b) - graph.degree(a))[0] ?? null;
    },
    select,
    kill: () => sigma.kill(),
  };
}
