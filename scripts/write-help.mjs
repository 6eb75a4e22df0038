#!/usr/bin/env node
/**
 * Writes dist/cli/help.txt: `hybridrag --help` as the built CLI prints it at the default width (80
 * columns: any output but a terminal of another width), so that bin/hybridrag.js answers `--help`
 * without loading the CLI. Run by `npm run build` after tsc; bin/ uses the file only when it is
 * newer than dist/cli/main.js (a later tsc alone makes it stale, and help is built as before).
 */
import { writeFileSync } from 'node:fs';

const { buildProgram } = await import('../dist/cli/main.js');
const program = await buildProgram();
program.configureOutput({ getOutHelpWidth: () => 80, getOutHasColors: () => false });
writeFileSync(new URL('../dist/cli/help.txt', import.meta.url), program.helpInformation());
