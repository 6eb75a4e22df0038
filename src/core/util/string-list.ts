/**
 * A stored JSON list of strings (a document's aliases or sectors column): its strings, and an
 * empty list for anything else (null, "", malformed JSON, a non-array, non-string items).
 */
export function stringList(raw: unknown): string[] {
  try {
    const v: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
