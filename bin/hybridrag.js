#!/usr/bin/env node
/**
 * The `hybridrag` command. `--version` alone is answered here, before any of the CLI loads; every
 * other command goes to dist/cli/main.js, which loads each command's code only when it runs.
 */
import { readFileSync } from 'node:fs';
import { setFlagsFromString } from 'node:v8';

const args = process.argv.slice(2);
if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
  process.stdout.write(`${JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).version}\n`);
} else {
  // A regular expression is compiled to machine code on its first use rather than interpreted
  // first: a command runs each of its many vocabulary patterns (sector words, finance wordings)
  // once or a few times, and interpreting those large patterns costs a cold `ask` about 0.1 s.
  setFlagsFromString('--no-regexp-tier-up');
  const { main } = await import('../dist/cli/main.js');
  process.exitCode = await main(process.argv);
}
