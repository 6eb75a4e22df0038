/**
 * The only writers to stdout/stderr. Results go to stdout (`print`, `json`); progress, warnings and
 * errors go to stderr so that `--json` output stays machine-readable.
 */
import { Chalk, type ChalkInstance } from 'chalk';
import type { Progress, Reporter } from '../../core/reporter.js';
import { createProgress } from './progress.js';

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
  readonly c: ChalkInstance;
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
    this.c = new Chalk({ level: color ? 1 : 0 });
  }

  /** A result line on stdout. */
  print(line = ''): void {
    this.out.write(line + '\n');
  }

  /** One JSON document on stdout. */
  json(value: unknown): void {
    this.out.write(JSON.stringify(value, null, 2) + '\n');
  }

  info(line: string): void {
    if (!this.quiet) this.err.write(line + '\n');
  }

  debug(line: string): void {
    if (this.verbose) this.err.write(this.c.dim(line) + '\n');
  }

  warn(line: string): void {
    this.err.write(this.c.yellow('warning: ') + line + '\n');
  }

  /** A warning printed at most once per process (e.g. "using the offline provider"). */
  warnOnce(key: string, line: string): void {
    if (this.said.has(key)) return;
    this.said.add(key);
    this.info(line);
  }

  progress(): Progress {
    return createProgress(this);
  }

  error(message: string, hint?: string): void {
    this.err.write(this.c.red('error: ') + message + '\n');
    if (hint) this.err.write(this.c.dim('hint: ') + hint + '\n');
  }
}
