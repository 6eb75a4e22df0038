/**
 * Whose figure it is: the company's, or a segment's, subsidiary's or part of the book's that the
 * sentence names, carries from an earlier figure, or the passage is about; the economy's or the
 * market's for a metric never a company's own. Pure.
 */
import { companyKey } from '../../core/text/company-name.js';
import { CHANGE_NAME, PORTION_OF } from '../../core/text/figure-cues.js';
import type { TextFigure } from '../../core/text/figures.js';
import { type SegmentContext, type SegmentFound, segmentFound, standsForNoBusiness } from '../../core/text/segment.js';
import { type MetricLexicon, type MetricMention, metricModifiers } from '../../core/vocabulary/metric-lexicon.js';
import { loadOwnerMarkers, type OwnerMarker } from '../../core/vocabulary/owners.js';
import { isMeasureWord } from '../../core/vocabulary/scope-words.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';
import { markedOwner } from './other-owner.js';
import { relativeClauseOwner } from './relative-owner.js';
import { respectiveOwner } from './respective-owner.js';
import type { SentenceFact } from './sentence-facts.js';

/**
 * The figure's owner: the one the sentence names; else, for a metric that is never a company's own
 * ("GDP growth", "market demand"), the economy or the market; else the one carried from the
 * sentence or the passage (`carried`). An economy's figure is the economy's whoever the sentence
 * says forecasts it ("RBI projects real GDP growth …", "Moody's forecast calls for …") or wherever
 * ("global GDP", "India's GDP").
 */
export function ownerOfFigure(sentence: string, m: MetricMention, f: TextFigure, segments: SegmentContext, lexicon: MetricLexicon, mentions: readonly MetricMention[], earlier: readonly SentenceFact[], subject: string | null, markers: readonly OwnerMarker[] = loadOwnerMarkers()): string | null {
  if (lexicon.owner?.(m.id) === 'economy') return 'economy';
  // "the industry grew 8%", "the PendoTECH acquisition contributed 1%": a word of data/vocabulary/owners.json as the figure's subject, possessor or source.
  const marked = markedOwner(sentence, m, f, mentions, markers);
  if (marked !== null) return marked;
  // "… shortfalls with termite and ancillary service, which was up 7.3%": the noun a relative clause moves owns its figure.
  const relative = relativeClauseOwner(sentence, m, f, mentions, segments);
  if (relative !== null) return relative;
  const found = ownerOf(sentence, m, f, segments, lexicon, mentions) ?? respectiveOwner(sentence, f, segments, lexicon);
  // "The tax rate is 25% overall for the Company": a word that stands for the whole names no business.
  const named = found !== null && standsForNoBusiness(found) ? null : found;
  // "Our effective tax rate for the third quarter came in at approximately 24%" after a passage on one region: a metric only the whole company states is carried to no business, whoever the passage is about.
  // … a business it names by the first word of the one the passage is about ("Earnings per share in HDB" after "Some highlights on HDB Financial Services") by that one's whole name.
  if (lexicon.owner?.(m.id) === 'company') return named !== null && subject?.startsWith(`${named} `) ? subject : named;
  // An owner a marker word gave an earlier figure is that figure's clause's, not carried to the next one ("Adjacent markets increased 98%, Aftermarket was up 15%").
  // The economy's and the industry's, which a metric may always be (MetricOwner), are carried as before ("global consumption degrew by 2% resulting in a surplus of 0.7 million tons").
  const earlierOwner = earlier[earlier.length - 1]?.segment;
  const fromMarker = named === null && earlierOwner !== 'economy' && earlierOwner !== 'industry' && markers.some((o) => o.owner === earlierOwner);
  // "Services revenue was $40 million and net income $9 million": a part only the words before an earlier metric's name named is that figure's alone.
  const fromQualifier = named === null && earlierOwner != null && mentions.some((x) => x.end <= m.start && qualifiedPart(sentence, x, lexicon, segments) === earlierOwner && segmentFound(sentence, x.start, segments, x.end) === null && partBefore(sentence, x, lexicon) === null);
  const owner = (named === null ? lexicon.owner?.(m.id) : null) ?? (fromMarker || fromQualifier ? null : carried(named, earlier, sentence, m, subject));
  return owner ?? (named === null ? qualifiedPart(sentence, m, lexicon, segments) : null);
}

