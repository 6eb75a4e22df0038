/**
 * Questions about several companies or periods at once, answered per entity.
 *
 * A comparison ("Compare attrition at TCS and HCLTech", "Aravali's revenue in Q1 vs Q2 FY24")
 * retrieves once per entity — its own top-k in the requested mode, filtered on its company (and
 * period), searched with the question rewritten for it (the names removed, and what the question
 * says of another company alone) and, when the question uses plain words for the call's term,
 * also with the question in the call's terms — so one company's chunks cannot crowd out
 * another's (entity-contexts.ts). Each entity's contexts are answered on their own
 * (entity-answer.ts). The answer has one line per
 * entity, beginning with its name; an entity whose contexts hold no answer says so rather than
 * borrowing another company's text.
 *
 * A group question ("Which banks reported NIM above 4%?": a sector, no company named) fans out
 * over the sector's companies with a small top-k each, an abbreviation the vocabulary does not
 * spell read in the members' own words (plan/parts.ts spellOut); it lists the members whose own
 * passages hold a sentence about the asked metric, quoted (group-evidence.ts), checks a threshold
 * in the question against the quoted figure, and lists the companies without evidence at the end.
 *
 * Citation numbers index one combined context list and run 1, 2, 3, … down the answer.
 */
import type { Scope } from '../scope/types.js';
import { toAskContext, type AskDeps, type AskOptions, type AskResult } from './ask-types.js';
import { citationsFor } from './citations.js';
import { numberParts, type PartDraft, type PartResult } from './compose.js';
import { answerEntity } from './entity-answer.js';
import { retrieveEntities } from './entity-contexts.js';
import { foundInFacts, memberEvidence } from './group-evidence.js';
import { type Entity, type GroupPlan, type PartsPlan, spellOut } from '../plan/parts.js';
import { memberTexts } from '../retrieve/member-texts.js';
import type { Threshold } from '../plan/threshold.js';

export type { PartResult } from './compose.js';
export type { Entity } from '../plan/parts.js';

/** A composed answer: ask() adds the scope and whether anything was found. */
export type MultiResult = Omit<AskResult, 'scope' | 'refused' | 'parts'> & { parts: PartResult[] };

/** Chunks per company when fanning out over a sector: its sentences are read for the one most about the metric. */
export const GROUP_TOP_K = 6;

/** Answer a comparison (two or more companies, or two or more periods of one company) or a group question, per entity of its plan. */
export async function askMulti(plan: PartsPlan, scope: Scope, opts: AskOptions, deps: AskDeps): Promise<MultiResult> {
  if (plan.group) {
    const spelled = spellOut(plan, (companies) => memberTexts(deps.db, companies));
    return askGroup(spelled, spelled.group!, scope, opts, deps);
  }
  const t0 = performance.now();
  const timing = { retrieve: 0, answer: 0 };
  const drafts = await answerEntities(plan.entities, opts, deps, timing, null);
  const numbered = numberParts(drafts);
  const answer = numbered.parts.map((p, i) => `${plan.entities[i]!.label}: ${p.answer}`).join('\n');
  return result(plan.question, opts, answer, numbered, timing, t0);
}

async function askGroup(plan: PartsPlan, group: GroupPlan, scope: Scope, opts: AskOptions, deps: AskDeps): Promise<MultiResult> {
  const t0 = performance.now();
  const timing = { retrieve: 0, answer: 0 };
  const { entities } = plan;
  const { threshold } = group;
  const drafts = await answerEntities(entities, { ...opts, topK: Math.min(opts.topK ?? GROUP_TOP_K, GROUP_TOP_K) }, deps, timing, group);
  // Display order, which is also citation order: companies that pass, those whose figure could not
  // be compared, those that fail the threshold, then those without evidence.
  const rank = (d: PartDraft): number => (!d.found ? 3 : d.threshold?.verdict === 'unknown' ? 1 : d.threshold?.verdict === 'fail' ? 2 : 0);
  const order = drafts.map((d, i) => ({ d, i })).sort((a, b) => rank(a.d) - rank(b.d) || a.i - b.i);
  const numbered = numberParts(order.map((x) => x.d));
  const labels = order.map((x) => entities[x.i]!.label);
  const lines: string[] = [];
  const matching = numbered.parts.filter((p) => p.found && (!p.threshold || p.threshold.verdict === 'pass'));
  const sector = scope.group!.name;
  const asked = threshold ? ` (${threshold.text})` : '';
  lines.push(
    matching.length > 0
      ? `${sector}${asked}: ${matching.length} of ${entities.length} companies checked — ${matching.map((p) => p.company).join(', ')}.`
      : `${sector}${asked}: none of the ${entities.length} companies checked states it.`,
  );
  numbered.parts.forEach((p, i) => {
    if (!p.found) return;
    lines.push(`${labels[i]}${qualifier(p, threshold)}: ${p.answer}`);
  });
  const without = numbered.parts.filter((p) => !p.found).map((p) => p.company);
  if (without.length > 0) lines.push(`No matching evidence: ${without.join(', ')}.`);
  return result(plan.question, opts, lines.join('\n'), numbered, timing, t0);
}

/** How a listed company stands against the threshold, when it does not simply pass. */
function qualifier(p: PartResult, t: Threshold | null): string {
  if (!t || !p.threshold || p.threshold.verdict === 'pass') return '';
  if (p.threshold.verdict === 'fail') return ` (${p.threshold.figure}: not ${t.text})`;
  return ` (no figure comparable with "${t.text}")`;
}

/**
 * Every entity retrieved first, then each answered on its own contexts: the embedding requests
 * all go before the answer requests (a server holding one model at a time switches once).
 */
async function answerEntities(
  entities: readonly Entity[],
  opts: AskOptions,
  deps: AskDeps,
  timing: { retrieve: number; answer: number; truncated?: boolean },
  group: GroupPlan | null,
): Promise<PartDraft[]> {
  const retrieved = await retrieveEntities(entities, opts, deps, timing, group === null);
  const drafts: PartDraft[] = [];
  for (const [i, e] of entities.entries()) {
    const got = retrieved[i]!;
    drafts.push(!Array.isArray(got) ? got : group ? memberEvidence(e, got, group) : await answerEntity(e, got, opts, deps, timing));
  }
  if (group !== null) foundInFacts(entities, drafts, group, deps);
  return drafts;
}

function result(
  question: string,
  opts: AskOptions,
  answer: string,
  numbered: ReturnType<typeof numberParts>,
  timing: { retrieve: number; answer: number; truncated?: boolean },
  t0: number,
): MultiResult {
  return {
    question,
    mode: opts.mode,
    answer,
    citations: citationsFor(numbered.cited, numbered.contexts),
    contexts: numbered.contexts.map(toAskContext),
    timingsMs: { retrieve: round(timing.retrieve), answer: round(timing.answer), total: round(performance.now() - t0) },
    parts: numbered.parts,
    ...(timing.truncated ? { truncated: true } : {}),
  };
}


function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
