/**
 * The configuration schema: every key, its type, range, default and one-line description, in one
 * place. The `Config` type is inferred from it; `defaultConfig()`, the loader's validation,
 * `hybridrag init`, `hybridrag config` and docs/configuration.md are all derived from it.
 */
import { z } from 'zod';

/** A share or similarity in [0, 1]. */
const share = (dflt: number, description: string) => z.number().min(0).max(1).default(dflt).describe(description);
/** A whole number >= min. */
const whole = (min: number, dflt: number, description: string) => z.number().int().min(min).default(dflt).describe(description);
/** A number >= 0 (a weight). */
const weight = (dflt: number, description: string) => z.number().min(0).default(dflt).describe(description);
/** A nested section: missing keys take their defaults. */
const section = <S extends z.ZodRawShape>(description: string, shape: S) => z.strictObject(shape).prefault({} as never).describe(description);

const ModelRolesSchema = section('Model name for each role (openai provider).', {
  extraction: z.string().min(1).default('gpt-4o-mini').describe('Chat model that refines chunks and extracts graph triplets.'),
  answer: z.string().min(1).default('gpt-4o-mini').describe('Chat model that writes answers.'),
  judge: z.string().min(1).default('gpt-4o-mini').describe('Chat model that judges answers in `eval --judge openai`.'),
  embedding: z.string().min(1).default('text-embedding-3-small').describe('Embedding model for chunks and questions.'),
});

const PriceSchema = z.strictObject({
  input: z.number().min(0).describe('USD per 1M input tokens.'),
  output: z.number().min(0).describe('USD per 1M output tokens.'),
});

export const DEFAULT_PRICES: Record<string, { input: number; output: number }> = {
  'gpt-4o-mini': { input: 0.15, output: 0.6 },
  'gpt-4o': { input: 2.5, output: 10 },
  'gpt-3.5-turbo': { input: 0.5, output: 1.5 },
  'text-embedding-3-small': { input: 0.02, output: 0 },
  'text-embedding-3-large': { input: 0.13, output: 0 },
  'text-embedding-ada-002': { input: 0.1, output: 0 },
};

const OpenAiSchema = section('OpenAI-compatible provider (used with --provider openai). The API key is read from OPENAI_API_KEY only.', {
  baseUrl: z.string().min(1).optional().describe('OpenAI-compatible endpoint URL (env OPENAI_BASE_URL, flag --base-url); unset = api.openai.com.'),
  models: ModelRolesSchema,
  concurrency: whole(1, 8, 'Model requests in flight at once, over every role (flag --concurrency).'),
  timeoutMs: whole(1, 60_000, 'Timeout of one request, in milliseconds, counted from when it is sent (time queued behind --concurrency does not count).'),
  adaptiveConcurrency: z.boolean().default(true).describe('Start at 1 request in flight and double while latency stays flat (slow start); lower them (halving, down to 1) when the endpoint\'s latency rises to over twice its unloaded latency (a server with fewer slots than --concurrency), and raise them again one by one as it recovers (AIMD); said once on stderr.'),
  maxRetries: whole(0, 5, 'Retries of a failed request (rate limit, network, server error).'),
  prices: z
    .record(z.string(), PriceSchema)
    .default(() => structuredClone(DEFAULT_PRICES))
    .describe('USD per 1M tokens by model name, { "input": n, "output": n }; entries add to the built-in table.'),
  jsonMode: z.boolean().default(true).describe('Ask for structured output by response_format: json_schema (the prompt\'s schema) first, then json_object, then prompt-only JSON, settled once per run for each endpoint and model (a refusal or a reply that is not JSON lowers it); false: prompt-only JSON.'),
  embeddingBatch: whole(1, 128, 'Texts per embedding request.'),
  retryBaseMs: whole(0, 500, 'First retry delay in milliseconds (doubles each retry, with jitter).'),
  retryMaxMs: whole(0, 30_000, 'Longest retry delay in milliseconds.'),
  embeddingDimensions: z
    .number()
    .int()
    .min(0)
    .optional()
    .describe('Vector size of the embedding model; probed with one call when unset (or 0) and the model is unknown.'),
  embeddingPooling: z
    .enum(['none', 'mean'])
    .default('none')
    .describe('Token-level embeddings (one vector per token, from a server model without pooling, e.g. llama-server without --pooling): none = refuse them with an error; mean = average the token vectors here.'),
  endpoints: section('Per-role endpoints, for roles served by another server (e.g. embeddings from a second llama-server); unset = the main base URL.', {
    extraction: section('Endpoint of the extraction model.', { baseUrl: z.string().min(1).optional().describe('OpenAI-compatible URL for extraction requests; unset = openai.baseUrl.') }),
    answer: section('Endpoint of the answer model.', { baseUrl: z.string().min(1).optional().describe('OpenAI-compatible URL for answer requests; unset = openai.baseUrl.') }),
    judge: section('Endpoint of the judge model.', { baseUrl: z.string().min(1).optional().describe('OpenAI-compatible URL for judge requests; unset = openai.baseUrl.') }),
    embedding: section('Endpoint of the embedding model.', { baseUrl: z.string().min(1).optional().describe('OpenAI-compatible URL for embedding requests; unset = openai.baseUrl.') }),
  }),
  maxTokens: section('Most output tokens a chat request may produce (max_tokens), by role.', {
    extraction: whole(1, 2048, 'Triplet extraction replies (refinement uses half of it).'),
    answer: whole(1, 600, 'Answers of `ask` and `eval`; an answer cut at this length is marked truncated (`ask --json`: "truncated": true).'),
    judge: whole(1, 1024, 'Judge replies of `eval --judge openai`.'),
  }),
});

