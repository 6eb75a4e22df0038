/**
 * Deterministic vectors for out-of-vocabulary tokens (the GloVe table has no numbers, and misses
 * tickers and jargon such as "gnpa" or "fy24"). Choice, documented in the README:
 *  - a number token gets one pseudo-random vector seeded by its exact text, so "5000" matches
 *    "5000" and nothing else (digit n-grams would make 5000 look like 500);
 *  - any other token gets the mean of pseudo-random vectors of its character 3-grams (with
 *    boundary marks) plus one for the whole token, fastText-style, so "fy24" and "fy25" share most
 *    of their vector while staying unrelated to in-vocabulary words.
 * Vectors are scaled to the vocabulary's mean norm so an OOV token weighs like a real word.
 */
import { seededRandom as mulberry32 } from '../../util/seeded-random.js';
import { isNumberToken } from '../../text/tokenize.js';

/** FNV-1a, 32-bit. */
export function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}


/** Add a seeded random direction of length `scale` into `acc`. */
function addRandomUnit(acc: Float32Array, seed: number, scale: number): void {
  const rnd = mulberry32(seed);
  const tmp = new Float32Array(acc.length);
  let n = 0;
  for (let d = 0; d < tmp.length; d++) {
    const v = rnd() * 2 - 1;
    tmp[d] = v;
    n += v * v;
  }
  const k = scale / Math.sqrt(n || 1);
  for (let d = 0; d < tmp.length; d++) acc[d]! += tmp[d]! * k;
}

/** The OOV vector of `token` (see the module comment), of length ≈ `norm`. */
export function oovVector(token: string, dims: number, norm: number): Float32Array {
  const acc = new Float32Array(dims);
  if (isNumberToken(token)) {
    addRandomUnit(acc, fnv1a(`#${token}`), norm);
    return acc;
  }
  const marked = `<${token}>`;
  const grams: string[] = [marked];
  for (let i = 0; i + 3 <= marked.length; i++) grams.push(marked.slice(i, i + 3));
  for (const g of grams) addRandomUnit(acc, fnv1a(g), norm / Math.sqrt(grams.length));
  return acc;
}
