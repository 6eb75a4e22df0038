import { describe, expect, it } from 'vitest';
import { abbreviationIn, longFormIn } from './long-forms.js';

describe('longFormIn', () => {
  const texts = [
    'We reported net favorable prior-year development of $9 million. Prior year development was small.',
    'Favorable prior year development helped, and prior year development in casualty was flat.',
  ];

  it('reads the run of words whose initials spell the abbreviation, where it recurs', () => {
    expect(longFormIn('PYD', texts)).toBe('prior year development');
    expect(longFormIn('RNGs', ['renewable natural gas deliveries; renewable natural gas projects', 'renewable natural gas'])).toBe('renewable natural gas');
  });

  it('skips a small word between two letters, and reads "&" as "and"', () => {
    const casm = ['cost per available seat mile fell', 'cost per available seat mile rose, cost per available seat mile'];
    expect(longFormIn('CASM', casm)).toBe('cost per available seat mile');
    expect(longFormIn('F&I', ['finance and insurance income', 'finance and insurance; finance and insurance'])).toBe('finance and insurance');
  });

  it('reads nothing from a run seen too rarely, in one text only, or across punctuation', () => {
    expect(longFormIn('PYD', [texts[0]!])).toBeNull();
    expect(longFormIn('PYD', ['prior year development', 'prior year. Development'])).toBeNull();
    expect(longFormIn('EV', texts)).toBeNull();
  });
});

describe('abbreviationIn', () => {
  it('reads the capitals of a long form where they recur in two texts or more, a plural too', () => {
    const texts = ['Our EAF mills ran at 90%.', 'Two new EAFs start next year; EAF steelmaking emits less.'];
    expect(abbreviationIn(['electric', 'arc', 'furnac'], texts)).toBe('EAF');
    expect(abbreviationIn(['electric', 'arc', 'furnac'], texts.slice(1))).toBeNull();
    expect(abbreviationIn(['electric', 'arc', 'furnac'], ['our eaf mills', 'eaf, eaf'])).toBeNull();
    expect(abbreviationIn(['mini', 'mill'], ['MM MM', 'MM'])).toBeNull();
  });
});
