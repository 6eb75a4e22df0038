/**
 * kill -9 inside every stage of an ingest, and inside a resume; after each rerun the workdir must
 * equal a clean run's: same documents, chunk ids and contents, no duplicates, FTS consistent with
 * the chunks, and the same embeddings, triplets and answer.
 *
 * Each kill lands where the run's progress (on stderr) says it is: before any document is stored,
 * mid-parse, between parse and embed, in embed, facts, entities, extract (early and late) and
 * resolve; two trials kill the resume too. Killing at stage points rather than at random times
 * covers every stage on every run, whatever the machine's speed, with about half the ingests of
 * 20 random kills.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { writeFaultCorpus } from './helpers/corpus.js';
import { sleep, startCli, looksLikeCrash, type Running } from './helpers/proc.js';
import { snapshotWorkdir, type WorkdirSnapshot } from './helpers/snapshot.js';

/** A kill point: when the run's progress first shows this line, or this many ms after its start. */
type KillPoint = RegExp | number;

/** Each trial's kills, in order (a second one kills the resume); the corpus has 12 documents of 51 chunks. */
const TRIALS: ReadonlyArray<{ where: string; kills: readonly KillPoint[] }> = [
  { where: 'start-up (150 ms in)', kills: [150] },
  { where: 'parse, after the first documents', kills: [/^ingest 2\/12 /m] },
  { where: 'parse, mid-corpus', kills: [/^ingest 7\/12 /m] },
  { where: 'between parse and embed', kills: [/^ingest 12\/12 /m] },
  { where: 'embed', kills: [/^embed 0\//m] },
  { where: 'facts', kills: [/^facts [1-9]\d*\//m] },
  { where: 'entities', kills: [/^entities [1-9]\d*\//m] },
  { where: 'extract, early', kills: [/^extract [1-9]\d*\//m] },
  { where: 'extract, late', kills: [/^extract (?:3[1-9]|4\d)\//m] },
  { where: 'resolve', kills: [/^extract 51\/51/m] },
  { where: 'parse, then the resume in embed', kills: [/^ingest 5\/12 /m, /^embed \d/m] },
  { where: 'extract, then the resume in extract', kills: [/^extract (?:1[6-9]|2\d)\//m, /^extract \d/m] },
];

/** Resolves once `run` reaches `point` (true), or when it exits first (false). */
function reached(run: Running, point: KillPoint): Promise<boolean> {
  const exited = run.done.then(() => false);
  if (typeof point === 'number') return Promise.race([sleep(point).then(() => !run.exited()), exited]);
  return Promise.race([
    new Promise<boolean>((resolve) => {
      let seen = '';
      run.child.stderr!.on('data', (d: Buffer) => {
        seen += d.toString();
        if (point.test(seen)) resolve(!run.exited());
      });
    }),
    exited,
  ]);
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
    await writeFaultCorpus(corpus, { txt: 8, pdf: 4, pages: 8 });
    // A first run builds the one-time caches (offline embedding tables), so no trial pays for them;
    // it is also a second clean reference for determinism.
    const warm = await startCli(['ingest', corpus, '--workdir', join(tmp.dir, 'warm-up')], tmp.dir).done;
    expect(warm.code, warm.stderr).toBe(0);
    warmSnapshot = snapshotWorkdir(join(tmp.dir, 'warm-up'));
    const wd = join(tmp.dir, 'clean');
    const r = await startCli(['ingest', corpus, '--workdir', wd], tmp.dir).done;
    expect(r.code, r.stderr).toBe(0);
    clean = snapshotWorkdir(wd);
    cleanAnswer = await answerOf(tmp.dir, wd);
    expect((cleanAnswer as { contexts: unknown[] }).contexts.length).toBeGreaterThan(1);
    expect(clean.documents.length).toBe(12);
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
        const run = startCli(['ingest', corpus, '--workdir', wd], tmp.dir);
        if (await reached(run, point)) run.child.kill('SIGKILL');
        else missed.push(`${trial.where}: ${String(point)}`);
        await run.done;
      }
      try {
        const partial = snapshotWorkdir(wd);
        intermediate.add(`${partial.documents.length}/${partial.chunkIds.length}/${partial.vectors?.rows ?? 0}/${partial.triplets?.rows ?? 0}`);
        expect(partial.fts, `trial ${t}: FTS after kill`).toBe('ok');
      } catch {
        intermediate.add('no database yet');
      }
      const rerun = await startCli(['ingest', corpus, '--workdir', wd], tmp.dir).done;
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
