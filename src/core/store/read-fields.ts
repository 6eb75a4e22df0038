/**
 * What a document's metadata is read by, for both stores (Store.refreshDocument): the stored fields later stages
 * read, and which stages read one that changed.
 */

/** The stored fields later stages read a document's metadata by: which changed decides what is read again. */
export interface ReadFields {
  ticker: string | null;
  quarter: string | null;
  year: string | null;
  fy_end_month: number | null;
  sectors: string;
}

/**
 * Which later stages read a field that changed between the stored row and the one read again:
 * facts read the ticker, period, fiscal year end and sectors; the extract stage the ticker and
 * period (Store.refreshDocument; company and aliases are compared after they are unified).
 */
export function changedReaders(before: ReadFields, after: ReadFields): { facts: boolean; extract: boolean } {
  const extract = before.ticker !== after.ticker || before.quarter !== after.quarter || before.year !== after.year;
  return { extract, facts: extract || before.fy_end_month !== after.fy_end_month || before.sectors !== after.sectors };
}
