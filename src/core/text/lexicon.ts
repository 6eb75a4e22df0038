/**
 * The domain vocabulary of the rule-based extractor: financial metrics, roles, periods and the cue
 * words that turn a metric and a figure into a relation. Multi-word terms are written as wink-nlp
 * custom-entity patterns (one bracketed alternative list per token, matched on lower-cased forms).
 */

/** Metric names seen in Indian earnings calls (IT, banks, NBFCs, insurance, autos, FMCG, ...). */
export const METRIC_TERMS: readonly string[] = [
  'revenue', 'revenues', 'sales', 'turnover', 'income', 'net interest income', 'nii', 'other income',
  'net interest margin', 'nim', 'nims', 'margin', 'margins', 'gross margin', 'operating margin',
  'ebitda', 'ebitda margin', 'ebitda per tonne', 'ebitda loss', 'adjusted ebitda', 'ebit', 'ebit margin',
  'operating profit', 'pbdit', 'pbdit margin', 'pbit', 'opm', 'net profit', 'profit', 'profit after tax', 'pat', 'profit before tax', 'pbt',
  'earnings per share', 'eps', 'deal wins', 'tcv', 'total contract value', 'acv', 'attrition',
  'headcount', 'utilisation', 'utilization', 'capacity utilisation', 'capacity utilization',
  'gnpa', 'nnpa', 'gross npa', 'net npa', 'gross npa ratio', 'net npa ratio', 'gross npa ratio',
  'casa', 'casa ratio', 'aum', 'assets under management', 'loan book', 'book', 'order book',
  'order inflow', 'order inflows', 'orders', 'capex', 'capital expenditure', 'volume', 'volumes',
  'volume growth', 'arpu', 'deposits', 'deposit', 'book value', 'book value per share', 'advances', 'loans', 'loan growth', 'credit cost',
  'credit costs', 'provision coverage ratio', 'pcr', 'market share', 'free cash flow', 'cash flow',
  'operating cash flow', 'production', 'generation', 'realisation', 'realisations', 'realization',
  'customers', 'subscribers', 'premium', 'annualised premium equivalent', 'ape',
  'value of new business', 'value of new business margin', 'vnb', 'vnb margin', 'dividend',
  'net debt', 'debt', 'cost of funds', 'roe', 'roa', 'return on equity', 'return on assets',
  'occupancy', 'r&d expenditure', 'r&d spend', 'employee cost', 'employee costs', 'opex',
  'cost to income ratio', 'cost to income', 'cost ratio', 'gross npa additions', 'fresh slippages', 'cost-to-income ratio', 'cash', 'net cash', 'cash balance', 'cash and cash equivalents', 'slippages', 'disbursements', 'collection efficiency',
];

/** Role titles. */
export const ROLE_TERMS: readonly string[] = [
  'chief executive officer', 'chief financial officer', 'chief operating officer',
  'chief technology officer', 'chief risk officer', 'chief strategy officer', 'chief economist',
  'ceo', 'cfo', 'coo', 'cto', 'managing director', 'md', 'chairman', 'chairperson', 'chairman emeritus',
  'vice chairman', 'executive director', 'whole-time director', 'wholetime director',
  'president', 'group cfo', 'deputy cfo', 'head of investor relations', 'head investor relations',
  'company secretary', 'deputy managing director', 'joint managing director', 'executive vice president',
];

/** Words that do not belong in a metric name even when they precede it ("our total revenue"). */
export const METRIC_MODIFIER_STOP: ReadonlySet<string> = new Set([
  'total', 'consolidated', 'standalone', 'overall', 'core', 'reported', 'strong', 'robust', 'healthy',
  'our', 'its', 'their', 'the', 'a', 'an', 'quarterly', 'annual', 'sequential', 'double-digit', 'best',
  'highest', 'record', 'this', 'that', 'same', 'further', 'good', 'better', 'higher', 'lower', 'last',
]);

