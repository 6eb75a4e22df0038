/**
 * Typed errors. A HybridRagError is the user's problem (bad input, missing workdir, bad flag) and
 * carries a hint saying what to do; anything else reaching the top level is a bug (InternalError).
 * Exit codes are decided in one place: `exitCodeFor`.
 */
export type ErrorCode =
  | 'USAGE'
  | 'CONFIG'
  | 'NOT_FOUND'
  | 'EMPTY_WORKDIR'
  | 'INPUT'
  | 'FILTER'
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

const EXIT_CODES: Record<ErrorCode, number> = {
  USAGE: 2,
  CONFIG: 2,
  NOT_FOUND: 3,
  EMPTY_WORKDIR: 3,
  INPUT: 4,
  FILTER: 5,
  PROVIDER: 6,
  BUDGET: 7,
  ABORTED: 130,
  INGEST_FAILURES: 1,
  QUALITY_GATE: 8,
  INTERNAL: 70,
};

/** Whether a string names an error code (for codes read back from records and logs). */
export function isErrorCode(s: string | undefined): s is ErrorCode {
  return s !== undefined && Object.prototype.hasOwnProperty.call(EXIT_CODES, s);
}

export function exitCodeFor(err: unknown): number {
  if (err instanceof HybridRagError) return EXIT_CODES[err.code];
  return EXIT_CODES.INTERNAL;
}

/** One line for the user: message, then the hint if any. */
export function describeError(err: unknown): { message: string; hint?: string } {
  if (err instanceof HybridRagError) return { message: err.message, hint: err.hint };
  if (err instanceof Error) return { message: `internal error: ${err.message}` };
  return { message: `internal error: ${String(err)}` };
}
