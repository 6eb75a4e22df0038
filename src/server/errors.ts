/**
 * Errors as HTTP: every failure answers `{ error: { code, message, hint } }` with a status derived
 * from the same error codes that decide the CLI's exit status (core/errors.ts), plus the few
 * conditions only a server has (authentication, size limits, a full queue, unknown routes).
 */
import { type ErrorCode, HybridRagError } from '../core/errors.js';

/** Codes only the server uses, beside the CLI's ErrorCode. */
export type ServerOnlyCode = 'UNAUTHORIZED' | 'TOO_LARGE' | 'BUSY' | 'NOT_FOUND';
export type ApiErrorCode = ErrorCode | ServerOnlyCode;

/** HTTP status per error code. NOT_IN_CORPUS is not an error over HTTP: 200 with `refused: true`. */
export const HTTP_STATUS: Readonly<Record<ApiErrorCode, number>> = {
  USAGE: 400,
  INPUT: 400,
  NO_MATCH: 404,
  NOT_IN_CORPUS: 200,
  EMPTY_WORKDIR: 503,
  PROVIDER: 502,
  BUDGET: 429,
  ABORTED: 503,
  INGEST_FAILURES: 500,
  QUALITY_GATE: 500,
  CONFIG: 500,
  INTERNAL: 500,
  UNAUTHORIZED: 401,
  TOO_LARGE: 413,
  BUSY: 503,
  NOT_FOUND: 404,
};

/** A server-only failure (the CLI's own failures stay HybridRagError). */
export class ApiError extends Error {
  constructor(
    readonly code: ServerOnlyCode,
    message: string,
    readonly hint?: string,
    /** Seconds a client should wait before retrying (sent as Retry-After). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface ErrorBody {
  error: { code: ApiErrorCode; message: string; hint?: string };
}

export interface HttpError {
  status: number;
  body: ErrorBody;
  headers: Record<string, string>;
}

/** Fastify's own errors that carry a client status (bad JSON, body too large, bad content type). */
interface FastifyLikeError {
  code?: string;
  statusCode?: number;
  message: string;
}

export function toHttpError(err: unknown): HttpError {
  if (err instanceof ApiError) {
    const headers: Record<string, string> = {};
    if (err.retryAfter !== undefined) headers['retry-after'] = String(err.retryAfter);
    if (err.code === 'UNAUTHORIZED') headers['www-authenticate'] = 'Bearer';
    return { status: HTTP_STATUS[err.code], body: { error: { code: err.code, message: err.message, hint: err.hint } }, headers };
  }
  if (err instanceof HybridRagError) {
    const status = HTTP_STATUS[err.code] === 200 ? 422 : HTTP_STATUS[err.code];
    const headers: Record<string, string> = err.isRetryable ? { 'retry-after': '5' } : {};
    const message = err.code === 'INTERNAL' ? `internal error: ${err.message}` : err.message;
    return { status, body: { error: { code: err.code, message, hint: err.hint } }, headers };
  }
  const f = err as FastifyLikeError;
  if (f && typeof f === 'object' && typeof f.statusCode === 'number' && f.statusCode >= 400 && f.statusCode < 500) {
    if (f.statusCode === 413) return { status: 413, body: { error: { code: 'TOO_LARGE', message: f.message, hint: 'send a smaller request body' } }, headers: {} };
    return { status: 400, body: { error: { code: 'USAGE', message: f.message } }, headers: {} };
  }
  const message = err instanceof Error ? err.message : String(err);
  return { status: 500, body: { error: { code: 'INTERNAL', message: `internal error: ${message}`, hint: 'rerun with HYBRIDRAG_DEBUG=1 and report it' } }, headers: {} };
}
