/**
 * `read`, remembering its result for the arguments it was last called with (each compared with
 * `===`): the fact reader asks the same of one sentence again for each of its figures, and is done
 * with a sentence once it reads the next. One entry, so nothing outlives the sentence after it.
 */
export function rememberLast<A extends readonly unknown[], R>(read: (...args: A) => R): (...args: A) => R {
  let last: { args: A; result: R } | null = null;
  return (...args: A): R => {
    if (last !== null && last.args.length === args.length && last.args.every((a, i) => a === args[i])) return last.result;
    last = { args, result: read(...args) };
    return last.result;
  };
}
