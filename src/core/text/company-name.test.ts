import { describe, expect, it } from 'vitest';
import { companyKey, corporateSuffixAt, initials, normalizeText, stripCompanyAffixes, withoutLegalForm } from './company-name.js';

describe('company names', () => {
  it('keys two spellings of one company alike', () => {
    expect(companyKey('Infosys Limited')).toBe('infosys');
    expect(companyKey('Tata Consultancy Services Ltd.')).toBe(companyKey('tata consultancy services'));
    expect(companyKey('The Tata Power Company Ltd')).toBe('tata power');
    expect(companyKey('Larsen & Toubro')).toBe(companyKey('Larsen and Toubro Limited'));
    expect(companyKey("Dr. Reddy's Laboratories Ltd.")).toBe('dr reddy laboratories');
    expect(companyKey('TATA CONSULTANCY SERVICES LIMITED')).toBe('tata consultancy services');
    expect(companyKey('Reliance Industries Pvt. Ltd')).toBe('reliance industries');
    expect(companyKey("Infosys's")).toBe('infosys');
    expect(companyKey('Apple Inc')).toBe('apple');
  });
  it('never empties a name made only of suffixes, and keeps numbers', () => {
    expect(companyKey('The Limited')).toBe('limited');
    expect(companyKey('The Company')).toBe('company');
    expect(normalizeText('Revenue of Rs. 1,200 crore (12.5%)')).toBe('revenue of rs 1200 crore 12.5%');
    expect(stripCompanyAffixes('the ebitda margin')).toBe('ebitda margin');
  });
  it('drops only legal forms from display names, case kept', () => {
    expect(withoutLegalForm('Adani Ports and Special Economic Zone Ltd.')).toBe('Adani Ports and Special Economic Zone');
    expect(withoutLegalForm('Acme Pvt. Ltd')).toBe('Acme');
    expect(withoutLegalForm('Titan Company')).toBe('Titan Company');
    expect(withoutLegalForm('Limited')).toBe('Limited');
  });
  it('forms initials of multi-word keys only', () => {
    expect(initials('tata consultancy services')).toBe('tcs');
    expect(initials('reserve bank of india')).toBe('rbi');
    expect(initials('infosys')).toBeNull();
  });
});

describe('corporateSuffixAt', () => {
  it('finds the legal form or business word a name closes on, written as in a name', () => {
    expect(corporateSuffixAt('Bajaj Finance Limited')).toBe('Bajaj Finance'.length);
    expect(corporateSuffixAt('Bajaj Allianz General Insurance Company')).toBe('Bajaj Allianz General Insurance'.length);
    expect(corporateSuffixAt('Acme Holdings GmbH')).toBe('Acme Holdings'.length);
    expect(corporateSuffixAt('Titan Co.')).toBe('Titan'.length);
  });
  it('finds none in a name closing on another word, or a form in lower case prose', () => {
    expect(corporateSuffixAt('Home Lending')).toBe(-1);
    expect(corporateSuffixAt('the insurance company')).toBe(-1);
    expect(corporateSuffixAt('Limited')).toBe(-1);
  });
});
