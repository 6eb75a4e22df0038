import { describe, expect, it } from 'vitest';
import { figuresIn } from '../../core/text/figures.js';
import { measureMarks } from '../../core/vocabulary/measure-words.js';
import { respectiveMeasure } from './respective-owner.js';

const figure = (sentence: string, text: string) => figuresIn(sentence).find((f) => f.text.includes(text))!;
const name = (sentence: string, words: string) => ({ start: sentence.indexOf(words), end: sentence.indexOf(words) + words.length });

describe('respectiveMeasure', () => {
  const s = 'Reported and organic net sales for the quarter were up 6.2% and 8.1%, respectively, versus the same period a year ago.';
  it('gives each figure the basis listed in its place, a basis word inside the name too', () => {
    const marks = measureMarks(s);
    expect(respectiveMeasure(s, name(s, 'organic net sales'), figure(s, '6.2'), marks)).toBe('reported');
    expect(respectiveMeasure(s, name(s, 'organic net sales'), figure(s, '8.1'), marks)).toBe('adjusted');
    expect(respectiveMeasure(s, name(s, 'net sales'), figure(s, '8.1'), marks)).toBe('adjusted');
  });
  it('says nothing where the words listed are not all bases, or the figures are not listed respectively', () => {
    const owners = 'Domestic and international net sales were up 6.2% and 8.1%, respectively.';
    expect(respectiveMeasure(owners, name(owners, 'net sales'), figure(owners, '8.1'), measureMarks(owners))).toBeUndefined();
    const plain = 'Organic net sales were up 8.1% and reported net sales 6.2%.';
    expect(respectiveMeasure(plain, name(plain, 'Organic net sales'), figure(plain, '8.1'), measureMarks(plain))).toBeUndefined();
  });
});
