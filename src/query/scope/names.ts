/**
 * One tokeniser for company names and questions, so both sides produce the same keys: words of
 * letters and digits, "&" read as "and", possessive "'s" dropped ("TCS's" → "tcs", "Dr. Reddy's
 * Laboratories" → "dr reddy laboratories"), accents folded ("Nestlé" → "nestle").
 */

export interface NameToken {
  /** Lower case, accents folded; "&" → "and". */
  norm: string;
  /** The token as written. */
  raw: string;
  start: number;
  /** End offset, past a possessive "'s" when there is one. */
  end: number;
  possessive: boolean;
}

const WORD = /[\p{L}\p{N}]+|&/gu;

const ASCII = /^[\x00-\x7f]*$/;

function fold(s: string): string {
  return ASCII.test(s) ? s.toLowerCase() : s.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase();
}

export function nameTokens(text: string): NameToken[] {
  const out: NameToken[] = [];
  for (const m of text.matchAll(WORD)) {
    const raw = m[0];
    const start = m.index;
    const prev = out[out.length - 1];
    // "TCS's", "Reddy’s", "Divis'": the "s" after an apostrophe belongs to the word before it.
    if ((raw === 's' || raw === 'S') && prev && prev.end === start - 1 && /['’]/.test(text[start - 1]!)) {
      prev.end = start + 1;
      prev.possessive = true;
      continue;
    }
    out.push({ norm: raw === '&' ? 'and' : fold(raw), raw, start, end: start + raw.length, possessive: false });
  }
  return out;
}

/**
 * A brand glued to a product word, written in camel case: "HCLSoftware" → ["HCL", "Software"],
 * "JioMart" → ["Jio", "Mart"]. Splits before a capital that follows a lower-case letter, and before
 * the last capital of a capital run when a lower-case letter follows; every part has 2+ letters.
 * Empty when the word is not glued ("HCLTech" is split, "NPAs", "iPhone", "Infosys" are not).
 */
export function gluedParts(raw: string): string[] {
  if (!GLUED.test(raw)) return [];
  const parts = raw.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{Lu})(?=\p{Lu}\p{Ll})/u);
  return parts.length > 1 && parts.every((p) => p.length >= 2 && /^\p{L}+$/u.test(p)) ? parts : [];
}

const GLUED = /\p{Ll}\p{Lu}|\p{Lu}\p{Lu}\p{Ll}\p{Ll}/u;

/** The lookup key of a name: its token norms joined by single spaces. */
export function nameKey(text: string): string {
  return nameTokens(text).map((t) => t.norm).join(' ');
}

const LEGAL = new Set(['limited', 'ltd', 'pvt', 'private', 'inc', 'incorporated', 'corp', 'corporation', 'plc', 'llc', 'co', 'company', 'the']);

/** The key without trailing legal words or a parenthesised part: "GAIL (India) Limited" → "gail". */
export function suffixlessKey(text: string): string {
  const words = nameKey(text.replace(/\([^)]*\)/g, ' ')).split(' ').filter(Boolean);
  while (words.length > 1 && LEGAL.has(words[words.length - 1]!)) words.pop();
  while (words.length > 1 && words[0] === 'the') words.shift();
  return words.join(' ');
}

/** A file name's stem as a name: extension and trailing period words dropped ("aravali-infotech-q1-fy24.pdf" → "aravali infotech"). */
export function stemKey(fileName: string): string {
  const words = nameKey(fileName.replace(/\.[A-Za-z0-9]{2,4}$/, '')).split(' ').filter(Boolean);
  while (words.length > 1 && /^(q[1-4]|h[12]|fy\d{2,4}|\d{2,4}|transcript|call|earnings|concall)$/.test(words[words.length - 1]!)) words.pop();
  return suffixlessKey(words.join(' '));
}

/** Compact ticker form for comparing tickers: "BAJAJ-AUTO" → "bajajauto", "M&M" → "m&m". */
export function tickerKey(ticker: string): string {
  return fold(ticker).replace(/[^\p{L}\p{N}&]/gu, '');
}

/**
 * Ordinary English words that are also (the start of) company names: as a single word they
 * select a company only when capitalised ("Reliance", "Titan"), and they never select by being
 * a name's first word ("State", "Tech").
 */
export const COMMON_WORDS: ReadonlySet<string> = new Set(
  `a an and the of in on at to for by with from as or not no yes it its is are was were be been this that these those
  what which who how why when where did does do has have had will would can could should may might
  state bank banks power life sun hero titan reliance axis asian apollo united indian india first general national
  max page info tech federal coal oil gas steel cement motor motors finance capital energy green group global
  international industries laboratories labs pharma consumer products services systems technologies bharat
  total union central new old city home best target visa meta amazon oracle apple shell ford cat cost idea
  trent sail bosch us uk eu ai ml ceo cfo coo cto ebit ebitda pat nim gdp q1 q2 q3 q4 fy
  solar wind water air auto autos health care healthcare hospitals paints ports tyres foods food retail
  spirits breweries electronics aviation railway finance financial insurance prudential lombard
  company companies limited ltd corp inc plc llc nifty sensex itc`.split(/\s+/).filter(Boolean),
);

/** Capitalised words that open a question or a clause and never start a company's name. */
export const QUESTION_WORDS: ReadonlySet<string> = new Set([
  'What', 'How', 'Which', 'Who', 'Why', 'When', 'Where', 'Did', 'Does', 'Do', 'Is', 'Are', 'Was', 'Were', 'The', 'For', 'In', 'At', 'Of', 'And',
  'Has', 'Have', 'Can', 'Could', 'Should', 'Will', 'Compare', 'Contrast', 'Rank', 'Describe', 'Tell', 'Give', 'List', 'Show', 'Explain', 'Summarise',
  'Summarize', 'By', 'From', 'To', 'On', 'With', 'Its', 'Their', 'Our', 'This', 'That', 'Q1', 'Q2', 'Q3', 'Q4', 'FY',
]);
