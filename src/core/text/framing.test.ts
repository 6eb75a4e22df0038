import { describe, expect, it } from 'vitest';
import { FRAMING_UP, withoutFraming } from './framing.js';

describe('withoutFraming', () => {
  it('leaves a gap for a verb of telling with its particle, and for being active in a place', () => {
    expect(withoutFraming('Which banks called out tariffs?', ['telling'])).toBe('Which banks   tariffs?');
    expect(withoutFraming('Who pointed to a small orderbook?', ['telling'])).toBe('Who   a small orderbook?');
    expect(withoutFraming('Which producers are active in the Bakken?', ['telling'])).toBe('Which producers   in the Bakken?');
    expect(withoutFraming('Which producers are active?', ['telling'])).toBe('Which producers are active?');
  });
  it('leaves a gap for a verb whose "up" frames a comparison', () => {
    expect(withoutFraming('How do A and B stack up on debt?', ['comparison'])).toBe('How do A and B   on debt?');
    expect(withoutFraming('How did margins hold up?', ['comparison'])).toBe('How did margins  ?');
    expect(withoutFraming('Did margins hold up?', ['telling'])).toBe('Did margins hold up?');
    expect(withoutFraming('Did volumes pick up?', ['comparison'])).toBe('Did volumes pick up?');
  });
  it('strips both kinds by default, and none when asked for none', () => {
    expect(withoutFraming('Who called out tariffs and how do they measure up?')).toBe('Who   tariffs and how do they  ?');
    expect(withoutFraming('Who called out tariffs?', [])).toBe('Who called out tariffs?');
  });
  it('gives the comparison verbs as a pattern\'s source', () => {
    expect(new RegExp(`^${FRAMING_UP}$`, 'i').test('Shaping up')).toBe(true);
    expect(new RegExp(`^${FRAMING_UP}$`, 'i').test('going up')).toBe(false);
  });
});
