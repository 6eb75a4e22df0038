/**
 * The words around a figure in a management sentence that say what the figure is: a change ("up",
 * "grew by", "a 9% increase"), the base of a comparison ("from", "versus"), a share of a whole ("of
 * net revenues", "constitutes"), a guidance or a target, a bound ("well below"), a level that held
 * ("stable at"), a unit of measure, a clause break. Patterns only; sentence-facts.ts binds each
 * figure to its metric with them.
 */
/** Words right before a figure that make it a change: "up", "grew by", "an increase of", "an incremental $500 million", "went up marginally by 5%". */
export const CHANGE_LEAD = /\b(?:(?:grew|grow(?:n|s|ing)?|rose|rising|increased|increasing|expanded|expanding|declined|declining|fell|falling)\s+at(?:\s+a\s+(?:rate|pace)\s+of)?|up|down|added|adding|augmented|addition\s+of|grew|grow(?:n|s|ing)?|growth|increased?|increasing|rose|rise|rising|declined?|declining|fell|fall(?:en|ing)?|dropped|drop|expanded|expansion|improved|improvement|contracted|contraction|jumped|jump|gain(?:ed)?|higher|lower|reduced|reduction|decrease[sd]?|moderated|surged|climbed|dipped|compressed|compression|softened|degrowth|de-growth|degrew|de-grew|incremental)\s+(?:(?:approximately|about|around|nearly|roughly|almost|marginally|slightly|modestly|sharply|significantly|substantially)\s+(?=by\s))?(?:by\s+|of\s+)?(?:(?:negative|positive|minus|plus|about|around|nearly|approximately|over|almost|close(?:r)?\s+to|a\s+healthy|a\s+strong|a\s+robust|a|an|some|roughly|more\s+than|just\s+over|just\s+under|net\s+of|net)\s+)*$/i;
/**
 * Words right after a figure that make it a change ("9% year-on-year", "20% growth", "5% up"); not "up from
 * 0.95%", "down from $2 billion": the figure before those is the level the metric moved to, the one after its base.
 */
export const CHANGE_TAIL = /^\s*(?:(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q)\b|(?:year|quarter)[- ]on[- ](?:year|quarter)|sequential(?:ly)?|(?:growth|increase|rise|decline|drop|jump|improvement|expansion|contraction|reduction|decrease|uptick|dip|up|down|higher|lower)\b(?!\s+(?:of\s+|by\s+)?(?:about\s+|around\s+|nearly\s+|almost\s+|over\s+)?(?:[\d₹$€£]|(?:Rs|INR|USD|US\$)\b))(?<!\b(?:up|down|higher|lower)(?=\s+from\s+(?:about\s+|around\s+|nearly\s+|approximately\s+)?(?:[\d₹$€£]|(?:Rs|INR|USD|US\$)\b))))/i;
export const DOWN = /\b(?:down|declined?|declining|fell|fall(?:en|ing)?|dropped|drop|contracted|contraction|lower|reduced|reduction|decrease[sd]?|moderated|dipped|compressed|compression|softened|degrowth|de-growth|degrew|de-grew|dip)\b/i;
/**
 * "Adjusted EBITDA was a loss of $5 million, down from a profit of $34 million": "a profit of" or "a loss of" right before an
 * amount says the amount's sign, not a metric of its own.
 */
export const SIGN_NOUN_LEAD = /\b(?:an?|the)\s+(?:profit|loss|gain)\s+of\s+(?:about\s+|around\s+|approximately\s+|nearly\s+|roughly\s+|almost\s+)?$/i;
/**
 * "increased by $1.6 million or 6% due to lower capital equipment sales": the words that open what a figure is owed to;
 * a direction said after them is the cause's, not the figure's.
 */
export const CAUSE_AFTER = /\b(?:due\s+to|driven\s+by|owing\s+to|because\s+of|on\s+account\s+of|thanks\s+to|as\s+a\s+result\s+of|reflecting|led\s+by|on\s+the\s+back\s+of)\b/i;
/** The words a cause's amount is said after, as a pattern's source ("due to", "driven by", "attributable to"). */
export const AMOUNT_CAUSE_WORDS = String.raw`due\s+to|driven\s+by|owing\s+to|because\s+of|on\s+account\s+of|thanks\s+to|attributable\s+to`;
/**
 * "the $5 million increase in revenue was primarily due to $3.6 million in cumulative rate increases, 1.3 million in increased customer usage and $0.7 million
 * from new customers": a cause's words right before its size (up to the figure's start), the cause's amount listed first, or after others listed.
 */
export const CAUSE_AMOUNT_LEAD = new RegExp(
  String.raw`\b(?:${AMOUNT_CAUSE_WORDS})\s+(?:(?:primarily|mainly|largely|partly|partially|about|approximately|roughly|around|nearly|an?|the)\s+)*(?:(?:[^.;:]|\.(?=\d))*?\d(?:[^.;:]|\.(?=\d))*?(?:,\s*(?:and\s+)?|\s+and\s+))?$`,
  'i',
);
/** "credit cost … has improved by 29 basis points", "Cost to income at 48.29%, improving by 417 bps": a word of betterment, a fall of a metric that is better lower (`better` in data/vocabulary/metrics.json). */
export const IMPROVED = /\b(?:improved|improving|improvement|improves?|better)\b/i;
/**
 * The words before a comparison's base ("from", "versus", "over $2 billion"); not "up over 25%", "grew by over 10%", "an increase of over 70 basis points", where "over" after a word of change is "more than";
 * nor "is projected to range from $1 million to $2 million", "anywhere from": a range's low end, no level compared with.
 */
