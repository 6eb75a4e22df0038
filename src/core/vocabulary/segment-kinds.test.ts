import { describe, expect, it } from 'vitest';
import { collectiveAsked, kindsAsked, namesKind } from './segment-kinds.js';

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
});
