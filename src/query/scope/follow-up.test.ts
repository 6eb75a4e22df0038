import { describe, expect, it } from 'vitest';
import { buildDirectory } from './company-directory.js';
import { followUpQuestion } from './follow-up.js';

const doc = (company: string, ticker: string) => ({ id: company, fileName: `${company}.pdf`, company, ticker, quarter: 'Q1', year: 'FY24' });
const dir = buildDirectory({ docs: [doc('Reliance Industries Limited', 'RELIANCE'), doc('Bharti Airtel Limited', 'BHARTIARTL'), doc('Infosys Limited', 'INFY')] });

describe('follow-up questions', () => {
  it('puts the company a follow-up names in place of the previous question\'s', () => {
    const r = followUpQuestion(["What was Jio's ARPU in Q1 FY24?", 'And how about Airtel?'], dir, null);
    expect(r.question).toBe("What was Airtel's ARPU in Q1 FY24?");
    expect(r.note).toMatch(/follow-up read as/);
    expect(followUpQuestion(['What drove revenue growth?', 'What about Infosys?'], dir, null).question).toBe('What drove revenue growth at Infosys?');
  });

  it('adds the period a follow-up names, and leaves a question that stands alone', () => {
    expect(followUpQuestion(["What was Airtel's ARPU?", 'and for Q4 FY23?'], dir, null).question).toBe("What was Airtel's ARPU in Q4 FY23?");
    expect(followUpQuestion(["What was Airtel's ARPU?", 'What did Infosys say about attrition?'], dir, null)).toEqual({ question: 'What did Infosys say about attrition?', note: null });
    expect(followUpQuestion(['What about Airtel?'], dir, null).note).toBeNull();
  });
});
