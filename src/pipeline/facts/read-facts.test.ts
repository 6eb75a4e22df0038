import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { periodLabel } from '../../core/fact.js';
import { figuresIn } from '../../core/text/figures.js';
import { periodBefore } from '../../core/text/fact-period.js';
import { lexiconFrom, vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { readFacts } from './read-facts.js';
import { discourseSubjects } from './discourse-subject.js';

const lexicon = lexiconFrom([
  { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
  { id: 'gross_npa', names: ['gross npa'], abbreviations: ['GNPA'], unit: 'percent' },
  { id: 'net_profit', names: ['net profit', 'profit after tax'], abbreviations: ['PAT'], unit: 'money' },
  { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
  { id: 'arpu', names: ['average revenue per user'], abbreviations: ['ARPU'], unit: 'per_unit' },
  { id: 'capex', names: ['capex'], abbreviations: [], unit: 'money' },
  { id: 'large_deals', names: ['large deals'], abbreviations: [], unit: 'count' },
  { id: 'deposits', names: ['deposits'], abbreviations: [], heads: ['deposit'], unit: 'money' },
  { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
  { id: 'ebitda_margin', names: ['ebitda margin'], abbreviations: [], unit: 'percent', marginOf: 'ebitda' },
  { id: 'currency_impact', names: ['forex impact'], abbreviations: [], unit: 'money' },
  { id: 'gross_margin', names: ['gross margin', 'gross margins'], abbreviations: [], unit: 'percent' },
  { id: 'net_debt_to_ebitda', names: ['net debt to ebitda'], abbreviations: [], unit: 'multiple' },
  { id: 'market_share', names: ['market share'], abbreviations: [], unit: 'percent' },
  { id: 'inflation', names: ['inflation'], abbreviations: ['CPI'], unit: 'percent' },
  { id: 'production', names: ['production'], abbreviations: [], unit: 'count' },
  { id: 'restructured_book', names: ['restructured book'], abbreviations: [], unit: 'money' },
  { id: 'vehicle_loans', names: ['vehicle finance'], abbreviations: [], unit: 'money' },
  { id: 'advances', names: ['advances', 'loan portfolio'], abbreviations: [], unit: 'money' },
  { id: 'slippages', names: ['gross npa additions'], abbreviations: [], unit: 'money' },
  { id: 'msme_loans', names: ['msme loans'], abbreviations: ['SME'], unit: 'money' },
  { id: 'value_added_products', names: ['downstream'], abbreviations: [], unit: 'percent' },
  { id: 'business_banking', names: ['business banking'], abbreviations: [], unit: 'money' },
  { id: 'disbursements', names: ['disbursements'], abbreviations: [], unit: 'money' },
  { id: 'recoveries', names: ['recoveries'], abbreviations: [], unit: 'money' },
  { id: 'persistency', names: ['persistency'], abbreviations: [], unit: 'percent' },
  { id: 'capital_adequacy', names: ['capital adequacy ratio'], abbreviations: [], unit: 'percent' },
  { id: 'cet1_ratio', names: ['cet1'], abbreviations: [], unit: 'percent' },
]);

const page = (...turns: string[]) => turns.join('\n');
const doc = (pages: string[]) => ({ docId: 'd1', company: 'Kaveri Bank Limited', aliases: ['Kaveri'], quarter: 'Q1' as const, year: 'FY24', fyEndMonth: 3, pages });
const read = (pages: string[]) => readFacts(doc(pages), { lexicon });
const brief = (pages: string[]) => read(pages).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}${f.valueHigh !== null ? `..${f.valueHigh}` : ''}|${f.unit}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}|p${f.page}`);

describe('figures', () => {
  it('reads ranges, scales and bare counts, not years or labels', () => {
    expect(figuresIn('capex of Rs 6,000 to 7,000 crore in FY24').map((f) => [f.value, f.high, f.unit, f.currency])).toEqual([[6e10, 7e10, 'money', 'inr']]);
    expect(figuresIn('we signed 16 large deals in Q1 2023').map((f) => [f.value, f.unit])).toEqual([[16, 'number']]);
    expect(figuresIn('net debt at 2.5x, up 35 bps').map((f) => f.unit)).toEqual(['multiple', 'bp']);
    // "between" joins two amounts into a range, a misspelt scale after the first notwithstanding.
    expect(figuresIn('It will be anywhere between INR6,000 cores, INR7,000 crores.').map((f) => [f.value, f.high])).toEqual([[6e10, 7e10]]);
    expect(figuresIn('margins between 12% and 13%').map((f) => [f.value, f.high])).toEqual([[12, 13]]);
    expect(figuresIn('EBITDA of 12%, and 13% in Q4').map((f) => [f.value, f.high])).toEqual([[12, null], [13, null]]);
    // A span of months or years is no figure.
    expect(figuresIn('ROE at 12.8% on a trailing 12-month basis, over the 12 months to June').map((f) => f.text)).toEqual(['12.8%']);
  });
});

describe('periods', () => {
  it('steps back a quarter or a year across fiscal years', () => {
    expect(periodBefore({ quarter: 'Q1', year: 'FY24' }, 'quarter')).toEqual({ quarter: 'Q4', year: 'FY23' });
    expect(periodBefore({ quarter: 'Q3', year: 'FY24' }, 'year')).toEqual({ quarter: 'Q3', year: 'FY23' });
    expect(periodBefore({ quarter: 'H1', year: 'FY24' }, 'quarter')).toEqual({ quarter: 'H2', year: 'FY23' });
  });
});

describe('readFacts', () => {
  it("places each figure on its page: its offset in the page's text, whitespace collapsed, so that a page's figures sort in the order it states them", () => {
    const pages = [
      page('Ravi Menon: Good morning everyone.', 'Our net profit was Rs 500 crores.'),
      page('Ravi Menon: The net interest margin   was 4.1%.', 'On a consolidated basis, the net interest margin was 4.3% and net profit Rs 520 crores.'),
    ];
    const facts = read(pages);
    const flat = pages.map((p) => p.replace(/\s+/g, ' ').trim());
    expect(facts.length).toBe(4);
    for (const f of facts) expect(flat[f.page - 1]!.slice(f.position!, f.position! + f.valueText.length)).toBe(f.valueText);
    const second = facts.filter((f) => f.page === 2).sort((a, b) => a.position! - b.position!);
    expect(second.map((f) => f.valueText)).toEqual(['4.1%', '4.3%', 'Rs 520 crores']);
  });

  it('reads levels, changes with their basis, and comparison bases with their period', () => {
    const facts = brief([
      page(
        'Anil Rao: Thank you. Net profit after tax for the quarter at Rs 1,200 crores, grew by 30% over prior year.',
        'The core net interest margin for the quarter was at 4.1%.',
        'GNPA was at 1.17%, compared to 1.12% in prior quarter and 1.28% in prior year.',
        'Deposits grew 20% year-on-year and 4% quarter-on-quarter.',
      ),
    ]);
    expect(facts).toEqual([
      '|net_profit|12000000000|money|Q1 FY24|actual|p1',
      '|net_profit|30|percent|Q1 FY24|change/yoy|p1',
      '|net_interest_margin|4.1|percent|Q1 FY24|actual|p1',
      '|gross_npa|1.17|percent|Q1 FY24|actual|p1',
      '|gross_npa|1.12|percent|Q4 FY23|actual|p1',
      '|gross_npa|1.28|percent|Q1 FY23|actual|p1',
      '|deposits|20|percent|Q1 FY24|change/yoy|p1',
      '|deposits|4|percent|Q1 FY24|change/qoq|p1',
    ]);
  });

  it('reads a change measured "over that of" an earlier quarter as the call\'s own change, and the base it was measured from as that quarter\'s', () => {
    expect(brief([page('Anil Rao: The net profit for the quarter rose to Rs 2,485 crores from Rs 1,013 crores, a growth of 145.4% over that of quarter one of last year.')])).toEqual([
      '|net_profit|24850000000|money|Q1 FY24|actual|p1',
      '|net_profit|10130000000|money|Q1 FY23|actual|p1',
      '|net_profit|145.4|percent|Q1 FY24|change/yoy|p1',
    ]);
  });

  it('reads a level followed by "up 5.8%" as the level, and the 5.8% as its change', () => {
    expect(brief([page('Anil Rao: EBITDA at nearly Rs 42,000 crores up 5.8% year-on-year.')])).toEqual([
      '|ebitda|420000000000|money|Q1 FY24|actual|p1',
      '|ebitda|5.8|percent|Q1 FY24|change/yoy|p1',
    ]);
  });

  it('reads "an addition to deposits of" as a change, a bare "deposit" unqualified as deposits, and no amount in basis points', () => {
    expect(brief([page('Anil Rao: Deposit amounted to Rs 19,100 crores, with an addition to deposits of Rs 300 crores in the quarter. The cost of deposit went up 20 bps.')])).toEqual([
      '|deposits|191000000000|money|Q1 FY24|actual|p1',
      '|deposits|3000000000|money|Q1 FY24|change/qoq|p1',
    ]);
  });

  it('reads a prior period named in words, guidance ranges for the year, and counts', () => {
    const facts = brief([
      page('Gopal Menon: The ARPU got to Rs 200 versus Rs 193 in quarter four.'),
      page('We expect capex of Rs 6,000 to 7,000 crore for the year.', 'We signed 16 large deals in the quarter.'),
    ]);
    expect(facts).toEqual([
      '|arpu|200|per_unit|Q1 FY24|actual|p1',
      '|arpu|193|per_unit|Q4 FY23|actual|p1',
      '|capex|60000000000..70000000000|money|FY24|guidance|p2',
      '|large_deals|16|count|Q1 FY24|actual|p2',
    ]);
  });

  it("gives a subsidiary's or segment's figure to it, not to the company", () => {
    const facts = brief([
      page(
        "Anil Rao: Kaveri Bank's net profit was Rs 500 crores.",
        "Kaveri Securities' net profit was Rs 40 crores.",
        'Kaveri Prime got a net profit of Rs 21 crores this quarter.',
        'Talking about Home Care, revenue grew 10%.',
        'Overall revenue grew 7%.',
      ),
    ]);
    expect(facts).toEqual([
      '|net_profit|5000000000|money|Q1 FY24|actual|p1',
      'Kaveri Securities|net_profit|400000000|money|Q1 FY24|actual|p1',
      'Kaveri Prime|net_profit|210000000|money|Q1 FY24|actual|p1',
      'Home Care|revenue|10|percent|Q1 FY24|change/yoy|p1',
      '|revenue|7|percent|Q1 FY24|change/yoy|p1',
    ]);
  });

  it("reads management's words only, not the analysts' or the moderator's", () => {
    const facts = brief([
      page(
        'Moderator: The first question is from the line of Ravi Shah from Alpha Capital.',
        'Ravi Shah: Is NIM at 4.5% sustainable?',
        'Anil Rao: NIM was 4.1% this quarter.',
        'Ravi Shah: Fair to assume NIM goes to 3.9% next year.',
        'Anil Rao: We do not guide on that.',
      ),
    ]);
    expect(facts).toEqual(['|net_interest_margin|4.1|percent|Q1 FY24|actual|p1']);
  });

  it('reads the remarks of a chief executive who hands a question to a colleague, when the host moderates under their own name', () => {
    const facts = brief([
      page(
        'Nitin Mohta: Good day and welcome. I now hand over to Anil Rao.',
        'Anil Rao: NIM was 4.1% this quarter.',
        'Nitin Mohta: Thank you. The first question is from the line of Ravi Shah.',
        'Ravi Shah: Fair to assume NIM goes to 3.9% next year.',
        'Anil Rao: Meena, do you want to take the NIM question?',
        'Meena Iyer: Gross NPA was 1.9% at quarter end.',
      ),
    ]);
    expect(facts).toEqual(['|net_interest_margin|4.1|percent|Q1 FY24|actual|p1', '|gross_npa|1.9|percent|Q1 FY24|actual|p1']);
  });

  it("reads the remarks of the company's officers the participants list names, however many questions they pose", () => {
    const facts = brief([
      page(
        'MANAGEMENT: DR. ANIL RAO - MANAGING DIRECTOR & CEO, KAVERI BANK LIMITED',
        'MR. RAVI SHAH - ANALYST, ALPHA CAPITAL',
        'Meena Iyer: Good day and welcome to the call.',
        'Anil Rao: Why do we grow? What drives NIM? NIM was 4.1% this quarter. Can it hold?',
        'Ravi Shah: Is NIM at 4.5% sustainable?',
        'Anil Rao: Ravi, is that your only question? We think NIM stays near 4.1%, do we not?',
      ),
    ]);
    expect(facts).toContain('|net_interest_margin|4.1|percent|Q1 FY24|actual|p1');
    expect(facts.some((f) => f.includes('|4.5|'))).toBe(false);
  });

  it("reads the figure of a reply's first sentence as the metric the analyst's question asked about, unless the reply asks back", () => {
    const facts = brief([
      page(
        'Moderator: The next question is from the line of Ravi Shah from Alpha Capital.',
        'Ravi Shah: On FY24, what capex should we build in?',
        'Anil Rao: It will be about Rs 6,000 to 7,000 crores. We stay disciplined.',
        'Moderator: The next question is from the line of Meena Iyer from Beta Securities.',
        'Meena Iyer: And NIM for the quarter?',
        'Anil Rao: What, 4%? We used to be at 4.5% before the pandemic.',
      ),
    ]);
    // The reply dates its guidance nowhere: it is for the year the question asked about.
    expect(facts).toEqual(['|capex|60000000000..70000000000|money|FY24|guidance|p1']);
  });

  it("reads a reply's first figure as the metric asked after words that state none, and a figure said to be the guidance as the metric just spoken of", () => {
    const facts = brief([
      page(
        'Moderator: The next question is from the line of Ravi Shah from Alpha Capital.',
        'Ravi Shah: Do you still hold the capex plan for FY24?',
        'Anil Rao: Absolutely, bang on. It will be about Rs 6,000 crores.',
        'Moderator: The next question is from the line of Meena Iyer from Beta Securities.',
        'Meena Iyer: And the margin?',
        'Anil Rao: The net interest margin could be a little lower than the gross margin trend. And that is the reason 4.1% to 4.3% is the guidance.',
      ),
    ]);
    expect(facts).toContain('|capex|60000000000|money|FY24|guidance|p1');
    // The sentence's subject, not the metric it ended on.
    expect(facts.some((f) => f.startsWith('|net_interest_margin|4.1..4.3|percent|') && f.endsWith('|guidance|p1'))).toBe(true);
    expect(facts.some((f) => f.includes('|gross_margin|'))).toBe(false);
  });

  it("reads the reply to a follow-up whose pronoun names no metric as the metric the same analyst's question before asked about", () => {
    const facts = brief([
      page(
        'Moderator: The next question is from the line of Ravi Shah from Alpha Capital.',
        'Ravi Shah: Could you give us the net interest margin for the quarter?',
        'Anil Rao: We do not split it by product.',
        'Ravi Shah: And how was it year-on-year?',
        'Anil Rao: Year-on-year, it is higher by about 20 basis points.',
        'Moderator: The next question is from the line of Meena Iyer from Beta Securities.',
        'Meena Iyer: Could you give us the net interest margin for the quarter?',
        'Anil Rao: We do not split it by product.',
        'Ravi Shah: And how was it year-on-year?',
        'Anil Rao: Year-on-year, it is higher by about 30 basis points.',
      ),
    ]);
    // Only the follow-up of the analyst who asked the question before: another's question says nothing of what "it" is.
    expect(facts.filter((f) => f.startsWith('|net_interest_margin|20|bp|'))).toHaveLength(1);
    expect(facts.some((f) => f.includes('|30|'))).toBe(false);
  });

  it('leaves out shares of a metric and figures the metric is not measured in', () => {
    expect(brief([page('Anil Rao: Retail constitutes about 83.5% of our total deposits.', 'NIM of Rs 300 crores is not a margin.')])).toEqual([]);
  });

  it('cites sentence, page and speaker, with a stable id', () => {
    const pages = [page('Anil Rao: Intro.'), page('Anil Rao: NIM was 4.1% this quarter.')];
    const [a] = read(pages);
    expect(a).toMatchObject({ page: 2, speaker: 'Anil Rao', sentence: 'NIM was 4.1% this quarter.', company: 'Kaveri Bank Limited', metricText: 'NIM' });
    expect(read(pages)[0]!.id).toBe(a!.id);
  });
});

describe('readFacts: signs and names that are not owners', () => {
  it('reads a negative figure in words, and no amount or currency as a segment', () => {
    const facts = brief([page('Anil Rao: Revenue growth negative 5% this quarter.', 'Net profit was at INR32,829 crores.')]);
    expect(facts).toEqual(['|revenue|-5|percent|Q1 FY24|change/yoy|p1', '|net_profit|328290000000|money|Q1 FY24|actual|p1']);
  });

  it("gives a figure of the economy or the whole market to it, by the word before its metric, not the company's own or its share", () => {
    const facts = brief([
      page(
        'Anil Rao: Monetary policy pause was extended with CPI inflation easing below 5% this quarter.',
        'Talking about the industry: Global aluminium production grew at 2% year-on-year this quarter.',
        'Our global revenue grew 9% this quarter, with an improvement in industry market share to 8.6%. There was an inflation of 3% in our costs this quarter.',
      ),
    ]);
    expect(facts).toEqual([
      'economy|inflation|5|percent|Q1 FY24|actual|p1',
      'industry|production|2|percent|Q1 FY24|change/yoy|p1',
      '|revenue|9|percent|Q1 FY24|change/yoy|p1',
      '|market_share|8.6|percent|Q1 FY24|actual|p1',
      '|inflation|3|percent|Q1 FY24|actual|p1',
    ]);
  });
});

describe('readFacts: a figure a pronoun carries on from the sentence before', () => {
  it("gives the figure of \"This is an expansion of …\" the owner the sentence before gave the metric", () => {
    const facts = brief([
      'Anil Rao: Consolidated revenues grew by 4% sequentially. Kaveri Housing revenues grew by 4.5% sequentially, EBITDA margin is at 52.7%. This is an expansion of 0.5% from the last quarter.',
    ]);
    expect(facts.filter((f) => f.includes('ebitda_margin'))).toEqual(['Kaveri Housing|ebitda_margin|52.7|percent|Q1 FY24|actual|p1', 'Kaveri Housing|ebitda_margin|0.5|percent|Q1 FY24|change/qoq|p1']);
  });
  it('leaves the figure the company\'s when the sentence before gave the metric to the company', () => {
    const facts = brief(['Anil Rao: Our EBITDA margin is at 52.7%. This is an expansion of 0.5% from the last quarter.']);
    expect(facts.filter((f) => f.includes('ebitda_margin')).map((f) => f.split('|')[0])).toEqual(['', '']);
  });
});

describe('readFacts: the business a passage is about', () => {
  /** Lines wrapped to a page's width, as a PDF's text is; a paragraph's last line is short. */
  const wrapped = (...paragraphs: string[]) =>
    paragraphs
      .map((p) => {
        const lines: string[] = [];
        let line = '';
        for (const w of p.split(' ')) {
          if ((line + ' ' + w).trim().length > 80) {
            lines.push(line);
            line = w;
          } else line = (line + ' ' + w).trim();
        }
        return [...lines, line].join('\n');
      })
      .join('\n');

  it("gives the figures after a sentence turning to a subsidiary to it, until the speaker turns back to the company", () => {
    const facts = brief([
      wrapped(
        'Anil Rao: Net profit after tax for the quarter at Rs 1,200 crores, grew by 30% over prior year. Some highlights on Kaveri Housing Finance. The total revenue for the quarter stood at INR 730 crores, growing 19% year-on-year. Net profit was INR 120 crores, compared to INR 100 crores in the prior year, and we remain well capitalised.',
        'In summary, our deposits grew 20% year-on-year and our net interest margin held at 4.1%, with all of our businesses doing well.',
      ),
    ]);
    expect(facts).toEqual([
      '|net_profit|12000000000|money|Q1 FY24|actual|p1',
      '|net_profit|30|percent|Q1 FY24|change/yoy|p1',
      'Kaveri Housing Finance|revenue|7300000000|money|Q1 FY24|actual|p1',
      'Kaveri Housing Finance|revenue|19|percent|Q1 FY24|change/yoy|p1',
      'Kaveri Housing Finance|net_profit|1200000000|money|Q1 FY24|actual|p1',
      'Kaveri Housing Finance|net_profit|1000000000|money|Q1 FY23|actual|p1',
      '|deposits|20|percent|Q1 FY24|change/yoy|p1',
      '|net_interest_margin|4.1|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('reads a heading of its own ("First, Infrastructure.") as a turn to a business, and "this segment" as the one last named', () => {
    const facts = brief([
      page(
        'Anil Rao: I will now comment on the performance of each segment. First, Infrastructure. Coming to order inflows, this segment secured revenue of Rs 401 billion. During the quarter, orders came from water and transmission. Revenue grew 7% on a large base.',
        'Overall, our net profit was Rs 900 crore. The revenue of this segment was Rs 300 billion.',
      ),
    ]);
    expect(facts).toEqual([
      'Infrastructure|revenue|401000000000|money|Q1 FY24|actual|p1',
      'Infrastructure|revenue|7|percent|Q1 FY24|change/yoy|p1',
      '|net_profit|9000000000|money|Q1 FY24|actual|p1',
      'Infrastructure|revenue|300000000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('reads "Now to …;" as a turn to a business, held through its paragraph, and "moving back to our consolidated results" as a turn back to the company; "Now to go back to …" turns to nothing', () => {
    const facts = brief([
      page(
        'Anil Rao: Revenue was Rs 900 crore. Now to Kaveri Digital; Kaveri Digital revenue was Rs 120 crore. Adjusted net profit in the quarter was Rs 30 crore, down Rs 3 crore. Now moving back to our consolidated results; total net profit was Rs 80 crore.',
        'Ravi Shah: Now to go back to your outlook on LME, every week is a new story. Our capex was Rs 50 crore.',
      ),
    ]);
    expect(facts).toEqual([
      '|revenue|9000000000|money|Q1 FY24|actual|p1',
      'Kaveri Digital|revenue|1200000000|money|Q1 FY24|actual|p1',
      'Kaveri Digital|net_profit|300000000|money|Q1 FY24|actual|p1',
      'Kaveri Digital|net_profit|-30000000|money|Q1 FY24|change|p1',
      '|net_profit|800000000|money|Q1 FY24|actual|p1',
      '|capex|500000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('turns to the business a move names, not the businesses it comprises ("We now move on to …")', () => {
    const facts = brief([page('Anil Rao: We now move on to Hi-Tech Manufacturing segment that comprises our Defence and Heavy Engineering business. The revenue for this segment was Rs 250 billion.')]);
    expect(facts).toEqual(['Hi-Tech Manufacturing|revenue|250000000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a turn that opens by taking the listener through a business (in lower case) as about it throughout', () => {
    const facts = brief([
      wrapped(
        'Anil Rao: Thanks. Let me take you through our asset management business. Our revenue grew 10% year-on-year.',
        'We manage one of the largest offshore funds for global investors, among the largest of its kind in India.',
        'Our net profit was flat at INR 106 crore this quarter, as economies of scale were shared.',
      ),
      page('Ravi Shah: Net profit was Rs 900 crore.'),
    ]);
    expect(facts).toEqual([
      'Asset Management|revenue|10|percent|Q1 FY24|change/yoy|p1',
      'Asset Management|net_profit|1060000000|money|Q1 FY24|actual|p1',
      '|net_profit|9000000000|money|Q1 FY24|actual|p2',
    ]);
    // "Pretax", "Companywide": how a figure is measured, or that it is the whole company's; no business.
    const basis = brief([wrapped('Anil Rao: Pretax operating margins improved 120 basis points to 15.5%. Companywide EBITDA margin was 22.2% in the quarter.')]);
    expect(basis.length > 0 && basis.every((f) => f.startsWith('|')), basis.join('; ')).toBe(true);
    // "I'm here to talk on …": the speaker turns to the business, for the turn.
    const here = brief([wrapped("Anil Rao: Thank you. I'm here to talk on our asset management business. Our net profit was flat at INR 106 crore this quarter.")]);
    expect(here).toEqual(['Asset Management|net_profit|1060000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a speaker label that is a business bearing the company\'s name ("Kaveri Finance:") as its heading, until the company is named', () => {
    const facts = brief([
      wrapped(
        'Anil Rao: Net profit grew 30% this quarter.',
        'Kaveri Finance: Delivered strong growth as a full-service lender.',
        'Q1FY24 PAT grew 29% YOY to Rs 123 Crores.',
        'Kaveri Securities: Revenue grew 24% YOY.',
        'Asset quality ratios for the Bank are on slide 59.',
        'Gross NPA was 1.9% this quarter.',
      ),
    ]);
    expect(facts).toEqual([
      '|net_profit|30|percent|Q1 FY24|change/yoy|p1',
      'Kaveri Finance|net_profit|29|percent|Q1 FY24|change/yoy|p1',
      'Kaveri Finance|net_profit|1230000000|money|Q1 FY24|actual|p1',
      'Kaveri Securities|revenue|24|percent|Q1 FY24|change/yoy|p1',
      '|gross_npa|1.9|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('gives the sentences between a business and its naming again to it, when the passage lapsed in between', () => {
    const facts = brief([
      // Paragraphs apart (a blank line between).
      page(
        'Anil Rao: Thank you. Good evening. It was a good quarter.',
        '',
        'Some highlights on KHF Financial Services. The total revenue stood at INR 730 crores, growing 19% year-on-year.',
        '',
        'Distribution network was augmented by 89 branches in the quarter.',
        'Net profit for the quarter was INR 120 crores. KHF remains well capitalised, with deposits of INR 900 crores.',
        '',
        'Overall, net profit was Rs 1,200 crores.',
      ),
    ]);
    expect(facts).toEqual([
      'KHF Financial Services|revenue|7300000000|money|Q1 FY24|actual|p1',
      'KHF Financial Services|revenue|19|percent|Q1 FY24|change/yoy|p1',
      'KHF Financial Services|net_profit|1200000000|money|Q1 FY24|actual|p1',
      'KHF Financial Services|deposits|9000000000|money|Q1 FY24|actual|p1',
      '|net_profit|12000000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('carries a business a sentence opens on only to the sentences that go on about it', () => {
    const facts = brief([
      // (A call names its business inside a sentence somewhere, not only where one opens on it: see the "Exposure" case below.)
      wrapped('Anil Rao: A word on our subsidiary Novelis. Novelis delivered a net profit of $421 million in the quarter, on the back of a favourable mix. Its revenue grew 4% year-on-year. With that strong quarter, deposits grew 16% across our network of branches.'),
    ]);
    expect(facts).toEqual([
      'Novelis|net_profit|421000000|money|Q1 FY24|actual|p1',
      'Novelis|revenue|4|percent|Q1 FY24|change/yoy|p1',
      '|deposits|16|percent|Q1 FY24|change/yoy|p1',
    ]);
    // "Our …": the speakers' own figure, the company's, not the business the sentence before opened on.
    const ours = brief([wrapped('Anil Rao: Novelis delivered a net profit of $421 million in the quarter. Our revenue grew 6% year-on-year.')]);
    expect(ours).toEqual(['Novelis|net_profit|421000000|money|Q1 FY24|actual|p1', '|revenue|6|percent|Q1 FY24|change/yoy|p1']);
  });

  it('starts each speaker with no subject, and reads a turn to a metric as no business', () => {
    const facts = brief([
      page(
        'Anil Rao: Moving on to our performance in Home Care. Revenue grew 10% with strong volumes.',
        'Meera Iyer: Now moving to deposits, growth of IBPC deposits was 20% year-on-year. Revenue grew 7%.',
      ),
    ]);
    expect(facts).toEqual(['Home Care|revenue|10|percent|Q1 FY24|change/yoy|p1', '|deposits|20|percent|Q1 FY24|change/yoy|p1', '|revenue|7|percent|Q1 FY24|change/yoy|p1']);
  });

  it('learns the names of businesses from the document, and reads its own initials as the company', () => {
    const facts = brief([
      page(
        'Anil Rao: In the Healthcare Services business, revenue grew 12% on healthcare services demand.',
        'KBL revenue grew 9% this quarter.',
      ),
    ]);
    expect(facts).toEqual(['Healthcare Services|revenue|12|percent|Q1 FY24|change/yoy|p1', '|revenue|9|percent|Q1 FY24|change/yoy|p1']);
  });

  it("reads the company's people by their labels, and not another firm's, asking or not", () => {
    const facts = brief([
      page(
        'Mr. Ravi Kumar – Chairman, Kaveri Bank: Good morning to all of you. NIM was 3.9% this quarter.',
        'Mr. Ashok Shah – Chairman, Ajcon Global: Sir, my compliments. Your net profit grew 40%, which is excellent.',
        'Mr. Ravi Kumar – Chairman, Kaveri Bank: Should I tell you more? Net profit grew 41% this quarter?',
        'Mr. Ashok Shah – Chairman, Ajcon Global: Thank you sir, NIM of 4% next year will be good.',
      ),
    ]);
    expect(facts).toEqual(['|net_interest_margin|3.9|percent|Q1 FY24|actual|p1', '|net_profit|41|percent|Q1 FY24|change/yoy|p1']);
  });

  it('reads no value of a metric from an impact on it ("an impact to fourth quarter EPS of $0.07")', () => {
    expect(brief([page('Anil Rao: The after-tax total is Rs 59 crore, an impact to first quarter net profit of Rs 7 crore. Net profit was Rs 900 crore.')])).toEqual(['|net_profit|9000000000|money|Q1 FY24|actual|p1']);
  });

  it('reads the metric a pronoun stands for from the sentence before, in the same turn only', () => {
    const facts = brief([
      page('Anil Rao: Net interest margin, which was 4.10% in quarter one last year, is now at 4.5%. In quarter four, it had peaked to 4.75%.', 'Ravi Shah: It was a good year, up 12%.'),
    ]);
    expect(facts).toEqual([
      '|net_interest_margin|4.1|percent|Q1 FY23|actual|p1',
      '|net_interest_margin|4.5|percent|Q1 FY24|actual|p1',
      '|net_interest_margin|4.75|percent|Q4 FY23|actual|p1',
    ]);
  });

  it('gives the figures of a passage about the full year to the year, not the quarter', () => {
    const facts = brief([page('Anil Rao: Our net profit was Rs 1,000 crore this quarter. For the full year, net profit was Rs 3,900 crore. And NIM was 4.1%.', 'In the fourth quarter, NIM was 4.2%.')]);
    expect(facts).toEqual([
      '|net_profit|10000000000|money|Q1 FY24|actual|p1',
      '|net_profit|39000000000|money|FY24|actual|p1',
      '|net_interest_margin|4.1|percent|FY24|actual|p1',
      '|net_interest_margin|4.2|percent|Q4 FY23|actual|p1',
    ]);
  });

  it('reads the level a change reached, however the call joins them ("by 29 basis points and stands at 0.71%")', () => {
    const facts = brief([page('Anil Rao: NIM improved by 24 basis points on YoY basis to 3.47%. Our net profit increased by 178% YoY to Rs 16,884 crore. Gross margin declined by 29 basis points and stands at 31%.')]);
    expect(facts).toEqual([
      '|net_interest_margin|24|bp|Q1 FY24|change/yoy|p1',
      '|net_interest_margin|3.47|percent|Q1 FY24|actual|p1',
      '|net_profit|178|percent|Q1 FY24|change/yoy|p1',
      '|net_profit|168840000000|money|Q1 FY24|actual|p1',
      '|gross_margin|-29|bp|Q1 FY24|change/yoy|p1',
      '|gross_margin|31|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('reads the value after a bound ("well below 2x at 1.73"), and a figure placed "this time around" in the call\'s own quarter', () => {
    expect(brief([page('Anil Rao: Net debt to EBITDA is well below 2x at 1.73 at the end of June.', 'Gross margin was 20.3% last quarter, we are at 19.0% this time around.')])).toEqual([
      '|net_debt_to_ebitda|1.73|multiple|Q1 FY24|actual|p1',
      '|gross_margin|20.3|percent|Q4 FY23|actual|p1',
      '|gross_margin|19|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('reads a bare "margins" as the margin of the metric the turn last spoke of, and "we\'re at" as that metric again', () => {
    expect(
      brief([
        page(
          'Anil Rao: EBITDA came in at Rs 1,954 crores. Our margins closed at 19%, up 280 basis points year-on-year. We were at 19.3% last quarter, we are at 19.0% this time around.',
          'Ravi Shah: And the margin outlook?',
          'Meena Iyer: Margins should hold.',
        ),
      ]),
    ).toEqual([
      '|ebitda|19540000000|money|Q1 FY24|actual|p1',
      '|ebitda_margin|19|percent|Q1 FY24|actual|p1',
      '|ebitda_margin|280|bp|Q1 FY24|change/yoy|p1',
      '|ebitda_margin|19.3|percent|Q4 FY23|actual|p1',
      '|ebitda_margin|19|percent|Q1 FY24|actual|p1',
    ]);
    // A bare margin with no metric before it in the turn is not read.
    expect(brief([page('Anil Rao: Margins were 19% this quarter.')])).toEqual([]);
    // "We are at" a count of something else is not the metric before it.
    expect(brief([page('Anil Rao: We signed 16 large deals. We are at 28,000 rural distributors now.')])).toEqual(['|large_deals|16|count|Q1 FY24|actual|p1']);
  });

  it("gives a figure the fiscal quarter of a month and year said after it (\"as of March '23\"), not of one said before it", () => {
    expect(brief([page("Anil Rao: Gross NPA improved to 2.5% against 2.7% as of March '23. NIM is at 3.8% in June '22. The plan announced in December '20 took our net profit to Rs 900 crores.")])).toEqual([
      '|gross_npa|2.5|percent|Q1 FY24|actual|p1',
      '|gross_npa|2.7|percent|Q4 FY23|actual|p1',
      '|net_interest_margin|3.8|percent|Q1 FY23|actual|p1',
      '|net_profit|9000000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('keeps the span a figure is stated over though "now" is said of it ("EPS for the last 12 months is now at …")', () => {
    expect(read([page('Anil Rao: On a diluted basis, net profit for the last 12 months is now at Rs 15,500 crore.')]).map((f) => [f.valueText, periodLabel(f.period), f.periodText])).toEqual([['Rs 15,500 crore', 'Q1 FY24', 'last 12 months']]);
  });

  it('reads a figure over the last 12 months as stated for that span, not as the quarter\'s own', () => {
    const facts = read([page('Anil Rao: Our capex was Rs 4,000 crore this quarter, and our overall capex spend has been about Rs 15,500 crore in the last 12 months.')]);
    expect(facts.map((f) => [f.valueText, periodLabel(f.period), f.periodText])).toEqual([
      ['Rs 4,000 crore', 'Q1 FY24', null],
      ['Rs 15,500 crore', 'Q1 FY24', 'last 12 months'],
    ]);
  });

  it('reads a part of the book named before its metric ("the overseas loan portfolio", "retail personal advances") as the owner, not a kind of market share', () => {
    expect(
      brief([page('Anil Rao: The overseas loan portfolio declined by 5.2% sequentially. On the business front, domestic advances grew by 15% YoY, headlined by retail personal advances which grew by 16.5%. Our retail market share was 36.6% this quarter.')]),
    ).toEqual([
      'overseas|advances|-5.2|percent|Q1 FY24|change/qoq|p1',
      '|advances|15|percent|Q1 FY24|change/yoy|p1',
      'retail personal|advances|16.5|percent|Q1 FY24|change/yoy|p1',
      '|market_share|36.6|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('reads a business named in lower case before its metric, or opening the sentence, as the owner, not a generic one', () => {
    expect(brief([page('Anil Rao: The diagnostics vertical recorded revenue of Rs 300 crore. Our home care business revenue grew 9%. The overall business revenue grew 7%.')])).toEqual([
      'diagnostics|revenue|3000000000|money|Q1 FY24|actual|p1',
      'home care|revenue|9|percent|Q1 FY24|change/yoy|p1',
      '|revenue|7|percent|Q1 FY24|change/yoy|p1',
    ]);
  });

  it('reads a name with a lower-case word before "segment" as the segment ("The U.S. domestic segment")', () => {
    expect(brief([page('Anil Rao: The U.S. domestic segment delivered net profit of $2.2 billion.')])).toEqual(['U.S. domestic|net_profit|2200000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a name as the subject past a hedge ("NourishCo I think had …") or before "has"', () => {
    expect(brief([page('Anil Rao: NourishCo I think had a good quarter, overall close to INR300 crores revenue growing 60%.')])).toEqual([
      'NourishCo|revenue|3000000000|money|Q1 FY24|actual|p1',
      'NourishCo|revenue|60|percent|Q1 FY24|change/yoy|p1',
    ]);
    expect(brief([page('Anil Rao: Neelachal has ramped up and delivered a net profit of Rs 120 crores.')])).toEqual(['Neelachal|net_profit|1200000000|money|Q1 FY24|actual|p1']);
  });

  it('reads dotted initials as a name ("U.K. revenue"), not a currency ("in U.S. dollars")', () => {
    expect(brief([page('Anil Rao: International operations: U.K. revenue grew 1%.')])).toEqual(['U.K.|revenue|1|percent|Q1 FY24|change/yoy|p1']);
    expect(brief([page('Anil Rao: We reduced our capex in U.S. dollars to $160 million.')])).toEqual(['|capex|160000000|money|Q1 FY24|actual|p1']);
  });

  it('reads capitalised words after "in" as a market, though each is also written in lower case ("in the Emerging Markets")', () => {
    const facts = brief([page('Anil Rao: Emerging growth in our markets was strong. Our revenues in the Emerging Markets were at USD261 million for Q1.')]);
    expect(facts).toEqual(['Emerging Markets|revenue|261000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a lone capitalised participle before a metric ("Reported net profit") as no owner, though never written in lower case', () => {
    expect(brief([page('Anil Rao: Reported net profit for Q1 was INR20,225 million.')])).toEqual(['|net_profit|20225000000|money|Q1 FY24|actual|p1']);
  });

  it("reads the initials of a business bearing the company's name as that business (\"Kaveri Securities\" … \"KS\")", () => {
    const facts = brief([page('Anil Rao: Kaveri Securities had a good quarter. The cash market share for KS as a firm for this quarter is 10.5%.')]);
    expect(facts).toEqual(['KS|market_share|10.5|percent|Q1 FY24|actual|p1']);
  });

  it('reads a name as the subject after a short opening phrase ("As per Ind AS, Kaveri Home Finance had …")', () => {
    expect(brief([page('Anil Rao: As per Ind AS, Kaveri Home Finance had a profit after tax of 1.05 billion Rupees in the current quarter.')])).toEqual([
      'Kaveri Home Finance|net_profit|1050000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('reads a lower-case word the call calls a business as that business when it opens a sentence ("Tea revenue …")', () => {
    const facts = brief([page('Anil Rao: Our tea business and our coffee business did well, and the core business too. Tea revenue grew 3%. Core revenue grew 5%.')]);
    expect(facts).toEqual(['Tea|revenue|3|percent|Q1 FY24|change/yoy|p1', '|revenue|5|percent|Q1 FY24|change/yoy|p1']);
  });

  it('reads "as far as we look at X" as turning to X', () => {
    const facts = brief([page('Anil Rao: As far as we look at Weatherseal, last year we had doubled the sale. We have already registered about Rs 9.8 crores of revenue.')]);
    expect(facts).toEqual(['Weatherseal|revenue|98000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a short name the document calls a business as a segment, however short ("the US business")', () => {
    const facts = brief([page('Anil Rao: The US business reported revenue of $222 million, up 43%.', 'Let us now turn to India.')]);
    expect(facts[0]).toMatch(/^US\|revenue\|222000000\|money/);
  });
});

describe('readFacts: which metric a figure measures', () => {
  it('reads no figure of a difference of two metrics ("operating profit less provisions") as either', () => {
    expect(brief([page('Anil Rao: The EBITDA less capex grew by 38.0% year-on-year. Capex was Rs 500 crores.')])).toEqual(['|capex|5000000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a metric measured within another ("the restructured book in vehicle finance") as the first, owned by the portion it is in', () => {
    expect(brief([page('Anil Rao: The restructured book in vehicle finance reduced to Rs 1,182 crores this quarter. Vehicle finance grew to Rs 9,000 crores. The gross NPA additions from the corporate and SME portfolio were Rs 246 crores.')])).toEqual([
      'vehicle finance|restructured_book|11820000000|money|Q1 FY24|actual|p1',
      '|vehicle_loans|90000000000|money|Q1 FY24|actual|p1',
      'corporate and SME|slippages|2460000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('reads the metric qualified, not its qualifier; a change named before its metric; no metric past a clause about something else', () => {
    const facts = brief([
      page(
        'Anil Rao: EBITDA including forex impact was at Rs 3,765 crores.',
        'EBITDA for Q1, including other operating revenues, was at Rs 3,318 crores.',
        'The bridge is as follows: increase in gross margins by 170 basis points.',
        'Our revenue dropped by approximately 24%, while contribution profit was down around 31%.',
        'Deposits grew 9% year-on-year but were lower 2.5% sequentially.',
      ),
    ]);
    expect(facts).toEqual([
      '|ebitda|37650000000|money|Q1 FY24|actual|p1',
      '|ebitda|33180000000|money|Q1 FY24|actual|p1',
      '|gross_margin|170|bp|Q1 FY24|change/yoy|p1',
      '|revenue|-24|percent|Q1 FY24|change/yoy|p1',
      '|deposits|9|percent|Q1 FY24|change/yoy|p1',
      '|deposits|-2.5|percent|Q1 FY24|change/qoq|p1',
    ]);
  });
});

describe("readFacts: a speaker's own business", () => {
  it("gives a subsidiary head's figures to the subsidiary, unless a sentence turns back to the company", () => {
    const facts = brief([
      page('Kaveri Bank Limited Q1 FY24 Earnings Call', 'MANAGEMENT: MR. ANIL RAO – CHIEF FINANCIAL OFFICER – KAVERI BANK LIMITED', 'MR. RAVI SHAH – CHIEF EXECUTIVE OFFICER – KAVERI SECURITIES LIMITED'),
      page('Anil Rao: Revenue grew 7% this quarter.', 'Ravi Shah: Revenue grew 12% this quarter. At the consolidated level, net profit was Rs 500 crores.'),
    ]);
    expect(facts).toEqual(['|revenue|7|percent|Q1 FY24|change/yoy|p2', 'Kaveri Securities|revenue|12|percent|Q1 FY24|change/yoy|p2', '|net_profit|5000000000|money|Q1 FY24|actual|p2']);
  });
});

describe('readFacts: a base period and a generic growth', () => {
  it('gives "a year ago" to the figure it follows, not to a later figure in the sentence', () => {
    expect(brief([page('Anil Rao: The GNPA at 1.77% versus 2.24% a year ago, and with a NIM of 4.1%, we are well placed.')])).toEqual([
      '|gross_npa|1.77|percent|Q1 FY24|actual|p1',
      '|gross_npa|2.24|percent|Q1 FY23|actual|p1',
      '|net_interest_margin|4.1|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('reads "14.8% YoY growth" after another metric\'s figure as that metric\'s growth', () => {
    const withGrowth = lexiconFrom([
      { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
      { id: 'revenue_growth', names: ['revenue growth', 'yoy growth'], abbreviations: [], unit: 'percent' },
    ]);
    const facts = readFacts(doc([page('Anil Rao: EBITDA grew to Rs 13,116 crores, 14.8% YoY growth.')]), { lexicon: withGrowth });
    expect(facts.filter((f) => f.valueText === '14.8%').map((f) => `${f.metric}|${f.kind}|${f.basis}`)).toEqual(['ebitda|change|yoy']);
  });
});

describe('readFacts: a change noun after the metric, and the whole a share is of', () => {
  it('reads "NIM accretion … was 36 bps" as a change, and makes no change of a money metric from it', () => {
    expect(brief([page('Anil Rao: NIM accretion net of one-offs, was 36 bps.')])).toEqual(['|net_interest_margin|36|bp|Q1 FY24|change|p1']);
    expect(brief([page('Anil Rao: The revenue increase in policies was 9%.')]).filter((f) => f.startsWith('|revenue|'))).toEqual([]);
  });

  it('reads the figure of the subject, not of the whole a relative clause says it is a share of', () => {
    expect(brief([page('Anil Rao: Deposits that constitute two-thirds of the revenue were at INR6,290 crores.')])).toEqual(['|deposits|62900000000|money|Q1 FY24|actual|p1']);
  });
});

describe('readFacts: a level that held', () => {
  it('reads "stable at about 23% QoQ" as a level, not a change', () => {
    expect(brief([page('Anil Rao: Overall, the gross margin was stable at about 23% QoQ.')])).toEqual(['|gross_margin|23|percent|Q1 FY24|actual|p1']);
  });
});

describe('readFacts: periods of a list of bases', () => {
  it('gives each base the period stated right after it', () => {
    const facts = brief([page('Anil Rao: Net profit was INR2,850 crores, against INR2,700 crores during the prior quarter and INR3,200 crores in the prior year.')]);
    expect(facts).toEqual(['|net_profit|28500000000|money|Q1 FY24|actual|p1', '|net_profit|27000000000|money|Q4 FY23|actual|p1', '|net_profit|32000000000|money|Q1 FY23|actual|p1']);
  });
});

describe('readFacts: an amount per unit beside a scaled amount', () => {
  it('keeps the written value of an amount per unit, which takes no scale from the amount before it', () => {
    const facts = brief([page('Anil Rao: At the standalone level, the EBITDA stood at Rs. 7,348 crores, which translates to an ARPU of Rs. 15,895.')]);
    expect(facts).toEqual(['|ebitda|73480000000|money|Q1 FY24|actual|p1', '|arpu|15895|per_unit|Q1 FY24|actual|p1']);
  });

  it('reads no amount of millions as an amount per unit, unless its words say per what', () => {
    const perShare = lexiconFrom([{ id: 'dividend', names: ['dividend', 'dividends', 'dividend per share'], abbreviations: [], unit: 'per_unit' }]);
    const values = (text: string) => readFacts(doc([page(text)]), { lexicon: perShare }).map((f) => `${f.metric}|${f.value}`);
    expect(values('Anil Rao: In the first quarter, dividends from our operating segments totaled $183 million.')).toEqual([]);
    expect(values('Anil Rao: The Board declared a dividend of $0.45 per share.')).toEqual(['dividend|0.45']);
    expect(values('Anil Rao: We paid a dividend of Rs 2.5 million per store partner.')).toEqual(['dividend|2500000']);
  });
});

describe('readFacts: amounts spent, periods stated as subjects, and counts of where something is offered', () => {
  const more = lexiconFrom([
    { id: 'net_debt', names: ['net debt'], abbreviations: [], unit: 'money' },
    { id: 'capex', names: ['capex', 'capital expenditure'], abbreviations: [], unit: 'money' },
    { id: 'discounts', names: ['discounts'], abbreviations: [], unit: 'money' },
    { id: 'branches', names: ['branches'], abbreviations: [], unit: 'count' },
    { id: 'agents', names: ['agents'], abbreviations: [], unit: 'count' },
  ]);
  const briefWith = (...turns: string[]) =>
    readFacts(doc([page(...turns)]), { lexicon: more }).map((f) => `${f.metric}|${f.metricText}|${f.value}|${periodLabel(f.period)}|${f.kind}`);

  it('reads an increase "of about Ra. 3,600 crores" as a change, and the level "now" as the call\'s own', () => {
    expect(briefWith('Anil Rao: The cash flows have led to an increase in the net debt of about Ra. 3,600 crores on QoQ basis, which is now about Rs. 71,397 crores.')).toEqual([
      'net_debt|net debt|36000000000|Q1 FY24|change',
      'net_debt|net debt|713970000000|Q1 FY24|actual',
    ]);
  });

  it('reads an amount spent on a metric as its value', () => {
    expect(briefWith('Anil Rao: We remain committed to growth, and spent about Rs. 4,089 crores on capital expenditure during the quarter.')).toEqual([
      'capex|capital expenditure|40890000000|Q1 FY24|actual',
    ]);
  });

  it('reads ", quarter 4 was X" after the call\'s own figure as that quarter\'s, and a pronoun\'s metric without the words before the pronoun', () => {
    expect(briefWith('Anil Rao: Discounts went up this quarter.', 'Now it is at INR 16,214 per vehicle and also up from the quarter 4 of last year, quarter 4 was INR 13,269 per vehicle.')).toEqual([
      'discounts|Discounts|16214|Q1 FY24|actual',
      'discounts|Discounts|13269|Q4 FY23|actual',
    ]);
  });

  it('reads no count of a network from where something else is offered, and "added a net of" as a change', () => {
    expect(briefWith('Anil Rao: Gold loans are now offered in 4,336 branches.', 'Our network now stands at 7,860 branches.', 'During the quarter, we added a net of 14,048 agents.')).toEqual([
      'branches|branches|7860|Q1 FY24|actual',
      'agents|agents|14048|Q1 FY24|change',
    ]);
  });
});

describe('readFacts: shares of revenue beside amounts, bases a sentence compares to, and a change in a relative clause', () => {
  const more = lexiconFrom([
    { id: 'research_and_development', names: ['r&d'], abbreviations: [], unit: 'money' },
    { id: 'revenue', names: ['revenue', 'sales'], abbreviations: [], unit: 'money' },
    { id: 'return_on_equity', names: ['return on equity'], abbreviations: ['ROE'], unit: 'percent' },
  ]);
  const briefWith = (...turns: string[]) =>
    readFacts(doc([page(...turns)]), { lexicon: more }).map((f) => `${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

  it("reads each amount's share of sales as that amount's metric, and each base with the period after its share", () => {
    expect(
      briefWith(
        "Anil Rao: Consolidated investment towards R&D for Q1 FY '24 stands at INR6,796 million, 5.8% of sales, and this compares to INR6,657 million, 6.2% of sales, for Q4 FY '23 and INR4,608 million, 4.3% to sales, for Q1 FY '23.",
      ),
    ).toEqual([
      'research_and_development|INR6,796 million|Q1 FY24|actual',
      'research_and_development|5.8%|Q1 FY24|actual',
      'research_and_development|INR6,657 million|Q4 FY23|actual',
      'research_and_development|6.2%|Q4 FY23|actual',
      'research_and_development|INR4,608 million|Q1 FY23|actual',
      'research_and_development|4.3%|Q1 FY23|actual',
    ]);
  });

  it('reads a share of revenue joined to its amount by "or" with no comma as that metric in percent', () => {
    expect(briefWith('Anil Rao: Total R&D investments for the quarter are at INR349 crores or 5.5% of revenue.')).toEqual([
      'research_and_development|INR349 crores|Q1 FY24|actual',
      'research_and_development|5.5%|Q1 FY24|actual',
    ]);
    // A percentage after a bare "or" that goes on "to" an amount is the amount's change, not a share.
    expect(briefWith('Anil Rao: Total R&D investments increased by INR73 crores or 14.5% to INR432 crores in the quarter.')).toContain('research_and_development|14.5%|Q1 FY24|change/yoy');
  });

  it('reads "that has gone up by" after a level as the change of its metric', () => {
    expect(briefWith('Anil Rao: Our ROE is at 12.8% on a trailing 12-month basis in June 23, that has gone up by almost 130 basis points over the year.')).toEqual([
      'return_on_equity|12.8%|Q1 FY24|actual',
      'return_on_equity|130 basis points|Q1 FY24|change/yoy',
    ]);
  });
});

describe('readFacts: a growth stated in a measure of growth', () => {
  const more = lexiconFrom([
    { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
    { id: 'constant_currency_growth', names: ['constant currency'], abbreviations: [], unit: 'percent' },
  ]);
  it('reads a year-on-year growth of revenue "in constant currency" as that measure too, not a sequential one', () => {
    const facts = readFacts(doc([page('Anil Rao: Our revenues declined 1.3% sequentially and grew 6.3% on a year-on-year basis in constant currency.')]), { lexicon: more });
    expect(facts.map((f) => `${f.metric}|${f.valueText}|${f.kind}${f.basis ? `/${f.basis}` : ''}`)).toEqual([
      'revenue|1.3%|change/qoq',
      'revenue|6.3%|change/yoy',
      'constant_currency_growth|6.3%|actual',
    ]);
  });
});

describe("readFacts: the company's initials given to another business", () => {
  it('reads initials the call defines for a subsidiary as the subsidiary, though they are the company\'s own', () => {
    const facts = brief([page('Anil Rao: Kaveri Bullion Limited (KBL) is another major subsidiary of ours.', 'KBL ended the quarter with a PAT of Rs. 4,551 crores.')]);
    expect(facts).toEqual(['KBL|net_profit|45510000000|money|Q1 FY24|actual|p1']);
    expect(brief([page('Anil Rao: KBL ended the quarter with a PAT of Rs. 4,551 crores.')])).toEqual(['|net_profit|45510000000|money|Q1 FY24|actual|p1']);
  });

  it('reads a dash spaced off after a word as a separator, not a minus sign', () => {
    expect(brief([page('Anil Rao: Consolidated profit after tax - 48% increase.')])).toEqual(['|net_profit|48|percent|Q1 FY24|change/yoy|p1']);
  });
});

describe('readFacts: an amount\'s share of another, named as a ratio', () => {
  const more = lexiconFrom([
    { id: 'provisions', names: ['provisions'], abbreviations: [], unit: 'money' },
    { id: 'operating_profit', names: ['core operating profit'], abbreviations: [], unit: 'money' },
    { id: 'credit_cost', names: ['credit cost', 'provisions to average advances'], abbreviations: [], unit: 'percent' },
  ]);
  it('reads "or 0.49% of average advances" after provisions as the ratio the vocabulary names, and no other share', () => {
    const facts = readFacts(doc([page('Anil Rao: The total provisions during the quarter were 12.92 billion Rupees, or 9.3% of core operating profit and 0.49% of average advances.')]), { lexicon: more });
    expect(facts.map((f) => `${f.metric}|${f.valueText}|${f.unit}|${f.kind}`)).toEqual(['provisions|12.92 billion Rupees|money|actual', 'credit_cost|0.49%|percent|actual']);
  });
});

describe('readFacts: a figure done before a clause that looks ahead', () => {
  const more = lexiconFrom([{ id: 'launches', names: ['launches', 'new products'], abbreviations: [], unit: 'count' }]);
  const kinds = (text: string) => readFacts(doc([page(`Anil Rao: ${text}`)]), { lexicon: more }).map((f) => `${f.valueText}|${f.kind}`);
  it('reads "we launched 8 new products … and expect the momentum to continue" as an actual, and a figure after "expect" as guidance', () => {
    expect(kinds('We launched 8 new products during the quarter and expect the launch momentum to continue.')).toEqual(['8|actual']);
    expect(kinds('We expect to launch 12 new products this year.')).toEqual(['12|guidance']);
    // A year between the done figure and the look ahead is no other figure.
    expect(kinds('Today we launched 8 new products for the third quarter and updated full year 2021 launches guidance.')).toEqual(['8|actual']);
    // A span between is a number: the figure is what was committed to, not done.
    expect(kinds('We had made a commitment of hitting 8 new products 3 years back and the target was September.')).toEqual(['8|target']);
  });
});

describe('recall rules of version 62', () => {
  const more = lexiconFrom([
    { id: 'adjusted_ebitda', names: ['adjusted ebitda'], abbreviations: [], unit: 'money' },
    { id: 'operating_cash_flow', names: ['cash from operations'], abbreviations: [], unit: 'money' },
    { id: 'free_cash_flow', names: ['free cash flow'], abbreviations: [], unit: 'money' },
    { id: 'dividend', names: ['dividend'], abbreviations: [], unit: 'money' },
    { id: 'production', names: ['production'], abbreviations: [], unit: 'count' },
  ]);
  // A call whose fiscal year is not known (as the US calls are read): a year named alone is that year.
  const usDoc = (text: string) => ({ docId: 'u1', company: 'Acme Rail Corp', quarter: 'Q3' as const, year: 'FY21', fyEndMonth: null, pages: ['Intro', `Jane Roe: ${text}`] });
  const read2 = (text: string) => readFacts(usDoc(text), { lexicon: more }).map((f) => `${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);

  it('reads a base written with its sign ("compared to negative $1 million")', () => {
    expect(read2('Adjusted EBITDA for the third quarter of 2021 was $18 million compared to negative $1 million in the third quarter of 2020.')).toEqual([
      'adjusted_ebitda|$18 million|Q3 FY21|actual',
      'adjusted_ebitda|$1 million|Q3 FY20|actual',
    ]);
  });

  it('reads a base dated by a year alone, and a change said beside its amount ("or 38%", ", a 9% increase")', () => {
    // The year-to-date amount states no period a fact can hold (rules 116): it is stated with none.
    expect(read2('Year-to-date cash from operations increased to $6.5 billion from $6 billion in 2020, a 9% increase.')).toEqual([
      'operating_cash_flow|$6.5 billion|9M FY21|actual',
      'operating_cash_flow|$6 billion|FY20|actual',
      'operating_cash_flow|9%|Q3 FY21|change',
    ]);
    expect(read2('Free cash flow increased $728 million or 38% driven by higher net income.')).toEqual(['free_cash_flow|$728 million|Q3 FY21|change', 'free_cash_flow|38%|Q3 FY21|change']);
  });

  it('gives no figure to a slide, a page or a basis of measurement ("Turning to Slide 19,", "Non-GAAP")', () => {
    const owners = (text: string) => readFacts(usDoc(text), { lexicon: more }).map((f) => `${f.valueText}|${f.segment ?? ''}`);
    expect(owners('Turning to Slide 19, free cash flow was $2.1 billion.')).toEqual(['$2.1 billion|']);
    expect(owners('On a Non-GAAP basis, adjusted EBITDA was $40 million.')).toEqual(['$40 million|']);
  });

  it('reads a change whose verb comes before the metric ("increasing our dividend by 10%") and a quantity with a unit of measure', () => {
    // A raise made in May, a month's move: no period (period-kind-labels-5).
    expect(read2('Actions taken during the year include increasing our industry-leading dividend by 10% in May.')).toEqual(['dividend|10%||change']);
    expect(read2('Production at the mine is expected to exceed 3.4 million ounces this year.')).toEqual(['production|3.4 million|FY21|guidance']);
  });
});

describe('a share of a whole', () => {
  it('is no value of the whole: "Wholesale deposits constitute 16.5%" states no deposits', () => {
    const lexicon = lexiconFrom([{ id: 'deposits', names: ['deposits'], abbreviations: [], unit: 'money' }]);
    const read3 = readFacts(doc([page('Anil Rao: Wholesale deposits constitute 16.5% and these grew 9% year-on-year.')]), { lexicon }).map((f) => `${f.metric}|${f.metricText}|${f.valueText}|${f.kind}`);
    expect(read3).toEqual(['deposits|Wholesale deposits|9%|change']);
  });
});

describe('readFacts: parts named with a metric\'s words, quarters looked ahead to, and lists of changes and sources', () => {
  it('reads a business the sentence calls one as the owner, though a metric shares a word of its name', () => {
    expect(brief([page('Anil Rao: The downstream aluminum business revenues were down 11% sequentially.')])).toEqual(['downstream aluminum|revenue|-11|percent|Q1 FY24|change/qoq|p1']);
  });

  it('reads a portion named with a metric\'s words as the owner, and does not carry it to a metric with a name of its own', () => {
    expect(brief([page('Anil Rao: Small business banking disbursements grew 8% YoY and PL disbursements were up 26% YoY.')])).toEqual([
      'small business banking|disbursements|8|percent|Q1 FY24|change/yoy|p1',
      '|disbursements|26|percent|Q1 FY24|change/yoy|p1',
    ]);
  });

  it('reads a quarter named by a guidance as the coming one, and one named by an actual as the past one', () => {
    expect(brief([page('Anil Rao: We expect capex of Rs 500 crores in Q2. Capex was Rs 400 crores in Q4.')])).toEqual([
      '|capex|5000000000|money|Q2 FY24|guidance|p1',
      '|capex|4000000000|money|Q4 FY23|actual|p1',
    ]);
  });

  it('reads a change listed after a fall as a fall too, and one after a rise as a rise', () => {
    expect(brief([page('Anil Rao: The loan portfolio declined by 32.1% year-on-year and 5.2% sequentially. Deposits grew 12% year-on-year and 3% sequentially.')])).toEqual([
      '|advances|-32.1|percent|Q1 FY24|change/yoy|p1',
      '|advances|-5.2|percent|Q1 FY24|change/qoq|p1',
      '|deposits|12|percent|Q1 FY24|change/yoy|p1',
      '|deposits|3|percent|Q1 FY24|change/qoq|p1',
    ]);
  });

  it('does not bind a figure to a metric past a clause about something else, even with figures between', () => {
    expect(brief([page('Anil Rao: Global production increased by 1% to 17.3 million tons, whereas consumption increased by 2% to 17.7 million tons.')])).toEqual([
      'industry|production|1|percent|Q1 FY24|change/yoy|p1',
      'industry|production|17300000|count|Q1 FY24|actual|p1',
    ]);
  });

  it('reads a part of the book a metric is measured from as its owner, not where the metric comes from by definition', () => {
    expect(brief([page('Anil Rao: Recoveries from the SME portfolio were Rs 20 crores. Recoveries from vehicle finance accounts were Rs 50 crores.')])).toEqual([
      'SME|recoveries|200000000|money|Q1 FY24|actual|p1',
      '|recoveries|500000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('reads no part from a time or a clause after the metric ("revenue in the quarter with EBITDA of")', () => {
    expect(brief([page('Anil Rao: We generated Rs 740 crores of revenue in the quarter with EBITDA of Rs 61 crores.')])).toEqual([
      '|revenue|7400000000|money|Q1 FY24|actual|p1',
      '|ebitda|610000000|money|Q1 FY24|actual|p1',
    ]);
  });

  it('carries an earlier owner to a metric whose name before it is that owner\'s ("Healthcare margins")', () => {
    expect(brief([page('Anil Rao: Our Healthcare Services business did well as healthcare demand grew. The Healthcare Services EBITDA grew by 12%, and Healthcare EBITDA margin was at 23.6%.')])).toEqual([
      'Healthcare Services|ebitda|12|percent|Q1 FY24|change/yoy|p1',
      'Healthcare Services|ebitda_margin|23.6|percent|Q1 FY24|actual|p1',
    ]);
  });

  it('does not read a metric said where an earlier figure came from as the metric of the next like figure', () => {
    const facts = read([page('Anil Rao: Of the restructured book, Rs 340 crores was from the vehicle finance portfolio and Rs 54 crores was from the SME portfolio.')]);
    expect(facts.filter((f) => f.valueText === 'Rs 54 crores').map((f) => f.metric)).not.toContain('vehicle_loans');
    expect(facts.filter((f) => f.valueText === 'Rs 340 crores').map((f) => f.metric)).toEqual(['restructured_book']);
  });
});

describe('readFacts: subjects that go on about a business, clauses about another, and ratios that own nothing', () => {
  it('carries a business a sentence opens on with a verb of carrying on ("started", "looks to") to the sentences that go on about it', () => {
    expect(brief([page('Anil Rao: During the quarter, Kaveri Life started activating new bank tie-ups. 13-month persistency stood at 83%.')])).toEqual(['Kaveri Life|persistency|83|percent|Q1 FY24|actual|p1']);
  });

  it('does not give a figure to a subject past a clause about another ("…, while Lanreotide has improved …")', () => {
    expect(brief([page('Anil Rao: Generic Revlimid continues to perform as per expectations, while Lanreotide has improved its market share to 18%.')]).filter((f) => f.includes('market_share'))).toEqual(['|market_share|18|percent|Q1 FY24|actual|p1']);
  });

  it('reads no ratio as the owner of another metric ("Our Capital Adequacy Ratio remains healthy with CET1 of 16.44%")', () => {
    expect(brief([page('Anil Rao: Our Capital Adequacy Ratio remains healthy with CET1 of 16.44%.')])).toEqual(['|cet1_ratio|16.44|percent|Q1 FY24|actual|p1']);
  });

  it('reads "In total, …" as the whole company again, after a passage about a business', () => {
    expect(brief([page('Anil Rao: Residential Solutions continued to grow with revenue up 8%. In total, gross margin increased to 52.8%.')])).toEqual([
      'Residential Solutions|revenue|8|percent|Q1 FY24|change/yoy|p1',
      '|gross_margin|52.8|percent|Q1 FY24|actual|p1',
    ]);
  });
});

describe('readFacts: levels said beside the base they moved from, "over" as "more than", and figures done before a target', () => {
  const more = lexiconFrom([
    { id: 'churn', names: ['churn'], abbreviations: [], unit: 'percent' },
    { id: 'volumes', names: ['volume', 'volumes'], abbreviations: [], unit: 'count' },
    { id: 'run_rate', names: ['run rate'], abbreviations: [], unit: 'money' },
    { id: 'net_profit', names: ['profit after tax'], abbreviations: [], unit: 'money' },
  ]);
  const briefOf = (text: string) =>
    readFacts(doc([page(`Anil Rao: ${text}`)]), { lexicon: more }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

  it('reads "0.92% down from 0.95% a year ago" as the level, and the figure after "from" as its base', () => {
    expect(briefOf('Postpaid churn was 0.92% down from 0.95% a year ago.')).toEqual(['churn|0.92|Q1 FY24|actual', 'churn|0.95|Q1 FY23|actual']);
  });

  it('reads "up over 25%" as a change of more than 25%, not a base', () => {
    expect(briefOf('Volume was up over 25% year-over-year.')).toEqual(['volumes|25|Q1 FY24|change/yoy']);
  });

  it('keeps a figure done before the target word an actual', () => {
    expect(briefOf('We exited the quarter at a run rate of approximately $120 million, well ahead of our year one target of $75 million.')).toEqual(['run_rate|120000000|Q1 FY24|actual']);
  });

  it('reads "Q1-2023" as the first quarter of that fiscal year', () => {
    expect(briefOf('The profit after tax was 3.90 billion Rupees in Q1-2024 compared to 3.49 billion Rupees in Q1-2023.')).toEqual([
      'net_profit|3900000000|Q1 FY24|actual',
      'net_profit|3490000000|Q1 FY23|actual',
    ]);
  });
});

describe('readFacts: a name that measures the same thing is no owner', () => {
  const more = lexiconFrom([
    { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
    { id: 'adjusted_ebitda', names: ['adjusted ebitda'], abbreviations: [], unit: 'money' },
  ]);
  it('reads "Adjusted EBITDA fell 19% … EBITDA was down 36%" with no owner', () => {
    const facts = readFacts(doc([page('Anil Rao: Adjusted EBITDA fell 19%, a sequential improvement from the second quarter when year-over-year EBITDA was down 36%.')]), { lexicon: more });
    expect(facts.map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}`)).toEqual(['|adjusted_ebitda|-19', '|ebitda|-36']);
  });
});

