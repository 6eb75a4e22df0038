/**
 * Tolerant extraction of a JSON value from a model's reply. Models wrap JSON in code fences, put
 * prose before or after it, leave trailing commas, or stop mid-way; this finds the most plausible
 * JSON value and says precisely what was wrong when there is none. Pure functions.
 */

/** Bracketed spans tried per candidate before giving up. */
const MAX_SPANS = 20;

export type JsonExtract = { ok: true; value: unknown } | { ok: false; error: string };

/** Find and parse the JSON value in `raw`. */
export function extractJson(raw: string): JsonExtract {
  const text = raw.trim();
  if (!text) return { ok: false, error: 'the reply is empty' };
  const candidates: string[] = [];
  // Fenced blocks first: ```json ... ``` (the last one closed or not).
  for (const m of text.matchAll(/```[a-zA-Z]*\s*\n?([\s\S]*?)(```|$)/g)) if (m[1]!.trim()) candidates.push(m[1]!.trim());
  candidates.push(text);
  let firstError = '';
  for (const c of candidates) {
    const direct = tryParse(c);
    if (direct.ok) return direct;
    // Try each bracketed span in turn: prose before the JSON may contain braces of its own.
    let from = 0;
    for (let tries = 0; tries < MAX_SPANS; tries++) {
      const rel = c.slice(from).search(/[{[]/);
      if (rel < 0) {
        if (tries === 0) firstError ||= 'no JSON object or array found in the reply';
        break;
      }
      const start = from + rel;
      const span = balancedSpan(c, start);
      if (!span.closed) {
        // Truncated: anything found inside would be a fragment of the cut-off value.
        firstError ||= `the JSON is cut off (unbalanced ${c[start] === '{' ? 'braces' : 'brackets'}: the reply looks truncated)`;
        break;
      }
      const parsed = tryParse(c.slice(start, span.end));
      if (parsed.ok) return parsed;
      firstError ||= parsed.error;
      from = span.end;
    }
  }
  return { ok: false, error: firstError || 'no JSON found' };
}

function tryParse(s: string): JsonExtract {
  try {
    return { ok: true, value: JSON.parse(s) };
  } catch (err) {
    try {
      return { ok: true, value: JSON.parse(removeTrailingCommas(s)) };
    } catch {
      return { ok: false, error: `invalid JSON: ${(err as Error).message}` };
    }
  }
}

/** Remove commas directly before `}` or `]`, outside strings. */
export function removeTrailingCommas(s: string): string {
  let out = '';
  let inStr = false;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i]!;
    if (inStr) {
      out += ch;
      if (ch === '\\') out += s[++i] ?? '';
      else if (ch === '"') inStr = false;
      continue;
    }
    if (ch === '"') inStr = true;
    if (ch === ',') {
      let j = i + 1;
      while (j < s.length && /\s/.test(s[j]!)) j++;
      if (s[j] === '}' || s[j] === ']') continue;
    }
    out += ch;
  }
  return out;
}

/** End index (exclusive) of the bracketed value starting at `start`, respecting strings. */
function balancedSpan(s: string, start: number): { closed: boolean; end: number } {
  const stack: string[] = [];
  let inStr = false;
  for (let i = start; i < s.length; i++) {
    const ch = s[i]!;
    if (inStr) {
      if (ch === '\\') i++;
      else if (ch === '"') inStr = false;
      continue;
    }
    if (ch === '"') inStr = true;
    else if (ch === '{' || ch === '[') stack.push(ch === '{' ? '}' : ']');
    else if (ch === '}' || ch === ']') {
      if (stack.pop() !== ch) return { closed: false, end: i };
      if (stack.length === 0) return { closed: true, end: i + 1 };
    }
  }
  return { closed: false, end: s.length };
}

/**
 * Shapes the same data commonly arrives in: the value itself, an array wrapped in an object
 * (`{"triplets": [...]}`), a lone object where an array was asked, a one-element array where an
 * object was asked. The caller validates each in order and keeps the first that fits.
 */
export function shapeCandidates(value: unknown): unknown[] {
  const out: unknown[] = [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const vals = Object.values(value as Record<string, unknown>);
    const arrays = vals.filter(Array.isArray);
    if (arrays.length === 1) out.push(arrays[0]);
    if (vals.length === 1 && vals[0] && typeof vals[0] === 'object') out.push(vals[0]);
    out.push([value]);
  }
  if (Array.isArray(value) && value.length === 1) out.push(value[0]);
  return out;
}
