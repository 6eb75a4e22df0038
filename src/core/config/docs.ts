/**
 * docs/configuration.md, generated from the schema (`npm run docs:config`); a test fails when the
 * committed file differs from what this renders.
 */
import { configSections } from './keys.js';

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function shownDefault(v: unknown): string {
  if (v === undefined) return 'unset';
  return `\`${JSON.stringify(v)}\``;
}

export function renderConfigDocs(): string {
  const lines: string[] = [
    '# Configuration',
    '',
    '<!-- Generated from src/core/config/schema.ts by `npm run docs:config`; do not edit by hand. -->',
    '',
    'hybridrag reads its settings, lowest precedence first, from:',
    '',
    '1. the defaults below;',
    '2. a config file: `hybridrag.config.json` or `hybridrag.config.jsonc` in the current folder (not both),',
    '   or the file named by `--config FILE` or the `HYBRIDRAG_CONFIG` environment variable;',
    '3. environment variables: `HYBRIDRAG_WORKDIR`, `HYBRIDRAG_PROVIDER`, `OPENAI_BASE_URL`;',
    '4. command-line flags (named in each key\'s description).',
    '',
    'A file only needs the keys it changes. JSONC files may hold `//` and `/* */` comments and trailing commas.',
    'An unknown key, a value of the wrong type or a value out of range stops every command with exit code 2',
    'and a message naming the file (or variable or flag), the key and the expected value.',
    '`npx hybridrag init` writes a file listing every key at its default; `npx hybridrag config` prints the',
    'effective value of every key and where it came from.',
    '',
    'The OpenAI API key is read from the `OPENAI_API_KEY` environment variable only; it is never a config key.',
    '',
  ];
  for (const s of configSections()) {
    if (s.keys.length === 0) continue;
    lines.push(`## ${s.path === '' ? 'Top level' : `\`${s.path}\``}`, '');
    if (s.description) lines.push(s.description, '');
    lines.push('| Key | Type | Default | Description |', '| --- | --- | --- | --- |');
    for (const k of s.keys) lines.push(`| \`${k.path}\` | ${cell(k.type)} | ${cell(shownDefault(k.default))} | ${cell(k.description)} |`);
    lines.push('');
  }
  return lines.join('\n');
}
