/**
 * The hybridrag command line: global options, one module per command, and the single place where
 * errors become messages and exit codes.
 */
import { Command, CommanderError } from './commander.js';
import { choiceOption } from './flags.js';
import { createRequire } from 'node:module';
import { describeError, exitCodeFor, exitCodeOf, HybridRagError } from '../core/errors.js';
import { guardClosedPipes, Output } from './ui/output.js';
import { registerProviderOptions } from './provider-options.js';

const require = createRequire(import.meta.url);
const pkg = require('../../package.json') as { version: string };

type Register = (program: Command) => void;

/** The commands in the order help lists them, each module's flags imported only when registered. */
const COMMANDS: ReadonlyArray<readonly [name: string, load: () => Promise<Register>]> = [
  ['ingest', async () => (await import('./commands/ingest.js')).registerIngest],
  ['remove', async () => (await import('./commands/remove.js')).registerRemove],
  ['status', async () => (await import('./commands/status.js')).registerStatus],
  ['ask', async () => (await import('./commands/ask.js')).registerAsk],
  ['dataset', async () => (await import('./commands/dataset.js')).registerDataset],
  ['eval', async () => (await import('./commands/eval.js')).registerEval],
  ['graph', async () => (await import('./commands/graph.js')).registerGraph],
  ['facts', async () => (await import('./commands/facts.js')).registerFacts],
  ['init', async () => (await import('./commands/init.js')).registerInit],
  ['config', async () => (await import('./commands/config.js')).registerConfig],
  ['serve', async () => (await import('./commands/serve.js')).registerServe],
  ['store', async () => (await import('./commands/store.js')).registerStore],
  ['worker', async () => (await import('./commands/worker.js')).registerWorker],
];

/** The program with its global options and no command yet. */
function globalProgram(): Command {
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
  return program;
}

/**
 * The command `args` (without node and the script) runs: its first word after global options
 * (each written alone, with its value as the next word). Undefined when there is none, or before
 * it anything else: `--`, help, an unknown option, `--workdir=dir`, `-qv`.
 */
export function commandWord(program: Command, args: readonly string[]): string | undefined {
  const flags = (valued: boolean): Set<string | undefined> =>
    new Set(program.options.filter((o) => (o.required || o.optional) === valued).flatMap((o) => [o.short, o.long]));
  const [valued, plain] = [flags(true), flags(false)];
  for (let i = 0; i < args.length; i++) {
    const a = args[i]!;
    if (!a.startsWith('-')) return a;
    if (valued.has(a)) i++;
    else if (!plain.has(a)) return undefined;
  }
  return undefined;
}

/**
 * The whole program, or with `command` one of its commands alone: the one a command line runs
 * needs no other command's flags (help, an unknown command and a command line naming none get
 * them all). `program` is the global program to add them to (a new one by default).
 */
export async function buildProgram(command?: string, program: Command = globalProgram()): Promise<Command> {
  const chosen = COMMANDS.filter(([name]) => name === command);
  for (const register of await Promise.all((chosen.length > 0 ? chosen : COMMANDS).map(([, load]) => load()))) register(program);
  return program;
}

/** Run the CLI; resolves to the process exit code. */
export async function main(argv: string[]): Promise<number> {
  guardClosedPipes();
  // The global options tell where the command word is; the same program then takes the command.
  const global = globalProgram();
  const program = await buildProgram(commandWord(global, argv.slice(2)), global);
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
