/** `hybridrag graph stats|show|export|view|merges|unmerge|resolve`: inspect and fix the knowledge graph. */
import type { Command } from 'commander';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { exportGraph, EXPORT_FORMATS, type ExportFormat } from '../../query/graph/export-formats.js';
import { findNode, neighbourhoodLines } from '../../query/graph/neighbourhood.js';
import { listMerges, unmerge } from '../../query/graph/merges.js';
import { loadGraph, type KnowledgeGraph } from '../../query/graph/load.js';
import { resolveEntities } from '../../pipeline/resolve/resolve-stage.js';
import { graphStats, type GraphStats } from '../../query/graph/stats.js';
import { renderViewHtml } from '../../query/graph/view-html.js';
import { createProvider } from '../../app/providers.js';
import { openDb, type Db } from '../../core/store/db.js';
import type { Output } from '../ui/output.js';
import { commandContext } from '../context.js';
import { choiceOption, intParser } from '../flags.js';
import { HybridRagError } from '../../core/errors.js';
import { resolveCompanyName } from '../../query/scope/resolve.js';

/**
 * Load the graph, of one company when `company` is given (any spelling `ask --company` takes,
 * resolved to the stored name), and run `fn` on it. A company that matches nothing, or whose
 * documents hold no triplets, is a NO_MATCH error; an empty whole graph is an error when
 * `needsNodes` (a file of nothing is never written), else a warning.
 */
function withGraph<T>(cmd: Command, company: string | undefined, fn: (db: Db, g: KnowledgeGraph, out: Output, name: string | undefined) => T, needsNodes = false): T {
  const { config, out } = commandContext(cmd);
  const db = openDb(config.workdir, { mustExist: true, readonly: true });
  try {
    const name = company === undefined ? undefined : resolveCompanyName(company, db, config.scope);
    const t0 = performance.now();
    const g = loadGraph(db, name ? { company: name } : {});
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

export function registerGraph(program: Command): void {
  const graph = program.command('graph').description('inspect, export and view the knowledge graph');

  graph.command('stats').description('nodes, edges, components, degrees, top entities, failed chunks')
    .option('--json', 'print one JSON object').option('--company <name>', 'only this company (name, ticker or alias)')
    .action(function (this: Command, o: { json?: boolean; company?: string }) {
      withGraph(this, o.company, (db, g, out) => {
        const s = graphStats(db, g);
        if (o.json) out.json(s);
        else printStats(out, s);
      });
    });

  graph.command('show').description("an entity's neighbourhood as readable lines with sources").argument('<entity>', 'name, alias or id')
    .option('--depth <n>', 'hops to follow', intParser('--depth', { min: 1, example: 2 }), 1).option('--company <name>', 'only this company (name, ticker or alias)')
    .option('--json', 'print JSON')
    .action(function (this: Command, entity: string, o: { depth: number; company?: string; json?: boolean }) {
      withGraph(this, o.company, (_db, g, out) => {
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
    });

  graph.command('export').description('write the graph for Gephi / Cytoscape')
    .addOption(choiceOption('--format <format>', 'file format', EXPORT_FORMATS).makeOptionMandatory())
    .requiredOption('--out <file>', 'output file').option('--company <name>', 'only this company (name, ticker or alias)')
    .action(function (this: Command, o: { format: ExportFormat; out: string; company?: string }) {
      withGraph(this, o.company, (_db, g, out) => {
        const path = resolve(o.out);
        writeFileSync(path, exportGraph(g, o.format));
        out.info(`wrote ${g.order} nodes and ${g.size} edges to ${path}`);
      }, true);
    });

  graph.command('view').description('write one self-contained HTML page that draws the graph')
    .option('--out <file>', 'output HTML file (default graph.html, or graph-<company>.html with --company)').option('--company <name>', 'only this company (name, ticker or alias)')
    .action(function (this: Command, o: { out?: string; company?: string }) {
      withGraph(this, o.company, (_db, g, out, name) => {
        const path = resolve(o.out ?? defaultViewFile(name));
        writeFileSync(path, renderViewHtml(g, { title: name ? `knowledge graph: ${name}` : undefined, company: name }));
        out.info(`wrote ${path} (${g.order} nodes, ${g.size} edges): open it in a browser`);
      }, true);
    });

  graph.command('merges').description('entity merges (undo one with `graph unmerge <id>`)')
    .option('--all', 'include reverted merges').option('--json', 'print JSON')
    .action(function (this: Command, o: { all?: boolean; json?: boolean }) {
      const { config, out } = commandContext(this);
      const db = openDb(config.workdir, { mustExist: true, readonly: true });
      const rows = listMerges(db, { includeReverted: o.all });
      db.close();
      if (o.json) return out.json(rows);
      for (const m of rows) {
        out.print(`${m.id}\t${m.fromName ?? m.fromId} -> ${m.intoName ?? m.intoId}\t${m.method} ${m.score.toFixed(3)}${m.reverted ? '\treverted' : ''}`);
      }
      if (rows.length === 0) out.info('no merges');
    });

  graph.command('unmerge').description('revert an entity merge; the pair is never merged again').argument('<id>', 'merge id', intParser('merge id', { min: 1, example: 3 }))
    .action(function (this: Command, id: number) {
      const { config, out } = commandContext(this);
      const db = openDb(config.workdir, { mustExist: true });
      try {
        const m = unmerge(db, id);
        out.print(`unmerged ${m.fromName ?? m.fromId} from ${m.intoName ?? m.intoId}`);
      } finally {
        db.close();
      }
    });

  graph.command('resolve').description('rebuild entities, aliases and merges from the stored triplets')
    .action(async function (this: Command) {
      const { config, out } = commandContext(this);
      const db = openDb(config.workdir, { mustExist: true });
      const provider = await createProvider(config, { db, out });
      try {
        const r = await resolveEntities(db, { embedder: provider.embedder(), thresholds: config.resolve });
        out.print(`${r.triplets} triplets -> ${r.entities} entities, ${r.merges} merges (${r.embeddingMerges} by embedding)`);
      } finally {
        await provider.close();
        db.close();
      }
    });
}
