/**
 * How analysts write a group of companies — "Which banks guided NIM above 4%?", "IT services
 * firms", "drugmakers", "REITs", "utilities" — and which ingested companies the group holds. The one
 * sector-word matcher (scope detection and the per-company fan-out both use it); the words are data,
 * the `groupWords` of data/vocabulary/sectors.json (read by src/core/vocabulary/sector-groups.ts;
 * ingest reads a document's own sector from the rest of the file, src/core/vocabulary/sectors.ts).
 * A company's sectors: those its calls show (read at ingest), those of its entry in the companies
 * vocabulary (data/vocabulary/companies.json), joined to stored names by the company directory, or
 * config `scope.sectors`.
 * Pure once the vocabulary is loaded.
 */
import { GROUP_NOUN, groupWordPatterns, loadSectorGroupWords, type SectorGroupWords } from '../../core/vocabulary/sector-groups.js';
import { escapeRegExp } from '../../core/text/regexp.js';
import { foldedText, type Literals, mayMatch, requiredLiterals } from '../../core/text/required-literals.js';
import { buildDirectory } from './company-directory.js';

/** Where a question names a group: the sector and the words that named it. */
export interface SectorMention {
  sector: string;
  /** The words as written ("IT services firms"). */
  text: string;
  index: number;
}

const N = GROUP_NOUN;

interface CompiledWords {
  /** Every group-word pattern, global: broader groups ("consumer goods") first, then the sectors in file order; with the literals a text must hold for it to match. */
  patterns: ReadonlyArray<{ sector: string; re: RegExp; literals: Literals }>;
  /** Sectors and groups with words of their own. */
  builtIn: ReadonlySet<string>;
}

const compiled = new WeakMap<SectorGroupWords, CompiledWords>();

/**
 * How analysts write each group — the `groupWords` of data/vocabulary/sectors.json, most specific
 * first: a broader group ("consumer goods") before the sectors it gathers, and within the file an
 * earlier sector before a later one ("non-bank lenders" before "lenders").
 */
function groupWords(vocabulary: SectorGroupWords): CompiledWords {
  let c = compiled.get(vocabulary);
  if (!c) {
    const patterns = [...vocabulary.groups, ...vocabulary.sectors].flatMap((entry) => groupWordPatterns(entry).map((re) => ({ sector: entry.id, re, literals: requiredLiterals(re.source) })));
    const builtIn = new Set<string>([...vocabulary.groups.map((g) => g.id), ...vocabulary.sectors.map((x) => x.id)]);
    c = { patterns, builtIn };
    compiled.set(vocabulary, c);
  }
  return c;
}

/**
 * The groups a question names, in order of mention (words of one mention are not read again): the
 * built-in words first — at the same place, the earlier (more specific) pattern — then, for a
 * sector only config uses ("shipping"), its name followed by a group noun ("shipping companies").
 * `vocabulary` adds a user's sectors files to the shipped one.
 */
export function findAllSectorWords(text: string, sectors: readonly string[] = [], vocabulary: SectorGroupWords = loadSectorGroupWords()): SectorMention[] {
  const found = sectorMentions(text, sectors, vocabulary);
  if (found.length > 0) return found;
  const one = askedOneOf(text, askedOne(vocabulary), (t) => sectorMentions(t, sectors, vocabulary));
  return one.length > 0 ? one : openingTopic(text, vocabulary);
}