const IngestSchema = section('Parsing and chunking of documents (`ingest`).', {
  chunkStrategy: z.enum(['speaker', 'chars']).default('speaker').describe('speaker: chunks follow speaker turns; chars: fixed-size character windows (flag --chunk-strategy).'),
  chunkSize: whole(1, 2024, 'Maximum characters per chunk (flag --chunk-size).'),
  chunkOverlap: whole(0, 204, 'Characters shared by consecutive chunks (flag --chunk-overlap).'),
  fiscalYearStartMonth: z.number().int().min(1).max(12).optional().describe('Month (1-12) in which every company\'s fiscal year starts, e.g. 4 for April (flag --fiscal-year-start). Unset: each call\'s own words decide (a quarter named beside its end date, "fiscal year ends in ..."), else its market\'s convention (data/vocabulary/markets.json), else the calendar year.'),
  workers: whole(0, 2, 'Worker threads for PDF parsing and for reading facts by rules; 0 = both in the main thread (flag --workers).'),
  parseTimeoutMs: whole(1, 120_000, 'A file whose parse takes longer than this (milliseconds) fails.'),
});

const RetrievalSchema = section('Vector, graph and hybrid retrieval (`ask`, `eval`).', {
  topK: whole(1, 4, 'Chunks from the vector channel (flag --top-k).'),
  depth: whole(1, 1, 'Graph traversal depth in graph and hybrid modes (flag --depth).'),
  denseWeight: share(0.2, 'Weight of the dense (embedding) score in score fusion; the rest goes to BM25.'),
  maxSubQueries: whole(1, 3, 'kgar mode: most sub-questions a question is split into.'),
  kgarTopK: whole(1, 3, 'kgar mode: chunks retrieved per sub-question.'),
  kgarMaxDepth: whole(1, 2, 'kgar mode: graph hops.'),
  graphBudgetChars: whole(1, 4000, 'graph mode: character budget of the graph context lines.'),
  graphEvidence: z.boolean().default(true).describe("graph mode: add each triplet's evidence sentence to its context line."),
  successorWeight: share(0.7, 'Share of its score a chunk passes to the next chunk of its document (answers follow questions).'),
  questionEchoMin: share(0.5, "Share of the question's word trigrams a chunk must contain to pass score to its successor."),
  embeddingLinkMin: share(0.75, 'graph mode: least embedding similarity linking a question to an entity when it names none.'),
  hybridOrder: z.enum(['vector-first', 'graph-first']).default('vector-first').describe("hybrid mode: which channel's contexts come first."),
  hybridFusion: z.enum(['concat', 'interleave']).default('concat').describe('hybrid mode: concatenate the two channels, or interleave them item by item.'),
  hybridGraphBudgetChars: whole(1, 2000, 'hybrid mode: character budget of the graph part.'),
});

