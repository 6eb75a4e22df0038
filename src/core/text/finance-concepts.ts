/**
 * Metrics a question names by their parts, in any order and inflection: "the fatter spread on what
 * it lends" (spread + lend: net interest margin), "leftover bad-loan pile after provisions" (bad
 * loan + leftover: net NPA), "turning reported profit into actual cash" (cash + profit: free cash
 * flow). Each entry is the cues a plain description of the metric combines and the terms calls use
 * for it; a concept matches when each of its cue groups has a word in the question, all within a
 * few words of each other (concept-terms.ts). Written from general financial usage; data only.
 */
import { stem } from './stem.js';

/** One word of a cue: a prefix (written `x*`) or a word matched as itself or by its stem. */
export interface CueWord {
  prefix: boolean;
  word: string;
  stem: string;
}

export interface Concept {
  /** Cue groups: every group needs one member (a word or a phrase) in the question. */
  cues: readonly (readonly (readonly CueWord[])[])[];
  /** What the transcript calls it. */
  terms: string;
}

const cueWord = (w: string): CueWord => (w.endsWith('*') ? { prefix: true, word: w.slice(0, -1), stem: '' } : { prefix: false, word: w, stem: stem(w) });
const C = (terms: string, ...groups: string[]): Concept => ({
  terms,
  // Hyphenated cue words match the words either side of the hyphen ("bad-loan" is "bad loan").
  cues: groups.map((g) => g.split('|').map((member) => member.trim().split(/[\s-]+/).filter(Boolean).map(cueWord))),
});

const PEOPLE =
  'people|staff|staffer*|employee|engineer|workforce|talent|worker|consultant|headcount|hands|heads|bodies|personnel|manpower|recruits|crew|techies|coders|developers|programmers|associates|team members';
/** Staff words without "people" (which too often means customers or users). */
const STAFF =
  'staff|staffer*|employee|employees|engineer|engineers|workforce|worker|workers|headcount|hands|heads|bodies|personnel|manpower|crew|techies|coders|developers|programmers|team members';
const BAD_LOANS =
  'bad loan|bad-loan|bad debt|bad debts|npa|npas|soured|sour|non-perform*|stressed|default*|delinquen*|dud|duds|toxic|gone bad|went bad|turned bad|problem loan*|unpaid loan*|impaired';
const PER_TONNE =
  'per tonne|per ton|a tonne|a ton|each tonne|per bag|per unit|per vehicle|per car|per bike|per kg|a kg|per kilo|per litre|per liter|per barrel|a barrel|per mt';

