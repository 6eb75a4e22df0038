#!/usr/bin/env node
/**
 * The `hybridrag` command. `--version` alone is answered here, before any of the CLI loads, and so
 * is `--help` alone when the build's help text (dist/cli/help.txt, written after tsc by
 * scripts/write-help.mjs at 80 columns) is current and the output is not a terminal of another
 * width; every other command goes to the CLI (dist/cli/main.js), which loads each command's code
 * only when it runs, and the process exits with its code once its output is written. The CLI is
 * loaded from the build's one-file bundle (dist/cli/bundle.cjs, scripts/bundle-cli.mjs) with its
 * code cache (src/core/util/load-bundle.ts, as dist/cli/load-bundle.cjs) when the bundle is current,
 * else module by module.
 *
 * A CommonJS file (bin/package.json): a process that runs the bundle, or only prints the version or
 * the help, never starts Node's ES module loader.
 */
'use strict';
const { readFileSync, statSync } = require('node:fs');
const { join } = require('node:path');

const DIST_CLI = join(__dirname, '..', 'dist', 'cli');

/** Whether the build wrote `file` (in dist/cli) after the CLI was last compiled: a later tsc alone makes it stale. */
function current(file) {
  try {
    return statSync(join(DIST_CLI, file)).mtimeMs >= statSync(join(DIST_CLI, 'main.js')).mtimeMs;
  } catch {
    return false;
  }
}

/** The build's help text, when it is current; else null. */
function builtHelp() {
  const width = process.stdout.isTTY ? process.stdout.columns : 80;
  return width === 80 && current('help.txt') ? readFileSync(join(DIST_CLI, 'help.txt'), 'utf8') : null;
}

/** The CLI's main() and what to do once it has succeeded. */
async function loadCli(args) {
  if (current('bundle.cjs') && current('load-bundle.cjs')) {
    const { cacheKey, loadBundle } = require('../dist/cli/load-bundle.cjs');
    const bundle = loadBundle(join(DIST_CLI, 'bundle.cjs'), cacheKey(args));
    return { main: bundle.exports.main, succeeded: bundle.saveCodeCache };
  }
  const { main } = await import('../dist/cli/main.js');
  return { main, succeeded: () => undefined };
}

/** Resolves once what `stream` was given is written (a pipe is asynchronous on some systems: its queue drains). */
function written(stream) {
  return stream.writableLength > 0 && !stream.destroyed ? new Promise((resolve) => stream.once('drain', resolve).once('close', resolve)) : undefined;
}

async function run() {
  const args = process.argv.slice(2);
  const help = args.length === 1 && (args[0] === '--help' || args[0] === '-h') ? builtHelp() : null;
  if (args.length === 1 && (args[0] === '--version' || args[0] === '-V')) {
    process.stdout.write(`${JSON.parse(readFileSync(join(__dirname, '..', 'package.json'), 'utf8')).version}\n`);
    return;
  }
  if (help !== null) {
    process.stdout.write(help);
    return;
  }
  const cli = await loadCli(args);
  const code = await cli.main(process.argv);
  if (code === 0) cli.succeeded();
  // The command is done (a server or a worker returns only once stopped): leave as soon as what it
  // printed is written, without tearing down the heap and the native modules one by one (tens of
  // ms after a cold `ask`).
  await Promise.all([written(process.stdout), written(process.stderr)]);
  process.exit(code);
}

run();
