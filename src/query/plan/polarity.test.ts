import { describe, expect, it } from 'vitest';
import { metricTerms } from './metric-terms.js';
import { askedDeedWord, askedVerb, holdsAskedVerb, namesDeed, questionPolarity, saysItThatWay, sentencePolarity } from './polarity.js';

const polarity = (q: string) => questionPolarity(q, metricTerms(q));
const says = (q: string, sentence: string): boolean => saysItThatWay(polarity(q), sentence);

describe('questionPolarity', () => {
  it('reads a negated question, and no way for it', () => {
    expect(polarity("Which retailers don't give guidance?")).toMatchObject({ negated: true, way: null });
    expect(polarity('Which banks did not add to their loan loss reserves?')).toMatchObject({ negated: true, way: null });
  });
  it('reads the way of "less", "lower", "built" and a verb of change', () => {
    expect(polarity('Which banks are paying less on their deposits?').way).toBe('down');
    expect(polarity('Which P&C insurers had lower catastrophe losses?').way).toBe('down');
    expect(polarity('Which banks built up their loan loss reserves?').way).toBe('up');
    expect(polarity('Which utilities raised their earnings guidance?').way).toBe('raise');
  });
  it('reads no polarity in a plain question, a particle or a held-still question', () => {
    expect(polarity('Which banks disclosed their efficiency ratio?')).toMatchObject({ negated: false, way: null });
    expect(polarity('Which office REITs are putting up new buildings?').way).toBeNull();
    expect(polarity('Which IT services firms said their deal bookings were soft or lower this quarter?').way).toBeNull();
    expect(polarity("Which E&Ps aren't growing production?")).toMatchObject({ negated: false, way: null, anyNegation: true });
  });
  it('keeps the way words out of the thing', () => {
    expect(polarity('Which utilities raised their earnings guidance?').stems).not.toContain('rai');
  });
});

describe('sentencePolarity', () => {
  it('reads a negation before the thing or before its move', () => {
    expect(sentencePolarity("we don't give guidance", ['guid']).negated).toBe(true);
    expect(sentencePolarity('No dollars were added to the allowance for credit losses.', ['allowanc']).negated).toBe(true);
    expect(sentencePolarity('we prefer to remain unhedged', ['hedg']).negated).toBe(true);
  });
  it('reads a way opening the clause right after the thing\'s figure as its move, across the comma', () => {
    const s = (t: string) => sentencePolarity(t, ['charg'], ['charg']).ways;
    expect(s('The net charge-off ratio was 24 basis points, up 4 basis points from the prior quarter.').has('up')).toBe(true);
    // No figure before the comma: the comma still breaks ("charge-offs, up to now, ...").
    expect(s('We watch charge-offs, up and down the book.').has('up')).toBe(false);
  });
  it('reads no negation in "not only" nor after a break', () => {
    expect(sentencePolarity('not only guidance but targets', ['guid']).negated).toBe(false);
    expect(sentencePolarity('No. Our guidance stands.', ['guid']).negated).toBe(false);
  });
  it('reads no way in a place in a range', () => {
    expect(sentencePolarity('at the lower end of our guidance range', ['guid']).ways.size).toBe(0);
  });
  it('reads no way in the release of results', () => {
    expect(sentencePolarity('We plan to provide 2022 earnings guidance when we release fourth quarter results in February.', ['guid']).ways.size).toBe(0);
    expect(sentencePolarity('We released $50 million of reserves in the quarter, lowering guidance.', ['reserv']).ways.has('down')).toBe(true);
  });
});

