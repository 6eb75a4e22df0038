/**
 * After an ingest: one stored name per company across its documents (core/text/company-identity.ts),
 * written back with the names each document used as aliases. Idempotent; a document whose company
 * the user set (flag, manifest) gives its group its name.
 */
import type { Store } from '../../core/store/store.js';
import { unifyCompanies } from '../../core/text/company-identity.js';
import { stringList } from '../../core/util/string-list.js';


/** Rename documents so that each company has one name; returns how many documents changed. */
export async function unifyDocumentCompanies(store: Store): Promise<number> {
  const rows = await store.documentCompanies();
  const fixed = (src: string): boolean => /"company":"(?:flag|manifest)"/.test(src);
  const unified = unifyCompanies(rows.map((r) => ({ ...r, aliases: stringList(r.aliases), fixed: fixed(r.metaSource) })));
  const changed = unified
    .map((u, i) => ({ ...rows[i]!, company: u.company, aliases: JSON.stringify([...(u.aliases ?? [])].sort()) }))
    .filter((u, i) => u.company !== rows[i]!.company || u.aliases !== JSON.stringify(stringList(rows[i]!.aliases).sort()));
  await store.renameDocumentCompanies(changed);
  return changed.length;
}
