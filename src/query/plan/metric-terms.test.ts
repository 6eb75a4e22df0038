import { describe, expect, it } from 'vitest';
import { callNameAlternatives, inTranscriptWords, metricTerms, metricWords, namedAbbreviations, withoutAdverbWell } from './metric-terms.js';

describe('the asked metric', () => {
  it("offers the question once per name of a topic it describes in plain words, and no measured metric's names", () => {
    expect(callNameAlternatives('were hit by the cold snap in February?')).toMatch(/^were hit by the winter storm in February\? or .*\bwere hit by the polar vortex in February\?/);
    // "deposits" alone says nothing of their growth.
    expect(callNameAlternatives('saw their deposits grow?')).toBeNull();
  });

  it('rewords a question in the transcript\'s terms, or gives null when it has no plain phrase', () => {
    expect(inTranscriptWords('How much of their revenue do they plough back into developing new drugs?')).toBe(
      'How much of their revenue do they r&d research and development into developing new drugs?',
    );
    expect(inTranscriptWords('How big is the unfilled order backlog?')).toMatch(/order book pending orders/);
    expect(inTranscriptWords('operating margin')).toMatch(/ebitda margin operating margin/);
    expect(inTranscriptWords('NIM')).toBeNull();
  });

  it('keeps the metric\'s own words, without the reporting verbs and the framing', () => {
    expect(metricWords('reported attrition?')).toBe('attrition');
    expect(metricWords('bookings did Triumph get?')).toBe('bookings Triumph');
    expect(metricWords('How did NIM fare?')).toBe('NIM');
    expect(metricWords('kept net NPAs?')).toBe('net NPAs');
    expect(metricWords('How did they fare?')).toBe('How did they fare?');
    // How a comparison is framed is not the metric.
    expect(metricWords('Who is losing fewer people right now?')).toBe('losing people');
    expect(metricTerms('How is NIM better right now?').stems).toEqual(['nim']);
  });

  it('does not require an abbreviation that is one of alternatives or the group\'s own word', () => {
    expect(namedAbbreviations('discussed upcoming electric car or SUV launches')).toEqual([]);
    expect(namedAbbreviations('reported NIM or CASA above 4%')).toEqual([]);
    expect(namedAbbreviations('reported NIM above 4%')).toEqual(['NIM']);
  });

  it('leaves out verbs of telling: what was disclosed or mentioned is the metric', () => {
    expect(metricTerms('disclosed their CET1 ratio?').stems).toEqual(['cet1', 'ratio']);
    expect(metricWords('mentioned fuel costs or surcharges?')).toBe('fuel costs surcharges');
    expect(metricTerms('brought up wildfires?').stems).toEqual(['wildfir']);
    expect(metricTerms('complained about supply chain problems?').stems).toEqual(['supply', 'chain', 'problem']);
  });

  it('reads a verb of change before the metric as how it moved, not as one of its words', () => {
    const m = metricTerms('raised their dividend?');
    expect(m.stems).toEqual(['dividend']);
    expect(m.direction).toEqual({ family: 'raise', object: ['dividend'] });
    expect(metricTerms('growing their rate base?').direction?.family).toBe('grow');
    expect(metricTerms('cut capex?').direction).toEqual({ family: 'cut', object: ['capex'] });
    // A noun of change after the metric is the metric's own word.
    expect(metricTerms('getting rate increases?').direction).toBeNull();
  });

  it('reads "built" before the metric as growth ("built inventory", "built backlog"), not as a word of it; "building products" stays a name', () => {
    expect(metricTerms('built inventory?')).toMatchObject({ stems: ['inventory'], direction: { family: 'grow', object: ['inventory'] } });
    expect(metricTerms('built backlog?').direction).toEqual({ family: 'grow', object: ['backlog'] });
    expect(metricTerms('are building battery storage?').direction).toBeNull();
  });

  it('reads a verb of change after the metric, when the question says the metric was seen to move', () => {
    const m = metricTerms('saw their deposits grow?');
    expect(m.stems).toEqual(['deposit']);
    expect(m.direction).toEqual({ family: 'grow', object: ['deposit'] });
    expect(metricTerms('have seen comparable sales decline?').direction).toEqual({ family: 'cut', object: ['comparabl', 'sal'] });
    // A plural noun, or no verb of seeing: the metric's own words.
    expect(metricTerms('discussed renewal rent increases?').direction).toBeNull();
    expect(metricTerms('talked about deposit increase?').direction).toBeNull();
  });

  it('reads a fall said with "down" after the metric ("come down", "went down"), the particle no word of the metric', () => {
    const m = metricTerms('saw mortgage banking revenue come down?');
    expect(m.stems).toEqual(['mortgag', 'bank', 'revenu']);
    expect(m.direction).toEqual({ family: 'cut', object: ['mortgag', 'bank', 'revenu'] });
    expect(metricTerms('saw their costs go down?').direction?.family).toBe('cut');
    // No verb of seeing: no move asked of the metric.
    expect(metricTerms('expect to come down?').direction).toBeNull();
  });

  it('reads a margin seen to compress, contract or narrow as a fall', () => {
    expect(metricTerms('saw their NIM compress?').direction).toEqual({ family: 'cut', object: ['nim'] });
    expect(metricTerms('saw margins contract?').direction?.family).toBe('cut');
    expect(metricTerms('saw spreads narrow?').direction?.family).toBe('cut');
    // A noun: the metric's own word.
    expect(metricTerms('talked about margin compression?').direction).toBeNull();
    // A word of change before another metric word modifies it: "contract labor" is a kind of labor.
    expect(metricTerms('saw higher contract labor costs?').direction).toBeNull();
    expect(metricTerms('saw occupancy rise sequentially?').direction?.family).toBe('grow');
  });

  it('leaves out framing phrases: a verb of telling with its particle, being active somewhere', () => {
    expect(metricTerms('called out tariffs?').stems).toEqual(['tariff']);
    expect(metricTerms('pointed to a small orderbook?').stems).toEqual(['small', 'orderbook']);
    expect(metricTerms('are active in the Bakken?').stems).toEqual(['bakken']);
    // The words themselves stay where they are the metric's: basis points, active users.
    expect(metricTerms('cut their NIM by 10 basis points?').stems).toContain('point');
    expect(metricTerms('grew active users?').stems).toContain('activ');
  });

  it("spells a vocabulary abbreviation by the metric name whose initials it is", () => {
    expect(metricTerms('CET1 ratio?').spellings.get('cet1')).toEqual(['common', 'equity', 'tier', '1']);
    // Written as an ordinary word, it is one: "car" is no capital adequacy ratio (CAR).
    expect(metricTerms('upcoming electric car launches?').spellings.get('car')).not.toContain('capital');
  });
});


describe('"well": how, or a well', () => {
  it('is the metric’s word only as a noun before another metric word', () => {
    expect(metricTerms('Which E&Ps talked about well costs?').stems).toContain('well');
    expect(metricWords('Which E&Ps improved well productivity?')).toContain('well productivity');
    expect(metricTerms('Which banks did well on deposits?').stems).not.toContain('well');
    expect(metricTerms('How well did Alpha Bank grow deposits?').stems).not.toContain('well');
    expect(metricTerms('Which banks are well positioned for higher rates?').stems).not.toContain('well');
    expect(withoutAdverbWell('Which ones performed well?')).not.toMatch(/well/);
    expect(withoutAdverbWell('as well as margins')).not.toMatch(/well/);
  });
});

describe('weather is no monsoon', () => {
  it('reads "weather" as the word it is, and rains as the monsoon', () => {
    expect(inTranscriptWords('Which utilities talked about weather?')).toBeNull();
    expect(inTranscriptWords('Which FMCG companies talked about the rains?')).toMatch(/monsoon/);
  });
});
