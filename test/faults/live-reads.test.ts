/**
 * `status` and `ask` while an ingest is writing: both answer from the last committed state (WAL
 * readers), never fail because of the writer, and never see a half-stored document.
 */
import Database from 'better-sqlite3';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBinary, runCli, tempDir } from '../helpers/cli.js';
import { writeFaultCorpus } from './helpers/corpus.js';
import { looksLikeCrash, startCli } from './helpers/proc.js';

interface Status {
  documents: number;
  chunks: number;
  vectors?: number;
  triplets?: number;
  byCompany: { documents: number; chunks: number }[];
}

describe('fault: reads during an ingest', () => {
  const tmp = tempDir('hr-live-');
  const first = join(tmp.dir, 'first');
  const all = join(tmp.dir, 'all');
  const wd = join(tmp.dir, 'wd');

  beforeAll(async () => {
    await writeFaultCorpus(first, { txt: 2, pdf: 0, pages: 4 });
    await writeFaultCorpus(all, { txt: 24, pdf: 0, pages: 10 });
    const r = await runCli(['ingest', first, '--workdir', wd], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(() => tmp.cleanup());

  it('status, ask and a raw reader see only committed, whole documents', { timeout: 300_000 }, async () => {
    const writer = startCli(['ingest', all, '--workdir', wd], tmp.dir);
    const seen: Status[] = [];
    const partialDocs: string[] = [];
    const chunkCounts = new Map<string, Set<number>>();
    let asks = 0;
    while (!writer.exited()) {
      // Two readers at once beside the writer: status in this process, ask as a process of its own.
      const [st, ask] = await Promise.all([
        runCli(['status', '--json', '--workdir', wd], { cwd: tmp.dir }),
        runBinary(['ask', 'What was the revenue growth this quarter?', '--company', 'Aravali Infotech', '--workdir', wd], { cwd: tmp.dir }),
      ]);
      expect(st.code, st.stderr).toBe(0);
      expect(looksLikeCrash(st.stderr), st.stderr).toBe(false);
      const s = JSON.parse(st.stdout) as Status;
      expect(s.byCompany.reduce((a, c) => a + c.documents, 0)).toBe(s.documents);
      expect(s.byCompany.reduce((a, c) => a + c.chunks, 0)).toBe(s.chunks);
      seen.push(s);
      expect(ask.code, ask.stderr).toBe(0);
      expect(looksLikeCrash(ask.stderr), ask.stderr).toBe(false);
      expect(ask.stdout, ask.stdout + ask.stderr).toMatch(/Aravali/);
      asks++;
      // One read transaction: every visible document has its chunks (no half-written document).
      const db = new Database(join(wd, 'hybridrag.db'), { readonly: true });
      try {
        db.transaction(() => {
          for (const d of db.prepare(`SELECT d.id, (SELECT count(*) FROM chunks c WHERE c.doc_id = d.id) AS n FROM documents d WHERE d.status = 'ok'`).all() as { id: string; n: number }[]) {
            if (d.n === 0) partialDocs.push(d.id);
            const set = chunkCounts.get(d.id) ?? new Set<number>();
            set.add(d.n);
            chunkCounts.set(d.id, set);
          }
        })();
      } finally {
        db.close();
      }
    }
    const done = await writer.done;
    expect(done.code, done.stderr).toBe(0);
    expect(partialDocs).toEqual([]);
    // A document's chunk count never changes once visible: it appears whole or not at all.
    for (const [id, counts] of chunkCounts) expect(counts.size, id).toBe(1);
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.chunks).toBeGreaterThanOrEqual(seen[i - 1]!.chunks);
      expect(seen[i]!.vectors ?? 0).toBeGreaterThanOrEqual(seen[i - 1]!.vectors ?? 0);
    }
    const final = JSON.parse((await runCli(['status', '--json', '--workdir', wd], { cwd: tmp.dir })).stdout) as Status;
    expect(final.documents).toBe(26); // 2 from the first run (4-page versions) + 24
    for (const s of seen) expect(s.documents).toBeLessThanOrEqual(final.documents);
    // The reads must really have overlapped the write.
    expect(asks).toBeGreaterThanOrEqual(2);
    const behind = (s: Status): boolean =>
      s.documents < final.documents || s.chunks < final.chunks || (s.vectors ?? 0) < (final.vectors ?? 0) || (s.triplets ?? 0) < (final.triplets ?? 0);
    expect(seen.some(behind), JSON.stringify(seen.map((s) => [s.documents, s.chunks, s.vectors, s.triplets]))).toBe(true);
  });
});
