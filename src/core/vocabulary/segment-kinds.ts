/**
 * Kinds of business as data (data/vocabulary/segments.json): the words a question names a segment,
 * subsidiary or region by ("general insurer", "outside India", "telecom business"), and the words in
 * a business's own names that show it is of that kind ("Bajaj Allianz General Insurance Company",
 * "International", "our connectivity business"); and the words that name a part of a company
 * ("business", "arm", "segments"), each with its uses (`PartUse`). Read once. Pure once the file is read.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { escapeRegExp } from '../text/regexp.js';
import { once } from '../util/once.js';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped segment-kinds file. */
export const SEGMENTS_FILE = join(VOCABULARY_DIR, 'segments.json');

const KindSchema = z.object({
  kind: z.string().min(1),
  asked: z.array(z.string().min(1)).min(1),
  named: z.array(z.string().min(1)).min(1),
});
/**
 * How a question or a call puts a word naming a part of a company (docs/vocabulary.md lists each with its reader). In a
 * question: `name`, after the part's name ("copper business"); `metric`, in a metric's name of one word and it, which
 * names a part, not a figure ("us business"); `country`, after "us" that is the country ("cipla's us business");
 * `collective`, the company's businesses named together ("HDFC Bank's subsidiaries"); `kind`, saying what a business
 * is, not which ("our connectivity business"). In a call: `reported`, after a place's form that the call reports as one
 * of its businesses ("our US business"); `lower`, after a business's name in lower case ("our annuity business");
 * `line`, after a business's name as a sentence's subject, before a metric, in a heading or a participant's entry
 * ("our home care segment's revenue", "Jewellery Division"); `lines`, the same in the singular or plural ("the funeral
 * and cemetery segments"); `lead`, after the name a sentence opens on ("In the Home Care business, …"); `named`, after
 * a capitalised name ("our Emerging Markets (EM) business"); `called`, after a name the call gives a business ("this
 * Energy segment"); `of`, before "of", "called" or "named" and the name ("the subsidiary called BSS"); `closing`, after
 * a lower-case name closing a clause ("… in our retail arm."); `anaphor`, after "the" pointing back at the business
 * spoken of ("the segment"); `appositive`, before a comma and the name ("Our largest category, Oral Care, …");
 * `descriptor`, between a subject's determiner and its name ("Our subsidiary called BSS"); `walk`, a call walking
 * through its businesses ("our two segments"); `before-metric`, after a name right before the metric ("Retail segment's
 * revenue"); `grows`, after a business's name as the subject of a growth with no metric named ("Financial services
 * business grew 5%").
 */
export const PART_USES = ['name', 'metric', 'country', 'reported', 'collective', 'kind', 'lower', 'line', 'lines', 'lead', 'named', 'called', 'of', 'closing', 'anaphor', 'appositive', 'descriptor', 'walk', 'before-metric', 'grows'] as const;
export type PartUse = (typeof PART_USES)[number];
const PartSchema = z.object({ word: z.string().min(1), uses: z.array(z.enum(PART_USES)).min(1) });
const SegmentsFileSchema = z.object({ about: z.string().optional(), kinds: z.array(KindSchema), collective: z.array(z.string().min(1)).optional(), parts: z.array(PartSchema).optional() });

interface Compiled {
  kind: string;
  asked: RegExp[];
  named: RegExp[];
}

let loaded: { files: string; kinds: Compiled[]; collective: RegExp[] } | null = null;
let activeFiles: readonly string[] = [];
/** The shipped file, read once. */
const shippedFile = once(() => readVocabularyFile(SEGMENTS_FILE, SegmentsFileSchema));

/** Written all in capitals ("US", "EM", "P&C"): matched only so written. */
const capitals = (p: string): boolean => /\p{Lu}/u.test(p) && !/\p{Ll}/u.test(p);

