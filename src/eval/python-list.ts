/**
 * Parse a Python list-of-strings literal as the RAGAS reference CSV stores contexts:
 * `['a', "b's", '...\n...']` with backslash escapes. Pure; an unparsable value is an error.
 */
export function parsePythonStringList(text: string): string[] {
  const s = text.trim();
  if (!s.startsWith('[') || !s.endsWith(']')) throw new SyntaxError('not a list literal');
  const out: string[] = [];
  let i = 1;
  const skip = (): void => { while (i < s.length && /[\s,]/.test(s[i]!)) i++; };
  for (skip(); i < s.length - 1; skip()) {
    const q = s[i];
    if (q !== "'" && q !== '"') throw new SyntaxError(`expected a quote at offset ${i}`);
    i++;
    let str = '';
    while (i < s.length && s[i] !== q) {
      if (s[i] === '\\') {
        const e = s[i + 1];
        const map: Record<string, string> = { n: '\n', t: '\t', r: '\r', '\\': '\\', "'": "'", '"': '"' };
        if (e === 'x' || e === 'u') {
          const len = e === 'x' ? 2 : 4;
          str += String.fromCharCode(parseInt(s.slice(i + 2, i + 2 + len), 16));
          i += 2 + len;
          continue;
        }
        str += e !== undefined && e in map ? map[e]! : '\\' + (e ?? '');
        i += 2;
      } else str += s[i++];
    }
    if (i >= s.length) throw new SyntaxError('unterminated string');
    i++;
    out.push(str);
  }
  return out;
}
