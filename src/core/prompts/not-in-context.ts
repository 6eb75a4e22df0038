/** The answer that says the passages do not hold one: the answer prompt asks for it, and the offline paths give it. */

/** The sentence the model must use when the passages do not answer the question. */
export const NOT_IN_CONTEXT = 'The provided context does not contain the answer.';

/**
 * Whether a model's reply is that refusal: the sentence itself, alone or with a short preamble,
 * in any case and without its full stop (models rarely reply byte-exactly).
 */
export function isNotInContext(reply: string): boolean {
  const norm = (s: string) => s.toLowerCase().replace(/[^a-z ]+/g, ' ').replace(/\s+/g, ' ').trim();
  const r = norm(reply);
  return r.length < norm(NOT_IN_CONTEXT).length + 40 && r.includes(norm(NOT_IN_CONTEXT));
}
