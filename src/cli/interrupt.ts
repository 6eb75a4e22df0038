/**
 * Ctrl-C (and SIGTERM when asked) as an AbortSignal: the first one says what happens next and
 * aborts, so the command finishes its current step and leaves the store consistent.
 */
import type { Output } from './ui/output.js';

export interface Interrupt {
  signal: AbortSignal;
  /** Stop listening (in the command's finally). */
  dispose(): void;
}

export function onInterrupt(out: Output, message: string, signals: readonly NodeJS.Signals[] = ['SIGINT']): Interrupt {
  const abort = new AbortController();
  const stop = (): void => {
    out.info(message);
    abort.abort();
  };
  for (const s of signals) process.once(s, stop);
  return { signal: abort.signal, dispose: () => signals.forEach((s) => process.removeListener(s, stop)) };
}
