import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { discoverInputs } from './discover.js';
import { readTextPages, stripMarkdown, TextReadError } from './text-file.js';

describe('discovering inputs', () => {
  it('walks folders recursively in a stable order, skipping hidden folders and other file types', () => {
    const dir = mkdtempSync(join(tmpdir(), 'hybridrag-discover-'));
    for (const p of ['b/z.pdf', 'b/a.TXT', 'a.md', '.hybridrag/x.pdf', 'node_modules/y.pdf', 'c/readme.docx']) {
      mkdirSync(join(dir, p, '..'), { recursive: true });
      writeFileSync(join(dir, p), 'x');
    }
    mkdirSync(join(dir, 'empty'));
    const found = discoverInputs([dir, 'b/z.pdf', join(dir, 'empty'), 'missing.pdf', 'c/readme.docx'], dir);
    expect(found.files).toEqual([join(dir, 'a.md'), join(dir, 'b/a.TXT'), join(dir, 'b/z.pdf')]);
    expect(found.failures.map((f) => [f.path.slice(dir.length + 1), f.reason.split(';')[0]])).toEqual([
      ['empty', 'folder holds no .pdf, .txt or .md files'],
      ['missing.pdf', 'no such file or directory'],
      ['c/readme.docx', 'unsupported file type'],
    ]);
  });
});

describe('text and Markdown transcripts', () => {
  it('splits pages at form feeds and keeps speaker labels', () => {
    const { pages } = readTextPages(Buffer.from('Moderator: Welcome.\nJane: Thanks.\fJane: Revenue grew.\r\n'), false);
    expect(pages).toEqual(['Moderator: Welcome.\nJane: Thanks.', 'Jane: Revenue grew.']);
  });

  it('reduces Markdown to text so bold labels still read as speaker turns', () => {
    expect(stripMarkdown('## Prepared remarks')).toBe('Prepared remarks');
    expect(stripMarkdown('**Jane Doe:** Revenue grew *strongly* to Rs. 5 crore')).toBe('Jane Doe: Revenue grew strongly to Rs. 5 crore');
    expect(stripMarkdown('net_interest_margin stays')).toBe('net_interest_margin stays');
  });

  it('rejects empty, blank and binary files with a reason', () => {
    expect(() => readTextPages(Buffer.alloc(0), false)).toThrowError(TextReadError);
    expect(() => readTextPages(Buffer.from(' \n\t\n'), false)).toThrowError(/only whitespace/);
    expect(() => readTextPages(Buffer.from([80, 75, 3, 4, 0, 0]), false)).toThrowError(/binary content/);
  });
});
