/**
 * Whether a quoted answer's figure passes a group question's threshold (plan/threshold.ts): it
 * passes or fails only when a sentence about the metric states a figure of the same kind;
 * otherwise the verdict is "unknown" and the caller must not claim it passes. Pure.
 */
import { splitSentences } from '../../core/text/sentences.js';
import { stem } from '../../core/text/stem.js';
import { metricCoverage } from '../plan/metric-coverage.js';
import { type MetricTerms, metricStemsWithSpellings } from '../plan/metric-terms.js';
import { bareRatios, type Figure, figuresIn, meets, type Threshold } from '../plan/threshold.js';
import { withoutCitationMarkers } from '../../core/text/citation-markers.js';

export type ThresholdVerdict = 'pass' | 'fail' | 'unknown';

/**
 * The verdict for a quoted answer. The sentences most about the metric come first (its share of
 * the metric's terms, an abbreviation and its long form counting as one: "net interest margin"
 * before "net interest income"); in the first that states a comparable figure, the figure decides
 * whose own words — the text since the figure before it — are most about the metric ("the GNPA at
 * 1.77% …, our net NPA now are 0.4%": 0.4% for net NPA), else the first after the metric's word.
 * For a percentage, a bare decimal right after the metric's full name counts ("Net NPA ratio was
 * at 0.30"). No such sentence: "unknown" (a figure in a sentence about something else proves
 * nothing).
 */
export function checkThreshold(t: Threshold, answerText: string, metric: MetricTerms): { verdict: ThresholdVerdict; figure: string | null } {
  const wanted = new Set(metricStemsWithSpellings(metric));
  const sentences = splitSentences(withoutCitationMarkers(answerText));
  const ranked = sentences
    .map((s, i) => ({ s, i, cover: metricCoverage(s, metric) }))
    .filter((x) => x.cover > 0)
    .sort((a, b) => b.cover - a.cover || a.i - b.i);
  for (const { s } of ranked) {
    const all = figuresIn(s);
    const lead = (f: Figure): string => s.slice(Math.max(0, ...all.filter((o) => o.index < f.index).map((o) => o.index + o.text.length)), f.index);
    const comparable = all.filter((f) => meets(t, f) !== null);
    if (t.unit === 'percentage') comparable.push(...bareRatios(s, all).filter((f) => metricCoverage(lead(f), metric) === 1 && lead(f).split(/\s+/).length <= 8));
    if (comparable.length === 0) continue;
    comparable.sort((a, b) => a.index - b.index);
    const at = firstTermAt(s, wanted);
    const own = comparable.map((f) => ({ f, c: metricCoverage(lead(f), metric) })).sort((a, b) => b.c - a.c || a.f.index - b.f.index)[0]!;
    const f = own.c > 0 ? own.f : (comparable.find((x) => x.index >= at) ?? comparable[comparable.length - 1]!);
    return { verdict: meets(t, f) ? 'pass' : 'fail', figure: f.text };
  }
  return { verdict: 'unknown', figure: null };
}

/** Character offset of the first word of `s` whose stem is wanted; -1 when none. */
function firstTermAt(s: string, wanted: ReadonlySet<string>): number {
  for (const m of s.matchAll(/[\p{L}][\p{L}\p{N}'-]*/gu)) {
    if (wanted.has(stem(m[0].toLowerCase().replace(/['’]s$/, '')))) return m.index ?? 0;
  }
  return -1;
}
