import { describe, expect, it } from 'vitest';
import { isSelfReference } from '../../core/text/canonical.js';
import { EntityResolver } from './entity-resolver.js';
import { candidatePairs, compareKeys, decideMerges } from './near-duplicates.js';
import { jaroWinkler, trigramSimilarity } from '../../core/text/similarity.js';

const COMPANIES = [
  { name: 'Tata Consultancy Services Limited', ticker: 'TCS' },
  { name: 'Infosys Limited', ticker: 'INFY' },
  { name: 'Larsen & Toubro Limited', ticker: 'LT' },
  { name: 'Bajaj Finance Limited', ticker: 'BAJFINANCE' },
  { name: 'Bajaj Finserv Limited', ticker: null },
];

describe('self-references', () => {
  it('recognises a speaker naming their own company', () => {
    expect(isSelfReference('the Company')).toBe(true);
    expect(isSelfReference('We')).toBe(true);
    expect(isSelfReference('Infosys')).toBe(false);
  });
});

describe('EntityResolver', () => {
  it('gives one node per company whatever the spelling', () => {
    const r = new EntityResolver(COMPANIES);
    const tcs = 'Tata Consultancy Services Limited';
    const ids = new Set([
      r.resolve({ name: 'TCS', type: 'organization', company: 'Infosys Limited' }),
      r.resolve({ name: 'Tata Consultancy Services Limited', type: 'organization', company: null }),
      r.resolve({ name: 'Tata Consultancy Services Ltd.', type: 'organization', company: tcs }),
      r.resolve({ name: 'the Company', type: 'organization', company: tcs }),
      r.resolve({ name: 'we', type: 'person', company: tcs }),
      r.resolve({ name: "TCS's", type: 'other', company: tcs }),
    ]);
    expect(ids.size).toBe(1);
    expect([...ids][0]).toBe(r.companyId(tcs));
    const lt = r.resolve({ name: 'L&T', type: 'organization', company: null });
    expect(lt).toBe(r.companyId('Larsen & Toubro Limited'));
    expect(lt).not.toBe(r.companyId(tcs));
    // "the Company" in Infosys's call is Infosys, not TCS.
    expect(r.resolve({ name: 'The Company', type: 'organization', company: 'Infosys Limited' })).toBe(r.companyId('Infosys Limited'));
  });

  it('never shares a generic metric node across companies', () => {
    const r = new EntityResolver(COMPANIES);
    const a = r.resolve({ name: 'Revenue', type: 'financial_metric', company: 'Tata Consultancy Services Limited' });
    const b = r.resolve({ name: 'revenue', type: 'financial_metric', company: 'Infosys Limited' });
    const a2 = r.resolve({ name: 'revenue', type: 'financial_metric', company: 'Tata Consultancy Services Limited' });
    expect(a).not.toBe(b);
    expect(a2).toBe(a);
    const ceoA = r.resolve({ name: 'CEO', type: 'role', company: 'Tata Consultancy Services Limited' });
    const ceoB = r.resolve({ name: 'CEO', type: 'role', company: 'Infosys Limited' });
    expect(ceoA).not.toBe(ceoB);
    const scopes = new Map(r.entities().map((e) => [e.id, e.scope]));
    expect(scopes.get(a)).toBe('tata consultancy services');
    expect(scopes.get(b)).toBe('infosys');
    // People and places are global.
    const p1 = r.resolve({ name: 'Salil Parekh', type: 'person', company: 'Infosys Limited' });
    const p2 = r.resolve({ name: 'Salil Parekh', type: 'person', company: 'Tata Consultancy Services Limited' });
    expect(p1).toBe(p2);
    expect(r.resolve({ name: 'Mr. Salil Parekh', type: 'person', company: null })).toBe(p1);
  });

  it('never takes an everyday word as a company acronym', () => {
    const r = new EntityResolver([{ name: 'United Spirits Limited', ticker: null }]);
    expect(r.resolve({ name: 'US', type: 'organization', company: null })).not.toBe(r.companyId('United Spirits Limited'));
  });

  it('drops an acronym two companies share instead of guessing', () => {
    const r = new EntityResolver(COMPANIES);
    // "Bajaj Finance" and "Bajaj Finserv" both have initials "bf".
    const bf = r.resolve({ name: 'BF', type: 'organization', company: null });
    expect(bf).not.toBe(r.companyId('Bajaj Finance Limited'));
    expect(bf).not.toBe(r.companyId('Bajaj Finserv Limited'));
  });

  it('names an entity by its most frequent spelling and type', () => {
    const r = new EntityResolver([]);
    r.resolve({ name: 'EBITDA margin', type: 'financial_metric', company: 'X' });
    r.resolve({ name: 'EBITDA Margin', type: 'financial_metric', company: 'X' });
    r.resolve({ name: 'EBITDA margin', type: 'financial_metric', company: 'X' });
    const [e] = r.entities();
    expect(e!.name).toBe('EBITDA margin');
    expect(e!.mentions).toBe(3);
  });
});

