import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadGroundTruth } from './ground-truth.js';
import { NIFTY_DATA } from '../../../test/helpers/shared-data.js';

const DATA = NIFTY_DATA;
describe.skipIf(!existsSync(DATA))('Nifty-50 ground truth', () => {
  it('keeps the 399 usable questions and counts what it skips', () => {
    const gt = loadGroundTruth(DATA);
    expect(gt.questions).toHaveLength(399);
    expect(gt.skipped.empty + gt.skipped.noPdf).toBe(449 - 399);
    expect(new Set(gt.questions.map((q) => q.company)).size).toBe(40);
  });
});
