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

/**
 * Page 1 of a filing: the company's letterhead, the two exchanges' listing departments, the
 * Symbol and Scrip Code lines, the subject, and the signature; the transcript starts on page 2.
 */
function coverLetterPage(doc: PDFKit.PDFDocument, call: DemoCall, letter: NonNullable<DemoCall['coverLetter']>): void {
  doc.font('Helvetica-Bold').fontSize(15).text(call.company, { align: 'center' });
  doc.font('Helvetica').fontSize(8).text(letter.registeredOffice, { align: 'center' });
  doc.moveDown(1.5).fontSize(10).text(letter.letterDate);
  doc.moveDown(0.8).text('To,');
  doc.text('BSE Limited');
  doc.text('Phiroze Jeejeebhoy Towers, Dalal Street, Mumbai 400 001');
  doc.moveDown(0.5).text('National Stock Exchange of India Limited');
  doc.text('Exchange Plaza, Bandra-Kurla Complex, Bandra (East), Mumbai 400 051');
  doc.moveDown(0.8).text(`Scrip Code: ${letter.scripCode}`);
  doc.text(`Symbol: ${call.ticker}`);
  doc.moveDown(0.8).font('Helvetica-Bold').text(`Sub: Transcript of the Earnings Conference Call for ${call.quarter} ${call.year}`);
  doc.moveDown(0.8).font('Helvetica').text('Dear Sir / Madam,');
  doc.moveDown(0.5).text(
    `Pursuant to Regulation 30 of the SEBI (Listing Obligations and Disclosure Requirements) Regulations, 2015, please find enclosed the transcript of the earnings conference call held on ${call.callDate}.`,
  );
  doc.moveDown(0.5).text('Kindly take the same on record.');
  doc.moveDown(1.2).text('Yours faithfully,');
  doc.text(`For ${call.company}`);
  doc.moveDown(1.2).text(letter.signatory.name);
  doc.text(letter.signatory.role);
  doc.addPage();
}

function cover(doc: PDFKit.PDFDocument, call: DemoCall): void {
  doc.font('Helvetica-Bold').fontSize(16).text(`"${callTitle(call)}"`, { align: 'center' });
  doc.moveDown(0.5).font('Helvetica').fontSize(12).text(call.callDate, { align: 'center' });
  if (!call.coverLetter) doc.moveDown(0.3).fontSize(9).text(`NSE: ${call.ticker}`, { align: 'center' });
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
  if (call.coverLetter) coverLetterPage(doc, call, call.coverLetter);
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
