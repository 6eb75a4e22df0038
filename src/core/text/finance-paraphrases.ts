/**
 * Plain words an investor uses for what an earnings call names with its own term: "people
 * leaving" is attrition, "bad loans" are NPAs, "new contracts signed" are deal wins. A question in
 * such words shares few words with the transcript, so search and the extractive answerer also
 * look for the call's term. Written from general financial usage (the terms Indian and US calls
 * use for each metric), each entry a phrase pattern and the terms it stands for. Pure.
 */
import { memoised } from '../lru.js';
import { ABBREVIATIONS, withAbbreviations } from './abbreviations.js';
import { conceptTerms } from './concept-terms.js';
import { CONCEPTS } from './finance-concepts.js';
import { GLOSSARY } from './finance-glossary.js';
import { glossaryTerms } from './glossary-terms.js';
import { STOP_WORDS } from './stopwords.js';
import { plainWords } from './tokenize.js';

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
  P(`orders? (?:in hand|backlog)|backlog of orders|order backlog|unexecuted orders|unfilled orders?|orders? (?:yet )?to be (?:delivered|executed|fulfilled)`, 'order book pending orders open bookings'),
  P(`(?:took|takes?|brought|brings?|raked|rakes?) in (?:(?:more|less|most)\\s+)?(?:(?:money|revenue|cash)\\s+)?from`, 'revenue sales'),
  P(`(?<!(?:north|south|latin) )americas?|(?:the )?united states|usa`, 'u.s. us north america'),
  P(`capital (?:buffers?|cushions?|strength|position)|(?:(?:well|adequately|strongly|better|best|poorly|under|over)[- ]?)?capitali[sz]ed`, 'solvency ratio capital adequacy'),
  P(`top ?line|(?<!(?:staff|employee|people) )turnover|sales(?! volumes?)`, 'revenue'),
  P(`bottom ?line|net (?:income|earnings)|earnings(?! (?:call|conference|release|presentation))`, 'net profit pat'),
  P(`operating (?:profit )?margins?|profitability|how profitable|(?:more|most|less|least) profitable|(?:sales|revenues?) (?:kept |retained )?(?:as|into) (?:operating profit|ebitda|ebit)\\b`, 'ebitda margin operating margin ebit margin'),
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
  P(`rural (?:demand|markets?|consumers?)|villages?|village (?:buyers|consumers|households|demand)|hinterland|countryside|(?:farm|agricultural) (?:incomes?|households)`, 'rural demand'),
  P(`premium (?:income|growth)|(?:policies|insurance) sold`, 'gross written premium ape'),
  P(`policy renewals?|renewal rates?|customers? renewing`, 'persistency'),
  P(`(?:working capital|inventory|receivable) (?:days|cycle)|cash (?:conversion )?cycle`, 'working capital'),
  P(`(?:return|profit) on (?:capital|investment)`, 'roce return on capital employed'),
  P(`(?:return|profit) on (?:(?:shareholder|owner|investor)(?:s'?)? )?(?:equity|funds)|(?:return|profit) on (?:(?:shareholder|owner|investor)(?:s'?) )(?:money|capital)`, 'roe return on equity'),
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
  P(`(?:clients?|customers?) (?:take|took|taking) (?:longer|more time|less time|time) to pay|settle (?:their |its )?(?:invoices|bills)|(?:unpaid|outstanding) (?:invoices|bills)|invoices?|receivables? days|days (?:it takes )?to (?:get paid|collect)|(?:getting|get|got) paid`, 'dso days sales outstanding receivables'),
  P(`(?:shops|stores|outlets|retailers|kiranas?|points of sale) (?:stock(?:ing)?|carry(?:ing)?|sell(?:ing)?)|stocked|on (?:more |fewer )?(?:shelves|shops|stores|outlets)|(?:how many|number of|more|fewer) (?:shops|retail outlets|outlets|retailers|kiranas)|distribution (?:network|footprint|expansion)|retail reach|reach(?:es|ed)? (?:more |how many )?(?:shops|outlets|retailers|villages)`, 'distribution reach outlets direct reach'),
  P(`(?:policyholders?|customers?) (?:keep|kept|continue|continuing|stay(?:ing)?|still) (?:paying|renewing)|keep(?:s|ing)? paying (?:(?:their|the) )?(?:premiums?|into)|(?:policies|policy) (?:lapsing|lapse|lapses|lapsed)|lapse rates?|(?:second|2nd|13th)[- ]year (?:premiums?|renewals?)|13th[- ]month`, 'persistency 13th month persistency'),
  P(`overseas|abroad|outside india|foreign (?:markets?|sales|customers|buyers)|(?:international|overseas) shipments|shipments? (?:overseas|abroad)`, 'exports international'),
  P(`shipments|dispatch(?:es|ed)?|deliveries|(?:units|vehicles|cars|bikes|tonnes) (?:shipped|delivered|dispatched)`, 'volumes dispatches sales volume'),
  P(`(?:cut(?:ting|s)?|lower(?:ed|ing)?|reduc(?:e|ed|ing)|trim(?:med|ming)?|slash(?:ed|ing)?|roll(?:ed|ing)? back) (?:(?:its|their|the|some|any) )?prices|price (?:cuts?|reductions?|drops?|decreases?|deflation|corrections?)|pass(?:ed|ing)? (?:on|back|through) (?:the )?(?:savings|benefits?|(?:lower|softer) (?:costs?|prices))`, 'price reduction pricing price cut'),
  P(`loan[- ]loss(?:es)?|impairment (?:charges?|losses)|bad[- ]loan (?:charges?|costs?|provisions?)`, 'credit cost provisions'),
  P(`write[- ]?offs?|wrote off|written off`, 'write-off provisions'),
  P(`(?:customers?|subscribers?|users) (?:(?:are|were|who|that) )?(?:leaving|switching|quitting|churning|defecting)|(?:switch(?:ing|ed)?|defect(?:ing|ed)?) to (?:rivals|competitors)|churn(?:ed|ing)?(?! of (?:staff|employees|people))`, 'churn'),
  P(`cost (?:cutting|cuts|savings?|reductions?|optimi[sz]ation|efficienc(?:y|ies)|control|takeout)|(?:cut(?:ting)?|trim(?:ming)?|reduc(?:e|ing)) (?:its |their )?costs`, 'cost optimisation cost savings efficiency'),
  P(`(?:new|more) (?:stores|shops|showrooms|branches)|(?:stores|shops|showrooms|branches) (?:opened|added)|open(?:ed|ing|s)? (?:(?:more|new) )?(?:stores|shops|showrooms|branches)`, 'store additions new stores branches'),
  P(`(?:fresh|new|college) graduates|campus (?:hires|hiring|recruits|recruitment)|college hires|entry[- ]level (?:hires|hiring)`, 'freshers campus hiring'),
  P(`(?:advertising|marketing|ad|brand(?:ing)?|promotion(?:al)?) (?:spend(?:ing|s)?|budgets?|investments?|expenses?|costs?|outlay)|(?:spend(?:ing)?|spent|invest(?:ing|ed)?) (?:more |less )?on (?:advertising|marketing|ads|brands?|promotions?)`, 'advertising a&p ad spends brand investments'),
  P(`(?:premium|high[- ]end|upmarket|costlier|pricier|expensive|luxury) (?:products|cars|models|segment|bikes|motorcycles|variants|homes|portfolio)|premiumi[sz]ation|trading up|upgrad(?:e|ing) to (?:costlier|premium|pricier)`, 'premiumization premium portfolio mix'),
  P(`(?:currency|forex|fx|exchange[- ]rate) (?:impact|movements?|headwinds?|tailwinds?|effects?|swings?|fluctuations?)|(?:rupee|dollar|euro|pound) (?:depreciation|appreciation|movements?|weakness|strength)`, 'constant currency cross currency'),
  P(`(?:new|more|additional|adding|add|expand(?:ing)?|extra) (?:production )?capacity|capacity (?:additions?|expansion|build[- ]?out|increase)|(?:new|greenfield|brownfield) (?:plants?|factories|mills?|lines?|units)|(?:build(?:ing)?|set(?:ting)? up) (?:new )?(?:plants?|factories|mills?)`, 'capacity expansion capex greenfield brownfield'),
  P(`(?:dealer|channel|retail|trade) (?:stocks?|inventor(?:y|ies))|(?:stock|inventory) (?:at|with|held by) dealers|(?:stock|inventory) in (?:the )?(?:channel|trade)`, 'channel inventory dealer inventory'),
  P(`(?:current and savings|low[- ]cost|cheap|low[- ]cost current) (?:deposits|accounts?)|savings accounts?|current accounts?(?! deficit)`, 'casa casa ratio'),
  P(`(?:fresh|new) (?:bad loans|defaults|npas?|stress)|loans? (?:slipping|slipped)|slip(?:ped|ping)? into (?:npa|default|bad)`, 'slippages gross slippages'),
  P(`(?:urban|city|metro|cities) (?:demand|markets?|consumers?|consumption)`, 'urban demand'),
  P(`(?:lost|losing|gained|gaining|won|winning|grabbed|ceded|ceding) (?:(?:the )?(?:more|most|some|any) )?(?:market )?share(?! of)|share (?:of|in) (?:the )?(?:segment|category|industry|market)|(?:market|segment|category) (?:leader(?:ship)?|position)|how dominant|dominance (?:in|of)|dominant (?:player|position|share)`, 'market share'),
  P(`interest (?:costs?|expenses?|outgo|burden|bill)|finance (?:costs?|charges)|cost of (?:its |their )?debt`, 'finance cost interest cost'),
  P(`demand (?:environment|outlook|trends?|conditions?|sentiment|picture)|consumer sentiment|(?:strong|weak|soft|sluggish|robust) (?:is |was )?demand|how (?:strong|weak|healthy) (?:is|was) demand`, 'demand'),
  P(`(?:profitability|margins?|profit) (?:on|of|from) new (?:policies|business|premiums?)|new[- ]business (?:profitability|profits?)`, 'vnb margin value of new business'),
  P(`claims? (?:ratio|paid|costs?|experience|payouts?)|loss ratio|paid out (?:in|on) claims`, 'claims ratio combined ratio'),
  P(`(?:data|internet|mobile data|broadband) (?:usage|consumption|traffic|use)|(?:gb|gigabytes?) (?:per|a) (?:user|customer|subscriber)`, 'data usage data traffic'),
  P(`(?:steel|cement|aluminium|aluminum|product|selling|realised|realized) prices?(?! (?:hikes?|increases?|cuts?))`, 'realisation realization prices'),
  P(`same[- ]store|like[- ]for[- ]like|comparable[- ]store|existing stores`, 'like to like same store sales growth lfl'),
  P(`(?:large|big|biggest|top|million[- ]dollar|\\$ ?\\d+ ?(?:million|mn|m)\\+?) (?:clients|customers|accounts)|client (?:count|additions?|mining|base)`, 'client metrics clients'),
  P(`(?:raise|raising|raised) (?:(?:fresh|more|new) )?(?:capital|funds|money|equity)|fund[- ]?rais(?:e|ing)|rights issue|qip`, 'fund raise qip capital raise'),
  P(`(?:pay(?:ing)? down|repa(?:y|ying|id)|reduc(?:e|ed|ing)|cut(?:ting)?) (?:its |their |the )?(?:debt|borrowings|loans)|deleverag(?:e|ed|ing)|debt (?:reduction|repayment|paydown)`, 'debt reduction deleveraging net debt repayment'),
  P(`(?:tractors?|farm equipment|farm machinery)(?: (?:sales|volumes?|demand|industry))?`, 'farm equipment tractor volumes'),
  P(`(?:eps|per[- ]share (?:earnings|profit))`, 'earnings per share eps'),
  P(`(?:gross|product|material|contribution) margins?|after (?:paying for )?(?:raw[- ]materials?|materials?|inputs?|ingredients?)(?: costs?| bills?)?|(?:left|kept|keep|keeps|retain(?:s|ed)?) after (?:raw[- ]materials?|materials?|inputs?|ingredients?)|mark(?:ing|s|ed)? (?:up|-up) (?:(?:their|its|the) )?products?`, 'gross margin'),
  P(`(?<!develop(?:ing|s|ed)? )(?:new|fresh) (?:launches|products|models|drugs|medicines)|launch(?:ed|es|ing)? (?:new|more)|product launches|(?:new )?(?:drug|product|model) (?:launches|introductions|approvals)`, 'launches new launches product launches'),
  P(`(?:us|u\\.s\\.|american) (?:generics|business|sales|market)`, 'north america us business'),
  P(`(?:make|makes|made|making|earn(?:s|ed|ing)?) (?:(?:more|less|the most|much|any)\\s+)?(?:money|profits?)|(?:made|earned) (?:a )?(?:profit|loss)`, 'net profit pat'),
  P(`(?:rates?|interest) (?:paid )?(?:on|for) deposits|deposit (?:rates?|costs?|pricing)|(?:pay(?:s|ing)?|paid) (?:(?:on|for) deposits|depositors)`, 'cost of deposits cost of funds'),
  P(`(?:interest|rates?) (?:earned|charged) on (?:loans|lending|advances)|loan yields?|lending rates?|yields? on (?:loans|lending|advances)`, 'yield on advances yields'),
  P(`(?:full|fuller|peak) capacity|running (?:at|near|close to) (?:full )?capacity|(?:idle|spare|unused) capacity`, 'capacity utilization'),
  P(`(?:deal|order|sales) (?:pipeline|funnel)|pipeline of (?:deals|orders|projects)`, 'pipeline'),
  P(`(?:client|customer) (?:spending|budgets?)|(?:discretionary|tech(?:nology)?|it) (?:spend(?:ing)?|budgets?)`, 'discretionary spend client budgets'),
  P(`(?:delays?|cancell?ations?|deferr(?:als?|ed)|postpone(?:d|ments?)|paused) (?:in |of |to )?(?:projects?|deals?|decisions?|spending|programs?)|(?:projects?|deals?|decisions?|programs?) (?:being )?(?:delayed|cancell?ed|deferred|postponed|paused|slowed)`, 'delays decision making ramp-downs'),
  P(`(?:towers|sites|network) (?:added|rollout|roll-out|expansion)|(?:added|rolled out|roll(?:ing)? out) (?:more )?(?:towers|sites|5g)`, 'network rollout sites towers'),
  P(`mortgages?`, 'home loans housing loans'),
  P(`unsecured (?:loans|lending|credit|book)|personal loans?`, 'unsecured retail personal loans credit cards'),
  P(`(?:subcontract(?:ors?|ing)?|contractors?) (?:costs?|spend(?:ing)?|expenses?)`, 'subcontracting cost'),
  P(`price (?:erosion|pressure)|(?:falling|declining|eroding) prices`, 'price erosion pricing pressure'),
  P(`(?:regulator|fda|usfda|regulatory|us regulator) (?:inspections?|observations|warning letters?|audits?|visits?)|warning letters?|plant inspections?`, 'usfda inspection observations'),
  P(`waiting (?:periods?|times?|lists?)|wait(?:ing)? times?|(?:customers|buyers) (?:waiting|queued)`, 'waiting period pending orders'),
  P(`(?:online|e-?commerce|internet|quick commerce|digital) (?:sales|channels?|orders|shoppers)|(?:sold|selling|sells|sell) online`, 'e-commerce ecommerce online modern trade'),
  P(`(?:cost|costs) (?:per|a) (?:tonne|ton)`, 'cost per tonne'),
  P(`tariff (?:hikes?|increases?|rises?)|(?:raise|raising|raised|hike|hiking|hiked) (?:mobile )?tariffs`, 'tariff hike tariff repair'),
  P(`(?:beds? (?:occupied|filled))|how full (?:are|were) (?:the|its|their) hospitals`, 'occupancy'),
  P(`(?:room|hotel) (?:rates|tariffs|prices)`, 'arr average room rate'),
  P(`revenue per (?:available )?room`, 'revpar'),
  P(`(?:return|profit) on (?:(?:its|their|the|total) )?(?:assets|balance sheet)`, 'roa return on assets'),
  P(`(?:income|earnings|revenue) from (?:fees|commissions|charges)|fee[- ]based (?:income|revenue)|(?:fees|commissions) earned`, 'fee income'),
  P(`(?:bond|investment|treasury) (?:gains|profits|income|losses)|gains on (?:bonds|investments)`, 'treasury income trading gains'),
  P(`small loans to (?:women|rural borrowers)|micro[- ]?loans?|micro[- ]?lending`, 'microfinance mfi'),
  P(`(?:loans?|advances|lending) (?:to|versus|relative to|compared to) deposits|credit[- ]deposit ratio|loan[- ]to[- ]deposit`, 'ldr loan to deposit ratio credit deposit ratio'),
  P(`(?:book|portfolio|loan book) size|size of (?:the|its|their) (?:loan )?(?:book|portfolio)|(?:money|assets) (?:it |they )?manages?`, 'aum assets under management'),
  P(`(?:new )?loans? (?:booked|disbursed|given out|handed out|sanctioned)|disburs(?:al|als|ements?|ed)|lending volumes?`, 'disbursements loans booked'),
  P(`(?:banking|financial services|bank|insurance) (?:clients|customers|vertical|business|segment)`, 'bfsi financial services'),
  P(`battery[- ](?:powered|operated) (?:vehicles?|cars|scooters|bikes|motorcycles|two[- ]wheelers|three[- ]wheelers)|e-?scooters?`, 'ev electric'),
  P(`spare parts|after[- ]?market|replacement parts`, 'spares aftermarket'),
  P(`motorcycles?|motorbikes?|scooters?`, 'two-wheelers 2w'),
  P(`active (?:pharmaceutical )?ingredients?|bulk drugs?`, 'api active pharmaceutical ingredients'),
  P(`(?:fuel|energy|power|pet ?coke|petcoke|coal) (?:costs?|bills?|prices?)`, 'power and fuel cost'),
  P(`(?:freight|logistics|transport(?:ation)?|shipping|haulage) (?:costs?|expenses?|charges|bills?)|lead distances?`, 'freight logistics cost'),
  P(`term (?:life )?(?:insurance|cover|plans?|policies)|pure (?:risk|protection)|life cover`, 'protection term'),
  P(`(?:bank|banks|banking) (?:partners?|partnerships?|channel)|(?:sold|selling|sells) through (?:banks|bank branches)`, 'bancassurance banca'),
  P(`insurance agents|(?:through|via|by) (?:its |their )?agents|agency (?:channel|force|network)`, 'agency'),
  P(`(?:home|fixed)[- ](?:broadband|internet|wi-?fi|fiber|fibre)|fib(?:er|re) to the home|wired broadband`, 'homes broadband fiber ftth'),
  P(`(?:fuel|petrol|diesel) (?:retail |marketing )?margins?|margins? on (?:petrol|diesel|fuel)`, 'marketing margin'),
  P(`(?:plants?|stations?|units?) (?:ran|running|run|operated) (?:at|hard|flat out)|(?:availability|utili[sz]ation) of (?:the )?(?:plants|stations)`, 'plf plant load factor availability'),
  P(`(?:number of |more |new |fewer )(?:buyers|shoppers)|(?:buyer|shopper) (?:growth|count|numbers)`, 'buyer growth customers'),
  // Places, technologies, weather, commodities and events, as people name them and calls write them.
  P(`europeans?|eurozone|euro area`, 'europe'),
  P(`(?:the )?gulf|gcc|arab|saudi(?: arabia)?|uae|emirates|dubai|qatar|oman|kuwait|mideast`, 'middle east gcc'),
  P(`chinese`, 'china'),
  P(`british|britain|england`, 'uk united kingdom'),
  P(`africans?`, 'africa'),
  P(`latam|latin americans?|brazil(?:ian)?|mexic(?:o|an)`, 'latin america latam'),
  P(`asean|south[- ]?east asian?|indonesia|vietnam|thailand|malaysia|philippines`, 'southeast asia asean'),
  P(`japanese`, 'japan'),
  P(`australians?`, 'australia'),
  P(`(?:micro)?chips?(?! (?:and|or) )|chip shortages?`, 'semiconductor semiconductors'),
  P(`server[- ]farms?|data[- ]?cent(?:re|er)s?|hyperscale(?:rs)?`, 'data center data centre'),
  P(`h2|green hydrogen`, 'hydrogen'),
  P(`artificial intelligence|gen ?ai|chatgpt|large language models?|llms?`, 'ai generative ai genai'),
  P(`rains?|rainfall|monsoons?|weather`, 'monsoon rainfall'),
  P(`el ni[nñ]o`, 'el nino monsoon'),
  P(`crops?|harvests?|sowing|kharif|rabi`, 'kharif rabi crop sowing'),
  P(`(?<!iron )\\bores?\\b`, 'iron ore'),
  P(`met(?:allurgical)? coal`, 'coking coal'),
  P(`blast[- ]furnace (?:inputs?|raw materials?|feed(?:stock)?s?|fuel)|(?:key )?(?:steel|steel ?making|steel-making) (?:inputs?|raw[- ]materials?)`, 'coking coal iron ore'),
  P(`oil prices|price of oil|crude prices`, 'crude oil prices'),
  P(`(?:brand|technology|tech|trademark) (?:fees?|licen[cs]e fees?|charges)|(?:pay|paid|pays|paying) (?:(?:its|their|the) )?(?:foreign |overseas |japanese |european |global )?(?:parent|promoter)s?`, 'royalty'),
  P(`unsold (?:vehicles|cars|bikes|stock|inventory|units|goods)|(?:stock|inventory|inventories) (?:piling up|pile[- ]up|build[- ]?up)|sitting on (?:(?:a lot of|excess|too much) )?(?:stock|inventory|unsold)`, 'inventory'),
  P(`fuel (?:pumps|stations|outlets)|petrol (?:pumps|stations)|filling stations`, 'retail outlets fuel stations'),
  P(`patents? expir(?:y|ies|ing|ed)|loss of exclusivity|off[- ]patent`, 'patent loss of exclusivity generic competition'),
  P(`(?:stake|holding) sales?|sell(?:ing)? (?:a |its |their )?stake|divest(?:ment|ing|ed|s)?`, 'stake sale divestment monetisation'),
  P(`strikes?|labou?r (?:unrest|issues|disputes)`, 'labour strike'),
  P(`(?:rbi )?rate (?:hikes?|cuts?)|(?:repo|policy) rates?`, 'repo rate interest rate'),
  P(`recession|slowdown|macro(?:economic)? (?:headwinds|uncertainty|environment)`, 'macro slowdown uncertainty'),
  P(`festive (?:season|demand)|festival season|diwali|navratri`, 'festive season'),
  P(`weddings?|wedding season|marriages?`, 'wedding'),
  P(`government (?:spending|capex|orders|projects)|public (?:spending|capex|sector orders)`, 'government capex infrastructure'),
  P(`(?:hang(?:s|ing)? on to|keep(?:s|ing)? hold of|hold(?:s|ing)? on to|retain(?:s|ing)?|keep(?:s|ing)?) (?:(?:their|its|the) )?(?:people|staff|employees|talent|engineers|workforce)(?! (?:busy|occupied|engaged|billable|deployed|on (?:billable|client|projects?)))|(?:staff|employee|talent|people) retention`, 'attrition'),
  P(`green (?:power|energy|electricity)|clean (?:power|energy|electricity)|solar and wind|(?:solar|wind) (?:power|capacity|plants?|parks?|farms?)`, 'renewable energy renewables'),
  P(`(?:cutting back on|cut(?:ting)? back|cut(?:ting)?|reduc(?:e|ing)|lower(?:ing)?|draw(?:ing)? down|run(?:ning)? down|trimm?(?:ing)?|shed(?:ding)?) (?:on )?(?:(?:their|its|the) )?(?:stocks?|inventor(?:y|ies))|destock(?:ing)?|(?:stocks?|inventor(?:y|ies)) (?:being )?(?:cut|reduced|run down|drawn down)`, 'destocking inventory reduction stock levels'),
  P(`(?:pour(?:s|ed|ing)?|put(?:s|ting)?|sink(?:s|ing)?|sank|plough(?:s|ed|ing)?|spen[dt](?:s|ing)?|invest(?:s|ed|ing)?) (?:(?:more|less|much|money|cash|crores?) )*(?:into|on|in) (?:(?:its|their|the|new|ongoing) )*(?:expansion|growth|projects?|capacity|plants?|factories)|expansion projects?|growth projects?`, 'capex capital expenditure'),
  P(`(?:selling|sales|product) prices? (?:fell|fall(?:en|ing)?|dropp(?:ed|ing)|declin(?:ed|ing)|slid|slump(?:ed|ing)?|softened|softening|came down|coming down|eas(?:ed|ing))|(?:prices?|realisations?|realizations?) (?:have |has )?(?:fallen|fell|dropped|declined|slumped|softened|come down|came down|corrected)`, 'price decline realisation'),
];

