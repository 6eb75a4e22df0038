/** `hybridrag graph stats|show|export|view|merges|unmerge|resolve`: inspect and fix the knowledge graph. */
import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportGraph, type ExportFormat } from '../../query/graph/export-formats.js';
import { findNode, neighbourhoodLines } from '../../query/graph/neighbourhood.js';
import { listMerges, unmerge } from '../../query/graph/merges.js';
import { loadGraph, type KnowledgeGraph } from '../../query/graph/load.js';
import { graphStats, type GraphStats } from '../../query/graph/stats.js';
import { renderViewHtml } from '../../query/graph/view-html.js';
import { openDb, type Db } from '../../core/store/db.js';
import type { Output } from '../ui/output.js';
import { commandContext } from '../context.js';
import { HybridRagError } from '../../core/errors.js';
import { resolveCompanyName } from '../../query/scope/resolve.js';

/**
 * Load the graph, of one company when `company` is given (any spelling `ask --company` takes,
 * resolved to the stored name), and run `fn` on it. A company that matches nothing, or whose
 * documents hold no triplets, is a NO_MATCH error; an empty whole graph is an error when
 * `needsNodes` (a file of nothing is never written), else a warning.
 */
async function withGraph<T>(cmd: Command, company: string | undefined, fn: (db: Db, g: KnowledgeGraph, out: Output, name: string | undefined) => T, needsNodes = false): Promise<T> {
  const { config, out } = await commandContext(cmd);
  const db = openDb(config.workdir, { mustExist: true, readonly: true });
  try {
    const name = company === undefined ? undefined : resolveCompanyName(company, db, config);
    const t0 = performance.now();
    // The graph as the commands show it: triplets, and the stored facts as labelled edges.
    const g = loadGraph(db, { ...(name ? { company: name } : {}), facts: true });
    out.debug(`graph loaded in ${Math.round(performance.now() - t0)} ms: ${g.order} nodes, ${g.size} edges`);
    if (g.order === 0) {
      const build = 'run `hybridrag ingest <folder>` (its extract and resolve stages build it)';
      if (name) throw new HybridRagError('NO_MATCH', `the graph holds no triplets from ${name}'s documents`, { hint: `${build}, or see which companies it covers with \`hybridrag graph stats\`` });
      if (needsNodes) throw new HybridRagError('NO_MATCH', 'the graph is empty', { hint: build });
      out.warn(`the graph is empty: ${build}`);
    }
    return fn(db, g, out, name);
  } finally {
    db.close();
  }
}

/** The default file of `graph view`: graph.html, or graph-<company>.html for one company. */
export function defaultViewFile(company: string | undefined): string {
  const slug = company?.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return slug ? `graph-${slug}.html` : 'graph.html';
}

function printStats(out: Output, s: GraphStats): void {
  out.print(`nodes ${s.nodes}, edges ${s.edges}, triplets ${s.triplets} (unresolved ${s.unresolvedTriplets})`);
  out.print(`components ${s.components} (largest ${s.largestComponent} nodes); degree mean ${s.degree.mean}, max ${s.degree.max}`);
  out.print(`degree histogram: ${Object.entries(s.degree.histogram).map(([k, v]) => `${k}:${v}`).join('  ')}`);
  out.print(`node types: ${Object.entries(s.nodesByType).map(([k, v]) => `${k} ${v}`).join(', ')}`);
  out.print(`chunks: ${s.chunks.total} total, ${s.chunks.extracted} extracted, ${s.chunks.quarantined} quarantined, ${s.chunks.pending} pending`);
  out.print(`merges: ${s.merges.active} active, ${s.merges.reverted} reverted`);
  out.print('top entities per company:');
  for (const [c, list] of Object.entries(s.topByCompany)) out.print(`  ${c}: ${list.map((e) => `${e.name} (${e.degree})`).join(', ')}`);
  out.print('top entities per type:');
  for (const [t, list] of Object.entries(s.topByType)) out.print(`  ${t}: ${list.map((e) => `${e.name}${e.scope ? ` [${e.scope}]` : ''} (${e.degree})`).join(', ')}`);
}

