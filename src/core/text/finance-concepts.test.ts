import { describe, expect, it } from 'vitest';
import { conceptTerms, MAX_SPAN } from './finance-concepts.js';

const terms = (q: string): string[] => conceptTerms(q).map((c) => c.terms);

describe('metrics named by their parts', () => {
  it('finds a metric whatever the order and inflection of its cues', () => {
    expect(terms('Which bank earns the fatter spread on what it lends?')).toContain('net interest margin nim');
    expect(terms('Whose leftover bad-loan pile after provisions is smaller?')).toContain('net npa');
    expect(terms('How well are they cushioned against their bad loans?')).toContain('provision coverage ratio pcr');
    expect(terms("Which lender pulled in savers' money faster?")).toContain('deposits deposit growth total deposits');
    expect(terms('How good are they at turning reported profit into actual cash?')).toContain('free cash flow cash conversion operating cash flow');
    expect(terms('Whose engineers are busier on billable work?')).toContain('utilization');
    expect(terms('Which insurer has more capital headroom over the regulatory minimum?')).toContain('solvency ratio capital adequacy');
    expect(terms('Which of them cut more staff?')).toContain('headcount reduction net headcount');
    expect(terms('In how many towns are they present?')).toContain('cities presence footprint');
    expect(terms('Are paint tins and cement bags moving faster?')).toContain('volume growth volumes');
    expect(terms('How much does the average mobile customer pay each month?')).toContain('arpu average revenue per user');
    expect(terms('How well cushioned are they to absorb losses?')).toContain('capital adequacy cet1 solvency ratio');
    expect(terms('Is borrowing getting more expensive for them?')).toContain('cost of funds cost of deposits');
    expect(terms("How much are they losing to bad loans as a share of what they've lent?")).toContain('credit cost provisions');
    expect(terms('How quickly are the books expanding?')).toContain('aum assets under management loan book');
    expect(terms('How much are they making on their loans after paying for their funds?')).toContain('net interest margin nim');
    expect(terms("How fast is Apollo's pharmacy chain expanding?")).toContain('store additions new stores branches');
    expect(terms("How much profit are they making relative to their shareholders' funds?")).toContain('roe return on equity');
    expect(terms('How big a slice of the market do they capture?')).toContain('market share');
    expect(terms('How long is cash tied up in running the business?')).toContain('working capital days');
    expect(terms('How much have diesel and petrol margins over crude shrunk?')).toContain('cracks gross refining margin');
  });

  it('reads keeping engineers busy as utilisation, not as keeping them from leaving', () => {
    expect(terms('How fully are they keeping their engineers busy on billable work?')).toEqual(['utilization']);
    expect(terms('Who is keeping staff from quitting?')).toContain('attrition');
  });

  it('gives the words that name the metric, first cue to last', () => {
    expect(conceptTerms('kotak or icici: which bank earns the fatter spread on what it lends?')).toEqual([
      { plain: 'spread on what it lends', terms: 'net interest margin nim' },
    ]);
  });

  it('needs every cue group, within a few words', () => {
    // "as a share of" is a ratio, not market share.
    expect(terms("How much are they losing to bad loans as a share of what they've lent?")).not.toContain('market share');
    expect(terms('What was the EBITDA margin in Q1 FY24?')).toEqual([]);
    // A spread of butter is not a lending spread.
    expect(terms('Is the new butter spread selling?')).not.toContain('net interest margin nim');
    const far = `The spread ${'word '.repeat(MAX_SPAN)}on loans`;
    expect(terms(far)).not.toContain('net interest margin nim');
  });

  it('reads a lender as a lender, not as lending growth', () => {
    expect(terms('Which lender grew faster?')).not.toContain('advances loan growth');
    expect(terms('Whose lending grew faster?')).toContain('advances loan growth');
  });
});
