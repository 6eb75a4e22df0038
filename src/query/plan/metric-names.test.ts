import { describe, expect, it } from 'vitest';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { EMPTY_SCOPE, type Scope } from '../scope/types.js';
import { namesTopic, ofTheirBusiness, withNameSpelling, withPerUnit } from './metric-names.js';
import { planQuestion } from './plan.js';

const lexicon = vocabularyLexicon();
const mentions = (t: string) => lexicon.questionMentions(t);
const of = (name: string, sectors: string[]): Scope => ({ ...EMPTY_SCOPE, source: 'question', companies: [{ name, ticker: null, matched: name, sectors }] });

describe('namesTopic: a topic is named by its own names only', () => {
  it("reads a topic's name, in any case or hyphenation, and no other phrase", () => {
    expect(namesTopic('operating_leverage', 'Operating leverage')).toBe(true);
    expect(namesTopic('operating_leverage', 'leverage')).toBe(false);
    expect(namesTopic('net_debt', 'net debt')).toBe(false);
    expect(namesTopic(undefined, 'operating leverage')).toBe(false);
  });
});

describe('withNameSpelling: a name word misspelt by one slip is the name', () => {
  it('puts right a letter dropped, changed or swapped when that makes a name', () => {
    expect(withNameSpelling("What was HCL Tech's attriton rate in Q1 FY24?", mentions)).toBe("What was HCL Tech's attrition rate in Q1 FY24?");
    expect(withNameSpelling("What was Cipla's ebitda margn in Q1 FY24?", mentions)).toBe("What was Cipla's ebitda margin in Q1 FY24?");
    expect(withNameSpelling("What was SBI Life's persistancy in Q1 FY24?", mentions)).toBe("What was SBI Life's persistency in Q1 FY24?");
    expect(withNameSpelling('What were the slipages this quarter?', mentions)).toBe('What were the slippages this quarter?');
  });

  it('leaves words the vocabulary writes, capitalised names and short words alone', () => {
    for (const q of ['Where do you see margins landing this year?', 'What did Infosis report for attrition?', 'What was the NIMs trend?', 'How did the lender do?']) {
      expect(withNameSpelling(q, mentions), q).toBe(q);
    }
  });

  it('plans the misspelt question as the name, keeping the question as asked', () => {
    const q = "What was HCL Tech's attriton rate in Q1 FY24?";
    const plan = planQuestion(q, of('HCL Technologies Limited', ['it services']), lexicon);
    expect(plan.metrics[0]).toBe('attrition');
    expect(plan.question).toBe(q);
  });
});

describe('ofTheirBusiness: words two metrics share name the one of the companies\' business', () => {
  const fitsTech = (id: string) => id !== 'average_room_rate';
  it("reads a software company's ARR as its annual recurring revenue, a hotel's as its room rate", () => {
    expect(ofTheirBusiness(['annual_recurring_revenue'], "What was the hotel's ARR?", mentions, (id) => id !== 'annual_recurring_revenue')).toEqual(['average_room_rate']);
    expect(ofTheirBusiness(['annual_recurring_revenue'], "What was Box's ARR?", mentions, fitsTech)).toEqual(['annual_recurring_revenue']);
    expect(ofTheirBusiness(['annual_recurring_revenue'], "What was Box's ARR?", mentions, () => true)).toEqual(['annual_recurring_revenue']);
    expect(planQuestion("What was Box's ARR in the quarter?", of('Box, Inc.', ['technology']), lexicon).metrics[0]).toBe('annual_recurring_revenue');
    expect(planQuestion("What was Sunstone Hotel's ARR in the quarter?", of('Sunstone Hotel', ['travel']), lexicon).metrics[0]).toBe('average_room_rate');
  });
});

describe("a topic's name hides the metric words inside it", () => {
  it('reads "operating leverage" as no debt metric, nor the leverage family', () => {
    const plan = planQuestion('How much operating leverage did Infosys get this quarter?', of('Infosys Limited', ['it services']), lexicon);
    expect(plan.metrics).toEqual([]);
    expect(plan.family).toBeNull();
    expect(['net_debt', 'net_debt_to_ebitda']).toContain(planQuestion("What was JSW Steel's leverage at the end of Q1 FY24?", of('JSW Steel Limited', ['metals', 'steel']), lexicon).metrics[0]);
  });

  it('reads a market valuation ("dividend yield", "price to book") as no stored metric', () => {
    expect(planQuestion("What was HCL Technologies' dividend yield in Q1 FY24?", of('HCL Technologies Limited', ['it services']), lexicon).metrics).toEqual([]);
    expect(planQuestion('What price to book does Kotak Mahindra Bank trade at?', of('Kotak Mahindra Bank Limited', ['banks']), lexicon).metrics).toEqual([]);
    expect(planQuestion("What was HCL Technologies' dividend per share in Q1 FY24?", of('HCL Technologies Limited', ['it services']), lexicon).metrics[0]).toBe('dividend');
  });
});

describe('names analysts use, read in questions only', () => {
  it('reads cost of risk, net charge-offs, organic sales growth, net retention and lower-case abbreviations', () => {
    const bank = of('Alpha Bank', ['banks']);
    expect(planQuestion("What was Alpha Bank's cost of risk?", bank, lexicon).metrics[0]).toBe('credit_cost');
    expect(planQuestion("What were Alpha Bank's net charge-offs?", bank, lexicon).metrics[0]).toBe('write_offs');
    expect(planQuestion('alpha bank nim q1 fy24', bank, lexicon).metrics[0]).toBe('net_interest_margin');
    expect(planQuestion('alpha bank roe q1 fy24', bank, lexicon).metrics[0]).toBe('return_on_equity');
    expect(planQuestion("What was Beta's organic sales growth?", of('Beta', ['fmcg']), lexicon).metrics[0]).toBe('organic_growth');
    expect(planQuestion("What was Box's net retention rate?", of('Box, Inc.', ['technology']), lexicon).metrics[0]).toBe('net_revenue_retention');
  });
});

describe('withPerUnit: a slash before a unit is "per" when that makes a name', () => {
  it('reads FFO/share as FFO per share, and leaves other slashes alone', () => {
    expect(withPerUnit("What was Camden's FFO/share in the quarter?", mentions)).toBe("What was Camden's FFO per share in the quarter?");
    expect(withPerUnit('What was the debt/equity at year end?', mentions)).toBe('What was the debt/equity at year end?');
    expect(withPerUnit('How did revenue/share of wallet move?', mentions)).toBe('How did revenue/share of wallet move?');
  });
});
