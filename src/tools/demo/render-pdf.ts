/**
 * Render a demo call as an earnings-call transcript PDF with pdfkit: a cover block (title, date,
 * management and analysts), a running header and a "Page n of N" footer on every page, and speaker
 * turns as a bold "Name:" followed by the text. Fixed dates make the bytes reproducible.
 */
import PDFDocument from 'pdfkit';
import type { DemoCall } from './types.js';

/** Fixed creation date: pdfkit derives the file ID from the info dictionary. */
export const FIXED_DATE = new Date(Date.UTC(2024, 0, 1, 0, 0, 0));

export interface RenderOptions {
  /** Encrypt with this user password (for the encrypted-PDF fixture). */
  userPassword?: string;
}

export function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
  });
}

export function newDocument(title: string, opts: RenderOptions = {}): PDFKit.PDFDocument {
  return new PDFDocument({
    size: 'A4',
    margins: { top: 72, bottom: 72, left: 60, right: 60 },
    bufferPages: true,
    info: { Title: title, Author: 'hybridrag demo corpus', CreationDate: FIXED_DATE, ModDate: FIXED_DATE },
    ...(opts.userPassword ? { userPassword: opts.userPassword, ownerPassword: opts.userPassword + '-owner' } : {}),
  });
}

/** The title line as transcripts print it. */
export function callTitle(call: DemoCall): string {
  return `${call.company} ${call.quarter} ${call.year} Earnings Conference Call`;
}

function cover(doc: PDFKit.PDFDocument, call: DemoCall): void {
  doc.font('Helvetica-Bold').fontSize(16).text(`"${callTitle(call)}"`, { align: 'center' });
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(call.callDate, { align: 'center' });
  doc.moveDown(0.3).fontSize(9).text(`NSE: ${call.ticker}`, { align: 'center' });
  doc.moveDown(1.2).font('Helvetica-Bold').fontSize(10).text('MANAGEMENT:');
  doc.font('Helvetica');
  for (const p of call.management) doc.text(`${p.name.toUpperCase()} - ${p.role.toUpperCase()}`, { indent: 90 });
  doc.moveDown(0.6).font('Helvetica-Bold').text('ANALYSTS:');
  doc.font('Helvetica');
  for (const p of call.analysts) doc.text(`${p.name.toUpperCase()} - ${p.role.toUpperCase()}`, { indent: 90 });
  doc.moveDown(1.5);
}

function turns(doc: PDFKit.PDFDocument, call: DemoCall): void {
  doc.fontSize(11);
  for (const [speaker, text] of call.turns) {
    const paragraphs = text.split(/\n\n+/);
    paragraphs.forEach((para, i) => {
      if (i === 0) {
        doc.font('Helvetica-Bold').text(`${speaker}: `, { continued: true, align: 'left' });
        doc.font('Helvetica').text(para, { align: 'left', lineGap: 2 });
      } else {
        doc.font('Helvetica').text(para, { align: 'left', lineGap: 2 });
      }
      doc.moveDown(0.6);
    });
  }
}

/** Running header and footer on every buffered page; margins cleared so no page is added. */
export function headersAndFooters(doc: PDFKit.PDFDocument, header: string): void {
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const { margins } = doc.page;
    doc.page.margins = { top: 0, bottom: 0, left: 0, right: 0 };
    const width = doc.page.width;
    doc.font('Helvetica').fontSize(8).fillColor('#555555');
    doc.text(header, 60, 36, { width: width - 120, align: 'right', lineBreak: false });
    doc.text(`Page ${i + 1} of ${range.count}`, 60, doc.page.height - 48, { width: width - 120, align: 'center', lineBreak: false });
    doc.fillColor('black');
    doc.page.margins = margins;
  }
}

/** The call as PDF bytes. */
export async function renderCallPdf(call: DemoCall, opts: RenderOptions = {}): Promise<Buffer> {
  const doc = newDocument(callTitle(call), opts);
  const done = collect(doc);
  cover(doc, call);
  turns(doc, call);
  headersAndFooters(doc, `${call.company} | ${call.quarter} ${call.year} Earnings Call | ${call.callDate}`);
  doc.end();
  return done;
}

/** The call as a plain-text transcript (for .txt/.md inputs); Markdown bolds the speaker labels. */
export function renderCallText(call: DemoCall, markdown = false): string {
  const lines = [markdown ? `# ${callTitle(call)}` : callTitle(call), call.callDate, ''];
  for (const [speaker, text] of call.turns) {
    lines.push(`${markdown ? `**${speaker}:**` : `${speaker}:`} ${text}`, '');
  }
  return lines.join('\n');
}
