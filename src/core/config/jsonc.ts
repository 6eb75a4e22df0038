/**
 * JSON with comments (JSONC), as hybridrag.config.jsonc is written: `//` and `/* *\/` comments and
 * trailing commas are allowed. Comments are blanked (newlines kept) rather than removed, so a
 * syntax error still points at the right line and column of the original text. Text inside strings
 * is never touched: "https://example.com" keeps its `//`.
 */

/** The text with comments replaced by spaces and trailing commas dropped; strings untouched. */
export function stripJsonc(text: string): string {
  let out = '';
  let i = 0;
  const n = text.length;
  // Index in `out` of the last comma outside a string, if only whitespace and comments followed it.
  let pendingComma = -1;
  while (i < n) {
    const c = text[i]!;
    if (c === '"') {
      pendingComma = -1;
      let j = i + 1;
      while (j < n && text[j] !== '"') j += text[j] === '\\' ? 2 : 1;
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (c === '/' && text[i + 1] === '/') {
      let j = i;
      while (j < n && text[j] !== '\n') j++;
      out += ' '.repeat(j - i);
      i = j;
      continue;
    }
    if (c === '/' && text[i + 1] === '*') {
      const end = text.indexOf('*/', i + 2);
      const j = end === -1 ? n : end + 2;
      out += text.slice(i, j).replace(/[^\n]/g, ' ');
      i = j;
      continue;
    }
    if ((c === '}' || c === ']') && pendingComma !== -1) {
      out = `${out.slice(0, pendingComma)} ${out.slice(pendingComma + 1)}`;
    }
    if (c === ',') pendingComma = out.length;
    else if (!/\s/.test(c)) pendingComma = -1;
    out += c;
    i++;
  }
  return out;
}

/** 1-based line and column of a character offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/** Parse JSONC; a syntax error is thrown as an Error whose message names the line and column. */
export function parseJsonc(text: string): unknown {
  const stripped = stripJsonc(text.replace(/^\uFEFF/, ''));
  try {
    return JSON.parse(stripped);
  } catch (err) {
    const msg = (err as Error).message;
    const pos = /position (\d+)/.exec(msg);
    if (!pos) throw err;
    const { line, column } = lineColumn(stripped, Number(pos[1]));
    throw new Error(`${msg.replace(/\s*(?:at|in JSON at) position \d+.*$/, '')} at line ${line}, column ${column}`);
  }
}
