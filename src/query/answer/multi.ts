/**
 * Questions about several companies or periods at once, answered per entity.
 *
 * A comparison ("Compare attrition at TCS and HCLTech", "Aravali's revenue in Q1 vs Q2 FY24")
 * retrieves once per entity — its own top-k in the requested mode, filtered on its company (and
 * period), searched with the question rewritten for it (the names removed, and what the question
 * says of another company alone) and, when the question uses plain words for the call's term,
 * also with the question in the call's terms — so one company's chunks cannot crowd out
 * another's. Each entity's contexts are answered on their own; an answer short of the asked
 * metric is asked again for the metric alone and the better one kept; one still without the
 * abbreviation the question names ("TCV") is asked once more on the contexts that state it. The answer has one line per
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
import { withFinanceTerms } from '../../core/text/finance-paraphrases.js';
import { splitSentences } from '../../core/text/sentences.js';
import type { Context } from '../retrieve/types.js';
import type { Answer } from './types.js';
import { findSectorWords } from '../scope/sectors.js';
import type { Scope } from '../scope/types.js';
import { ask, toAskContext, type AskDeps, type AskOptions, type AskResult } from './ask.js';
import { citationsFor } from './citations.js';
import { numberParts, periodLabel, type PartDraft, type PartResult } from './compose.js';
import { periodFilters, retrieveEntities, retrieveLike, type Entity } from './entity-contexts.js';
import { companyMentions, questionForCompany, questionForPeriod, searchQuestionFor, withoutOthersOwnWords, withoutPeriodWords } from './entity-question.js';
import { holdsAbbreviations, inTranscriptWords, metricCoverage, metricTerms, metricWords, namedAbbreviations, type MetricTerms } from './metric-terms.js';
import { terms } from './question-terms.js';
import { checkThreshold, parseThreshold, type Threshold } from './thresholds.js';

export type { PartResult } from './compose.js';
export type { Entity } from './entity-contexts.js';

/** A composed answer: ask() adds the scope and whether anything was found. */
export type MultiResult = Omit<AskResult, 'scope' | 'refused' | 'parts'> & { parts: PartResult[] };

/** Chunks per company when fanning out over a sector: enough to find one stated figure. */
export const GROUP_TOP_K = 3;
/**
 * Least share of the asked metric's terms a group member's quoted answer must hold to count as
 * evidence ("Which banks kept net NPAs under 0.5%": "net" and "NPA" — an answer about deposits
 * holds neither).
 */
export const GROUP_MIN_METRIC_COVERAGE = 0.5;

/**
 * Answer a comparison (two or more companies, or two or more periods of one company) or a group
 * question (a sector with no company named) per entity. With neither — at most one company, one
 * period and no group — the question is answered as by `ask`, inside the scope's company and
 * period, with no parts.
 */
export async function askMulti(question: string, scope: Scope, opts: AskOptions, deps: AskDeps): Promise<MultiResult> {
  if (scope.group && scope.companies.length === 0) return askGroup(question, scope, opts, deps);
  const entities = comparisonEntities(question, scope);
  if (entities.length < 2) {
    const only = entities[0];
    const filters = only ? { ...opts.filters, company: only.company, ...periodFilters(only) } : opts.filters;
    return { ...(await ask(question, { ...opts, filters }, deps)), parts: [] };
  }
  const t0 = performance.now();
  const timing = { retrieve: 0, answer: 0 };
  const drafts = await answerEntities(entities, opts, deps, timing, null);
  const numbered = numberParts(drafts);
  const answer = numbered.parts.map((p, i) => `${entities[i]!.label}: ${p.answer}`).join('\n');
  return result(question, opts, answer, numbered, timing, t0);
}

