/**
 * Company names: the one normaliser every comparison of names goes through. Two spellings of a
 * company meet when their keys are equal: "Tata Consultancy Services Ltd." and "Tata Consultancy
 * Services Limited" → "tata consultancy services"; "Larsen & Toubro" and "larsen and toubro" →
 * "larsen and toubro". Entity keys in general (metrics, people, places) use the same normalisation,
 * so a company's graph aliases and a user's `--company` value are compared like for like. Pure.
 */

/** Legal forms: dropped from keys and, for display, from the end of a name ("Adani Ports Ltd"). */
const LEGAL_FORMS = ['ltd', 'limited', 'pvt', 'private', 'inc', 'incorporated', 'plc', 'llc', 'llp', 'lp', 'gmbh', 'ag', 'sa', 'nv', 'bv'];
/** Words that also do not tell companies apart in a key ("Titan Company" = "Titan"), kept for display. */
const BUSINESS_WORDS = ['corp', 'corporation', 'co', 'company'];

/** Trailing words that do not distinguish one company from another ("Infosys Ltd" = "Infosys Limited"). */
export const CORPORATE_SUFFIXES: ReadonlySet<string> = new Set([...LEGAL_FORMS, ...BUSINESS_WORDS]);

/** Where a name's closing legal form or business word starts, written capitalised as in a name ("Bajaj Finance Limited", "Acme GmbH", "Titan Co."); -1 when it closes on none. */
export function corporateSuffixAt(name: string): number {
  const m = /\s+(\p{Lu}\p{L}*)\.?$/u.exec(name);
  return m && CORPORATE_SUFFIXES.has(m[1]!.toLowerCase()) ? m.index : -1;
}

/** Lower case, possessives and punctuation removed, "&" read as "and", whitespace collapsed. */
export function normalizeText(name: string): string {
  return name
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/'s\b/g, '')
    .replace(/s'(?=\s|$)/g, 's')
    .replace(/&/g, ' and ')
    // Keep what numbers need ("12.5%", "1,200") but drop other punctuation.
    .replace(/(\d)[,](\d)/g, '$1$2')
    .replace(/[^\p{L}\p{N}.%$₹ ]+/gu, ' ')
    .replace(/(^|\s)\.+|\.+(?=\s|$)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * An already normalised, space-separated name without a leading "the" and trailing corporate
 * suffixes ("the tata power company ltd" → "tata power"); never emptied: a name made only of such
 * words keeps its last one.
 */
export function stripCompanyAffixes(normalised: string): string {
  const words = normalised.split(' ').filter(Boolean);
  while (words.length > 1 && words[0] === 'the') words.shift();
  while (words.length > 1 && CORPORATE_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return words.join(' ');
}

/**
 * The comparison key of a name: normalised, leading "the" and trailing corporate suffixes removed
 * ("Tata Consultancy Services Ltd." → "tata consultancy services"). Never "" for a name with a
 * letter or digit.
 */
export function companyKey(name: string): string {
  const norm = normalizeText(name);
  return stripCompanyAffixes(norm) || norm;
}

const LEGAL_TAIL = new RegExp(String.raw`(?:[\s,]+(?:${LEGAL_FORMS.join('|')})\.?)+$`, 'i');

/** A display name without its trailing legal form, case kept: "Adani Ports Ltd." → "Adani Ports". */
export function withoutLegalForm(name: string): string {
  const stripped = name.trim().replace(LEGAL_TAIL, '').trim();
  return stripped || name.trim();
}

/** Words skipped when forming initials ("Reserve Bank of India" → "rbi"). */
const INITIALS_STOPWORDS = new Set(['of', 'and', 'the', 'for', 'in', 'on', '&']);

/** Initials of a multi-word key ("tata consultancy services" → "tcs"); null for one word or a word starting with a digit. */
export function initials(key: string): string | null {
  const words = key.split(' ').filter((w) => w && !INITIALS_STOPWORDS.has(w));
  if (words.length < 2) return null;
  if (!words.every((w) => /^\p{L}/u.test(w))) return null;
  return words.map((w) => w[0]).join('');
}
