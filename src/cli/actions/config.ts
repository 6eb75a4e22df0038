/**
 * `hybridrag config [--json]`: the effective configuration, one key per line, with where each value
 * came from (default, the config file, env VAR or flag --x). API keys are not configuration and
 * are never printed; credentials inside an endpoint URL are masked.
 */
import type { Command } from 'commander';
import { loadConfigWithSources } from '../../core/config/config.js';
import { effectiveEntries, formatEntries } from '../../core/config/render.js';
import { safeUrl } from '../../core/providers/safe-url.js';
import { configOptions, type GlobalFlags } from '../context.js';
import { Output } from '../ui/output.js';

export function runConfig(cmd: Command, flags: { json?: boolean }): void {
  const g = cmd.optsWithGlobals<GlobalFlags>();
  const out = new Output({ quiet: g.quiet, verbose: g.verbose, color: g.color === false ? false : undefined });
  const loaded = loadConfigWithSources(configOptions(cmd));
  const redact = (key: string, v: unknown): unknown => (key === 'openai.baseUrl' && typeof v === 'string' ? safeUrl(v) : v);
  const entries = effectiveEntries(loaded.config, loaded.sources, redact);
  if (flags.json) {
    const config = { ...loaded.config, openai: { ...loaded.config.openai, baseUrl: redact('openai.baseUrl', loaded.config.openai.baseUrl) } };
    out.json({ file: loaded.file ?? null, config, sources: Object.fromEntries(entries.map((e) => [e.key, e.source])) });
    return;
  }
  out.info(loaded.file ? `config file: ${loaded.file}` : 'config file: none (defaults, env and flags only)');
  for (const line of formatEntries(entries)) out.print(line);
}

