import { describe, expect, it } from 'vitest';
import { figureClause } from './figure-clause.js';

describe('figureClause', () => {
  const bd = 'Our adjusted EPS increased 24.5% over the prior year to $2.74 on a reported basis and were up 25.9% on a currency-neutral basis.';
  const figures = ['24.5%', '$2.74', '25.9%'];

  it("gives a figure its sentence's subject and its own clause, from the break after the figure before it to the break before the next", () => {
    expect(figureClause(bd, '25.9%', figures)).toBe('Our adjusted EPS increased  were up 25.9% on a currency-neutral basis.');
    expect(figureClause(bd, '$2.74', figures)).toContain('on a reported basis');
    expect(figureClause(bd, '$2.74', figures)).not.toContain('currency-neutral');
    // Words between two figures with no break between them are said of both.
    expect(figureClause(bd, '24.5%', figures)).toBe('Our adjusted EPS increased 24.5% over the prior year to ');
  });

  it('shares the subject with every figure of the sentence', () => {
    const s = 'Margin at new hospital was at 16.7% for the quarter as against 17.7% in Q1FY23.';
    expect(figureClause(s, '17.7%', ['16.7%', '17.7%'])).toContain('Margin at new hospital');
    expect(figureClause(s, '17.7%', ['16.7%', '17.7%'])).not.toContain('for the quarter');
  });

  it('reads a figure written inside another as that one, and gives the whole sentence for a value not in it', () => {
    const s = 'Revenue grew 25% and margin rose 5 points.';
    // "5%" is first written inside "25%": not a figure of its own there.
    expect(figureClause(s, '25%', ['25%', '5%'])).toBe(s);
    expect(figureClause(s, '25%', ['25%', '5 points'])).toBe('Revenue grew 25%');
    expect(figureClause(s, '9%', ['25%'])).toBe(s);
  });
});
