/**
 * The asked metric of a comparison or group question and whether a quoted answer is about it.
 * "Which banks reported NIM above 4%?" asks about NIM: the group's words, the threshold, the
 * period, the reporting verbs and the question's framing ("how did … fare", "how big is …") say
 * nothing about which sentence is evidence. A quoted answer holds the metric when it contains
 * enough of the metric's terms, a financial abbreviation and its long form counting as one ("NIM"
 * is held by "net interest margin"). Pure.
 */
import { withAbbreviations } from '../../core/text/abbreviations.js';
import { isFinanceTerm, paraphraseTerms } from '../../core/text/finance-paraphrases.js';
import { splitSentences } from '../../core/text/sentences.js';
import { metricById } from '../../core/vocabulary/metrics.js';
import { alternativeSpellings, coverageOf, terms } from './question-terms.js';

const GENERIC = new Set(
  terms(
    'reported report reports said say says talked talk discussed discuss announced announce had has have saw see seen kept keep get gets got ' +
      'companies company firms firm names players which whose who did does do their its this that these those quarter year june march ' +
      'september december fiscal q1 q2 q3 q4 fy fy23 fy24 fy25 compare compared versus vs fare fared perform performed move moved ' +
      'trend trended look looked stack stand stood big well ' +
      // How a comparison frames the metric, not the metric: "who is doing better right now".
      'right now currently lately recently today better worse best worst more less fewer faster slower bigger smaller',
  ),
);

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
}