/**
 * The transcript terms for the plain phrases in `text`, with the phrase each one stands for: the
 * fixed wordings of the table above, then the metrics named by their parts (concept-terms.ts),
 * then those described in the glossary's words (glossary-terms.ts). `wordingsOnly` keeps the fixed
 * wordings alone: linking graph entities on a described metric's broad terms pulls in the graph's
 * most general nodes.
 */
export function paraphraseTerms(text: string, opts: { wordingsOnly?: boolean } = {}): readonly PlainMatch[] {
  return opts.wordingsOnly ? fixedWordings(text) : allMatches(text);
}

/** A plain phrase of the question and the transcript's terms for it. */
export interface PlainMatch {
  plain: string;
  terms: string;
}

// Memoised: search, the answerer and comparisons each read the same question's matches, and a
// long question costs about 0.2 ms to read.
const fixedWordings = memoised(4_096, (text): readonly PlainMatch[] => {
  const out: PlainMatch[] = [];
  for (const p of PARAPHRASES) {
    const m = p.plain.exec(text);
    if (m && !out.some((o) => o.terms === p.terms)) out.push({ plain: m[0], terms: p.terms });
  }
  return out;
});

const allMatches = memoised(4_096, (text): readonly PlainMatch[] => {
  const out = [...fixedWordings(text)];
  // A concept or a description whose terms an earlier match already gave adds nothing.
  for (const c of conceptTerms(text)) if (!gives(out, c)) out.push(c);
  // Nor does a description of words an earlier match has read, unless it reads more of them:
  // "return on shareholders' capital" is ROE, and "earning … return" no second metric; but "new
  // work sign … clients" says more than "sign up with clients" (customer additions).
  for (const c of glossaryTerms(text)) {
    const words = contentWords(c.plain);
    const overlapped = out.filter((o) => contentWords(o.plain).some((w) => words.includes(w)));
    if (!gives(out, c) && overlapped.every((o) => contentWords(o.plain).length < words.length)) out.push(c);
  }
  return out;
});

