/**
 * Text features the offline judge compares: lower-cased word tokens, content words (stop words
 * dropped, light suffix stemming so "margins" meets "margin"), normalised numbers and sentences.
 * Pure and deterministic.
 */

const STOP = new Set(
  `a about above after again against all also am an and any are as at be because been before being below
between both but by can could did do does doing down during each few for from further had has have having
he her here hers herself him himself his how i if in into is it its itself just let me more most my myself
no nor not of off on once only or other our ours ourselves out over own same she should so some such than
that the their theirs them themselves then there these they this those through to too under until up very
was we were what when where which while who whom why will with would you your yours yourself yourselves
sir madam yes yeah okay ok thank thanks think see well like going actually basically really get got one
us lot know say said may might would shall must already still even much many quite`.split(/\s+/),
);

/** Lower-cased alphanumeric tokens (the evidence-recall tokenisation). */
export function wordTokens(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

/** Crude English suffix stripping: enough to match inflections, never used for display. */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d/.test(word)) return word;
  for (const [suffix, keep] of [
    ['ies', 'y'], ['ing', ''], ['ed', ''], ['es', ''], ['s', ''], ['ly', ''],
  ] as const) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 3) return word.slice(0, -suffix.length) + keep;
  }
  return word;
}

/** Stemmed content words: no stop words, no bare numbers (numbers are compared separately). */
export function contentWords(text: string): string[] {
  return wordTokens(text)
    .filter((t) => !STOP.has(t) && !/^\d+$/.test(t) && t.length > 1)
    .map(stem);
}

/**
 * Numbers as canonical strings: "1,234.50" → "1234.5", "15%" → "15", "Rs 2.3 crore" → "2.3".
 * Years and small ordinals count too: a statement about FY24 must find 24 in the context.
 */
export function numbers(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/\d[\d,]*(?:\.\d+)?/g)) {
    let n = m[0].replace(/,/g, '');
    if (n.includes('.')) n = n.replace(/0+$/, '').replace(/\.$/, '');
    n = n.replace(/^0+(?=\d)/, '');
    out.push(n);
  }
  return out;
}

/** Fraction of `needles` found in `hay` (1 when there are no needles: nothing to contradict). */
export function coverage(needles: readonly string[], hay: ReadonlySet<string>): number {
  if (needles.length === 0) return 1;
  let hit = 0;
  for (const n of needles) if (hay.has(n)) hit++;
  return hit / needles.length;
}

/** Token-level F1 (SQuAD style) over lower-cased word tokens, stop words kept out. */
export function tokenF1(prediction: string, reference: string): number {
  const p = contentWords(prediction).concat(numbers(prediction));
  const r = contentWords(reference).concat(numbers(reference));
  if (p.length === 0 && r.length === 0) return 1;
  if (p.length === 0 || r.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const t of r) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of p) {
    const c = counts.get(t) ?? 0;
    if (c > 0) { common++; counts.set(t, c - 1); }
  }
  if (common === 0) return 0;
  const precision = common / p.length;
  const recall = common / r.length;
  return (2 * precision * recall) / (precision + recall);
}
