/**
 * The one registry of retrieval modes: `ask --mode` validation, help text, eval's `--mode all`
 * and execution all read this record, so a mode cannot exist in one place and not another.
 */
import type { RetrievalConfig } from '../../core/config/config.js';
import { HybridRagError } from '../../core/errors.js';
import type { RetrievalDeps } from './deps.js';
import { graphRetriever } from './graph-retriever.js';
import { hybridRetriever } from './hybrid-retriever.js';
import { kgarRetriever } from './kgar-retriever.js';
import { MODE_DESCRIPTIONS, MODES, type Mode, type Retriever } from './types.js';
import { vectorRetriever } from './vector-retriever.js';

export interface ModeSpec {
  name: Mode;
  description: string;
  /** Which heavy resources the mode touches (to load only those). */
  needs: { vectors: boolean; graph: boolean };
  /** Traversal depth when --depth is not given. */
  defaultDepth(r: RetrievalConfig): number;
  create(deps: RetrievalDeps): Retriever;
}

export const MODE_REGISTRY: Record<Mode, ModeSpec> = {
  vector: {
    name: 'vector',
    description: MODE_DESCRIPTIONS.vector,
    needs: { vectors: true, graph: false },
    defaultDepth: (r) => r.depth,
    create: vectorRetriever,
  },
  graph: {
    name: 'graph',
    description: MODE_DESCRIPTIONS.graph,
    // A question naming no entity starts its walk from its best dense and lexical hits.
    needs: { vectors: true, graph: true },
    defaultDepth: (r) => r.depth,
    create: graphRetriever,
  },
  hybrid: {
    name: 'hybrid',
    description: MODE_DESCRIPTIONS.hybrid,
    needs: { vectors: true, graph: true },
    defaultDepth: (r) => r.depth,
    create: hybridRetriever,
  },
  kgar: {
    name: 'kgar',
    description: MODE_DESCRIPTIONS.kgar,
    needs: { vectors: true, graph: true },
    defaultDepth: (r) => r.kgarMaxDepth,
    create: kgarRetriever,
  },
};

export function isMode(name: string): name is Mode {
  return (MODES as readonly string[]).includes(name);
}

/** The spec of a mode by name; an unknown name is a USAGE error listing the modes. */
export function getMode(name: string): ModeSpec {
  if (!isMode(name)) {
    throw new HybridRagError('USAGE', `unknown mode "${name}"`, { hint: `use one of: ${MODES.join(', ')}` });
  }
  return MODE_REGISTRY[name];
}
