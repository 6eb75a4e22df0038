/**
 * A figure another owner states through the company's mouth: "the industry grew 8%", "the PendoTECH
 * acquisition contributed approximately 1% to sales growth", "our customers' inventories", "revenues
 * from acquired businesses of $55 million", "the AUM of the wind-down funds was $809 million". The
 * words that mark such an owner are data (data/vocabulary/owners.json); this reads where they stand
 * in the figure's clause: its grammatical subject, the possessor of its metric, or the noun the
 * metric is "of" or "from". Pure.
 */
import type { TextFigure } from '../../core/text/figures.js';
import { escapeRegExp } from '../../core/text/regexp.js';
import { rememberLast } from '../../core/util/remember-last.js';
import type { OwnerMarker } from '../../core/vocabulary/owners.js';

interface Span {
  start: number;
  end: number;
}

/** What ends the clause a figure is in, looking back from it: a figure after it is in another clause, with a subject of its own. */
const CLAUSE_BREAK = /[;:]|\s[–—-]+\s|\b(?:while|whereas|but|although|though|compared|versus|than|where|when|because|since|if)\b|,\s*(?:and|with|as)\b|\band\s+(?:we|our|i)\b/gi;
/** Words before a noun that make it the object of a preposition ("to customers", "excluding the relief funds", "revenue less acquisitions"), not the clause's subject. */
const PREPOSITION_BEFORE = /\b(?:in|to|with|from|for|of|by|at|on|across|among|into|over|under|per|via|through|about|within|against|like|including|excluding|less|without|plus|minus|than)\b/i;
/** A subject before the noun: "we completed acquisitions". */
const PRONOUN_BEFORE = /\b(?:we|i|they|you|he|she|it)\b/i;
/** Words between a subject and its verb that keep it the subject: an auxiliary, an adverb, "is expected to". */
const AUX = String.raw`(?:(?:will|would|should|could|may|might|can|also|now|still|already|further|again|collectively|together|alone|each|approximately|about|roughly|just|(?:is|are|was|were)\s+(?:expected|projected|estimated|forecast|likely|set)\s+to|continue[sd]?\s+to|have|has|had)\s+){0,3}`;
/** Verbs by which a subject states a figure of its own. */
const VERB = '(?:deliver(?:s|ed)?|contribut(?:e|es|ed)|generat(?:e|es|ed)|gr(?:ow|ows|ew)|increas(?:e|es|ed)|declin(?:e|es|ed)|decreas(?:e|es|ed)|r(?:ise|ises|ose)|f(?:all|alls|ell)|post(?:s|ed)?|report(?:s|ed)?|add(?:s|ed)?|s(?:aw|ees)|show(?:s|ed)?|ha(?:d|s|ve)|was|were|is|are|represent(?:s|ed)?|account(?:s|ed)?|expand(?:s|ed)?|sp(?:end|ends|ent)|bought|purchas(?:e|es|ed)|shipp(?:ed)|produc(?:e|es|ed)|gain(?:s|ed)?|l(?:ose|oses|ost)|buil(?:t|ds?)|end(?:s|ed)|st(?:and|ands|ood)|remain(?:s|ed)?|brought|bring(?:s)?|dr(?:ove|ives?)|record(?:s|ed)?|register(?:s|ed)?|achiev(?:e|es|ed)|earn(?:s|ed)?|pa(?:id|ys?)|up|down)';

/** A figure, then another subject and its verb: "Adjacent markets increased 10% and Boats were up 14%" — the 14% is the boats'. */
const ANOTHER_CLAUSE = /\d[^,;]*\band\s+(?:the\s+|our\s+)?[\p{L}-]+\s+(?:was|were|is|are|increased|decreased|grew|rose|fell|declined|improved|added)\b/iu;

/** A marker word or phrase, lower case, its spaces any run of spaces (whole-word edges go around all of a marker's words at once). */
const wordPattern = (w: string): string => escapeRegExp(w.toLowerCase()).replace(/\s+/g, String.raw`\s+`);

