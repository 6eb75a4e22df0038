/**
 * `--fail-under metric=value`: CI gates on the metrics document. Every evaluated mode must reach
 * each bar; a metric no question could score fails its gate (an empty score is not a pass).
 */
import { HybridRagError } from '../core/errors.js';
import type { MetricsDocument } from './aggregate.js';
import { TABLE_METRICS, type TableMetric } from './types.js';

export interface Gate {
  metric: TableMetric;
  min: number;
}

/** Parse "faithfulness=0.8" flags; a bad one is a USAGE error naming it. */
export function parseGates(specs: readonly string[]): Gate[] {
  return specs.map((spec) => {
    const m = /^([a-z0-9_]+)=([0-9]*\.?[0-9]+)$/.exec(spec.trim());
    if (!m || !(TABLE_METRICS as readonly string[]).includes(m[1]!)) {
      throw new HybridRagError('USAGE', `--fail-under "${spec}" is not metric=value`, {
        hint: `e.g. --fail-under faithfulness=0.8; metrics: ${TABLE_METRICS.join(', ')}`,
      });
    }
    return { metric: m[1] as TableMetric, min: Number(m[2]) };
  });
}

/** The failed gates, as readable lines ("hybrid context_recall 0.612 < 0.7"). */
export function checkGates(doc: MetricsDocument, gates: readonly Gate[]): string[] {
  const failures: string[] = [];
  for (const [mode, table] of Object.entries(doc.modes)) {
    for (const g of gates) {
      const mean = table?.[g.metric]?.mean ?? null;
      if (mean === null) failures.push(`${mode} ${g.metric}: not scorable (< ${g.min})`);
      else if (mean < g.min) failures.push(`${mode} ${g.metric} ${mean.toFixed(3)} < ${g.min}`);
    }
  }
  return failures;
}
