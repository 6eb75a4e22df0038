import { describe, expect, it } from 'vitest';
import { type HandFigure, type LiveReading, recallCause, type StoredFact } from './fact-extraction.js';

const hand = (sentence: string, valueText: string, period = 'Q1 FY24', kind = 'actual'): HandFigure => ({ sentence, valueText, metric: 'm', period, kind, segment: null });
const stored = (f: Partial<StoredFact>): StoredFact => ({ id: 'x', docId: 'd', company: 'c', segment: null, metric: 'm', metricText: 'm', valueText: '5%', unit: 'percent', periodQuarter: 'Q1', periodYear: 'FY24', kind: 'actual', basis: null, sentence: 's', page: 2, ...f });
const S = 'Our share of international orders is at 35% this quarter.';
const live = (over: Partial<LiveReading> = {}): LiveReading => ({ management: [{ text: S, page: 2 }], facts: [], skipped: [], pageSentences: new Map([[2, [S]]]), ...over });

describe('why a hand figure is missed', () => {
  it('found, or found with its period or kind wrong', () => {
    expect(recallCause(hand(S, '35%'), 2, [stored({ valueText: '35%' })], live())).toBe('found');
    expect(recallCause(hand(S, '35%', 'Q1 FY24', 'change-yoy'), 2, [stored({ valueText: '35%' })], live())).toBe('found, kind wrong');
    expect(recallCause(hand(S, '35%', 'FY24'), 2, [stored({ valueText: '35%' })], live())).toBe('found, period wrong');
  });
  it('the first cause that holds: the sentence, management, the figure, the reader\'s reason', () => {
    expect(recallCause(hand('Something else said at 4%.', '4%'), 2, [], live())).toBe('sentence not found');
    expect(recallCause(hand(S, '35%'), 2, [], live({ management: [] }))).toBe('not read as management');
    expect(recallCause(hand(S, '36%'), 2, [], live())).toBe('value not read');
    expect(recallCause(hand(S, '35%'), 2, [], live({ skipped: [{ sentence: S, page: 2, valueText: '35%', reason: 'no-metric' }] }))).toBe('no-metric');
    expect(recallCause(hand(S, '35%'), 2, [], live({ facts: [{ sentence: S, page: 2, valueText: '35%' }] }))).toBe('not in the workdir');
    expect(recallCause(hand(S, '35%'), 2, [], live())).toBe('other');
  });
});
