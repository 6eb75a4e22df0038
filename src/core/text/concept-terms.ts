/**
 * The metrics a question names by their parts, in any order and inflection: "the fatter spread on
 * what it lends" (spread + lend: net interest margin), "leftover bad-loan pile after provisions"
 * (bad loan + leftover: net NPA). The cues are the metric vocabulary's (data/vocabulary/metrics.json,
 * `cues`): a concept matches when each of its cue groups has a member in the question — a word as
 * written or by its stem, a prefix, or a phrase — all within MAX_SPAN words, whatever their order.
 * Pure once the vocabulary is loaded.
 */
import { activeMetrics, type MetricVocabulary } from '../vocabulary/metrics.js';
import { encodeLineTable, type KeyedTable, LineTable, type StoredLineTable } from './line-table.js';
import { type IndexCodec, readerIndex } from './reader-index-file.js';
import { stem } from './stem.js';
import { wordSpans } from './tokenize.js';

/** The most words a concept's cues may span ("whose leftover bad-loan pile", 8 at most). */
export const MAX_SPAN = 8;

/** One word of a cue: a prefix (written `x*`) or a word matched as itself or by its stem. */
export interface CueWord {
  prefix: boolean;
  word: string;
  stem: string;
}

interface Tok {
  start: number;
  end: number;
  lower: string;
  stem: string;
}

function tokens(text: string): Tok[] {
  return wordSpans(text).map((w) => ({ start: w.start, end: w.end, lower: w.word, stem: stem(w.word) }));
}

const cueWord = (w: string): CueWord => (w.endsWith('*') ? { prefix: true, word: w.slice(0, -1), stem: '' } : { prefix: false, word: w, stem: stem(w) });

const wordsOfMember = new Map<string, readonly CueWord[]>();

/** A cue member's words: hyphenated cue words match the words either side of the hyphen ("bad-loan" is "bad loan"). */
function memberWords(member: string): readonly CueWord[] {
  let words = wordsOfMember.get(member);
  if (!words) wordsOfMember.set(member, (words = member.trim().split(/[\s-]+/).filter(Boolean).map(cueWord)));
  return words;
}

const wordMatches = (w: CueWord, t: Tok): boolean => (w.prefix ? t.lower.startsWith(w.word) : t.lower === w.word || t.stem === w.stem);

/** One cue member of one concept (an index of the vocabulary's cues) and cue group, as written there. */
type Entry = readonly [concept: number, group: number, member: string];

/** The cue members, and where each is found by its first word: as written and as a stem, or for a prefix member by its first three letters. */
interface CueIndex {
  /** By their position (written as a string). */
  entries: KeyedTable<Entry>;
  /** Positions in `entries`. */
  byWord: KeyedTable<number[]>;
  byPrefix: KeyedTable<number[]>;
}

/** Built on first use, not when the module loads. */
function buildCueIndex(vocab: MetricVocabulary): CueIndex {
  const entries: Entry[] = [];
  const byWord = new Map<string, number[]>();
  const byPrefix = new Map<string, number[]>();
  const push = (m: Map<string, number[]>, k: string, e: number): void => {
    const list = m.get(k);
    if (!list) m.set(k, [e]);
    else if (list[list.length - 1] !== e) list.push(e);
  };
  vocab.cues.forEach((c, concept) =>
    c.groups.forEach((g, group) =>
      g.split('|').forEach((member) => {
        const e = entries.push([concept, group, member]) - 1;
        const w = memberWords(member)[0]!;
        if (w.prefix) push(byPrefix, w.word.slice(0, 3), e);
        else {
          push(byWord, w.word, e);
          push(byWord, w.stem, e);
        }
      }),
    ),
  );
  return { entries: new Map(entries.map((e, i) => [String(i), e])), byWord, byPrefix };
}

