/**
 * Metrics as data (data/vocabulary/metrics.json): for each metric an earnings call discusses, the
 * names and abbreviations calls use for it, its unit and which way is better, the sectors it
 * belongs to, and how a question may put it in plain words — descriptions ("spread on what it
 * lends"), cue groups ("spread" + "lend": net interest margin) and fixed wordings (regular
 * expressions). A topic (a region, an event, a product line) has the same fields and no unit.
 * Read once; a user's files of the same shape add metrics or replace shipped ones by id. The
 * question readers (core/text/finance-paraphrases.ts, concept-terms.ts, glossary-terms.ts) and the
 * fact reader use it.
 */
import { isBasisWord } from './measure-words.js';
import { join } from 'node:path';
import { wholeLiterals } from '../text/whole-literals.js';
import { wholePhrases, type WholePhrases } from '../text/whole-phrases.js';
import { readVocabularyFile, readVocabularyJson, VOCABULARY_DIR, VocabularyFileError } from './data-file.js';
import { metricsFileSchema, type MetricsFile } from './metrics-schema.js';

export type MetricEntry = MetricsFile['metrics'][number];

/** A family of metrics a general word names ("margins": EBITDA margin, EBIT margin, net interest margin, …), its members in the order a company's figures are preferred. */
export type MetricFamily = MetricsFile['families'][number];

/** Words a question marks the sort of figure it asks for by ("expecting", "planning to spend": a guidance). */
export type AskedFigureWords = MetricsFile['askedFigures'][number];

/** A metric as the readers use it: cue sets filled in, its expansion terms settled. */
export interface Metric extends Omit<MetricEntry, 'terms' | 'cues' | 'wordings'> {
  /** The words a question naming the metric is expanded with. */
  terms: string;
}

/** One concept: every cue group needs a member in the question (core/text/concept-terms.ts). */
export interface MetricCue {
  metric: string;
  /** Cue groups with cue sets filled in: `|`-separated members. */
  groups: readonly string[];
  terms: string;
}

/** One fixed wording of a question (core/text/finance-paraphrases.ts). */
export interface MetricWording {
  metric: string;
  /** Case-insensitive, whole words. */
  plain: RegExp;
  terms: string;
}

/** A metric's plain-language descriptions (core/text/glossary-terms.ts). */
export interface MetricDescriptions {
  metric: string;
  terms: string;
  plain: readonly string[];
}

export interface MetricVocabulary {
  /** The metric files it was read from, the shipped one first. */
  files: readonly string[];
  /** In file order (shipped file first; a replaced metric keeps its place). */
  metrics: readonly Metric[];
  byId: ReadonlyMap<string, Metric>;
  /** Tried in `order`, then in file order. */
  wordings: readonly MetricWording[];
  /** Reported in `order`, then in file order. */
  cues: readonly MetricCue[];
  /** The metrics that have descriptions, in file order. */
  descriptions: readonly MetricDescriptions[];
  /** The families of metrics general words name, in file order (a replaced family keeps its place). */
  families: readonly MetricFamily[];
  /** The words that mark the sort of figure a question asks for, of every file. */
  askedFigures: readonly AskedFigureWords[];
}

/** The shipped metrics file. */
export const METRICS_FILE = join(VOCABULARY_DIR, 'metrics.json');

const defaultTerms = (m: MetricEntry): string => [...m.names, ...m.abbreviations.map((a) => a.toLowerCase())].join(' ');

interface Ranked<T> {
  order: number | undefined;
  seq: number;
  item: T;
}
const byOrder = <T>(list: Ranked<T>[]): T[] =>
  list.sort((a, b) => (a.order ?? Number.POSITIVE_INFINITY) - (b.order ?? Number.POSITIVE_INFINITY) || a.seq - b.seq).map((r) => r.item);

interface ReadMetric {
  entry: MetricEntry;
  /** Cue groups with this file's (and earlier files') cue sets filled in. */
  cues: { order: number | undefined; groups: string[]; terms: string | undefined }[];
}

/**
 * The shipped file as written, with the schema's defaults filled in but not checked against it:
 * the test suite checks it (metrics.test.ts), and checking its 6,000 strings on every start would
 * cost a cold start some 30 ms. A user's file is always checked.
 */
