/**
 * A group member's evidence, read in its own passages: of every sentence its retrieved passages
 * hold, the one that holds most of the asked metric (in the question's words or the call's, with
 * the abbreviations the question names, a figure when a threshold is asked). What an analyst or
 * the moderator says is no evidence. The member is listed with that sentence, cited, when it holds
 * at least `minCoverage` of the metric. A member still without one is found by a fact its call
 * states when the question names the metric outright ("Which banks disclosed their CET1 ratio?":
 * "we ended the quarter at 17.1% CET1"): the fact reader has read the sentence as that metric ("medical care
 * ratio" for MLR), which the words alone do not show; asked a move ("grew NII"), a change read that way (fact-moves.ts).
 */
import { splitSentences } from '../../core/text/sentences.js';
import { type CastOf, ENDS_ASKING, isAskingRole, sentenceRoles } from '../../core/text/turn-roles.js';
import type { Context } from '../retrieve/types.js';
import { contextOf, dbFactLookup } from '../facts/lookup.js';
import type { AskDeps } from './ask-types.js';
import { draftOf, type PartDraft } from './compose.js';
import { askedAbbreviations, notFound } from './entity-answer.js';
import type { Entity, GroupPlan } from '../plan/parts.js';
import { holdsAskedVerb, namesDeed, saysItThatWay } from '../plan/polarity.js';
import { holdsAbbreviations, sentenceCoverage } from '../plan/metric-coverage.js';
import { factEvidence } from '../facts/fact-moves.js';
import { checkThreshold } from './threshold-verdict.js';

/** Least share of the asked metric's terms the member's sentence must hold ("Which banks kept net NPAs under 0.5%": "net" and "NPA" — a sentence about deposits holds neither). */
export const GROUP_MIN_METRIC_COVERAGE = 0.5;

/**
 * A reply's sentence restating what it was asked, not what the company says: "Thank you Paul for
 * that question on our long-range plans and higher oil prices", "you're asking almost like a
 * breakeven question", "Breakeven price on these..." (the asker's words, trailing off).
 */
const RESTATES_ASK = /\bquestions?\b|\byou(?:'re| are)? ask(?:ing|ed)\b|(?:\.\.\.|…)["'’”)\]]*$/i;

/** The member's best sentence about the metric, and whether it is evidence. */
export function memberEvidence(e: Entity, contexts: readonly Context[], group: GroupPlan, minCoverage: number = GROUP_MIN_METRIC_COVERAGE, castOf?: CastOf): PartDraft {
  const best = bestSentence(e, contexts, group, castOf);
  if (best.cover < minCoverage) return draftOf(e, contexts, false, notFound(e, contexts, true));
  const text = `${best.sentence} [${best.at + 1}]`;
  const threshold = group.threshold ? checkThreshold(group.threshold, text, group.metric) : undefined;
  return draftOf(e, contexts, true, text, threshold ? { threshold } : {});
}

/**
 * Of the sentences the member's own passages say, the one holding most of the metric: its share,
 * its passage's index and the sentence. A passage's turns are read with its call's cast
 * (`castOf`), when given: management's turns are theirs even where they ask.
 */
export function bestSentence(e: Entity, contexts: readonly Context[], group: GroupPlan, castOf?: CastOf): { cover: number; at: number; sentence: string } {
  const abbreviations = askedAbbreviations(e.abbreviations, contexts);
  let best = { cover: 0, at: -1, sentence: '' };
  for (const [i, c] of contexts.entries()) {
    if ((c.kind ?? 'chunk') !== 'chunk') continue;
    const roleOf = sentenceRoles(c.text, castOf?.(c.document));
    for (const sentence of splitSentences(c.text)) {
      if (ENDS_ASKING.test(sentence) || RESTATES_ASK.test(sentence) || isAskingRole(roleOf(sentence)) || !holdsAbbreviations(sentence, abbreviations) || (group.threshold && !/\d/.test(sentence)) || !saysItThatWay(group.polarity, sentence)) continue;
      // The question's words need the deed said; the call's name of the thing needs it only when the name is no deed ("net debt" for "paid down debt").
      const deedSaid = holdsAskedVerb(group.polarity, sentence) && (!group.thing || sentenceCoverage(sentence, group.thing) > 0);
      const callMetric = group.callMetric && (deedSaid || namesDeed(group.polarity, group.callMetric.stems)) ? group.callMetric : null;
      const cover = Math.max(...[deedSaid ? group.metric : null, callMetric, group.callNames].map((m) => (m ? sentenceCoverage(sentence, m) : 0)));
      if (cover > best.cover) best = { cover, at: i, sentence };
    }
  }
  return best;
}

/** Members not found given the sentence of a fact of the group's named metrics, in the asked period, saying it the asked way; asked a move, not one whose facts say it moved only the other way (fact-moves.ts). */
export function foundInFacts(entities: readonly Entity[], drafts: PartDraft[], group: GroupPlan, deps: AskDeps): void {
  const asked = entities.filter((_, i) => !drafts[i]!.found || group.metric.direction).map((e) => e.company);
  if (group.factMetrics.length === 0 || asked.length === 0) return;
  const facts = (deps.facts ?? dbFactLookup(deps.db)).factsFor(asked, group.factMetrics);
  for (const [i, e] of entities.entries()) {
    const d = drafts[i]!;
    const fact = factEvidence(facts.filter((f) => f.company === e.company && (!e.quarter || f.docQuarter === e.quarter) && (!e.year || f.docYear === e.year)), group.polarity, group.metric.direction);
    if (fact === 'against' && d.found) drafts[i] = { ...d, found: false, text: notFound(e, d.contexts, true) };
    if (d.found || !fact || fact === 'against') continue;
    const contexts = [...d.contexts, contextOf(fact)];
    drafts[i] = { ...d, contexts, found: true, text: `${fact.sentence} [${contexts.length}]` };
  }
}
