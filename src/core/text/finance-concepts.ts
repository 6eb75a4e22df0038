/**
 * Metrics a question names by their parts, in any order and inflection: "the fatter spread on what
 * it lends" (spread + lend: net interest margin), "leftover bad-loan pile after provisions" (bad
 * loan + leftover: net NPA), "turning reported profit into actual cash" (cash + profit: free cash
 * flow). The phrase table (finance-paraphrases.ts) matches fixed wordings; a concept matches when
 * each of its cue groups has a word in the question, all within a few words of each other, so it
 * holds for the many ways of writing the same idea. Written from general financial usage: each
 * entry the cues a plain description of the metric combines, and the terms calls use for it. Pure.
 */
import { stem } from './stem.js';
import { wordSpans } from './tokenize.js';

/** One word of a cue: a prefix (written `x*`) or a word matched as itself or by its stem. */
interface CueWord {
  prefix: boolean;
  word: string;
  stem: string;
}

interface Concept {
  /** Cue groups: every group needs one member (a word or a phrase) in the question. */
  cues: readonly (readonly (readonly CueWord[])[])[];
  /** What the transcript calls it. */
  terms: string;
}

/** The most words a concept's cues may span ("whose leftover bad-loan pile", 8 at most). */
export const MAX_SPAN = 8;

const cueWord = (w: string): CueWord => (w.endsWith('*') ? { prefix: true, word: w.slice(0, -1), stem: '' } : { prefix: false, word: w, stem: stem(w) });
const C = (terms: string, ...groups: string[]): Concept => ({
  terms,
  // Hyphenated cue words match the words either side of the hyphen ("bad-loan" is "bad loan").
  cues: groups.map((g) => g.split('|').map((member) => member.trim().split(/[\s-]+/).filter(Boolean).map(cueWord))),
});

const PEOPLE = 'people|staff|employee|engineer|workforce|talent|worker|consultant|headcount';
const BAD_LOANS = 'bad loan|bad-loan|bad debt|npa|soured|sour|non-perform*|stressed|default*|delinquen*';
const PER_TONNE = 'per tonne|per ton|a tonne|a ton|each tonne|per bag|per unit|per vehicle|per car';