function readShipped(file: string): MetricsFile {
  const raw = readVocabularyJson(file) as { about?: string; cueSets?: Record<string, string>; metrics?: Record<string, unknown>[]; families?: MetricFamily[]; askedFigures?: AskedFigureWords[] } | null;
  if (!raw || !Array.isArray(raw.metrics)) throw new VocabularyFileError(`${file}: field metrics: a list of metrics is required`, 'this file ships with hybridrag: reinstall it (npm install)');
  return {
    about: raw.about,
    cueSets: raw.cueSets ?? {},
    leaveOut: [],
    families: (raw.families ?? []).map((f) => ({ ...f, words: f.words ?? [], wordings: f.wordings ?? [] })),
    askedFigures: (raw.askedFigures ?? []).map((a) => ({ ...a, words: a.words ?? [], wordings: a.wordings ?? [] })),
    metrics: raw.metrics.map((m) => ({ kind: 'metric', names: [], abbreviations: [], questionNames: [], plain: [], sectors: [], cues: [], wordings: [], ...m }) as unknown as MetricEntry),
  };
}

/** A file's metrics, with its cue sets filled in, and the ids of earlier files' metrics it leaves out. */
function readMetricsFile(file: string, sets: Map<string, string>): { metrics: ReadMetric[]; leaveOut: readonly string[]; families: readonly MetricFamily[]; askedFigures: readonly AskedFigureWords[] } {
  const parsed = file === METRICS_FILE ? readShipped(file) : readVocabularyFile(file, metricsFileSchema());
  for (const [k, v] of Object.entries(parsed.cueSets)) sets.set(k, v);
  const metrics = parsed.metrics.map((entry, i) => ({
    entry,
    cues: entry.cues.map((c, j) => {
      const cue = Array.isArray(c) ? { order: undefined, groups: c, terms: undefined } : c;
      const groups = cue.groups.map((g, k) =>
        g.replace(/@([a-z0-9_]+)/g, (_, name: string) => {
          const set = sets.get(name);
          if (set === undefined) {
            throw new VocabularyFileError(
              `${file}: field metrics.${i}.cues.${j}${Array.isArray(c) ? '' : '.groups'}.${k}: unknown cue set @${name}`,
              `define it under "cueSets", or use one of ${[...sets.keys()].map((s) => `@${s}`).join(', ') || '(none)'}`,
            );
          }
          return set;
        }),
      );
      return { order: cue.order, groups, terms: cue.terms };
    }),
  }));
  return { metrics, leaveOut: parsed.leaveOut, families: parsed.families, askedFigures: parsed.askedFigures };
}

function compile(files: readonly string[], read: readonly ReadMetric[], families: readonly MetricFamily[], askedFigures: readonly AskedFigureWords[]): MetricVocabulary {
  const metrics: Metric[] = [];
  const wordings: Ranked<MetricWording>[] = [];
  const cues: Ranked<MetricCue>[] = [];
  let seq = 0;
  for (const { entry, cues: entryCues } of read) {
    const { cues: _c, wordings: entryWordings, terms: own, ...rest } = entry;
    const metric: Metric = { ...rest, terms: own ?? defaultTerms(entry) };
    metrics.push(metric);
    for (const c of entryCues) cues.push({ order: c.order, seq: seq++, item: { metric: entry.id, groups: c.groups, terms: c.terms ?? metric.terms } });
    for (const w of entryWordings) {
      const x = typeof w === 'string' ? { order: undefined, pattern: w, terms: undefined } : w;
      wordings.push({ order: x.order, seq: seq++, item: { metric: entry.id, plain: new RegExp(`\\b(?:${x.pattern})\\b`, 'i'), terms: x.terms ?? metric.terms } });
    }
  }
  return {
    files,
    metrics,
    byId: new Map(metrics.map((m) => [m.id, m])),
    wordings: byOrder(wordings),
    cues: byOrder(cues),
    descriptions: metrics.filter((m) => m.plain.length > 0).map((m) => ({ metric: m.id, terms: m.terms, plain: m.plain })),
    families,
    askedFigures,
  };
}

