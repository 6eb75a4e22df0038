import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFactGates } from './fact-gates.js';

const file = (content: unknown): string => {
  const p = join(mkdtempSync(join(tmpdir(), 'gates-')), 'fact-gates.json');
  writeFileSync(p, JSON.stringify(content));
  return p;
};

describe('loadFactGates', () => {
  it('reads gates and the thresholds a path is flagged by', () => {
    const g = loadFactGates(file({ flag: { below: 0.5, minFacts: 10 }, tentative: [{ when: { metricAt: 'elsewhere' }, why: 'carried' }] }));
    expect(g.tentative[0]?.when).toEqual({ metricAt: 'elsewhere' });
    expect(g.flag).toEqual({ below: 0.5, minFacts: 10 });
  });
  it('names the field of a gate with an unknown feature or value, or none', () => {
    expect(() => loadFactGates(file({ flag: { below: 0.5, minFacts: 10 }, tentative: [{ when: { metricAt: 'nowhere' }, why: 'x' }] }))).toThrow(/tentative\.0\.when\.metricAt/);
    expect(() => loadFactGates(file({ flag: { below: 0.5, minFacts: 10 }, tentative: [{ when: { colour: 'red' }, why: 'x' }] }))).toThrow(/tentative\.0\.when/);
    expect(() => loadFactGates(file({ flag: { below: 0.5, minFacts: 10 }, tentative: [{ when: {}, why: 'x' }] }))).toThrow(/at least one feature/);
  });
});
