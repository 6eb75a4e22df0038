/**
 * `hybridrag ingest <paths...>`: its flags. The action (src/cli/actions/ingest.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import type { IngestFlags } from '../actions/ingest.js';
import { choiceOption, quarterParser, yearParser } from '../flags.js';

export function registerIngest(program: Command): void {
  program
    .command('ingest')
    .description('ingest PDF, .txt and .md transcripts (files or folders, recursively)')
    .argument('<paths...>', 'files or folders')
    .option('--company <name>', 'company name for every file of this run')
    .option('--ticker <symbol>', 'ticker for every file of this run')
    .option('--quarter <q>', 'fiscal quarter (Q1..Q4, q1, 1) for every file of this run', quarterParser)
    .option('--year <fy>', 'fiscal year (FY24 or 2024) for every file of this run', yearParser)
    .option('--manifest <file>', 'CSV or JSON mapping file names to company/ticker/quarter/year')
    .option('--force', 're-ingest every file even when unchanged')
    .addOption(choiceOption('--chunk-strategy <name>', 'speaker (turn-aware) or chars (the paper\'s)', ['speaker', 'chars'] as const))
    .option('--chunk-size <n>', 'maximum characters per chunk')
    .option('--chunk-overlap <n>', 'characters shared by consecutive chunks')
    .option('--workers <n>', 'PDF parsing threads (0 = main thread)')
    .option('--fiscal-year-start <month>', 'month (1-12) the fiscal year starts in (4 = April)')
    .option('--no-stages', 'store documents and chunks only; skip embedding and graph extraction')
    .option('--retry-quarantined', 'send chunks quarantined by an earlier run (refused by the server, or an unusable reply) to the model again')
    .option('--prune', 'first remove documents whose files no longer exist, with everything derived from them')
    .option('--json', 'print the summary as one JSON object (counts, failures, timings, stage reports)')
    .option('--dry-run', 'store documents and chunks (local, free), then print the model calls, tokens and cost the stages would spend, and stop')
    .action(async function (this: Command, paths: string[], flags: IngestFlags) {
      await (await import('../actions/ingest.js')).runIngestCommand(this, paths, flags);
    });
}