/** Each family with the file it was read from, checked: every member a metric (not a topic) the files define. */
function checkedFamilies(families: ReadonlyMap<string, { family: MetricFamily; file: string }>, byId: ReadonlyMap<string, ReadMetric>): MetricFamily[] {
  return [...families.values()].map(({ family, file }) => {
    const unknown = family.metrics.filter((id) => byId.get(id)?.entry.kind !== 'metric');
    if (unknown.length > 0) throw new VocabularyFileError(`${file}: family ${family.id}: ${unknown.join(', ')} ${unknown.length === 1 ? 'is' : 'are'} no metric of the vocabulary`, 'name metric ids the metrics files define (topics have no figures)');
    return family;
  });
}

let shipped: MetricVocabulary | null = null;
const withExtra = new Map<string, MetricVocabulary>();

/**
 * The metrics of the shipped file plus those of `extraFiles`: a later file's metric with an id
 * already read replaces it (in its place), others are added after, and the ids a file's `leaveOut`
 * lists are dropped from those read before it (and from their families). A later file's family
 * replaces one of the same id. Read and compiled once per list of files.
 */
export function loadMetrics(extraFiles: readonly string[] = []): MetricVocabulary {
  if (extraFiles.length === 0 && shipped) return shipped;
  const key = extraFiles.join('\0');
  const known = withExtra.get(key);
  if (known) return known;
  const sets = new Map<string, string>();
  const byId = new Map<string, ReadMetric>();
  const families = new Map<string, { family: MetricFamily; file: string }>();
  const askedFigures: AskedFigureWords[] = [];
  const files = [METRICS_FILE, ...extraFiles];
  for (const file of files) {
    const read = readMetricsFile(file, sets);
    askedFigures.push(...read.askedFigures);
    for (const id of read.leaveOut) byId.delete(id);
    // A metric left out leaves the families read before it too; a family left with none goes.
    for (const [key, { family, file: from }] of read.leaveOut.length > 0 ? families : []) {
      const kept = family.metrics.filter((id) => !read.leaveOut.includes(id));
      if (kept.length === 0) families.delete(key);
      else families.set(key, { family: { ...family, metrics: kept }, file: from });
    }
    for (const m of read.metrics) byId.set(m.entry.id, m);
    for (const f of read.families) families.set(f.id, { family: f, file });
  }
  const out = compile(files, [...byId.values()], checkedFamilies(families, byId), askedFigures);
  if (extraFiles.length === 0) shipped = out;
  else withExtra.set(key, out);
  return out;
}

let activeFiles: readonly string[] = [];

/**
 * Make the question readers (paraphraseTerms, withFinanceTerms, isFinanceTerm) use the shipped
 * metrics plus `files` (config `vocabulary.metrics`) from now on; the files are read here, so a
 * broken file fails at once.
 */
export function useMetricFiles(files: readonly string[] = []): void {
  loadMetrics(files);
  activeFiles = [...files];
}

/** The vocabulary the question readers use: the shipped one plus the files of `useMetricFiles`. */
export function activeMetrics(): MetricVocabulary {
  return loadMetrics(activeFiles);
}

/** The metric (or topic) with this id, or undefined. */
export function metricById(id: string, vocab: MetricVocabulary = activeMetrics()): Metric | undefined {
  return vocab.byId.get(id);
}

/** Where a text names a metric: its id, the words as written, and their span. */
export interface MetricMention {
  id: string;
  text: string;
  start: number;
  end: number;
  /** Named by a counted noun right after its figure ("73 million customers"). */
  counted?: true;
}

interface MentionMatcher {
  names: WholePhrases | null;
  nameIds: ReadonlyMap<string, string>;
  /** Names that are a bare head noun ("profit"): a mention only unqualified (see `unqualified`). */
  heads: ReadonlySet<string>;
  /** Nouns a count is stated in ("customers"): a mention only right after a count figure (see `afterCount`). */
  counted: ReadonlySet<string>;
  abbreviations: WholePhrases | null;
  abbreviationIds: ReadonlyMap<string, string>;
}