export const CONCEPTS: readonly Concept[] = [
  // ---- Banks and lenders: margins, asset quality, deposits, growth.
  C('net interest margin nim', 'spread|spreads|margin|margins', 'lend*|lent|loan|loans|borrower*|interest|advances'),
  C('net interest margin nim', 'make|making|made|earn*|keep|keeps|kept', 'loan|loans|lend*|lent|advances', 'after paying|paying for|pay for|cost of|funds|funding|deposit*'),
  C('net npa', BAD_LOANS, 'leftover|left over|remaining|after provision*|net of provision*|uncovered|unprovided|net|still on the books|not yet provided'),
  C('provision coverage ratio pcr', 'cushion*|cover|covered|coverage|buffer*|protect*|set aside for|provided for|reserved against', BAD_LOANS),
  C(
    'gross npa asset quality',
    'bad|soured|sour|non-perform*|stressed|delinquen*|overdue|dud|duds|toxic|impaired|problem|unpaid|unrecoverable|not being repaid|not repaid|gone bad|went bad|turned bad|go bad',
    'loan|loans|asset|assets|book|borrower*|credit|debt|lending|lent|advances|portfolio',
  ),
  C(
    'slippages',
    'slip*|turn bad|turned bad|went bad|gone bad|go bad|going bad|turn sour|turned sour|turning sour|gone sour|went sour|newly bad|fresh bad|new bad|fresh default*|new default*|fresh stress|new stress',
    'loan|loans|book|borrower*|account*|asset*|lending|lent|advances|portfolio',
  ),
  C(
    'credit cost provisions',
    'provision*|set aside|sets aside|setting aside|loan-loss|loss|losses|lose|losing|lost|charge|charges|impair*|write-off*|write off|written off|wrote off|writing off',
    'bad|loan|loans|credit|default*|npa|npas',
  ),
  C(
    'deposits deposit growth total deposits',
    'saver*|depositor*|deposit|deposits|saving|savings',
    'money|fund|funds|pull*|attract*|rais*|gather*|mobili*|grow|growth|inflow*|faster|collect*|accumulat*|draw*|drew|bring in|brought in|garner*|rise|increas*|flight',
  ),
  C('cost of funds cost of deposits', 'cost|costs|pay|pays|paying|expensive|costlier|cheaper|pricier|dearer', 'fund|funds|funding|borrow*|deposit|deposits|depositor*'),
  C(
    'advances loan growth',
    'loan|loans|lend|lends|lending|credit|advance|advances|loan book|lent',
    'grow|growth|rise|increas*|expand*|faster|pace|jump*|climb*|accelerat*|pick up|picked up|surge*|slow*|decelerat*',
  ),
  C('aum assets under management loan book', 'book|books|portfolio|assets under', 'grow|growth|rise|increas*|expand*|faster|pace|quickly|size|big'),
  C('cost to income ratio', 'cost|costs|expense*|spending|opex', 'income|revenue|revenues', 'ratio|share|eat*|eaten|relative|proportion|compared|swallow*|consum*'),
  C('roe return on equity', 'return on|returns on|profit on|earn on|earns on|earning on|earnings on|return for|returns for', "shareholder*|stockholder*|owner*|equity|net worth|investors'|investor"),
  C('roe return on equity', 'profit*|earn*|return*|making|make|makes', 'shareholders funds|shareholder funds|shareholders money|shareholders capital|net worth|equity capital|equity base|own capital|own money'),
  C('roa return on assets', 'return on|returns on|profit on|earn on|earns on|earning on|earned on|make on|makes on|made on', 'asset|assets|balance sheet|book'),
  C('solvency ratio capital adequacy', 'capital', 'headroom|buffer*|cushion*|minimum|regulat*|requirement*|comfortable|adequa*|strength|strong|surplus'),
  C('capital adequacy cet1 solvency ratio', 'cushion*|buffer*|absorb*|withstand*', 'loss|losses|shock*|stress*'),
  // ---- Shareholder returns, cash, debt, funding.
  C(
    'dividend buyback',
    'pay out|payout*|paid out|return to|returned to|returning to|reward*|distribut*|hand back|handed back|give back|gave back|giving back',
    'shareholder*|stockholder*|investor*|owner*',
  ),
  C('free cash flow cash conversion operating cash flow', 'cash', 'profit*|earning*|income|convert*|conversion|turn*|generat*|throw* off|threw off'),
  C('cash balance net cash', 'cash', 'pile|hand|balance|reserve*|chest|sitting|war chest|books|stash|hoard*|mountain|idle|surplus|parked'),
  C(
    'net debt',
    'debt|debts|borrowing*|leverage|owe|owes|owed|owing|indebted*|deleverag*',
    'net|total|level*|pile|burden|reduc*|pay down|paying down|paid down|repay*|cut|lower*|outstanding|gross|overall|mountain|load|pare*|clear*|retir*|deleverag*|free|come down|came down|coming down',
  ),
  C('net debt borrowings', 'owe|owes|owed|owing|debt|debts|borrowing|borrowings|borrowed', 'lender*|creditor*|bank|banks|bondholder*|how much'),
  C('finance cost interest cost', 'interest|finance|borrowing', 'cost|costs|expense*|bill|outgo|burden|servic*'),
  C('fund raise capital raise qip', 'rais*|fund raise|fundrais*|tap*|tapped|mop* up|mopped up', 'capital|fund|funds|money|equity'),
  // ---- Operations and growth (all sectors).
  C('ebitda operating profit', 'operating', 'profit|profits|earning*|income'),
  C(
    'revenue growth',
    'sales|revenue|revenues|top line|topline|turnover',
    'grow|growth|rise|rose|jump*|increas*|climb*|expand*|fast|faster|fastest|surge*|soar*|accelerat*|pick up|picked up',
  ),
  C('market share', 'slice', 'captur*|command*|grab*|win|wins|won|take|takes|took|market|spending'),
  C('market share', 'share', 'market|segment|category|industry|gain*|grab*|cede*|ceding|dominan*|dominat*|leader*|lose share|losing share|lost share|wrest*|snatch*'),
  C(
    'volume growth volumes',
    'tin|tins|bag|bags|pack|packs|unit|units|tonne|tonnes|ton|tons|car|cars|bike|bikes|vehicle|vehicles|bottle*|carton*|box|boxes|litre*|liter*|sachet*',
    'moving|move|moved|sold|sell|sells|selling|shift*|ship*|grow|growth|volume*|demand|double-digit|offtake|off take|fly off|flying off|flew off',
  ),
  C(
    'production output',
    'make|made|makes|making|produc*|output|manufactur*|churn* out|turn* out|roll* out of|pump*|pumped|mine|mined|mining',
    'steel|cement|aluminium|aluminum|copper|zinc|car|cars|vehicle*|unit|units|tonne*|oil|gas|power|electricity|tractor*|coal|iron ore',
  ),
  C(
    'capex capital expenditure',
    'spend|spends|spent|spending|invest*|pour*|put|puts|putting|sink*|sank|plough*|outlay|deploy*',
    'expansion|expand*|capacity|plant|plants|factory|factories|project|projects|mill|mills|kiln*|asset*|machinery|equipment|greenfield|brownfield|data centre*|data center*',
  ),
  C(
    'capacity utilization',
    'plant|plants|factory|factories|mill|mills|capacity|kiln*|refinery|refineries|line|lines|furnace*|smelter*',
    'full|fuller|busy|busier|run|running|ran|utilis*|utiliz*|idle|spare|usage|use|used|operat*|flat out|flat-out|stretched|maxed',
  ),
  C('utilization', 'busy|busier|billable|bench|idle|deploy*|utilis*|utiliz*|occupied', `${PEOPLE}|team|teams|work`),
  C(
    'attrition',
    PEOPLE,
    'leav*|left|quit*|exit*|churn*|turnover|retain*|retention|hold on|holding on|hang* on|losing|lose|lost|walk* out|resign*|poach*|jump ship|jumping ship|jumped ship|attrit*|stick around|leaver*|depart*',
  ),
  C(
    'headcount reduction net headcount',
    'cut|cuts|cutting|shed*|lay off|laid off|layoff*|let go|letting go|reduc*|trim*|fire|fired|firing|shrank|shrink*|axe*|axing|sack*|retrench*|downsiz*|right-siz*|redundan*',
    `${PEOPLE}|job|jobs|payroll`,
  ),
  C(
    'net addition hiring freshers',
    'hire|hired|hiring|hires|recruit*|onboard*|add|added|adding|join*|take on|took on|takes on|taking on|bring on board|brought on board|bringing on board|bring on|brought on|staff up|staffing up|ramp* up',
    `${PEOPLE}|fresher*|graduate*|campus|trainee*|employees|engineers`,
  ),
  C(
    'wage increase salary hike',
    'pay|salary|salaries|wage|wages|compensation|increment*|payroll|appraisal*',
    'hike*|rise|rais*|increas*|bump*|revision*|revis*|inflation',
  ),
  C(
    'customer additions net adds subscribers',
    'customer*|subscriber*|user|users|client|clients|account|accounts',
    'add|added|adding|addition*|new|gain*|sign up|signed up|signing up|acquir*|win|won|join*|net add*|onboard*|bring in|brought in',
  ),
  C('arpu', 'revenue|earn*|money|make|makes|made', 'per user|per customer|per subscriber|each user|each customer|each subscriber|a user|a customer|a subscriber'),
  C('arpu average revenue per user', 'average|typical|each|per', 'customer*|user*|subscriber*', 'pay|pays|paying|paid|spend*|bill*'),
  C('deal wins tcv order inflow bookings', 'deal|deals|contract*|order|orders', 'sign*|win|won|wins|book*|clos*|bag*|land*|secur*|inflow*'),
  C(
    'order book pending orders',
    'order|orders|project|projects|work',
    'backlog*|pending|unexecuted|in hand|yet to|on hand|outstanding|lined up|locked in|still to do|left to do|to be executed',
  ),
  C('pricing price increase price cut', 'price|prices|pricing', 'rais*|hike*|increas*|cut|cuts|cutting|lower*|reduc*|take|took|taken|pass*'),
  C('raw material input cost', 'raw material*|input*|commodit*|material*|ingredient*|packaging', 'cost|costs|price|prices|inflation|deflation'),
  C(
    'exports international',
    'export*|overseas|abroad|international|foreign|outside india',
    'sale|sales|sell*|sold|ship*|market*|volume*|business|demand|customer*|buyer*',
  ),
  C('realisation realization', 'price|prices|realis*|realiz*|rate|rates|fetch*|get|got', PER_TONNE),
  C('cost per tonne', 'cost|costs', PER_TONNE),
  C('ebitda per tonne', 'ebitda|profit|profits|margin|margins|earn*|make|made|makes', PER_TONNE),
  C(
    'r&d research and development',
    'research|develop*|innovat*|new drug*|new product*|pipeline|r&d|lab|labs|laborator*|clinical|trial*|drug discovery',
    'spend*|spent|invest*|budget*|plough*|pour*|cost|costs|expense*|outlay',
  ),
  // ---- Insurers.
  C(
    'persistency',
    'policyholder*|policy|policies|customer*',
    'renew*|keep paying|keeps paying|kept paying|still paying|stopped paying|stop paying|lapse*|lapsing|continue paying|continuing to pay|second year|13th|61st|stay|stick with|sticking with|stuck with|drop out|dropping out|surrender*',
  ),
  C('vnb margin value of new business', 'profit*|margin|margins|profitab*|value|worth', 'new polic*|new business|new premium*|policies sold|policies written|new customers|new sales'),
  C('ape premium growth', 'premium|premiums|polic*|insurance sales', 'grow|growth|rise|increas*|sold|sell*|new|written'),
  // ---- Consumer, retail and distribution.
  C(
    'distribution reach outlets',
    'shop|shops|store|stores|outlet*|retailer*|kirana*|point of sale|points of sale|shelf|shelves',
    'stock*|reach*|present|presence|how many|number|sold in|availab*|carry|carried|carries|direct reach',
  ),
  C('channel inventory destocking', 'stock|stocks|inventor*|unsold|stockpil*|overstock*|destock*|restock*', 'dealer*|channel*|trade|shop|shops|retailer*|distributor*'),
  C(
    'renewable energy renewables',
    'green|clean|solar|wind|renewabl*|hydro|pumped storage|battery storage',
    'power|energy|electricity|capacity|megawatt*|mw|gigawatt*|gw|projects|installed|commissioned|portfolio|pipeline',
  ),
  C(
    'working capital days',
    'inventory|inventories|receivable*|stock|working capital|debtors|creditors|payables|cash conversion cycle|cash cycle',
    'day|days|cycle|tied up|locked',
  ),
  C('working capital days', 'cash|money|capital|funds', 'tied up|tie up|ties up|locked up|lock up|stuck|blocked'),
  C('cracks gross refining margin', 'diesel|petrol|gasoline|fuel|fuels|product|products|jet|kerosene', 'margin*|spread*|premium*', 'crude|oil'),
  C('dso days sales outstanding receivables', 'client|clients|customer|customers', 'pay|pays|paying|settle*|collect*|invoice*|bill|bills'),
  C(
    'store additions new stores branches',
    'store|stores|shop|shops|showroom*|branch|branches|outlet*|pharmacy|pharmacies|chain',
    'open|opened|opening|opens|add|added|adding|new|launch*|expand*|expansion|rollout|roll out',
  ),
  C(
    'advertising a&p ad spends',
    'advertis*|marketing|ad|ads|promotion|promotions|promotional|brand|brands|a&p|campaign*|brand building|brand-building|publicity|sponsor*',
    'spend*|spent|budget*|invest*|cost|costs|outlay',
  ),
  C('churn', 'customer*|subscriber*|user|users', 'leav*|switch*|quit*|defect*|churn*|port out|ported out|porting out'),
  C(
    'cities presence footprint',
    'town|towns|city|cities|district*|location*|pin code*|states',
    'how many|number|present|presence|spread|reach|footprint|cover*|widely',
  ),
  C('launches new launches', 'launch*|introduc*|roll out|rolled out|rolling out|unveil*'),
  C('rural demand', 'village*|countryside|hinterland|farmer*|small town*|tier 2|tier 3|tier-2|tier-3|bharat'),
  // ---- Banks and NBFCs: franchise, channels, segments, collections.
  C('casa casa ratio current account savings account', 'savings account*|current and saving*|casa'),
  C('casa casa ratio current account savings account', 'current account*', 'deposit*|saving*|balance*|bank|float'),
  C('casa casa ratio current account savings account', 'low-cost|low cost|cheap|cheapest|zero-cost|interest-free|no-cost|costless', 'deposit|deposits|depositor*|funding|float'),
  C('credit card spends cards in force', 'card|cards|credit card*', 'spend*|spent|swip*|usage|transaction*|issued|issu*|in force|outstanding|receivables'),
  C('branches branch network branch additions', 'branch|branches', 'how many|number|network|open*|add*|new|footprint|expan*|rural|count|total'),
  C('disbursements', 'disburs*'),
  C(
    'disbursements',
    'lent out|lend out|lending out|handed out|hand out|hands out|gave out|give out|gives out|giving out|sanction*|originat*',
    'loan|loans|credit|money|mortgages|home loans|fresh loans|advances',
  ),
  C(
    'collection efficiency collections',
    'collect*|recover*|repay*|pay back|paying back|paid back|pay on time|paying on time|paid on time|keeping up|kept up|keep up',
    'borrower*|emi|emis|dues|instalment*|installment*|efficien*|overdue',
  ),
  C(
    'sma special mention accounts overdue book',
    'overdue|late|behind|missed|miss|missing|skip*|delay*|lagging',
    'emi|emis|instalment*|installment*|repayment*|loan payment*|dues',
  ),
  C(
    'restructured book restructuring',
    'restructur*|recast|reschedul*|moratorium|one-time settlement|ots|rejig*|eased terms|easier terms|extended tenure*',
    'loan|loans|book|borrower*|account*|advances|portfolio',
  ),
  C(
    'write-offs written off technical write-off',
    'write off|writes off|written off|wrote off|writing off|write-off*|writeoff*|wipe* off|wiped off|wiped out|give up on|gave up on|given up on',
    'loan|loans|bad|debt|debts|book|advances|npa|npas|borrower*|account*',
  ),
  C(
    'recoveries and upgrades',
    'recover*|recoup*|claw* back|clawed back|upgrad*|got back|get back|getting back|retriev*',
    'bad|npa|npas|written off|write-off*|default*|stressed|dues|written-off',
  ),
  C('fee income fees other income', 'fee|fees|brokerage|commission income|commission revenue|commissions earned', 'income|revenue*|earn*|make|makes|made|making|grow*|growth|collect*'),
  C(
    'credit deposit ratio cd ratio loan to deposit ratio ldr',
    'lend*|lent|loan|loans|advances|credit',
    'deposit|deposits',
    'ratio|relative|compared|versus|vs|more than|outpac*|faster than|ahead of|against|proportion|gap|mismatch',
  ),
  C(
    'unsecured loans unsecured retail personal loans',
    'unsecured|collateral-free|without collateral|no collateral|personal loan*|consumer loan*|small-ticket|small ticket|buy now pay later|bnpl',
    'loan|loans|lending|book|portfolio|exposure|share|growth|grow|stress|risk|borrower*',
  ),
  C(
    'microfinance mfi jlg',
    'microfinanc*|micro-financ*|micro financ*|micro loan*|microloan*|micro-loan*|microlend*|mfi|jlg|joint liability|self-help group*|shg|shgs|women borrowers',
  ),
  C('home loans mortgages housing loans', 'home|homes|house|houses|housing|mortgage*|property', 'loan|loans|lending|finance|financing|borrower*|book'),
  C(
    'vehicle finance auto loans',
    'car|cars|vehicle*|two-wheeler*|truck*|tractor*|auto|bike*',
    'loan|loans|finance|financing|financed|lending|borrower*',
  ),
  C(
    'msme sme lending business banking',
    'small business*|small firm*|small enterprise*|msme*|sme|smes|small and medium|small companies|shopkeeper*|traders',
    'loan|loans|lending|lend|credit|borrower*|book|finance|financing',
  ),
  C(
    'corporate loans wholesale banking corporate book',
    'corporate|corporates|large companies|big companies|wholesale|large firms|big firms',
    'loan|loans|lending|lend|borrower*|borrow|borrows|borrowing|borrowed|book|advances',
  ),
  C('gold loans', 'gold|jewellery|jewelry', 'loan|loans|lending|lend|borrow*|pledg*|finance|financing'),
  C(
    'treasury income trading gains bond gains',
    'treasury|bond|bonds|government securities|g-sec*|gsec*|investment book|mark to market|mark-to-market|mtm',
    'gain|gains|profit*|income|loss|losses|earn*|make|made|trading',
  ),
  C(
    'repo rate transmission rate cut ebl',
    'rbi|central bank|policy rate*|repo|rate cut|rate cuts|rate hike|rate hikes|federal reserve|interest rate cut*',
    'pass|passed|passing|transmi*|repric*|impact|hit|margin*|lending rate*|deposit rate*|loan rate*|yield*',
  ),
  C('yield on advances lending yields', 'yield|yields|charge|charges|charging|charged', 'loan|loans|lending|advances|borrower*'),
  C(
    'lcr liquidity coverage ratio liquidity',
    'liquidity|liquid assets|liquid investments|cash buffer*|surplus cash|excess cash',
    'buffer*|cushion*|ratio|comfortable|enough|adequate|surplus|excess|tight|tightness|deficit|coverage',
  ),
  C('upi digital payments transactions', 'upi|digital payment*|mobile payment*|payments app|fastag|pos terminal*|qr code*'),
  C('mutual fund sip flows aum', 'sip|sips|mutual fund*|systematic investment*|asset management|amc|amcs'),
  // ---- Insurers: channels, products, claims, solvency.
  C(
    'agency channel agents advisors',
    'agent|agents|advisor|advisors|adviser|advisers|tied agent*|agency channel|agency force|agency network|insurance agent*',
    'channel|how many|number|sell*|sold|sale|sales|network|recruit*|add*|productiv*|force|business',
  ),
  C('bancassurance banca bank channel', 'bancassurance|banca'),
  C(
    'bancassurance banca bank channel',
    'bank partner*|partner bank*|bank channel|bank branches|through banks|via banks|through the bank|banks sell|banking partner*',
    'polic*|insurance|premium*|sell*|sold|sales|distribut*|share',
  ),
  C('solvency ratio capital adequacy', 'solven*'),
  C(
    'claims ratio loss ratio claims paid',
    'claim|claims',
    'ratio|paid out|pay out|payout*|settle*|reject*|policyholder*|insur*|health|motor|hospital*|incurred|frequency|severity|losses',
  ),
  C('claims ratio loss ratio claims paid', 'pay out|paying out|paid out|payout*|pays out', 'policyholder*|insured|accident*|hospitali*|death'),
  C('combined ratio underwriting profit', 'underwrit*', 'profit*|loss|losses|margin*|result*|ratio|money|make|making|made|makes'),
  C(
    'protection term insurance protection share',
    'life cover|death cover|term cover|pure protection|protection plan*|protection business|protection product*|term plan*|term insurance|term polic*|protection|term life',
    'polic*|insurance|premium*|insurer*|plan|plans|mix|products|sum assured|share|sales|sold|sell*|growth',
  ),
  C('annuity annuities pension', 'annuit*'),
  C('annuity annuities pension', 'pension|pensions|retirement', 'product*|sales|sell*|sold|business|polic*|nps|plan|plans|income for life'),
  C(
    'group business group term group credit life',
    'group|employer*|employee benefit*|corporate clients',
    'insurance|insured|life cover|health cover|term life|credit life|gratuity|superannuation|insurance premium*',
  ),
  C('health insurance retail health', 'health|medical|hospitali*|mediclaim', 'insurance|insurer*|cover|polic*|premium*|claims'),
  C('motor insurance motor od tp', 'motor|car|cars|vehicle*', 'insurance|insurer*|insured|policies|claims|third party|own damage'),
  C('embedded value ev operating return on ev', 'embedded value'),
  C(
    'ulip non-par par product mix',
    'ulip*|unit-linked|unit linked|market-linked|market linked|non-par|nonpar|non-participating|savings product*|guaranteed return*|guaranteed product*|guaranteed plan*',
  ),
  // ---- IT services.
  C(
    'large deals tcv mega deals',
    'large|big|biggest|mega|jumbo|sizeable|sizable|marquee|multi-year|billion-dollar|multi-million',
    'deal|deals|contract|contracts|win|wins|won|engagement*',
  ),
  C(
    'book to bill book-to-bill ratio',
    'booking*|order*|deal*|wins|signed|new business',
    'billing*|billed|revenue*|sales|shipment*|executed',
    'ratio|relative|compared|versus|vs|more than|outpac*|exceed*|ahead of|replac*|against',
  ),
  C(
    'offshore onsite mix offshore revenue share',
    'offshore|offshoring|onsite|on-site|nearshore|india-based|global delivery',
    'share|mix|proportion|ratio|how much|percentage|shift*|move*|moving|moved|effort*|work|revenue*',
  ),
  C(
    'subcontractor costs subcontracting',
    'subcontract*|sub-contract*|third-party staff|third party staff|outside staff|contract staff|contract workers|freelanc*',
    'cost|costs|spend*|expense*|bill|share|usage|use|reliance|rely|depend*|pay|paying',
  ),
  C(
    'revenue per employee productivity',
    'revenue|revenues|sales|billing|earn*|generat*|output|productiv*',
    'per employee|per head|per person|per engineer|each employee|each engineer|per worker|each worker|per staff|a head|an employee',
  ),
  C(
    'freshers campus hiring',
    'fresher*|fresh graduate*|graduates|campus|college|colleges|trainee*|entry-level|entry level|new grads|grads',
    'hire*|hiring|hired|recruit*|onboard*|offer*|intake|take on|took on|join*|add*|bring*|brought',
  ),
  C('top client top 5 clients top 10 clients client concentration', 'top client*|top customer*|top account*|top 5|top 10|top 20|top five|top ten|top-5|top-10|largest|biggest|key|marquee|anchor|big', 'client|clients|customer|customers|account|accounts'),
  C(
    'client buckets million dollar clients',
    'million-dollar|million dollar|multi-million|hundred-million|dollar clients|dollar accounts',
    'client*|customer*|account*|relationship*',
  ),
  C('verticals bfsi', 'vertical|verticals|bfsi|bfs'),
  C(
    'verticals bfsi',
    'banking and financial|financial services|hi-tech|hitech|manufacturing|healthcare|life sciences|communications|telecom|retail and cpg|cpg',
    'client|clients|vertical|verticals',
  ),
  C(
    'constant currency cc growth',
    'currency|currencies|exchange rate*|forex|fx|rupee|cross-currency|cross currency',
    'exclud*|strip*|stripping|without|adjust*|neutral|constant|ignoring|ignore|leaving out|leave out|underlying|like for like|like-for-like',
  ),
  C(
    'discretionary spending tech spending demand environment',
    'discretionary|tech|technology|digital|software',
    'spend|spends|spending|spent|budget*|outlay*',
  ),
  C('generative ai genai ai deals', 'genai|generative ai|gen ai|artificial intelligence|agentic ai'),
  C(
    'generative ai genai ai deals',
    'ai|llm*|copilot*|agentic',
    'deal*|revenue*|project*|pipeline|adoption|impact|opportunit*|monetis*|monetiz*|demand|spend*|pilot*|use case*|productiv*|deflation*|cannibali*',
  ),
  C('cloud cloud revenue', 'cloud|azure|aws|hyperscaler*', 'revenue*|growth|grow|demand|migration*|spend*|business|consumption|capex|backlog'),
  C('visa costs h1b', 'visa|visas|h1b|h-1b|work permit*|immigration', 'cost|costs|fee|fees|expense*|rule*|restriction*|curb*|policy|impact|hit'),
  C('furloughs', 'furlough*'),
  // ---- Pharma.
  C('us generics us business north america generics', 'us|usa|american|america|united states', 'generic*|copycat drug*|off-patent'),
  C('generics', 'generic|generics|off-patent|copycat', 'drug*|medicine*|pharma|version*|product*|launch*|portfolio|business|sales'),
  C('price erosion pricing pressure', 'price|prices|pricing', 'erosion|erod*|pressure*|deflation|collaps*|crash*|squeez*'),
  C(
    'price erosion pricing pressure',
    'price|prices|pricing',
    'fall*|fell|declin*|drop*|slid*|lower',
    'generic*|drug*|medicine*|product*|selling|realis*|realiz*|customers',
  ),
  C('form 483 warning letter observations usfda', 'warning letter*|form 483|483|483s|import alert*|official action indicated|establishment inspection report'),
  C(
    'usfda inspection',
    'fda|usfda|drug regulator*|mhra|cdsco',
    'inspect*|audit*|visit*|observation*|warning*|letter*|clearance|clean chit|compliance|approval*|nod|ban*',
  ),
  C(
    'usfda inspection',
    'plant|plants|facility|facilities|site|sites|factory|factories',
    'inspect*|audit*|inspector*|observation*|warning letter*|import alert*|clean chit|compliance status|remediat*',
  ),
  C(
    'new launches product launches pipeline approvals',
    'approval*|approved|nod|clearance|green light|greenlight|go-ahead',
    'drug*|product*|generic*|anda*|molecule*|filing*|launch*|medicine*|biosimilar*',
  ),
  C('api active pharmaceutical ingredients', 'active pharmaceutical|bulk drug*|key starting material*|ksm|ksms|active ingredient*'),
  C('api active pharmaceutical ingredients', 'api|apis', 'pharma*|drug*|ingredient*|china|chinese|intermediate*|bulk|cdmo|generic*|molecule*'),
  C('biosimilars biologics', 'biosimilar*|biologic*|bio-similar*|insulin*|monoclonal*|antibod*'),
  C(
    'india business domestic formulations ipm',
    'domestic|india|indian|home market|local',
    'formulation*|branded generic*|pharma market|prescription*|medicine*|drug*|doctor*|chronic|acute|ipm',
  ),
  C(
    'specialty complex generics injectables',
    'specialty|speciality|complex|injectable*|inhaler*|respiratory|peptide*|difficult-to-make|hard-to-make|limited competition',
    'drug*|product*|generic*|portfolio|pipeline|launch*|filing*|injectables|molecule*|medicine*',
  ),
  C('exclusivity first to file para iv', 'exclusivity|first-to-file|first to file|para iv|180-day'),
  C('cdmo crams contract manufacturing', 'cdmo|crams|contract manufactur*|contract research|custom synthesis|manufacturing for others|outsourced manufacturing'),
  C('nlem dpco price control', 'price control*|price cap*|price ceiling*|nlem|dpco|essential medicines|drug pricing|drug price*|medicine price*'),
  // ---- Autos.
  C(
    'volumes wholesales retail sales dispatches',
    'car|cars|vehicle*|bike|bikes|motorcycle*|scooter*|two-wheeler*|truck*|tractor*|bus|buses|suv|suvs',
    'sold|sell*|sale|sales|dispatch*|despatch*|wholesale*|retail*|shipped|registration*|moved|volume*|offtake',
  ),
  C(
    'bookings pre-orders order bank',
    'booking*|booked|pre-order*|preorder*|order bank|enquir*|inquir*|waitlist*|waiting list',
    'car|cars|vehicle*|model*|suv|suvs|bike|bikes|scooter*|ev|evs|tractor*|launch*|pending|open',
  ),
  C(
    'order backlog pending bookings',
    'unfulfilled|pending|open|outstanding|backlog*|undelivered|yet to be delivered|awaiting delivery',
    'booking*|car|cars|vehicle*|suv|suvs|deliver*',
  ),
  C('waiting period waiting time delivery timelines', 'waiting period*|waiting time*'),
  C(
    'waiting period waiting time delivery timelines',
    'wait|waits|waiting|waited|queue|queues|waitlist*',
    'car|cars|vehicle*|suv|suvs|model*|bike|bikes|scooter*|tractor*|deliver*|buyer*',
  ),
  C(
    'ev electric vehicles ev penetration ev share',
    'electric|ev|evs|battery-powered|battery powered|e-scooter*|e-bike*|e-2w|plug-in|zero-emission',
    'share|mix|penetration|percent*|proportion|portion|volume*|car|cars|vehicle*|scooter*|bike|bikes|model*|launch*|demand|adoption|portfolio',
  ),
  C('ev electric vehicles ev penetration ev share hybrid', 'hybrid|hybrids|plug-in|strong hybrid*', 'car|cars|vehicle*|suv|suvs|powertrain*'),
  C('realisation realization asp average selling price', 'asp|asps|average selling price*'),
  C(
    'realisation realization asp average selling price',
    'average|avg|blended|typical',
    'selling price*|price per|price realis*|realis*|realiz*|ticket size|ticket-size|price point*',
  ),
  C('spare parts aftermarket spares', 'spare part*|spares|replacement part*|aftermarket|after-market|after sales|after-sales|parts business|parts sales|parts and service*'),
  C('tractor volumes tractor industry', 'tractor*', 'demand|sale|sales|sold|volume*|industry|market|growth|grow|outlook'),
  C(
    'semiconductor shortage chip supply',
    'chip|chips|semiconductor*|semicon*|microcontroller*',
    'shortage*|supply|supplies|availab*|constraint*|crunch|scarcity|short|lack',
  ),
  C(
    'discounts promotions offers',
    'discount*|freebie*|cashback|cash back|rebate*|markdown*|giveaway*|promotional|promotions',
    'dealer*|customer*|buyer*|car|cars|vehicle*|festive|consumer*|heavy|deep|steep|higher|level*|intensity',
  ),
  C('pli production linked incentive subsidy', 'pli|production-linked incentive*|production linked incentive*|subsidy|subsidies'),
  C('warranty recall', 'warranty|warranties|product recall*|vehicle recall*|recalled'),
  // ---- Metals, mining and cement.
  C(
    'sales volume deliveries dispatches',
    'deliver*|dispatch*|despatch*|ship*|sold|sell*|sales',
    'steel|cement|tonne*|ton|tons|mt|mtpa|coal|iron ore|aluminium|aluminum|zinc|copper',
  ),
  C('coking coal cost', 'coking|met coal|metallurgical coal', 'coal|cost|costs|price*|landed|consumption|input|expensive|cheaper'),
  C('coal cost fuel cost', 'coal', 'cost|costs|price*|landed|expensive|cheaper'),
  C('iron ore cost iron ore prices', 'iron ore|iron-ore|ore|pellet*', 'cost|costs|price*|royalt*|premium*|availab*|security|self-sufficien*'),
  C('captive mines raw material security', 'captive|own|owned', 'mine|mines|mining|coal block*|ore'),
  C(
    'capacity expansion mtpa installed capacity',
    'capacity|capacities|mtpa|tonnes a year|tonnes per annum',
    'add|adds|added|adding|addition*|expan*|build*|built|increas*|new|target*|plan*|reach|how much|total|install*|commission*|ramp*|brownfield|greenfield|debottleneck*',
  ),
  C('cement demand cement prices', 'cement', 'demand|price*|consumption|offtake|growth|market'),
  C('power and fuel cost energy cost', 'power|fuel|energy|pet coke|petcoke|electricity', 'cost|costs|bill|expense*'),
  C('freight cost logistics cost lead distance', 'freight|logistics|transport*|shipping|haul*|lead distance|rail|trucking', 'cost|costs|charges|expense*|rate|rates|bill'),
  C('steel prices realisation steel spreads', 'steel|hrc|hot-rolled|hot rolled', 'price*|realis*|realiz*|spread*|rate|rates'),
  C('lme prices metal prices', 'aluminium|aluminum|copper|zinc|lme|metal|metals|nickel|silver', 'price*|rate|rates|lme'),
  C(
    'imports dumping safeguard duty',
    'dumping|anti-dumping|safeguard dut*|cheap imports|cheap chinese|chinese imports|import duty|import duties|imports from china|chinese steel',
  ),
  // ---- Oil, gas and power.
  C(
    'grm gross refining margin',
    'refinery|refineries|refining|refiner|refiners|crude processing|processing crude|turning crude',
    'margin*|spread*|earn*|make|makes|made|profit*',
  ),
  C(
    'marketing margins auto fuel marketing margin under-recoveries',
    'petrol|diesel|lpg|cooking gas|fuel pump*|petrol pump*|fuel retail*|fuel marketing|marketing margin*|fuel sales',
    'margin*|under-recover*|under recover*|over-recover*|selling below|below cost|loss on|losses on|per litre',
  ),
  C(
    'crude throughput refinery throughput run rate',
    'crude|refinery|refineries|refining|barrels',
    'processed|processing|throughput|refinery runs|crude runs|run rate|utilis*|utiliz*|capacity',
  ),
  C(
    'gas volumes gas prices gas production',
    'gas|lng|cng|png|natural gas|city gas',
    'volume*|price*|production|produc*|output|sales|sold|demand|supply|cost|costs|realis*|allocation|apm|scmd|mmscmd|connection*',
  ),
  C('petrochemicals chemicals margins', 'petchem*|petrochem*|polymer*|polyester*|plastic*|chemical*', 'margin*|spread*|delta*|price*|demand|profit*|earn*'),
  C(
    'exploration production upstream output',
    'oil|gas|hydrocarbon*|upstream|kg basin|oilfield*|gas field*|oil field*',
    'produc*|output|pump*|extract*|discover*|drill*|explor*',
  ),
  C('plf plant load factor', 'power plant*|thermal plant*|thermal|coal plant*|coal-fired|generation unit*', 'plf|load factor|utilis*|utiliz*|running|availab*'),
  C('power demand electricity demand', 'power demand|power consumption|peak demand|peak power|peak load'),
  C('power demand electricity demand', 'electricity', 'demand|consumption|load|shortage*|deficit'),
  C('hedging hedges', 'hedg*|forward contract*|forward cover|derivative*', 'gain*|loss*|cost*|book|position*|policy|strategy|currency|commodit*|forex|fx|cover|covered'),
  // ---- Telecom.
  C(
    'subscriber base subscribers customers',
    'subscriber*|user base|customer base|connections|sims|sim cards|mobile users',
    'how many|number|total|base|count|million|crore|lakh',
  ),
  C(
    'data usage data consumption per user',
    'data|gb|gigabyte*|mobile data|internet',
    'usage|consumption|consum*|traffic|per user|per subscriber|per customer|each user|burn*|chew*',
  ),
  C('5g rollout 5g network', '5g|fifth generation'),
  C(
    'tariff hike tariff increase',
    'recharge*|prepaid|postpaid|mobile plan*|phone bill*|mobile bill*|tariff|tariffs|data plan*|calling plan*',
    'hike*|rais*|increas*|rise|cut|cuts|revision*|revis*|dearer|costlier|expensive|repric*|higher',
  ),
  C(
    'tariffs trade duties',
    'tariff|tariffs|duty|duties|levy|levies',
    'import*|export*|trade|china|chinese|reciprocal|customs|retaliat*|border|trump',
  ),
  C(
    'home broadband fiber ftth fixed broadband airfiber',
    'home|homes|household*|fixed|wired|wifi|wi-fi|airfiber|ftth|fwa|fixed-line|fixed line',
    'broadband|internet|fibre|fiber|ftth|fwa|airfiber|wifi',
  ),
  C(
    'towers sites network rollout',
    'tower|towers|base station*|bts|cell site*|mobile site*|tenancy|tenancies',
    'add*|roll*|install*|deploy*|how many|number|network|build*|erect*|count|ratio|tenant*',
  ),
  C('spectrum auction spectrum payments', 'spectrum|airwaves', 'auction*|bid*|buy*|bought|pay*|cost*|purchas*|acquir*|renew*|won|win|holding*|band*'),
  C('agr dues government dues', 'agr|adjusted gross revenue|government dues|spectrum dues|dues to the government'),
  // ---- Consumer: volume vs price, demand, margins, channels.
  C('underlying volume growth uvg', 'volume|volumes|units|quantity|quantities|tonnage', 'growth|grow|grew|rise|increas*|declin*|fell|fall*|drop*|decline'),
  C('price volume mix price led growth', 'price|prices|pricing', 'volume|volumes', 'growth|grow|grew|split|mix|driven|led|came|versus|vs|rather'),
  C('price led growth pricing growth', 'price-led|price led|pricing-led|price driven|price-driven|from pricing|from price increase*|from price hike*|price contribution|pricing contribution'),
  C(
    'rural demand rural growth',
    'rural',
    'demand|consumption|market*|recover*|slowdown|slow*|sales|growth|grow*|consumer*|spending|buyers|wage*|income*|sentiment|pickup|pick up|revival|stress',
  ),
  C('urban demand urban consumption', 'urban|city|cities|metro|metros', 'demand|consumption|consumer*|spending|shoppers|buyers|slowdown|slow*|sentiment|weak*|recover*|revival'),
  C('gross margin gross margins', 'gross margin*|gross profit*|gross-margin*'),
  C(
    'gross margin gross margins',
    'margin*|profit*|keep|kept|left|retain*',
    'after material*|after raw material*|after input*|over material*|over input*|after cost of goods|cost of goods|after ingredient*|cogs',
  ),
  C(
    'premiumisation premium portfolio mix',
    'more premium|premium end|premium products|premium range|premium brands|premium models|premiumis*|premiumiz*|upmarket|up-market|upscale|high-end|luxury|top-end|trade up|trading up|traded up|trades up',
    'product*|brand*|range|portfolio|mix|segment*|variant*|model*|offering*|sku*|buy*|bought|shift*|demand|car|cars|phone*',
  ),
  C('e-commerce quick commerce online channel', 'quick commerce|q-commerce|qcom|e-commerce|ecommerce|e commerce'),
  C(
    'e-commerce quick commerce online channel',
    'online|amazon|flipkart|blinkit|zepto|instamart|d2c|direct to consumer|direct-to-consumer',
    'sale|sales|sell*|sold|channel*|share|contribut*|grow*|growth|order*|shop*|buy*|revenue*',
  ),
  C(
    'modern trade general trade channel mix',
    'supermarket*|hypermarket*|modern trade|general trade|kirana*|mom and pop|mom-and-pop|corner shop*|neighbourhood store*|neighborhood store*|big box|big-box|retail chains',
    'share|channel*|sales|sell*|grow*|growth|mix|stock*|business|contribut*',
  ),
  C(
    'downtrading consumer sentiment small packs',
    'downtrad*|down-trad*|trade down|trading down|traded down|cheaper alternative*|smaller packs|smaller pack|lower-priced|cheaper brand*|low unit packs|low unit price*|sachet*',
  ),
  C('competition from local brands regional players', 'local|regional|smaller|small|unorganised|unorganized|d2c|new-age|startup*|challenger', 'brand|brands|player|players|compet*|rival*'),
  C('festive season demand festive sales', 'festive|festival season|diwali|dussehra|navratri|onam|wedding season|marriage season|holiday season|holiday shopping|black friday'),
  C('monsoon rainfall', 'monsoon|monsoons|rainfall|rains|kharif|rabi|sowing|reservoir*|el nino|la nina|drought*|heatwave*|heat wave*'),
  C(
    'raw material input cost',
    'palm|copra|cocoa|coffee|tea|milk|wheat|barley|sugar|resin*|crude-linked|crude linked|monomer*|tio2|titanium|cotton|rubber',
    'cost*|price*|inflation|deflation|expensive|cheaper|spike*|soft*|surge*|rise|rising|rose',
  ),
  // ---- Ports, airports, infrastructure and real estate.
  C(
    'cargo volumes throughput',
    'cargo|container*|teu|teus|freight|tonnage|vessel*|ports|port',
    'volume*|handled|handle*|throughput|moved|move*|growth|grow*|traffic|million tonne*|mmt|tonnes',
  ),
  C(
    'passenger traffic footfall pax',
    'passenger*|pax|flyer*|traveller*|traveler*|footfall*|visitor*|commuter*|fliers|guests|walk-ins|walkins|shoppers',
    'how many|number|traffic|growth|grow*|rise|increas*|count|million|crore|lakh|volume*|handled|footfall*|airport*|terminal*|store*|mall*|came|come|visits|visited',
  ),
  C(
    'airport passenger traffic',
    'airport*|terminal*|flight*|air traffic|air travel|airline*',
    'passenger*|pax|traffic|flyer*|traveller*|traveler*|footfall*|fliers',
  ),
  C(
    'order inflow order intake',
    'orders|order inflow*|order intake|order win*|order pipeline|contracts|contract win*|contract award*|projects|tenders|tender',
    'inflow*|intake|bag|bags|bagged|bagging|landed|award*|fresh|pipeline|received',
  ),
  C('execution pace project execution', 'execut*', 'project*|order*|contract*|order book|backlog|work|site*'),
  C(
    'execution delays project delays',
    'delay*|slow*|stuck|stall*|hold up|held up|behind schedule|slippage|overrun*',
    'project*|execution|construct*|site*|commission*',
  ),
  C('toll revenue traffic', 'toll|tolls|tolling|highway*|expressway*', 'collection*|revenue*|traffic|volume*|fee*|rates'),
  C(
    'pre-sales sales bookings real estate',
    'apartment*|homebuyer*|home buyer*|housing|villa*|plot*|real estate|residential|new homes',
    'sold|sell*|sale|sales|booking*|booked|pre-sale*|presale*|demand|buyers|launch*|collections',
  ),
  C(
    'occupancy revpar arr room rates',
    'hotel*|hotel room*|room rate*|room night*|room occupancy|rooms sold|revpar|arr|average room rate*|guest night*',
    'rate|rates|occupancy|occupied|filled|how full|are full|were full|fully booked|revenue|pricing|price*|night*|how many',
  ),
  C('data centres data center capacity', 'data centre*|data center*|datacenter*|data-centre*|data-center*'),
  C(
    'supply chain disruption red sea',
    'supply chain|supply-chain|shipping|red sea|logistics|container*|freight',
    'disrupt*|bottleneck*|delay*|issue*|problem*|constraint*|shortage*|crisis|snarl*',
  ),
  // ---- Hospitals.
  C('occupancy bed occupancy', 'bed|beds|hospital*', 'occup*|filled|how full|are full|were full|running full|fill*|empty|vacant|utilis*|utiliz*|busy|busier'),
  C(
    'arpob average revenue per occupied bed',
    'revenue|earn*|make|makes|made|billing|bill|realis*|charge*|money',
    'per bed|per occupied bed|a bed|each bed|per patient|each patient|a patient|per inpatient|per admission',
  ),
  C('bed additions bed capacity', 'bed|beds', 'add*|new|how many|number|capacity|expan*|open*|commission*|built|build*|pipeline|operational|total|count'),
  C(
    'pharmacy pharmacies retail pharmacy',
    'pharmacy|pharmacies|chemist*|drugstore*|medical store*|medicine shop*|dispensar*',
    'how many|number|store*|network|count|sales|revenue*|growth|grow*|profit*|margin*|break*|online|footprint',
  ),
  C(
    'payor mix international patients medical tourism',
    'international|overseas|foreign|medical tourism|cash|insurance|insured|tpa|government scheme*|cghs|pmjay|echs',
    'patient*|payor*|payer*',
  ),
  // ---- General: people, tax, payouts, guidance, returns, one-offs, deals.
  C(
    'headcount total employees',
    STAFF,
    'count|strength|size|base|on the payroll|on payroll|on the rolls|on its rolls',
  ),
  C('headcount total employees', 'people', 'employ|employs|employed|on the payroll|on payroll|on the rolls|on its rolls|work for|working for|work there'),
  C(
    'employee cost staff cost',
    'staff|employee*|personnel|manpower|workforce|salary|salaries|wage|wages|payroll',
    'cost|costs|expense*|bill|outgo|overhead*',
  ),
  C(
    'effective tax rate tax rate etr',
    'tax|taxes|taxation',
    'rate|rates|pay|pays|paid|paying|effective|etr|outgo|bill|charge|provision|expense*|how much',
  ),
  C('gst indirect tax', 'gst|goods and services tax|indirect tax*|excise'),
  C('dividend dividend payout', 'dividend*'),
  C(
    'dividend dividend payout',
    'payout*|pay out|paid out|reward*|hand out|handed out',
    'per share|share|shares|final|interim|special|cash to',
  ),
  C(
    'buyback share repurchase',
    'buy back|buying back|bought back|buyback*|buy-back*|repurchas*|retire|retiring|retired',
    'share|shares|stock|stocks|equity',
  ),
  C(
    'guidance outlook',
    'guid*|outlook|forecast*|expect*|target*|anticipat*|aim*|plan*',
    'next year|next quarter|coming year|coming quarter*|full year|full-year|fy25|fy26|fy27|ahead|going forward|remainder|rest of the year|second half|h2|medium term|long term|upcoming',
  ),
  C(
    'roce return on capital employed roic',
    'return on|returns on|profit on|earn on|earns on|earning on|earnings on|return from|returns from',
    'capital employed|invested capital|investment*|money invested|plants|capex|assets deployed',
  ),
  C('eps earnings per share', 'earning*|profit*|income|make|made|makes|earn*', 'per share|each share|per diluted share|a diluted share|per common share'),
  C(
    'other income treasury income non-operating income',
    'non-operating|non operating|non-core|outside the core|side income|investment income|income from investment*|interest on cash|yield on cash|earn on cash|earned on cash|earn on its cash|surplus funds',
    'income|earn*|gain*|made|make|makes|yield*|return*|contribut*',
  ),
  C(
    'exceptional items one-off items one-time charges',
    'one-off|one off|one-time|one time|exceptional|extraordinary|non-recurring|nonrecurring|unusual|special',
    'item*|charge*|gain*|loss|losses|hit|cost*|expense*|writedown*|impairment*|provision*|benefit*|income',
  ),
  C(
    'impairment goodwill write-down exceptional items',
    'goodwill|intangible*|brand value|acquired business*',
    'impair*|write down|wrote down|written down|writedown*|write-down*|write off|wrote off|written off|write-off*',
  ),
  C(
    'impairment goodwill write-down exceptional items',
    'write down|wrote down|written down|writedown*|write-down*',
    'asset*|investment*|stake*|subsidiar*|inventory|plant*',
  ),
  C(
    'forex impact currency',
    'currency|currencies|exchange rate*|forex|fx|rupee|cross-currency|cross currency|translation',
    'impact|effect|hit|headwind*|tailwind*|gain|gains|loss|losses|help*|hurt*|swing*|movement*|volatil*|depreciat*|apprecia*',
  ),
  C('forex impact currency', 'dollar|euro|pound|yen|rupee|greenback', 'strong*|weak*|apprecia*|depreciat*|fluctuat*|swing*'),
  C(
    'credit rating rating upgrade',
    'rating|ratings|rated|rating agenc*|moody*|s&p|fitch|crisil|icra|care ratings',
    'upgrad*|downgrad*|investment grade|aaa|notch*|watch|affirm*',
  ),
  C(
    'acquisition m&a inorganic',
    'acquir*|acquisition*|takeover*|take over|took over|taking over|m&a|merger*|merging|merge|inorganic|bolt-on|tuck-in|buy out|bought out|buyout*',
    'company|companies|business|businesses|firm|firms|rival*|competitor*|startup*|stake|deal|deals|brand*|opportunit*|pipeline|strategy|appetite',
  ),
  C(
    'demerger divestment stake sale spin-off',
    'demerg*|spin off|spin-off*|spun off|spinning off|hive off|hived off|carve out|carve-out|divest*|stake sale|sell stake|selling stake|sold stake|separate listing',
  ),
  C(
    'promoter holding promoter pledge',
    'promoter*|founder*|founding family|controlling shareholder*',
    'stake|holding|pledg*|shareholding|own|owns|sell*|sold|selling|buy*|increas*|reduc*',
  ),
  C(
    'litigation legal contingent liability',
    'lawsuit*|litigation*|arbitration|sued|suing|legal dispute*|legal case*|court case*|tax dispute*|tax demand*|show cause|penalt*|contingent liabilit*',
  ),
  C(
    'cost optimisation cost savings efficiency',
    'cost|costs|expense*|overhead*|spending|opex',
    'cut*|cutting|saving*|save*|trim*|reduc*|control*|rationalis*|rationaliz*|optimi*|efficien*|lean*|discipline*|tighten*|rein*',
  ),
  C('operating leverage', 'operating leverage|fixed cost*|fixed-cost*|economies of scale|scale benefit*'),
  C('capex capital expenditure', 'capital', 'spend|spends|spending|spent|outlay*|expenditure|budget*'),
];
