import { describe, expect, it } from 'vitest';
import { ARAVALI_Q1 } from '../../tools/demo/calls-aravali.js';
import { brokenPdfBytes } from '../../tools/demo/fixtures.js';
import { renderCallPdf } from '../../tools/demo/render-pdf.js';
import { PdfReadError, readPdfPages } from './pdf.js';

describe('PDF extraction (pdfjs on generated transcripts)', () => {
  it('rebuilds speaker lines, drops running headers and page numbers, keeps every turn', async () => {
    const { pages, rawPages } = await readPdfPages(await renderCallPdf(ARAVALI_Q1));
    expect(pages.length).toBeGreaterThanOrEqual(3);
    // The raw pages carry the header and "Page n of N"; the clean ones do not.
    expect(rawPages[1]!.some((l) => /^Page 2 of \d+$/.test(l))).toBe(true);
    const all = pages.join('\n');
    expect(all).not.toMatch(/Page \d+ of \d+/);
    expect(all).not.toContain('Earnings Call | July 19, 2023');
    for (const [speaker] of ARAVALI_Q1.turns) expect(all).toMatch(new RegExp(`^${speaker}: `, 'm'));
    const flat = all.replace(/\s+/g, ' ');
    expect(flat).toContain('The largest was a seven-year cloud and infrastructure transformation for a European utility, Nordlicht Energie, valued at $310 million.');
  });

  it.each([
    ['empty', /empty file/],
    ['not-a-pdf', /not a PDF/],
    ['truncated', /truncated PDF/],
    ['corrupt', /corrupt PDF/],
    ['encrypted', /encrypted PDF/],
    ['scanned', /no text layer/],
  ] as const)('rejects a %s file with a one-line reason', async (kind, reason) => {
    const bytes = (await brokenPdfBytes())[kind];
    const err = await readPdfPages(bytes).then(() => null, (e: unknown) => e);
    expect(err).toBeInstanceOf(PdfReadError);
    expect((err as Error).message).toMatch(reason);
    expect((err as Error).message).not.toContain('\n');
  });
});