export const BASE_LEAD = /\b(?:(?<!\b(?:anywhere|somewhere|ranging|ranges?)\s+)from|versus|vs\.?|against|as\s+against|compared\s+(?:to|with)|compares\s+(?:to|with)|(?<!\b(?:up|down|by|grew|grown|rose|risen|increased|declined|fell|improved|higher|lower|just|well|(?:increase|growth|rise|decline|improvement|expansion|reduction|decrease|gain|jump|drop)\s+of)\s+)over|(?:just|well)\s+over(?=\s+the\s+$)|vis-a-vis)\s+(?:(?:a|the|about|around|roughly)\s+)?(?:(?:negative|minus|positive|plus)\s+)?$/i;
export const YOY = /\b(?:yoy|y-o-y|y-on-y|year[- ]on[- ]year|year[- ]over[- ]year|a\s+year\s+ago|(?:a|the)\s+year\s+earlier|year[- ]earlier\s+(?:quarter|period)|(?:last|previous|prior)\s+year|same\s+quarter\s+(?:of\s+)?(?:last|previous|prior)\s+year)\b/gi;
export const QOQ = /\b(?:qoq|q-o-q|q-on-q|quarter[- ]on[- ]quarter|quarter[- ]over[- ]quarter|sequential(?:ly)?|linked[- ](?:(?:first|second|third|fourth)[- ])?quarter|(?:last|previous|prior)\s+quarter)\b/gi;
/** YOY and QOQ without the global flag, compiled once: a test keeps no position between sentences. */
const SAID_BASIS = { yoy: new RegExp(YOY.source, 'i'), qoq: new RegExp(QOQ.source, 'i') } as const;
/** Whether a sentence says a change's basis in words ("20% YoY", "4% sequentially", "over last year"), not by default. */
export function basisSaid(sentence: string, basis: 'yoy' | 'qoq'): boolean {
  return SAID_BASIS[basis].test(sentence);
}
/**
 * A sentence opening on the whole it takes a part of ("Within this, … revenues grew 21%", "Within that, our Projects and
 * Manufacturing businesses secured …", "Out of this, individual APE stands at …", "Within the Hearth segment, …"): its
 * figures are a part's, not the whole's said before.
 */
export const PART_OPENING = /^\W*(?:(?:within|out\s+of)\s+(?:this|that|these|those|it|the\s+[^,.;\d]{1,60})|of\s+(?:this|that|these|those))\s*,/i;
/** "72% of net revenues", "19 basis points of gross advances": a share of the metric, not its value or change. */
export const OF_REVENUE = /^\s*(?:of|to)\s+(?:the\s+|our\s+|its\s+)?(?:total\s+|net\s+|consolidated\s+|overall\s+)?(?:sales|revenues?|turnover|income\s+from\s+operations)\b/i;
export const SHARE_OF = /^\s*(?:of\s+(?!growth\b|increase\b|decline\b)|contribution\b|share\b|mix\b|digital\b|offload\b|penetration\b|occupancy\b)/i;
export const SHARE_LEAD = /\b(?:constitut(?:es?|ing)|comprises?|contribut(?:es?|ing|ed)|accounts?\s+for|share\s+of|mix\s+of|forms?|makes?\s+up|is\s+now)\s+(?:about\s+|around\s+|nearly\s+|roughly\s+|approximately\s+|almost\s+)?$/i;
export const TARGET = /\b(?:target(?:s|ed|ing)?|aspir(?:e|ation|ational)|ambition|goal|aim(?:s|ing)?\s+to|endeavou?r|plan\s+of\s+(?:achieving|reaching|getting\s+to)|(?:\d+|one|two|three|four|five|ten)[- ]year\s+plan|(?:for|over|in|during|within)\s+the\s+next\s+(?:\d+|two|three|four|five|six|seven|eight|nine|ten|few|several|couple\s+of)\s+years|on\s+(?:the|our|its)\s+(?:road|path|journey)\s+to)\b/i;
/**
 * Words that look ahead. Besides the verbs of expecting in their present and future forms: a passive one with its
 * figure ("revenue growth expected at 9%", "is anticipated to be"), one as the adjective of the figure's noun ("an expected
 * tax rate in the range of 23.5% to 24.5%"), a total said to come ("should tally up to approximately $159"), a level
 * looked at ("we are looking at around 400 branches"), a verb of planning or estimating in its -ing form
 * ("we are planning for SG&A to be up 7%", "we're estimating Q3 revenues to be down"), "we project", and a metric
 * said to be a figure with no verb of its own, as the next item of an outlook ("And EBITDA margin to be between 15.5%
 * and 16%", "capital expenditures to be approximately $10 million"; not "continues to be at 2.76%"), and a range said to be
 * new or revised ("the new Capex range of 2.7 billion to 2.8 billion", "to a new range of 90% to 91.5%"), and the midpoint of a
 * range said as its figure ("total free cash flow at about the midpoint of $2.55 billion"): a range's midpoint is a forecast's.
 */