describe('readFacts: a ratio of two metrics the vocabulary does not name', () => {
  it('reads no net interest margin from "Opex to NIM … came in at 34%"', () => {
    const more = lexiconFrom([
      { id: 'operating_expenses', names: ['opex'], abbreviations: [], unit: 'money' },
      { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent' },
    ]);
    expect(readFacts(doc([page('Anil Rao: Opex to NIM continued to slide down slowly, came in at 34%. NIM was 10.2%.')]), { lexicon: more }).map((f) => `${f.metric}|${f.value}`)).toEqual(['net_interest_margin|10.2']);
  });
});

describe('readFacts: whose figure, what share, which period', () => {
  const more = lexiconFrom([
    { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
    { id: 'revenue_share', names: ['share of revenue'], abbreviations: [], unit: 'percent', shareOf: 'revenue' },
    { id: 'deposits', names: ['deposits', 'total deposits', 'deposit growth'], abbreviations: [], unit: 'money' },
    { id: 'deposit_mix', names: ['deposit mix'], abbreviations: [], unit: 'percent', shareOf: 'deposits' },
    { id: 'market_demand', names: ['market demand'], abbreviations: [], unit: 'count', owner: 'industry' },
    { id: 'inflation', names: ['inflation'], abbreviations: [], unit: 'percent' },
    { id: 'rin_expense', names: ['rins expense'], abbreviations: [], unit: 'money' },
    { id: 'throughput', names: ['throughput'], abbreviations: [], unit: 'count' },
    { id: 'volumes', names: ['volume'], abbreviations: [], unit: 'count' },
  ]);
  const briefOf = (...text: string[]) =>
    readFacts(doc([page(`Anil Rao: ${text.join(' ')}`)]), { lexicon: more }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

  it("reads a metric that is never a company's own as the market's, unless the sentence names another owner", () => {
    expect(briefOf('In Q1 FY24, the domestic market demand increased by approximately 10% year-on-year to 190 KT versus 173 KT in Q1 FY23.')).toEqual([
      'industry|market_demand|10|Q1 FY24|change/yoy',
      'industry|market_demand|190|Q1 FY24|actual',
      'industry|market_demand|173|Q1 FY23|actual',
    ]);
  });

  it("gives a figure whose clause has another owner as its subject (data/vocabulary/owners.json) to that owner, not the company", () => {
    expect(briefOf('The market grew volume by 5% year-on-year, and our volume grew 9% year-on-year.')).toEqual(['market|volumes|5|Q1 FY24|change/yoy', '|volumes|9|Q1 FY24|change/yoy']);
    expect(briefOf('Revenues from acquired businesses were $55 million.')).toEqual(['acquired business|revenue|55000000|Q1 FY24|actual']);
    // The owner of that clause is not carried to the next figure of the sentence.
    expect(briefOf('Adjacent markets grew volume by 5% year-on-year, throughput was up 3% year-on-year.')).toEqual(['market|volumes|5|Q1 FY24|change/yoy', '|throughput|3|Q1 FY24|change/yoy']);
  });

  it('gives a figure to a business named in lower case after it, in its phrase', () => {
    expect(briefOf('Our revenue was $43 million in the fertilizer segment.')).toEqual(['fertilizer|revenue|43000000|Q1 FY24|actual']);
    expect(briefOf('Our revenue was $43 million, with growth in the fertilizer segment.')).toEqual(['|revenue|43000000|Q1 FY24|actual']);
    expect(briefOf('Our revenue was $43 million as well as growth in our valuation business.')).toEqual(['|revenue|43000000|Q1 FY24|actual']);
  });

  it("reads a user's owner-marker file (config vocabulary.owners) with the shipped one", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'owners-')), 'owners.json');
    writeFileSync(file, JSON.stringify({ owners: [{ owner: 'joint venture', words: ['joint venture'], as: ['subject'] }] }));
    const read = (ownerFiles: string[]) => readFacts(doc([page('Anil Rao: Our joint venture posted revenue of $20 million.')]), { lexicon: more, ownerFiles }).map((f) => f.segment);
    expect(read([])).toEqual([null]);
    expect(read([file])).toEqual(['joint venture']);
  });

  it('gives a figure to a business the call names, written in lower case right before the metric', () => {
    expect(briefOf('Our Research segment serves executives.', 'Overall, research revenue was $50 million.')).toEqual(['Research|revenue|50000000|Q1 FY24|actual']);
    expect(briefOf('Our Research segment serves executives.', 'Overall, consulting revenue was $50 million.')).toEqual(['|revenue|50000000|Q1 FY24|actual']);
  });

  it('gives a figure to a business named in lower case right after the metric, as the call capitalises it', () => {
    expect(briefOf('Our Network Software segment serves carriers.', 'Revenues in our network segment were $343 million.')).toEqual(['Network Software|revenue|343000000|Q1 FY24|actual']);
    // A business the call never capitalises keeps the words it is written in; a word of any business ("core") names none.
    expect(briefOf('Revenues in our network segment were $343 million.', 'Revenues in our core segment were $5 million.')).toEqual(['network|revenue|343000000|Q1 FY24|actual', '|revenue|5000000|Q1 FY24|actual']);
    expect(briefOf('Revenues for the quarter for this segment were $5 million.')).not.toContain('quarter for this|revenue|5000000|Q1 FY24|actual');
  });

  it('gives a figure to a business named after a noun saying what it is ("Our largest category, Oral Care, delivered …")', () => {
    expect(briefOf('Our largest category, Oral Care, delivered revenue growth of nearly 10%.')).toEqual(['Oral Care|revenue|10|Q1 FY24|change/yoy']);
    expect(briefOf('Our largest region delivered revenue growth of nearly 10%.')).toEqual(['|revenue|10|Q1 FY24|change/yoy']);
  });

  it('gives a figure said before its metric to a name right after the metric, not to a numbered label', () => {
    expect(briefOf('We booked $10 million rins expense in India.')).toEqual(['India|rin_expense|10000000|Q1 FY24|actual']);
    expect(briefOf('We booked $10 million rins expense in Stage 1 accounts.')).toEqual(['|rin_expense|10000000|Q1 FY24|actual']);
    expect(briefOf('We booked $10 million rins expense back in May.')).toEqual(['|rin_expense|10000000|Q1 FY24|actual']);
    expect(briefOf('We booked $10 million rins expense for the Norwood campus.')).toEqual(['|rin_expense|10000000|Q1 FY24|actual']);
  });

  it("reads a part's share of a whole as the share metric of that whole, the part its owner, and the share it is compared with", () => {
    expect(briefOf('Rest of the World market accounted for approximately 14% of consolidated revenues.')).toEqual(['Rest of the World market|revenue_share|14|Q1 FY24|actual']);
    expect(briefOf('Retail, which has been an anchor of our deposit growth constitutes about 83.5% of our total deposits getting more granular compared to 82% in prior year June.')).toEqual([
      'Retail|deposit_mix|83.5|Q1 FY24|actual',
      'Retail|deposit_mix|82|Q1 FY23|actual',
    ]);
    expect(briefOf('Wholesale deposits constitute 16.5% and these grew 9% year-on-year.')).toEqual(['Wholesale|deposit_mix|16.5|Q1 FY24|actual', 'wholesale|deposits|9|Q1 FY24|change/yoy']);
  });

  it("reads a share said in the past tense as an actual, and a share of the year's whole as the year's", () => {
    expect(briefOf('Our government-supported businesses, which represented approximately 16% of our revenues, should be relatively unaffected.')).toEqual(['government-supported businesses|revenue_share|16|Q1 FY24|actual']);
    expect(briefOf('Individual construction projects comprised 64% of our annual revenue.')).toEqual(['Individual construction projects|revenue_share|64|FY24|actual']);
  });

  it('reads no share that names no part, nor a share metric named without one', () => {
    expect(briefOf('These markets represent approximately 70% of our total revenues.')).toEqual([]);
    expect(briefOf('Commercial aerospace continues to represent approximately 40% of total revenue.')).toEqual([]);
    expect(briefOf('The deposit mix improved to 40%.')).toEqual([]);
  });

  it('reads past a metric a per-unit figure is divided by', () => {
    expect(briefOf('RINs expense was $173 million or $8.77 per barrel of throughput compared to $16 million for the same period last year.')).toEqual([
      '|rin_expense|173000000|Q1 FY24|actual',
      '|rin_expense|16000000|Q1 FY23|actual',
    ]);
    // An amount per unit is still bound to the metric before it, not to a total named earlier.
    expect(briefOf('RINs expense was $173 million or $8.77 per barrel of throughput compared to $1.12 per barrel a year ago.')).toEqual(['|rin_expense|173000000|Q1 FY24|actual']);
  });

  it('reads a figure of a period already past as an actual, in a sentence that looks ahead', () => {
    expect(briefOf("These factors are estimated to result in inflation of 5% in the full year, after inflation of 6.7% in FY ‘23.")).toEqual(['|inflation|5|FY24|guidance', '|inflation|6.7|FY23|actual']);
  });
});

