import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { companyFromFileName } from '../../pipeline/ingest/metadata.js';
import { inferPeriod } from '../../core/text/doc-period.js';
import { generateScaleCorpus, type SourceDoc } from './generate.js';
import { baseCompanyName, copyLabel, copyTicker, renameCompany } from './rename.js';

describe('company renaming', () => {
  it('labels copies with words (file-name inference drops digits)', () => {
    expect(copyLabel(1)).toBe('Birch');
    expect(copyLabel(10)).toBe('Birch Aster');
    expect(copyLabel(99)).toBe('Juniper Juniper');
    expect(() => copyLabel(0)).toThrow(RangeError);
    expect(copyTicker('tcs', 7)).toBe('tcs7');
  });

  it('a renamed file name is read back as a distinct company', () => {
    const names = new Set<string | null>();
    for (let k = 1; k <= 100; k++) names.add(companyFromFileName(`Asian Paints ${copyLabel(k)}.txt`));
    expect(names.size).toBe(100);
    expect(names.has('Asian Paints')).toBe(false);
  });

  it('renames mentions in any case and spacing, keeping suffixes', () => {
    expect(baseCompanyName('Adani Ports and Special Economic Zone Ltd.pdf')).toBe('Adani Ports and Special Economic Zone');
    const out = renameCompany('Welcome to ASIAN PAINTS Limited. Asian\nPaints grew.', 'Asian Paints', 'Asian Paints Cedar');
    expect(out).toBe('Welcome to Asian Paints Cedar Limited. Asian Paints Cedar grew.');
  });
});

describe('generateScaleCorpus', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hr-scale-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('writes factor × sources files with distinct, consistent metadata', () => {
    const textPath = join(dir, 'src.txt');
    writeFileSync(textPath, 'Asian Paints Limited\nQ1 FY24 Earnings Conference Call\nJuly 20, 2023\fModerator: welcome to Asian Paints.');
    const src: SourceDoc = { fileName: 'Asian Paints.pdf', company: 'Asian Paints', ticker: 'asianpaint', period: 2024 * 4, textPath };
    const r = generateScaleCorpus([src], join(dir, 'out'), 6);
    expect(r.files).toBe(6);
    expect(readdirSync(r.docsDir)).toHaveLength(6);
    const manifest = JSON.parse(readFileSync(r.manifestPath, 'utf8')) as Record<string, { company: string; ticker: string; quarter: string; year: string }>;
    const keys = new Set(Object.values(manifest).map((e) => `${e.company}|${e.quarter}|${e.year}`));
    expect(keys.size).toBe(6);
    const fifth = manifest['Asian Paints Ember.txt']!;
    expect(fifth).toEqual({ company: 'Asian Paints Ember', ticker: 'asianpaint4', quarter: 'Q1', year: 'FY25' });
    const text = readFileSync(join(r.docsDir, 'Asian Paints Ember.txt'), 'utf8');
    expect(text).toContain('Asian Paints Ember Limited');
    expect(text).not.toMatch(/Asian Paints(?! Ember)/);
    expect(inferPeriod(text.split('\f')[0]!, text, 4)).toEqual({ quarter: 'Q1', year: 'FY25' });
    expect(text).toContain('July 20, 2024');
  });
});
