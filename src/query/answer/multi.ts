/**
 * Questions about several companies or periods at once, answered per entity.
 *
 * A comparison ("Compare attrition at TCS and HCLTech", "Aravali's revenue in Q1 vs Q2 FY24")
 * retrieves once per entity — its own top-k in the requested mode, filtered on its company (and
 * period), searched with the question rewritten for it (the names removed, and what the question
 * says of another company alone) and, when the question uses plain words for the call's term,
 * also with the question in the call's terms — so one company's chunks cannot crowd out
 * another's (entity-contexts.ts). Each entity's contexts are answered on their own, and a
 * comparison's parts are held to the same metric (entity-answer.ts). The answer has one line per
 * entity, beginning with its name; an entity whose contexts hold no answer says so rather than
 * borrowing another company's text.
 *
 * A group question ("Which banks reported NIM above 4%?": a sector, no company named) fans out
 * over the sector's companies with a small top-k each, keeps those whose quoted answer is about
 * the asked metric, checks a threshold in the question against the quoted figure, and lists the
 * companies without evidence at the end.
 *
 * Citation numbers index one combined context list and run 1, 2, 3, … down the answer.
 */
import { findSectorWords } from '../scope/sectors.js';
import type { Scope } from '../scope/types.js';
import { toAskContext, type AskDeps, type AskOptions, type AskResult } from './ask-types.js';
import type { Filters } from '../../core/domain.js';
import { citationsFor } from './citations.js';
import { numberParts, periodLabel, type PartDraft, type PartResult } from './compose.js';
import { alignParts, answerEntity, searchLikeFound, type GroupCheck } from './entity-answer.js';
import { periodFilters, retrieveEntities, type Entity } from './entity-contexts.js';
import { companyMentions, questionForCompany, questionForPeriod, searchQuestionFor, withoutOthersOwnWords, withoutPeriodWords, type PeriodRef } from '../plan/entity-question.js';
import { metricTerms, namedAbbreviations, withoutPlaces } from '../plan/metric-terms.js';
import { parseThreshold, type Threshold } from '../plan/threshold.js';

export type { PartResult } from './compose.js';
export type { Entity } from './entity-contexts.js';

/** A composed answer: ask() adds the scope and whether anything was found. */
export type MultiResult = Omit<AskResult, 'scope' | 'refused' | 'parts'> & { parts: PartResult[] };

/** Chunks per company when fanning out over a sector: enough to find one stated figure. */
export const GROUP_TOP_K = 3;

/**
 * The filters of a question the scope routes as a comparison that is not one after all (one
 * company, one period, no group): `ask` answers it as a single question inside them. Null for a
 * real comparison or group question.
 */
export function singleFilters(question: string, scope: Scope, filters: Filters): Filters | null {
  if (scope.group && scope.companies.length === 0) return null;
  const entities = comparisonEntities(question, scope);
  if (entities.length >= 2) return null;
  const only = entities[0];
  return only ? { ...filters, company: only.company, ...periodFilters(only) } : filters;
}

/**
 * Answer a comparison (two or more companies, or two or more periods of one company) or a group
 * question (a sector with no company named) per entity; `singleFilters` tells the questions that
 * are neither.
 */
export async function askMulti(question: string, scope: Scope, opts: AskOptions, deps: AskDeps): Promise<MultiResult> {
  if (scope.group && scope.companies.length === 0) return askGroup(question, scope, opts, deps);
  const entities = comparisonEntities(question, scope);
  const t0 = performance.now();
  const timing = { retrieve: 0, answer: 0 };
  const drafts = await answerEntities(entities, opts, deps, timing, null);
  const numbered = numberParts(drafts);
  const answer = numbered.parts.map((p, i) => `${entities[i]!.label}: ${p.answer}`).join('\n');
  return result(question, opts, answer, numbered, timing, t0);
}

/** The entities of a comparison: each company, or each period of one company, in the scope's order. */
export function comparisonEntities(question: string, scope: Scope): Entity[] {
  const periods = scope.periods.length >= 2 ? scope.periods : [askedPeriod(scope)];
  const out: Entity[] = [];
  const names = scope.companies.flatMap(companyMentions);
  for (const c of scope.companies) {
    const others = scope.companies.filter((o) => o !== c);
    // The words the question says about another company alone are not this one's.
    const own = withoutOthersOwnWords(question, others, scope.companies);
    const abbreviations = namedAbbreviations(own, names);
    const forCompany = others.length > 0 ? questionForCompany(own, c, others) : own;
    for (const p of periods) {
      const otherPeriods = periods.filter((o) => o !== p);
      // Searched without the names and the period its filters already hold; else the question for it.
      const query = searchQuestionFor(own, scope.companies, p, otherPeriods) || (otherPeriods.length > 0 ? questionForPeriod(forCompany, p, otherPeriods) : forCompany);
      const when = periodLabel(p.quarter, p.year);
      out.push({ company: c.name, quarter: p.quarter, year: p.year, label: periods.length >= 2 && when ? `${c.name}, ${when}` : c.name, query, abbreviations });
    }
  }
  return out;
}

