/**
 * The asked metric of a comparison or group question, read from the question once: its terms
 * without the group's words, the threshold, the period, the reporting verbs and the question's
 * framing ("how did … fare", "how big is …"), the words it writes side by side, its alternatives,
 * and the question in the call's own terms. "Which banks reported NIM above 4%?" asks about NIM.
 * Whether a quoted answer holds the metric is the answerer's test (plan/metric-coverage.ts). Pure.
 */
import { isFinanceTerm, type PlainMatch, paraphraseTerms } from '../../core/text/finance-paraphrases.js';
import { memoisedOn } from '../../core/lru.js';
import { withAbbreviations } from '../../core/text/abbreviations.js';
import { withoutFraming } from '../../core/text/framing.js';
import { metricById, metricMentions } from '../../core/vocabulary/metrics.js';
import { alternativeSpellings, isPeriodTerm, terms } from './question-terms.js';

const GENERIC = new Set(
  terms(
    'reported report reports said say says talked talk discussed discuss announced announce had has have saw see seen kept keep get gets got getting gotten ' +
      'companies company firms firm names players which whose who did does do their its this that these those quarter year june march ' +
      'september december fiscal compare compared versus vs fare fared perform performed move moved ' +
      'trend trended look looked stack stand stood big ' +
      // Verbs of telling: what was told is the metric ("disclosed their CET1 ratio", "mentioned LIBOR").
      'disclosed disclose discloses mentioned mention mentions commented comment comments flagged flag flags noted cited highlighted gave give gives given ' +
      'brought bring brings spoke speak speaks spoken touched touch touches addressed address addresses warned warn warns complained complain complains ' +
      // How a comparison frames the metric, not the metric: "who is doing better right now".
      'right now currently lately recently today better worse best worst more less fewer faster slower bigger smaller',
  ),
);

/**
 * The question without "well" where it says how, not what ("how well did … do", "performed well",
 * "well positioned"): it is the metric's word only as a noun before another metric word ("well
 * costs", "well productivity"), not after "how", "as", "very", …, nor before a participle.
 */
export function withoutAdverbWell(q: string): string {
  const words = q.split(/(\s+)/);
  return words
    .map((w, i) => {
      const bare = /^well([?.!,;:)]*)$/i.exec(w);
      if (!bare) return w;
      // "performed well?": punctuation closes it, no noun follows.
      if (bare[1]) return bare[1];
      const next = words[i + 2] ?? '';
      const before = (words[i - 2] ?? '').toLowerCase();
      const noun = next !== '' && !ADVERB_BEFORE.has(before) && !/(?:ed|en)$/i.test(next) && metricStems(next).length > 0;
      return noun ? w : ' ';
    })
    .join('');
}

/** Words "well" after which says how ("how well", "as well", "very well"). */
const ADVERB_BEFORE = new Set(['how', 'as', 'very', 'so', 'pretty', 'quite', 'fairly', 'really', 'too', 'reasonably', 'relatively', 'doing', 'done', 'did', 'do', 'does', 'performed', 'performing', 'fared', 'faring', 'held', 'holding']);

/** A word joining the items of a list ("renewables and natural gas"). */
export const LIST_JOIN = /^(?:and|or|nor|&)$/i;

