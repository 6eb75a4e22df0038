/**
 * The offline answerer: extractive question answering over the retrieved contexts.
 *
 * An earnings call is questions and replies, and the sentence most like a question is usually the
 * analyst asking it; so only replies are quoted (turn-roles.ts: never an analyst's question, the
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
import { ABBREVIATIONS, withAbbreviations } from '../nlp/abbreviations.js';
import { findQuantities } from '../nlp/quantities.js';
import { splitSentences } from '../nlp/sentences.js';
import { contentTokens } from '../nlp/tokenize.js';
import type { Context } from '../retrieve/types.js';
import { factScore, isBoilerplate } from '../extract/local/refiner.js';
import { roleContexts } from './turn-roles.js';
import type { Answer, Answerer } from './types.js';

/** What the answerer needs of an embedder: one synchronous unit vector per text. */
export interface SentenceEmbedder {
  embedOne(text: string): Float32Array;
}

export interface LocalAnswererOptions {
  embedder?: SentenceEmbedder;
  maxSentences?: number;
  maxChars?: number;
  /** Least share of the question's topical words the best sentence must contain (see `coverage`). */
  minCoverage?: number;
}

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
}

const QUESTION_WORDS = new Set(['what', 'how', 'much', 'many', 'which', 'tell', 'give', 'company', 'mentioned', 'according', 'call', 'transcript', 'earnings', 'management']);
const ASKS_FIGURE = /\b(how much|how many|what (?:was|is|were|are) the|percentage|percent|growth|margin|revenue|profit|ratio|number|amount|value|guidance|rate|share|volume|cost|ebitda|pat|tcv|%)\b/i;
const PLEASANTRY = /^(?:thank|good (?:morning|afternoon|evening)|moderator:|welcome)/i;

/** Words whose stem is not their prefix: the verb and its noun meet ("acquire" / "acquisition"). */
const IRREGULAR = new Map([
  ['acquisition', 'acquir'], ['acquisitions', 'acquir'], ['growth', 'grow'], ['grew', 'grow'], ['grown', 'grow'],
  ['expansion', 'expand'], ['reduction', 'reduc'], ['guidance', 'guid'], ['investment', 'invest'],
  ['investments', 'invest'], ['payment', 'pay'], ['payments', 'pay'], ['paid', 'pay'], ['sold', 'sell'],
  ['spent', 'spend'], ['bought', 'buy'], ['improvement', 'improv'], ['improvements', 'improv'],
  ['repayment', 'repay'], ['borrowings', 'borrow'], ['issuance', 'issu'], ['rose', 'rise'], ['risen', 'rise'],
  ['fell', 'fall'], ['fallen', 'fall'], ['won', 'win'], ['wins', 'win'],
]);

/**
 * Light suffix stripping so "margins"/"margin", "priced"/"price"/"pricing" and, through a short
 * table, "acquired"/"acquisition" and "grew"/"growth" meet; pure.
 */
export function stem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular) return irregular;
  let w = word;
  if (w.length > 5 && w.endsWith('ies')) w = w.slice(0, -3) + 'y';
  else if (w.length > 5 && w.endsWith('ing')) w = w.slice(0, -3);
  else if (w.length > 4 && w.endsWith('ed')) w = w.slice(0, -2);
  else if (w.length > 4 && w.endsWith('es') && !w.endsWith('ses')) w = w.slice(0, -2);
  else if (w.length > 3 && w.endsWith('s') && !w.endsWith('ss')) w = w.slice(0, -1);
  // "price" and "priced" both end as "pric": a final e is dropped after the suffix.
  return w.length > 3 && w.endsWith('e') ? w.slice(0, -1) : w;
}

