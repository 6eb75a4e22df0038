/**
 * Progress display for a stage: a cli-progress bar on stderr when it is a terminal, plain lines
 * otherwise (logs, CI, tests), nothing under --quiet.
 */
import type cliProgress from 'cli-progress';
import { createRequire } from 'node:module';
import type { Progress, Reporter } from '../../core/reporter.js';

/** cli-progress, loaded when a bar is first drawn (on a terminal), not with every command. */
let loaded: typeof cliProgress | undefined;
export function cliProgressModule(): typeof cliProgress {
  loaded ??= createRequire(import.meta.url)('cli-progress') as typeof cliProgress;
  return loaded;
}

class BarProgress implements Progress {
  private bar: cliProgress.SingleBar | null = null;

  start(total: number, label: string): void {
    const cliProgress = cliProgressModule();
    this.bar = new cliProgress.SingleBar(
      {
        format: `${label.padEnd(8)} [{bar}] {value}/{total} {note}`,
        stream: process.stderr,
        hideCursor: true,
        clearOnComplete: false,
        etaBuffer: 20,
      },
      cliProgress.Presets.shades_classic,
    );
    this.bar.start(total, 0, { note: '' });
  }

  update(done: number, note = ''): void {
    this.bar?.update(done, { note: note.length > 40 ? '…' + note.slice(-39) : note });
  }

  stop(): void {
    this.bar?.stop();
    this.bar = null;
  }
}

class LineProgress implements Progress {
  private total = 0;
  private label = '';
  private lastPct = -1;

  constructor(private readonly out: Reporter) {}

  start(total: number, label: string): void {
    this.total = total;
    this.label = label;
    this.lastPct = -1;
  }

  update(done: number, note?: string): void {
    // Per-item lines when a note names the item; otherwise every 10% so logs stay short.
    if (note) {
      this.out.info(`${this.label} ${done}/${this.total} ${note}`);
      return;
    }
    const pct = this.total ? Math.floor((done / this.total) * 10) : 10;
    if (pct !== this.lastPct) {
      this.lastPct = pct;
      this.out.info(`${this.label} ${done}/${this.total}`);
    }
  }

  stop(): void {}
}

const silent: Progress = { start() {}, update() {}, stop() {} };

export function createProgress(out: Reporter): Progress {
  if (out.quiet) return silent;
  return out.isTTY ? new BarProgress() : new LineProgress(out);
}
