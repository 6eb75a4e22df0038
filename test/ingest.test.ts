/** End-to-end: the built `hybridrag ingest` and `status` on generated transcripts, good and broken. */
import { copyFileSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARAVALI_Q2 } from '../src/tools/demo/calls-aravali.js';
import { NILGIRI_Q1 } from '../src/tools/demo/calls-nilgiri.js';
import { writeBrokenFixtures, writeCall } from '../src/tools/demo/fixtures.js';
import { renderCallPdf } from '../src/tools/demo/render-pdf.js';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';
import { openWorkdirDb, snapshot } from './helpers/ingest-db.js';

const tmp = tempDir('hybridrag-ingest-');
const input = join(tmp.dir, 'in');
const wd = join(tmp.dir, 'wd');
const ingest = (args: string[], workdir = wd, run = runCli) => run(['ingest', ...args, '--workdir', workdir, '--no-stages'], { cwd: tmp.dir });
const status = async (workdir = wd, run = runCli) => {
  const r = await run(['status', '--json', '--workdir', workdir], { cwd: tmp.dir });
  if (r.code !== 0) throw new Error(`status failed (${r.code}): ${r.stderr}`);
  return JSON.parse(r.stdout);
};

beforeAll(() => {
  mkdirSync(input, { recursive: true });
  for (const f of readdirSync(join(ROOT, 'data/demo'))) if (f.endsWith('.pdf')) copyFileSync(join(ROOT, 'data/demo', f), join(input, f));
});
afterAll(() => tmp.cleanup());

describe('hybridrag ingest on the demo corpus', () => {
  it('stores documents, pages and chunks with inferred metadata (the built binary)', async () => {
    const r = await ingest([input], wd, runBinary);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/6 added, 0 updated, 0 unchanged, 0 duplicate, 0 failed/);
    const s = await status(wd, runBinary);
    expect(s).toMatchObject({ documents: 6, failed: [], missingMetadata: [] });
    expect(s.pages).toBeGreaterThanOrEqual(10);
    expect(s.chunks).toBeGreaterThanOrEqual(15);
    const aravali = s.byCompany.filter((c: { company: string }) => c.company === 'Aravali Infotech Limited');
    expect(aravali.map((c: { quarter: string; year: string; ticker: string }) => `${c.ticker} ${c.quarter} ${c.year}`)).toEqual(['ARAVALI Q1 FY24', 'ARAVALI Q2 FY24']);
    // kcb-concall.pdf: the legal name the title states, not "Kcb". The Deccan filing opens with a
    // stock-exchange cover letter: its letterhead name (not "BSE Limited"), the ticker from its
    // "Symbol:" line (the only place it is stated), and the call's own quarter although the
    // remarks mention Q1FY32, FY30 and FY25 targets.
    const row = (company: string) => s.byCompany.find((c: { company: string }) => c.company === company);
    expect(row('Konkan Coastal Bank Limited')).toMatchObject({ ticker: 'KONKANBNK', quarter: 'Q1', year: 'FY24', documents: 1 });
    expect(row('Deccan Mercantile Bank Limited')).toMatchObject({ ticker: 'DECCANBANK', quarter: 'Q1', year: 'FY24', documents: 1 });
    expect(s.byCompany.map((c: { company: string }) => c.company)).not.toContain('Kcb');
    expect(s.byCompany.some((c: { company: string }) => /Stock Exchange|BSE/.test(c.company))).toBe(false);
  });

  it('keeps page provenance: each chunk starts on its page_start and ends on its page_end', () => {
    const db = openWorkdirDb(wd);
    const rows = db.prepare(`SELECT c.text, c.page_start, c.page_end, c.doc_id FROM chunks c`).all() as { text: string; page_start: number; page_end: number; doc_id: string }[];
    const page = db.prepare(`SELECT text FROM pages WHERE doc_id = ? AND page_no = ?`).pluck();
    for (const r of rows) {
      // Pages end at line ends, so a chunk's first and last lines each sit on one page.
      const lines = r.text.split('\n');
      expect(page.get(r.doc_id, r.page_start) as string).toContain(lines[0]);
      expect(page.get(r.doc_id, r.page_end) as string).toContain(lines[lines.length - 1]);
    }
    db.close();
  });

  it('a second run changes nothing', async () => {
    const before = snapshot(wd);
    const r = await ingest([input]);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toMatch(/0 added, 0 updated, 6 unchanged/);
    expect(snapshot(wd)).toEqual(before);
    const j = await ingest([input, '--json']);
    expect(JSON.parse(j.stdout)).toMatchObject({ files: 6, added: 0, unchanged: 6, failed: [], pages: 0, chunks: 0, stages: [] });
  });

  it('--force rebuilds with the same content-derived ids', async () => {
    const before = snapshot(wd);
    const r = await ingest([input, '--force']);
    expect(r.stdout).toMatch(/6 updated/);
    const after = snapshot(wd);
    expect(after.chunks.map((c) => (c as { id: string }).id)).toEqual(before.chunks.map((c) => (c as { id: string }).id));
    expect(after.pages).toEqual(before.pages);
  });

  it('a changed file replaces its chunks, FTS rows and derived rows in one go', async () => {
    const path = join(input, 'aravali-infotech-q2-fy24.pdf');
    const db0 = openWorkdirDb(wd);
    const oldIds = db0.prepare(`SELECT c.id FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.path = ?`).pluck().all(path) as string[];
    db0.close();
    // A row a later stage derived from one of the old chunks must go with it (ON DELETE CASCADE).
    const Database = (await import('better-sqlite3')).default;
    const rw = new Database(join(wd, 'hybridrag.db'));
    rw.prepare(`INSERT INTO refinements (chunk_id, prompt_version, model, text) VALUES (?, 'v', 'm', 't')`).run(oldIds[0]);
    rw.close();

    const changed = { ...ARAVALI_Q2, turns: [...ARAVALI_Q2.turns, ['Moderator', 'A replay of this call, reference zygomorphic, will be available for a week.'] as [string, string]] };
    writeFileSync(path, await renderCallPdf(changed));
    const r = await ingest([input]);
    expect(r.stdout).toMatch(/0 added, 1 updated, 5 unchanged/);

    const db = openWorkdirDb(wd);
    const ids = db.prepare(`SELECT c.id FROM chunks c JOIN documents d ON d.id = c.doc_id WHERE d.path = ?`).pluck().all(path) as string[];
    expect(ids.some((id) => oldIds.includes(id) && id === oldIds[oldIds.length - 1])).toBe(false);
    expect(db.prepare(`SELECT count(*) FROM refinements`).pluck().get()).toBe(0);
    expect(db.prepare(`SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH 'zygomorphic'`).pluck().get()).toBe(1);
    expect(db.prepare(`SELECT count(*) FROM chunks_fts`).pluck().get()).toBe(db.prepare(`SELECT count(*) FROM chunks`).pluck().get());
    expect(db.prepare(`SELECT count(*) FROM documents`).pluck().get()).toBe(6);
    db.close();
  });
});

