import { describe, expect, it } from 'vitest';
import { documentSegmentNames, lowerCaseWords, segmentFound, segmentOf, selfWordsOf, sentenceSubject } from './segment.js';

describe('lowerCaseWords', () => {
  it('holds every word the expression reads as lower case, in any script, and the lower-case names of businesses', () => {
    const text = 'café Über-fine x𝐚bc 𝐀bc abc-Def -x- straße co-Founder a1b 99bottles; our funeral and cemetery segments';
    const expected = new Set([...text.matchAll(/(?<![\p{L}])[\p{Ll}][\p{Ll}-]*/gu)].map((m) => m[0]));
    expect(lowerCaseWords(text)).toEqual(expected);
    expect(lowerCaseWords(text)).toContain('funeral');
    expect(lowerCaseWords(text)).not.toContain('bc');
  });
});

describe('names a call gives its businesses, and the name a figure is of', () => {
  const doc =
    "In the Enterprise Division, driven by the significant growth of the All Access Pass and related sales, our gross margin percentage increased to 81.7% compared to 76.1%. Our First Aid segment's revenues were $17.1 million. The enterprise grew in the first quarter, in each division. Average selling price for new trailers within CTP was roughly $26,000. Then the first aid kit.";
  const names = documentSegmentNames(doc, new Set(['acme']), () => false);
  const ctx = { selfWords: new Set(['acme']), lowerWords: lowerCaseWords(doc), segmentNames: names.all, titledNames: names.titled };
  const owner = (sentence: string, metric: string, figure: string): string | null => segmentOf(sentence, sentence.indexOf(metric), ctx, sentence.indexOf(metric) + metric.length, sentence.indexOf(figure));
  it('a name opening the sentence with its kind noun capitalised ("In the Enterprise Division,") is a business', () => {
    expect(names.all).not.toContain('enterprise division');
    expect(owner('In the Enterprise Division, driven by the growth of sales, our gross margin percentage increased to 81.7%.', 'gross margin', '81.7%')).toBe('Enterprise Division');
    expect(segmentFound('In the Enterprise Division, our gross margin was 81.7%.', 'In the Enterprise Division, our '.length, ctx, 'In the Enterprise Division, our gross margin'.length, 'In the Enterprise Division, our gross margin was '.length)).toEqual({ name: 'Enterprise Division', called: true });
    expect(owner('In the Enterprise market, driven by the growth of sales, our gross margin percentage increased to 81.7%.', 'gross margin', '81.7%')).toBeNull();
  });
  it('an ordinal opening a name ("First Aid") is part of it; one before a period word is not', () => {
    expect(owner("Our First Aid segment's revenues were $17.1 million compared to $20.9 million.", 'revenues', '$17.1')).toBe('First Aid');
    expect(owner('First quarter revenue was $5 million.', 'revenue', '$5')).toBeNull();
  });
  it('a name after "within", between the metric and its figure, owns the figure', () => {
    expect(owner('Average selling price for new trailers within CTP was roughly $26,000.', 'Average selling price', '$26,000')).toBe('CTP');
  });
});

describe('sentenceSubject: a name with an aside before its verb', () => {
  const ctx = { selfWords: new Set(['bajaj', 'finserv']), lowerWords: new Set<string>(), segmentNames: new Set(['bfl', 'ers']) };
  it('reads the name before an aside set off by dashes, or by commas opening on "as", "which", "the" …', () => {
    expect(sentenceSubject('Bajaj Housing Finance Limited – the 100% mortgage subsidiary of BFL - continues to do well.', ctx)).toBe('Bajaj Housing Finance Limited');
    expect(sentenceSubject('ERS, as we had discussed in the last call, had the full quarter impact of the cuts.', ctx)).toBe('ERS');
  });
  it('reads no name from a list of names', () => {
    expect(sentenceSubject('Healthcare, Pharmacy and Diagnostics, all of them, grew well.', ctx)).toBeNull();
  });
});

