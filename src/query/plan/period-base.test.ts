import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { namesPeriod, sizeAgainstPeriod } from './period-base.js';
import { planQuestion } from './plan.js';

const metrics = lexiconFrom([
  { id: 'net_debt', names: ['net debt'], abbreviations: [], unit: 'money' },
  { id: 'gross_npa', names: ['gross NPA'], abbreviations: ['GNPA'], unit: 'percent' },
  { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
  { id: 'gross_margin', names: ['gross margin'], abbreviations: [], unit: 'percent' },
  { id: 'capacity', names: ['capacity'], abbreviations: [], unit: 'count' },
]);
const company = (name: string) => ({ name, ticker: null, matched: name });
const one: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [company('Alpha Bank')] };
const two: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [company('Alpha Bank'), company('Beta Bank')] };

describe('sizeAgainstPeriod: a size asked against an earlier period', () => {
  it('reads how much lower, how many more, by how much … than, vs, compared with a period', () => {
    expect(sizeAgainstPeriod("How much lower was Alpha Bank's net debt in dollar terms vs June last year?")?.text).toBe('vs June last year');
    expect(sizeAgainstPeriod('How many more cars did Alpha sell than in the June quarter last year?')?.text).toBe('than in the June quarter last year');
    expect(sizeAgainstPeriod("How much lower was its net debt than at the end of last quarter?")?.text).toBe('than at the end of last quarter');
    expect(sizeAgainstPeriod("Where did Alpha Bank's CASA ratio land compared with a year ago?")?.text).toBe('compared with a year ago');
    for (const q of ['How much wider was the NIM than a year ago?', 'By how much was the margin higher versus the year-ago quarter?', 'How much lower were unit costs compared with 2019?', 'How much smaller was the business than in Q1 FY23?']) {
      expect(sizeAgainstPeriod(q), q).not.toBeNull();
    }
  });

  it("reads a size set against another company, or against no period, as no move (guard)", () => {
    for (const q of ["How much higher is Alpha Bank's NIM than Beta Bank's?", 'How much more profitable is Alpha than Beta on operating margin?', "How much higher was Alpha's margin than Beta's in the June quarter?", 'How much net debt does Alpha carry?', "Where did Alpha Bank's GNPA land vs Beta Bank's?", 'Where did the NIM land this quarter?', 'What was the net debt vs June last year?']) {
      expect(sizeAgainstPeriod(q), q).toBeNull();
    }
  });

  it('says whether words name a period', () => {
    expect(namesPeriod('net debt in Q1 FY24 ')).toBe(true);
    expect(namesPeriod('How much lower was the gross margin ')).toBe(false);
  });
});

describe('planQuestion: a size against a period asks a change', () => {
  it('reads a change for an amount and for a rate, the base period not the period asked', () => {
    const debt = planQuestion("How much lower was Alpha Bank's net debt in dollar terms vs June last year?", { ...one, quarter: 'Q1', year: 'FY23' }, metrics);
    expect(debt.wanted).toBe('change');
    expect(debt.period).toBeNull();
    expect(planQuestion("How much lower did Alpha Bank's gross NPA come in versus a year ago?", one, metrics).wanted).toBe('change');
    expect(planQuestion("How much wider was Alpha Bank's NIM than a year ago?", one, metrics).wanted).toBe('change');
  });

  it('keeps a period named apart from the base', () => {
    const p = planQuestion("How much lower was Alpha Bank's net debt in Q1 FY24 than in Q1 FY23?", { ...one, quarter: 'Q1', year: 'FY24' }, metrics);
    expect(p.wanted).toBe('change');
    expect(p.period).toEqual({ quarter: 'Q1', year: 'FY24' });
  });

  it("reads two companies' levels compared (guard)", () => {
    const p = planQuestion("How much higher is Alpha Bank's NIM than Beta Bank's?", two, metrics);
    expect(p.intent).toBe('comparison');
    expect(p.wanted).toBe('actual');
  });

  it('reads a swing or an improvement in a rate, and a shrinking amount, as a move; the level alone is none (guard)', () => {
    expect(planQuestion("What was the sequential swing in Alpha Bank's gross margin?", one, metrics).wanted).toBe('change');
    expect(planQuestion("What was the improvement in Alpha Bank's gross margin over the year?", one, metrics).wanted).toBe('change');
    expect(planQuestion("How much did Alpha Bank's capacity shrink versus 2019?", one, metrics).wanted).toBe('change');
    expect(planQuestion("What was Alpha Bank's gross margin?", one, metrics).wanted).toBe('actual');
  });
});
