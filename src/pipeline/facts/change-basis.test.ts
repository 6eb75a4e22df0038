import { describe, expect, it } from 'vitest';
import { figuresIn } from '../../core/text/figures.js';
import { basisOf } from './change-basis.js';

const bases = (sentence: string, quarter: 'Q1' | 'Q2' | 'Q3' | 'Q4', year: string) =>
  figuresIn(sentence).map((f) => `${f.text}:${basisOf(sentence, f, { quarter, year, startMonth: 1 })}`);

describe('a change basis said in a clause of its own', () => {
  it('gives no figure the basis words of a later clause with its own verb', () => {
    expect(bases('Our fourth-quarter volume declined 5% and were sequentially flat.', 'Q4', 'FY19')).toEqual(['5%:null']);
    expect(bases('Revenue grew 5% and EBITDA was up 3% sequentially.', 'Q2', 'FY21')).toEqual(['5%:null', '3%:qoq']);
    // Basis words in the figure's own clause are still its own.
    expect(bases('Revenue grew 5% and margins improved sequentially.', 'Q2', 'FY21')).toEqual(['5%:qoq']);
  });

  it('reads the quarter before the call named in the figure\'s own clause as a sequential change', () => {
    expect(bases('Net interest income grew 1% from the second quarter and was down 5% from a year ago.', 'Q3', 'FY21')).toEqual(['1%:qoq', '5%:yoy']);
    // … not a quarter of another year.
    expect(bases('Revenue grew 4% from the second quarter of 2019 and was up 2% sequentially.', 'Q3', 'FY21')).toEqual(['4%:null', '2%:qoq']);
  });
});
