import { describe, expect, it } from 'vitest';
import { readFacts } from './read-facts.js';
import { locatesOwn, reportsPlace } from './place-owner.js';
import { loadPlaces } from '../../core/vocabulary/places.js';

const doc = (text: string) => ({ docId: 'd1', company: 'Kaveri Steel Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, sectors: [], pages: [text] });
const owners = (text: string) => readFacts(doc(text)).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}`);

describe('a place that only locates the company\'s own figure', () => {
  it('leaves the figure the company\'s where the call reports no business of that place', () => {
    expect(owners('Capacity utilization at our Indian operations was 92% during Q1 despite planned maintenance shutdowns at few sites.')).toEqual(['|capacity_utilisation|92%']);
  });
  it('keeps the place where the call calls it one of its businesses', () => {
    expect(owners('Our India business did well. Capacity utilization at our Indian operations was 92% during Q1.')).toEqual(['Indian|capacity_utilisation|92%']);
  });
  it('keeps a place the figure is of, not one locating the company\'s own operations', () => {
    expect(owners('In Europe, revenues declined by 19% in the quarter.')).toEqual(['Europe|revenue|19%']);
    expect(owners('Indian steel production grew by 13% in FY23, which was a very strong number.').map((x) => x.split('|')[0])).toEqual(['Indian']);
  });
});

describe('place words as data', () => {
  const places = loadPlaces();
  it('reads a place\'s forms, its name and adjective', () => {
    expect(places.formsOf.get('Indian')).toContain('India');
    expect(places.formsOf.get('U.S.')).toContain('American');
  });
  it('reads the businesses the call names by a place', () => {
    expect(reportsPlace('The US business reported the highest ever revenue.', places.formsOf.get('US')!)).toBe(true);
    expect(reportsPlace('Our Europe segment grew.', places.formsOf.get('Europe')!)).toBe(true);
    expect(reportsPlace('We see good demand in India and in the Indian market.', places.formsOf.get('India')!)).toBe(false);
  });
  it('reads a place written as where the company\'s own operations are', () => {
    expect(locatesOwn('Utilization at our Indian operations was 92%.', places.formsOf.get('Indian')!, places)).toBe(true);
    expect(locatesOwn('Our current capacity is about 28 million tonnes in India.', places.formsOf.get('India')!, places)).toBe(false);
  });
});
