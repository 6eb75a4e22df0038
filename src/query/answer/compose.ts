/**
 * Putting the parts of a comparison or group answer together: each part was answered on its own
 * contexts and cites them [1]..[k]; the combined answer cites one combined context list — the
 * parts' contexts concatenated without duplicates — so every part's citations are renumbered.
 * Contexts are placed in the order the answer first cites them, then the uncited ones, so the
 * numbers read 1, 2, 3, … down the answer. Pure.
 */
import { type Context, contextNumbering } from '../retrieve/types.js';
import type { ThresholdVerdict } from './threshold-verdict.js';
import { CITATION_MARKER } from '../../core/text/citation-markers.js';

/** One entity's answer as the caller reports it (`askMulti`'s `parts`). */
export interface PartResult {
  /** The company as stored on its documents. */
  company: string;
  quarter?: string | null;
  year?: string | null;
  /** True when this entity's own contexts answered the question. */
  found: boolean;
  /** The part's text as it appears in the answer, citations renumbered; the not-found sentence otherwise. */
  answer: string;
  /** The combined-list numbers this part cites, in order of appearance. */
  citations: number[];
  /** Group questions with a threshold: whether the quoted figure meets it ("unknown": no comparable figure). */
  threshold?: { verdict: ThresholdVerdict; figure: string | null };
}

/** One entity's answer before numbering: its own contexts and the answerer's text citing them 1..k. */
export interface PartDraft extends Pick<PartResult, 'company' | 'found' | 'threshold'> {
  quarter: string | null;
  year: string | null;
  contexts: readonly Context[];
  /** The answerer's text (citing this part's contexts) when found; the not-found sentence otherwise. */
  text: string;
}

/** An entity's draft on its contexts: found with the answer's text, or not with the sentence saying so. */
export function draftOf(e: Pick<PartDraft, 'company' | 'quarter' | 'year'>, contexts: readonly Context[], found: boolean, text: string, more: Pick<PartDraft, 'threshold'> = {}): PartDraft {
  return { company: e.company, quarter: e.quarter, year: e.year, contexts, found, text, ...more };
}

export interface NumberedParts {
  /** The combined context list the numbers index. */
  contexts: Context[];
  parts: PartResult[];
  /** Every number cited, in order of first appearance (1, 2, 3, …). */
  cited: number[];
}

/** Renumber every part's citations into one combined context list, in the parts' order. */
export function numberParts(drafts: readonly PartDraft[]): NumberedParts {
  const { contexts, cited, place, cite } = contextNumbering();
  const parts: PartResult[] = drafts.map((d) => {
    const own: number[] = [];
    const text = d.found
      ? d.text.replace(CITATION_MARKER, (_, list: string) => {
          const ns = list
            .split(',')
            .map((x) => Number(x.trim()))
            .filter((i) => Number.isInteger(i) && i >= 1 && i <= d.contexts.length)
            .map((i) => cite(d.contexts[i - 1]!));
          for (const n of ns) if (!own.includes(n)) own.push(n);
          return ns.length === 0 ? '' : `[${[...new Set(ns)].join(', ')}]`;
        })
      : d.text;
    return {
      company: d.company,
      ...(d.quarter || d.year ? { quarter: d.quarter, year: d.year } : {}),
      found: d.found,
      answer: text.replace(/\s+/g, ' ').trim(),
      citations: own,
      ...(d.threshold ? { threshold: d.threshold } : {}),
    };
  });
  for (const d of drafts) for (const c of d.contexts) place(c);
  return { contexts, parts, cited };
}
