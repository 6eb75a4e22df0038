/**
 * The evaluation question set, `qa.jsonl`: one JSON object a line. Reading validates every line
 * with zod; a malformed line is an INPUT error naming the file, the line number and the field.
 */
import { readFileSync, existsSync } from 'node:fs';
import { z } from 'zod';
import { HybridRagError } from '../core/errors.js';
import type { Filters } from '../core/domain.js';

/** Optional metadata may be absent or null (null = "not applicable", e.g. a cross-quarter question). */
const optional = <T extends z.ZodType<string>>(t: T) => t.nullish().transform((v) => v ?? undefined);

export const QaRowSchema = z.object({
  id: z.union([z.string().min(1), z.number()]).transform((v) => String(v)),
  question: z.string().trim().min(1, 'must be a non-empty string'),
  ground_truth: z.string().trim().min(1, 'must be a non-empty string'),
  company: optional(z.string().min(1)),
  ticker: optional(z.string().min(1)),
  quarter: optional(z.string().regex(/^(?:Q[1-4]|H[12])$/, 'must be Q1..Q4 or H1, H2')),
  year: optional(z.string().regex(/^FY\d{2}$/, 'must look like FY24')),
  question_type: optional(z.string()),
});

/** One evaluation question with its reference answer and the metadata that filters retrieval. */
export type QaRow = z.infer<typeof QaRowSchema>;

/** Parse qa.jsonl text; `source` names the file in errors. Duplicate ids are an error too. */
export function parseQaJsonl(text: string, source: string): QaRow[] {
  const rows: QaRow[] = [];
  const seen = new Map<string, number>();
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    if (raw.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw new HybridRagError('INPUT', `${source}:${lineNo}: not valid JSON (${(err as Error).message})`, {
        hint: 'qa.jsonl holds one JSON object per line: {"id", "question", "ground_truth", ...}',
        cause: err,
      });
    }
    const parsed = QaRowSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0]!;
      const field = issue.path.length > 0 ? issue.path.join('.') : '(line)';
      throw new HybridRagError('INPUT', `${source}:${lineNo}: field "${field}" ${issue.message}`, {
        hint: 'each line needs a string "id", "question" and "ground_truth"; company, ticker, quarter (Q1) and year (FY24) are optional',
      });
    }
    const prev = seen.get(parsed.data.id);
    if (prev !== undefined) {
      throw new HybridRagError('INPUT', `${source}:${lineNo}: field "id" duplicates line ${prev} ("${parsed.data.id}")`, {
        hint: 'give every question a unique id',
      });
    }
    seen.set(parsed.data.id, lineNo);
    rows.push(parsed.data);
  });
  return rows;
}

/** Read and validate a qa.jsonl file. */
export function readQaJsonl(path: string): QaRow[] {
  if (!existsSync(path)) {
    throw new HybridRagError('INPUT', `dataset not found: ${path}`, {
      hint: 'create one with `hybridrag dataset import-nifty ...` or pass an existing qa.jsonl to --dataset',
    });
  }
  const rows = parseQaJsonl(readFileSync(path, 'utf8'), path);
  if (rows.length === 0) throw new HybridRagError('INPUT', `${path}: no questions`, { hint: 'the dataset is empty' });
  return rows;
}

/** The retrieval filters a row asks for: the paper filtered by company, quarter and year. */
export function filtersFor(row: QaRow): Filters {
  const f: Filters = {};
  if (row.company) f.company = row.company;
  else if (row.ticker) f.ticker = row.ticker;
  if (row.quarter) f.quarter = row.quarter;
  if (row.year) f.year = row.year;
  return f;
}

/** Serialise rows back to JSONL (one object a line, trailing newline). */
export function toJsonl(rows: readonly unknown[]): string {
  return rows.map((r) => JSON.stringify(r)).join('\n') + (rows.length ? '\n' : '');
}