const terms = (text: string): string[] =>
  contentTokens(text)
    .map((t) => t.replace(/['’]s$/, ''))
    .filter((t) => !QUESTION_WORDS.has(t))
    .map(stem);

export class LocalAnswerer implements Answerer {
  readonly id = 'local:extractive-answer';

  constructor(private readonly opts: LocalAnswererOptions = {}) {}

  async answer(question: string, contexts: readonly Context[], signal?: AbortSignal): Promise<Answer> {
    signal?.throwIfAborted();
    // Retrieval already filtered on the company: when every context is one company's, its name in
    // the question says nothing about which sentence answers (and would favour title lines).
    const company = ownCompanyTerms(contexts);
    // Scoring sees both spellings of a financial abbreviation ("NIM", "net interest margin");
    // coverage counts the question's own terms, each met by either spelling.
    const qTerms = [...new Set(terms(withAbbreviations(question)))].filter((t) => !company.has(t));
    const cands = candidates(contexts);
    if (qTerms.length === 0 || cands.length === 0) return nothing(question);
    const topical = topicalTerms([...new Set(terms(question))].filter((t) => !company.has(t)), contexts);
    const spellings = alternativeSpellings(question);
    const covers = (evidence: readonly string[]): number => coverageOf(evidence, topical, spellings);
    const askedCover = memoCoverage(covers);
    scoreCandidates(cands, question, qTerms, company, askedCover, this.opts.embedder);
    const ranked = [...cands].sort((a, b) => b.score - a.score || a.ctx - b.ctx || a.pos - b.pos);
    const best = ranked[0]!;
    // The best sentence must show it is about the question: by its own words, or by answering an
    // analyst's question that is (a reply need not repeat the question's words).
    const replies = best.asked !== null && askedCover(best.asked) >= ASKED_COVERAGE;
    const minCoverage = this.opts.minCoverage ?? MIN_COVERAGE;
    if (!replies && !(best.lexical > 0 && covers(best.terms) >= minCoverage)) return nothing(question);
    const maxSentences = this.opts.maxSentences ?? 3;
    const maxChars = this.opts.maxChars ?? 700;
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
      if (picked.length >= maxSentences || merit(c) < top * 0.5) break;
      if (picked.length > 0 && chars + c.text.length > maxChars) continue;
      if (picked.some((p) => p.text.includes(c.text) || c.text.includes(p.text))) continue;
      picked.push(c);
      chars += c.text.length;
    }
    picked.sort((a, b) => a.ctx - b.ctx || a.pos - b.pos);
    const text = picked.map((c) => `${c.text} [${c.ctx + 1}]`).join(' ');
    const cited = [...new Set(picked.map((c) => c.ctx + 1))].sort((a, b) => a - b);
    return { text, cited };
  }
}

/**
 * Share of the question's topical words (not the company's name or the period, which retrieval
 * already filtered on) that the best sentence contains. Below a quarter, the sentence shares a word
 * with the question by accident ("policy") and the honest answer is that the context has none.
 * Chosen with bench/answerer.ts on the 399 Nifty-50 questions: at 0.25 the answerer answers 83% of
 * questions whose contexts hold the answer and refuses 92% asked against another company's
 * contexts (1/3: 75% / 98%; 0.2: 88% / 83%).
 */
const MIN_COVERAGE = 0.25;
/**
 * A reply answers our question when the analyst's question it follows holds this share of our
 * question's topical words; its sentences then gain ASKED_WEIGHT × the IDF mass of our question's
 * terms that analyst question holds × √(share of the analyst question's terms ours holds) ×
 * (1 + LEAD_WEIGHT / (1 + place in the reply)), since replies open with their answer. (The square
 * root, against none or the share itself: demo answer_f1 0.588 / 0.605 / 0.623, Nifty-50 word
 * recall 0.589 / 0.590 / 0.579.) Chosen with bench/answerer.ts on the 399 Nifty-50 questions
 * (ASKED_COVERAGE 0.25 / 0.4 / 0.5: answered 0.947 / 0.922 / 0.920, refused on another company's
 * contexts 0.852 / 0.907 / 0.915, word recall 0.589 / 0.587 / 0.589; the weights 0.5–2 change word
 * recall by under 0.01) and checked on the demo questions, which paraphrase rather than quote.
 */
const ASKED_COVERAGE = 0.4;
const ASKED_WEIGHT = 1;
const LEAD_WEIGHT = 1;
/** The lead a continued reply's first sentence gets: a few sentences into the reply. */
const CONTINUED_LEAD = 3;
const PERIOD_TERMS = new Set(['q1', 'q2', 'q3', 'q4', 'fy24', 'fy23', 'fy25', 'quarter', 'year', 'fy']);

/** The question's terms that are not the contexts' company names or the period. */
function topicalTerms(qTerms: readonly string[], contexts: readonly Context[]): string[] {
  const names = new Set(contexts.flatMap((c) => terms(c.company ?? '')));
  return qTerms.filter((t) => !names.has(t) && !PERIOD_TERMS.has(t));
}

/**
 * For each term of the question's abbreviations and long forms, the other spelling as terms: "nim"
 * → [net, interest, margin], and each of those → [nim].
 */
function alternativeSpellings(question: string): Map<string, string[]> {
  const alt = new Map<string, string[]>();
  const have = new Set(terms(question));
  for (const [short, long] of ABBREVIATIONS) {
    const s = terms(short);
    const l = terms(long);
    if (s.length !== 1 || l.length === 0) continue;
    if (have.has(s[0]!)) alt.set(s[0]!, l);
    if (l.every((t) => have.has(t))) for (const t of l) alt.set(t, s);
  }
  return alt;
}

/**
 * Share of the topical terms found in `evidence` (1 when the question has none); a term is found
 * when it is there or every term of its other spelling is.
 */
function coverageOf(evidence: readonly string[], topical: readonly string[], spellings: ReadonlyMap<string, string[]>): number {
  if (topical.length === 0) return 1;
  const have = new Set(evidence);
  const found = (t: string): boolean => have.has(t) || (spellings.get(t)?.every((w) => have.has(w)) ?? false);
  return topical.filter(found).length / topical.length;
}

/** A coverage function cached per term array (a question turn's replies share one). */
function memoCoverage(covers: (evidence: string[]) => number): (evidence: string[]) => number {
  const memo = new Map<string[], number>();
  return (evidence) => {
    let v = memo.get(evidence);
    if (v === undefined) memo.set(evidence, (v = covers(evidence)));
    return v;
  };
}

function nothing(question: string): Answer {
  // Quote at most 300 characters: a 100 KB question must not be echoed back whole.
  const q = question.trim();
  const shown = q.length > 300 ? `${q.slice(0, 300)}…` : q;
  return { text: `The retrieved context does not contain an answer to: "${shown}".`, cited: [] };
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

/** A sentence that asks rather than tells. */
const ASKS = /\?["'’”)\]]*$/;

/**
 * The sentences an answer may quote: every fact line of a graph context, and from chunk text the
 * sentences of replies — never an analyst's question or the moderator (turn-roles.ts) — without
 * call boilerplate. A reply's sentences carry the terms of the question they answer.
 */
function candidates(contexts: readonly Context[]): Candidate[] {
  const out: Candidate[] = [];
  let turn = 0;
  const push = (ctx: number, pos: number, lead: number, text: string, asked: string[] | null): void => {
    out.push({ ctx, pos, turn, lead, text, terms: terms(text), asked, score: 0, lexical: 0, direct: 0 });
  };
  const roled = roleContexts(contexts.map((c) => (c.channel === 'graph' ? { ...c, text: '' } : c)));
  contexts.forEach((c, ctx) => {
    let pos = 0;
    if (c.channel === 'graph') {
      // Graph contexts are one fact per line; each line stands alone.
      for (const line of c.text.split('\n').map(graphLineSentence)) {
        if (line.length >= 8 && factScore(line) > 0) push(ctx, pos, 0, line, null);
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
        const clean = sentence.replace(/^[A-Z][\w.' -]{1,40}:\s+/, '');
        pos++;
        if (clean.length < 8 || PLEASANTRY.test(clean) || ASKS.test(clean) || isBoilerplate(clean)) continue;
        push(ctx, pos, lead++, clean, asked);
      }
      turn++;
    }
  });
  return out;
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
  embedder?: SentenceEmbedder,
): void {
  const n = cands.length;
  const df = new Map<string, number>();
  for (const c of cands) for (const t of new Set(c.terms)) df.set(t, (df.get(t) ?? 0) + 1);
  const idf = (t: string): number => Math.log(1 + (n - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
  const avgLen = cands.reduce((s, c) => s + c.terms.length, 0) / n || 1;
  const maxIdf = Math.max(...qTerms.map(idf));
  const wantsFigure = ASKS_FIGURE.test(question);
  const names = (question.match(/\b[A-Z][A-Za-z&]+\b/g) ?? [])
    .filter((w, i) => i > 0 || !/^(What|How|Which|Who|When|Why|Did|Does|Is|Are|Was)$/.test(w))
    .filter((w) => !own.has(stem(w.toLowerCase())));
  const q = embedder?.embedOne(question);
  // The question's IDF mass an analyst's question turn holds: a reply inherits it as evidence.
  const masses = new Map<string[], number>();
  // How much of the analyst's question ours is about: "What was revenue?" matches every analyst
  // question that mentions revenue, and should count less for one about a subsidiary's revenue
  // and its distribution plans.
  const qSet = new Set(qTerms);
  const specs = new Map<string[], number>();
  const specificity = (asked: string[]): number => {
    let v = specs.get(asked);
    if (v === undefined) {
      const own = [...new Set(asked)];
      specs.set(asked, (v = own.length === 0 ? 0 : Math.sqrt(own.filter((t) => qSet.has(t)).length / own.length)));
    }
    return v;
  };
  const askedMass = (asked: string[]): number => {
    let m = masses.get(asked);
    if (m === undefined) {
      const have = new Set(asked);
      masses.set(asked, (m = qTerms.reduce((a, t) => a + (have.has(t) ? idf(t) : 0), 0)));
    }
    return m;
  };
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
    if (wantsFigure && findQuantities(c.text).length > 0) score += 0.5 * maxIdf;
    else if (wantsFigure && /\d/.test(c.text)) score += 0.25 * maxIdf;
    for (const name of names) if (c.text.includes(name)) score += 0.3 * maxIdf;
    if (q && embedder) score += maxIdf * dot(q, embedder.embedOne(c.text));
    score += 0.05 * maxIdf * (1 / (1 + c.ctx));
    // A reply to a question that matches ours answers it, whatever words the reply uses; replies
    // open with their answer.
    c.direct = score;
    if (c.asked && askedCover(c.asked) >= ASKED_COVERAGE) score += ASKED_WEIGHT * askedMass(c.asked) * specificity(c.asked) * (1 + LEAD_WEIGHT / (1 + c.lead));
    c.score = score;
  }
}

function dot(a: Float32Array, b: Float32Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** The offline answerer; pass the local embedder (any object with `embedOne`) to add semantic similarity. */
export function createLocalAnswerer(deps: { embedder?: unknown } = {}): Answerer {
  const e = deps.embedder as Partial<SentenceEmbedder> | undefined;
  return new LocalAnswerer(e && typeof e.embedOne === 'function' ? { embedder: e as SentenceEmbedder } : {});
}
