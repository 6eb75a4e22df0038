/**
 * Plain words an investor uses for what an earnings call names with its own term: "people
 * leaving" is attrition, "bad loans" are NPAs, "new contracts signed" are deal wins. A question in
 * such words shares few words with the transcript, so search and the extractive answerer also
 * look for the call's term. Written from general financial usage (the terms Indian and US calls
 * use for each metric), each entry a phrase pattern and the terms it stands for. Pure.
 */
import { withAbbreviations } from './abbreviations.js';

interface Paraphrase {
  /** How the question may say it (case-insensitive, whole words). */
  plain: RegExp;
  /** What the transcript calls it. */
  terms: string;
}

const P = (plain: string, terms: string): Paraphrase => ({ plain: new RegExp(`\\b(?:${plain})\\b`, 'i'), terms });
const PEOPLE = '(?:employees?|staff|people|engineers|workers|talent|headcount|workforce)';

export const PARAPHRASES: readonly Paraphrase[] = [
  P(`${PEOPLE} (?:(?:are|were|who|that) )?(?:leaving|quitting|exiting|left|quit)|(?:losing|lost|loses|lose) (?:(?:fewer|more|many|the most|the fewest) )?${PEOPLE}|(?:staff|employee|people|talent) (?:turnover|churn|exits)|quit rate`, 'attrition'),
  P(`how many ${PEOPLE}(?: \\w+){0,3} (?:work|employ(?:s|ed)?)\\b|(?:people|employees|staff) (?:work(?:ing)?|employed) (?:at|in|for|by)|(?:number|count) of (?:employees|staff)|employee (?:count|strength)|(?:size of (?:the )?|total )(?:workforce|staff)`, 'headcount workforce'),
  P(`headcount`, 'workforce'),
  P(`workforce`, 'headcount'),
  P(`(?:hired|hiring|hires|recruit(?:ed|ing|ment)?|added|adding|addition)\\b.{0,25}${PEOPLE}|${PEOPLE} (?:added|addition|hired)|payroll`, 'net addition headcount hiring'),
  P(`(?:lending|interest|loan) spreads?|spreads? on (?:loans|lending)|margins? on (?:loans|lending)`, 'net interest margin'),
  P(`bad (?:loans|debts?|assets)|(?:loan|credit) defaults?|soured loans|stressed (?:loans|assets)|loans? (?:going|gone|turning) bad|non-?paying loans`, 'npa gross npa slippages asset quality'),
  P(`sign(?:ed|s|ing)? (?:up )?(?:(?:more|most|less|much) )?(?:new )?(?:business|deals?|contracts?)|(?<!(?:value of|retail|individual|group|protection|annuity|savings) )new business(?! (?:premiums?|margins?|growth|grew|grow|value|sum assured|ape|segments?|units?|lines?|verticals?|models?))|(?:new|large|big|fresh) (?:contracts?|deals?|orders?)(?: (?:signed|won|closed|booked))?|contracts? (?:signed|won)|deals? (?:signed|won|closed)|order wins?|orders? won`, 'deal wins tcv order inflow bookings'),
  P(`orders? (?:in hand|backlog)|backlog of orders|order backlog|unexecuted orders|unfilled orders?|orders? (?:yet )?to be (?:delivered|executed|fulfilled)`, 'order book pending orders'),
  P(`(?:took|takes?|brought|brings?|raked|rakes?) in (?:(?:more|less|most)\\s+)?(?:(?:money|revenue|cash)\\s+)?from`, 'revenue sales'),
  P(`(?<!(?:north|south|latin) )americas?|(?:the )?united states|usa`, 'u.s. us north america'),
  P(`capital (?:buffers?|cushions?|strength|position)|(?:(?:well|adequately|strongly|better|best|poorly|under|over)[- ]?)?capitali[sz]ed`, 'solvency ratio capital adequacy'),
  P(`top ?line|(?<!(?:staff|employee|people) )turnover|sales(?! volumes?)`, 'revenue'),
  P(`bottom ?line|net (?:income|earnings)|earnings(?! (?:call|conference|release|presentation))`, 'net profit pat'),
  P(`operating (?:profit )?margins?|profitability|(?:sales|revenues?) (?:kept |retained )?(?:as|into) (?:operating profit|ebitda|ebit)\\b`, 'ebitda margin operating margin ebit margin'),
  P(`(?:each|every|a) (?:rupee|dollar|euro|pound) of (?:sales|revenues?)`, 'margin'),
  P(`(?:capital|capacity|plant|factory) (?:spending|spend|investments?|outlay)|spend(?:ing)? on (?:capacity|plants?|factories|new capacity)|investment plans?`, 'capex capital expenditure'),
  P(`(?:total |net )?(?:borrowings|indebtedness|leverage)|debt (?:levels?|pile)`, 'net debt debt'),
  P(`cash (?:pile|position|on (?:the )?books|reserves)`, 'cash balance liquidity free cash flow'),
  P(`outlook|forecast|expect(?:s|ed|ing|ations?)? for|(?:growth|revenue|margins?) ahead|target(?:s|ed)? for (?:the )?(?:year|fy)`, 'guidance outlook'),
  P(`(?:margin|growth|revenue|ebitda|ebit) (?:band|corridor)|tram ?lines?`, 'guidance'),
  P(`price (?:hikes?|increases?|rises?)|raised prices|(?:hiked|increased) prices|pricing power`, 'price increase pricing'),
  P(`(?:raw material|input|commodity|fuel|energy|power) (?:costs?|prices?|inflation)`, 'raw material input cost'),
  P(`(?:loan|credit|lending) (?:growth|book)|(?:growth in|growing) (?:loans|lending|credit)`, 'advances loan growth loan book'),
  P(`deposit (?:growth|base|mobili[sz]ation)|(?:growth in|raising) deposits`, 'deposits deposit growth casa'),
  P(`cost of (?:borrowing|money)|funding costs?`, 'cost of funds'),
  P(`credit (?:losses|costs?)|(?:loan )?loss provisions?|provisioning|set(?:s|ting)? aside (?:(?:more|less|money|funds) )?(?:for|against)|provisions? (?:for|against) bad loans`, 'credit cost provisions'),
  P(`covered (?:against|for) (?:(?:its|their|the) )?bad loans|(?:cover|coverage|cushion|buffer) (?:against|for) (?:(?:its|their|the) )?bad loans`, 'provision coverage ratio'),
  P(`(?:units|vehicles|cars|bikes|tonnes|tons) sold|sales volumes?|how many (?:units|vehicles|cars|tonnes)`, 'volumes volume growth'),
  P(`busier|(?:more|less|fewer) (?:traffic|footfalls?|passengers|cargo)|(?:traffic|footfalls?|passenger|cargo) (?:growth|grew|rose|fell)`, 'volumes traffic throughput growth'),
  P(`(?:made|make|makes|making|produced|produces|produce|producing) (?:(?:more|less|the most)\\s+)?steel|steel (?:output|made|produced)`, 'crude steel production'),
  // The verb alone is the phrase: what was made stays in the question ("made more steel" → "production steel").
  P(`(?:made|make|makes|making|produced|produces|produce|producing|turned out|churned out)(?= (?:(?:more|less|the most)\\s+)?(?:steel|cement|aluminium|aluminum|copper|zinc|iron ore|coal|power|electricity|oil|crude|gas|vehicles|cars|tractors|units)\\b)`, 'production output'),
  P(`home market|domestic market|home turf`, 'india domestic business'),
  P(`(?:market|category) share gains?|gain(?:ed|ing)? share|share of (?:the )?market`, 'market share'),
  P(`(?:new )?(?:subscribers|customers?|users) (?:added|additions?)|(?:subscriber|customer|user) (?:growth|base|additions?)`, 'customer base subscribers additions'),
  P(`revenue per (?:user|customer|subscriber)`, 'arpu'),
  P(`(?:plant|capacity|factory) (?:usage|use|running)|how full (?:are|were) (?:the )?(?:plants|factories)`, 'capacity utilization'),
  P(`(?:wage|salary|pay) (?:hikes?|increases?|rises?)|increments`, 'wage increase salary hike employee cost'),
  P(`(?:share )?buy ?backs?|repurchas(?:e|ing) shares`, 'buyback'),
  P(`payouts? to shareholders|dividends? (?:paid|declared|payout)`, 'dividend'),
  P(`rural (?:demand|markets?|consumers?)|(?:villages|hinterland)`, 'rural demand'),
  P(`premium (?:income|growth)|(?:policies|insurance) sold`, 'gross written premium ape'),
  P(`policy renewals?|renewal rates?|customers? renewing`, 'persistency'),
  P(`(?:working capital|inventory|receivable) (?:days|cycle)|cash (?:conversion )?cycle`, 'working capital'),
  P(`(?:return|profit) on (?:capital|investment)`, 'roce return on capital employed'),
  P(`(?:return|profit) on (?:shareholder(?:s'?)? )?(?:equity|funds)`, 'roe return on equity'),
  P(`(?:utili[sz]ation|bench) of (?:engineers|staff|people|employees)|billable (?:staff|people|utili[sz]ation)|(?:fully |well )?deployed (?:are )?(?:(?:the|its|their) )?${PEOPLE}|${PEOPLE} (?:(?:are|were) )?(?:fully )?deployed|deployment of ${PEOPLE}|${PEOPLE} on (?:the )?bench`, 'utilization'),
  P(`develop(?:ing|s|ed)? new (?:drugs|medicines|molecules|therapies|products)|(?:drug|product) (?:development|discovery|pipeline) spend(?:ing)?|(?:research|innovation) (?:spend(?:ing)?|budget|investments?)|plough(?:s|ed|ing)? back`, 'r&d research and development'),
  P(`debt relative to (?:its |their )?(?:earnings|profits?|ebitda)|debt to earnings`, 'net debt to ebitda'),
  P(`refin(?:ing|ery) (?:margins?|earnings|profits?|spreads?)|(?:margins?|earnings|profits?) (?:on|from) refining`, 'grm gross refining margin'),
  P(`efficiency ratio|(?:costs?|expenses?) (?:relative|compared) to (?:income|revenue)`, 'cost to income ratio'),
  P(`(?:profit|earnings|margin|ebitda) (?:per|a) (?:tonne|ton)`, 'ebitda per tonne'),
  P(`(?:prices?|price realisation|price realization) (?:per|a) (?:tonne|ton|unit|vehicle)|average selling prices?`, 'realisation realization'),
  P(`wage bill|salary bill|(?:staff|people|personnel) costs?`, 'employee cost employee benefit expenses'),
  P(`cash (?:generation|generated)|generated (?:more |less )?cash`, 'free cash flow cash flow'),
  P(`(?:sales|revenue|business) (?:overseas|abroad)|(?:overseas|abroad) (?:sales|markets?|business|revenue)|sold (?:overseas|abroad)`, 'international exports'),
  P(`(?:acquired|bought|buying|took over|takeover of) (?:a |an |the )?(?:company|companies|business(?:es)?|firms?)`, 'acquisition'),
];

/** The transcript terms for the plain phrases in `text`, with the phrase each one stands for. */
export function paraphraseTerms(text: string): { plain: string; terms: string }[] {
  const out: { plain: string; terms: string }[] = [];
  for (const p of PARAPHRASES) {
    const m = p.plain.exec(text);
    if (m && !out.some((o) => o.terms === p.terms)) out.push({ plain: m[0], terms: p.terms });
  }
  return out;
}

/**
 * The question as search and the answerer see it: the other spelling of each financial
 * abbreviation (abbreviations.ts) and the transcript's terms for its plain phrases, appended in
 * parentheses; unchanged when there are none.
 */
export function withFinanceTerms(text: string): string {
  const base = withAbbreviations(text);
  const more = paraphraseTerms(text)
    .map((p) => p.terms)
    .filter((t) => !base.toLowerCase().includes(t));
  return more.length === 0 ? base : `${base} (${more.join('; ')})`;
}
