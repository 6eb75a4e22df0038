/**
 * askMulti through the library on the demo corpus (ingested once by the built binary into a temp
 * workdir, offline provider): a comparison of two companies, two quarters of one company, and a
 * group question over a sector given by the config's extra sector map.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps, type OpenedAskDeps } from '../src/app/open.js';
import { ask, type AskDeps } from '../src/query/answer/ask.js';
import { askMulti, type MultiResult } from '../src/query/answer/multi.js';
import { planParts } from '../src/query/plan/parts.js';
import { companiesInSector } from '../src/query/scope/sectors.js';
import { EMPTY_SCOPE, type Scope } from '../src/query/scope/types.js';

const DEMO = join(ROOT, 'data', 'demo');
const ARAVALI = 'Aravali Infotech Limited';
const KONKAN = 'Konkan Coastal Bank Limited';
const SAHYADRI = 'Sahyadri Cement Limited';
const DECCAN = 'Deccan Mercantile Bank Limited';

let tmp: { dir: string; cleanup: () => void };
let opened: OpenedAskDeps;

/** Every cited number points at a context of the part's own company (and period), and numbers run 1, 2, 3, … */
function expectWellFormed(r: MultiResult): void {
  const order = [...r.answer.matchAll(/\[(\d+)\]/g)].map((m) => Number(m[1]));
  const firsts = order.filter((n, i) => order.indexOf(n) === i);
  expect(firsts).toEqual(firsts.map((_, i) => i + 1));
  for (const p of r.parts) {
    for (const n of p.citations) {
      const c = r.contexts[n - 1]!;
      expect(c.company).toBe(p.company);
      if (p.quarter) expect(c.quarter).toBe(p.quarter);
    }
  }
  for (const c of r.citations) expect(r.answer).toContain(`[${c.n}]`);
}

type Contexts = Parameters<AskDeps['answerer']['answer']>[1];
type Answerer = AskDeps['answerer'];

/** Konkan Coastal Bank and Deccan Mercantile Bank, as detection finds them in the question. */
const TWO_BANKS: Scope = {
  ...EMPTY_SCOPE, source: 'question',
  companies: [{ name: KONKAN, ticker: null, matched: 'Konkan Coastal Bank' }, { name: DECCAN, ticker: null, matched: 'Deccan Mercantile Bank' }],
};

/** The demo's deps with `answer` as the answerer (given the real one). */
function withAnswerer(answer: (question: string, contexts: Contexts, base: Answerer) => ReturnType<Answerer['answer']>): AskDeps {
  const base = opened.deps.answerer;
  return { ...opened.deps, answerer: { id: base.id, answer: (question: string, contexts: Contexts) => answer(question, contexts, base) } };
}

/** The demo's deps with an answerer that records each question in `asked` and answers through `answer`. */
function recordingDeps(asked: string[], answer: (question: string, contexts: Contexts, base: Answerer) => ReturnType<Answerer['answer']>): AskDeps {
  return withAnswerer((question, contexts, base) => {
    asked.push(question);
    return answer(question, contexts, base);
  });
}

