/**
 * The schema every metrics file must fit (data/vocabulary/metrics.json's shape; see metrics.ts).
 * Only a user's own file is checked against it on a run (the test suite checks the shipped one), so
 * the schema library is loaded when the schema is first asked for, not with the vocabulary: a
 * command reading the shipped metrics alone (a cold `ask`) starts some 80 ms sooner. It is loaded
 * with `require` because a metrics file is read synchronously; the schema is used only here, so
 * this copy of the library never meets another's objects.
 */
import { createRequire } from 'node:module';
import type { z as zod } from 'zod';
import { FACT_UNITS, type FactUnit } from '../fact.js';

let z: typeof zod;

const regexSource = (): zod.ZodType<string> =>
  z
    .string()
    .min(1)
    .refine((s) => {
      try {
        new RegExp(s, 'iu');
        return true;
      } catch {
        return false;
      }
    }, 'not a valid regular expression');

/** The schema of a metrics file; built on first use (a user's file), not when the module loads. */
function buildSchema() {
  z ??= (createRequire(import.meta.url)('zod') as { z: typeof zod }).z;
  const order = z.number().int().min(0);
  const terms = z.string().min(1);
  /** Cue groups: each `|`-separated members, a word, a phrase, a prefix (`x*`) or a cue set (`@name`). */
  const cueGroups = z.array(z.string().min(1)).min(1);
  const CueSchema = z.union([cueGroups, z.strictObject({ order: order.optional(), groups: cueGroups, terms: terms.optional() })]);
  const WordingSchema = z.union([regexSource(), z.strictObject({ order: order.optional(), pattern: regexSource(), terms: terms.optional() })]);
  const MetricSchema = z
    .strictObject({
      id: z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'ids are snake_case (a-z, 0-9, _)'),
      /** A metric has a figure and a unit; a topic (a region, an event, a product line) has neither. */
      kind: z.enum(['metric', 'topic']).default('metric'),
      names: z.array(z.string().min(1).refine((s) => s === s.toLowerCase(), 'names are lower case')).default([]),
      abbreviations: z.array(z.string().min(1)).default([]),
      /** Names a question uses for the metric that calls also write for other things ("sales": revenue, not "vehicle sales"): read in questions only. */
      questionNames: z.array(z.string().min(1).refine((s) => s === s.toLowerCase(), 'question names are lower case')).default([]),
      /** Bare head nouns ("profit") naming the metric only unqualified: not "contribution profit", not "profit pool". */
      heads: z.array(z.string().min(1).refine((s) => s === s.toLowerCase(), 'heads are lower case')).default([]),
      /** Plural nouns a count is stated in ("customers"), naming the metric only right after its figure: "73 million customers", not "our customers grew". */
      counted: z.array(z.string().min(1).refine((s) => s === s.toLowerCase(), 'counted nouns are lower case')).default([]),
      plain: z.array(z.string().min(1)).default([]),
      unit: z.enum(FACT_UNITS as [FactUnit, ...FactUnit[]]).optional(),
      better: z.enum(['higher', 'lower']).optional(),
      sectors: z.array(z.string().min(1)).default([]),
      /** The metric this one is the growth of ("revenue growth" of revenue): its level is that metric's change in percent. */
      growthOf: z.string().min(1).optional(),
      /** The metric is itself a rate of growth (same-store sales growth): "comparable sales were up 5%" is its figure, not a change of it. */
      growthRate: z.boolean().optional(),
      /** Sectors whose calls state a business's growth with no metric named ("BFSI grew 12%", "the United Kingdom, where we grew by 16.1%"): in them such a growth is this metric's figure, the business's. */
      bareGrowthIn: z.array(z.string().min(1)).default([]),
      /** A level of the metric is never said in basis points (a margin, a market share, an occupancy): "improved an impressive 750 basis points to 33.2%", "Gross margin of 400 bps has come from" state its move. */
      bpMoves: z.boolean().optional(),
      /** The metric this one is the margin of ("EBITDA margin" of EBITDA): that metric stated in percent ("EBIT at 18.1%") is this one, and a bare "margin" said of it too. */
      marginOf: z.string().min(1).optional(),
      /** The general metric this one is some companies' own name for (a bank's pre-provision operating profit is its operating profit): its figures answer a question asking for that metric. */
      variantOf: z.string().min(1).optional(),
      /** The metric this one is a part's share of ("revenue share" of revenue): "Rest of the World accounted for 14% of revenues" is this metric's figure, the part's. */
      shareOf: z.string().min(1).optional(),
      /** For a topic that is a part of a business (a product line, a channel): named right before a metric ("protection new business premium"), it is whose figure that is. */
      part: z.boolean().optional(),
      /** Whose figure the metric always is, when not the company's: the economy's (GDP growth) or the whole market's (market demand); or `company`: only the company as a whole states it (an effective tax rate), so a business a passage is about does not own it, only one the sentence names. */
      owner: z.enum(['economy', 'industry', 'company']).optional(),
      cues: z.array(CueSchema).default([]),
      wordings: z.array(WordingSchema).default([]),
      /** The words a question is expanded with, when they are not the names and abbreviations. */
      terms: terms.optional(),
      note: z.string().optional(),
    })
    .superRefine((m, ctx) => {
      if (m.kind === 'metric' && !m.unit) ctx.addIssue({ code: 'custom', path: ['unit'], message: `metric ${m.id} needs a unit (${FACT_UNITS.join(' | ')}), or kind "topic"` });
      if (m.names.length === 0 && m.abbreviations.length === 0 && !m.terms) ctx.addIssue({ code: 'custom', path: ['names'], message: `${m.id} needs a name, an abbreviation or terms` });
    });
  /** A family of metrics a general word names ("margins", "asset quality"): its members, the one to use first first. */
  const FamilySchema = z.strictObject({
    id: z.string().regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'ids are snake_case (a-z, 0-9, _)'),
    /** The general words, lower case, matched as whole words (any case, a plural "s" allowed). */
    words: z.array(z.string().min(1).refine((s) => s === s.toLowerCase(), 'words are lower case')).default([]),
    /** Regular expressions (case-insensitive, whole words) for wordings too fixed for words: a verb only when no object follows ("grew faster", not "grew its rate base"). */
    wordings: z.array(regexSource()).default([]),
    /** Metric ids, in the order a company's figures are preferred. */
    metrics: z.array(z.string().min(1)).min(1),
    note: z.string().optional(),
  }).refine((f) => f.words.length + f.wordings.length > 0, 'a family needs words or wordings');
  /** Words that mark the sort of figure a question asks for: a guidance ("expecting", "planning to spend", "revised estimate"). */
  const AskedFigureSchema = z
    .strictObject({
      figure: z.enum(['guidance']),
      /** Words and phrases, lower case, matched as whole words (any case, a plural "s" allowed). */
      words: z.array(z.string().min(1).refine((s) => s === s.toLowerCase(), 'words are lower case')).default([]),
      /** Regular expressions (case-insensitive, whole words) for wordings too fixed for words ("wants to get back to"). */
      wordings: z.array(regexSource()).default([]),
      note: z.string().optional(),
    })
    .refine((a) => a.words.length + a.wordings.length > 0, 'an asked figure needs words or wordings');
  return z
    .strictObject({
      about: z.string().optional(),
      /** Cue lists shared by several cue groups, referred to as `@name` inside a group. */
      cueSets: z.record(z.string().regex(/^[a-z0-9_]+$/), z.string().min(1)).default({}),
      metrics: z.array(MetricSchema),
      /** General words that name a family of metrics; a later file's family replaces one of the same id. */
      families: z.array(FamilySchema).default([]),
      /** Words that mark the sort of figure a question asks for; a later file's are added to the shipped ones. */
      askedFigures: z.array(AskedFigureSchema).default([]),
      /** Ids of metrics read from earlier files (the shipped one first) to leave out of the vocabulary. */
      leaveOut: z.array(z.string().min(1)).default([]),
    })
    .superRefine((f, ctx) => {
      const seen = new Set<string>();
      f.metrics.forEach((m, i) => {
        if (seen.has(m.id)) ctx.addIssue({ code: 'custom', path: ['metrics', i, 'id'], message: `duplicate id ${m.id}` });
        seen.add(m.id);
      });
    });
}

export type MetricsFile = zod.output<ReturnType<typeof buildSchema>>;
let schema: ReturnType<typeof buildSchema> | undefined;

/** The schema every metrics file must fit. */
export function metricsFileSchema(): ReturnType<typeof buildSchema> {
  return (schema ??= buildSchema());
}
