/**
 * How a question names a metric beyond the vocabulary's names as written: a topic's own name
 * ("operating leverage") is that topic, not the metric a word inside it names ("leverage"); a name
 * word misspelt by one slip ("attriton", "margn", "persistancy") is the name; and words two
 * metrics share ("ARR": a hotel's average room rate, a software company's annual recurring revenue)
 * name the one of the asked companies' business. Pure once the vocabulary is loaded.
 */
import { typoDistance } from '../../core/text/similarity.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { activeMetrics, type MetricVocabulary, metricById } from '../../core/vocabulary/metrics.js';

const normal = (s: string): string => s.toLowerCase().replace(/[\s-]+/g, ' ').trim();

/** Is `phrase` one of the names of topic `id`? "operating leverage" names the topic, and hides the "leverage" of debt inside it. */
export function namesTopic(id: string | undefined, phrase: string): boolean {
  if (id === undefined) return false;
  const m = metricById(id);
  return m !== undefined && m.kind === 'topic' && m.names.some((n) => normal(n) === normal(phrase));
}

interface SpellingWords {
  /** Every word the vocabulary writes (names, plain words, cues): a word among them is no misspelling. */
  known: ReadonlySet<string>;
  /** Words of six letters or more of the names questions may use, by length: what a misspelt word may be. */
  byLength: ReadonlyMap<number, readonly string[]>;
  /** nearName's answers, by word: questions repeat their words. */
  near: Map<string, string | null>;
}

const spellingWords = new WeakMap<MetricVocabulary, SpellingWords>();
const WORD = /\p{L}+/gu;

function wordsOf(vocab: MetricVocabulary): SpellingWords {
  let w = spellingWords.get(vocab);
  if (w) return w;
  const known = new Set<string>(STOP_AND_FILLER);
  const named = new Set<string>();
  const add = (text: string, into: Set<string>[]) => {
    for (const m of text.toLowerCase().matchAll(WORD)) for (const s of into) s.add(m[0]);
  };
  for (const m of vocab.metrics) {
    for (const n of [...m.names, ...(m.questionNames ?? [])]) add(n, [known, named]);
    for (const p of [...(m.plain ?? []), ...m.abbreviations]) add(p, [known]);
  }
  for (const c of vocab.cues) for (const g of c.groups) add(g, [known]);
  const byLength = new Map<number, string[]>();
  for (const n of named) if (n.length >= 6) byLength.set(n.length, [...(byLength.get(n.length) ?? []), n]);
  w = { known, byLength, near: new Map() };
  spellingWords.set(vocab, w);
  return w;
}

/** The one name word a word is one slip from (a letter dropped, added, changed, or two swapped), if exactly one. */
function nearName(word: string, words: SpellingWords): string | null {
  const known = words.near.get(word);
  if (known !== undefined) return known;
  const found = nearestName(word, words);
  if (words.near.size > 10_000) words.near.clear();
  words.near.set(word, found);
  return found;
}

function nearestName(word: string, words: SpellingWords): string | null {
  let found: string | null = null;
  for (const len of [word.length - 1, word.length, word.length + 1]) {
    for (const c of words.byLength.get(len) ?? []) {
      if (typoDistance(word, c, 1) > 1) continue;
      if (found !== null && found !== c) return null;
      found = c;
    }
  }
  return found;
}

type Mentions = (text: string) => readonly { id: string; text: string; start: number }[];

/** A figure per unit written with a slash ("FFO/share", "EBITDA/tonne", "revenue/employee"): the words of its name. */
const PER_SLASH = /(?<=[\p{L}\p{N}])\s*\/\s*(?=(?:share|sh|tonne|ton|t|unit|vehicle|employee|bed|room|user|customer|sq\s*ft)\b)/giu;

