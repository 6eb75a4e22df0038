import { describe, expect, it } from 'vitest';
import { ownerPointedThere } from './there-owner.js';

const notBusiness = (o: string): boolean => o === 'industry' || o === 'customers';

describe('ownerPointedThere', () => {
  it('gives "there" the one business the sentence before stated its figures of', () => {
    const before = [{ segment: 'Kotak Mahindra Investments' }, { segment: 'Kotak Mahindra Investments' }];
    expect(ownerPointedThere('This is on the back of a 50% growth in the advances book there.', before, notBusiness)).toBe('Kotak Mahindra Investments');
  });
  it('reads no place in an existential "there", "out there" or a slide shown there', () => {
    const before = [{ segment: 'Kotak Prime' }];
    expect(ownerPointedThere('There was a 20% growth in advances.', before, notBusiness)).toBeNull();
    expect(ownerPointedThere('We expect there will be 20% growth.', before, notBusiness)).toBeNull();
    expect(ownerPointedThere('Prices out there rose 5%.', before, notBusiness)).toBeNull();
    expect(ownerPointedThere('As you can see shown there, deferred revenue grew 27%.', before, notBusiness)).toBeNull();
  });
  it('points at no owner when the sentence before was the company’s, several owners’, or a marker owner’s', () => {
    expect(ownerPointedThere('Advances there grew 50%.', [{ segment: null }], notBusiness)).toBeNull();
    expect(ownerPointedThere('Advances there grew 50%.', [{ segment: 'Kotak Prime' }, { segment: null }], notBusiness)).toBeNull();
    expect(ownerPointedThere('Advances there grew 50%.', [{ segment: 'industry' }], notBusiness)).toBeNull();
    expect(ownerPointedThere('Advances there grew 50%.', [], notBusiness)).toBeNull();
  });
});