export const CONCEPTS: readonly Concept[] = [
  C('net interest margin nim', 'spread|spreads', 'lend*|loan|loans|borrower*|interest'),
  C('net interest margin nim', 'make|making|made|earn*|keep|keeps|kept', 'loan|loans|lend*', 'after paying|paying for|pay for|cost of|funds|funding|deposit*'),
  C('net npa', BAD_LOANS, 'leftover|left over|remaining|after provision*|net of provision*|uncovered|unprovided'),
  C('provision coverage ratio pcr', 'cushion*|cover|covered|coverage|buffer*|protect*', BAD_LOANS),
  C('gross npa asset quality', 'bad|soured|sour|non-perform*|stressed|delinquen*|overdue', 'loan|loans|asset|assets|book|borrower*|credit|debt'),
  C('slippages', 'slip*|turn bad|turned bad|went bad|gone bad|go bad|turn sour|turned sour|newly bad|fresh bad|new bad', 'loan|loans|book|borrower*|account*|asset*'),
  C('credit cost provisions', 'provision*|set aside|sets aside|setting aside|loan-loss|loss|losses|lose|losing|lost|charge|charges|impair*|write-off*', 'bad|loan|loans|credit|default*|npa'),
  C('deposits deposit growth total deposits', 'saver*|depositor*|deposit|deposits|saving|savings', 'money|fund|funds|pull*|attract*|rais*|gather*|mobili*|grow|growth|inflow*|faster'),
  C('cost of funds cost of deposits', 'cost|costs|pay|pays|paying|expensive|costlier|cheaper|pricier', 'fund|funds|funding|borrow*|deposit|deposits|depositor*'),
  C('advances loan growth', 'loan|loans|lend|lends|lending|credit|advance|advances', 'grow|growth|rise|increas*|expand*|faster|pace'),
  C('aum assets under management loan book', 'book|books|portfolio|assets under', 'grow|growth|rise|increas*|expand*|faster|pace|quickly|size|big'),
  C('cost to income ratio', 'cost|costs|expense*|spending|opex', 'income|revenue|revenues', 'ratio|share|eat*|eaten|relative|proportion|compared|swallow*'),
  C('roe return on equity', 'return on|returns on|profit on|earn on|earns on|earning on|earnings on', "shareholder*|owner*|equity|net worth|investors'|investor"),
  C('roe return on equity', 'profit*|earn*|return*|making|make|makes', "shareholders funds|shareholder funds|shareholders money|shareholders capital|net worth|equity capital|equity base"),
  C('roa return on assets', 'return on|returns on|profit on|earn on|earns on|earning on', 'asset|assets|balance sheet|book'),
  C('solvency ratio capital adequacy', 'capital', 'headroom|buffer*|cushion*|minimum|regulat*|requirement*|comfortable|adequa*|strength|strong|surplus'),
  C('capital adequacy cet1 solvency ratio', 'cushion*|buffer*|absorb*|withstand*', 'loss|losses|shock*|stress*'),
  C('dividend buyback', 'pay out|payout*|paid out|return to|returned to|returning to|reward*|distribut*|hand back|handed back', "shareholder*|investor*|owner*"),
  C('free cash flow cash conversion operating cash flow', 'cash', 'profit*|earning*|income|convert*|conversion|turn*|generat*'),
  C('cash balance net cash', 'cash', 'pile|hand|balance|reserve*|chest|sitting|war chest|books'),
  C('net debt', 'debt|borrowing*|leverage|owe|owes|owed|indebted*', 'net|total|level*|pile|burden|reduc*|pay down|paying down|paid down|repay*|cut|lower*'),
  C('finance cost interest cost', 'interest|finance|borrowing', 'cost|costs|expense*|bill|outgo|burden'),
  C('fund raise capital raise qip', 'rais*|fund raise|fundrais*', 'capital|fund|funds|money|equity'),
  C('ebitda operating profit', 'operating', 'profit|profits|earning*|income'),
  C('revenue growth', 'sales|revenue|revenues|top line|topline|turnover', 'grow|growth|rise|rose|jump*|increas*|climb*|expand*|fast|faster|fastest'),
  C('market share', 'slice', 'captur*|command*|grab*|win|wins|won|take|takes|took|market|spending'),
  C('market share', 'share', 'market|segment|category|industry|gain*|grab*|cede*|ceding|dominan*|dominat*|leader*'),
  C('volume growth volumes', 'tin|tins|bag|bags|pack|packs|unit|units|tonne|tonnes|ton|tons|car|cars|bike|bikes|vehicle|vehicles|bottle*|carton*|box|boxes|litre*|liter*', 'moving|move|moved|sold|sell|sells|selling|shift*|ship*|grow|growth|volume*|demand|double-digit|offtake|off take'),
  C('production output', 'make|made|makes|making|produc*|output|manufactur*|churn* out|turn* out', 'steel|cement|aluminium|aluminum|copper|zinc|car|cars|vehicle*|unit|units|tonne*|oil|gas|power|electricity|tractor*'),
  C('capex capital expenditure', 'spend|spends|spent|spending|invest*|pour*|put|puts|putting|sink*|sank|plough*|outlay|deploy*', 'expansion|expand*|capacity|plant|plants|factory|factories|project|projects|mill|mills|kiln*|asset*'),
  C('capacity utilization', 'plant|plants|factory|factories|mill|mills|capacity|kiln*|refiner*|line|lines', 'full|fuller|busy|busier|run|running|ran|utilis*|utiliz*|idle|spare|usage|use|used|operat*'),
  C('utilization', 'busy|busier|billable|bench|idle|deploy*|utilis*|utiliz*|occupied', `${PEOPLE}|team|teams|work`),
  C('attrition', PEOPLE, 'leav*|left|quit*|exit*|churn*|turnover|retain*|retention|hold on|holding on|hang* on|losing|lose|lost|walk* out'),
  C('headcount reduction net headcount', 'cut|cuts|cutting|shed*|lay off|laid off|layoff*|let go|reduc*|trim*|fire|fired|firing|shrank|shrink*', `${PEOPLE}|job|jobs|payroll`),
  C('net addition hiring freshers', 'hire|hired|hiring|hires|recruit*|onboard*|add|added|adding|join*', 'fresher*|graduate*|campus|people|staff|employee*|engineer*'),
  C('wage increase salary hike', 'pay|salary|salaries|wage|wages|compensation|increment*', 'hike*|rise|rais*|increas*'),
  C('customer additions net adds subscribers', 'customer*|subscriber*|user|users|client|clients|account|accounts', 'add|added|adding|addition*|new|gain*|sign up|signed up|signing up|acquir*|win|won|join*|net add*'),
  C('arpu', 'revenue|earn*|money|make|makes|made', 'per user|per customer|per subscriber|each user|each customer|each subscriber|a user|a customer|a subscriber'),
  C('arpu average revenue per user', 'average|typical|each|per', 'customer*|user*|subscriber*', 'pay|pays|paying|paid|spend*|bill*'),
  C('deal wins tcv order inflow bookings', 'deal|deals|contract*|order|orders', 'sign*|win|won|wins|book*|clos*|bag*|land*|secur*|inflow*'),
  C('order book pending orders', 'order|orders|project|projects|work', 'backlog*|pending|unexecuted|in hand|yet to|on hand|outstanding'),
  C('pricing price increase price cut', 'price|prices|pricing', 'rais*|hike*|increas*|cut|cuts|cutting|lower*|reduc*|take|took|taken|pass*'),
  C('raw material input cost', 'raw material*|input*|commodit*|material*', 'cost|costs|price|prices|inflation|deflation'),
  C('exports international', 'export*|overseas|abroad|international|foreign|outside india', 'sale|sales|sell*|sold|ship*|market*|volume*|business|demand|customer*|buyer*'),
  C('realisation realization', 'price|prices|realis*|realiz*|rate|rates|fetch*|get|got', PER_TONNE),
  C('cost per tonne', 'cost|costs', PER_TONNE),
  C('ebitda per tonne', 'ebitda|profit|profits|margin|margins|earn*|make|made|makes', PER_TONNE),
  C('r&d research and development', 'research|develop*|innovat*|new drug*|new product*|pipeline', 'spend*|spent|invest*|budget*|plough*|pour*'),
  C('persistency', 'policyholder*|policy|policies|customer*', 'renew*|keep paying|keeps paying|kept paying|lapse*|lapsing|continue paying|continuing to pay|second year|13th'),
  C('vnb margin value of new business', 'profit*|margin|margins|profitab*|value', 'new polic*|new business|new premium*|policies sold|new customers'),
  C('ape premium growth', 'premium|premiums|polic*', 'grow|growth|rise|increas*|sold|sell*|new|written'),
  C('distribution reach outlets', 'shop|shops|store|stores|outlet*|retailer*|kirana*|point of sale|points of sale|shelf|shelves', 'stock*|reach*|present|presence|how many|number|sold in|availab*|carry|carried|carries'),
  C('channel inventory destocking', 'stock|stocks|inventor*', 'dealer*|channel*|trade|shop|shops|retailer*|distributor*'),
  C('renewable energy renewables', 'green|clean|solar|wind|renewabl*', 'power|energy|electricity|capacity|megawatt*|mw|gigawatt*|gw'),
  C('working capital days', 'inventory|inventories|receivable*|stock|working capital', 'day|days|cycle|tied up|locked'),
  C('working capital days', 'cash|money|capital|funds', 'tied up|tie up|ties up|locked up|lock up|stuck|blocked'),
  C('cracks gross refining margin', 'diesel|petrol|gasoline|fuel|fuels|product|products|jet|kerosene', 'margin*|spread*|premium*', 'crude|oil'),
  C('dso days sales outstanding receivables', 'client|clients|customer|customers', 'pay|pays|paying|settle*|collect*|invoice*|bill|bills'),
  C('store additions new stores branches', 'store|stores|shop|shops|showroom*|branch|branches|outlet*|pharmac*|chain', 'open|opened|opening|opens|add|added|adding|new|launch*|expand*|expansion|rollout|roll out'),
  C('advertising a&p ad spends', 'advertis*|marketing|ad|ads|promotion*|brand|brands', 'spend*|spent|budget*|invest*|cost|costs|outlay'),
  C('churn', 'customer*|subscriber*|user|users', 'leav*|switch*|quit*|defect*|churn*'),
  C('cities presence footprint', 'town|towns|city|cities|district*|location*|pin code*', 'how many|number|present|presence|spread|reach|footprint|cover*|widely'),
  C('launches new launches', 'launch*|introduc*|roll out|rolled out|rolling out|unveil*'),
  C('rural demand', 'village*|countryside|hinterland|farmer*|small town*|tier 2|tier 3|tier-2|tier-3|bharat'),
];

