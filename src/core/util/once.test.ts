import { describe, expect, it } from 'vitest';
import { once } from './once.js';

describe('once', () => {
  it('makes the value on first use only, then gives the same one', () => {
    let made = 0;
    const get = once(() => ({ n: ++made }));
    expect(made).toBe(0);
    const first = get();
    expect(get()).toBe(first);
    expect(made).toBe(1);
  });
});
