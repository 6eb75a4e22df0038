/**
 * Rebuild text lines from pdfjs text items. pdfjs returns items in content-stream order, which is
 * not reading order (a footer can come first, a speaker label and its text are separate items),
 * so lines are rebuilt from coordinates: items whose baselines are within a fraction of the font
 * height form one line, lines are read top to bottom, items left to right.
 */

/** The parts of a pdfjs TextItem this module needs. */
export interface TextItemLike {
  str: string;
  /** [a, b, c, d, x, y]: the text matrix; x, y is the baseline origin. */
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

interface Placed {
  str: string;
  x: number;
  y: number;
  right: number;
  size: number;
}

/** Font size of an item: the height, or the matrix scale when height is 0 (whitespace items). */
function fontSize(it: TextItemLike): number {
  const [a = 0, b = 0] = it.transform;
  return it.height > 0 ? it.height : Math.hypot(a, b) || 10;
}

/**
 * Lines of one page, top to bottom, with single spaces between words. Empty lines are dropped.
 * A gap wider than a quarter of the font size between two items becomes a space.
 */
export function itemsToLines(items: readonly TextItemLike[]): string[] {
  const placed: Placed[] = [];
  for (const it of items) {
    if (it.str.length === 0) continue;
    const x = it.transform[4] ?? 0;
    const y = it.transform[5] ?? 0;
    placed.push({ str: it.str, x, y, right: x + it.width, size: fontSize(it) });
  }
  // Top of page first (PDF y grows upwards), then left to right.
  placed.sort((p, q) => q.y - p.y || p.x - q.x);

  const rows: Placed[][] = [];
  for (const p of placed) {
    const row = rows[rows.length - 1];
    const anchor = row?.[0];
    if (row && anchor && Math.abs(anchor.y - p.y) <= Math.max(1.5, 0.35 * Math.min(anchor.size, p.size))) {
      row.push(p);
    } else {
      rows.push([p]);
    }
  }

  const lines: string[] = [];
  for (const row of rows) {
    row.sort((p, q) => p.x - q.x);
    let line = '';
    let prevRight = -Infinity;
    for (const p of row) {
      const gap = p.x - prevRight;
      const needsSpace =
        line.length > 0 && !/\s$/.test(line) && !/^\s/.test(p.str) && gap > 0.25 * p.size;
      line += (needsSpace ? ' ' : '') + p.str;
      prevRight = Math.max(prevRight, p.right);
    }
    const clean = line.replace(/\s+/g, ' ').trim();
    if (clean) lines.push(clean);
  }
  return lines;
}
