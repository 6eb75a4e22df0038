/**
 * The entities a passage mentions, from any text: proper-noun phrases ("The Lone Prairie",
 * "William Berke", "J. G. Ballard", "Famous Players- Lasky"), the passage's title (a short first
 * line the text then speaks about) and its subject (a call's company). Each keeps how often the
 * passage names it and in which role; an entity's key is the one name normaliser's (companyKey),
 * without a title's parenthesised disambiguator ("James Young (director)" → "james young"), so a
 * title and the names other passages give it meet. Pure and deterministic.
 */
import { companyKey } from './company-name.js';
import { STOP_WORDS } from './stopwords.js';
import { MONTH_NAMES } from './months.js';

export type MentionRole = 'title' | 'subject' | 'mention';

export interface Mention {
  /** The entity's key (entityKey). */
  key: string;
  /** The first spelling met, for display. */
  name: string;
  role: MentionRole;
  /** Times the passage names it (a title or subject counts once more). */
  count: number;
}

/** Lower-case words that may join the capitalised words of one name ("Bank of India", "Ludwig van Beethoven"). */
const CONNECTORS = new Set(['of', 'the', 'de', 'del', 'della', 'da', 'di', 'do', 'dos', 'von', 'van', 'der', 'den', 'la', 'le', 'du', 'des', 'y', 'bin', 'al']);

/** Capitalised words that are not names on their own: months and weekdays, besides the function words. */
const NOT_NAMES = new Set(
  [...MONTH_NAMES, ...'monday tuesday wednesday thursday friday saturday sunday'.split(' ')].map((w) => w.toLowerCase()),
);

/** A capitalised word (letters, inner apostrophes, dots and hyphens), an initial ("J."), or an upper-case abbreviation. */
const NAME_WORD = /^(?:\p{Lu}[\p{L}\p{M}'’\-]*\.?|\p{Lu}\.|\d+(?:st|nd|rd|th)?)$/u;
const TOKEN = /[\p{L}\p{M}\p{N}'’.\-]+|\n|[^\s\p{L}\p{M}\p{N}]/gu;

/** The key two mentions of one entity share: the name normaliser's, without a trailing "(…)". */
export function entityKey(name: string): string {
  return companyKey(name.replace(/\s*\([^()]*\)\s*$/, ''));
}

/** Is a key worth an entity: not empty, not a function word, a month or a bare number. */
function isNameKey(key: string): boolean {
  if (key.length < 2 || /^\d+$/.test(key)) return false;
  const words = key.split(' ');
  return !words.every((w) => STOP_WORDS.has(w) || NOT_NAMES.has(w) || /^\d+$/.test(w));
}

/** The proper-noun phrases of a text, in order: runs of capitalised words joined by connectors. */
export function namePhrases(text: string): string[] {
  const out: string[] = [];
  let run: string[] = [];
  let pendingConnectors: string[] = [];
  const close = () => {
    // A run never ends on a connector ("Bank of" → "Bank"); a leading sentence word that is a
    // function word ("In", "The film") is not part of the name unless a name follows it directly.
    while (run.length > 0 && STOP_WORDS.has(run[0]!.toLowerCase()) && run.slice(1).every((w) => /^\d/.test(w))) run.shift();
    if (run.length > 0) out.push(run.join(' ').replace(/[.'’\-]+$/, (m) => (/^\p{Lu}\.$/u.test(run[run.length - 1]!) ? m : '')));
    run = [];
    pendingConnectors = [];
  };
  for (const m of text.matchAll(TOKEN)) {
    const tok = m[0];
    if (tok === '\n') {
      close();
      continue;
    }
    if (NAME_WORD.test(tok) && !(run.length === 0 && /^\d/.test(tok))) {
      run.push(...pendingConnectors, tok);
      pendingConnectors = [];
      if (/[.]$/.test(tok) && !/^\p{Lu}\.$/u.test(tok) && tok.length > 3) close();
    } else if (run.length > 0 && CONNECTORS.has(tok) && pendingConnectors.length < 2) {
      pendingConnectors.push(tok);
    } else {
      close();
    }
  }
  close();
  return out;
}

/**
 * A document's title: its first line when that line is short and unpunctuated (a heading, "The
 * Two Brides", "Tata Consultancy Services Limited"), else null.
 */
export function titleLine(text: string): string | null {
  const first = text.split('\n', 1)[0]!.trim();
  if (first.length === 0 || first.length > 120 || first === text.trim()) return null;
  if (/[.!?:;]$/.test(first) || first.split(/\s+/).length > 12) return null;
  return /\p{Lu}|\p{N}/u.test(first[0]!) ? first : null;
}

export interface PassageSubjects {
  /** The document's title (titleLine of its first page). */
  title?: string | null;
  /** What the document is about as a whole: a call's company. */
  subject?: string | null;
}

/** The entities a passage mentions, its title and subject first; keys unique. */
export function passageMentions(text: string, about: PassageSubjects = {}): Mention[] {
  const byKey = new Map<string, Mention>();
  const add = (name: string, role: MentionRole) => {
    const key = entityKey(name);
    if (!isNameKey(key)) return;
    const m = byKey.get(key);
    if (m) {
      m.count++;
      if (role !== 'mention' && m.role === 'mention') m.role = role;
    } else {
      byKey.set(key, { key, name: name.trim(), role, count: 1 });
    }
  };
  if (about.title) add(about.title, 'title');
  if (about.subject) add(about.subject, 'subject');
  for (const p of namePhrases(text)) add(p, 'mention');
  return [...byKey.values()];
}
