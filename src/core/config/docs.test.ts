import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderConfigDocs } from './docs.js';
import { configKeys } from './keys.js';

describe('docs/configuration.md', () => {
  it('is up to date with the schema (regenerate with `npm run docs:config`)', () => {
    const committed = readFileSync(new URL('../../../docs/configuration.md', import.meta.url), 'utf8');
    expect(committed).toBe(renderConfigDocs());
  });

  it('lists every key', () => {
    const text = renderConfigDocs();
    for (const k of configKeys()) expect(text).toContain(`| \`${k.path}\` |`);
  });
});
