/**
 * Undo PDF line breaks in text copied from transcripts: words hyphenated across lines are joined,
 * a newline in the middle of a sentence becomes a space, runs of whitespace collapse. Paragraph
 * breaks (blank lines) survive as a single newline. Pure.
 */
export function normalisePdfText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, '\n')
      .replace(/\u00a0/g, ' ')
      // "manufac-\nturing" → "manufacturing".
      .replace(/([A-Za-z])-[ \t]*\n[ \t]*([a-z])/g, '$1$2')
      // "Q-o-\nQ", "FY-\n24": the hyphen is part of the token, only the break goes.
      .replace(/([A-Za-z0-9])-[ \t]*\n[ \t]*([A-Z0-9])/g, '$1-$2')
      .split(/\n[ \t]*\n+/)
      .map((para) => para.replace(/[ \t]*\n[ \t]*/g, ' ').replace(/[ \t]+/g, ' ').trim())
      .filter((p) => p.length > 0)
      .join('\n')
  );
}
