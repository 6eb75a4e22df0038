/**
 * The offline answerer: extractive question answering over the retrieved contexts.
 *
 * An earnings call is questions and replies, and the sentence most like a question is usually the
 * analyst asking it; so only replies are quoted (src/core/text/turn-roles.ts: never an analyst's question, the
 * moderator or call boilerplate), and a reply that follows an analyst question matching ours is
 * evidence in itself, whatever words it uses.
 *
 * Every candidate sentence is scored by
 *   BM25-style overlap with the question's content words (IDF computed over the candidate sentences,
 *   light suffix stemming) + a bonus for figures when the question asks for one + a bonus for the
 *   question's capitalised names + (when an embedder is given) cosine similarity of SIF embeddings
 *   + a small prior for higher-ranked contexts + for a reply to a matching question, that
 *   question's share of the IDF mass, more for the reply's opening sentences.
 * A reply to a matching question is quoted from that reply alone; otherwise the best sentences
 * anywhere. At most `maxSentences` within `maxChars`, each at least half the best score, in reading
 * order, each followed by its [n] context citation. When nothing is about the question, the answer
 * says so plainly instead of guessing. Deterministic: ties break on context then sentence order.
 */
import { withFinanceTerms } from '../../core/text/finance-paraphrases.js';
import { findQuantities } from '../../core/text/quantities.js';
import { withoutSpeakerLabel } from '../../core/text/turns.js';
import { splitSentences } from '../../core/text/sentences.js';
import { isGraphLines, type Context } from '../retrieve/types.js';
import { factScore, isBoilerplate } from '../../core/text/fact-sentences.js';
import { dot } from '../../core/vectors/vector-codec.js';
import { alternativeSpellings, coverageOf, isPeriodTerm, memoPerTerms, terms, topicalTerms } from '../plan/question-terms.js';
import { stem } from '../../core/text/stem.js';
import { type CastOf, ENDS_ASKING, roleContexts } from '../../core/text/turn-roles.js';
import type { Answer, Answerer, AskedFigure } from './types.js';
import type { AnswerConfig } from '../../core/config/config.js';
import { defaultConfig } from '../../core/config/shape.js';
import { askedUnit, type QuestionPlan } from '../plan/plan.js';
import { MONTH_NAME } from '../../core/text/months.js';

/** What the answerer needs of an embedder: one synchronous unit vector per text. */
export interface SentenceEmbedder {
  embedOne(text: string): Float32Array;
}

/** The tuned thresholds (config section `answer`); see the notes on answer.minCoverage and answer.askedCoverage below. */
export type LocalAnswererOptions = Partial<AnswerConfig> & {
  embedder?: SentenceEmbedder;
  /** Each context's call's cast of speakers (query/retrieve/call-casts.ts): its management's turns are replies, whatever their words. */
  castOf?: CastOf;
};

const DEFAULTS: AnswerConfig = defaultConfig().answer;

interface Candidate {
  ctx: number;
  pos: number;
  /** The turn the sentence belongs to (unique across contexts) and its place in that turn. */
  turn: number;
  lead: number;
  text: string;
  terms: string[];
  /** For a sentence of a reply: the terms of the question turn it answers; else null. */
  asked: string[] | null;
  score: number;
  lexical: number;
  /** The score without the matched-question evidence: the sentence's own merit. */
  direct: number;
  /** Cosine similarity of the sentence's embedding to the question's (0 without an embedder). */
  similarity: number;
}

const ASKS_FIGURE = /\b(how much|how many|what (?:was|is|were|are) the|percentage|percent|growth|margin|revenue|profit|ratio|number|amount|value|guidance|rate|share|volume|cost|ebitda|pat|tcv|%)\b/i;
const PLEASANTRY = /^(?:thank|good (?:morning|afternoon|evening)|moderator:|welcome)/i;

export class LocalAnswerer implements Answerer {
  readonly id = 'local:extractive-answer';
  readonly statesFacts = true;

  private readonly t: AnswerConfig;
  private readonly embedder?: SentenceEmbedder;
  private readonly castOf?: CastOf;

  constructor(opts: LocalAnswererOptions = {}) {
    const { embedder, castOf, ...thresholds } = opts;
    this.embedder = embedder;
    this.castOf = castOf;
    this.t = { ...DEFAULTS, ...stripUndefined(thresholds) };
  }

