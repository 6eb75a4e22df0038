/**
 * A small RFC 4180 CSV parser: quoted fields may hold commas, doubled quotes and newlines (the
 * authors' ground-truth CSV carries PDF line breaks inside quoted answers). Pure.
 */
import { HybridRagError } from '../errors.js';
import { emptyDict } from './own.js';

export interface CsvRecord {
  /** 1-based line on which the record starts, for error messages. */
  line: number;
  fields: string[];
}

/** Parse CSV text into records; `source` names the file in errors. */
export function parseCsv(text: string, source = 'input'): CsvRecord[] {
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let inQuotes = false;
  let line = 1;
  let recordLine = 1;
  let quotedStartLine = 1;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0; // skip a UTF-8 BOM
  const endRecord = (): void => {
    fields.push(field);
    // A blank line is not a record.
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: recordLine, fields });
    fields = [];
    field = '';
  };
  for (; i < text.length; i++) {
    const ch = text[i]!;
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else inQuotes = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field === '') {
      inQuotes = true;
      quotedStartLine = line;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else field += ch;
  }
  if (inQuotes) {
    throw new HybridRagError('INPUT', `${source}:${quotedStartLine}: unterminated quoted field`, {
      hint: 'close the quote (a literal quote inside a field is written "")',
    });
  }
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/** Records as objects keyed by the header row; a missing required column is an error. */
export function csvObjects(
  text: string,
  source: string,
  required: readonly string[],
): Array<{ line: number; row: Record<string, string> }> {
  const [header, ...rest] = parseCsv(text, source);
  if (!header) throw new HybridRagError('INPUT', `${source}: empty CSV file`, { hint: 'pass the CSV with a header row' });
  const names = header.fields.map((f) => f.trim());
  for (const r of required) {
    if (!names.includes(r)) {
      throw new HybridRagError('INPUT', `${source}:1: missing column "${r}" (found: ${names.join(', ')})`, {
        hint: `the header row must name the columns ${required.join(', ')}`,
      });
    }
  }
  return rest.map((rec) => {
    const row = emptyDict<string>();
    names.forEach((n, j) => (row[n] = rec.fields[j] ?? ''));
    return { line: rec.line, row };
  });
}
