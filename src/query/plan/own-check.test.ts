import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { planQuestion } from './plan.js';

// Ten questions written before the change, kept aside as a check of what the plan reads.
const shipped = vocabularyLexicon();
const one: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Corp', ticker: null, matched: 'Alpha Corp' }] };
const two: Scope = { ...one, companies: [...one.companies, { name: 'Beta Inc', ticker: null, matched: 'Beta Inc' }] };
const cases: { q: string; scope: Scope; want: { wanted?: string; intent?: string; metric?: string } }[] = [
  { q: 'What is Alpha Corp expecting for revenue growth next year?', scope: one, want: { wanted: 'guidance', metric: 'revenue_growth' } },
  { q: 'How much does Alpha Corp anticipate spending on capex in fiscal 2024?', scope: one, want: { wanted: 'guidance', metric: 'capex' } },
  { q: 'What revised capex estimate did Alpha Corp give for the year?', scope: one, want: { wanted: 'guidance', metric: 'capex' } },
  { q: "What were Alpha Corp's sales in the quarter?", scope: one, want: { wanted: 'actual', intent: 'value', metric: 'revenue' } },
  { q: 'What EBITDA margin is Alpha Corp projecting for FY25?', scope: one, want: { wanted: 'guidance', metric: 'ebitda_margin' } },
  { q: 'What net profit did Alpha Corp actually report for the quarter?', scope: one, want: { wanted: 'actual', intent: 'value', metric: 'net_profit' } },
  { q: 'How much has Alpha Corp budgeted for capital expenditure in FY24?', scope: one, want: { wanted: 'guidance', metric: 'capex' } },
  { q: 'How did sales at Alpha Corp and Beta Inc compare in the quarter?', scope: two, want: { intent: 'comparison', metric: 'revenue' } },
  { q: "What was Alpha Corp's net profit (PAT) for Q1?", scope: one, want: { intent: 'value', metric: 'net_profit' } },
  { q: 'What revenue is Alpha Corp looking for in the second half?', scope: one, want: { wanted: 'guidance', metric: 'revenue' } },
];

describe('own check: ten questions written before the change', () => {
  for (const c of cases) {
    it(c.q, () => {
      const p = planQuestion(c.q, c.scope, shipped);
      if (c.want.wanted) expect(p.wanted).toBe(c.want.wanted);
      if (c.want.intent) expect(p.intent).toBe(c.want.intent);
      if (c.want.metric) expect(p.metrics[0]).toBe(c.want.metric);
    });
  }
});
