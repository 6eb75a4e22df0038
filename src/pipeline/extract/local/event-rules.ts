/**
 * Rules for people and corporate events: "Name, Role" and "appointed Name as Role" give
 * (person, has_role, role) and (person, works_for, company); corporate verbs give
 * (company, launched | acquired | expanded_into | signed_deal_with | partnered_with | appointed, x),
 * with "in <place>" after a launch → (product, launched_in, place) and "for <money>" after an
 * acquisition → (target, valued_at, money). "we", "the company", "the bank" resolve to the
 * document's company.
 */
import { own } from '../../../core/util/own.js';
import type { EntityType, Triplet } from '../../../core/domain.js';
import type { RuleContext } from './figure-rules.js';
import { EVENT_VERBS } from '../../../core/text/lexicon.js';
import { isCapitalised, mentionAt, nameAfter, nameBefore, readPhrases, span } from './phrases.js';
import type { Mention, SentenceModel } from './sentence-model.js';

const OBJECT_TYPE: Record<string, EntityType> = {
  launched: 'product', acquired: 'organization', expanded_into: 'place', signed_deal_with: 'organization',
  partnered_with: 'organization', appointed: 'person',
};

/** Role mentions joined by "and"/"&" merged: "Managing Director and CEO". */
function roleSpans(m: SentenceModel): Mention[] {
  const out: Mention[] = [];
  for (const r of m.mentions.filter((x) => x.kind === 'role')) {
    const last = out[out.length - 1];
    const joiner = last && r.start === last.end + 1 && /^(and|&)$/i.test(m.toks[last.end]!.text);
    if (last && joiner) last.end = r.end;
    else out.push({ ...r });
  }
  for (const r of out) r.text = span(m, r.start, r.end);
  return out;
}

function subjectOf(m: SentenceModel, verb: number, ctx: RuleContext): { name: string; type: EntityType } | null {
  let i = verb - 1;
  while (i >= 0 && /^(has|have|had|also|recently|successfully|further|today|then)$/i.test(m.toks[i]!.lower)) i--;
  if (i < 0) return null;
  const t = m.toks[i]!;
  if (t.lower === 'we' || ((t.lower === 'company' || t.lower === 'bank' || t.lower === 'group') && m.toks[i - 1]?.lower === 'the')) {
    return ctx.company ? { name: ctx.company, type: 'organization' } : null;
  }
  const name = nameBefore(m, i + 1);
  if (!name) return null;
  let [s, e] = name;
  if (m.toks[s]!.lower === 'the') s++;
  return s < e ? { name: span(m, s, e), type: 'organization' } : null;
}

/** People, roles and corporate-event triplets of one sentence. */
export function eventTriplets(m: SentenceModel, ctx: RuleContext): Triplet[] {
  const out: Triplet[] = [];
  const add = (head: string, headType: EntityType, relation: string, object: string, objectType: EntityType): void => {
    out.push({ head, headType, relation, object, objectType, evidence: m.text });
  };
  for (const r of roleSpans(m)) {
    let end = r.start;
    if (end > 0 && /^[,–—(-]$/.test(m.toks[end - 1]!.text)) end--;
    else if (m.toks[end - 1]?.lower === 'as') {
      // "appointed Amit Choudhary as Chief Operating Officer"
      const v = m.toks.findIndex((t, k) => k < end && own(EVENT_VERBS, t.lower) === 'appointed');
      const person = v >= 0 ? nameAfter(m, v + 1) : null;
      if (person && person[1] === end - 1) {
        const who = span(m, person[0], person[1]);
        const subj = subjectOf(m, v, ctx);
        if (subj) add(subj.name, subj.type, 'appointed', who, 'person');
        add(who, 'person', 'has_role', r.text, 'role');
        if (ctx.company) add(who, 'person', 'works_for', ctx.company, 'organization');
      }
      continue;
    } else continue;
    const person = nameBefore(m, end, 4);
    if (!person || person[1] - person[0] < 2 || mentionAt(m, person[0])) continue;
    const who = span(m, person[0], person[1]);
    add(who, 'person', 'has_role', r.text, 'role');
    if (ctx.company) add(who, 'person', 'works_for', ctx.company, 'organization');
  }

  m.toks.forEach((t, v) => {
    const rel = own(EVENT_VERBS, t.lower);
    if (!rel || rel === 'appointed' || t.pos === 'NOUN' || t.pos === 'ADJ') return;
    let from = v + 1;
    if (t.lower === 'rolled') {
      if (m.toks[from]?.lower !== 'out') return;
      from++;
    }
    if (t.lower === 'expanded') {
      if (m.toks[from]?.lower !== 'into') return;
      from++;
    }
    if (rel === 'signed_deal_with' || rel === 'partnered_with') {
      const w = m.toks.slice(from, from + 6).findIndex((x) => x.lower === 'with');
      const deal = m.toks.slice(from, from + w).some((x) => /^(deals?|contracts?|agreements?|partnerships?|mous?)$/i.test(x.text));
      if (w < 0 || (rel === 'signed_deal_with' && !deal)) return;
      from += w + 1;
    }
    const subj = subjectOf(m, v, ctx);
    if (!subj) return;
    const { phrases, end } = readPhrases(m, from, { max: 10 });
    for (const [s, e] of phrases) {
      const stake = m.toks.slice(s, e).findIndex((x) => x.lower === 'stake');
      if (stake >= 0) continue;
      if (rel === 'acquired' && m.toks.slice(s, e).some((x) => /\d/.test(x.text))) continue;
      const obj = span(m, s, e);
      // "rolled out salary increases" is an event, but not a product launch.
      if (rel === 'launched' && /\b(?:increases?|hikes?|increments?|promotions?|salar(?:y|ies)|wages?|bonus(?:es)?)\b/i.test(obj)) continue;
      add(subj.name, subj.type, rel, obj, OBJECT_TYPE[rel] ?? 'other');
      if (rel === 'launched') launchedIn(m, end, obj, add);
      if (rel === 'acquired') valuedAt(m, end, obj, add);
    }
  });
  return out;
}

type Add = (head: string, headType: EntityType, relation: string, object: string, objectType: EntityType) => void;

function launchedIn(m: SentenceModel, end: number, product: string, add: Add): void {
  if (m.toks[end]?.lower !== 'in') return;
  let s = end + 1;
  if (m.toks[s]?.lower === 'the') s++;
  const place = nameAfter(m, s, 3);
  if (place && isCapitalised(m.toks[place[0]]!)) add(product, 'product', 'launched_in', span(m, place[0], place[1]), 'place');
}

function valuedAt(m: SentenceModel, end: number, target: string, add: Add): void {
  if (m.toks[end]?.lower !== 'for') return;
  const money = m.mentions.find((x) => x.type === 'money' && x.start > end && x.start <= end + 6);
  if (money) add(target, 'organization', 'valued_at', money.text, 'money');
}
