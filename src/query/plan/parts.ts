/**
 * The parts of a question about several companies or periods, read once: a comparison ("Compare
 * attrition at TCS and HCLTech", "Aravali's revenue in Q1 vs Q2 FY24") has one part per company
 * (or per period of one company), a group question ("Which banks reported NIM above 4%?": a
 * sector, no company named) one per member of the group. Each part carries the question it is
 * searched and answered with, and the asked metric read from it: its words, the question in the
 * call's terms, and the metric alone as a question. The answerer (answer/multi.ts) reads these
 * and never the question string. Pure.
 */
import { type Filters, periodFilters, periodLabel } from '../../core/domain.js';
import { isFinanceTerm, withFinanceTerms } from '../../core/text/finance-paraphrases.js';
import { abbreviationIn, longFormIn } from '../../core/text/long-forms.js';
import { findSectorWords } from '../scope/sectors.js';
import type { Scope } from '../scope/types.js';
import { companyMentions, type PeriodRef, questionForCompany, questionForPeriod, searchQuestionFor, withoutOthersOwnWords, withoutPeriodWords } from './entity-question.js';
import { callNameAlternatives, callTerms, type ChangeFamily, inCallPhrases, inTranscriptWords, LIST_JOIN, type MetricTerms, metricTerms, metricWords, namedAbbreviations, withoutPlaces } from './metric-terms.js';
import { alternativeSpellings, terms } from './question-terms.js';
import { askedDeedWord, type Polarity, questionPolarity } from './polarity.js';
import { businessKindNouns } from '../../core/text/business-names.js';
import { once } from '../../core/util/once.js';
import { parseThreshold, type Threshold } from './threshold.js';
import { fitsGroup, withoutGroupWords } from './sector-fit.js';

/** One entity of a comparison or group: whose contexts, which period, searched and answered with which question. */
export interface Entity {
  company: string;
  quarter: string | null;
  year: string | null;
  /** How the answer names it: the company, or "company, Q2 FY24" when periods are compared. */
  label: string;
  /** The question searched for this entity. */
  query: string;
  /** Metric abbreviations the question names ("NIM"): a part's answer must hold them to count. */
  abbreviations: string[];
  /** `query` in the call's terms, each plain phrase replaced ("people leaving" → "attrition"); null when it has none. Searched too. */
  reworded: string | null;
  /** The asked metric as `query` writes it (a group member's: the group's metric, `GroupPlan.metric`). */
  metric: MetricTerms;
  /** A comparison part's metric in the call's words (`reworded`'s); null for a group member or a question without plain words. */
  callMetric: MetricTerms | null;
  /** The metric alone, asked in the call's words: "attrition" for "How many staff are leaving at TCS?". */
  metricQuestion: string;
  /** The call's names of the metric alone ("ebitda margin operating margin"), for a comparison part in plain words; else null. */
  callNames: string | null;
}

/** What a group member's answer must hold: the group's metric (also in the call's words), and a figure when a threshold is asked. */
export interface GroupPlan {
  metric: MetricTerms;
  /** The metric in the call's phrases ("share repurchases" for "buying back stock"); null without plain words. */
  callMetric: MetricTerms | null;
  /**
   * The vocabulary's names of the metric the question describes in plain words, each an
   * alternative ("winter storm", "polar vortex", "february storm" for "the cold snap in February"):
   * a sentence holding one whole name is about it. Null without plain words.
   */
  callNames: MetricTerms | null;
  threshold: Threshold | null;
  /** Whether the question asks its thing negated, and which way it moved (polarity.ts); absent when not read. */
  polarity?: Polarity;
  /** The metric's words other than the verb of a deed the question asks done ("debt" of "paid down debt"), each alone: a sentence holding the metric must hold one of them. Absent when no deed is asked. */
  thing?: MetricTerms;
  /**
   * Vocabulary metrics the question names outright, by words that are the whole of its metric
   * ("disclosed their CET1 ratio", "reported CASM"): a member whose call states one as a fact has
   * spoken of it, its sentence the evidence. Empty when the question asks more of the metric than
   * its name (a move, a qualifier, plain words); set by the question plan (plan.ts).
   */
  factMetrics: string[];
}

export interface PartsPlan {
  question: string;
  entities: Entity[];
  /** Set for a group question: the test each member's answer must pass. */
  group: GroupPlan | null;
}

/** The parts of a question the scope routes as a comparison or a group question. */
export function planParts(question: string, scope: Scope): PartsPlan {
  if (scope.group && scope.companies.length === 0) return groupPlan(question, scope);
  return { question, entities: comparisonEntities(question, scope), group: null };
}

/**
 * The filters of a question routed as a comparison that is not one after all (one company, one
 * period, no group): it is answered as a single question inside them. Null for a real comparison
 * or group question.
 */
