/**
 * QuALITY (as packaged by L-Eval) → documents plus a multiple-choice set. Each input line holds an
 * article (`input`), its questions with options "(A) ... (D) ..." (`instructions`) and the gold
 * options (`outputs`, e.g. "(B) ..."). Output: one .txt document per article and mc.jsonl rows
 * `{id, question, options, answer, document}` with `answer` the gold letter. Pure except the writer.
 */
import { mkdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { HybridRagError } from '../core/errors.js';
import { toJsonl } from './dataset.js';

export const McRowSchema = z.object({
  id: z.string().min(1),
  question: z.string().min(1),
  options: z.array(z.string().min(1)).min(2),
  answer: z.string().regex(/^[A-Z]$/, 'must be an option letter'),
  document: z.string().min(1),
});
/** One multiple-choice question over one document. */
export type McRow = z.infer<typeof McRowSchema>;

const LineSchema = z.object({
  input: z.string().min(1),
  instructions: z.array(z.string()),
  outputs: z.array(z.string()),
});

/** "Question?\n\n (A) one\n (B) two" → question and option texts. */
export function splitOptions(instruction: string): { question: string; options: string[] } | null {
  const first = instruction.search(/\(A\)\s/);
  if (first < 0) return null;
  const question = instruction.slice(0, first).trim();
  const options = instruction
    .slice(first)
    .split(/\s*\([A-Z]\)\s+/)
    .map((o) => o.replace(/\s+/g, ' ').trim())
    .filter((o) => o.length > 0);
  return question && options.length >= 2 ? { question, options } : null;
}

/** A file-name-safe title from the article's first line. */
export function documentName(article: string, n: number): string {
  const title = (article.split('\n').find((l) => l.trim()) ?? 'article').replace(/\s+/g, ' ').trim();
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'article';
  return `quality-${String(n).padStart(2, '0')}-${slug}`;
}

export interface QualityImport {
  documents: Array<{ name: string; text: string }>;
  questions: McRow[];
  rejected: Array<{ line: number; question: number; reason: string }>;
}

export function importQuality(text: string, source: string): QualityImport {
  const out: QualityImport = { documents: [], questions: [], rejected: [] };
  text.split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const lineNo = i + 1;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch (err) {
      throw new HybridRagError('INPUT', `${source}:${lineNo}: not valid JSON`, { hint: 'one JSON object a line: {input, instructions, outputs}', cause: err });
    }
    const p = LineSchema.safeParse(value);
    if (!p.success) {
      const issue = p.error.issues[0]!;
      throw new HybridRagError('INPUT', `${source}:${lineNo}: field "${issue.path.join('.') || '(line)'}" ${issue.message}`, {
        hint: 'each line needs "input" (the article), "instructions" (questions with options) and "outputs" (gold options)',
      });
    }
    const name = documentName(p.data.input, out.documents.length + 1);
    out.documents.push({ name, text: p.data.input });
    p.data.instructions.forEach((ins, q) => {
      const parsed = splitOptions(ins);
      const gold = /^\(([A-Z])\)/.exec((p.data.outputs[q] ?? '').trim())?.[1];
      if (!parsed) return void out.rejected.push({ line: lineNo, question: q + 1, reason: 'no (A)..(D) options found' });
      if (!gold) return void out.rejected.push({ line: lineNo, question: q + 1, reason: 'gold output is not "(X) ..."' });
      if (gold.charCodeAt(0) - 65 >= parsed.options.length) return void out.rejected.push({ line: lineNo, question: q + 1, reason: `gold ${gold} is not among ${parsed.options.length} options` });
      out.questions.push({ id: `${name}-q${String(q + 1).padStart(2, '0')}`, question: parsed.question, options: parsed.options, answer: gold, document: `${name}.txt` });
    });
  });
  return out;
}

/** Write DIR/docs/<name>.txt and DIR/mc.jsonl; returns the paths written. */
export function writeQualityImport(imp: QualityImport, outDir: string): { docsDir: string; mcPath: string } {
  const docsDir = join(outDir, 'docs');
  mkdirSync(docsDir, { recursive: true });
  for (const d of imp.documents) writeFileSync(join(docsDir, `${d.name}.txt`), d.text.endsWith('\n') ? d.text : d.text + '\n');
  const mcPath = join(outDir, 'mc.jsonl');
  writeFileSync(mcPath, toJsonl(imp.questions));
  return { docsDir, mcPath };
}

/** Read and validate mc.jsonl. */
export function readMcJsonl(path: string): McRow[] {
  if (!existsSync(path)) throw new HybridRagError('INPUT', `dataset not found: ${path}`, { hint: 'create it with `hybridrag dataset import-quality`' });
  const rows: McRow[] = [];
  readFileSync(path, 'utf8').split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    let v: unknown;
    try {
      v = JSON.parse(raw);
    } catch (err) {
      throw new HybridRagError('INPUT', `${path}:${i + 1}: not valid JSON`, { hint: 'one JSON object a line', cause: err });
    }
    const p = McRowSchema.safeParse(v);
    if (!p.success) {
      const issue = p.error.issues[0]!;
      throw new HybridRagError('INPUT', `${path}:${i + 1}: field "${issue.path.join('.') || '(line)'}" ${issue.message}`, {
        hint: 'rows look like {"id","question","options":[...],"answer":"B","document"}',
      });
    }
    rows.push(p.data);
  });
  return rows;
}

/** True when a dataset file holds multiple-choice rows (first non-blank line has "options"). */
export function isMultipleChoiceFile(path: string): boolean {
  if (!existsSync(path)) return false;
  const first = readFileSync(path, 'utf8').split(/\r?\n/).find((l) => l.trim());
  if (!first) return false;
  try {
    const v = JSON.parse(first) as Record<string, unknown>;
    return Array.isArray(v.options);
  } catch {
    return false;
  }
}
