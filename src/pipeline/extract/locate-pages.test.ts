import { describe, expect, it } from 'vitest';
import { locatePages } from './locate-pages.js';
import { findEvidence, normaliseEntityType, normaliseRelation, toTriplets, tripletReplySchema } from '../../core/prompts/triplet-parse.js';

const pages = [
  { pageNo: 2, text: 'Moderator: welcome.\nThe consolidated total\nincome was at Rs.25,810 crores. Our margins were' },
  { pageNo: 3, text: 'stable at 12%. EBITDA grew 47% year-on-year to Rs.2,896 crores.' },
];

describe('locatePages', () => {
  it('finds the page of a sentence, across PDF line breaks', () => {
    expect(locatePages(pages, 'The consolidated total income was at Rs.25,810 crores.')).toEqual([2, 2]);
    expect(locatePages(pages, 'EBITDA grew 47% year-on-year to Rs.2,896 crores.')).toEqual([3, 3]);
  });
  it('gives both pages to a sentence that crosses the page break', () => {
    expect(locatePages(pages, 'Our margins were stable at 12%.')).toEqual([2, 3]);
  });
  it('returns null when the sentence is not on the pages', () => {
    expect(locatePages(pages, 'Revenue was flat in the quarter at Rs.100 crores.')).toBeNull();
    expect(locatePages(pages, 'short')).toBeNull();
  });
});

describe('tier-2 reply parsing', () => {
  it('maps type synonyms and rejects unknown types', () => {
    expect(normaliseEntityType('Organisation')).toBe('organization');
    expect(normaliseEntityType('financial metric')).toBe('financial_metric');
    expect(normaliseEntityType('KPI')).toBe('financial_metric');
    expect(normaliseEntityType('spaceship')).toBeNull();
    const bad = tripletReplySchema.safeParse({ triplets: [{ head: 'a', head_type: 'spaceship', relation: 'r', object: 'b', object_type: 'money' }] });
    expect(bad.success).toBe(false);
    expect(JSON.stringify(bad.error?.issues)).toContain('unknown entity type');
  });
  it('normalises relations and drops degenerate and duplicate triplets', () => {
    expect(normaliseRelation('  Reported Revenue-Of ')).toBe('reported_revenue_of');
    const reply = tripletReplySchema.parse({
      triplets: [
        { head: 'TCS', head_type: 'company', relation: 'Reported', object: 'revenue', object_type: 'metric' },
        { head: 'TCS ', head_type: 'organization', relation: 'reported', object: 'Revenue', object_type: 'financial_metric' },
        { head: 'TCS', head_type: 'organization', relation: 'is', object: 'tcs', object_type: 'organization' },
        { head: '', head_type: 'organization', relation: 'x', object: 'y', object_type: 'other' },
      ],
    });
    const ts = toTriplets(reply, 'Hello. TCS reported revenue of $7 billion. Bye.');
    expect(ts).toEqual([
      { head: 'TCS', headType: 'organization', relation: 'reported', object: 'revenue', objectType: 'financial_metric', evidence: 'TCS reported revenue of $7 billion.' },
    ]);
    expect(findEvidence('A b. C d.', 'zzz', 'yyy')).toBeUndefined();
  });
});