describe('readFacts: what a figure did to a metric, and a part of an earlier figure', () => {
  const more = lexiconFrom([
    { id: 'rin_expense', names: ['rins expense'], abbreviations: [], unit: 'money' },
    { id: 'free_cash_flow', names: ['free cash flow'], abbreviations: [], unit: 'money' },
    { id: 'revenue', names: ['net sales'], abbreviations: [], unit: 'money' },
  ]);
  const briefOf = (text: string) => readFacts(doc([page(`Anil Rao: ${text}`)]), { lexicon: more }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);

  it('reads no value from "was inflated by", "were unfavorably impacted by"', () => {
    expect(briefOf('Our first quarter RINs expense was inflated by $98 million from the mark-to-market impact.')).toEqual([]);
    expect(briefOf('Net sales were unfavorably impacted by approximately $9 million from changes in foreign currency exchange rates.')).toEqual([]);
  });

  it('reads no value from a part of an earlier figure, unless the part is a period\'s', () => {
    expect(briefOf("There's $178 million of RINs expense for the quarter and $98 million of that is associated with marking to market.")).toEqual(['rin_expense|178000000|Q1 FY24|actual']);
    expect(briefOf('We generated $284 million in free cash flow during the first nine months, $141 million of which was generated in the first quarter alone.').filter((f) => f.startsWith('free_cash_flow|141000000|'))).toHaveLength(1);
  });
});

