import { describe, expect, it } from 'vitest';
import { itemsToLines, type TextItemLike } from './lines.js';

const item = (str: string, x: number, y: number, size = 11): TextItemLike => ({
  str,
  transform: [size, 0, 0, size, x, y],
  width: str.length * size * 0.5,
  height: size,
});

describe('itemsToLines', () => {
  it('orders lines top to bottom whatever the content-stream order (footer first)', () => {
    const lines = itemsToLines([item('Page 1 of 3', 250, 40), item('Title line', 60, 780), item('Body line', 60, 700)]);
    expect(lines).toEqual(['Title line', 'Body line', 'Page 1 of 3']);
  });

  it('joins a speaker label and its text on the same baseline, left to right, with a space', () => {
    const lines = itemsToLines([item('Thank you, operator.', 150, 600), item('Kedar Shirali:', 54, 600.4)]);
    expect(lines).toEqual(['Kedar Shirali: Thank you, operator.']);
  });

  it('does not insert spaces between adjacent fragments of one word', () => {
    const a = item('Reven', 60, 500);
    const b = item('ue', 60 + a.width, 500);
    expect(itemsToLines([a, b])).toEqual(['Revenue']);
  });

  it('keeps lines a line-height apart separate and drops empty items', () => {
    const lines = itemsToLines([item('first', 60, 500), item('', 60, 490), item('second', 60, 487)]);
    expect(lines).toEqual(['first', 'second']);
  });
});