  async answer(question: string, contexts: readonly Context[], signal?: AbortSignal, asked?: AskedFigure): Promise<Answer> {
    signal?.throwIfAborted();
    // Retrieval already filtered on the company: when every context is one company's, its name in
    // the question says nothing about which sentence answers (and would favour title lines).
    const company = ownCompanyTerms(contexts);
    // Scoring sees both spellings of a financial abbreviation ("NIM", "net interest margin");
    // coverage counts the question's own terms, each met by either spelling.
    const qTerms = [...new Set(terms(withFinanceTerms(question)))].filter((t) => !company.has(t));
    const cands = candidates(contexts, this.castOf);
    if (qTerms.length === 0 || cands.length === 0) return nothing(question);
    const topical = topicalTerms([...new Set(terms(question))].filter((t) => !company.has(t)), contexts);
    const spellings = alternativeSpellings(question);
    const covers = (evidence: readonly string[]): number => coverageOf(evidence, topical, spellings);
    const askedCover = memoPerTerms(covers);
    const periods = contexts.map((c) => periodCue(asked?.period ?? null, c, question, asked?.forward ?? false));
    scoreCandidates(cands, question, qTerms, company, askedCover, this.t, this.embedder, periods);
    const ranked = [...cands].sort((a, b) => b.score - a.score || a.ctx - b.ctx || a.pos - b.pos);
    const t = this.t;
    const about = (c: Candidate): boolean => c.lexical > 0 && covers(c.terms) >= t.minCoverage;
    const answers = (c: Candidate): boolean => c.asked !== null && askedCover(c.asked) >= t.askedCoverage;
    // The best sentence must show it is about the question: by its own words, or by answering an
    // analyst's question that is (a reply need not repeat the question's words). When the top one
    // does neither — it matched only the long form's common words ("net interest income" for
    // "NIM") — a close runner-up that holds the question's own terms is the answer.
    const top0 = ranked[0]!;
    const best = answers(top0) || about(top0) ? top0 : (ranked.find((c) => about(c) && c.score >= top0.score * t.minSentenceShare) ?? top0);
    const replies = answers(best);
    if (!replies && !about(best)) return this.byMeaning(question, cands);
    const { maxSentences, maxChars } = t;
    // A reply to the matched question is quoted from that reply alone; otherwise the sentences
    // that best match by their own words, wherever they are.
    const merit = (c: Candidate): number => (replies ? c.score : c.direct);
    const pool = replies
      ? ranked.filter((c) => c.turn === best.turn)
      : ranked.filter((c) => c.lexical > 0).sort((a, b) => b.direct - a.direct || a.ctx - b.ctx || a.pos - b.pos);
    const top = merit(pool[0] ?? best);
    const picked: Candidate[] = [];
    let chars = 0;
    for (const c of pool) {
      if (picked.length >= maxSentences || merit(c) < top * t.minSentenceShare) break;
      if (picked.length > 0 && chars + c.text.length > maxChars) continue;
      if (picked.some((p) => p.text.includes(c.text) || c.text.includes(p.text))) continue;
      picked.push(c);
      chars += c.text.length;
    }
    return quote(ASKS_FIGURE.test(question) ? withFigureAfter(picked, cands) : picked);
  }

  /**
   * The fallback for a question worded unlike the transcript: the sentence closest in meaning,
   * when it states a fact and is close enough; else the honest refusal.
   */
  private byMeaning(question: string, cands: readonly Candidate[]): Answer {
    const min = this.t.minSimilarity;
    if (min === undefined || !this.embedder) return nothing(question);
    const best = cands
      .filter((c) => factScore(c.text) > 0)
      .sort((a, b) => b.similarity - a.similarity || a.ctx - b.ctx || a.pos - b.pos)[0];
    return best && best.similarity >= min ? quote([best]) : nothing(question);
  }
}

/** Where a sentence stands: its context, its place there and the reply turn it belongs to. */
type Placed = Pick<Candidate, 'ctx' | 'pos' | 'turn' | 'text'>;

/**
 * A picked sentence that names what is asked but states no figure is often followed, in the same
 * reply, by the sentence that does ("The unwinding basically depends on the market yield …" then
 * "… it has been between 8% to 8.5%"): that next sentence joins the picked ones, when it states a
 * figure and is not picked already. Pure.
 */
