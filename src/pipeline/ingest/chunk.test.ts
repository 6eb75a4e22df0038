import { describe, expect, it } from 'vitest';
import { chunkDocument, chunkId } from './chunk.js';
import { lastBreak } from './chunk-chars.js';
import type { ChunkOptions } from './chunk-types.js';
import { joinPages } from './doc-text.js';
import { splitTurns, speakerLabel } from '../../core/text/turns.js';

const sentence = (i: number) => `Sentence number ${i} talks about revenue growth of ${i}.5% in the quarter.`;
const para = (from: number, n: number) => Array.from({ length: n }, (_, k) => sentence(from + k)).join(' ');

const transcript = [
  'Acme Limited Q1 FY24 Earnings Conference Call',
  `Moderator: Welcome to the call. ${para(0, 2)}`,
  `Jane Doe: ${para(10, 30)}`,
  'Moderator: The next question is from the line of Raj Shah from Alpha Capital. Please go ahead.',
  'Raj Shah: What drove the margin decline this quarter?',
  `Jane Doe: ${para(100, 4)}`,
  'Raj Shah: And what is the outlook for next year?',
  `John Roe: ${para(200, 3)}`,
  'Moderator: The next question is from the line of Mia Wong from Beta Securities.',
  'Mia Wong: How many deals did you sign?',
  `Jane Doe: ${para(300, 3)}`,
].join('\n');

// Page breaks fall between words, as they do in real documents (pages end at line ends).
const cutA = transcript.indexOf(' ', 1500);
const cutB = transcript.indexOf(' ', 2800);
const pages = [transcript.slice(0, cutA), transcript.slice(cutA + 1, cutB), transcript.slice(cutB + 1)];
const doc = joinPages(pages);
const speaker: ChunkOptions = { strategy: 'speaker', size: 1200, overlap: 150 };
const chars: ChunkOptions = { strategy: 'chars', size: 1000, overlap: 100 };

describe('speaker turns', () => {
  it('recognises speaker labels and ignores ordinary lines with colons', () => {
    expect(speakerLabel('N G Subramaniam: Hello')).toBe('N G Subramaniam');
    expect(speakerLabel('Sudip Bandyopadhyay – Centrum Broking: Hi')).toBe('Sudip Bandyopadhyay – Centrum Broking');
    expect(speakerLabel('However, the key point is: growth')).toBeNull();
    expect(speakerLabel('Note: This transcript has been edited')).toBeNull();
    expect(splitTurns(transcript).map((t) => t.speaker)).toEqual([
      null, 'Moderator', 'Jane Doe', 'Moderator', 'Raj Shah', 'Jane Doe', 'Raj Shah', 'John Roe', 'Moderator', 'Mia Wong', 'Jane Doe',
    ]);
  });
});

describe('speaker turns in other transcript layouts', () => {
  it('reads bulleted labels with roles and commas', () => {
    expect(speakerLabel('- Mr. Ashok Ajmera – Chairman, Ajcon Global:')).toBe('Mr. Ashok Ajmera – Chairman, Ajcon Global');
  });

  it('falls back to names on a line of their own when there are no "Name:" labels', () => {
    const text = [
      'CORPORATE PARTICIPANTS', 'Salil Parekh', 'Chief Executive Officer', 'Moderator',
      'Ladies and gentlemen, welcome.', 'Salil Parekh', 'We had a strong quarter.', 'Kumar Rakesh - BNP Paribas',
      'What about margins?', 'Moderator', 'Next question.', 'Sh Sanjay Roy 00:41:44 – 00:46:15 (E&P)', 'Gas output rose.',
    ].join('\n');
    const speakers = splitTurns(text).map((t) => t.speaker);
    expect(speakers).toEqual([null, 'Salil Parekh', 'Moderator', 'Salil Parekh', 'Moderator', 'Sanjay Roy']);
  });
});

describe('speaker-aware chunking', () => {
  const chunks = chunkDocument(doc, speaker);

  it('covers the text with chunks that are exact slices, within the size, with page provenance', () => {
    for (const c of chunks) {
      expect(c.text).toBe(doc.text.slice(c.start, c.end));
      expect(c.text.length).toBeLessThanOrEqual(speaker.size);
      expect(c.pageStart).toBeLessThanOrEqual(c.pageEnd);
      // Every page the chunk claims overlaps its character range.
      expect(doc.pageStarts[c.pageStart - 1]!).toBeLessThan(c.end);
    }
    expect(chunks.some((c) => c.pageEnd > c.pageStart)).toBe(true);
    const covered = chunks.map((c) => c.text).join(' ').replace(/\s+/g, ' ');
    for (let i = 0; i < 30; i++) expect(covered).toContain(sentence(10 + i));
  });

  it('never cuts mid-sentence when a sentence fits', () => {
    for (const c of chunks) expect(c.text).toMatch(/[.?!]$/);
  });

  it('keeps an analyst question with the answer and follow-up in one chunk', () => {
    const q = chunks.find((c) => c.text.includes('What drove the margin decline'))!;
    expect(q.text).toContain(sentence(100));
    expect(q.text).toContain('And what is the outlook for next year?');
    expect(q.text.startsWith('Moderator: The next question is from the line of Raj Shah')).toBe(true);
    const mia = chunks.find((c) => c.text.includes('How many deals'))!;
    expect(mia.text).toContain(sentence(302));
  });

  it('splits a long turn at sentence ends with overlapping pieces of one speaker', () => {
    const flat = (t: string) => t.replace(/\s+/g, ' ');
    const pieces = chunks.filter((c) => !c.text.includes('Raj') && [12, 25, 38].some((i) => flat(c.text).includes(sentence(i))));
    expect(pieces.length).toBeGreaterThan(1);
    for (let i = 1; i < pieces.length; i++) expect(pieces[i]!.start).toBeLessThan(pieces[i - 1]!.end);
  });
});

describe('character chunking (the paper\'s)', () => {
  it('finds the last break before a limit, preferring sentence ends', () => {
    const t = 'One two. Three four five six';
    expect(lastBreak(t, 0, t.length)).toBe(8);
    expect(lastBreak('no sentence end here at all', 0, 20)).toBe(15);
  });

  const chunks = chunkDocument(doc, chars);

  it('makes chunks of at most size characters that overlap their neighbours', () => {
    for (const c of chunks) expect(c.text.length).toBeLessThanOrEqual(chars.size);
    for (let i = 1; i < chunks.length; i++) {
      expect(chunks[i]!.start).toBeLessThan(chunks[i - 1]!.end);
      expect(chunks[i]!.start).toBeGreaterThan(chunks[i - 1]!.start);
    }
    expect(chunks[chunks.length - 1]!.end).toBe(doc.text.trimEnd().length);
  });
});

describe('chunk ids', () => {
  it('are stable for identical input and change with the text or settings', () => {
    const c = chunkDocument(doc, speaker)[1]!;
    expect(chunkId('abc', speaker, c)).toBe(chunkId('abc', speaker, { ...c }));
    expect(chunkId('abc', speaker, c)).not.toBe(chunkId('abc', { ...speaker, size: 1300 }, c));
    expect(chunkId('abc', speaker, c)).not.toBe(chunkId('abd', speaker, c));
  });
});