/** The midpoint of a range said as its figure, up to where the figure starts: "at about the midpoint of $2.55 billion". */
const MIDPOINT_OF = String.raw`mid-?point\s+of(?=\s+(?:about\s+|around\s+|approximately\s+|roughly\s+)?(?:[$₹€£]|rs\.?\s|inr\s|usd\s)?\d)`;
/** The words of a forecast other than a range's midpoint. */
const GUIDANCE_WORDS = /guidance|guide[ds]?|guiding|outlook|expect(?:s|ing|ations?)?|an?\s+(?:expected|anticipated|projected)\s+(?=[a-z])(?!(?:to|at|around|about|approximately|between|in)\b)|should\s+(?:tally|total|come\s+in|land|end\s+up|approximate)|(?:we\s+are|we're)\s+looking\s+at\s+(?=(?:about|around|approximately|roughly|close\s+to)\b)|(?:expected|anticipated)\s+(?:to|at|around|about|approximately|between|in\s+the\s+range\s+of)|anticipat(?:e|es|ing)|project(?:ed|ing|ion)|(?:we|I)\s+(?:(?:currently|now|still|also)\s+)?project|forecast(?:s|ed|ing)?|predict(?:s|ed|ing)?|estimat(?:e[ds]?|ing)|plan(?:s|ned)?\s+to|should\s+(?:start|begin)\s+(?:seeing|to\s+see)|planning\s+(?:to|for|on)|going\s+to|will\s+be|will\s+(?:enable|allow|help)\s+us\s+to|would\s+be|should\s+be|we\s+will|we'll|likely\s+to|budget(?:ed)?|intend|assum(?:e|es|ing|ption|ptions)|(?:new|revised|updated|raised|lowered|narrowed|tightened)\s+(?:[a-z-]+\s+){0,2}range|(?<!\b(?:continu\w*|remain\w*|seem\w*|appear\w*|happen\w*|prove[ds]?|proven|turn(?:s|ed)?\s+out|used|tends?|needs?|ha[sd]|have|going|likely|expected|anticipated|planned|plans?)\s+)to\s+be\s+(?:between|in\s+(?:the|a)\s+range\s+of|in\s+the\s+(?:area|neighbou?rhood)\s+of|approximately|roughly|around|about|up|down|flat)/;
export const GUIDANCE = new RegExp(String.raw`\b(?:${MIDPOINT_OF}|${GUIDANCE_WORDS.source})\b`, 'i');
/** A range's midpoint followed by its figure: the year's guidance (see forward-kind.ts). */
export const RANGE_MIDPOINT = new RegExp(String.raw`\b${MIDPOINT_OF}`, 'i');
/** Words that may stand between a figure and the metric it counts ("16 large deals", "20% growth in net profit"). */
export const FOLLOW_GAP = /^\s*(?:(?:of|in|on|the|our|its|new|large|net|total|overall|growth|increase|decrease|decline|reduction|drop|rise|jump|improvement|expansion|yoy|y-o-y|qoq|year-on-year|year-over-year|quarter-on-quarter|sequential|sequentially|plus|odd|additional|crore|lakh|million|billion)\s+)*$/i;
/** A change named right after its figure, of the metric after it: "the $36 million decrease in revenue". */
export const CHANGE_OF_AFTER = /^\s*(?:growth|increase|decrease|decline|reduction|drop|rise|jump|improvement|expansion)\s+(?:in|of)\s+(?:the\s+|our\s+|its\s+)?$/i;
/** A unit of measure right after a number: "0.9 million ounces", "190 KT", "300 megawatts". */
export const MEASURE_UNIT = /^\s*(?:metric\s+)?(?:tonnes?|tons?|ounces?|oz|barrels?|bbls?|kt|mt|mtpa|mmt|lmt|kl|kilo(?:litre|liter|gram)s?|litres?|liters?|gallons?|(?:kilo|mega|giga)watts?|kw|mw|gw|mwh|gwh|twh|(?:standard\s+)?cubic\s+met(?:er|re)s?|mmscmd|mmbtu|sq(?:uare)?\.?\s*f(?:ee)?t|square\s+feet|acres|hectares|km|kilomet(?:er|re)s)\b/i;
/** Growth named by its basis only ("YoY growth", "Q-o-Q growth"): whose growth, the metric before says. */
export const GENERIC_GROWTH = /^(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ]on[- ]year|quarter[- ]on[- ]quarter|sequential)\s+growth$/i;
/** A change named right after its metric, before the figure: "CET-1 accretion … was 36 bps". */
export const CHANGE_NOUN_AFTER = /^\s*(?:accretion|growth|increase|decline|improvement|expansion|contraction|reduction|uptick|decrease|dip|moderation|added|additions?)\b[^\d.;]*$/i;
/** "stable at about 23%", "flat at 4.1%", "steady at": a level that held, not a change. */
export const STEADY_LEAD = /\b(?:stable|flat|steady|unchanged|maintained|sustained)\s+(?:at\s+)?(?:about\s+|around\s+|nearly\s+|roughly\s+|approximately\s+)?$/i;
/**
 * What may stand between a metric and the bare number that counts it. "decreased to", "improved to": a count moved to a
 * level is at that level ("Days sales outstanding decreased to 45 days").
 */
export const COUNT_LEAD = /^\s*(?:(?:(?:has\s+|have\s+|had\s+)?(?:increased|decreased|improved|declined|reduced|rose|risen|fell|fallen|grew|grown|dropped|climbed|(?:went|gone|came|come)\s+(?:up|down))\s+to|of|at|stood|stands|was|were|is|are|to|reached|crossed|touched|now|around|about|nearly|over|approximately|close|a|total|totalled|totaling|came|in|with|ratio|by|the|end|quarter|first|second|third|fourth|half|year|fiscal|this|record|new|high|all-time|:|,)\s*)*$/i;
/**
 * The end of the words joining a figure to the one listed before it: "and", ",", "and by", and an
 * article with words of degree ("… 14% quarter-on-quarter and a very strong 51% year-on-year").
 */
const LIST_JOIN = /(?:\band|,)(?:\s+by)?(?:\s+(?:an?|another))?(?:\s+(?:very|much|even|further|still|healthy|strong|stronger|robust|solid|good|decent|modest|impressive|significant|sharp|steep|whopping|additional))*\s*$/i;
/**
 * What may follow a figure listed after an article ("and a very strong 51% year-on-year", ", a 9%
 * increase."): a basis, a comparison or the clause's end; not a noun phrase of its own ("a 9%
 * increase in average revenue per car").
 */
