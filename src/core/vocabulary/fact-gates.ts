/**
 * Reading paths whose facts are kept out of facts-first answers, as data (data/vocabulary/fact-gates.json):
 * each gate a set of how-read features (src/query/facts/how-read.ts) that must all hold, and the
 * thresholds bench/fact-confidence.ts flags a path by. Read once.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped gates file. */
export const FACT_GATES_FILE = join(VOCABULARY_DIR, 'fact-gates.json');

/** The features a gate may name, each with the values it may take. */
export const HOW_READ_VALUES = {
  metricAt: ['clause', 'sentence', 'words', 'elsewhere'],
  ownerAt: ['company', 'sentence', 'elsewhere'],
  period: ['stated', 'own', 'none'],
  figures: ['one', 'few', 'many'],
  words: ['short', 'medium', 'long'],
  kind: ['actual', 'guidance', 'target', 'change'],
  unit: ['percent', 'bp', 'money', 'count', 'ratio', 'multiple', 'per_unit'],
} as const;

export type HowReadFeature = keyof typeof HOW_READ_VALUES;
export type FactGateWhen = { [K in HowReadFeature]?: (typeof HOW_READ_VALUES)[K][number] };

export interface FactGates {
  flag: { below: number; minFacts: number };
  tentative: { when: FactGateWhen; why: string }[];
}

const whenSchema = z
  .object(Object.fromEntries(Object.entries(HOW_READ_VALUES).map(([k, vs]) => [k, z.enum(vs as unknown as [string, ...string[]]).optional()])))
  .strict()
  .refine((w) => Object.values(w).some((v) => v !== undefined), 'a gate names at least one feature');

const FactGatesSchema = z.object({
  about: z.string().optional(),
  flag: z.object({ below: z.number().min(0).max(1), minFacts: z.number().int().min(1) }),
  tentative: z.array(z.object({ when: whenSchema, why: z.string().min(1) })),
});

let gates: FactGates | null = null;

/** The shipped gates (or those of `path`, read each time). */
export function loadFactGates(path?: string): FactGates {
  if (path) return readVocabularyFile(path, FactGatesSchema) as FactGates;
  gates ??= readVocabularyFile(FACT_GATES_FILE, FactGatesSchema) as FactGates;
  return gates;
}
