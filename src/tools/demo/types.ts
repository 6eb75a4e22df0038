/** The shape of a demo earnings call: who spoke, what they said, and the period it covers. */
import type { Quarter } from '../../core/domain.js';

export interface Person {
  name: string;
  role: string;
}

/** A stock-exchange cover letter printed before the transcript, as listed Indian companies file it. */
export interface CoverLetter {
  /** Letterhead address line under the legal name. */
  registeredOffice: string;
  /** As printed: "July 26, 2023". */
  letterDate: string;
  /** The BSE scrip code: "543287". */
  scripCode: string;
  /** Who signs for the company. */
  signatory: Person;
}

export interface DemoCall {
  /** File name stem: "aravali-infotech-q1-fy24". */
  slug: string;
  company: string;
  ticker: string;
  quarter: Quarter;
  year: string;
  /** As printed on the cover: "July 19, 2023". */
  callDate: string;
  management: Person[];
  /** Analysts by firm, as the moderator introduces them. */
  analysts: Person[];
  /** When set, page 1 is this cover letter and the ticker is stated only on its Symbol line. */
  coverLetter?: CoverLetter;
  /** [speaker, text]; paragraphs separated by blank lines. */
  turns: [string, string][];
}

export interface DemoQuestion {
  id: string;
  question: string;
  /** Verbatim from the transcripts (several passages joined by a space for multi-hop questions). */
  ground_truth: string;
  company: string | null;
  ticker: string | null;
  quarter: Quarter | null;
  year: string | null;
  question_type: 'factual' | 'numeric' | 'multi-hop' | 'comparison';
  /** The verbatim passages the answer rests on, each found in one transcript. */
  evidence: string[];
}