export function withFigureAfter<T extends Placed>(picked: readonly T[], cands: readonly T[]): T[] {
  const out = [...picked];
  for (const p of picked) {
    if (findQuantities(p.text).length > 0) continue;
    const next = cands.find((c) => c.ctx === p.ctx && c.turn === p.turn && c.pos === p.pos + 1);
    if (next && !out.includes(next) && findQuantities(next.text).length > 0) out.push(next);
  }
  return out;
}

/** The picked sentences in reading order, each followed by its [n] context citation. */
function quote(picked: Candidate[]): Answer {
  const inOrder = [...picked].sort((a, b) => a.ctx - b.ctx || a.pos - b.pos);
  const text = inOrder.map((c) => `${c.text} [${c.ctx + 1}]`).join(' ');
  const cited = [...new Set(inOrder.map((c) => c.ctx + 1))].sort((a, b) => a - b);
  return { text, cited, refused: false };
}

/*
 * answer.minCoverage: share of the question's topical words (not the company's name or the period, which retrieval
 * already filtered on) that the best sentence contains. Below a quarter, the sentence shares a word
 * with the question by accident ("policy") and the honest answer is that the context has none.
 * Chosen with bench/answerer.ts on the 399 Nifty-50 questions: at 0.25 the answerer answers 83% of
 * questions whose contexts hold the answer and refuses 92% asked against another company's
 * contexts (1/3: 75% / 98%; 0.2: 88% / 83%).
 *
 * answer.askedCoverage: a reply answers our question when the analyst's question it follows holds this share of our
 * question's topical words; its sentences then gain askedWeight × the IDF mass of our question's
 * terms that analyst question holds × √(share of the analyst question's terms ours holds) ×
 * (1 + leadWeight / (1 + place in the reply)), since replies open with their answer. (The square
 * root, against none or the share itself: demo answer_f1 0.588 / 0.605 / 0.623, Nifty-50 word
 * recall 0.589 / 0.590 / 0.579.) Chosen with bench/answerer.ts on the 399 Nifty-50 questions
 * (askedCoverage 0.25 / 0.4 / 0.5: answered 0.947 / 0.922 / 0.920, refused on another company's
 * contexts 0.852 / 0.907 / 0.915, word recall 0.589 / 0.587 / 0.589; the weights 0.5–2 change word
 * recall by under 0.01) and checked on the demo questions, which paraphrase rather than quote.
 * Defaults live with the other keys in src/core/config/schema.ts.
 */
/** The lead a continued reply's first sentence gets: a few sentences into the reply. */
const CONTINUED_LEAD = 3;

function nothing(question: string): Answer {
  // Quote at most 300 characters: a 100 KB question must not be echoed back whole.
  const q = question.trim();
  const shown = q.length > 300 ? `${q.slice(0, 300)}…` : q;
  return { text: `The retrieved context does not contain an answer to: "${shown}".`, cited: [], refused: true };
}

/**
 * A graph context line reads `head —[relation]→ object — "evidence sentence" (file p. N)`; the
 * evidence sentence is what an analyst should read, so answer with it rather than the arrow
 * notation (and the same sentence found in a vector chunk is then recognised as a duplicate).
 */
export function graphLineSentence(line: string): string {
  const m = /—\s*"(.+)"\s*\([^()]*\)\s*$/.exec(line.trim());
  return m ? m[1]!.trim() : line.trim();
}

/**
 * The sentences an answer may quote: every fact line of a graph context, and from chunk text the
 * sentences of replies — never an analyst's question or the moderator (turn-roles.ts) — without
 * call boilerplate. A reply's sentences carry the terms of the question they answer.
 */
