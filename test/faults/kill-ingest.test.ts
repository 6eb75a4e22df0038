/**
 * kill -9 inside every stage of an ingest, and inside a resume; after each rerun the workdir must
 * equal a clean run's: same documents, chunk ids and contents, no duplicates, FTS consistent with
 * the chunks, and the same embeddings, triplets and answer.
 *
 * Each kill lands where the run's progress (on stderr) says it is: before any document is stored,
 * mid-parse, between parse and embed, in embed, facts, entities, extract (early and late) and
 * resolve; two trials kill the resume too. The child kills itself (SIGKILL) in the very write of
 * the progress line named (helpers/kill-at.mjs), so every kill lands at the same point on every
 * run, whatever the machine's speed or load; the start-up kill is sent by this process, after a
 * delay. Reruns and questions run in this process: only the killed ingests need a process of their
 * own.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CliResult, runCli, tempDir } from '../helpers/cli.js';
import { writeFaultCorpus } from './helpers/corpus.js';
import { looksLikeCrash, sleep, startCli } from './helpers/proc.js';
import { snapshotWorkdir, type WorkdirSnapshot } from './helpers/snapshot.js';

/** A kill point: when the run's progress first shows this line, or this many ms after its start. */
type KillPoint = RegExp | number;

/**
 * Each trial's kills, in order (a second one kills the resume); the corpus has 6 documents (4 text,
 * 2 PDF) of 26 chunks. Kills land exactly on their line, so a small corpus still has an early, a
 * middle and a late point in every stage.
 */
