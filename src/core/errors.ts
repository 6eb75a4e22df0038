/**
 * Typed errors. A HybridRagError is the user's problem (bad input, missing workdir, bad flag) and
 * carries a hint saying what to do; anything else reaching the top level is a bug (InternalError).
 * Exit codes are decided in one place: the EXIT_CODE_TABLE below, read by `exitCodeFor` and
 * rendered into docs/exit-codes.md by scripts/gen-exit-codes.mjs.
 */
export type ErrorCode =
  | 'USAGE'
  | 'CONFIG'
  | 'EMPTY_WORKDIR'
  | 'INPUT'
  | 'NO_MATCH'
  | 'NOT_IN_CORPUS'
  | 'PROVIDER'
  | 'BUDGET'
  | 'ABORTED'
  | 'INGEST_FAILURES'
  | 'QUALITY_GATE'
  | 'INTERNAL';

export class HybridRagError extends Error {
  readonly code: ErrorCode;
  readonly hint?: string;
  /** True when retrying the same operation may succeed (network, rate limit). */
  readonly isRetryable: boolean;

  constructor(
    code: ErrorCode,
    message: string,
    opts: { hint?: string; cause?: unknown; isRetryable?: boolean } = {},
  ) {
    super(message, opts.cause === undefined ? undefined : { cause: opts.cause });
    this.name = 'HybridRagError';
    this.code = code;
    this.hint = opts.hint;
    this.isRetryable = opts.isRetryable ?? false;
  }
}

/** A bug: something that should never happen whatever the input. */
export class InternalError extends HybridRagError {
  constructor(message: string, cause?: unknown) {
    super('INTERNAL', message, { cause });
    this.name = 'InternalError';
  }
}

export interface ExitCodeRow {
  exit: number;
  code: ErrorCode | 'OK';
  meaning: string;
  example: string;
}

/** Every exit status the CLI uses, one row per number, in the order documented. */
export const EXIT_CODE_TABLE: readonly ExitCodeRow[] = [
  { exit: 0, code: 'OK', meaning: 'success (also when the reader of the output went away, as in `hybridrag status | head -1`)', example: 'hybridrag status' },
  { exit: 1, code: 'INGEST_FAILURES', meaning: 'ingest finished, but some files could not be read; the others were stored', example: 'hybridrag ingest transcripts/ (one PDF is damaged)' },
  { exit: 2, code: 'USAGE', meaning: 'the command line is wrong: unknown command or flag, missing argument, bad value for a flag', example: 'hybridrag ask "q" --quarter Q5' },
  { exit: 3, code: 'EMPTY_WORKDIR', meaning: 'the workdir does not exist or holds no ingested documents', example: 'hybridrag --workdir typo status' },
  { exit: 4, code: 'INPUT', meaning: 'an input file is missing or malformed (dataset, manifest, CSV, JSON)', example: 'hybridrag eval --dataset missing.jsonl' },
  { exit: 5, code: 'NO_MATCH', meaning: 'a filter, entity, document or id matches nothing in the workdir', example: 'hybridrag graph show "No Such Entity"' },
  { exit: 6, code: 'PROVIDER', meaning: 'the model provider failed (network, authentication, rate limit after retries)', example: 'hybridrag --provider openai ask "q" (endpoint down)' },
  { exit: 7, code: 'BUDGET', meaning: 'the --max-tokens or --max-cost budget ran out; rerun to resume', example: 'hybridrag --max-cost 0.01 ingest transcripts/' },
  { exit: 8, code: 'QUALITY_GATE', meaning: 'eval finished, but a --fail-under bar was not met', example: 'hybridrag eval --dataset qa.jsonl --fail-under answer_f1=0.9' },
  { exit: 9, code: 'NOT_IN_CORPUS', meaning: 'the question names only companies the workdir does not hold; the answer says so and retrieves nothing', example: 'hybridrag ask "What did Coal India say about production?"' },
  { exit: 70, code: 'INTERNAL', meaning: 'a bug in hybridrag; rerun with HYBRIDRAG_DEBUG=1 for the stack trace and report it', example: '-' },
  { exit: 78, code: 'CONFIG', meaning: 'the configuration is wrong: config file, prompt override, API key or endpoint', example: 'hybridrag --config broken.json status' },
  { exit: 130, code: 'ABORTED', meaning: 'interrupted with Ctrl-C; the store stays consistent, rerun to resume', example: 'hybridrag ingest transcripts/ (Ctrl-C)' },
];

const EXIT_CODES = new Map<string, number>(EXIT_CODE_TABLE.map((r) => [r.code, r.exit]));

/** The exit status of a code (every ErrorCode has a row in EXIT_CODE_TABLE). */
export function exitCodeOf(code: ErrorCode): number {
  return EXIT_CODES.get(code) ?? 70;
}

/** Whether a string names an error code (for codes read back from records and logs). */
export function isErrorCode(s: string | undefined): s is ErrorCode {
  return s !== undefined && s !== 'OK' && EXIT_CODES.has(s);
}

export function exitCodeFor(err: unknown): number {
  if (err instanceof HybridRagError) return exitCodeOf(err.code);
  return exitCodeOf('INTERNAL');
}

/** One line for the user: message, then the hint if any. */
export function describeError(err: unknown): { message: string; hint?: string } {
  if (err instanceof HybridRagError) return { message: err.message, hint: err.hint };
  if (err instanceof Error) return { message: `internal error: ${err.message}` };
  return { message: `internal error: ${String(err)}` };
}
