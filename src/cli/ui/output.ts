/**
 * The only writers to stdout/stderr. Results go to stdout (`print`, `json`); progress, warnings and
 * errors go to stderr so that `--json` output stays machine-readable.
 */
import { isAbsolute, relative } from 'node:path';
import type { Progress, Reporter } from '../../core/reporter.js';
import { createProgress } from './progress.js';
import { createStyle, type Style } from './style.js';

/** Streams whose reader went away (`hybridrag status | head -1`): later writes are dropped. */
const closedStreams = new WeakSet<NodeJS.WritableStream>();
let guarded = false;

/** True for the errors a write to a pipe whose reader has exited produces. */
function isClosedPipeError(err: NodeJS.ErrnoException): boolean {
  return err.code === 'EPIPE' || err.code === 'ERR_STREAM_DESTROYED';
}

/**
 * Make a closed stdout or stderr end the output quietly, like `git log | head`: the EPIPE is
 * swallowed, later writes are dropped, and the command finishes (closing the store and releasing
 * locks) with its usual exit status instead of a `write EPIPE` stack trace. Installed once, by main.
 */
export function guardClosedPipes(streams: readonly NodeJS.WritableStream[] = [process.stdout, process.stderr]): void {
  if (guarded) return;
  guarded = true;
  for (const stream of streams) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (!isClosedPipeError(err)) throw err;
      closedStreams.add(stream);
    });
  }
}

/** Write unless the stream's reader has gone away. */
export function writeTo(stream: NodeJS.WritableStream, text: string): void {
  if (closedStreams.has(stream) || (stream as { destroyed?: boolean }).destroyed) return;
  stream.write(text);
}

export interface OutputOptions {
  quiet?: boolean;
  verbose?: boolean;
  /** Force colour on/off; default: on when stderr is a TTY and NO_COLOR is unset. */
  color?: boolean;
  stdout?: NodeJS.WritableStream & { isTTY?: boolean };
  stderr?: NodeJS.WritableStream & { isTTY?: boolean };
}

export class Output implements Reporter {
  readonly quiet: boolean;
  readonly verbose: boolean;
  readonly c: Style;
  readonly isTTY: boolean;
  private readonly out: NodeJS.WritableStream;
  private readonly err: NodeJS.WritableStream;
  private readonly said = new Set<string>();

  constructor(opts: OutputOptions = {}) {
    this.out = opts.stdout ?? process.stdout;
    this.err = opts.stderr ?? process.stderr;
    this.quiet = opts.quiet ?? false;
    this.verbose = opts.verbose ?? false;
    this.isTTY = Boolean((opts.stderr ?? process.stderr).isTTY);
    const noColor = process.env.NO_COLOR !== undefined && process.env.NO_COLOR !== '';
    const color = opts.color ?? (!noColor && this.isTTY);
    this.c = createStyle(color);
  }

  /** A result line on stdout. */
  print(line = ''): void {
    writeTo(this.out, line + '\n');
  }

  /** Text on stdout exactly as given (no newline added): a file format with its own line ends, such as CSV. */
  raw(text: string): void {
    writeTo(this.out, text);
  }

  /** One JSON document on stdout. */
  json(value: unknown): void {
    writeTo(this.out, JSON.stringify(value, null, 2) + '\n');
  }

  info(line: string): void {
    if (!this.quiet) writeTo(this.err, line + '\n');
  }

  debug(line: string): void {
    if (this.verbose) writeTo(this.err, this.c.dim(line) + '\n');
  }

  warn(line: string): void {
    writeTo(this.err, this.c.yellow('warning: ') + line + '\n');
  }

  /** A warning printed at most once per process (e.g. "using the offline provider"). */
  warnOnce(key: string, line: string): void {
    if (this.said.has(key)) return;
    this.said.add(key);
    this.info(line);
  }

  /**
   * A dim `workdir: ./.hybridrag` line on stderr, only when stderr is a terminal (piped output
   * stays clean) and not --quiet: an answer from a forgotten --workdir is visible.
   */
  workdirNote(workdir: string, cwd = process.cwd()): void {
    if (!this.isTTY || this.quiet) return;
    writeTo(this.err, this.c.dim(`workdir: ${displayPath(workdir, cwd)}`) + '\n');
  }

  progress(): Progress {
    return createProgress(this);
  }

  error(message: string, hint?: string): void {
    writeTo(this.err, this.c.red('error: ') + message + '\n');
    if (hint) writeTo(this.err, this.c.dim('hint: ') + hint + '\n');
  }
}

/** A path as the user would type it: ./x below the current directory, absolute elsewhere. */
export function displayPath(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  if (rel === '') return '.';
  if (rel.startsWith('..') || isAbsolute(rel)) return path;
  return `./${rel}`;
}
