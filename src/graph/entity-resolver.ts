/**
 * Pure entity resolution: maps each triplet mention (name, type, the document's company) to one
 * entity id. Rules, in order:
 *  1. a self-reference ("the Company", "we", "our") in a transcript is the document's company;
 *  2. a name whose canonical form, ticker, initials or collapsed letters ("L&T" -> "lt") match a
 *     corpus company is that company (one node per company, whatever the spelling);
 *  3. otherwise the key is (scope, canonical name), where generic types (metrics, roles,
 *     periods, ...) are scoped to the document's company: see `scopeFor`.
 * Near-duplicate merging happens afterwards (near-duplicates.ts) and never changes these ids.
 */
import { createHash } from 'node:crypto';
import type { EntityType } from '../domain.js';
import { canonicalName, initials, isSelfReference, personKey, scopeFor } from './canonical.js';

export interface CompanyInfo {
  /** Display name as in the documents table ("Tata Consultancy Services Limited"). */
  name: string;
  ticker: string | null;
}

export interface Mention {
  name: string;
  type: EntityType;
  /** The document's company display name, when known. */
  company: string | null;
}

export type AliasSource = 'name' | 'ticker' | 'acronym' | 'mention' | 'merge';

export interface ResolvedEntity {
  id: string;
  name: string;
  canonical: string;
  type: EntityType;
  scope: string;
  /** Mentions resolved to this entity. */
  mentions: number;
  aliases: Map<string, AliasSource>;
}

/** Stable id of the entity (scope, canonical key). */
export function entityId(scope: string, canonical: string): string {
  return 'e' + createHash('sha256').update(`${scope}\u001f${canonical}`).digest('hex').slice(0, 15);
}

/** The company key a scope uses: the canonical company name. */
export function companyKey(company: string | null): string | null {
  return company ? canonicalName(company) : null;
}

/** Alternative keys of a name: its canonical form, and its letters joined when all are single ("l and t"). */
function lookupKeys(name: string): string[] {
  const canon = canonicalName(name);
  const keys = [canon];
  const words = canon.split(' ').filter((w) => w !== 'and');
  if (words.length > 1 && words.every((w) => w.length === 1)) keys.push(words.join(''));
  return keys;
}

/** Initials that are also everyday words ("United Spirits" -> "us") would capture ordinary text. */
const WORD_INITIALS = new Set('am an as at be by do go he hi if in is it me my no of oh ok on or so to up us we'.split(' '));

const COMPANY_LIKE: ReadonlySet<EntityType> = new Set<EntityType>(['organization', 'other', 'product', 'segment', 'person']);

export class EntityResolver {
  private readonly byKey = new Map<string, ResolvedEntity>();
  /** company alias -> company entity id; an alias two companies share is left out (ambiguous). */
  private readonly companyAliases = new Map<string, string>();
  private readonly companyIdByName = new Map<string, string>();
  private readonly companyIds = new Set<string>();
  private readonly surface = new Map<string, Map<string, number>>();
  private readonly typeVotes = new Map<string, Map<EntityType, number>>();

  constructor(companies: readonly CompanyInfo[]) {
    const ambiguous = new Set<string>();
    const claim = (alias: string, id: string, source: AliasSource, e: ResolvedEntity): void => {
      if (!alias || ambiguous.has(alias)) return;
      const prev = this.companyAliases.get(alias);
      if (prev !== undefined && prev !== id) {
        ambiguous.add(alias);
        this.companyAliases.delete(alias);
        this.byKey.get(prev)?.aliases.delete(alias);
        return;
      }
      this.companyAliases.set(alias, id);
      if (!e.aliases.has(alias)) e.aliases.set(alias, source);
    };
    for (const c of companies) {
      const canon = canonicalName(c.name);
      const id = entityId('', canon);
      let e = this.byKey.get(id);
      if (!e) {
        e = { id, name: c.name, canonical: canon, type: 'organization', scope: '', mentions: 0, aliases: new Map() };
        this.byKey.set(id, e);
      }
      this.companyIdByName.set(c.name, id);
      this.companyIds.add(id);
      claim(canon, id, 'name', e);
      if (c.ticker) claim(c.ticker.toLowerCase(), id, 'ticker', e);
      const ini = initials(canon);
      if (ini && ini.length >= 2 && !WORD_INITIALS.has(ini)) claim(ini, id, 'acronym', e);
    }
  }

  /** The entity id of a company's own node (created from the documents table). */
  companyId(company: string): string | undefined {
    return this.companyIdByName.get(company);
  }

  /** Resolve one mention to an entity id, creating the entity on first sight. */
  resolve(m: Mention): string {
    const trimmed = m.name.trim();
    if (m.company && isSelfReference(trimmed)) {
      const id = this.companyIdByName.get(m.company);
      if (id) return this.count(id, trimmed, 'organization');
    }
    if (COMPANY_LIKE.has(m.type)) {
      for (const key of lookupKeys(trimmed)) {
        const id = this.companyAliases.get(key);
        if (id) {
          this.byKey.get(id)!.aliases.set(key, this.byKey.get(id)!.aliases.get(key) ?? 'mention');
          return this.count(id, trimmed, 'organization');
        }
      }
    }
    const canon = (m.type === 'person' ? personKey(trimmed) : canonicalName(trimmed)) || trimmed.toLowerCase();
    const scope = scopeFor(m.type, companyKey(m.company));
    const id = entityId(scope, canon);
    if (!this.byKey.has(id)) {
      this.byKey.set(id, { id, name: trimmed, canonical: canon, type: m.type, scope, mentions: 0, aliases: new Map([[canon, 'name']]) });
    }
    return this.count(id, trimmed, m.type);
  }

  private count(id: string, surface: string, type: EntityType): string {
    const e = this.byKey.get(id)!;
    e.mentions++;
    const forms = this.surface.get(id) ?? new Map<string, number>();
    forms.set(surface, (forms.get(surface) ?? 0) + 1);
    this.surface.set(id, forms);
    const votes = this.typeVotes.get(id) ?? new Map<EntityType, number>();
    votes.set(type, (votes.get(type) ?? 0) + 1);
    this.typeVotes.set(id, votes);
    const alias = canonicalName(surface);
    if (alias && !e.aliases.has(alias) && !isSelfReference(surface)) e.aliases.set(alias, 'mention');
    return id;
  }

  /**
   * Every entity, with a display name (a company keeps its documents' name; others take their most
   * frequent surface form) and the type most mentions gave it (ties: first seen).
   */
  entities(): ResolvedEntity[] {
    const out: ResolvedEntity[] = [];
    for (const e of this.byKey.values()) {
      if (!this.companyIds.has(e.id)) {
        e.name = best(this.surface.get(e.id)) ?? e.name;
        e.type = best(this.typeVotes.get(e.id)) ?? e.type;
      }
      out.push(e);
    }
    return out;
  }
}

function best<K>(counts: Map<K, number> | undefined): K | undefined {
  let top: K | undefined;
  let n = -1;
  for (const [k, c] of counts ?? []) if (c > n) [top, n] = [k, c];
  return top;
}
