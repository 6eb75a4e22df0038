/**
 * A small deterministic transcript corpus for the fault suite, written at test time: earnings-call
 * transcripts of invented companies (speaker turns, figures, analyst Q&A) as .txt and as PDFs made
 * with pdfkit (fixed creation date, so the bytes are stable). Big enough that an ingest takes a
 * noticeable time (so kills land mid-way), small enough that a trial takes a second or two.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import PDFDocument from 'pdfkit';
import { seededRandom } from '../../../src/core/util/seeded-random.js';

const COMPANIES = [
  ['Aravali Infotech Limited', 'IT services'],
  ['Konkan Cement Limited', 'cement'],
  ['Sahyadri Bank Limited', 'banking'],
  ['Narmada Motors Limited', 'automobiles'],
  ['Godavari Foods Limited', 'FMCG'],
  ['Vindhya Telecom Limited', 'telecom'],
  ['Kaveri Pharma Limited', 'pharma'],
  ['Nilgiri Power Limited', 'power'],
] as const;

const ANALYSTS = ['Rohit Menon', 'Priya Iyer', 'Ankit Shah', 'Meera Das', 'Vikram Rao'];

/** The pages of one transcript: lists of lines, speaker turns as `Name:` lines. */
export function transcriptPages(company: string, sector: string, seed: number, pageCount = 6): string[][] {
  // Seeded, so the corpus is byte-identical on every run.
  const r = seededRandom(seed);
  const num = (lo: number, hi: number): string => (lo + r() * (hi - lo)).toFixed(1);
  const short = company.replace(/ Limited$/, '');
  const pages: string[][] = [
    [
      `${company}`,
      'Q1 FY24 Earnings Conference Call',
      'July 20, 2023',
      'Moderator:',
      `Ladies and gentlemen, welcome to the ${short} conference call for the first quarter of fiscal year 2024 that ended June 30th, 2023.`,
      'CEO:',
      `Thank you. Our ${sector} business had a steady quarter. Revenue grew ${num(5, 25)}% year on year to Rs. ${num(800, 9000)} crore and EBITDA margin was ${num(12, 30)}%.`,
    ],
  ];
  const topics = ['margins', 'volumes', 'deal wins', 'attrition', 'credit costs', 'capex', 'pricing', 'working capital'];
  for (let p = 1; p < pageCount; p++) {
    const lines: string[] = [];
    // Three analyst exchanges per page, so a transcript spans several chunks.
    for (let x = 0; x < 3; x++) {
      const a = ANALYSTS[Math.floor(r() * ANALYSTS.length)]!;
      const topic = topics[(p * 3 + x) % topics.length]!;
      lines.push(
        `${a}:`,
        `Could you explain the movement in ${topic} this quarter in the ${sector} business, and the outlook for the rest of the year?`,
        'CFO:',
        `Sure. ${topic[0]!.toUpperCase()}${topic.slice(1)} moved by ${num(0.5, 9)}% because of pricing and mix. We expect ${num(8, 18)}% growth in FY24 and a capex of Rs. ${num(100, 900)} crore.`,
        `Order book stood at Rs. ${num(1000, 20000)} crore, with ${Math.floor(r() * 40) + 5} new clients added; ${short} remains net cash positive.`,
      );
    }
    lines.push('Moderator:', 'Thank you. The next question is from the line of an analyst. Please go ahead.');
    pages.push(lines);
  }
  return pages;
}

/** A PDF with the given pages of lines (one text line per entry). */
export function makePdf(pages: readonly (readonly string[])[], opts: { userPassword?: string } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      autoFirstPage: false,
      info: { CreationDate: new Date(Date.UTC(2024, 0, 1)), Title: 'fixture' },
      ...(opts.userPassword ? { userPassword: opts.userPassword, ownerPassword: `${opts.userPassword}-owner` } : {}),
    });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (const lines of pages) {
      doc.addPage({ size: 'A4', margin: 50 });
      doc.fontSize(10);
      for (const line of lines) doc.text(line);
    }
    doc.end();
  });
}

/** A PDF with a drawn shape on each page and no text at all (like a scan without OCR). */
export function makeImageOnlyPdf(pageCount = 2): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ autoFirstPage: false, info: { CreationDate: new Date(Date.UTC(2024, 0, 1)) } });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.on('error', reject);
    for (let i = 0; i < pageCount; i++) {
      doc.addPage({ size: 'A4' });
      doc.rect(50, 50, 300, 200).fill('#333333');
    }
    doc.end();
  });
}

/**
 * Write the fault corpus into `dir`: `txt` plain-text transcripts and `pdf` PDF transcripts.
 * Returns the file paths.
 */
export async function writeFaultCorpus(dir: string, opts: { txt: number; pdf: number; pages?: number }): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const files: string[] = [];
  for (let i = 0; i < opts.txt + opts.pdf; i++) {
    const [company, sector] = COMPANIES[i % COMPANIES.length]!;
    const name = i < COMPANIES.length ? company : `${company.replace(/ Limited$/, '')} ${'ABCDEFGH'[Math.floor(i / COMPANIES.length)]} Limited`;
    const pages = transcriptPages(name, sector, 1000 + i, opts.pages ?? 6);
    const base = join(dir, name.replace(/ /g, '_'));
    if (i < opts.txt) {
      const path = `${base}.txt`;
      writeFileSync(path, pages.map((p) => p.join('\n')).join('\n\f'));
      files.push(path);
    } else {
      const path = `${base}.pdf`;
      writeFileSync(path, await makePdf(pages));
      files.push(path);
    }
  }
  return files;
}
