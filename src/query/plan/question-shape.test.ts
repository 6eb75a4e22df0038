import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { asksFigure, planQuestion } from './plan.js';
import { askingClause, withoutNamedPronouns, withoutPeriodDeterminers, withoutPlaceUs } from './question-shape.js';

const metrics = lexiconFrom([
  { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
  { id: 'volume_growth', names: ['volume growth'], abbreviations: [], unit: 'percent' },
  { id: 'research_and_development', names: ['R&D spend', 'R&D'], abbreviations: [], unit: 'money' },
]);
const company = (name: string) => ({ name, ticker: null, matched: name });
const one: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [company('Alpha Bank')] };
const two: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [company('Alpha Pharma'), company('Beta Pharma')] };

describe('askingClause: the clause that asks, without an opening that says what about', () => {
  it('drops a lead clause before a clause that opens with a question word, an auxiliary or a request', () => {
    expect(askingClause('For the June quarter, what was Alpha Bank’s NIM?')).toBe('what was Alpha Bank’s NIM?');
    expect(askingClause('On NIM, how did Alpha Bank and Beta Bank compare?')).toBe('how did Alpha Bank and Beta Bank compare?');
    expect(askingClause("Alpha Bank's deposits grew; by how much?")).toBe("Alpha Bank's deposits grew; by how much?");
    expect(askingClause('Alpha Bank had a NIM of 4.1%; what was Beta Bank’s?')).toBe('what was Beta Bank’s?');
    expect(askingClause('In Q1 FY24 — which banks had NIM above 4%?')).toBe('which banks had NIM above 4%?');
  });

  it('drops a label before a colon, of a few words and no verb', () => {
    expect(askingClause('Alpha Bank: NIM this quarter?')).toBe('NIM this quarter?');
    expect(askingClause('Net debt: Alpha compared with Beta')).toBe('Alpha compared with Beta');
    // A clause with a verb of its own is no label.
    expect(askingClause('What was it: 4% or 5%?')).toBe('What was it: 4% or 5%?');
  });

  it('keeps a question that opens by asking, or whose later clauses ask nothing', () => {
    for (const q of ['Who ran a fatter margin in Q1, Alpha or Beta?', 'Net profit of Alpha, Beta and Gamma?', 'Revenue grew a lot. What drove it?', 'Alpha Bank NIM']) {
      expect(askingClause(q), q).toBe(q);
    }
  });

  it('blanks the determiner of a period phrase, keeping positions', () => {
    const s = 'ARPU this quarter, and that year?';
    expect(withoutPeriodDeterminers(s)).toHaveLength(s.length);
    expect(withoutPeriodDeterminers(s)).not.toMatch(/\bthis\b|\bthat\b/);
    expect(withoutPeriodDeterminers('Is this right?')).toBe('Is this right?');
  });
});

describe('the plan reads the asking clause', () => {
  it('a value question opened by its period, its company or a label asks a figure', () => {
    expect(asksFigure('For the June quarter, what was Alpha Bank’s volume growth?')).toBe(true);
    expect(asksFigure('Alpha Bank: NIM this quarter?')).toBe(true);
    expect(planQuestion('For the June quarter, what was Alpha Bank’s NIM?', one, metrics).intent).toBe('value');
    expect(planQuestion('Alpha Bank: NIM this quarter?', one, metrics).intent).toBe('value');
  });

  it('an opening does not hide a "why": the question is answered from the text', () => {
    expect(planQuestion('For the June quarter, why did Alpha Bank’s NIM fall?', one, metrics).intent).toBe('open');
  });

  it('a "how" that frames a comparison by a verb with "up" asks for the figures', () => {
    expect(planQuestion("How does Alpha Pharma's R&D spend measure up to Beta Pharma's?", two, metrics).intent).toBe('comparison');
    expect(planQuestion("How has Alpha Pharma's R&D spend held up against Beta Pharma's?", two, metrics).intent).toBe('comparison');
  });
});

describe('a question whether one company’s figure passes a threshold', () => {
  it('is answered by the figure', () => {
    expect(planQuestion('Did Alpha Bank’s NIM cross 4% in the June quarter?', one, metrics).intent).toBe('value');
    expect(planQuestion('Is Alpha Bank’s net interest margin above 4%?', one, metrics).intent).toBe('value');
  });

  it('not without a threshold, nor when it asks what was said', () => {
    expect(planQuestion('Did Alpha Bank’s NIM go up this quarter?', one, metrics).intent).toBe('open');
    expect(planQuestion('Did Alpha Bank say anything about NIM above 4%?', one, metrics).intent).toBe('open');
  });
});

describe('withoutPlaceUs', () => {
  it('blanks "us" before a word for a part of a company or a metric named there, not the pronoun', () => {
    expect(withoutPlaceUs("what did cipla's us business do on sales?")).not.toMatch(/\bus\b/);
    const q = 'cipla us revenue this quarter';
    expect(withoutPlaceUs(q, [{ start: q.indexOf('revenue') }])).toBe('cipla    revenue this quarter');
    expect(withoutPlaceUs('can you tell us revenue guidance')).toMatch(/\bus\b/);
    expect(withoutPlaceUs('what did they tell us about margins?')).toMatch(/\bus\b/);
    // After "the" it is the country: the pronoun takes no article.
    expect(withoutPlaceUs('sun pharma sales in the us')).not.toMatch(/\bus\b/);
  });

  it('blanks "IT" written in capitals in a question that is not, with the country "us": they name a business or a place', () => {
    expect(withoutNamedPronouns("l&t's IT subsidiaries revenue")).not.toMatch(/\bit\b/i);
    expect(withoutNamedPronouns('how did it do on margins?')).toMatch(/\bit\b/);
    expect(withoutNamedPronouns('WHAT DID IT SAY')).toMatch(/\bIT\b/);
    expect(asksFigure(withoutNamedPronouns('sun pharma sales in the us'))).toBe(true);
  });

  it('a bare question with "us" before its metric and "this qtr" asks for the figure', () => {
    expect(asksFigure('target comps this qtr')).toBe(true);
    expect(asksFigure(withoutPlaceUs('cipla us revenue this quarter', [{ start: 'cipla us '.length }]))).toBe(true);
    expect(asksFigure('cipla us revenue this quarter')).toBe(false);
  });
});