/** A topic a question opens on, set off by a colon or a dash, before the words asking which members: "pharma: who has …", "cement - any …". */
const OPENING_TOPIC = /^\s*([\p{L}][\p{L}&' -]{0,30}?)\s*(?::|\s[-–—]\s)\s*(?:who|which|whose|any|anyone|anybody|name|list)\b/iu;

/**
 * The group a question opens on by the sector's own id or name ("pharma: who has an EBITDA margin above 25%?", "cement -
 * anyone above …"), set off before the words that ask which members: no group noun follows a word so placed.
 */
function openingTopic(text: string, vocabulary: SectorGroupWords): SectorMention[] {
  const m = OPENING_TOPIC.exec(text);
  if (!m) return [];
  const topic = m[1]!.trim().toLowerCase();
  const entry = [...vocabulary.groups, ...vocabulary.sectors].find((e) => e.id === topic || e.name?.toLowerCase() === topic);
  return entry ? [{ sector: entry.id, text: m[1]!.trim(), index: m.index + m[0].indexOf(m[1]!) }] : [];
}

/**
 * "Which bank …", "what life insurer …", "did any bank …", "every lender with …", "top automaker by …", "the automaker
 * with the biggest …": the words after a determiner that asks for one, some or each of a group — the sectors file's
 * `askedOne` ("which", "what", "any", "no", "every", "each", "top") — or after "the" when a clause that picks it
 * follows ("with", "that", "whose", "which", "where").
 */
const askedOnePatterns = new WeakMap<SectorGroupWords, RegExp[]>();

function askedOne(vocabulary: SectorGroupWords): RegExp[] {
  let res = askedOnePatterns.get(vocabulary);
  if (!res) {
    const words = (vocabulary.askedOne ?? loadSectorGroupWords().askedOne ?? []).map((w) => escapeRegExp(w).replace(/\s+/g, '\\s+'));
    res = [/\bthe\s+((?:[\p{L}&-]+\s+){0,1}[\p{L}&-]+)(?=\s+(?:with|that|whose|which|where)\b)/giu];
    if (words.length > 0) res.unshift(new RegExp(String.raw`\b(?:${words.join('|')})\s+((?:[\p{L}&-]+\s+){0,2}[\p{L}&-]+)`, 'giu'));
    askedOnePatterns.set(vocabulary, res);
  }
  return res;
}

const NOT_OF_NAME = /^(?:is|are|was|were|be|been|did|does|do|has|have|had|will|would|can|could|should|the|a|an|of|its|their|his|her|our|this|that|these|those)$/i;

/**
 * A question that asks for one member of a group names the group in the singular ("which bank had the
 * highest NIM", "which automaker posted …"): the group's words are read with one of the (up to three)
 * words after "which" or "what" as a plural, and a mention ending on it is kept, in the
 * question's own words. A capitalised word is a name ("what was HDFC Bank's NIM"), not a group's;
 * an abbreviation in capitals may be one ("which REIT", "any NBFC").
 */
function askedOneOf(text: string, patterns: readonly RegExp[], mentions: (text: string) => SectorMention[]): SectorMention[] {
  for (const m of patterns.flatMap((re) => [...text.matchAll(re)])) {
    const words = m[1]!;
    let at = m.index + m[0].length - words.length;
    for (const word of words.split(/\s+/)) {
      // A verb or an article ends the words naming what is asked ("what did the bank say" asks no bank).
      if (NOT_OF_NAME.test(word)) break;
      // An abbreviation in capitals takes a lower-case "s" ("which REIT" of "REITs", "any NBFC" of "NBFCs").
      const abbreviation = /^\p{Lu}[\p{Lu}&]{1,5}$/u.test(word);
      if (/^\p{Ll}[\p{L}-]*[^s]$/u.test(word) || abbreviation) {
        const plural = abbreviation ? `${word}s` : /[^aeiou]y$/i.test(word) ? `${word.slice(0, -1)}ies` : /(?:x|ch|sh)$/i.test(word) ? `${word}es` : `${word}s`;
        const shift = plural.length - word.length;
        const hit = mentions(text.slice(0, at) + plural + text.slice(at + word.length)).find((h) => h.index <= at && h.index + h.text.length === at + plural.length);
        if (hit) return [{ sector: hit.sector, text: text.slice(hit.index, hit.index + hit.text.length - shift), index: hit.index }];
      }
      at = text.indexOf(' ', at) + 1;
      while (text[at] === ' ') at++;
    }
  }
  return [];
}

function sectorMentions(text: string, sectors: readonly string[], vocabulary: SectorGroupWords): SectorMention[] {
  const hits: (SectorMention & { order: number })[] = [];
  const words = groupWords(vocabulary);
  const patterns = [...words.patterns, ...sectors.filter((x) => !words.builtIn.has(x)).map((sector) => ({ sector, re: namePattern(sector), literals: null }))];
  const folded = foldedText(text);
  patterns.forEach(({ sector, re, literals }, order) => {
    // A pattern is run only on a text holding one of its literals (it cannot match another).
    if (!mayMatch(literals, folded)) return;
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

/**
 * Words that say which or how big, not what trade ("which large companies", "what other firms",
 * "which US-listed companies"): a group named only by them is every company, not an unknown sector.
 */
const NOT_A_TRADE = /^(?:large|larger|largest|big|bigger|biggest|small|smaller|mid-?sized?|mid-cap|large-cap|small-cap|other|us|u\.s\.|american|indian|listed|us-listed|public|publicly|traded|top|leading|major|global|these|those|many|several|all|such|remaining|named|above|same|two|three|four|five|ten|of|the|a|an|in|our|your|their|profitable|growing|covered|held|ingested|individual|different|following|similar|peer|most|best|worst|highest|lowest|which|what)$/i;

/** A group noun after the words of an unknown trade: plural, or "company" asked one of ("which shipping company"). */
const UNNAMED_GROUP = /\b(?:[Ww]hich|[Ww]hat)\s+((?:[a-z][\w&'-]*\s+){0,2}[a-z][\w&'-]*)\s+(?:companies|company|firms|makers|manufacturers|producers|operators|players|stocks|groups)\b/gu;

/**
 * The words of a group the question asks for that no sector or broader group of the vocabulary
 * names ("Which toy makers …", "which shipping companies …" without a shipping entry): lower-case
 * words naming a trade between "which"/"what" and a group noun, none of them a verb or an article
 * (NOT_OF_NAME) and at least one of them no size or place word (NOT_A_TRADE). Null when there are
 * none. Read only once `findAllSectorWords` found no group: the answer says it cannot list that
 * group rather than search every company.
 */
export function unknownGroupWords(text: string): string | null {
  for (const m of text.matchAll(UNNAMED_GROUP)) {
    const words = m[1]!.split(/\s+/);
    if (words.some((w) => NOT_OF_NAME.test(w)) || words.every((w) => NOT_A_TRADE.test(w))) continue;
    return m[1]!;
  }
  return null;
}

/** The first group a question names, and the words that name it; null when it names none. */
export function findSectorWords(text: string, sectors: readonly string[] = []): SectorMention | null {
  return findAllSectorWords(text, sectors)[0] ?? null;
}

/** The sector a question's words name ("IT services firms" → "it services"), or null. */
export function sectorWords(text: string): string | null {
  return findSectorWords(text)?.sector ?? null;
}

const namePatterns = new Map<string, RegExp>();

function namePattern(sector: string): RegExp {
  let re = namePatterns.get(sector);
  if (!re) {
    const words = sector.trim().split(/\s+/).map((w) => escapeRegExp(w)).join('\\s+');
    re = new RegExp(String.raw`\b${words}s? ${N}\b`, 'gi');
    namePatterns.set(sector, re);
  }
  return re;
}

/** The sectors a sector word stands for: itself, or those a broader group gathers (its `members`). */
export function memberSectors(sector: string, vocabulary: SectorGroupWords = loadSectorGroupWords()): string[] {
  const s = sector.trim().toLowerCase();
  return [...(vocabulary.groups.find((g) => g.id === s)?.members ?? [s])];
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
