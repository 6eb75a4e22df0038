#!/usr/bin/env node
/**
 * The `hybridrag` command. `--version` alone is answered here, before any of the CLI loads; every
 * other command goes to dist/cli/main.js, which loads each command's code only when it runs, and
 * the process exits with its code once its output is written.
 */
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
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
