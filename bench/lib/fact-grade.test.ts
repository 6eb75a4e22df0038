import { describe, expect, it } from 'vitest';
import { CompanyNames, gradeNotStated, gradeValue, parseGroupAnswer, statement, tokenOverlap, type FactQuestion, type GradedAnswer } from './fact-grade.js';

const names = new CompanyNames([
  { fileName: 'HDFC Bank.pdf', company: 'HDFC Bank Limited', aliases: [] },
  { fileName: 'HDFC Life.pdf', company: 'HDFC Life Insurance Company Limited', aliases: ['HDFC Life Insurance'] },
  { fileName: 'State Bank of India.pdf', company: 'State Bank of India', aliases: [] },
  { fileName: 'SBI Life Insurance Company.pdf', company: 'SBI Life Insurance Company Limited', aliases: [] },
  { fileName: 'Sun Pharma.pdf', company: 'Sun Pharmaceutical Industries Ltd.', aliases: [] },
  { fileName: "Dr. Reddy's Laboratories.pdf", company: "Dr. Reddy's Laboratories", aliases: [] },
  { fileName: 'Adani Ports and Special Economic Zone Ltd.pdf', company: 'Adani Ports and Special Economic Zone Limited', aliases: [] },
  { fileName: 'Tata Consultancy Services.pdf', company: 'Tata Consultancy Services Limited', aliases: [] },
]);

describe('company names in answers', () => {
  it('reads stored names, stems and short names, longest first', () => {
    expect(names.namedIn('SBI Life and SBI, HDFC Bank Limited').stems).toEqual(['SBI Life Insurance Company', 'State Bank of India', 'HDFC Bank']);
    expect(names.namedIn("TCS and Dr Reddy's").stems).toEqual(['Tata Consultancy Services', "Dr. Reddy's Laboratories"]);
    expect(names.namedIn('Adani Ports and Special Economic Zone Limited').stems).toEqual(['Adani Ports and Special Economic Zone Ltd']);
  });
});

describe('which companies a group answer says qualify', () => {
  it('the header line, names holding "and" or a full stop read whole', () => {
    const a = "Pharma (above 25%): 2 of 4 companies checked — Dr. Reddy's Laboratories, Sun Pharmaceutical Industries Ltd..\nDr. Reddy's Laboratories: EBITDA margin 28.3%. [1]";
    expect(parseGroupAnswer(a, names, [])).toEqual({ stems: ["Dr. Reddy's Laboratories", 'Sun Pharma'], unknown: [], how: 'header' });
    const b = 'Ports: 1 of 1 companies checked — Adani Ports and Special Economic Zone Limited.';
    expect(parseGroupAnswer(b, names, []).stems).toEqual(['Adani Ports and Special Economic Zone Ltd']);
  });

  it('an unrecognised name in the list is returned as unknown', () => {
    const a = 'Banks (above 4%): 2 of 6 companies checked — HDFC Bank Limited, Yes Bank Limited.';
    expect(parseGroupAnswer(a, names, [])).toMatchObject({ stems: ['HDFC Bank'], unknown: ['Yes Bank Limited'] });
  });

  it('"none of the n companies" is the empty list', () => {
    expect(parseGroupAnswer('Banks (above 4.5%): none of the 6 companies checked states it.\nHDFC Bank Limited (4.1%: not above 4.5%): …', names, ['HDFC Bank'])).toEqual({ stems: [], unknown: [], how: 'none' });
  });

  it('without a header: labelled lines without a qualifier, else the cited companies', () => {
    const a = 'HDFC Bank Limited: NIM 4.1%. [1]\nState Bank of India (3.47%: not above 4%): … [2]\nNo matching evidence: SBI Life Insurance Company Limited.';
    expect(parseGroupAnswer(a, names, [])).toEqual({ stems: ['HDFC Bank'], unknown: [], how: 'labels' });
    expect(parseGroupAnswer('The NIM was 4.1%. [1]', names, ['HDFC Bank', 'HDFC Bank'])).toEqual({ stems: ['HDFC Bank'], unknown: [], how: 'citations' });
  });
});

