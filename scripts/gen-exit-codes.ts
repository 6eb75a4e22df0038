/** Writes docs/exit-codes.md from the exit-code table in src/core/errors.ts (`npm run docs:exit-codes`). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderExitCodesMarkdown } from '../src/cli/exit-codes-doc.js';

const path = fileURLToPath(new URL('../docs/exit-codes.md', import.meta.url));
writeFileSync(path, renderExitCodesMarkdown());
console.log(`wrote ${path}`);
