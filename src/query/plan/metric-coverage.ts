/**
 * How much of the asked metric (plan/metric-terms.ts) a text holds, the answerer's test of whether a
 * quoted answer is about it (answer/): it holds enough of the
 * metric's terms, in one sentence, a financial abbreviation and its long form counting as one
 * ("NIM" is held by "net interest margin"), and the words the question writes side by side near
 * each other. Pure.
 */
import { splitSentences } from '../../core/text/sentences.js';
import { CHANGE_WORDS, DETERMINERS, type Direction, LIST_JOIN, type MetricTerms, sentenceSpellings } from './metric-terms.js';
import { alternativeSpellings, coverageOf, terms, vocabularyNamesOf, wordTerms } from './question-terms.js';

/** How far apart (in words) two of the metric's words written side by side may stand in a sentence and still be read together: "deposits continued to grow", "growth in rate base". */
export const PARTNER_WINDOW = 3;

/** Share of the metric's terms `text` holds (1 when the question names no metric terms). */
export function metricCoverage(text: string, m: MetricTerms): number {
  return coverageOf(terms(text), m.stems, m.spellings);
}

/**
 * The largest share of one of the metric's alternatives that one sentence of `text` holds: a
 * quoted answer speaks of "offshore wind" when one of its sentences does, not when "best wind
 * sites" and "offshore gas" stand in two; of "electric vehicles or EV charging" when a sentence
 * holds two words of either (or the whole of a one-word alternative). A sentence holding none of
 * the metric's `core` words counts for nothing.
 */
export function sentenceCoverage(text: string, m: MetricTerms): number {
  const spellings = sentenceSpellings(m);
  // A hyphenated word holds its parts too ("coal-fired" speaks of coal); a word the question writes
  // beside others counts only with one of them near it: "mortgages" alone is not "mortgage rates",
  // nor "customer base" "rate base".
  const sentences = splitSentences(text);
  const held = sentences
    .filter((s) => !m.direction || moves(s, m.direction, spellings))
    .map((s, i) => [...together(s, m, spellings), ...spokenOf(s, sentences[i - 1], m)])
    .filter((h) => m.core.length === 0 || coverageOf(h, m.core, spellings) > 0);
  const offered = m.alternatives.length > 1;
  return Math.max(
    0,
    ...held.flatMap((h) =>
      m.alternatives.map((alt) => {
        const cover = coverageOf(h, alt, spellings);
        // One word of a short alternative is not it: "risk" is not "wildfire risk", "charging" not "EV charging".
        return offered && cover * alt.length < Math.min(2, alt.length) ? 0 : cover;
      }),
    ),
  );
}

/** How far (in words) a word of change may stand from the metric it moves: "increased our annual dividend", "a dividend increase". */
export const DIRECTION_WINDOW = 4;

/**
 * Does the sentence say the metric moved the question's way: a word of the change's family within
 * DIRECTION_WINDOW words of one of the metric's words ("raised the dividend", "dividend increase"),
 * not "our dividend growth outlook" for "raised their dividend".
 */
function moves(sentence: string, d: Direction, spellings: ReadonlyMap<string, string[]>): boolean {
  const words = sentence.split(/\s+/);
  const object = new Set(d.object);
  const longForms = d.object.flatMap((t) => spellings.get(t) ?? []);
  const at: number[] = [];
  const change: number[] = [];
  words.forEach((raw, i) => {
    const ts = wordTerms(raw);
    if (ts.some((t) => object.has(t) || longForms.includes(t))) at.push(i);
    if (CHANGE_WORDS[d.family].test(raw.toLowerCase().replace(/^[^\p{L}]+/u, ''))) change.push(i);
  });
  // A metric word after the change word and "from" or "by" is what moved it, not what moved: "our
  // share count to increase from dividend reinvestment", "acreage held by production".
  const moved = (i: number, j: number): boolean => i < j || !words.slice(j + 1, i).some((w) => CAUSE_WORD.test(w));
  return at.some((i) => change.some((j) => i !== j && Math.abs(i - j) <= DIRECTION_WINDOW && moved(i, j)));
}

/** A word putting what follows it as the cause, agent or source of a change ("from", "by"). */
const CAUSE_WORD = /^(?:from|by)$/i;

/**
 * A compound's head the sentence writes bare after a determiner ("the margin decline") just after
 * a sentence holding all the compound's modifiers ("Net interest income was $985 million"): the
 * compound just spoken of, its modifiers and head. "Lower gain-on-sale margins" is another margin.
 */
