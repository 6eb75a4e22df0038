import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
// @ts-expect-error plain JS script without types
import { backwardImports } from '../scripts/check-layers.mjs';

const SRC = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

describe('floor plan', () => {
  it('no module imports a layer above its own', () => {
    expect(backwardImports(SRC)).toEqual([]);
  });

  it('the check finds a backward import and a file outside every layer', () => {
    const dir = mkdtempSync(join(tmpdir(), 'layers-'));
    for (const [path, text] of Object.entries({
      'core/a.ts': "import { x } from '../cli/b.js';\n",
      'cli/b.ts': "import { y } from '../core/a.js';\nexport const x = 1;\n",
      'core/a.test.ts': "import { x } from '../cli/b.js';\n",
      'misc/c.ts': 'export const z = 1;\n',
    })) {
      mkdirSync(dirname(join(dir, path)), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const found = backwardImports(dir) as { file: string; line: number; to: string }[];
    expect(found.map((p) => `${p.file}:${p.line}`).sort()).toEqual(['core/a.ts:1', 'misc/c.ts:0']);
  });
});
