import { describe, expect, it } from 'vitest';
import { entityKey, namePhrases, passageMentions, titleLine } from './entity-mentions.js';

describe('namePhrases', () => {
  it('reads runs of capitalised words joined by connectors, initials included', () => {
    expect(namePhrases('It was directed by Edward José and starred Lina Cavalieri. J. G. Ballard was born in Shanghai; the Reserve Bank of India agreed.')).toEqual([
      'Edward José', 'Lina Cavalieri', 'J. G. Ballard', 'Shanghai', 'Reserve Bank of India',
    ]);
  });

  it('drops a sentence-opening function word before a number, and never ends on a connector', () => {
    expect(namePhrases('In 2012 she won at the Golden Icons Academy Awards in Houston, Texas.')).toEqual(['2012', 'Golden Icons Academy Awards', 'Houston', 'Texas']);
    expect(namePhrases('the Bank of the year')).toEqual(['Bank']);
  });

  it('stops at a line break', () => {
    expect(namePhrases('The Two Brides\nThe Two Brides is a film')).toEqual(['The Two Brides', 'The Two Brides']);
  });
});

describe('entityKey', () => {
  it('is the name normaliser key without a title disambiguator', () => {
    expect(entityKey('James Young (director)')).toBe('james young');
    expect(entityKey('The Lone Prairie')).toBe('lone prairie');
    expect(entityKey('Tata Consultancy Services Ltd.')).toBe(entityKey('tata consultancy services limited'));
  });
});

describe('titleLine', () => {
  it('is a short unpunctuated first line, else null', () => {
    expect(titleLine('The Two Brides\nThe Two Brides is a lost 1919 film.')).toBe('The Two Brides');
    expect(titleLine('Good morning everyone.\nWelcome to the call.')).toBeNull();
    expect(titleLine('One line only')).toBeNull();
    expect(titleLine('lower case heading\ntext')).toBeNull();
  });
});

describe('passageMentions', () => {
  it('keys each entity once with its count, the title first and in its role', () => {
    const text = 'William Berke\nWilliam Berke was an American film director. Berke was born in Milwaukee, Wisconsin. Later William Berke moved.';
    const ms = passageMentions(text, { title: titleLine(text) });
    // The title, its own line and the first sentence; a sentence-opening adverb is read as part of a name.
    expect(ms[0]).toEqual({ key: 'william berke', name: 'William Berke', role: 'title', count: 3 });
    expect(ms.map((m) => m.key)).toEqual(['william berke', 'american', 'berke', 'milwaukee', 'wisconsin', 'later william berke']);
  });

  it('skips months, weekdays and bare numbers', () => {
    expect(passageMentions('On Monday, April 24, 1978 the Board met.').map((m) => m.key)).toEqual(['board']);
  });

  it('returns nothing for a text without names, and is safe with prototype-named words', () => {
    expect(passageMentions('no names here at all')).toEqual([]);
    expect(passageMentions('Constructor and __proto__ met toString').map((m) => m.key)).toEqual(['constructor']);
  });
});