interface Tok {
  start: number;
  end: number;
  lower: string;
  stem: string;
}

function tokens(text: string): Tok[] {
  return wordSpans(text).map((w) => ({ start: w.start, end: w.end, lower: w.word, stem: stem(w.word) }));
}

const wordMatches = (w: CueWord, t: Tok): boolean => (w.prefix ? t.lower.startsWith(w.word) : t.lower === w.word || t.stem === w.stem);

/** One cue member of one concept's group, and where it is found by its first word. */
interface Entry {
  concept: number;
  group: number;
  member: readonly CueWord[];
}

/** Members by their first word (as written and as a stem), and prefix members by their first three letters. */
interface CueIndex {
  byWord: Map<string, Entry[]>;
  byPrefix: Map<string, Entry[]>;
}

/** Built on first use, not when the module loads. */
function buildCueIndex(): CueIndex {
  const idx: CueIndex = { byWord: new Map(), byPrefix: new Map() };
  const push = (m: Map<string, Entry[]>, k: string, e: Entry): void => {
    const list = m.get(k);
    if (!list) m.set(k, [e]);
    else if (!list.includes(e)) list.push(e);
  };
  CONCEPTS.forEach((c, concept) =>
    c.cues.forEach((g, group) =>
      g.forEach((member) => {
        const e: Entry = { concept, group, member };
        const w = member[0]!;
        if (w.prefix) push(idx.byPrefix, w.word.slice(0, 3), e);
        else {
          push(idx.byWord, w.word, e);
          push(idx.byWord, w.stem, e);
        }
      }),
    ),
  );
  return idx;
}

