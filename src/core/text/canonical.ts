/**
 * Pure name normalisation for entity resolution: the key two mentions must share to be one node
 * before any fuzzy matching, plus the small vocabularies (corporate suffixes, self-references,
 * generic types) that decide how a mention is keyed.
 */
import type { EntityType } from '../domain.js';

/** Trailing words that do not distinguish one company from another ("Infosys Ltd" = "Infosys Limited"). */
const CORPORATE_SUFFIXES = new Set([
  'ltd', 'limited', 'pvt', 'private', 'inc', 'incorporated', 'corp', 'corporation', 'co', 'company',
  'plc', 'llc', 'llp', 'lp', 'gmbh', 'ag', 'sa', 'nv', 'bv',
]);

/** What a speaker in a transcript says when they mean their own company. */
const SELF_REFERENCES = new Set([
  'the company', 'company', 'we', 'us', 'our', 'ours', 'our company', 'the group', 'our group',
  'the firm', 'our firm', 'the organisation', 'the organization', 'our organisation', 'our organization',
  'the bank', 'our bank', 'the management', 'management', 'i', 'myself', 'ourselves',
]);

/** Words skipped when forming initials ("Reserve Bank of India" -> "rbi"). */
const INITIALS_STOPWORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', '&']);

/**
 * Types whose nodes are scoped per company: TCS's "revenue" and Infosys's "revenue" are different
 * facts, and a global node would become a hub joining every company in the corpus.
 * Organisations, people and places are real-world individuals and stay global.
 */
const COMPANY_SCOPED: ReadonlySet<EntityType> = new Set<EntityType>([
  'financial_metric', 'role', 'period', 'money', 'percentage', 'segment', 'event', 'product', 'other',
]);

/** Lower case, possessives and punctuation removed, "&" read as "and", whitespace collapsed. */
export function normalizeText(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/s'(?=\s|$)/g, 's')
    .replace(/&/g, ' and ')
    // Keep what numbers need ("12.5%", "1,200") but drop other punctuation.
    .replace(/(\d)[,](\d)/g, '$1$2')
    .replace(/[^\p{L}\p{N}.%$₹ ]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The canonical key of a name: normalised, with corporate suffixes and a leading "the" removed
 * ("Tata Consultancy Services Ltd." -> "tata consultancy services"). Never returns "" for a
 * non-empty name: a name made only of suffixes keeps its normalised form.
 */
export function canonicalName(name: string): string {
  const norm = normalizeText(name);
  const words = norm.split(' ').filter(Boolean);
  while (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && CORPORATE_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ') || norm;
}

const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'shri', 'sri', 'smt', 'sir', 'mx']);

/** A person's key: the canonical name without leading honorifics ("Mr. Dinesh Khara" -> "dinesh khara"). */
export function personKey(name: string): string {
  const words = canonicalName(name).split(' ');
  while (words.length > 1 && HONORIFICS.has(words[0]!)) words.shift();
  return words.join(' ');
}

/** "the Company", "we", "our" ... : a speaker's reference to the document's own company. */
export function isSelfReference(name: string): boolean {
  return SELF_REFERENCES.has(normalizeText(name));
}

/** Initials of a multi-word name ("tata consultancy services" -> "tcs"); null for one word. */
export function initials(canonical: string): string | null {
  const words = canonical.split(' ').filter((w) => w && !INITIALS_STOPWORDS.has(w));
  if (words.length < 2) return null;
  if (!words.every((w) => /^\p{L}/u.test(w))) return null;
  return words.map((w) => w[0]).join('');
}

/** Looks like an acronym as written: 2-6 letters, all capitals ("TCS", "RBI", "HUL"). */
export function looksLikeAcronym(name: string): boolean {
  return /^[A-Z][A-Z&]{1,5}$/.test(name.trim().replace(/\./g, ''));
}

/** The scope a node of this type lives in: the company's key for generic types, '' for global ones. */
export function scopeFor(type: EntityType, companyKey: string | null): string {
  return COMPANY_SCOPED.has(type) && companyKey ? companyKey : '';
}

/** True when nodes of this type are scoped per company. */
export function isCompanyScoped(type: EntityType): boolean {
  return COMPANY_SCOPED.has(type);
}

/** The digit groups of a key: two names with different numbers are never the same entity. */
export function numbersIn(key: string): string {
  return (key.match(/\d+(?:\.\d+)?/g) ?? []).join(' ');
}
