import { describe, expect, it } from 'vitest';
import { cosine, jaroWinkler, trigramSimilarity } from './similarity.js';

describe('similarity', () => {
  it('cosine does not assume unit vectors and is 0 for a zero vector', () => {
    expect(cosine(new Float32Array([1, 0]), new Float32Array([1, 1]))).toBeCloseTo(Math.SQRT1_2);
    expect(cosine(new Float32Array([2, 0]), new Float32Array([5, 0]))).toBeCloseTo(1);
    expect(cosine(new Float32Array([0, 0]), new Float32Array([1, 1]))).toBe(0);
  });
  it('string similarities are 1 for equal strings and lower for different ones', () => {
    expect(jaroWinkler('infosys', 'infosys')).toBe(1);
    expect(jaroWinkler('infosys', 'infosis')).toBeGreaterThan(0.9);
    expect(trigramSimilarity('margin', 'revenue')).toBeLessThan(0.2);
  });
});
