/**
 * `hybridrag eval --dataset FILE`: its flags. The action (src/cli/actions/eval.ts) and everything it needs are loaded
 * only when the command runs.
 */
import type { Command } from 'commander';
import type { EvalFlags } from '../actions/eval.js';
import { MODES } from '../../query/retrieve/types.js';
import { choiceOption } from '../flags.js';

export function registerEval(program: Command): void {
  program
    .command('eval')
    .description('evaluate retrieval modes on a dataset with RAGAS metrics (qa.jsonl) or accuracy (multiple choice)')
    .requiredOption('-d, --dataset <file>', 'qa.jsonl ({id, question, ground_truth, company?, quarter?, year?}) or mc.jsonl')
    .option('-m, --mode <mode>', `${MODES.join('|')}|all, or a comma list`, 'all')
    .option('-o, --out <dir>', 'output folder (default ./eval-<dataset name>)')
    .option('-n, --limit <n>', 'only the first N questions')
    .addOption(choiceOption('--judge <judge>', 'who judges: local (offline approximations; default with the local provider) or openai (the judge model)', ['local', 'openai'] as const))
    .option('--concurrency <n>', 'questions in flight at once (default: 1 offline, openai.concurrency with openai)')
    .option('--fail-under <metric=value>', 'exit 8 when a mode\'s mean falls below the bar (repeatable)', (v: string, acc: string[]) => [...acc, v], [] as string[])
    .option('--replay', 'rebuild the tables from per_question.jsonl without any model call')
    .option('--no-resume', 'ignore per_question.jsonl records of an earlier run')
    .action(async function (this: Command, flags: EvalFlags) {
      await (await import('../actions/eval.js')).runEvalCommand(this, flags);
    });
}
