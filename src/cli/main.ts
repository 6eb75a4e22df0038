/**
 * The hybridrag command line: global options, one module per command, and the single place where
 * errors become messages and exit codes.
 */
import { Command, CommanderError } from './commander.js';
import { choiceOption } from './flags.js';
import { createRequire } from 'node:module';
import { describeError, exitCodeFor, exitCodeOf, HybridRagError } from '../core/errors.js';
import { guardClosedPipes, Output } from './ui/output.js';
import { registerIngest } from './commands/ingest.js';
import { registerStatus } from './commands/status.js';
import { registerAsk } from './commands/ask.js';
import { registerDataset } from './commands/dataset.js';
import { registerEval } from './commands/eval.js';
import { registerGraph } from './commands/graph.js';
import { registerRemove } from './commands/remove.js';
import { registerFacts } from './commands/facts.js';
import { registerProviderOptions } from './provider-options.js';
import { registerInit } from './commands/init.js';
import { registerConfig } from './commands/config.js';
import { registerServe } from './commands/serve.js';
import { registerStore } from './commands/store.js';
import { registerWorker } from './commands/worker.js';

const require = createRequire(import.meta.url);
const pkg = require('../../package.json') as { version: string };

export function buildProgram(): Command {
  const program = new Command('hybridrag')
    .description('Question answering over financial documents: vector, knowledge-graph and hybrid retrieval')
    .version(pkg.version)
    .option('-w, --workdir <dir>', 'work directory holding the index (env HYBRIDRAG_WORKDIR; default ./.hybridrag)')
    .option('--store <url>', 'shared PostgreSQL store, postgres://user@host/db (env HYBRIDRAG_STORE): for `ingest --no-stages`, `worker` and `store copy`')
    .option('-c, --config <file>', 'config file, JSON or JSONC (default ./hybridrag.config.json or ./hybridrag.config.jsonc when present)')
    .addOption(choiceOption('-p, --provider <name>', 'model provider (env HYBRIDRAG_PROVIDER)', ['local', 'openai'] as const))
    .option('--base-url <url>', 'OpenAI-compatible endpoint (env OPENAI_BASE_URL)')
    .option('--no-cache', 'bypass the model response cache')
    .option('-q, --quiet', 'print only results and errors')
    .option('-v, --verbose', 'print details of each step')
    .option('--no-color', 'disable colour (also NO_COLOR, or when not a terminal)')
    .showHelpAfterError()
    .exitOverride();
  registerProviderOptions(program);

  registerIngest(program);
  registerRemove(program);
  registerStatus(program);
  registerAsk(program);
  registerDataset(program);
  registerEval(program);
  registerGraph(program);
  registerFacts(program);
  registerInit(program);
  registerConfig(program);
  registerServe(program);
  registerStore(program);
  registerWorker(program);
  return program;
}

/** Run the CLI; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  guardClosedPipes();
  const program = buildProgram();
  for (const c of program.commands) c.exitOverride();
  try {
    await program.parseAsync(argv);
    return typeof process.exitCode === 'number' ? process.exitCode : 0;
  } catch (err) {
    if (err instanceof CommanderError) {
      // Help and version are "errors" to commander with exit code 0; every other one (unknown
      // option or command, missing argument, bad choice) is a usage error, already printed.
      return err.exitCode === 0 ? 0 : exitCodeOf('USAGE');
    }
    const out = new Output();
    const { message, hint } = describeError(err);
    out.error(message, hint);
    if (!(err instanceof HybridRagError) && err instanceof Error && process.env.HYBRIDRAG_DEBUG) {
      process.stderr.write((err.stack ?? '') + '\n');
    }
    return exitCodeFor(err);
  }
}
