/**
 * The few terminal styles the CLI prints (16-colour ANSI, as chalk's level 1), or none. Kept here
 * rather than in a colour library: loading one costs a short command (`--version`, `--help`) a
 * noticeable part of its run.
 */
export interface Style {
  bold(s: string): string;
  dim(s: string): string;
  red(s: string): string;
  yellow(s: string): string;
  green(s: string): string;
}

const plain = (s: string): string => s;

/** Wrap in `open`/`close`; a close inside the text (nested style) re-opens after itself. */
const ansi = (open: number, close: number) => {
  const o = `\u001b[${open}m`;
  const c = `\u001b[${close}m`;
  return (s: string): string => (s === '' ? s : o + s.replaceAll(c, c + o) + c);
};

/** Styles that colour when `color` is true and return the text unchanged otherwise. */
export function createStyle(color: boolean): Style {
  if (!color) return { bold: plain, dim: plain, red: plain, yellow: plain, green: plain };
  return { bold: ansi(1, 22), dim: ansi(2, 22), red: ansi(31, 39), yellow: ansi(33, 39), green: ansi(32, 39) };
}
