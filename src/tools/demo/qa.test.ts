import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readPdfPages } from '../../pipeline/ingest/pdf.js';
import { DEMO_CALLS } from './corpus.js';
import { DEMO_QUESTIONS } from './qa.js';
import { renderCallPdf } from './render-pdf.js';

const flat = (s: string) => s.replace(/\s+/g, ' ');

describe('demo corpus and qa.jsonl', () => {
  it('renders byte-identical PDFs on every run', async () => {
    const a = await renderCallPdf(DEMO_CALLS[2]!);
    const b = await renderCallPdf(DEMO_CALLS[2]!);
    expect(a.equals(b)).toBe(true);
  });

  it('the committed data/demo is exactly what the generator writes (regenerate with npm run demo:data)', async () => {
    const dir = fileURLToPath(new URL('../../../data/demo/', import.meta.url));
    for (const call of DEMO_CALLS) {
      expect((await renderCallPdf(call)).equals(readFileSync(join(dir, `${call.slug}.pdf`))), call.slug).toBe(true);
    }
    const lines = readFileSync(join(dir, 'qa.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    expect(lines).toEqual(DEMO_QUESTIONS);
  });

  it('has at least 20 questions, some multi-hop, with unique ids', () => {
    expect(DEMO_QUESTIONS.length).toBeGreaterThanOrEqual(20);
    expect(DEMO_QUESTIONS.filter((q) => q.question_type === 'multi-hop').length).toBeGreaterThanOrEqual(3);
    expect(new Set(DEMO_QUESTIONS.map((q) => q.id)).size).toBe(DEMO_QUESTIONS.length);
  });

  it('every evidence passage occurs verbatim in the text ingest extracts from the PDFs', async () => {
    const texts = new Map<string, string>();
    for (const call of DEMO_CALLS) {
      const { pages } = await readPdfPages(await renderCallPdf(call));
      texts.set(`${call.company}|${call.quarter}`, flat(pages.join('\n')));
    }
    for (const q of DEMO_QUESTIONS) {
      for (const ev of q.evidence) {
        const hits = [...texts.entries()].filter(([k, t]) => t.includes(ev) && (!q.company || k.startsWith(q.company)));
        expect(hits.length, `${q.id}: "${ev.slice(0, 50)}..." not found`).toBeGreaterThan(0);
        if (q.quarter && q.company) expect(hits.some(([k]) => k.endsWith(`|${q.quarter}`)), q.id).toBe(true);
      }
    }
  });
});
