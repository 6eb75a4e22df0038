/**
 * The question each entity of a comparison is searched with: the question with the other
 * entities' mentions removed, together with the word joining them ("and", "or", "vs", a comma,
 * "compared with"), so "Compare attrition at TCS and HCLTech" searches "Compare attrition at TCS"
 * for TCS and "Compare attrition at HCLTech" for HCLTech. The kept entity's own words are never
 * removed, even when another entity shares them ("HDFC" for HDFC Bank and HDFC Life). Pure.
 */
import type { ScopeCompany } from '../scope/types.js';
import { companyKey } from '../../core/text/company-name.js';
import { escapeRegExp } from '../../core/text/regexp.js';
import { FRAMING_UP } from '../../core/text/framing.js';
import { MONTH_WORD } from '../../core/text/months.js';

export interface PeriodRef {
  quarter: string | null;
  year: string | null;
}

const CONNECTOR = String.raw`(?:,|;|&|\band\b|\bor\b|\bvs\b\.?|\bv\b\.?|\bv/s\b|\bversus\b|\bcompared (?:with|to)\b|\bagainst\b|\brelative to\b|\bthan\b|\bto\b|\bwith\b)`;
const HOLE = '\u0000';
const KEEP = '\u0001';

/** A hole, the connector right after it and its spaces, when more text follows (matched exactly at the hole). */
const AFTER = new RegExp(String.raw`${HOLE}\s*${CONNECTOR}\s*(?=\S)`, 'iuy');
/** Spaces, a connector and spaces ending at a hole (searched from `earliestConnectorStart`). */
const BEFORE = new RegExp(String.raw`\s*${CONNECTOR}\s*${HOLE}`, 'giu');
/** The longest connector, "compared with". */
const LONGEST_CONNECTOR = 'compared with'.length;

/** The ways a question may mention one company: the words that matched, its name, canonical name, ticker. */
export function companyMentions(c: ScopeCompany): string[] {
  const forms = [c.matched, c.mentioned ?? '', ...(c.also ?? []), c.name, companyKey(c.name), c.ticker ?? ''];
  return unique(forms);
}

/** The ways a question may mention one period: "Q2 FY24", "Q2FY24", "Q2", "second quarter", "FY24". */
export function periodMentions(p: PeriodRef, other?: PeriodRef): string[] {
  const ordinal: Record<string, string> = { Q1: 'first', Q2: 'second', Q3: 'third', Q4: 'fourth' };
  const forms: string[] = [];
  const q = p.quarter;
  const y = p.year;
  if (q && y) forms.push(`${q} ${y}`, `${q}${y}`, `${q}-${y}`, `${q} of ${y}`);
  // A period differing only in its year is mentioned by its year; one differing in its quarter, by the quarter.
  if (q && (!other || other.quarter !== q)) forms.push(q, ordinal[q] ? `${ordinal[q]} quarter` : '');
  if (y && (!other || other.year !== y)) forms.push(y, `fiscal ${y.slice(2)}`, `fiscal 20${y.slice(2)}`);
  return unique(forms);
}

/**
 * `question` with every mention in `drop` removed (and the connector that joined it to the rest),
 * never touching a mention in `keep`. Longer mentions are matched first; matching ignores case and
 * takes a possessive "'s" along.
 */