describe('saysItThatWay', () => {
  it('drops a negated sentence for a plain question', () => {
    expect(says('Which oil and gas producers hedge their production?', 'So, no, we prefer to remain unhedged.')).toBe(false);
    expect(says('Which oil and gas producers hedge their production?', 'We have hedged about half of our 2022 production.')).toBe(true);
  });
  it('asks a negated question a negated sentence', () => {
    expect(says("Which retailers don't give guidance?", "we don't give guidance because it would be very difficult")).toBe(true);
    expect(says("Which retailers don't give guidance?", 'we raised our guidance for the year.')).toBe(false);
    expect(says("Which retailers don't give guidance?", "I don't know if it's better or worse than most winters.")).toBe(false);
  });
  it('asks the way the question asks', () => {
    expect(says('Which banks set aside less money for loan losses?', 'This increase was primarily driven by a net reserve build of $317 million.')).toBe(false);
    expect(says('Which banks set aside less money for loan losses?', "Included in this quarter's provision was a reserve release of $407 million.")).toBe(true);
    expect(says('Which utilities raised their earnings guidance?', 'The guidance assumes continued customer growth.')).toBe(false);
    expect(says('Which utilities raised their earnings guidance?', 'we raised our 2021 earnings guidance.')).toBe(true);
  });
  it('leaves a plain question and a talked-about thing alone', () => {
    expect(says('Which banks disclosed their efficiency ratio?', 'We do not report an efficiency ratio.')).toBe(false);
    expect(says('Which banks disclosed their efficiency ratio?', 'The efficiency ratio was 58%.')).toBe(true);
    expect(says('Which E&Ps talked about methane or flaring?', 'We have no routine flaring.')).toBe(true);
    expect(says("Which E&Ps aren't growing production?", "We're not growing production this year.")).toBe(true);
  });
});

describe('a thing asked done, by the company itself', () => {
  it('reads a question asking a thing done from its first verb', () => {
    expect(polarity('Which banks raised their dividend?').done).toBe(true);
    expect(polarity('Which retailers closed stores?').done).toBe(true);
    expect(polarity('Which banks saw their deposits grow?').done).toBe(true);
    expect(polarity('Which banks reported NCOs?').done).toBeUndefined();
    expect(polarity('Which utility companies are growing their rate base?').done).toBeUndefined();
    expect(polarity('Which utilities plan to retire coal plants?').done).toBeUndefined();
    expect(polarity("Which retailers don't give guidance?").done).toBeUndefined();
    const topic = polarity('Which banks talked about buying back stock?');
    expect([topic.own, topic.done]).toEqual([undefined, undefined]);
  });
  it('drops a sentence saying the thing may, will or would be done', () => {
    const q = 'Which banks raised their dividend?';
    expect(says(q, "The other capital, we'd like to try to raise dividends on an annual basis.")).toBe(false);
    expect(says(q, 'Our board of directors will consider a dividend increase at our meeting next month.')).toBe(false);
    expect(says(q, 'Historically, we have used our money to continue to increase dividends.')).toBe(false);
    expect(says(q, 'During the fourth quarter, we raised the common dividend by 43% to $0.10 per share.')).toBe(true);
    expect(says('Which oil and gas producers cut their capital spending?', 'Within six months or less, if necessary, we can reduce capital spending to sustaining levels.')).toBe(false);
  });
  it('keeps a sentence of a plan for a question not asking a thing done', () => {
    expect(says('Which utility companies are growing their rate base?', 'We expect to grow our rate base by 7% a year.')).toBe(true);
  });
  it('drops a sentence saying it of another party', () => {
    expect(says('Which oil and gas producers increased their capital spending?', 'And then we see no indication of those companies increasing capex nor would Murphy.')).toBe(false);
    expect(says('Which banks saw their deposits grow?', 'Industry deposits grew 10% this year.')).toBe(false);
    expect(says('Which banks saw their deposits grow?', 'Unlike the industry, our deposits grew 10% this year.')).toBe(true);
  });
  it('reads no move in a level against a yardstick', () => {
    expect(says('Which asset managers saw their average fee rate fall?', 'This account, which has a lower than average fee is still being managed.')).toBe(false);
    expect(says('Which asset managers saw their average fee rate fall?', 'Closing emerging markets strategies slightly reduced our average fee rate.')).toBe(true);
  });
});

describe('spellings of the thing', () => {
  it('meets "nonperforming" in a hyphenated "Non-performing", and its abbreviation', () => {
    const q = 'Which banks saw nonperforming loans decline?';
    expect(says(q, 'Non-performing loans decreased 5% linked quarter.')).toBe(true);
    expect(says(q, 'Nonperforming loans and criticized loans were all down from the prior quarter.')).toBe(true);
    expect(says(q, 'Non-performing loans at year-end totaled $54.1 million, an increase of $4.3 million.')).toBe(false);
  });
  it('reads a bound on a figure as no move: "by 15% or more" is not "grew"', () => {
    const q = 'Which homebuilders grew their community count?';
    expect(says(q, 'Specifically, we expect to grow our community count next year by 15% or more and end 2022 with 200 communities.')).toBe(false);
    expect(says(q, 'We grew our community count by 10 net communities from 226 to 236.')).toBe(true);
  });
});

