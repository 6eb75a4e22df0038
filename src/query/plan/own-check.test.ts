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

// Ten more, written after the change, on what it changed.
const target: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Target Corporation', ticker: 'TGT', matched: 'Target Corp' }] };
const after: { q: string; scope: Scope; want: { wanted?: string; intent?: string; metric?: string; named?: number; year?: string; modifiers?: string[] }; known?: boolean }[] = [
  { q: 'What capex is Alpha Corp budgeting for next year?', scope: one, want: { wanted: 'guidance', metric: 'capex' } },
  { q: 'How much free cash flow does Alpha Corp anticipate for 2023?', scope: one, want: { wanted: 'guidance', metric: 'free_cash_flow', year: 'FY23' } },
  { q: "What were Alpha Corp's GAAP EPS in the quarter?", scope: one, want: { wanted: 'actual', metric: 'earnings_per_share', modifiers: ['GAAP'] } },
  { q: 'Whose sales grew faster, Alpha Corp or Beta Inc?', scope: two, want: { intent: 'comparison', metric: 'revenue_growth' } },
  // Was a known gap: the plain words "sales … last" read as revenue growth ("sales up compared to last year") and hid the name.
  { q: "What were Alpha Corp's total sales last quarter?", scope: one, want: { intent: 'value', metric: 'revenue', named: 1 } },
  { q: 'What return on equity (ROE) did Alpha Corp post?', scope: one, want: { intent: 'value', metric: 'return_on_equity', named: 1 } },
  { q: 'Where does Alpha Corp see revenue growth going forward?', scope: one, want: { wanted: 'guidance', metric: 'revenue_growth' } },
  { q: 'What EBITDA margin did Target Corp report last quarter?', scope: target, want: { wanted: 'actual', intent: 'value', metric: 'ebitda_margin' } },
  { q: "What is Alpha Corp's revenue forecast for the rest of the year?", scope: one, want: { wanted: 'guidance', metric: 'revenue' } },
  { q: 'What net profit is Alpha Corp on track for this year?', scope: one, want: { wanted: 'guidance', metric: 'net_profit' } },
];

describe('own check: ten questions written after the change', () => {
  for (const c of after) {
    (c.known ? it.fails : it)(c.q, () => {
      const p = planQuestion(c.q, c.scope, shipped);
      if (c.want.wanted) expect(p.wanted).toBe(c.want.wanted);
      if (c.want.intent) expect(p.intent).toBe(c.want.intent);
      if (c.want.metric) expect(p.metrics[0]).toBe(c.want.metric);
      if (c.want.named !== undefined) expect(p.named).toBe(c.want.named);
      if (c.want.year) expect(p.period?.year).toBe(c.want.year);
      if (c.want.modifiers) expect(p.modifiers).toEqual(c.want.modifiers);
    });
  }
});