/** Words that span a stretch of time ("three-year", "six-month", "5-year"): how long the figure is measured over, not what of. */
const SPAN_WORD = /\d|-(?:years?|months?|quarters?|weeks?|days?)$/i;

/**
 * "Core transaction deposits grew $2 billion", "record emergency restoration revenues of $230
 * million", "wireless service revenue of $1.2 billion": an amount or a count whose name the
 * call writes after words that say no measure, period, scope or judgement of it (see
 * `isMeasureWord`, data/vocabulary/scope.json) is a part's of the business, not the company's
 * total; those words, lower case, name the part. A capitalised name there is the segment finder's
 * to judge (core/text/segment.ts), unless it opens the sentence; the company's own name, a metric's
 * name ("revenue run rate") and words the metric's name shares are no part.
 */
export function qualifiedPart(sentence: string, m: MetricMention, lexicon: MetricLexicon, segments: SegmentContext): string | null {
  const unit = lexicon.unit(m.id);
  if (unit !== 'money' && unit !== 'count') return null;
  if (sentence.slice(m.start, m.end).toLowerCase() !== m.text.toLowerCase()) return null;
  let run: string[] = [];
  for (const w of metricModifiers(sentence, m.start)) {
    const lower = w.toLowerCase();
    run = STOP_WORDS.has(lower) || isMeasureWord(lower) || SPAN_WORD.test(w) || segments.selfWords.has(lower) ? [] : [...run, w];
  }
  if (run.length === 0) return null;
  const opening = sentence.slice(0, m.start).trim().split(/\s+/).length === run.length;
  if (run.some((w, i) => /^\p{Lu}/u.test(w) && !(i === 0 && opening && /^\p{Lu}\p{Ll}+$/u.test(w)))) return null;
  const name = run.join(' ').toLowerCase();
  return lexicon.mentions(name).length > 0 || namedByMetric(name, m.id) ? null : name;
}

/** Words that open no segment's name: "in", "our", "total" of "an increase in our Irrigation segment". */
const NOT_A_SEGMENT_WORD = /^(?:our|the|its|their|a|an|this|that|these|those|each|every|all|both|total|overall|consolidated|adjusted|reported|in|for|of|and|or|with|at|by|from|on|to|was|were|is|are|as|which|while|but|other|reportable|operating|business|we|i|you|they|it)$/i;

/**
 * The segment the word "segment" right before the metric says the figure is of: "Irrigation segment operating income",
 * "the Enterprise Solutions segment EBITDA margins"; '' when the words name none by a capitalised name ("Segment revenues",
 * "We see segment margins", "our hospital segment adjusted EBITDA"); null when
 * no such word stands there.
 */
