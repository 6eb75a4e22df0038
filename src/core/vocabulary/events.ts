/**
 * Events as data (data/vocabulary/events.json): the events and causes a call names beside a figure
 * that are no business of the company's ("the 50 basis points for COVID", "Brexit"). Read once.
 */
import { join } from 'node:path';
import { z } from 'zod';
import { readVocabularyFile, VOCABULARY_DIR } from './data-file.js';

/** The shipped events file. */
export const EVENTS_FILE = join(VOCABULARY_DIR, 'events.json');

const EventsFileSchema = z.object({ about: z.string().optional(), words: z.array(z.string().min(1)).min(1) });

let words: Set<string> | null = null;

/** Is `word` (any case, a trailing full stop or comma dropped) one of the shipped event words? */
export function isEventWord(word: string): boolean {
  words ??= new Set(readVocabularyFile(EVENTS_FILE, EventsFileSchema).words.map((w) => w.toLowerCase()));
  return words.has(word.toLowerCase().replace(/[.,;:]+$/, ''));
}

/** Does `phrase` name only an event ("COVID", "COVID-19 2020"): its words events, or the year or number that goes with one? */
export function namesOnlyEvent(phrase: string): boolean {
  const ws = phrase.trim().split(/\s+/).filter(Boolean);
  return ws.some((w) => isEventWord(w)) && ws.every((w) => isEventWord(w) || /^\d[\d.,]*$/.test(w));
}
