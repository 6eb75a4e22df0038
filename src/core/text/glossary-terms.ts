/**
 * A metric described rather than named, found through its plain descriptions in the metric
 * vocabulary (data/vocabulary/metrics.json, `plain`): "hands a bigger slice of its pre-tax profit to the taxman" holds most of
 * "slice of profit to the taxman", a description of the effective tax rate. Each description is
 * scored by the share of its words the question holds, words weighted by how few entries use them
 * (IDF over the described metrics, so "taxman" and "collateral" say more than "profit" and "money"). A
 * description counts when the question holds at least two of its words and most of its weight,
 * within a few words of each other, and, when it holds only two words of a longer description,
 * within one clause; at most the best two entries are kept. Pure once the vocabulary is loaded.
 */
import { activeMetrics, type MetricDescriptions, type MetricVocabulary } from '../vocabulary/metrics.js';
import { encodeLineTable, type KeyedTable, LineTable, type StoredLineTable } from './line-table.js';
import { type IndexCodec, readerIndex } from './reader-index-file.js';
import { stem } from './stem.js';
import { STOP_AND_FILLER } from './stopwords.js';
import { NOT_WORD, wordSpans } from './tokenize.js';

/** Least share of a description's IDF weight the question must hold. */
export const MIN_COVERAGE = 0.7;
/** Least number of a description's words the question must hold. */
export const MIN_WORDS = 2;
/** The most words the matched words may span in the question. */
export const MAX_SPAN = 10;
/** Entries kept per question, best first. */
export const MAX_ENTRIES = 1;

/** Words that frame a question or a description, not the metric. */
const FRAMING = new Set(
  ['company', 'companies', 'firm', 'business', 'quarter', 'year', 'much', 'many', 'big', 'bigger', 'more', 'less', 'well', 'good', 'better', 'best', 'compare', 'versus'].map(stem),
);

/**
 * The edge of a clause: a semicolon, a colon, a question or exclamation mark, a comma (not one inside a number: "300,000"), a
 * dash between spaces, or a word that opens a clause of its own ("if", "then", "but", "while", "because", …).
 */
const CLAUSE_EDGE = /[;:?!]|,(?!\d)|\s[—–-]\s|\b(?:if|then|so|because|while|whereas|but|although|though|when|unless)\b/i;

/** Do two of the question's words, one from each list of positions (in `words`), stand in one clause of `text`? */
function inOneClause(text: string, words: readonly { start: number; end: number }[], [a, b]: number[][]): boolean {
  return a!.some((i) =>
    b!.some((j) => {
      const [x, y] = i < j ? [i, j] : [j, i];
      return y - x + 1 <= MAX_SPAN && !CLAUSE_EDGE.test(text.slice(words[x]!.end, words[y]!.start));
    }),
  );
}

/** A description as its distinct content stems: [the entry it belongs to, its stems]. */
type Phrase = readonly [entry: number, stems: readonly string[]];

const contentStems = (text: string): { stem: string; start: number; end: number }[] =>
  wordSpans(text)
    .filter((w) => !STOP_AND_FILLER.has(w.word) && !/^\d/.test(w.word))
    .map((w) => ({ stem: stem(w.word), start: w.start, end: w.end }))
    .filter((w) => !FRAMING.has(w.stem));

/** The word → stem table of descriptionStems (null: a word contentStems drops). */
const stemOfWord = new Map<string, string | null>();

/**
 * A description's distinct content stems in order: what `contentStems` keeps, without its
 * positions. The index reads some 19,000 words of descriptions, most of them repeated, on the
 * first question a process is asked: each word is stemmed once and no per-word object is made.
 */
function descriptionStems(text: string): string[] {
  const stems = new Set<string>();
  // The runs of WORD, split off with its complement: one pass, no match objects.
  for (const run of text.split(NOT_WORD)) {
    if (run === '') continue;
    const word = run.toLowerCase();
    let s = stemOfWord.get(word);
    if (s === undefined) {
      s = STOP_AND_FILLER.has(word) || /^\d/.test(word) ? null : stem(word);
      if (s !== null && FRAMING.has(s)) s = null;
      stemOfWord.set(word, s);
    }
    if (s !== null) stems.add(s);
  }
  return [...stems];
}

interface GlossaryIndex {
  /** The descriptions, by their position (written as a string). */
  phrases: KeyedTable<Phrase>;
  /** Each stem's IDF over the described metrics. */
  idf: KeyedTable<number>;
  /** The positions of the descriptions each stem occurs in. */
  byStem: KeyedTable<number[]>;
}

