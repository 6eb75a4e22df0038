/** The shape of a demo earnings call: who spoke, what they said, and the period it covers. */
import type { Quarter } from '../../core/domain.js';

export interface Person {
  name: string;
  role: string;
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