const contentWords = (text: string): string[] => plainWords(text).filter((w) => !STOP_WORDS.has(w));

/** Do the earlier matches already give every term of `c`? */
function gives(out: readonly PlainMatch[], c: PlainMatch): boolean {
  const have = new Set(out.flatMap((o) => o.terms.split(' ')));
  return c.terms.split(' ').every((t) => have.has(t));
}

/**
 * The question as search and the answerer see it: the other spelling of each financial
 * abbreviation (abbreviations.ts) and the transcript's terms for its plain phrases, appended in
 * parentheses; unchanged when there are none.
 */
export function withFinanceTerms(text: string, opts: { wordingsOnly?: boolean } = {}): string {
  const base = withAbbreviations(text);
  const words = new Set(base.toLowerCase().split(/[^\p{L}\p{N}&.-]+/u));
  // Terms the question (or an abbreviation's long form) already holds, every word of them, add nothing.
  const more = paraphraseTerms(text, opts)
    .map((p) => p.terms)
    .filter((t) => !t.split(' ').every((w) => words.has(w)));
  return more.length === 0 ? base : `${base} (${more.join('; ')})`;
}

let vocabulary: ReadonlySet<string> | undefined;

/**
 * Is `word` one of the words calls name metrics with — a term of the phrase table, the concepts,
 * the glossary or the abbreviations ("TCV", "GRM", "A&P", "CET1")? A capitalised word that is not
 * ("BALIC", "RJIL", "XUV") names a company, a business or a product.
 */
export function isFinanceTerm(word: string): boolean {
  vocabulary ??= new Set(
    [...PARAPHRASES.map((p) => p.terms), ...CONCEPTS.map((c) => c.terms), ...GLOSSARY.map((g) => g.terms), ...ABBREVIATIONS.keys()].flatMap((t) => t.split(' ')),
  );
  return vocabulary.has(word.toLowerCase());
}