function spokenOf(sentence: string, before: string | undefined, m: Pick<MetricTerms, 'heads'>): string[] {
  if (!before || m.heads.size === 0) return [];
  const words = sentence.split(/\s+/);
  const prior = new Set(terms(before));
  const out: string[] = [];
  for (const head of new Set([...m.heads.values()].flat())) {
    const modifiers = [...m.heads].filter(([, hs]) => hs.includes(head)).map(([t]) => t);
    const bare = words.some((w, i) => i > 0 && terms(w).includes(head) && DETERMINERS.has(words[i - 1]!.toLowerCase()));
    if (bare && modifiers.every((t) => prior.has(t))) out.push(...modifiers, head);
  }
  return out;
}

/**
 * The metric terms a sentence holds (a hyphenated word's parts too), without a word the question
 * writes beside others ("rate" of "rate base") that stands in the sentence with none of them within
 * PARTNER_WINDOW words. A partner held through its other spelling ("NIM") counts wherever it stands.
 */
function together(sentence: string, m: Pick<MetricTerms, 'partners' | 'compounds' | 'phrased'> & Partial<Pick<MetricTerms, 'heads'>>, spellings: ReadonlyMap<string, string[]>): string[] {
  const at = new Map<string, number[]>();
  const words = sentence.split(/\s+/);
  words.forEach((raw, i) => {
    for (const t of new Set(wordTerms(raw))) at.set(t, [...(at.get(t) ?? []), i]);
  });
  const spelled = (t: string): boolean => spellings.get(t)?.every((w) => at.has(w)) ?? false;
  // A word held as another spelling of metric words ("revenue" for "sales") keeps their partners: "revenue" alone is no "weather-normalized sales".
  const spells = new Map<string, string[]>();
  for (const [t, words] of spellings) if (words.length === 1 && !m.partners.has(words[0]!)) spells.set(words[0]!, [...(spells.get(words[0]!) ?? []), t]);
  // A word of a long form written as one phrase ("renewable" of renewable natural gas) is read
  // with its partners only where no list parts them: "renewables and natural gas" is two things.
  const listed = (i: number, j: number): boolean => words.slice(Math.min(i, j), Math.max(i, j)).some((w, k) => w.endsWith(',') || (k > 0 && LIST_JOIN.test(w)));
  const near = (held: string): boolean => (m.partners.has(held) ? [held] : (spells.get(held) ?? [held])).some((t) => nearAs(held, t));
  const nearAs = (held: string, t: string): boolean => {
    const partners = m.partners.get(t);
    if (!partners) return true;
    const mine = at.get(held)!;
    // "rate base" in the question: "base rate" in the sentence is no reading of it.
    const reversed = (p: string, i: number, j: number): boolean => (j === i - 1 && (m.compounds.get(t)?.includes(p) ?? false)) || (j === i + 1 && (m.compounds.get(p)?.includes(t) ?? false));
    const apart = (i: number, j: number): boolean => (m.phrased?.has(t) ?? false) && listed(i, j);
    return partners.some((p) => (!at.has(p) && spelled(p)) || (at.get(p) ?? []).some((j) => mine.some((i) => Math.abs(i - j) <= PARTNER_WINDOW && !reversed(p, i, j) && !apart(i, j))));
  };
  // "PPP loans" is not "PPP loan forgiveness", nor "net interest income" the net interest margin.
  const headed = (t: string): boolean => m.heads?.get(t)?.some((h) => at.has(h) || spelled(h)) ?? true;
  return [...at.keys()].filter((t) => near(t) && headed(t));
}

/**
 * Does `text` hold every abbreviation, as itself or as its long form? A hyphenated word holds its
 * parts: "COVID-19-related mortality" speaks of COVID.
 */
export function holdsAbbreviations(text: string, abbreviations: readonly string[]): boolean {
  const have = new Set(wordTerms(text));
  return abbreviations.every((a) => {
    const t = terms(a);
    if (t.every((x) => have.has(x))) return true;
    const long = alternativeSpellings(a).get(t[0] ?? '');
    if (long?.every((x) => have.has(x))) return true;
    // Any other name the vocabulary gives the abbreviated metric: "medical care ratio" for "MLR".
    return vocabularyNamesOf(a).some((n) => n.length > 0 && n.every((x) => have.has(x)));
  });
}
