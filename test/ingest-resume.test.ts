/**
 * End-to-end: a run killed at any point (SIGKILL) or interrupted (SIGINT) and started again ends
 * in exactly the state of an uninterrupted run.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CALLS } from '../src/tools/demo/corpus.js';
import { writeCall } from '../src/tools/demo/fixtures.js';
import { BIN, runBinary, runCli, tempDir } from './helpers/cli.js';
import { snapshot } from './helpers/ingest-db.js';

const FILES = 15;
const tmp = tempDir('hybridrag-resume-');
const input = join(tmp.dir, 'in');
const args = (wd: string) => ['ingest', input, '--workdir', wd, '--workers', '1', '--no-stages'];

/** Start an ingest and send `signal` once `after` documents are stored; resolves with the exit. */
function interrupt(wd: string, signal: NodeJS.Signals, after: number): Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; sentAt: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args(wd)], { cwd: tmp.dir, env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_WORKDIR: undefined } });
    let stderr = '';
    let sentAt = -1;
    child.stderr.on('data', (d: Buffer) => {
      stderr += d.toString();
      // Progress lines "ingest n/N added ..." come after document n is committed.
      const done = [...stderr.matchAll(/ingest (\d+)\/\d+ added/g)].length;
      if (sentAt < 0 && done >= after) {
        sentAt = done;
        child.kill(signal);
      }
    });
    child.on('error', reject);
    child.on('close', (code, sig) => resolve({ code, signal: sig, stderr, sentAt }));
  });
}

beforeAll(async () => {
  // Distinct files (a numbered closing line each): identical bytes would be skipped as duplicates.
  for (let i = 0; i < FILES; i++) {
    const call = DEMO_CALLS[i % DEMO_CALLS.length]!;
    await writeCall(input, { ...call, turns: [...call.turns, ['Moderator', `This is recording number ${i + 1}.`]] }, 'pdf', `${call.slug}-${String(i).padStart(2, '0')}`);
  }
});
afterAll(() => tmp.cleanup());

describe('resumable ingest', () => {
  let reference: ReturnType<typeof snapshot>;

  it('an uninterrupted run stores every file', async () => {
    const r = await runCli(args(join(tmp.dir, 'ref')), { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    reference = snapshot(join(tmp.dir, 'ref'));
    expect(reference.documents).toHaveLength(FILES);
  });

  it('after kill -9 mid-run, running again ends in the same state', async () => {
    const wd = join(tmp.dir, 'killed');
    const killed = await interrupt(wd, 'SIGKILL', 3);
    expect(killed.signal).toBe('SIGKILL');
    const partial = snapshot(wd).documents.length;
    expect(partial).toBeGreaterThanOrEqual(3);
    expect(partial).toBeLessThan(FILES);
    const r = await runCli(args(wd), { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(new RegExp(`${FILES - partial} added, 0 updated, ${partial} unchanged`));
    expect(snapshot(wd)).toEqual(reference);
  });

  it('an ingest is refused while another live process holds the workdir, and a dead holder is taken over', async () => {
    const wd = join(tmp.dir, 'locked');
    mkdirSync(wd, { recursive: true });
    // This test process is alive: to the CLI it looks like a running ingest.
    writeFileSync(join(wd, 'ingest.lock'), String(process.pid));
    // A process of its own: the lock is held by a live process (this one), which is not the ingest.
    const refused = await runBinary(args(wd), { cwd: tmp.dir });
    expect(refused.code, refused.stderr).toBe(2);
    expect(refused.stderr).toMatch(new RegExp(`another ingest \\(pid ${process.pid}\\) is running`));
    // A pid that cannot exist: the owner died without releasing the lock.
    writeFileSync(join(wd, 'ingest.lock'), '2147483646');
    // Taking it over needs no process of its own: the stale pid is not this one.
    const r = await runCli(args(wd), { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(existsSync(join(wd, 'ingest.lock'))).toBe(false);
    expect(snapshot(wd)).toEqual(reference);
  });

  it('Ctrl-C stops with exit 130 and a consistent store; running again completes it', async () => {
    const wd = join(tmp.dir, 'sigint');
    const stopped = await interrupt(wd, 'SIGINT', 2);
    expect(stopped.code).toBe(130);
    expect(stopped.stderr).toMatch(/interrupted/);
    const partial = snapshot(wd);
    expect(partial.documents.length).toBeLessThan(FILES);
    expect(partial.chunks.length).toBe(partial.fts.length);
    const r = await runCli(args(wd), { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(snapshot(wd)).toEqual(reference);
  });
});