/** The entities of a comparison: each company, or each period of one company, in the scope's order. */
export function comparisonEntities(question: string, scope: Scope): Entity[] {
  const periods = scope.periods.length >= 2 ? scope.periods : [{ quarter: scope.quarter, year: scope.year }];
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

/**
 * The entities of a group question: every company of the group, searched without the group's
 * words, the threshold, the period its filters hold and the word picking companies ("Which"):
 * "Which banks kept net NPAs under 0.5% in Q1 FY24?" searches "kept net NPAs?".
 */
export function groupEntities(question: string, scope: Scope): Entity[] {
  const words = findSectorWords(question);
  let query = words ? tidy(question.slice(0, words.index) + question.slice(words.index + words.text.length)) : question;
  const threshold = parseThreshold(query);
  if (threshold) query = query.replace(threshold.text, ' ');
  if (scope.quarter || scope.year) query = withoutPeriodWords(query);
  query = tidy(query.replace(/^\s*(?:which|who|what)\b(?:\s+(?:ones|of them))?/i, '')) || question;
  // The group's words ("FMCG companies", "IT firms") name companies, not the metric.
  const abbreviations = namedAbbreviations(query, scope.group?.companies ?? []);
  return (scope.group?.companies ?? []).map((company) => ({ company, quarter: scope.quarter, year: scope.year, label: company, query, abbreviations }));
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

interface GroupCheck {
  metric: MetricTerms;
  threshold: Threshold | null;
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

/**
 * A comparison's part not found while another part was: searched once more with the found part's
 * first quoted sentence beside the question ("The R&D spend for the quarter is Rs. 498 crores …
 * 7.4% of sales" finds how the other drug maker states its research budget), and answered again on
 * the wider contexts; kept when found.
 */
async function searchLikeFound(entities: readonly Entity[], drafts: PartDraft[], opts: AskOptions, deps: AskDeps, timing: { retrieve: number; answer: number; truncated?: boolean }): Promise<void> {
  const example = drafts.find((d) => d.found);
  if (!example) return;
  const sentence = splitSentences(unmarked(example.text))[0] ?? '';
  for (const [i, d] of drafts.entries()) {
    if (d.found || d.contexts.length === 0) continue;
    const contexts = await retrieveLike(entities[i]!, sentence, d.contexts, opts, deps, timing);
    if (contexts.length === d.contexts.length) continue;
    const again = await answerEntity(entities[i]!, contexts, opts, deps, timing, null);
    if (again.found) drafts[i] = again;
  }
}

/**
 * A comparison's parts held to the same metric: a word of the asked metric that another part's
 * answer states ("exports", "A&P") and this part's answer lacks, while some of its contexts hold
 * it — its answer came from a chunk matching the question's other words ("holds good" for "hold
 * up"). The part is asked again on the contexts that hold those words, and the new answer kept
 * when it states them.
 */
async function alignParts(entities: readonly Entity[], drafts: PartDraft[], opts: AskOptions, deps: AskDeps, timing: { answer: number }): Promise<void> {
  const t0 = performance.now();
  const said = drafts.map((d) => (d.found ? new Set(terms(unmarked(d.text))) : null));
  for (const [i, d] of drafts.entries()) {
    const e = entities[i]!;
    const anchors = asked(e).stems.filter((t) => !said[i]?.has(t) && said.some((s, j) => j !== i && s?.has(t)));
    if (anchors.length === 0 || d.contexts.length === 0) continue;
    const holding = d.contexts.flatMap((c, k) => (anchors.every((a) => terms(c.text).includes(a)) ? [k] : []));
    if (holding.length === 0) continue;
    const again = await answerOn(deps, asked(e).words, d.contexts, holding, opts.signal);
    const quoted = unmarked(again.text);
    const states = new Set(terms(quoted));
    const held = (have: ReadonlySet<string> | null): number => asked(e).stems.filter((t) => have?.has(t)).length;
    if (again.cited.length > 0 && anchors.every((a) => states.has(a)) && held(states) > held(said[i]!) && holdsAbbreviations(quoted, e.abbreviations)) drafts[i] = { ...d, found: true, text: again.text };
  }
  timing.answer += performance.now() - t0;
}

/**
 * The metric an entity's question asks, as stems (its own words and the call's) and as a question
 * in the call's words; `reworded` is the question in the call's terms (none for a group question).
 */
function asked(e: Entity, reworded: string | null = inTranscriptWords(e.query)): { stems: string[]; words: string } {
  const words = metricWords(e.query);
  return {
    stems: [...new Set([...metricTerms(e.query).stems, ...(reworded ? metricTerms(reworded).stems : [])])],
    words: reworded ? metricWords(reworded) : (inTranscriptWords(words) ?? withFinanceTerms(words)),
  };
}

/**
 * Answer one entity on its own (retrieved) contexts; an answer short of the asked metric is asked
 * again for the metric alone and the better one kept.
 */
async function answerEntity(
  e: Entity,
  contexts: Context[],
  opts: AskOptions,
  deps: AskDeps,
  timing: { retrieve: number; answer: number; truncated?: boolean },
  group: GroupCheck | null,
): Promise<PartDraft> {
  const base = { company: e.company, quarter: e.quarter, year: e.year };
  const t1 = performance.now();
  const metric = group?.metric ?? metricTerms(e.query);
  // The metric in the call's words too, when the question uses plain ones: an answer stating
  // "ROE" is about "return on shareholders' capital" as much as one repeating "shareholders".
  const reworded = group ? null : inTranscriptWords(e.query);
  const callMetric = reworded ? metricTerms(reworded) : null;
  // Answered from its own contexts, about the metric the question names by abbreviation (and, in a
  // group, holding enough of the metric's words, with a figure when a threshold is asked).
  const judge = (a: { text: string; cited: number[] }): { found: boolean; cover: number } => {
    const quoted = unmarked(a.text);
    const cover = Math.max(metricCoverage(quoted, metric), callMetric ? metricCoverage(quoted, callMetric) : 0);
    let found = a.cited.some((n) => n >= 1 && n <= contexts.length) && holdsAbbreviations(quoted, e.abbreviations);
    if (found && group) found = cover >= GROUP_MIN_METRIC_COVERAGE && (!group.threshold || /\d/.test(quoted));
    return { found, cover };
  };
  let answer: { text: string; cited: number[]; truncated?: boolean } = contexts.length > 0 ? await deps.answerer.answer(e.query, contexts, opts.signal) : { text: '', cited: [] };
  let verdict = judge(answer);
  if (contexts.length > 0 && (!verdict.found || verdict.cover < 1)) {
    // Not found, or short of the metric's words: asked again for the metric alone, in the
    // transcript's words (plain phrases replaced, abbreviations spelled both ways); the better
    // answer is kept.
    // Reworded before the framing words go: a plain phrase needs its small words ("hanging on to staff").
    const metricAsked = asked(e, reworded).words;
    const again = await deps.answerer.answer(metricAsked, contexts, opts.signal);
    const second = judge(again);
    if (second.found > verdict.found || (second.found === verdict.found && second.cover > verdict.cover)) [answer, verdict] = [again, second];
    // Still without the abbreviation the question names ("TCV") while some of its contexts state
    // it: a reply to a matching analyst question outranked the sentence that holds it. Asked once
    // more on those contexts alone.
    const holding = contexts.flatMap((c, i) => (holdsAbbreviations(c.text, e.abbreviations) ? [i] : []));
    if (!verdict.found && e.abbreviations.length > 0 && holding.length > 0 && holding.length < contexts.length) {
      const third = await answerOn(deps, metricAsked, contexts, holding, opts.signal);
      const v = judge(third);
      if (v.found) [answer, verdict] = [third, v];
    }
  }
  // One part cut at max_tokens marks the whole answer.
  if (answer.truncated) timing.truncated = true;
  timing.answer += performance.now() - t1;
  const found = verdict.found;
  const threshold = found && group?.threshold ? checkThreshold(group.threshold, answer.text, group.metric) : undefined;
  if (found) return { ...base, contexts, found, text: answer.text, ...(threshold ? { threshold } : {}) };
  return { ...base, contexts, found, text: notFound(e, contexts, group !== null) };
}

/** The answer on the contexts at `keep` alone, its citations numbered as in the full list. */
async function answerOn(deps: AskDeps, question: string, contexts: readonly Context[], keep: readonly number[], signal?: AbortSignal): Promise<Answer> {
  const a = await deps.answerer.answer(question, keep.map((i) => contexts[i]!), signal);
  const full = (n: number): number | null => (keep[n - 1] === undefined ? null : keep[n - 1]! + 1);
  const text = a.text.replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, (_, list: string) => {
    const ns = list.split(',').map((x) => full(Number(x.trim()))).filter((n): n is number => n !== null);
    return ns.length > 0 ? `[${ns.join(', ')}]` : '';
  });
  return { ...a, text, cited: a.cited.map(full).filter((n): n is number => n !== null) };
}

/** "not found in its Q1 FY24 transcript." — the period asked, else the one its contexts share. */
function notFound(e: Entity, contexts: readonly Context[], group: boolean): string {
  let when = periodLabel(e.quarter, e.year);
  if (!when) {
    const seen = new Set(contexts.map((c) => periodLabel(c.quarter, c.year)).filter(Boolean));
    when = seen.size === 1 ? [...seen][0]! : '';
  }
  const where = when ? `its ${when} transcript` : 'its transcripts';
  return group ? `no matching evidence in ${where}.` : `not found in ${where}.`;
}

/** Text without its [n] citation markers. */
function unmarked(text: string): string {
  return text.replace(/\s*\[\d+(?:\s*,\s*\d+)*\]/g, '');
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