describe('readFacts: a change listed on with "and by"', () => {
  it('reads "grew by 29% on YoY basis and by 7% on a sequential quarter basis" as two changes of the metric', () => {
    const facts = readFacts(doc([page('Anil Rao: Consolidated revenues for the quarter stood at Rs. 6,738 crores and grew by 29% on YoY basis and by 7% on a sequential quarter basis.')]), { lexicon });
    expect(facts.map((f) => `${f.metric}|${f.value}|${f.kind}${f.basis ? `/${f.basis}` : ''}`)).toEqual(['revenue|67380000000|actual', 'revenue|29|change/yoy', 'revenue|7|change/qoq']);
  });
});

describe('readFacts: a quarter named with its year, a fiscal year written short, a dated level and a period compared with', () => {
  it('reads "this year\'s first quarter" as the quarter, and "last year\'s first quarter" as a year before', () => {
    const facts = brief([page("Anil Rao: Net profit was INR2,850 crores for this year's first quarter versus INR2,700 crores in last year's first quarter.")]);
    expect(facts).toEqual(['|net_profit|28500000000|money|Q1 FY24|actual|p1', '|net_profit|27000000000|money|Q1 FY23|actual|p1']);
  });

  it("reads \"fiscal year '23\" as FY23", () => {
    expect(brief([page("Anil Rao: Net profit for fiscal year '23 was INR9,000 crores.")])).toEqual(['|net_profit|90000000000|money|FY23|actual|p1']);
  });

  it('reads a level "as of 31st March 2023" as of that quarter, the day of the date notwithstanding', () => {
    const facts = brief([page('Anil Rao: Deposits rose from the level of INR754 crores as of 31st March 2023 to INR800 crores on 30 June 2023.')]);
    expect(facts[0]).toBe('|deposits|7540000000|money|Q4 FY23|actual|p1');
  });

  it('reads a figure "in line with", "on par with" or "above" an earlier period as the call\'s own', () => {
    expect(brief([page('Anil Rao: The net interest margin was 4.1% in line with the margin in the fourth quarter of FY23.')])).toEqual(['|net_interest_margin|4.1|percent|Q1 FY24|actual|p1']);
    expect(brief([page('Anil Rao: The gross margin was on par with Q4 FY23 and Q1 FY23 at 22.8%.')])).toEqual(['|gross_margin|22.8|percent|Q1 FY24|actual|p1']);
    expect(brief([page("Anil Rao: The gross margin was 23%, above last year's first quarter.")])).toEqual(['|gross_margin|23|percent|Q1 FY24|actual|p1']);
  });
});

