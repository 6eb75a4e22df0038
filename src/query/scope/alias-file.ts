/**
 * `--alias-file FILE`: extra names that select companies, as a JSON object {"alias": "Company"}
 * or CSV lines `alias,company` (an optional `alias,company` header; `#` comments). A bad line is
 * an INPUT error naming file:line.
 */
import { readFileSync } from 'node:fs';
import { HybridRagError } from '../../core/errors.js';
import { emptyDict } from '../../core/util/own.js';

export function readAliasFile(path: string): Record<string, string> {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch (err) {
    throw new HybridRagError('INPUT', `alias file not found: ${path}`, { hint: 'pass an existing JSON or CSV file to --alias-file', cause: err });
  }
  return parseAliases(text, path);
}

export function parseAliases(text: string, path: string): Record<string, string> {
  const trimmed = text.trim();
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch (err) {
      throw new HybridRagError('INPUT', `${path}: not valid JSON: ${(err as Error).message}`, { hint: 'write {"alias": "Company", ...} or CSV lines alias,company' });
    }
    const out = emptyDict<string>();
    for (const [k, v] of Object.entries(parsed as Record<string, unknown>)) {
      if (typeof v !== 'string' || k.trim() === '' || v.trim() === '') {
        throw new HybridRagError('INPUT', `${path}: alias "${k}" must map to a company name (a non-empty string)`, { hint: 'e.g. {"Airtel": "Bharti Airtel Limited"}' });
      }
      out[k.trim()] = v.trim();
    }
    return out;
  }
  const out = emptyDict<string>();
  text.split(/\r?\n/).forEach((line, i) => {
    const l = line.trim();
    if (l === '' || l.startsWith('#')) return;
    const cells = l.split(',').map((c) => c.trim().replace(/^"(.*)"$/, '$1'));
    if (i === 0 && cells[0]?.toLowerCase() === 'alias' && cells[1]?.toLowerCase() === 'company') return;
    if (cells.length !== 2 || !cells[0] || !cells[1]) {
      throw new HybridRagError('INPUT', `${path}:${i + 1}: expected "alias,company", got "${l}"`, { hint: 'one alias and one company name per line, separated by a comma' });
    }
    out[cells[0]] = cells[1];
  });
  return out;
}