/** The phrases as whole words (not "U.S" of "U.S.A."): those written all in capitals as written, the others in any case. */
function phrasesRegExps(phrases: readonly string[]): RegExp[] {
  const re = (list: string[], flags: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${list.map((p) => escapeRegExp(p).replace(/\s+/g, '[\\s-]+')).join('|')})(?![\\p{L}\\p{N}]|\\.\\p{L})`, flags);
  const exact = phrases.filter(capitals);
  const any = phrases.filter((p) => !capitals(p));
  return [...(any.length > 0 ? [re(any, 'giu')] : []), ...(exact.length > 0 ? [re(exact, 'gu')] : [])];
}

/** The user's own segment-kind files (config `vocabulary.segments`), read after the shipped one; a kind of the same name replaces it. */
export function useSegmentFiles(files: readonly string[] = []): void {
  activeFiles = [...files];
}

function vocabulary(): NonNullable<typeof loaded> {
  const key = activeFiles.join('\u0000');
  if (loaded && loaded.files === key) return loaded;
  const byKind = new Map<string, z.infer<typeof KindSchema>>();
  // The shipped collective words are parts of its `parts`; a user's file may list more in `collective`.
  const collective = new Set<string>(partWordList('collective'));
  for (const file of [SEGMENTS_FILE, ...activeFiles]) {
    const read = file === SEGMENTS_FILE ? shippedFile() : readVocabularyFile(file, SegmentsFileSchema);
    for (const k of read.kinds) byKind.set(k.kind.toLowerCase(), k);
    for (const w of read.collective ?? []) collective.add(w);
  }
  loaded = { files: key, kinds: [...byKind.values()].map((k) => ({ kind: k.kind, asked: phrasesRegExps(k.asked), named: phrasesRegExps(k.named) })), collective: collective.size > 0 ? phrasesRegExps([...collective]) : [] };
  return loaded;
}

const kinds = (): Compiled[] => vocabulary().kinds;

/** A kind of business a text names, and where. */
export interface KindAsked {
  kind: string;
  start: number;
  end: number;
}

/** The kinds of business `question` names ("Bajaj Finserv's general insurer": general insurance), with where it names them. */
export function kindsAsked(question: string): KindAsked[] {
  return kinds().flatMap((k) => k.asked.flatMap((re) => [...question.matchAll(re)].map((m) => ({ kind: k.kind, start: m.index, end: m.index + m[0].length }))));
}

/**
 * Where `question` names a company's businesses together by a plural word of the files' `collective`
 * ("HDFC Bank's subsidiaries", "its businesses"), as spans (the word alone).
 */
export function collectiveAsked(question: string): { start: number; end: number }[] {
  return vocabulary().collective.flatMap((re) => [...question.matchAll(re)].map((m) => ({ start: m.index, end: m.index + m[0].length })));
}

/** Does a business's name (or the words a call puts beside it) show it is of `kind`? */
export function namesKind(name: string, kind: string): boolean {
  const k = kinds().find((x) => x.kind === kind);
  if (!k) return false;
  return k.named.some((re) => {
    re.lastIndex = 0;
    return re.test(name);
  });
}

const partAlternations = new Map<PartUse, string>();

/** The words of the shipped file's `parts` that have `use`, in the file's order. */
export function partWordList(use: PartUse): string[] {
  return (shippedFile().parts ?? []).filter((p) => p.uses.includes(use)).map((p) => p.word);
}

/**
 * The words of the shipped file's `parts` that have `use`, as one alternation for a regular expression, in the file's
 * order, spaces within a word as any white space ("business|businesses|arm"). The shipped file only: the fact reader
 * reads the `reported` ones, and stored facts follow the fact rules' version, not a user's files.
 */
export function partWords(use: PartUse): string {
  let words = partAlternations.get(use);
  if (words === undefined) {
    const list = partWordList(use);
    // No word: an alternation that matches nothing.
    partAlternations.set(use, (words = list.length > 0 ? list.map((w) => escapeRegExp(w).replace(/\s+/g, '\\s+')).join('|') : '(?!)'));
  }
  return words;
}
