import { describe, expect, it } from 'vitest';
import { type CarryLabel, carryOutcome, scoreCarry } from './carry-facts.js';

const label = (over: Partial<CarryLabel> = {}): CarryLabel => ({ market: 'us', docId: 'd', company: 'C', page: 2, sentence: 'They were up 64% in April.', valueText: '64%', split: 'dev', metric: 'bookings', metricIds: ['order_inflow'], ...over });
const fact = (metric: string, page = 2) => ({ docId: 'd', page, sentence: 'They were up 64% in April.', valueText: '64%', metric });

describe('carryOutcome', () => {
  it('finds a figure stored with an acceptable metric, on its page or the one before', () => {
    expect(carryOutcome(label(), [fact('order_inflow', 1)]).outcome).toBe('found');
  });
  it('tells a wrong metric from a miss', () => {
    expect(carryOutcome(label(), [fact('revenue')]).outcome).toBe('wrong metric');
    expect(carryOutcome(label(), [fact('order_inflow', 5)]).outcome).toBe('missed');
  });
  it('counts any fact stored for a figure due none as wrongly stored', () => {
    expect(carryOutcome(label({ none: true }), [fact('revenue')]).outcome).toBe('wrongly stored');
    expect(carryOutcome(label({ none: true }), []).outcome).toBe('rightly left');
  });
  it('scores labels and skips a market without its workdir', () => {
    const { score } = scoreCarry([label(), label({ none: true }), label({ market: 'nifty' })], (m) => (m === 'us' ? [fact('order_inflow')] : null));
    expect(score).toEqual({ figures: 1, found: 1, wrongMetric: 0, missed: 0, none: 1, wronglyStored: 1 });
  });
});
