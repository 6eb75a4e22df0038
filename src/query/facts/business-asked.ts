/**
 * The businesses a question asks of a company in other words than the names its call states their
 * figures under: by another name the call gives the business (the long form of an abbreviation it
 * defines, "Jio Platforms" of JPL; a name whose initials it is), by a word of its names the call
 * only ever writes capitalised ("Reliance's Jio", "HDB"), or by the kind of business it is
 * ("Bajaj Finserv's general insurer" of the call's Bajaj Allianz General Insurance Company,
 * BAGIC; "revenue from outside India" of its International revenues; "the telecom business" of
 * "RJIL, our connectivity business"), the kinds' words read from data/vocabulary/segments.json.
 * Pure once the vocabulary is read.
 */
import { businessKindNouns, type BusinessNames, namesByInitials } from '../../core/text/business-names.js';
import { once } from '../../core/util/once.js';
import { companyKey } from '../../core/text/company-name.js';
import { keyWords } from '../../core/text/segment.js';
import { loadOwnerMarkers } from '../../core/vocabulary/owners.js';
import { collectiveAsked, kindsAsked, namesKind } from '../../core/vocabulary/segment-kinds.js';
import { nameWords } from '../plan/figure-asked.js';

/** Words saying what a business is, not which ("our connectivity business", "securities company"): no word of its name. */
const KIND_NOUN = once(() => new RegExp(`^(?:${[...businessKindNouns(), 'limited', 'ltd'].join('|')})$`));

/** What else the question says of the company asked about: whose words are another company's, and what its own figures are said of. */
export interface AskedOf {
  /** The words of the other companies the question asks about ("bajaj finserv's life arm" is no business of HDFC Life's), and of the company's own names. */
  others?: ReadonlySet<string>;
  mine?: ReadonlySet<string>;
  /** Does one of the company's own figures of the metric asked say this word ("The subsidiaries reported a total … net profit")? */
  saidOfWhole?: (word: string) => boolean;
  /** The question asks of a group of companies: words of a kind with no possessor ("life insurers whose …") name the group, not a business. */
  group?: boolean;
}

/**
 * Of `segments` (the company's, as its call writes them), those `question` asks in other words, lower case; empty when none.
 * `own`: the words of the company's own names; `names`: the other names its call gives each segment;
 * `metricSpans`: where the question names a metric (words there name the metric, not a business).
 * A kind or collective word right after another company's name ("HDFC Life vs Bajaj Finserv's life arm") is that company's.
 */
