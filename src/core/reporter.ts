/**
 * Where the lower layers send messages and progress. The terminal implementation is the CLI's
 * `Output` (src/cli/ui/output.ts); tests and servers pass their own. Results never go through a
 * reporter: they are return values, rendered by the face that called.
 */

/** A progress display for one stage: a bar on a terminal, plain lines in logs, nothing when quiet. */
export interface Progress {
  start(total: number, label: string): void;
  /** Set the done count; `note` is shown on the bar or printed as a plain line. */
  update(done: number, note?: string): void;
  stop(): void;
}

export interface Reporter {
  readonly quiet: boolean;
  readonly verbose: boolean;
  /** True when messages go to a terminal (progress bars, colour). */
  readonly isTTY: boolean;
  info(line: string): void;
  debug(line: string): void;
  warn(line: string): void;
  /** A message printed at most once per process (e.g. "using the offline provider"). */
  warnOnce(key: string, line: string): void;
  error(message: string, hint?: string): void;
  /** A new progress display. */
  progress(): Progress;
}

const silentProgress: Progress = { start() {}, update() {}, stop() {} };

/** A reporter that says nothing: for library callers and tests that do not care. */
export const silentReporter: Reporter = {
  quiet: true,
  verbose: false,
  isTTY: false,
  info() {},
  debug() {},
  warn() {},
  warnOnce() {},
  error() {},
  progress: () => silentProgress,
};
