/**
 * `hybridrag facts`: its flags. The action (src/cli/actions/facts.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import { FACT_KINDS, type FactKind } from '../../core/fact.js';
import { choiceOption, intParser } from '../flags.js';

export interface FactsFlags {
  company: string;
  metric?: string;
  kind?: FactKind;
  limit?: number;
  json?: boolean;
  csv?: boolean;
}

export function registerFacts(program: Command): void {
  program
    .command('facts')
    .description("the figures a company's calls state, read into typed facts at ingest: metric, value, period, kind, page and sentence")
    .requiredOption('--company <name>', 'the company (name, ticker or alias)')
    .option('--metric <metric>', 'only this metric (its id, or the words the call used, case-insensitively)')
    .addOption(choiceOption('--kind <kind>', 'only this kind of figure', FACT_KINDS))
    .option('--limit <n>', 'at most this many facts', intParser('--limit', { min: 1, example: 20 }))
    .option('--json', 'print a JSON array of facts')
    .option('--csv', 'print CSV (RFC 4180) with a header line')
    .action(async function (this: Command, flags: FactsFlags) {
      await (await import('../actions/facts.js')).runFacts(this, flags);
    });
}