describe('grading a figure', () => {
  const q: FactQuestion = {
    id: 'fq-x', question: 'What was Axis Bank PAT?', kind: 'segment-trap', companies: ['Axis Bank'], metric: 'net profit',
    values: [{ company: 'Axis Bank', value: 'Rs 5,797 crores', period: 'Q1 FY24', kind: 'actual', segment: null, page: 6, text: 'PAT at Rs 5,797 crores, increasing 41% YOY' }],
    threshold: null, answer: '', paraphrased: false, split: 'dev', notes: 'Trap: Axis Finance PAT Rs 123 crore (p9).',
  };
  const ctx = (text: string, document = 'Axis Bank.pdf') => ({ text, document, company: document.replace('.pdf', '') });
  const companyOf = (s: string): string => s;

  it('value and citation of the company; strict needs the gold sentence cited', () => {
    const a: GradedAnswer = { answer: 'PAT at ₹5,797 crore [1]', refused: false, citations: [{ n: 1, document: 'Axis Bank.pdf', company: 'Axis Bank' }], contexts: [ctx('Q1: PAT at Rs 5,797 crores, increasing 41% YOY.')] };
    expect(gradeValue(q, q.values[0]!, a, companyOf)).toMatchObject({ value: true, cited: true, goldCited: true, trap: false });
    const other: GradedAnswer = { ...a, citations: [{ n: 1, document: 'HDFC Bank.pdf', company: 'HDFC Bank' }], contexts: [ctx('PAT at Rs 5,797 crores', 'HDFC Bank.pdf')] };
    expect(gradeValue(q, q.values[0]!, other, companyOf)).toMatchObject({ value: true, cited: false, goldCited: false });
  });

  it('the trap figure stated instead of the gold value', () => {
    const a: GradedAnswer = { answer: 'Axis Finance PAT was Rs 123 crore [1]', refused: false, citations: [{ n: 1, document: 'Axis Bank.pdf', company: 'Axis Bank' }], contexts: [ctx('Axis Finance PAT Rs 123 crore')] };
    expect(gradeValue(q, q.values[0]!, a, companyOf)).toMatchObject({ value: false, trap: true });
  });

  it('a company with several .txt calls: a citation of any of its calls is its citation, of another company none', () => {
    const us = new CompanyNames([
      { fileName: 'ACN_q1_2022.txt', company: 'Accenture', aliases: [] },
      { fileName: 'ACN_q4_2021.txt', company: 'Accenture', aliases: [] },
      { fileName: 'IBM_q2_2021.txt', company: 'IBM', aliases: [] },
    ]);
    expect(us.companyOf('ACN_q4_2021')).toBe('Accenture');
    expect(us.namedIn('Accenture and IBM').stems).toEqual(['ACN_q1_2022', 'IBM_q2_2021']);
    const uq: FactQuestion = { ...q, kind: 'single', notes: '', values: [{ ...q.values[0]!, company: 'ACN_q1_2022', value: '$15 billion', text: 'Revenues for the quarter were $15 billion.' }] };
    const cite = (document: string): GradedAnswer => ({ answer: 'Revenue was $15 billion [1]', refused: false, citations: [{ n: 1, document, company: null }], contexts: [{ text: 'Revenues for the quarter were $15 billion.', document, company: null }] });
    expect(gradeValue(uq, uq.values[0]!, cite('ACN_q4_2021.txt'), (s) => us.companyOf(s))).toMatchObject({ value: true, cited: true, goldCited: true });
    expect(gradeValue(uq, uq.values[0]!, cite('IBM_q2_2021.txt'), (s) => us.companyOf(s))).toMatchObject({ value: true, cited: false });
    const parts: GradedAnswer = { ...cite('ACN_q1_2022.txt'), answer: 'x', parts: [{ company: 'IBM', found: true, answer: '$15 billion [1]', citations: [1] }, { company: 'Accenture', found: true, answer: '$14 billion [1]', citations: [1] }] };
    expect(gradeValue(uq, uq.values[0]!, parts, (s) => us.companyOf(s))).toMatchObject({ value: false });
    // One part a period: the company's figure stated in any of its parts, cited from any of them.
    const periods: GradedAnswer = { ...cite('ACN_q1_2022.txt'), answer: 'x', parts: [{ company: 'Accenture', found: false, answer: 'Accenture, Q1 FY21: no Q1 FY21 transcript in the workdir.', citations: [] }, { company: 'Accenture', found: true, answer: 'Accenture, Q1 FY22: “Revenues for the quarter were $15 billion.” [1]', citations: [1] }] };
    expect(gradeValue(uq, uq.values[0]!, periods, (s) => us.companyOf(s))).toMatchObject({ value: true, cited: true });
  });

  it('token overlap counts the gold sentence tokens found', () => {
    expect(tokenOverlap('NIM at 4.10%, improving 50 bps', 'the NIM at 4.10% improving by 50 bps YOY')).toBe(1);
    expect(tokenOverlap('NIM at 4.10%', 'NIM at 4.2%')).toBeCloseTo(2 / 3);
  });
});

describe('what an answer itself states', () => {
  it('is the figure an answer from facts names, not another one in the sentence it quotes', () => {
    const a = 'ICICI Bank Limited: Non-interest income 51.83 billion Rupees: “Non-interest income grew to 51.83 billion Rupees in Q1 of 2024. Fee income increased by 14.1% to 48.43 billion Rupees.” [1].';
    expect(statement(a)).not.toContain('48.43');
    expect(statement(a)).toContain('51.83');
  });

  it('is the whole of an extractive answer, which is all quotation', () => {
    const a = '“Fee income increased by 14.1% year-on-year to 48.43 billion Rupees in Q1 FY24.” [1]';
    expect(statement(a)).toBe(a);
  });
});

describe('gradeNotStated', () => {
  const v = { company: 'Beta', value: null, period: '', kind: '', segment: null, page: null, text: null };
  const companyOf = (s: string): string => s;
  const answer = (text: string, parts?: { company: string; found: boolean; answer: string; citations: number[] }[]) => ({ answer: text, refused: false, citations: [], contexts: [], ...(parts ? { parts } : {}) });
  it("passes a company's part or line saying its figure is not stated, with no figure given", () => {
    expect(gradeNotStated(v, answer('Alpha: EBITDA 12% [1].\nBeta: not stated', [{ company: 'Beta', found: false, answer: 'not stated.', citations: [] }]), companyOf)).toEqual({ company: 'Beta', said: true, figure: false });
    expect(gradeNotStated(v, answer('Alpha Limited: revenue ₹31,065 crore [1].\nBeta Limited: not found in its Q1 FY24 transcript.'), companyOf)).toEqual({ company: 'Beta', said: true, figure: false });
  });
  it('fails one giving another figure as the value, or saying nothing of it', () => {
    expect(gradeNotStated(v, answer('Beta: operating profit 37%: “So net sales, 9%, and 18% operating profit” [2].'), companyOf)).toEqual({ company: 'Beta', said: false, figure: true });
    expect(gradeNotStated(v, answer('Beta: “So in the context of attrition falling …” [2].'), companyOf)).toEqual({ company: 'Beta', said: false, figure: false });
  });
});
