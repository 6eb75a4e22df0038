import { describe, expect, it } from 'vitest';
import type { Triplet } from '../../../core/domain.js';
import { entityKey, relationKey, scoreExtraction } from './score.js';

const t = (head: string, relation: string, object: string): Triplet => ({
  head, headType: 'financial_metric', relation, object, objectType: 'money',
});

describe('scoreExtraction', () => {
  it('matches across number formats, case, aliases and relation synonyms', () => {
    expect(entityKey('Rs. 5,000 Cr')).toBe(entityKey('₹5000 crore'));
    expect(entityKey('70 basis points')).toBe(entityKey('70 bps'));
    expect(entityKey('PAT')).toBe(entityKey('profit after tax'));
    expect(entityKey('8,812 employees')).toBe(entityKey('8812'));
    expect(relationKey('increased_by')).toBe(relationKey('grew-by'));
    expect(relationKey('grew_by')).not.toBe(relationKey('declined_by'));
    const s = scoreExtraction([[t('PAT', 'increased_by', 'Rs. 5,000 Cr')]], [[t('profit after tax', 'grew_by', '₹5000 crore')]]);
    expect(s).toMatchObject({ precision: 1, recall: 1, f1: 1, matched: 1 });
  });

  it('counts wrong relations, duplicates and misses', () => {
    const gold = [[t('revenue', 'grew_by', '12%'), t('revenue', 'reached', '₹100 crore')], [t('nim', 'reached', '4%')]];
    const pred = [[t('Revenue', 'declined_by', '12%'), t('revenue', 'reached', 'Rs 100 crore'), t('revenue', 'stood_at', '₹100 Cr')], []];
    const s = scoreExtraction(pred, gold);
    expect(s.predicted).toBe(2); // the duplicate counts once
    expect(s.matched).toBe(1);
    expect(s.precision).toBeCloseTo(0.5);
    expect(s.recall).toBeCloseTo(1 / 3);
  });

  it('returns NaN, not 0, when there is nothing to score', () => {
    const s = scoreExtraction([[]], [[]]);
    expect(Number.isNaN(s.precision)).toBe(true);
    expect(Number.isNaN(s.recall)).toBe(true);
    expect(() => scoreExtraction([[]], [])).toThrow(/1 predicted sentences vs 0 gold/);
  });
});
