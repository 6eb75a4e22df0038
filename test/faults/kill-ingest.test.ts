/**
 * kill -9 at seeded random points of an ingest; after each rerun the workdir must equal a clean
 * run's: same documents, chunk ids and contents, no duplicates, FTS consistent with the chunks,
 * and - when those stages run - the same embeddings and triplets.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from '../helpers/cli.js';
import { writeFaultCorpus } from './helpers/corpus.js';
import { seeded, sleep, startCli, looksLikeCrash } from './helpers/proc.js';
import { snapshotWorkdir, type WorkdirSnapshot } from './helpers/snapshot.js';

const TRIALS = 20;
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
  let cleanMs = 0;
  let warmSnapshot: WorkdirSnapshot;
  let cleanAnswer: unknown;

  beforeAll(async () => {
    await writeFaultCorpus(corpus, { txt: 8, pdf: 4, pages: 8 });
    // A first run builds the one-time caches (offline embedding tables), so the timed clean run
    // below measures an ordinary ingest; it is also a second clean reference for determinism.
    const warm = await startCli(['ingest', corpus, '--workdir', join(tmp.dir, 'warm-up')], tmp.dir).done;
    expect(warm.code, warm.stderr).toBe(0);
    warmSnapshot = snapshotWorkdir(join(tmp.dir, 'warm-up'));
    const wd = join(tmp.dir, 'clean');
    const t0 = Date.now();
    const r = await startCli(['ingest', corpus, '--workdir', wd], tmp.dir).done;
    cleanMs = Date.now() - t0;
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

  it(`${TRIALS} seeded kills: every rerun ends in the clean run's state`, { timeout: 900_000 }, async () => {
    const rnd = seeded(0x5eed);
    let killedMidway = 0;
    const intermediate = new Set<string>();
    for (let t = 0; t < TRIALS; t++) {
      const wd = join(tmp.dir, `trial-${t}`);
      mkdirSync(wd, { recursive: true });
      // Every third trial is killed twice before the rerun (a crash during the resume itself).
      const kills = t % 3 === 2 ? 2 : 1;
      const delays: number[] = [];
      for (let k = 0; k < kills; k++) {
        const delay = Math.round(30 + rnd() * cleanMs * 0.9);
        delays.push(delay);
        const run = startCli(['ingest', corpus, '--workdir', wd], tmp.dir);
        await Promise.race([sleep(delay), run.done]);
        if (!run.exited()) {
          killedMidway++;
          run.child.kill('SIGKILL');
        }
        await run.done;
      }
      try {
        const partial = snapshotWorkdir(wd);
        intermediate.add(`${partial.documents.length}/${partial.chunkIds.length}/${partial.vectors?.rows ?? 0}`);
        expect(partial.fts, `trial ${t}: FTS after kill`).toBe('ok');
      } catch {
        intermediate.add('no database yet');
      }
      const rerun = await startCli(['ingest', corpus, '--workdir', wd], tmp.dir).done;
      expect(rerun.code, `trial ${t} (kills at ${delays.join(', ')} ms): rerun failed: ${rerun.stderr}`).toBe(0);
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
      expect(comparable(s), `trial ${t} (kills at ${delays.join(', ')} ms) differs from the clean run`).toEqual(comparable(clean));
      // The vector index and graph behind the store answer exactly as the clean run's do.
      expect(await answerOf(tmp.dir, wd), `trial ${t}: ask differs from the clean run`).toEqual(cleanAnswer);
    }
    if (process.env.HR_FAULT_DEBUG) console.log({ killedMidway, intermediate: [...intermediate], cleanMs, tables: clean.tables });
    // The test only means something if kills really landed inside runs, at different points.
    expect(killedMidway).toBeGreaterThanOrEqual(8);
    expect(intermediate.size, [...intermediate].join(' | ')).toBeGreaterThanOrEqual(3);
  });
});
