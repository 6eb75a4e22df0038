/**
 * Rules for figures: a metric mention and the money/percentage/count figures in its scope become
 * (metric, grew_by | declined_by | reached, figure); the owner of the metric (the document's
 * company for "we/our", or a named segment) gets (owner, reported, metric); a stated period gives
 * (metric, for_period, period); cue phrases ("driven by", "due to") give (metric, driven_by, cause).
 */
import type { EntityType, Triplet } from '../../../core/domain.js';
import { companyKey } from '../../../core/text/company-name.js';
import { DOWN_CUES, DRIVER_CUES, LEVEL_CUES, METRIC_MODIFIER_STOP, SCOPE_STOP, UP_CUES } from '../../../core/text/lexicon.js';
import { isCapitalised, mentionAt, nameAfter, nameBefore, readPhrases, span } from './phrases.js';
import type { Mention, SentenceModel } from './sentence-model.js';
import { STOP_WORDS } from '../../../core/text/stopwords.js';
import { MONTH_NAMES } from '../../../core/text/months.js';

export interface RuleContext {
  company: string | null;
  /** Ordinary English word (not a name)? Used for sentence-initial metric modifiers; absent = never. */
  isCommonWord?: (lowerWord: string) => boolean;
}

const OWNER_VERBS = new Set(['reported', 'posted', 'recorded', 'delivered', 'clocked', 'registered', 'achieved']);
const SELF = new Set(['we', 'our', 'us']);
const SELF_NOUNS = new Set(['company', 'bank', 'group']);
const NOT_OWNER_LEAD = new Set(['the', 'our', 'its', 'this', 'that', 'these', 'net', 'of', 'we', 'in', 'and']);
/** Month and day names are capitalised but never own a metric ("June deposits"). */
const CALENDAR = new RegExp(String.raw`^(?:${MONTH_NAMES.join('|')}|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|Q[1-4]|FY\d*|Q[1-4]\s?FY\d*|H[12]\s?FY\d*)$`);
const HEDGES = new Set(['about', 'around', 'approximately', 'approx', 'nearly', 'almost', 'only', 'roughly', 'close', 'some', 'just', 'under', 'a', 'an', '~']);
/** Change nouns that may follow a figure ("a 530 bps improvement"); verbs there start a new clause. */
const UP_NOUNS = new Set(['improvement', 'increase', 'growth', 'rise', 'jump', 'expansion', 'gain', 'uptick']);
const DOWN_NOUNS = new Set(['decline', 'drop', 'fall', 'contraction', 'reduction', 'decrease', 'dip', 'compression']);
const POSITIONAL_STOP = new Set(['from', 'over']);
const MAX_CAUSE_DISTANCE = 15;
/** One-word "causes" that say nothing ("driven by increase"). */
const VAGUE_CAUSE = /^(?:increase|increases|growth|decline|higher|lower|this|that|it|which|same|these|those|factors|reasons|others?|fact)$/i;
const NUMBER_WORDS = /^(?:one|two|three|four|five|six|seven|eight|nine|ten|first|second|third|fourth|both|all|each)$/i;
const COMPARISON_AFTER = /^(?:sequentially|year-on-year|year on year|yoy|y-o-y|quarter-on-quarter|quarter on quarter|qoq|q-o-q|on a (?:sequential|y-o-y|yoy|q-o-q|year-on-year)|over (?:the )?(?:previous|last|same)|compared (?:to|with) (?:the )?(?:previous|last|same|a year))/;

