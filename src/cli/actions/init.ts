/** `hybridrag init [--force]`: write hybridrag.config.jsonc (or --config FILE) with every key at its default. */
import type { Command } from 'commander';
import { existsSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_CONFIG_FILE, DEFAULT_JSONC_FILE } from '../../core/config/config.js';
import { renderDefaultConfigFile } from '../../core/config/render.js';
import { HybridRagError } from '../../core/errors.js';
import type { GlobalFlags } from '../context.js';
import { Output } from '../ui/output.js';

export function runInit(cmd: Command, flags: { force?: boolean }): void {
  const g = cmd.optsWithGlobals<GlobalFlags>();
  const out = new Output({ quiet: g.quiet, verbose: g.verbose, color: g.color === false ? false : undefined });
  const target = resolve(g.config ?? DEFAULT_JSONC_FILE);
  if (existsSync(target) && !flags.force) {
    throw new HybridRagError('USAGE', `${target} already exists`, { hint: 'add --force to overwrite it, or pass --config FILE to write another file' });
  }
  const json = resolve(DEFAULT_CONFIG_FILE);
  if (g.config === undefined && existsSync(json)) {
    throw new HybridRagError('USAGE', `${DEFAULT_CONFIG_FILE} already exists here; with ${DEFAULT_JSONC_FILE} beside it, hybridrag would not know which to read`, {
      hint: `move your settings into one file, or write the template elsewhere: hybridrag init --config hybridrag.defaults.jsonc`,
    });
  }
  writeFileSync(target, renderDefaultConfigFile());
  out.info(`wrote ${target}: every key at its default; delete the ones you do not change`);
}