export interface MetricTerms {
  /** The metric's stems, without group words, threshold, period and reporting verbs. */
  stems: string[];
  /** Each stem's other spelling (abbreviation ↔ long form), as stems. */
  spellings: Map<string, string[]>;
  /**
   * The stems of each alternative the question offers ("wildfire risk or wildfire mitigation":
   * [wildfire, risk] and [wildfire, mitigation]); one alternative, all of `stems`, when it offers none.
   */
  alternatives: string[][];
  /**
   * For each stem the question writes beside other metric words ("rate base", "deposits grow",
   * "mortgage rates"), the stems next to it there: such a word is the metric only together with one
   * of them (`sentenceCoverage`). A stem the question also writes alone has no entry.
   */
  partners: Map<string, string[]>;
  /**
   * For each stem of `partners`, the partners the question writes right after it ("rate" → "base"):
   * a compound of two words read the other way round, side by side, is another thing ("base rate"
   * is not "rate base").
   */
  compounds: Map<string, string[]>;
  /**
   * For each modifier of a compound noun the question writes ("PPP loan forgiveness", "net
   * interest margin": three or more metric words, none of them a verb form), the compound's head
   * ("forgiveness", "margin"): the modifiers without it name another thing ("PPP loans", "net
   * interest income") and count only in a sentence that holds the head. A compound whose last word
   * says how much of it ("ratio", "rate", "increases") has no such head: "renewal increase"
   * speaks of "renewal rent increases".
   */
  heads: Map<string, string[]>;
  /**
   * The stems that say what the metric is: not a direction or an amount ("higher", "large"), not
   * an abbreviation the question names beside them, and not where or from what ("in their service
   * territories", "from COVID"). A group member's sentence holding none of them is not about the
   * metric ("a higher expense ratio … the effects of COVID-19", "our service territories in
   * Missouri"). Empty when the question has no others.
   */
  core: string[];
  /**
   * A verb of change the question puts on the metric ("raised their dividend", "growing their rate
   * base", "cut capex"): the sentence must say the metric moved that way, a word of the verb's
   * family near one of the metric's words ("increased our dividend", "a dividend increase").
   * Without it, "our dividend growth outlook" answers "raised their dividend". A negated verb
   * ("aren't growing production") asks that it held still ("hold production flat"). Null when none.
   */
  direction: Direction | null;
  /**
   * The words of a long form the calls spell an abbreviation with (parts.ts spellOut) that is one
   * phrase, no list ("renewable natural gas", not "finance and insurance"): two of them with "and",
   * "or" or a comma between are two things ("renewables and natural gas"). Absent when none.
   */
  phrased?: ReadonlySet<string>;
}

/** Every stem the metric may be written with: its own and its abbreviation's or long form's. */
export function metricStemsWithSpellings(m: MetricTerms): string[] {
  return [...new Set([...m.stems, ...[...m.spellings.values()].flat(), ...terms(withAbbreviations(m.stems.join(' ')))])];
}

/**
 * The other spellings a sentence may give the metric's words: an abbreviation's long form and back
 * (`spellings`), and a hyphenated word's head ("3-wheeler" speaks of "three-wheelers"); not a
 * word's own plain phrase ("deposits grow" spells deposits, yet "deposits" alone does not say they
 * grew), nor a name holding one of the metric's own words ("deal wins" for "deal bookings": "deal"
 * alone does not say it was booked). Read once per metric.
 */
export const sentenceSpellings = memoisedOn((m: MetricTerms): ReadonlyMap<string, string[]> => {
  const spellings = new Map(m.spellings);
  const own = new Set(m.stems);
  for (const [t, words] of m.spellings) if (words.some((w) => own.has(w))) spellings.delete(t);
  for (const t of m.stems) {
    const head = t.includes('-') ? terms(t.slice(t.lastIndexOf('-') + 1))[0] : undefined;
    if (head && !spellings.has(t)) spellings.set(t, [head]);
  }
  return spellings;
});

/** How the question says the metric moved, and the metric's stems the move is about. */
export interface Direction {
  family: ChangeFamily;
  object: string[];
}

export type ChangeFamily = 'raise' | 'grow' | 'cut' | 'hold';

/**
 * Verbs of change as a question writes them before the metric, by family: "raise" (a deliberate
 * increase: raised, hiked, boosted), "grow" (grew, growing, expanded, built: "built backlog") and "cut" (cut, lowered,
 * reduced, slashed).
 */
const CHANGE_VERBS: ReadonlyArray<[ChangeFamily, RegExp]> = [
  ['raise', /^(?:rais(?:e|ed|es|ing)|increas(?:e|ed|es|ing)|hik(?:e|ed|es|ing)|boost(?:ed|s|ing)?|lift(?:ed|s|ing)?|hiking)$/],
  ['grow', /^(?:grow|grows|grew|grown|growing|expand(?:ed|s|ing)?|build|builds|built)$/],
  ['cut', /^(?:cut|cuts|cutting|lower(?:ed|s|ing)|reduc(?:e|ed|es|ing)|slash(?:ed|es|ing)?|trim(?:med|s|ming)?|decreas(?:e|ed|es|ing))$/],
];

