/**
 * Plain words an investor uses for what an earnings call names with its own term: "people
 * leaving" is attrition, "bad loans" are NPAs, "new contracts signed" are deal wins. A question in
 * such words shares few words with the transcript, so search and the extractive answerer also
 * look for the call's term. The wordings, cues and descriptions are the metric vocabulary's
 * (data/vocabulary/metrics.json, read by core/vocabulary/metrics.ts). Pure once it is loaded.
 */
import { memoised } from '../lru.js';
import { activeMetrics, metricMentions, type MetricVocabulary } from '../vocabulary/metrics.js';
import { ABBREVIATIONS, withAbbreviations } from './abbreviations.js';
import { conceptMatches } from './concept-terms.js';
import { glossaryMatches } from './glossary-terms.js';
import { type IndexCodec, readerIndex } from './reader-index-file.js';
import { foldedText, type Literals, mayMatch, requiredLiterals } from './required-literals.js';
import { STOP_WORDS } from './stopwords.js';
import { plainWords } from './tokenize.js';

/**
 * The transcript terms for the plain phrases in `text`, with the phrase each one stands for and
 * the metric's id: the vocabulary's fixed wordings, then the metrics named by their parts (concept-terms.ts),
 * then those described in the glossary's words (glossary-terms.ts). `wordingsOnly` keeps the fixed
 * wordings alone: linking graph entities on a described metric's broad terms pulls in the graph's
 * most general nodes.
 */
export function paraphraseTerms(text: string, opts: { wordingsOnly?: boolean } = {}): readonly PlainMatch[] {
  const r = readers(activeMetrics());
  return opts.wordingsOnly ? r.fixedWordings(text) : r.allMatches(text);
}

/** A plain phrase of the question, the transcript's terms for it, and the metric (or topic) it names. */
export interface PlainMatch {
  plain: string;
  terms: string;
  /** The id of the metric or topic in the metric vocabulary. */
  metric: string;
}

interface Readers {
  fixedWordings: (text: string) => readonly PlainMatch[];
  allMatches: (text: string) => readonly PlainMatch[];
}

const readersOf = new WeakMap<MetricVocabulary, Readers>();

/** The wordings' literals are stored in the workdir's reader-index file as they are. */
const PLAIN: IndexCodec<Literals[]> = { encode: (x) => x, decode: (stored) => stored as Literals[] };

// Memoised per vocabulary: search, the answerer and comparisons each read the same question's
// matches, and a long question costs about 0.2 ms to read.
function readers(vocab: MetricVocabulary): Readers {
  const known = readersOf.get(vocab);
  if (known) return known;
  // A wording is run only on a text holding one of its literals (it cannot match another).
  const literals = readerIndex(vocab, 'wording-literals', () => vocab.wordings.map((p) => requiredLiterals(p.plain.source)), PLAIN);
  const fixedWordings = memoised(4_096, (text): readonly PlainMatch[] => {
    const out: PlainMatch[] = [];
    const folded = foldedText(text);
    for (const [i, p] of vocab.wordings.entries()) {
      if (!mayMatch(literals[i]!, folded)) continue;
      const m = p.plain.exec(text);
      if (m && !out.some((o) => o.terms === p.terms)) out.push({ plain: m[0], terms: p.terms, metric: p.metric });
    }
    return out;
  });
  const allMatches = memoised(4_096, (text) => moreMatches(text, vocab, fixedWordings(text)));
  const r = { fixedWordings, allMatches };
  readersOf.set(vocab, r);
  return r;
}

function moreMatches(text: string, vocab: MetricVocabulary, wordings: readonly PlainMatch[]): readonly PlainMatch[] {
  const out = [...wordings];
  // A concept or a description whose terms an earlier match already gave adds nothing.
  for (const c of conceptMatches(text, vocab)) if (!gives(out, c)) out.push(c);
  // Nor does a description of words an earlier match has read, unless it reads more of them:
  // "return on shareholders' capital" is ROE, and "earning … return" no second metric; but "new
  // work sign … clients" says more than "sign up with clients" (customer additions).
  for (const c of glossaryMatches(text, vocab)) {
    const words = contentWords(c.plain);
    const overlapped = out.filter((o) => contentWords(o.plain).some((w) => words.includes(w)));
    if (!gives(out, c) && overlapped.every((o) => contentWords(o.plain).length < words.length)) out.push(c);
  }
  return out;
}

const contentWords = (text: string): string[] => plainWords(text).filter((w) => !STOP_WORDS.has(w));

/** Do the earlier matches already give every term of `c`? */
function gives(out: readonly PlainMatch[], c: PlainMatch): boolean {
  const have = new Set(out.flatMap((o) => o.terms.split(' ')));
  return c.terms.split(' ').every((t) => have.has(t));
}

/**
 * The question as search and the answerer see it: the other spelling of each financial
 * abbreviation (abbreviations.ts) and the transcript's terms for its plain phrases, appended in
 * parentheses; unchanged when there are none.
 */
export function withFinanceTerms(text: string, opts: { wordingsOnly?: boolean; fits?: (metric: string) => boolean } = {}): string {
  const base = withAbbreviations(text);
  const words = new Set(base.toLowerCase().split(/[^\p{L}\p{N}&.-]+/u));
  // Terms the question (or an abbreviation's long form) already holds, every word of them, add nothing.
  const more = paraphraseTerms(text, opts)
    .filter((p) => !opts.fits || opts.fits(p.metric))
    .map((p) => p.terms)
    .filter((t) => !t.split(' ').every((w) => words.has(w)));
  return more.length === 0 ? base : `${base} (${more.join('; ')})`;
}

const financeWords = new WeakMap<MetricVocabulary, ReadonlySet<string>>();

/**
 * Is `word` one of the words calls name metrics with — a term of the metric vocabulary (its
 * metrics' terms and those of their wordings and cues) or of the abbreviations ("TCV", "GRM",
 * "A&P", "CET1")? A capitalised word that is not ("BALIC", "RJIL", "XUV") names a company, a
 * business or a product.
 */
export function isFinanceTerm(word: string): boolean {
  const vocab = activeMetrics();
  let words = financeWords.get(vocab);
  if (!words) {
    words = new Set([...vocab.wordings.map((p) => p.terms), ...vocab.cues.map((c) => c.terms), ...vocab.metrics.map((m) => m.terms), ...ABBREVIATIONS.keys()].flatMap((t) => t.split(' ')));
    financeWords.set(vocab, words);
  }
  return words.has(word.toLowerCase());
}

/**
 * The metrics a question names, each once, with the words that name it: by a name or an
 * abbreviation ("NIM", "gross NPA"), then in plain words (the readers of paraphraseTerms: "bad
 * loans left after provisions" is net NPA). Topics (regions, events) are left out.
 */
export function questionMetrics(text: string): { id: string; plain: string }[] {
  const vocab = activeMetrics();
  const out = new Map<string, string>();
  for (const m of metricMentions(text, vocab)) if (!out.has(m.id)) out.set(m.id, m.text);
  for (const p of paraphraseTerms(text)) if (!out.has(p.metric) && vocab.byId.get(p.metric)?.kind === 'metric') out.set(p.metric, p.plain);
  return [...out].map(([id, plain]) => ({ id, plain }));
}
