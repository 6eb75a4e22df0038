import { describe, expect, it } from 'vitest';
import { combineChannels } from './hybrid-retriever.js';
import type { Context } from './types.js';

const ctx = (channel: Context['channel'], text: string): Context => ({
  channel, text, chunkId: null, document: 'd.pdf', company: null, quarter: null, year: null, pages: [], score: 0,
});
const v = [ctx('vector', 'v1'), ctx('vector', 'v2'), ctx('vector', 'v3')];
const g = [ctx('graph', 'g1')];
const texts = (cs: Context[]) => cs.map((c) => c.text);

describe('hybrid channel combination', () => {
  it('concatenates vector then graph by default (the paper), or graph first', () => {
    expect(texts(combineChannels(v, g, 'vector-first', 'concat'))).toEqual(['v1', 'v2', 'v3', 'g1']);
    expect(texts(combineChannels(v, g, 'graph-first', 'concat'))).toEqual(['g1', 'v1', 'v2', 'v3']);
  });
  it('interleaves the channels item by item', () => {
    expect(texts(combineChannels(v, g, 'vector-first', 'interleave'))).toEqual(['v1', 'g1', 'v2', 'v3']);
    expect(texts(combineChannels(v, g, 'graph-first', 'interleave'))).toEqual(['g1', 'v1', 'v2', 'v3']);
    expect(combineChannels([], [], 'vector-first', 'interleave')).toEqual([]);
  });
});