export function segmentWordOwner(sentence: string, metricStart: number): string | null {
  const before = sentence.slice(Math.max(0, metricStart - 60), metricStart);
  const m = /(?<![\p{L}\p{N}])((?:[\p{L}&][\p{L}&'’-]*\s+){0,3})segments?(?:'s|’s)?\s+(?:(?:adjusted|operating|reported|organic|gross|net|total)\s+){0,2}$/iu.exec(before);
  if (!m) return null;
  const words = m[1]!.trim().split(/\s+/).filter(Boolean);
  const last = words.map((w) => NOT_A_SEGMENT_WORD.test(w)).lastIndexOf(true);
  const name = words.slice(last + 1);
  // A segment is named by its capitalised name ("Irrigation", "Enterprise Solutions"); "We see segment margins", "hospital segment" name none the reader can place.
  return name.every((w) => /^\p{Lu}/u.test(w)) ? name.join(' ') : '';
}

/**
 * "India Packaged Beverages volume up 3%, revenue up 2%": a figure with no owner of its own, later
 * in a sentence whose earlier figure has one, is that owner's; else the passage's subject's;
 * unless its words say the whole company's ("overall", "total", "consolidated").
 */
function carried(owner: string | null, earlier: readonly SentenceFact[], sentence: string, m: MetricMention, subject: string | null): string | null {
  // "KHF remains well capitalised, with deposits of …" in a passage about KHF Financial Services: the business by its full name.
  if (owner !== null) return subject?.startsWith(`${owner} `) ? subject : owner;
  // "Generic Revlimid continues to perform, while Lanreotide has improved its market share": a clause with a subject of its own.
  if (NEW_SUBJECT_CLAUSE.test(sentence.slice(0, m.start))) return null;
  // "Small business banking disbursements grew 8% and PL disbursements were up 26%": a metric with a name of its own before it ("PL") is another part's, not the earlier figure's owner's.
  // "the Healthcare Services EBITDA grew by 12%, and Healthcare margins were at 23.6%": unless that name is the earlier owner's.
  const earlierOwner = earlier[earlier.length - 1]?.segment ?? null;
  const ownName = metricModifiers(sentence, m.start).some((w) => /^\p{Lu}/u.test(w) && !(earlierOwner ?? '').toLowerCase().split(/\s+/).includes(w.toLowerCase()));
  const fromSentence = ownName ? null : earlierOwner;
  const inherited = fromSentence ?? subject;
  if (!inherited || namedByMetric(inherited, m.id)) return null;
  const words = sentence.slice(Math.max(0, m.start - 30), m.end);
  // "total" sums a list within one sentence; a passage about a business speaks of its own "total loan book".
  const whole = fromSentence && fromSentence !== subject ? /\b(?:overall|total|consolidated|company|group|standalone|whole)\b/i : /\b(?:overall|consolidated|company|group|standalone|whole)\b/i;
  return whole.test(words) ? null : inherited;
}

/**
 * The segment owning the figure, unless the phrase found names the figure's own metric ("EBITDA
 * came in at …"). A business the vocabulary also measures ("North America Generics") owns the
 * other metrics it is said of ("… with a YoY growth of 69%"). Else the part of the book the metric
 * is measured within ("gross NPA additions from the corporate and SME portfolio").
 */
function ownerOf(sentence: string, m: MetricMention, f: TextFigure, segments: SegmentContext, lexicon: MetricLexicon, mentions: readonly MetricMention[]): string | null {
  const direct = segmentFound(sentence, m.start, segments, m.end, f.start, f.end);
  const owner = direct ? ownerAccepted(direct, sentence, m, lexicon) : null;
  if (owner !== null) return owner;
  const line = partBefore(sentence, m, lexicon) ?? partBetween(sentence, m, f, lexicon);
  if (line !== null) return line;
  const part = withinPart(sentence, m, f, mentions);
  return part ? ownerAccepted(part, sentence, m, lexicon) : null;
}

/** The owner found, unless it names the figure's own metric, or (not called a part by the sentence) another metric it is not wholly. */
function ownerAccepted(found: SegmentFound, sentence: string, m: MetricMention, lexicon: MetricLexicon): string | null {
  if (namedByMetric(found.name, m.id)) return null;
  // "global fee revenue", "a global cash balance": an amount of money said "global" is the company's own total, not the market's.
  if (found.byScope && (lexicon.unit(m.id) === 'money' || lexicon.unit(m.id) === 'per_unit')) return null;
  // "postpaid handset churn", "barge utilization", "restaurant operating margin": a rate said of a line's products is the company's rate, not a business's.
  if (found.line && RATIO_UNITS.has(lexicon.unit(m.id) ?? '')) return null;
  const owner = found.name;
  const named = lexicon.mentions(owner);
  // "Our Capital Adequacy Ratio remains healthy with CET1 of 16.44%": a ratio is no business, whatever it is said with.
  if (named.some((x) => x.start === 0 && x.end === owner.length && RATIO_UNITS.has(lexicon.unit(x.id) ?? ''))) return null;
  // "Adjusted EBITDA fell 19% … EBITDA was down 36%": a name that is a measure of the same thing (adjusted_ebitda of ebitda) is how the figure is measured, not whose it is.
  if (named.some((x) => x.start === 0 && x.end === owner.length && x.id !== m.id && sharesWord(x.id, m.id))) return null;
  // "The downstream aluminum business …", "Small business banking disbursements": a part the sentence calls one owns the figure, though a metric shares its words.
  if (found.called) return named.some((x) => x.id === m.id) ? null : owner;
  // "The AUM grew 29% …, and the profit after tax grew 23%": the abbreviation of an amount or a ratio is no business said before another metric (a product line's, "SUV", is one).
  if (named.some((x) => x.start === 0 && x.end === owner.length && x.text === x.text.toUpperCase() && !/\s/.test(x.text) && ['money', 'percent', 'ratio'].includes(lexicon.unit(x.id) ?? ''))) return null;
  return named.length === 0 || (named.every((x) => x.id !== m.id) && named.some((x) => x.start === 0 && x.end === owner.length) && m.start >= sentence.indexOf(owner) + owner.length) ? owner : null;
}

/** "protection new business premium", "credit life business APE": between a part the vocabulary lists and the metric, at most the word for a line of business. */
const PART_GAP = /^\s+(?:(?:business|segment|products?|portfolio|plans?)\s+)?$/i;

/** The part of the business (a product line, a channel: see `MetricLexicon.parts`) named right before the metric: whose figure it is. */
function partBefore(sentence: string, m: MetricMention, lexicon: MetricLexicon): string | null {
  const before = sentence.slice(Math.max(0, m.start - 60), m.start);
  const part = lexicon.parts?.(before).at(-1);
  if (!part) return null;
  return PART_GAP.test(before.slice(part.end)) && !namedByMetric(part.text, m.id) ? part.text.toLowerCase() : null;
}

/** "On APE basis, protection contribution was 12% of new business and registered a growth of 17%": a part the vocabulary lists, named between the metric and its figure as the clause's subject, owns it. */
function partBetween(sentence: string, m: MetricMention, f: TextFigure, lexicon: MetricLexicon): string | null {
  if (f.start <= m.end) return null;
  const between = sentence.slice(m.end, f.start);
  const part = lexicon.parts?.(between).at(0);
  if (!part || /[;]|\b(?:while|whereas|but|although|though|compared|versus|than)\b/i.test(between)) return null;
  // The part opens the clause: after the metric's own phrase and a comma ("On APE basis, protection …").
  return /^[^,]*,\s+(?:(?:the|our|its)\s+)?$/i.test(between.slice(0, part.start)) && !namedByMetric(part.text, m.id) ? part.text.toLowerCase() : null;
}

/** Do two metric ids share a word ("adjusted_ebitda", "ebitda_margin")? */
function sharesWord(a: string, b: string): boolean {
  const words = new Set(a.split('_'));
  return b.split('_').some((w) => words.has(w));
}

/** A clause joined on with a named subject of its own: ", while Lanreotide has …". */
const NEW_SUBJECT_CLAUSE = /\b(?:while|whereas|but)\s+(?:the\s+|our\s+)?\p{Lu}\p{L}+\s+(?:has|have|had|is|was|were|are|\p{Ll}+ed)\b/u;

/** Units a business is never measured in as a whole: a name that is such a metric's names no owner. */
const RATIO_UNITS: ReadonlySet<string> = new Set(['percent', 'ratio', 'multiple']);

/** Words that name a book or a business as a whole, not which part of it: "portfolio" of "the corporate and SME portfolio". */
const WHOLE_NOUN = /\s+(?:portfolio|book|business|segment|loans?|advances)$/i;
/** The same word right after a part's metric: "SME" of "the corporate and SME portfolio". */
const WHOLE_NOUN_NEXT = /^\s+(?:portfolio|book|business|segment|loans?|advances)\b/i;

/**
 * "The restructured book in vehicle finance", "gross NPA additions from the corporate and SME
 * portfolio": a metric measured within another one the vocabulary names (see `headOf`) is that
 * part's figure; the part is its owner.
 */
function withinPart(sentence: string, m: MetricMention, f: TextFigure, mentions: readonly MetricMention[]): SegmentFound | null {
  const part = mentions.find((o) => o.start >= m.end && o.end <= f.start && o.id !== m.id);
  if (!part || CHANGE_NAME.test(m.text)) return null;
  const between = sentence.slice(m.end, part.start);
  if (!PORTION_OF.test(between)) return null;
  const lead = /^\s*\S+\s+(?:(?:the|our|its)\s+)?/i.exec(between)![0];
  const whole = sentence.slice(m.end + lead.length, part.end);
  // "from the corporate and SME portfolio" names a part of the book; "Recoveries from written off accounts" says where the metric comes from.
  if (!WHOLE_NOUN.test(whole) && !WHOLE_NOUN_NEXT.test(sentence.slice(part.end)) && !/^\s*(?:in|within)\s/i.test(between)) return null;
  const name = whole.replace(WHOLE_NOUN, '').trim();
  return name ? { name, called: true } : null;
}

/** "Our India business recorded sales of …" read as India formulations: a metric whose id names the business is that business's already. */
function namedByMetric(owner: string, metricId: string): boolean {
  const ownerWords = companyKey(owner).split(' ').filter(Boolean);
  const metricWords = new Set(metricId.split('_'));
  return ownerWords.length > 0 && ownerWords.every((w) => metricWords.has(w));
}
