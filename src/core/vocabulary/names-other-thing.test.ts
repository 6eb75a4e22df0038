import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from './metric-lexicon.js';
import { namesOtherThing } from './metrics.js';

describe('namesOtherThing', () => {
  const othersAfter = (text: string, name: string) => namesOtherThing(text, text.indexOf(name) + name.length);
  it('knows a name said as the modifier of another thing\'s noun, right after it or one word on', () => {
    expect(othersAfter('capex acceptances are US$207 million', 'capex')).toBe(true);
    expect(othersAfter('$75 million in run rate synergies', 'run rate')).toBe(true);
    expect(othersAfter('annual run rate expense synergies of $350 million', 'annual run rate')).toBe(true);
    expect(othersAfter('a $0.10 EPS headwind', 'EPS')).toBe(true);
    expect(othersAfter('these revenue opportunities would require', 'revenue')).toBe(true);
  });
  it('not a name followed by its figure, a verb or a function word before such a noun', () => {
    expect(othersAfter('revenue was $5 billion', 'revenue')).toBe(false);
    expect(othersAfter('12% organic growth despite headwinds from supply chain', 'organic growth')).toBe(false);
    expect(othersAfter('revenue and synergies were $20 million', 'revenue')).toBe(false);
  });
  it('reads no metric from such a phrase in a question', () => {
    const ids = (q: string) => vocabularyLexicon().questionMentions(q).map((m) => m.id);
    expect(ids("What were JSW Steel's capex acceptances?")).toEqual([]);
    expect(ids("What was JSW Steel's capex?")).toEqual(['capex']);
  });
});