describe('duplicates and moved files', () => {
  it('skips the same bytes under a second path, and follows a moved file', async () => {
    const dir = join(tmp.dir, 'dups');
    const wdD = join(tmp.dir, 'wd-dups');
    mkdirSync(dir);
    copyFileSync(join(input, 'nilgiri-consumer-q1-fy24.pdf'), join(dir, 'a.pdf'));
    copyFileSync(join(input, 'nilgiri-consumer-q1-fy24.pdf'), join(dir, 'b.pdf'));
    const r1 = await ingest([dir], wdD);
    expect(r1.code, r1.stderr).toBe(0);
    expect(r1.stdout).toMatch(/1 added, 0 updated, 0 unchanged, 1 duplicate/);
    const ids = snapshot(wdD).chunks.map((c) => (c as { id: string }).id);
    renameSync(join(dir, 'a.pdf'), join(dir, 'c.pdf'));
    rmSync(join(dir, 'b.pdf'));
    const r2 = await ingest([dir], wdD);
    expect(r2.stdout).toMatch(/0 added, 1 updated/);
    const after = snapshot(wdD);
    expect(after.documents.map((d) => (d as { path: string }).path)).toEqual([join(dir, 'c.pdf')]);
    expect(after.chunks.map((c) => (c as { id: string }).id)).toEqual(ids);
  });
});

