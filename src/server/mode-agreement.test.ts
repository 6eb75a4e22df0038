import { describe, expect, it } from 'vitest';
import { modeAgreement, statedFigures, type ModeAnswer } from './mode-agreement.js';

const a = (mode: string, answer: string, documents: string[], refused = false): ModeAnswer => ({ mode, answer, refused, citations: documents.map((document) => ({ document })) });

describe('statedFigures', () => {
  it('reads numbers with their unit and leaves markers, fiscal labels and years alone', () => {
    expect(statedFigures('Total contract value was $1.14 billion in Q1 FY24, the highest since 2019. [1]')).toEqual(['$1.14 billion']);
    expect(statedFigures('Attrition fell to 13.5 per cent; margin rose 120 bps to 21.3%. [2][3]')).toEqual(['13.5%', '120 bps', '21.3%']);
    expect(statedFigures('Revenue was Rs. 1,234 crore, with 2 large deals.')).toEqual(['Rs 1234 crore', '2']);
    expect(statedFigures('The provided context does not contain the answer.')).toEqual([]);
  });
});

describe('modeAgreement', () => {
  it('agrees when the answering modes cite the same documents and state the same figures', () => {
    const r = modeAgreement([a('vector', 'TCV was $1.14 billion. [1]', ['q1.pdf']), a('hybrid', 'TCV of $1.14 billion [1], a record.', ['q1.pdf'])]);
    expect(r.documentGroups).toHaveLength(1);
    expect(r.figureGroups).toHaveLength(1);
    expect(r.line).toBe('The modes that answered agree: vector and hybrid cite the same documents and all state $1.14 billion.');
  });

  it('says which modes cite different documents', () => {
    const r = modeAgreement([a('vector', 'Margins held. [1]', ['q1.pdf']), a('graph', 'Margins held. [1]', ['q2.pdf']), a('hybrid', 'Margins held. [1][2]', ['q2.pdf', 'q1.pdf'])]);
    expect(r.documentGroups.map((g) => g.modes)).toEqual([['vector'], ['graph'], ['hybrid']]);
    expect(r.line).toBe('The modes disagree: vector, graph and hybrid cite different documents.');
  });

  it('says which modes state different figures, counting only the modes that state any', () => {
    const r = modeAgreement([
      a('vector', 'Attrition was 13.5%. [1]', ['q1.pdf']),
      a('graph', 'Attrition was discussed. [1]', ['q1.pdf']),
      a('hybrid', 'Attrition was 14.1%. [1]', ['q1.pdf']),
      a('kgar', 'Attrition was 13.5%. [1]', ['q1.pdf']),
    ]);
    expect(r.figureGroups.map((g) => g.modes)).toEqual([['vector', 'kgar'], ['hybrid']]);
    expect(r.figuresDisagree).toBe(true);
    expect(r.line).toBe('The modes disagree: vector+kgar and hybrid state different figures.');
  });

  it('does not count a mode that states the same figure and more as a disagreement, and says what it adds', () => {
    const r = modeAgreement([
      a('vector', 'TCV was $1.14 billion. [1]', ['q1.pdf']),
      a('graph', 'TCV was $1.14 billion. [1] We guide for 7% to 9% growth. [2]', ['q1.pdf']),
    ]);
    expect(r.figuresDisagree).toBe(false);
    expect(r.line).toBe('The modes that answered agree: vector and graph cite the same documents and all state $1.14 billion. graph also states 7% and 9%.');
  });

  it('names the modes that found no answer apart, and does not compare them', () => {
    const r = modeAgreement([a('vector', 'TCV was $1.14 billion. [1]', ['q1.pdf']), a('graph', 'The provided context does not contain the answer.', [], true), a('hybrid', 'TCV was $1.14 billion. [1]', ['q1.pdf'])]);
    expect(r.refused).toEqual(['graph']);
    expect(r.line).toBe('The modes that answered agree: vector and hybrid cite the same documents and all state $1.14 billion. graph found no answer.');
    expect(modeAgreement([a('vector', 'x [1]', ['a.pdf']), a('graph', '', [], true)]).line).toBe('Only vector found an answer. graph found no answer.');
    expect(modeAgreement([a('graph', '', [], true)]).line).toBe('No mode found an answer.');
  });
});
