import { describe, expect, it } from 'vitest';
import { unifyCompanies } from './company-identity.js';

describe('one name per company', () => {
  it('joins calls by name key and ticker, under the name most use, a bare ticker last', () => {
    const out = unifyCompanies([
      { company: 'Avista Corp.', ticker: 'AVA' },
      { company: 'Avista Corporation', ticker: 'AVA' },
      { company: 'Avista Corporation', ticker: 'AVA' },
      { company: 'KEY', ticker: 'KEY' },
      { company: 'KeyCorp', ticker: 'KEY' },
      { company: 'Rollings Inc.', ticker: 'ROL' },
      { company: 'Rollins, Inc.', ticker: 'ROL' },
      { company: 'Rollins Incorporated', ticker: 'ROL' },
      { company: 'Ameren Corporation', ticker: 'AEE' },
    ]);
    expect(out.map((d) => d.company)).toEqual([
      'Avista Corporation', 'Avista Corporation', 'Avista Corporation', 'KeyCorp', 'KeyCorp', 'Rollins Incorporated', 'Rollins Incorporated', 'Rollins Incorporated', 'Ameren Corporation',
    ]);
    expect(out[0]!.aliases).toEqual(['Avista Corp.']);
    expect(out[5]!.aliases).toContain('Rollins, Inc.');
  });

  it('of forms as long, writes the one most calls write', () => {
    const out = unifyCompanies([
      { company: 'NorthStar', ticker: 'NST' },
      { company: 'Northstar', ticker: 'NST' },
      { company: 'NorthStar', ticker: 'NST' },
    ]);
    expect(out.map((d) => d.company)).toEqual(['NorthStar', 'NorthStar', 'NorthStar']);
  });

  it('lets a company the user named name its group', () => {
    const out = unifyCompanies([
      { company: 'Acme Holdings', ticker: 'ACM', fixed: true },
      { company: 'Acme', ticker: 'ACM' },
      { company: 'Acme', ticker: 'ACM' },
    ]);
    expect(out.map((d) => d.company)).toEqual(['Acme Holdings', 'Acme Holdings', 'Acme Holdings']);
  });
});
