/**
 * Whose figure a sentence states when it is not the company's as a whole: the segment, business or
 * subsidiary standing before the metric ("HDFC Securities' profit", "Jio ARPU", "In Home Care,
 * ..."). A name is a capitalised phrase with a word the document never writes in lower case (so
 * "Overall", "Consolidated" or "Revenue" at a sentence's start are not names), and not one of the
 * company's own names. Pure.
 */
import { namesOnlyEvent } from '../vocabulary/events.js';
import { companyKey, initials, normalizeText } from './company-name.js';
import { basisSaid } from './figure-cues.js';
import { isUnitWord } from './quantities.js';
import { STOP_AND_FILLER } from './stopwords.js';
import { holdsWord } from './whole-words.js';
import { isWholeWord } from '../vocabulary/scope-words.js';
import { partWords } from '../vocabulary/segment-kinds.js';
import { once } from '../util/once.js';
import { memoised } from '../lru.js';
import { MONTH_NAMES } from './months.js';

export interface SegmentContext {
  /** The company's own names (stated name, aliases, ticker): phrases made of their words are the company itself. */
  selfWords: ReadonlySet<string>;
  /** Words the document writes in lower case somewhere: a capitalised phrase made only of these is not a name. */
  lowerWords: ReadonlySet<string>;
  /**
   * Names the document itself calls a business, segment or subsidiary ("the Healthcare Services
   * business", "this Energy segment"), lower case: a name even when its words are common ones.
   */
  segmentNames?: ReadonlySet<string>;
  /** Of those, the names the document writes capitalised when it calls them a business ("our Research segment"), lower case: such a name written in lower case ("research contribution margin") is still the business. */
  titledNames?: ReadonlySet<string>;
  /** The lower-case words the document calls a business ("our tea business", "the funeral and cemetery segments"). */
  lowerCalledNames?: ReadonlySet<string>;
}

const PHRASE_BODY = String.raw`[A-Z][\p{L}\p{N}&.-]*(?:\s+(?:and\s+|&\s+|of\s+)?[A-Z][\p{L}\p{N}&.-]*){0,3}`;
const PHRASE = `(${PHRASE_BODY})`;
const POSSESSIVE_BEFORE = new RegExp(`${PHRASE}(?:'s|’s|'|’)\\s+(?:[\\p{Ll}-]+\\s+){0,2}$`, 'u');
/** A name right before the metric, or one lower-case word before it ("Jio ARPU", "Novelis adjusted EBITDA"); not a determiner ("Sorry the gross debt is …" names no business). */
const ADJACENT_BEFORE = new RegExp(`${PHRASE}\\s+(?:(?!(?:the|a|an|our|its|their|this|that|these|those)\\s)[\\p{Ll}-]+\\s+)?$`, 'u');
/** Words of transition a sentence may open on before placing itself ("Next, at KFC U.S., …", "And finally, at the Habit Burger Grill, …"), in either case. */
const TRANSITION = '(?:[Aa]nd|[Ss]o|[Nn]ow|[Nn]ext|[Tt]hen|[Ff]inally|[Ll]astly|[Aa]lso|[Ff]urther|[Ff]irst|[Ss]econd|[Tt]hird|[Ff]irstly|[Ss]econdly|[Tt]hirdly)';
const LEAD = once(() => new RegExp(`^(?:${TRANSITION}\\s*,?\\s+|\\w+\\s+){0,2}?(?:[Ii]n|[Ff]or|[Ww]ithin|[Aa]t|[Oo]n|[Aa]bout|[Tt]o)\\s+(?:the\\s+|our\\s+)?${PHRASE}(?:\\s+(?:${partWords('lead')}))?\\s*,`, 'u'));
/** "Novelis delivered …", "India Beverages up 10% …", "South Africa's private market grew …", "NourishCo I think had …": a name as the sentence's subject. */
/** A name and a lower-case word before "business" or "segment": "U.S. domestic" of "The U.S. domestic segment". */
const QUALIFIED_NAME = (): string => `(${PHRASE_BODY}(?:\\s+[\\p{Ll}-]+(?=\\s+(?:${partWords('lower')})\\b))?)`;
/**
 * Words saying what kind of business the named subject is, between its determiner and its name: "The
 * other NBFC Kotak Mahindra Investments had …", "Our subsidiary called BSS has …"; a metric's
 * qualifiers are none ("Our quarterly EPS was …", "Our core pre-tax pre-provision ROAA was …").
 */
const DESCRIPTOR = (): string => String.raw`(?:[\p{Ll}-]+\s+){0,2}(?:${partWords('descriptor')})\s+(?:(?:called|named)\s+)?`;
/** Verbs by which a business named as a sentence's subject states its figures. */
const SUBJECT_VERB = "(?:delivered|reported|posted|recorded|registered|clocked|generated|achieved|grew|saw|got|had|has|have|was|were|is|up|down|declined|rose|fell|contributed|stood|ended|closed|acquired|added|booked|disbursed|started|continue[ds]?|remain(?:s|ed)?|maintained|launched|expanded|witnessed|completed|signed|opened|commenced|looks|plans|aims)";
const SUBJECT = once(() => new RegExp(`^(?:(?:As\\s+per|According\\s+to|Under|On\\s+an?|In|During|For|As\\s+a\\s+result|However|Similarly|Meanwhile|Moving(?:\\s+(?:then|now|on))?\\s+to)\\b[^,\\d]{0,30},\\s+)?(?:(?:The|Our|the|our)\\s+${DESCRIPTOR()}|The\\s+|Our\\s+|the\\s+|our\\s+)?${QUALIFIED_NAME()}(?:(?:'s|’s)\\s+(?:[\\p{Ll}-]+\\s+){0,2})?\\s+(?:(?:${partWords('lower')})\\s+)?(?:\\(\\w+\\)\\s+)?(?:business\\s+)?(?:(?:I|we)\\s+(?:think|believe|feel|would\\s+say)\\s*,?\\s+)?(?:,?\\s*(?:which|who)\\s+)?${SUBJECT_VERB}\\b`, 'u'));
/**
 * "Bajaj Housing Finance Limited – the mortgage subsidiary of BFL – continues to do well", "ERS, as we
 * had discussed, had …": a name as the sentence's subject, an aside set off by dashes (or by commas,
 * when it opens on a word that starts no name of a list) between it and its verb.
 */
