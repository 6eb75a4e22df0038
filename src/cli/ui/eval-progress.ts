/** Eval progress on stderr: a bar on a terminal, a line every 10% otherwise, nothing when quiet. */
import type { Output } from './output.js';
import { cliProgressModule } from './progress.js';

export interface EvalProgress {
  update(done: number, total: number): void;
  stop(): void;
}

export function createEvalProgress(out: Output, label: string): EvalProgress {
  if (out.quiet) return { update() {}, stop() {} };
  if (out.isTTY) {
    const cliProgress = cliProgressModule();
    const bar = new cliProgress.SingleBar({ format: `${label} [{bar}] {value}/{total} ({eta}s left)`, stream: process.stderr, hideCursor: true }, cliProgress.Presets.shades_classic);
    let started = false;
    return {
      update(done, total) {
        if (!started) { bar.start(total, done); started = true; } else bar.update(done);
      },
      stop() { if (started) bar.stop(); },
    };
  }
  let lastDecile = -1;
  return {
    update(done, total) {
      const d = total === 0 ? 10 : Math.floor((done / total) * 10);
      if (d !== lastDecile) { lastDecile = d; out.info(`${label}: ${done}/${total}`); }
    },
    stop() {},
  };
}