/** Words of a sentence saying the metric moved the family's way (word starts, lower case). */
export const CHANGE_WORDS: Readonly<Record<ChangeFamily, RegExp>> = {
  raise: /^(?:rais|increas|hike|hiked|hiking|boost|lift|bump)/,
  grow: /^(?:grow|grew|growth|increas|expand|rose|rise|rising|higher|cagr|add(?:s|ed|ing|ition|itions|itional)?$|up(?![a-z]))/,
  cut: /^(?:cut|lower|reduc|decreas|slash|trim|declin|fell|fall|drop|shrank|shrink|compress|contract(?:ed|ion)\b|narrow|down(?![a-z]))/,
  // A negated verb of change ("aren't growing production", "didn't cut"): the metric held still.
  hold: /^(?:flat|maintain|maintenance|hold|holding|held|steady|sustain|unchanged|stable|no|not|without)$/,
};

/** A word negating the verb after it: "aren't growing", "did not raise". */
const NEGATION = /(?:n['’]t|^not|^never|^no)$/;

/**
 * The verb of change the question puts before its metric ("raised their dividend": the verb, then
 * determiners, then a metric word), the positions of the verb and of a negation before it among the
 * question's words, and the family.
 */
function changeVerb(q: string): { at: number[]; family: ChangeFamily; object: string[] } | null {
  const words = q.split(/\s+/);
  const bare = (w: string | undefined): string => (w ?? '').toLowerCase().replace(/[^\p{L}'’-]/gu, '');
  for (const [i, raw] of words.entries()) {
    const hit = CHANGE_VERBS.find(([, re]) => re.test(bare(raw)));
    if (!hit || /[,;:?!.]$/.test(raw)) continue;
    let j = i + 1;
    while (j < words.length && (DETERMINERS.has(bare(words[j])) || /['’]s$/.test(bare(words[j])))) j++;
    const object: string[] = [];
    for (; j < words.length; j++) {
      const stems = metricStems(words[j]!);
      if (stems.length === 0) break;
      object.push(...stems);
      if (/[,;:?!.()]$/.test(words[j]!)) break;
    }
    const negation = words.slice(Math.max(0, i - 2), i).findIndex((w) => NEGATION.test(bare(w)));
    const at = negation < 0 ? [i] : [Math.max(0, i - 2) + negation, i];
    if (object.length > 0) return { at, family: negation < 0 ? hit[0] : 'hold', object };
  }
  return verbAfter(words, bare);
}

/**
 * Verbs of change as a question writes them after the metric, which moved by itself ("saw their
 * deposits grow", "saw margins shrink"): growth or a fall, never a deliberate raise. No form in -s:
 * "renewal rent increases" is a noun.
 */
const CHANGE_VERBS_AFTER: ReadonlyArray<[ChangeFamily, RegExp]> = [
  ['grow', /^(?:grow|grew|grown|growing|expand(?:ed|ing)?|ris(?:e|ing)|rose|risen|increas(?:e|ed|ing)|climb(?:ed|ing)?)$/],
  ['cut', /^(?:fall|fell|falling|fallen|declin(?:e|ed|ing)|drop(?:ped|ping)?|shr(?:ink|ank|unk|inking)|decreas(?:e|ed|ing)|compress(?:ed|ing)?|contract(?:ed|ing)?|narrow(?:ed|ing)?)$/],
];

/** A verb that says a fall with "down" after it ("come down", "went down"). */
const FALL_PHRASAL = /^(?:come|comes|came|coming|go|goes|went|gone|going)$/;

/** A verb of seeing a change happen, before the metric that changed: "saw their deposits grow". */
const WITNESS = /^(?:saw|see|seen|seeing|sees|watched|had|have|has|having)$/;

/**
 * The verb of change the question puts after its metric when it says the metric was seen to move
 * (a verb of seeing, the metric words, the verb: "saw their deposits grow"): the verb's position,
 * its family and the metric's stems.
 */
function verbAfter(words: readonly string[], bare: (w: string | undefined) => string): { at: number[]; family: ChangeFamily; object: string[] } | null {
  for (const [i, raw] of words.entries()) {
    // "saw their loans come down": the verb and its particle, both the move's words.
    const phrasal = FALL_PHRASAL.test(bare(raw)) && !/[,;:?!.()]$/.test(raw) && bare(words[i + 1]) === 'down';
    const hit = phrasal ? (['cut', FALL_PHRASAL] as const) : CHANGE_VERBS_AFTER.find(([, re]) => re.test(bare(raw)));
    if (!hit || i === 0 || /[,;:?!.()]$/.test(words[i - 1]!)) continue;
    // A word of change that modifies the metric word after it is no verb: "saw higher contract labor costs".
    if (!phrasal && !/[,;:?!.()]$/.test(raw) && words[i + 1] !== undefined && !/ly$/.test(bare(words[i + 1])) && metricStems(words[i + 1]!).length > 0) continue;
    const object: string[] = [];
    let j = i - 1;
    for (; j >= 0 && !DETERMINERS.has(bare(words[j])) && !/['’]s$/.test(bare(words[j])) && !/[,;:?!.()]$/.test(words[j]!); j--) {
      const stems = metricStems(words[j]!);
      if (stems.length === 0) break;
      object.unshift(...stems);
    }
    while (j >= 0 && (DETERMINERS.has(bare(words[j])) || /['’]s$/.test(bare(words[j])))) j--;
    if (object.length > 0 && j >= 0 && WITNESS.test(bare(words[j]))) return { at: phrasal ? [i, i + 1] : [i], family: hit[0], object };
  }
  return null;
}

/**
 * The metric a question asks about, with the words in `remove` (group words, threshold) left out;
 * plain words spelled only by metrics `fits` accepts (a group's business, plan/sector-fit.ts).
 */
export function metricTerms(question: string, remove: readonly string[] = [], fits?: (metric: string) => boolean): MetricTerms {
  // A verb of telling frames the metric; a verb whose "up" frames a comparison ("holding up") stays one of its words here.
  const asked = withoutFraming(withoutAdverbWell(question), ['telling']);
  let q = asked;
  // The compounds are read with the removed words as breaks: "net debt above 2.5 times EBITDA" writes no "net debt EBITDA".
  let broken = asked;
  for (const r of remove) if (r) [q, broken] = [q.split(r).join(' '), broken.split(r).join(' ; ')];
  // A verb of change is how the metric moved, not one of its words: the sentence is held to it apart.
  const change = changeVerb(q);
  if (change) {
    const said = q.split(/\s+/);
    const cut = (text: string): string => {
      const words = text.split(/\s+/);
      for (const i of change.at) {
        const at = words.indexOf(said[i]!);
        if (at >= 0) words[at] = ';';
      }
      return words.join(' ');
    };
    [q, broken] = [cut(q), cut(broken)];
  }
  const stems = metricStems(q);
  // "two- or three-wheelers" joins two words of one thing, not two alternatives.
  const parts = q.split(/(?<!-\s*)\bor\b/i).map(metricStems).filter((p) => p.length > 0);
  const named = new Set(namedAbbreviations(q).flatMap((a) => terms(a)));
  const where = placeStems(q);
  const core = stems.filter((t) => !QUALIFYING.has(t) && !named.has(t) && !where.has(t));
  return {
    stems,
    spellings: alternativeSpellings(q, { wholeNames: true, fits }),
    alternatives: parts.length >= 2 ? parts : [stems],
    ...partnersOf(q, broken),
    core,
    direction: change ? { family: change.family, object: change.object } : null,
  };
}

/**
 * The metric's words the question writes side by side, each with its neighbours: "growing their
 * rate base" → rate: [base], base: [rate] ("growing" stands alone); "renewal rent increases" → each
 * with the other two. A run of metric words ends at a
 * word that is none (a function word, a reporting verb, the group's words) and at punctuation.
 */
function partnersOf(q: string, broken: string = q): Pick<MetricTerms, 'partners' | 'compounds' | 'heads'> {
  const { runs } = runsOf(q);
  const partners = new Map<string, Set<string>>();
  const next = new Map<string, Set<string>>();
  const alone = new Set<string>();
  for (const run of runs) {
    if (run.length === 1) alone.add(run[0]!);
    if (run.length < 2) continue;
    for (const [i, t] of run.entries()) {
      const set = partners.get(t) ?? new Set<string>();
      for (const n of run) if (n !== t) set.add(n);
      partners.set(t, set);
      const after = run[i + 1];
      if (after && after !== t) next.set(t, (next.get(t) ?? new Set<string>()).add(after));
    }
  }
  const kept = new Map([...partners].filter(([t, set]) => !alone.has(t) && set.size > 0).map(([t, set]) => [t, [...set]]));
  const heads = new Map<string, Set<string>>();
  const { runs: written, verbal } = runsOf(broken);
  for (const run of written) {
    if (run.length < COMPOUND_MIN || verbal.has(run)) continue;
    const head = run[run.length - 1]!;
    if (MEASURE_HEADS.has(head)) continue;
    for (const t of run.slice(0, -1)) if (kept.has(t) && t !== head) heads.set(t, (heads.get(t) ?? new Set<string>()).add(head));
  }
  return {
    partners: kept,
    compounds: new Map([...next].filter(([t]) => kept.has(t)).map(([t, set]) => [t, [...set]])),
    heads: new Map([...heads].map(([t, set]) => [t, [...set]])),
  };
}

/**
 * The question's runs of metric words side by side, and those holding a verb form ("buying back
 * stock", "stimulus helped sales", "to retire coal plants"): a clause, not a compound noun. A run
 * ends at a word that is no metric word (a function word, a reporting verb, the group's words), at
 * a direction or an amount, and at punctuation.
 */
function runsOf(q: string): { runs: string[][]; verbal: Set<string[]> } {
  const runs: string[][] = [[]];
  const verbal = new Set<string[]>();
  let before = '';
  for (const raw of q.split(/\s+/)) {
    const stems = metricStems(raw);
    const word = raw.replace(/[^\p{L}]+$/u, '');
    // A direction ("higher mortality") or an amount ("large numbers of employees") qualifies the
    // metric and makes no compound with it; nor does the first half of "two- or three-wheelers",
    // which belongs to the word after "or".
    if (stems.length === 0 || stems.every((t) => QUALIFYING.has(t)) || raw.endsWith('-')) runs.push([]);
    else {
      const run = runs[runs.length - 1]!;
      if (VERB_FORM.test(word) || (run.length === 0 && before.toLowerCase() === 'to')) verbal.add(run);
      run.push(...stems);
    }
    if (/[,;:?!.()]$/.test(raw) || /^[(]/.test(raw)) runs.push([]);
    before = word;
  }
  return { runs, verbal };
}

/** Metric words a compound noun needs before its head is required of a sentence: two side by side are already read together (`partners`). */
const COMPOUND_MIN = 3;

/** A word of the question written as a verb form ("buying", "helped"): its run is a clause. */
const VERB_FORM = /\p{L}{3,}(?:ing|ed)$/iu;

/** Last words of a compound that say how much of it, not what it is ("provision coverage ratio", "average fee rate"). */
const MEASURE_HEADS = new Set(terms('ratio rate rates increase increases growth level levels trend trends change changes'));

const QUALIFYING = new Set(terms('higher lower stronger weaker large number numbers'));

/**
 * Words that open a phrase saying where, not what: "across the Southeast", "in their service
 * territories". "In" and "at" only before a determiner: "involved in offshore wind" asks about
 * offshore wind.
 */
const PLACE_WORDS = new Set(['across', 'within', 'throughout']);
const PLACE_WORDS_BEFORE_DETERMINER = new Set(['in', 'at']);
export const DETERMINERS = new Set(['their', 'its', 'the', 'our', 'his', 'her']);

/** Words a place phrase may start with before its first metric word ("in their service …"). */
const PLACE_LEAD = 3;

/**
 * The question's words (split on spaces) that say where the metric is rather than what it is: the
 * opening word and the metric words after "across", "within", "in the", … up to the first word that
 * is none ("customer growth in their service territories" → in their service territories?).
 */
function placeWords(q: string): { words: string[]; place: boolean[] } {
  const words = q.split(/\s+/);
  const place = words.map(() => false);
  const bare = (raw: string | undefined): string => (raw ?? '').toLowerCase().replace(/[^\p{L}\p{N}-]/gu, '');
  let pending: number[] = [];
  let inRun = false;
  for (const [i, raw] of words.entries()) {
    const word = bare(raw);
    if (PLACE_WORDS.has(word) || (PLACE_WORDS_BEFORE_DETERMINER.has(word) && DETERMINERS.has(bare(words[i + 1])))) {
      pending = [i];
      inRun = false;
    } else if (metricStems(raw).length > 0 && (pending.length > 0 || inRun)) {
      for (const j of [...pending, i]) place[j] = true;
      pending = [];
      inRun = true;
    } else {
      inRun = false;
      pending = pending.length > 0 && pending.length <= PLACE_LEAD ? [...pending, i] : [];
    }
    if (/[,;:?!.()]$/.test(raw)) [pending, inRun] = [[], false];
  }
  return { words, place };
}

/** The stems of the question's place phrases ("in their service territories" → service, territories). */
function placeStems(q: string): Set<string> {
  const { words, place } = placeWords(q);
  return new Set(words.filter((_, i) => place[i]).flatMap(metricStems));
}

/**
 * The question without its place phrases, the punctuation closing one kept: "reported customer
 * growth in their service territories?" → "reported customer growth?". A group member is searched
 * and answered for the metric; where it is stays in the metric's words.
 */
export function withoutPlaces(q: string): string {
  const { words, place } = placeWords(q);
  const out: string[] = [];
  for (const [i, w] of words.entries()) {
    if (!place[i]) out.push(w);
    else if (/[?.!]$/.test(w) && out.length > 0) out[out.length - 1] += w.match(/[?.!]+$/)![0];
  }
  return out.join(' ');
}

function metricStems(text: string): string[] {
  return [...new Set(terms(text))].filter((t) => !GENERIC.has(t) && !isPeriodTerm(t) && !/^\d/.test(t));
}

/**
 * The metric's own words as the question wrote them, without the reporting verbs, the group's and
 * the question's framing ("reported attrition?" → "attrition"); the question when nothing is left.
 */
export function metricWords(question: string): string {
  const kept = withoutAdverbWell(question).split(/\s+/).filter((w) => {
    const t = terms(w);
    return t.length > 0 && t.some((x) => !GENERIC.has(x) && !isPeriodTerm(x));
  });
  return kept.length > 0 ? kept.join(' ').replace(/[?.!,;:]+$/, '') : question;
}

/**
 * Abbreviations that qualify a metric rather than name it — a period, a window ("LTM attrition"),
 * a basis ("CC growth"), a currency, a place, an officer: a company stating "attrition of 14%"
 * without "LTM" has answered.
 */
const QUALIFIERS = /^(?:Q[1-4]|FY\d*|H[12]|[1-9]M|YOY|QOQ|MOM|LTM|TTM|YTD|QTD|CC|US|UK|EU|INR|USD|CEO|CFO)$/;

/**
 * The metric abbreviations a question names ("CASA", "NIM", "ARPU"), leaving out the words of
 * `names` (company mentions such as "TCS" or "SBI"): a named abbreviation is the metric itself, so
 * an answer that holds neither it nor its long form is about something else ("net debt to EBITDA
 * ratio" for "CASA ratio").
 */
export function namedAbbreviations(question: string, names: readonly string[] = []): string[] {
  const excluded = new Set(names.flatMap((n) => n.split(/[^\p{L}\p{N}&]+/u)).map((w) => w.toLowerCase()));
  // A bracketed abbreviation that is no financial term names a company or its business: "Jio
  // (RIL)", "Bajaj Finserv's life arm (BALIC)" — not "deal wins (TCV)".
  const unnamed = question.replace(/\(\s*([A-Z][A-Z0-9&]{1,7})\s*\)/g, (all, abbr: string) => (isFinanceTerm(abbr) ? all : ' '));
  // One of alternatives ("electric car or SUV launches") is not required of every answer.
  const alternatives = unnamed.replace(/\b[A-Z][A-Z0-9&]{1,7}s?\b(?=(?:\s+[\p{L}-]+)?\s+or\b)|(?<=\bor\s+(?:[\p{L}-]+\s+)?)[A-Z][A-Z0-9&]{1,7}s?\b/gu, ' ');
  const found = alternatives.match(/\b[A-Z][A-Z0-9&]{1,7}s?\b/g) ?? [];
  return [...new Set(found.map((w) => w.replace(/s$/, '')))].filter((w) => !excluded.has(w.toLowerCase()) && !QUALIFIERS.test(w));
}

/**
 * The question in the transcript's own words: each plain phrase replaced by the call's term for it
 * ("How much do they plough back into developing new drugs?" → "How much do they r&d research and
 * development into developing new drugs?"); null when it has no plain phrase. Searching with it
 * finds the chunk that states the metric when the plain words match chatter instead.
 */
export function inTranscriptWords(question: string, fits?: (metric: string) => boolean): string | null {
  const found = readings(question, fits);
  if (found.length === 0) return null;
  let s = question;
  // A description's words need not be contiguous ("money … sitting in the bank"): its terms are then added.
  for (const p of found) s = s.includes(p.plain) ? s.replace(p.plain, p.terms) : `${s} ${p.terms}`;
  return s;
}

/**
 * The question in the call's words, each plain phrase replaced by its call terms written as the
 * metric's names, one after another with commas between ("saw their deposits grow" → "saw their
 * deposits, deposit growth, total deposits"); null when it has no plain phrase. The terms are one
 * run of words ("deposits deposit growth total deposits"): read as one run, two names' words stand
 * beside each other ("growth total") and a sentence with "growth in total purchase volume" reads
 * as one about deposits. Words of the terms no name holds stay one run.
 */
export function inCallPhrases(question: string, fits?: (metric: string) => boolean): string | null {
  const found = ownNameReadings(readings(question, fits));
  if (found.length === 0) return null;
  let s = question;
  for (const p of found) {
    const phrases = namePhrases(p.terms, p.metric).join(', ');
    s = s.includes(p.plain) ? s.replace(p.plain, `${phrases},`) : `${s} ${phrases}`;
  }
  return s.replace(/,(\s*[?.!,;:])/g, '$1');
}

/**
 * The question's plain phrases read as the vocabulary's metrics, only those of metrics `fits`
 * accepts (a group question: metrics of the group's business, plan/sector-fit.ts).
 */
function readings(question: string, fits?: (metric: string) => boolean): readonly PlainMatch[] {
  const found = paraphraseTerms(question);
  return fits ? found.filter((p) => fits(p.metric)) : found;
}

/**
 * The readings of plain phrases, without another metric's reading of a phrase that is itself a
 * metric's name: "fuel costs" names the fuel cost, and is not read as raw material costs too.
 */
function ownNameReadings(found: readonly PlainMatch[]): PlainMatch[] {
  return found.filter((p) => {
    const named = metricMentions(p.plain).find((m) => m.start === 0 && m.end === p.plain.length);
    return !named || named.id === p.metric;
  });
}

/**
 * The question once per name the vocabulary gives a topic it describes in plain words, the plain
 * phrase replaced by the name, as alternatives ("were hit by the cold snap in February" → "were hit
 * by the winter storm in February or were hit by the polar vortex in February or …"): a call
 * states one name, not the run of all of them, so a sentence holding one name with the rest of the
 * question's metric speaks of it; the name alone does not when the question asks more of it
 * ("training large numbers of employees in generative AI" is not every mention of "AI"). Topics
 * only: a measured metric's name ("deposits", "connections", "net sales") says nothing of the
 * move or the cause the question asks about. Null when there is none.
 */
export function callNameAlternatives(question: string, fits?: (metric: string) => boolean): string | null {
  const out = ownNameReadings(readings(question, fits)).flatMap((p) => {
    const entry = metricById(p.metric);
    if (entry?.kind !== 'topic') return [];
    return [...new Set([...entry.names, ...entry.abbreviations].map((n) => n.toLowerCase()))].map((name) => (question.includes(p.plain) ? question.replace(p.plain, name) : `${question} ${name}`));
  });
  return out.length > 0 ? out.join(' or ') : null;
}

/** A metric's call terms cut into its names and abbreviations, longest first; the words between stay together. */
function namePhrases(callTerms: string, metric: string): string[] {
  const entry = metricById(metric);
  const names = [...(entry?.names ?? []), ...(entry?.abbreviations ?? [])].map((n) => n.toLowerCase().split(/\s+/)).sort((a, b) => b.length - a.length);
  const words = callTerms.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  let rest: string[] = [];
  for (let i = 0; i < words.length; ) {
    const name = names.find((n) => n.every((w, k) => words[i + k]?.toLowerCase() === w));
    if (!name) {
      rest.push(words[i]!);
      i++;
      continue;
    }
    if (rest.length > 0) out.push(rest.join(' '));
    rest = [];
    out.push(words.slice(i, i + name.length).join(' '));
    i += name.length;
  }
  if (rest.length > 0) out.push(rest.join(' '));
  return out;
}

/** The call's names for the metrics a question describes in plain words, alone and space-joined ("ebitda margin operating margin …"). */
export function callTerms(question: string): string {
  return [...new Set(paraphraseTerms(question).flatMap((p) => p.terms.split(' ')))].join(' ');
}