const ASIDE_SUBJECT = new RegExp(`^(?:The\\s+)?${PHRASE}(?:(?:\\s*[–—]|\\s+-)\\s+[^–—]{1,90}?(?:\\s*[–—]|\\s+-)|\\s*,\\s+(?:as|which|who|the|a|an|its|being|like)\\s+[^,]{1,90},)\\s+(?:\\p{Ll}+ly\\s+)?${SUBJECT_VERB}\\b`, 'u');
/** "Our largest category, Oral Care, delivered …": a business named after a noun saying what it is, as the sentence's subject. */
const APPOSITIVE_SUBJECT = once(() => new RegExp(`^(?:[Oo]ur|[Tt]he|[Ii]ts)\\s+(?:[\\p{Ll}-]+\\s+){0,2}(?:${partWords('appositive')}),\\s+${PHRASE},\\s+(?:\\p{Ll}+ly\\s+)?${SUBJECT_VERB}\\b`, 'u'));
/** "our Emerging Markets (EM) business", "the Healthcare Services business". */
const NAMED_BUSINESS = once(() => new RegExp(`\\b(?:[Oo]ur|[Tt]he|[Ii]ts|[Tt]his)\\s+${QUALIFIED_NAME()}\\s+(?:\\(\\w+\\)\\s+)?(?:${partWords('named')})\\b`, 'u'));
/** "TCV of deals signed in North America", "Revenues from Apollo Health Co", "Average selling price for new trailers within CTP", "the energy costs in our Core Laundry operations will increase to 4.6%": a name right after the metric, before its figure. */
const AFTER_METRIC = new RegExp(`^\\s*(?:[\\p{Ll}-]+\\s+){0,4}?(?:in|from|of|for|at|within)\\s+(?:the\\s+|our\\s+)?${PHRASE}`, 'u');
/** After a first figure, a later item of a list: ", Conferences growth of about " — a name, a word of the metric, and the words leading to the figure. */
const LISTED_ITEM = once(() => new RegExp(`\\d[^,;]*[,;]\\s*(?:and\\s+)?${PHRASE}\\s+\\p{Ll}[\\p{Ll}-]*\\s+(?:(?:of|at|was|were|is|by)\\s+)?(?:(?:about|approximately|roughly|around|nearly|some)\\s+)?$`, 'u'));
/** A name ending on its kind noun, capitalised: "Enterprise Division", "Retail Segment". */
const TITLED_KIND = /^\p{Lu}[\p{L}&.-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}&.-]*)*\s+(?:Division|Segment)$/u;
/** Capitalised words that stand alone for no business: "Company", "Rest" (of the world), "Group". */
const DOCUMENT_PART_OR_BASIS = /^(?:Slides?|Pages?|Charts?|Exhibits?|Tables?|Figures?|Appendix|Sections?|(?:Non-)?GAAP|Pre-?tax|After-?tax|Post-?tax)$/i;
const NOT_A_NAME = /^(?:Company|Rest|Group|Business|Segment|Others?|Total|Overall|Management|Board|Quarter|Year)$/;

