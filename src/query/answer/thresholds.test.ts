import { describe, expect, it } from 'vitest';
import { checkThreshold, parseThreshold } from './thresholds.js';

describe('numeric thresholds in group questions', () => {
  it('reads the comparison, the figure and its unit', () => {
    expect(parseThreshold('Which banks reported NIM above 4%?')).toMatchObject({ op: '>', value: 4, unit: 'percentage', text: 'above 4%' });
    expect(parseThreshold('Which banks kept net NPAs under 0.5% in Q1 FY24?')).toMatchObject({ op: '<', value: 0.5 });
    expect(parseThreshold('a provision coverage ratio of 75% or more')).toMatchObject({ op: '>=', value: 75, text: '75% or more' });
    expect(parseThreshold('deal wins over $1 billion')).toMatchObject({ op: '>', value: 1e9, unit: 'money', currency: 'usd' });
    expect(parseThreshold('ARPU above Rs 180')).toMatchObject({ op: '>', value: 180, unit: 'money', currency: 'inr' });
    expect(parseThreshold('net debt above 2.5 times EBITDA')).toMatchObject({ op: '>', value: 2.5, unit: 'multiple' });
    expect(parseThreshold('more than 15% year on year')).toMatchObject({ op: '>', value: 15 });
    expect(parseThreshold('Which banks reported NIM in Q1 FY24?')).toBeNull();
  });

  it('passes or fails on the figure the metric\'s sentence states, else does not claim', () => {
    const t = parseThreshold('Which banks reported NIM above 4%?')!;
    const nim = ['nim', 'net', 'interest', 'margin'];
    expect(checkThreshold(t, 'The core net interest margin for the quarter was at 4.1%. [1]', nim)).toEqual({ verdict: 'pass', figure: '4.1%' });
    expect(checkThreshold(t, 'Our NIM stood at 3.9% against 4.2% last year. [2]', nim)).toEqual({ verdict: 'fail', figure: '3.9%' });
    // The sentence most about the metric decides, not the first with a figure.
    expect(checkThreshold(t, 'Net interest income grew by 21%. [1] The net interest margin was 3.6%. [1]', nim).verdict).toBe('fail');
    // A figure of another kind, or one in a sentence about something else, proves nothing.
    expect(checkThreshold(t, 'NIM improved by 10 bps. [1] Deposits grew 19%. [2]', nim)).toEqual({ verdict: 'unknown', figure: null });
    const money = parseThreshold('ARPU above Rs 180')!;
    expect(checkThreshold(money, 'ARPU came in at Rs 200. [1]', ['arpu']).verdict).toBe('pass');
    expect(checkThreshold(money, 'ARPU came in at $2. [1]', ['arpu']).verdict).toBe('unknown');
  });
});
