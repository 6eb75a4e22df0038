import { describe, expect, it } from 'vitest';
import { collectiveAsked, kindsAsked, namesKind, partWordList, partWords } from './segment-kinds.js';

describe('segment kinds (data/vocabulary/segments.json)', () => {
  it('reads the kind of business a question names, and where', () => {
    expect(kindsAsked("What portion of Alpha's revenue came from outside India?")).toEqual([{ kind: 'international', start: 42, end: 55 }]);
    expect(kindsAsked("How big was the AUM of Alpha's general insurer?").map((k) => k.kind)).toEqual(['general insurance']);
    expect(kindsAsked('What was the tractor market share?')).toEqual([]);
  });

  it('matches a phrase written in capitals only so written ("US", not the pronoun "us")', () => {
    expect(kindsAsked('What were US sales?').map((k) => k.kind)).toEqual(['united states']);
    expect(kindsAsked('Tell us the sales.')).toEqual([]);
    expect(namesKind('US', 'united states')).toBe(true);
    expect(namesKind('us', 'united states')).toBe(false);
  });

  it("tells whether a business's name shows its kind", () => {
    expect(namesKind('Alpha Allianz General Insurance Company', 'general insurance')).toBe(true);
    expect(namesKind('International', 'international')).toBe(true);
    expect(namesKind('connectivity business', 'telecom')).toBe(true);
    expect(namesKind('Retail', 'telecom')).toBe(false);
    expect(namesKind('Retail', 'no such kind')).toBe(false);
  });

  it('reads the plural words that name a company\'s businesses together, and the insurance and IT kinds asked so', () => {
    expect(collectiveAsked("hdfc bank's subsidiaries' pat")).toEqual([{ start: 12, end: 24 }]);
    expect(collectiveAsked("hdfc bank's subsidiary pat")).toEqual([]);
    expect(kindsAsked("Beta Finserv's insurance subsidiaries").map((k) => k.kind)).toEqual(['insurance']);
    expect(kindsAsked("l&t's IT subsidiaries revenue").map((k) => k.kind)).toEqual(['information technology']);
    expect(kindsAsked('is it a subsidiary?')).toEqual([]);
    expect(namesKind('Information Technology and Technology Services', 'information technology')).toBe(true);
  });

  describe('the words that name a part of a company, by use', () => {
    const words = (use: Parameters<typeof partWords>[0]) => partWords(use).split('|');
    it('reads the words a question puts after the name of a part: singular words and "businesses"', () => {
      expect(words('name')).toEqual(['business', 'businesses', 'arm', 'segment', 'division', 'unit', 'subsidiary', 'vertical']);
    });
    it('reads the words of a metric\'s name that names a part ("us business", "international operations")', () => {
      expect(words('metric')).toEqual(['business', 'businesses', 'arm', 'segment', 'division', 'operations']);
    });
    it('reads the words after which "us" is the country, markets and portfolios among them', () => {
      expect(words('country')).toEqual(['business', 'businesses', 'arm', 'segment', 'division', 'unit', 'subsidiary', 'vertical', 'market', 'markets', 'operations', 'portfolio']);
    });
    it('reads the words after which a call reports a place as one of its businesses, plurals and regions among them, no arm', () => {
      expect(words('reported')).toEqual(['business', 'businesses', 'segment', 'segments', 'division', 'divisions', 'vertical', 'verticals', 'region', 'regions']);
    });
    it('reads the words a call puts after a business named in lower case, or as a line of business, or opening a sentence', () => {
      expect(words('lower')).toEqual(['business', 'segment', 'division']);
      expect(words('line')).toEqual(['business', 'segment', 'division', 'vertical']);
      expect(words('lines')).toEqual(['business', 'businesses', 'segment', 'segments', 'division', 'divisions', 'vertical', 'verticals']);
      expect(words('lead')).toEqual(['business', 'segment', 'division', 'subsidiary', 'vertical', 'portfolio']);
    });
    it('reads the words a call names a business by around its name, and the plural words a question names them all by', () => {
      expect(words('named')).toEqual(['business', 'arm', 'segment', 'division', 'unit', 'subsidiary', 'vertical', 'portfolio']);
      expect(words('called')).toEqual(['business', 'segment', 'division', 'subsidiary', 'vertical', 'operations', 'portfolio']);
      expect(words('of')).toEqual(['business', 'segment', 'division', 'subsidiary', 'vertical']);
      expect(words('closing')).toEqual(['business', 'arm', 'segment', 'division', 'subsidiary', 'vertical']);
      expect(words('anaphor')).toEqual(['business', 'segment', 'division', 'unit', 'subsidiary', 'vertical', 'portfolio']);
      expect(words('appositive')).toEqual(['business', 'segment', 'division', 'unit', 'subsidiary', 'vertical', 'category', 'brand', 'franchise']);
      expect(words('descriptor')).toEqual(['business', 'arm', 'segment', 'division', 'unit', 'subsidiary', 'vertical', 'brand', 'franchise', 'subsidiaries', 'company', 'entity', 'venture', 'insurer', 'NBFC', 'NBFCs']);
      expect(words('walk')).toEqual(['businesses', 'segment', 'segments', 'division', 'divisions']);
      expect(words('before-metric')).toEqual(['business', 'businesses', 'segment', 'segments', 'division', 'divisions', 'operations']);
      expect(words('kind')).toEqual(['business', 'businesses', 'arm', 'segment', 'division', 'unit', 'subsidiary', 'vertical', 'company', 'entity', 'venture', 'insurer', 'lender', 'platform']);
      expect(partWordList('collective')).toEqual(['businesses', 'segments', 'divisions', 'verticals', 'subsidiaries', 'subs', 'arms', 'group companies', 'subsidiary companies', 'ventures']);
      expect(collectiveAsked("HDFC Bank's group companies' PAT").map((s) => s.start)).toEqual([12]);
    });
    it('gives one alternation for a regular expression, read once', () => {
      expect(partWords('name')).toBe(partWords('name'));
      expect(new RegExp(`^(?:${partWords('reported')})$`).test('regions')).toBe(true);
      expect(new RegExp(`^(?:${partWords('name')})$`).test('regions')).toBe(false);
    });
  });
});
