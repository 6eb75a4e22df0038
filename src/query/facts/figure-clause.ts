/**
 * The words a sentence says of one of its figures: its subject (what it says before its first
 * figure, which every figure of it shares: "Margin at new hospital was at 16.7% … as against 17.7%")
 * and the figure's own clause, from the break after the figure before it to the break before the
 * figure after it ("Our adjusted EPS increased 24.5% over the prior year to $2.74 on a reported basis
 * and were up 25.9% on a currency-neutral basis": "were up 25.9% on a currency-neutral basis" is
 * 25.9%'s). Words between two figures with no break between them are said of both. Pure.
 */

/** What ends one figure's clause and opens the next one's: a comma, semicolon or colon, or a word joining two clauses. */
const BREAK = /[,;:]|\s(?:and|while|whereas|but|versus|vs\.?|against|compared)\s/gi;

/**
 * The words `sentence` says of the figure written `value` (its first place in the sentence), among
 * the sentence's `figures` (the values of every figure read from it, `value` among them or not);
 * the whole sentence when `value` is not in it.
 */
export function figureClause(sentence: string, value: string, figures: readonly string[]): string {
  const at = sentence.indexOf(value);
  if (at < 0 || value === '') return sentence;
  const spans = [...new Set([value, ...figures])]
    .flatMap((v) => {
      const start = v === '' ? -1 : sentence.indexOf(v);
      return start < 0 ? [] : [{ start, end: start + v.length }];
    })
    // A figure written inside another ("5%" in "25%") is that one's.
    .filter((s, _, all) => !all.some((o) => o !== s && o.start <= s.start && o.end >= s.end && o.end - o.start > s.end - s.start))
    .sort((a, b) => a.start - b.start);
  const i = spans.findIndex((s) => s.start === at);
  if (i < 0) return sentence;
  const own = spans[i]!;
  const subject = sentence.slice(0, spans[0]!.start);
  const prev = spans[i - 1];
  const next = spans[i + 1];
  const from = prev ? prev.end + lastBreakEnd(sentence.slice(prev.end, own.start)) : own.start;
  const to = next ? own.end + firstBreakStart(sentence.slice(own.end, next.start)) : sentence.length;
  return i === 0 ? sentence.slice(0, to) : `${subject} ${sentence.slice(from, to)}`;
}

/** Where the words after the last break of `between` start (0 when it has none: all of it is said of both figures). */
function lastBreakEnd(between: string): number {
  let end = 0;
  for (const m of between.matchAll(BREAK)) end = m.index + m[0].length;
  return end;
}

/** Where the first break of `between` starts (its length when it has none). */
function firstBreakStart(between: string): number {
  const m = new RegExp(BREAK.source, 'i').exec(between);
  return m ? m.index : between.length;
}
