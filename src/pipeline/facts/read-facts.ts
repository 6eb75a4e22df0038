/**
 * Facts from a call's pages, offline: every management sentence that states a figure of a metric
 * in the metric vocabulary becomes a typed fact (company, segment, metric, value, unit, period,
 * kind), cited to its sentence and page. Questions and the moderator's lines are not read. Pure:
 * the facts stage stores what this returns.
 */
import { collapseSpaces } from '../../core/text/spaces.js';
import { createHash } from 'node:crypto';
import type { Quarter } from '../../core/domain.js';
import type { Fact } from '../../core/fact.js';
import { splitSentences } from '../../core/text/sentences.js';
import { roleTurns, turnBody } from '../../core/text/turn-roles.js';
import { callCast } from '../../core/text/call-cast.js';
import { type CallPeriod, isMonthOrSeveral, periodNamed } from '../../core/text/fact-period.js';
import { type MetricLexicon, type MetricMention, vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { answeredMetric, discourseMetrics, restatedMetric, withBareMargins, withSentenceMentions } from './discourse-metric.js';
import { discoursePeriods, outlookLists, outlookYears } from './discourse-period.js';
import { YEAR_UNSAID } from './forward-kind.js';
import { discourseSubjects } from './discourse-subject.js';
import { namedInDocument } from './topic-phrase.js';
import { endsParagraph, paragraphEndings } from './paragraphs.js';
import { documentSegmentNames, lowerCalledNamesIn, lowerCaseWords, segmentAfterMetric, selfWordsOf } from '../../core/text/segment.js';
import { companyAbbreviations, othersAbbreviations } from '../../core/text/defined-abbreviations.js';
import { type SkipReason, sentenceFacts } from './sentence-facts.js';
import { figuresIn, type TextFigure } from '../../core/text/figures.js';
import { labelBusinesses, speakerBusinesses } from './speaker-business.js';
import { loadOwnerMarkers } from '../../core/vocabulary/owners.js';
import { sectorsBesideStandalone } from '../../core/vocabulary/sectors.js';
import { withParallelParts } from './parallel-parts.js';
import { withPlacesLocatingOwn } from './place-owner.js';
import { bareGrowths } from './bare-growth.js';
import { ownerPointedThere } from './there-owner.js';

/** Bumped whenever the rules change what they read: documents read by an older version are read again. */
export const FACT_RULES_VERSION = 2620;

export interface FactDocument {
  docId: string;
  company: string | null;
  /** The company's other names and ticker: a phrase made of their words is the company, not a segment. */
  aliases?: readonly string[];
  ticker?: string | null;
  quarter: Quarter | null;
  year: string | null;
  fyEndMonth: number | null;
  /** The document's pages, in order (page 1 first). */
  pages: readonly string[];
  /** The company's sectors (data/vocabulary/sectors.json ids): a metric of other sectors only is not read in its call. */
  sectors?: readonly string[];
}

/**
 * The moderator's line handing the call to its first questioner ("The first question is from the line of ..."): the
 * turns before it are read whoever speaks them. Not call-cast.ts's INTRODUCES_QUESTION, which places speakers: the two
 * differ at the edges ("line of" alone, "a question by …"), and the US calls' facts with them.
 */
const FIRST_QUESTION = /\b(?:first|next|opening)\s+question\b|\bline\s+of\b/i;

/** A turn that ends by asking. */
const ASKS = /\?["'’”)\]]*\s*$/;
/** A short question standing for what was just answered by a pronoun: "And how was it year-on-year?", "What about that in the second quarter?". */
const FOLLOW_UP = /^(?:[^.?!]{0,40}\b)?(?:it|that|this)\b[^.!]{0,40}\?\s*$/i;

const BULLET = /\s*[•▪●◦■]\s*|\s+o\s+(?=[A-Z])/;
/** What every BULLET holds: a sentence without it is no list, and is not split (splitting by BULLET tries it at every place). */
const BULLET_MARK = /[•▪●◦■]|\so\s/;


export interface ReadFactsOptions {
  /** A user's own metric vocabulary files (config `vocabulary.metrics`), added to the shipped one. */
  metricFiles?: readonly string[];
  /** A user's own owner-marker files (config `vocabulary.owners`), added to the shipped data/vocabulary/owners.json. */
  ownerFiles?: readonly string[];
  /** The metrics to read; default: the vocabulary's. */
  lexicon?: MetricLexicon;
  /** Told why a figure of a management sentence states no fact (bench/fact-extraction.ts explains the misses with it). */
  why?: (sentence: ManagementSentence, figure: TextFigure, reason: SkipReason) => void;
}

/** A management sentence of a call, with the page it is on and who said it. */
export interface ManagementSentence {
  text: string;
  /** 1-based page of the sentence. */
  page: number;
  /** Where the sentence starts in its page's text (whitespace collapsed); null when it was not found there. */
  offset?: number | null;
  /** Who said it, when the transcript names the speaker. */
  speaker: string | null;
  /** The speaker's turn it is in (0-based, counting every turn of the call). */
  turn: number;
  /** It ends its paragraph (by the page's layout), its turn or a bulleted item. */
  paragraphEnd: boolean;
  /** For the first sentence of a reply to an analyst's question: that question's words; else null. */
  asked?: string | null;
  /** For the first sentence of a reply to an analyst's follow-up: the question the same analyst asked before the reply it follows; else null. */
  askedBefore?: string | null;
}

/**
 * The sentences the facts are read from, in order: management's (prepared remarks and replies),
 * never a question or the moderator's line; a bulleted list is one sentence per bullet. Both fact
 * readers (the rules here, and the model's) read these.
 */
export function managementSentences(doc: Pick<FactDocument, 'pages'> & Partial<Pick<FactDocument, 'company' | 'aliases' | 'ticker'>>, flatPages: readonly string[] = doc.pages.map(collapseSpaces)): ManagementSentence[] {
  const pageStarts: number[] = [];
  let at = 0;
  for (const p of flatPages) {
    pageStarts.push(at);
    at += p.length + 1;
  }
  const flat = flatPages.join(' ');
  const pageAt = (offset: number): number => {
    let lo = 0;
    for (let i = 0; i < pageStarts.length; i++) if (pageStarts[i]! <= offset) lo = i;
    return lo + 1;
  };
  const endings = doc.pages.map(paragraphEndings);
  const out: ManagementSentence[] = [];
  let cursor = 0;
  // Who is management and who asks, read once for the document (core/text/call-cast.ts).
  const cast = callCast(doc.pages, [doc.company, doc.ticker, ...(doc.aliases ?? [])]);
  const turns = roleTurns(doc.pages.join('\n\n'), cast);
  const askers = cast.analysts;
  const firstQuestion = turns.findIndex((t) => t.role === 'moderator' && FIRST_QUESTION.test(t.text));
  for (const [i, turn] of turns.entries()) {
    const sentences = splitSentences(turnBody(turn));
    // Prepared remarks (before the first question is introduced) and the turns of a speaker the call's cast places in
    // management are read, a rhetorical "?" or not; an analyst's never, a question mark or not.
    const own = turn.speaker !== null && cast.management.has(turn.speaker);
    const reads = turn.role !== 'moderator' && (own || (firstQuestion >= 0 && i < firstQuestion) || (turn.speaker !== null ? !askers.has(turn.speaker) && (turn.role === 'reply' || !ASKS.test(turnBody(turn))) : turn.role === 'reply'));
    // A reply right after an analyst's question answers it: its first sentence may state a figure of the metric asked.
    const prev = turns[i - 1];
    const isAsked = (q: (typeof turns)[number] | undefined): boolean => !!q && q.role === 'question' && q.speaker !== turn.speaker && (q.speaker === null || askers.has(q.speaker));
    let asked = isAsked(prev) ? turnBody(prev!) : null;
    // The question before the reply the question here follows, when the same analyst asked both.
    const first = turns[i - 3];
    const askedBefore = asked && prev!.speaker !== null && turns[i - 2]?.role === 'reply' && isAsked(first) && first!.speaker === prev!.speaker ? turnBody(first!) : null;
    // A bulleted list read as one sentence is one sentence per bullet.
    for (const x of sentences) {
      const bullets = (BULLET_MARK.test(x) ? x.split(BULLET) : [x]).map((b) => b.trim()).filter(Boolean);
      for (const [j, s] of bullets.entries()) {
        const found = flat.indexOf(s.slice(0, 60), cursor);
        if (found >= 0) cursor = found;
        if (!reads) continue;
        const page = pageAt(found >= 0 ? found : cursor);
        const offset = found >= 0 ? found - pageStarts[page - 1]! : null;
        out.push({ text: s, page, offset, speaker: turn.speaker, turn: i, paragraphEnd: j < bullets.length - 1 || endsParagraph(s, endings[page - 1] ?? []), asked, askedBefore: asked && askedBefore });
        // "Absolutely, bang on. So we will clearly by 2030 … reach a 200 million ton mark.": the reply's first figure answers, after words that state none.
        if (/\d/.test(s)) asked = null;
      }
    }
  }
  return out;
}

/** A fact's stable id: the document, the sentence's page and text, the figure's place in it and its metric. */
export function factId(docId: string, page: number, sentence: string, at: number, metric: string): string {
  return createHash('sha1').update(`${docId}\u0000${page}\u0000${sentence}\u0000${at}\u0000${metric}`).digest('hex').slice(0, 16);
}

/** Every fact the document's management states. */
export function readFacts(doc: FactDocument, opts: ReadFactsOptions = {}): Fact[] {
  // A standalone trade ("refiners", "furniture") narrows no metric: the sectors the rest of the call reads do.
  const lexicon = forSectors(opts.lexicon ?? vocabularyLexicon(opts.metricFiles ?? []), sectorsBesideStandalone(doc.sectors ?? []));
  // Each page on one line, once for the whole reading (the sentences are found in these too).
  const flatPages = doc.pages.map(collapseSpaces);
  const flat = flatPages.join(' ');
  const call: CallPeriod = { quarter: doc.quarter, year: doc.year, startMonth: doc.fyEndMonth ? (doc.fyEndMonth % 12) + 1 : null };
  const selfWords = selfWordsOf([doc.company, doc.ticker, ...(doc.aliases ?? [])]);
  // "Bajaj Finance Limited (BFL)": initials the document gives another business are that business's, not the company's.
  const others = othersAbbreviations(flat, selfWords);
  for (const a of others) selfWords.delete(a);
  // Whether a phrase names a metric, read once per phrase (the business-name readings ask of the same phrases again).
  const metricPhrases = new Map<string, boolean>();
  const isMetric = (phrase: string): boolean => {
    let is = metricPhrases.get(phrase);
    if (is === undefined) metricPhrases.set(phrase, (is = lexicon.mentions(phrase).length > 0));
    return is;
  };
  const businesses = documentSegmentNames(flat, selfWords, isMetric);
  const companies = companyAbbreviations(flat);
  const segments = { selfWords, lowerWords: lowerCaseWords(flat), segmentNames: new Set([...businesses.all, ...others]), titledNames: businesses.titled, lowerCalledNames: lowerCalledNamesIn(flat, selfWords, isMetric) };
  const sentences = managementSentences(doc, flatPages);
  const speakers = [...new Set(sentences.map((s) => s.speaker).filter((sp): sp is string => sp !== null))];
  const subjects = discourseSubjects(sentences, segments, isMetric, speakerBusinesses(doc.pages[0] ?? '', speakers, segments), labelBusinesses(speakers, segments), namedInDocument(flat), companies);
  const out: Fact[] = [];
  const years = discoursePeriods(sentences, call);
  const outlooks = outlookYears(sentences, call);
  const listedOutlooks = outlookLists(sentences);
  // Each sentence's metrics are read once, for the pronouns and for its facts.
  const namedAll = withBareMargins(sentences, sentences.map((s) => lexicon.mentions(s.text)), lexicon);
  // A counted noun ("350 stores") names the metric of the count before it only: no pronoun or later figure stands for it.
  const named = namedAll.map((ms) => ms.filter((m) => !m.counted));
  const pronouns = discourseMetrics(sentences, named);
  const markers = loadOwnerMarkers(opts.ownerFiles ?? []);
  // Owners that are no business of the company's: the economy, the industry, and those a marker word gives (the customers, the peers …).
  const notBusiness = (owner: string): boolean => owner === 'economy' || owner === 'industry' || markers.some((o) => o.owner === owner);
  // The metric a business's growth stated with no metric named measures in this call's sectors ("BFSI grew 12%": revenue growth at an IT services company).
  const bareMetric = lexicon.bareGrowth?.(sectorsBesideStandalone(doc.sectors ?? [])) ?? null;
  // The metric each question asked ends on, read once per question (the reply's sentences share it).
  const asked = new Map<string, MetricMention | null>();
  const askedMetric = (question: string): MetricMention | null => {
    if (!asked.has(question)) asked.set(question, answeredMetric(question, lexicon));
    return asked.get(question)!;
  };
  // Whether a sentence before, in the same turn, named a metric: the reply then speaks of that one, not of the one asked.
  let spoken = false;
  // The facts the sentence before stated, for a sentence that restates their metric.
  let before: { turn: number; facts: Fact[]; lastFigureRead: boolean } | null = null;
  for (const [i, s] of sentences.entries()) {
    if (i === 0 || sentences[i - 1]!.turn !== s.turn) spoken = false;
    // A reply's first sentence with a figure naming no metric, after a question that named one: "It will be anywhere between INR6,000 crores and INR7,000 crores."
    // "… the retail sales number for the quarter …?" "Retail sale was approximately 3.8 lakhs …" "And how was it year-on-year?" "Year-on-year,
    // it's a growth of about 8%.": a follow-up whose pronoun names no metric asks again of the one its asker's question before named.
    const answered = pronouns[i] || spoken ? null : named[i]!.length === 0 && s.asked && !ASKS.test(s.text) ? (askedMetric(s.asked) ?? (s.askedBefore && FOLLOW_UP.test(s.asked) ? askedMetric(s.askedBefore) : null)) : null;
    if (named[i]!.length > 0) spoken = true;
    // "Prior quarter was 67 basis points and prior year was 91 basis points.": figures alone, of the metric the sentence before stated.
    const restated = pronouns[i] || answered || named[i]!.length > 0 ? null : restatedMetric(s, before);
    const carried = pronouns[i] ?? answered ?? restated;
    // A sentence naming no metric, nor carrying one, whose growth verbs a business is named for: each verb stands for the bare-growth metric, its figures the business's.
    const bare = bareMetric && !carried && named[i]!.length === 0 ? bareGrowths(s.text, bareMetric) : [];
    const mentionsHere = bare.length > 0 ? bare.map((b) => b.mention) : carried ? [carried, ...namedAll[i]!.filter((m) => m.counted)] : namedAll[i]!;
    // The facts of the sentence right before, of the same turn, whose metric a pronoun or a bare restatement here carries on.
    const spokenBefore = (pronouns[i] ?? restated) && before?.turn === s.turn ? before.facts : [];
    // "… Kotak Mahindra Investments had a post-tax profit of … This is on the back of a 50% growth in the advances book there.": the business the sentence before stated its figures of.
    const pointedThere = before?.turn === s.turn ? ownerPointedThere(s.text, before.facts, notBusiness) : null;
    const stated: Fact[] = [];
    let lastAt = -1;
    // "… on the FY'24 capex, do you give capex guidance?" "It will be anywhere between …": a forward figure the reply dates nowhere is for the period asked about.
    const askedPeriod = answered && s.asked ? periodNamed(s.asked, call) : null;
    for (let f of sentenceFacts(s.text, withSentenceMentions(lexicon, s.text, mentionsHere), call, segments, subjects[i] ?? null, opts.why ? (f, r) => opts.why!(s, f, r) : undefined, markers)) {
      // A bare growth's figure is the business's the verb before it is said of.
      // … and only a percentage: "Communications and Media grew by 50 basis points" states no rate of growth.
      const grown = bare.findLast((b) => b.mention.end <= f.at);
      if (grown && f.unit !== 'percent') continue;
      if (grown) f = { ...f, segment: grown.owner };
      // "Moving on to our FY '22 guidance." "Organic revenue growth of 1% to 3%; EBIT margin of 10% to 11%.": a listed outlook's figures, dated by no word of their own, are guidance.
      const listed = listedOutlooks[i] && f.period.text === null && (f.kind === 'actual' || f.kind === 'change');
      if (listed) f = { ...f, kind: 'guidance', basis: null, period: { period: null, text: 'no period stated' } };
      // A figure stated for the call's own period, in a passage about the whole year, is the year's.
      // A guidance dated only by default (the year under way) takes the period the passage or the question names.
      // Not one said over several years or of a month ("$3.5 billion over the five years ending in 2025"): it has none.
      const undated = ((f.period.period === null && !isMonthOrSeveral(f.period.text)) || f.period.text === YEAR_UNSAID) && (f.kind === 'guidance' || f.kind === 'target');
      // "Depreciation is expected to be between $180 million and $190 million", after "Fiscal 2021 free cash flow is expected to be …": the outlook's year.
      const outlook = undated && f.kind === 'guidance' ? outlooks[i] : null;
      const period = undated && askedPeriod ? askedPeriod : outlook ? outlook : f.period.text === null && years[i] && (f.kind === 'actual' || f.kind === 'change') ? years[i]! : f.period;
      lastAt = Math.max(lastAt, f.at);
      stated.push({
        id: factId(doc.docId, s.page, s.text, f.at, f.metric),
        docId: doc.docId,
        company: doc.company,
        segment: f.segment ?? ownerCarriedOn(f.metric, spokenBefore) ?? pointedThere,
        metric: f.metric,
        metricText: f.metricText,
        value: f.value,
        valueHigh: f.valueHigh,
        valueText: f.valueText,
        unit: f.unit,
        currency: f.currency,
        period: period.period,
        periodText: period.text,
        kind: f.kind,
        basis: f.basis,
        measure: f.measure,
        sentence: s.text,
        page: s.page,
        speaker: s.speaker,
        position: s.offset == null ? null : s.offset + f.at,
      });
    }
    out.push(...stated);
    before = { turn: s.turn, facts: stated, lastFigureRead: lastAt >= 0 && lastAt === figuresIn(s.text).at(-1)?.start };
  }
  return withPlacesLocatingOwn(withSegmentsAfterMetric(withParallelParts(dedupe(out), isMetric)), flat);
}

/**
 * "India revenues grew … EBITDA margins are at 52.7%. This is an expansion of 0.5% from the last quarter.": a figure whose
 * metric a pronoun (or a sentence of figures alone) carries on from the sentence right before, naming no owner of its own,
 * is the owner's that sentence gave its last figure of that metric; null when that one was the company's.
 */
export function ownerCarriedOn(metric: string, spokenBefore: readonly Pick<Fact, 'metric' | 'segment'>[]): string | null {
  return spokenBefore.findLast((b) => b.metric === metric)?.segment ?? null;
}

/**
 * "profit after tax for farm is at 1,198 crores": a figure the sentence gives no owner, whose metric's
 * words are followed by a segment the document names for another of its figures, is that segment's.
 */
export function withSegmentsAfterMetric(facts: Fact[]): Fact[] {
  const named = [...new Set(facts.flatMap((f) => (f.segment ? [f.segment] : [])))].sort();
  return facts.map((f) => {
    const segment = f.segment === null ? segmentAfterMetric(f.sentence, f.metricText, named) : null;
    return segment === null ? f : { ...f, segment };
  });
}

/** The lexicon without the metrics of sectors the company is not in ("net adds" is a telecom's, not a drug maker's medical reps). */
export function forSectors(lexicon: MetricLexicon, sectors: readonly string[]): MetricLexicon {
  if (sectors.length === 0) return lexicon;
  const fits = (id: string) => {
    const own = lexicon.sectors(id);
    return own.length === 0 || own.some((s) => sectors.includes(s));
  };
  return { ...lexicon, mentions: (text) => lexicon.mentions(text).filter((m) => fits(m.id)), parts: (text) => (lexicon.parts?.(text) ?? []).filter((m) => fits(m.id)) };
}

/** One fact per id: a sentence repeated word for word (a slide read out twice) states its facts once. */
export function dedupe(facts: Fact[]): Fact[] {
  const seen = new Set<string>();
  return facts.filter((f) => (seen.has(f.id) ? false : (seen.add(f.id), true)));
}
