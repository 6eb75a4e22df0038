/**
 * Errors as HTTP: every failure answers `{ error: { code, message, hint? } }` with a status derived
 * from the same error codes that decide the CLI's exit status (core/errors.ts), plus the few
 * conditions only a server has (authentication, size limits, a full queue, unknown routes, a Host
 * that is not this server). Bodies carry no stack, no internal message and no absolute path.
 */
import { type ErrorCode, HybridRagError } from '../core/errors.js';

/** Codes only the server uses, beside the CLI's ErrorCode. */
export type ServerOnlyCode = 'UNAUTHORIZED' | 'TOO_LARGE' | 'BUSY' | 'NOT_FOUND' | 'MISDIRECTED' | 'TIMEOUT';
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
  MISDIRECTED: 421,
  TIMEOUT: 408,
};

/** The server's own routes, which messages name as they are. */
const ROUTE_PATH = /^\/(?:api|v1|assets|openapi\.json|healthz)(?:\/|$)/;

/** Absolute file paths in a message, shown by their last part ("/home/u/work/eval-out" → "eval-out"); routes stay. */
export function withoutPaths(text: string): string;
export function withoutPaths(text: string | undefined): string | undefined;
export function withoutPaths(text: string | undefined): string | undefined {
  return text?.replace(/(^|[\s"'`(=])((?:\/[^\s"'`()/]+){2,}\/?)/g, (m, lead: string, path: string) => (ROUTE_PATH.test(path) ? m : `${lead}${path.replace(/\/$/, '').split('/').pop()}`));
}

const INTERNAL_MESSAGE = 'internal error; the server logged the details';

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
    return { status: HTTP_STATUS[err.code], body: envelope(err.code, err.message, err.hint), headers };
  }
  if (err instanceof HybridRagError) {
    const status = HTTP_STATUS[err.code] === 200 ? 422 : HTTP_STATUS[err.code];
    const headers: Record<string, string> = err.isRetryable ? { 'retry-after': '5' } : {};
    if (err.code === 'INTERNAL') return { status, body: envelope('INTERNAL', INTERNAL_MESSAGE, 'rerun the server with HYBRIDRAG_DEBUG=1 and report it'), headers };
    return { status, body: envelope(err.code, err.message, err.hint), headers };
  }
  const f = err as FastifyLikeError;
  if (f && typeof f === 'object' && typeof f.statusCode === 'number' && f.statusCode >= 400 && f.statusCode < 500) {
    if (f.statusCode === 413) return { status: 413, body: envelope('TOO_LARGE', f.message, 'send a smaller request body'), headers: {} };
    if (f.statusCode === 408) return { status: 408, body: envelope('TIMEOUT', 'the request took too long to arrive', 'send the whole request at once'), headers: {} };
    return { status: 400, body: envelope('USAGE', f.message), headers: {} };
  }
  return { status: 500, body: envelope('INTERNAL', INTERNAL_MESSAGE, 'rerun the server with HYBRIDRAG_DEBUG=1 and report it'), headers: {} };
}

/** The one error body: code, message and, when there is one, a hint; paths shown by their last part. */
export function envelope(code: ApiErrorCode, message: string, hint?: string): ErrorBody {
  return { error: { code, message: withoutPaths(message), ...(hint ? { hint: withoutPaths(hint) } : {}) } };
}

/** What the server logs for an INTERNAL error (the body says only that it happened). */
export function internalDetail(err: unknown): string | null {
  if (err instanceof ApiError) return null;
  if (err instanceof HybridRagError) return err.code === 'INTERNAL' ? `internal error: ${err.message}` : null;
  const f = err as FastifyLikeError;
  if (f && typeof f === 'object' && typeof f.statusCode === 'number' && f.statusCode >= 400 && f.statusCode < 500) return null;
  return `internal error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`;
}
