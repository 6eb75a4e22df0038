/**
 * PDF text extraction with pdfjs-dist: raw lines per page (see lines.ts), then header/footer and
 * page-number removal (clean-pages.ts). Every failure mode a user meets (not a PDF, truncated,
 * encrypted, no text layer) becomes a one-line reason that says what to do.
 */
import { itemsToLines, type TextItemLike } from './lines.js';
import { cleanPages } from './clean-pages.js';

export interface PdfPages {
  /** Raw lines per page, before cleaning. */
  rawPages: string[][];
  /** Clean page texts. */
  pages: string[];
}

/** A PDF that cannot be read; the message is the user-facing reason. */
export class PdfReadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PdfReadError';
  }
}

/** Check the bytes look like a PDF before handing them to pdfjs (which is lenient about junk). */
export function checkPdfBytes(bytes: Uint8Array): void {
  if (bytes.length === 0) throw new PdfReadError('empty file (0 bytes); re-export or re-download it');
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('latin1');
  if (!head.includes('%PDF-')) {
    const shown = head.slice(0, 16).replace(/[^\x20-\x7e]/g, '.');
    throw new PdfReadError(`not a PDF (starts with "${shown}", no %PDF- header); check the file or rename it`);
  }
  const tail = Buffer.from(bytes.subarray(Math.max(0, bytes.length - 2048))).toString('latin1');
  if (!tail.includes('%%EOF')) {
    throw new PdfReadError('truncated PDF (no %%EOF marker at the end); re-download or re-export it');
  }
}

function describePdfjsError(err: unknown): string {
  const e = err as { name?: string; message?: string };
  if (e?.name === 'PasswordException') {
    return 'encrypted PDF (password protected); save an unencrypted copy and ingest that';
  }
  if (e?.name === 'InvalidPDFException') {
    return `corrupt PDF (${e.message ?? 'invalid structure'}); re-download or re-export it`;
  }
  return `unreadable PDF (${e?.message ?? String(err)}); re-download or re-export it`;
}

/** Extract the pages of a PDF; throws PdfReadError with a user-facing reason. */
export async function readPdfPages(bytes: Uint8Array): Promise<PdfPages> {
  checkPdfBytes(bytes);
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  // pdfjs takes ownership of (and detaches) the buffer it is given, so hand it a copy.
  const task = pdfjs.getDocument({
    data: new Uint8Array(bytes),
    verbosity: 0,
    isEvalSupported: false,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  let doc: Awaited<typeof task.promise>;
  try {
    doc = await task.promise;
  } catch (err) {
    await task.destroy().catch(() => undefined);
    throw new PdfReadError(describePdfjsError(err));
  }
  try {
    const rawPages: string[][] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const items = content.items.filter((it): it is TextItemLike & typeof it => 'str' in it);
      rawPages.push(itemsToLines(items));
      page.cleanup();
    }
    const chars = rawPages.reduce((s, lines) => s + lines.join('').length, 0);
    if (chars === 0) {
      throw new PdfReadError(
        `no text layer in ${doc.numPages} page(s) (a scanned or image-only PDF); run OCR (e.g. ocrmypdf) first`,
      );
    }
    return { rawPages, pages: cleanPages(rawPages) };
  } catch (err) {
    if (err instanceof PdfReadError) throw err;
    throw new PdfReadError(describePdfjsError(err));
  } finally {
    await doc.destroy().catch(() => undefined);
  }
}
