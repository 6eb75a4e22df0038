/**
 * Per-stage times out of the ingest command's JSON summary. The summary's exact shape belongs to
 * the ingest code, so this reads it tolerantly: StageReport-like entries `{stage|name, ms}` and any
 * numeric field whose key ends in `Ms` (parseMs, chunkMs ...) count as stage times, in ms.
 */
export function extractStageTimes(summary: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  const visit = (v: unknown, path: string): void => {
    if (Array.isArray(v)) {
      v.forEach((x, i) => visit(x, `${path}[${i}]`));
      return;
    }
    if (!v || typeof v !== 'object') return;
    const o = v as Record<string, unknown>;
    const label = typeof o.stage === 'string' ? o.stage : typeof o.name === 'string' ? o.name : null;
    if (label && typeof o.ms === 'number') out[label] = (out[label] ?? 0) + o.ms;
    for (const [k, x] of Object.entries(o)) {
      if (typeof x === 'number' && /^.+Ms$/.test(k)) {
        const name = k.replace(/Ms$/, '');
        out[name] = (out[name] ?? 0) + x;
      } else if (typeof x === 'object') visit(x, path ? `${path}.${k}` : k);
    }
  };
  visit(summary, '');
  return out;
}

/** Parse the last JSON object printed on stdout (the summary), or null. */
export function lastJson(stdout: string): unknown {
  const t = stdout.trim();
  if (!t) return null;
  try {
    return JSON.parse(t) as unknown;
  } catch {
    // Some commands print progress lines before the object: take the last line that parses.
    for (const line of t.split('\n').reverse()) {
      try {
        return JSON.parse(line) as unknown;
      } catch {
        /* keep looking */
      }
    }
    const start = t.lastIndexOf('\n{');
    if (start >= 0) {
      try {
        return JSON.parse(t.slice(start + 1)) as unknown;
      } catch {
        return null;
      }
    }
    return null;
  }
}