describe('near-duplicates', () => {
  const ent = (id: string, canonical: string, mentions = 1, type = 'financial_metric', scope = 's') => ({ id, canonical, type, scope, mentions });

  it('merges plurals, spelling variants and spacing into the more mentioned entity', () => {
    for (const [x, y] of [['operating margin', 'operating margins'], ['utilisation', 'utilization'], ['q1fy23', 'q1 fy23'], ['salary increase', 'salary increases of']]) {
      const pairs = candidatePairs([ent('a', x!, 5), ent('b', y!, 1)]);
      expect(pairs, `${x} / ${y}`).toHaveLength(1);
      const merges = decideMerges(pairs, () => undefined);
      expect(merges).toEqual([{ fromId: 'b', intoId: 'a', method: 'string', score: pairs[0]!.score }]);
    }
  });

  it('keeps apart different metrics that share most letters', () => {
    for (const [x, y] of [['net interest income', 'net interest margin'], ['ebitda', 'ebitda margin'], ['ebit', 'ebitda'], ['value of new business', 'value of new business margin'], ['gross profit margin', 'gross margin'], ['global production', 'global copper production'], ['q1 fy24', 'q2 fy24']]) {
      expect(candidatePairs([ent('a', x!), ent('b', y!)]), `${x} / ${y}`).toHaveLength(0);
    }
  });

  it('never merges different numbers, scopes, types or blocked pairs', () => {
    expect(candidatePairs([ent('a', 'rs 500 crore'), ent('b', 'rs 600 crore')])).toHaveLength(0);
    expect(candidatePairs([ent('a', 'net revenue', 1, 'financial_metric', 'x'), ent('b', 'net revenue', 1, 'financial_metric', 'y')])).toHaveLength(0);
    expect(candidatePairs([ent('a', 'net revenues', 1, 'financial_metric'), ent('b', 'net revenue', 1, 'role')])).toHaveLength(0);
    expect(candidatePairs([ent('a', 'net revenues'), ent('b', 'net revenue')], new Set(['a|b']))).toHaveLength(0);
  });

  it('asks the embedding about long words that are only somewhat alike', () => {
    expect(compareKeys('customer acquisition', 'customer acquisitions')).toMatchObject({ kind: 'string' });
    const c = compareKeys('consumer finance book', 'consumer financing book');
    expect(c?.kind).toBe('embedding');
    const pairs = candidatePairs([ent('a', 'consumer finance book', 3), ent('b', 'consumer financing book', 1)]);
    expect(decideMerges(pairs, () => 0.97)).toEqual([{ fromId: 'b', intoId: 'a', method: 'embedding', score: 0.97 }]);
    expect(decideMerges(pairs, () => 0.5)).toHaveLength(0);
    expect(decideMerges(pairs, () => undefined)).toHaveLength(0);
  });

  it('keeps merge chains one step deep', () => {
    const pairs = candidatePairs([ent('a', 'segment revenue', 9), ent('b', 'segment revenues', 3), ent('c', 'segments revenues', 1)]);
    const merges = decideMerges(pairs, () => undefined);
    expect(merges.length).toBeGreaterThan(0);
    const into = new Set(merges.map((m) => m.intoId));
    for (const m of merges) expect(into.has(m.fromId)).toBe(false);
  });
});

describe('similarity', () => {
  it('scores known pairs', () => {
    expect(jaroWinkler('martha', 'marhta')).toBeCloseTo(0.961, 3);
    expect(jaroWinkler('abc', 'abc')).toBe(1);
    expect(jaroWinkler('abc', 'xyz')).toBe(0);
    expect(trigramSimilarity('revenue', 'revenue')).toBe(1);
    expect(trigramSimilarity('revenue', 'revenues')).toBeGreaterThan(0.5);
  });
});
