/**
 * The metrics a question names by their parts, in any order and inflection: "the fatter spread on
 * what it lends" (spread + lend: net interest margin), "leftover bad-loan pile after provisions"
 * (bad loan + leftover: net NPA). The cues are the metric vocabulary's (data/vocabulary/metrics.json,
 * `cues`): a concept matches when each of its cue groups has a member in the question — a word as
 * written or by its stem, a prefix, or a phrase — all within MAX_SPAN words, whatever their order.
 * Pure once the vocabulary is loaded.
 */
import { activeMetrics, type MetricVocabulary } from '../vocabulary/metrics.js';
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

/** A concept: its cue groups (every group needs one member, a word or a phrase), and what it stands for. */
interface Concept {
  metric: string;
  cues: readonly (readonly (readonly CueWord[])[])[];
  terms: string;
}

const cueWord = (w: string): CueWord => (w.endsWith('*') ? { prefix: true, word: w.slice(0, -1), stem: '' } : { prefix: false, word: w, stem: stem(w) });

/** The vocabulary's cue groups as words: hyphenated cue words match the words either side of the hyphen ("bad-loan" is "bad loan"). */
const concepts = (vocab: MetricVocabulary): Concept[] =>
  vocab.cues.map((c) => ({
    metric: c.metric,
    terms: c.terms,
    cues: c.groups.map((g) => g.split('|').map((member) => member.trim().split(/[\s-]+/).filter(Boolean).map(cueWord))),
  }));

interface Tok {
  start: number;
  end: number;
  lower: string;
  stem: string;
}

function tokens(text: string): Tok[] {
  return wordSpans(text).map((w) => ({ start: w.start, end: w.end, lower: w.word, stem: stem(w.word) }));
}

const wordMatches = (w: CueWord, t: Tok): boolean => (w.prefix ? t.lower.startsWith(w.word) : t.lower === w.word || t.stem === w.stem);

/** One cue member of one concept's group, and where it is found by its first word. */
interface Entry {
  concept: number;
  group: number;
  member: readonly CueWord[];
}

/** Members by their first word (as written and as a stem), and prefix members by their first three letters. */
interface CueIndex {
  concepts: readonly Concept[];
  byWord: Map<string, Entry[]>;
  byPrefix: Map<string, Entry[]>;
}

/** Built on first use, not when the module loads. */
function buildCueIndex(vocab: MetricVocabulary): CueIndex {
  const all = concepts(vocab);
  const idx: CueIndex = { concepts: all, byWord: new Map(), byPrefix: new Map() };
  const push = (m: Map<string, Entry[]>, k: string, e: Entry): void => {
    const list = m.get(k);
    if (!list) m.set(k, [e]);
    else if (!list.includes(e)) list.push(e);
  };
  all.forEach((c, concept) =>
    c.cues.forEach((g, group) =>
      g.forEach((member) => {
        const e: Entry = { concept, group, member };
        const w = member[0]!;
        if (w.prefix) push(idx.byPrefix, w.word.slice(0, 3), e);
        else {
          push(idx.byWord, w.word, e);
          push(idx.byWord, w.stem, e);
        }
      }),
    ),
  );
  return idx;
}

const cueIndexes = new WeakMap<MetricVocabulary, CueIndex>();

function cueIndexOf(vocab: MetricVocabulary): CueIndex {
  let idx = cueIndexes.get(vocab);
  if (!idx) cueIndexes.set(vocab, (idx = buildCueIndex(vocab)));
  return idx;
}

/** Per concept, per cue group: the spans [first, last] (token indexes) where one of its members occurs. */
function cueHits(toks: readonly Tok[], idx: CueIndex): Map<number, [number, number][][]> {
  const { concepts: all, byWord, byPrefix } = idx;
  const hits = new Map<number, [number, number][][]>();
  const seen = new Set<Entry>();
  toks.forEach((t, i) => {
    seen.clear();
    const cands = [...(byWord.get(t.lower) ?? []), ...(t.stem === t.lower ? [] : (byWord.get(t.stem) ?? [])), ...(byPrefix.get(t.lower.slice(0, 3)) ?? [])];
    for (const e of cands) {
      if (seen.has(e)) continue;
      seen.add(e);
      const m = e.member;
      if (i + m.length > toks.length || !m.every((w, k) => wordMatches(w, toks[i + k]!))) continue;
      let perGroup = hits.get(e.concept);
      if (!perGroup) hits.set(e.concept, (perGroup = all[e.concept]!.cues.map(() => [])));
      perGroup[e.group]!.push([i, i + m.length - 1]);
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
  const idx = cueIndexOf(vocab);
  const hits = cueHits(toks, idx);
  const out: { plain: string; terms: string; metric: string }[] = [];
  // In the table's order, whatever order the cues came in.
  for (const [concept, perGroup] of [...hits].sort((a, b) => a[0] - b[0])) {
    const span = bestSpan(perGroup);
    if (span) out.push({ plain: text.slice(toks[span[0]]!.start, toks[span[1]]!.end), terms: idx.concepts[concept]!.terms, metric: idx.concepts[concept]!.metric });
  }
  return out;
}
