/**
 * Integration on real Nifty-50 transcripts (../shared/data), skipped when the data is absent:
 * metadata Q1 / FY24 inferred from the first page, and page provenance of chunks.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { openWorkdirDb } from './helpers/ingest-db.js';

const DATA = resolve(ROOT, '../shared/data/nifty50-q1fy24');
const PICK = ['Tata Consultancy Services.pdf', 'Infosys.pdf', 'Bharti Airtel.pdf', 'Reliance Industries.pdf'];

describe.skipIf(!existsSync(join(DATA, 'pdfs')))('real transcripts (nifty50-q1fy24)', () => {
  const tmp = tempDir('hybridrag-real-');
  afterAll(() => tmp.cleanup());

  it('infers company, ticker (via the manifest), Q1 and FY24, and keeps page provenance', async () => {
    const input = join(tmp.dir, 'in');
    mkdirSync(input);
    for (const f of PICK) copyFileSync(join(DATA, 'pdfs', f), join(input, f));
    const wd = join(tmp.dir, 'wd');
    const r = await runCli(['ingest', input, '--workdir', wd, '--no-stages', '--manifest', join(DATA, 'company_tickers.json')], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);

    const db = openWorkdirDb(wd);
    const docs = db.prepare(`SELECT id, file_name, company, ticker, quarter, year, page_count FROM documents ORDER BY file_name`).all() as Record<string, string | number>[];
    const tickers = JSON.parse(readFileSync(join(DATA, 'company_tickers.json'), 'utf8')) as Record<string, string>;
    expect(docs).toHaveLength(PICK.length);
    for (const d of docs) {
      const stem = String(d.file_name).replace(/\.pdf$/, '');
      // The file name, or the fuller legal name on the cover ("Bharti Airtel Limited").
      expect(String(d.company).startsWith(stem), String(d.company)).toBe(true);
      expect(d).toMatchObject({ ticker: tickers[stem], quarter: 'Q1', year: 'FY24' });
    }
    expect(docs.find((d) => d.file_name === 'Tata Consultancy Services.pdf')!.page_count).toBe(25);

    // Provenance: a chunk's first and last lines are on its first and last pages (pages end at line ends).
    const chunks = db.prepare(`SELECT doc_id, text, page_start, page_end FROM chunks`).all() as { doc_id: string; text: string; page_start: number; page_end: number }[];
    const page = db.prepare(`SELECT text FROM pages WHERE doc_id = ? AND page_no = ?`).pluck();
    expect(chunks.length).toBeGreaterThan(80);
    for (const c of chunks) {
      const lines = c.text.split('\n');
      expect(page.get(c.doc_id, c.page_start) as string).toContain(lines[0]);
      expect(page.get(c.doc_id, c.page_end) as string).toContain(lines[lines.length - 1]);
    }
    // Offsets: the chunk is exactly that slice of the joined pages, and page_start/page_end are
    // the pages holding its first and last characters.
    const docsPages = new Map<string, string[]>();
    for (const d of docs) docsPages.set(String(d.id), db.prepare(`SELECT text FROM pages WHERE doc_id = ? ORDER BY page_no`).pluck().all(d.id) as string[]);
    const spans = db.prepare(`SELECT doc_id, text, start_offset AS s, end_offset AS e, page_start AS ps, page_end AS pe FROM chunks`).all() as { doc_id: string; text: string; s: number; e: number; ps: number; pe: number }[];
    for (const c of spans) {
      const pages = docsPages.get(c.doc_id)!;
      expect(pages.join('\n').slice(c.s, c.e)).toBe(c.text);
      const pageOf = (off: number) => {
        let acc = 0;
        for (let i = 0; i < pages.length; i++) {
          if (off < acc + pages[i]!.length + 1) return i + 1;
          acc += pages[i]!.length + 1;
        }
        return pages.length;
      };
      expect([pageOf(c.s), pageOf(c.e - 1)]).toEqual([c.ps, c.pe]);
    }
    // Every layout yields speaker turns: "Name:" (TCS), names on their own line (Infosys, Bharti).
    for (const d of docs.filter((x) => x.file_name !== 'Reliance Industries.pdf')) {
      const [withSpeaker, all] = db.prepare(`SELECT count(speaker), count(*) FROM chunks WHERE doc_id = ?`).raw().get(d.id) as [number, number];
      expect(withSpeaker / all, String(d.file_name)).toBeGreaterThan(0.8);
    }
    // Running headers and "Page n of N" footers are gone from the stored pages.
    const tcs = docs.find((d) => d.file_name === 'Tata Consultancy Services.pdf')!;
    const pages = db.prepare(`SELECT text FROM pages WHERE doc_id = ?`).pluck().all(tcs.id) as string[];
    expect(pages.some((t) => /Page \d+ of 25/.test(t))).toBe(false);
    expect(pages.slice(1).some((t) => t.startsWith('Tata Consultancy Services Earnings Conference Call'))).toBe(false);
    db.close();
  });
});
