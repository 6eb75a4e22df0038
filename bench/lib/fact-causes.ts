/**
 * Why a fact question failed, per company value (bench/fact-questions.ts --causes): was the gold
 * value among the stored facts of the right company, and if so where the answer lost it.
 *
 *   reader miss — no stored fact of the company's call states the gold value (the fact reader's
 *       cause, src/pipeline/facts): "retrieved" when a context the answer had (the text fallback's)
 *       holds the gold sentence, "not retrieved" when none does;
 *   plan — a stored fact states it, but the question plan (src/query/plan) asks for something
 *       else: the company (not in the plan), the intent (an open question, a comparison left to the
 *       text), the metric (the fact's metric is not among the plan's), the kind (the metric is, in
 *       another kind: an actual asked as a change), the period, the segment;
 *   pick — the plan reaches the fact, but the pick (src/query/facts/pick.ts) rules it out by one
 *       of its filters (unit, change basis, the call's modifiers, the question's narrowing words,
 *       the standalone figure), or ranks another fact before it ("outranked") or equal to it and
 *       first ("tied");
 *       A group member listed though its call states no such figure: "a figure where none is stated";
 *       asked of a family of metrics ("compare margins"), the figures are put side by side on the
 *       member most companies state (family-pick.ts): a gold fact of another member, where the
 *       company states that one, is "family member"; otherwise the fact is judged against the
 *       member it was picked on, as the answer picks it;
 *   answer — the pick chooses it, but the answer is not from it (a comparison with a company the
 *       facts do not cover goes to the text; a passage figure taken instead), or it is and the
 *       grade still fails (the company not cited, the part not read).
 *
 * A fact "states the gold value" when the words an answer from it gives (describeFact) state every
 * figure of the gold value, as the grader reads them (statesValue); facts whose sentence holds
 * the gold sentence (token overlap ≥ 0.7) are tried first, then any other when the value is not a
 * round figure many sentences state by chance (three digits or more, or a currency or scale). Of several such facts,
 * the one the answer got furthest with decides the cause.
 */
import { describeFact } from '../../src/core/fact-text.js';
import type { Fact } from '../../src/core/fact.js';
import { narrowing, pickFact, type StoredFact, whyNotPicked } from '../../src/query/facts/pick.js';
import { sharedMember } from '../../src/query/facts/family-pick.js';
import { comparedMetrics, type MetricFinder, type QuestionPlan } from '../../src/query/plan/plan.js';
import { GOLD_SENTENCE_OVERLAP, tokenOverlap, type FactKind, type FactValue, type ValueGrade } from './fact-grade.js';
import { statesValue } from './fact-values.js';

export interface CauseInput {
  kind: FactKind;
  value: FactValue;
  /** The stored company name of the value's PDF stem. */
  company: string | undefined;
  grade: Pick<ValueGrade, 'value' | 'cited' | 'goldRetrieved'> | null;
  plan: QuestionPlan | null;
  /** The facts ask read for the plan (after the call period was chosen). */
  given: readonly Fact[];
  /** Every stored fact of the company's call, of any metric. */
  companyFacts: readonly StoredFact[];
  /** The facts the answer states (`ask --json` facts). */
  answered: readonly Fact[];
  metrics: MetricFinder;
}

/** The causes in the order the answer goes: a cause further down means the answer got further. */
export const CAUSES = [
  'reader miss: gold sentence not retrieved',
  'reader miss: gold sentence retrieved',
  'plan: company',
  'plan: intent',
  'plan: metric',
  'plan: kind',
  'calls: another call chosen',
  'plan: segment',
  'plan: period',
  'pick: family member',
  'pick: filter standalone',
  'pick: filter unit',
  'pick: filter change-unit',
  'pick: filter change-basis',
  'pick: filter modifiers',
  'pick: filter share-whole',
  'pick: filter narrowing',
  'pick: filter measure',
  'pick: outranked',
  'pick: tied',
  'pick: a figure where none is stated',
  'answer: not from facts',
  'answer: fact used, grade fails',
  'answer: value stated, company not cited',
] as const;
export type Cause = (typeof CAUSES)[number];

const INTENT: Partial<Record<FactKind, QuestionPlan['intent']>> = { comparison: 'comparison', group: 'threshold' };

