import { describe, expect, it } from 'vitest';
import { decodeVerdicts, verdictAgreement } from './verdict-decode.js';

describe('decodeVerdicts', () => {
  it('reads the one pattern an average precision allows', () => {
    expect(decodeVerdicts(0.583, 4)).toEqual([false, true, true, false]);
    expect(decodeVerdicts(0.806, 4)).toEqual([true, false, true, true]);
    expect(decodeVerdicts(0, 4)).toEqual([false, false, false, false]);
  });

  it('leaves undetermined the items the matching patterns disagree on', () => {
    // 1.0 = useful first, then any non-increasing run: 1000, 1100, 1110, 1111.
    expect(decodeVerdicts(1, 4)).toEqual([true, null, null, null]);
    // 0.5 = 0100 or 0101.
    expect(decodeVerdicts(0.5, 4)).toEqual([false, true, false, null]);
    // No pattern of four gives 0.3: nothing is known.
    expect(decodeVerdicts(0.3, 4)).toEqual([null, null, null, null]);
    expect(decodeVerdicts(Number.NaN, 2)).toEqual([null, null]);
  });
});

describe('verdictAgreement', () => {
  it('counts agreement over determined items and corrects it for chance', () => {
    const a = verdictAgreement([
      { ours: true, reference: true },
      { ours: true, reference: true },
      { ours: false, reference: false },
      { ours: true, reference: false },
      { ours: false, reference: null },
    ]);
    expect(a.n).toBe(4);
    expect(a.agreement).toBe(0.75);
    expect(a.referenceUseful).toBe(0.5);
    expect(a.oursUseful).toBe(0.75);
    // chance = 0.5·0.75 + 0.5·0.25 = 0.5 → kappa = (0.75 − 0.5) / 0.5
    expect(a.kappa).toBeCloseTo(0.5, 12);
    expect(verdictAgreement([{ ours: true, reference: null }]).n).toBe(0);
  });
});