describe.skipIf(!existsSync(DEMO))('askMulti on the demo corpus', () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-multi-');
    const wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
    opened = await openAskDeps({ ...defaultConfig(), workdir: wd }, { out: silentReporter });
  }, 180_000);
  afterAll(async () => {
    await opened?.close();
    tmp?.cleanup();
  });

  it('compares two companies per entity: one line each, each cited from its own transcript', async () => {
    const scope: Scope = {
      ...EMPTY_SCOPE, source: 'question', quarter: 'Q1', year: 'FY24',
      companies: [{ name: ARAVALI, ticker: 'ARAVALI', matched: 'Aravali Infotech' }, { name: SAHYADRI, ticker: null, matched: 'Sahyadri Cement' }],
    };
    const r = await askMulti(planParts('Compare the EBITDA margin of Aravali Infotech and Sahyadri Cement in Q1 FY24', scope), scope, { mode: 'vector' }, opened.deps);
    const lines = r.answer.split('\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(new RegExp(`^${ARAVALI}: `));
    expect(lines[1]).toMatch(new RegExp(`^${SAHYADRI}: `));
    expect(r.parts.map((p) => [p.company, p.found])).toEqual([[ARAVALI, true], [SAHYADRI, true]]);
    expect(r.parts[0]!.answer).toMatch(/EBITDA margin/i);
    expect(r.parts[1]!.answer).toMatch(/EBITDA/i);
    expect(new Set(r.contexts.map((c) => c.company))).toEqual(new Set([ARAVALI, SAHYADRI]));
    expectWellFormed(r);
  });

  it('marks the comparison truncated when one part\'s answer was cut at max_tokens', async () => {
    const scope: Scope = {
      ...EMPTY_SCOPE, source: 'question', quarter: 'Q1', year: 'FY24',
      companies: [{ name: ARAVALI, ticker: 'ARAVALI', matched: 'Aravali Infotech' }, { name: SAHYADRI, ticker: null, matched: 'Sahyadri Cement' }],
    };
    const q = 'Compare the EBITDA margin of Aravali Infotech and Sahyadri Cement in Q1 FY24';
    const base = opened.deps.answerer;
    let n = 0;
    // The second part's answer comes back cut (as an LLM answerer reports finish_reason "length").
    const cutSecond = { ...opened.deps, answerer: { id: base.id, answer: async (...a: Parameters<typeof base.answer>) => ({ ...(await base.answer(...a)), ...(n++ === 1 ? { truncated: true } : {}) }) } };
    expect((await askMulti(planParts(q, scope), scope, { mode: 'vector' }, cutSecond)).truncated).toBe(true);
    expect(await askMulti(planParts(q, scope), scope, { mode: 'vector' }, opened.deps)).not.toHaveProperty('truncated');
  });

  it('says "not found" for the company whose transcript does not answer, without borrowing', async () => {
    const scope: Scope = {
      ...EMPTY_SCOPE, source: 'question',
      companies: [{ name: KONKAN, ticker: null, matched: 'Konkan Coastal Bank' }, { name: SAHYADRI, ticker: null, matched: 'Sahyadri Cement' }],
    };
    const r = await askMulti(planParts('What was the CASA ratio at Konkan Coastal Bank and Sahyadri Cement?', scope), scope, { mode: 'vector' }, opened.deps);
    expect(r.parts[0]).toMatchObject({ company: KONKAN, found: true });
    expect(r.parts[0]!.answer).toMatch(/CASA/);
    expect(r.parts[1]).toMatchObject({ company: SAHYADRI, found: false, citations: [] });
    expect(r.answer.split('\n')[1]).toBe(`${SAHYADRI}: not found in its Q1 FY24 transcript.`);
    expectWellFormed(r);
  });

  it('answers each company from what it holds when none holds the asked period, as a single question is', async () => {
    const r = await ask('What CASA ratio did Konkan Coastal Bank and Deccan Mercantile Bank report for Q3 FY24?', { mode: 'vector' }, opened.deps);
    expect(r.scope.notes?.join(' ')).toContain('Q3 FY24 is not in the corpus');
    expect(r.parts?.map((p) => [p.company, p.found])).toEqual([[KONKAN, true], [DECCAN, true]]);
    for (const p of r.parts ?? []) expect(p.answer).toMatch(/CASA/);
  });

  it('compares two quarters of Aravali, each from its own quarter', async () => {
    const scope: Scope = {
      ...EMPTY_SCOPE, source: 'question',
      companies: [{ name: ARAVALI, ticker: 'ARAVALI', matched: 'Aravali Infotech' }],
      periods: [{ quarter: 'Q1', year: 'FY24' }, { quarter: 'Q2', year: 'FY24' }],
    };
    const r = await askMulti(planParts("How did Aravali Infotech's attrition move between Q1 FY24 and Q2 FY24?", scope), scope, { mode: 'hybrid' }, opened.deps);
    const lines = r.answer.split('\n');
    expect(lines[0]).toMatch(/^Aravali Infotech Limited, Q1 FY24: /);
    expect(lines[1]).toMatch(/^Aravali Infotech Limited, Q2 FY24: /);
    expect(r.parts.map((p) => [p.quarter, p.found])).toEqual([['Q1', true], ['Q2', true]]);
    expect(r.parts[0]!.answer).toMatch(/17\.2%/);
    expect(r.parts[1]!.answer).toMatch(/15\.8%/);
    expectWellFormed(r);
  });

  it('answers a group question over a sector, listing companies without evidence at the end', async () => {
    const extra = { 'Konkan Coastal Bank': 'banks', 'Aravali Infotech': 'it services', 'Sahyadri Cement': 'cement', 'Nilgiri Consumer Products': 'fmcg' };
    const all = [ARAVALI, KONKAN, SAHYADRI, 'Nilgiri Consumer Products Limited'];
    expect(companiesInSector('banks', all, extra)).toEqual([KONKAN]);
    const companies = [...companiesInSector('banks', all, extra), ...companiesInSector('cement', all, extra)];
    const scope: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies } };
    const r = await askMulti(planParts('Which banks reported a CASA ratio above 30%?', scope), scope, { mode: 'vector' }, opened.deps);
    const lines = r.answer.split('\n');
    expect(lines[0]).toMatch(/^Banks \(above 30%\): 1 of 2 companies checked — Konkan Coastal Bank Limited\.$/);
    expect(lines[1]).toMatch(new RegExp(`^${KONKAN}: .*CASA.*\\[1\\]`));
    expect(lines.at(-1)).toBe(`No matching evidence: ${SAHYADRI}.`);
    expect(r.parts.find((p) => p.company === KONKAN)!.threshold?.verdict).toBe('pass');
    expectWellFormed(r);
  });

  it('gives each company the words the question says about it alone ("X\'s CASA ratio and Y\'s net interest margin")', async () => {
    const scope: Scope = {
      ...EMPTY_SCOPE, source: 'question',
      companies: [{ name: KONKAN, ticker: null, matched: 'Konkan Coastal Bank' }, { name: DECCAN, ticker: null, matched: 'Deccan Mercantile Bank' }],
    };
    const r = await askMulti(planParts("How did Konkan Coastal Bank's CASA ratio and Deccan Mercantile Bank's net interest margin fare?", scope), scope, { mode: 'vector' }, opened.deps);
    expect(r.parts.map((p) => [p.company, p.found])).toEqual([[KONKAN, true], [DECCAN, true]]);
    expect(r.parts[0]!.answer).toMatch(/CASA ratio was 41\.2%/);
    expect(r.parts[1]!.answer).toMatch(/net interest margin was 3\.62%/);
    expectWellFormed(r);
  });

  it('finds the metric a comparison names by its parts or describes in plain words, for each bank', async () => {
    const scope: Scope = {
      ...EMPTY_SCOPE, source: 'question',
      companies: [{ name: KONKAN, ticker: null, matched: 'Konkan Coastal' }, { name: DECCAN, ticker: null, matched: 'Deccan Mercantile' }],
    };
    // Spread + lend: the net interest margin, named by its parts.
    const nim = await askMulti(planParts('Which bank earns the fatter spread on what it lends, Konkan Coastal or Deccan Mercantile?', scope), scope, { mode: 'hybrid' }, opened.deps);
    expect(nim.parts.map((p) => [p.company, p.found])).toEqual([[KONKAN, true], [DECCAN, true]]);
    for (const p of nim.parts) expect(p.answer).toMatch(/net interest margin/i);
    expectWellFormed(nim);
    // Deposits that pay little interest: the CASA ratio, described in the glossary's words.
    const casa = await askMulti(planParts('Which bank gets more of its deposits from accounts that pay little or no interest, Konkan Coastal or Deccan Mercantile?', scope), scope, { mode: 'vector' }, opened.deps);
    expect(casa.parts.map((p) => [p.company, p.found])).toEqual([[KONKAN, true], [DECCAN, true]]);
    for (const p of casa.parts) expect(p.answer).toMatch(/CASA/);
    expectWellFormed(casa);
  });

  it('asks a part again for the metric in the transcript\'s words when its answer misses the metric', async () => {
    const asked: string[] = [];
    // The real answerer, except that each part's first answer is about deposits (an answerer's miss).
    const missesFirst = recordingDeps(asked, (question, contexts, base) => base.answer(asked.length % 2 === 1 ? 'How much did deposits grow?' : question, contexts));
    const r = await askMulti(planParts('Which bank earns a wider lending spread, Konkan Coastal Bank or Deccan Mercantile Bank?', TWO_BANKS), TWO_BANKS, { mode: 'vector' }, missesFirst);
    expect(asked).toHaveLength(4);
    expect(asked[0]).toMatch(/earns a lending spread\?$/);
    expect(asked[1]).toMatch(/net interest margin/);
    for (const p of r.parts) expect(p.answer).toMatch(/net interest margin/);
    expectWellFormed(r);
  });

  it('asks a plain-worded part not found for the call\'s names of the metric alone', async () => {
    const asked: string[] = [];
    // The real answerer, except that it refuses every question holding a word besides the call's names for the metric.
    const namesOnly = recordingDeps(asked, async (question, contexts, base) =>
      /^(?:net interest margin|nim|\s)+$/i.test(question) ? base.answer(question, contexts) : { text: 'The retrieved context does not contain an answer.', cited: [], refused: true });
    const r = await askMulti(planParts('Which bank earns a wider lending spread, Konkan Coastal Bank or Deccan Mercantile Bank?', TWO_BANKS), TWO_BANKS, { mode: 'vector' }, namesOnly);
    expect(asked).toContain('net interest margin nim');
    for (const p of r.parts) {
      expect(p.found).toBe(true);
      expect(p.answer).toMatch(/net interest margin/i);
    }
    expectWellFormed(r);
  });

  it('checks a group\'s threshold on the figure the metric\'s own words lead to', async () => {
    const scope: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: [DECCAN, KONKAN] } };
    const r = await askMulti(planParts('Which banks kept net NPAs under 0.6%?', scope), scope, { mode: 'vector' }, opened.deps);
    // "The gross NPA ratio was 1.92% …, and the net NPA ratio was 0.54%": the net NPA ratio decides.
    expect(r.answer.split('\n')[0]).toBe(`Banks (under 0.6%): 1 of 2 companies checked — ${KONKAN}.`);
    expect(r.parts.find((p) => p.company === KONKAN)!.threshold).toEqual({ verdict: 'pass', figure: '0.54%' });
    expect(r.parts.find((p) => p.company === DECCAN)!.threshold).toEqual({ verdict: 'fail', figure: '0.81%' });
    expectWellFormed(r);
  });
});
