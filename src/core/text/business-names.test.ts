import { describe, expect, it } from 'vitest';
import { businessNames, namesByInitials } from './business-names.js';

describe('businessNames', () => {
  it('gives an abbreviation the call defines its long form, and the long form the abbreviation', () => {
    const text = 'the results of our insurance operations through Alpha Allianz General Insurance Company (AAGIC) and more. AAGIC reported a growth of 22%.';
    const names = businessNames(text, ['AAGIC', 'Alpha Allianz General Insurance Company']);
    expect(names.aagic?.aliases).toEqual(['Alpha Allianz General Insurance Company']);
    expect(names['alpha allianz general insurance company']?.aliases).toEqual(['AAGIC']);
  });

  it('reads a capitalised name whose initials an abbreviation is, its "Limited" written or not, but not across a sentence end', () => {
    const text = 'Mr. K, President, Gamma Jio Infocomm Limited. The platform was built by Jio Platforms. Our BETA. First quarter.';
    const names = businessNames(text, ['GJIL', 'JPL', 'BF']);
    expect(names.gjil?.aliases).toEqual(['Gamma Jio Infocomm', 'Gamma Jio Infocomm Limited']);
    expect(names.jpl?.aliases).toEqual(['Jio Platforms']);
    expect(names.bf?.aliases ?? []).toEqual([]);
  });

  it('reads the words a call puts beside a name to say what the business is', () => {
    const text = 'For GJIL, our connectivity business, net additions were 9 million. Also, our securities company, HSX has 207 branches.';
    expect(businessNames(text, ['GJIL']).gjil?.aliases).toContain('connectivity business');
    expect(businessNames(text, ['HSX']).hsx?.aliases).toContain('securities company');
  });

  it('lists the words of its names the call never writes in lower case', () => {
    const text = 'And when you look at Jio, the highlight was the addition of customers. Gamma Jio Infocomm Limited grew. Retail grew and retail stores opened.';
    const names = businessNames(text, ['GJIL', 'Retail']);
    expect(names.gjil?.proper).toEqual(expect.arrayContaining(['gjil', 'jio', 'infocomm']));
    expect(names.retail).toBeUndefined();
  });
});

describe('namesByInitials', () => {
  it('pairs an abbreviation segment with the capitalised names whose initials it is', () => {
    expect(namesByInitials('Turning to Molding Technology Solutions. We saw growth.', ['MTS', 'APS'])).toEqual([['MTS', 'Molding Technology Solutions']]);
    expect(namesByInitials('Nothing here', ['Retail'])).toEqual([]);
  });
});
