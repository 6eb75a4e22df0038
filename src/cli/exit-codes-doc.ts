/**
 * docs/exit-codes.md, rendered from EXIT_CODE_TABLE (src/core/errors.ts): the page is generated,
 * never edited by hand. `npm run docs:exit-codes` rewrites it; a test fails when it is out of date.
 */
import { EXIT_CODE_TABLE } from '../core/errors.js';

const cell = (s: string): string => s.replace(/\|/g, '\\|');

export function renderExitCodesMarkdown(): string {
  const lines = [
    '# Exit codes',
    '',
    '<!-- Generated from EXIT_CODE_TABLE in src/core/errors.ts by `npm run docs:exit-codes`. Do not edit. -->',
    '',
    'Every `hybridrag` command exits with one of these statuses. Errors are printed on stderr as',
    '`error: ...` followed by a `hint: ...` saying what to do; stdout carries only results, so',
    '`--json` output stays machine-readable.',
    '',
    '| Code | Name | Meaning | Example |',
    '| ---: | --- | --- | --- |',
    ...EXIT_CODE_TABLE.map((r) => `| ${r.exit} | \`${r.code}\` | ${cell(r.meaning)} | ${r.example === '-' ? '–' : `\`${cell(r.example)}\``} |`),
    '',
  ];
  return lines.join('\n');
}
