import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { HybridRagError } from '../../core/errors.js';
import { manifestKey, normaliseMeta, readManifest, splitCsvLine } from './manifest.js';

const dir = mkdtempSync(join(tmpdir(), 'hybridrag-manifest-'));
const file = (name: string, text: string): string => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};

describe('manifests', () => {
  it('reads a JSON object of file name -> ticker or fields, matching with or without extension', () => {
    const m = readManifest(file('m.json', JSON.stringify({ 'Axis Bank': 'axisbank', 'Acme.pdf': { company: 'Acme Ltd', quarter: 'q2', year: 2024 } })));
    expect(m.get(manifestKey('Axis Bank.pdf'))).toEqual({ ticker: 'axisbank' });
    expect(m.get(manifestKey('/any/where/Acme.pdf'))).toEqual({ company: 'Acme Ltd', quarter: 'Q2', year: 'FY24' });
  });

  it('reads CSV with a header and quoted cells', () => {
    const m = readManifest(file('m.csv', 'file,company,ticker,quarter,year\n"Larsen & Toubro, Ltd.pdf","Larsen & Toubro",lt,Q1,FY24\n\n'));
    expect(m.get(manifestKey('Larsen & Toubro, Ltd.pdf'))).toEqual({ company: 'Larsen & Toubro', ticker: 'lt', quarter: 'Q1', year: 'FY24' });
    expect(splitCsvLine('a,"b ""c""",d')).toEqual(['a', 'b "c"', 'd']);
  });

  it('names the file, line and field of a bad value', () => {
    const p = file('bad.csv', 'file,quarter\nx.pdf,Q1\ny.pdf,Q7\n');
    expect(() => readManifest(p)).toThrowError(new RegExp(`${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:3: quarter "Q7"`));
    expect(() => readManifest(file('nofile.csv', 'name2,ticker\n'))).toThrowError(/no "file" column/);
    expect(() => readManifest(file('bad.json', '{"a": 3}'))).toThrowError(/entry "a"/);
    expect(() => readManifest(join(dir, 'missing.json'))).toThrowError(HybridRagError);
  });

  it('normalises flag values', () => {
    expect(normaliseMeta({ quarter: '3', year: 'FY 2023-24' }, 'flags')).toEqual({ quarter: 'Q3', year: 'FY24' });
    expect(() => normaliseMeta({ year: 'last year' }, 'command line')).toThrowError(/command line: year "last year"/);
  });
});