/** Metric mentions merged ("sales" + "volume") and widened over their lowercase modifiers. */
export function metricSpans(m: SentenceModel, ctx: RuleContext): Mention[] {
  const raw = m.mentions.filter((x) => x.kind === 'metric');
  const merged: Mention[] = [];
  for (const x of raw) {
    const last = merged[merged.length - 1];
    if (last && last.end === x.start) last.end = x.end;
    else merged.push({ ...x });
  }
  for (const x of merged) {
    // "revenue growth of 1% to 5%": the growth is the quantity the figure measures
    if (/^growth$/i.test(m.toks[x.end]?.text ?? '') && !mentionAt(m, x.end)) x.end++;
    let s = x.start;
    while (s > 0 && x.end - s < x.end - x.start + 3) {
      const t = m.toks[s - 1]!;
      // Sentence-initial capitals hide the part of speech: "Coal production" vs "Infosys revenue".
      const initial = s - 1 === 0 && /^\p{Lu}\p{Ll}+$/u.test(t.text) && (ctx.isCommonWord?.(t.lower) ?? false);
      const word = /^[\p{Ll}][\p{Ll}-]*$/u.test(t.text) && (t.pos === 'NOUN' || t.pos === 'ADJ' || t.pos === 'PROPN');
      if (!(word || initial) || METRIC_MODIFIER_STOP.has(t.lower) || mentionAt(m, s - 1)) break;
      // "12-month ROE": a unit glued to a number is not part of the metric's name
      if (m.toks[s - 2]?.text === '-') break;
      s--;
    }
    x.start = s;
    const text = span(m, s, x.end);
    x.text = s === 0 && /^\p{Lu}\p{Ll}/u.test(text) ? text[0]!.toLowerCase() + text.slice(1) : text;
  }
  return merged;
}

