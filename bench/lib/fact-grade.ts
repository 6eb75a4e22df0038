/**
 * Grading answers to the fact questions (fixtures/facts/questions.jsonl): figures stated with
 * the right company's citation, and which companies a group answer says qualify. Pure: works on
 * the `ask --json` shape (answer, citations, contexts, parts).
 */
import { withoutLegalForm } from '../../src/core/text/company-name.js';
import { noteFigures, statesFigure, statesValue } from './fact-values.js';
import { readJsonl } from './jsonl.js';

export type FactKind = 'single' | 'comparison' | 'group' | 'segment-trap' | 'prior-period' | 'guidance';
export const FACT_KINDS: readonly FactKind[] = ['single', 'comparison', 'group', 'segment-trap', 'prior-period', 'guidance'];

export interface FactValue {
  /** The document's file stem: a PDF's name, or a .txt call's (`BBY_q3_2022`). */
  company: string;
  value: string | null;
  period: string;
  kind: string;
  segment: string | null;
  page: number | null;
  text: string | null;
}

export interface FactQuestion {
  id: string;
  question: string;
  kind: FactKind;
  /** PDF file stems; for `group`, those meeting the threshold. */
  companies: string[];
  metric: string;
  values: FactValue[];
  threshold: { op: string; value: number; unit: string } | null;
  /** A superlative group question ("which bank had the highest NIM", "top two by growth"): `companies` are the top `n` by the metric, in rank order. */
  rank?: { order: 'max' | 'min'; n: number } | null;
  answer: string;
  paraphrased: boolean;
  split: 'dev' | 'heldout';
  notes: string;
}

export function readFactQuestions(file: string): FactQuestion[] {
  return readJsonl<FactQuestion>(file);
}

/** What grading needs of an answer: `ask --json`'s fields. */
export interface GradedAnswer {
  answer: string;
  refused: boolean;
  citations: { n: number; document: string; company: string | null }[];
  contexts: { text: string; document: string; company: string | null; kind?: string }[];
  parts?: { company: string; found: boolean; answer: string; citations: number[] }[];
}

/** The ingested documents: file name → stored company name and aliases. */
export interface StoredDoc {
  fileName: string;
  company: string;
  aliases: string[];
}

/** Short names analysts and answers use for a company, by PDF stem; only unambiguous ones. */
const SHORT_NAMES: Record<string, string[]> = {
  'Tata Consultancy Services': ['TCS'], Infosys: ['Infy'], HCLTech: ['HCL Tech', 'HCL Technologies'], 'Tech Mahindra': ['TechM'],
  'State Bank of India': ['SBI'], 'Kotak Mahindra Bank': ['Kotak'], 'Axis Bank': ['Axis'], 'IndusInd Bank': ['IndusInd'],
  'ICICI Bank': ['ICICI'], 'Mahindra & Mahindra': ['M&M'], 'Maruti Suzuki': ['Maruti'], 'Hero MotoCorp': ['Hero'],
  'Sun Pharma': ['Sun Pharmaceutical'], "Dr. Reddy's Laboratories": ["Dr Reddy's", "Dr. Reddy's", 'DRL'], "Divi's Laboratories": ["Divi's", 'Divis'],
  'Bharti Airtel': ['Airtel'], 'Reliance Industries': ['RIL', 'Reliance'], 'Hindustan Unilever': ['HUL'], 'Larsen & Toubro': ['L&T'],
  'Hindalco Industries': ['Hindalco'], UltraTech: ['UltraTech'], 'UltraTech Cement': ['UltraTech'], 'Grasim Industries': ['Grasim'],
  'Titan Company': ['Titan'], 'Britannia Industries': ['Britannia'], 'Apollo Hospitals': ['Apollo'], 'SBI Life Insurance Company': ['SBI Life'],
  'HDFC Life': ['HDFC Life Insurance'], 'Bharat Petroleum': ['BPCL'], 'Adani Ports and Special Economic Zone Ltd': ['Adani Ports', 'APSEZ'],
  'Adani Enterprises Ltd': ['Adani Enterprises'], 'Tata Consumer Products': ['Tata Consumer'], 'Bajaj Finserv Limited': ['Bajaj Finserv'],
};

/** A document's file stem: its file name without the .pdf, .txt or .md extension. */
export const stemOfDocument = (doc: string): string => doc.replace(/\.(?:pdf|txt|md)$/i, '');