/** The descriptions as stems, indexed by stem, with the stems' IDF; built on first use, not when the module loads. */
function buildIndex(entries: readonly MetricDescriptions[]): GlossaryIndex {
  const phrases = entries.flatMap((e, entry) => e.plain.map((p): Phrase => [entry, descriptionStems(p)])).filter((p) => p[1].length >= MIN_WORDS);
  // IDF of a stem over the described metrics (an entry is its descriptions together).
  const perEntry = entries.map(() => new Set<string>());
  for (const [entry, stems] of phrases) for (const s of stems) perEntry[entry]!.add(s);
  const df = new Map<string, number>();
  for (const stems of perEntry) for (const s of stems) df.set(s, (df.get(s) ?? 0) + 1);
  const n = entries.length;
  const idf = new Map([...df].map(([s, d]) => [s, Math.log(1 + (n - d + 0.5) / (d + 0.5))]));
  const byStem = new Map<string, number[]>();
  phrases.forEach(([, stems], i) => {
    for (const s of stems) {
      const list = byStem.get(s);
      if (list) list.push(i);
      else byStem.set(s, [i]);
    }
  });
  return { phrases: new Map(phrases.map((p, i) => [String(i), p])), idf, byStem };
}

/** The index in the workdir's reader-index file: its tables as line tables, of which a question reads the few lines it looks up. */
const CODEC: IndexCodec<GlossaryIndex> = {
  encode: (x) => ({ phrases: encodeLineTable(x.phrases.entries()), idf: encodeLineTable(x.idf.entries()), byStem: encodeLineTable(x.byStem.entries()) }),
  decode: (stored) => {
    const s = stored as { phrases: StoredLineTable; idf: StoredLineTable; byStem: StoredLineTable };
    return { phrases: new LineTable(s.phrases), idf: new LineTable(s.idf), byStem: new LineTable(s.byStem) };
  },
};

const indexes = new WeakMap<MetricVocabulary, GlossaryIndex>();

function indexOf(vocab: MetricVocabulary): GlossaryIndex {
  let index = indexes.get(vocab);
  if (!index) indexes.set(vocab, (index = readerIndex(vocab, 'glossary', () => buildIndex(vocab.descriptions), CODEC)));
  return index;
}

/** The metrics `text` describes, best first, with the question's words that describe each (in order, space-joined). */
export function glossaryTerms(text: string, vocab: MetricVocabulary = activeMetrics()): { plain: string; terms: string }[] {
  return glossaryMatches(text, vocab).map(({ plain, terms }) => ({ plain, terms }));
}

/** glossaryTerms with the id of the metric each description belongs to. */
export function glossaryMatches(text: string, vocab: MetricVocabulary = activeMetrics()): { plain: string; terms: string; metric: string }[] {
  const words = contentStems(text);
  if (words.length < MIN_WORDS) return [];
  const entries = vocab.descriptions;
  const { phrases, idf, byStem } = indexOf(vocab);
  const at = new Map<string, number[]>();
  words.forEach((w, i) => at.set(w.stem, [...(at.get(w.stem) ?? []), i]));
  // Only descriptions sharing at least MIN_WORDS of the question's words are scored.
  const shared = new Map<number, number>();
  for (const s of at.keys()) for (const i of byStem.get(s) ?? []) shared.set(i, (shared.get(i) ?? 0) + 1);
  const best = new Map<number, { score: number; first: number; last: number; matched: number[] }>();
  for (const [i, n] of shared) {
    if (n < MIN_WORDS) continue;
    const [entry, stems] = phrases.get(String(i))!;
    let have = 0;
    let total = 0;
    const positions: number[] = [];
    for (const s of stems) {
      const weight = idf.get(s)!;
      total += weight;
      const pos = at.get(s);
      if (!pos) continue;
      have += weight;
      positions.push(pos[0]!);
    }
    if (total === 0 || have / total < MIN_COVERAGE) continue;
    const first = Math.min(...positions);
    const last = Math.max(...positions);
    if (last - first + 1 > MAX_SPAN) continue;
    // Two words of a longer description, read across a clause's edge, are two remarks: "has grown 13% … and if you exclude
    // IBPC" is no "growth excluding bought companies". Said within one clause, they are read ("growth excluding acquisitions").
    if (have < total && positions.length === MIN_WORDS && !inOneClause(text, words, stems.filter((s) => at.has(s)).map((s) => at.get(s)!))) continue;
    const score = have;
    const prev = best.get(entry);
    if (!prev || score > prev.score) best.set(entry, { score, first, last, matched: [...new Set(positions)].sort((a, b) => a - b) });
  }
  return [...best]
    .sort((a, b) => b[1].score - a[1].score || a[0] - b[0])
    .slice(0, MAX_ENTRIES)
    // The described words alone: a company named between them is not part of the description.
    .map(([entry, m]) => ({ plain: m.matched.map((i) => text.slice(words[i]!.start, words[i]!.end)).join(' '), terms: entries[entry]!.terms, metric: entries[entry]!.metric }));
}