export function questionFor(question: string, keep: readonly string[], drop: readonly string[]): string {
  const kept: string[] = [];
  let s = question;
  for (const m of byLength(keep)) {
    s = s.replace(mentionRe(m), (hit) => {
      kept.push(hit);
      return `${KEEP}${kept.length - 1}${KEEP}`;
    });
  }
  for (const m of byLength(drop)) s = s.replace(mentionRe(m), HOLE);
  // One hole at a time, left to right: a connector after it when more text follows the connector,
  // else the connector before it.
  while (s.includes(HOLE)) {
    const i = s.indexOf(HOLE);
    AFTER.lastIndex = i;
    const a = AFTER.exec(s);
    if (a && !/^[?.!]/.test(s.slice(i + a[0].length))) {
      s = s.slice(0, i) + s.slice(i + a[0].length);
      continue;
    }
    const head = s.slice(0, i + 1);
    BEFORE.lastIndex = earliestConnectorStart(head, i);
    const b = BEFORE.exec(head);
    if (b && b.index + b[0].length === head.length) s = head.slice(0, b.index) + s.slice(i + 1);
    else s = s.slice(0, i) + s.slice(i + 1);
  }
  s = s.replace(new RegExp(String.raw`${KEEP}(\d+)${KEEP}`, 'g'), (_, n: string) => kept[Number(n)]!);
  return tidy(s) || question.trim();
}

/**
 * `question` without what it says about the other companies alone: when each company comes with its
 * own words — "How did RIL's O2C business and BPCL's refining margins fare?" — the words after an
 * other company's possessive are that company's: up to the connector before the next possessive
 * mention, and for the last one, up to the verb, preposition or punctuation that ends its noun
 * phrase ("refining margins" before "fare"). So RIL is searched as "How did RIL's O2C business
 * fare?" and BPCL as "How did BPCL's refining margins fare?". A question whose companies share
 * the metric ("TCS's attrition vs Infosys", "TCS's and Infosys's margins") is unchanged.
 */
