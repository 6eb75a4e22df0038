/** Write src/core/config/shape.generated.ts (the defaults and simple-key checks) from the config schema. */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderShape } from '../src/core/config/shape-derive.js';

const target = fileURLToPath(new URL('../src/core/config/shape.generated.ts', import.meta.url));
writeFileSync(target, renderShape());
process.stdout.write(`wrote ${target}\n`);
