/**
 * Refusals by the model server that callers act on, shared by every provider and by the callers
 * (structured output, the extract stage, the judge) without importing a provider.
 */
import { HybridRagError } from '../errors.js';

/**
 * Why the server refused a request, when that matters to the caller:
 * - model-not-found: the configured model name is unknown to the server (400/404);
 * - unsupported: the server does not implement the route (501, e.g. llama-server without --embeddings);
 * - item: a 400 about this request only (a prompt over the context size, ...): the caller
 *   quarantines the item and goes on; every other item may still succeed.
 */
export type Rejection = 'model-not-found' | 'unsupported' | 'item';

/** A PROVIDER error for a request the server refused; `serverMessage` is the server's own words. */
export class ProviderRejection extends HybridRagError {
  constructor(
    message: string,
    readonly rejection: Rejection,
    readonly serverMessage: string,
    readonly status: number,
    hint: string,
  ) {
    super('PROVIDER', message, { hint });
    this.name = 'ProviderRejection';
  }
}

/** True for a refusal that concerns one item only (quarantine it and go on). */
export const isItemRejection = (err: unknown): err is ProviderRejection => err instanceof ProviderRejection && err.rejection === 'item';

