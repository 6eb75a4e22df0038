/**
 * `hybridrag ask "<question>"`: its flags. The action (src/cli/actions/ask.ts) and everything it
 * needs are loaded only when the command runs.
 */
import type { Command } from 'commander';
import type { AskFlags } from '../actions/ask.js';
import { DEFAULT_MODE, MODE_DESCRIPTIONS, MODES } from '../../query/retrieve/types.js';
import { choiceOption, quarterParser, yearParser } from '../flags.js';

export function registerAsk(program: Command): void {
  const modes = MODES.map((m) => `${m} (${MODE_DESCRIPTIONS[m]})`).join('; ');
  program
    .command('ask')
    .description('answer a question from the ingested documents, with citations')
    .argument('<question>', 'the question, quoted')
    .addOption(choiceOption('-m, --mode <mode>', `retrieval mode: ${modes}`, MODES).default(DEFAULT_MODE))
    .option('--company <name>', 'only this company (name, ticker or alias; case-insensitive)')
    .option('--ticker <ticker>', 'only this ticker')
    .option('--quarter <q>', 'only this quarter (Q1, q1, 1)', quarterParser)
    .option('--year <year>', 'only this fiscal year (FY24, fy2024, 2024)', yearParser)
    .option('--document <file>', 'only this document (file name, with or without extension)')
    .option('-k, --top-k <n>', 'chunks from the vector channel (default 4)')
    .option('--depth <n>', 'graph traversal depth (default 1; kgar: hops, default 2)')
    .option('--no-auto-scope', 'do not detect companies and period from the question')
    .option('--strict-scope', 'a name matching several companies is an error listing them')
    .option('--alias-file <file>', 'extra company names: JSON {"alias": "Company"} or CSV alias,company')
    .option('--show-context', 'also print the contexts handed to the answerer')
    .option('--json', 'print one JSON object')
    .action(async function (this: Command, question: string, flags: AskFlags) {
      await (await import('../actions/ask.js')).runAsk(this, question, flags);
    });
}
