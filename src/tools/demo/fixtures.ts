/**
 * Test fixtures written at test time into a temporary folder: good transcripts (PDF, .txt, .md)
 * and every kind of broken input ingest must survive. Built from the demo calls.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ARAVALI_Q1 } from './calls-aravali.js';
import { collect, newDocument, renderCallPdf, renderCallText } from './render-pdf.js';
import { fakeScanPng } from './png.js';
import type { DemoCall } from './types.js';

export type BrokenKind = 'empty' | 'not-a-pdf' | 'truncated' | 'corrupt' | 'encrypted' | 'scanned';

/** An image-only PDF: two pages holding a picture of text and no text layer. */
export async function scannedPdf(): Promise<Buffer> {
  const doc = newDocument('Scanned transcript');
  const done = collect(doc);
  const png = fakeScanPng();
  doc.image(png, 60, 72, { width: 470 });
  doc.addPage();
  doc.image(png, 60, 72, { width: 470 });
  doc.end();
  return done;
}

/** Bytes of each broken input. */
export async function brokenPdfBytes(): Promise<Record<BrokenKind, Buffer>> {
  const good = await renderCallPdf(ARAVALI_Q1);
  return {
    empty: Buffer.alloc(0),
    'not-a-pdf': Buffer.from('<!DOCTYPE html>\n<html><body>404 Not Found</body></html>\n'),
    // Cut mid-file, as an interrupted download leaves it.
    truncated: good.subarray(0, Math.floor(good.length * 0.6)),
    // Header and trailer intact, body overwritten: the structure cannot be read.
    corrupt: Buffer.concat([good.subarray(0, 200), Buffer.alloc(good.length - 400), good.subarray(good.length - 200)]),
    encrypted: await renderCallPdf(ARAVALI_Q1, { userPassword: 'secret' }),
    scanned: await scannedPdf(),
  };
}

/** Write `<kind>.pdf` for each broken kind into dir; returns the paths by kind. */
export async function writeBrokenFixtures(dir: string): Promise<Record<BrokenKind, string>> {
  mkdirSync(dir, { recursive: true });
  const bytes = await brokenPdfBytes();
  const out = {} as Record<BrokenKind, string>;
  for (const [kind, b] of Object.entries(bytes) as [BrokenKind, Buffer][]) {
    out[kind] = join(dir, `${kind}.pdf`);
    writeFileSync(out[kind], b);
  }
  return out;
}

/** Write one call as <slug>.pdf, .txt or .md into dir; returns the path. */
export async function writeCall(dir: string, call: DemoCall, format: 'pdf' | 'txt' | 'md' = 'pdf', name = call.slug): Promise<string> {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.${format}`);
  const body = format === 'pdf' ? await renderCallPdf(call) : renderCallText(call, format === 'md');
  writeFileSync(path, body);
  return path;
}