/**
 * Company names as they may appear in an answer, each mapped to its file stem: the stored name
 * and aliases, with and without the legal form, the stem, and the short names above. Longest
 * first, so "SBI Life" is read before "SBI" and "HDFC Bank Limited" before "HDFC Bank". A company
 * with several calls (US files `ACN_q1_2022.txt`, `ACN_q4_2021.txt`) has several stems; its names
 * map to the first of them, and `companyOf` gives the company any stem belongs to.
 */
export class CompanyNames {
  /** The stored company name → its (first) file stem. */
  readonly stemOfCompany = new Map<string, string>();
  readonly companyOfStem = new Map<string, string>();
  private readonly forms: { re: RegExp; stem: string; len: number }[] = [];

  constructor(docs: readonly StoredDoc[]) {
    const byForm = new Map<string, string>();
    const add = (form: string, stem: string): void => {
      const f = form.trim();
      if (f.length < 2) return;
      const key = f.toLowerCase();
      const had = byForm.get(key);
      // A form two companies share names neither; two calls of one company keep the first.
      if (had === undefined) byForm.set(key, stem);
      else if (had && this.companyOf(had) !== this.companyOf(stem)) byForm.set(key, '');
    };
    for (const d of docs) {
      const stem = stemOfDocument(d.fileName);
      if (!this.stemOfCompany.has(d.company)) this.stemOfCompany.set(d.company, stem);
      this.companyOfStem.set(stem, d.company);
      for (const n of [d.company, ...d.aliases, stem]) {
        add(n, stem);
        add(withoutLegalForm(n), stem);
      }
      for (const s of SHORT_NAMES[stem] ?? []) add(s, stem);
    }
    for (const [form, stem] of byForm) {
      if (!stem) continue;
      const esc = form.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\.|'/g, (m) => (m === "'" ? "['’]?" : '\\.?')).replace(/\s+/g, '\\s+');
      this.forms.push({ re: new RegExp(`(?<![\\p{L}\\p{N}])${esc}(?![\\p{L}\\p{N}])`, 'giu'), stem, len: form.length });
    }
    this.forms.sort((a, b) => b.len - a.len);
  }

  /** The stored company of a file stem (the stem itself when no document has it). */
  companyOf(stem: string): string {
    return this.companyOfStem.get(stem) ?? stem;
  }

  /** The stems of the companies named in `text`, in order of first mention, and what is left unnamed. */
  namedIn(text: string): { stems: string[]; rest: string } {
    const taken: boolean[] = new Array(text.length).fill(false);
    const found: { at: number; stem: string }[] = [];
    for (const f of this.forms) {
      for (const m of text.matchAll(f.re)) {
        const at = m.index ?? 0;
        if (taken.slice(at, at + m[0].length).some(Boolean)) continue;
        for (let i = at; i < at + m[0].length; i++) taken[i] = true;
        found.push({ at, stem: f.stem });
      }
    }
    const rest = [...text].map((ch, i) => (taken[i] ? ' ' : ch)).join('');
    return { stems: [...new Set(found.sort((a, b) => a.at - b.at).map((x) => x.stem))], rest };
  }
}

/** Lower-case word and number tokens ("4.78", "crores"). */
function tokens(s: string): string[] {
  return (s.toLowerCase().match(/[\p{L}\p{N}]+(?:[.,]\p{N}+)*/gu) ?? []).map((t) => t.replace(/,/g, ''));
}

/** Share of `sentence`'s distinct tokens found in `context`. */
export function tokenOverlap(sentence: string, context: string): number {
  const want = new Set(tokens(sentence));
  if (want.size === 0) return 0;
  const have = new Set(tokens(context));
  let n = 0;
  for (const t of want) if (have.has(t)) n++;
  return n / want.size;
}

export const GOLD_SENTENCE_OVERLAP = 0.7;

/** One company's figure in an answer. */
export interface ValueGrade {
  company: string;
  /** The text graded states the gold value. */
  value: boolean;
  /** It cites a context of this company's document. */
  cited: boolean;
  /** A cited context of this company holds the gold sentence (token overlap ≥ 0.7). */
  goldCited: boolean;
  /** Some context of this company (cited or not) holds the gold sentence: retrieval found it. */
  goldRetrieved: boolean;
  /** Some context of this company states the gold value. */
  valueRetrieved: boolean;
  /** Segment-trap: the text states a figure the note names as the trap, and not the gold value. */
  trap: boolean | null;
}

/**
 * Grade one company's figure against the text that should state it: that company's parts when
 * the answer has parts (one a company, or one a company and period when the question names two
 * periods: "Q2 FY20: no transcript … / Q2 FY21: … versus $2.99 in the prior year"), each read
 * on its own, else the whole answer with all its citations.
 * `companyOf` gives the company a file stem belongs to: a context is the company's when its
 * document is any call of that company (a company may have several calls), and a part is the
 * company's when it names that company.
 */
export function gradeValue(q: FactQuestion, v: FactValue, a: GradedAnswer, companyOf: (stem: string) => string): ValueGrade {
  const company = companyOf(v.company);
  const parts = (a.parts ?? []).filter((p) => p.company === company);
  const texts = parts.length > 0 ? parts.map((p) => statement(p.answer)) : [statement(a.answer)];
  const citedNs = parts.length > 0 ? parts.flatMap((p) => p.citations) : a.citations.map((c) => c.n);
  const ofCompany = (c: { document: string } | undefined): c is { document: string; text: string } => !!c && !!c.document && companyOf(stemOfDocument(c.document)) === company;
  const citedCtx = citedNs.map((n) => a.contexts[n - 1]).filter(ofCompany);
  const own = a.contexts.filter(ofCompany);
  const value = !!v.value && texts.some((t) => statesValue(t, v.value!));
  const holdsGold = (t: string): boolean => !!v.text && tokenOverlap(v.text, t) >= GOLD_SENTENCE_OVERLAP;
  let trap: boolean | null = null;
  if (q.kind === 'segment-trap') {
    const figs = noteFigures(q.notes);
    trap = figs.length === 0 ? null : !value && figs.some((f) => texts.some((t) => statesFigure(t, f)));
  }
  return {
    company: v.company,
    value,
    cited: citedCtx.length > 0,
    goldCited: citedCtx.some((c) => holdsGold(c.text)),
    goldRetrieved: own.some((c) => holdsGold(c.text)),
    valueRetrieved: !!v.value && own.some((c) => statesValue(c.text, v.value!)),
    trap,
  };
}

/** One company's figure the gold says its call does not state (a comparison's value of null). */
export interface NotStatedGrade {
  company: string;
  /** The company's part (or its line) says so: "not stated", "not found in its Q1 FY24 transcript". */
  said: boolean;
  /** It gives a figure as the company's value all the same (another figure than the call's, which states none). */
  figure: boolean;
}

/** How an answer says a company's call does not state the figure (src/query/answer/fact-answer.ts "not stated", multi.ts "not found in its … transcript"). */
const NOT_STATED = /\b(?:not\s+(?:stated|found|given|disclosed|reported)|no\s+(?:figure|transcript)|does\s+not\s+state)\b/i;

/**
 * Grade one company whose figure the gold says is not stated: that company's parts when the answer
 * has parts, else its lines ("<Company>: …", by its name without the legal form); it passes when one
 * says the figure is not stated and none gives a figure as its value (a figure outside quotes and
 * citations, period labels aside).
 */
export function gradeNotStated(v: FactValue, a: GradedAnswer, companyOf: (stem: string) => string): NotStatedGrade {
  const company = companyOf(v.company);
  const parts = (a.parts ?? []).filter((p) => p.company === company);
  const name = withoutLegalForm(company).toLowerCase();
  const texts = parts.length > 0 ? parts.map((p) => p.answer) : a.answer.split('\n').filter((l) => l.trim().toLowerCase().startsWith(name));
  const own = texts.map((t) => t.replace(/“[^”]*”/g, ' ').replace(/\[\d+(?:\s*,\s*\d+)*\]/g, ' ').replace(/\b(?:Q[1-4]|H[12]|FY\s*'?\d{2,4}|\d{4})\b/gi, ' '));
  const said = own.some((t) => NOT_STATED.test(t));
  return { company: v.company, said, figure: !said ? own.some((t) => /\d/.test(t)) : own.some((t) => !NOT_STATED.test(t) && /\d/.test(t)) };
}

/**
 * What an answer itself states: an answer from facts names its figure and then quotes the sentence
 * it comes from ("Non-interest income 51.83 billion Rupees: “… Fee income increased … to 48.43
 * billion …”"), and the figure it names is the answer, not another one in the quote. An extractive
 * answer is all quotation, and is graded whole.
 */
export function statement(answer: string): string {
  const own = answer.replace(/“[^”]*”/g, ' ');
  const figures = own.replace(/\[\d+(?:\s*,\s*\d+)*\]/g, ' ').replace(/\b(?:Q[1-4]|H[12]|FY\s*'?\d{2,4}|\d{4})\b/gi, ' ');
  return /\d/.test(figures) ? own : answer;
}

/** How the companies a group answer says qualify were read (see parseGroupAnswer). */
export type GroupParse = 'header' | 'none' | 'labels' | 'citations';

/**
 * The companies a group answer says qualify, as PDF stems.
 *
 * The answerer (src/query/answer/multi.ts, askGroup) opens a group answer with one line:
 *   "<Sector> (<threshold as asked>): <k> of <n> companies checked — <A>, <B>, <C>."
 * listing exactly the companies whose quoted figure passes the threshold (or, with no threshold,
 * that answered at all), or
 *   "<Sector> (<threshold>): none of the <n> companies checked states it."
 * Then one line per company with evidence, "<Company>: <quote>", where a company that failed or
 * could not be compared carries a qualifier ("<Company> (<figure>: not above 4%): …", "<Company>
 * (no figure comparable with …): …"), and a last line "No matching evidence: …".
 *
 * Read, in order:
 *   1. header — the list after the dash on the "k of n companies checked" line; companies are
 *      recognised by name (stored names and aliases, with or without "Limited", PDF stems and
 *      common short names: CompanyNames), not by splitting on commas, so a name holding "and" or a
 *      full stop ("Sun Pharmaceutical Industries Ltd.") is read whole; what is left once the names
 *      are taken out, other than commas, "and" and the closing stop, is an unrecognised name and is
 *      returned in `unknown` (it counts as naming a company outside the gold set);
 *   2. none — the "none of the n companies checked" line: the empty list;
 *   3. labels — no header (the question was not answered as a group): lines that begin with a
 *      company's name and a colon, without a qualifier in brackets, other than "No matching
 *      evidence";
 *   4. citations — no such lines either (a plain single answer): the companies whose documents
 *      the answer cites, since the answer draws its figures from them.
 */
export function parseGroupAnswer(answer: string, names: CompanyNames, cited: readonly string[]): { stems: string[]; unknown: string[]; how: GroupParse } {
  const lines = answer.split('\n').map((l) => l.trim()).filter(Boolean);
  for (const line of lines) {
    const h = /^[^:\n]{1,80}?(?:\s*\([^)]*\))?:\s*\d+\s+of\s+\d+\s+compan(?:y|ies)\s+checked\s*[—–-]\s*(.+)$/iu.exec(line);
    if (h) {
      const { stems, rest } = names.namedIn(h[1]!);
      const unknown = rest
        .replace(/\.\s*$/, '')
        .split(/,|\band\b/)
        .map((s) => s.trim().replace(/^[.\s]+|[.\s]+$/g, ''))
        .filter((s) => /\p{L}{2,}/u.test(s));
      return { stems, unknown, how: 'header' };
    }
    if (/^[^:\n]{1,80}?(?:\s*\([^)]*\))?:\s*none\s+of\s+the\s+\d+\s+compan(?:y|ies)\s+checked/iu.test(line)) return { stems: [], unknown: [], how: 'none' };
  }
  const labelled: string[] = [];
  for (const line of lines) {
    const m = /^([^:\n]{2,90}?)(\s*\([^)]*\))?:\s/u.exec(line);
    if (!m || /^no matching evidence/i.test(m[1]!) || m[2]) continue;
    const { stems, rest } = names.namedIn(m[1]!);
    // "HDFC Bank Limited, Q1 FY24: …" — a label is a name and at most a period.
    if (stems.length === 1 && !/\p{L}{3,}/u.test(rest.replace(/\b(?:Q[1-4]|H[12]|FY\s?\d{2,4})\b/gi, ''))) labelled.push(stems[0]!);
  }
  if (labelled.length > 0) return { stems: [...new Set(labelled)], unknown: [], how: 'labels' };
  return { stems: [...new Set(cited)], unknown: [], how: 'citations' };
}
