import { describe, expect, it } from 'vitest';
import { ownSearchQuestion, questionForCompany, questionForPeriod, searchQuestionFor, withoutComparisonWords, withoutOthersOwnWords, withoutPeriodWords } from './entity-question.js';
import type { ScopeCompany } from '../scope/types.js';

const co = (name: string, matched: string, ticker: string | null = null): ScopeCompany => ({ name, matched, ticker });
const TCS = co('Tata Consultancy Services Limited', 'TCS', 'tcs');
const HCL = co('HCLTech', 'HCLTech');

describe('the question each entity of a comparison is searched with', () => {
  it('keeps the entity, removes the others with the word joining them, and drops "Compare"', () => {
    const q = 'Compare attrition at TCS and HCLTech in Q1 FY24';
    expect(questionForCompany(q, TCS, [HCL])).toBe('attrition at TCS in Q1 FY24');
    expect(questionForCompany(q, HCL, [TCS])).toBe('attrition at HCLTech in Q1 FY24');
  });

  it('handles "or", "vs", commas, three companies and "compared with"', () => {
    const w = co('Wipro Limited', 'Wipro');
    const l = co('LTIMindtree', 'LTIMindtree');
    expect(questionForCompany('Who is losing fewer people, Wipro or LTIMindtree?', l, [w])).toBe('Who is losing fewer people, LTIMindtree?');
    expect(questionForCompany('axis bank vs kotak net NPA', co('Kotak Mahindra Bank Limited', 'kotak'), [co('Axis Bank', 'axis bank')])).toBe('kotak net NPA');
    const three = [co('HDFC Bank Limited', 'HDFC Bank'), co('ICICI Bank', 'ICICI Bank'), co('State Bank of India', 'SBI')];
    for (const c of three) expect(questionForCompany('Compare NIM at HDFC Bank, ICICI Bank and SBI', c, three.filter((o) => o !== c))).toBe(`NIM at ${c.matched}`);
    expect(questionForCompany('How many people work at TCS compared with Infosys?', TCS, [co('Infosys Limited', 'Infosys')])).toBe('How many people work at TCS?');
  });

  it('finds the connector before a name across wide spacing, and in a question naming the companies a thousand times', () => {
    const infy = co('Infosys Limited', 'Infosys');
    expect(questionForCompany('How many people work at TCS   \t  compared with \n\n     Infosys?', TCS, [infy])).toBe('How many people work at TCS?');
    const long = 'Revenue at TCS compared with Infosys? '.repeat(1000);
    expect(questionForCompany(long, TCS, [infy])).toBe('Revenue at TCS? '.repeat(1000).trim());
  });

  it('removes possessives and never removes the kept entity\'s own words', () => {
    const ril = co('Reliance Industries', 'RIL');
    const bpcl = co('Bharat Petroleum Corporation Limited', 'BPCL');
    expect(questionForCompany("RIL's O2C and BPCL's refining margins", ril, [bpcl])).toBe("RIL's O2C refining margins");
    // Both candidates of an ambiguous "HDFC": the shared word stays.
    const bank = co('HDFC Bank Limited', 'HDFC');
    const life = co('HDFC Life Insurance Company Limited', 'HDFC');
    expect(questionForCompany('What did HDFC say about margins?', bank, [life])).toBe('What did HDFC say about margins?');
  });

  it('rewrites per period for two quarters of one company', () => {
    const q1 = { quarter: 'Q1', year: 'FY24' };
    const q2 = { quarter: 'Q2', year: 'FY24' };
    const q = "How did Aravali Infotech's revenue change from Q1 FY24 to Q2 FY24?";
    expect(questionForPeriod(q, q1, [q2])).toBe("How did Aravali Infotech's revenue change from Q1 FY24?");
    expect(questionForPeriod(q, q2, [q1])).toBe("How did Aravali Infotech's revenue change from Q2 FY24?");
    expect(questionForPeriod('Compare the first quarter and second quarter margins at Aravali', q2, [q1])).toBe('second quarter margins at Aravali');
  });

  it('searches each entity without the names, its filtered period and the comparison framing', () => {
    const infy = co('Infosys Limited', 'Infosys');
    const q1 = { quarter: 'Q1', year: 'FY24' };
    expect(searchQuestionFor('TCS vs Infosys operating margin Q1 FY24', [TCS, infy], q1)).toBe('operating margin');
    expect(searchQuestionFor('Compare attrition at TCS and HCLTech in Q1 FY24', [TCS, HCL], q1)).toBe('attrition');
    const w = co('Wipro Limited', 'Wipro');
    const l = co('LTIMindtree', 'LTIMindtree');
    expect(searchQuestionFor('Who is losing fewer people, Wipro or LTIMindtree?', [w, l], { quarter: null, year: null })).toBe('is losing people?');
    // The period stays when it is not a filter.
    expect(searchQuestionFor('TCS vs Infosys margin in Q1 FY24', [TCS, infy], { quarter: null, year: null })).toBe('margin in Q1 FY24');
    // Nothing but names: no search question (the caller keeps the entity's own).
    expect(searchQuestionFor('TCS vs Infosys', [TCS, infy], q1)).toBe('');
    const adani = co('Adani Enterprises Limited', 'Adani Enterprises');
    expect(searchQuestionFor("How much did Adani Enterprises' and Infosys's capex grow?", [adani, infy], q1)).toBe('How much did capex grow?');
    expect(searchQuestionFor("How did Aravali's revenue change from Q1 FY24 to Q2 FY24?", [co('Aravali Infotech', 'Aravali')], q1, [{ quarter: 'Q2', year: 'FY24' }])).toBe('How did revenue change?');
    const techm = co('Tech Mahindra Limited', 'TechM');
    const wipro = co('Wipro Limited', 'Wipro');
    expect(searchQuestionFor('TechM v Wipro — how much fresh business did each sign up in the June quarter?', [techm, wipro], q1)).toBe('how much fresh business did each sign up?');
    expect(searchQuestionFor('Which of Wipro and TechM is generating more profit on shareholders\' money?', [wipro, techm], q1)).toBe('is generating profit on shareholders\' money?');
    // A company the question names twice ("Jio (RIL)") loses both names.
    const airtel = co('Bharti Airtel Limited', 'Airtel', 'bhartiartl');
    const ril: ScopeCompany = { ...co('Reliance Industries Limited', 'Jio', 'reliance'), also: ['RIL'] };
    expect(searchQuestionFor('Airtel vs Jio (RIL): EBITDA margin in Q1 FY24?', [airtel, ril], q1)).toBe('EBITDA margin?');
  });

  it('removes period words and comparison words, not the metric', () => {
    expect(withoutPeriodWords('gross margins in the June 2023 quarter')).toBe('gross margins');
    expect(withoutPeriodWords('loan growth, June quarter 2023')).toBe('loan growth,');
    expect(withoutPeriodWords('revenue in the first quarter of fiscal 2024')).toBe('revenue');
    expect(withoutPeriodWords('deals signed this quarter')).toBe('deals signed');
    expect(withoutComparisonWords('Which carries more debt relative to its earnings?')).toBe('carries debt relative to its earnings?');
    expect(withoutComparisonWords('net interest margin')).toBe('net interest margin');
    expect(withoutComparisonWords('Which has the highest CASA ratio?')).toBe('has the CASA ratio?');
    // "stack up" frames the comparison; left in, the answerer quotes a "technology stack".
    expect(withoutComparisonWords('How does the margin stack up?')).toBe('How does the margin?');
    expect(withoutComparisonWords('How did profitability measure up')).toBe('How did profitability');
    // "holds good" in a transcript is no evidence of how exports held up.
    expect(withoutComparisonWords('How did exports hold up?')).toBe('How did exports?');
    expect(withoutComparisonWords('How have margins held up and how did volumes fare?')).toBe('How have margins and how did volumes?');
    expect(withoutComparisonWords('How has demand shaped up and how have costs measured up?')).toBe('How has demand and how have costs?');
  });

  it('leaves out the words the question says about another company alone', () => {
    const ril = co('Reliance Industries Limited', 'RIL');
    const bpcl = co('Bharat Petroleum Corporation Limited', 'BPCL');
    const q = "How did RIL's O2C business and BPCL's refining margins fare in Q1?";
    expect(withoutOthersOwnWords(q, [ril], [ril, bpcl])).toBe("How did BPCL's refining margins fare in Q1?");
    expect(searchQuestionFor(withoutOthersOwnWords(q, [ril], [ril, bpcl]), [ril, bpcl], { quarter: 'Q1', year: null })).toBe('How did refining margins?');
    // The last company's words end where its noun phrase does.
    expect(withoutOthersOwnWords(q, [bpcl], [ril, bpcl])).toBe("How did RIL's O2C business fare in Q1?");
    expect(withoutOthersOwnWords("RIL's O2C EBITDA vs BPCL's GRM", [bpcl], [ril, bpcl])).toBe("RIL's O2C EBITDA");
    // A verb the companies share ("get", "report") ends the last one's words and is kept.
    const bajaj = co('Bajaj Auto Limited', 'Bajaj');
    const hero = co('Hero MotoCorp Limited', 'Hero');
    expect(withoutOthersOwnWords("How many bookings did Bajaj's Triumph and Hero's Harley-Davidson get?", [hero], [bajaj, hero])).toBe("How many bookings did Bajaj's Triumph get?");
    // A metric both companies share is never removed.
    const infy = co('Infosys Limited', 'Infosys');
    expect(withoutOthersOwnWords("Compare TCS's attrition with Infosys", [TCS], [TCS, infy])).toBe("Compare TCS's attrition with Infosys");
    expect(withoutOthersOwnWords("TCS's and Infosys's operating margin", [TCS], [TCS, infy])).toBe("TCS's and Infosys's operating margin");
  });
});

describe('the question one company is searched with', () => {
  it('leaves out every way the question names the company, and nothing else', () => {
    expect(ownSearchQuestion('Cipla R&D', co('Cipla Limited', 'Cipla'))).toBe('R&D');
    expect(ownSearchQuestion("What is TCS's attrition in Q1?", TCS)).toBe('What is attrition in Q1?');
    expect(ownSearchQuestion('How did Tata Consultancy Services grow?', TCS)).toBe('How did grow?');
    // A flag's company named in the question by other words.
    expect(ownSearchQuestion('For HUL, what was volume growth?', { ...co('Hindustan Unilever Limited', 'hindustan'), mentioned: 'HUL' })).toBe('For what was volume growth?');
  });

  it('keeps a question that is nothing but the name', () => {
    expect(ownSearchQuestion("What about TCS?", TCS)).toBe('What about TCS?');
  });
});
