import { describe, expect, it } from 'vitest';
import { formatValue, sectionMarkdown } from './report.js';
import { metricsFromRecord } from './section.js';
import { extractStageTimes, lastJson, stageTimes, stageTimesFromText } from './stage-times.js';
import { linearFit, median, quantile } from './stats.js';

describe('bench statistics', () => {
  it('quantiles interpolate between ranks; NaN for no data', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(quantile([0, 10], 0.95)).toBeCloseTo(9.5);
    expect(quantile([], 0.5)).toBeNaN();
  });

  it('a linear fit recovers slope and R² = 1 on a line, less with noise', () => {
    const f = linearFit([1, 10, 30, 100], [2, 11, 31, 101]);
    expect(f.slope).toBeCloseTo(1);
    expect(f.intercept).toBeCloseTo(1);
    expect(f.r2).toBeCloseTo(1);
    expect(linearFit([1, 2, 3, 4], [1, 4, 2, 5]).r2).toBeLessThan(0.7);
    expect(linearFit([1], [1]).slope).toBeNaN();
  });

});

describe('bench parsing', () => {
  it('stage times come from the JSON summary, else from the text summary', () => {
    const json = { ms: 900, planMs: 2, parseWaitMs: 494, storeMs: 9, stages: [{ stage: 'embed', ms: 41 }, { stage: 'extract', ms: 202 }] };
    expect(extractStageTimes(json)).toEqual({ plan: 2, parseWait: 494, store: 9, embed: 41, extract: 202 });
    expect(stageTimes(`progress\n${JSON.stringify(json, null, 2)}`)).toEqual(extractStageTimes(json));
    const text = 'ingested 42 file(s) in 12.5s: 42 added; 817 pages\nembed: 1303 processed, 0 failed in 0.5s x=1\nextract: 1303 processed, 0 failed in 1.9s\n';
    expect(stageTimesFromText(text)).toEqual({ 'parse+chunk+store': 12500, embed: 500, extract: 1900 });
    expect(lastJson('not json')).toBeNull();
  });

  it('flattens records into metrics and renders n/a for missing numbers', () => {
    expect(metricsFromRecord({ a: 1, b: { c: 'x', d: true } })).toEqual([
      { name: 'a', value: 1 },
      { name: 'b.c', value: 'x' },
      { name: 'b.d', value: 'true' },
    ]);
    expect(formatValue(Number.NaN)).toBe('n/a');
    expect(formatValue(42, 'MiB')).toBe('42 MiB');
    expect(formatValue(0.12345)).toBe('0.123');
    const md = sectionMarkdown({ id: 'x', title: 'X', metrics: [{ name: 'a|b', value: 1.5, unit: 's' }], notes: ['n'] });
    expect(md).toContain('| a\\|b | 1.50 s |  |');
    expect(sectionMarkdown({ id: 'y', title: 'Y', metrics: [], notes: [], unavailable: 'why' })).toContain('not available: why');
  });
});