export function singleFilters(parts: PartsPlan, filters: Filters): Filters | null {
  if (parts.group || parts.entities.length >= 2) return null;
  const only = parts.entities[0];
  return only ? { ...filters, company: only.company, ...periodFilters(only) } : filters;
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
      const when = periodLabel(p);
      const label = periods.length >= 2 && when ? `${c.name}, ${when}` : c.name;
      out.push(comparisonPart({ company: c.name, quarter: p.quarter, year: p.year, label, query, abbreviations }));
    }
  }
  return out;
}

export type EntityRef = Pick<Entity, 'company' | 'quarter' | 'year' | 'label' | 'query' | 'abbreviations'>;

/**
 * A comparison's part with its metric read: as its question writes it and, when the question uses
 * plain words, in the call's terms too — an answer stating "ROE" is about "return on shareholders'
 * capital" as much as one repeating "shareholders".
 */
export function comparisonPart(e: EntityRef): Entity {
  const reworded = inTranscriptWords(e.query);
  const metric = metricTerms(e.query);
  const callMetric = reworded ? metricTerms(reworded) : null;
  return {
    ...e,
    reworded,
    metric,
    callMetric,
    // Reworded before the framing words go: a plain phrase needs its small words ("hanging on to staff").
    metricQuestion: metricQuestion(e.query, reworded),
    callNames: reworded ? callTerms(e.query) : null,
  };
}

/** The metric alone as a question in the call's words: the reworded question's metric words, else the question's with the call's terms. */
function metricQuestion(query: string, reworded: string | null, fits?: (metric: string) => boolean): string {
  if (reworded) return metricWords(reworded);
  const words = metricWords(query);
  return inTranscriptWords(words, fits) ?? withFinanceTerms(words, { fits });
}

/** Words a call states each move of a metric with, asked beside the metric. */
const CHANGE_HINTS: Readonly<Record<ChangeFamily, string>> = { raise: 'increased raised', grow: 'growth increase', cut: 'reduced lower', hold: 'flat maintain' };

/** The period each entity is filtered on: none when no named company holds the asked one (see Scope.periodNotHeld). */
function askedPeriod(scope: Scope): PeriodRef {
  return scope.periodNotHeld ? { quarter: null, year: null } : { quarter: scope.quarter, year: scope.year };
}

/**
 * A group question's parts: every company of the group, searched without the group's words, the
 * threshold, the period its filters hold, where the metric is ("in their service territories") and
 * the word picking companies ("Which"): "Which banks kept net NPAs under 0.5% in Q1 FY24?" searches
 * "kept net NPAs?". The metric is read from the question without the group's words and the
 * threshold.
 */
/** The stems of the words that say what a business is ("business", "division", "subsidiary": segments.json's `kind` parts). */
const businessKindStems = once(() => new Set(businessKindNouns().flatMap((w) => terms(w))));

/** Is the thing a deed is done to only a business named generically ("sold a business")? A call names it by its own name ("our water services company"), so it is not asked for in the member's sentence. */
const namesOnlyABusiness = (thing: MetricTerms): boolean => thing.stems.length > 0 && thing.stems.every((s) => businessKindStems().has(s));

function groupPlan(question: string, scope: Scope): PartsPlan {
  const words = findSectorWords(question);
  const threshold = parseThreshold(question);
  // Plain words are read only as metrics of the group's business ("retire coal plants" at utilities is no retirement product).
  const fits = scope.group ? fitsGroup(scope.group.sector) : undefined;
  const metric = withoutGroupWords(metricTerms(question, [words?.text ?? '', threshold?.text ?? ''], fits), terms(`${words?.text ?? ''} ${scope.group?.sector ?? ''} ${scope.group?.name ?? ''}`));
  let query = words ? tidy(question.slice(0, words.index) + question.slice(words.index + words.text.length)) : question;
  const inQuery = parseThreshold(query);
  if (inQuery) query = query.replace(inQuery.text, ' ');
  const period = askedPeriod(scope);
  if (period.quarter || period.year) query = withoutPeriodWords(query);
  // Where the metric is ("in their service territories") is not what each member is searched for.
  query = withoutPlaces(query);
  query = tidy(query.replace(/^\s*(?:which|who|what)\b(?:\s+(?:ones|of them))?/i, '')) || question;
  // The group's words ("FMCG companies", "IT firms") name companies, not the metric.
  const abbreviations = namedAbbreviations(query, scope.group?.companies ?? []);
  // A member's sentence may state the metric in the call's words instead ("share repurchases" for
  // "buying back stock"). The call's terms are one run of several names ("buyback share
  // repurchase"): their order says nothing, so "repurchased shares" reads "share repurchase"; the
  // compound nouns are the question's own ("net interest" is no more the net interest margin in the
  // call's words).
  const callPhrases = inCallPhrases(query, fits);
  const callMetric = callPhrases ? { ...metricTerms(callPhrases), compounds: new Map<string, string[]>(), heads: metric.heads } : null;
  const names = callNameAlternatives(query, fits);
  // Each name is whole and as the calls write it: no word of one is another's head ("winter storm
  // uri" does not make "winter storm" need "uri"), and no word is read as another spelling.
  const callNames = names ? { ...metricTerms(names), spellings: new Map<string, string[]>(), heads: new Map<string, string[]>(), direction: metric.direction } : null;
  const shared = {
    ...period,
    query,
    abbreviations,
    reworded: inTranscriptWords(query, fits),
    metric,
    callMetric: null,
    // A move the question asks of the metric ("aren't growing production") is asked in the words
    // calls state it with ("flat", "maintain"): the question's own verb finds the opposite.
    metricQuestion: metric.direction ? `${metricQuestion(query, null, fits)} ${CHANGE_HINTS[metric.direction.family]}` : metricQuestion(query, null, fits),
    callNames: null,
  };
  const entities = (scope.group?.companies ?? []).map((company) => ({ company, label: company, ...shared }));
  // A deed asked done is said by its own words (polarity.ts: "repayment", "paid off"); the thing it
  // is done to must be said as well: "customer pay" and "their payments" say none of "paid down debt".
  const deed = askedDeedWord(question);
  const thing = deed ? withoutGroupWords(metric, terms(deed)) : null;
  const thingWords = thing && thing.core.length < metric.core.length && !namesOnlyABusiness(thing) ? { ...thing, partners: new Map(), compounds: new Map(), heads: new Map() } : null;
  const polarity = questionPolarity(question, metric, [callMetric, callNames]);
  return { question, entities, group: { metric, callMetric, callNames, threshold, factMetrics: [], polarity, ...(thingWords ? { thing: thingWords } : {}) } };
}