/** What matching needs of a metric: its id, names and abbreviations. */
export interface NamedMetric {
  id: string;
  names: readonly string[];
  abbreviations: readonly string[];
  /** Bare head nouns that name the metric only unqualified ("profit" for net profit, not "contribution profit"). */
  heads?: readonly string[];
  /** Plural nouns a count is stated in, naming the metric only right after its figure ("73 million customers"). */
  counted?: readonly string[];
}

const matchers = new WeakMap<readonly NamedMetric[], MentionMatcher>();
const namedMetrics = new WeakMap<MetricVocabulary, readonly NamedMetric[]>();

const normalName = (s: string): string => s.toLowerCase().replace(/[\s-]+/g, ' ');

function mentionMatcher(metrics: readonly NamedMetric[]): MentionMatcher {
  let m = matchers.get(metrics);
  if (m) return m;
  const nameIds = new Map<string, string>();
  const abbreviationIds = new Map<string, string>();
  // A name or abbreviation two metrics share names the first.
  for (const metric of metrics) {
    for (const n of metric.names) if (!nameIds.has(normalName(n))) nameIds.set(normalName(n), metric.id);
    for (const a of metric.abbreviations) for (const form of new Set([a, a.toUpperCase()])) if (!abbreviationIds.has(form)) abbreviationIds.set(form, metric.id);
  }
  // Words placed after every name before them, a name shared winning: the words placed.
  const placeAfter = (words: (metric: NamedMetric) => readonly string[] | undefined): Set<string> => {
    const placed = new Set<string>();
    for (const metric of metrics) {
      for (const w of words(metric) ?? []) {
        if (nameIds.has(normalName(w))) continue;
        nameIds.set(normalName(w), metric.id);
        placed.add(normalName(w));
      }
    }
    return placed;
  };
  // A head noun names its metric after every full name has been placed.
  const heads = placeAfter((metric) => metric.heads);
  // A counted noun names its metric last of all, and only after a count (`afterCount`).
  const counted = placeAfter((metric) => metric.counted);
  const longestFirst = (keys: Iterable<string>): string[] => [...keys].sort((a, b) => b.length - a.length);
  m = {
    // Any case, a hyphen or spaces between words, a plural "s" allowed ("gross NPAs").
    names: nameIds.size ? wholePhrases(longestFirst(nameIds.keys())) : null,
    nameIds,
    heads,
    counted,
    // As written or in capitals, a plural "s" allowed ("NPAs").
    abbreviations: abbreviationIds.size ? wholeLiterals(longestFirst(abbreviationIds.keys())) : null,
    abbreviationIds,
  };
  matchers.set(metrics, m);
  return m;
}

/** Words a bare head noun may follow and still be the metric: articles, possessives, framing ("our highest ever quarterly profit"). */
const HEAD_LEAD = new Set('a an the our its their this that in and or with to at by on for is was are were into total overall consolidated standalone reported quarterly annual quarter year ever highest record higher lower strong robust healthy'.split(' '));
/** Words a bare head noun may precede and still be the metric: verbs, prepositions, conjunctions ("profit is up 60%", "profit of"), not another noun ("profit pool"). */
const HEAD_FOLLOW = new Set('is was were are has have had of at for in from to grew rose increased declined fell jumped up down came stood stands amounted amounts totalled totaled touched crossed closed ended will would should could and or but which that this during over by on with as remained reached improved more less also too went guidance outlook'.split(' '));

