/** The local judge against the paper's RAGAS scores (real reference data; skipped when absent). */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { judgeAgreement, readReferenceScores } from './judge-bench.js';
import { createLocalJudge } from './judge/local.js';
import { NIFTY_DATA } from '../../test/helpers/shared-data.js';

const REF = join(NIFTY_DATA, 'reference');

describe.skipIf(!existsSync(`${REF}/vectorrag_ragas_scores.csv`))('judge agreement on the reference rows', () => {
  it('recovers the four retrieved items of every row and keeps context recall agreement ≥ 0.5', async () => {
    const rows = readReferenceScores(`${REF}/vectorrag_ragas_scores.csv`, `${REF}/vectorrag_outputs`);
    expect(rows).toHaveLength(108);
    expect(rows.every((r) => r.contexts.length === 4)).toBe(true);
    const r = await judgeAgreement(rows, { judge: createLocalJudge(), embedder: null });
    expect(r.metrics.context_recall.n).toBe(108);
    // The bar of the issue; the judge is deterministic, so this guards against regressions.
    expect(r.metrics.context_recall.rho).toBeGreaterThanOrEqual(0.5);
    // Reference means as the README of the data states them.
    expect(r.metrics.faithfulness.referenceMean).toBeCloseTo(0.847, 2);
    expect(r.metrics.context_recall.referenceMean).toBeCloseTo(0.777, 2);
  });
});