describe('readFacts: an amount per share of a money metric', () => {
  const perShare = lexiconFrom([
    { id: 'net_profit', names: ['net profit', 'net income'], abbreviations: [], unit: 'money' },
    { id: 'earnings_per_share', names: ['earnings per share', 'net income per share'], abbreviations: ['EPS'], unit: 'per_unit' },
  ]);
  const values = (text: string) => readFacts(doc([page(text)]), { lexicon: perShare }).map((f) => `${f.metric}|${f.value}|${f.unit}`);

  it('reads "net income … $0.65 per common share" as the per-share metric the vocabulary names', () => {
    expect(values('Anil Rao: For the quarter, net income from continuing operations was $0.65 per common share.')).toEqual(['earnings_per_share|0.65|per_unit']);
    expect(values('Anil Rao: Net income was $31.1 million in the quarter.')).toEqual(['net_profit|31100000|money']);
  });
});

describe("readFacts: a guidance dated by the speaker's outlook", () => {
  it('gives a guidance that names no period the year the outlook before it in the turn named', () => {
    const facts = brief([page('Anil Rao: For FY25, we expect capex of INR6,000 crores. Net profit is expected to be about INR9,000 crores. Over the long term, we expect a net interest margin of 4%.')]);
    expect(facts).toEqual(['|capex|60000000000|money|FY25|guidance|p1', '|net_profit|90000000000|money|FY25|guidance|p1', '|net_interest_margin|4|percent||guidance|p1']);
  });
});

