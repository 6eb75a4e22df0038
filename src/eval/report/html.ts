/**
 * report.html: one self-contained page (inline CSS and SVG, no script, no CDN) with a bar chart
 * per metric across modes (bar = mean, whisker = 95% interval, n under each bar) and the
 * per-question table.
 */
import type { Mode } from '../../query/retrieve/types.js';
import type { MetricsDocument } from '../aggregate.js';
import { CORE_METRICS, metricValue, SUMMARY_METRICS, type QuestionRecord, type TableMetric } from '../types.js';
import { escapeHtml, fmt, fmtSummary, METRIC_LABELS } from './format.js';

const CHARTED: readonly TableMetric[] = [...SUMMARY_METRICS, 'context_precision_vector', 'context_precision_graph', 'latency_ms'];
const COLORS = ['#2563eb', '#16a34a', '#d97706', '#9333ea', '#dc2626'];

/** One SVG bar chart of a metric across modes; unit-range metrics use a fixed 0..1 axis. */
export function barChart(doc: MetricsDocument, metric: TableMetric): string {
  const modes = Object.keys(doc.modes) as Mode[];
  const W = 320, H = 210, left = 36, bottom = 40, top = 36;
  const unit = metric !== 'latency_ms' && metric !== 'tokens' && metric !== 'cost_usd';
  const highs = modes.map((m) => doc.modes[m]![metric].ci95?.[1] ?? doc.modes[m]![metric].mean ?? 0);
  const max = unit ? 1 : Math.max(1e-9, ...highs) * 1.1;
  const y = (v: number): number => top + (H - top - bottom) * (1 - v / max);
  const bw = (W - left - 10) / Math.max(1, modes.length);
  const parts: string[] = [];
  parts.push(`<text x="${W / 2}" y="15" text-anchor="middle" font-size="13" font-weight="600">${escapeHtml(METRIC_LABELS[metric])}</text>`);
  for (const t of [0, 0.5, 1]) {
    const v = t * max;
    parts.push(`<line x1="${left}" x2="${W - 5}" y1="${y(v)}" y2="${y(v)}" stroke="#e5e7eb"/>`);
    parts.push(`<text x="${left - 4}" y="${y(v) + 4}" text-anchor="end" font-size="10" fill="#6b7280">${unit ? v.toFixed(1) : v.toFixed(0)}</text>`);
  }
  modes.forEach((mode, i) => {
    const s = doc.modes[mode]![metric];
    const x = left + i * bw + bw * 0.15;
    const w = bw * 0.7;
    if (s.mean !== null) {
      parts.push(`<rect x="${x}" y="${y(s.mean)}" width="${w}" height="${y(0) - y(s.mean)}" fill="${COLORS[i % COLORS.length]}"><title>${mode}: ${escapeHtml(fmtSummary(s, metric))}</title></rect>`);
      if (s.ci95) {
        const cx = x + w / 2;
        parts.push(`<line x1="${cx}" x2="${cx}" y1="${y(s.ci95[0])}" y2="${y(s.ci95[1])}" stroke="#111827" stroke-width="1.5"/>`);
        for (const v of s.ci95) parts.push(`<line x1="${cx - 5}" x2="${cx + 5}" y1="${y(v)}" y2="${y(v)}" stroke="#111827" stroke-width="1.5"/>`);
      }
      parts.push(`<text x="${x + w / 2}" y="${y(s.mean) - 4}" text-anchor="middle" font-size="10">${fmt(s.mean, metric)}</text>`);
    }
    parts.push(`<text x="${x + w / 2}" y="${H - bottom + 14}" text-anchor="middle" font-size="11">${mode}</text>`);
    parts.push(`<text x="${x + w / 2}" y="${H - bottom + 27}" text-anchor="middle" font-size="9" fill="#6b7280">n=${s.n}${s.nan ? ` NaN=${s.nan}` : ''}</text>`);
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(METRIC_LABELS[metric])}">${parts.join('')}</svg>`;
}

function questionRows(records: readonly QuestionRecord[]): string {
  return records
    .map((r) => {
      const cells = CORE_METRICS.map((m) => `<td class="num">${fmt(metricValue(r, m))}</td>`).join('');
      const answer = r.error ? `<span class="err">${escapeHtml(r.error)}</span>` : escapeHtml(r.answer.slice(0, 300));
      return `<tr><td>${escapeHtml(r.id)}</td><td>${r.mode}</td><td>${escapeHtml(r.question.slice(0, 200))}</td><td>${answer}</td>${cells}<td class="num">${fmt(r.latency_ms, 'latency_ms')}</td></tr>`;
    })
    .join('\n');
}

function comparisonTable(doc: MetricsDocument): string {
  const pairs = Object.entries(doc.comparisons);
  if (pairs.length === 0) return '';
  const metrics = Object.keys(pairs[0]![1]) as TableMetric[];
  const head = metrics.map((m) => `<th>${escapeHtml(METRIC_LABELS[m])}</th>`).join('');
  const rows = pairs
    .map(([name, cmp]) => {
      const cells = CORE_METRICS.map((m) => {
        const c = cmp[m];
        if (!c || c.meanDiff === null || !c.ci95) return '<td class="num">–</td>';
        return `<td class="num">${c.meanDiff >= 0 ? '+' : ''}${fmt(c.meanDiff)} [${fmt(c.ci95[0])}, ${fmt(c.ci95[1])}] n=${c.n}</td>`;
      });
      return `<tr><td>${escapeHtml(name.replace('-', ' − '))}</td>${cells.join('')}</tr>`;
    })
    .join('\n');
  return `<h2>Paired differences (same questions)</h2>\n<table><thead><tr><th>modes</th>${head}</tr></thead><tbody>\n${rows}\n</tbody></table>`;
}

export function renderHtml(doc: MetricsDocument, records: readonly QuestionRecord[]): string {
  const charts = CHARTED.map((m) => `<figure>${barChart(doc, m)}</figure>`).join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>hybridrag evaluation: ${escapeHtml(doc.dataset)}</title>
<style>
body{font:14px/1.4 system-ui,sans-serif;margin:24px;color:#111827;background:#fff}
h1{font-size:20px}.meta{color:#4b5563}
.charts{display:flex;flex-wrap:wrap;gap:12px}figure{margin:0;border:1px solid #e5e7eb;border-radius:6px;padding:6px}
table{border-collapse:collapse;margin-top:16px;font-size:12px}th,td{border-bottom:1px solid #e5e7eb;padding:4px 6px;vertical-align:top;text-align:left}
th{background:#f3f4f6;position:sticky;top:0}td.num{text-align:right;font-variant-numeric:tabular-nums}.err{color:#b91c1c}
</style></head>
<body>
<h1>hybridrag evaluation: ${escapeHtml(doc.dataset)}</h1>
<p class="meta">${doc.questions} questions · modes ${Object.keys(doc.modes).join(', ')} · provider <code>${escapeHtml(doc.provider)}</code> · judge <code>${escapeHtml(doc.judge)}</code>. Bars: mean over scorable questions; whiskers: seeded 95% bootstrap interval.</p>
<div class="charts">
${charts}
</div>
${comparisonTable(doc)}
<h2>Per question</h2>
<table><thead><tr><th>id</th><th>mode</th><th>question</th><th>answer</th><th>faith.</th><th>relev.</th><th>ctx prec.</th><th>ctx rec.</th><th>evid.</th><th>F1</th><th>ms</th></tr></thead>
<tbody>
${questionRows(records)}
</tbody></table>
</body></html>
`;
}
