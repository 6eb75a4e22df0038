#!/usr/bin/env node
/**
 * The `hybridrag` command. `--version` alone is answered here, before any of the CLI loads, and so
 * is `--help` alone when the build's help text (dist/cli/help.txt, written after tsc by
 * scripts/write-help.mjs at 80 columns) is current and the output is not a terminal of another
 * width; every other command goes to dist/cli/main.js, which loads each command's code only when
 * it runs, and the process exits with its code once its output is written.
 */
import { readFileSync, statSync } from 'node:fs';

/** The build's help text, when it was written after the CLI was last compiled; else null. */
function builtHelp() {
  const width = process.stdout.isTTY ? process.stdout.columns : 80;
  if (width !== 80) return null;
  try {
    const file = new URL('../dist/cli/help.txt', import.meta.url);
    return statSync(file).mtimeMs >= statSync(new URL('../dist/cli/main.js', import.meta.url)).mtimeMs ? readFileSync(file, 'utf8') : null;
  } catch {
    return null;
  }
}

const args = process.argv.slice(2);
const help = args.length === 1 && (args[0] === '--help' || args[0] === '-h') ? builtHelp() : null;
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else if (help !== null) {
  process.stdout.write(help);
} else {
  const { main } = await import('../dist/cli/main.js');
  const code = await main(process.argv);
  // The command is done (a server or a worker returns only once stopped): leave as soon as what it
  // printed is written (a pipe is asynchronous on some systems: wait for its queue to drain),
  // without tearing down the heap and the native modules one by one (tens of ms after a cold `ask`).
  const written = (stream) => (stream.writableLength > 0 && !stream.destroyed ? new Promise((resolve) => stream.once('drain', resolve).once('close', resolve)) : undefined);
  await Promise.all([written(process.stdout), written(process.stderr)]);
  process.exit(code);
}
