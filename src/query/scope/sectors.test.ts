import { describe, expect, it } from 'vitest';
import { KNOWN_COMPANIES, SECTORS } from './known-companies.js';
import { companiesInSector, findAllSectorWords, findSectorWords, sectorWords } from './sectors.js';

describe('sector words', () => {
  it('recognise how analysts write groups', () => {
    const cases: Record<string, string> = {
      'Which banks guided NIM above 4%?': 'banks', 'Which lenders grew deposits?': 'banks', 'Which private banks grew loans?': 'banks',
      'Which IT companies cut guidance?': 'it services', 'IT services firms with soft bookings': 'it services', 'tech services names': 'it services',
      'Which automakers launched EVs?': 'autos', 'auto companies': 'autos', 'Which two-wheeler makers launched premium bikes?': 'autos',
      'cement makers': 'cement', 'FMCG companies': 'fmcg', 'consumer staples': 'fmcg', 'pharma companies': 'pharma', 'Which drugmakers': 'pharma',
      'Which insurers': 'insurance', 'steel makers': 'metals', 'metal companies': 'metals', 'oil and gas companies': 'oil & gas',
      'telecom operators': 'telecom', 'Which NBFCs': 'nbfc', 'non-bank lenders': 'nbfc', 'FMCG and consumer goods companies': 'consumer goods',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
    expect(findSectorWords('Which IT services firms said bookings were soft?')).toMatchObject({ text: 'IT services firms', index: 6 });
  });

  it('do not fire on words that only look like a group', () => {
    for (const t of [
      'Which companies announced a share buyback?', 'What did it say about services revenue?', 'How much insurance income did the company book?',
      'Is the two-wheeler, three wheeler portfolio captive?', 'How did the Tech and Telecom verticals do?', 'Can I ask one question just on the financials?',
      'Sameer from JM Financials here', 'large orders for capital goods from railways',
    ]) {
      expect(sectorWords(t), t).toBeNull();
    }
  });

  it('finds every group a question names, in order, and the name of a sector only config uses', () => {
    expect(findAllSectorWords('Which banks and insurers grew deposits?').map((m) => m.sector)).toEqual(['banks', 'insurance']);
    expect(findAllSectorWords('Which FMCG and consumer goods companies grew?').map((m) => m.text)).toEqual(['FMCG and consumer goods companies']);
    expect(findSectorWords('Which shipping companies raised freight rates?')).toBeNull();
    expect(findSectorWords('Which shipping companies raised freight rates?', ['banks', 'shipping'])).toMatchObject({ sector: 'shipping', text: 'shipping companies' });
  });
});

describe('the sector table', () => {
  it('gives every listed company a sector from SECTORS', () => {
    for (const k of KNOWN_COMPANIES) {
      expect(k.sectors.length, k.name).toBeGreaterThan(0);
      for (const s of k.sectors) expect(SECTORS, k.name).toContain(s);
    }
  });
});

describe('companiesInSector', () => {
  const stored = ['HDFC Bank Limited', 'ICICI Bank', 'Maruti Suzuki', 'Sun Pharma', 'HCLTech', 'Reliance Industries', 'Asian Paints', 'Titan Company Limited', 'Tata Consultancy Services Limited', 'Hindustan Unilever Limited'];
  it('matches stored names to the map without legal suffixes, through variants and name prefixes', () => {
    expect(companiesInSector('banks', stored)).toEqual(['HDFC Bank Limited', 'ICICI Bank']);
    expect(companiesInSector('it services', stored)).toEqual(['HCLTech', 'Tata Consultancy Services Limited']);
    expect(companiesInSector('autos', stored)).toEqual(['Maruti Suzuki']);
    expect(companiesInSector('pharma', stored)).toEqual(['Sun Pharma']);
    expect(companiesInSector('telecom', stored)).toEqual(['Reliance Industries']);
    expect(companiesInSector('consumer goods', stored)).toEqual(['Asian Paints', 'Hindustan Unilever Limited', 'Titan Company Limited']);
  });
  it('takes extra name → sector entries from config, before the built-in map', () => {
    expect(companiesInSector('banks', ['Konkan Coastal Bank Limited', 'ICICI Bank'], { 'Konkan Coastal Bank': 'banks' })).toEqual(['ICICI Bank', 'Konkan Coastal Bank Limited']);
    expect(companiesInSector('banks', ['ICICI Bank'], { 'ICICI Bank Ltd': 'nbfc' })).toEqual([]);
  });
});