function candidates(contexts: readonly Context[], castOf?: CastOf): Candidate[] {
  const out: Candidate[] = [];
  let turn = 0;
  const push = (ctx: number, pos: number, lead: number, text: string, asked: string[] | null): void => {
    out.push({ ctx, pos, turn, lead, text, terms: terms(text), asked, score: 0, lexical: 0, direct: 0, similarity: 0 });
  };
  const roled = roleContexts(contexts.map((c) => (isGraphLines(c) ? { ...c, text: '' } : c)), castOf);
  contexts.forEach((c, ctx) => {
    let pos = 0;
    if (isGraphLines(c)) {
      // Graph lines are one fact per line; each line stands alone.
      for (const line of c.text.split('\n').map(graphLineSentence)) {
        const fact = withoutSpeakerLabel(line);
        if (fact.length >= 8 && factScore(fact) > 0) push(ctx, pos, 0, fact, null);
        pos++;
        turn++;
      }
      return;
    }
    for (const t of roled[ctx]!) {
      if (t.role !== 'reply') {
        pos += 1;
        continue;
      }
      const asked = t.askedBy === null ? null : terms(t.askedBy);
      // The rest of a reply begun in the chunk before: not its opening sentences.
      let lead = t.continued ? CONTINUED_LEAD : 0;
      for (const sentence of splitSentences(t.text)) {
        const clean = withoutSpeakerLabel(sentence);
        pos++;
        if (clean.length < 8 || PLEASANTRY.test(clean) || ENDS_ASKING.test(clean) || isBoilerplate(clean) || isFiller(clean)) continue;
        push(ctx, pos, lead++, clean, asked);
      }
      turn++;
    }
  });
  return out;
}

/**
 * A sentence that states nothing: no figure, metric or name and fewer than three content words
 * ("That's all clear.", "That answers my question.", "Sure, I'll do that."). Never an answer.
 */
function isFiller(sentence: string): boolean {
  return factScore(sentence) === 0 && new Set(terms(sentence)).size < 3;
}

/** The stemmed name words of the contexts' company when they all share one; else none. */
function ownCompanyTerms(contexts: readonly Context[]): Set<string> {
  const companies = new Set(contexts.map((c) => c.company).filter((c): c is string => !!c));
  return companies.size === 1 ? new Set(terms([...companies][0]!)) : new Set();
}

