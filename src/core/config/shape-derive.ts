/**
 * Derives shape.generated.ts from the schema: the defaults (the schema's output for `{}`) and the
 * check of every simple key (from its JSON Schema form). Used by scripts/gen-config-shape.ts and by
 * the test that keeps the generated file in step with the schema.
 */
import { configJsonSchema, type JsonSchemaNode } from './keys.js';
import { ConfigSchema } from './schema.js';
import type { LeafRule } from './shape.js';

const SIMPLE_KEYWORDS = new Set(['type', 'enum', 'minLength', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'default', 'description']);

export function deriveShape(): { defaults: unknown; leaves: Record<string, LeafRule> } {
  const leaves: Record<string, LeafRule> = {};
  const walk = (node: JsonSchemaNode, prefix: string): void => {
    for (const [name, child] of Object.entries(node.properties ?? {})) {
      const path = prefix ? `${prefix}.${name}` : name;
      if (child.type === 'object' && child.properties) walk(child, path);
      else if (['string', 'number', 'integer', 'boolean'].includes(child.type ?? '') && Object.keys(child).every((k) => SIMPLE_KEYWORDS.has(k))) {
        const { default: _d, description: _s, ...rule } = child as JsonSchemaNode & Record<string, unknown>;
        leaves[path] = rule as unknown as LeafRule;
      }
    }
  };
  walk(configJsonSchema(), '');
  return { defaults: ConfigSchema.parse({}), leaves };
}

/** The text of shape.generated.ts. */
export function renderShape(): string {
  const { defaults, leaves } = deriveShape();
  return [
    '// Generated from schema.ts by scripts/gen-config-shape.ts (npx tsx scripts/gen-config-shape.ts); do not edit.',
    "import type { LeafRule } from './shape.js';",
    '',
    `export const CONFIG_DEFAULTS: unknown = ${JSON.stringify(defaults, null, 2)};`,
    '',
    `export const CONFIG_LEAVES: Readonly<Record<string, LeafRule>> = ${JSON.stringify(leaves, null, 2)};`,
    '',
  ].join('\n');
}