describe('readFacts: a clause with a subject of its own', () => {
  const more = lexiconFrom([
    { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
    { id: 'volumes', names: ['volume', 'volumes'], abbreviations: [], unit: 'count' },
  ]);
  const values = (text: string) => readFacts(doc([page(text)]), { lexicon: more }).map((f) => `${f.metric}|${f.value}`);

  it('gives no figure of "price was up 2%" or "with gross profit increasing 166%" to the metric named before the earlier figure', () => {
    expect(values('Anil Rao: Volume was up 3%, price was up 2%, and mix was up 3%.')).toEqual(['volumes|3']);
    // The level revenue reached is revenue's; the gross profit growth after it is no figure of revenue.
    expect(values('Anil Rao: Revenue grew 5% year-over-year to $670 million with gross profit increasing 166% year-over-year.')).toEqual(['revenue|5', 'revenue|670000000']);
  });

  it('keeps the figures of a metric said again with an adverb, a unit or "though" between', () => {
    expect(values('Anil Rao: Our revenues declined 1.3% sequentially and grew 6.3% on a year-on-year basis.')).toEqual(['revenue|-1.3', 'revenue|6.3']);
    expect(values('Anil Rao: Revenue was up 2% sequentially, though down 3% year-over-year.')).toEqual(['revenue|2', 'revenue|-3']);
  });
});

describe('readFacts: "global" said of an amount', () => {
  it("reads a company's \"global fee revenue\" as its own, and \"global aluminium production\" as the industry's", () => {
    const owners = (text: string) => read([page(text)]).map((f) => `${f.segment ?? ''}|${f.metric}|${f.value}`);
    expect(owners('Anil Rao: In the quarter, global fee revenue was $168 million.')).toEqual(['|revenue|168000000']);
    expect(owners('Anil Rao: In the quarter, global aluminium production grew by 2% to 17 million tonnes.')).toEqual(['industry|production|2', 'industry|production|17000000']);
  });
});

describe('readFacts: rules 100', () => {
  const local = lexiconFrom(
    [
      { id: 'liquidity_coverage_ratio', names: ['liquidity coverage ratio'], abbreviations: ['LCR'], unit: 'percent' },
      { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
      { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
      { id: 'ebit_margin', names: ['ebit margin'], abbreviations: [], unit: 'percent' },
      { id: 'net_debt_to_ebitda', names: ['net debt to ebitda'], abbreviations: [], unit: 'multiple' },
      { id: 'new_business_premium', names: ['new business premium'], abbreviations: [], unit: 'money' },
      { id: 'ape', names: ['annualised premium equivalent'], abbreviations: ['APE'], unit: 'money' },
    ],
    [{ id: 'protection', names: ['protection', 'credit life'], abbreviations: [] }],
  );
  const facts = (text: string, quarter: 'Q1' | 'Q4' = 'Q1') =>
    readFacts({ ...doc([page(text)]), quarter }, { lexicon: local }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

  it('gives a period said after a figure, and opening the next figure\'s clause, to that next figure', () => {
    expect(facts('Anil Rao: LCR for the quarter was at 126%, prior quarter was 116% and prior year was 108%.')).toEqual([
      '|liquidity_coverage_ratio|126%|Q1 FY24|actual',
      '|liquidity_coverage_ratio|116%|Q4 FY23|actual',
      '|liquidity_coverage_ratio|108%|Q1 FY23|actual',
    ]);
  });

  it('reads a change listed after an article and words of degree, unless the figure names its own metric or noun after it', () => {
    expect(facts('Anil Rao: EBITDA came in at INR1,954 crores, registering a growth of 14% quarter-on-quarter and a very strong 51% year-on-year.')).toEqual([
      '|ebitda|INR1,954 crores|Q1 FY24|actual',
      '|ebitda|14%|Q1 FY24|change/qoq',
      '|ebitda|51%|Q1 FY24|change/yoy',
    ]);
    expect(facts('Anil Rao: Revenues increased by 26% to INR 1,060 crores and a 54% growth in EBITDA.').filter((f) => f.includes('54%'))).toEqual(['|ebitda|54%|Q1 FY24|change/yoy']);
    expect(facts('Anil Rao: Revenue was up 14%, driven by a 4% increase in pricing and a 9% increase in average revenue per car.').filter((f) => f.includes('9%'))).toEqual([]);
  });

  it('reads "it" before the ratio it is brought to as the metric of the sentence before, and "by the end of the year" as the year (the next on a Q4 call)', () => {
    const text = 'Anil Rao: Net debt to EBITDA in this quarter is at 2.9x. By the end of the year, we will certainly want to bring it back to that 2.5x level.';
    expect(facts(text)).toEqual(['|net_debt_to_ebitda|2.9x|Q1 FY24|actual', '|net_debt_to_ebitda|2.5x|FY24|guidance']);
    expect(facts(text, 'Q4')[1]).toBe('|net_debt_to_ebitda|2.5x|FY25|guidance');
  });

  it('gives a figure to a product line the vocabulary marks a part, said right before the metric or opening its clause', () => {
    expect(facts('Anil Rao: Our protection new business premium grew by 12% to INR7.8 billion.')).toEqual(['protection|new_business_premium|12%|Q1 FY24|change/yoy', 'protection|new_business_premium|INR7.8 billion|Q1 FY24|actual']);
    expect(facts('Anil Rao: On APE basis, protection contribution was 12% of new business and registered a growth of 17%.')).toEqual(['protection|ape|17%|Q1 FY24|change/yoy']);
    expect(facts('Anil Rao: New business premium grew by 12% to INR7.8 billion.')).toEqual(['|new_business_premium|12%|Q1 FY24|change/yoy', '|new_business_premium|INR7.8 billion|Q1 FY24|actual']);
  });

  it('reads no guidance from a figure only measured against one, and none from a question put', () => {
    expect(facts('Anil Rao: Looking back, revenue increased 38% versus last year and we delivered an EBIT margin of 3.4%, in line with our guidance.')).toEqual([
      '|revenue|38%|Q1 FY24|change/yoy',
      '|ebit_margin|3.4%|Q1 FY24|actual',
    ]);
    expect(facts('Anil Rao: We expect EBIT margin to be in line with our guidance of 20%.')).toEqual(['|ebit_margin|20%|FY24|guidance']);
    expect(facts('Anil Rao: So, is it reasonable to expect EBIT margin recovering to 6% to 8% in the second half?')).toEqual([]);
    // A figure before the target it is measured against is an actual; one in the target's own phrase is the target.
    expect(facts('Anil Rao: EBIT margin was 14.3%, at the low end of our target range.')).toEqual(['|ebit_margin|14.3%|Q1 FY24|actual']);
    expect(facts('Anil Rao: We are on our way to delivering against our previously stated target of 23% to 27% EBIT margin.')).toEqual(['|ebit_margin|23% to 27%||target']);
  });
});

describe('why a figure states no fact', () => {
  it('tells the reason for each figure left, by sentence', () => {
    const why: string[] = [];
    readFacts(doc(['Rahul Mehta: Our branch count went to 1,200. We had a strong quarter with 40% more footfall. Net profit was Rs 500 crore and 30% of it came from fees.']), {
      lexicon,
      why: (s, f, reason) => why.push(`${f.text}:${reason}`),
    });
    // 1,200: no metric of the lexicon in its sentence; 40%: none either; 30%: in a clause of its own, after the amount's.
    expect(why).toEqual(['1,200:no-metric', '40%:no-metric', '30%:unbound']);
  });
});

describe('the shipped vocabulary', () => {
  const shipped = (text: string, sectors: string[]) =>
    readFacts({ ...doc([`Rahul Mehta: ${text}`]), sectors }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);
  it('reads GDP growth as the economy\'s, whoever forecasts it', () => {
    expect(shipped("We estimate India's GDP growth rate of 6% for the full year FY24.", ['banks'])).toEqual(['economy|gdp_growth|6%|FY24|guidance']);
    expect(shipped('The Federal Reserve Bank of Dallas expects a nationwide 5% GDP growth in FY24.', ['banks'])).toEqual(['economy|gdp_growth|5%|FY24|guidance']);
    // "forecasted", "predicts": words of a forecast, as "expects".
    expect(shipped("Moody's forecasted GDP growth of 6.9% in FY25.", ['banks'])).toEqual(['economy|gdp_growth|6.9%|FY25|guidance']);
  });
  it('reads volume in any goods-moving sector, a record count and the number of employees as headcount', () => {
    expect(shipped('Beverages volume grew 3% this quarter.', ['fmcg'])).toEqual(['Beverages|volumes|3%|Q1 FY24|change']);
    // "price/mix up 6%" opens a clause of its own: the volume's figure is the one before.
    expect(shipped('Volume was up 13%, and price/mix up 6%.', ['fmcg'])).toEqual(['|volumes|13%|Q1 FY24|change']);
    expect(shipped('Metro ridership touched a record 536,000 this quarter.', ['infrastructure'])).toEqual(['Metro|toll_traffic|536,000|Q1 FY24|actual']);
    expect(shipped('The number of employees was 10,000 at the end of June.', ['pharma'])).toEqual(['|headcount|10,000|Q1 FY24|actual']);
  });
});

describe('a figure listed after another of the same metric', () => {
  it('is that metric\'s, across its own period words; not past another metric', () => {
    expect(brief(['Rahul Mehta: Our net interest margin was 4.2% in Q1 and about 4.1% in Q4 FY23.'])).toEqual(['|net_interest_margin|4.2|percent|Q1 FY24|actual|p1', '|net_interest_margin|4.1|percent|Q4 FY23|actual|p1']);
    expect(brief(['Rahul Mehta: Our net interest margin was 4.2% in Q1 and gross NPA 2.1%.'])).toEqual(['|net_interest_margin|4.2|percent|Q1 FY24|actual|p1', '|gross_npa|2.1|percent|Q1 FY24|actual|p1']);
  });
  it('reads a change said "up closer to"', () => {
    expect(brief(['Rahul Mehta: We expect deposits to be up closer to 15% for FY24.'])).toEqual(['|deposits|15|percent|FY24|guidance|p1']);
  });
});

describe('a figure of the year to date', () => {
  it('is no quarter\'s and not the whole year\'s: it is kept with no period', () => {
    expect(brief(['Rahul Mehta: Capex totaled Rs 58 crore in the quarter and Rs 144 crore year-to-date.'])).toEqual(['|capex|580000000|money|Q1 FY24|actual|p1', '|capex|1440000000|money||actual|p1']);
  });
});

describe('readFacts: rules 115 (precision)', () => {
  const local = lexiconFrom([
    { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
    { id: 'operating_expenses', names: ['sg&a'], abbreviations: [], unit: 'money' },
    { id: 'effective_tax_rate', names: ['income tax rate'], abbreviations: [], unit: 'percent' },
    { id: 'deposits', names: ['deposits'], abbreviations: [], unit: 'money' },
    { id: 'disbursements', names: ['disbursements'], abbreviations: [], unit: 'money' },
    { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
    { id: 'operating_cash_flow', names: ['cash flow from operations'], abbreviations: [], unit: 'money' },
    { id: 'advances', names: ['loans', 'loan growth'], abbreviations: [], unit: 'money' },
    { id: 'persistency', names: ['persistency'], abbreviations: [], unit: 'percent' },
  ]);
  // A US call: the fiscal year is the calendar year.
  const facts = (text: string, quarter: 'Q1' | 'Q3' | 'Q4' = 'Q4', year = 'FY21') =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter, year, fyEndMonth: 12, pages: [text] }, { lexicon: local }).map(
      (f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`,
    );

  it('gives a change with no basis words the basis of the period it is compared against, and the year to one compared against the year before on a fourth-quarter call', () => {
    expect(facts('Jane Roe: Revenues were $1 billion, an increase of 40% compared to the fiscal 2020 fourth quarter.')).toEqual(['|revenue|$1 billion|Q4 FY21|actual', '|revenue|40%|Q4 FY21|change/yoy']);
    expect(facts('Jane Roe: Revenue grew 12% compared to the third quarter.')).toEqual(['|revenue|12%|Q4 FY21|change/qoq']);
    expect(facts('Jane Roe: Looking back on the fiscal year, revenue increased 38% versus 2020.')).toEqual(['|revenue|38%|FY21|change/yoy']);
    expect(facts('Jane Roe: In total, adjusted SG&A was $93 million lower than in fiscal 2020.')).toEqual(['|operating_expenses|$93 million|FY21|change/yoy']);
    // A quarter's change against the year before stays the quarter's, with no basis; so does any on a call of an earlier quarter.
    expect(facts('Jane Roe: Fourth quarter revenue rose 5% versus 2020.')).toEqual(['|revenue|5%|Q4 FY21|change']);
    expect(facts('Jane Roe: Revenue increased 38% versus 2020.', 'Q3')).toEqual(['|revenue|38%|Q3 FY21|change']);
  });

  it('reads an assumed rate and a five-year plan as looking ahead', () => {
    expect(facts('Jane Roe: We continue to assume an adjusted income tax rate of 13% in 2022.')).toEqual(['|effective_tax_rate|13%|FY22|guidance']);
    expect(facts('Jane Roe: We are progressing toward our five-year plan of achieving $50 billion in revenue.')).toEqual(['|revenue|$50 billion||target']);
    expect(facts('Jane Roe: Our income tax rate was 13% in the quarter.')).toEqual(['|effective_tax_rate|13%|Q4 FY21|actual']);
  });

  it('gives a figure of non-resident deposits, B2B disbursements or upstream EBITDA to that part', () => {
    expect(facts('Jane Roe: Our NR deposits grew 9% QoQ.')).toEqual(['nr|deposits|9%|Q4 FY21|change/qoq']);
    expect(facts('Jane Roe: B2B disbursements overall were up 37%.')).toEqual(['b2b|disbursements|37%|Q4 FY21|change/yoy']);
    expect(facts('Jane Roe: Upstream EBITDA was 12% lower sequentially.')).toEqual(['upstream|ebitda|12%|Q4 FY21|change/qoq']);
    expect(facts('Jane Roe: Our deposits grew 9% QoQ.')).toEqual(['|deposits|9%|Q4 FY21|change/qoq']);
  });

  it("gives the industry no figure of a clause of the company's own after one about the industry", () => {
    expect(facts('Jane Roe: Our solutions are unmatched in the industry, and we are on our way to hitting our $10 billion revenue target for 2023.')).toEqual(['|revenue|$10 billion|FY23|target']);
    expect(facts('Jane Roe: As an industry, revenue grew 10% this quarter.')).toEqual(['industry|revenue|10%|Q4 FY21|change/yoy']);
  });

  it('states a figure for the first nine months or the year to date as the nine months (9M), not the quarter\'s', () => {
    expect(facts('Jane Roe: We used $34 million of cash flow from operations for the first nine months.', 'Q3')).toEqual(['|operating_cash_flow|$34 million|9M FY21|actual']);
    expect(facts('Jane Roe: Year-to-date, cash flow from operations was $500 million.', 'Q3')).toEqual(['|operating_cash_flow|$500 million|9M FY21|actual']);
    // A span ahead ("the remaining 9 months") is no such span.
    expect(facts('Jane Roe: Cash flow from operations for the remaining 9 months should be $500 million.', 'Q3')).not.toContain('|operating_cash_flow|$500 million||actual');
    expect(facts('Jane Roe: Cash flow from operations was $500 million in the quarter.', 'Q3')).toEqual(['|operating_cash_flow|$500 million|Q3 FY21|actual']);
  });

  it('reads an amount said of a growth, and an improvement in the 37th-month persistency by basis points, as changes', () => {
    expect(facts('Jane Roe: Period-end loan growth was $745 million.')).toEqual(['|advances|$745 million|Q4 FY21|change']);
    expect(facts('Jane Roe: Loans were $745 million.')).toEqual(['|advances|$745 million|Q4 FY21|actual']);
    expect(facts('Jane Roe: We registered a significant improvement in the 37th month persistency by 262 basis points.')).toEqual(['|persistency|262 basis points|Q4 FY21|change/yoy']);
  });
});

describe('readFacts: rules 116 (precision)', () => {
  const local = lexiconFrom([
    { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
    { id: 'operating_profit', names: ['operating income'], abbreviations: [], unit: 'money' },
    { id: 'gross_debt', names: ['total debt'], abbreviations: [], unit: 'money' },
    { id: 'net_debt', names: ['net debt'], abbreviations: [], unit: 'money' },
    { id: 'capex', names: ['capital-spending', 'capex'], abbreviations: [], unit: 'money' },
    { id: 'revenue_growth', names: ['revenue growth'], abbreviations: [], unit: 'percent' },
  ]);
  const facts = (text: string) =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter: 'Q1', year: 'FY22', fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.metric}|${f.valueText}|${f.value}|${periodLabel(f.period)}|${f.kind}`);

  it('gives a change named right after its figure to the metric after it', () => {
    expect(facts('Jane Roe: Operating income rose, a strong performance considering the $36 million decrease in revenue.')).toEqual(['revenue|$36 million|-36000000|Q1 FY22|change']);
  });

  it('gives a figure after a difference ("total debt less cash of …") to neither metric', () => {
    expect(facts('Jane Roe: We ended the quarter with net debt, defined as total debt less cash of $1.36 billion.')).toEqual([]);
    expect(facts('Jane Roe: Total debt was $1.36 billion.')).toEqual(['gross_debt|$1.36 billion|1360000000|Q1 FY22|actual']);
    // "minus" before the figure is its sign, not a difference.
    expect(facts('Jane Roe: Revenue growth minus 3%.')).toEqual(['revenue_growth|3%|-3|Q1 FY22|actual']);
  });

  it('reads a year written before the noun it qualifies as that year, on a calendar-year call', () => {
    expect(facts('Jane Roe: Our 2022 guidance calls for capex of $500 million.')).toEqual(['capex|$500 million|500000000|FY22|guidance']);
    expect(facts('Jane Roe: Our 2021 revenue was $4 billion.')).toEqual(['revenue|$4 billion|4000000000|FY21|actual']);
    expect(facts('Jane Roe: Revenue was $1 billion in the quarter.')).toEqual(['revenue|$1 billion|1000000000|Q1 FY22|actual']);
  });

  it('reads no figure of a forecast revised from', () => {
    expect(facts("Jane Roe: We have lowered our FY '22 capital-spending forecast from $7.2 billion to $7 billion.").filter((f) => f.includes('7.2'))).toEqual([]);
    expect(facts('Jane Roe: Capex was $7.2 billion.')).toEqual(['capex|$7.2 billion|7200000000|Q1 FY22|actual']);
  });
});

describe('readFacts: rules 118 (precision)', () => {
  const local = lexiconFrom([
    { id: 'revenue', names: ['revenue', 'net revenue'], abbreviations: [], unit: 'money' },
    { id: 'retail_loans', names: ['retail loan book'], abbreviations: [], unit: 'money' },
  ]);
  const facts = (text: string) =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter: 'Q1', year: 'FY22', fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

  it('reads no figure of a business bought or sold, of proceeds or of a metric per unit the vocabulary does not name', () => {
    expect(facts('Jane Roe: We expect to divest businesses and assets with approximately $500 million of revenue and will generate $500 million of proceeds.')).toEqual([]);
    expect(facts('Jane Roe: Net revenue per visit in the centers increased slightly to $125.')).toEqual([]);
    expect(facts('Jane Roe: Net revenue increased to $125 million.')).toEqual(['|revenue|$125 million|Q1 FY22|actual']);
  });

  it('reads an amount said as the difference from another as a change', () => {
    expect(facts('Jane Roe: Revenue was $1 billion ahead of pre-pandemic levels.')).toEqual(['|revenue|$1 billion|Q1 FY22|change']);
    expect(facts('Jane Roe: Revenue was $1 billion, above our guidance.')).toEqual(['|revenue|$1 billion|Q1 FY22|actual']);
  });

  it('gives a figure of "other" retail loans to that part, and reads "2Q" as the second quarter', () => {
    expect(facts('Jane Roe: We saw growth in Other Retail Loan book growing by 7% QoQ.')).toEqual(['other|retail_loans|7%|Q1 FY22|change/qoq']);
    expect(facts('Jane Roe: Our guidance for 2Q is revenue of $5 billion.')).toEqual(['|revenue|$5 billion|Q2 FY22|guidance']);
  });
});

describe('readFacts: rules 119 (precision)', () => {
  const local = lexiconFrom([
    { id: 'run_rate', names: ['run rate'], abbreviations: [], unit: 'money' },
    { id: 'earnings_per_share', names: ['earnings per share', 'eps'], abbreviations: [], unit: 'per_unit' },
    { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: [], unit: 'percent' },
  ]);
  const facts = (text: string) =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter: 'Q4', year: 'FY20', fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);

  it('keeps an amount "of" a thing when it is the metric\'s own value, not past a clause', () => {
    expect(facts('Jane Roe: We are generating an annualized run rate of almost Rs 19000 Crores of operating free cash flow.')).toEqual(['run_rate|Rs 19000 Crores|Q4 FY20|actual']);
  });

  it('dates no outlook by a year it is compared against, and reads no value from the impact of something on the metric', () => {
    expect(facts('Jane Roe: Adjusted EPS is expected to be in the range of $1.83 to $1.93 per share, up 12% to 18% from our 2020 adjusted earnings per share.')[0]).toBe('earnings_per_share|$1.83 to $1.93|FY21|guidance');
    expect(facts('Jane Roe: The impact of interest on income tax refund on net interest margin was 3 basis points in the quarter.')).toEqual([]);
    // The metric named as the base, with its year: that year's actual, not a guidance.
    expect(facts('Jane Roe: EPS is expected to be $1.93 per share, up 18% from our 2020 adjusted earnings per share of $1.64.').at(-1)).toBe('earnings_per_share|$1.64|FY20|actual');
  });
});

describe('readFacts: rules 120 (precision)', () => {
  const local = lexiconFrom([
    { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
    { id: 'adjusted_ebitda', names: ['adjusted ebitda'], abbreviations: [], unit: 'money' },
    { id: 'operating_cash_flow', names: ['cash flow from operations'], abbreviations: [], unit: 'money' },
    { id: 'free_cash_flow', names: ['free cash flow'], abbreviations: [], unit: 'money' },
  ]);
  const facts = (text: string, quarter: 'Q2' | 'Q4' = 'Q4') =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter, year: 'FY21', fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.metric}|${f.value}|${periodLabel(f.period)}|${f.kind}`);

  it('reads no figure from "4G" and none from a ceiling authorised', () => {
    expect(figuresIn('you do not need 5G, 4G suffices').map((f) => f.text)).toEqual([]);
    expect(facts('Jane Roe: The board authorized a program of free cash flow of up to $3 billion through 2022.')).toEqual([]);
  });

  it('names no home loans by a loan against property, and no share of associates\' profit by "joint ventures" or "associates" alone (metric vocabulary)', () => {
    const ids = (text: string) => vocabularyLexicon().mentions(text).map((m) => m.id);
    expect(ids('loan against property grew by 5%')).not.toContain('home_loans');
    expect(ids('home loans grew by 19%')).toContain('home_loans');
    expect(ids('Our joint ventures grew 56% and our associates did well')).not.toContain('share_of_profit_of_associates');
  });

  it('reads no base of a figure left unread as a share of something', () => {
    expect(facts('Jane Roe: Material consumption is lower at about 39% of the revenue as compared to 42% in the previous quarter.')).toEqual([]);
    expect(facts('Jane Roe: Revenue grew 20% compared to 15% last year.')).toEqual(['revenue|20|Q4 FY21|change', 'revenue|15|Q4 FY20|actual']);
  });

  it('reads cash flow used as negative', () => {
    expect(facts('Jane Roe: We used $34 million of cash flow from operations in the quarter.')).toEqual(['operating_cash_flow|-34000000|Q4 FY21|actual']);
    expect(facts('Jane Roe: Cash flow from operations was $34 million in the quarter.')).toEqual(['operating_cash_flow|34000000|Q4 FY21|actual']);
  });

  it('reads every figure of a sentence opening "This is compared to" as a base, and none as the quarter\'s', () => {
    expect(facts('Jane Roe: This is compared to second quarter 2020 operating losses of $26 million and adjusted EBITDA of $39 million.', 'Q2')).not.toContain('adjusted_ebitda|39000000|Q2 FY21|actual');
  });

  it('gives a figure said "flat to prior year" the call\'s period, and the sentences after "As I look back at 2021" the year', () => {
    expect(facts('Jane Roe: Revenue was $500 million, almost flat to prior year.')).toEqual(['revenue|500000000|Q4 FY21|actual']);
    expect(facts('Jane Roe: As I look back at 2021, I am proud of our team. We generated free cash flow of $6 billion.')).toEqual(['free_cash_flow|6000000000|FY21|actual']);
  });
});

describe('readFacts: rules 142 (precision)', () => {
  const local = lexiconFrom([
    { id: 'revenue', names: ['revenue'], abbreviations: [], unit: 'money' },
    { id: 'finance_cost', names: ['interest expense'], abbreviations: [], unit: 'money' },
    { id: 'operating_expenses', names: ['operating expenses', 'non-interest expense'], abbreviations: [], unit: 'money' },
    { id: 'gross_margin', names: ['gross margin'], abbreviations: [], unit: 'percent' },
    { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
    { id: 'deposits', names: ['deposits'], abbreviations: [], unit: 'money' },
    { id: 'dividend', names: ['dividend', 'dividends'], abbreviations: [], unit: 'money' },
    { id: 'buyback', names: ['buyback'], abbreviations: [], unit: 'money' },
    { id: 'net_cash', names: ['net cash'], abbreviations: [], unit: 'money' },
  ]);
  const facts = (text: string, quarter: 'Q1' | 'Q2' | 'Q3' = 'Q3', year = 'FY20') =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter, year, fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.metric}|${f.valueText}|${f.value}|${periodLabel(f.period)}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);

  it('reads "non-interest expense" as no interest expense, and "linked quarter" as a quarter-on-quarter basis', () => {
    expect(facts('Jane Roe: Underlying non-interest expense declined 2% linked quarter largely driven by seasonal impacts in Q1.', 'Q2')).toEqual(['operating_expenses|2%|-2|Q2 FY20|change/qoq']);
  });

  it('measures a change compared with a period named after it against that period, not by basis words said before it', () => {
    expect(facts('Jane Roe: Interest expense for the quarter was $48.5 million, down $800,000 versus Q3 last year and up $1.3 million compared to Q2 2020.')).toEqual([
      'finance_cost|$48.5 million|48500000|Q3 FY20|actual',
      'finance_cost|$800,000|-800000|Q3 FY20|change/yoy',
      'finance_cost|$1.3 million|1300000|Q3 FY20|change/qoq',
    ]);
    expect(facts('Jane Roe: Revenue grew 55% over last year and 52% over 2019.').map((f) => f.split('|').at(-1))).toEqual(['change/yoy', 'change']);
  });

  it('reads "an increase of over 70 basis points versus the prior year" as a change, and "degrew" as a fall', () => {
    expect(facts('Jane Roe: Gross margin for the quarter was 51.2%, an increase of over 70 basis points versus the prior year.', 'Q2', 'FY21')).toEqual([
      'gross_margin|51.2%|51.2|Q2 FY21|actual',
      'gross_margin|70 basis points|70|Q2 FY21|change/yoy',
    ]);
    expect(facts('Jane Roe: Consolidated EBITDA degrew by 5% Y-o-Y to $4,981 million.')).toContain('ebitda|5%|-5|Q3 FY20|change/yoy');
  });

  it('gives no earlier metric a change said of another thing, or an amount of another thing right after its name', () => {
    expect(facts('Jane Roe: Our digital balance sheet grew with 56% increase in deposits and 60% increase in loans.')).toEqual(['deposits|56%|56|Q3 FY20|change/yoy']);
    expect(facts('Jane Roe: We returned $74 million in dividends to our shareholders and this week, the Board approved an 11% increase in our quarterly dividend to $0.20 per share.')).toContain('dividend|11%|11|Q3 FY20|change');
    expect(facts('Jane Roe: Revenue was $15 billion, a 27% increase in U.S. dollars and in local currency.')).toContain('revenue|27%|27|Q3 FY20|change/yoy');
    expect(facts('Jane Roe: We had after completion of buyback $3.5 billion of gross cash and $1.7 billion of net cash.')).toEqual(['net_cash|$1.7 billion|1700000000|Q3 FY20|actual']);
  });
});

describe('readFacts: rules 143 (precision)', () => {
  const local = lexiconFrom([
    { id: 'operating_profit', names: ['operating income'], abbreviations: [], unit: 'money' },
    { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
    { id: 'ebitda_margin', names: ['ebitda margin', 'margins'], abbreviations: [], unit: 'percent' },
    { id: 'headcount', names: ['headcount', 'workforce', 'net addition'], abbreviations: [], unit: 'count' },
  ]);
  const facts = (text: string) =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter: 'Q2', year: 'FY21', fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${f.kind}`);

  it('gives a figure said of a segment by the word "segment" to the segment named, and reads none when no segment is named', () => {
    expect(facts('Jane Roe: Total Irrigation segment operating income for the second quarter was $18 million.')).toEqual(['Irrigation|operating_profit|$18 million|actual']);
    expect(facts('Jane Roe: Segment revenues increased 23% organically.')).toEqual([]);
    expect(facts('Jane Roe: We see segment margins ranging between 6.8% and 7.2%.')).toEqual([]);
    expect(facts('Jane Roe: Revenues increased 23% organically.')).toEqual(['|revenue|23%|change']);
  });

  it('reads the level of the workforce at the end of a quarter, and a net addition as its change', () => {
    expect(facts('Jane Roe: Our workforce at the end of the first quarter was 615,318, a net addition of 523.')).toEqual(['|headcount|615,318|actual', '|headcount|523|change']);
  });
});

describe('readFacts: rules 144 (precision)', () => {
  const local = lexiconFrom([
    { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
    { id: 'net_profit', names: ['profit after tax'], abbreviations: [], unit: 'money' },
    { id: 'assets_under_management', names: ['assets under management'], abbreviations: ['AUM'], unit: 'money' },
    { id: 'gross_margin', names: ['gross margin'], abbreviations: [], unit: 'percent' },
    { id: 'ebitda', names: ['ebitda'], abbreviations: [], unit: 'money' },
    { id: 'earnings_per_share', names: ['earnings per share'], abbreviations: ['EPS'], unit: 'per_unit' },
  ]);
  const facts = (text: string) =>
    readFacts({ docId: 'd1', company: 'Acme Corporation', quarter: 'Q1', year: 'FY21', fyEndMonth: 12, pages: [text] }, { lexicon: local }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}|${periodLabel(f.period)}|${f.kind}`);

  it('takes no amount metric\'s abbreviation for the business a later figure is of', () => {
    expect(facts('Jane Roe: The AUM grew 29% to $74 million, and the profit after tax grew 23% to $5 million.').filter((f) => f.includes('net_profit'))).toEqual(['|net_profit|23%|Q1 FY21|change', '|net_profit|$5 million|Q1 FY21|actual']);
  });

  it('reads no figure a part is said to make up, and none an expectation denies', () => {
    expect(facts('Jane Roe: This business represents approximately $100 million of revenue.')).toEqual([]);
    expect(facts("Jane Roe: But similar gross margin improvement, but the 42% would -- we're not expecting to hit that.")).toEqual([]);
  });

  it('reads "our expectation for" as a guidance, and a figure "exceeding our expectations" as done', () => {
    expect(facts('Jane Roe: Our expectation for EBITDA in 2021 is $480 million to $510 million.')).toEqual(['|ebitda|$480 million to $510 million|FY21|guidance']);
    expect(facts('Jane Roe: Adjusted EPS was $2.70, exceeding our expectations.')).toEqual(['|earnings_per_share|$2.70|Q1 FY21|actual']);
    expect(facts('Jane Roe: EBITDA was $50 million, in line with our expectations.')).toEqual(['|ebitda|$50 million|Q1 FY21|actual']);
  });
});

describe('discourseSubjects: a topic turned to', () => {
  const ctx = { selfWords: new Set(['acme']), lowerWords: new Set<string>(), segmentNames: new Set<string>() };
  const isMetric = (p: string) => /^(?:revenue|ebitda)$/i.test(p);
  const turn = (speaker: string, texts: string[], n: number) => texts.map((text) => ({ text, turn: n, speaker, paragraphEnd: false }));

  it('walks through the businesses after a sentence turning to the segments: a name of two capitalised words opening a sentence before its metric is the next one', () => {
    const holdsMetric = (p: string) => /\b(?:revenue|ebitda|margins?)\b/i.test(p);
    const walk = ['Turning to our segments.', 'Well Construction revenue of $2.3 billion increased 8% sequentially.', 'Margins expanded 202 basis points to 16%.'];
    expect(discourseSubjects(turn('Jane Roe', walk, 0), ctx, holdsMetric)).toEqual([null, 'Well Construction', 'Well Construction']);
    // Without the turn, no walk: the name is not known to be a business.
    expect(discourseSubjects(turn('Jane Roe', walk.slice(1), 0), ctx, holdsMetric)).toEqual([null, null]);
  });

  it('reads "the company" in a passage about a subsidiary the document names as a company of its own as that subsidiary', () => {
    const holdsMetric = (p: string) => /\b(?:aum|pat)\b/i.test(p);
    const withCo = { ...ctx, segmentNames: new Set(['bfl']) };
    const passage = ['BFL acquired 3.84 million new customers in Q1.', "The company's diversified business model has enabled a strong AUM growth, the total AUM standing at Rs. 2,70,097 crores."];
    expect(discourseSubjects(turn('Jane Roe', passage, 0), withCo, holdsMetric, new Map(), new Map(), () => false, new Set(['bfl', 'bajaj finance']))).toEqual(['BFL', 'BFL']);
    // A business not named as a company: "the company" is the whole company again.
    expect(discourseSubjects(turn('Jane Roe', passage, 0), withCo, holdsMetric)).toEqual(['BFL', null]);
  });

  it('holds a business through a sentence with a figure that names it again, and resumes one named by a two-letter abbreviation the call knows', () => {
    const holdsMetric = (p: string) => /\b(?:backlog|sales|margins?)\b/i.test(p);
    const withMp = { ...ctx, segmentNames: new Set(['mp', 'materials processing']) };
    const passage = ['MP had another strong quarter, achieving 13% operating margins.', 'Sales were higher at $378 million.', 'The MP team has been managing costs, resulting in incremental margin performance of 38%.', 'Backlog of $713 million more than doubled from last year.'];
    expect(discourseSubjects(turn('Jane Roe', passage, 0), withMp, holdsMetric)).toEqual(['MP', 'MP', 'MP', 'MP']);
    const lapsing = ['MP had another strong quarter, achieving 13% operating margins.', 'We managed costs tightly, with 38% incremental margins.', 'Backlog of $713 million more than doubled.', 'MP saw its businesses strengthen through the quarter.'];
    expect(discourseSubjects(turn('Jane Roe', lapsing, 0), withMp, holdsMetric).slice(1, 3)).toEqual(['MP', 'MP']);
  });

  it('gives the sentences between back to a business that lapsed when a summing-up with no figure names it ("Overall, a balanced quarter for BALIC")', () => {
    const holdsMetric = (p: string) => /\b(?:persistency|profit after tax|new business value)\b/i.test(p);
    const withCo = { ...ctx, segmentNames: new Set(['balic']) };
    const passage = ['BALIC delivered a 13-month persistency of 83%.', 'Its renewal premium grew 31%.', 'We had a strong quarter, with 12% growth all round.', 'The profit after tax grew 26% to Rs. 155 crores.', 'Overall, a balanced quarter for BALIC with a strong focus on retail distribution.'];
    const subjects = discourseSubjects(turn('Jane Roe', passage, 0), withCo, holdsMetric);
    expect(subjects.slice(2, 4)).toEqual(['BALIC', 'BALIC']);
  });

  it('holds a turn to a name through the turn only when the call calls it a business', () => {
    // The turned-to sentence ends its paragraph; the next paragraph of the same turn gives its guidance.
    const paragraphs = (texts: string[]) => texts.map((text, i) => ({ text, turn: 0, speaker: 'John Plant', paragraphEnd: i === 1 }));
    expect(discourseSubjects(paragraphs(['Thank you.', 'Moving to ESG, I encourage you to read our sustainability report.', 'We expect revenue to be $5 billion.']), ctx, isMetric)[2]).toBeNull();
    expect(discourseSubjects(paragraphs(['Thank you.', 'Moving to the Forged Wheels business, demand was strong.', 'We expect revenue to be $5 billion.']), ctx, isMetric)[2]).toBe('Forged Wheels');
  });

  it('reads "The company\'s …" in a passage about a subsidiary the call calls "the company" as the subsidiary\'s', () => {
    const withSub = { ...ctx, segmentNames: new Set(['zfl']) };
    const isM = (p: string) => /^(?:revenue|ebitda|aum|customers)$/i.test(p);
    const passage = (second: string) =>
      ['ZFL has already had its investor call.', second, 'ZFL acquired 3.84 million new customers in Q1.', "The company's diversified business model took total AUM to Rs. 2,70,097 crores, 32% higher."].map((text, i) => ({ text, turn: 0, speaker: 'S Sreenivasan', paragraphEnd: i === 2 }));
    expect(discourseSubjects(passage('It was another excellent quarter for ZFL, with the company delivering on all its guidance metrics.'), withSub, isM)[3]).toBe('ZFL');
    // A subsidiary the call never calls "the company": "The company's …" is the speaker's own.
    expect(discourseSubjects(passage('It was another excellent quarter for ZFL.'), withSub, isM)[3]).toBeNull();
  });

  it("carries a business a sentence opens on as its metric's owner through the sentences that go on about it, when the call calls it a business", () => {
    // Words the call writes in lower case somewhere: no name.
    const withSegment = { ...ctx, segmentNames: new Set(['refrigeration']), lowerWords: new Set(['in', 'the', 'quarter', 'year', 'revenue', 'was', 'grew']) };
    // As the reader's: a phrase holding a metric's name is one.
    const holdsMetric = (p: string) => /\b(?:revenue|ebitda)\b/i.test(p);
    const passage = ['Thank you.', 'For the full year, Refrigeration revenue was $534 million, down 1%.', 'EBITDA margin was 12%.', 'Overall, revenue grew 8%.'];
    expect(discourseSubjects(turn('John Plant', passage, 0), withSegment, holdsMetric)).toEqual([null, 'Refrigeration', 'Refrigeration', null]);
    // A name the call never calls a business ("North America") sets no passage; the sentence's own figure is still read as its (segment.ts).
    expect(discourseSubjects(turn('John Plant', ['North America revenue grew 5%.', 'EBITDA was $5 million.'], 0), ctx, holdsMetric)).toEqual([null, null]);
    // … unless the sentence calls it one: "Our drilling and evaluation division revenue grew 4%", "the India operations net debt".
    expect(discourseSubjects(turn('John Plant', ['Within that, our Projects and Manufacturing businesses secured revenue of $5 million.', 'EBITDA was $5 million.'], 0), ctx, holdsMetric)).toEqual(['Projects and Manufacturing', 'Projects and Manufacturing']);
    expect(discourseSubjects(turn('John Plant', ['Our drilling and evaluation division revenue grew 4%.', 'EBITDA was $5 million.'], 0), ctx, holdsMetric)).toEqual(['drilling and evaluation', 'drilling and evaluation']);
    // A word of how a metric is measured or of any business names none; nor does a metric further on ("… business with 2019 revenues of …").
    expect(discourseSubjects(turn('John Plant', ['Sequentially, adjusted segment EBITDA declined 5%.', 'EBITDA was $5 million.'], 0), ctx, holdsMetric)).toEqual([null, null]);
    expect(discourseSubjects(turn('John Plant', ['As I said, the base business revenue grew 8%.', 'EBITDA was $5 million.'], 0), ctx, holdsMetric)).toEqual([null, null]);
    expect(discourseSubjects(turn('John Plant', ['In the quarter, we divested an installation business with 2019 revenues of $60 million.', 'EBITDA was $5 million.'], 0), ctx, holdsMetric)).toEqual([null, null]);
    // … nor on a place of its own ("In technology, revenues …"), though on a period ("In the quarter, revenue …").
    expect(discourseSubjects(turn('John Plant', ['Refrigeration revenue was $534 million.', 'In the quarter, revenue grew 3%.', 'In technology, revenue grew 14%.'], 0), withSegment, holdsMetric)).toEqual(['Refrigeration', 'Refrigeration', null]);
    // "Moving now to …", "Turning now to …" turn to a topic too.
    expect(discourseSubjects(turn('John Plant', ['Refrigeration revenue was $534 million.', 'Turning now to our non-GAAP financial metrics.', 'EBITDA was $5 million.'], 0), withSegment, holdsMetric)).toEqual(['Refrigeration', null, null]);
    // … nor on a name the call never writes in lower case ("Batesville revenue").
    expect(discourseSubjects(turn('John Plant', ['Refrigeration revenue was $534 million.', 'Batesville revenue was $623 million.', 'EBITDA was $5 million.'], 0), withSegment, holdsMetric)).toEqual(['Refrigeration', null, null]);
    // … nor on another business's name ("Drilling Solutions revenue"): in a walk through the businesses (a sentence opened on one the call calls a business), that business's.
    expect(discourseSubjects(turn('John Plant', ['Refrigeration revenue was $534 million.', 'Drilling Solutions revenue was $60 million.', 'Adjusted EBITDA was $5 million.'], 0), withSegment, holdsMetric)).toEqual(['Refrigeration', 'Drilling Solutions', 'Drilling Solutions']);
    // … not a name of one capitalised word alone, nor outside a walk.
    expect(discourseSubjects(turn('John Plant', ['Total revenue was $534 million.', 'Drilling Solutions revenue was $60 million.', 'Adjusted EBITDA was $5 million.'], 0), withSegment, holdsMetric)).toEqual([null, null, null]);
    // A sentence opening on another word than a metric ends the passage.
    expect(discourseSubjects(turn('John Plant', ['Refrigeration revenue was $534 million.', 'Revenue grew 3% year-to-date.', 'We generated cash of $5 million.'], 0), withSegment, holdsMetric)).toEqual(['Refrigeration', 'Refrigeration', null]);
  });

  it('turns to the next business of a turn that walks through the businesses, though the call also writes its name in lower case', () => {
    // "industrial" and "aerospace" are written in lower case somewhere; the call calls only Industrial a business.
    const walk = { ...ctx, segmentNames: new Set(['industrial']), lowerWords: new Set(['industrial', 'aerospace', 'guidance', 'sales', 'were']) };
    const texts = ['Now I will turn to our segment performance beginning with Industrial.', 'Industrial revenue was $232 million.', 'Moving now to Aerospace, sales were $94 million.', 'EBITDA was $5 million.', 'Total Aerospace revenue grew 8%.'];
    expect(discourseSubjects(turn('Julie Smith', texts, 0), walk, isMetric)).toEqual(['Industrial', 'Industrial', 'Aerospace', 'Aerospace', 'Aerospace']);
    // Not in a turn that has turned to no business.
    expect(discourseSubjects(turn('Julie Smith', texts.slice(2), 0), walk, isMetric)).toEqual([null, null, null]);
    // Nor to a word the call writes in lower case more often than capitalised ("Moving to Guidance, …" after "our guidance", "the guidance"): the turn's own business holds.
    const guidance = ['Now I will turn to our segment performance beginning with Industrial.', 'Moving to Guidance, we expect revenue of $5 billion.', 'Our guidance and the guidance for revenue stand.'];
    expect(discourseSubjects(turn('Julie Smith', guidance, 0), walk, isMetric)[1]).not.toBe('Guidance');
  });

  it('in a walk through the businesses, ends a business at a sentence opening on another capitalised word before the same metric, a word of how it is measured kept', () => {
    const holdsMetric = (p: string) => /\b(?:revenue|margins?)\b/i.test(p);
    const lower = { ...ctx, lowerWords: new Set(['credit', 'card', 'auto', 'fee']) };
    const walk = ['Turning to our business segments.', 'Home Lending revenue declined 20% from a year ago.', 'Credit card revenue was up 4%.', 'Auto revenue increased 10% on higher loan balances.'];
    expect(discourseSubjects(turn('Jane Roe', walk, 0), lower, holdsMetric)).toEqual([null, 'Home Lending', null, null]);
    // An acronym: "VRF revenue" after "National Accounts revenue".
    const acronym = ['Turning to our segments.', 'National Accounts revenue was up more than 30%.', 'VRF revenue was up more than 25%.'];
    expect(discourseSubjects(turn('Jane Roe', acronym, 0), lower, holdsMetric)).toEqual([null, 'National Accounts', null]);
    // A word of how the metric is measured ("Fee revenue") goes on about the business; outside a walk, the word is read as before.
    expect(discourseSubjects(turn('Jane Roe', [...walk.slice(0, 2), 'Fee revenue was up 4%.'], 0), lower, holdsMetric)).toEqual([null, 'Home Lending', 'Home Lending']);
  });

  it('in a walk, reads a sentence opening on "Segment" before its metric as the segment walked to', () => {
    const holdsMetric = (p: string) => /\b(?:revenues?|ebitda|market share)\b/i.test(p);
    const walk = ['Thank you.', 'Good morning, everyone.', 'It was a good year.', 'Now turning to the individual segments, beginning with the Towable segment.', 'Towable segment revenues were $414 million.', 'As of August, our market share was 8.7%.', 'Segment adjusted EBITDA for the fourth quarter was $61.3 million.'];
    expect(discourseSubjects(turn('Jane Roe', walk, 0), ctx, holdsMetric)[6]).toBe('Towable');
    // … not the business before a turn to another topic read as none.
    expect(discourseSubjects(turn('Jane Roe', [...walk.slice(0, 5), 'Turning now to our outlook.', 'Segment revenues increased 23%.'], 0), ctx, holdsMetric)[6]).toBeNull();
    // Outside a walk, no segment to refer to.
    expect(discourseSubjects(turn('Jane Roe', ['Our market share was 8.7%.', 'Segment adjusted EBITDA was $61.3 million.'], 0), ctx, holdsMetric)).toEqual([null, null]);
  });

  it('takes no common word a sentence opens on for a business: one the document never writes capitalised elsewhere ("Exposure, which is …")', () => {
    const holdsMetric = (p: string) => /\b(?:occupancy)\b/i.test(p);
    const passage = ['Exposure, which is all vacant units plus notices through a 60-day period, is just 7.2%.', 'This is 180 basis points better than the prior year.'];
    expect(discourseSubjects(turn('Jane Roe', passage, 0), ctx, holdsMetric)).toEqual([null, null]);
    // Written capitalised inside a sentence too: a name.
    expect(discourseSubjects(turn('Jane Roe', ['We own Novelis outright.', 'Novelis, which is our largest unit, is up 7.2%.', 'This is 180 basis points better.'], 0), ctx, holdsMetric).slice(1)).toEqual(['Novelis', 'Novelis']);
  });

  it('turns to a business by "Shifting to …", and to one named in lower case by the words the call calls a business', () => {
    expect(discourseSubjects(turn('Jane Roe', ['Shifting to Surgical.', 'Revenue declined by 28.4% to $67.3 million.'], 0), ctx, isMetric)).toEqual(['Surgical', 'Surgical']);
    const called = { ...ctx, lowerCalledNames: new Set(['distribution', 'services']) };
    expect(discourseSubjects(turn('Jane Roe', ['Moving to distribution and services, revenues were $253.9 million.'], 0), called, (p) => /\brevenues?\b/i.test(p))).toEqual(['Distribution and Services']);
    expect(discourseSubjects(turn('Jane Roe', ['Moving to distribution and services, revenues were $253.9 million.'], 0), ctx, (p) => /\brevenues?\b/i.test(p))).toEqual([null]);
  });

  it('cuts no word to make a name, and takes no speaker of the call for a business', () => {
    const long = 'Moving to our report, I encourage you to read the sustainability report found at our website in the Investors section.';
    expect(discourseSubjects(turn('John Plant', [long, 'Revenue was $5 billion.'], 0), ctx, isMetric)).toEqual([null, null]);
    expect(discourseSubjects([...turn('Ken Smith', ['Now let me turn it back over to John.', 'Revenue was $5 billion.'], 0), ...turn('John Plant', ['Thank you.'], 1)], ctx, isMetric)).toEqual([null, null, null]);
  });
});

describe('a business named as the subject after words saying what it is', () => {
  it('gives the figure to the business a descriptor or "called" introduces, and to a subject "which" follows', () => {
    expect(brief(['The other NBFC Mahindra Investments had a profit after tax of Rs 120 crore for the quarter.'])).toEqual(['Mahindra Investments|net_profit|1200000000|money|Q1 FY24|actual|p1']);
    expect(brief(['Our subsidiary called Sona Securities has now had a net profit of Rs 40 crore this quarter.'])).toEqual(['Sona Securities|net_profit|400000000|money|Q1 FY24|actual|p1']);
    expect(brief(['Sona Securities which was at a net profit of Rs 40 crore this quarter.'])).toEqual(['Sona Securities|net_profit|400000000|money|Q1 FY24|actual|p1']);
    // A phrase with a preposition, or a metric's qualifiers before its abbreviation, name no subject: the company's.
    expect(brief(['The impact of Covid was Rs 50 crore on net profit.'])).toEqual(['|net_profit|500000000|money|Q1 FY24|actual|p1']);
    expect(brief(['Our quarterly PAT was Rs 50 crore.'])).toEqual(['|net_profit|500000000|money|Q1 FY24|actual|p1']);
  });
});

describe('the betterment of a metric that is better lower', () => {
  const costs = lexiconFrom([
    { id: 'credit_cost', names: ['credit cost'], abbreviations: [], unit: 'bp', better: 'lower' },
    { id: 'net_interest_margin', names: ['net interest margin'], abbreviations: ['NIM'], unit: 'percent', better: 'higher' },
  ]);
  const costsBrief = (pages: string[]) => readFacts(doc(pages), { lexicon: costs }).map((f) => `${f.metric}|${f.value}|${f.kind}${f.basis ? `/${f.basis}` : ''}`);
  it('stores an improvement of a cost as a fall', () => {
    expect(costsBrief(['Our credit cost stands at 32 basis points and has improved by 29 basis points YoY.'])).toEqual(['credit_cost|32|actual', 'credit_cost|-29|change/yoy']);
  });
});

describe('a business the call names after a determiner', () => {
  it('gives "Our Core Laundry revenues" to the business the call speaks of as "our Core Laundry operations"', () => {
    expect(brief(['Our Core Laundry operations did well this quarter. Our Core Laundry revenues for the quarter were Rs 409 crore.']).filter((f) => f.includes('revenue'))).toEqual(['Core Laundry|revenue|4090000000|money|Q1 FY24|actual|p1']);
  });
});

describe('owners of figures near another business (fact rules 2520)', () => {
  const local = lexiconFrom([
    { id: 'net_profit', names: ['post-tax profit', 'profit after tax'], abbreviations: ['PAT'], unit: 'money' },
    { id: 'advances', names: ['advances', 'advances book'], abbreviations: [], unit: 'money' },
    { id: 'revenue', names: ['sales', 'revenue'], abbreviations: [], unit: 'money' },
    { id: 'operating_profit', names: ['operating profit'], abbreviations: [], unit: 'money' },
    { id: 'order_book', names: ['bookings'], abbreviations: [], unit: 'money' },
    { id: 'total_contract_value', names: ['total contract value'], abbreviations: ['TCV'], unit: 'money' },
    { id: 'market_share', names: ['market share'], abbreviations: [], unit: 'percent' },
    { id: 'revenue_growth', names: ['sales growth'], abbreviations: [], unit: 'percent' },
  ]);
  const owners = (text: string, company = 'Acme Corporation') =>
    readFacts({ docId: 'd1', company, quarter: 'Q1', year: 'FY24', fyEndMonth: 3, pages: [`John Smith: ${text}`] }, { lexicon: local }).map((f) => `${f.segment ?? ''}|${f.metric}|${f.valueText}`);
  it('"there" points back at the business the sentence before stated its figures of', () => {
    expect(owners('The other NBFC Kotak Mahindra Investments had a post-tax profit of INR 102 crore this quarter. This is on the back of a 50% growth in the advances book there.')).toContain('Kotak Mahindra Investments|advances|50%');
  });
  it('an abbreviation the call makes the subject of a clause stating a figure names a business, before its metric and through its walk', () => {
    const facts = owners('RMD had $6.1 billion of bookings in the quarter. Turning now to Slide 8. RMD sales were $4 billion, up 15% to prior year. Sales were up 9% driven primarily by higher volume. Adjusted operating profit of $532 million was slightly better than expected.');
    expect(facts).toContain('RMD|revenue|9%');
    expect(facts).toContain('RMD|operating_profit|$532 million');
  });
  it('"the market" a preposition governs, or inside a sentence closing a quotation, makes no figure the industry\'s', () => {
    expect(owners('Other verticals showed some softness, BFSI grew 3% in the quarter. PwC said no supplier in the market could meet the needs.” Coming back to our order book, BFSI TCV was at $3 billion.')).toContain('BFSI|total_contract_value|$3 billion');
    expect(owners('This is much ahead of the industry recovery, resulting in a market share of almost 80%.')).toContain('|market_share|80%');
    // … nor one the company's figure is measured against (fact rules 2522).
    expect(owners('Our sales growth outperformed the overall industry by 16 percentage points, increasing 11.4% this quarter.')).toContain('|revenue_growth|11.4%');
  });
  it('"system" before a metric is the company\'s own network, not the industry (fact rules 2521)', () => {
    expect(owners('The division reported system sales growth of 10% this quarter.')).toEqual(['|revenue_growth|10%']);
    expect(owners('Global sales growth was 8% this quarter.')).toEqual(['industry|revenue_growth|8%']);
  });
});