/** Is `name` one of the capitalised words that stand alone for no business ("for the Company", "the Group")? */
export const standsForNoBusiness = (name: string): boolean => NOT_A_NAME.test(name.trim());
const DETERMINER_LEAD = /^(?:Our|The|Its|This|Their|Total|Overall|Net|Gross)\b/;
const CALENDAR = new RegExp(String.raw`^(?:${MONTH_NAMES.join('|')}|Q[1-4]|H[12]|FY\S*|(?:First|Second|Third|Fourth)(?:-[Qq]uarter)?|(?:Period|Year|Quarter|Month)-[Ee]nd|Full-[Yy]ear|Year-[Tt]o-[Dd]ate|YoY|QoQ|Y-o-Y|Q-o-Q|CC|I|We|Our|The|This|That|These|Those|It|Its|There|Here|So|And|But|Also|As|On|In|For|At|While|Whereas|However|Although|Though|If|When|Then|Now|Meanwhile|Similarly|Likewise|Further|Furthermore|Moreover|Additionally|Even|Still|Thus|Hence|Therefore|Again)$`);
/** An ordinal that opens a name ("First Aid", "First Republic"), not a period: the word after it is no period's. */
const ORDINAL = /^(?:First|Second|Third|Fourth)$/;
const PERIOD_NOUN = /^(?:quarters?|halves|half|years?|months?|periods?|fiscal|calendar|q[1-4]|h[12]|fy\S*)[.,'’s]*$/i;
/** The words of a phrase that name something: its calendar and linking words dropped, an ordinal opening a name ("First Aid") kept. */
function namingWords(words: readonly string[]): string[] {
  return words.filter((w, i) => {
    const bare = w.replace(/[.,]+$/, '');
    if (!CALENDAR.test(w) && !CALENDAR.test(bare)) return true;
    const next = words[i + 1];
    return ORDINAL.test(bare) && next !== undefined && /^\p{Lu}/u.test(next) && !PERIOD_NOUN.test(next) && !CALENDAR.test(next.replace(/[.,]+$/, ''));
  });
}

/** "U.K.", "U.S.", "U.A.E.": initials written with dots. */
const DOTTED_INITIALS = /^(?:\p{Lu}\.){2,}$/u;

const INITIALS_CURRENCY = /\b(?:\p{Lu}\.){2,}(?=\s*(?:dollars?|\$))/gu;

/** A capitalised participle: "Reported", "Adjusted", "Annualized". */
const PARTICIPLE = /^\p{Lu}\p{Ll}{2,}ed$/u;

/** Key words of a phrase: lower case, without corporate suffixes and possessives. */
export function keyWords(phrase: string): readonly string[] {
  return keyWordsOf(phrase);
}

/** The fact reader asks again of the same names (a call's businesses) sentence after sentence: each phrase's key words are read once. */
const keyWordsOf = memoised(4096, (phrase: string): readonly string[] => companyKey(phrase).split(' ').filter(Boolean));

/** Is `phrase` a name of something other than the company? */
function isOtherName(phrase: string, ctx: SegmentContext): boolean {
  // "back in May.": a calendar word at a sentence's end, its full stop read with it.
  const parts = namingWords(phrase.split(/\s+/));
  // A name the document calls a business is one however short ("the US business", "our EM segment").
  if (parts.length > 0 && ctx.segmentNames?.has(parts.join(' ').toLowerCase()) && !keyWords(parts.join(' ')).every((w) => ctx.selfWords.has(w))) return true;
  // A heading's letter ("C. P&L details"), an amount ("INR32"), a currency or a common word alone is no name.
  if (parts.length === 0 || parts.some((w) => /^\p{L}\.$/u.test(w) || /\d/.test(w) || isUnitWord(w.toLowerCase()))) return false;
  // Dotted initials ("U.K.", "U.S.") name a place or a body, however short; other words of under three letters alone do not.
  if (!parts.some((w) => /\p{L}{3}/u.test(w) || DOTTED_INITIALS.test(w))) return false;
  if (parts.length === 1 && NOT_A_NAME.test(parts[0]!)) return false;
  // "add back in the 50 basis points for COVID": an event or a cause (data/vocabulary/events.json) is no business.
  if (namesOnlyEvent(parts.join(' '))) return false;
  // "Turning to Slide 19,", "on Page 7": a part of the deck or the document; "Non-GAAP", "Pretax": a basis of measurement;
  // "Companywide": a word saying the figure is the whole company's (data/vocabulary/scope.json). No business.
  if (parts.length === 1 && (DOCUMENT_PART_OR_BASIS.test(parts[0]!) || isWholeWord(parts[0]!))) return false;
  // "Year-over-year volumes increased by 10% in Performance Additives", "Linked-quarter deposits grew 2%": words saying a change's basis open the sentence, no business.
  if (parts.length === 1 && (basisSaid(parts[0]!, 'yoy') || basisSaid(parts[0]!, 'qoq'))) return false;
  // "Reported net profit", "Adjusted EBITDA": a lone participle before a metric says how it is measured, not whose it is.
  if (parts.length === 1 && PARTICIPLE.test(parts[0]!) && !ctx.segmentNames?.has(parts[0]!.toLowerCase())) return false;
  const key = keyWords(parts.join(' '));
  if (key.length === 0 || key.every((w) => ctx.selfWords.has(w))) return false;
  if (ctx.segmentNames?.has(parts.join(' ').toLowerCase())) return true;
  // A name has a word the document never writes in lower case ("Home Care", "Jio"), not "Overall".
  return parts.some((w) => /^[\p{Lu}]/u.test(w) && !ctx.lowerWords.has(w.toLowerCase()));
}

/**
 * "revenues in the Emerging Markets", "sales in Rest of World": two or more capitalised words after
 * "in" mid-sentence name a market or business, though each word is also written in lower case.
 */
function titledPlace(phrase: string, ctx: SegmentContext): boolean {
  const parts = phrase.split(/\s+/).filter((w) => !CALENDAR.test(w) && !/^(?:and|of|&)$/.test(w));
  if (parts.length < 2 || parts.some((w) => /\d/.test(w) || isUnitWord(w.toLowerCase()) || NOT_A_NAME.test(w))) return false;
  const key = keyWords(parts.join(' '));
  return key.length > 0 && !key.every((w) => ctx.selfWords.has(w));
}

/** "18% in Salt", "grew 9% in North America": a name right after the figure. */
const AFTER_FIGURE = new RegExp(`^\\s*(?:[\\p{Ll}-]+\\s+)?(?:in|from|for|at)\\s+(?:the\\s+|our\\s+)?${PHRASE}`, 'u');
/**
 * "as an industry", "the market grew": a figure of the industry, not the company. Not the object of a preposition
 * ("… softness in the industry has meant revenue growth of negative 7%", "… ahead of the industry recovery, resulting in a
 * Q1 market share of almost 80%"), nor what the company's figure is measured against ("Our RevPAR outperformed the overall
 * industry by 16 percentage points …, increasing 11.4%"), nor a word of a compound ("the market-based repricing").
 */
const INDUSTRY = /(?<!\b(?:in|of|for|to|by|than|with|from|across|into|at|about|within|among|over|versus|vs\.?|outperform(?:s|ed|ing)?|surpass(?:es|ed|ing)?|outpac(?:es|ed|ing)|exceed(?:s|ed|ing)?|beat(?:s|ing)?|outgr(?:ow|ows|ew|owing))\s+(?:the\s+)?)\b(?:as\s+an?|the|overall)\s+(?:industry|market|sector)\b(?!\s+share|-)/i;
/** A clause of the company's own after one about the industry: ", and we are …", "; our …", "Although the market … was weak, we reduced …". */
const INDUSTRY_CLAUSE_BREAK = /[;]|,?\s+(?:and|but|while|whereas)\s+(?:we|our|us)\b|,\s+(?:we|our)\s/i;

/**
 * "Global aluminium production", "CPI inflation", "headline inflation", "industry volumes": a
 * figure of the economy or the whole market, named by the word right before its metric (not "our
 * global revenue", not a name: "Rest of World revenue"). Not "system": a franchisor's "system sales
 * growth", a utility's "system load" are the company's own network's.
 */
const MARKET_WIDE_BEFORE = /(?<!\b(?:[Oo]ur|[Ii]ts|[Tt]heir|[Ww]e|us)\s+)(?:(?:^\W*|[:;]\s+)(?:Global|Worldwide|Headline|Industry)|\b(?:global|worldwide|headline|CPI|WPI|industry))\s+(?:\p{Ll}[\p{L}-]*\s+){0,2}$/u;
/** … of the economy: "headline inflation", "CPI inflation". */
/** "… 10% market share we gained in our retail sales floor business", "grew 5% in the services segment": a business in lower case after the figure, no clause between. */
const LOWER_BUSINESS_AFTER = once(() => new RegExp(String.raw`^([^,;.\d]{0,50}?)\bin\s+(?:our|the|its)\s+((?:\p{Ll}[\p{Ll}-]+\s+){1,3})(?:${partWords('lower')})\b`, 'u'));
/** "the downstream aluminum business shipments", "our home care segment's revenue". */
const LOWER_BUSINESS_BEFORE = once(() => new RegExp(String.raw`\b(?:[Tt]he|[Oo]ur|[Ii]ts)\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{Ll}-]+)\s+(?:${partWords('line')})(?:'s|’s)?\s+$`, 'u'));
/** "The downstream aluminum business shipments were down 9%, while revenues …", "In Q1 FY24, our annuity business contributed …": a sentence opening on a business named in lower case. */
const LOWER_BUSINESS_SUBJECT = once(() => new RegExp(String.raw`^(?:(?:In|During|For)\b[^,\d]{0,20}(?:Q[1-4]\s*FY\s*['’]?\d{2})?[^,\d]{0,10},\s+(?:the|our)|The|Our)\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{Ll}-]+)\s+(?:${partWords('line')})\b`, 'u'));
/** Words naming a part of a lender's book or a market by kind of customer, product or place, right before the metric: its owner. */
const PORTION_WORDS = '(?:overseas|international|retail|personal|sme|msme|agri|agricultural|rural|small|business|banking|wholesale|corporate|commercial|unsecured|secured|microfinance|mortgage|nr|nri|non-resident|b2b|b2c|upstream|downstream|other)';
const PORTION_BEFORE = new RegExp(String.raw`(?:^|[^\p{L}\s]\s*|\b(?:[Tt]he|[Oo]ur|[Ii]ts|by|in|and|with)\s+)((?:${PORTION_WORDS}\s+){0,2}${PORTION_WORDS})\s+$`, 'iu');

const ECONOMY_WORD = /\b(?:headline|cpi|wpi)\b/i;
/** Words of scope alone: "global", "worldwide". */
const SCOPE_WORD = /^(?:global|worldwide)$/i;
/** A clause joined on that speaks of something else: "…, while Lanreotide has improved …". */
const OTHER_CLAUSE = /[;]|\b(?:while|whereas|but|although|though)\b/i;

/**
 * An owner found for a figure: its name, and whether the sentence itself calls it a part of the
 * business ("the downstream aluminum business", "Small business banking disbursements"), so that
 * a name sharing a word with a metric ("downstream", "business banking") is still an owner.
 */
export interface SegmentFound {
  name: string;
  called: boolean;
  /** The whole market named only by a word of scope ("global", "worldwide"), which a company also says of its own totals ("global fee revenue"). */
  byScope?: boolean;
  /** A line the call calls a business in lower case, named only by the word right before the metric ("funeral revenues", "handset churn"). */
  line?: boolean;
}

/** The segment the figure's metric (at [metricStart, metricEnd), its figure at `figureStart`) belongs to, or null for the company as a whole. */
export function segmentOf(sentence: string, metricStart: number, ctx: SegmentContext, metricEnd = metricStart, figureStart = metricEnd, figureEnd = figureStart): string | null {
  return segmentFound(sentence, metricStart, ctx, metricEnd, figureStart, figureEnd)?.name ?? null;
}

/** `segmentOf`, saying how the owner was named (see `SegmentFound`). */
export function segmentFound(sentence: string, metricStart: number, ctx: SegmentContext, metricEnd = metricStart, figureStart = metricEnd, figureEnd = figureStart): SegmentFound | null {
  const found = ownerIn(sentence, metricStart, ctx, metricEnd, figureStart, figureEnd);
  return found === null ? null : typeof found === 'string' ? { name: found, called: false } : found;
}

function ownerIn(sentence: string, metricStart: number, ctx: SegmentContext, metricEnd: number, figureStart: number, figureEnd: number): string | SegmentFound | null {
  // "in U.S. dollars", "U.S. dollar terms": a currency, not a place's figure (masked, same length).
  sentence = sentence.replace(INITIALS_CURRENCY, (m) => m.toLowerCase().replace(/\./g, 'x'));
  const before = sentence.slice(Math.max(0, metricStart - 80), metricStart);
  const owner = POSSESSIVE_BEFORE.exec(before);
  if (owner && isOtherName(owner[1]!, ctx)) return clean(owner[1]!);
  // "retail personal advances", "the overseas loan portfolio", "Small business banking disbursements": a portfolio's figure, not the whole book's.
  // A share ("industry market share") is the company's share of the market: neither a portion's nor the market's figure.
  const share = /\bshare\b/i.test(sentence.slice(metricStart, metricEnd));
  const portion = share ? null : PORTION_BEFORE.exec(before);
  if (portion) return { name: portion[1]!.toLowerCase(), called: true };
  // "The downstream aluminum business shipments …": a business named in lower case right before the metric.
  const lower = LOWER_BUSINESS_BEFORE().exec(before) ?? LOWER_BUSINESS_SUBJECT().exec(sentence.slice(0, metricStart));
  if (lower && !lower[1]!.split(/\s+/).some((w) => GENERIC_BUSINESS_WORD.test(w))) return { name: lower[1]!, called: true };
  const wide = share ? null : MARKET_WIDE_BEFORE.exec(sentence.slice(0, metricStart));
  if (wide) return ECONOMY_WORD.test(wide[0]) ? 'economy' : SCOPE_WORD.test(wide[0].trim().split(/\s+/)[0]!.replace(/^\W+/, '')) ? { name: 'industry', called: false, byScope: true } : 'industry';
  // A name right before the metric ("Jio ARPU"), not a modifier of it ("Our Pre-Provision Operating
  // Profit", "IBPC advances"): no determiner before it, no acronym alone.
  // "… based upon the American Rescue Plan Act. capex should be …": a name whose full stop ends the sentence before (split no further, the next one opening in lower case) is not the metric's.
  const adjacentMatch = ADJACENT_BEFORE.exec(before);
  const adjacent = adjacentMatch && endsSentence(adjacentMatch[1]!) ? null : adjacentMatch;
  // "YoY and PL disbursements": the phrase without the calendar words and joiners before it ("PL") is what is judged.
  // An acronym alone is a modifier ("IBPC advances"), unless the document calls it a business of its own ("our DWS segment … DWS revenue").
  if (adjacent && !DETERMINER_LEAD.test(adjacent[1]!) && (!/^[\p{Lu}\p{N}&-]+$/u.test(clean(adjacent[1]!)) || ctx.segmentNames?.has(clean(adjacent[1]!).toLowerCase())) && isOtherName(adjacent[1]!, ctx)) return clean(adjacent[1]!);
  // "Our Core Laundry revenues for the quarter were $409 million": after a determiner, a name the document itself calls a business.
  const afterDeterminer = adjacent && DETERMINER_LEAD.test(adjacent[1]!) ? clean(adjacent[1]!.replace(DETERMINER_LEAD, '')) : '';
  if (afterDeterminer && ctx.segmentNames?.has(afterDeterminer.toLowerCase()) && isOtherName(afterDeterminer, ctx)) return afterDeterminer;
  // "First quarter research contribution margin was 74%" in a call that speaks of "our Research segment": a business the call names, written in lower case right before the metric.
  const called = calledNameBefore(before, ctx);
  if (called) return { name: called, called: true };
  const lead = LEAD().exec(sentence);
  // "In the Enterprise Division, …": a name whose capitalised kind noun calls it a business is one, whatever its other words.
  if (lead && lead.index + lead[0].length <= metricStart && isOtherName(lead[1]!, ctx)) return clean(lead[1]!);
  if (lead && lead.index + lead[0].length <= metricStart && TITLED_KIND.test(lead[1]!)) return { name: clean(lead[1]!), called: true };
  const subject = SUBJECT().exec(sentence);
  // "Generic Revlimid continues to perform, while Lanreotide has improved its market share to 18%": a subject does not reach past a clause about another.
  if (subject && subject.index < metricStart + 1 && !OTHER_CLAUSE.test(sentence.slice(subject.index + subject[0].length, metricStart)) && isOtherName(subject[1]!, ctx)) return clean(subject[1]!);
  const business = NAMED_BUSINESS().exec(sentence.slice(0, metricStart));
  if (business && isOtherName(business[1]!, ctx)) return laterLowerBusiness(sentence.slice(business.index + business[0].length, metricStart)) ?? clean(business[1]!);
  const appositive = APPOSITIVE_SUBJECT().exec(sentence);
  if (appositive && appositive[0].length <= metricStart + 1 && isOtherName(appositive[1]!, ctx)) return clean(appositive[1]!);
  if (figureStart > metricEnd) {
    const after = AFTER_METRIC.exec(sentence.slice(metricEnd, figureStart));
    // "revenue growth in Research of about 9.5%, Conferences growth of about 10%": a later item of a list, its own name before its figure, is that name's, not the first item's.
    const listed = after ? LISTED_ITEM().exec(sentence.slice(metricEnd + after[0].length, figureStart)) : null;
    if (listed) return isOtherName(listed[1]!, ctx) ? clean(listed[1]!) : null;
    if (after && (isOtherName(after[1]!, ctx) || titledPlace(after[1]!, ctx))) return clean(after[1]!);
    // "Revenues in our network segment were $343 million", in a call that speaks of "our Network Software segment": the business the call names.
    const lowerCalled = LOWER_BUSINESS_AFTER_METRIC().exec(sentence.slice(metricEnd, figureStart));
    // … of words that name something ("the quarter for this segment" names none).
    if (lowerCalled && !lowerCalled[1]!.split(/\s+/).some((w) => GENERIC_BUSINESS_WORD.test(w) || NOT_A_NAME_WORD.test(w))) return { name: titledNameOf(lowerCalled[1]!, ctx), called: true };
  }
  // "17% organic growth in our Network Software segment": a figure before its metric, the name right after the metric.
  // … not a label numbered after it ("ECL provisioning in Stage 1").
  const afterMetric = figureEnd <= metricStart && metricStart - figureEnd <= 4 ? AFTER_FIGURE.exec(sentence.slice(metricEnd, metricEnd + 60)) : null;
  // … nor a name qualifying another noun ("in the Idaho jurisdiction", "for the Norwood campus").
  const afterName = afterMetric ? sentence.slice(metricEnd + afterMetric[0].length) : '';
  const afterFigure = AFTER_FIGURE.exec(sentence.slice(figureEnd, figureEnd + 60)) ?? (afterMetric && !/^\s*\d/.test(afterName) && !/^\s+\p{Ll}/u.test(afterName.replace(/^\s+(?:business|segment|division|operations|and|or|as|in|on|at|for|during|this|last|compared|versus|was|were|is|are)\b.*$/su, '')) ? afterMetric : null);
  if (afterFigure && (isOtherName(afterFigure[1]!, ctx) || titledPlace(afterFigure[1]!, ctx))) return clean(afterFigure[1]!);
  // "the roughly 10% market share we gained in our retail sales floor business": a business named in lower case after the figure, in its phrase.
  const lowerAfter = LOWER_BUSINESS_AFTER().exec(sentence.slice(figureEnd, figureEnd + 90));
  // … not past a conjunction that joins another thing on ("grew 106% as well as growth in our valuation business").
  if (lowerAfter && !/\b(?:and|or|as\s+well\s+as|while|but|plus|than)\b/i.test(lowerAfter[1]!) && !lowerAfter[2]!.trim().split(/\s+/).some((w) => GENERIC_BUSINESS_WORD.test(w))) return { name: lowerAfter[2]!.trim(), called: true };
  // A line the call calls a business in lower case, named right before the metric, when no other owner is named.
  const lowerLine = lowerCalledBefore(before, ctx);
  if (lowerLine) return { name: lowerLine, called: true, line: true };
  // "… unmatched in the industry, and we are well on our way to hitting our $10 billion revenue target": only the figure's own clause.
  const industry = INDUSTRY.exec(sentence.slice(0, Math.max(metricStart, figureStart)));
  if (industry && !INDUSTRY_CLAUSE_BREAK.test(sentence.slice(industry.index + industry[0].length, Math.min(metricStart, figureStart)))) return 'industry';
  return null;
}

/** A name's last word ends on a full stop that is no initial's or abbreviation's ("Act." of "… Plan Act. capex …", not "U.S." or "Inc."). */
function endsSentence(name: string): boolean {
  const last = name.trim().split(/\s+/).pop() ?? '';
  return /\p{L}{2,}\.$/u.test(last) && !DOTTED_INITIALS.test(last) && !NAME_ABBREVIATION.test(last);
}

/** Abbreviations a name ends on with a full stop: "Acme Inc.", "Kaveri Bros.". */
const NAME_ABBREVIATION = /^(?:Inc|Co|Corp|Ltd|Bros|Plc|Cos|Intl|Mfg|Dept|Assn|Jr|Sr|St)\.$/;

/** Words that are no part of a business's name: a preposition, a determiner, a span of time. */
const NOT_A_NAME_WORD = /^(?:for|this|that|these|those|the|of|in|on|at|to|and|or|our|its|their|each|every|quarter|year|month|period|half)$/;

/** "Revenues in our network segment were …": a business named in lower case right after the metric, before its figure. */
const LOWER_BUSINESS_AFTER_METRIC = once(() => new RegExp(String.raw`^\s+(?:in|of|from|for|at)\s+(?:our|the|its)\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{Ll}-]+)\s+(?:${partWords('lower')})\b`, 'u'));

/** A business's name written in lower case, as the document capitalises it (`SegmentContext.titledNames`): the one titled name it is, or the one it begins ("network" of "Network Software"); else as written. */
function titledNameOf(name: string, ctx: SegmentContext): string {
  const titledNames = [...(ctx.titledNames ?? [])];
  const found = titledNames.includes(name) ? [name] : titledNames.filter((t) => t.startsWith(`${name} `));
  return found.length === 1 ? found[0]!.replace(/(^|\s)(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase()) : name;
}

/** The last one to three lower-case words before a metric. */
const LOWER_WORDS_BEFORE = /(?<![\p{L}&'’-])((?:\p{Ll}[\p{Ll}&-]*\s+){0,2}\p{Ll}[\p{Ll}&-]*)\s+$/u;

/** A name the document calls a business by its capitalised name (`SegmentContext.titledNames`), written in lower case right before the metric: the business as the document capitalises it. */
function calledNameBefore(before: string, ctx: SegmentContext): string | null {
  const m = LOWER_WORDS_BEFORE.exec(before);
  if (!m || !ctx.titledNames) return null;
  const words = m[1]!.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const name = words.slice(i).join(' ');
    if (ctx.titledNames?.has(name) && !GENERIC_BUSINESS_WORD.test(name)) return name.replace(/(^|\s)(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());
  }
  return null;
}

/** "… our seeds business", "… the wholesale segment": a business named in lower case, each in a text. */
const LOWER_NAMED_BUSINESS = once(() => new RegExp(String.raw`\b(?:[Oo]ur|[Tt]he|[Ii]ts)\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{Ll}-]+)\s+(?:${partWords('lower')})\b`, 'gu'));

/**
 * "While the performance of our Crop Protection business came under pressure, … our seeds business
 * platform performed robustly, with revenues increasing by 26%": a business named in lower case in a
 * later clause (`between`: the words after the business named by name, up to the metric) is nearer the
 * figure and its own; the last such, of words that name something.
 */
function laterLowerBusiness(between: string): SegmentFound | null {
  let last: RegExpExecArray | null = null;
  for (const m of between.matchAll(LOWER_NAMED_BUSINESS())) last = m;
  if (last === null || !/[,;]|\b(?:while|whereas|but)\b/.test(between.slice(0, last.index))) return null;
  const words = last[1]!.split(/\s+/);
  return words.some((w) => GENERIC_BUSINESS_WORD.test(w) || NOT_A_NAME_WORD.test(w)) ? null : { name: last[1]!, called: true };
}

/** "Total comparable funeral revenues" in a call that speaks of "the funeral and cemetery segments": the word right before the metric, which the call calls a business in lower case. */
function lowerCalledBefore(before: string, ctx: SegmentContext): string | null {
  const m = /(?<![\p{L}&'’-])(\p{Ll}[\p{Ll}-]*)\s+$/u.exec(before);
  return m && ctx.lowerCalledNames?.has(m[1]!) ? m[1]! : null;
}

function clean(phrase: string): string {
  const name = namingWords(phrase.split(/\s+/)).join(' ').replace(/^(?:(?:and|of|&)\s+)+/, '');
  // "U.K." keeps its last dot; a sentence's full stop or comma after a name goes.
  return DOTTED_INITIALS.test(name.split(' ').pop() ?? '') ? name.replace(/,+$/, '') : name.replace(/[.,]+$/, '');
}

const LOWER_LETTER = /^\p{Ll}$/u;
const LETTER = /^\p{L}$/u;

/** Words written in lower case anywhere in `text` (the document's pages). */
export function lowerCaseWords(text: string): Set<string> {
  const out = new Set<string>();
  // The matches of /(?<![\p{L}])[\p{Ll}][\p{Ll}-]*/gu, read character by character (the document is long and mostly ASCII).
  let start = -1;
  let letterBefore = false;
  for (let i = 0; i < text.length; ) {
    const unit = text.charCodeAt(i);
    const code = unit >= 0xd800 && unit <= 0xdbff ? text.codePointAt(i)! : unit;
    const size = code > 0xffff ? 2 : 1;
    const lower = code < 128 ? code >= 97 && code <= 122 : LOWER_LETTER.test(String.fromCodePoint(code));
    const letter = lower || (code < 128 ? code >= 65 && code <= 90 : LETTER.test(String.fromCodePoint(code)));
    if (start >= 0 && !lower && code !== 45) {
      out.add(text.slice(start, i));
      start = -1;
    }
    if (start < 0 && lower && !letterBefore) start = i;
    letterBefore = letter;
    i += size;
  }
  if (start >= 0) out.add(text.slice(start));
  return out;
}

/** The fewest letters a clipped word of the company's name keeps ("Tech" of "Technologies"). */
const CLIPPED_AT_LEAST = 4;

/** The words of the company's own names ("HDFC Bank Limited", "HDFCBANK") for `SegmentContext.selfWords`. */
export function selfWordsOf(names: readonly (string | null | undefined)[]): Set<string> {
  const out = new Set<string>();
  for (const n of names) {
    if (!n) continue;
    const key = keyWords(n);
    for (const w of key) out.add(w);
    // Its first word run together with the start of the next ("HCLTech" of "HCL Technologies"): a short form the company goes by.
    if (key.length >= 2) for (let k = 3; k <= key[1]!.length; k++) out.add(key[0]! + key[1]!.slice(0, k));
    // A later word clipped to its first letters ("Sun Pharma" of "Sun Pharmaceutical Industries", "HCL Tech"): the company's own short name.
    for (const w of key.slice(1)) for (let k = CLIPPED_AT_LEAST; k < w.length; k++) out.add(w.slice(0, k));
    // Its initials, with and without the legal form: "Bharat Petroleum Corporation Limited" is BPCL and BPC.
    for (const a of [initials(companyKey(n)), initials(normalizeText(n))]) if (a) out.add(a);
  }
  return out;
}

/** The lower-case words `text` calls a business (`SegmentContext.lowerCalledNames`): not a word of any business ("core", "retail"), the company's or a metric's. */
export function lowerCalledNamesIn(text: string, selfWords: ReadonlySet<string>, isMetric: (phrase: string) => boolean): Set<string> {
  const out = new Set<string>();
  const named = (w: string): boolean => !GENERIC_BUSINESS_WORD.test(w) && !NOT_A_LOWER_NAME.test(w) && !STOP_AND_FILLER.has(w) && !isUnitWord(w) && !selfWords.has(w) && !isMetric(w);
  // Both words of "the funeral and cemetery segments" name one, or neither does ("the quarter and other businesses").
  for (const m of text.matchAll(LOWER_CALLED_BUSINESSES())) if ([m[1], m[2]].every((w) => w === undefined || named(w))) for (const w of [m[1], m[2]]) if (w) out.add(w);
  return out;
}

const LOWER_CALLED_BUSINESS = once(() => new RegExp(String.raw`\b(?:[Oo]ur|[Tt]he|[Ii]ts)\s+(\p{Ll}{3,})\s+(?:${partWords('line')})\b`, 'gu'));
/** "our tea business", "both the funeral and cemetery segments": lower-case words the document calls a business (one, or two joined). */
const LOWER_CALLED_BUSINESSES = once(() => new RegExp(String.raw`\b(?:[Oo]ur|[Tt]he|[Ii]ts)\s+(\p{Ll}{3,})(?:\s+(?:and|&)\s+(\p{Ll}{3,}))?\s+(?:${partWords('lines')})\b`, 'gu'));
/** Words that say which kind of business, not which one: "our operating segments", "our reportable segments", "our two businesses", "our strong business". */
const NOT_A_LOWER_NAME = /^(?:operating|reportable|reporting|remaining|existing|growing|strong|weak|healthy|solid|great|good|best|better|largest|biggest|fastest|various|several|different|two|three|four|five|six|many|few|both|respective|individual|underlying|acquired|written|booked|combined|merged|continuing|discontinued|increasing|decreasing|declining|improving|expanding|rising|falling|higher|lower|additional|incremental|business|businesses|segment|company|group|franchise|market|markets|industry|sector)$/;
/** Does the word say which part of any business ("core", "base", "retail"), not which business? */
export const isGenericBusinessWord = (word: string): boolean => GENERIC_BUSINESS_WORD.test(word.toLowerCase());
const GENERIC_BUSINESS_WORD = /^(?:core|overall|entire|whole|existing|new|old|total|other|same|own|underlying|base|current|legacy|larger|large|small|smaller|bigger|big|broader|profitable|growing|key|main|combined|merged|standalone|consolidated|domestic|international|global|overseas|export|retail|wholesale|corporate|digital|traditional|organic|inorganic|first|second|third|last|next|entire|total)$/;

/** Two or three capitalised words: "Kotak Securities", "ICICI Home Finance". The capital is matched before the look back that no letter precedes it, so the search over a whole document skips to capitals. */
const OWN_NAMED_BUSINESS = /\p{Lu}(?<![\p{L}]\p{Lu})[\p{L}]+(?:\s+\p{Lu}[\p{L}]+){1,2}(?![\p{L}])/gu;

/** "the Healthcare Services business", "our Emerging Markets (EM) business", "this Energy segment". */
const CALLED_BUSINESS = once(() => new RegExp(`\\b(?:[Oo]ur|[Tt]he|[Ii]ts|[Tt]his|[Tt]heir)\\s+${PHRASE}\\s+(?:\\((\\p{Lu}[\\p{Lu}&]+)\\)\\s+)?(?:${partWords('called')})\\b`, 'gu'));
/** "this segment of Projects and Manufacturing", "the subsidiary called BSS". */
const BUSINESS_OF = once(() => new RegExp(`\\b(?:${partWords('of')})\\s+(?:of|called|named)\\s+(?:the\\s+)?${PHRASE}`, 'gu'));

/**
 * The names the document itself gives its businesses, segments and subsidiaries (lower case): a
 * capitalised phrase it calls a business, segment, division, vertical, subsidiary or portfolio,
 * and the abbreviation it gives one; never the company's own name or a metric's (`isMetric`).
 */
export function segmentNamesIn(text: string, selfWords: ReadonlySet<string>, isMetric: (phrase: string) => boolean, { titledOnly = false }: { titledOnly?: boolean } = {}): Set<string> {
  const names = documentSegmentNames(text, selfWords, isMetric, !titledOnly);
  return titledOnly ? names.titled : names.all;
}

/** Both readings of `segmentNamesIn` at once: every name, and only those the document capitalises. */
export function documentSegmentNames(text: string, selfWords: ReadonlySet<string>, isMetric: (phrase: string) => boolean, all = true): { all: Set<string>; titled: Set<string> } {
  const titled = new Set<string>();
  let out = titled;
  const add = (phrase: string | undefined) => {
    if (!phrase) return;
    const name = clean(phrase);
    const parts = name.split(/\s+/).filter(Boolean);
    if (parts.length === 0 || parts.some((w) => /\d/.test(w) || isUnitWord(w.toLowerCase())) || (parts.length === 1 && NOT_A_NAME.test(parts[0]!))) return;
    const key = keyWords(name);
    if (key.length === 0 || key.every((w) => selfWords.has(w)) || isMetric(name)) return;
    out.add(name.toLowerCase());
  };
  for (const m of text.matchAll(CALLED_BUSINESS())) {
    add(m[1]);
    add(m[2]);
  }
  for (const m of text.matchAll(BUSINESS_OF())) add(m[1]);
  // Only the names the document capitalises ("our Research segment"), for `SegmentContext.titledNames`.
  if (!all) return { all: titled, titled };
  out = new Set(titled);
  // "the upstream business", "our tea business": a lower-case word the document calls a business names it when capitalised ("Upstream EBITDA was …").
  for (const m of text.matchAll(LOWER_CALLED_BUSINESS())) if (!GENERIC_BUSINESS_WORD.test(m[1]!)) add(m[1]);
  // "RMD had $6.1 billion of bookings", "… some softness, BFSI grew 3%": an abbreviation the document makes the subject of a clause stating a figure names a business ("RMD sales were up 15%", "BFSI TCV was at $3 billion").
  for (const m of text.matchAll(ABBREVIATION_STATING)) add(m[1]);
  // "Kotak Securities" … "KS for Q1 did a top line of …": the initials of a business bearing the company's name, when the document uses them.
  const seen = new Set<string>();
  for (const m of text.matchAll(OWN_NAMED_BUSINESS)) {
    const parts = m[0].split(/\s+/);
    if (!selfWords.has(parts[0]!.toLowerCase()) || keyWords(m[0]).every((w) => selfWords.has(w)) || isMetric(parts.slice(1).join(' '))) continue;
    const abbr = parts.map((w) => w[0]).join('');
    if (seen.has(abbr) || selfWords.has(abbr.toLowerCase())) continue;
    seen.add(abbr);
    if (holdsWord(text, abbr)) out.add(abbr.toLowerCase());
  }
  return { all: out, titled };
}

/** An abbreviation of three to five capitals opening a sentence or a clause after a comma, the subject of a verb stating a figure that follows in its clause. */
const ABBREVIATION_STATING = /(?:^|[.!?:]\s+|,\s+)(\p{Lu}{3,5})\s+(?:had|grew|delivered|posted|recorded|generated|registered|achieved)\s+[^.;,]{0,40}?\d/gu;

/** "Jio's ARPU …", "HSL's revenue …": an owner's possessive opening the sentence. */
const OPENING_OWNER = new RegExp(`^(?:The\\s+)?${PHRASE}(?:'s|’s)\\s`, 'u');

/**
 * The business a sentence is about as a whole, named at its start: "In Home Care, …", "Novelis
 * delivered …", "Our Emerging Markets business recorded …", "Jio's ARPU …"; null when it names none.
 */
export function sentenceSubject(sentence: string, ctx: SegmentContext): string | null {
  const lead = LEAD().exec(sentence);
  if (lead && isOtherName(lead[1]!, ctx)) return clean(lead[1]!);
  const subject = SUBJECT().exec(sentence);
  if (subject && isOtherName(subject[1]!, ctx)) return clean(subject[1]!);
  const business = NAMED_BUSINESS().exec(sentence);
  if (business && business.index <= 12 && isOtherName(business[1]!, ctx)) return clean(business[1]!);
  const owner = OPENING_OWNER.exec(sentence);
  if (owner && isOtherName(owner[1]!, ctx)) return clean(owner[1]!);
  const appositive = APPOSITIVE_SUBJECT().exec(sentence);
  if (appositive && isOtherName(appositive[1]!, ctx)) return clean(appositive[1]!);
  const aside = ASIDE_SUBJECT.exec(sentence);
  if (aside && isOtherName(aside[1]!, ctx)) return clean(aside[1]!);
  return null;
}

/** The phrase as a name of something other than the company (see `segmentOf`), or null. */
export function namesOtherThanCompany(phrase: string, ctx: SegmentContext): string | null {
  return isOtherName(phrase, ctx) ? clean(phrase) : null;
}

/**
 * A name a heading of its own gives ("First, Infrastructure."): capitalised words that are not the
 * company's, a calendar word or a common word alone, though the document also writes them in lower
 * case; null when it is no such name.
 */
export function headingName(phrase: string, ctx: SegmentContext): string | null {
  if (isOtherName(phrase, ctx)) return clean(phrase);
  const parts = phrase.split(/\s+/).filter((w) => !/^(?:and|of|&)$/.test(w));
  // … nor a part of the deck ("Slide"), a basis ("Non-GAAP") or a word for the whole ("Companywide").
  if (parts.length === 0 || parts.some((w) => CALENDAR.test(w) || NOT_A_NAME.test(w) || DOCUMENT_PART_OR_BASIS.test(w) || isWholeWord(w) || /\d/.test(w) || isUnitWord(w.toLowerCase()) || !/^\p{Lu}\p{L}{2,}/u.test(w))) return null;
  const key = keyWords(parts.join(' '));
  return key.length > 0 && !key.every((w) => ctx.selfWords.has(w)) ? clean(phrase) : null;
}

/** Does `phrase` name the company itself ("HDFC Bank", "BPCL")? */
export function namesCompany(phrase: string, ctx: SegmentContext): boolean {
  const key = keyWords(phrase.split(/\s+/).filter((w) => !CALENDAR.test(w)).join(' '));
  return key.length > 0 && key.every((w) => ctx.selfWords.has(w));
}

/**
 * A segment the call names for another figure, written right after a figure's metric words ("profit
 * after tax for farm is at 1,198 crores", "EBITDA of Novelis"): the figure is that segment's, as
 * written in `segments`; null for none.
 */
export function segmentAfterMetric(sentence: string, metricText: string, segments: readonly string[]): string | null {
  const at = sentence.indexOf(metricText);
  if (at < 0 || segments.length === 0) return null;
  const after = /^\s+(?:for|of|in|from)\s+(?:the\s+|our\s+|its\s+)?([\p{L}&-]+(?:\s+[\p{L}&-]+)?)/u.exec(sentence.slice(at + metricText.length))?.[1]?.toLowerCase();
  if (!after) return null;
  return segments.find((x) => after === x.toLowerCase() || after.startsWith(`${x.toLowerCase()} `)) ?? null;
}
