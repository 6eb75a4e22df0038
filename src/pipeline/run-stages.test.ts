import Database from 'better-sqlite3';
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../core/config/config.js';
import { silentReporter } from '../core/reporter.js';
import type { Db } from '../core/store/db.js';
import { runStages } from './run-stages.js';
import type { IngestStage, StageReport } from './stage.js';

const report = (stage: string): StageReport => ({ stage, processed: 1, failed: 0, ms: 0 });

/** A stage that logs what the runner asks of it; `early` gives it prepare/release. */
function stage(name: string, log: string[], o: { pending?: number; early?: boolean; fails?: boolean } = {}): IngestStage {
  const s: IngestStage = {
    name,
    offline: true,
    pending: () => {
      log.push(`${name}:pending`);
      return o.pending ?? 1;
    },
    async run(ctx) {
      log.push(`${name}:run(${ctx.pending})`);
      if (o.fails) throw new Error(`${name} broke`);
      return report(name);
    },
  };
  if (o.early) {
    s.prepare = async (ctx) => {
      log.push(`${name}:prepare(${ctx.pending})`);
    };
    s.release = async () => {
      log.push(`${name}:release`);
    };
  }
  return s;
}

function deps() {
  return { db: new Database(':memory:') as unknown as Db, config: defaultConfig(), out: silentReporter, signal: new AbortController().signal };
}

describe('runStages', () => {
  it('prepares a stage that can start early before the first stage runs, counts its pending once, and releases it at the end', async () => {
    const log: string[] = [];
    await runStages([stage('embed', log), stage('facts', log, { pending: 3, early: true })], deps());
    expect(log).toEqual(['facts:pending', 'facts:prepare(3)', 'embed:pending', 'embed:run(1)', 'facts:run(3)', 'facts:release']);
  });

  it('does not prepare a stage with nothing pending, and does not run it', async () => {
    const log: string[] = [];
    await runStages([stage('embed', log), stage('facts', log, { pending: 0, early: true })], deps());
    expect(log).toEqual(['facts:pending', 'embed:pending', 'embed:run(1)', 'facts:release']);
  });

  it('releases what a stage prepared when an earlier stage fails before it runs', async () => {
    const log: string[] = [];
    await expect(runStages([stage('embed', log, { fails: true }), stage('facts', log, { early: true })], deps())).rejects.toThrow('embed broke');
    expect(log).toContain('facts:prepare(1)');
    expect(log).not.toContain('facts:run(1)');
    expect(log.at(-1)).toBe('facts:release');
  });
});