export function withoutOthersOwnWords(question: string, others: readonly ScopeCompany[], all: readonly ScopeCompany[]): string {
  const mention = (c: ScopeCompany): string => byLength(companyMentions(c)).map((m) => escapeRegExp(m).replace(/\s+/g, '\\s+')).join('|');
  const next = all.map(mention).join('|');
  // "X's words and " directly before "Y's words": X's own.
  const before = (c: ScopeCompany): RegExp =>
    new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${mention(c)})['’]s\s+[^,;:?!.]*?\p{L}[^,;:?!.]*?\s*,?\s*${CONNECTOR}\s*(?=(?:${next})['’]s\s+\p{L})`, 'iu');
  if (!all.some((c) => before(c).test(question))) return question;
  // " and Y's words" at the end of the chain: Y's own, up to the word ending its noun phrase.
  const last = (c: ScopeCompany): RegExp =>
    new RegExp(String.raw`\s*,?\s*${CONNECTOR}\s*(?<![\p{L}\p{N}])(?:${mention(c)})['’]s\s+(?:(?!${PHRASE_END})[\p{L}\p{N}&'’-]+\s*)+`, 'iu');
  let s = question;
  for (const o of others) {
    const b = before(o);
    s = b.test(s) ? s.replace(b, '') : s.replace(last(o), ' ');
  }
  return s === question ? question : tidy(s);
}

/** A word that ends a noun phrase after a possessive: a verb of the question, a preposition, an article. */
const PHRASE_END = String.raw`(?:fare[ds]?|g[eo]t|gets|make|made|see|saw|report(?:ed|s)?|post(?:ed|s)?|deliver(?:ed|s)?|achieve[ds]?|compare[ds]?|perform(?:ed|s)?|move[ds]?|change[ds]?|stand|stood|look(?:ed|s)?|trend(?:ed|s)?|gr[eo]w|did|do|does|is|are|was|were|has|have|had|in|for|during|at|on|over|since|from|between|versus|vs|against|this|last|the|a|an|which|who|when|how|what)(?![\p{L}\p{N}])`;

/**
 * The question searched inside one company's documents: without the words naming it. Every chunk
 * of its transcript is its own, so its name says nothing about which chunk answers; it only ranks
 * the chunks that repeat the name (the call's introduction, the moderator's welcome) above the
 * answer — "Cipla R&D" finds Cipla's title page, "R&D" its R&D spend. A question of nothing but
 * the name is searched as it is.
 */
export function ownSearchQuestion(question: string, company: ScopeCompany): string {
  const s = questionFor(question, [], companyMentions(company));
  return hasContent(s) ? s : question;
}

/** The question for one company of a comparison: the other companies' mentions removed. */
export function questionForCompany(question: string, company: ScopeCompany, others: readonly ScopeCompany[]): string {
  const keep = companyMentions(company);
  return withoutCompareVerb(questionFor(question, keep, others.flatMap(companyMentions)));
}

/**
 * The question one entity of a comparison is SEARCHED and ANSWERED with. Retrieval already keeps
 * only that company's (and period's) chunks, so the companies' names and the asked period say
 * nothing about which chunk or sentence answers: they only pull in title pages, participant lists
 * and the moderator's "welcome to the Q1 FY24 call of …" — in BM25, in the embedding, and in the
 * answerer. Every company mention is removed, the period when `filtered` (the entity's period is
 * a filter) and the words that only frame a comparison ("which", "more", "fewer", "compare"):
 * "TCS vs Infosys operating margin Q1 FY24" → "operating margin". When nothing but names would be
 * left, the question for the company (its own mention kept) is used instead.
 */
export function searchQuestionFor(
  question: string,
  companies: readonly ScopeCompany[],
  period: PeriodRef,
  otherPeriods: readonly PeriodRef[] = [],
): string {
  const names = companies.flatMap(companyMentions);
  let s = questionFor(question, [], names);
  // Nothing but names: questionFor gave the question back.
  if (names.some((m) => mentionRe(m).test(s))) return '';
  if (otherPeriods.length > 0) s = questionFor(s, [], [period, ...otherPeriods].flatMap((p, i, all) => periodMentions(p, all[i === 0 ? 1 : 0])));
  if (period.quarter || period.year) s = withoutPeriodWords(s);
  s = withoutCompareVerb(withoutComparisonWords(s)).replace(/\s+(?:at|of|for|in|from|between|by|to|and|or|with|vs\.?|versus)\s*(?=[?.!,:;]|$)/gi, '');
  s = tidy(s).replace(/\s*[,:;]\s*$/, '');
  return hasContent(s) ? s : '';
}

const CONTENT = /[\p{L}\p{N}]{2,}|\p{L}&\p{L}/u;

/** Is anything left to search beyond the question's small words ("R&D" is; "What about?" is not)? */
function hasContent(s: string): boolean {
  return CONTENT.test(s.replace(/\b(?:how|what|did|does|do|is|are|was|were|the|a|an|at|of|in|for|its|their|about|say|said|and|or)\b/gi, ''));
}

/**
 * Words naming a period: "Q1 FY24", "Q1", "FY24", "first quarter (of fiscal 2024)", "the June
 * (2023) quarter", "June quarter 2023", "this/last quarter", "quarter ended June 30, 2023".
 */
const PERIOD_WORDS = new RegExp(
  [
    String.raw`\b(?:in|for|during|of)?\s*(?:the\s+)?Q[1-4]\s*[-']?\s*(?:(?:of\s+)?(?:FY|fiscal(?:\s+year)?)\s*'?\s*\d{2,4}(?:\s*[-–]\s*\d{2,4})?)?\b`,
    String.raw`\b(?:in|for|during|of)?\s*(?:the\s+)?(?:first|second|third|fourth|1st|2nd|3rd|4th)\s+quarter(?:\s+of)?(?:\s+(?:FY|fiscal(?:\s+year)?|financial\s+year)\s*'?\s*\d{2,4})?\b`,
    String.raw`\b(?:in|for|during|of)?\s*(?:the\s+)?${MONTH_WORD}[ -]?(?:'?\d{2,4}\s+)?quarter(?:\s+(?:of\s+)?\d{4})?\b`,
    String.raw`\b(?:in|for|during|of)?\s*(?:the\s+)?(?:this|last|latest|current|most recent|recent|reported|just[- ]ended)\s+quarter\b`,
    String.raw`\b(?:in|for|during|of)?\s*(?:the\s+)?quarter\s+(?:ended|ending)\s+(?:on\s+)?(?:\d{1,2}(?:st|nd|rd|th)?\s+[A-Za-z]{3,9},?\s+\d{4}|[A-Za-z]{3,9}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+\d{4})`,
    String.raw`\b(?:in|for|during|of)?\s*(?:the\s+)?(?:FY\s*'?\s*\d{2,4}(?:\s*[-–]\s*\d{2,4})?|fiscal\s+(?:year\s+)?'?\d{2,4})\b`,
  ].join('|'),
  'gi',
);

