/** metrics.md: the paper's layout (metrics as rows, modes as columns), then paired comparisons. */
import type { Mode } from '../../query/retrieve/types.js';
import type { MetricsDocument } from '../aggregate.js';
import { TABLE_METRICS } from '../types.js';
import { fmt, fmtSummary, METRIC_LABELS } from './format.js';

export function renderMarkdown(doc: MetricsDocument): string {
  const modes = Object.keys(doc.modes) as Mode[];
  const lines: string[] = [];
  lines.push(`# Evaluation: ${doc.dataset}`, '');
  lines.push(`${doc.questions} questions · provider \`${doc.provider}\` · judge \`${doc.judge}\``, '');
  lines.push('Mean over scorable questions with a seeded 95% bootstrap interval; n = scorable, NaN = not scorable.', '');
  lines.push(`| Metric | ${modes.join(' | ')} |`);
  lines.push(`|---|${modes.map(() => '---').join('|')}|`);
  for (const m of TABLE_METRICS) {
    const cells = modes.map((mode) => {
      const s = doc.modes[mode]?.[m];
      return s ? `${fmtSummary(s, m)} (n=${s.n}${s.nan ? `, NaN=${s.nan}` : ''})` : '–';
    });
    lines.push(`| ${METRIC_LABELS[m]} | ${cells.join(' | ')} |`);
  }
  const errs = modes.filter((m) => (doc.errors[m] ?? 0) > 0);
  if (errs.length) {
    lines.push('', `Questions that failed to answer (scored NaN): ${errs.map((m) => `${m} ${doc.errors[m]}`).join(', ')}.`);
  }
  const judged = modes.filter((m) => (doc.judge_errors?.[m] ?? 0) > 0);
  if (judged.length) {
    lines.push('', `Judge steps that failed (their metrics NaN; see verdicts.failures in per_question.jsonl): ${judged.map((m) => `${m} ${doc.judge_errors[m]}`).join(', ')}.`);
  }
  const pairs = Object.entries(doc.comparisons);
  if (pairs.length) {
    lines.push('', '## Paired comparisons (same questions)', '');
    const metrics = Object.keys(pairs[0]![1]) as (keyof (typeof pairs)[0][1])[];
    lines.push(`| Difference | ${metrics.map((m) => METRIC_LABELS[m]).join(' | ')} |`);
    lines.push(`|---|${metrics.map(() => '---').join('|')}|`);
    for (const [name, cmp] of pairs) {
      const cells = metrics.map((m) => {
        const c = cmp[m];
        if (!c || c.meanDiff === null) return '–';
        const sign = c.meanDiff >= 0 ? '+' : '';
        return `${sign}${fmt(c.meanDiff)} [${fmt(c.ci95![0])}, ${fmt(c.ci95![1])}] (n=${c.n})`;
      });
      lines.push(`| ${name.replace('-', ' − ')} | ${cells.join(' | ')} |`);
    }
  }
  return lines.join('\n') + '\n';
}