/** The cause of one company value's failure (see the module comment). */
export function causeOf(x: CauseInput): Cause {
  const { plan } = x;
  if (x.grade?.value && !x.grade.cited) return 'answer: value stated, company not cited';
  // A group member listed though its call states no such figure: another of its facts was taken for it.
  if (x.value.value === null) return 'pick: a figure where none is stated';
  if (!plan || !x.company || !plan.companies.includes(x.company)) {
    return goldFacts(x).length === 0 ? readerMiss(x) : 'plan: company';
  }
  const golds = goldFacts(x);
  if (golds.length === 0) return readerMiss(x);
  const expected = INTENT[x.kind] ?? 'value';
  if (plan.intent !== expected || (plan.intent === 'comparison' && comparedMetrics(plan).length === 0)) return 'plan: intent';
  const decided = plan.intent === 'comparison' ? { ...plan, metrics: comparedMetrics(plan) } : plan;
  const given = new Set(x.given.map((f) => f.id));
  const planMetrics = new Set([...decided.metrics, ...decided.metrics.flatMap((id) => x.metrics.related?.(id) ?? [])]);
  const company = x.company;
  const givenFacts = x.companyFacts.filter((f) => given.has(f.id));
  const modifiers = narrowing(decided, x.companyFacts.filter((f) => planMetrics.has(f.metric)), x.metrics);
  // A family's figures are picked on its shared member where the company states one (family-pick.ts).
  const members = decided.family?.metrics.filter((id) => decided.metrics.includes(id)) ?? [];
  const shared = members.length > 0 ? sharedMember(decided, members, x.given as readonly StoredFact[], x.metrics) : null;
  const onShared = shared ? { ...decided, metrics: [shared] } : null;
  const pickedOn = onShared && (decided.threshold || pickFact(onShared, company, givenFacts, x.metrics, modifiers)) ? onShared : members.length > 0 ? { ...decided, metrics: members } : decided;
  const causes = golds.map((g): Cause => {
    if (!given.has(g.id)) return planMetrics.has(g.metric) ? 'calls: another call chosen' : 'plan: metric';
    if (pickedOn === onShared && g.metric !== shared && members.includes(g.metric)) return 'pick: family member';
    const why = whyNotPicked(pickedOn, company, g, givenFacts, x.metrics, modifiers);
    if (why === null) {
      if (x.answered.some((f) => f.id === g.id)) return 'answer: fact used, grade fails';
      return 'answer: not from facts';
    }
    if (why === 'metric') return pickedOn.metrics.includes(g.metric) ? 'plan: kind' : 'plan: metric';
    if (why === 'absent') return 'calls: another call chosen';
    if (why === 'part' || why === 'segment') return 'plan: segment';
    if (why === 'period') return 'plan: period';
    if (why === 'outranked' || why === 'tied') return `pick: ${why}`;
    return `pick: filter ${why}`;
  });
  const rank = (c: Cause): number => CAUSES.indexOf(c);
  return causes.sort((a, b) => rank(b) - rank(a))[0]!;
}

function readerMiss(x: CauseInput): Cause {
  return x.grade?.goldRetrieved ? 'reader miss: gold sentence retrieved' : 'reader miss: gold sentence not retrieved';
}

/** The company's stored facts that state the gold value: those of the gold sentence first, else any. */
function goldFacts(x: CauseInput): StoredFact[] {
  const v = x.value;
  if (!v.value) return [];
  const stating = x.companyFacts.filter((f) => statesValue(describeFact(f), v.value!));
  const inSentence = stating.filter((f) => !v.text || tokenOverlap(v.text, f.sentence) >= GOLD_SENTENCE_OVERLAP);
  // Another sentence's figure counts only when the value is one a call does not state by chance
  // ("Rs 5139 crores", "4.88%"), not a round figure ("8%", "20%") many of its sentences state.
  return inSentence.length > 0 ? inSentence : distinctive(v.value) ? stating : [];
}

/** A value of three digits or more, or with a currency or scale word: not a round figure any sentence may state. */
function distinctive(value: string): boolean {
  return (value.match(/\d/g) ?? []).length >= 3 || /(?:rs\.?|inr|usd|\$|₹|crore|lakh|million|billion)/i.test(value);
}

/** Counts of causes per split and kind, as a markdown table (causes as rows, `split kind` as columns). */
export function causeTable(rows: readonly { split: string; kind: string; cause: Cause }[]): string {
  const cols = [...new Set(rows.map((r) => `${r.split} ${r.kind}`))].sort();
  const used = CAUSES.filter((c) => rows.some((r) => r.cause === c));
  const out = [`| cause | ${cols.join(' | ')} | total |`, `|---|${cols.map(() => '---|').join('')}---|`];
  for (const c of used) {
    const cells = cols.map((col) => rows.filter((r) => r.cause === c && `${r.split} ${r.kind}` === col).length);
    out.push(`| ${c} | ${cells.map((n) => (n === 0 ? '' : String(n))).join(' | ')} | ${cells.reduce((s, n) => s + n, 0)} |`);
  }
  const totals = cols.map((col) => rows.filter((r) => `${r.split} ${r.kind}` === col).length);
  out.push(`| all | ${totals.join(' | ')} | ${rows.length} |`);
  return out.join('\n');
}
