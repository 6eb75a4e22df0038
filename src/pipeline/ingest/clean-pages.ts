/**
 * Turn a document's raw page lines into clean page texts: drop running headers and footers
 * (lines repeated near the top or bottom of most pages, page numbers masked), drop bare page
 * numbers ("12", "Page 3 of 25", "- 4 -"), join words hyphenated across line breaks, and restore
 * the rupee sign that Indian filings' "Rupee Foradian" font maps to a backtick ("`59,381 crore").
 */

/** Lines within this distance of the top or bottom of a page are header/footer candidates. */
const EDGE_LINES = 3;

const PAGE_NUMBER = /^[\s:|\-–—_.•]*(page\s*)?\d{1,4}(\s*(of|\/)\s*\d{1,4})?[\s:|\-–—_.•]*$/i;

/** True for a line that is only a page number, in any of the usual forms. */
export function isPageNumberLine(line: string): boolean {
  return PAGE_NUMBER.test(line);
}

/** Key under which a header/footer line repeats: digits masked, case and spacing folded. */
function edgeKey(line: string): string {
  return line.toLowerCase().replace(/\d+/g, '#').replace(/\s+/g, ' ').trim();
}

function edgeIndexes(n: number): number[] {
  const idx = new Set<number>();
  for (let i = 0; i < Math.min(EDGE_LINES, n); i++) {
    idx.add(i);
    idx.add(n - 1 - i);
  }
  return [...idx];
}

/**
 * Keys of lines that repeat at the page edges on at least half the pages (and at least 3 pages):
 * running headers and footers. Short documents (< 3 pages) have none by this rule.
 */
export function repeatedEdgeKeys(pages: readonly (readonly string[])[]): Set<string> {
  const counts = new Map<string, number>();
  for (const lines of pages) {
    const seen = new Set<string>();
    for (const i of edgeIndexes(lines.length)) seen.add(edgeKey(lines[i]!));
    for (const k of seen) counts.set(k, (counts.get(k) ?? 0) + 1);
  }
  const min = Math.max(3, Math.ceil(pages.length / 2));
  const out = new Set<string>();
  for (const [k, c] of counts) if (c >= min && k.length > 0) out.add(k);
  return out;
}

/** Words that usually keep their hyphen when a compound breaks at the line end ("cross-functional"). */
const COMPOUND_PREFIX = /(?:^|[^A-Za-z])(?:cross|non|self|well|multi|co|anti|inter|intra|mid|long|short|high|low|year|quarter|month|week|one|two|three|four|five|double|single|top|best|end|value|data|cloud|AI|ML)-$/i;

/**
 * Join "finan-" + "cial" across a line break into "financial"; keep the hyphen of compounds with
 * a common first word ("cross-functional", "year-on-year") and before capitals or digits.
 */
export function joinLines(lines: readonly string[]): string {
  let text = '';
  for (const line of lines) {
    if (text.length === 0) {
      text = line;
    } else if (/[a-z]-$/.test(text) && /^[a-z]/.test(line)) {
      // "year-on-" + "year": already a hyphenated compound, so the hyphen is real.
      const compound = COMPOUND_PREFIX.test(text.slice(-12)) || /[A-Za-z]-[A-Za-z]+-$/.test(text.slice(-24));
      text = compound ? text + line : text.slice(0, -1) + line;
    } else if (/[A-Z0-9]-$/.test(text) && /^[a-z]/.test(line)) {
      text += line; // "AI-" + "driven": a compound, the hyphen stays
    } else {
      text += '\n' + line;
    }
  }
  return text;
}

/**
 * The rupee glyph of the "Rupee Foradian" font (common in Indian filings) is the backtick code
 * point, so text extraction yields "`59,381 crore"; a backtick before an amount is always that.
 */
export function restoreRupee(line: string): string {
  return line.replace(/`(?=\s?\d)/g, '₹');
}

/** Clean page texts, one per input page (possibly empty), in order. */
export function cleanPages(pages: readonly (readonly string[])[]): string[] {
  const repeated = repeatedEdgeKeys(pages);
  return pages.map((lines) => {
    const edges = new Set(edgeIndexes(lines.length));
    const kept = lines.filter((line, i) => {
      if (isPageNumberLine(line)) return false;
      return !(edges.has(i) && repeated.has(edgeKey(line)));
    });
    return joinLines(kept.map(restoreRupee));
  });
}
