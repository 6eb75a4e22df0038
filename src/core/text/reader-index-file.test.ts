import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMetrics, type MetricVocabulary } from '../vocabulary/metrics.js';
import { READER_INDEX_FILE, readerIndex, useReaderIndexFile } from './reader-index-file.js';

const plain = { encode: (x: number[]) => x, decode: (s: unknown) => s as number[] };
const vocab = loadMetrics();

describe('the reader-index file', () => {
  const dirs: string[] = [];
  const fileIn = (): string => {
    const dir = mkdtempSync(join(tmpdir(), 'hr-reader-index-'));
    dirs.push(dir);
    return join(dir, READER_INDEX_FILE);
  };
  afterEach(() => {
    useReaderIndexFile(null);
    for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
  });

  it('builds an index once, then reads it from the file in a later process', () => {
    const file = fileIn();
    let builds = 0;
    const build = (): number[] => {
      builds++;
      return [1, 2, 3];
    };
    useReaderIndexFile(file);
    expect(readerIndex(vocab, 'x', build, plain)).toEqual([1, 2, 3]);
    // A new process: the file is read afresh.
    useReaderIndexFile(null);
    useReaderIndexFile(file);
    expect(readerIndex(vocab, 'x', build, plain)).toEqual([1, 2, 3]);
    expect(builds).toBe(1);
  });

  it('builds again when the vocabulary read is another (its metric files differ)', () => {
    const file = fileIn();
    const extra = join(file, '..', 'extra-metrics.json');
    writeFileSync(extra, JSON.stringify({ metrics: [{ id: 'widgets', names: ['widget count'], unit: 'count' }] }));
    let builds = 0;
    const build = (): number[] => [++builds];
    useReaderIndexFile(file);
    expect(readerIndex(vocab, 'x', build, plain)).toEqual([1]);
    const other: MetricVocabulary = loadMetrics([extra]);
    useReaderIndexFile(null);
    useReaderIndexFile(file);
    expect(readerIndex(other, 'x', build, plain)).toEqual([2]);
    // The same files with other bytes are another vocabulary too.
    writeFileSync(extra, JSON.stringify({ metrics: [{ id: 'widgets', names: ['widgets sold'], unit: 'count' }] }));
    useReaderIndexFile(null);
    useReaderIndexFile(file);
    expect(readerIndex(other, 'x', build, plain)).toEqual([3]);
  });

  it('builds when the file is damaged, and without a file only builds', () => {
    const file = fileIn();
    writeFileSync(file, '{not json');
    useReaderIndexFile(file);
    expect(readerIndex(vocab, 'x', () => [7], plain)).toEqual([7]);
    expect(JSON.parse(readFileSync(file, 'utf8')).indexes.x).toEqual([7]);
    useReaderIndexFile(null);
    let builds = 0;
    readerIndex(vocab, 'x', () => [++builds], plain);
    readerIndex(vocab, 'x', () => [++builds], plain);
    expect(builds).toBe(2);
  });

  it('gives the question readers the same matches from the file as built', async () => {
    const questions = [
      'What was the total contract value of deal wins?',
      'What was the leftover bad-loan pile after provisions?',
      'Which drugmaker hands a bigger slice of its profit to the taxman?',
      'What was the fatter spread on what it lends?',
      'How many people left the company this quarter?',
    ];
    const file = fileIn();
    // Each run a new process: modules (and the vocabulary) loaded afresh.
    const run = async (path: string | null) => {
      vi.resetModules();
      (await import('./reader-index-file.js')).useReaderIndexFile(path);
      const { paraphraseTerms } = await import('./finance-paraphrases.js');
      return questions.map((q) => paraphraseTerms(q));
    };
    const none = await run(null);
    expect(none.flat().length).toBeGreaterThan(3);
    expect(await run(file)).toEqual(none);
    expect(Object.keys(JSON.parse(readFileSync(file, 'utf8')).indexes).sort()).toEqual(['concept-cues', 'glossary', 'wording-literals']);
    expect(await run(file)).toEqual(none);
  });
});