/** `question` without the words naming its period (the period is a filter, not a search word). */
export function withoutPeriodWords(question: string): string {
  return tidy(question.replace(PERIOD_WORDS, ' '));
}

/**
 * Words that only frame a comparison between entities: the interrogative picking one ("which",
 * "who"), comparatives and superlatives ("more", "fewer", "wider", "highest"), "compare", "stack up", "hold up" and "fare". For one entity they
 * are no evidence of anything: "Who is losing fewer people" is searched as "is losing people".
 */
const COMPARISON_WORDS = new RegExp(String.raw`\b(?:${FRAMING_UP}|far(?:e|es|ed|ing)|which(?:\s+(?:one|company|of(?:\s+(?:the|them|these|those))?(?:\s+two)?))?|who|compare[ds]?|comparison|more|less|fewer|higher|lower|better|worse|faster|slower|wider|narrower|bigger|smaller|larger|stronger|weaker|highest|lowest|best|worst|fastest|slowest|widest|narrowest|biggest|smallest|largest|strongest|weakest)\b`, 'gi');

export function withoutComparisonWords(question: string): string {
  return tidy(question.replace(COMPARISON_WORDS, ' '));
}

/** "Compare attrition at TCS" → "attrition at TCS": one entity is not compared with anything. */
export function withoutCompareVerb(question: string): string {
  const s = question.replace(/^\s*(?:please\s+)?(?:compare|contrast)\s+(?:the\s+)?/i, '');
  return s.trim().length === 0 ? question : s;
}

/** The question for one period of a comparison over periods: the other periods' mentions removed. */
export function questionForPeriod(question: string, period: PeriodRef, others: readonly PeriodRef[]): string {
  return withoutCompareVerb(questionFor(question, periodMentions(period, others[0]), others.flatMap((o) => periodMentions(o, period))));
}

function mentionRe(mention: string): RegExp {
  const escaped = escapeRegExp(mention.trim()).replace(/\s+/g, '\\s+');
  // A possessive goes with the name: "TCS's", and the bare apostrophe of "Adani Enterprises'".
  return new RegExp(String.raw`(?<![\p{L}\p{N}])${escaped}(?:['’]s?)?(?![\p{L}\p{N}])`, 'giu');
}

/**
 * The earliest index at which spaces, a connector and spaces ending at the hole `i` of `head` can
 * start: back over the spaces before the hole, the longest connector, and the spaces before that.
 * A search from there finds the same match as one from the start of the question, without reading
 * the whole question once per hole (a question with a thousand mentions stays linear).
 */
function earliestConnectorStart(head: string, i: number): number {
  const backOverSpaces = (j: number): number => {
    while (j > 0 && /\s/.test(head[j - 1]!)) j--;
    return j;
  };
  return backOverSpaces(Math.max(0, backOverSpaces(i) - LONGEST_CONNECTOR));
}

function tidy(s: string): string {
  return s
    // Brackets left empty by a removed name ("Jio (RIL)").
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([?.!,:;])/g, '$1')
    .replace(/([,:;])\s*([?.!])/g, '$2')
    .replace(/^\s*[,:;—–]\s*/, '')
    .replace(/,\s*,/g, ',')
    .trim();
}

function byLength(xs: readonly string[]): string[] {
  return unique(xs).sort((a, b) => b.length - a.length);
}

function unique(xs: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const x of xs) {
    const t = x.trim();
    if (t.length < 2 || seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out;
}