const LISTED_TAIL = /^\s*(?:(?:increase|decrease|rise|decline|growth|jump|improvement|drop|reduction)\b\s*)?(?:[,.;)]|$|(?:yoy|y-o-y|qoq|q-o-q|year[- ]on[- ]year|year[- ]over[- ]year|quarter[- ]on[- ]quarter|quarter[- ]over[- ]quarter|sequentially|over|versus|vs\.?|compared)\b)/i;
/** A figure listed on after an article with words of degree (`LIST_JOIN`), followed by no noun phrase of its own (`LISTED_TAIL`). */
export const listedAfterArticle = (join: string, tail: string): boolean => LIST_JOIN.test(join) && LISTED_TAIL.test(tail);
/** A change said in a participle: "gross margin improving 140 bps sequentially, taking it to 49.2%". */
export const CHANGE_PARTICIPLE = /\b(?:improving|increasing|declining|rising|growing|expanding|decreasing|falling|dropping|climbing)\b/i;
export const CHANGE_WORD = /\b(?:grew|growth|increased?|rose|declined?|fell|expanded|improved|reduced|decreased|dropped|up|down)\b/i;
export const BASES_BEFORE = /\b(?:compared\s+(?:to|with)|compares\s+(?:to|with)|versus|vs\.?|against|from)\b/i;
/** "an impact to fourth quarter 2021 EPS of", "a headwind on margins of": the figure is the effect on the metric. */
export const IMPACT_ON = /\b(?:(?:impact(?:ed)?|effect|benefit|headwind|tailwind|drag|hit)(?:\s+of\s+[^.;\d]{0,50}?)?\s+(?:on|to)\s+(?:the\s+|our\s+|its\s+)?(?:[\p{L}\d-]+\s+){0,3}|(?:impact(?:s|ed|ing)|hurt(?:s|ing)?|dent(?:s|ed|ing)?|weigh(?:s|ed|ing)\s+on)\s+(?:the\s+|our\s+|its\s+)?)$/iu;
/**
 * Between a change and the level it reached: "grew 16.9% to Rs 2,78,650 crore", "improved by 74
 * basis points on YoY basis to 1.22%", "declined by 29 basis points and stands at 0.71%", "was up 29% to a new first
 * quarter record of $931 million"; the level a change is said at: "PAT, growth of 32% at INR3,437 crores", "48% increase at
 * Rs. 1,943 crores", "was up 5%, Q-on-Q at Rs. 6,109 crores", "was 12% lower sequentially at Rs. 1,935 crores"; and the
 * level a change took it to: "improving 140 bps sequentially, taking it to 49.2%".
 */