/** A head noun is its metric only unqualified: after no word but HEAD_LEAD's, and before a word of HEAD_FOLLOW's, a figure or punctuation. */
function unqualified(text: string, start: number, end: number): boolean {
  const before = /([\p{L}][\p{L}'’-]*)\s*$/u.exec(text.slice(Math.max(0, start - 40), start));
  // A measure-basis word ("adjusted earnings", "GAAP profit") qualifies how the metric is measured, not which metric it is.
  if (before && ((!HEAD_LEAD.has(before[1]!.toLowerCase()) && !isBasisWord(before[1]!)) || /-$/.test(text.slice(0, start)))) return false;
  const after = /^\s*([\p{L}][\p{L}'’-]*)/u.exec(text.slice(end, end + 40));
  return !after || HEAD_FOLLOW.has(after[1]!.toLowerCase());
}

/**
 * A count figure right before a counted noun, at most three words between and none of them a
 * function word: "73 million customers", "close to 350 stores", "44 Beautiful Homes (BH) stores",
 * "2 million new users"; not a sum of money ("Rs 500 crore customers"), a percentage, a rank ("our top
 * 10 customers") or a figure of something else ("2,000 crores in stores").
 */
const COUNT_BEFORE = /(?<![\p{L}\p{N}.,])(\d[\d,]*(?:\.\d+)?)(?:\s*(?:k|lakhs?|lacs?|crores?|million|mn|billion|bn))?\+?\s+((?:[\p{L}(][\p{L}()'’&-]*\s+){0,3})$/iu;
const OWN_COUNT_LEAD = /(?:['’]re\s+in|(?:^|[\s,(])(?:(?:are|is|were|was|present|presence|operate|operates|operating|operations)\s+in|have|has|had|having|with|at|to|our|their|its|added|adding|add|adds|opened|opening|open|opens|hired|hiring|acquired|acquiring|commissioned|crossed|reached|touched|employ|employs|employed|sold|sells|selling|produced|produces|producing|shipped|ships|shipping|dispatched|despatched))\s+(?:(?:only|about|around|approximately|roughly|nearly|almost|over|more\s+than|close\s+to|some|another|an\s+additional|additional|a\s+total\s+of|the|just|under|below|above|upwards\s+of)\s+)*$/iu;
const NOT_BETWEEN = new Set('of in to per from at for by on and or with a an the our its their across over under than as is are was were'.split(' '));
function afterCount(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 80), start);
  const m = COUNT_BEFORE.exec(before);
  if (!m) return false;
  if (m[2]!.split(/\s+/).some((w) => NOT_BETWEEN.has(w.toLowerCase()))) return false;
  const lead = before.slice(0, m.index);
  if (/(?:rs\.?|inr|usd|us|eur|gbp|\$|₹|€|£)\s*$/iu.test(lead)) return false;
  // A rank or a tier ("our top 10 customers", "Tier 2 to 6 cities"), a name's number ("Hero 2.0 stores"), or the people a
  // thing is done for or to ("trained 40,000 employees", "a workplace for 120,000 employees") is no count of the company's.
  if (/(?:^|[\s(])(?:top|largest|biggest|first|last|next|bottom|tier|for|trained|train|training|upskilled|certified)\s*(?:\d+\s*(?:to|and|-|–|,)\s*)?$/iu.test(lead)) return false;
  // The top of a range ("150 to 170 stores") is not the count; nor are stores closed, refreshed or converted a count of them.
  if (/\d\s*(?:to|-|–|or)\s*$/iu.test(lead) || /\b(?:clos\w*|shut\w*|exit\w*|refresh\w*|remodel\w*|renovat\w*|convert\w*|instead\s+of)\s+(?:(?:an?|the|our|additional|another|about|around|approximately|roughly|nearly|over|some)\s+)*$/iu.test(lead)) return false;
  if (/[\p{L}\p{N},;:]\s+\p{Lu}[\p{L}\p{N}.-]*\s*$/u.test(lead)) return false;
  // The company's own count: one it has, reaches or adds ("we have 44 …", "stood at 73 million", "our 95,000 employees",
  // "added 2 million new users"), or sells, makes or ships ("sold a total of 498,030 vehicles", "produced around 584,000 barrels"), not one a thing is in or done for ("self checkout in approximately 4,300 stores").
  return OWN_COUNT_LEAD.test(lead);
}

/** The vocabulary's metrics (topics left out), as one stable list. */
export function vocabularyMetrics(vocab: MetricVocabulary = activeMetrics()): readonly Metric[] {
  let list = namedMetrics.get(vocab);
  if (!list) {
    list = vocab.metrics.filter((m) => m.kind === 'metric');
    namedMetrics.set(vocab, list);
  }
  return list as readonly Metric[];
}

/**
 * Every place `text` names a metric by one of its names (any case, whole words, a hyphen or a
 * space between words) or abbreviations (as written or in capitals), either with a plural "s", in
 * text order. Where two
 * overlap the longer wins: "net interest margin" is one mention, not "margin" too. Topics are not
 * metrics and are not reported.
 */
export function metricMentions(text: string, vocab: MetricVocabulary = activeMetrics()): MetricMention[] {
  return mentionsOf(text, vocabularyMetrics(vocab));
}

/** As metricMentions, over a list of metrics (the same list object reuses its compiled matcher). */
/** "non-" or "non " right before a name: the phrase names what the metric is not. */
const NEGATED = /(?<![\p{L}\p{N}])non[\s-]?$/iu;
/**
 * A noun right after a name, or one word after it, that makes the phrase name another thing of which the
 * metric is only a modifier: "capex acceptances" (trade credit), "run rate synergies", "run rate expense
 * synergies", "revenue opportunities", "an EPS headwind", "the R&D facility".
 */
const OTHER_THING_AFTER = /^[\s-]*(?:(?!(?:and|or|but|so|of|from|to|in|on|with|for|by|at|as|into|over|through|after|before|against|despite|amid|amidst|due|given|including|excluding|plus|versus|vs|because|since|than|while|which|that|the|a|an|our|its|their|some|any|no|not|more|less|also|still|was|were|is|are|has|have|had|will|would)\b)\p{Ll}[\p{Ll}-]*\s+)?(?:synerg(?:y|ies)|acceptances?|headwinds?|tailwinds?|opportunit(?:y|ies)|facilit(?:y|ies))(?![\p{L}\p{N}])/iu;

/** Does the text after a metric's name, ending at `end`, make the phrase name another thing ("capex acceptances", "EPS headwind")? */
export function namesOtherThing(text: string, end: number): boolean {
  return OTHER_THING_AFTER.test(text.slice(end, end + 40));
}

/** A word that opens with a capital and mixes lower-case letters and at least one more capital ("RoE", "RoCEs"); the capital is matched before the look back that it opens a word, so the search skips to capitals. */
const MIXED_CASE = /\p{Lu}(?<![\p{L}\p{N}]\p{Lu})(?=[\p{L}]*\p{Ll})(?=[\p{L}]*\p{Lu})[\p{L}]+(?![\p{L}\p{N}])/gu;

export function mentionsOf(text: string, metrics: readonly NamedMetric[]): MetricMention[] {
  const m = mentionMatcher(metrics);
  const found: MetricMention[] = [];
  if (m.names) {
    for (const x of m.names.matches(text)) {
      const normal = normalName(x.text);
      const key = m.nameIds.has(normal) ? normal : normal.slice(0, -1);
      const id = m.nameIds.get(key);
      if (id && (!m.heads.has(key) || unqualified(text, x.start, x.end)) && (!m.counted.has(key) || afterCount(text, x.start))) found.push(m.counted.has(key) ? { id, ...x, counted: true } : { id, ...x });
    }
  }
  if (m.abbreviations) {
    for (const x of m.abbreviations.matches(text)) {
      const id = m.abbreviationIds.get(x.text) ?? m.abbreviationIds.get(x.text.slice(0, -1));
      if (id) found.push({ id, ...x });
    }
  }
  // An abbreviation written in mixed case ("RoE", "RoCE", "RoA"): a word of capitals and lower-case letters, two capitals at least, whose capitals form is one.
  if (m.abbreviationIds.size > 0) {
    for (const x of text.matchAll(MIXED_CASE)) {
      const upper = x[0].toUpperCase();
      const id = m.abbreviationIds.get(upper) ?? (/s$/.test(x[0]) ? m.abbreviationIds.get(upper.slice(0, -1)) : undefined);
      if (id) found.push({ id, text: x[0], start: x.index!, end: x.index! + x[0].length });
    }
  }
  const kept: MetricMention[] = [];
  // "non-interest expense" is not interest expense: a name the word "non" negates names another thing.
  for (const f of found.filter((x) => !NEGATED.test(text.slice(Math.max(0, x.start - 5), x.start))).sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) {
    if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  }
  return kept.sort((a, b) => a.start - b.start);
}

/** Where a text names a family of metrics by one of its general words. */
export interface FamilyMention {
  family: string;
  /** Named by one of the family's words, or by one of its wordings. */
  by: 'word' | 'wording';
  /** The family's metric ids, the one to use first first. */
  metrics: readonly string[];
  text: string;
  start: number;
  end: number;
}

const familyMatchers = new WeakMap<readonly MetricFamily[], { words: WholePhrases | null; ids: ReadonlyMap<string, MetricFamily>; wordings: { family: MetricFamily; re: RegExp }[] }>();

/**
 * Every place `text` names a family of metrics by one of its words (any case, whole words, a hyphen
 * or a space between words, a plural "s" allowed) or wordings, in text order; a word two families
 * share names the first, and of overlapping matches the longer is kept.
 */
export function familyMentions(text: string, families: readonly MetricFamily[] = activeMetrics().families): FamilyMention[] {
  let m = familyMatchers.get(families);
  if (!m) {
    const ids = new Map<string, MetricFamily>();
    for (const f of families) for (const w of f.words ?? []) if (!ids.has(normalName(w))) ids.set(normalName(w), f);
    const wordings = families.flatMap((f) => (f.wordings ?? []).map((w) => ({ family: f, re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${w})(?![\\p{L}\\p{N}])`, 'giu') })));
    m = { words: ids.size ? wholePhrases([...ids.keys()].sort((a, b) => b.length - a.length)) : null, ids, wordings };
    familyMatchers.set(families, m);
  }
  const { ids } = m;
  const found: FamilyMention[] = (m.words?.matches(text) ?? []).flatMap((x) => {
    const normal = normalName(x.text);
    const f = ids.get(normal) ?? ids.get(normal.slice(0, -1));
    return f ? [{ family: f.id, by: 'word' as const, metrics: f.metrics, ...x }] : [];
  });
  for (const { family, re } of m.wordings) for (const x of text.matchAll(re)) found.push({ family: family.id, by: 'wording', metrics: family.metrics, text: x[0], start: x.index, end: x.index + x[0].length });
  const kept: FamilyMention[] = [];
  for (const f of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept.sort((a, b) => a.start - b.start);
}

/** Where a text marks the sort of figure it asks for by one of the vocabulary's words ("expecting": a guidance). */
export interface AskedFigureMention {
  figure: AskedFigureWords['figure'];
  text: string;
  start: number;
  end: number;
}

const askedMatchers = new WeakMap<readonly AskedFigureWords[], { words: WholePhrases | null; figureOf: ReadonlyMap<string, AskedFigureWords['figure']>; wordings: { figure: AskedFigureWords['figure']; re: RegExp }[] }>();

/**
 * Every place `text` marks the sort of figure it asks for by one of the words (any case, whole
 * words, a hyphen or a space between words, a plural "s" allowed) or wordings of `asked`, in text
 * order; of overlapping matches the longer is kept.
 */
export function askedFigureMentions(text: string, asked: readonly AskedFigureWords[] = activeMetrics().askedFigures): AskedFigureMention[] {
  let m = askedMatchers.get(asked);
  if (!m) {
    const figureOf = new Map<string, AskedFigureWords['figure']>();
    for (const a of asked) for (const w of a.words) if (!figureOf.has(normalName(w))) figureOf.set(normalName(w), a.figure);
    const wordings = asked.flatMap((a) => a.wordings.map((w) => ({ figure: a.figure, re: new RegExp(`(?<![\\p{L}\\p{N}])(?:${w})(?![\\p{L}\\p{N}])`, 'giu') })));
    m = { words: figureOf.size ? wholePhrases([...figureOf.keys()].sort((a, b) => b.length - a.length)) : null, figureOf, wordings };
    askedMatchers.set(asked, m);
  }
  const { figureOf } = m;
  const found: AskedFigureMention[] = (m.words?.matches(text) ?? []).flatMap((x) => {
    const normal = normalName(x.text);
    const figure = figureOf.get(normal) ?? figureOf.get(normal.slice(0, -1));
    return figure ? [{ figure, ...x }] : [];
  });
  for (const { figure, re } of m.wordings) for (const x of text.matchAll(re)) found.push({ figure, text: x[0], start: x.index, end: x.index + x[0].length });
  const kept: AskedFigureMention[] = [];
  for (const f of found.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start)) if (!kept.some((k) => f.start < k.end && k.start < f.end)) kept.push(f);
  return kept.sort((a, b) => a.start - b.start);
}
