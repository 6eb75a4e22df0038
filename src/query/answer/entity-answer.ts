/**
 * One part's answer, on its own contexts, for a comparison (multi.ts): the question answered; an
 * answer short of the asked metric asked again for the metric alone in the call's words, and a
 * plain-worded question not found for the call's names of the metric alone. Every answer quotes
 * only the part's own contexts. (A group member's evidence is read by group-evidence.ts.)
 */
import type { Context } from '../retrieve/types.js';
import type { AskDeps, AskOptions } from './ask-types.js';
import { draftOf, type PartDraft } from './compose.js';
import { periodLabel } from '../../core/domain.js';
import type { Entity } from '../plan/parts.js';
import { holdsAbbreviations, metricCoverage } from '../plan/metric-coverage.js';
import { isFinanceTerm } from '../../core/text/finance-paraphrases.js';
import { withoutCitationMarkers } from '../../core/text/citation-markers.js';

/**
 * Answer one entity on its own (retrieved) contexts; an answer short of the asked metric is asked
 * again for the metric alone and the better one kept.
 */
export async function answerEntity(e: Entity, contexts: Context[], opts: AskOptions, deps: AskDeps, timing: { retrieve: number; answer: number; truncated?: boolean }): Promise<PartDraft> {
  const t1 = performance.now();
  const abbreviations = askedAbbreviations(e.abbreviations, contexts);
  // An answer is found when it cites its own contexts and holds the abbreviations the question
  // names; it covers the metric (and, for a question in plain words, the call's words for it).
  const ask = async (question: string) => {
    const a = await deps.answerer.answer(question, contexts, opts.signal);
    const quoted = withoutCitationMarkers(a.text);
    const call = e.callMetric ? metricCoverage(quoted, e.callMetric) : 0;
    const found = a.cited.some((n) => n >= 1 && n <= contexts.length) && holdsAbbreviations(quoted, abbreviations);
    return { a, found, call, cover: Math.max(metricCoverage(quoted, e.metric), call) };
  };
  let best = contexts.length > 0 ? await ask(e.query) : null;
  // Not found, or short of the metric's words (or of the call's, for a question in plain words):
  // asked again for the metric alone in the transcript's words (plain phrases replaced,
  // abbreviations spelled both ways), then for the call's names of it alone ("ebitda margin
  // operating margin": plain words around them match no sentence stating the figure). Kept if
  // found, or holding more of the call's terms, then more of the metric's: "The GNPA ratio was
  // 1.17%" says how much of the loans went bad; "loans grew 14%" only repeats "loans".
  for (const q of [e.metricQuestion, e.callNames]) {
    if (!best || q === null || (best.found && best.cover >= 1 && (e.callMetric === null || best.call >= 1))) break;
    const again = await ask(q);
    if (again.found > best.found || (again.found === best.found && (again.call > best.call || (again.call === best.call && again.cover > best.cover)))) best = again;
  }
  // One part cut at max_tokens marks the whole answer.
  if (best?.a.truncated) timing.truncated = true;
  timing.answer += performance.now() - t1;
  return best?.found ? draftOf(e, contexts, true, best.a.text) : draftOf(e, contexts, false, notFound(e, contexts));
}

/** The part of an entity whose period the workdir does not hold. */
export function notHeld(e: Entity): PartDraft {
  const when = periodLabel(e);
  return draftOf(e, [], false, `no ${when ? `${when} ` : ''}transcript in the workdir.`);
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

/**
 * The question's abbreviations a part's answer must hold: not one that is no financial term and
 * that none of the part's contexts holds, which names another part's business ("SBI Life vs Bajaj
 * Finserv's life insurer BALIC", "Hero MotoCorp (ICE business)"), not the metric.
 */
export function askedAbbreviations(abbreviations: readonly string[], contexts: readonly { text: string }[]): string[] {
  return abbreviations.filter((a) => isFinanceTerm(a) || contexts.some((c) => holdsAbbreviations(c.text, [a])));
}
