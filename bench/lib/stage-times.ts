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

/**
 * Stage times from the ingest command's plain summary:
 *   "ingested 42 file(s) in 31.2s: ...; 817 pages, 1150 chunks written"  -> parse+chunk+store
 *   "embed: 1150 processed, 0 failed in 12.0s ..."                        -> embed
 */
export function stageTimesFromText(stdout: string): Record<string, number> {
  const out: Record<string, number> = {};
  const head = /ingested\s+\d+\s+file\(s\)\s+in\s+([\d.]+)s/.exec(stdout);
  if (head) out['parse+chunk+store'] = Number(head[1]) * 1000;
  for (const m of stdout.matchAll(/^([a-z][\w+ -]*?):\s+\d+\s+processed,\s+\d+\s+failed\s+in\s+([\d.]+)s/gm)) {
    out[m[1]!] = (out[m[1]!] ?? 0) + Number(m[2]) * 1000;
  }
  return out;
}

/** Stage times from whatever the ingest printed: its JSON summary when it has one, else the text. */
export function stageTimes(stdout: string): Record<string, number> {
  const json = lastJson(stdout);
  const fromJson = json ? extractStageTimes(json) : {};
  return Object.keys(fromJson).length ? fromJson : stageTimesFromText(stdout);
}
