/**
 * A scope's edges by term: for each stemmed content word, the edges whose triplet or evidence holds
 * it. With it the relevance of every edge of a large scope to a question (relevanceFromTerms, the
 * scope being the candidate set) is worked out from the question's terms' postings alone: the edges
 * holding none of them score 0 and are never visited.
 */

export interface EdgeTermIndex {
  /** The indexed edges. */
  edges: ReadonlySet<string>;
  postings: ReadonlyMap<string, readonly string[]>;
}

/** Index `edges` by the terms `termsOf` gives each (edge-terms as rankLines compares them). */
export function edgeTermIndex(edges: Iterable<string>, termsOf: (edge: string) => ReadonlySet<string>): EdgeTermIndex {
  const postings = new Map<string, string[]>();
  const all = new Set<string>();
  for (const edge of edges) {
    if (all.has(edge)) continue;
    all.add(edge);
    for (const t of termsOf(edge)) {
      const list = postings.get(t);
      if (list) list.push(edge);
      else postings.set(t, [edge]);
    }
  }
  return { edges: all, postings };
}

/**
 * relevanceFromTerms's scores of the candidates — the index's edges and `extra` ones (with their
 * term sets) — for the question terms `qTerms`, as an edge → score map of the edges scoring above 0.
 * Each score is the same sum in the same order (Σ idf over the question's terms, in order), with
 * the document frequencies counted over all the candidates.
 */
export function indexedRelevance(
  index: EdgeTermIndex,
  qTerms: readonly string[],
  extra: ReadonlyMap<string, ReadonlySet<string>> = new Map(),
): Map<string, number> {
  const n = index.edges.size + extra.size;
  const scores = new Map<string, number>();
  for (const term of qTerms) {
    const posted = index.postings.get(term) ?? [];
    let df = posted.length;
    for (const terms of extra.values()) if (terms.has(term)) df++;
    if (df === 0) continue;
    const idf = Math.log(1 + (n + 1) / (df + 0.5));
    for (const edge of posted) scores.set(edge, (scores.get(edge) ?? 0) + idf);
    for (const [edge, terms] of extra) if (terms.has(term)) scores.set(edge, (scores.get(edge) ?? 0) + idf);
  }
  return scores;
}
