/**
 * Lexical relevance of short texts (triplet lines, node summaries) to a question: IDF-weighted
 * overlap of content words, computed over the candidate set itself (no corpus statistics needed).
 */
import { stem } from '../../core/text/stem.js';
import { ftsTerms } from './fts-terms.js';

/** A text's distinct content words, as the full-text search sees them. */
export const contentWords = ftsTerms;

/** The stemmed content-word set of a text (what relevance compares). */
export function termSet(text: string): Set<string> {
  return new Set(contentWords(text).map(stem));
}

/** Score each text by Σ idf(t) over question terms t it contains; same order as `texts`. */
export function relevanceScores(question: string, texts: readonly string[]): number[] {
  return relevanceFromTerms(question, texts.map(termSet));
}

/** relevanceScores over precomputed term sets (callers cache them across questions). */
export function relevanceFromTerms(question: string, docs: readonly ReadonlySet<string>[]): number[] {
  const qTerms = [...termSet(question)];
  const n = docs.length;
  const m = qTerms.length;
  // One lookup per (text, term): has[i·m + j] says whether text i holds term j.
  const has = new Uint8Array(n * m);
  const df = new Array<number>(m).fill(0);
  docs.forEach((d, i) => {
    for (let j = 0; j < m; j++) {
      if (d.has(qTerms[j]!)) {
        has[i * m + j] = 1;
        df[j]!++;
      }
    }
  });
  const idf = df.map((f) => Math.log(1 + (n + 1) / (f + 0.5)));
  // Summed in term order, as Σ over the question's terms (adding 0 for a missing term changes nothing).
  return docs.map((_d, i) => {
    let acc = 0;
    for (let j = 0; j < m; j++) if (has[i * m + j]) acc += idf[j]!;
    return acc;
  });
}