export function businessesAsked(question: string, segments: readonly string[], names: ReadonlyMap<string, BusinessNames>, own: ReadonlySet<string>, metricSpans: readonly { start: number; end: number }[], of: AskedOf = {}): Set<string> {
  // The question with its metrics' names blanked out.
  let outside = question;
  for (const s of metricSpans) outside = outside.slice(0, s.start) + ' '.repeat(Math.max(0, s.end - s.start)) + outside.slice(s.end);
  const asked = new Set(nameWords(outside));
  const capitalised = new Set(nameWords(outside.match(/(?<![\p{L}])\p{Lu}[\p{L}\p{N}]*/gu)?.join(' ') ?? ''));
  // The kinds it names outside a metric's name, not in words of the company's own name ("American" of American Express).
  const theirs = (at: number): boolean => possessedBy(question.slice(0, at), of.others, of.mine ?? own);
  // Nor one the question leaves out ("consolidated pat, not the insurers'").
  const leftOut = (at: number): boolean => LEFT_OUT_BEFORE.test(question.slice(0, at)) || (of.group === true && !POSSESSOR_BEFORE.test(question.slice(0, at)));
  const kinds = new Set(kindsAsked(outside).filter((k) => !nameWords(question.slice(k.start, k.end)).every((w) => own.has(w)) && !theirs(k.start) && !leftOut(k.start)).map((k) => k.kind));
  // A name the question writes capitalised whose initials the segment is ("Global Business Services" of GBS), not the
  // company's own name ("Bajaj Finserv" is BFL's initials with a "Limited" unwritten, but it names the company).
  const initialled = new Set(
    namesByInitials(outside.replace(/['’]s\b/g, ''), segments)
      .filter(([, name]) => !keyWords(name).every((w) => own.has(w)))
      .map(([seg]) => seg.toLowerCase()),
  );
  // Each way of naming a business, the most telling first: a whole other name, a kind, a word of a name.
  const tiers: Set<string>[] = [new Set(), new Set(), new Set()];
  const proper = new Map<string, number>();
  for (const written of segments) {
    const seg = written.toLowerCase();
    const n = names.get(seg);
    const all = [written, ...(n?.aliases ?? [])];
    // Another name of it, every word of which the question writes ("What EBITDA did Jio Platforms report?").
    const byAlias = initialled.has(seg) || (n?.aliases ?? []).some((a) => {
      const words = keyWords(a).filter((w) => !own.has(w) && !KIND_NOUN().test(w));
      return words.length > 0 && words.every((w) => asked.has(w));
    });
    // A kind of business the question names, that its names show ("general insurer": "… General Insurance Company").
    const byKind = [...kinds].some((k) => all.some((name) => namesKind(name, k)));
    // A word of its names the call only writes capitalised, capitalised in the question ("Reliance's Jio"); of several, those
    // whose names hold most of the question's capitalised words ("Allianz General" of the general insurer, not the life one).
    const byProper = (n?.proper ?? []).some((w) => !own.has(w) && capitalised.has(w));
    [byAlias, byKind].forEach((by, i) => by && tiers[i]!.add(seg));
    if (byProper) {
      const words = new Set(all.flatMap((x) => nameWords(x)));
      proper.set(seg, [...capitalised].filter((w) => !own.has(w) && words.has(w)).length);
    }
  }
  const most = Math.max(0, ...proper.values());
  for (const [seg, count] of proper) if (count === most) tiers[2]!.add(seg);
  // Last, the businesses named together ("HDFC Bank's subsidiaries", "its businesses"): every one but another owner's ("industry"),
  // unless the question leaves them out ("not the subs") or the call says the company's own figure of them.
  const together = kinds.size === 0 ? collectiveAsked(outside).find((c) => !theirs(c.start) && !leftOut(c.start) && !of.saidOfWhole?.(question.slice(c.start, c.end))) : undefined;
  if (together) {
    const owners = ownerWords();
    const all = segments.map((s) => s.toLowerCase()).filter((seg) => !nameWords(seg).every((w) => owners.has(w)));
    // Words right before the collective one that are words of some of their names say which ("their amc arms": the AMCs;
    // "its life and general arms": the life and the general insurer).
    const before = qualifiers(outside.slice(0, together.start), of.mine ?? own);
    const wordsOf = (seg: string): string[] => [seg, ...(names.get(seg)?.aliases ?? [])].flatMap((n) => nameWords(n));
    const which = all.filter((seg) => wordsOf(seg).some((w) => before.includes(w)));
    tiers.push(new Set(which.length > 0 ? which : all));
  }
  const out = tiers.find((t) => t.size > 0) ?? new Set<string>();
  const alike = sameBusiness(names);
  return new Set([...out].flatMap((seg) => [...alike(seg)]));
}

/** Words leaving out what follows, right before a collective word: "not the subs", "excluding its subsidiaries". */
const LEFT_OUT_BEFORE = /(?:^|[^\p{L}])(?:not|nor|without|excluding|excl|ex|less|leaving\s+out|apart\s+from|other\s+than|except(?:\s+for)?)\s+(?:(?:the|its|their|his|her|any)\s+)?(?:[\p{L}&'’-]+\s+){0,2}$/iu;

/** The words qualifying a collective word, read back from it to a possessive, a determiner or the company's name: "life", "general" of "Finserv's life and general arms". */
function qualifiers(before: string, own: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const raw of before.trimEnd().split(/[\s,]+/).reverse().slice(0, 5)) {
    if (/^(?:and|or|&)$/i.test(raw)) continue;
    if (/['’]s?$/.test(raw) || /^(?:its|their|the|his|her|of|at|for|in)$/i.test(raw)) break;
    const w = nameWords(raw)[0];
    if (!w || own.has(w)) break;
    out.push(w);
  }
  return out;
}

/** A possessive or possessive pronoun right before a word, or before one word qualifying it: "their amc arms", "Finserv's life arm". */
const POSSESSOR_BEFORE = /(?:['’]s?|\b(?:its|their))\s+(?:[\p{L}&-]+\s+)?$/iu;

/**
 * Is the text before a word another company's name, possessive or bare ("bajaj finserv's life arm"), not one of `own`'s
 * words, read back over the words qualifying it ("bajaj finserv's life and general arms")?
 */
function possessedBy(before: string, others: ReadonlySet<string> | undefined, own: ReadonlySet<string>): boolean {
  if (!others || others.size === 0) return false;
  const tokens = before.trimEnd().split(/[\s,]+/).reverse();
  const theirs = (raw: string): boolean => {
    const w = nameWords(raw.replace(/['’]s?$/, ''))[0] ?? '';
    return others.has(w) && !own.has(w);
  };
  // The possessive the words hang on decides; else a bare name right before ("hdfc life arms").
  for (const raw of tokens.slice(0, 6)) {
    if (/['’]s?$/.test(raw)) return theirs(raw);
    if (/^(?:its|their|the|his|her|of|at|for|in|vs|versus)$/i.test(raw)) break;
  }
  return tokens[0] !== undefined && theirs(tokens[0]);
}

/** The words of the other owners a figure may be said of (data/vocabulary/owners.json: "industry", "customers", "peers"). */
let owners: Set<string> | null = null;
const ownerWords = (): Set<string> => (owners ??= new Set(loadOwnerMarkers().flatMap((o) => [o.owner, ...o.words]).flatMap((w) => nameWords(w))));

/**
 * The names of one business (lower case), given one of them: the segment and those stored under
 * another name the call gives it, or whose other names it is ("HDFC Securities" of HSL, "AHLL" of
 * "Apollo Health and Lifestyle").
 */
export function sameBusiness(names: ReadonlyMap<string, BusinessNames>): (segment: string) => ReadonlySet<string> {
  const aliasesOf = new Map([...names].map(([seg, n]) => [seg, new Set(n.aliases.map(companyKey))]));
  return (segment) => {
    const out = new Set([segment]);
    const key = companyKey(segment);
    const own = aliasesOf.get(segment);
    for (const [seg, aliases] of aliasesOf) if (aliases.has(key) || own?.has(companyKey(seg))) out.add(seg);
    return out;
  };
}