/** Verbs and nouns meaning the figure that follows is an increase / a decrease. */
export const UP_CUES: ReadonlySet<string> = new Set([
  'grew', 'grow', 'grows', 'growing', 'growth', 'grown', 'accelerated', 'rose', 'rise', 'rises', 'rising', 'increased',
  'increase', 'increases', 'increasing', 'up', 'expanded', 'expand', 'expansion', 'improved',
  'improvement', 'improving', 'gained', 'gain', 'jumped', 'surged', 'climbed', 'added', 'higher',
]);
export const DOWN_CUES: ReadonlySet<string> = new Set([
  'declined', 'decline', 'declines', 'declining', 'fell', 'fall', 'falling', 'decreased', 'decrease',
  'down', 'contracted', 'contraction', 'dropped', 'drop', 'lower', 'reduced', 'reduction', 'moderated',
  'shrank', 'dipped', 'slipped', 'compressed', 'compression',
]);
/** Words right before a figure meaning "the metric's level is this figure". */
export const LEVEL_CUES: ReadonlySet<string> = new Set([
  'to', 'at', 'was', 'were', 'is', 'are', 'stood', 'reached', 'reach', 'reaching', 'touched',
  'totalled', 'totaled', 'crossed', 'of', 'worth', 'amounted', 'came', 'be', 'been', ':', 'stands', 'stand',
  'remained', 'remains', 'maintained', 'reported',
]);
/** Words that end a metric's scope: what follows is a comparison base or another clause. */
export const SCOPE_STOP: ReadonlySet<string> = new Set([
  'from', 'which', 'while', 'whereas', 'compared', 'against', 'versus', 'vs', 'vs.', 'over', 'than',
]);

/** Cue phrases introducing a driver (a cause) of the metric, lower-cased, longest first. */
export const DRIVER_CUES: readonly string[][] = [
  ['on', 'the', 'back', 'of'], ['on', 'account', 'of'], ['driven', 'by'], ['led', 'by'],
  ['helped', 'by'], ['aided', 'by'], ['supported', 'by'], ['due', 'to'], ['owing', 'to'],
  ['because', 'of'], ['on', 'strong'], ['on', 'higher'], ['on', 'lower'], ['on', 'softening'],
];

/** Corporate verbs: lemma → relation label. */
export const EVENT_VERBS: Record<string, string> = {
  launched: 'launched', launch: 'launched', introduced: 'launched', unveiled: 'launched',
  rolled: 'launched', acquired: 'acquired', acquire: 'acquired', bought: 'acquired',
  expanded: 'expanded_into', entered: 'expanded_into', appointed: 'appointed', named: 'appointed',
  signed: 'signed_deal_with', partnered: 'partnered_with',
};

/** Nouns that end a subject or object phrase ("in the US market" → "US"). */
export const PHRASE_STOP: ReadonlySet<string> = new Set([
  'in', 'at', 'for', 'from', 'during', 'across', 'with', 'to', 'which', 'while', 'as', 'by', 'on',
  'since', 'after', 'before', 'that', 'who', 'where', 'when', 'including', 'over', 'under', 'into',
  'but', 'we', 'although', 'however', 'whereas', 'so', 'because',
]);
export const PHRASE_STRIP: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'our', 'its', 'their', 'strong', 'robust', 'healthy', 'leading', 'large', 'major',
  'marquee', 'key', 'top', 'new', 'several', 'some', 'multi-year', 'multiyear', 'additional', 'few', 'also',
]);

/**
 * Turn "net interest margin" into the pattern "[net] [interest] [margin]"; hyphens become their own
 * token, as wink-nlp's tokenizer splits them ("whole-time" → whole, -, time).
 */
export function toPattern(term: string): string {
  return (term.match(/[\p{L}\p{N}&]+|[^\s\p{L}\p{N}&]/gu) ?? [])
    .map((w) => `[${w}]`)
    .join(' ');
}