describe('owners named beside the figure, and the company by a short form of its name', () => {
  const ctx = { selfWords: selfWordsOf(['HCL Technologies Limited']), lowerWords: new Set(['which', 'was', 'solvency', 'and', 'with', 'the', 'gross', 'debt', 'is', 'revenues', 'stood', 'at']), segmentNames: new Set(['bagic', 'balic']) };
  const owner = (sentence: string, metric: string, figure: string): string | null => {
    const at = sentence.indexOf(metric);
    const f = sentence.indexOf(figure);
    return segmentOf(sentence, at, ctx, at + metric.length, f, f + figure.length);
  };
  it('takes no name for the metric\'s owner across a determiner ("Sorry the gross debt is …")', () => {
    expect(owner('Sorry the gross debt is 48,800 Crores and cash is 9,800 Crores.', 'gross debt', '48,800')).toBeNull();
  });
  it('gives a figure to a name after "in our" between the metric and its figure ("energy costs in our Core Laundry operations will increase to 4.6%")', () => {
    expect(owner('We are modeling the energy costs in our Core Laundry operations will increase to 4.6% of revenues.', 'energy costs', '4.6%')).toBe('Core Laundry');
  });
  it('reads the company\'s name with a word clipped ("Sun Pharma" of "Sun Pharmaceutical Industries") as the company', () => {
    const sun = { selfWords: selfWordsOf(['Sun Pharmaceutical Industries Ltd.']), lowerWords: new Set(['is', 'ranked', 'number', 'and', 'holds', 'market', 'share', 'in', 'the']) };
    const sentence = 'Sun Pharma is ranked number 1 and holds 8.33% market share in the Indian market.';
    const at = sentence.indexOf('market share');
    expect(segmentOf(sentence, at, sun, at + 'market share'.length, sentence.indexOf('8.33'), sentence.indexOf('8.33') + 5)).toBeNull();
    expect(sun.selfWords.has('pharma')).toBe(true);
    expect(sun.selfWords.has('pha')).toBe(false);
  });
  it('reads the company\'s name run together ("HCLTech") as the company', () => {
    expect(ctx.selfWords.has('hcltech')).toBe(true);
    expect(owner('Just to recap, HCLTech revenues stood at US$ 3.2 billion.', 'revenues', 'US$')).toBeNull();
  });
});

describe('a business placed at the sentence\'s start after a word of transition, and a name ending the sentence before', () => {
  const ctx = { selfWords: selfWordsOf(['Yum! Brands Incorporated']), lowerWords: new Set(['same-store', 'sales', 'grew', 'during', 'the', 'quarter', 'next', 'capex', 'should', 'be', 'in', 'range', 'of', 'based', 'upon', 'we', 'are', 'reducing']) };
  const owner = (sentence: string, metric: string, figure: string): string | null => {
    const at = sentence.indexOf(metric);
    const f = sentence.indexOf(figure);
    return segmentOf(sentence, at, ctx, at + metric.length, f, f + figure.length);
  };
  it('reads "Next, at KFC U.S., …" as the business the sentence is about', () => {
    expect(owner('Next, at KFC U.S., same-store sales grew 4% during the quarter.', 'same-store sales', '4%')).toBe('KFC U.S.');
    expect(owner('And finally, at the Habit Burger Grill, same-store sales grew 7%.', 'same-store sales', '7%')).toBe('Habit Burger Grill');
  });
  it('takes no name whose full stop ends the sentence before, when the next one opens in lower case', () => {
    expect(owner('We are reducing contributions based upon the American Rescue Plan Act. capex should be in the range of $200 million.', 'capex', '$200')).toBeNull();
    expect(owner('U.S. revenue grew 5%.', 'revenue', '5%')).toBe('U.S.');
  });
});

describe('a business named nearer the figure, and the industry\'s clause closed by the company\'s own', () => {
  const words = (t: string) => ({ selfWords: selfWordsOf(['Kaveri Agro Limited']), lowerWords: lowerCaseWords(t) });
  const owner = (sentence: string, metric: string, figure: string): string | null => {
    const at = sentence.indexOf(metric);
    const f = sentence.indexOf(figure);
    return segmentOf(sentence, at, words(sentence), at + metric.length, f, f + figure.length);
  };
  it('gives a later clause\'s figure to the business it names in lower case, not to the one named by name before ("… our Crop Protection business …, our seeds business platform performed robustly, with revenues increasing by 26%")', () => {
    const s = "While the performance of our Crop Protection business came under pressure, it's worth noting that our seeds business platform performed robustly, with revenues increasing by 26%.";
    expect(owner(s, 'revenues', '26%')).toBe('seeds');
  });
  it('keeps the named business where the lower-case one is only joined to it ("the European aerosol business and the specialty packaging business … has EBITDA of")', () => {
    const s = 'There are in the other segments, the European Aerosol business and the specialty packaging business, probably on an annual basis has EBITDA of around $10 million.';
    expect(owner(s, 'EBITDA', '$10 million')).toBe('European Aerosol');
  });
  it('reads a figure after "…, we" as the company\'s, though a clause before it speaks of the market ("Although the market in the US was not quite what we expected, we reduced net debt by $220 million")', () => {
    const s = 'Although the market in the US was not quite what we expected, we reduced net debt by $220 million.';
    expect(owner(s, 'net debt', '$220 million')).toBeNull();
    expect(owner('The industry grew 8% in the quarter.', 'grew', '8%')).toBe('industry');
  });
});