let cueIndex: CueIndex | undefined;

/** Per concept, per cue group: the spans [first, last] (token indexes) where one of its members occurs. */
function cueHits(toks: readonly Tok[]): Map<number, [number, number][][]> {
  const { byWord, byPrefix } = (cueIndex ??= buildCueIndex());
  const hits = new Map<number, [number, number][][]>();
  const seen = new Set<Entry>();
  toks.forEach((t, i) => {
    seen.clear();
    const cands = [...(byWord.get(t.lower) ?? []), ...(t.stem === t.lower ? [] : (byWord.get(t.stem) ?? [])), ...(byPrefix.get(t.lower.slice(0, 3)) ?? [])];
    for (const e of cands) {
      if (seen.has(e)) continue;
      seen.add(e);
      const m = e.member;
      if (i + m.length > toks.length || !m.every((w, k) => wordMatches(w, toks[i + k]!))) continue;
      let perGroup = hits.get(e.concept);
      if (!perGroup) hits.set(e.concept, (perGroup = CONCEPTS[e.concept]!.cues.map(() => [])));
      perGroup[e.group]!.push([i, i + m.length - 1]);
    }
  });
  return hits;
}

/** The shortest span holding one hit of every cue group; null without one within MAX_SPAN words. */
function bestSpan(perGroup: readonly (readonly [number, number][])[]): [number, number] | null {
  if (perGroup.some((o) => o.length === 0)) return null;
  let best: [number, number] | null = null;
  for (const [s0] of perGroup.flat()) {
    let end = s0;
    let ok = true;
    for (const occ of perGroup) {
      const after = occ.filter(([s]) => s >= s0).sort((a, b) => a[1] - b[1])[0];
      if (!after) {
        ok = false;
        break;
      }
      end = Math.max(end, after[1]);
    }
    if (ok && end - s0 + 1 <= MAX_SPAN && (!best || end - s0 < best[1] - best[0])) best = [s0, end];
  }
  return best;
}

/** The concepts `text` names by their parts, with the words that name each (first to last cue). */
export function conceptTerms(text: string): { plain: string; terms: string }[] {
  const toks = tokens(text);
  const hits = cueHits(toks);
  const out: { plain: string; terms: string }[] = [];
  // In the table's order, whatever order the cues came in.
  for (const [concept, perGroup] of [...hits].sort((a, b) => a[0] - b[0])) {
    const span = bestSpan(perGroup);
    if (span) out.push({ plain: text.slice(toks[span[0]]!.start, toks[span[1]]!.end), terms: CONCEPTS[concept]!.terms });
  }
  return out;
}
