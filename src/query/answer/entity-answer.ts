/**
 * One part's answer, on its own contexts, for a comparison (multi.ts): the question answered; an
 * answer short of the asked metric asked again for the metric alone in the call's words, and a
 * plain-worded question not found for the call's names of the metric alone. Every answer quotes
 * only the part's own contexts. (A group member's evidence is read by group-evidence.ts.)
 */
import { isFinanceTerm } from '../../core/text/finance-paraphrases.js';
import type { Context } from '../retrieve/types.js';
import type { AskDeps, AskOptions } from './ask-types.js';
import type { PartDraft } from './compose.js';
import { periodLabel } from '../../core/domain.js';
import type { Entity } from '../plan/parts.js';
import { holdsAbbreviations, metricCoverage } from './metric-evidence.js';
import { withoutCitationMarkers } from '../../core/text/citation-markers.js';

/**
 * Answer one entity on its own (retrieved) contexts; an answer short of the asked metric is asked
 * again for the metric alone and the better one kept.
 */
export async function answerEntity(e: Entity, contexts: Context[], opts: AskOptions, deps: AskDeps, timing: { retrieve: number; answer: number; truncated?: boolean }): Promise<PartDraft> {
  const base = { company: e.company, quarter: e.quarter, year: e.year };
  const t1 = performance.now();
  // The metric, and in the call's words too when the question uses plain ones (plan/parts.ts).
  const { metric, callMetric } = e;
  // An abbreviation that is no financial term and that none of the entity's contexts holds names
  // another part's business ("SBI Life vs Bajaj Finserv's life insurer BALIC", "Hero MotoCorp (ICE
  // business)"), not the metric: the entity's answer cannot hold it and is not asked to.
  const abbreviations = e.abbreviations.filter((a) => isFinanceTerm(a) || contexts.some((c) => holdsAbbreviations(c.text, [a])));
  // Answered from its own contexts, about the metric the question names by abbreviation.
  const judge = (a: { text: string; cited: number[] }): { found: boolean; cover: number; call: number } => {
    const quoted = withoutCitationMarkers(a.text);
    const call = callMetric ? metricCoverage(quoted, callMetric) : 0;
    const cover = Math.max(metricCoverage(quoted, metric), call);
    const found = a.cited.some((n) => n >= 1 && n <= contexts.length) && holdsAbbreviations(quoted, abbreviations);
    return { found, cover, call };
  };
  let answer: { text: string; cited: number[]; truncated?: boolean } = contexts.length > 0 ? await deps.answerer.answer(e.query, contexts, opts.signal) : { text: '', cited: [] };
  let verdict = judge(answer);
  if (contexts.length > 0 && (!verdict.found || verdict.cover < 1 || (callMetric !== null && verdict.call < 1))) {
    // Not found, or short of the metric's words (or of the call's, for a question in plain
    // words): asked again for the metric alone, in the transcript's words (plain phrases replaced,
    // abbreviations spelled both ways); the better answer is kept.
    const metricAsked = e.metricQuestion;
    const again = await deps.answerer.answer(metricAsked, contexts, opts.signal);
    const second = judge(again);
    // A question in plain words: the answer holding more of the call's terms, then more of the
    // question's. "The GNPA ratio was 1.17%" says how much of the loans went bad; "loans grew 14%"
    // only repeats "loans", and "overseas operations were better" only "overseas".
    const better = callMetric
      ? second.call > verdict.call || (second.call === verdict.call && second.cover > verdict.cover)
      : second.cover > verdict.cover;
    if (second.found > verdict.found || (second.found === verdict.found && better)) [answer, verdict] = [again, second];
    // Still not found, the question in plain words: asked for the call's names of the metric
    // alone ("ebitda margin operating margin"). The plain words around them ("every revenue rupee
    // … after running costs") match no sentence stating the figure, and make the answerer refuse.
    if (!verdict.found && e.callNames !== null) {
      const named = await deps.answerer.answer(e.callNames, contexts, opts.signal);
      const v = judge(named);
      if (v.found) [answer, verdict] = [named, v];
    }
  }
  // One part cut at max_tokens marks the whole answer.
  if (answer.truncated) timing.truncated = true;
  timing.answer += performance.now() - t1;
  if (verdict.found) return { ...base, contexts, found: true, text: answer.text };
  return { ...base, contexts, found: false, text: notFound(e, contexts) };
}

/** "not found in its Q1 FY24 transcript." ("no matching evidence …" for a group member) — the period asked, else the one its contexts share. */
export function notFound(e: Entity, contexts: readonly Context[], group = false): string {
  let when = periodLabel(e);
  if (!when) {
    const seen = new Set(contexts.map((c) => periodLabel(c)).filter(Boolean));
    when = seen.size === 1 ? [...seen][0]! : '';
  }
  const where = when ? `its ${when} transcript` : 'its transcripts';
  return group ? `no matching evidence in ${where}.` : `not found in ${where}.`;
}
