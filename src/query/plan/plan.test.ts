import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { asksFigure, planQuestion } from './plan.js';

const metrics = lexiconFrom([
  { id: 'credit_cost', names: ['credit cost'], abbreviations: [], unit: 'percent' },
  { id: 'net_profit', names: ['net profit'], abbreviations: ['PAT'], unit: 'money' },
  { id: 'retail_loans', names: ['retail loan book', 'retail loans'], abbreviations: [], unit: 'money' },
  { id: 'revenue', names: ['revenue', 'turnover', 'sales'], abbreviations: [], unit: 'money' },
]);
const one: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Bank', ticker: null, matched: 'Alpha Bank' }] };

describe('asksFigure: a question asking for one figure, not talking about it', () => {
  it('reads what, which, how much and bare phrases as asking for the figure', () => {
    for (const q of ["What was Alpha Bank's PAT in Q1 FY24?", 'How many branches does Alpha Bank operate now?', 'By how much did Alpha grow net profit?', 'alpha bank credit cost Q1 FY24', 'Alpha holds itself to 1% — what credit cost did it report?', 'So, which credit cost did Alpha report?']) {
      expect(asksFigure(q), q).toBe(true);
    }
  });

  it("reads an analyst's conversational turn as talking about it", () => {
    for (const q of [
      'So, how confident would we be with respect to the credit cost trajectory of 1.1% to 1.3%?',
      'What do you think of the credit cost, and how would the channel react?',
      'Firstly, the credit cost improved by 40 bps. And is that being used in the loan book, and how much more?',
      'Is it sales driven investments that you are upfronting?',
    ]) {
      expect(asksFigure(q), q).toBe(false);
    }
  });

  it('plans a value only for a question asking for the figure', () => {
    expect(planQuestion("What was Alpha Bank's credit cost?", one, metrics).intent).toBe('value');
    expect(planQuestion('So, how confident are you about the credit cost trajectory at Alpha Bank?', one, metrics).intent).toBe('open');
  });
});

describe('metrics a question names', () => {
  it('keeps a name of several words that ends a plain phrase standing for another metric', () => {
    // "grow its retail loan book" reads as a plain description of the loan book; the name it ends with is the metric asked.
    const plan = planQuestion('By how much did Alpha Bank grow its retail loan book over the past year?', one, metrics);
    expect(plan.metrics[0]).toBe('retail_loans');
    expect(plan.wanted).toBe('change');
  });

  it('reads a metric named as the base of a share as not the metric asked', () => {
    for (const q of ["What slice of Alpha Bank's turnover went on net profit?", "Alpha Bank's net profit relative to sales?", "Alpha Bank's net profit as a percentage of revenue?"]) {
      const plan = planQuestion(q, one, metrics);
      expect(plan.metrics, q).toEqual(['net_profit', 'revenue']);
      expect(plan.named, q).toBe(1);
    }
    expect(planQuestion("What was Alpha Bank's revenue?", one, metrics).metrics).toEqual(['revenue']);
  });
});
