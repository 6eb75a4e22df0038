/**
 * Offline multiple choice: pick the option the retrieved context supports best, with no model.
 * Two honest approximations: by meaning (embedding similarity of "question + option" to the
 * context's sentences) when an embedder is at hand, else by IDF-weighted word evidence.
 */
import type { Embedder } from '../../core/providers/types.js';
import { dot } from '../../core/vectors/vector-codec.js';
import { splitSentences } from '../../core/text/sentences.js';
import { numberValues } from '../../core/text/quantities.js';
import { contentWords } from '../text.js';

/**
 * The option whose statement ("question + option") is closest in meaning to one sentence of the
 * context (unit vectors: cosine = dot). Ties go to the first option; no context → the first.
 */
export async function pickBySimilarity(question: string, options: readonly string[], context: string, embedder: Embedder): Promise<number> {
  const sents = splitSentences(context);
  if (sents.length === 0 || options.length === 0) return 0;
  const vecs = await embedder.embed([...options.map((o) => `${question} ${o}`), ...sents], { stage: 'judge' });
  const opts = vecs.slice(0, options.length);
  const ctx = vecs.slice(options.length);
  let best = 0;
  let bestScore = -Infinity;
  opts.forEach((o, i) => {
    let s = -Infinity;
    for (const c of ctx) s = Math.max(s, dot(o, c));
    if (s > bestScore + 1e-12) {
      bestScore = s;
      best = i;
    }
  });
  return best;
}

/**
 * Offline multiple choice: the option whose distinctive words (not shared with the question) are
 * best covered by one context sentence that is also about the question, IDF-weighted over the
 * context's sentences so that common words count little. Ties go to the first option.
 */
export function pickByEvidence(question: string, options: readonly string[], context: string): number {
  // Figures are evidence too: "Rs 4,812 crore" must find 4812 in the context.
  const terms = (t: string): string[] => contentWords(t).concat(numberValues(t));
  const sents = splitSentences(context).map((x) => new Set(terms(x)));
  if (sents.length === 0) return 0;
  const df = new Map<string, number>();
  for (const st of sents) for (const w of st) df.set(w, (df.get(w) ?? 0) + 1);
  const idf = (w: string): number => Math.log(1 + sents.length / (1 + (df.get(w) ?? 0)));
  const qWords = new Set(terms(question));
  let best = 0;
  let bestScore = -1;
  options.forEach((opt, i) => {
    const words = [...new Set(terms(opt))].filter((w) => !qWords.has(w));
    const total = words.reduce((a, w) => a + idf(w), 0);
    let score = 0;
    if (total > 0) {
      for (const st of sents) {
        let hit = 0;
        for (const w of words) if (st.has(w)) hit += idf(w);
        let about = 0;
        for (const w of qWords) if (st.has(w)) about += idf(w);
        score = Math.max(score, hit / total + 0.25 * Math.min(1, about / Math.max(1e-9, [...qWords].reduce((a, w) => a + idf(w), 0))));
      }
    }
    if (score > bestScore + 1e-12) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}
