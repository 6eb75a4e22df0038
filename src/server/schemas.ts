/**
 * Request schemas (zod), the single source for validation and for /openapi.json. A failed parse
 * becomes a USAGE error (HTTP 400) naming the field.
 */
import { z } from 'zod';
import { HybridRagError } from '../core/errors.js';
import { DEFAULT_MODE, MODES } from '../query/retrieve/types.js';

export const FiltersSchema = z
  .object({
    company: z.string().min(1).optional().describe('company name, ticker or alias (case-insensitive)'),
    ticker: z.string().min(1).optional(),
    quarter: z.string().min(1).optional().describe('Q1..Q4 (q1 and 1 work too)'),
    year: z.string().min(1).optional().describe('fiscal year: FY24, fy2024, 2024 or 2023-24'),
    document: z.string().min(1).optional().describe('file name, with or without extension'),
  })
  .strict();

export const AskBodySchema = z
  .object({
    question: z.string().describe('the question'),
    mode: z.enum(MODES).default(DEFAULT_MODE).describe('retrieval mode'),
    filters: FiltersSchema.default({}),
    topK: z.number().int().min(1).max(100).optional().describe('chunks from the vector channel (default 4)'),
    depth: z.number().int().min(1).max(5).optional().describe('graph traversal depth (default 1; kgar: hops, default 2)'),
    autoScope: z.boolean().default(true).describe('detect companies and period from the question'),
    strictScope: z.boolean().default(false).describe('a name matching several companies is an error listing them'),
  })
  .strict();
export type AskBody = z.infer<typeof AskBodySchema>;

export const NeighbourhoodQuerySchema = z
  .object({
    entity: z.string().min(1).describe('entity name, alias or id'),
    depth: z.coerce.number().int().min(1).max(3).default(1).describe('hops to follow'),
    company: z.string().min(1).optional().describe('only this company (name or ticker)'),
  })
  .strict();

export const QuestionGraphQuerySchema = z
  .object({
    question: z.string().min(1).describe('the question whose entities to link'),
    company: z.string().min(1).optional().describe('link and walk inside this company (name or ticker)'),
    depth: z.coerce.number().int().min(1).max(2).default(1).describe('hops to follow'),
  })
  .strict();

export const FactsQuerySchema = z
  .object({
    company: z.string().min(1).describe('company name, ticker or alias (any spelling `ask --company` takes)'),
    metric: z.string().min(1).optional().describe('only this metric: its id (net_interest_margin) or the words the call used (NIM), ignoring case'),
    kind: z.enum(['actual', 'guidance', 'target', 'change']).optional().describe('only this kind of figure'),
  })
  .strict();

export const PageParamsSchema = z
  .object({
    id: z.string().min(1).describe('document id or file name'),
    n: z.coerce.number().int().min(1).describe('1-based page number'),
  })
  .strict();

const ChatContentPart = z.object({ type: z.string(), text: z.string().optional() }).passthrough();
export const ChatMessageSchema = z
  .object({
    role: z.string(),
    content: z.union([z.string(), z.array(ChatContentPart), z.null()]).optional(),
  })
  .passthrough();

/** OpenAI's chat completion request: only model, messages and stream are read; other fields are accepted and ignored. */
export const ChatBodySchema = z
  .object({
    model: z.string().min(1).describe('hybridrag-vector | hybridrag-graph | hybridrag-hybrid | hybridrag-kgar'),
    messages: z.array(ChatMessageSchema).min(1),
    stream: z.boolean().optional(),
  })
  .passthrough();
export type ChatBody = z.infer<typeof ChatBodySchema>;

/** Parse or throw USAGE with the first problem, e.g. `mode: Invalid option: expected one of ...`. */
export function parseOrUsage<S extends z.ZodType>(schema: S, value: unknown, what: string): z.infer<S> {
  const r = schema.safeParse(value ?? {});
  if (r.success) return r.data;
  const problems = r.error.issues.map((i) => `${i.path.length ? `${i.path.join('.')}: ` : ''}${i.message}`);
  throw new HybridRagError('USAGE', `bad ${what}: ${problems.join('; ')}`, { hint: 'see /openapi.json for the request schema' });
}
