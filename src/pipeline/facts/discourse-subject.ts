/**
 * The business a passage of a call is about, carried from sentence to sentence: "Some highlights
 * on HDB Financial Services. … The total loan book stood at INR73,568 crores" — the loan book is
 * HDB's; "Moving on to our performance in Home Care. … Revenues grew 10%" — Home Care's. A
 * subject is set by a sentence that turns to a business ("Moving on to …", "Talking about …",
 * "a few sentences on …") or opens on one ("In Home Care, …", "Novelis delivered …"). It holds
 * until the speaker's turn ends, another subject is taken up, a sentence turns back to the whole
 * company ("Overall, …", "In summary, …", "At the consolidated level, …"), or — past the paragraph
 * a business was turned to in, and after a sentence that merely opened on one — a sentence with a
 * figure does not go on about it (opens neither on a metric nor on "it", "its", "the segment").
 * Pure.
 */
import { holdsWord } from '../../core/text/whole-words.js';
import { AS_WRITTEN_EDGES as EDGES } from '../../core/text/word-edges.js';
import { namesKind, partWords } from '../../core/vocabulary/segment-kinds.js';
import { once } from '../../core/util/once.js';
import { headingName, isGenericBusinessWord, namesCompany, namesOtherThanCompany, type SegmentContext, sentenceSubject } from '../../core/text/segment.js';
import { placedTopic, possessiveTopic } from './topic-phrase.js';
import { isMeasureWord } from '../../core/vocabulary/scope-words.js';
import { STOP_AND_FILLER } from '../../core/text/stopwords.js';
import { MONTH_NAME } from '../../core/text/months.js';

/** A sentence as the subject is carried through it. */
export interface DiscourseSentence {
  text: string;
  /** The speaker's turn the sentence is in (a new turn starts with no subject, or the speaker's own business). */
  turn: number;
  speaker: string | null;
  /** The sentence ends its paragraph. */
  paragraphEnd: boolean;
}

const OPENING = String.raw`^\W*(?:(?:and|so|now|next|then|finally|lastly|also|further|first|second|third|firstly|secondly|thirdly)\s*,?\s+)*`;

/** "Moving on to …", "Let me now turn to …", "Some highlights on …", "A few sentences on …", "Now to …;" (not "Now to go back to …", a verb's infinitive): the sentence turns to what follows. */
const TURNS_TO = new RegExp(
  OPENING +
    String.raw`(?:(?:let\s+me|i\s+will|i'll|i\s+would\s+like\s+to|we\s+will|let's|let\s+us|(?:i'm|i’m|i\s+am)\s+(?:here\s+)?(?:going\s+)?to)\s+(?:now\s+|quickly\s+|briefly\s+|also\s+)?(?:turn|move|come|go|talk|speak|comment|touch|give|share|cover|update|take|walk)(?:\s+(?:upon|on|about|to|you|us|through|some|few|brief|details?|highlights?|updates?|color|colour))*` +
    String.raw`|(?:we|i)\s+(?:now\s+|will\s+now\s+)?(?:move|turn|come)\s+(?:on\s+)?to` +
    String.raw`|(?:just\s+to\s+(?:quickly\s+)?cover)(?:\s+on)?|mov(?:e|ing)\s+(?:now\s+)?(?:back\s+|on\s+)?to|shift(?:ing)?\s+(?:now\s+)?(?:over\s+)?to|(?:start|begin)(?:ning|ing)?\s+with|com(?:e|ing)\s+(?:back\s+)?to|turn(?:ing)?\s+(?:now\s+)?to|talking\s+(?:about|of)|speaking\s+(?:about|of)` +
    String.raw`|(?:some\s+|a\s+few\s+|key\s+)?(?:highlights|details|updates?|comments|sentences|words|points|lines|remarks)\s+(?:on|of|about|for)|as\s+(?:for|regards)|as\s+far\s+as(?:\s+(?:we|I)\s+(?:look|looking|talk|talking)\s+(?:at|about))?|with\s+regards?\s+to|regarding|now\s+on|now\s+to(?!\s+(?:go|come|get|turn|move|answer|address|talk|take|give|be|do|see|look|say|make|add|clarify|explain|respond|summari[sz]e)\b))\s+(.*)$`,
  'i',
);

/** "Overall, …", "In total, …", "In summary, …", "At the consolidated level, …", "The Bank's …": the sentence is about the whole company again. */
const WHOLE_COMPANY = new RegExp(
  OPENING +
    String.raw`(?:(?:our|the)\s+)?(?:overall|in\s+total\b|in\s+summary|to\s+sum(?:mari[sz]e)?|summing\s+up|consolidated|standalone|on\s+an?\s+(?:consolidated|standalone|overall|group)|(?:at|on)\s+the\s+(?:consolidated|standalone|group|company|bank|overall|enterprise|entity)\s+level|for\s+the\s+(?:company|group|bank|firm)\b|(?:company|group|bank|firm)(?:'s|’s)?\s|as\s+a\s+(?:company|group|bank|whole))`,
  'i',
);

/** A capitalised phrase (a name, or the start of one). */
const NAME = /\p{Lu}[\p{L}\p{N}&.-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}\p{N}&.-]*){0,3}/gu;
/** NAME's first match (an expression without the global flag keeps no state between texts). */
const FIRST_NAME = new RegExp(NAME.source, 'u');

/** What a sentence turning to a topic turns to: a business by name, the company itself, or something else (a metric: "Coming to asset quality"). */
type Topic = { name: string } | 'company' | 'other';

