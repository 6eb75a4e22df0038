import { describe, expect, it } from 'vitest';
import { planParts } from '../plan/parts.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { factEvidence, factSaysIt } from './fact-moves.js';

const scope: Scope = { ...EMPTY_SCOPE, source: 'question', group: { sector: 'banks', name: 'Banks', companies: ['Alpha Bank', 'Beta Bank'] } };
const group = (q: string) => planParts(q, scope).group!;
type F = { kind: 'actual' | 'change' | 'guidance' | 'target'; value: number; segment: string | null; sentence: string; metricText: string; valueText: string };
const fact = (kind: F['kind'], value: number, sentence: string, segment: string | null = null, metricText = /dividend/i.test(sentence) ? 'dividend' : /margin/i.test(sentence) ? 'margin' : 'net interest income'): F => ({ kind, value, segment, sentence, metricText, valueText: /(\$?[\d.,]+\s*(?:%|million|billion|basis points)?)(?!.*\d)/.exec(sentence)?.[1] ?? String(value) });

describe('factSaysIt: a stored fact as a group member’s evidence of a move the question puts on a metric it names', () => {
  const grew = group('Which banks grew NII?');
  const says = (f: F, g = grew) => factSaysIt(f, g.polarity, g.metric.direction);

  it('takes a change of the whole company’s figure the asked way, however the call names the metric', () => {
    expect(says(fact('change', 275_000_000, 'Net interest income of $2.9 billion was up $275 million or 11%.'))).toBe(true);
  });

  it('takes no change the other way, no level, guidance or segment’s figure', () => {
    expect(says(fact('change', -2_700_000, 'Net interest income declined by $2.7 million versus the second quarter of 2019.'))).toBe(false);
    expect(says(fact('actual', 148_700_000, 'Net interest income for the quarter was $148.7 million.'))).toBe(false);
    expect(says(fact('guidance', 5, 'We expect net interest income to grow 5% next year.'))).toBe(false);
    expect(says(fact('change', 6, 'Net interest income at the mortgage business rose 6%.', 'Mortgage'))).toBe(false);
  });

  it('asked a fall, takes a change down', () => {
    const fell = group('Which banks saw their NIM compress?');
    expect(says(fact('change', -22, 'Net interest margin decreased 22 basis points linked quarter.'), fell)).toBe(true);
    expect(says(fact('change', 5, 'The margin rose five basis points.'), fell)).toBe(false);
  });

  it('without a move asked, reads the sentence as before', () => {
    const stated = group('Which banks disclosed their CET1 ratio?');
    expect(factSaysIt(fact('actual', 17.1, 'We ended the quarter at 17.1% CET1.'), stated.polarity, stated.metric.direction)).toBe(true);
  });
});

describe('factEvidence: a member’s facts of the named metric, for or against the asked move', () => {
  const grew = group('Which banks grew NII?');
  const evidence = (facts: F[]) => factEvidence(facts, grew.polarity, grew.metric.direction);
  const down = fact('change', -2_700_000, 'Net interest income declined by $2.7 million.');
  const up = fact('change', 2_000_000, 'Compared to the prior quarter, net interest income increased $2 million.');

  it('gives the fact of the asked move, and `against` when every change it states went the other way', () => {
    expect(evidence([down, up])).toBe(up);
    expect(evidence([down])).toBe('against');
    expect(evidence([fact('actual', 104_600_000, 'Net interest income was $104.6 million.')])).toBeNull();
  });

  it('is never against a member when no move is asked', () => {
    const stated = group('Which banks disclosed their NII?');
    expect(factEvidence([down], stated.polarity, stated.metric.direction)).not.toBe('against');
  });
});

describe('factEvidence: changes the other way outweigh a sentence read as the asked move', () => {
  const grew = group('Which banks expanded gross margin?');
  it('is against a member whose only change of the metric fell, whatever other word of growth its sentences hold', () => {
    const fell = fact('change', -82, 'For the quarter, our gross margin was down 82 basis points, but increased our gross profit dollars by 6.4%.');
    const level = fact('actual', 52.5, 'Gross margin was 52.5%, and we increased our gross profit dollars.');
    expect(factEvidence([level, fell], grew.polarity, grew.metric.direction)).toBe('against');
  });
});

describe('factEvidence: a change whose sentence says the asked move', () => {
  it('is not against the member, though read with the other sign', () => {
    const raised = planParts('Which utilities raised their dividend?', { ...scope, group: { sector: 'utilities', name: 'Utilities', companies: ['Alpha Power'] } }).group!;
    const misread = fact('change', -6, 'IDACORP was pleased to announce a dividend increase of 6% this past fall.');
    expect(factEvidence([misread], raised.polarity, raised.metric.direction)).not.toBe('against');
  });
});

describe('factSaysIt: what a stored change must be to say the asked move', () => {
  const grew = group('Which banks grew NII?');
  const says = (f: F) => factSaysIt(f, grew.polarity, grew.metric.direction);
  it('names its metric in its own sentence, not one read on from the sentence before', () => {
    expect(says(fact('change', 25, 'And last year was 25% higher than the best year in our history.', null, 'net interest income'))).toBe(false);
    expect(factEvidence([fact('change', -25, 'And last year was 25% lower than the best year in our history.', null, 'net interest income')], grew.polarity, grew.metric.direction)).toBeNull();
  });
  it('is no guidance raised', () => {
    const raised = group('Which banks raised their dividend?');
    expect(factSaysIt(fact('guidance', 10, 'We are raising our dividend guidance by $10 million.'), raised.polarity, raised.metric.direction)).toBe(false);
  });
  it('said in the question’s words with no way near them, says the move in the clause of its figure', () => {
    const book = group('Which banks grew their loan book?');
    const loans = { ...fact('change', 6, 'Average loan growth was 6% in the quarter.'), metricText: 'Average loan growth', valueText: '6%' };
    expect(factSaysIt(loans, book.polarity, book.metric.direction)).toBe(true);
  });

  it('said in the question’s words, says the asked way near them', () => {
    const raised = group('Which banks raised their dividend?');
    const returned = fact('change', 23, 'We repurchased 34 million shares, and including common dividends, returned $1.84 billion to shareholders, up 23% from 2018.');
    expect(factSaysIt(returned, raised.polarity, raised.metric.direction)).toBe(false);
    const aum = group('Which banks saw AUM grow?');
    const acquired = { ...fact('change', 3.5e9, "Net outflows were $9.9 million, partially offset by the acquisition of Diamond Hill's funds, which added $3.5 billion in AUM."), metricText: 'AUM', valueText: '$3.5 billion' };
    expect(factSaysIt(acquired, aum.polarity, aum.metric.direction)).toBe(false);
  });
});
