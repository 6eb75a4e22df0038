/**
 * The one stemmer: English suffix stripping so inflections meet. Stems are comparison keys, never
 * shown. Pure. Two modes:
 *   `stem`      (answerer, graph-line relevance): "margins"/"margin", "priced"/"price"/"pricing",
 *           "companies"/"company", a final e dropped, and a short table of verb/noun pairs whose
 *           stem is not a shared prefix ("acquired"/"acquisition", "grew"/"growth");
 *   `lightStem` (the offline scorer): plural and -ing/-ed/-ly endings only, stems of at least three
 *           letters, words starting with a digit kept whole. Folding more makes the scorer call
 *           more statements supported than RAGAS does (see src/eval/text.ts).
 */

/** Words whose stem is not their prefix: the verb and its noun meet ("acquire" / "acquisition"); a few kept apart from another word's stem. */
const IRREGULAR: ReadonlyMap<string, string> = new Map([
  ['acquisition', 'acquir'], ['acquisitions', 'acquir'], ['growth', 'grow'], ['grew', 'grow'], ['grown', 'grow'],
  ['expansion', 'expand'], ['reduction', 'reduc'], ['guidance', 'guid'], ['investment', 'invest'],
  ['investments', 'invest'], ['payment', 'pay'], ['payments', 'pay'], ['paid', 'pay'], ['sold', 'sell'],
  ['spent', 'spend'], ['bought', 'buy'], ['improvement', 'improv'], ['improvements', 'improv'],
  ['repayment', 'repay'], ['borrowings', 'borrow'], ['issuance', 'issu'], ['rose', 'rise'], ['risen', 'rise'],
  ['fell', 'fall'], ['fallen', 'fall'], ['won', 'win'], ['wins', 'win'], ['forgiven', 'forgiv'], ['forgiveness', 'forgiv'],
  ['retirement', 'retir'], ['retirements', 'retir'],
  // … and words whose stem would be another word's: "home care" is no car.
  ['care', 'care'], ['cares', 'care'], ['cared', 'care'], ['caring', 'care'],
]);

/**
 * Prefixes a word is written with or without a hyphen, US calls mostly closing them up: "nonperforming"
 * and "non-performing", "nonaccrual" and "non-accrual", "pretax" and "pre-tax", "repricing" and
 * "re-pricing".
 */
const CLOSED_PREFIX = /^(non|pre|re|co|post)-(?=\p{L}{3})/u;

/** A lower-cased word with its prefix's hyphen closed up ("non-performing" → "nonperforming"), so both spellings meet; other words unchanged. */
export function closedSpelling(word: string): string {
  return word.replace(CLOSED_PREFIX, '$1');
}

/** The stem of a lower-cased word. */
export function stem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  let w = word;
  if (w.length > 5 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('es') && !w.endsWith('ses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // "price" and "priced" both end as "pric": a final e is dropped after the suffix.
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

const LIGHT_SUFFIXES: ReadonlyArray<readonly [string, string]> = [['ies', 'y'], ['ing', ''], ['ed', ''], ['es', ''], ['s', ''], ['ly', '']];

/** The light stem of a lower-cased word: plural and -ing/-ed/-ly endings stripped, nothing else. */
export function lightStem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  for (const [suffix, keep] of LIGHT_SUFFIXES) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length) + keep;
  }
  return word;
}
