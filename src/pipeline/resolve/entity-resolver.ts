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
import type { EntityType } from '../../core/domain.js';
import { entityId, isSelfReference, personKey, scopeFor } from '../../core/text/canonical.js';
import { companyKey as nameKey, initials } from '../../core/text/company-name.js';

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

export { entityId };

/** The company key a scope uses: the canonical company name. */
export function companyKey(company: string | null): string | null {
  return company ? nameKey(company) : null;
}

/** Alternative keys of a name: its canonical form, and its letters joined when all are single ("l and t"). */
function lookupKeys(name: string): string[] {
  const canon = nameKey(name);
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
  /** Spellings and types seen per entity id, as compact tallies (see `Tally`). */
  private readonly surface = new Map<string, Tally<string>>();
  private readonly typeVotes = new Map<string, Tally<EntityType>>();

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
      const canon = nameKey(c.name);
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
    const at = this.locate(m);
    if (at.aliasKey !== undefined) {
      const aliases = this.byKey.get(at.id)!.aliases;
      aliases.set(at.aliasKey, aliases.get(at.aliasKey) ?? 'mention');
    } else if (at.fresh && !this.byKey.has(at.id)) {
      const { canon, scope } = at.fresh;
      this.byKey.set(at.id, { id: at.id, name: at.surface, canonical: canon, type: m.type, scope, mentions: 0, aliases: new Map([[canon, 'name']]) });
    }
    return this.count(at.id, at.surface, at.type);
  }

  /**
   * The id `resolve` gives a mention, without counting it: ids depend only on the mention and the
   * company list, so a second pass over the triplets can recompute them instead of keeping them.
   */
  idOf(m: Mention): string {
    return this.locate(m).id;
  }

  /** Where a mention lands, and what `resolve` must record: the rules of the module comment. */
  private locate(m: Mention): { id: string; surface: string; type: EntityType; aliasKey?: string; fresh?: { canon: string; scope: string } } {
    const trimmed = m.name.trim();
    if (m.company && isSelfReference(trimmed)) {
      const id = this.companyIdByName.get(m.company);
      if (id) return { id, surface: trimmed, type: 'organization' };
    }
    if (COMPANY_LIKE.has(m.type)) {
      for (const key of lookupKeys(trimmed)) {
        const id = this.companyAliases.get(key);
        if (id) return { id, surface: trimmed, type: 'organization', aliasKey: key };
      }
    }
    const canon = (m.type === 'person' ? personKey(trimmed) : nameKey(trimmed)) || trimmed.toLowerCase();
    const scope = scopeFor(m.type, companyKey(m.company));
    return { id: entityId(scope, canon), surface: trimmed, type: m.type, fresh: { canon, scope } };
  }

  private count(id: string, surface: string, type: EntityType): string {
    const e = this.byKey.get(id)!;
    e.mentions++;
    tally(this.surface, id, surface, e.mentions);
    tally(this.typeVotes, id, type, e.mentions);
    const alias = nameKey(surface);
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

/**
 * Counts per value, in first-seen order. Most entities are only ever seen with one spelling and
 * one type, so a lone value is kept as itself (its count is the entity's mentions) and a Map is
 * made only when a second value appears: at ×100 that is hundreds of thousands of Maps saved.
 */
type Tally<K> = K | Map<K, number>;

/** Count `value` for entity `id`, which now has `mentions` mentions (this one included). */
function tally<K extends string>(tallies: Map<string, Tally<K>>, id: string, value: K, mentions: number): void {
  const t = tallies.get(id);
  if (t === undefined) tallies.set(id, value);
  else if (t instanceof Map) t.set(value, (t.get(value) ?? 0) + 1);
  else if (t !== value) tallies.set(id, new Map([[t, mentions - 1], [value, 1]]));
}

/** The most counted value (ties: first seen). */
function best<K extends string>(t: Tally<K> | undefined): K | undefined {
  if (t === undefined || !(t instanceof Map)) return t;
  let top: K | undefined;
  let n = -1;
  for (const [k, c] of t) if (c > n) [top, n] = [k, c];
  return top;
}