export const REACHED_LEAD = /^\s*(?:,\s*)?(?:(?:higher|lower)\s+)?(?:(?:on\s+(?:a\s+)?)?(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ](?:on|over)[- ]year|quarter[- ](?:on|over)[- ]quarter|sequentially)(?:\s+basis)?\s*)?(?:,\s*)?(?:and\s+)?(?:(?:now\s+)?(?:stands?|stood|is|was|came\s+in)\s+at|(?:(?:increase|growth|rise|jump)\s+)?at|(?:(?:taking|bringing|lifting|pushing|putting)\s+(?:it|them|this|the\s+(?:total|figure|number|level|ratio|margin))\s+)?to(?:\s+(?:reach|touch|stand\s+at))?|to\s+(?:an?\s+)?(?:new\s+)?(?:[a-z'-]+\s+){0,3}?(?:record|all[- ]time\s+high)(?:\s+(?:high|level))?(?:\s+of)?|reaching)\s+(?:about\s+|around\s+|nearly\s+)?$/i;
/** Between an amount and the same change said as a percentage: " or ", ", a ", ", an almost ". */
export const APPOSED_CHANGE = /^\s*(?:in\s+(?:19|20)\d{2}\s*)?(?:,\s*)?(?:or\s+|,\s*)?(?:an?\s+)?(?:(?:almost|nearly|about|around|approximately|roughly|over|more\s+than|close\s+to)\s+)?$/i;
/**
 * Between an amount and its change said in a participle or "with" phrase after it: " implying ", ", registering a ",
 * ", reflecting ", ", with " ("operating revenue of Rs.6248 Crores implying 24% year on year growth").
 */
export const PARTICIPLE_CHANGE = /^\s*,?\s*(?:implying|registering|reflecting|representing|marking|with)\s+(?:an?\s+)?(?:(?:almost|nearly|about|around|approximately|roughly|over|more\s+than|close\s+to|strong|healthy|robust|very\s+strong)\s+)*$/i;
/** A change noun right after its figure that ends its phrase, a basis word before or after it: "24% year on year growth", "45% growth Y-o-Y"; not "5% growth in volumes". */
export const CHANGE_NOUN_ENDS = /^\s*(?:(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ](?:on|over)[- ]year|quarter[- ](?:on|over)[- ]quarter|sequential)\s+)?(?:increase|decrease|rise|decline|growth|jump|improvement|drop|reduction)(?:\s+(?:yoy|y-o-y|y-on-y|qoq|q-o-q|q-on-q|year[- ](?:on|over)[- ]year|quarter[- ](?:on|over)[- ]quarter|sequentially))?\s*(?:[,.;]|$|\s+(?:on|over|compared|versus|vs\.?|from|as|and|driven|led|due)\b)/i;
/** A change named right after its figure: "a 9% increase". */
export const CHANGE_NOUN_TAIL = /^\s*(?:increase|decrease|rise|decline|growth|jump|improvement|drop|reduction)\b/i;
/** A period as the subject of a clause that states its figure: ", quarter 4 was", ", last year it was at". */
export const PERIOD_WAS = /(?:^|[,;]\s*|\band\s+|\bwhile\s+)(?:in\s+)?(?:the\s+)?(?:quarter\s+(?:one|two|three|four|[1-4])|Q[1-4](?:\s*FY\s*['’‘]?\d{2,4})?|(?:first|second|third|fourth)\s+quarter|(?:last|previous|prior|preceding)\s+(?:year|quarter)|a\s+year\s+ago|FY\s*['’‘]?\d{2,4})(?:\s+(?:it|this|that))?\s+(?:was|were|stood|had\s+been)\s+(?:at\s+)?(?:about\s+|around\s+)?$/i;
/** "is now offered in", "available across": a count of the places where something else is to be had. */
export const OFFERED_IN = /\b(?:offered|available|present|live|rolled\s+out|launched|introduced|extended|operational|enabled)\s+(?:now\s+)?(?:in|across|at|through)\s+(?:(?:over|about|around|nearly|more\s+than)\s+)?$/i;
/** "5.8% of", "4.3% to": the words before the whole a share is of. */
export const SHARE_BASE = /\d\s*(?:%|percent|per\s+cent)\s+(?:of|to)\s+(?:the\s+|our\s+|its\s+)?(?:total\s+|net\s+|consolidated\s+|overall\s+)?$/i;
/** The words between a growth figure and the measure it is stated in: " on a year-on-year basis in". */
export const IN_MEASURE = /^[^\d;.]{0,40}\bin\s+(?:the\s+)?$/i;
/** Between an amount and its share: ", ", ", or ". */
export const APPOSED_SHARE = /^\s*,\s*(?:or\s+)?$/i;
/**
 * Between an amount and its share said with a bare "or" ("INR349 crores or 5.5% of revenue"): a share
 * only when "of" follows it ("increased by $73 million or 14.5% to $432.1 million" is a change).
 */
export const OR_SHARE = /^\s+or\s+$/i;
/** Between an amount and the same amount said per share: " or ", ", or ", " (". */
export const APPOSED_PER_SHARE = /^\s*(?:,\s*)?(?:or\s+|\(\s*)$/i;
/** Between one share of an amount and the next: " of core operating profit and ". */
export const LISTED_SHARE = /^\s+(?:of|to)\s+[^\d;,]{1,40}?\s*(?:,\s*)?(?:and|or)\s+$/i;
/** A verb in the past tense: "launched", "grew", "added". */
export const PAST_VERB = /\b(?:we|it|they|company|bank)\s+(?:have\s+|has\s+)?(?:[a-z]+ed|grew|rose|fell|won|sold|saw|made|did|had)\b/i;
/** A noun of spending written before the name of what is spent on ("investment towards R&D", "spend on marketing"): the amount spent, no part of it. */
export const SPEND_NOUN = /^(?:investments?|spend(?:s|ing)?|expenditures?|outlays?)$/i;

/** A verb of spending right before an amount ("spent about", "invested", "incurred"). */
export const SPENT_LEAD = /\b(?:spen[dt]s?|spending|invest(?:s|ed|ing)?|incurred|deployed)\s+(?:(?:about|around|nearly|approximately|roughly|over|almost|close\s+to|a\s+total\s+of)\s+)*$/i;
/** "well below 2x at 1.73", "comfortably above 15%": a figure after these words bounds the metric; it is not its value. */
export const BOUND_LEAD = /\b(?:(?:well|comfortably|way|much|far|just|slightly)\s+)?(?:below|under|above|beyond|within|less\s+than|more\s+than|lower\s+than|higher\s+than|north\s+of|south\s+of)\s+(?:the\s+)?$/i;
/** "… at 1.73" after a bound: the value the bound was said of. */
export const VALUE_AFTER_BOUND = /^\s*(?:,\s*)?(?:at|of|to)\s+(?:about\s+|around\s+)?$/i;
/** "we're at 19.0% this time around": a figure the words after it place in the call's own period. */
export const NOW_TAIL = /^\s*(?:,\s*)?(?:this\s+(?:time(?:\s+around)?|quarter)|now|currently|today)\b/i;
/** A clause with a subject of its own between two figures: "…24%, while contribution profit was down 31%" (not "…9% but were lower 2.5%"). */
/**
 * A clause after an earlier figure that opens on a subject of its own and says how it moved:
 * ", price was up ", " with gross profit increasing ". Group 1 is the subject, one or two words
 * (sentence-facts.ts checks they name something: no function word, unit or adverb).
 */
export const OWN_SUBJECT_CLAUSE = /(?:,|;|\band|\bwith|\bwhile|\bwhereas)\s+(?:the\s+|our\s+|its\s+)?((?!(?:and|or|but|with|while|whereas)\b)\p{Ll}[\p{Ll}/-]+(?:\s+(?!(?:was|were|is|are|has|have|had)\b)\p{Ll}[\p{Ll}/-]+)?)\s+(?:(?:was|were|is|are|has|have|had)\s+(?:been\s+)?)?(?:up|down|grew|growing|increas(?:ed|ing)|decreas(?:ed|ing)|declin(?:ed|ing)|rose|rising|fell|falling|improv(?:ed|ing)|expand(?:ed|ing)|contract(?:ed|ing))\s+(?:by\s+)?(?:about\s+|around\s+|nearly\s+|approximately\s+|over\s+|almost\s+)?$/u;
export const CLAUSE_BREAK = /\b(?:while|whereas|but|although|though)\s+(?!(?:were|was|is|are|has|have|had|grew|declined|rose|fell|increased|decreased|improved|up|down|also|still|it|its|they|these|this|at|by|to|of|in|on|only|just|about|around|nearly|almost|approximately|over)\b)\p{L}/iu;
/** "EBITDA including forex impact", "net profit excluding one-offs": the metric before these words is the one measured. */
export const QUALIFIED_BY = /^\s*(?:for\s+(?:the\s+)?(?:Q[1-4]|quarter|year)\s*)?,?\s*(?:including|excluding|incl\.?|excl\.?|net\s+of|adjusted\s+for)\s+(?:the\s+)?(?:[\p{Ll}-]+\s+){0,2}$/iu;
/** "an increase in gross margins by 170 basis points", "improvement in EBITDA margin of 50 bps": a change named before its metric. */
export const CHANGE_BEFORE_METRIC = /\b(?:(?:increase|decrease|improvement|expansion|contraction|decline|growth|rise|drop|reduction|uptick|dip)\s+in|(?:addition|additions|accretion)\s+to)\s+(?:the\s+|our\s+|its\s+)?(?:(?:\d+(?:st|nd|rd|th)|months?|and|the)[\s-]+){0,5}$/iu;
/** A verb of change right before the metric it changes, with at most two words of its own between: "increasing our industry-leading dividend". */
export const CHANGE_VERB_BEFORE_METRIC = /\b(?:increas(?:e|ed|es|ing)|rais(?:e|ed|es|ing)|grow(?:s|ing)?|grew|cut(?:s|ting)?|reduc(?:e|ed|es|ing)|lower(?:ed|ing)?|improv(?:e|ed|es|ing)|expand(?:ed|s|ing)?|boost(?:ed|s|ing)?)\s+(?:(?:the|our|its|their)\s+)?(?:[\p{L}-]+\s+){0,2}$/iu;
/** "fees and commission that constitutes two-thirds of the other income was …": the whole a relative clause names is not the subject's metric. */
export const SHARE_CLAUSE = /^\s*,?\s*(?:that|which)\s+(?:constitutes?|comprises?|accounts?\s+for|forms?|makes?\s+up|is)\s+[^\d.;]{0,30}\bof\s+(?:the\s+|our\s+|its\s+)?(?:total\s+)?$/i;
/** "… in vehicle finance", "… from the corporate and SME portfolio": the part of the business a metric is measured in (not "in the quarter with …"). */
export const PORTION_OF = /^\s*(?:in|from|within|under)\s+(?:the\s+|our\s+|its\s+)?(?:(?!(?:with|of|for|at|to|by|quarter|year|period|month|half)\b)[\p{Ll}-]+\s+(?:and\s+)?){0,2}$/iu;
/** A metric named by a change ("growth in net profit", "loan growth in microfinance"): the change is of the metric after it; not "gross NPA additions". */
export const CHANGE_NAME = /^(?:(?:[\p{L}-]+\s+)?(?:growth|increase|decrease|decline|improvement|expansion|contraction|rise|drop|reduction|change|uptick|dip|moderation|addition)s?|accretion)$/iu;
/** Between two metrics, what makes them one difference: "operating profit less provisions". */
export const DIFFERENCE = /^\s*(?:less|minus)\s+(?:the\s+)?$/i;
/** Between two metrics' names, a ratio of them the vocabulary does not name: "Opex to NIM", "capex/sales". */
export const RATIO_JOIN = /^\s*(?:to|\/|-to-)\s*$/i;
export const FOR_THE_YEAR = /\b(?:for\s+the\s+(?:full\s+)?(?:fiscal\s+)?year|this\s+(?:fiscal\s+)?year|full[- ]year|for\s+the\s+fiscal|current\s+(?:fiscal\s+)?year|annual)\b/i;
/** A year a forward figure is to be reached by: "by 2030", "by FY '27", "by the end of fiscal 2025". */
export const BY_YEAR = /\bby\s+(?:the\s+end\s+of\s+)?(?:(?:fiscal|calendar)\s+(?:year\s+)?(?:19|20)?\d{2}|(?:FY|CY)\s*['’]?(?:19|20)?\d{2}|(?:19|20)\d{2})\b(?![\d%]|[.,]\d|\s*(?:crores?|lakhs?|million|billion|basis|bps|units|tonnes?|tons?|stores|people)\b)/i;
/** "By the end of the year, we will … bring it back to that 2.5x level": the year's end a guidance is set for. */
export const BY_YEAR_END = /\b(?:by\s+(?:the\s+)?end\s+of\s+(?:the|this)\s+(?:fiscal\s+)?year|by\s+(?:the\s+)?year[- ]end)\b/i;
/** A metric named as the denominator of a per-unit figure: "$8.77 per barrel of total throughput", "Rs 900 per tonne of production". */
export const PER_UNIT_OF = /\bper\s+(?:\p{L}+\s+){1,2}of\s+(?:(?:the|our|its|total)\s+)*$/iu;
/**
 * A part's share said by its verb, the part named before it: "Rest of the World market accounted
 * for approximately", "Retail, which has been an anchor of our deposit growth constitutes about",
 * "Wholesale deposits constitute"; group 1 is the part (with the whole's name it may end on), group 2 the verb.
 */
export const SHARE_SUBJECT = /(?:^|[,;]\s*(?:and\s+|while\s+|whereas\s+)?)(?:(?:the|our|its)\s+)?((?:[\p{L}&'’.-]+\s+){0,4}?[\p{L}&'’.-]+)(?:\s*,\s*(?:which|that)\b[^,\d]{0,80},?)?(?:\s+(?:that|which))?(?:\s+(?:now|currently|today|also|together))?\s+(accounted\s+for|accounts?\s+for|contribut(?:es?|ed)|constitut(?:es?|ed)|comprised|comprises|made\s+up|makes?\s+up|formed|forms?|represented|represents?)\s+(?:(?:about|around|approximately|roughly|nearly|almost|over|more\s+than|close\s+to|just\s+over)\s+)?$/iu;
/** Between a share and the whole it is of: "14% of consolidated Q1FY2 revenues", "83.5% of our total deposits". */
export const SHARE_WHOLE_GAP = /^\s*of\s+(?:(?:the|our|its|their|total|overall|consolidated|group)\s+)*(?:[\p{L}\p{N}'’-]+\s+)?$/iu;
/** Words that name no part: a pronoun or the whole itself. */
export const NO_PART = /^(?:it|this|that|these|those|which|what|they|we|total|overall|the\s+company|company|group|business|balance|rest|remaining|remainder|others?)$/i;
/** What something did to the metric, said between the metric and the figure: "RINs expense was inflated by $58 million from …", "EPS was impacted by $0.07". */
export const IMPACT_LEAD = /\b(?:was|were|is|are|been|be)\s+(?:(?:also|further|negatively|positively|adversely|favorably|favourably|unfavorably|unfavourably)\s+)?(?:inflated|boosted|depressed|impacted|affected|hurt|helped|benefited|benefitted|burdened|penalized|penalised)\s+by\s+(?:(?:about|around|approximately|roughly|nearly|almost|over)\s+)?$/i;
/** A part of the figure before: "$98 million of that is associated with …", "of which approximately $250,000 was repaid". */
export const PART_OF_EARLIER = { tail: /^\s*of\s+(?:that|this|which|those|these|it)\b/i, lead: /\bof\s+which\s+(?:(?:about|around|approximately|roughly|nearly|almost|over)\s+)?$/i };

/** "This business represents approximately $100 million of revenue": a part, named by a pronoun or a common noun, said to make up an amount. */
export const PART_SUBJECT_LEAD = /\b(?:this|that|the|which|it|business|segment|division|unit|brand|product|portfolio|region|channel|acquisition)\s+(?:now\s+)?(?:represents?|represented|accounts?\s+for|accounted\s+for|contributes?|contributed|makes\s+up|made\s+up)\s+(?:(?:approximately|about|around|roughly|nearly|over|more\s+than|less\s+than|almost|close\s+to|just\s+over|just\s+under)\s+)?$/i;
/** "we're not expecting to hit that", "we don't expect": an expectation denied. */
export const DENIED_EXPECTATION = /\b(?:not|n['’]t|never|no\s+longer)\s+(?:\w+\s+)?(?:expect(?:ing|ed)?|anticipat(?:e|ing)|see(?:ing)?|forecast(?:ing)?|guid(?:e|ing))\b/i;
/** A forward figure revised from one figure to another: "lowered our FY '22 capital-spending forecast from" — the figure after it was the old forward figure. */
export const REVISED_FROM = /\b(?:lower|rais|cut|increas|reduc|revis|narrow|tighten|updat|trim|lift)\w*\s+[^.;]{0,60}?\b(?:guidance|forecast|outlook|estimate|target|expectation)s?\b[^.;\d]{0,40}\bfrom\s+(?:(?:the|our|its)\s+(?:prior|previous|earlier|original|old)\s+(?:range|guidance|estimate|forecast|outlook|view)\s+(?:of\s+)?)?(?:about\s+|approximately\s+|around\s+)?$/i;

/** A figure of a business bought or sold: "expect to divest businesses and assets with approximately $500 million of revenue". */
export const DEAL_FIGURE_LEAD = /\b(?:acquir\w*|divest\w*|sell(?:ing|s)?|sold|sale\s+of|buy(?:ing|s)?|bought|purchas\w*)\b[^.;\d]{0,80}\b(?:with|which\s+(?:has|had|generates?|generated)|that\s+(?:has|had|generates?|generated)|generating)\s+(?:approximately\s+|about\s+|around\s+|roughly\s+|nearly\s+|over\s+|more\s+than\s+)?$/i;
/**
 * A guidance moved, then the size it moved by: "raised FFO guidance by", "take capex midpoint up", "raised the midpoint of our
 * adjusted EBITDA range by", "increasing the low end of RMD's operating profit by". The figure after it is the size of the move, no level of the metric.
 */
export const GUIDANCE_MOVED_BY =
  /\b(?:rais(?:e|es|ed|ing)|increas(?:e|es|ed|ing)|lower(?:s|ed|ing)?|reduc(?:e|es|ed|ing)|cut(?:s|ting)?|tak(?:e|es|en|ing)|took|mov(?:e|es|ed|ing)|bump(?:s|ed|ing)?|nudg(?:e|es|ed|ing)|lift(?:s|ed|ing)?)\s+(?:[\p{L}\p{N}'’&-]+\s+){0,6}?(?:guidance|outlook|mid-?points?|ranges?|forecasts?|(?:low|high|top|bottom|upper|lower)\s+end)\b[^.;:\d]{0,40}?\b(?:by|up|down)\s+(?:(?:about|around|approximately|roughly|nearly|almost|another|a\s+further|an\s+additional)\s+)?$/iu;

/**
 * After an amount, the words saying it is a one-off item or the size of a push on the metric, not its level: "a $31 million
 * EBITDA gain", "a $12 million benefit", "a $40 million headwind", "19% impact from M&A", "about a $30 million delta" (a
 * difference between two readings). Up to three words (the metric's name)
 * may come between.
 */
export const ITEM_NOUN_TAIL = /^\s+((?:(?!(?:of|for|in|on|to|from|towards?|at|by|with|and|or|as|was|were|is|are)\s)[\p{L}&-]+\s+){0,3}?)(gains?|charges?|benefits?|headwinds?|tailwinds?|impacts?|effects?|write-?offs?|write-?downs?|impairments?|deltas?|differences?)\b/iu;

/**
 * After an amount bound to a metric named before it, "of" and the name of a one-off item: "adjusted net income per diluted share
 * excluded $0.13 of Seeger divestiture adjustments", "$12 million of restructuring charges": the item's amount, not the metric's.
 * Up to three words may name the item.
 */
export const ITEM_OF_TAIL = /^\s+of\s+((?:(?!(?:for|in|on|to|from|at|by|with|and|or|as|was|were|is|are)\s)[\p{L}&-]+\s+){0,3}?)(adjustments?|charges?|gains?|benefits?|write-?offs?|write-?downs?|impairments?)\b/iu;

/** Currency named as a noun: "foreign currency", "foreign exchange", "currencies", "FX", "forex", "exchange rates". */
const CURRENCY = String.raw`(?:foreign\s+(?:currency|exchange)|currenc(?:y|ies)|FX|forex|exchange\s+rates?)`;
/** Currency as the subject of a move, with the words that may follow it ("FX translation impact"); not constant currency, a basis. */
const CURRENCY_SUBJECT = String.raw`(?<!\bconstant\s)(?<!\bcc\s)\b${CURRENCY}(?:\s+(?:translation|movements?|rates?|fluctuations?|changes?))*(?:\s+(?:impacts?|effects?|headwinds?|tailwinds?))?`;

/**
 * A figure said to come from currency, right after it: "1% increase from FX", "a 2% improvement from currency", "$32 million from
 * favorable currency", "60 basis points from favorable foreign currency effects": what exchange rates did to a metric named before it,
 * not the metric's value or change (not a basis the figure is measured on: "currency-neutral", "FX-adjusted").
 */
export const FROM_CURRENCY = new RegExp(
  String.raw`^\s*(?:(?:increase|decrease|improvement|benefit|decline|reduction|contribution|headwind|tailwind|uplift|drag|impact|help|hit)s?\s+)?(?:from|due\s+to)\s+(?:the\s+)?(?:(?:favou?rable|unfavou?rable|positive|negative|stronger|weaker|higher|lower)\s+)?${CURRENCY}\b(?![-\s]*(?:neutral|adjusted))`,
  'i',
);

/**
 * Currency as the subject that moved a metric, then the size it moved it by: "foreign currency translation impact reduced
 * revenues by", "The impact of foreign exchange rates increased our revenue by", "currency will benefit growth by approximately".
 * The same size said again ("by 0.5% or $18 million") is no level either. Not "in constant currency, revenue grew by": constant
 * currency is a basis, no subject.
 */
export const CURRENCY_MOVED_BY = new RegExp(
  String.raw`(?:\b(?:impacts?|effects?)\s+of\s+(?:the\s+)?(?:changes?\s+in\s+)?)?${CURRENCY_SUBJECT}\s+(?:(?:has|have|had|will|would|also|further|negatively|positively|adversely|favorably|favourably|unfavorably|unfavourably)\s+)*(?:reduc(?:e|es|ed)|increas(?:e|es|ed)|lower(?:s|ed)?|rais(?:e|es|ed)|hurt(?:s)?|help(?:s|ed)?|benefit(?:s|ed|ted)?|add(?:s|ed)?|cut(?:s)?|impact(?:s|ed)?|boost(?:s|ed)?|lift(?:s|ed)?|dampen(?:s|ed)?|weigh(?:s|ed)?\s+on)\s+[^.;\d]{0,40}?\bby\s+(?:(?:about|around|approximately|roughly|nearly|almost|over)\s+)?(?:\S+\s+or\s+)?$`,
  'i',
);

/**
 * Currency as the subject that moved a metric, the size right after the metric's name, an aside allowed after the subject: "Foreign
 * currency, net of hedging impacts, reduced margins", "FX lowered gross margin". What currency did to the metric, not its change.
 */
export const CURRENCY_MOVED = new RegExp(
  String.raw`${CURRENCY_SUBJECT}(?:\s*,[^,.;\d]{1,40},)?\s+(?:(?:also|further|negatively|positively|adversely|favorably|favourably|unfavorably|unfavourably)\s+)*(?:reduc(?:e|es|ed)|lower(?:s|ed)?|rais(?:e|es|ed)|hurt(?:s)?|help(?:s|ed)?|benefit(?:s|ed|ted)?|boost(?:s|ed)?|cut(?:s)?|dampen(?:s|ed)?)\s+(?:the\s+|our\s+|its\s+)?(?:[A-Za-z-]+\s+){1,3}(?:(?:about|around|approximately|roughly|nearly|almost|over)\s+)?$`,
  'i',
);

/**
 * A verb of a push on a metric, the metric after it: "commodity inflation benefited comps by", "which impacted Q4 organic growth by". With
 * "by" and the figure after the metric, the size of the push, not the metric's change. Not "enabled DN to boost its margin by", "helped
 * increase book value by": the metric's own move, the company's doing.
 */
export const PUSHED_METRIC = /(?<!\bto\s)\b(?:benefit(?:s|ed|ted|ing)?|help(?:s|ed|ing)?|boost(?:s|ed|ing)?|hurt(?:s|ing)?|impact(?:s|ed|ing)|weigh(?:s|ed|ing)\s+on|drag(?:s|ged|ging)\s+(?:down\s+)?|pressur(?:e|es|ed|ing)|dilut(?:e|es|ed|ing))\s+(?:(?:the|our|its|their)\s+)?(?:(?!(?:increase|grow|drive|improve|expand|raise|lift|reduce|deliver|achieve|generate|boost)\b)[\p{L}\p{N}'’-]+\s+){0,3}$/iu;
/** "by" and words of degree before a figure: the size a push is said by. */
export const BY_SIZE = /^\s*by\s+(?:(?:about|around|approximately|roughly|nearly|almost|over)\s+)?$/i;

/**
 * A one-off item as the subject that moved a metric, then the size it moved it by: "a $7.1 million special charge, which
 * reduced GAAP EPS by", "an investment gain in Q1 last year, which impacted our tax rate and increased EPS by", "the benefit
 * of reductions in salary and related costs, which increased operating profit by". What the item did to the metric, not the
 * metric's change.
 */
export const ITEM_MOVED_BY =
  /\b(?:gains?|charges?|benefits?|items?|impairments?|write-?(?:offs?|downs?)|settlements?)\b[^.;]{0,80}?\bwhich\s+(?:(?:also|further|negatively|positively|favorably|favourably|adversely|unfavorably|unfavourably)\s+)*(?:[^.;\d]{0,40}?\s+and\s+)?(?:reduc(?:e|es|ed)|increas(?:e|es|ed)|lower(?:s|ed)?|rais(?:e|es|ed)|boost(?:s|ed)?|lift(?:s|ed)?|hurt|benefit(?:s|ed|ted)?|impact(?:s|ed)?)\s+[^.;\d]{0,40}?\bby\s+(?:(?:about|around|approximately|roughly|nearly|almost|over)\s+)?(?:\S+\s+or\s+)?$/i;

/** An amount said as the difference from another: "over $1 billion ahead of pre-pandemic levels", "$50 million above guidance". */
export const DIFFERENCE_TAIL = /^\s+(?:ahead\s+of|above|below|higher\s+than|lower\s+than|(?:more|less)\s+than(?!\s+(?:doubl|tripl|trebl|quadrupl|halv))|short\s+of)\s/i;
/** A metric named as the base of a comparison, with its period: "from our 2020 adjusted", "versus prior-year". */
export const BASE_BEFORE_METRIC = /\b(?:from|versus|vs\.?|compared\s+(?:to|with)|against)\s+(?:(?:our|the|its)\s+)?(?:(?:19|20)\d{2}|(?:prior|last|previous)[- ](?:year|quarter)(?:['’]s)?|year[- ]ago)\s+(?:\p{L}+\s+){0,2}$/iu;
/** A sentence whose figures are all the bases of a comparison: "This is compared to second quarter 2020 operating losses of $26 million, …". */
export const COMPARED_OPENING = /^\W*(?:this|that|these|it)\s+(?:is|was|were|compared?s?)\s+(?:compared\s+)?(?:to|with|against)\b/i;
/** Cash spent, not made: "we used $34 million of cash flow from operations". */
export const CASH_USED = /\b(?:used|burn(?:ed|t)?|consumed)\b/i;
/** A ceiling authorised, not an amount done or guided: "authorized a common share repurchase program of up to $3 billion". */
export const AUTHORISED_UP_TO = /\bauthori[sz](?:ed|es|ing|ation)\b[^.;\d]{0,80}\bup\s+to\s+$/i;
