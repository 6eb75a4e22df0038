/** The tuned thresholds moved into config reach the code that uses them. */
import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { compareKeys } from '../src/pipeline/resolve/near-duplicates.js';
import { LocalAnswerer } from '../src/query/answerer/local-answerer.js';
import { ExtractiveRefiner } from '../src/pipeline/extract/local/refiner.js';
import { RuleTripletExtractor } from '../src/pipeline/extract/local/triplet-extractor.js';
import { createLocalJudge } from '../src/eval/judge/local.js';

describe('config thresholds', () => {
  it('resolve.spellingThreshold decides between a spelling merge and asking the embedder', () => {
    const d = defaultConfig().resolve;
    const pair = compareKeys('operating margin', 'operatng margin');
    expect(pair?.kind).toBe('string');
    expect(compareKeys('operating margin', 'operatng margin', { ...d, spellingThreshold: 0.999 })?.kind).toBe('embedding');
    expect(compareKeys('operating margin', 'operatng margin', { ...d, spellingThreshold: 0.999, embeddingCandidateThreshold: 0.999 })).toBeNull();
  });

  it('answer.minCoverage 1 makes the answerer refuse a partial match', async () => {
    const contexts = [{ text: 'Our revenue grew 12% this quarter on strong deal wins.', channel: 'vector', company: 'Acme' }] as never;
    const q = 'How much did revenue grow in the European retail segment?';
    const loose = await new LocalAnswerer({ minCoverage: 0.1 }).answer(q, contexts);
    const strict = await new LocalAnswerer({ minCoverage: 1 }).answer(q, contexts);
    expect(loose.cited).toEqual([1]);
    expect(strict.cited).toEqual([]);
  });

  it('extract thresholds change the output and the stored version', () => {
    expect(new ExtractiveRefiner().version).toBe('2');
    expect(new ExtractiveRefiner(99).refineText('Revenue grew 12% to Rs 500 crore in Q1 FY24.', null)).toBe('');
    expect(new ExtractiveRefiner(99).version).not.toBe('2');
    expect(new RuleTripletExtractor().version).toBe('2');
    expect(new RuleTripletExtractor({ maxSentenceChars: 10 }).extractSentence('Revenue grew 12% to Rs 500 crore in Q1 FY24.', { company: null })).toEqual([]);
  });

  it('judge thresholds appear in the judge id', () => {
    expect(createLocalJudge(defaultConfig().judge).id).toBe(createLocalJudge().id);
    expect(createLocalJudge({ ...defaultConfig().judge, supportAt: 0.5 }).id).toContain('support=0.5');
  });
});