/** "the Company's financials", "our consolidated results": the company as a whole. */
const COMPANY_TOPIC = /\b(?:(?:the|our)\s+(?:company|group|bank|firm)(?:'s|’s)?|consolidated|standalone|overall)\b/i;
/** Words anywhere in a sentence that make its figures the whole company's. */
const WHOLE_COMPANY_LEVEL = /\b(?:(?:at|on)\s+(?:a|the)\s+(?:consolidated|standalone|group|company|bank|overall|enterprise)\s+(?:level|basis)|for\s+the\s+(?:company|group|bank)\s+as\s+a\s+whole|in\s+totality)\b/i;
/** What a passage's next sentence may open with and still be about its subject: "Its EBITDA …", "It …", "The segment's …". */
const ANAPHOR = once(() => new RegExp(String.raw`^\W*(?:(?:and|also|further)\s*,?\s+)?(?:it|its|this|these|they|their|there|which|here|the\s+(?:${partWords('anaphor')})(?:'s|’s)?)\b`, 'i'));

/** A sentence calling what it names a business: "… asset management business", "the Energy segment". */
const CALLED_BUSINESS = /\b(?:business(?:es)?|segments?|divisions?|verticals?|subsidiar(?:y|ies)|arm)\b/i;

/** "this segment", "the segment's", "in this business": words referring back to the business last named. */
const SEGMENT_REF = /\b(?:this|the\s+same)\s+(?:segment|division|vertical|subsidiary)\b(?!\s+(?:of|called|named)\b)|\bin\s+this\s+business\b(?!\s+(?:of|called|named)\b)/i;
/** "Segment adjusted EBITDA …", "Segment operating margin …": a sentence opening on the word "segment" as its metric's owner. */
const SEGMENT_OPENING = /^\W*(?:(?:and|so|also|now)\s*,?\s+)?segment\s+(?:(?:adjusted|operating|reported|organic|gross|net|total)\s+)*\p{L}/iu;
/** "the Bank", "the Company": the company itself, named by what it is. */
const THE_COMPANY = /\bthe\s+(?:company|group|bank|firm)\b(?!(?:'s|’s)?\s+(?:subsidiar|arm|unit))/i;

/** "Turning to our segments.", "Now on to segment performance.", "I will now comment on the performance of each segment": a sentence turning to the call's businesses one by one. */
const WALK_TURN = once(() => new RegExp(String.raw`\b(?:(?:our|the|each|every|its)\s+(?:(?:two|three|four|five|six|reportable|operating|business)\s+)?(?:${partWords('walk')})|segment\s+(?:performance|results|review))\b`, 'i'));

/** "the company", not "the company's subsidiary": what a subsidiary's passage may call it. */
const CALLED_THE_COMPANY = /\bthe\s+company\b(?!(?:'s|’s)?\s+(?:subsidiar|arm|unit))/i;

/** "The company's diversified business model …", "The company released …": a sentence opening on "the company". */
const THE_COMPANY_OPENING = /^\W*(?:(?:and|so|also|further)\s*,?\s+)?the\s+company(?:'s|’s)?\s/i;

/**
 * Does the sentence call the business it names "the company" ("… another excellent quarter for BFL,
 * with the company delivering on …")? Then the business is a company of its own (a subsidiary), and
 * "The company's …" in a passage about it is its.
 */
function callsItTheCompany(sentence: string, name: string): boolean {
  const at = sentence.indexOf(name);
  return at >= 0 && CALLED_THE_COMPANY.test(sentence.slice(at + name.length));
}

/** How many sentences back the business "this segment" refers to may have been named. */
const REFERS_BACK_WITHIN = 12;

/** What may follow a business's name that a sentence turns to. */
const TOPIC_END = /^\s*(?:$|[,.;:!?)(–-]|(?:'s|’s)\b|(?:is|are)\s+concerned\b|(?:business(?:es)?|segments?|divisions?|verticals?|subsidiar(?:y|ies)|groups?|side|portfolio|operations|financials|results|numbers|performance|entity)\b|\s+(?:(?:shown|presented|outlined|summari[sz]ed|detailed)\s+)?on\s+(?:slide|page)\b)/i;

/** What a turn may say before the business it turns to: nothing but "the" or "our", a walk's start ("… I'll start with"), or a slide ("slide five for"). */
const FIRST_IN_TURN = /^\s*(?:.*\b(?:start(?:ing)?|begin(?:ning)?)\s+with\s+|(?:slides?|page)\s+\S+\s+(?:for|on|with)\s+)?(?:(?:the|our|its)\s+)?$/i;

/** "… shown on slide 15", "on page 7": a name's slide follows it. */
const SLIDE_AFTER = /^\s+(?:(?:shown|presented|outlined|summari[sz]ed|detailed)\s+)?on\s+(?:slide|page)\b/i;

/** A heading read out as a sentence of its own: "First, Infrastructure.", "Next, Energy Projects segment.", "Then finally, Laboratory Products and Biopharma Services segment.", "And finally, Home & Garden, which is slide 18." */
const HEADING = once(() => new RegExp(String.raw`^\W*(?:(?:[Ff]irst|[Ss]econd|[Tt]hird|[Nn]ext|[Tt]hen|[Nn]ow|[Ff]inally|[Ll]astly|[Aa]nd)\s*,?\s+)*(?:[Ff]irst|[Ss]econd|[Tt]hird|[Nn]ext|[Tt]hen|[Nn]ow|[Ff]inally|[Ll]astly)\s*,?\s+(\p{Lu}[\p{L}&-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}&-]*){0,3})(?:\s+(?:${partWords('line')}))?(?:\s*,?\s+(?:which\s+is\s+|shown\s+)?(?:on\s+)?[Ss]lides?\s+[\p{L}\p{N}]+)?\s*[.:]?\s*$`, 'u'));

/** "our asset management business", "the wealth management segment": a business the words name in lower case. */
const LOWER_BUSINESS = once(() => new RegExp(String.raw`\b(?:our|the|its)\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,2}\p{Ll}[\p{Ll}-]+)\s+(?:${partWords('closing')})\s*(?:$|[.,;:])`, 'u'));
/** A topic in lower case, one word or two joined, ending its phrase: "distribution and services," of "Moving to distribution and services, revenues …", "Turning to the rest of transportation and electronics.". */
const LOWER_CALLED_TOPIC = /^\s*(?:(?:our|the)\s+)?(?:rest\s+of\s+(?:our\s+|the\s+)?)?(\p{Ll}{3,}(?:\s+(?:and|&)\s+\p{Ll}{3,})?)\s*(?:[,.:;]|$)/u;
/** Words that say which part of any business, not which business. */
const GENERIC_PART = /\b(?:core|overall|entire|whole|existing|new|total|other|same|own|underlying|current|legacy|combined|standalone|consolidated|domestic|international|global|first|second|this|that|key|main|major|each|every|all|both|various|of|next|previous|last|remaining|final|following)\b/;

/** Words no business's name is made of: a preposition, pronoun or conjunction ("the outlook for our business" names none). */
const FUNCTION_WORD = /\b(?:for|our|the|its|their|your|my|his|her|to|in|on|at|by|with|from|into|about|over|under|but|we|you|they|it|is|are|was|were|be)\b/i;

const titled = (s: string): string => s.replace(/(^|\s)(\p{L})/gu, (_, p: string, c: string) => p + c.toUpperCase());

/**
 * What a sentence turns to (see `TURNS_TO`, `HEADING`). `sibling` says whether a name the document
 * also writes in lower case may still be a business here: in a turn that walks through the call's
 * businesses ("… beginning with Industrial." … "Moving now to Aerospace, sales were …"), a name
 * turned to the same way is the next one (see `discourseSubjects`).
 */
function topicOf(sentence: string, ctx: SegmentContext, isMetric: (phrase: string) => boolean, sibling: (name: string, pointed?: boolean) => boolean = () => false, walking = false): Topic | null {
  const heading = HEADING().exec(sentence);
  if (heading && !isMetric(heading[1]!)) {
    const name = headingName(heading[1]!, ctx);
    if (name !== null) return { name };
  }
  const turn = TURNS_TO.exec(sentence);
  if (!turn) return null;
  // The topic is named before its first figure: "a few sentences on HDB, on HSL, our securities company that has added 0.6 million clients".
  // … and before a clause saying what it comprises: "Hi-Tech Manufacturing segment that comprises our Defense … business".
  // … within its first 90 characters, a word cut there dropped ("… in the Investors section" is no "Inve").
  // … and before a clause set off by a comma that says something of it: "Turning to our guidance, which … does not include sales of generic ADVAIR DISKUS" turns to the guidance, not to ADVAIR
  // (a clause that names it, "Moving on to the next segment, which is Energy Projects", is kept).
  const named = turn[1]!.split(/\d/)[0]!.split(/\b(?:that|which)\s+(?:comprises?|consists?|includes?)\b|\bcompris(?:es|ing)\b|,\s*(?:which|who)\b(?!\s+(?:is|are|was|were)\s+(?:the\s+|our\s+)?\p{Lu})/u)[0]!;
  let region = named.length > 90 ? named.slice(0, 90).replace(/[\p{L}\p{N}&.'’-]*$/u, '') : named;
  // "Let's move on now to the international business": one word naming a kind of business (data/vocabulary/segments.json) is a business turned to, though it says which part of any business and names a metric too.
  const kind = LOWER_BUSINESS().exec(region);
  if (kind && !/\s/.test(kind[1]!) && namesKind(kind[1]!, 'international')) return { name: titled(kind[1]!) };
  // … and before the first metric: "Now moving to advances, growth of IBPC advances" turns to a metric, not to "IBPC".
  const words = region.split(/\s+/);
  for (let k = 1; k <= words.length; k++) {
    if (isMetric(words.slice(0, k).join(' '))) {
      region = words.slice(0, k - 1).join(' ');
      break;
    }
  }
  if (COMPANY_TOPIC.test(region)) return 'company';
  // A name is the topic when it ends the phrase ("Home Care.", "HDB, on HSL,", "the JPL financials"), not when it qualifies another noun ("S&P Global estimates").
  const ending = (m: RegExpMatchArray): boolean => TOPIC_END.test(region.slice(m.index! + m[0].length));
  const names = [...region.matchAll(NAME)]
    .filter(ending)
    .map((m) => namesOtherThanCompany(m[0], ctx))
    .filter((n): n is string => n !== null && !isMetric(n));
  if (names.length > 0) return { name: names[names.length - 1]! };
  if ([...region.matchAll(NAME)].some((m) => namesCompany(m[0], ctx))) return 'company';
  // "Moving now to Aerospace, sales were …" after "… beginning with Industrial.": a name of the walk's kind, though the call also writes "aerospace".
  // … or "Starting with Hardware & Home Improvement on slide 15.": a name the slide pointed at is given, written capitalised more often than not.
  const pointed = (m: RegExpMatchArray): boolean => SLIDE_AFTER.test(region.slice(m.index! + m[0].length));
  // … the name the turn opens on, or starts a walk with, or gives a slide to ("Turning to the segments, I'll start with Industrial Packaging", "Turning to slide five for Food Equipment"),
  // not one further on ("our Global Productivity Improvement Program" of "… to our internal growth and efficiency efforts with our …").
  const first = (m: RegExpMatchArray): boolean => FIRST_IN_TURN.test(region.slice(0, m.index));
  const siblings = [...region.matchAll(NAME)]
    .filter((m) => ending(m) && first(m))
    .map((m) => [headingName(m[0], ctx), pointed(m)] as const)
    .filter((n): n is readonly [string, boolean] => n[0] !== null && !isMetric(n[0]) && sibling(n[0], n[1]))
    .map(([n]) => n);
  if (siblings.length > 0) return { name: siblings[siblings.length - 1]! };
  // "Let me take you through our asset management business."
  const lower = LOWER_BUSINESS().exec(region);
  if (lower && !GENERIC_PART.test(lower[1]!) && !FUNCTION_WORD.test(lower[1]!) && !isMetric(lower[1]!)) return { name: titled(lower[1]!) };
  // "Moving to distribution and services, revenues for …" in a call that speaks of "our distribution and services segment": the words it calls a business.
  const called = LOWER_CALLED_TOPIC.exec(region);
  const joined = called ? called[1]!.split(/\s+(?:and|&)\s+/) : [];
  // … or, in a walk through the businesses ("I will start with our safety and industrial business." … "Moving to transportation and electronics, which grew 24%"), two words joined the way the one before was named.
  const walkedTo = walking && joined.length === 2 && !joined.some((w) => isMetric(w) || GENERIC_PART.test(w) || FUNCTION_WORD.test(w));
  if (called && (joined.every((w) => ctx.lowerCalledNames?.has(w)) || walkedTo) && !isMetric(called[1]!)) return { name: titled(called[1]!).replace(/ And /g, ' and ') };
  return 'other';
}

/** Does the sentence open on the company itself ("HDFC Bank's …", "Overall, …"), or state its figures at the company's level? */
function aboutCompany(sentence: string, ctx: SegmentContext): boolean {
  if (WHOLE_COMPANY.test(sentence) || WHOLE_COMPANY_LEVEL.test(sentence)) return true;
  const first = FIRST_NAME.exec(sentence.slice(0, 40));
  return first !== null && first.index <= 4 && namesCompany(first[0], ctx);
}

/** A quarter opening a sentence: "In Q1FY24,", "During Q1 FY '24,", "Q1FY24 PAT …". */
const PERIOD_OPENING = /^\W*(?:(?:in|during)\s+)?Q[1-4]\s*FY\s*'?\s*\d{2,4}\s*,?\s+/i;

/** A business named at a sentence's start, right before a metric: "Refrigeration revenue was …", "For the full year, the Residential segment net sales …", "Our drilling and evaluation division revenue grew …". */
const NAME_BEFORE_METRIC = once(() => new RegExp(String.raw`^\W*(?:[^,\d]{0,40},\s+)?(?:(?:[Tt]he|[Oo]ur)\s+)?(\p{Lu}[\p{L}\p{N}&.-]*(?:\s+(?:and\s+|&\s+|of\s+)?\p{Lu}[\p{L}\p{N}&.-]*){0,3}|(?<=\b(?:[Tt]he|[Oo]ur)\s+)(?:\p{Ll}[\p{Ll}-]+\s+){0,3}\p{Ll}[\p{Ll}-]+(?=\s+(?:${partWords('lower')})\b))(\s+(?:${partWords('before-metric')})(?:'s|’s)?)?\s+(.+)$`, 'u'));
/** Words of how a metric is measured, between a business's name and the metric ("Refrigeration adjusted EBITDA"). */
const MEASURE_WORDS = /^(?:(?:adjusted|operating|organic|reported|total|net|gross|segment|underlying|comparable|quarterly)\s+)+/i;

/**
 * The business a sentence opens on as the owner of its first metric: a name the call calls a
 * business, segment or division (`SegmentContext.segmentNames`, or the sentence itself: "Residential
 * segment net sales"), right before the metric. It owns the sentences after that go on about it.
 */
function metricOwnerOpening(sentence: string, ctx: SegmentContext, isMetric: (phrase: string) => boolean, sibling: (name: string) => boolean = () => false): string | null {
  const m = NAME_BEFORE_METRIC().exec(sentence);
  if (!m || !/\d/.test(sentence)) return null;
  const name = m[1]!;
  const lower = !/^\p{Lu}/u.test(name);
  // A word of how a metric is measured ("Adjusted segment EBITDA") or of any business ("the base business") names none.
  if (name.split(/\s+/).some((w) => MEASURE_WORDS.test(`${w} `) || (lower && isGenericBusinessWord(w))) || (lower && GENERIC_PART.test(name))) return null;
  // … or, in a passage walking through the call's businesses, a name of two capitalised words or more, or one the call writes capitalised ("Well Construction revenue of $2.3 billion" after "Reservoir Performance revenue of …").
  const walked = !lower && !m[2] && !ctx.segmentNames?.has(name.toLowerCase()) && sibling(name);
  if (lower ? !m[2] : !(m[2] || ctx.segmentNames?.has(name.toLowerCase()) || walked)) return null;
  const found = lower ? name : walked ? headingName(name, ctx) : namesOtherThanCompany(name, ctx);
  if (found === null || isMetric(found)) return null;
  // … or after the verb the business states it by ("our Projects and Manufacturing businesses secured order inflows of …").
  const rest = m[3]!.replace(/^(?:\p{Ll}+ed|grew|rose|fell|saw|had)\s+(?:(?:an?|the|its|their)\s+)?/u, '').replace(MEASURE_WORDS, '').split(/\s+/).slice(0, 4);
  // "Small business banking disbursements": "business" is a word of the metric's name, not the name's.
  if (m[2] && isMetric(`${m[2].trim()} ${rest[0] ?? ''}`) && !isMetric(rest[0] ?? '')) return null;
  // The metric right after the name, not one further on ("… business with 2019 revenues of …").
  for (let k = 1; k <= rest.length; k++) if (isMetric(rest.slice(0, k).join(' ').replace(/[,.;:]+$/, ''))) return k === 1 || !isMetric(rest.slice(1, k).join(' ').replace(/[,.;:]+$/, '')) ? found : null;
  return null;
}

/** "In Commercial, revenue, segment profit and margin were all first quarter records.": a capitalised name a sentence opens by placing itself in, the rest then calling its figures the segment's. */
const SEGMENT_PLACED = /^\W*(?:(?:[Aa]nd|[Ss]o|[Nn]ow|[Aa]lso|[Tt]hen|[Nn]ext|[Ff]inally|[Ll]astly)\s*,?\s+)?(?:[Ii]n|[Ff]or|[Ww]ithin)\s+(?:the\s+|our\s+)?(\p{Lu}[\p{L}&-]*(?:\s+(?:&\s+|and\s+)?\p{Lu}[\p{L}&-]*){0,3})\s*,\s*(.*)$/u;

/** The segment a sentence places itself in and whose figures it calls the segment's ("In Commercial, … segment profit …"), though the call also writes the name in lower case; null otherwise. */
export function segmentPlacedIn(sentence: string, ctx: SegmentContext, isMetric: (phrase: string) => boolean): string | null {
  const m = SEGMENT_PLACED.exec(sentence);
  if (!m || !/\bsegment\b/i.test(m[2]!)) return null;
  const name = headingName(m[1]!, ctx);
  return name !== null && !isMetric(name) ? name : null;
}

/** "And within services, ITBS was basically flat …": a business the call names, subject of the clause after a phrase placing the sentence in a larger one. */
const NAME_AFTER_PLACED = /^\W*(?:(?:[Aa]nd|[Ss]o|[Nn]ow|[Aa]lso)\s*,?\s+)?(?:[Ii]n|[Ww]ithin|[Aa]cross)\s+(?:the\s+|our\s+)?[\p{L}&-]+(?:\s+[\p{L}&-]+){0,2}\s*,\s*(\p{Lu}[\p{L}\p{N}&.-]*(?:\s+(?:and\s+|&\s+)?\p{Lu}[\p{L}\p{N}&.-]*){0,3})\s+(?:was|were|is|are|grew|rose|fell|declined|increased|decreased|had|saw|delivered|reported|posted)\b/u;

/** The business the clause after a placing phrase is about ("… within services, ITBS was …"), when the call names it as a business; null otherwise. */
export function nameAfterPlaced(sentence: string, ctx: SegmentContext): string | null {
  const m = NAME_AFTER_PLACED.exec(sentence);
  return m && ctx.segmentNames?.has(m[1]!.toLowerCase()) ? namesOtherThanCompany(m[1]!, ctx) : null;
}

/** "Our copper business continues to deliver …", "Our motorhome business faced …": a sentence opening on a business the words name in lower case, saying how it did. */
const LOWER_BUSINESS_OPENING = once(() => new RegExp(String.raw`^\W*(?:(?:and|so|also|now)\s*,?\s+)?our\s+((?:\p{Ll}[\p{Ll}-]+\s+){0,1}\p{Ll}[\p{Ll}-]+)\s+(?:${partWords('lower')})\s+(?:(?:also|again|too|this\s+quarter)\s+)?(?:continues?|continued|delivered|reported|posted|performed|saw|faced|had|grew|remained|remains|did)\b`, 'iu'));

/** The business a sentence with no figure opens on in lower case ("Our copper business continues to deliver consistent performance"), which the sentences after it go on about. */
function lowerBusinessOpening(sentence: string, isMetric: (phrase: string) => boolean): string | null {
  if (/\d/.test(sentence)) return null;
  const m = LOWER_BUSINESS_OPENING().exec(sentence);
  if (!m) return null;
  const name = m[1]!;
  if (GENERIC_PART.test(name) || FUNCTION_WORD.test(name) || name.split(/\s+/).some((w) => isGenericBusinessWord(w)) || isMetric(name)) return null;
  return titled(name);
}

/** "In technology, …", "Within EMEA, …": an opening phrase placing the sentence somewhere, not in a period ("In the quarter, …", "In Q2, …"). */
const PLACED_IN = new RegExp(String.raw`^\W*(?:in|within|across|for)\s+(?!(?:the\s+)?(?:first|second|third|fourth|last|latest|current|same|prior|full|quarter|year|period|month|fiscal|calendar|q[1-4]|h[12]|fy|\d|${MONTH_NAME}|addition|total|aggregate|summary|short|particular|general|terms|fact|this|that|each|both|all|our\s+(?:view|opinion)))(?:the\s+)?[\p{L}&-]+(?:\s+[\p{L}&-]+){0,2}\s*,`, 'iu');

/** Words that name another part of any business than the one a passage is about: "Core revenue", "International sales". */
const OTHER_PART = /^(?:core|existing|new|other|legacy|domestic|international|global|underlying)$/i;

/** "As shown in Slide 30,", "As you can see on the slide,", "As you can see,": words pointing at the slides before a sentence's own. */
const POINTER_LEAD = /^\W*(?:and\s+)?as\s+(?:shown|seen|you\s+can\s+see|you\s+will\s+see|you\s+may\s+see|you\s+see)(?:\s+(?:in|on)\s+(?:the\s+)?(?:slides?|page|chart)(?:\s+(?:no\.?\s*|number\s+)?\d+)?)?\s*,\s*/i;

/** A sentence opening on the speakers' own ("Our EBITDA margin …", "And our net profit …"). */
const OUR_OPENING = /^\W*(?:(?:and|so|also)\s*,?\s+)?our\s/i;

const singular = (w: string): string => w.toLowerCase().replace(/[,.;:]+$/, '').replace(/s$/, '');

/** The word a sentence opening on a business names its metric by ("revenue" of "Home Lending revenue declined 20%"), or ''. */
function openingMetricWord(sentence: string): string {
  const m = NAME_BEFORE_METRIC().exec(sentence);
  return m ? (m[3]!.replace(MEASURE_WORDS, '').split(/\s+/)[0] ?? '') : '';
}

/** Does the sentence go on about the subject before it: opening on a metric ("EBITDA per ton was …") or on a word standing for the subject ("Its …")? */
function continues(said: string, isMetric: (phrase: string) => boolean, ctx: SegmentContext, walked: { name: string; metric: string } | null = null): boolean {
  // "As shown in Slide 30, the steel production was lower …": a pointer to the slides says nothing of whose figures follow.
  const sentence = said.replace(POINTER_LEAD, '');
  if (ANAPHOR().test(sentence)) return true;
  // "Segment profit was up 47%": the segment the passage is about.
  if (SEGMENT_OPENING.test(sentence)) return true;
  // "Our EBITDA margin stood at 23.6%": the speaker's own figure, the company's, not the business a sentence before merely opened on
  // (unless it says it is a business's: "Our adjusted EBITDA margin was 14.8% for the Towable segment").
  if (OUR_OPENING.test(sentence) && !CALLED_BUSINESS.test(sentence)) return false;
  // "In technology, revenues increased 14.4%": a sentence placing itself in something other than a period opens on it, not on the subject.
  if (PLACED_IN.test(sentence)) return false;
  // "In Q1FY24, AUM grew …", "Q1FY24 PAT grew …": a quarter opening the sentence is no subject of its own.
  const opening = sentence
    .replace(PERIOD_OPENING, '')
    .replace(/^\W*(?:(?:and|also|the|our|its|their|total|net|gross|overall)\s+)*/i, '')
    .split(/\s+/)
    .slice(0, 4);
  // "Core revenue grew 5%": a word naming another part of the business before the metric opens on that part, not on the subject.
  if (opening.length > 1 && OTHER_PART.test(opening[0]!) && !isMetric(opening[0]!)) return false;
  for (let k = 1; k <= opening.length; k++) {
    if (!isMetric(opening.slice(0, k).join(' '))) continue;
    // "Drilling Solutions revenue of $60.5 million": two or more capitalised words before the metric name another business.
    let j = 0;
    while (j + 1 < k && isMetric(opening.slice(j + 1, k).join(' '))) j++;
    const lead = opening.slice(0, j);
    // "Batesville revenue of $623 million": … or one the call never writes in lower case.
    const named = (w: string): boolean => /^\p{Lu}\p{Ll}+$/u.test(w) && !MEASURE_WORDS.test(`${w} `) && !ctx.lowerWords.has(w.toLowerCase());
    // "Auto revenue increased 10%" after "Home Lending revenue declined 20%", "VRF revenue was up" after "Lennox National Accounts Services revenue was up":
    // in a walk through the businesses, a capitalised word before the metric that is no word of the subject's name opens on another part, not the subject.
    const subjectWords = new Set((walked?.name ?? '').toLowerCase().split(/\s+/));
    // … the same metric as the sentence that opened on the business ("… revenue" after "… revenue"), words of a name before it,
    // not a phrase of time or place ("In the quarter, revenue grew 3%") nor a qualifier ("Labor-based revenues").
    const sameMetric = walked !== null && singular(opening[j] ?? '') === singular(walked.metric);
    const sibling = sameMetric && lead.length > 0 && /^\p{Lu}/u.test(lead[0]!) && !MEASURE_WORDS.test(`${lead[0]} `) && !isMeasureWord(lead[0]!) && lead.every((w) => /^[\p{L}&]+$/u.test(w) && !STOP_AND_FILLER.has(w.toLowerCase())) && !lead.some((w) => subjectWords.has(w.toLowerCase()) || ctx.selfWords.has(w.toLowerCase()));
    return !((lead.length >= 2 && lead.every((w) => /^\p{Lu}\p{Ll}+$/u.test(w) && !MEASURE_WORDS.test(`${w} `))) || lead.some(named) || sibling);
  }
  return false;
}

/**
 * The subject of each sentence (`isMetric` tells a metric's name from a business's): the business
 * it or the passage before it is about, or null for the company as a whole. A speaker who heads a
 * business (`speakerBusiness`, by speaker) speaks of it unless a sentence names another or the
 * whole company.
 */
export function discourseSubjects(
  sentences: readonly DiscourseSentence[],
  ctx: SegmentContext,
  isMetric: (phrase: string) => boolean,
  speakerBusiness: ReadonlyMap<string, string> = new Map(),
  headingBusiness: ReadonlyMap<string, string> = new Map(),
  /** Whether the document writes a lower-case phrase as a name ("On the digital side" of a call naming "Digital Services"): see topic-phrase.ts. */
  namesBusiness: (phrase: string) => boolean = () => false,
  /** The names the document gives as companies of their own (lower case: "bfl", "bajaj finance"; see `companyAbbreviations`): in a passage about one, "the company" is it. */
  companies: ReadonlySet<string> = new Set(),
): (string | null)[] {
  const out: (string | null)[] = [];
  // `metric`: the word of the metric the sentence that opened on the business named right after it.
  let subject: { name: string; turnedTo: boolean; metric?: string } | null = null;
  let turn: number | null = null;
  let own: string | null = null;
  // "Now let me turn it back over to John": a speaker of the call is no business.
  const people = new Set(sentences.flatMap((s) => (s.speaker ?? '').toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 1)));
  const isPerson = (name: string): boolean => name.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean).every((w) => people.has(w));
  const business = (name: string | null): string | null => (name !== null && !isMetric(name) && !isPerson(name) ? name : null);
  const speakers = (): { name: string; turnedTo: boolean } | null => (own === null ? null : { name: own, turnedTo: true });
  // The business last named in the turn: what "this segment" refers back to.
  let last: string | null = null;
  let lastAt = 0;
  // Whether a topic read as no business was turned to since the business last named.
  let turnedAway = false;
  let heading: string | null = null;
  let inTurn = 0;
  // A business the passage stopped being about (its paragraph ended, or a sentence did not go on about it), from the sentence it lapsed at.
  let lapsed: { name: string; from: number } | null = null;
  const lapse = (name: string, from: number) => (name === own ? null : { name, from });
  // Whether the turn has turned to a business the call calls one: it walks through the call's businesses.
  let walking = false;
  // The businesses the call itself calls "the company": subsidiaries, whose passages' "The company's …" are theirs.
  const companiesOfTheirOwn = new Set<string>();
  const titledMostly = mostlyTitled(sentences);
  // … or, a name a slide is pointed at for ("Starting with Hardware & Home Improvement on slide 15."), capitalised words joined by "&" or "and" too.
  const sibling = (name: string, pointed = false): boolean =>
    (walking && (titledMostly(name) || /^\p{Lu}\p{Ll}+\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(name))) || (pointed && (titledMostly(name) || /^\p{Lu}\p{Ll}+(?:\s+(?:&\s+|and\s+)?\p{Lu}\p{Ll}+){1,2}$/u.test(name)));
  // A subsidiary the passage is about, named by the document as a company of its own ("Bajaj Finance Limited (BFL)"), or called "the company" by the call ("… a quarter for BFL, with the company delivering …").
  const isCompany = (name: string): boolean => companiesOfTheirOwn.has(name) || companies.has(name.toLowerCase()) || [...companies].some((c) => name.toLowerCase().startsWith(`${c} `));
  // "Exposure, which is all vacant units plus notices …, is just 7.2%": one capitalised word a sentence opens on is a business only when the
  // document calls it one, or writes it capitalised elsewhere than at a sentence's start; else it is a common word, capitalised where it opens.
  const namedSubject = (name: string | null): string | null =>
    name === null || !/^\p{Lu}\p{Ll}+$/u.test(name) || ctx.segmentNames?.has(name.toLowerCase()) || isCompany(name) || titledMostly.inside(name) ? name : null;
  for (const s of sentences) {
    if (s.turn !== turn) {
      own = s.speaker ? (speakerBusiness.get(s.speaker) ?? null) : null;
      // A turn under a business's heading ("Kaveri Finance:") is about it, until it speaks of the company itself ("… for the Bank").
      heading = own === null && s.speaker ? (headingBusiness.get(s.speaker) ?? null) : null;
      own ??= heading;
      subject = speakers();
      last = subject?.name ?? null;
      inTurn = 0;
      lapsed = null;
      walking = false;
      turnedAway = false;
    }
    turn = s.turn;
    inTurn++;
    if (heading !== null && own === heading && THE_COMPANY.test(s.text)) {
      own = null;
      if (subject?.name === heading) subject = null;
    }
    const topic = topicOf(s.text, ctx, isMetric, sibling, walking);
    let about: boolean | undefined;
    const isAboutCompany = (): boolean => (about ??= aboutCompany(s.text, ctx));
    const named = topic === null ? sentenceSubject(s.text, ctx) : null;
    const metricOpening = topic === null && named === null ? metricOwnerOpening(s.text, ctx, isMetric, sibling) : null;
    const opening = topic === null ? business(namedSubject(named) ?? metricOpening ?? nameAfterPlaced(s.text, ctx) ?? placedTopic(s.text, isMetric, namesBusiness) ?? segmentPlacedIn(s.text, ctx, isMetric) ?? possessiveTopic(s.text, isMetric, namesBusiness) ?? lowerBusinessOpening(s.text, isMetric)) : null;
    // "Turning to our segments.", or a sentence opening on a business the call calls one right before its metric ("Reservoir Performance revenue of …"): the turn walks through the businesses.
    if ((topic !== null && WALK_TURN().test(s.text)) || (metricOpening !== null && ctx.segmentNames?.has(metricOpening.toLowerCase()))) walking = true;
    // "The company's diversified business model …" in a passage about a subsidiary: the subsidiary.
    const subsidiarySpeaks = subject !== null && topic === null && opening === null && isCompany(subject.name) && THE_COMPANY_OPENING.test(s.text) && !WHOLE_COMPANY_LEVEL.test(s.text);
    // … and, in a walk through the businesses, "Segment adjusted EBITDA for the quarter was …": the segment walked to.
    const refersBack = SEGMENT_REF.test(s.text) || (walking && !turnedAway && SEGMENT_OPENING.test(s.text));
    if (topic !== null) {
      const name = topic === 'company' || topic === 'other' ? null : business(topic.name);
      // A turn that opens on a business ("Let me take you through our asset management business") is about it throughout, like a subsidiary head's.
      // Only a business the call calls one ("… business", "our Energy segment"): "Moving to ESG, …" turns to a topic for a while, not for the turn.
      if (name !== null && own === null && inTurn <= 3 && (ctx.segmentNames?.has(name.toLowerCase()) || CALLED_BUSINESS.test(s.text))) own = name;
      if (name !== null && (ctx.segmentNames?.has(name.toLowerCase()) || CALLED_BUSINESS.test(s.text))) walking = true;
      // "Coming to order inflows, this segment secured …": a metric turned to in a passage about a business is that business's.
      subject = name !== null ? { name, turnedTo: true } : topic === 'company' ? null : refersBack && subject !== null ? subject : speakers();
      // "Turning now to our Enterprise segment." read as no business: "Segment revenues …" after it is not the business before.
      if (subject === null) turnedAway = true;
    } else if (subsidiarySpeaks) {
      // the subject holds
    } else if (isAboutCompany()) subject = null;
    else if (opening !== null) subject = { name: opening, turnedTo: false, metric: opening === metricOpening ? openingMetricWord(s.text) : undefined };
    // "The order book of this segment …": the segment last named in the turn.
    else if (refersBack && last !== null && subject === null && inTurn - lastAt <= REFERS_BACK_WITHIN) subject = { name: last, turnedTo: false };
    // A sentence with no figure (a remark between figures) neither carries the subject on nor drops it.
    // … nor one naming the subject again ("The MP team has been managing costs, … incremental margin of 38%").
    else if (subject !== null && !subject.turnedTo && /\d/.test(s.text) && !continues(s.text, isMetric, ctx, walking && subject.metric ? { name: subject.name, metric: subject.metric } : null) && !namesAgain(s.text, subject.name, ctx)) {
      lapsed = lapse(subject.name, out.length);
      subject = speakers();
    }
    // A sentence opening on the business that lapsed, by its whole name or its first word ("KHF remains well capitalised"): it is named again.
    const reopens = lapsed !== null && opening !== null && topic === null && (lapsed.name === opening || lapsed.name.startsWith(`${opening} `)) && namesAgain(s.text, lapsed.name, ctx);
    if (reopens) subject = null;
    // A business that lapsed is named again: the passage between was about it ("Some highlights on HDB …" … "Earnings per share in HDB was …").
    // … also by a summing-up with no figure: "Overall, a balanced quarter for BALIC."
    // … or, for a subsidiary, called "the company" ("The company's diversified business model …" after "BFL acquired …").
    const calledCompany = lapsed !== null && isCompany(lapsed.name) && THE_COMPANY_OPENING.test(s.text) && !WHOLE_COMPANY_LEVEL.test(s.text);
    if (lapsed !== null && subject === null && topic === null && (opening === null || reopens) && (!isAboutCompany() || !/\d/.test(s.text) || calledCompany)) {
      if (out.length - lapsed.from > RESUMES_WITHIN) lapsed = null;
      else if (namesAgain(s.text, lapsed.name, ctx) || calledCompany) {
        for (let k = lapsed.from; k < out.length; k++) out[k] = lapsed.name;
        subject = { name: lapsed.name, turnedTo: false };
      }
    }
    if (subject !== null) {
      last = subject.name;
      lastAt = inTurn;
      turnedAway = false;
      lapsed = null;
    } else if (topic !== null || opening !== null || isAboutCompany()) lapsed = null;
    if (subject !== null && subject.name !== own && callsItTheCompany(s.text, subject.name)) companiesOfTheirOwn.add(subject.name);
    out.push(subject?.name ?? null);
    // A business turned to outlasts its first paragraph only while the next ones go on about it; the speaker's own holds for the turn.
    if (s.paragraphEnd && subject !== null && subject.name !== own) {
      if (!subject.turnedTo) lapsed = lapse(subject.name, out.length);
      subject = subject.turnedTo ? { ...subject, turnedTo: false } : speakers();
    }
  }
  return out;
}

/** A word written capitalised after a sentence's first word ("total Aerospace sales"). */
const TITLED_WORD = /(?<=[\p{L}\p{N},;:)]\s+)\p{Lu}\p{Ll}+(?![\p{L}\p{N}])/gu;
/** A word of lower-case letters only. */
const ALL_LOWER = /^\p{Ll}+$/u;

/**
 * Whether each word of a name is written capitalised inside the sentences ("total Aerospace sales",
 * "In Aerospace, orders …") more often than in lower case ("industrial and aerospace"): a name, not
 * a common word heading a passage ("Guidance", "Liquidity"). Counted once, over all the sentences.
 */
function mostlyTitled(sentences: readonly DiscourseSentence[]): ((name: string) => boolean) & { inside: (word: string) => boolean } {
  let counts: { titled: Map<string, number>; lower: (word: string) => number } | null = null;
  const count = (): { titled: Map<string, number>; lower: (word: string) => number } => {
    const titled = new Map<string, number>();
    for (const s of sentences) {
      for (const m of s.text.matchAll(TITLED_WORD)) {
        const word = m[0].toLowerCase();
        titled.set(word, (titled.get(word) ?? 0) + 1);
      }
    }
    // A word never written capitalised is no name's whatever its lower-case count: only the capitalised words' are counted,
    // each the first time a name of it is asked about (a name's words are few; the sentences' lower-case words are most of their words).
    const lower = new Map<string, number>();
    let text: string | null = null;
    const lowerCount = (word: string): number => {
      if (!titled.has(word) || !ALL_LOWER.test(word)) return 0;
      let n = lower.get(word);
      if (n === undefined) lower.set(word, (n = wholeWordCount((text ??= sentences.map((s) => s.text).join('\n')), word)));
      return n;
    };
    return { titled, lower: lowerCount };
  };
  const mostly = (name: string): boolean => {
    counts ??= count();
    const words = name.split(/\s+/).filter((w) => !/^(?:and|of|&)$/.test(w)).map((w) => w.toLowerCase());
    return words.length > 0 && words.every((w) => (counts!.titled.get(w) ?? 0) > counts!.lower(w));
  };
  // Whether the word is ever written capitalised after a sentence's first word ("… and Novelis was at …"), not only where a sentence opens on it ("Exposure, which is …").
  const inside = (word: string): boolean => (counts ??= count()).titled.has(word.toLowerCase());
  return Object.assign(mostly, { inside });
}

/** How often `word` stands in `text` with no letter or digit right before or after it. */
function wholeWordCount(text: string, word: string): number {
  let n = 0;
  for (let at = text.indexOf(word); at >= 0; at = text.indexOf(word, at + word.length)) if (!EDGES.before(text, at) && !EDGES.at(text, at + word.length)) n++;
  return n;
}

/** How many sentences a lapsed business may go unnamed and still own them once it is named again. */
const RESUMES_WITHIN = 8;

/**
 * Does the sentence name the business again: its whole name when that is more than one word or an
 * abbreviation, or its first word when that is an abbreviation ("HDB" of "HDB Financial Services")?
 */
function namesAgain(sentence: string, name: string, ctx: SegmentContext): boolean {
  // A single common word ("India", "International", "Farm") is named in passing too often to say the passage was about it.
  // … nor an abbreviation of two letters, unless the call knows it as a business's ("MP" of "Materials Processing").
  if (!/\s/.test(name) && !/^\p{Lu}{3,}$/u.test(name) && !(/^\p{Lu}{2}$/u.test(name) && ctx.segmentNames?.has(name.toLowerCase()))) return false;
  if (holdsWord(sentence, name)) return true;
  const first = name.split(/\s+/)[0]!;
  return /^\p{Lu}{3,}$/u.test(first) && !ctx.selfWords.has(first.toLowerCase()) && holdsWord(sentence, first);
}