/** A marker a sentence holds, with where its words' first words start, in order and each once (a match of any of its patterns starts at one of them). */
interface MarkerIn {
  marker: OwnerMarker;
  c: CompiledMarker;
  starts: number[];
}

/** The markers whose words a sentence holds, kept for the last sentence asked (its figures are read one after another). */
const markersIn = rememberLast((lower: string, markers: readonly OwnerMarker[]): MarkerIn[] => {
  const found: MarkerIn[] = [];
  for (const marker of markers) {
    const c = compiled(marker);
    // A word's first letters somewhere (a plain search) before the pattern that reads it as a word.
    const starts: number[] = [];
    for (const stem of c.stems) for (let at = lower.indexOf(stem); at >= 0; at = lower.indexOf(stem, at + 1)) starts.push(at);
    if (starts.length > 0 && c.any.test(lower)) found.push({ marker, c, starts: [...new Set(starts)].sort((a, b) => a - b) });
  }
  return found;
});

/** A marker's patterns, compiled once per marker (every figure of every sentence tries them). */
interface CompiledMarker {
  places: ReadonlySet<string>;
  /** Any of its words anywhere: a sentence without one is not tried further. */
  any: RegExp;
  /** Each word's first word, lower case, for a plain search first. */
  stems: string[];
  /** Sticky: tried only where one of its words starts. */
  subject: RegExp;
  leading: RegExp;
  /** Sticky, like `subject`. */
  possessor: RegExp;
  fromOnly: RegExp;
  after: RegExp;
}

const compiledMarkers = new WeakMap<OwnerMarker, CompiledMarker>();

function compiled(o: OwnerMarker): CompiledMarker {
  let c = compiledMarkers.get(o);
  if (c) return c;
  // Whole words, the edges tested once for all of them; the patterns read the sentence lower-cased (no case folding to compile).
  const words = String.raw`(?<![\p{L}\p{N}'’-])(?:${o.words.map(wordPattern).join('|')})(?![\p{L}\p{N}-])`;
  const places = new Set<string>(o.as);
  const preps = [...(places.has('of') ? ['of', 'in', 'at'] : []), ...(places.has('from') ? ['from'] : [])].join('|');
  const behind = (p: string) => new RegExp(`^\\s+(?:${p})\\s+(?:(?:the|our|its|their|these|those|all|such)\\s+)?(?:[\\p{L}-]+\\s+){0,2}?${words}`, 'u');
  c = {
    places,
    any: new RegExp(words, 'u'),
    stems: o.words.map((w) => w.toLowerCase().split(/\s+/)[0]!),
    subject: new RegExp(`${words}(?:'s|’s|'|’)?(\\s*,?\\s*(?:which|that|who)\\s+|\\s+)${AUX}${VERB}\\b`, 'uy'),
    leading: new RegExp(`^${words}`, 'u'),
    possessor: new RegExp(`${words}(?:'s|’s|'|’)\\s+(?:[\\p{Ll}-]+\\s+){0,2}$`, 'uy'),
    fromOnly: behind('from'),
    after: behind(preps || 'from'),
  };
  compiledMarkers.set(o, c);
  return c;
}

/**
 * The owner the marker words make the figure's (`figure` of the metric at `metric`), or null: the
 * company's, or whoever else the sentence names. A marker inside a metric's own name (`mentions`:
 * "market share", "customer base", "cost of funds") marks nothing.
 */
