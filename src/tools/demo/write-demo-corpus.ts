/**
 * Write the demo corpus: one PDF per demo call and qa.jsonl. `npm run demo:data` regenerates
 * data/demo; the output is byte-for-byte reproducible (fixed PDF dates, no randomness).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEMO_CALLS } from './corpus.js';
import { DEMO_QUESTIONS } from './qa.js';
import { renderCallPdf } from './render-pdf.js';

export async function writeDemoCorpus(dir: string): Promise<string[]> {
  mkdirSync(dir, { recursive: true });
  const written: string[] = [];
  for (const call of DEMO_CALLS) {
    const path = join(dir, `${call.slug}.pdf`);
    writeFileSync(path, await renderCallPdf(call));
    written.push(path);
  }
  const qa = join(dir, 'qa.jsonl');
  writeFileSync(qa, DEMO_QUESTIONS.map((q) => JSON.stringify(q)).join('\n') + '\n');
  written.push(qa);
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const dir = process.argv[2] ?? 'data/demo';
  writeDemoCorpus(dir).then(
    (files) => process.stdout.write(`wrote ${files.length} files to ${dir}\n`),
    (err: unknown) => {
      process.stderr.write(`error: ${(err as Error).message}\n`);
      process.exitCode = 1;
    },
  );
}