const AnswerSchema = section('The offline (local provider) extractive answerer.', {
  maxSentences: whole(1, 3, 'Most sentences quoted in an answer.'),
  maxChars: whole(1, 700, 'Character budget of an answer.'),
  minSentenceShare: share(0.5, 'Least score a quoted sentence needs, as a share of the best sentence’s score.'),
  minCoverage: share(0.25, "Least share of the question's topical words the best sentence must contain, else the answer says the context has none."),
  askedCoverage: share(0.4, "Share of the question's topical words an analyst's question must hold for the reply after it to count as answering ours."),
  askedWeight: weight(1, 'Score bonus of a reply to a matching analyst question (times the question terms it holds).'),
  leadWeight: weight(1, "Extra bonus of a reply's opening sentences (replies open with their answer)."),
  minSimilarity: z.number().min(0).max(1).optional().describe('When no sentence shares enough words with the question, quote the fact sentence closest in meaning (SIF cosine) if it reaches this; unset = refuse instead. GloVe similarities run high: below 0.85 off-topic sentences pass.'),
});

const ResolveSchema = section('Entity resolution: merging near-duplicate entity names in the graph; applied when `ingest` resolves new triplets, or at once with `hybridrag graph resolve`.', {
  spellingThreshold: share(0.92, 'Word Jaro-Winkler similarity at which two long words are spelling variants (merged on spelling alone).'),
  embeddingCandidateThreshold: share(0.85, 'Word Jaro-Winkler similarity below which two words differ; between this and spellingThreshold the embedder decides.'),
  embeddingMergeThreshold: share(0.9, "Cosine of two names' embeddings needed to merge a borderline pair."),
});

const ExtractSchema = section('The offline (local provider) graph extraction; a changed value re-extracts the stored chunks at the next `ingest`.', {
  refineMinScore: whole(0, 2, 'Least fact score (figures, metrics, periods, names, events) a sentence needs to be kept by the refiner.'),
  maxSentenceChars: whole(1, 600, 'Longer sentences (table rows, run-on PDF text) yield no triplets.'),
});

const JudgeSchema = section('The offline (local) judge of `eval`.', {
  supportAt: share(0.7, "Share of a statement's content words the context must hold to support it (faithfulness)."),
  attributeAt: share(0.8, "Share of a ground-truth sentence's content words a context must hold to be attributed (context recall)."),
  usefulTerms: whole(1, 5, "Distinct ground-truth terms a context item must hold to be useful (context precision); all when fewer."),
  numbersAt: share(1, "Share of a statement's numbers the context must hold (1 = every number)."),
  groundTruthNumbersAt: share(0, "The same for ground-truth sentences (attribution, usefulness)."),
});

const ScopeSchema = section('How `ask` finds the companies and period a question is about.', {
  autoScope: z.boolean().default(true).describe('Detect the companies and period from the question when no --company/--ticker/--document is given (flag --no-auto-scope turns it off).'),
  aliases: z.record(z.string(), z.string().min(1)).default({}).describe('Extra names that select a company: { "alias": "Company name as ingested" } (also --alias-file).'),
  sectors: z.record(z.string(), z.string().min(1)).default({}).describe('Sectors of a company for group questions ("Which banks ..."): { "Company": "banks" } or "banks; insurers" for several; they replace the built-in table\'s sectors for that company, and a sector name only the config uses is recognised before a group noun ("shipping companies").'),
});

