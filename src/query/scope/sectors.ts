/**
 * Sectors of companies and how analysts write a group of them: "Which banks guided NIM above 4%?",
 * "IT services firms", "drugmakers". `sectorWords` finds the group in a question; `companiesInSector`
 * picks the ingested companies of that sector by matching stored names ("HDFC Bank Limited") to the
 * map's canonical names (sector-map.ts) with legal suffixes left out. A config map of extra
 * `name → sector` entries adds companies the built-in map does not know or overrides it. Pure.
 */
import { companyKey } from '../../core/text/company-name.js';
import { NAME_VARIANTS, SECTOR_GROUPS, SECTOR_MAP, SECTORS, } from './sector-map.js';

export { SECTORS, type Sector } from './sector-map.js';

/** Where a question names a group: the sector and the words that named it. */
export interface SectorMention {
  sector: string;
  /** The words as written ("IT services firms"). */
  text: string;
  index: number;
}

const N = String.raw`(?:companies|company|firms|players|names|majors|stocks|makers|manufacturers|producers|operators|sector|space|peers|cos)`;

/**
 * How analysts write each group, most specific first: a broader group ("consumer goods") before the
 * sectors it gathers, "non-bank lenders" before "lenders", "tech services" before "tech companies".
 */
const SECTOR_PATTERNS: ReadonlyArray<{ sector: string; re: RegExp }> = [
  { sector: 'consumer goods', re: /\b(?:fmcg (?:and|&|or) )?consumer (?:goods|products?)(?: companies| makers| firms)?\b/i },
  { sector: 'nbfc', re: /\b(?:nbfcs?|non[- ]bank(?:ing)?(?: financial(?: companies| firms)?| lenders| financiers)?|shadow (?:banks|lenders)|housing finance companies)\b/i },
  { sector: 'financials', re: /\bfinancials\b|\bfinancial (?:services|institutions)(?: companies| firms)?\b/i },
  { sector: 'banks', re: new RegExp(String.raw`\b(?:(?:private|public|state[- ]owned|psu|public[- ]sector|private[- ]sector|large|big|indian|us|american|regional)\s+)?(?:banks|lenders|banking ${N})\b`, 'i') },
  { sector: 'insurance', re: new RegExp(String.raw`\b(?:(?:life|general|health)\s+)?(?:insurers|insurance ${N})\b`, 'i') },
  { sector: 'it services', re: new RegExp(String.raw`\bIT(?: services)?(?: ${N}| outsourcers| vendors| service providers)\b`) },
  { sector: 'it services', re: /\b(?:tech|technology|software) services(?: companies| firms| providers)?\b|\bit services\b/i },
  { sector: 'semiconductors', re: /\b(?:chipmakers|chip makers|semiconductor (?:companies|firms|makers|stocks)|semiconductors|chip companies)\b/i },
  { sector: 'technology', re: /\b(?:big tech|tech (?:companies|firms|giants|stocks)|technology (?:companies|firms|stocks))\b/i },
  { sector: 'autos', re: new RegExp(String.raw`\b(?:automakers|auto ${N}|automobile ${N}|automotive ${N}|carmakers|car ${N}|(?:two|2|three|3)[- ]wheeler ${N}|(?:two|2|three|3)[- ]wheeler|vehicle ${N}|tractor ${N}|autos|auto sector|automobiles)\b`, 'i') },
  { sector: 'cement', re: new RegExp(String.raw`\bcement ${N}\b`, 'i') },
  { sector: 'fmcg', re: new RegExp(String.raw`\b(?:fmcg(?: ${N})?|consumer staples(?: ${N})?|staples ${N}|packaged (?:food|foods|goods)(?: ${N})?)\b`, 'i') },
  { sector: 'paints', re: new RegExp(String.raw`\bpaint(?:s)?(?: ${N})\b`, 'i') },
  { sector: 'consumer durables', re: /\b(?:consumer durables?|durables (?:companies|makers)|jewell?ers|appliance makers)\b/i },
  { sector: 'pharma', re: new RegExp(String.raw`\b(?:pharma(?:ceutical)? ${N}|pharmas|drugmakers|drug ${N}|generic(?:s)? ${N}|generics makers)\b`, 'i') },
  { sector: 'healthcare', re: /\b(?:hospitals|hospital (?:chains|companies|operators)|healthcare (?:companies|providers|firms))\b/i },
  { sector: 'metals', re: new RegExp(String.raw`\b(?:steelmakers|steel ${N}|metals?(?: and mining)? ${N}|metals and mining|aluminium ${N}|aluminum ${N})\b`, 'i') },
  { sector: 'mining', re: new RegExp(String.raw`\b(?:miners|mining ${N})\b`, 'i') },
  { sector: 'oil & gas', re: new RegExp(String.raw`\b(?:oil (?:and|&) gas(?: ${N})?|oil marketing ${N}|omcs|refiners|oil ${N}|energy majors)\b`, 'i') },
  { sector: 'power', re: new RegExp(String.raw`\b(?:power (?:utilities|${N}|generators)|utilities|electricity ${N})\b`, 'i') },
  { sector: 'telecom', re: new RegExp(String.raw`\b(?:telcos|telecoms?(?: ${N}| carriers)?|wireless carriers|mobile operators)\b`, 'i') },
  { sector: 'infrastructure', re: new RegExp(String.raw`\b(?:infra(?:structure)? ${N}|capital goods(?: ${N})?|engineering and construction ${N})\b`, 'i') },
  { sector: 'ports', re: /\bport operators\b/i },
  { sector: 'chemicals', re: new RegExp(String.raw`\b(?:(?:specialty |agro)?chemicals?(?: ${N})|agrochemical ${N})\b`, 'i') },
  { sector: 'real estate', re: /\b(?:real estate (?:companies|developers|firms)|realty (?:companies|firms)|property developers)\b/i },
  { sector: 'retail', re: /\bretailers\b/i },
  { sector: 'aviation', re: /\bairlines\b/i },
];

