/**
 * Pure name normalisation for entity resolution: the key two mentions must share to be one node
 * before any fuzzy matching (the name normaliser itself is company-name.ts), plus the small
 * vocabularies (self-references, honorifics, company-scoped types) that decide how a mention is keyed.
 */
import { createHash } from 'node:crypto';
import type { EntityType } from '../domain.js';
import { companyKey, normalizeText } from './company-name.js';

/** Stable id of the entity (scope, canonical key): what resolution and the graph's fact edges key nodes by. */
export function entityId(scope: string, canonical: string): string {
  return 'e' + createHash('sha256').update(`${scope}\u001f${canonical}`).digest('hex').slice(0, 15);
}

/** What a speaker in a transcript says when they mean their own company. */
const SELF_REFERENCES = new Set([
  'the company', 'company', 'we', 'us', 'our', 'ours', 'our company', 'the group', 'our group',
  'the firm', 'our firm', 'the organisation', 'the organization', 'our organisation', 'our organization',
  'the bank', 'our bank', 'the management', 'management', 'i', 'myself', 'ourselves',
]);

/**
 * Types whose nodes are scoped per company: TCS's "revenue" and Infosys's "revenue" are different
 * facts, and a global node would become a hub joining every company in the corpus.
 * Organisations, people and places are real-world individuals and stay global.
 */
const COMPANY_SCOPED: ReadonlySet<EntityType> = new Set<EntityType>([
  'financial_metric', 'role', 'period', 'money', 'percentage', 'segment', 'event', 'product', 'other',
]);


const HONORIFICS = new Set(['mr', 'mrs', 'ms', 'miss', 'dr', 'prof', 'shri', 'sri', 'smt', 'sir', 'mx']);

/** A person's key: the canonical name without leading honorifics ("Mr. Dinesh Khara" -> "dinesh khara"). */
export function personKey(name: string): string {
  const words = companyKey(name).split(' ');
  while (words.length > 1 && HONORIFICS.has(words[0]!)) words.shift();
  return words.join(' ');
}

/** "the Company", "we", "our" ... : a speaker's reference to the document's own company. */
export function isSelfReference(name: string): boolean {
  return SELF_REFERENCES.has(normalizeText(name));
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