/** The period each entity is filtered on: none when no named company holds the asked one (see Scope.periodNotHeld). */
function askedPeriod(scope: Scope): PeriodRef {
  return scope.periodNotHeld ? { quarter: null, year: null } : { quarter: scope.quarter, year: scope.year };
}

/**
 * The entities of a group question: every company of the group, searched without the group's
 * words, the threshold, the period its filters hold, where the metric is ("in their service
 * territories") and the word picking companies ("Which"): "Which banks kept net NPAs under 0.5% in
 * Q1 FY24?" searches "kept net NPAs?".
 */
export function groupEntities(question: string, scope: Scope): Entity[] {
  const words = findSectorWords(question);
  let query = words ? tidy(question.slice(0, words.index) + question.slice(words.index + words.text.length)) : question;
  const threshold = parseThreshold(query);
  if (threshold) query = query.replace(threshold.text, ' ');
  const period = askedPeriod(scope);
  if (period.quarter || period.year) query = withoutPeriodWords(query);
  // Where the metric is ("in their service territories") is not what each member is searched for.
  query = withoutPlaces(query);
  query = tidy(query.replace(/^\s*(?:which|who|what)\b(?:\s+(?:ones|of them))?/i, '')) || question;
  // The group's words ("FMCG companies", "IT firms") name companies, not the metric.
  const abbreviations = namedAbbreviations(query, scope.group?.companies ?? []);
  return (scope.group?.companies ?? []).map((company) => ({ company, ...period, label: company, query, abbreviations }));
}

async function askGroup(question: string, scope: Scope, opts: AskOptions, deps: AskDeps): Promise<MultiResult> {
  const t0 = performance.now();
  const timing = { retrieve: 0, answer: 0 };
  const words = findSectorWords(question);
  const threshold = parseThreshold(question);
  const metric = metricTerms(question, [words?.text ?? '', threshold?.text ?? '']);
  const entities = groupEntities(question, scope);
  const drafts = await answerEntities(entities, { ...opts, topK: Math.min(opts.topK ?? GROUP_TOP_K, GROUP_TOP_K) }, deps, timing, { metric, threshold });
  // Display order, which is also citation order: companies that pass, those whose figure could not
  // be compared, those that fail the threshold, then those without evidence.
  const rank = (d: PartDraft): number => (!d.found ? 3 : d.threshold?.verdict === 'unknown' ? 1 : d.threshold?.verdict === 'fail' ? 2 : 0);
  const order = drafts.map((d, i) => ({ d, i })).sort((a, b) => rank(a.d) - rank(b.d) || a.i - b.i);
  const numbered = numberParts(order.map((x) => x.d));
  const labels = order.map((x) => entities[x.i]!.label);
  const lines: string[] = [];
  const matching = numbered.parts.filter((p) => p.found && (!p.threshold || p.threshold.verdict === 'pass'));
  const sector = displaySector(scope.group!.sector);
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
  return result(question, opts, lines.join('\n'), numbered, timing, t0);
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
  group: GroupCheck | null,
): Promise<PartDraft[]> {
  const retrieved = await retrieveEntities(entities, opts, deps, timing, group === null);
  const drafts: PartDraft[] = [];
  for (const [i, e] of entities.entries()) {
    const got = retrieved[i]!;
    drafts.push(Array.isArray(got) ? await answerEntity(e, got, opts, deps, timing, group) : got);
  }
  if (group === null) {
    await alignParts(entities, drafts, opts, deps, timing);
    await searchLikeFound(entities, drafts, opts, deps, timing);
  }
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

function displaySector(s: string): string {
  const words = s.split(' ').map((w) => (/^(it|fmcg|nbfc|nbfcs)$/.test(w) ? w.toUpperCase() : w));
  const t = words.join(' ');
  return t.charAt(0).toUpperCase() + t.slice(1);
}

function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\s+([?.!,])/g, '$1').trim();
}


function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