export function markedOwner(sentence: string, metric: Span, figure: Pick<TextFigure, 'start' | 'end'>, mentions: readonly Span[], markers: readonly OwnerMarker[]): string | null {
  const lower = sentence.toLowerCase();
  const found = markersIn(lower, markers);
  if (found.length === 0) return null;
  const inMetric = (s: number, e: number): boolean => mentions.some((m) => s < m.end && e > m.start);
  let clauseStart = 0;
  for (const b of lower.slice(0, figure.start).matchAll(CLAUSE_BREAK)) clauseStart = b.index! + b[0].length;
  for (const { marker: o, c, starts } of found) {
    const places = c.places;
    if (places.has('subject')) {
      // "the industry grew 8%", "acquisitions, which are expected to generate $3.7 billion": the clause's subject, its verb before the figure.
      for (const m of matchesAt(c.subject, lower, clauseStart, figure.start, starts)) {
        const at = clauseStart + m.index;
        const wordEnd = at + m[0].length - m[0].replace(c.leading, '').length;
        if (inMetric(at, wordEnd)) continue;
        const relative = /which|that|who/.test(m[1]!);
        // The noun phrase it heads opens the clause (or a relative clause says it does the verb): "The PendoTECH acquisition contributed", not "to consumers has led".
        const lead = lower.slice(Math.max(clauseStart, lower.lastIndexOf(',', at) + 1), at);
        if (PREPOSITION_BEFORE.test(lead) || (!relative && PRONOUN_BEFORE.test(lead))) continue;
        // The verb runs on to the figure in one phrase, with no subject of the company's own ("… grew, and we …") and no clause between ("…, including 36% …").
        const rest = lower.slice(at + m[0].length, figure.start);
        if (/\b(?:we|i|our|us)\b|,/.test(rest) || ANOTHER_CLAUSE.test(rest)) continue;
        return nameOf(sentence, at, wordEnd) ?? o.owner;
      }
    }
    if (places.has('possessor')) {
      // "our customers' inventories", "the industry's volumes".
      const from = Math.max(0, metric.start - 60);
      for (const _ of matchesAt(c.possessor, lower, from, metric.start, starts)) return o.owner;
    }
    if (places.has('of') || places.has('from')) {
      // "the AUM of the wind-down funds was …", "revenues from acquired businesses of …", "$375 million of revenue from the PPD acquisition".
      const fromOnly = figure.start < metric.end;
      const re = fromOnly ? c.fromOnly : c.after;
      // A figure before its metric: only "from" ("$15 billion pipeline of potential acquisitions" is the company's own pipeline).
      const after = figure.start > metric.end ? lower.slice(metric.end, figure.start) : places.has('from') ? lower.slice(metric.end, metric.end + 80) : '';
      const m = starts.some((p) => p >= metric.end && p < metric.end + after.length) ? re.exec(after) : null;
      // … and nothing between it and the figure that starts another phrase ("… from the PPD acquisition, and $200 million …").
      if (m && !inMetric(metric.end + m[0].length - 1, metric.end + m[0].length) && (figure.start < metric.end || !/,|\\band\\b/.test(after.slice(m[0].length)))) return o.owner;
    }
  }
  return null;
}

/**
 * The matches of a sticky pattern in `text.slice(from, to)`, left to right and not overlapping, as
 * a global pattern's `matchAll` would find them, tried only at `starts` (where a match can begin, in order);
 * `index` is within the slice.
 */
function* matchesAt(sticky: RegExp, text: string, from: number, to: number, starts: readonly number[]): Generator<RegExpExecArray & { index: number }> {
  const slice = text.slice(from, to);
  let next = 0;
  for (const p of starts) {
    const at = p - from;
    if (at < next || at >= slice.length) continue;
    sticky.lastIndex = at;
    const m = sticky.exec(slice);
    if (!m) continue;
    next = at + Math.max(1, m[0].length);
    yield m;
  }
}

/**
 * "CVR Partners reported operating income of …", "The Marsh Global Insurance Market Index showed …": a
 * marker word written capitalised inside the sentence ends a name; the name is the owner.
 */
function nameOf(sentence: string, start: number, end: number): string | null {
  if (start === 0 || !/^\p{Lu}/u.test(sentence.slice(start))) return null;
  const before = /(?:\p{Lu}[\p{L}\p{N}&.'’-]*\s+)*$/u.exec(sentence.slice(0, start))![0];
  return `${before}${sentence.slice(start, end)}`.trim().replace(/^(?:The|Our|Its|This)\s+/, '');
}
