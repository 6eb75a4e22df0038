import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BENCH_DOC_INTRO, readBlock, updateBenchDoc, writeBenchDoc } from './bench-doc.js';

describe('docs/benchmarks.md writer', () => {
  it('a new page holds the intro, the written block and a placeholder for every other run kind', () => {
    const doc = updateBenchDoc(null, 'demo', '## Demo corpus\n\nfigures A\n');
    expect(doc.startsWith(BENCH_DOC_INTRO)).toBe(true);
    expect(readBlock(doc, 'demo')).toBe('## Demo corpus\n\nfigures A');
    expect(readBlock(doc, 'nifty50')).toContain('Not run yet: `npm run bench`');
    expect(readBlock(doc, 'scale')).toContain('Not run yet');
    // Fixed order: nifty50, demo, scale.
    expect(doc.indexOf('bench:nifty50:start')).toBeLessThan(doc.indexOf('bench:demo:start'));
    expect(doc.indexOf('bench:demo:end')).toBeLessThan(doc.indexOf('bench:scale:start'));
  });

  it('replaces one block in place and keeps the others byte for byte', () => {
    let doc = updateBenchDoc(null, 'demo', 'demo 1');
    doc = updateBenchDoc(doc, 'scale', 'scale 1\n| a | b |');
    doc = updateBenchDoc(doc, 'demo', 'demo 2');
    expect(readBlock(doc, 'demo')).toBe('demo 2');
    expect(readBlock(doc, 'scale')).toBe('scale 1\n| a | b |');
    expect(doc).not.toContain('demo 1');
    expect(doc.match(/bench:demo:start/g)).toHaveLength(1);
    // Writing the same block again changes nothing.
    expect(updateBenchDoc(doc, 'demo', 'demo 2')).toBe(doc);
  });

  it('rewrites the intro and drops text outside the markers; a block without its end marker is replaced', () => {
    const edited = updateBenchDoc(null, 'nifty50', 'n1').replace(BENCH_DOC_INTRO, '# old intro\n') + '\nstray text\n';
    const doc = updateBenchDoc(edited, 'demo', 'd1');
    expect(doc.startsWith(BENCH_DOC_INTRO)).toBe(true);
    expect(doc).not.toContain('old intro');
    expect(doc).not.toContain('stray text');
    expect(readBlock(doc, 'nifty50')).toBe('n1');
    const broken = doc.replace('<!-- bench:scale:end -->', '');
    expect(readBlock(broken, 'scale')).toBeNull();
    expect(readBlock(updateBenchDoc(broken, 'demo', 'd2'), 'scale')).toContain('Not run yet');
  });

  it('writes the file, creating its folder', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bench-doc-'));
    try {
      const file = join(dir, 'docs', 'benchmarks.md');
      writeBenchDoc(file, 'scale', 's1');
      writeBenchDoc(file, 'demo', 'd1');
      const doc = readFileSync(file, 'utf8');
      expect(readBlock(doc, 'scale')).toBe('s1');
      expect(readBlock(doc, 'demo')).toBe('d1');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