describe('hybridrag ingest on bad input', () => {
  const bad = join(tmp.dir, 'bad');
  const wdBad = join(tmp.dir, 'wd-bad');

  it('records one clear reason per broken input, stores the good ones, exits non-zero', async () => {
    const broken = await writeBrokenFixtures(join(bad, 'broken'));
    await writeCall(bad, NILGIRI_Q1, 'txt');
    await writeCall(bad, NILGIRI_Q1, 'md', 'nilgiri-notes');
    mkdirSync(join(tmp.dir, 'empty-folder'));
    writeFileSync(join(tmp.dir, 'notes.docx'), 'PK');
    const r = await ingest([bad, join(tmp.dir, 'empty-folder'), join(tmp.dir, 'no-such-dir'), join(tmp.dir, 'notes.docx')], wdBad);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/2 added, .* 9 failed/);
    const s = await status(wdBad);
    expect(s.documents).toBe(2);
    const reasons = Object.fromEntries(s.failed.map((f: { path: string; reason: string }) => [f.path, f.reason]));
    expect(reasons[broken.empty]).toMatch(/empty file/);
    expect(reasons[broken['not-a-pdf']]).toMatch(/not a PDF/);
    expect(reasons[broken.truncated]).toMatch(/truncated/);
    expect(reasons[broken.corrupt]).toMatch(/corrupt PDF/);
    expect(reasons[broken.encrypted]).toMatch(/encrypted/);
    expect(reasons[broken.scanned]).toMatch(/no text layer/);
    expect(reasons[join(tmp.dir, 'empty-folder')]).toMatch(/no \.pdf, \.txt or \.md/);
    expect(reasons[join(tmp.dir, 'no-such-dir')]).toMatch(/no such file/);
    expect(reasons[join(tmp.dir, 'notes.docx')]).toMatch(/unsupported file type/);
    // The warning names each file on stderr too.
    expect(r.stderr).toContain(broken.encrypted);
  });

  it('a previously good file that turns bad keeps its stored data, marked stale', async () => {
    const path = join(bad, 'nilgiri-consumer-q1-fy24.txt');
    const chunksBefore = (await status(wdBad)).chunks;
    writeFileSync(path, Buffer.from([0, 1, 2, 3, 0, 0]));
    const r = await ingest([path], wdBad);
    expect(r.code).toBe(1);
    const s = await status(wdBad);
    expect(s.documents).toBe(2);
    expect(s.chunks).toBe(chunksBefore);
    expect(s.stale).toEqual([{ path, reason: expect.stringMatching(/binary content/) }]);
  });

  it('a fixed file clears its failure on the next run', async () => {
    const broken = join(bad, 'broken', 'truncated.pdf');
    writeFileSync(broken, await renderCallPdf({ ...NILGIRI_Q1, callDate: 'August 4, 2023' }));
    await ingest([broken], wdBad);
    const s = await status(wdBad);
    expect(s.failed.map((f: { path: string }) => f.path)).not.toContain(broken);
  });

  it('a bad flag or manifest is a usage error naming the value', async () => {
    const r1 = await ingest([input, '--quarter', 'Q5']);
    expect(r1.code).not.toBe(0);
    expect(r1.stderr).toMatch(/quarter "Q5"/);
    const manifest = join(tmp.dir, 'm.csv');
    writeFileSync(manifest, 'file,ticker,year\naravali-infotech-q1-fy24.pdf,ARV,FY2x\n');
    const r2 = await ingest([input, '--manifest', manifest]);
    expect(r2.stderr).toMatch(/m\.csv:2: year "FY2x"/);
  });
});

describe('metadata from flags and manifests', () => {
  it('flags beat the manifest, the manifest beats inference', async () => {
    const wdM = join(tmp.dir, 'wd-manifest');
    const manifest = join(tmp.dir, 'tickers.json');
    writeFileSync(manifest, JSON.stringify({ 'kcb-concall': { ticker: 'konkanbank', company: 'Konkan Bank' }, 'sahyadri-cement-q1-fy24.pdf': 'sahyadri' }));
    const r = await ingest([join(input, 'kcb-concall.pdf'), join(input, 'sahyadri-cement-q1-fy24.pdf'), '--manifest', manifest, '--company', 'Konkan Coastal Bank Ltd'], wdM);
    expect(r.code, r.stderr).toBe(0);
    const db = openWorkdirDb(wdM);
    const rows = db.prepare(`SELECT file_name, company, ticker, quarter, meta_source FROM documents ORDER BY file_name`).all() as Record<string, string>[];
    db.close();
    expect(rows[0]).toMatchObject({ company: 'Konkan Coastal Bank Ltd', ticker: 'konkanbank', quarter: 'Q1' });
    expect(JSON.parse(rows[0]!.meta_source!)).toMatchObject({ company: 'flag', ticker: 'manifest', quarter: 'text' });
    expect(rows[1]).toMatchObject({ company: 'Konkan Coastal Bank Ltd', ticker: 'sahyadri' });

    // Without flags or manifest the stored metadata stands; with different ones the file's metadata is read again (its chunks kept).
    const again = await ingest([join(input, 'kcb-concall.pdf'), join(input, 'sahyadri-cement-q1-fy24.pdf')], wdM);
    expect(again.stdout).toMatch(/0 updated, 2 unchanged/);
    const other = await ingest([join(input, 'sahyadri-cement-q1-fy24.pdf'), '--ticker', 'SAHY'], wdM);
    expect(other.stdout).toMatch(/0 updated, 1 re-read, 0 unchanged/);
    const db2 = openWorkdirDb(wdM);
    expect(db2.prepare(`SELECT ticker FROM documents ORDER BY file_name`).pluck().all()).toEqual(['konkanbank', 'SAHY']);
    db2.close();
  });
});