function scoreCandidates(
  cands: Candidate[],
  question: string,
  qTerms: string[],
  own: ReadonlySet<string>,
  askedCover: (asked: string[]) => number,
  t: AnswerConfig,
  embedder?: SentenceEmbedder,
  periods: readonly (RegExp | null)[] = [],
): void {
  const n = cands.length;
  const df = new Map<string, number>();
  for (const c of cands) for (const t of new Set(c.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string): number => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  const avgLen = cands.reduce((s, c) => s + c.terms.length, 0) / n || 1;
  const maxIdf = Math.max(...qTerms.map(idf));
  const wantsFigure = ASKS_FIGURE.test(question);
  const unit = askedUnit(question);
  const topical = new Set(qTerms.filter((t) => !isPeriodTerm(t) && !TIME_WORDS.has(t)));
  const names = (question.match(/\b[A-Z][A-Za-z&]+\b/g) ?? [])
    .filter((w, i) => i > 0 || !/^(What|How|Which|Who|When|Why|Did|Does|Is|Are|Was)$/.test(w))
    .filter((w) => !own.has(stem(w.toLowerCase())));
  const q = embedder?.embedOne(question);
  // The question's IDF mass an analyst's question turn holds: a reply inherits it as evidence.
  const askedMass = memoPerTerms((asked) => {
    const have = new Set(asked);
    return qTerms.reduce((a, t) => a + (have.has(t) ? idf(t) : 0), 0);
  });
  // How much of the analyst's question ours is about: "What was revenue?" matches every analyst
  // question that mentions revenue, and should count less for one about a subsidiary's revenue
  // and its distribution plans.
  const qSet = new Set(qTerms);
  const specificity = memoPerTerms((asked) => {
    const own = [...new Set(asked)];
    return own.length === 0 ? 0 : Math.sqrt(own.filter((t) => qSet.has(t)).length / own.length);
  });
  for (const c of cands) {
    const tf = new Map<string, number>();
    for (const t of c.terms) tf.set(t, (tf.get(t) ?? 0) + 1);
    let lexical = 0;
    for (const t of qTerms) {
      const f = tf.get(t) ?? 0;
      if (f > 0) lexical += (idf(t) * (f * 2.2)) / (f + 1.2 * (0.25 + (0.75 * c.terms.length) / avgLen));
    }
    c.lexical = lexical;
    let score = lexical;
    // A question asking its figure in a unit ("how many", "what share") is answered by a figure in
    // that unit beside its own words ("we signed 16 large deals"), not by any figure.
    const fitting = unit ? figureBeside(c.text, unit, topical) : null;
    if (fitting === 'beside') score += maxIdf;
    else if (fitting === 'other') score += 0;
    else if (wantsFigure && findQuantities(c.text).length > 0) score += 0.5 * maxIdf;
    else if (wantsFigure && /\d/.test(c.text)) score += 0.25 * maxIdf;
    // A period before the call's own is stated beside it ("… compares to 6.2% for Q4 FY '23", "last quarter, our cost was …").
    const cue = periods[c.ctx];
    if (cue && figureBesidePeriod(c.text, cue)) score += maxIdf;
    for (const name of names) if (c.text.includes(name)) score += 0.3 * maxIdf;
    if (q && embedder) {
      c.similarity = dot(q, embedder.embedOne(c.text));
      score += maxIdf * c.similarity;
    }
    score += 0.05 * maxIdf * (1 / (1 + c.ctx));
    // A reply to a question that matches ours answers it, whatever words the reply uses; replies
    // open with their answer.
    c.direct = score;
    if (c.asked && askedCover(c.asked) >= t.askedCoverage) score += t.askedWeight * askedMass(c.asked) * specificity(c.asked) * (1 + t.leadWeight / (1 + c.lead));
    c.score = score;
  }
}

const ORDINAL = ['first', 'second', 'third', 'fourth'];
const NUMBER_WORD = ['one', 'two', 'three', 'four'];
const MONTHS = new RegExp(String.raw`\b${MONTH_NAME}\b`, 'g');

/**
 * How a call states a period before its own, when the question asks one: its label ("Q4 FY '23",
 * "quarter 4", "fourth quarter"), the month the question names ("March '23"), and, for the quarter
 * just before or a year before, the call's relative words ("last quarter", "sequentially", "last
 * year", "Q1 FY23"). Null when the question asks the call's own period, or none; the call's own
 * fiscal year counts only for a guidance (`forward`).
 */
export function periodCue(asked: AskedFigure['period'], ctx: Pick<Context, 'quarter' | 'year'>, question = '', forward = false): RegExp | null {
  if (!asked || (!asked.quarter && !asked.year)) return null;
  const ownQ = ctx.quarter ? Number(/^Q([1-4])$/.exec(ctx.quarter)?.[1] ?? 0) : 0;
  const ownY = ctx.year ? Number(/^FY(\d{2})$/.exec(ctx.year)?.[1] ?? -1) : -1;
  const q = asked.quarter ? Number(/^Q([1-4])$/.exec(asked.quarter)?.[1] ?? 0) : 0;
  // A quarter with no year: the latest such quarter up to the call's own.
  const y = asked.year ? Number(/^FY(\d{2})$/.exec(asked.year)?.[1] ?? -1) : ownY < 0 ? -1 : q > ownQ ? ownY - 1 : ownY;
  if (q === ownQ && y === ownY) return null;
  // The call's own fiscal year is no period before it ("between Q1 FY24 and Q2 FY24" of FY24 calls), except as the year a guidance is for.
  if (q === 0 && (y < 0 || (y === ownY && !forward))) return null;
  const yy = y >= 0 ? String(y % 100).padStart(2, '0') : '';
  const cues: string[] = [];
  if (q > 0) {
    if (yy) cues.push(String.raw`\bQ${q}\s*(?:of\s*)?(?:FY|F)?\s*['‘’]?\s*(?:20)?${yy}\b`);
    // The quarter's bare name says which when it is not the call's own quarter.
    if (q !== ownQ) cues.push(String.raw`\b(?:quarter|Q)\s*(?:${q}|${NUMBER_WORD[q - 1]})\b`, String.raw`\b${ORDINAL[q - 1]}\s+quarter\b`);
    if (ownQ > 0 && y === (ownQ === 1 ? ownY - 1 : ownY) && q === (ownQ === 1 ? 4 : ownQ - 1)) cues.push(String.raw`\b(?:last|previous|preceding|prior|sequential(?:ly)?|q-?o-?q|quarter[- ]on[- ]quarter)\b`);
    if (q === ownQ && y === ownY - 1) cues.push(String.raw`\b(?:last\s+year|year[- ]ago|previous\s+year|prior\s+year|same\s+quarter|corresponding\s+quarter)\b`);
  } else if (yy) {
    cues.push(String.raw`\bFY\s*['‘’]?\s*(?:20)?${yy}\b`);
    if (y === ownY - 1) cues.push(String.raw`\b(?:last|previous|prior)\s+(?:fiscal\s+)?year\b`);
  }
  for (const m of new Set(question.match(MONTHS) ?? [])) cues.push(String.raw`\b${m}\b`);
  return new RegExp(cues.join('|'), 'i');
}

/** Does a figure stand within a few words of the asked period's words ("… 6.2% of sales, for Q4 FY '23")? */
export function figureBesidePeriod(sentence: string, cue: RegExp): boolean {
  const global = new RegExp(cue.source, 'gi');
  const words = [...sentence.matchAll(WORD)];
  const indexAt = (pos: number): number => {
    const i = words.findIndex((w) => w.index + w[0].length > pos);
    return i < 0 ? words.length : i;
  };
  // Figures, not the digits of a period's name ("Q4", "FY23", "2023").
  const figures = words.flatMap((w, i) => (/^\d/.test(w[0]) && !/^(?:19|20)\d\d$/.test(w[0]) ? [i] : []));
  if (figures.length === 0) return false;
  return [...sentence.matchAll(global)].some((m) => {
    const at = indexAt(m.index);
    return figures.some((f) => Math.abs(f - at) <= BESIDE + 3 && !(f >= at && f <= indexAt(m.index + m[0].length - 1)));
  });
}

/** Words of time that are not a figure's topic ("last", "now"), besides the period's own terms. */
const TIME_WORDS = new Set(['month', 'last', 'now', 'today']);

/** A number counting something: not a percentage, an amount, a year, or part of a period ("Q1", "FY24"). */
const COUNT_FIGURE = /(?<![\p{L}\p{N}.,$₹€£])(\d{1,3}(?:,\d{2,3})+|\d+(?:\.\d+)?)(?:\s*(?:lakhs?|crores?|million|thousand|mn|k)\b)?(?![\p{N}%]|\s*(?:%|per\s*cent|percent|bps?\b|basis\b))/giu;
/** Words, with where each ends, as the answerer's terms read them. */
const WORD = /[\p{L}\p{N}][\p{L}\p{N}&'’-]*/gu;
/** Words a figure may stand from its metric's words and still be its figure. */
const BESIDE = 5;

/**
 * Does the sentence hold a figure in the asked unit within a few words of one of the question's
 * words ('beside'), one further from them ('far'), figures only in other units ('other'), or no
 * figure (null)?
 */
export function figureBeside(sentence: string, unit: NonNullable<QuestionPlan['unit']>, topical: ReadonlySet<string>): 'beside' | 'far' | 'other' | null {
  const quantities = findQuantities(sentence);
  const spans = quantities.map((q) => [q.index, q.index + q.text.length] as const);
  const figures: number[] = [];
  if (unit === 'count') {
    for (const m of sentence.matchAll(COUNT_FIGURE)) {
      const at = m.index;
      const n = m[1]!;
      if (spans.some(([a, b]) => at < b && at + m[0].length > a)) continue;
      if (/^(?:19|20)\d\d$/.test(n)) continue;
      figures.push(at);
    }
  } else {
    for (const q of quantities) if ((unit === 'percent' && q.kind === 'percentage') || (unit === 'money' && q.kind === 'money')) figures.push(q.index);
  }
  if (figures.length === 0) return quantities.length > 0 || /\d/.test(sentence) ? 'other' : null;
  const words = [...sentence.matchAll(WORD)].map((w) => ({ at: w.index, end: w.index + w[0].length, term: stem(w[0].toLowerCase().replace(/['’]s$/, '')) }));
  const indexAt = (pos: number): number => {
    const i = words.findIndex((w) => w.end > pos);
    return i < 0 ? words.length : i;
  };
  const near = words.flatMap((w, i) => (topical.has(w.term) ? [i] : []));
  return figures.some((f) => near.some((i) => Math.abs(indexAt(f) - i) <= BESIDE)) ? 'beside' : 'far';
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/**
 * The offline answerer with the config's `answer` thresholds; pass the local embedder (any object
 * with `embedOne`) to add semantic similarity.
 */
export function createLocalAnswerer(deps: { embedder?: unknown; thresholds?: Partial<AnswerConfig>; castOf?: CastOf } = {}): Answerer {
  const e = deps.embedder as Partial<SentenceEmbedder> | undefined;
  return new LocalAnswerer({ ...deps.thresholds, ...(e && typeof e.embedOne === 'function' ? { embedder: e as SentenceEmbedder } : {}), ...(deps.castOf ? { castOf: deps.castOf } : {}) });
}
