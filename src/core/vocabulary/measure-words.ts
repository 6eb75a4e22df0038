/**
 * The measure basis of a figure as data (data/vocabulary/measures.json): the words that say a call
 * states a figure adjusted ("adjusted EPS", "non-GAAP operating margin", "excluding special items",
 * "before exceptional items") or as reported ("GAAP EPS", "reported PAT", "on a reported basis"),
 * and where around a metric's name they say so. Read alike of a call's sentence (the fact reader)
 * and of a question (the plan), so the two can be matched. Pure once the file is read.
 */
import { join } from 'node:path';
import { z } from 'zod';
import type { MeasureBasis } from '../fact.js';
import { escapeRegExp } from '../text/regexp.js';
import { STOP_WORDS } from '../text/stopwords.js';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';
import { isWholeWord } from './scope-words.js';

/** The shipped measure-basis file. */
export const MEASURES_FILE = join(VOCABULARY_DIR, 'measures.json');

const BasisSchema = z.object({
  basis: z.enum(['adjusted', 'reported']),
  before: z.array(z.string().min(1)),
  phrases: z.array(z.string().min(1)),
});
const LeavingOutSchema = z.object({ about: z.string().optional(), said: z.array(z.string().min(1)), asked: z.array(z.string().min(1)) });
const MeasuresFileSchema = z.object({
  about: z.string().optional(),
  verbs: z.array(z.string().min(1)).default([]),
  verbsAbout: z.string().optional(),
  bases: z.array(BasisSchema),
  leavingOut: LeavingOutSchema,
});

interface Compiled {
  basis: MeasureBasis;
  before: RegExp;
  phrases: RegExp[];
}

/** The measures file as read, with its words compiled: read once. */
let loaded: { bases: Compiled[]; beforeWords: Set<string>; verbs: Set<string>; leavingOut: { said: string; asked: string } } | null = null;

const whole = (source: string): RegExp => new RegExp(`(?<![\\p{L}\\p{N}-])(?:${source})(?![\\p{L}\\p{N}])`, 'giu');

function measuresFile(): NonNullable<typeof loaded> {
  if (loaded) return loaded;
  const file = readVocabularyFile(MEASURES_FILE, MeasuresFileSchema);
  loaded = {
    bases: file.bases.map((b) => ({
      basis: b.basis,
      before: whole(b.before.map((w) => escapeRegExp(w.toLowerCase()).replace(/\s+/g, '\\s+')).join('|')),
      phrases: b.phrases.map((p) => whole(p)),
    })),
    beforeWords: new Set(file.bases.flatMap((b) => b.before.map((w) => w.toLowerCase()))),
    verbs: new Set(file.verbs.map((w) => w.toLowerCase())),
    leavingOut: { said: file.leavingOut.said.join('|'), asked: [...file.leavingOut.said, ...file.leavingOut.asked].join('|') },
  };
  return loaded;
}

/** Is `word` (any case) one the measures file puts before a metric's name to qualify its basis ("adjusted", "non-GAAP", "GAAP")? */
export function isBasisWord(word: string): boolean {
  return measuresFile().beforeWords.has(word.toLowerCase());
}

/**
 * The words saying a figure leaves something out ("excluding", "ex-", "adjusted for", "leaving out"),
 * as one regular-expression alternation (no anchors, no flags): those a call's sentence says (`said`),
 * or those a question may say (`asked`: those and "other than", "apart from", …). The measures file's `leavingOut`.
 */
export function leavingOutWords(of: 'said' | 'asked'): string {
  return measuresFile().leavingOut[of];
}

/** Where a text says a measure basis: a word put before a metric's name, or a phrase said in a clause. */
export interface MeasureMark {
  basis: MeasureBasis;
  start: number;
  end: number;
  /** `before`: a qualifier word ("adjusted"); `phrase`: a phrase ("on a GAAP basis", "excluding special items"). */
  as: 'before' | 'phrase';
}