/**
 * A group plan read in the members' own words (`textsOf` the members' texts, read once): an
 * abbreviation the vocabulary does not spell ("PYD", "RNG") by the long form their calls spell it
 * with, and a long form of three words or more the question writes ("electric arc furnaces") by
 * the abbreviation their calls write for it ("EAF"), both in capitals or not (long-forms.ts). The
 * entity is searched with it, and a sentence holding it speaks of the asked metric.
 */
export function spellOut(plan: PartsPlan, textsOf: (companies: string[]) => readonly string[]): PartsPlan {
  const e = plan.entities[0];
  if (!plan.group || !e) return plan;
  const unknown = e.abbreviations.filter((a) => !isFinanceTerm(a) && !alternativeSpellings(a).has(terms(a)[0] ?? ''));
  // A long form the question spells out whose words have no other spelling yet.
  const longForms = plan.group.metric.alternatives.filter((alt) => alt.length >= 3 && alt.every((t) => /^[a-z]/.test(t) && !plan.group!.metric.spellings.has(t)));
  if (unknown.length === 0 && longForms.length === 0) return plan;
  const texts = textsOf(plan.entities.map((x) => x.company));
  const spelled = new Map<string, string>(unknown.flatMap((a) => {
    const long = longFormIn(a, texts);
    return long ? [[a, long] as const] : [];
  }));
  const abbreviated = new Map<string, string>(longForms.flatMap((alt) => {
    const short = abbreviationIn(alt, texts);
    return short ? [[short, alt.join(' ')] as const] : [];
  }));
  if (spelled.size === 0 && abbreviated.size === 0) return plan;
  const spellings = new Map(plan.group.metric.spellings);
  // The long form's words are read together, as a question's words side by side are: "natural
  // gas … renewable power" does not spell RNG.
  const partners = new Map(plan.group.metric.partners);
  const phrased = new Set(plan.group.metric.phrased);
  for (const [a, long] of spelled) {
    const [short] = terms(a);
    const words = terms(long);
    if (!short) continue;
    spellings.set(short, words);
    for (const t of words) {
      if (!spellings.has(t)) spellings.set(t, [short]);
      partners.set(t, words.filter((w) => w !== t));
      if (!long.split(/\s+/).some((w) => LIST_JOIN.test(w))) phrased.add(t);
    }
  }
  // Each word of a long form the calls abbreviate is spelled by the abbreviation.
  for (const [a, long] of abbreviated) {
    const [short] = terms(a);
    if (!short) continue;
    for (const t of long.split(' ')) if (!spellings.has(t)) spellings.set(t, [short]);
  }
  const metric = { ...plan.group.metric, spellings, partners, ...(phrased.size > 0 ? { phrased } : {}) };
  const query = `${e.query} ${[...spelled.values(), ...abbreviated.keys()].join(' ')}`;
  const abbreviations = e.abbreviations.filter((a) => !spelled.has(a));
  return { ...plan, entities: plan.entities.map((x) => ({ ...x, query, abbreviations, metric })), group: { ...plan.group, metric } };
}

function tidy(s: string): string {
  return s.replace(/\s+/g, ' ').replace(/\s+([?.!,])/g, '$1').trim();
}
