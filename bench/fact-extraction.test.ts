import { describe, expect, it } from 'vitest';
import { type HandFigure, judgedFacts, type LiveReading, measurePrecision, type PrecisionLabel, recallCause, signJudged, type StoredFact, withRejudged } from './fact-extraction.js';

const hand = (sentence: string, valueText: string, period = 'Q1 FY24', kind = 'actual'): HandFigure => ({ sentence, valueText, metric: 'm', period, kind, segment: null });
const stored = (f: Partial<StoredFact>): StoredFact => ({ id: 'x', docId: 'd', company: 'c', segment: null, metric: 'm', metricText: 'm', valueText: '5%', value: 5, unit: 'percent', periodQuarter: 'Q1', periodYear: 'FY24', kind: 'actual', basis: null, sentence: 's', page: 2, ...f });
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

describe('the sign of a value, where a label gives one', () => {
  const label = (over: Partial<PrecisionLabel> = {}): PrecisionLabel => ({ docId: 'd', company: 'c', page: 2, sentence: 's', metric: 'm', valueText: '5%', kind: 'change', basis: 'yoy', period: 'Q1 FY24', segment: null, correct: true, wrong: [], note: 'fell 5%', split: 'dev', ...over });
  const fall = stored({ kind: 'change', basis: 'yoy', value: -5 });
  const rise = stored({ kind: 'change', basis: 'yoy', value: 5 });
  it('a fall stored as a rise has its value wrong; the right sign, or no sign given, keeps the judgement', () => {
    expect(signJudged(label({ sign: -1 }), [rise])).toMatchObject({ correct: false, wrong: ['value'] });
    expect(signJudged(label({ sign: -1 }), [fall])).toMatchObject({ correct: true, wrong: [] });
    expect(signJudged(label(), [rise])).toMatchObject({ correct: true });
    expect(signJudged(label({ sign: -1, correct: false, wrong: ['owner'] }), [rise]).wrong).toEqual(['owner', 'value']);
  });
  it('scores it in the sample', () => {
    const r = measurePrecision([label({ sign: -1 })], [rise]);
    expect([r.produced, r.correct, r.wrong.value]).toEqual([1, 0, 1]);
    expect(measurePrecision([label({ sign: -1 })], [fall]).correct).toBe(1);
  });
  it('a re-judgement giving the sign the stored value now has replaces a label judged on the other sign', () => {
    const old = label({ correct: false, wrong: ['value'], note: 'stored positive' });
    const again = label({ sign: -1, note: 'now stored negative' });
    expect(withRejudged([old], [again], () => [fall])[0]?.note).toBe('now stored negative');
    expect(withRejudged([old], [again], () => [rise])[0]?.note).toBe('stored positive');
  });
  it('pairs each label with the stored fact it judged, as judged (judgedFacts)', () => {
    const pairs = judgedFacts([label({ sign: -1 }), label({ valueText: '9%' })], [rise]);
    expect(pairs).toHaveLength(1);
    expect(pairs[0]).toMatchObject({ fact: rise, label: { correct: false } });
    expect(judgedFacts([label({ period: 'Q2 FY24' })], [rise])).toEqual([]);
  });
});