/**
 * A word ending in -ed before a metric's name is a verb, not a qualifier, after a subject: a
 * pronoun, an auxiliary or an adverb ("we reported EPS of …", "has adjusted", "yesterday reported"),
 * a word for the company or a part of it ("This segment reported net income …"), or a name
 * ("Chevron reported earnings …", "Enterprise and Other reported …"); not after a determiner, a
 * possessive, an adjective or a period ("our adjusted EPS", "the highest adjusted fourth-quarter
 * EPS", "Chevron's reported EPS", "Q3 adjusted EPS").
 */
const SUBJECT_BEFORE = /(?:^|[^\p{L}])(?:we|they|i|you|he|she|it|which|who|that|has|have|had|also|just|yesterday|today|recently|previously|originally|segment|division|unit|business|company|bank|group|firm|subsidiary|management)\s+$/iu;
const NAME_BEFORE = /(?:^|\s)(\p{Lu}\p{Ll}[\p{L}-]*)\s+$/u;
const PERIOD_WORD = /quarter|year|fiscal|annual|month/i;
const isVerb = (lead: string): boolean => {
  if (SUBJECT_BEFORE.test(lead)) return true;
  const name = NAME_BEFORE.exec(lead);
  if (!name) return false;
  const word = name[1]!;
  const opening = lead.trim() === word;
  return !(opening && STOP_WORDS.has(word.toLowerCase())) && !isWholeWord(word) && !isBasisWord(word) && !PERIOD_WORD.test(word);
};

/**
 * Every measure-basis mark of a text; a mark inside a longer one ("GAAP" of "non-GAAP", "reported" of "as reported") is dropped.
 * A question (`asked`) names the company before the figure it asks ("Sun Pharma adjusted net profit", "Compare adjusted EPS for …"):
 * there a name or an opening word before a word in -ed does not make it a verb; only a subject word does ("we reported").
 */
export function measureMarks(text: string, asked = false): MeasureMark[] {
  const found: MeasureMark[] = [];
  for (const b of measuresFile().bases) {
    for (const m of text.matchAll(b.before)) {
      const start = m.index ?? 0;
      const lead = text.slice(Math.max(0, start - 40), start);
      if (/ed$/i.test(m[0]) && (asked ? SUBJECT_BEFORE.test(lead) : isVerb(lead))) continue;
      found.push({ basis: b.basis, start, end: start + m[0].length, as: 'before' });
    }
    for (const p of b.phrases) for (const m of text.matchAll(p)) found.push({ basis: b.basis, start: m.index ?? 0, end: (m.index ?? 0) + m[0].length, as: 'phrase' });
  }
  return found.filter((a) => !found.some((o) => o !== a && o.start <= a.start && o.end >= a.end && o.end - o.start > a.end - a.start)).sort((a, b) => a.start - b.start);
}

/** A span of a text: a metric's name or a figure. */
interface Span {
  start: number;
  end: number;
}

/** Up to two words between a qualifier and the metric's name ("adjusted diluted EPS"), none a function word. */
const BETWEEN = /^\s+(?:([\p{L}\p{N}][\p{L}\p{N}-]*)\s+){0,2}$/u;
const betweenFits = (gap: string): boolean => BETWEEN.test(gap) && !gap.trim().split(/\s+/).some((w) => STOP_WORDS.has(w.toLowerCase()));

/**
 * A qualifier the metric's own id is named with ("underlying" of `underlying_volume_growth`): inside
 * that metric's name it is the name, the figure the call's headline, not a basis it is measured on.
 */
export const ownQualifier = (id: string | undefined, qualifier: string): boolean => id !== undefined && qualifier.toLowerCase().split(/[\s-]+/).every((w) => id.split('_').includes(w));

/**
 * The measure basis the words of a text say of the metric named at `metric` (its figure at
 * `figure`, when there is one): the qualifier nearest the name wins — a word right before it (or
 * inside the name, when `sameMetric` says the rest of the name names the same metric: "adjusted
 * eps" is EPS adjusted), then a phrase between the name and the figure or right after the figure
 * ("EPS excluding special items was $1.20", "$2.56 on an adjusted basis"), then the nearest phrase
 * before them in their clause ("On a GAAP basis, EPS was $1.10"). Null when none says.
 */