/** The metric a question asks about, with the words in `remove` (group words, threshold) left out. */
export function metricTerms(question: string, remove: readonly string[] = []): MetricTerms {
  let q = question;
  // The compounds are read with the removed words as breaks: "net debt above 2.5 times EBITDA" writes no "net debt EBITDA".
  let broken = question;
  for (const r of remove) if (r) [q, broken] = [q.split(r).join(' '), broken.split(r).join(' ; ')];
  const stems = metricStems(q);
  // "two- or three-wheelers" joins two words of one thing, not two alternatives.
  const parts = q.split(/(?<!-\s*)\bor\b/i).map(metricStems).filter((p) => p.length > 0);
  const named = new Set(namedAbbreviations(q).flatMap((a) => terms(a)));
  const where = placeStems(q);
  const core = stems.filter((t) => !QUALIFYING.has(t) && !named.has(t) && !where.has(t));
  return { stems, spellings: alternativeSpellings(q), alternatives: parts.length >= 2 ? parts : [stems], ...partnersOf(q, broken), core };
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
const DETERMINERS = new Set(['their', 'its', 'the', 'our', 'his', 'her']);

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

/** How far apart (in words) two of the metric's words written side by side may stand in a sentence and still be read together: "deposits continued to grow", "growth in rate base". */
export const PARTNER_WINDOW = 3;

function metricStems(text: string): string[] {
  return [...new Set(terms(text))].filter((t) => !GENERIC.has(t) && !/^\d/.test(t));
}

/**
 * The metric's own words as the question wrote them, without the reporting verbs, the group's and
 * the question's framing ("reported attrition?" → "attrition"); the question when nothing is left.
 */
export function metricWords(question: string): string {
  const kept = question.split(/\s+/).filter((w) => {
    const t = terms(w);
    return t.length > 0 && t.some((x) => !GENERIC.has(x));
  });
  return kept.length > 0 ? kept.join(' ').replace(/[?.!,;:]+$/, '') : question;
}

/** Every stem the metric may be written with: its own and its abbreviation's or long form's. */
export function metricStemsWithSpellings(m: MetricTerms): string[] {
  return [...new Set([...m.stems, ...[...m.spellings.values()].flat(), ...terms(withAbbreviations(m.stems.join(' ')))])];
}

/** Share of the metric's terms `text` holds (1 when the question names no metric terms). */
export function metricCoverage(text: string, m: MetricTerms): number {
  return coverageOf(terms(text), m.stems, m.spellings);
}

/**
 * The largest share of one of the metric's alternatives that one sentence of `text` holds: a
 * quoted answer speaks of "offshore wind" when one of its sentences does, not when "best wind
 * sites" and "offshore gas" stand in two; of "electric vehicles or EV charging" when a sentence
 * holds two words of either (or the whole of a one-word alternative). A sentence holding none of
 * the metric's `core` words counts for nothing.
 */
export function sentenceCoverage(text: string, m: MetricTerms): number {
  // A hyphenated word of the metric is held by its head too: "3-wheeler" speaks of "three-wheelers".
  const spellings = new Map(m.spellings);
  // A word of the metric is not spelled by the metric's own words: "deposits grow" is a plain
  // phrase for deposits, yet "deposits" alone does not say they grew.
  const own = new Set(m.stems);
  for (const [t, words] of m.spellings) if (words.every((w) => own.has(w))) spellings.delete(t);
  for (const t of m.stems) {
    const head = t.includes('-') ? terms(t.slice(t.lastIndexOf('-') + 1))[0] : undefined;
    if (head && !spellings.has(t)) spellings.set(t, [head]);
  }
  // A hyphenated word holds its parts too ("coal-fired" speaks of coal); a word the question writes
  // beside others counts only with one of them near it: "mortgages" alone is not "mortgage rates",
  // nor "customer base" "rate base".
  const sentences = splitSentences(text);
  const held = sentences
    .map((s, i) => [...together(s, m, spellings), ...spokenOf(s, sentences[i - 1], m)])
    .filter((h) => m.core.length === 0 || coverageOf(h, m.core, spellings) > 0);
  const offered = m.alternatives.length > 1;
  return Math.max(
    0,
    ...held.flatMap((h) =>
      m.alternatives.map((alt) => {
        const cover = coverageOf(h, alt, spellings);
        // One word of a short alternative is not it: "risk" is not "wildfire risk", "charging" not "EV charging".
        return offered && cover * alt.length < Math.min(2, alt.length) ? 0 : cover;
      }),
    ),
  );
}

/**
 * A compound's head the sentence writes bare after a determiner ("the margin decline") just after
 * a sentence holding all the compound's modifiers ("Net interest income was $985 million"): the
 * compound just spoken of, its modifiers and head. "Lower gain-on-sale margins" is another margin.
 */
function spokenOf(sentence: string, before: string | undefined, m: Pick<MetricTerms, 'heads'>): string[] {
  if (!before || m.heads.size === 0) return [];
  const words = sentence.split(/\s+/);
  const prior = new Set(terms(before));
  const out: string[] = [];
  for (const head of new Set([...m.heads.values()].flat())) {
    const modifiers = [...m.heads].filter(([, hs]) => hs.includes(head)).map(([t]) => t);
    const bare = words.some((w, i) => i > 0 && terms(w).includes(head) && DETERMINERS.has(words[i - 1]!.toLowerCase()));
    if (bare && modifiers.every((t) => prior.has(t))) out.push(...modifiers, head);
  }
  return out;
}

/**
 * The metric terms a sentence holds (a hyphenated word's parts too), without a word the question
 * writes beside others ("rate" of "rate base") that stands in the sentence with none of them within
 * PARTNER_WINDOW words. A partner held through its other spelling ("NIM") counts wherever it stands.
 */
function together(sentence: string, m: Pick<MetricTerms, 'partners' | 'compounds'> & Partial<Pick<MetricTerms, 'heads'>>, spellings: MetricTerms['spellings']): string[] {
  const at = new Map<string, number[]>();
  sentence.split(/\s+/).forEach((raw, i) => {
    for (const t of new Set([...terms(raw), ...terms(raw.replace(/-/g, ' '))])) at.set(t, [...(at.get(t) ?? []), i]);
  });
  const spelled = (t: string): boolean => spellings.get(t)?.every((w) => at.has(w)) ?? false;
  const near = (t: string): boolean => {
    const partners = m.partners.get(t);
    if (!partners) return true;
    const mine = at.get(t)!;
    // "rate base" in the question: "base rate" in the sentence is no reading of it.
    const reversed = (p: string, i: number, j: number): boolean => (j === i - 1 && (m.compounds.get(t)?.includes(p) ?? false)) || (j === i + 1 && (m.compounds.get(p)?.includes(t) ?? false));
    return partners.some((p) => (!at.has(p) && spelled(p)) || (at.get(p) ?? []).some((j) => mine.some((i) => Math.abs(i - j) <= PARTNER_WINDOW && !reversed(p, i, j))));
  };
  // "PPP loans" is not "PPP loan forgiveness", nor "net interest income" the net interest margin.
  const headed = (t: string): boolean => m.heads?.get(t)?.some((h) => at.has(h) || spelled(h)) ?? true;
  return [...at.keys()].filter((t) => near(t) && headed(t));
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
 * Does `text` hold every abbreviation, as itself or as its long form? A hyphenated word holds its
 * parts: "COVID-19-related mortality" speaks of COVID.
 */
export function holdsAbbreviations(text: string, abbreviations: readonly string[]): boolean {
  const have = new Set([...terms(text), ...terms(text.replace(/-/g, ' '))]);
  return abbreviations.every((a) => {
    const t = terms(a);
    if (t.every((x) => have.has(x))) return true;
    const long = alternativeSpellings(a).get(t[0] ?? '');
    return long?.every((x) => have.has(x));
  });
}

/**
 * The question in the transcript's own words: each plain phrase replaced by the call's term for it
 * ("How much do they plough back into developing new drugs?" → "How much do they r&d research and
 * development into developing new drugs?"); null when it has no plain phrase. Searching with it
 * finds the chunk that states the metric when the plain words match chatter instead.
 */
export function inTranscriptWords(question: string): string | null {
  const found = paraphraseTerms(question);
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
export function inCallPhrases(question: string): string | null {
  const found = paraphraseTerms(question);
  if (found.length === 0) return null;
  let s = question;
  for (const p of found) {
    const phrases = namePhrases(p.terms, p.metric).join(', ');
    s = s.includes(p.plain) ? s.replace(p.plain, `${phrases},`) : `${s} ${phrases}`;
  }
  return s.replace(/,(\s*[?.!,;:])/g, '$1');
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
