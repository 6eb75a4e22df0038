/**
 * How the reader reached a stored fact, told from the fact itself (its sentence, the words it kept for
 * the metric and the owner, the period words): where the metric's words stand (in the figure's own
 * clause, elsewhere in the sentence, or not in the sentence at all: carried from a sentence before or a
 * heading), where the owner comes from (the company, a business named in the sentence, or one named
 * elsewhere), whether the period was stated or is the call's own, and how crowded the sentence is.
 * Computed when the fact is read back, never stored. Pure.
 */
import type { Fact, FactKind, FactUnit } from '../../core/fact.js';
import { type FactGates, type HowReadFeature, loadFactGates } from '../../core/vocabulary/fact-gates.js';
import { figuresIn } from '../../core/text/figures.js';
import { stem } from '../../core/text/stem.js';
import { STOP_WORDS } from '../../core/text/stopwords.js';
import { plainWords } from '../../core/text/tokenize.js';
import { figureClause } from './figure-clause.js';

export interface HowRead {
  /**
   * The metric's words as the fact keeps them in the figure's clause, elsewhere in its sentence, only
   * some of its words in the sentence (a name the reader composed: "SG&A (share of revenue)"), or none
   * of them (the metric carried from a sentence before).
   */
  metricAt: 'clause' | 'sentence' | 'words' | 'elsewhere';
  /** The whole company, a business the sentence names, or a business named elsewhere (an earlier sentence, a heading, the speaker). */
  ownerAt: 'company' | 'sentence' | 'elsewhere';
  /** A period the sentence states, the call's own (none stated), or no period. */
  period: 'stated' | 'own' | 'none';
  /** Figures in the sentence: one, two or three, four or more. */
  figures: 'one' | 'few' | 'many';
  /** The sentence's words: under 20, 20 to 44, 45 or more. */
  words: 'short' | 'medium' | 'long';
  kind: FactKind;
  unit: FactUnit;
}

export type HowReadFact = Pick<Fact, 'sentence' | 'valueText' | 'metricText' | 'segment' | 'periodText' | 'kind' | 'unit'> & { period: unknown };

const lower = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ');

export function howRead(f: HowReadFact): HowRead {
  const sentence = f.sentence;
  const figures = figuresIn(sentence);
  const metric = lower(f.metricText).trim();
  const clause = lower(figureClause(sentence, f.valueText, figures.map((x) => x.text)));
  const metricAt = metric !== '' && clause.includes(metric) ? 'clause' : metric !== '' && lower(sentence).includes(metric) ? 'sentence' : someWordIn(metric, sentence) ? 'words' : 'elsewhere';
  const segment = f.segment ? lower(f.segment).trim() : null;
  const ownerAt = segment === null ? 'company' : ownerNamed(lower(sentence), segment) ? 'sentence' : 'elsewhere';
  const period = f.period === null ? 'none' : f.periodText ? 'stated' : 'own';
  const n = figures.length;
  const w = sentence.split(/\s+/).filter(Boolean).length;
  return { metricAt, ownerAt, period, figures: n <= 1 ? 'one' : n <= 3 ? 'few' : 'many', words: w < 20 ? 'short' : w < 45 ? 'medium' : 'long', kind: f.kind, unit: f.unit };
}

/** The owner's name, or one of its words of four letters or more, is in the sentence. */
function ownerNamed(sentence: string, segment: string): boolean {
  if (sentence.includes(segment)) return true;
  return segment.split(/[^\p{L}\p{N}]+/u).some((w) => w.length >= 4 && sentence.includes(w));
}

/** One of the metric's own words (its words before any bracket, stop words left out), stemmed, is a word of the sentence. */
function someWordIn(metric: string, sentence: string): boolean {
  const have = new Set(plainWords(sentence).map(stem));
  return plainWords(metric.split('(')[0] ?? '').some((w) => !STOP_WORDS.has(w) && have.has(stem(w)));
}

/** The gate (data/vocabulary/fact-gates.json) whose every feature the reading path has, or null: a fact read so is tentative, kept out of facts-first answers. */
export function gateOf(how: HowRead, gates: FactGates = loadFactGates()): FactGates['tentative'][number] | null {
  return gates.tentative.find((g) => Object.entries(g.when).every(([k, v]) => how[k as HowReadFeature] === v)) ?? null;
}

/** Is the fact tentative: read by a path a gate lists? */
export function isTentative(f: HowReadFact, gates: FactGates = loadFactGates()): boolean {
  return gates.tentative.length > 0 && gateOf(howRead(f), gates) !== null;
}
