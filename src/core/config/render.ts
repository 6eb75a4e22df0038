/**
 * Text forms of the configuration, derived from the schema: the commented JSONC file
 * `hybridrag init` writes (every key at its default, its description above it) and the
 * one-key-per-line listing of `hybridrag config` (value and origin).
 */
import { configJsonSchema, configKeys, type JsonSchemaNode } from './keys.js';
import type { Config } from './schema.js';
import { sourceAt, type ConfigSources } from './config.js';

const INDENT = '  ';

function isSection(n: JsonSchemaNode): boolean {
  return n.type === 'object' && n.properties !== undefined;
}

/** A default value as JSONC lines at an indent (objects spread over lines). */
function valueLines(v: unknown, indent: string): string[] {
  const text = JSON.stringify(v, null, 2);
  return text.split('\n').map((l, i) => (i === 0 ? l : indent + l));
}

function comment(text: string, indent: string): string[] {
  return text ? [`${indent}// ${text}`] : [];
}

/** The JSONC text `hybridrag init` writes: every key at its default, described above it. */
export function renderDefaultConfigFile(): string {
  const lines: string[] = [
    '// hybridrag configuration. Every key is shown at its default; delete the ones you do not change.',
    '// `npx hybridrag config` prints the effective value of each key and where it came from.',
    '{',
  ];
  const body = (node: JsonSchemaNode, indent: string): string[] => {
    const out: string[] = [];
    const entries = Object.entries(node.properties ?? {});
    // Keys without a default are written commented out, so a comma must not follow the last written key.
    const written = entries.filter(([, c]) => isSection(c) || c.default !== undefined).map(([k]) => k);
    const last = written[written.length - 1];
    entries.forEach(([name, child], i) => {
      if (i > 0) out.push('');
      const comma = name === last ? '' : ',';
      out.push(...comment(child.description ?? '', indent));
      if (isSection(child)) {
        out.push(`${indent}"${name}": {`, ...body(child, indent + INDENT), `${indent}}${comma}`);
      } else if (child.default === undefined) {
        out.push(`${indent}// "${name}": unset by default`);
      } else {
        const [first, ...rest] = valueLines(child.default, indent);
        const all = [`${indent}"${name}": ${first}`, ...rest];
        all[all.length - 1] += comma;
        out.push(...all);
      }
    });
    return out;
  };
  lines.push(...body(configJsonSchema(), INDENT), '}', '');
  return lines.join('\n');
}

export interface EffectiveEntry {
  key: string;
  value: unknown;
  /** "default", the config file's path, "env NAME" or "flag --name". */
  source: string;
}

/** Keys that are maps (openai.prices, prompts) list one line per entry. */
function entryKey(key: string, name: string): string {
  return /^[A-Za-z_][\w]*$/.test(name) ? `${key}.${name}` : `${key}[${JSON.stringify(name)}]`;
}

function valueAtPath(config: Config, key: string): unknown {
  let v: unknown = config;
  for (const s of key.split('.')) v = v && typeof v === 'object' ? (v as Record<string, unknown>)[s] : undefined;
  return v;
}

/**
 * Every key's effective value and origin, in schema order. `redact` rewrites values that may carry
 * secrets (credentials inside a URL).
 */
export function effectiveEntries(config: Config, sources: ConfigSources, redact: (key: string, v: unknown) => unknown = (_k, v) => v): EffectiveEntry[] {
  const out: EffectiveEntry[] = [];
  for (const k of configKeys()) {
    const value = valueAtPath(config, k.path);
    if (k.type.startsWith('map') && value && typeof value === 'object') {
      const entries = Object.entries(value as Record<string, unknown>);
      if (entries.length === 0) out.push({ key: k.path, value: {}, source: sourceAt(sources, k.path) });
      for (const [name, v] of entries) out.push({ key: entryKey(k.path, name), value: v, source: sourceAt(sources, `${k.path}.${name}`) });
      continue;
    }
    out.push({ key: k.path, value: redact(k.path, value), source: sourceAt(sources, k.path) });
  }
  return out;
}

/** `key = value   (source)` lines, the sources aligned. */
export function formatEntries(entries: readonly EffectiveEntry[]): string[] {
  const left = entries.map((e) => `${e.key} = ${e.value === undefined ? '(unset)' : JSON.stringify(e.value)}`);
  // Long map entries (prices) do not push every other line far right.
  const width = Math.min(44, Math.max(...left.map((l) => l.length)));
  return left.map((l, i) => `${l.padEnd(width)}   (${entries[i]!.source})`);
}
