/** Write every table of a run: metrics.json, metrics.md, metrics.csv, report.html. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MetricsDocument } from '../aggregate.js';
import type { QuestionRecord } from '../types.js';
import { renderCsv } from './csv.js';
import { renderHtml } from './html.js';
import { renderMarkdown } from './markdown.js';

export const REPORT_FILES = ['metrics.json', 'metrics.md', 'metrics.csv', 'report.html'] as const;

export function writeReports(outDir: string, doc: MetricsDocument, records: readonly QuestionRecord[]): string[] {
  const files: Array<[string, string]> = [
    ['metrics.json', JSON.stringify(doc, null, 2) + '\n'],
    ['metrics.md', renderMarkdown(doc)],
    ['metrics.csv', renderCsv(doc)],
    ['report.html', renderHtml(doc, records)],
  ];
  for (const [name, text] of files) writeFileSync(join(outDir, name), text);
  return files.map(([n]) => join(outDir, n));
}
