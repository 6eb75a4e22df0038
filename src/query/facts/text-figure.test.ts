import { describe, expect, it } from 'vitest';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import type { Context } from '../retrieve/types.js';
import { askedFigureIn, ofPeriodAsked, questionMatch, textValue, textValueLine, valueFromText } from './text-figure.js';

const metrics = lexiconFrom([
  { id: 'aum', names: ['assets under management'], abbreviations: ['AUM'], unit: 'money' },
  { id: 'aum_growth', names: ['AUM growth'], abbreviations: [], unit: 'percent', growthOf: 'aum' },
  { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
  { id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' },
]);

const passage = (text: string, company: string | null = 'Alpha Bank'): Context => ({ channel: 'vector', text, chunkId: 'c1', document: 'alpha.pdf', company, quarter: 'Q1', year: 'FY24', pages: [4], score: 1, kind: 'chunk' });
const plan = (question: string, ids: string[], period: { quarter: 'Q1' | null; year: string | null } | null = null) => ({ question, metrics: ids, unit: null, period });

describe('how well a sentence matches the question', () => {
  const sentences = ['Our AUM across the group grew 23% year-on-year.', 'Average AUM of the bank grew 10%.', 'The bank added branches.'];
  const match = questionMatch('how fast did AUM grow across the Alpha group over the year', 'Alpha Bank', sentences);

  it("weighs the question's words by how rare they are among the sentences, without the company's name or the period", () => {
    expect(match(sentences[0]!)).toBeGreaterThan(match(sentences[1]!));
    expect(match(sentences[2]!)).toBe(0);
    expect(match('Alpha year')).toBe(0);
  });

  it('counts an abbreviation met by its long form', () => {
    expect(match('assets under management grew')).toBeGreaterThan(0);
  });
});

describe('the figure of a sentence the question asks', () => {
  it('is of the unit asked, nearest the words of the question', () => {
    expect(askedFigureIn('Our AUM grew 23% to INR 4.67 trillion.', plan('what is the AUM', ['aum']), metrics, { quarter: 'Q1', year: 'FY24' })?.text).toBe('INR 4.67 trillion');
    expect(askedFigureIn('Our AUM grew 23% to INR 4.67 trillion.', plan('how fast did AUM grow', ['aum_growth']), metrics, { quarter: 'Q1', year: 'FY24' })?.text).toBe('23%');
  });

  it('is of the period asked when the sentence says whose each figure is', () => {
    const s = 'Net interest margin, which was 4.92% in quarter one last year, now at 5.57%.';
    expect(askedFigureIn(s, plan('NIM same quarter last year', ['net_interest_margin'], { quarter: 'Q1', year: 'FY23' }), metrics, { quarter: 'Q1', year: 'FY24' })?.text).toBe('4.92%');
  });

  it('is none when no figure is of the unit asked', () => {
    expect(askedFigureIn('Capex was 12% of sales.', plan('what was capex', ['capex']), metrics, { quarter: 'Q1', year: 'FY24' })).toBeNull();
  });
});

describe('a value read from the text', () => {
  const contexts = [passage('Our total average AUM grew 10% year-on-year. Our assets under management across the group grew 23% year-on-year. We opened 40 branches.'), passage('Their AUM grew 50% across the group.', 'Beta Bank')];
  const q = plan('how fast did AUM grow across the group', ['aum', 'aum_growth']);

  it("is the company's own best matching sentence naming a metric asked, with its figure, cited", () => {
    const v = textValue(q, 'Alpha Bank', contexts, metrics);
    expect(v).toMatchObject({ context: 0, sentence: 'Our assets under management across the group grew 23% year-on-year.', figure: { text: '23%' } });
    expect(textValueLine('Alpha Bank', v!)).toBe('Alpha Bank: 23% (read from the text): “Our assets under management across the group grew 23% year-on-year.” [1].');
  });

  it('overrules a fact read from a passage whose sentence matches the question worse, and never a stored fact', () => {
    const sentence = 'Our total average AUM grew 10% year-on-year.';
    expect(valueFromText(q, 'Alpha Bank', contexts, metrics, { sentence, fromPassage: true })?.figure.text).toBe('23%');
    expect(valueFromText(q, 'Alpha Bank', contexts, metrics, { sentence })).toBeNull();
    expect(valueFromText(q, 'Alpha Bank', contexts, metrics, { sentence: 'Our assets under management across the group grew 23% year-on-year.', fromPassage: true })).toBeNull();
  });
});

describe('the period of a figure read from the text', () => {
  it("is the period asked when the sentence names none, not when it names another", () => {
    const call = { quarter: 'Q1', year: 'FY24' };
    const at = (s: string, text: string) => ({ ...[...s.matchAll(/\d+(?:\.\d+)?%/g)].map((m) => ({ start: m.index, end: m.index + m[0].length, text: m[0] })).find((f) => f.text === text)! });
    const s1 = 'NIM was 4.1% this quarter.';
    expect(ofPeriodAsked(s1, at(s1, '4.1%') as never, { period: { quarter: 'Q1', year: 'FY24' } }, call)).toBe(true);
    expect(ofPeriodAsked(s1, at(s1, '4.1%') as never, { period: null }, call)).toBe(true);
    const s2 = 'NIM for the first half of FY24 was 4.3%.';
    expect(ofPeriodAsked(s2, at(s2, '4.3%') as never, { period: { quarter: 'Q1', year: 'FY24' } }, call)).toBe(false);
  });

  it("does not count a calendar year or 'fiscal' among the question's topical words", () => {
    const m = questionMatch('What was Alpha NIM in Q2 fiscal 2020?', 'Alpha Bank', ['NIM was 4.1% in fiscal 2020.', 'NIM was 4.2%.']);
    expect(m('NIM was 4.1% in fiscal 2020.')).toBe(m('NIM was 4.2%.'));
  });
});

