/** Write docs/configuration.md from the config schema: `npm run docs:config`. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderConfigDocs } from '../src/core/config/docs.js';

const target = fileURLToPath(new URL('../docs/configuration.md', import.meta.url));
writeFileSync(target, renderConfigDocs());
process.stdout.write(`wrote ${target}\n`);