const TRIALS: ReadonlyArray<{ where: string; kills: readonly KillPoint[] }> = [
  { where: 'start-up (150 ms in)', kills: [150] },
  { where: 'parse, after the first documents', kills: [/^ingest 2\/6 /m] },
  { where: 'parse, mid-corpus', kills: [/^ingest 4\/6 /m] },
  { where: 'between parse and embed', kills: [/^ingest 6\/6 /m] },
  { where: 'embed', kills: [/^embed 0\//m] },
  { where: 'facts', kills: [/^facts [1-9]\d*\//m] },
  { where: 'entities', kills: [/^entities [1-9]\d*\//m] },
  { where: 'extract, early', kills: [/^extract [1-9]\d*\//m] },
  { where: 'extract, late', kills: [/^extract (?:1[6-9]|2[0-5])\//m] },
  { where: 'resolve', kills: [/^extract 26\/26/m] },
  { where: 'parse, then the resume in embed', kills: [/^ingest 3\/6 /m, /^embed \d/m] },
  { where: 'extract, then the resume in extract', kills: [/^extract (?:[89]|1[0-4])\//m, /^extract \d/m] },
];

/**
 * Run an ingest of `corpus` into `wd` and kill it at `point`: a progress line (the child kills
 * itself as it writes it) or a delay after the start (this process kills it). True when the kill
 * landed there; false when the run ended first or died otherwise.
 */
async function killedAt(corpus: string, wd: string, cwd: string, point: KillPoint): Promise<boolean> {
  const args = ['ingest', corpus, '--workdir', wd];
  if (typeof point === 'number') {
    const run = startCli(args, cwd);
    const landed = await Promise.race([sleep(point).then(() => !run.exited()), run.done.then(() => false)]);
    if (landed) run.child.kill('SIGKILL');
    const r = await run.done;
    return landed && r.signal === 'SIGKILL';
  }
  const r = await startCli(args, cwd, {}, { killAt: point }).done;
  return r.signal === 'SIGKILL' && point.test(r.stderr);
}

/** An ingest in this process, as a rerun after a kill: it must succeed without a crash. */
async function ingestInProcess(corpus: string, wd: string, cwd: string): Promise<CliResult> {
  return runCli(['ingest', corpus, '--workdir', wd], { cwd, env: { HYBRIDRAG_PROVIDER: 'local' } });
}
const QUESTION = ['ask', 'What was the revenue growth and the order book this quarter?', '--mode', 'hybrid', '--json'];

/** What `ask` answers from a workdir: the answer and its contexts (offline, so deterministic). Asked in this process: only the ingests need killing. */
async function answerOf(cwd: string, workdir: string): Promise<unknown> {
  const r = await runCli([...QUESTION, '--workdir', workdir], { cwd, env: { HYBRIDRAG_PROVIDER: 'local' } });
  expect(r.code, r.stderr).toBe(0);
  const j = JSON.parse(r.stdout) as { answer: string; contexts: { channel: string; text: string }[] };
  return { answer: j.answer, contexts: j.contexts.map((c) => [c.channel, c.text]) };
}

/** What must be identical between a clean run and a killed-then-rerun one. */
function comparable(s: WorkdirSnapshot): unknown {
  return {
    documents: s.documents,
    pages: s.pages,
    chunkIds: s.chunkIds,
    chunkDigest: s.chunkDigest,
    failures: s.failures,
    vectors: s.vectors && { rows: s.vectors.rows, digest: s.vectors.digest },
    triplets: s.triplets,
  };
}

describe('fault: kill -9 during ingest', () => {
  const tmp = tempDir('hr-kill-');
  const corpus = join(tmp.dir, 'corpus');
  let clean: WorkdirSnapshot;
  let warmSnapshot: WorkdirSnapshot;
  let cleanAnswer: unknown;

  beforeAll(async () => {
    await writeFaultCorpus(corpus, { txt: 4, pdf: 2, pages: 8 });
    // A first run builds the one-time caches (offline embedding tables), so no trial pays for them;
    // it is also a second clean reference for determinism, made in this process like the reruns.
    const warm = await ingestInProcess(corpus, join(tmp.dir, 'warm-up'), tmp.dir);
    expect(warm.code, warm.stderr).toBe(0);
    warmSnapshot = snapshotWorkdir(join(tmp.dir, 'warm-up'));
    const wd = join(tmp.dir, 'clean');
    const r = await startCli(['ingest', corpus, '--workdir', wd], tmp.dir).done;
    expect(r.code, r.stderr).toBe(0);
    clean = snapshotWorkdir(wd);
    cleanAnswer = await answerOf(tmp.dir, wd);
    expect((cleanAnswer as { contexts: unknown[] }).contexts.length).toBeGreaterThan(1);
    expect(clean.documents.length).toBe(6);
    expect(clean.chunkIds.length).toBe(26);
    expect(clean.documents.every((d) => d.status === 'ok' && d.chunks > 0)).toBe(true);
  });
  afterAll(() => tmp.cleanup());

  it('the clean run itself is consistent, and two clean runs agree', () => {
    expect(comparable(warmSnapshot)).toEqual(comparable(clean));
    expect(clean.duplicateChunkIds).toBe(0);
    expect(clean.duplicateOrdinals).toBe(0);
    expect(clean.fts).toBe('ok');
    expect(clean.ftsRows).toBe(clean.chunkIds.length);
    if (clean.vectors) {
      expect(clean.vectors.orphanLabels).toBe(0);
      expect(clean.vectors.chunksWithout).toBe(0);
      if (clean.vectors.labelsMissingFromIndex !== null) expect(clean.vectors.labelsMissingFromIndex).toBe(0);
    }
  });

  it(`kills in every stage (${TRIALS.length} trials): every rerun ends in the clean run's state`, { timeout: 900_000 }, async () => {
    const missed: string[] = [];
    const intermediate = new Set<string>();
    for (const [t, trial] of TRIALS.entries()) {
      const wd = join(tmp.dir, `trial-${t}`);
      mkdirSync(wd, { recursive: true });
      for (const point of trial.kills) {
        if (!(await killedAt(corpus, wd, tmp.dir, point))) missed.push(`${trial.where}: ${String(point)}`);
      }
      try {
        const partial = snapshotWorkdir(wd);
        intermediate.add(`${partial.documents.length}/${partial.chunkIds.length}/${partial.vectors?.rows ?? 0}/${partial.triplets?.rows ?? 0}`);
        expect(partial.fts, `trial ${t}: FTS after kill`).toBe('ok');
      } catch {
        intermediate.add('no database yet');
      }
      const rerun = await ingestInProcess(corpus, wd, tmp.dir);
      expect(rerun.code, `trial ${t} (${trial.where}): rerun failed: ${rerun.stderr}`).toBe(0);
      expect(looksLikeCrash(rerun.stderr), rerun.stderr).toBe(false);
      const s = snapshotWorkdir(wd);
      expect(s.duplicateChunkIds, `trial ${t}`).toBe(0);
      expect(s.duplicateOrdinals, `trial ${t}`).toBe(0);
      expect(s.fts, `trial ${t}`).toBe('ok');
      expect(s.ftsRows, `trial ${t}`).toBe(s.chunkIds.length);
      if (s.vectors) {
        expect(s.vectors.orphanLabels, `trial ${t}`).toBe(0);
        expect(s.vectors.chunksWithout, `trial ${t}`).toBe(0);
      }
      expect(comparable(s), `trial ${t} (${trial.where}) differs from the clean run`).toEqual(comparable(clean));
      // The vector index and graph behind the store answer exactly as the clean run's do.
      expect(await answerOf(tmp.dir, wd), `trial ${t}: ask differs from the clean run`).toEqual(cleanAnswer);
    }
    if (process.env.HR_FAULT_DEBUG) console.log({ intermediate: [...intermediate], tables: clean.tables });
    // The test only means something if every kill landed inside a run, at different points.
    expect(missed, 'kill points the run passed or never showed').toEqual([]);
    expect(intermediate.size, [...intermediate].join(' | ')).toBeGreaterThanOrEqual(6);
  });
});
