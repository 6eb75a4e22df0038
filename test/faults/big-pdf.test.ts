/**
 * A PDF with thousands of pages (3,000 short pages made with pdfkit) ingests completely, with every
 * page stored and bounded memory. No timing assertions: the wall time is printed for the record,
 * the test timeout only guards against a hang.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { measure } from '../../bench/lib/measure.js';
import { BIN, tempDir } from '../helpers/cli.js';
import { makePdf } from './helpers/corpus.js';
import { looksLikeCrash } from './helpers/proc.js';
import { snapshotWorkdir } from './helpers/snapshot.js';

const PAGES = 3000;

describe('fault: a PDF with thousands of pages', () => {
  const tmp = tempDir('hr-bigpdf-');
  afterAll(() => tmp.cleanup());

  it(`ingests all ${PAGES} pages with peak RSS under 1 GiB`, { timeout: 600_000 }, async () => {
    const regions = ['Pune', 'Nagpur', 'Surat', 'Indore', 'Kochi', 'Guwahati', 'Ranchi', 'Mysuru', 'Vizag', 'Jaipur', 'Patna'];
    const goods = ['cement', 'steel coils', 'containers', 'fertiliser', 'auto parts', 'textiles', 'grain'];
    const pages = Array.from({ length: PAGES }, (_, i) => [
      'Yamuna Logistics Limited - Q1 FY24 annexure',
      `${regions[i % regions.length]} depot handled ${goods[i % goods.length]} for ${regions[(i * 7) % regions.length]} customers.`,
      `Freight revenue from ${goods[(i * 3) % goods.length]} was Rs. ${100 + (i % 97)} crore, up ${(i % 13) + 1}% over ${regions[(i * 5) % regions.length]}.`,
      `Lane ${i + 1}: ${regions[(i * 2) % regions.length]} to ${regions[(i * 3 + 1) % regions.length]} via ${regions[(i * 11) % regions.length]}.`,
      `Page ${i + 1}`,
    ]);
    const file = join(tmp.dir, 'annexure.pdf');
    writeFileSync(file, await makePdf(pages));
    const wd = join(tmp.dir, 'wd');
    const r = await measure(process.execPath, [BIN, 'ingest', file, '--workdir', wd], {
      cwd: tmp.dir,
      env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_PROVIDER: 'local', HYBRIDRAG_WORKDIR: undefined },
      timeoutMs: 550_000,
    });
    expect(r.code, r.stderr).toBe(0);
    expect(looksLikeCrash(r.stderr), r.stderr).toBe(false);
    const s = snapshotWorkdir(wd);
    expect(s.documents).toHaveLength(1);
    expect(s.documents[0]!.pageCount).toBe(PAGES);
    expect(s.pages).toBe(PAGES);
    expect(s.fts).toBe('ok');
    // Each page carries ~250 characters of distinct text: it must reach the chunks, not be dropped as header/footer.
    expect(s.chunkIds.length).toBeGreaterThan((PAGES * 200) / 2024 / 2);
    if (Number.isFinite(r.peakRssMiB)) expect(r.peakRssMiB).toBeLessThan(1024);
    console.log(`3,000-page PDF: ${(r.wallMs / 1000).toFixed(1)} s, peak RSS ${r.peakRssMiB.toFixed(0)} MiB, ${s.chunkIds.length} chunks`);
  });
});
