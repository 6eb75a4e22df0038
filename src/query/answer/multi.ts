/**
 * Questions about several companies or periods at once, answered per entity of the plan
 * (plan/parts.ts), each on its own contexts (retrieve/entity-contexts.ts) so one company's chunks
 * cannot crowd out another's.
 *
 * A comparison ("Compare attrition at TCS and HCLTech", "Aravali's revenue in Q1 vs Q2 FY24") has
 * one line per entity, beginning with its name, answered by entity-answer.ts; an entity whose
 * contexts hold no answer says so rather than borrowing another company's text.
 *
 * A group question ("Which banks reported NIM above 4%?": a sector, no company named) fans out
 * over the sector's members with a small top-k each; it lists the members whose own passages
 * hold a sentence about the asked metric, quoted (group-evidence.ts), checks a threshold in the
 * question against the quoted figure, and lists the companies without evidence at the end.
 *
 * Citation numbers index one combined context list and run 1, 2, 3, … down the answer.
 */
import type { Scope } from '../scope/types.js';
import { roundMs as round, toAskContext, type AskDeps, type AskOptions, type AskResult } from './ask-types.js';
import { citationsFor } from './citations.js';
import { type NumberedParts, numberParts, type PartDraft, type PartResult } from './compose.js';
import { checkedLine } from '../facts/rank.js';
import { answerEntity, notHeld } from './entity-answer.js';
import { retrieveEntities } from '../retrieve/entity-contexts.js';
import { foundInFacts, memberEvidence } from './group-evidence.js';
import { type Entity, type GroupPlan, type PartsPlan, spellOut } from '../plan/parts.js';
import { memberTexts } from '../retrieve/member-texts.js';
import { castsOf } from '../retrieve/call-casts.js';
import type { Threshold } from '../plan/threshold.js';
import { contextKey } from '../retrieve/types.js';

/** A composed answer: ask() adds the scope and whether anything was found. */
export type MultiResult = Omit<AskResult, 'scope' | 'refused' | 'parts'> & { parts: PartResult[] };

/** Chunks per company when fanning out over a sector: its sentences are read for the one most about the metric. */
export const GROUP_TOP_K = 6;

/** Answer a comparison (two or more companies, or two or more periods of one company) or a group question, per entity of its plan; `known`: parts the facts answer, by company. */
export async function askMulti(plan: PartsPlan, scope: Scope, opts: AskOptions, deps: AskDeps, known?: ReadonlyMap<string, PartDraft>): Promise<MultiResult> {
  const t0 = performance.now();
  const timing: { retrieve: number; answer: number; truncated?: boolean } = { retrieve: 0, answer: 0 };
  const { entities, group } = plan.group ? spellOut(plan, (companies) => memberTexts(deps.db, companies)) : plan;
  // Every entity retrieved first, then each answered on its own contexts: the embedding requests
  // all go before the answer requests (a server holding one model at a time switches once).
  const retrieved = await retrieveEntities(entities, group ? { ...opts, topK: Math.min(opts.topK ?? GROUP_TOP_K, GROUP_TOP_K) } : opts, deps, timing, !group);
  const drafts: PartDraft[] = [];
  for (const [i, e] of entities.entries()) {
    const got = retrieved[i];
    const fact = known?.get(e.company);
    // A part the facts answer cites its figure's passage first, then the rest of its own contexts.
    if (got && fact) drafts.push({ ...fact, contexts: [fact.contexts[0]!, ...got.filter((c) => contextKey(c) !== contextKey(fact.contexts[0]!))] });
    else drafts.push(!got ? notHeld(e) : group ? memberEvidence(e, got, group, undefined, castsOf(deps.db)) : await answerEntity(e, got, opts, deps, timing));
  }
  if (group) foundInFacts(entities, drafts, group, deps);
  const { numbered, lines } = group ? groupLines(entities, drafts, group, scope.group!.name) : comparisonLines(entities, drafts);
  return {
    question: plan.question,
    mode: opts.mode,
    answer: lines.join('\n'),
    citations: citationsFor(numbered.cited, numbered.contexts),
    contexts: numbered.contexts.map(toAskContext),
    timingsMs: { retrieve: round(timing.retrieve), answer: round(timing.answer), total: round(performance.now() - t0) },
    parts: numbered.parts,
    ...(timing.truncated ? { truncated: true } : {}),
  };
}

/** One line per entity, in the question's order, beginning with its name. */
function comparisonLines(entities: readonly Entity[], drafts: readonly PartDraft[]): { numbered: NumberedParts; lines: string[] } {
  const numbered = numberParts(drafts);
  return { numbered, lines: numbered.parts.map((p, i) => `${entities[i]!.label}: ${p.answer}`) };
}

/**
 * How many members state it, then a line per member with evidence, in display order (which is also
 * citation order): those that pass, those whose figure could not be compared, those that fail the
 * threshold; then those without evidence.
 */
function groupLines(entities: readonly Entity[], drafts: readonly PartDraft[], group: GroupPlan, name: string): { numbered: NumberedParts; lines: string[] } {
  const { threshold } = group;
  const rank = (d: PartDraft): number => (!d.found ? 3 : d.threshold?.verdict === 'unknown' ? 1 : d.threshold?.verdict === 'fail' ? 2 : 0);
  const order = drafts.map((d, i) => ({ d, i })).sort((a, b) => rank(a.d) - rank(b.d) || a.i - b.i);
  const numbered = numberParts(order.map((x) => x.d));
  const matching = numbered.parts.filter((p) => p.found && (!p.threshold || p.threshold.verdict === 'pass'));
  const lines = [checkedLine(`${name}${threshold ? ` (${threshold.text})` : ''}`, matching.map((p) => p.company), entities.length, numbered.parts.filter((p) => p.found).length)];
  numbered.parts.forEach((p, i) => {
    if (p.found) lines.push(`${entities[order[i]!.i]!.label}${qualifier(p, threshold)}: ${p.answer}`);
  });
  const without = numbered.parts.filter((p) => !p.found).map((p) => p.company);
  if (without.length > 0) lines.push(`No matching evidence: ${without.join(', ')}.`);
  return { numbered, lines };
}

/** How a listed company stands against the threshold, when it does not simply pass. */
function qualifier(p: PartResult, t: Threshold | null): string {
  if (!t || !p.threshold || p.threshold.verdict === 'pass') return '';
  if (p.threshold.verdict === 'fail') return ` (${p.threshold.figure}: not ${t.text})`;
  return ` (no figure comparable with "${t.text}")`;
}