describe('a deed asked done (data/vocabulary/deeds.json)', () => {
  const words = (q: string): string[] => q.split(/\s+/).map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ''));
  it("reads the call's words of the question's deed, none for a verb of no deed, of a report or of talk", () => {
    expect(askedVerb(words('Which utilities sold a business?'))).toEqual(expect.arrayContaining(['sell', 'sal', 'divestitur']));
    expect(askedVerb(words('Which banks closed branches?'))).toEqual(expect.arrayContaining(['clos', 'consolidat']));
    expect(askedVerb(words('Which restaurant chains struggled with staffing?'))).toEqual([]);
    expect(askedVerb(words('Which banks reported NCOs?'))).toEqual([]);
    expect(askedVerb(words('Which utilities talked about selling assets?'))).toEqual([]);
  });
  it("names the question's word of the deed, none when no deed is asked; a debt bought back is paid down", () => {
    expect(askedDeedWord('Which auto dealers paid down debt?')).toBe('paid');
    expect(askedDeedWord('Which utilities sold a business?')).toBe('sold');
    expect(askedDeedWord('Which banks raised their dividend?')).toBeUndefined();
    expect(askedDeedWord('Which banks reported NCOs?')).toBeUndefined();
    expect(holdsAskedVerb(polarity('Which tanker companies paid down debt?'), 'We have repurchased all the debt on the idle rig.')).toBe(true);
  });
  it('holds a sentence to the deed: its object alone is no evidence', () => {
    const sold = polarity('Which utilities sold a business?');
    expect(holdsAskedVerb(sold, 'We announced the sale of our Arkansas and Oklahoma gas LDCs.')).toBe(true);
    expect(holdsAskedVerb(sold, 'Our business has performed very well through the first half.')).toBe(false);
    const filed = polarity('Which utilities filed a rate case?');
    expect(holdsAskedVerb(filed, 'We filed a rate case in West Virginia on April 30.')).toBe(true);
    expect(holdsAskedVerb(filed, 'We do this all the time with our rate cases.')).toBe(false);
    // A word beginning with the deed's stem: "closures" for "closed".
    expect(holdsAskedVerb(polarity('Which banks closed branches?'), 'Branch closures totaled 40 this year.')).toBe(true);
    // The deed put as possible is not done, though its object is said plainly.
    expect(says('Which utilities sold a business?', 'This business could have been sold two, four or six years ago.')).toBe(false);
    expect(says('Which utilities sold a business?', 'We sold our industrial water services business in 2019.')).toBe(true);
    // No deed asked: every sentence may hold the thing.
    expect(holdsAskedVerb(polarity('Which banks disclosed their efficiency ratio?'), 'Our efficiency ratio was 58%.')).toBe(true);
  });
  it('reads "paid down debt" as a deed: repaid, retired or reduced debt, not a ratio of it', () => {
    const paid = polarity('Which homebuilders paid down debt?');
    expect(holdsAskedVerb(paid, 'During the quarter, we repaid $200 million of senior notes.')).toBe(true);
    expect(holdsAskedVerb(paid, 'We retired an additional $93 million of senior secured debt in the quarter.')).toBe(true);
    expect(holdsAskedVerb(paid, 'This resulted in a net debt to net cap ratio of 24%.')).toBe(false);
  });
  it("reads whether a name of the thing is itself the deed: a sentence in it needs no deed's verb", () => {
    const bought = polarity('Which banks bought back stock?');
    expect(namesDeed(bought, ['buyback', 'shar', 'repurchas'])).toBe(true);
    const paid = polarity('Which homebuilders paid down debt?');
    expect(namesDeed(paid, ['net', 'debt'])).toBe(false);
    expect(namesDeed(polarity('Which banks disclosed their efficiency ratio?'), ['efficiency', 'ratio'])).toBe(true);
  });
});
