import { describe, expect, it } from 'vitest';
import { CITATION_MARKER, withoutCitationMarkers } from './citation-markers.js';

describe('citation markers', () => {
  it('finds every marker with its list, and reads the text without them', () => {
    const text = 'Revenue grew 4.6% [3]. Margin was 22.3% [1, 4] and attrition 17.2% [2; 5].';
    expect([...text.matchAll(CITATION_MARKER)].map((m) => m[1])).toEqual(['3', '1, 4', '2; 5']);
    expect(withoutCitationMarkers(text)).toBe('Revenue grew 4.6%. Margin was 22.3% and attrition 17.2%.');
    expect(withoutCitationMarkers('no markers [a] here')).toBe('no markers [a] here');
  });
});
