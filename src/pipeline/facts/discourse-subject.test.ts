import { describe, expect, it } from 'vitest';
import { discourseSubjects, nameAfterPlaced, segmentPlacedIn } from './discourse-subject.js';

const turn = (texts: string[]) => texts.map((text) => ({ text, turn: 0, speaker: 'Jane Roe', paragraphEnd: false }));

describe('segmentPlacedIn', () => {
  const ctx = { selfWords: new Set(['lennox']), lowerWords: new Set(['commercial', 'revenue']), segmentNames: new Set<string>() };
  const isMetric = (p: string) => /^(?:revenue|margin)$/i.test(p);

  it('reads the name a sentence places itself in when the rest calls its figures the segment’s, though the call writes it in lower case too', () => {
    expect(segmentPlacedIn('In Commercial, revenue, segment profit and margin were all first quarter records.', ctx, isMetric)).toBe('Commercial');
  });

  it('reads none where the sentence says nothing of a segment, or places itself in a time or the company', () => {
    expect(segmentPlacedIn('In Commercial, revenue was up 12%.', ctx, isMetric)).toBeNull();
    expect(segmentPlacedIn('In March, segment profit was up 12%.', ctx, isMetric)).toBeNull();
    expect(segmentPlacedIn('In Lennox, segment profit was up 12%.', ctx, isMetric)).toBeNull();
  });
});

describe('nameAfterPlaced', () => {
  const ctx = { selfWords: new Set(['hcl']), lowerWords: new Set(['services']), segmentNames: new Set(['services', 'itbs']) };

  it('reads the business the clause after a placing phrase opens on, when the call names it as one', () => {
    expect(nameAfterPlaced('And within services, ITBS was basically flat sequentially and year-on-year growth was at 9.1% in constant currency again.', ctx)).toBe('ITBS');
  });

  it('reads none for a name the call gives no figure, or a clause opening on the speakers', () => {
    expect(nameAfterPlaced('Within services, Europe was up 4%.', ctx)).toBeNull();
    expect(nameAfterPlaced('Within services, we grew 4%.', ctx)).toBeNull();
  });
});

describe('discourseSubjects: a business pointed at on a slide, and a segment opening', () => {
  const isMetric = (p: string) => /\b(?:sales|ebitda|revenue|profit|margin)\b/i.test(p);

  it('turns to capitalised words joined by "&" the turn points at a slide for, though the call writes each in lower case too', () => {
    const ctx = { selfWords: new Set(['spectrum']), lowerWords: new Set(['hardware', 'home', 'improvement']), segmentNames: new Set<string>() };
    const passage = ['Starting with Hardware & Home Improvement on slide 15.', 'Third quarter reported net sales increased 48.8%.', 'EBITDA increased 56%, primarily driven by volume growth.'];
    expect(discourseSubjects(turn(passage), ctx, isMetric)).toEqual(['Hardware & Home Improvement', 'Hardware & Home Improvement', 'Hardware & Home Improvement']);
    // A name written in lower case more often than not, and not of capitalised words alone, is no business even when pointed at.
    const lowerMostly = ['Starting with Hardware & home improvement on slide 15.', 'Our hardware and home improvement sales grew.', 'EBITDA increased 56%.'];
    expect(discourseSubjects(turn(lowerMostly), ctx, isMetric)[2]).toBeNull();
  });

  it('turns to a name shown on a slide ("Turning to the RS&I Group shown on Slide nine.")', () => {
    const ctx = { selfWords: new Set(['snap-on']), lowerWords: new Set<string>(), segmentNames: new Set(['rs&i']) };
    expect(discourseSubjects(turn(['Turning to the RS&I Group shown on Slide nine.', 'Sales of $335 million decreased 1.4%.']), ctx, isMetric)).toEqual(['RS&I Group', 'RS&I Group']);
  });

  it('carries a segment a sentence placed itself in through "Segment profit was up 47%"', () => {
    const ctx = { selfWords: new Set(['lennox']), lowerWords: new Set(['commercial']), segmentNames: new Set<string>() };
    const passage = ['In Commercial, revenue, segment profit and margin were all first quarter records.', 'Revenue is up 12%.', 'Segment profit was up 47% and segment margin expanded 330 basis points to 13.8%.'];
    expect(discourseSubjects(turn(passage), ctx, isMetric)).toEqual(['Commercial', 'Commercial', 'Commercial']);
  });

  it('reads a heading that names its slide ("And finally, Home & Garden, which is slide 18.") as a turn to the business', () => {
    const ctx = { selfWords: new Set(['spectrum']), lowerWords: new Set(['home', 'garden']), segmentNames: new Set(['home & garden']) };
    expect(discourseSubjects(turn(['And finally, Home & Garden, which is slide 18.', 'Second quarter reported net sales increased 21.4%.']), ctx, isMetric)).toEqual(['Home & Garden', 'Home & Garden']);
  });

  it('in a walk, turns to the name a turn opens on or starts with, not to one named further on in the turn', () => {
    const ctx = { selfWords: new Set(['spectrum']), lowerWords: new Set(['home', 'garden', 'global', 'productivity', 'improvement', 'program']), segmentNames: new Set(['home & garden']) };
    const started = ['And finally, Home & Garden, which is slide 18.', 'Turning to the segments, I will start with Pet Care on slide six.', 'Net sales increased 9%.'];
    expect(discourseSubjects(turn(started), ctx, isMetric).slice(1)).toEqual(['Pet Care', 'Pet Care']);
    const further = ['And finally, Home & Garden, which is slide 18.', "Now let's turn to our efficiency efforts with our Global Productivity Improvement Program, which is on slide 19.", 'This quarter, e-commerce grew by nearly 43%, with sales up 2%.'];
    expect(discourseSubjects(turn(further), ctx, isMetric)).not.toContain('Global Productivity Improvement');
  });
});

