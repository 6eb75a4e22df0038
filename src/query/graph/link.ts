/**
 * Entity linking: which graph nodes does a question mention? Word n-grams of the question (longest
 * first, non-overlapping) are looked up among entity aliases: exact when the n-gram is the node's own
 * canonical name, alias when it is another recorded spelling (ticker, acronym, mention, merge), fuzzy
 * when Jaro-Winkler >= FUZZY_LINK_THRESHOLD against an alias. Company-scoped nodes (metrics, roles,
 * periods) are linked only within the requested scope, or within the companies the question names.
 */
import type { Db } from '../../core/store/db.js';
import { companyKey, normalizeText } from '../../core/text/company-name.js';
import { mergeRoots } from './load.js';
import { jaroWinkler } from '../../core/text/similarity.js';
import { Lru } from '../../core/lru.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';

export const FUZZY_LINK_THRESHOLD = 0.93;
const MAX_NGRAM = 6;
/** Fuzzy lookups a linker remembers (question n-grams). */
const FUZZY_MEMO = 5000;

/** Words that never start or end a linked phrase on their own. */
const STOP: ReadonlySet<string> = new Set([
  ...STOP_WORDS,
  ...'versus tell give show please company companies quarter year'.split(' '),
]);

export interface LinkedEntity {
  /** The graph node key (merges applied). */
  id: string;
  name: string;
  type: string;
  scope: string;
  score: number;
  method: 'exact' | 'alias' | 'fuzzy';
  /** The words of the text that matched. */
  span: string;
}

interface AliasTarget {
  id: string;
  name: string;
  type: string;
  scope: string;
  canonical: string;
}

export interface EntityLinker {
  link(text: string, scope?: string): LinkedEntity[];
}

/** Build a linker over the current entities (reuse it for many questions). */
export function createEntityLinker(db: Db): EntityLinker {
  const root = mergeRoots(db);
  const ents = new Map<string, AliasTarget>();
  for (const e of db.prepare('SELECT id, name, type, scope, canonical FROM entities').iterate() as IterableIterator<AliasTarget>) ents.set(e.id, e);
  const index = new Map<string, AliasTarget[]>();
  for (const a of db.prepare('SELECT alias, entity_id FROM aliases').iterate() as IterableIterator<{ alias: string; entity_id: string }>) {
    const target = ents.get(root.get(a.entity_id) ?? a.entity_id);
    if (!target) continue;
    const list = index.get(a.alias) ?? [];
    if (!list.some((t) => t.id === target.id)) list.push(target);
    index.set(a.alias, list);
  }
  const byFirst = new Map<string, string[]>();
  for (const alias of index.keys()) {
    if (alias.length < 5) continue;
    const k = alias.slice(0, 2);
    const l = byFirst.get(k) ?? [];
    l.push(alias);
    byFirst.set(k, l);
  }
  /** The alias most like a key (Jaro-Winkler) among those sharing its first two letters; questions repeat their words. */
  const nearestAlias = (key: string): { best: number; bestAlias: string } => {
    let best = 0;
    let bestAlias = '';
    for (const alias of byFirst.get(key.slice(0, 2)) ?? []) {
      const s = jaroWinkler(key, alias);
      if (s > best) [best, bestAlias] = [s, alias];
    }
    return { best, bestAlias };
  };
  const closest = new Lru<string, { best: number; bestAlias: string }>(FUZZY_MEMO);
  return {
    link(text: string, scope?: string): LinkedEntity[] {
      const words = normalizeText(text).split(' ').filter(Boolean);
      const found: LinkedEntity[] = [];
      const used = new Array<boolean>(words.length).fill(false);
      for (let n = Math.min(MAX_NGRAM, words.length); n >= 1; n--) {
        for (let i = 0; i + n <= words.length; i++) {
          if (used.slice(i, i + n).some(Boolean)) continue;
          if (STOP.has(words[i]!) || STOP.has(words[i + n - 1]!)) continue;
          const span = words.slice(i, i + n).join(' ');
          const key = companyKey(span);
          let hits: LinkedEntity[] = (index.get(key) ?? []).map((t) => ({
            id: t.id, name: t.name, type: t.type, scope: t.scope, span,
            method: t.canonical === key ? 'exact' : 'alias', score: t.canonical === key ? 1 : 0.95,
          }));
          if (hits.length === 0 && n <= 3 && key.length >= 5) hits = fuzzy(key, span);
          if (hits.length === 0) continue;
          for (let k = i; k < i + n; k++) used[k] = true;
          found.push(...hits);
        }
      }
      return applyScope(found, scope);
    },
  };

  /** The scope keys a user's company string stands for: its canonical form and any company it aliases (ticker, acronym). */
  function scopeKeys(scope: string): Set<string> {
    const out = new Set<string>([companyKey(scope)]);
    for (const key of [companyKey(scope), scope.trim().toLowerCase()]) {
      for (const t of index.get(key) ?? []) if (t.scope === '' && t.type === 'organization') out.add(t.canonical);
    }
    return out;
  }

  /**
   * Keep global nodes, and scoped nodes of the requested scope; without a scope, the scopes of the
   * companies the text itself names; without either, every scope (the question is about all companies).
   */
  function applyScope(found: LinkedEntity[], scope?: string): LinkedEntity[] {
    let scopes: Set<string> | null = scope ? scopeKeys(scope) : null;
    if (!scopes) {
      const named = found.filter((f) => f.scope === '' && f.type === 'organization').map((f) => ents.get(f.id)?.canonical ?? '');
      if (named.length > 0) scopes = new Set(named);
    }
    const seen = new Set<string>();
    return found
      .filter((f) => f.scope === '' || scopes === null || scopes.has(f.scope))
      .filter((f) => (seen.has(f.id) ? false : (seen.add(f.id), true)))
      .sort((a, b) => b.score - a.score);
  }

  function fuzzy(key: string, span: string): LinkedEntity[] {
    const { best, bestAlias } = closest.get(key, nearestAlias);
    if (best < FUZZY_LINK_THRESHOLD) return [];
    return (index.get(bestAlias) ?? []).map((t) => ({ id: t.id, name: t.name, type: t.type, scope: t.scope, span, method: 'fuzzy', score: best }));
  }
}

/** Link the entities a text mentions (builds a one-off linker: use createEntityLinker for many texts). */
export function linkEntities(db: Db, text: string, scope?: string): LinkedEntity[] {
  return createEntityLinker(db).link(text, scope);
}
