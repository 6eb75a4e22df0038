/**
 * A minimal instance of a JSON Schema: the fake server's default reply when a request asks for
 * JSON of a given schema, so code under test receives a valid (if bland) structured reply.
 */
export function sampleFromSchema(schema: unknown, depth = 0): unknown {
  if (!schema || typeof schema !== 'object' || depth > 8) return null;
  const s = schema as Record<string, unknown>;
  if ('const' in s) return s.const;
  if (Array.isArray(s.enum) && s.enum.length) return s.enum[0];
  for (const k of ['anyOf', 'oneOf', 'allOf'] as const) {
    if (Array.isArray(s[k]) && (s[k] as unknown[]).length) return sampleFromSchema((s[k] as unknown[])[0], depth + 1);
  }
  const type = Array.isArray(s.type) ? (s.type as string[]).find((t) => t !== 'null') : (s.type as string | undefined);
  switch (type) {
    case 'object': {
      const props = (s.properties ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(props)) out[k] = sampleFromSchema(v, depth + 1);
      return out;
    }
    case 'array': {
      const n = Math.max(1, Number(s.minItems ?? 1));
      return Array.from({ length: n }, () => sampleFromSchema(s.items ?? {}, depth + 1));
    }
    case 'string': {
      const min = Number(s.minLength ?? 0);
      const v = 'sample';
      return v.length >= min ? v : v.padEnd(min, 'x');
    }
    case 'integer':
    case 'number':
      return typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 0;
    case 'boolean':
      return false;
    case 'null':
      return null;
    default:
      if (s.properties) return sampleFromSchema({ ...s, type: 'object' }, depth);
      return null;
  }
}

/** The JSON Schema a chat request asks for: response_format json_schema, or the one in the prompt. */
export function requestedSchema(body: { response_format?: unknown; messages?: { content?: unknown }[] }): unknown {
  const rf = body.response_format as { type?: string; json_schema?: { schema?: unknown } } | undefined;
  if (rf?.type === 'json_schema' && rf.json_schema?.schema) return rf.json_schema.schema;
  for (const m of body.messages ?? []) {
    const text = typeof m.content === 'string' ? m.content : '';
    const at = text.indexOf('JSON Schema:');
    if (at < 0) continue;
    const start = text.indexOf('{', at);
    if (start < 0) continue;
    let depth = 0;
    let inStr = false;
    for (let i = start; i < text.length; i++) {
      const ch = text[i]!;
      if (inStr) {
        if (ch === '\\') i++;
        else if (ch === '"') inStr = false;
      } else if (ch === '"') inStr = true;
      else if (ch === '{') depth++;
      else if (ch === '}' && --depth === 0) {
        try {
          return JSON.parse(text.slice(start, i + 1));
        } catch {
          return undefined;
        }
      }
    }
  }
  return undefined;
}
