/**
 * The scope of a question: which companies and periods it is about, and where that came from.
 * Detected from the question text (src/query/scope/detect.ts) unless flags set it; every mode
 * retrieves inside it, and `ask` reports it (terminal line and `--json` `scope`).
 */

/** One ingested company the scope selects. */
export interface ScopeCompany {
  /** The company name as stored on its documents (the filter value). */
  name: string;
  ticker: string | null;
  /** The text that selected it: the words of the question ("Airtel", "TCS's") or the flag value. */
  matched: string;
  /** A flag's company named in the question too: the question's words for it ("HUL" with --company hindustan). */
  mentioned?: string;
  /** The question's other words for it after the first ("RIL" in "Jio (RIL)"). */
  also?: string[];
  /** The sectors of its business, as the company directory holds them ("telecom", "pharma"); absent when not known. */
  sectors?: string[];
}

/** A name in the question that matches several ingested companies ("HDFC": HDFC Bank, HDFC Life). */
export interface AmbiguousName {
  text: string;
  candidates: string[];
}

/** A company the question names that the workdir does not hold. */
export interface AbsentCompany {
  text: string;
  /** Ingested companies with a similar name, best first (may be empty). */
  closest: string[];
}

/** A question about a group of companies with none named ("Which banks guided NIM above 4%?"). */
export interface GroupScope {
  /** The sector asked about, e.g. "banks", "it services". */
  sector: string;
  /** How an answer names it, e.g. "Banks", "IT services" (the vocabulary's names, joined by " + "). */
  name: string;
  /** The ingested companies of that sector, in name order. */
  companies: string[];
  /** True for a group no sector of the vocabulary names ("toy makers"): no company is listed, and the answer says so. */
  unknown?: boolean;
}

export type ScopeSource = 'question' | 'flags' | 'none';

export interface Scope {
  /** Companies in order of first mention; two or more make a comparison. Ambiguous names add every candidate. */
  companies: ScopeCompany[];
  quarter: string | null;
  year: string | null;
  /** Two or more periods of the same companies asked about ("Q1 vs Q2 FY24"), when the corpus holds them. */
  periods: { quarter: string | null; year: string | null }[];
  source: ScopeSource;
  ambiguous: AmbiguousName[];
  absent: AbsentCompany[];
  group: GroupScope | null;
  /**
   * The company a group is measured against ("Which banks had a higher NIM than HDFC Bank?", "Did
   * any FMCG company beat HUL's volume growth?"): its own figure is the bar, and it is no member of
   * `group`; the question names no company besides (`companies` is empty).
   */
  bar?: ScopeCompany;
  /** Statements for the user: how a relative period was read, a period the corpus does not hold. */
  notes?: string[];
  /** True when quarter/year restrict retrieval (the scoped companies have several periods in the corpus). */
  periodFilter?: boolean;
  /**
   * True when none of the scoped companies holds the asked period ("the September quarter" in a
   * corpus of June-quarter calls): it is read as words of the question, each company answered from
   * what it holds, and a note says so.
   */
  periodNotHeld?: boolean;
}

export const EMPTY_SCOPE: Scope = { companies: [], quarter: null, year: null, periods: [], source: 'none', ambiguous: [], absent: [], group: null };
