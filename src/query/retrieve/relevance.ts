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
  const idf = new Map<string, number>();
  for (const t of qTerms) {
    let df = 0;
    for (const d of docs) if (d.has(t)) df++;
    idf.set(t, Math.log(1 + (n + 1) / (df + 0.5)));
  }
  return docs.map((d) => qTerms.reduce((acc, t) => acc + (d.has(t) ? idf.get(t)! : 0), 0));
}