export async function runGraphStats(cmd: Command, o: { json?: boolean; company?: string }): Promise<void> {
  await withGraph(cmd, o.company, (db, g, out) => {
    const s = graphStats(db, g);
    if (o.json) out.json(s);
    else printStats(out, s);
  });
}

export async function runGraphShow(cmd: Command, entity: string, o: { depth: number; company?: string; json?: boolean }): Promise<void> {
  await withGraph(cmd, o.company, (_db, g, out) => {
    const [node, ...others] = findNode(g, entity);
    const a = g.getNodeAttributes(node!);
    if (others.length > 0 && !o.json) {
      const scopes = others.slice(0, 5).map((n) => g.getNodeAttribute(n, 'scope') || 'global').join(', ');
      out.info(`${others.length} other node(s) match "${entity}" (${scopes}${others.length > 5 ? ', ...' : ''}): pass --company to choose`);
    }
    const lines = neighbourhoodLines(g, [node!], o.depth);
    if (o.json) return out.json({ id: node, ...a, lines });
    out.print(`${a.name} [${a.type}${a.scope ? `, ${a.scope}` : ''}] ${g.degree(node!)} edges; aliases: ${a.aliases.join(', ') || '-'}`);
    for (const l of lines) out.print(`${'  '.repeat(l.hop)}${l.text}    (${l.source})`);
  });
}

export async function runGraphExport(cmd: Command, o: { format: ExportFormat; out: string; company?: string }): Promise<void> {
  await withGraph(cmd, o.company, (_db, g, out) => {
    const path = resolve(o.out);
    writeFileSync(path, exportGraph(g, o.format));
    out.info(`wrote ${g.order} nodes and ${g.size} edges to ${path}`);
  }, true);
}

export async function runGraphView(cmd: Command, o: { out?: string; company?: string }): Promise<void> {
  await withGraph(cmd, o.company, (_db, g, out, name) => {
    const path = resolve(o.out ?? defaultViewFile(name));
    writeFileSync(path, renderViewHtml(g, { title: name ? `knowledge graph: ${name}` : undefined, company: name }));
    out.info(`wrote ${path} (${g.order} nodes, ${g.size} edges): open it in a browser`);
  }, true);
}

export async function runGraphMerges(cmd: Command, o: { all?: boolean; json?: boolean }): Promise<void> {
  const { config, out } = await commandContext(cmd);
  const db = openDb(config.workdir, { mustExist: true, readonly: true });
  const rows = listMerges(db, { includeReverted: o.all });
  db.close();
  if (o.json) {
    out.json(rows);
    return;
  }
  for (const m of rows) {
    out.print(`${m.id}\t${m.fromName ?? m.fromId} -> ${m.intoName ?? m.intoId}\t${m.method} ${m.score.toFixed(3)}${m.reverted ? '\treverted' : ''}`);
  }
  if (rows.length === 0) out.info('no merges');
}

export async function runGraphUnmerge(cmd: Command, id: number): Promise<void> {
  const { config, out } = await commandContext(cmd);
  const db = openDb(config.workdir, { mustExist: true });
  try {
    const m = unmerge(db, id);
    out.print(`unmerged ${m.fromName ?? m.fromId} from ${m.intoName ?? m.intoId}`);
  } finally {
    db.close();
  }
}

export async function runGraphResolve(cmd: Command): Promise<void> {
  const { config, out } = await commandContext(cmd);
  // Loaded here: the other graph subcommands need no provider.
  const [{ createProvider }, { resolveEntities }] = await Promise.all([import('../../app/providers.js'), import('../../pipeline/resolve/resolve-stage.js')]);
  const db = openDb(config.workdir, { mustExist: true });
  const provider = await createProvider(config, { db, out });
  try {
    const r = await resolveEntities(db, { embedder: provider.embedder(), thresholds: config.resolve });
    out.print(`${r.triplets} triplets -> ${r.entities} entities, ${r.merges} merges (${r.embeddingMerges} by embedding)`);
  } finally {
    await provider.close();
    db.close();
  }
}

