/**
 * How analysts write a group of companies — "Which banks guided NIM above 4%?", "IT services
 * firms", "drugmakers" — and which ingested companies the group holds. The one sector-word matcher
 * (scope detection and the per-company fan-out both use it) over the one sector table: the sector
 * column of known-companies.ts, joined to stored names by the company directory, plus config
 * `scope.sectors`. Pure.
 */
import { own } from '../../core/util/own.js';
import { buildDirectory } from './company-directory.js';
import { SECTOR_GROUPS, SECTORS } from './known-companies.js';

/** Where a question names a group: the sector and the words that named it. */
export interface SectorMention {
  sector: string;
  /** The words as written ("IT services firms"). */
  text: string;
  index: number;
}

const N = '(?:companies|company|firms|players|names|majors|stocks|makers|manufacturers|producers|operators|sector|space|peers|cos)';

/**
 * How analysts write each group, most specific first: a broader group ("consumer goods") before the
 * sectors it gathers, "non-bank lenders" before "lenders", "tech services" before "tech companies".
 */
const SECTOR_PATTERNS: ReadonlyArray<{ sector: string; re: RegExp }> = [
  { sector: 'consumer goods', re: /\b(?:fmcg (?:and|&|or) )?consumer (?:goods|products?|companies|firms|names|stocks)(?: companies| makers| firms)?\b/i },
  { sector: 'nbfc', re: /\b(?:nbfcs?|non[- ]bank(?:ing)?(?: financial(?: companies| firms)?| lenders| financiers)?|shadow (?:banks|lenders)|housing finance companies)\b/i },
  { sector: 'financials', re: /\bfinancial (?:services |institutions? )?(?:companies|firms|stocks|names|sector)\b|\bfinancial institutions\b|\b(?:which|other|indian|us) financials\b/i },
  { sector: 'banks', re: new RegExp(String.raw`\b(?:(?:private|public|state[- ]owned|psu|public[- ]sector|private[- ]sector|large|big|indian|us|american|regional)\s+)?(?:banks|lenders|banking ${N})\b`, 'i') },
  { sector: 'insurance', re: new RegExp(String.raw`\b(?:(?:life|general|health)\s+)?(?:insurers|insurance ${N})\b`, 'i') },
  { sector: 'it services', re: new RegExp(String.raw`\bIT(?: services)?(?: ${N}| outsourcers| vendors| service providers)\b`) },
  { sector: 'it services', re: /\b(?:tech|technology|software) services(?: companies| firms| providers)?\b|\bit services\b/i },
  { sector: 'semiconductors', re: /\b(?:chipmakers|chip makers|semiconductor (?:companies|firms|makers|stocks)|semiconductors|chip companies)\b/i },
  { sector: 'technology', re: /\b(?:big tech|tech (?:companies|firms|giants|stocks)|technology (?:companies|firms|stocks))\b/i },
  { sector: 'autos', re: new RegExp(String.raw`\b(?:automakers|auto ${N}|automobile ${N}|automotive ${N}|carmakers|car ${N}|(?:two|2|three|3)[- ]wheeler ${N}|vehicle ${N}|tractor ${N}|autos|auto sector|automobiles)\b`, 'i') },
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
  { sector: 'telecom', re: new RegExp(String.raw`\b(?:telcos|telecoms?(?: ${N}| carriers)|wireless carriers|mobile operators)\b`, 'i') },
  { sector: 'infrastructure', re: new RegExp(String.raw`\b(?:infra(?:structure)? ${N}|capital goods ${N}|engineering and construction ${N})\b`, 'i') },
  { sector: 'ports', re: /\bport operators\b/i },
  { sector: 'chemicals', re: new RegExp(String.raw`\b(?:(?:specialty |agro)?chemicals?(?: ${N})|agrochemical ${N})\b`, 'i') },
  { sector: 'real estate', re: /\b(?:real estate (?:companies|developers|firms)|realty (?:companies|firms)|property developers)\b/i },
  { sector: 'retail', re: /\bretailers\b/i },
  { sector: 'aviation', re: /\bairlines\b/i },
  { sector: 'travel', re: new RegExp(String.raw`\b(?:travel|tourism|hospitality) ${N}\b`, 'i') },
];

/**
 * The groups a question names, in order of mention (words of one mention are not read again): the
 * built-in words first — at the same place, the earlier (more specific) pattern — then, for a
 * sector only config uses ("shipping"), its name followed by a group noun ("shipping companies").
 */
export function findAllSectorWords(text: string, sectors: readonly string[] = []): SectorMention[] {
  const hits: (SectorMention & { order: number })[] = [];
  const patterns = [...GLOBAL_PATTERNS, ...sectors.filter((x) => !BUILT_IN.has(x)).map((sector) => ({ sector, re: namePattern(sector) }))];
  patterns.forEach(({ sector, re }, order) => {
    for (const m of text.matchAll(re)) hits.push({ sector, text: m[0], index: m.index, order });
  });
  hits.sort((a, b) => a.index - b.index || a.order - b.order);
  const out: SectorMention[] = [];
  let end = -1;
  for (const h of hits) {
    if (h.index < end) continue;
    out.push({ sector: h.sector, text: h.text, index: h.index });
    end = h.index + h.text.length;
  }
  return out;
}

/** The first group a question names, and the words that name it; null when it names none. */
export function findSectorWords(text: string, sectors: readonly string[] = []): SectorMention | null {
  return findAllSectorWords(text, sectors)[0] ?? null;
}

/** The sector a question's words name ("IT services firms" → "it services"), or null. */
export function sectorWords(text: string): string | null {
  return findSectorWords(text)?.sector ?? null;
}

const GLOBAL_PATTERNS = SECTOR_PATTERNS.map(({ sector, re }) => ({ sector, re: new RegExp(re.source, `${re.flags}g`) }));

/** Sectors with words of their own in SECTOR_PATTERNS. */
const BUILT_IN: ReadonlySet<string> = new Set([...SECTORS, ...Object.keys(SECTOR_GROUPS)]);

const namePatterns = new Map<string, RegExp>();

function namePattern(sector: string): RegExp {
  let re = namePatterns.get(sector);
  if (!re) {
    const words = sector.trim().split(/\s+/).map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('\\s+');
    re = new RegExp(String.raw`\b${words}s? ${N}\b`, 'gi');
    namePatterns.set(sector, re);
  }
  return re;
}

/** The sectors a sector word stands for: itself, or those a broader group gathers. */
export function memberSectors(sector: string): string[] {
  const s = sector.trim().toLowerCase();
  return [...(own(SECTOR_GROUPS, s) ?? [s])];
}

/**
 * The given stored company names in `sector` (or in a group of sectors), in name order: each name
 * is read as the company directory reads it (legal suffix, short names, the table's sectors), and
 * `extra` (config `scope.sectors`, company → sector) sets a company's sector.
 */
export function companiesInSector(sector: string, companyNames: readonly string[], extra?: Readonly<Record<string, string>>): string[] {
  const wanted = new Set(memberSectors(sector));
  const docs = [...new Set(companyNames)].map((company) => ({ id: company, fileName: '', company, ticker: null, quarter: null, year: null }));
  const dir = buildDirectory({ docs, userSectors: extra });
  return dir.companies.filter((c) => c.sectors.some((s) => wanted.has(s))).map((c) => c.name);
}