/** The index in the workdir's reader-index file: its tables as line tables, of which a question reads the few lines it looks up. */
const CODEC: IndexCodec<CueIndex> = {
  encode: (x) => ({ entries: encodeLineTable(x.entries.entries()), byWord: encodeLineTable(x.byWord.entries()), byPrefix: encodeLineTable(x.byPrefix.entries()) }),
  decode: (stored) => {
    const s = stored as { entries: StoredLineTable; byWord: StoredLineTable; byPrefix: StoredLineTable };
    return { entries: new LineTable(s.entries), byWord: new LineTable(s.byWord), byPrefix: new LineTable(s.byPrefix) };
  },
};

const cueIndexes = new WeakMap<MetricVocabulary, CueIndex>();

function cueIndexOf(vocab: MetricVocabulary): CueIndex {
  let idx = cueIndexes.get(vocab);
  if (!idx) cueIndexes.set(vocab, (idx = readerIndex(vocab, 'concept-cues', () => buildCueIndex(vocab), CODEC)));
  return idx;
}

/** Per concept, per cue group: the spans [first, last] (token indexes) where one of its members occurs. */
function cueHits(toks: readonly Tok[], vocab: MetricVocabulary, idx: CueIndex): Map<number, [number, number][][]> {
  const { entries, byWord, byPrefix } = idx;
  const hits = new Map<number, [number, number][][]>();
  const seen = new Set<number>();
  toks.forEach((t, i) => {
    seen.clear();
    const cands = [...(byWord.get(t.lower) ?? []), ...(t.stem === t.lower ? [] : (byWord.get(t.stem) ?? [])), ...(byPrefix.get(t.lower.slice(0, 3)) ?? [])];
    for (const e of cands) {
      if (seen.has(e)) continue;
      seen.add(e);
      const [concept, group, member] = entries.get(String(e))!;
      const m = memberWords(member);
      if (i + m.length > toks.length || !m.every((w, k) => wordMatches(w, toks[i + k]!))) continue;
      let perGroup = hits.get(concept);
      if (!perGroup) hits.set(concept, (perGroup = vocab.cues[concept]!.groups.map(() => [])));
      perGroup[group]!.push([i, i + m.length - 1]);
    }
  });
  return hits;
}

/** The shortest span holding one hit of every cue group; null without one within MAX_SPAN words. */
function bestSpan(perGroup: readonly (readonly [number, number][])[]): [number, number] | null {
  if (perGroup.some((o) => o.length === 0)) return null;
  let best: [number, number] | null = null;
  for (const [s0] of perGroup.flat()) {
    let end = s0;
    let ok = true;
    for (const occ of perGroup) {
      const after = occ.filter(([s]) => s >= s0).sort((a, b) => a[1] - b[1])[0];
      if (!after) {
        ok = false;
        break;
      }
      end = Math.max(end, after[1]);
    }
    if (ok && end - s0 + 1 <= MAX_SPAN && (!best || end - s0 < best[1] - best[0])) best = [s0, end];
  }
  return best;
}

/** The concepts `text` names by their parts, with the words that name each (first to last cue). */
export function conceptTerms(text: string, vocab: MetricVocabulary = activeMetrics()): { plain: string; terms: string }[] {
  return conceptMatches(text, vocab).map(({ plain, terms }) => ({ plain, terms }));
}

/** conceptTerms with the id of the metric each concept belongs to. */
export function conceptMatches(text: string, vocab: MetricVocabulary = activeMetrics()): { plain: string; terms: string; metric: string }[] {
  const toks = tokens(text);
  const hits = cueHits(toks, vocab, cueIndexOf(vocab));
  const out: { plain: string; terms: string; metric: string }[] = [];
  // In the table's order, whatever order the cues came in.
  for (const [concept, perGroup] of [...hits].sort((a, b) => a[0] - b[0])) {
    const span = bestSpan(perGroup);
    if (span) out.push({ plain: text.slice(toks[span[0]]!.start, toks[span[1]]!.end), terms: vocab.cues[concept]!.terms, metric: vocab.cues[concept]!.metric });
  }
  return out;
}
