/**
 * What the fact reader needs of the metric vocabulary: where a sentence names a metric (by a name
 * or an abbreviation, the longest match winning) and how that metric is measured.
 */
import type { FactUnit } from '../fact.js';
import { isUnitWord } from '../text/quantities.js';
import { STOP_AND_FILLER } from '../text/stopwords.js';
import { type AskedFigureMention, askedFigureMentions, type AskedFigureWords, type FamilyMention, familyMentions, loadMetrics, type MetricFamily, type MetricMention, mentionsOf, type NamedMetric, namesOtherThing, vocabularyMetrics } from './metrics.js';

export type { MetricMention } from './metrics.js';

export interface MetricLexicon {
  mentions(text: string): MetricMention[];
  unit(id: string): FactUnit | null;
  /** The sectors a metric belongs to ([] for any company's). */
  sectors(id: string): readonly string[];
  /** The metric `id` is a part's share of ("revenue_share" → "revenue"); null for none. */
  shareOf?(id: string): string | null;
  /** The metric a part's share of `id` is stated in ("revenue" → "revenue_share"), when the vocabulary has one; null for none. */
  shareFor?(id: string): string | null;
  /** Whose figure the metric `id` always is when not the company's ("economy" for GDP growth, "industry" for market demand), "company" for one no business of a passage owns (an effective tax rate); null for the rest. */
  owner?(id: string): MetricOwner | null;
  /** Where `text` names a part of a business the vocabulary lists (a topic marked `part`: "protection", "credit life"). */
  parts?(text: string): MetricMention[];
  /** The metric `id` is the growth of ("revenue_growth" → "revenue"); null for none. */
  growthOf(id: string): string | null;
  /** The metric `id` is itself a rate of growth: a percentage said as its rise is its figure, not its change. */
  growthRate?(id: string): boolean;
  /** The metric a business's growth stated with no metric named measures in a call of these sectors (metrics.json `bareGrowthIn`); null for none. */
  bareGrowth?(sectors: readonly string[]): string | null;
  /** A figure of the metric `id` in basis points is always a move of it, never its level (a margin, a market share). */
  bpMoves?(id: string): boolean;
  /** Which way the metric `id` is better, when the vocabulary says ("lower" for a credit cost: its improvement is a fall); null for none. */
  better?(id: string): 'higher' | 'lower' | null;
  /** The metric `id` is the margin of ("ebitda_margin" → "ebitda"); null for none. */
  marginOf(id: string): string | null;
  /** The general metric `id` is some companies' own name for, when the vocabulary says. */
  variantOf(id: string): string | null;
  /** The margin metric of `id` ("ebitda" → "ebitda_margin"), when the vocabulary says; null for none. */
  marginFor(id: string): string | null;
  /** The metrics whose figures can state `id`'s: the one it is the growth or margin of, and its growth and margin metrics. */
  related(id: string): string[];
  /** Where `text` names a family of metrics by a general word ("margins", "asset quality"). */
  families(text: string): FamilyMention[];
  /** Where a question names a metric: by a name, an abbreviation, or a name only questions use (`questionNames`: "sales" for revenue). */
  questionMentions(text: string): MetricMention[];
  /** Where `text` marks the sort of figure it asks for ("expecting", "planning to spend": a guidance). */
  askedFigures(text: string): AskedFigureMention[];
}

/** The owner of a metric that is never a company's own figure; or `company` for one only the company as a whole states (an effective tax rate, earnings per share), which no passage's business owns. */
export type MetricOwner = 'economy' | 'industry' | 'company';

export interface LexiconMetric extends NamedMetric {
  unit: FactUnit;
  /** Names a question uses for it that calls also write for other things ("sales" for revenue). */
  questionNames?: readonly string[];
  sectors?: readonly string[];
  growthOf?: string;
  growthRate?: boolean;
  bareGrowthIn?: readonly string[];
  bpMoves?: boolean;
  better?: 'higher' | 'lower';
  marginOf?: string;
  variantOf?: string;
  owner?: MetricOwner;
  shareOf?: string;
}

/**
 * A lexicon over a list of metrics (the vocabulary's, or a test's). The words that mark the sort of
 * figure a question asks for are the shipped vocabulary's unless given.
 */