/** The first group a question names, and the words that name it; null when it names none. */
export function findSectorWords(text: string): SectorMention | null {
  let best: SectorMention | null = null;
  for (const { sector, re } of SECTOR_PATTERNS) {
    const m = re.exec(text);
    // The earliest mention wins; at the same place, the earlier (more specific) pattern.
    if (m && (best === null || m.index < best.index)) best = { sector, text: m[0], index: m.index };
  }
  return best;
}

/** The sector a question's words name ("IT services firms" → "it services"), or null. */
export function sectorWords(text: string): string | null {
  return findSectorWords(text)?.sector ?? null;
}

const norm = (name: string): string => companyKey(name).replace(/^the /, '');

const KEYS: ReadonlyMap<string, string> = new Map([
  ...Object.keys(SECTOR_MAP).map((k): [string, string] => [norm(k), k]),
  ...Object.entries(NAME_VARIANTS).map(([v, k]): [string, string] => [norm(v), k]),
]);

/**
 * The map key a stored company name stands for: same name without legal suffix, a known variant,
 * or (two words or more) a word prefix of exactly one key ("Maruti Suzuki" → "Maruti Suzuki India").
 */
export function canonicalSectorKey(storedName: string): string | null {
  const n = norm(storedName);
  if (!n) return null;
  const exact = KEYS.get(n);
  if (exact) return exact;
  const words = n.split(' ');
  if (words.length < 2) return null;
  const hits = new Set<string>();
  for (const [k, key] of KEYS) {
    if (k.startsWith(`${n} `) || n.startsWith(`${k} `)) {
      if (k.split(' ').length >= 2) hits.add(key);
    }
  }
  return hits.size === 1 ? [...hits][0]! : null;
}

/** The sectors of one stored company name; `extra` (name → sector, from config) comes first. */
export function sectorsOf(storedName: string, extra: Readonly<Record<string, string>> = {}): string[] {
  const n = norm(storedName);
  const own = Object.entries(extra).filter(([name]) => norm(name) === n).map(([, s]) => s.trim().toLowerCase());
  if (own.length > 0) return own;
  const key = canonicalSectorKey(storedName);
  if (!key) return [];
  const s = SECTOR_MAP[key]!;
  return typeof s === 'string' ? [s] : [...s];
}

/** The sectors a sector word stands for: itself, or those a broader group gathers. */
export function memberSectors(sector: string): string[] {
  const s = sector.trim().toLowerCase();
  return [...(SECTOR_GROUPS[s] ?? [s])];
}

/** The given stored company names in `sector` (or in a group of sectors), in name order. */
export function companiesInSector(sector: string, companyNames: readonly string[], extra?: Readonly<Record<string, string>>): string[] {
  const wanted = new Set(memberSectors(sector));
  return [...new Set(companyNames)].filter((name) => sectorsOf(name, extra).some((s) => wanted.has(s))).sort((a, b) => a.localeCompare(b));
}

/** Is `s` a sector name the map knows (or a broader group of them)? */
export function isKnownSector(s: string): boolean {
  const t = s.trim().toLowerCase();
  return (SECTORS as readonly string[]).includes(t) || t in SECTOR_GROUPS;
}

