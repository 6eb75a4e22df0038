/**
 * What a text must hold for a regular expression to match it: a few literal strings, one of which
 * every match contains (lower case, ASCII). The vocabularies' patterns (finance wordings, sector
 * group words) are many small expressions run over one short question; V8 interprets and then
 * compiles each on its first runs, which costs a cold `ask` tens of milliseconds for expressions
 * that cannot match. A pattern whose literals the question lacks is not run at all, with the same
 * result: the literals are necessary, never sufficient, so a pattern that may match is always run.
 *
 * Read from the pattern's source: a run of plain characters is required where it stands outside
 * any optional part; a group's requirement is its alternatives' together; the most selective
 * requirement of a sequence is kept. Anything the reader does not take apart (a class, an escape
 * other than a quoted character, a non-ASCII character, a look-around, an anchor) requires
 * nothing, so an unusual pattern is simply always run. The text is compared folded to lower case
 * (with the two characters /iu matches with an ASCII letter, K and ſ), so case-insensitive
 * patterns, and case-sensitive ones a fortiori, never miss a match.
 */
import { fold } from './whole-phrases.js';

/** The strings one of which a match contains; null when the pattern requires none. */
export type Literals = readonly string[] | null;

/** A text as `mayMatch` compares it (fold it once for several patterns). */
export const foldedText = (text: string): string => fold(text).toLowerCase();

/** Can a pattern with these literals match the (folded) text? */
export const mayMatch = (literals: Literals, folded: string): boolean => literals === null || literals.some((l) => folded.includes(l));

/**
 * A pattern's tokens, cut in one pass: a run of plain characters (ASCII letters, digits, space and
 * punctuation that is not syntax), an escape, a class, a group's opening, ")", "|", a quantifier,
 * or any other single character.
 */
const TOKEN = /[a-zA-Z0-9 '&%,;:!"#@~<>=_\-/`]+|\\.|\[(?:\\.|[^\]\\])*\]|\(\?(?:<[=!]|[:=!<])?|[)|]|(?:[*+?]|\{\d+(?:,\d*)?\})\??|[\s\S]/g;
/** Escapes that stand for the character itself (\. \- \/ \( …). */
const QUOTED = new Set(`.*+?^\${}()|[]\\/-'&%,;:!"#@~<>=_ \``);
/** Escapes the reader does not follow (property classes, named references, code points): the pattern then requires nothing. */
const OPAQUE = new Set(['p', 'P', 'k', 'u', 'x', 'c']);

/** The literals of `source`, a pattern's source (without slashes or flags). */
export function requiredLiterals(source: string): Literals {
  const reader = new Reader(source.match(TOKEN) ?? []);
  const out = reader.alternatives();
  return reader.done() && out !== null && out.length > 0 && out.every((l) => l.length > 0) ? out : null;
}

/** Of two requirements of one sequence, the more selective: the one whose shortest string is longer. */
function better(a: Literals, b: Literals): Literals {
  if (a === null) return b;
  if (b === null) return a;
  const sa = shortest(a);
  const sb = shortest(b);
  return sb > sa || (sb === sa && b.length < a.length) ? b : a;
}

function shortest(literals: readonly string[]): number {
  let n = Number.POSITIVE_INFINITY;
  for (const l of literals) n = Math.min(n, l.length);
  return n;
}

const QUANTIFIER = /^(?:[*+?]|\{\d+(?:,\d*)?\})\??$/;
const isPlainRun = (t: string): boolean => /^[a-zA-Z0-9 '&%,;:!"#@~<>=_\-/`]/.test(t);

class Reader {
  private at = 0;
  /** Set when the pattern holds something the reader cannot follow: it then requires nothing. */
  private lost = false;

  constructor(private readonly tokens: readonly string[]) {}

  done(): boolean {
    return !this.lost && this.at === this.tokens.length;
  }

  /** alternative ( '|' alternative )*: every alternative must have a requirement. */
  alternatives(): Literals {
    const all: string[] = [];
    let any = false;
    for (;;) {
      const one = this.sequence();
      if (one === null) any = true;
      else all.push(...one);
      if (this.tokens[this.at] !== '|') break;
      this.at++;
    }
    return any ? null : [...new Set(all)];
  }

  /** Tokens up to '|' or ')': the best of its literal runs and required groups. */
  private sequence(): Literals {
    let best: Literals = null;
    let run = '';
    const endRun = (): void => {
      if (run) best = better(best, [run.toLowerCase()]);
      run = '';
    };
    while (this.at < this.tokens.length && this.tokens[this.at] !== '|' && this.tokens[this.at] !== ')') {
      const token = this.tokens[this.at]!;
      let atom: string | Literals;
      if (isPlainRun(token)) {
        atom = token;
        this.at++;
      } else atom = this.atom();
      const times = this.quantifier();
      if (this.lost) return null;
      if (typeof atom !== 'string') {
        endRun();
        if (times !== 'optional') best = better(best, atom);
      } else if (times === 'once') run += atom;
      else {
        // A quantifier binds the last character alone: "revenues?" requires "revenue", not
        // "revenues"; a character required at least once is required, but ends the run.
        run += atom.slice(0, -1);
        endRun();
        if (times === 'repeated') best = better(best, [atom.slice(-1).toLowerCase()]);
      }
    }
    endRun();
    return best;
  }

  /** One atom other than a plain run: a quoted character (string), or what a group or anything else requires (Literals). */
  private atom(): string | Literals {
    const t = this.tokens[this.at]!;
    if (t.startsWith('(')) return this.group();
    this.at++;
    if (t.length > 1 && t.startsWith('[')) return null;
    if (t.length > 1 && t.startsWith('\\')) {
      const c = t[1]!;
      if (QUOTED.has(c)) return c;
      if (OPAQUE.has(c)) return this.lose();
      return null; // \b \s \d \w, a back reference …: a class or an assertion
    }
    if (t === '.' || t === '^' || t === '$') return null;
    // A lone quantifier, brace or bracket, an unclosed class, or a character beyond ASCII.
    if (t.length > 1 || '*+?{}[]\\'.includes(t)) return this.lose();
    return null;
  }

  private group(): Literals {
    const open = this.tokens[this.at++]!;
    if (open === '(?<') return this.lose(); // a named group
    if (open === '(?') return this.lose(); // modifiers
    const lookaround = open !== '(' && open !== '(?:';
    const inner = this.alternatives();
    if (this.tokens[this.at] !== ')') return this.lose();
    this.at++;
    return lookaround ? null : inner;
  }

  /** How often the atom just read must occur: once (no quantifier), at least once (+, {n,…} with n ≥ 1) or optionally. */
  private quantifier(): 'once' | 'repeated' | 'optional' {
    const t = this.tokens[this.at];
    if (t === undefined || !QUANTIFIER.test(t)) return 'once';
    this.at++;
    if (t[0] === '+') return 'repeated';
    if (t[0] === '{') return /^\{0[,}]/.test(t) ? 'optional' : 'repeated';
    return 'optional';
  }

  private lose(): null {
    this.lost = true;
    return null;
  }
}
