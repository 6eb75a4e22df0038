import { describe, expect, it } from 'vitest';
import { figuresIn } from './figures.js';
import { respectiveFigures, respectivePlace } from './respective-list.js';

const figure = (sentence: string, text: string) => figuresIn(sentence).find((f) => f.text.includes(text))!;

describe('respectivePlace', () => {
  it('places a figure among those listed respectively', () => {
    const s = 'Revenue from key subsidiaries UltraTech and Aditya Birla Capital grew by 17% and 26% respectively.';
    expect(respectivePlace(s, figure(s, '26'))).toMatchObject({ at: 1, count: 2 });
    expect(respectivePlace('Revenue grew by 17% this quarter.', { start: 16 })).toBeNull();
  });
  it('places a figure only in its own list, not in another run before the word', () => {
    const s = 'Revenue was 1,200 crore, up 9%; margins were 21%, 22% and 23% respectively.';
    expect(respectivePlace(s, figure(s, '9%'))).toBeNull();
    expect(respectivePlace(s, figure(s, '23'))).toMatchObject({ at: 2, count: 3 });
  });
});

describe('respectiveFigures', () => {
  it('gives the longest list of figures said respectively, in order', () => {
    const s = 'Expense ratios for the quarter and for the year were 30.9% and 30% respectively.';
    expect(respectiveFigures(s).map((f) => f.text)).toEqual(['30.9%', '30%']);
  });
  it('gives none without the word or with a single figure before it', () => {
    expect(respectiveFigures('Expense ratios were 30.9% and 30% for the year.')).toEqual([]);
    expect(respectiveFigures('Margins for the two segments improved to 30.9%, respectively led by pricing.')).toEqual([]);
  });
});
