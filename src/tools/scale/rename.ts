/**
 * Company renaming for the scale generator: copy k of "Tata Consultancy Services" becomes
 * "Tata Consultancy Services Cedar Iris", a name the metadata inference reads as a different
 * company (file-name inference drops digits, so the copy label is made of words). Pure functions.
 */

import { escapeRegExp } from '../../core/text/regexp.js';
import { withoutLegalForm } from '../../core/text/company-name.js';

const LABEL_WORDS = ['Aster', 'Birch', 'Cedar', 'Delta', 'Ember', 'Fjord', 'Garnet', 'Harbor', 'Iris', 'Juniper'] as const;

/** The word label of copy k (k ≥ 1): 1 -> "Birch", 10 -> "Birch Aster", 123 -> "Birch Cedar Delta". */
export function copyLabel(k: number): string {
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`copy number must be a positive integer, got ${k}`);
  return String(k)
    .split('')
    .map((d) => LABEL_WORDS[Number(d)]!)
    .join(' ');
}

/** A ticker for copy k: "tcs" -> "tcs7" (case kept); tickers may carry digits, names may not. */
export function copyTicker(ticker: string, k: number): string {
  return `${ticker}${k}`;
}

/** The company name a file names: "Adani Ports and Special Economic Zone Ltd.pdf" -> "Adani Ports and Special Economic Zone". */
export function baseCompanyName(fileName: string): string {
  return withoutLegalForm(fileName.replace(/\.(pdf|txt|md)$/i, ''));
}

/**
 * Replace every mention of `base` in `text` (any case, any run of whitespace between words) with
 * `renamed`. The name's own words stay, so the surrounding sentence still reads naturally.
 */
export function renameCompany(text: string, base: string, renamed: string): string {
  const words = base.split(/\s+/).filter(Boolean).map(escapeRegExp);
  if (words.length === 0) return text;
  const re = new RegExp(String.raw`\b${words.join(String.raw`\s+`)}\b`, 'gi');
  return text.replace(re, renamed);
}
