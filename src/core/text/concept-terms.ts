/**
 * The metrics a question names by their parts (the table of finance-concepts.ts): a concept
 * matches when each of its cue groups has a member in the question — a word as written or by its
 * stem, a prefix, or a phrase — all within MAX_SPAN words, whatever their order. Pure.
 */
import { CONCEPTS, type CueWord } from './finance-concepts.js';
import { stem } from './stem.js';
import { wordSpans } from './tokenize.js';

/** The most words a concept's cues may span ("whose leftover bad-loan pile", 8 at most). */
export const MAX_SPAN = 8;

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
  byWord: Map<string, Entry[]>;
  byPrefix: Map<string, Entry[]>;
}

/** Built on first use, not when the module loads. */
function buildCueIndex(): CueIndex {
  const idx: CueIndex = { byWord: new Map(), byPrefix: new Map() };
  const push = (m: Map<string, Entry[]>, k: string, e: Entry): void => {
    const list = m.get(k);
    if (!list) m.set(k, [e]);
    else if (!list.includes(e)) list.push(e);
  };
  CONCEPTS.forEach((c, concept) =>
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

let cueIndex: CueIndex | undefined;

/** Per concept, per cue group: the spans [first, last] (token indexes) where one of its members occurs. */
function cueHits(toks: readonly Tok[]): Map<number, [number, number][][]> {
  const { byWord, byPrefix } = (cueIndex ??= buildCueIndex());
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
      if (!perGroup) hits.set(e.concept, (perGroup = CONCEPTS[e.concept]!.cues.map(() => [])));
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
export function conceptTerms(text: string): { plain: string; terms: string }[] {
  const toks = tokens(text);
  const hits = cueHits(toks);
  const out: { plain: string; terms: string }[] = [];
  // In the table's order, whatever order the cues came in.
  for (const [concept, perGroup] of [...hits].sort((a, b) => a[0] - b[0])) {
    const span = bestSpan(perGroup);
    if (span) out.push({ plain: text.slice(toks[span[0]]!.start, toks[span[1]]!.end), terms: CONCEPTS[concept]!.terms });
  }
  return out;
}