export function measureBasisAt(text: string, metric: Span & { id?: string }, figure?: Span, sameMetric?: (rest: string) => boolean, marks: readonly MeasureMark[] = measureMarks(text)): MeasureBasis | null {
  const name = text.slice(metric.start, metric.end);
  const inName = marks.find((k) => k.as === 'before' && k.start >= metric.start && k.end <= metric.end && !ownQualifier(metric.id, text.slice(k.start, k.end)) && sameMetric?.(`${name.slice(0, k.start - metric.start)} ${name.slice(k.end - metric.start)}`.replace(/\s+/g, ' ').trim()) === true);
  if (inName) return inName.basis;
  const before = marks.filter((k) => k.as === 'before' && k.end <= metric.start && betweenFits(text.slice(k.end, metric.start))).at(-1);
  if (before) return before.basis;
  if (figure) {
    const after = marks.find((k) => k.as === 'phrase' && k.start >= figure.end && /^[^.;\d]{0,40}$/.test(text.slice(figure.end, k.start)));
    if (after) return after.basis;
    // Between the name and its figure, with no other figure on either side ("up 3% on a reported basis, and up 5% …" says nothing of the 5%).
    const inside = metric.end <= figure.start ? marks.find((k) => k.as === 'phrase' && k.start >= metric.end && k.end <= figure.start && !/[\d;]/.test(text.slice(metric.end, k.start)) && !/[\d;]/.test(text.slice(k.end, figure.start))) : undefined;
    if (inside) return inside.basis;
  }
  const first = Math.min(metric.start, figure?.start ?? metric.start);
  const clauseStart = text.slice(0, first).lastIndexOf(';') + 1;
  const earlier = marks.filter((k) => k.as === 'phrase' && k.start >= clauseStart && k.end <= first).at(-1);
  return earlier?.basis ?? null;
}

/**
 * The start of a question up to its verb: "which" or "what" and the words naming who is asked
 * about ("Which banks", "What IT services companies"), no possessive and no verb among them
 * ("What was Chevron's adjusted EPS" has its verb before the qualifier).
 */
const ASKED_SUBJECT = /^\s*(?:which|what)\s+(?:(?!(?:was|were|is|are|did|does|do|has|have|had|will|would)\s)[\p{L}\p{N}&.-]+\s+){1,4}$/iu;

/** Words joining two qualifiers of one name: "GAAP and non-GAAP", "reported/adjusted". */
const JOINED = /^\s*(?:and|or|&|\/|,|versus|vs\.?|as\s+well\s+as)\s*$/i;

/**
 * The measure basis a question asks, by the same words: those at its metric names (`metrics`:
 * where it names them) and its phrases anywhere. Null when it names none, or both ("GAAP and
 * non-GAAP EPS" asks for either figure, as a question naming no basis does).
 */
export function measureAsked(question: string, metrics: readonly (Span & { id: string })[], sameMetric?: (id: string, rest: string) => boolean): MeasureBasis | null {
  // "Which banks reported NIM above 4%?": a qualifier that is also a verb (the file's `verbs`), right after the companies the
  // question asks about, is its verb; "Which companies grew adjusted EPS?" still asks the adjusted figure.
  const verbs = measuresFile().verbs;
  const marks = measureMarks(question, true).filter((k) => !(k.as === 'before' && verbs.has(question.slice(k.start, k.end).toLowerCase()) && ASKED_SUBJECT.test(question.slice(0, k.start))));
  const said = new Set<MeasureBasis>(marks.filter((k) => k.as === 'phrase').map((k) => k.basis));
  const before = marks.filter((k) => k.as === 'before');
  for (const m of metrics) {
    const b = measureBasisAt(question, m, undefined, sameMetric ? (rest) => sameMetric(m.id, rest) : undefined, before);
    if (!b) continue;
    said.add(b);
    // "GAAP and non-GAAP EPS": words joined to the nearest one qualify the name too.
    let at = before.filter((k) => k.end <= m.start).at(-1);
    for (let i = at ? before.indexOf(at) - 1 : -1; i >= 0 && at && JOINED.test(question.slice(before[i]!.end, at.start)); i--) {
      at = before[i]!;
      said.add(at.basis);
    }
  }
  return said.size === 1 ? [...said][0]! : null;
}
