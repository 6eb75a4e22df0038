import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EXIT_CODE_TABLE, exitCodeFor, exitCodeOf, HybridRagError, type ErrorCode } from '../core/errors.js';
import { renderExitCodesMarkdown } from './exit-codes-doc.js';
import { intFlag, numberFlag, parseChoice, quarterFlag, yearFlag } from './flags.js';

const usage = (fn: () => unknown): HybridRagError => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(HybridRagError);
    expect((err as HybridRagError).code).toBe('USAGE');
    return err as HybridRagError;
  }
  throw new Error('expected a USAGE error');
};

describe('flag parsers', () => {
  it('intFlag accepts whole numbers in range and names the flag and range otherwise', () => {
    expect(intFlag('--top-k', undefined, { min: 1 })).toBeUndefined();
    expect(intFlag('--top-k', '4', { min: 1 })).toBe(4);
    expect(intFlag('--fiscal-year-start', '12', { min: 1, max: 12 })).toBe(12);
    expect(usage(() => intFlag('--top-k', '0', { min: 1 })).message).toBe('--top-k must be a whole number >= 1, got "0"');
    expect(usage(() => intFlag('--fiscal-year-start', '13', { min: 1, max: 12, example: 4 })).message).toBe('--fiscal-year-start must be a whole number from 1 to 12, got "13"');
    expect(usage(() => intFlag('--limit', '2.5', { min: 1 })).hint).toBe('e.g. --limit 1');
    usage(() => intFlag('--limit', '', { min: 1 }));
    usage(() => intFlag('--limit', 'ten', { min: 1 }));
  });

  it('numberFlag accepts fractions unless integer is asked for', () => {
    expect(numberFlag('--max-cost', '0.5', { min: 0 })).toBe(0.5);
    expect(usage(() => numberFlag('--max-cost', '-1', { min: 0 })).message).toBe('--max-cost must be a number >= 0, got "-1"');
  });

  it('parseChoice is case-insensitive and returns the canonical spelling', () => {
    expect(parseChoice('--mode', 'Hybrid', ['vector', 'hybrid'])).toBe('hybrid');
    expect(parseChoice('--chunk-strategy', 'CHARS', ['speaker', 'chars'])).toBe('chars');
    expect(usage(() => parseChoice('--mode', 'vectr', ['vector', 'hybrid'])).message).toBe('--mode "vectr" is not one of: vector, hybrid');
  });

  it('quarter and year flags normalise every accepted spelling', () => {
    for (const q of ['q1', 'Q1', '1', 'first']) expect(quarterFlag('--quarter', q)).toBe('Q1');
    for (const y of ['FY24', 'fy2024', '2024', '2023-24']) expect(yearFlag('--year', y)).toBe('FY24');
    expect(usage(() => quarterFlag('--quarter', 'Q5')).message).toBe('--quarter "Q5" is not a quarter');
    usage(() => yearFlag('--year', 'last year'));
  });
});

describe('exit-code table', () => {
  it('gives every error code one distinct number; unknown errors are internal', () => {
    const codes: ErrorCode[] = ['USAGE', 'CONFIG', 'EMPTY_WORKDIR', 'INPUT', 'NO_MATCH', 'PROVIDER', 'BUDGET', 'ABORTED', 'INGEST_FAILURES', 'QUALITY_GATE', 'INTERNAL'];
    for (const c of codes) expect(EXIT_CODE_TABLE.filter((r) => r.code === c), c).toHaveLength(1);
    expect(new Set(EXIT_CODE_TABLE.map((r) => r.exit)).size).toBe(EXIT_CODE_TABLE.length);
    expect(exitCodeOf('USAGE')).toBe(2);
    expect(exitCodeOf('NO_MATCH')).not.toBe(exitCodeOf('EMPTY_WORKDIR'));
    expect(exitCodeFor(new Error('boom'))).toBe(70);
    expect(exitCodeFor(new HybridRagError('PROVIDER', 'down'))).toBe(6);
  });

  it('docs/exit-codes.md is the rendering of the table (run `npm run docs:exit-codes` after changing it)', () => {
    const committed = readFileSync(new URL('../../docs/exit-codes.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderExitCodesMarkdown());
  });
});