/** The question with a slash before a unit read as "per" ("FFO/share" is FFO per share), when that makes a name the question did not hold there. */
export function withPerUnit(question: string, mentions: Mentions): string {
  let out = question;
  for (const m of [...question.matchAll(PER_SLASH)].reverse()) {
    const fixed = `${out.slice(0, m.index!)} per ${out.slice(m.index! + m[0].length)}`;
    const at = m.index!;
    const covers = (x: { start: number; text: string }) => x.start <= at && at < x.start + x.text.length;
    const was = mentions(out).filter((x) => x.start <= at && at <= x.start + x.text.length);
    const now = mentions(fixed).filter(covers);
    if (now.length > 0 && !now.every((a) => was.some((b) => b.id === a.id))) out = fixed;
  }
  return out;
}

/**
 * The question with each word misspelt by one slip from a word of a metric's name put right, when
 * the word is no word the vocabulary writes, is in lower case (or opens the question: a capitalised
 * word elsewhere is a name), has five letters or more, and put right makes a name the question did
 * not hold there ("ebitda margn" is the EBITDA margin, "attriton rate" attrition). The question
 * unchanged otherwise.
 */
export function withNameSpelling(question: string, mentions: Mentions, vocab: MetricVocabulary = activeMetrics()): string {
  const words = wordsOf(vocab);
  let out = question;
  for (const m of [...question.matchAll(WORD)].reverse()) {
    const w = m[0];
    const at = m.index!;
    if (w.length < 5 || (at > 0 && /^\p{Lu}/u.test(w)) || /^\p{Lu}+$/u.test(w) || words.known.has(w.toLowerCase())) continue;
    const right = nearName(w.toLowerCase(), words);
    if (right === null) continue;
    const fixed = out.slice(0, at) + right + out.slice(at + w.length);
    const covers = (x: { start: number; text: string }) => x.start <= at && at < x.start + x.text.length;
    const before = mentions(out).filter(covers);
    const after = mentions(fixed).filter(covers);
    if (after.length > 0 && !after.every((a) => before.some((b) => b.id === a.id && b.start === a.start && b.text.length === a.text.length))) out = fixed;
  }
  return out;
}

/** Each name, abbreviation or question name, normalised, and the metrics that share it. */
const sharedNames = new WeakMap<MetricVocabulary, ReadonlyMap<string, readonly string[]>>();

function namesShared(vocab: MetricVocabulary): ReadonlyMap<string, readonly string[]> {
  let shared = sharedNames.get(vocab);
  if (shared) return shared;
  const ids = new Map<string, string[]>();
  for (const m of vocab.metrics) {
    if (m.kind === 'topic') continue;
    for (const n of [...m.names, ...m.abbreviations, ...(m.questionNames ?? [])]) {
      const k = normal(n);
      const list = ids.get(k) ?? [];
      if (!list.includes(m.id)) list.push(m.id);
      ids.set(k, list);
    }
  }
  shared = new Map([...ids].filter(([, v]) => v.length > 1));
  sharedNames.set(vocab, shared);
  return shared;
}

/**
 * The metric ids read, each one named by words another metric shares ("ARR") and not of the asked
 * companies' business replaced by the one that is: a software company's ARR is its annual recurring
 * revenue, a hotel's its average room rate. Unchanged when none, or several, of the others fit.
 */
export function ofTheirBusiness(ids: readonly string[], question: string, mentions: Mentions, fits: (id: string) => boolean, vocab: MetricVocabulary = activeMetrics()): string[] {
  const shared = namesShared(vocab);
  if (shared.size === 0) return [...ids];
  const out = [...ids];
  for (const m of mentions(question)) {
    const others = shared.get(normal(m.text)) ?? shared.get(normal(m.text).replace(/s$/, ''));
    const i = out.indexOf(m.id);
    if (!others || i < 0 || fits(m.id)) continue;
    const fitting = others.filter((id) => id !== m.id && fits(id));
    if (fitting.length === 1 && !out.includes(fitting[0]!)) out[i] = fitting[0]!;
  }
  return out;
}
