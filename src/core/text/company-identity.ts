/**
 * One name per company across its documents. Each call names its company as it says it ("Avista
 * Corp.", "Avista Corporation"), and a few say it wrongly (a transcription's "Rollings Inc."); the
 * documents of one company are those sharing a name key or a ticker, and they are shown and filtered
 * under one name: the key most of them use, written in its fullest form (a name that is only the
 * ticker loses to a written-out one). The other related forms become the company's aliases. Pure.
 */
import { companyKey } from './company-name.js';

export interface IdentityDoc {
  company: string | null;
  ticker: string | null;
  aliases?: string[];
  /** The user set this document's company (flag, manifest): the group goes by it. */
  fixed?: boolean;
}

/** Union-find over document indexes. */
function groups(docs: readonly IdentityDoc[]): number[][] {
  const parent = docs.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]!]!;
      i = parent[i]!;
    }
    return i;
  };
  const union = (a: number, b: number): void => {
    parent[find(a)] = find(b);
  };
  const byKey = new Map<string, number>();
  const byTicker = new Map<string, number>();
  docs.forEach((d, i) => {
    if (!d.company) return;
    const k = companyKey(d.company);
    const seen = byKey.get(k);
    if (seen === undefined) byKey.set(k, i);
    else union(i, seen);
    if (d.ticker) {
      const t = d.ticker.toUpperCase();
      const other = byTicker.get(t);
      if (other === undefined) byTicker.set(t, i);
      else union(i, other);
    }
  });
  const out = new Map<number, number[]>();
  docs.forEach((d, i) => {
    if (d.company) out.set(find(i), [...(out.get(find(i)) ?? []), i]);
  });
  return [...out.values()];
}

/** The name a group of documents goes by: the user's, else its most used key in the fullest form; a bare ticker last. */
function canonicalName(docs: readonly IdentityDoc[]): string {
  const given = docs.find((d) => d.fixed);
  if (given) return given.company!;
  const votes = new Map<string, { n: number; forms: string[] }>();
  for (const d of docs) {
    const k = companyKey(d.company!);
    const v = votes.get(k) ?? votes.set(k, { n: 0, forms: [] }).get(k)!;
    v.n++;
    v.forms.push(d.company!);
  }
  const tickers = new Set(docs.map((d) => d.ticker?.toUpperCase()).filter(Boolean));
  const isTicker = (form: string): boolean => tickers.has(form.toUpperCase());
  const best = [...votes.values()].sort((a, b) => {
    const ta = a.forms.every(isTicker) ? 1 : 0;
    const tb = b.forms.every(isTicker) ? 1 : 0;
    return ta - tb || b.n - a.n || companyKey(b.forms[0]!).length - companyKey(a.forms[0]!).length;
  })[0]!;
  // The fullest form; of forms as long, the one written most ("MasTec" twice before "Mastec" once).
  const times = (form: string): number => best.forms.filter((f) => f === form).length;
  return [...best.forms].sort((a, b) => b.length - a.length || times(b) - times(a) || a.localeCompare(b))[0]!;
}

/** True when one key is the other plus words, or the two share their first word ("Callaway" / "Callaway Golf"). */
function related(a: string, b: string): boolean {
  const ka = companyKey(a);
  const kb = companyKey(b);
  return ka === kb || ka.startsWith(`${kb} `) || kb.startsWith(`${ka} `) || ka.split(' ')[0] === kb.split(' ')[0];
}

/**
 * The documents with one company name per company (`company` replaced by the group's name) and
 * each name the group's documents used that reads as the same name added to `aliases`.
 */
export function unifyCompanies<T extends IdentityDoc>(docs: readonly T[]): (T & { aliases: string[] })[] {
  const out = docs.map((d) => ({ ...d, aliases: [...(d.aliases ?? [])] }));
  for (const g of groups(docs)) {
    const members = g.map((i) => docs[i]!);
    const name = canonicalName(members);
    const aliases = new Set<string>();
    for (const d of members) {
      // The names a call uses for itself stay; another call's name joins them when it reads as this one.
      for (const a of d.aliases ?? []) if (a !== name) aliases.add(a);
      if (d.company !== name && related(d.company!, name)) aliases.add(d.company!);
    }
    for (const i of g) {
      out[i]!.company = name;
      out[i]!.aliases = [...aliases];
    }
  }
  return out;
}
