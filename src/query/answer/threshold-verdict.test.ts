import { describe, expect, it } from 'vitest';
import { checkThreshold } from './threshold-verdict.js';
import { parseThreshold } from '../plan/threshold.js';
import { metricTerms } from '../plan/metric-terms.js';

describe('numeric thresholds in group questions', () => {
  it('reads the comparison, the figure and its unit', () => {
    expect(parseThreshold('Which banks reported NIM above 4%?')).toMatchObject({ op: '>', value: 4, unit: 'percentage', text: 'above 4%' });
    expect(parseThreshold('Which banks kept net NPAs under 0.5% in Q1 FY24?')).toMatchObject({ op: '<', value: 0.5 });
    expect(parseThreshold('a provision coverage ratio of 75% or more')).toMatchObject({ op: '>=', value: 75, text: '75% or more' });
    expect(parseThreshold('deal wins over $1 billion')).toMatchObject({ op: '>', value: 1e9, unit: 'money', currency: 'usd' });
    expect(parseThreshold('ARPU above Rs 180')).toMatchObject({ op: '>', value: 180, unit: 'money', currency: 'inr' });
    expect(parseThreshold('Which IT firms saw fewer than 18% of staff leave?')).toMatchObject({ op: '<', value: 18, text: 'fewer than 18%' });
    expect(parseThreshold('net debt above 2.5 times EBITDA')).toMatchObject({ op: '>', value: 2.5, unit: 'multiple' });
    expect(parseThreshold('more than 15% year on year')).toMatchObject({ op: '>', value: 15 });
    expect(parseThreshold('Which banks reported NIM in Q1 FY24?')).toBeNull();
  });

  it('passes or fails on the figure the metric\'s sentence states, else does not claim', () => {
    const t = parseThreshold('Which banks reported NIM above 4%?')!;
    const nim = metricTerms('NIM');
    expect(checkThreshold(t, 'The core net interest margin for the quarter was at 4.1%. [1]', nim)).toEqual({ verdict: 'pass', figure: '4.1%' });
    expect(checkThreshold(t, 'Our NIM stood at 3.9% against 4.2% last year. [2]', nim)).toEqual({ verdict: 'fail', figure: '3.9%' });
    // The sentence most about the metric decides, not the first with a figure.
    expect(checkThreshold(t, 'Net interest income grew by 21%. [1] The net interest margin was 3.6%. [1]', nim).verdict).toBe('fail');
    // A figure of another kind, or one in a sentence about something else, proves nothing.
    expect(checkThreshold(t, 'NIM improved by 10 bps. [1] Deposits grew 19%. [2]', nim)).toEqual({ verdict: 'unknown', figure: null });
    const money = parseThreshold('ARPU above Rs 180')!;
    expect(checkThreshold(money, 'ARPU came in at Rs 200. [1]', metricTerms('ARPU')).verdict).toBe('pass');
    expect(checkThreshold(money, 'ARPU came in at $2. [1]', metricTerms('ARPU')).verdict).toBe('unknown');
  });

  it('takes the figure the metric\'s own words lead to, and a spoken ratio without its % sign', () => {
    const t = parseThreshold('Which banks kept net NPAs under 0.5%?')!;
    const nnpa = metricTerms('net NPAs');
    expect(checkThreshold(t, 'On asset quality, the GNPA at 1.77% versus 2.24% a year ago, and with a PCR of 78%, our net NPA now are 0.4%. [1]', nnpa)).toEqual({ verdict: 'pass', figure: '0.4%' });
    expect(checkThreshold(t, 'Net NPA ratio was at 0.30 and net NPA ratio excluding agriculture was at 0.23. [1] Net advances grew 16%. [2]', nnpa)).toEqual({ verdict: 'pass', figure: '0.30' });
    const nim = parseThreshold('Which banks reported NIM above 4%?')!;
    // Net interest income is not the margin: the NIM sentence decides.
    expect(checkThreshold(nim, 'Net interest income increased by 24.71% YoY. [1] Domestic NIM at 3.47% has also improved by 24 basis points YoY. [1]', metricTerms('NIM'))).toEqual({ verdict: 'fail', figure: '3.47%' });
    const lev = parseThreshold('net debt above 2.5 times EBITDA')!;
    expect(checkThreshold(lev, 'Our policy is net debt to equity of 1.75x and net debt to EBITDA of 3.75x. [1]', metricTerms('net debt to EBITDA')).figure).toBe('3.75x');
  });
});
