/**
 * `hybridrag ask` end to end on the demo corpus (ingested once into a temp workdir, offline
 * provider): every mode, the forgiving filters, citations, --show-context, and every error.
 */
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, runBinary, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const DEMO = join(ROOT, 'data', 'demo');
const TCV_Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";
const Q1_DOC = 'aravali-infotech-q1-fy24.pdf';

interface AskJson {
  question: string;
  mode: string;
  answer: string;
  citations: { n: number; document: string; company: string | null; quarter: string | null; year: string | null; pages: number[] }[];
  contexts: { channel: string; kind: string; text: string; document: string; company: string | null; quarter: string | null; year: string | null; pages: number[]; score: number }[];
  timingsMs: { retrieve: number; answer: number; total: number };
}

let tmp: { dir: string; cleanup: () => void };
let wd: string;
const ask = (args: string[]) => runCli(['-q', '-w', wd, 'ask', ...args], { cwd: tmp.dir });
async function askJson(args: string[]): Promise<AskJson> {
  const r = await ask([...args, '--json']);
  expect(r.stderr).toBe('');
  expect(r.code).toBe(0);
  return JSON.parse(r.stdout) as AskJson;
}

describe.skipIf(!existsSync(DEMO))('hybridrag ask on the demo corpus', () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-ask-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(() => tmp?.cleanup());

  it('vector: top-k filtered chunks, an extractive answer and numbered citations', async () => {
    const j = await askJson([TCV_Q, '--company', 'ARAVALI', '--quarter', 'q1', '--mode', 'vector']);
    expect(j.mode).toBe('vector');
    expect(j.contexts).toHaveLength(4);
    for (const c of j.contexts) expect(c).toMatchObject({ channel: 'vector', document: Q1_DOC, company: 'Aravali Infotech Limited', quarter: 'Q1', year: 'FY24' });
    expect(j.contexts.some((c) => c.text.includes('$1.14 billion'))).toBe(true);
    expect(j.answer).toContain('1.14 billion');
    expect(j.citations.length).toBeGreaterThan(0);
    for (const c of j.citations) {
      expect(j.answer).toContain(`[${c.n}]`);
      expect(c.document).toBe(j.contexts[c.n - 1]!.document);
      expect(c.pages).toEqual(j.contexts[c.n - 1]!.pages);
    }
    expect(j.timingsMs.total).toBeGreaterThanOrEqual(j.timingsMs.retrieve);
  });

  it('--top-k sets the number of chunks; the filter keeps k results when k chunks match', async () => {
    const j = await askJson([TCV_Q, '--company', 'aravali infotech', '--top-k', '7', '--mode', 'vector']);
    expect(j.contexts).toHaveLength(7); // Aravali has 8 chunks over two quarters
    expect(new Set(j.contexts.map((c) => c.company))).toEqual(new Set(['Aravali Infotech Limited']));
  });

  it('filters are forgiving: name, canonical name, ticker and year spellings select the same chunks', async () => {
    const base = await askJson([TCV_Q, '--ticker', 'ARAVALI', '--year', 'FY24']);
    for (const f of [['--company', 'Aravali Infotech Limited'], ['--company', 'aravali infotech'], ['--company', 'aravali'], ['--company', 'Aravali', '--year', '2024'], ['--company', 'ARAVALI', '--year', 'fy2024']]) {
      const j = await askJson([TCV_Q, ...f]);
      expect(j.contexts.map((c) => c.text), f.join(' ')).toEqual(base.contexts.map((c) => c.text));
    }
  });

  it('graph: the passages the walk reaches, then triplet lines with their source, from the filtered company only', async () => {
    const j = await askJson(["How did Aravali Infotech's EBITDA margin change?", '--company', 'aravali', '--quarter', 'Q1', '--mode', 'graph']);
    const passages = j.contexts.filter((c) => c.kind === 'chunk');
    const lines = j.contexts.filter((c) => c.kind === 'triplets');
    expect(passages.length).toBeGreaterThan(0);
    expect(lines.length).toBeGreaterThan(0);
    expect(j.contexts.map((c) => c.kind)).toEqual([...passages.map(() => 'chunk'), ...lines.map(() => 'triplets')]);
    for (const c of j.contexts) {
      expect(c.channel).toBe('graph');
      expect(c.document).toBe(Q1_DOC);
    }
    for (const c of lines) expect(c.text).toMatch(/—\[[^\]]+\]→ .*\(aravali-infotech-q1-fy24\.pdf p\. \d/);
    expect(passages.map((c) => c.text).join('\n')).toMatch(/EBITDA margin/i);
    expect(lines.reduce((n, c) => n + c.text.length, 0)).toBeLessThanOrEqual(4000);
  });

  it('hybrid: the vector contexts first, then the graph contexts, each tagged with its channel', async () => {
    const j = await askJson([TCV_Q, '--company', 'aravali', '--quarter', 'q1', '--mode', 'hybrid']);
    const channels = j.contexts.map((c) => c.channel);
    expect(channels.slice(0, 4)).toEqual(['vector', 'vector', 'vector', 'vector']);
    expect(channels.slice(4).length).toBeGreaterThan(0);
    expect(new Set(channels.slice(4))).toEqual(new Set(['graph']));
  });

  it('kgar: sub-queries, node summaries and documents, across both quarters of a multi-hop question', async () => {
    const q = "How did Aravali Infotech's EBITDA margin change from Q1 FY24 to Q2 FY24, and why?";
    const j = await askJson([q, '--company', 'Aravali', '--mode', 'kgar']);
    const texts = j.contexts.map((c) => c.text);
    expect(texts[0]).toMatch(/^Sub-question 1 of \d: /);
    expect(j.contexts[0]!.kind).toBe('subquery');
    expect(new Set(j.contexts.map((c) => c.kind))).toEqual(new Set(['subquery', 'summary', 'chunk']));
    expect(j.contexts.some((c) => c.channel === 'graph' && c.document !== '' && /—\[/.test(c.text))).toBe(true); // node summaries
    const docs = new Set(j.contexts.filter((c) => c.channel === 'vector').map((c) => c.document));
    expect(docs).toEqual(new Set([Q1_DOC, 'aravali-infotech-q2-fy24.pdf']));
    for (const c of j.citations) expect(c.document).not.toBe('');
  });

  it('an abbreviation finds its long form: "NIM" retrieves and answers from "net interest margin"', async () => {
    const j = await askJson(['What is the NIM guidance for FY24?', '--company', 'konkan', '--mode', 'vector']);
    expect(j.answer).toContain('net interest margin of 4.05% to 4.15%');
    expect(j.citations.length).toBeGreaterThan(0);
  });

  it('prints the answer with citations, and the context with --show-context (the built binary)', async () => {
    const r = await runBinary(['-q', '-w', wd, 'ask', TCV_Q, '--company', 'ARAVALI', '--quarter', 'Q1', '--mode', 'vector', '--show-context'], { cwd: tmp.dir });
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('1.14 billion');
    expect(r.stdout).toMatch(/^\[\d\] aravali-infotech-q1-fy24\.pdf — Aravali Infotech Limited, Q1 FY24 — pp?\. \d/m);
    expect(r.stdout).toMatch(/Context \(vector, 4 items\):/);
    expect(r.stdout).toMatch(/\[1\] vector · score [\d.]+ · aravali-infotech-q1-fy24\.pdf/);
  });

  it('a filter that matches nothing: exit 5, names the filter and lists what exists', async () => {
    const r = await ask([TCV_Q, '--company', 'Infosys']);
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('--company "Infosys" matches no ingested company');
    expect(r.stderr).toContain('hybridrag status');
    const y = await ask([TCV_Q, '--year', 'FY19']);
    expect(y.code).toBe(5);
    expect(y.stderr).toMatch(/--year "FY19".*available: FY24/);
  });

  it("a trend: one line per quarter the calls state the metric for, oldest first, each cited to its own call", async () => {
    const j = await askJson(["How has Aravali Infotech's revenue trended?"]);
    const lines = j.answer.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Aravali Infotech Limited, Q1 FY24: .*Rs\. 4,812 crore.*\[1\]/);
    expect(lines[1]).toMatch(/^Aravali Infotech Limited, Q2 FY24: .*Rs\. 5,034 crore.*\[2\]/);
    expect(j.citations.map((c) => c.document)).toEqual([Q1_DOC, 'aravali-infotech-q2-fy24.pdf']);
  });

  it('an unknown mode or a bad --top-k: usage errors listing the choices', async () => {
    const r = await ask([TCV_Q, '--mode', 'magic']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--mode "magic" is not one of');
    expect(r.stderr).toContain('vector, graph, hybrid, kgar');
    const k = await ask([TCV_Q, '--top-k', '0']);
    expect(k.code).toBe(2);
    expect(k.stderr).toContain('--top-k must be a whole number >= 1');
    const e = await ask(['   ']);
    expect(e.code).toBe(2);
    expect(e.stderr).toContain('the question is empty');
  });

  it('the HNSW file is repaired from SQLite: torn file, then re-ingest that replaces every chunk', async () => {
    const indexFile = () => join(wd, readdirSync(wd).find((f) => /^vectors-.*\.hnsw$/.test(f))!);
    writeFileSync(indexFile(), 'torn');
    // No filter: the whole index is searched with HNSW, so it has to be rebuilt first.
    const a = await askJson([TCV_Q, '--no-auto-scope', '--mode', 'vector']);
    expect(a.contexts).toHaveLength(4);
    expect(a.contexts.some((c) => c.text.includes('$1.14 billion'))).toBe(true);
    const re = await runCli(['-q', '-w', wd, 'ingest', DEMO, '--force'], { cwd: tmp.dir });
    expect(re.code, re.stderr).toBe(0);
    const b = await askJson([TCV_Q, '--top-k', '17', '--no-auto-scope', '--mode', 'vector']);
    // Every chunk once: the old labels were marked deleted, the new ones added.
    expect(b.contexts).toHaveLength(17);
    expect(new Set(b.contexts.map((c) => c.text)).size).toBe(17);
  });

  it('a missing or empty workdir: exit 3, says to run ingest', async () => {
    const missing = await runCli(['-w', join(tmp.dir, 'nowhere'), 'ask', TCV_Q], { cwd: tmp.dir });
    expect(missing.code).toBe(3);
    expect(missing.stderr).toContain('hybridrag ingest');
    const emptyDir = join(tmp.dir, 'empty');
    mkdirSync(emptyDir);
    const made = await runCli(['-q', '-w', join(emptyDir, 'work'), 'ingest', emptyDir], { cwd: tmp.dir });
    void made; // whatever ingest says about an empty folder, the workdir then holds no chunks
    const empty = await runCli(['-w', join(emptyDir, 'work'), 'ask', TCV_Q], { cwd: tmp.dir });
    expect(empty.code).toBe(3);
    expect(empty.stderr).toContain('hybridrag ingest');
  });
});
