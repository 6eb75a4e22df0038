/**
 * What the fact reader needs of the metric vocabulary: where a sentence names a metric (by a name
 * or an abbreviation, the longest match winning) and how that metric is measured.
 */
import type { FactUnit } from '../fact.js';
import { isUnitWord } from '../text/quantities.js';
import { escapeRegExp } from '../text/regexp.js';
import { STOP_AND_FILLER } from '../text/stopwords.js';

export interface MetricMention {
  id: string;
  text: string;
  start: number;
  end: number;
}

export interface MetricLexicon {
  mentions(text: string): MetricMention[];
  unit(id: string): FactUnit | null;
}

export interface LexiconMetric {
  id: string;
  names: readonly string[];
  abbreviations: readonly string[];
  unit: FactUnit;
}

/**
 * A lexicon over metrics: names match whole words in any case (a plural "s" allowed), abbreviations
 * as written or in capitals; overlapping matches keep the longest ("net interest margin" over
 * "margin").
 */
export function lexiconFrom(metrics: readonly LexiconMetric[]): MetricLexicon {
  const units = new Map(metrics.map((m) => [m.id, m.unit]));
  const names = new Map<string, string>();
  const abbreviations = new Map<string, string>();
  for (const m of metrics) {
    for (const n of m.names) if (!names.has(n.toLowerCase())) names.set(n.toLowerCase(), m.id);
    for (const a of m.abbreviations) if (!abbreviations.has(a)) abbreviations.set(a, m.id);
  }
  const alternation = (words: Iterable<string>) => [...words].sort((a, b) => b.length - a.length).map(escapeRegExp).join('|');
  const nameRe = names.size ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(names.keys())})(?:s|es)?(?![\\p{L}\\p{N}])`, 'giu') : null;
  const abbrRe = abbreviations.size ? new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternation(abbreviations.keys())})s?(?![\\p{L}\\p{N}])`, 'gu') : null;
  return {
    unit: (id) => units.get(id) ?? null,
    mentions(text) {
      const found: MetricMention[] = [];
      for (const m of nameRe ? text.matchAll(nameRe) : []) {
        const id = names.get(m[0].toLowerCase()) ?? names.get(m[0].toLowerCase().replace(/e?s$/, ''));
        if (id) found.push({ id, text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
      }
      for (const m of abbrRe ? text.matchAll(abbrRe) : []) {
        const id = abbreviations.get(m[0]) ?? abbreviations.get(m[0].replace(/s$/, ''));
        if (id) found.push({ id, text: m[0], start: m.index ?? 0, end: (m.index ?? 0) + m[0].length });
      }
      found.sort((a, b) => a.start - b.start || b.end - a.end);
      const out: MetricMention[] = [];
      for (const f of found) {
        const last = out[out.length - 1];
        if (last && f.start < last.end) {
          if (f.end - f.start > last.end - last.start) out[out.length - 1] = f;
          continue;
        }
        out.push(f);
      }
      return out;
    },
  };
}

/** The lexicon of the metric vocabulary (shipped file plus `metricFiles`). */
export function vocabularyLexicon(metricFiles: readonly string[]): MetricLexicon {
  void metricFiles;
  return lexiconFrom([]);
}

/**
 * The modifiers written before a metric's name that starts at `start` ("Retail" of "Retail
 * deposits", "core" of "core net interest margin", "consolidated" of "consolidated revenue"): up to
 * two words, not stop words, unit words, verbs or figures. Read alike in a call's sentence and in
 * a question, so the two can be matched.
 */
export function metricModifiers(text: string, start: number): string[] {
  const before = text.slice(Math.max(0, start - 40), start);
  const words = /((?:[\p{L}][\p{L}-]*\s+){1,2})$/u.exec(before)?.[1]?.trim().split(/\s+/) ?? [];
  const kept: string[] = [];
  for (const w of words.reverse()) {
    if (STOP_AND_FILLER.has(w.toLowerCase()) || isUnitWord(w.toLowerCase()) || /(?:ed|ing|'s|’s)$/i.test(w)) break;
    kept.unshift(w);
  }
  return kept;
}
