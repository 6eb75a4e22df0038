/**
 * The shape every bench section reports in, and the loader for sections other engineers own:
 * a section that cannot run says why ("not available: <reason>") instead of printing a number.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

/** One figure: a value with its unit, optionally beside the reference it is compared with. */
export interface Metric {
  name: string;
  value: number | string | null;
  unit?: string;
  /** What the figure is compared with (a target, a ceiling, a baseline tool) and its value. */
  reference?: string;
}

export interface Section {
  id: string;
  title: string;
  metrics: Metric[];
  /** How it was measured: corpus, runs, medians; caveats. */
  notes: string[];
  /** Set when the section could not run: the reason, never a made-up figure. */
  unavailable?: string;
  /** Raw data for results.json (per-run figures, per-stage times ...). */
  raw?: unknown;
  seconds?: number;
}

export function unavailable(id: string, title: string, reason: string): Section {
  return { id, title, metrics: [], notes: [], unavailable: reason };
}

/**
 * Import `file` (a .ts module run through tsx) and return its export `name` if it is a function.
 * Returns a reason string when the file or export is missing, so the caller can report it.
 */
export async function loadExport<F extends (...args: never[]) => unknown>(
  file: string,
  name: string,
): Promise<F | string> {
  if (!existsSync(file)) return `${file.replace(/^.*\/bench\//, 'bench/')} has not landed yet`;
  try {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const fn = mod[name];
    if (typeof fn !== 'function') return `${name}() is not exported by ${file.replace(/^.*\/bench\//, 'bench/')}`;
    return fn as F;
  } catch (err) {
    return `loading ${file.replace(/^.*\/bench\//, 'bench/')} failed: ${(err as Error).message.split('\n')[0]}`;
  }
}

/** Turn a piece's plain `Record<string, number>` (or nested object) result into metrics. */
export function metricsFromRecord(rec: unknown, prefix = ''): Metric[] {
  const out: Metric[] = [];
  if (rec === null || typeof rec !== 'object') return out;
  for (const [k, v] of Object.entries(rec as Record<string, unknown>)) {
    const name = prefix ? `${prefix}.${k}` : k;
    if (typeof v === 'number' || typeof v === 'string' || typeof v === 'boolean') {
      out.push({ name, value: typeof v === 'boolean' ? String(v) : v });
    } else if (v && typeof v === 'object' && !Array.isArray(v)) {
      out.push(...metricsFromRecord(v, name));
    }
  }
  return out;
}

/** Run a section, turning an exception into an "unavailable" section with the error message. */
export async function guarded(id: string, title: string, run: () => Promise<Section>): Promise<Section> {
  const t0 = Date.now();
  try {
    const s = await run();
    return { ...s, seconds: s.seconds ?? (Date.now() - t0) / 1000 };
  } catch (err) {
    const msg = err instanceof Error ? err.message.split('\n')[0]! : String(err);
    return { ...unavailable(id, title, `failed: ${msg}`), seconds: (Date.now() - t0) / 1000 };
  }
}