export function lexiconFrom(metrics: readonly LexiconMetric[], parts: readonly (NamedMetric & { sectors?: readonly string[] })[] = [], families: readonly MetricFamily[] = [], asked: readonly AskedFigureWords[] = loadMetrics().askedFigures): MetricLexicon {
  const byId = new Map(metrics.map((m) => [m.id, m]));
  const partSectors = new Map(parts.map((p) => [p.id, p.sectors ?? []]));
  // The share metric of each whole ("revenue" → "revenue_share"), the first the vocabulary lists.
  const shareFor = new Map<string, string>();
  for (const m of metrics) if (m.shareOf && !shareFor.has(m.shareOf)) shareFor.set(m.shareOf, m.id);
  const questionNamed = metrics.some((m) => m.questionNames?.length) ? metrics.map((m) => (m.questionNames?.length ? { ...m, names: [...m.names, ...m.questionNames] } : m)) : metrics;
  return {
    unit: (id) => byId.get(id)?.unit ?? null,
    sectors: (id) => byId.get(id)?.sectors ?? partSectors.get(id) ?? [],
    growthOf: (id) => byId.get(id)?.growthOf ?? null,
    growthRate: (id) => byId.get(id)?.growthRate === true,
    bareGrowth: (sectors) => metrics.find((m) => m.bareGrowthIn?.some((s) => sectors.includes(s)))?.id ?? null,
    bpMoves: (id) => byId.get(id)?.bpMoves === true,
    better: (id) => byId.get(id)?.better ?? null,
    marginOf: (id) => byId.get(id)?.marginOf ?? null,
    variantOf: (id) => byId.get(id)?.variantOf ?? null,
    owner: (id) => byId.get(id)?.owner ?? null,
    shareOf: (id) => byId.get(id)?.shareOf ?? null,
    shareFor: (id) => shareFor.get(id) ?? null,
    marginFor: (id) => metrics.find((m) => m.marginOf === id)?.id ?? null,
    related: (id) => {
      const own = byId.get(id);
      return metrics.filter((m) => m.id !== id && (m.growthOf === id || m.marginOf === id || m.variantOf === id || own?.growthOf === m.id || own?.marginOf === m.id || own?.variantOf === m.id)).map((m) => m.id);
    },
    mentions: (text) => mentionsOf(text, metrics),
    // "capex acceptances", "revenue synergies": a name said as the modifier of another thing's noun asks no figure of the metric.
    questionMentions: (text) => mentionsOf(text, questionNamed).filter((m) => !namesOtherThing(text, m.end)),
    parts: (text) => (parts.length > 0 ? mentionsOf(text, parts) : []),
    families: (text) => (families.length > 0 ? familyMentions(text, families) : []),
    askedFigures: (text) => (asked.length > 0 ? askedFigureMentions(text, asked) : []),
  };
}

const lexicons = new WeakMap<object, MetricLexicon>();

/** The lexicon of the metric vocabulary: the shipped file plus `metricFiles`. */
export function vocabularyLexicon(metricFiles: readonly string[] = []): MetricLexicon {
  const vocab = loadMetrics(metricFiles);
  let lexicon = lexicons.get(vocab);
  if (!lexicon) {
    lexicon = lexiconFrom(vocabularyMetrics(vocab).flatMap((m) => (m.unit ? [{ id: m.id, names: m.names, abbreviations: m.abbreviations, heads: m.heads, counted: m.counted, unit: m.unit as FactUnit, sectors: m.sectors ?? [], ...(m.growthOf ? { growthOf: m.growthOf } : {}), ...(m.growthRate ? { growthRate: true } : {}), ...(m.bareGrowthIn?.length ? { bareGrowthIn: m.bareGrowthIn } : {}), ...(m.bpMoves ? { bpMoves: true } : {}), ...(m.better ? { better: m.better } : {}), ...(m.marginOf ? { marginOf: m.marginOf } : {}), ...(m.variantOf ? { variantOf: m.variantOf } : {}), ...(m.owner ? { owner: m.owner } : {}), ...(m.shareOf ? { shareOf: m.shareOf } : {}), ...(m.questionNames.length > 0 ? { questionNames: m.questionNames } : {}) }] : [])), vocab.metrics.filter((m) => m.kind === 'topic' && m.part === true), vocab.families, vocab.askedFigures);
    lexicons.set(vocab, lexicon);
  }
  return lexicon;
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