const VocabularySchema = section('Your own vocabulary files, added to the shipped ones in data/vocabulary/ (same shape; an entry with a shipped id replaces it).', {
  companies: z.array(z.string().min(1)).default([]).describe('Files of companies: each one\'s name, ticker, the short names analysts write for it and its sectors (shape of data/vocabulary/companies.json).'),
  markets: z.array(z.string().min(1)).default([]).describe('Files of markets: the cue words a call shows its market by and that market\'s fiscal year end (shape of data/vocabulary/markets.json). Editing one (or the shipped file) reads every document\'s metadata and sectors again on the next ingest, from its stored pages: chunks, embeddings and triplets are kept, and facts are read again where a document\'s period changed.'),
  sectors: z.array(z.string().min(1)).default([]).describe('Files of sectors: how a call describes itself, its vocabulary, and the words questions name the group by (shape of data/vocabulary/sectors.json). Editing one (or the shipped file) reads every document\'s metadata and sectors again on the next ingest, from its stored pages, so the stored sectors follow the file: chunks, embeddings and triplets are kept, and facts are read again where a document\'s sectors changed.'),
  metrics: z.array(z.string().min(1)).default([]).describe('Files of metrics: the names and abbreviations calls use for each, its unit, and the plain words, cues and wordings questions put it in; read into typed facts at ingest (shape of data/vocabulary/metrics.json). Editing one reads every document\'s facts again on the next ingest, and nothing else.'),
  owners: z.array(z.string().min(1)).default([]).describe('Files of owner markers: words that make a figure another owner\'s than the company (a customer\'s, an acquired business\'s, a fund\'s) and where in its clause they stand (shape of data/vocabulary/owners.json). Editing one reads every document\'s facts again on the next ingest.'),
  segments: z.array(z.string().min(1)).default([]).describe('Files of segment kinds: how a question names a kind of business (a general insurer, a business outside India, a telecom arm) and the words in a call\'s names for its businesses that show that kind (shape of data/vocabulary/segments.json); read at question time.'),
});

const FactsSchema = section('Typed facts read from the calls at ingest (`hybridrag facts`).', {
  reader: z.enum(['rules', 'model']).default('rules').describe("Who reads the facts from management's sentences: rules (offline, deterministic) or model (with --provider openai only: the extraction model fills the same fact schema, in batches of sentences; a changed model or prompt reads every document again). The local provider always reads by rules."),
});

const BudgetSchema = section('Spending limits of one run; a run stops cleanly (and resumes later) once reached.', {
  maxTokens: z.number().int().min(1).optional().describe('Most model tokens a run may spend (flag --max-tokens).'),
  maxCost: z.number().min(0).optional().describe('Most USD a run may spend at the configured prices (flag --max-cost).'),
});

const StoreSchema = section('Where the index is stored: the workdir\'s SQLite database (default), or a PostgreSQL database shared by several machines.', {
  url: z.string().min(1).optional().describe('PostgreSQL URL, postgres://user@host:5432/db (env HYBRIDRAG_STORE, flag --store); unset = the workdir. Read by `ingest --no-stages`, `worker`, `store copy` (destination) and the query commands (`ask`, `eval`, `serve`, `status`), which keep a local replica of it in the workdir.'),
});

export const ConfigSchema = z.strictObject({
  workdir: z.string().min(1).default('.hybridrag').describe('Work directory holding the index, relative to the current folder (env HYBRIDRAG_WORKDIR, flag --workdir).'),
  provider: z.enum(['local', 'openai']).default('local').describe('Model provider: local (offline, deterministic) or openai (env HYBRIDRAG_PROVIDER, flag --provider).'),
  cache: z.boolean().default(true).describe('Reuse cached model responses (flag --no-cache turns it off).'),
  openai: OpenAiSchema,
  ingest: IngestSchema,
  retrieval: RetrievalSchema,
  answer: AnswerSchema,
  resolve: ResolveSchema,
  extract: ExtractSchema,
  judge: JudgeSchema,
  prompts: z.record(z.string(), z.string().min(1)).default({}).describe('Files overriding prompt templates, by prompt id.'),
  budget: BudgetSchema,
  scope: ScopeSchema,
  vocabulary: VocabularySchema,
  facts: FactsSchema,
  store: StoreSchema,
});

export type Config = z.output<typeof ConfigSchema>;
export type ProviderName = Config['provider'];
export type ChunkStrategy = Config['ingest']['chunkStrategy'];
export type ModelRoles = Config['openai']['models'];
export type OpenAiConfig = Config['openai'];
export type IngestConfig = Config['ingest'];
export type RetrievalConfig = Config['retrieval'];
export type AnswerConfig = Config['answer'];
export type ResolveConfig = Config['resolve'];
export type ExtractConfig = Config['extract'];
export type JudgeConfig = Config['judge'];
export type ScopeConfig = Config['scope'];
export type StoreConfig = Config['store'];
