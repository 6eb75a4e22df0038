import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Triplet } from '../../../core/domain.js';
import { ENTITY_TYPES } from '../../../core/domain.js';
import { defaultCacheDir, loadGloveTables } from '../../../core/providers/local/glove-cache.js';
import { SifEmbedder } from '../../../core/providers/local/sif-embedder.js';
import { evaluateOnGold, readGold } from './gold.js';
import { RuleTripletExtractor } from './triplet-extractor.js';

const GOLD = fileURLToPath(new URL('../../../../fixtures/extraction-gold.jsonl', import.meta.url));
const ex = new RuleTripletExtractor();
const rows = (ts: Triplet[]): string[] => ts.map((t) => `${t.head} | ${t.relation} | ${t.object}`);
const chunk = (text: string, company = 'Infosys') => ({
  chunkId: 'c1', text, speaker: null,
  meta: { company, ticker: null, quarter: null, year: null, callDate: null },
});

describe('RuleTripletExtractor rules', () => {
  it('reads change and level figures, the owner and the period', async () => {
    const out = await ex.extract('Our revenue for Q1 FY24 grew 4.2% year-on-year to $4,617 million.', chunk(''));
    expect(rows(out)).toEqual([
      'Infosys | reported | revenue',
      'revenue | grew_by | 4.2%',
      'revenue | reached | $4,617 million',
      'revenue | for_period | Q1 FY24',
    ]);
    expect(out.every((t) => t.evidence === 'Our revenue for Q1 FY24 grew 4.2% year-on-year to $4,617 million.')).toBe(true);
    expect(out.every((t) => ENTITY_TYPES.includes(t.headType) && ENTITY_TYPES.includes(t.objectType))).toBe(true);
  });

  it('skips comparison bases and reads declines', () => {
    const out = ex.extractSentence('The CASA ratio declined 152 bps to 41.88% from 43.4% last year.', { company: 'SBI' });
    expect(rows(out)).toEqual(['CASA ratio | declined_by | 152 bps', 'CASA ratio | reached | 41.88%']);
  });

  it('reads a change noun after the figure and ignores periods of comparison bases', () => {
    expect(rows(ex.extractSentence('Again, gross margins are strong at about 42.8%, a 530 bps improvement.', { company: 'X' }))).toEqual([
      'gross margins | reached | 42.8%',
      'gross margins | grew_by | 530 bps',
    ]);
    expect(rows(ex.extractSentence('The export sales were at 63,218 units as compared to 69,437 units in Q1FY23.', { company: 'X' }))).toEqual([
      'export sales | reached | 63,218 units',
    ]);
  });

  it('reads a second change figure followed by "sequentially" with the first one\'s direction', () => {
    expect(rows(ex.extractSentence('Total deposits grew by 17.9% year-on-year and 4.9% sequentially.', { company: 'X' }))).toEqual([
      'deposits | grew_by | 17.9%',
      'deposits | grew_by | 4.9%',
    ]);
    expect(rows(ex.extractSentence('The net interest margin was 4.78%, 3 basis points sequentially.', { company: 'X' }))).toEqual([
      'net interest margin | reached | 4.78%',
    ]);
  });

  it('keeps precision on real-transcript shapes: lists with "respectively", ranges, bare numbers, cash', () => {
    const x = (t: string) => rows(ex.extractSentence(t, { company: 'X' }));
    expect(x('Our order inflows, revenues and PAT are up by 57%, 34% and 46%, respectively.')).toEqual([]);
    expect(x('Sequentially, revenue grew by 1% in constant currency and 1.4% in dollar terms.')).toEqual([
      'revenue | grew_by | 1%',
      'revenue | grew_by | 1.4%',
    ]);
    expect(x('Gross margin and EBITDA margins were already rich at 18% to 19%.')).toEqual([
      'EBITDA margins | reached | 18% to 19%',
    ]);
    expect(x('Operating margin rose 2% to 21%.')).toEqual(['operating margin | grew_by | 2%', 'operating margin | reached | 21%']);
    expect(x('How will EBITDA change if revenue grows 12%?')).toEqual([]);
    expect(x('Net revenue grew about 12% this quarter.')).toEqual(['revenue | grew_by | 12%']);
    expect(x('In SUVs the Company posted a market share of about 20%.')).toEqual(['X | reported | market share', 'market share | reached | 20%']);
    expect(x('We expect revenue growth to be in the range of 1% to 5%.')).toEqual(['X | reported | revenue growth', 'revenue growth | reached | 1% to 5%']);
    expect(x('The gross NPA additions from the retail portfolio were ₹5,072 crore compared to ₹4,020 crore last quarter.')).toEqual([
      'gross NPA additions | reached | ₹5,072 crore',
    ]);
    expect(x('Net of IBPC advances at INR16.3 lakh crores grew by 14.7% versus prior year.')).toEqual([
      'advances | reached | INR16.3 lakh crores',
      'advances | grew_by | 14.7%',
    ]);
    expect(x('Consolidated ROE% at 19.44%, improving 388 bps YOY.')).toEqual(['ROE | reached | 19.44%', 'ROE | grew_by | 388 bps']);
    expect(x('Lower utilization contributed to about 36 basis points out of the 110.')).not.toContain('utilization | reached | 110');
    expect(x('The total gross debt is 48,800 Crores and cash is 9,800 Crores.')).toEqual([
      'gross debt | reached | 48,800 Crores',
      'cash | reached | 9,800 Crores',
    ]);
  });

  it('reads drivers, people with roles and corporate events', () => {
    expect(rows(ex.extractSentence('EBITDA margin improved 170 bps, helped by lower commodity costs and a richer mix.', { company: 'X' })))
      .toContain('EBITDA margin | driven_by | richer mix');
    expect(rows(ex.extractSentence('Gopal Vittal, Managing Director and CEO, spoke first.', { company: 'Bharti Airtel' }))).toEqual([
      'Gopal Vittal | has_role | Managing Director and CEO',
      'Gopal Vittal | works_for | Bharti Airtel',
    ]);
    expect(rows(ex.extractSentence('We acquired Capital Foods for an enterprise value of ₹5,100 crore.', { company: 'Tata Consumer' }))).toEqual([
      'Tata Consumer | acquired | Capital Foods',
      'Capital Foods | valued_at | ₹5,100 crore',
    ]);
  });

  it('finds nothing in pleasantries and is deterministic', async () => {
    expect(await ex.extract('Thank you. Good morning everyone.', chunk(''))).toEqual([]);
    const text = 'Net profit rose 178% to ₹16,884 crore. Deposits grew 12%.';
    expect(await ex.extract(text, chunk('', 'SBI'))).toEqual(await new RuleTripletExtractor().extract(text, chunk('', 'SBI')));
  });
});

describe.skipIf(!existsSync(GOLD))('gold set (fixtures/extraction-gold.jsonl)', () => {
  const gold = readGold(GOLD);
  let common: ((w: string) => boolean) | undefined;
  beforeAll(() => {
    const e = new SifEmbedder(loadGloveTables(defaultCacheDir()));
    common = (w) => e.isCommonWord(w);
  });

  it('has at least 60 hand-written sentences', () => {
    expect(gold.length).toBeGreaterThanOrEqual(60);
    expect(gold.reduce((n, g) => n + g.triplets.length, 0)).toBeGreaterThan(120);
  });

  it('reaches precision >= 0.7 with useful recall (with the GloVe word frequencies)', () => {
    const { score } = evaluateOnGold(new RuleTripletExtractor({ isCommonWord: common }), gold);
    expect(score.precision).toBeGreaterThanOrEqual(0.7);
    expect(score.recall).toBeGreaterThanOrEqual(0.5);
  });

  it('keeps precision >= 0.7 without the word frequencies', () => {
    const { score } = evaluateOnGold(new RuleTripletExtractor(), gold);
    expect(score.precision).toBeGreaterThanOrEqual(0.7);
  });
});
