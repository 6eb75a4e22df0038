/**
 * Which members of a group a threshold or a superlative picks, decided on each member's fact: a
 * threshold ("NIM above 4%") passes those whose figure meets it; a superlative ("the highest NIM",
 * "the top two by growth") the first `n` members ranked on their figures, largest first for `max`,
 * smallest first for `min`. Figures are ranked only against figures of the same sort: percentages
 * with basis points converted, amounts in the same currency, counts, multiples; a member whose figure
 * is of another sort than most members' cannot be ranked (null). Pure.
 */
import type { QuestionPlan } from '../plan/plan.js';
import type { Rank } from '../plan/rank.js';
import { metricById } from '../../core/vocabulary/metrics.js';
import { factMeets, type StoredFact } from './pick.js';

export interface Judged {
  company: string;
  fact: StoredFact | null;
  /** Passes the threshold or is ranked among the first; false: does not; null: no figure to judge. */
  qualifies: boolean | null;
}

/**
 * How the answer heads the members picked (`label`: "NIM above 4%", "highest NIM"), the test as
 * written (`test`: "above 4%", "highest"), and each member judged; a superlative's picked members
 * first, in rank order. Null for a plan asking neither.
 */
export function judgeMembers(plan: Pick<QuestionPlan, 'intent' | 'threshold' | 'rank' | 'metricWords'> & Partial<Pick<QuestionPlan, 'metrics' | 'named'>>, used: readonly { company: string; fact: StoredFact | null }[]): { label: string; test: string; judged: Judged[] } | null {
  if (plan.intent !== 'threshold') return null;
  const t = plan.threshold;
  const words = metricLabel(plan);
  if (t) return { label: `${words} ${t.text}`, test: t.text, judged: used.map((u) => ({ ...u, qualifies: u.fact ? factMeets(t, u.fact) : null })) };
  return plan.rank ? { label: `${plan.rank.text} ${words}`, test: plan.rank.text, judged: ranked(plan.rank, used) } : null;
}

/**
 * The metric as the heading names it: the question's words where they name it ("NIM"); the vocabulary's
 * name where they only describe it ("grew revenue faster than Infosys" heads "revenue growth above
 * Infosys Limited's 4.2%", not "revenue faster above …").
 */
export function metricLabel(plan: Pick<QuestionPlan, 'metricWords'> & Partial<Pick<QuestionPlan, 'metrics' | 'named'>>): string {
  const id = plan.metrics?.[0];
  if (!id || plan.named === undefined || plan.named > 0) return plan.metricWords;
  return metricById(id)?.names[0] ?? plan.metricWords;
}

/**
 * A group answer's first line: "Banks (NIM above 4%): 2 of 5 companies checked — A, B."; when none
 * qualifies, whether none states the figure or those that state it do not pass (`stated`: how many state one).
 */
export function checkedLine(subject: string, listed: readonly string[], checked: number, stated = 0): string {
  if (listed.length > 0) return `${subject}: ${listed.length} of ${checked} companies checked — ${listed.join(', ')}.`;
  if (stated === 0) return `${subject}: none of the ${checked} companies checked states it.`;
  return `${subject}: none of the ${checked} companies checked qualifies (${stated === checked ? (checked === 1 ? 'it states' : 'each states') : `${stated} state`} the figure).`;
}

/** A figure's sort and its value in that sort's terms: percent (basis points as percent), an amount in its currency, a count, a multiple. */
function measure(f: StoredFact): { sort: string; value: number } {
  if (f.unit === 'bp') return { sort: 'percent', value: f.value / 100 };
  if (f.unit === 'money' || f.unit === 'per_unit') return { sort: `${f.unit}:${f.currency ?? f.docCurrency ?? ''}`, value: f.value };
  if (f.unit === 'ratio') return { sort: 'multiple', value: f.value };
  return { sort: f.unit, value: f.value };
}

/** The members ranked: the first `n` among those whose figure is of the sort most members state qualify, in rank order, then the rest. */
export function ranked(rank: Rank, used: readonly { company: string; fact: StoredFact | null }[]): Judged[] {
  const measured = used.map((u) => ({ ...u, m: u.fact ? measure(u.fact) : null }));
  const counts = new Map<string, number>();
  for (const u of measured) if (u.m) counts.set(u.m.sort, (counts.get(u.m.sort) ?? 0) + 1);
  const sort = [...counts].sort((a, b) => b[1] - a[1])[0]?.[0];
  const comparable = measured.filter((u) => u.m && u.m.sort === sort).sort((a, b) => (rank.order === 'max' ? b.m!.value - a.m!.value : a.m!.value - b.m!.value));
  const first = new Set(comparable.slice(0, rank.n).map((u) => u.company));
  const judged = (u: (typeof measured)[number]): Judged => ({ company: u.company, fact: u.fact, qualifies: first.has(u.company) ? true : u.m && u.m.sort === sort ? false : null });
  return [...comparable.map(judged), ...measured.filter((u) => !comparable.includes(u)).map(judged)];
}