/** Who the metric belongs to: a named owner just before it or before a "reported"-type verb. */
function ownerOf(m: SentenceModel, x: Mention, ctx: RuleContext): { name: string; type: EntityType } | null {
  let end = x.start;
  while (end > 0 && /^(?:a|an|the|its|their)$/.test(m.toks[end - 1]!.lower) && end - 1 > 0 && OWNER_VERBS.has(m.toks[end - 2]!.lower)) end--;
  if (end > 0 && OWNER_VERBS.has(m.toks[end - 1]!.lower)) end--;
  const name = nameBefore(m, end);
  if (name) {
    let [s, e] = name;
    while (s < e && NOT_OWNER_LEAD.has(m.toks[s]!.lower)) s++;
    if (s < e && m.toks.slice(s, e).some((t) => CALENDAR.test(t.text))) return null;
    if (s < e && !(e - s === 1 && s === 0 && !isCapitalised(m.toks[1] ?? m.toks[0]!) && end === x.start)) {
      const text = span(m, s, e);
      if (e - s === 1 && SELF_NOUNS.has(text.toLowerCase()) && ctx.company) return { name: ctx.company, type: 'organization' };
      // A lone capital split off a token ("4G" → "4", "G") is not a name; neither is a lone short
      // acronym or number word ("LTM attrition", "ROI", "One").
      if ((text.match(/\p{L}/gu) ?? []).length < 2) return null;
      if (e - s === 1 && (/^\p{Lu}{1,4}$/u.test(text) || NUMBER_WORDS.test(text) || STOP_WORDS.has(text.toLowerCase()) || METRIC_MODIFIER_STOP.has(text.toLowerCase()))) return null;
      const isSelf = ctx.company !== null && sameName(text, ctx.company);
      return { name: isSelf ? ctx.company! : text, type: isSelf ? 'organization' : 'segment' };
    }
  }
  if (end < x.start) {
    // "The FMCG-Others segment recorded revenue": the subject phrase before the verb.
    const subj = m.toks.slice(0, end).filter((t) => !/^(the|a|an)$/i.test(t.lower));
    if (subj.length === 1 && (SELF.has(subj[0]!.lower) || SELF_NOUNS.has(subj[0]!.lower)) && ctx.company) {
      return { name: ctx.company, type: 'organization' };
    }
    if (subj.length > 0 && subj.length <= 4 && subj.every((t) => /[\p{L}\p{N}]|^[-&.']$/u.test(t.text))) {
      // "The FMCG-Others segment recorded" → "FMCG-Others"
      const name = span(m, m.toks.indexOf(subj[0]!), end).replace(/\s+segment$/i, '');
      return { name, type: 'segment' };
    }
  }
  return null;
}

function triplet(m: SentenceModel, head: string, headType: EntityType, relation: string, object: string, objectType: EntityType): Triplet {
  return { head, headType, relation, object, objectType, evidence: m.text };
}

function sameName(a: string, b: string): boolean {
  const n = (s: string): string => companyKey(s).replace(/[^\p{L}\p{N}]/gu, '');
  return n(a) === n(b) || n(b).startsWith(n(a)) && n(a).length >= 4;
}

function mentionsSelf(m: SentenceModel, ctx: RuleContext): boolean {
  const lead = nameAfter(m, 0);
  if (ctx.company && lead && sameName(span(m, lead[0], lead[1]), ctx.company)) return true;
  return m.toks.some((t, i) => SELF.has(t.lower) || (SELF_NOUNS.has(t.lower) && m.toks[i - 1]?.lower === 'the'));
}

/** Relation of a figure to the metric, from the words between the previous anchor and the figure. */
/**
 * Relation of a figure to the metric, from the words between the previous anchor and the figure;
 * `cued` is false when no word said anything (the caller may inherit the previous change).
 */
function figureRelation(m: SentenceModel, from: number, q: Mention): { rel: string; cued: boolean } | null {
  const between = m.toks.slice(from, q.start).map((t) => t.lower);
  // A comparison base ("from 20.1%"), a range ("between"), a new clause with its own subject ("and
  // we commissioned").
  // "from"/"over" mark a comparison base only right before the figure ("from 20.1%"); elsewhere they
  // are ordinary prepositions ("additions from the retail portfolio were ...").
  if (between.some((w) => (SCOPE_STOP.has(w) && !POSITIONAL_STOP.has(w)) || w === 'we' || w === 'they' || w === 'between')) return null;
  // Hedges do not change the relation: "grew about 12%", "stood at close to 4%".
  let k = between.length - 1;
  while (k >= 0 && HEDGES.has(between[k]!)) k--;
  const last = between[k];
  if (last !== undefined && POSITIONAL_STOP.has(last)) return null;
  const changeNoun = between.slice(-3).some((w) => UP_CUES.has(w) || DOWN_CUES.has(w));
  if (last && LEVEL_CUES.has(last) && !(last === 'of' && changeNoun) && last !== 'by') return { rel: 'reached', cued: true };
  for (let i = between.length - 1; i >= 0; i--) {
    if (DOWN_CUES.has(between[i]!)) return { rel: 'declined_by', cued: true };
    if (UP_CUES.has(between[i]!)) return { rel: 'grew_by', cued: true };
  }
  return { rel: 'reached', cued: false };
}

/** All figure, ownership, period and driver triplets of one sentence. */
export function figureTriplets(m: SentenceModel, ctx: RuleContext): Triplet[] {
  const out: Triplet[] = [];
  const metrics = metricSpans(m, ctx);
  const add = (head: string, headType: EntityType, relation: string, object: string, objectType: EntityType): void => {
    out.push({ head, headType, relation, object, objectType, evidence: m.text });
  };
  let selfDone = false;
  // "Order inflows, revenues and PAT are up 57%, 34% and 46%, respectively": pairing lists is
  // beyond these rules, and pairing every figure with the last metric would be wrong.
  if (m.toks.some((t) => t.lower === 'respectively')) metrics.length = 0;
  metrics.forEach((x, idx) => {
    const scopeEnd = metrics[idx + 1]?.start ?? m.toks.length;
    const owner = ownerOf(m, x, ctx);
    const figures: Triplet[] = [];
    const pre = m.mentions.find((q) => q.kind === 'count' && q.end === x.start);
    if (pre) {
      const verb = m.toks[pre.start - 1]?.lower ?? '';
      const rel = UP_CUES.has(verb) ? 'grew_by' : DOWN_CUES.has(verb) ? 'declined_by' : 'reached';
      figures.push(triplet(m, x.text, 'financial_metric', rel, pre.text, 'other'));
    }
    let anchor = x.end;
    let lastChange: string | null = null;
    for (const q of m.mentions) {
      if (q.start < x.end || q.start >= scopeEnd || (q.kind !== 'quantity' && q.kind !== 'count')) continue;
      const found = figureRelation(m, anchor, q);
      if (found === null) break;
      // "grew by 1% in constant currency and 1.4% in dollar terms": an uncued figure after a change
      // is another change of the same direction.
      let rel: string | null = !found.cued && lastChange ? lastChange : found.rel;
      // "a 530 bps improvement", "a 12% decline": the change noun follows the figure.
      const next = m.toks[q.end]?.lower ?? '';
      if (UP_NOUNS.has(next)) rel = 'grew_by';
      else if (DOWN_NOUNS.has(next)) rel = 'declined_by';
      // "grew 17.9% year-on-year and 4.9% sequentially": a figure followed by a comparison
      // adverb is a change; its direction is the previous change's, and without one it is unknown.
      else if (rel === 'reached' && COMPARISON_AFTER.test(span(m, q.end, Math.min(m.toks.length, q.end + 5)).toLowerCase())) {
        rel = lastChange;
      }
      if (rel !== null) {
        figures.push(triplet(m, x.text, 'financial_metric', rel, q.text, q.type));
        if (rel !== 'reached') lastChange = rel;
      }
      anchor = q.end;
    }
    if (owner) add(owner.name, owner.type, 'reported', x.text, 'financial_metric');
    // "we"/"our" make the document's company the owner of the sentence's first metric, but only
    // when the sentence states a figure for it: otherwise any metric word in a sentence with "we"
    // would become a fact ("we discussed margins", "our customers").
    else if (!selfDone && ctx.company && mentionsSelf(m, ctx) && figures.length > 0) {
      add(ctx.company, 'organization', 'reported', x.text, 'financial_metric');
    }
    selfDone = true;
    out.push(...figures);
  });
  const first = metrics[0];
  if (first) {
    for (const p of m.mentions.filter((y) => y.kind === 'period')) {
      const before = m.toks[p.start - 1]?.lower ?? '';
      // "over that in Q1FY23", "as compared to Q1FY23": a comparison base, not the metric's period
      const near = m.toks.slice(first.end, p.start).map((t) => t.lower);
      if (near.some((w) => SCOPE_STOP.has(w))) continue;
      const after = span(m, p.end, Math.min(m.toks.length, p.end + 3)).toLowerCase();
      if (SCOPE_STOP.has(before) || /^(?:of )?last year|^ever/.test(after) || before === 'ever') continue;
      add(first.text, 'financial_metric', 'for_period', p.text, 'period');
    }
  }
  out.push(...driverTriplets(m, metrics));
  return out;
}

function driverTriplets(m: SentenceModel, metrics: Mention[]): Triplet[] {
  const out: Triplet[] = [];
  for (let i = 0; i < m.toks.length; i++) {
    const cue = DRIVER_CUES.find((c) => c.every((w, k) => m.toks[i + k]?.lower === w));
    if (!cue) continue;
    const head = [...metrics].reverse().find((x) => x.end <= i);
    // A cause belongs to a metric of the same clause: far away, it explains something else.
    if (!head || i - head.end > MAX_CAUSE_DISTANCE) continue;
    // "on strong demand" keeps its adjective out of the cue: only "on" is the cue word.
    let from = i + (cue[0] === 'on' && cue.length === 2 ? 1 : cue.length);
    const demand = m.toks.slice(from, from + 4).findIndex((t) => t.lower === 'demand');
    if (demand >= 0 && m.toks[from + demand + 1]?.lower === 'for') from += demand + 2;
    // "driven by the launch of gRevlimid" → the product, not the act of launching it
    const launch = m.toks.slice(from, from + 3).findIndex((t) => /^(launch|launches|ramp-up|uptake)$/.test(t.lower));
    if (launch >= 0 && m.toks[from + launch + 1]?.lower === 'of') from += launch + 2;
    for (const [s, e] of readPhrases(m, from).phrases) {
      const text = span(m, s, e);
      if (e - s === 1 && VAGUE_CAUSE.test(text)) continue;
      out.push({
        head: head.text, headType: 'financial_metric', relation: 'driven_by', object: text,
        objectType: m.toks.slice(s, e).every((t) => isCapitalised(t) || /\d/.test(t.text)) ? 'product' : 'other',
        evidence: m.text,
      });
    }
    i += cue.length - 1;
  }
  return out;
}
