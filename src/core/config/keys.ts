/**
 * The configuration's keys as data, read from the schema's JSON Schema form (zod's public
 * `toJSONSchema`): each key's path, type, default and description. `hybridrag init`,
 * `hybridrag config`, the loader's messages and docs/configuration.md all list keys from here.
 */
import { z } from 'zod';
import { editDistance } from '../text/similarity.js';
import { ConfigSchema } from './schema.js';

export interface JsonSchemaNode {
  type?: string;
  description?: string;
  default?: unknown;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  properties?: Record<string, JsonSchemaNode>;
  required?: string[];
  additionalProperties?: JsonSchemaNode | boolean;
}

export interface ConfigKey {
  /** Dotted path, e.g. "retrieval.topK". */
  path: string;
  /** Human type: "number 0–1", "whole number ≥ 1", "\"local\" | \"openai\"", ... */
  type: string;
  /** undefined for keys that are unset unless given (openai.baseUrl, budget.maxCost, ...). */
  default: unknown;
  description: string;
}

export interface ConfigSection {
  /** Dotted path of the section ("" for the top level). */
  path: string;
  description: string;
  keys: ConfigKey[];
}

let rootNode: JsonSchemaNode | undefined;

/** The schema as JSON Schema (input side: defaults shown, every key optional). */
export function configJsonSchema(): JsonSchemaNode {
  rootNode ??= z.toJSONSchema(ConfigSchema, { io: 'input' }) as JsonSchemaNode;
  return rootNode;
}

const isSection = (n: JsonSchemaNode): boolean => n.type === 'object' && n.properties !== undefined;
const SAFE = Number.MAX_SAFE_INTEGER;

/** The sections (the top level first), each with its own keys; records such as openai.prices are one key. */
export function configSections(): ConfigSection[] {
  const out: ConfigSection[] = [];
  const walk = (node: JsonSchemaNode, prefix: string): void => {
    const section: ConfigSection = { path: prefix, description: node.description ?? '', keys: [] };
    out.push(section);
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (isSection(child)) walk(child, path);
      else section.keys.push({ path, type: typeName(child), default: child.default, description: child.description ?? '' });
    }
  };
  walk(configJsonSchema(), '');
  return out;
}

/** Every key in schema order (a nested section's keys where the section stands). */
export function configKeys(): ConfigKey[] {
  const out: ConfigKey[] = [];
  const walk = (node: JsonSchemaNode, prefix: string): void => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (isSection(child)) walk(child, path);
      else out.push({ path, type: typeName(child), default: child.default, description: child.description ?? '' });
    }
  };
  walk(configJsonSchema(), '');
  return out;
}

/** The schema node at a path (record entries through additionalProperties); undefined if none. */
export function schemaAt(path: readonly (string | number)[]): JsonSchemaNode | undefined {
  let node: JsonSchemaNode | undefined = configJsonSchema();
  for (const seg of path) {
    if (!node) return undefined;
    const named: JsonSchemaNode | undefined = node.properties?.[String(seg)];
    node = named ?? (typeof node.additionalProperties === 'object' ? node.additionalProperties : undefined);
  }
  return node;
}

function range(n: JsonSchemaNode, unit: string): string {
  const lo = n.minimum !== undefined && n.minimum > -SAFE ? n.minimum : undefined;
  const hi = n.maximum !== undefined && n.maximum < SAFE ? n.maximum : undefined;
  if (lo !== undefined && hi !== undefined) return `${unit} between ${lo} and ${hi}`;
  if (lo !== undefined) return `${unit} >= ${lo}`;
  if (hi !== undefined) return `${unit} <= ${hi}`;
  return unit;
}

/** Short type for tables: `number 0–1`, `integer ≥ 1`, `"a" | "b"`. */
export function typeName(n: JsonSchemaNode): string {
  if (n.enum) return n.enum.map((v) => JSON.stringify(v)).join(' or ');
  if (n.type === 'integer') return range(n, 'integer');
  if (n.type === 'number') return range(n, 'number');
  if (n.type === 'object') {
    const item = typeof n.additionalProperties === 'object' ? n.additionalProperties : undefined;
    if (item?.properties) return `map of name → { ${Object.keys(item.properties).join(', ')} }`;
    if (item?.type) return `map of name → ${item.type}`;
    return 'object';
  }
  return n.type ?? 'any';
}

/** What a value must be, for messages: "a number between 0 and 1", "one of \"local\", \"openai\"". */
export function expectedPhrase(n: JsonSchemaNode | undefined): string {
  if (!n) return 'a valid value';
  if (n.enum) return `one of ${n.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  if (n.type === 'integer') return range(n, 'a whole number');
  if (n.type === 'number') return range(n, 'a number');
  if (n.type === 'boolean') return 'true or false';
  if (n.type === 'string') return 'a non-empty string';
  if (n.type === 'object') return 'an object';
  return 'a valid value';
}

/**
 * The nearest known key for an unknown one: a sibling differing in case or by a small edit, else a
 * key of the same name elsewhere ("topK" at the top level → "retrieval.topK"). Full dotted path.
 */
export function suggestKey(parent: readonly (string | number)[], unknown: string): string | undefined {
  const node = schemaAt(parent);
  const siblings = Object.keys(node?.properties ?? {});
  const prefix = parent.length > 0 ? `${parent.join('.')}.` : '';
  const lower = unknown.toLowerCase();
  const exact = siblings.find((s) => s.toLowerCase() === lower);
  if (exact) return prefix + exact;
  let best: { name: string; d: number } | undefined;
  for (const s of siblings) {
    const d = editDistance(lower, s.toLowerCase());
    if (d <= Math.max(1, Math.floor(s.length / 3)) && (!best || d < best.d)) best = { name: s, d };
  }
  if (best) return prefix + best.name;
  const elsewhere = configKeys().filter((k) => k.path.split('.').pop()!.toLowerCase() === lower);
  return elsewhere.length === 1 ? elsewhere[0]!.path : undefined;
}
