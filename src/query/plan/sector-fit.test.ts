import { describe, expect, it } from 'vitest';
import { paraphraseTerms } from '../../core/text/finance-paraphrases.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { planParts } from './parts.js';
import { fitsBusiness, fitsGroup } from './sector-fit.js';
import { planQuestion } from './plan.js';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';

const group = (sector: string): Scope => ({ ...EMPTY_SCOPE, source: 'question', group: { sector, name: sector, companies: ['Alpha Co', 'Beta Co'] } });

describe('fitsGroup: a metric of the group’s business', () => {
  it('keeps a metric naming no sector, or the group’s sector, a broader or a narrower one', () => {
    const readings = paraphraseTerms('plan to retire coal plants?');
    expect(readings.map((p) => p.metric)).toContain('annuity');
    expect(fitsGroup('power')('annuity')).toBe(false);
    expect(fitsGroup('insurance')('annuity')).toBe(true);
    // A narrower sector's group fits a metric of the broader one, and a broader group one of its members.
    expect(fitsGroup('p&c insurance')('annuity')).toBe(true);
    expect(fitsGroup('financials')('annuity')).toBe(true);
    expect(fitsGroup('power')('no-such-metric')).toBe(true);
  });

  it('reads a group question’s plain words only as metrics of the group’s business', () => {
    const utilities = planParts('Which utilities plan to retire coal plants?', group('power'));
    expect(utilities.group?.callMetric?.stems ?? []).not.toContain('annuiti');
    expect(utilities.group?.callNames).toBeNull();
    const insurers = planParts('Which insurers plan to retire coal plants?', group('insurance'));
    expect(insurers.group?.callNames).not.toBeNull();
  });

  it('spells the metric and words its search only with metrics of the group’s business', () => {
    const utilities = planParts('Which utilities plan to retire coal plants?', group('power'));
    expect([...(utilities.group?.metric.spellings.keys() ?? [])]).toEqual([]);
    expect(utilities.entities[0]?.metricQuestion).not.toMatch(/annuit|pension/);
    const insurers = planParts('Which insurers plan to retire coal plants?', group('insurance'));
    expect(insurers.group?.metric.spellings.get('retir')).toEqual(['annuity']);
  });

});

describe('withoutGroupWords: words of the group’s own business are implied by every member', () => {
  it('drops them from the metric, unless they are all of it', () => {
    const steel = planParts('Which steelmakers commented on steel pricing?', group('steel'));
    expect(steel.group?.metric.core).toEqual(['pric']);
    expect(steel.group?.metric.partners.size).toBe(0);
    const hotels = planParts('Which hotel REITs sold hotels?', group('hotel reits'));
    expect(hotels.group?.metric.core).toEqual(['sell']);
    // "steel" alone is the whole metric: kept.
    expect(planParts('Which metals companies talked about steel?', group('steel')).group?.metric.core).toEqual(['steel']);
  });
});

describe('fitsBusiness: a metric of the named companies’ business', () => {
  it('drops a metric of another business, keeps one of a sector the companies’ broader group gathers', () => {
    expect(fitsBusiness(['telecom'])('india_formulations')).toBe(false);
    expect(fitsBusiness(['pharma'])('india_formulations')).toBe(true);
    expect(fitsBusiness(['banks'])('assets_under_management')).toBe(true);
    expect(fitsBusiness(['telecom'])('revenue')).toBe(true);
    expect(fitsBusiness([])('india_formulations')).toBe(true);
  });

  it('plans a telecom’s "India business" revenue without the drugmakers’ India formulations; a drugmaker’s keeps it, and a metric not named by a part’s words stays', () => {
    const named = (sectors: string[]): Scope => ({ ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Ltd', ticker: null, matched: 'Alpha', sectors }] });
    const q = "How much revenue did Alpha's India business bring in during Q1 FY24?";
    const telecom = planQuestion(q, named(['telecom']), vocabularyLexicon());
    expect(telecom.metrics).toContain('revenue');
    expect(telecom.metrics).not.toContain('india_formulations');
    expect(planQuestion(q, named(['pharma']), vocabularyLexicon()).metrics).toContain('india_formulations');
    // Sectors not known: read as before.
    expect(planQuestion(q, named([]), vocabularyLexicon()).metrics).toContain('india_formulations');
    // A metric of another business read from words naming no part of the company is kept: IT services firms' "deal wins" may be stated as order inflow.
    const two: Scope = { ...EMPTY_SCOPE, source: 'question', companies: [{ name: 'Alpha Ltd', ticker: null, matched: 'Alpha', sectors: ['it services'] }, { name: 'Beta Ltd', ticker: null, matched: 'Beta', sectors: ['it services'] }] };
    expect(planQuestion('Compare Alpha and Beta on deal wins in Q1', two, vocabularyLexicon()).metrics).toContain('order_inflow');
  });
});

describe('plain shorthand analysts ask metrics by', () => {
  it('reads "GM" and "organically" as the metrics the calls name in full', () => {
    const read = (q: string): string[] => paraphraseTerms(q).map((p) => p.metric);
    expect(read('Which retailers expanded GM?')).toContain('gross_margin');
    expect(read('Which staples names grew organically?')).toContain('organic_growth');
    expect(read('Which retailers grew their store count?')).not.toContain('gross_margin');
  });
});
