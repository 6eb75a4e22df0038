/**
 * `hybridrag graph stats|show|export|view|merges|unmerge|resolve`: its flags. The action (src/cli/actions/graph.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import { EXPORT_FORMATS, type ExportFormat } from '../../query/graph/export-formats.js';
import { choiceOption, intParser } from '../flags.js';

export function registerGraph(program: Command): void {
  const graph = program.command('graph').description('inspect, export and view the knowledge graph');

  graph.command('stats').description('nodes, edges, components, degrees, top entities, failed chunks')
    .option('--json', 'print one JSON object').option('--company <name>', 'only this company (name, ticker or alias)')
    .action(async function (this: Command, o: { json?: boolean; company?: string }) {
      await (await import('../actions/graph.js')).runGraphStats(this, o);
    });

  graph.command('show').description("an entity's neighbourhood as readable lines with sources").argument('<entity>', 'name, alias or id')
    .option('--depth <n>', 'hops to follow', intParser('--depth', { min: 1, example: 2 }), 1).option('--company <name>', 'only this company (name, ticker or alias)')
    .option('--json', 'print JSON')
    .action(async function (this: Command, entity: string, o: { depth: number; company?: string; json?: boolean }) {
      await (await import('../actions/graph.js')).runGraphShow(this, entity, o);
    });

  graph.command('export').description('write the graph for Gephi / Cytoscape')
    .addOption(choiceOption('--format <format>', 'file format', EXPORT_FORMATS).makeOptionMandatory())
    .requiredOption('--out <file>', 'output file').option('--company <name>', 'only this company (name, ticker or alias)')
    .action(async function (this: Command, o: { format: ExportFormat; out: string; company?: string }) {
      await (await import('../actions/graph.js')).runGraphExport(this, o);
    });

  graph.command('view').description('write one self-contained HTML page that draws the graph')
    .option('--out <file>', 'output HTML file (default graph.html, or graph-<company>.html with --company)').option('--company <name>', 'only this company (name, ticker or alias)')
    .action(async function (this: Command, o: { out?: string; company?: string }) {
      await (await import('../actions/graph.js')).runGraphView(this, o);
    });

  graph.command('merges').description('entity merges (undo one with `graph unmerge <id>`)')
    .option('--all', 'include reverted merges').option('--json', 'print JSON')
    .action(async function (this: Command, o: { all?: boolean; json?: boolean }) {
      await (await import('../actions/graph.js')).runGraphMerges(this, o);
    });

  graph.command('unmerge').description('revert an entity merge; the pair is never merged again').argument('<id>', 'merge id', intParser('merge id', { min: 1, example: 3 }))
    .action(async function (this: Command, id: number) {
      await (await import('../actions/graph.js')).runGraphUnmerge(this, id);
    });

  graph.command('resolve').description('rebuild entities, aliases and merges from the stored triplets')
    .action(async function (this: Command) {
      await (await import('../actions/graph.js')).runGraphResolve(this);
    });
}
