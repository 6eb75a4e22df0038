/**
 * Scope end to end on the demo corpus (fictional companies, offline provider): a question naming
 * a company is answered from that company only; "last quarter" is its latest period; a company
 * the corpus does not hold is refused with exit 9 and no contexts; --company forgiveness.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Database from 'better-sqlite3';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';
import { ownSearchQuestion } from '../src/query/plan/entity-question.js';
import { resolveScope } from '../src/query/scope/resolve.js';

const DEMO = join(ROOT, 'data', 'demo');

interface AskJson {
  answer: string;
  refused: boolean;
  contexts: { company: string | null; quarter: string | null; year: string | null }[];
  scope: { companies: string[]; quarter: string | null; year: string | null; source: string; absent: { text: string }[]; periodFilter?: boolean; notes?: string[] };
}

let tmp: { dir: string; cleanup: () => void };
let wd: string;
const ask = (args: string[]) => runCli(['-q', '-w', wd, 'ask', ...args], { cwd: tmp.dir });
async function askJson(args: string[]): Promise<AskJson> {
  const r = await ask([...args, '--json']);
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as AskJson;
}

describe.skipIf(!existsSync(DEMO))('ask: scope from the question (demo corpus)', () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-scope-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(() => tmp?.cleanup());

  it('a question naming a company, no flags: every context is from it, in every mode, and the Scope line says so', async () => {
    for (const mode of ['vector', 'graph', 'hybrid']) {
      const j = await askJson(['What was the gross NPA ratio at Konkan Coastal Bank?', '--mode', mode, '--top-k', '6']);
      expect(j.scope).toMatchObject({ companies: ['Konkan Coastal Bank Limited'], source: 'question' });
      expect(j.contexts.length, mode).toBeGreaterThan(0);
      for (const c of j.contexts) expect(c.company, mode).toBe('Konkan Coastal Bank Limited');
    }
    const t = await ask(['What was the gross NPA ratio at Konkan Coastal Bank?']);
    expect(t.code).toBe(0);
    expect(t.stdout.split('\n')[0]).toBe('Scope: Konkan Coastal Bank Limited — from the question');
  });

  it('"last quarter" is the latest period the company has (Aravali: Q2 FY24), applied as a filter', async () => {
    const j = await askJson(["What was Aravali's revenue last quarter?"]);
    expect(j.scope).toMatchObject({ companies: ['Aravali Infotech Limited'], quarter: 'Q2', year: 'FY24', periodFilter: true });
    for (const c of j.contexts) expect(c).toMatchObject({ company: 'Aravali Infotech Limited', quarter: 'Q2', year: 'FY24' });
    const t = await ask(["What was Aravali's revenue last quarter?"]);
    expect(t.stdout.split('\n')[0]).toBe('Scope: Aravali Infotech Limited · Q2 FY24 — from the question');
  });

  it('a company the corpus does not hold: the statement, no contexts, exit 9', async () => {
    const r = await ask(["What was Coal India's coal production in Q1 FY24?", '--json']);
    expect(r.code).toBe(9);
    const j = JSON.parse(r.stdout) as AskJson;
    expect(j.refused).toBe(true);
    expect(j.contexts).toEqual([]);
    expect(j.answer).toContain('Coal India is not in the corpus');
    const t = await ask(["What was Coal India's coal production in Q1 FY24?"]);
    expect(t.code).toBe(9);
    expect(t.stdout).toContain('Coal India is not in the corpus');
  });

  it('flags win over the question; --no-auto-scope turns detection off', async () => {
    const f = await askJson(['What was the gross NPA ratio at Konkan Coastal Bank?', '--company', 'aravali']);
    expect(f.scope).toMatchObject({ companies: ['Aravali Infotech Limited'], source: 'flags' });
    for (const c of f.contexts) expect(c.company).toBe('Aravali Infotech Limited');
    const n = await askJson(['What was the gross NPA ratio at Konkan Coastal Bank?', '--no-auto-scope', '--top-k', '12']);
    expect(n.scope).toMatchObject({ companies: [], source: 'none' });
    expect(new Set(n.contexts.map((c) => c.company)).size).toBeGreaterThan(1);
  });

  it('a flag\'s company named in the question too is searched without the question\'s words for it', async () => {
    const db = new Database(join(wd, 'hybridrag.db'), { readonly: true });
    try {
      const opts = { autoScope: true, strict: false, fiscalYearStartMonth: 4, scope: { aliases: {}, sectors: {} } };
      const flagged = resolveScope('What was Konkan Coastal\'s CASA ratio?', { company: 'konkan' }, db, opts).scope.companies[0]!;
      expect(flagged).toMatchObject({ name: 'Konkan Coastal Bank Limited', matched: 'konkan' });
      expect(ownSearchQuestion('What was Konkan Coastal\'s CASA ratio?', flagged)).toBe('What was CASA ratio?');
      // Every name the question gives it, not the first alone.
      const twice = 'What was Konkan Coastal\'s (KCB) CASA ratio?';
      expect(ownSearchQuestion(twice, resolveScope(twice, { company: 'konkan' }, db, opts).scope.companies[0]!)).toBe('What was CASA ratio?');
      // Another company in the question is not the flag's: it stays a search word.
      expect(resolveScope('Konkan Coastal CASA', { company: 'aravali' }, db, opts).scope.companies[0]!.mentioned).toBeUndefined();
      expect(resolveScope('Konkan Coastal CASA', { company: 'konkan' }, db, { ...opts, autoScope: false }).scope.companies[0]!.mentioned).toBeUndefined();
    } finally {
      db.close();
    }
  });

  it('--company suggests the closest name when it matches nothing', async () => {
    const r = await ask(['What drove growth?', '--company', 'nilgri']);
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('--company "nilgri" matches no ingested company; did you mean Nilgiri Consumer Products Limited?');
    expect(r.stderr).toContain('hybridrag status');
  });
});
