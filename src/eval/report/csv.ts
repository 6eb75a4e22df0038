/** metrics.csv: one row per (mode, metric) with mean, n, NaN count and the interval. */
import type { Mode } from '../../query/retrieve/types.js';
import type { MetricsDocument } from '../aggregate.js';
import { TABLE_METRICS } from '../types.js';

function cell(v: string | number | null): string {
  if (v === null || (typeof v === 'number' && !Number.isFinite(v))) return '';
  const s = String(v);
  return /[",\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function renderCsv(doc: MetricsDocument): string {
  const rows: string[] = ['mode,metric,mean,n,nan,ci95_lo,ci95_hi,judge'];
  for (const mode of Object.keys(doc.modes) as Mode[]) {
    for (const m of TABLE_METRICS) {
      const s = doc.modes[mode]![m];
      rows.push([mode, m, s.mean, s.n, s.nan, s.ci95?.[0] ?? null, s.ci95?.[1] ?? null, doc.judge].map(cell).join(','));
    }
  }
  return rows.join('\n') + '\n';
}
