import { describe, expect, it } from 'vitest';
import { companyAbbreviations, DEFINED_ABBREVIATION, definedAbbreviations } from './defined-abbreviations.js';

describe('definedAbbreviations', () => {
  const plain = (text: string): string[] => [...text.matchAll(new RegExp(DEFINED_ABBREVIATION.source, 'gu'))].map((m) => `${m[0]}|${m[1]}|${m[2]}`);
  const windowed = (text: string): string[] => [...definedAbbreviations(text)].map((m) => `${m[0]}|${m[1]}|${m[2]}`);
  it.each([
    'BFS. Bajaj Finance Limited (BFL) and Bajaj Housing Finance (BHFL) grew.',
    'Return on Equity (ROE) was 18%; the Board of Directors (BOD) met. (ABC) alone (X) and Net Interest Margin   (NIM).',
    'Kotak Mahindra Bank (KMB)(KS) Kotak Securities (KS), 𝐀lpha 𝐁eta (AB) and Ṭata Ṡteel (TS)',
    'no brackets here at all',
    'A (B) C-D & E (CDE) of F and G (FG) Ünited Ärab (UA)',
  ])('finds what the expression finds: %s', (text) => {
    expect(windowed(text)).toEqual(plain(text));
  });
});

describe('companyAbbreviations', () => {
  it('gives the abbreviations (and names) a document defines for names closing on a legal form, not for other names', () => {
    const text = 'BFS. Bajaj Finance Limited (BFL) and Bajaj Allianz General Insurance Company (BAGIC) grew; Gross Direct Premium Income (GDPI) and Bajaj Housing Finance (BHFL) too.';
    expect([...companyAbbreviations(text)].sort()).toEqual(['bagic', 'bajaj allianz general insurance', 'bajaj finance', 'bfl']);
  });
});
