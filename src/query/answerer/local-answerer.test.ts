import { describe, expect, it } from 'vitest';
import type { Context } from '../retrieve/types.js';
import { LocalAnswerer, createLocalAnswerer, figureBeside, figureBesidePeriod, graphLineSentence, periodCue, withFigureAfter } from './local-answerer.js';

const ctx = (text: string, over: Partial<Context> = {}): Context => ({
  channel: 'vector', text, chunkId: 'c', document: 'd.pdf', company: 'Infosys', quarter: 'Q1', year: 'FY24', pages: [1], score: 1, ...over,
});

const contexts = [
  ctx('Thank you, moderator. Good morning everyone. Our attrition declined to 17.3% this quarter. We remain cautious on discretionary spend.'),
  ctx('Revenue for the quarter grew 4.2% year-on-year in constant currency to $4,617 million. Operating margin was 20.8%.'),
  ctx('Large deal TCV was $2.3 billion, driven by BFSI and retail clients.'),
];

describe('LocalAnswerer', () => {
  const a = new LocalAnswerer();

  it('answers with the best sentences, in reading order, citing their contexts', async () => {
    const ans = await a.answer('What was the revenue growth of Infosys in Q1 FY24?', contexts);
    expect(ans.text).toContain('Revenue for the quarter grew 4.2% year-on-year in constant currency to $4,617 million. [2]');
    expect(ans.cited).toContain(2);
    expect(ans.text).not.toMatch(/Good morning|Thank you/);
    const m = await a.answer('What was the operating margin?', contexts);
    expect(m.text).toMatch(/^Operating margin was 20\.8%\. \[2\]/);
    expect(m.cited).toEqual([2]);
  });

  it('never quotes a participant list, whatever names and titles it shares with the question', async () => {
    const list = ctx('Corporate Participants Asha Rao Chief Executive Officer (North America Business), Infosys. Vikram Shah Chief Financial Officer, Infosys.');
    const facts = ctx('For Q1, our sales in the U.S. grew 12% to USD 471 million.');
    const intro = ctx('With me are Mr. Asha Rao, CEO, North America; and Mr. Vikram Shah, CFO.');
    const ans = await a.answer('North America business sales?', [list, intro, facts]);
    expect(ans.text).not.toMatch(/Participants|Rao/);
    expect(ans.cited).toEqual([3]);
  });

  it('says plainly when nothing in the context answers', async () => {
    const ans = await a.answer('What is the dividend payout policy for shareholders?', contexts);
    expect(ans.text).toBe('The retrieved context does not contain an answer to: "What is the dividend payout policy for shareholders?".');
    expect(ans.cited).toEqual([]);
    expect((await a.answer('What was attrition?', [])).cited).toEqual([]);
  });

  it('reads graph contexts line by line and is deterministic', async () => {
    const g = [ctx('Infosys -[reported]-> attrition\nattrition -[reached]-> 17.3%', { channel: 'graph', chunkId: null })];
    const x = await a.answer('What was the attrition at Infosys?', g);
    expect(x.cited).toEqual([1]);
    expect(x.text).toContain('17.3%');
    expect(await a.answer('What was the attrition at Infosys?', g)).toEqual(x);
  });

  it('uses an embedder when given one', async () => {
    const calls: string[] = [];
    const emb = { embedOne: (t: string) => { calls.push(t); return Float32Array.from([1, 0]); } };
    const ans = await createLocalAnswerer({ embedder: emb }).answer('What was the operating margin?', contexts);
    expect(ans.cited).toEqual([2]);
    expect(calls[0]).toBe('What was the operating margin?');
  });
});

describe('graph context lines', () => {
  it('answers with the evidence sentence of a triplet line', () => {
    expect(graphLineSentence('deal wins —[reached]→ $1.14 billion — "Total contract value was $1.14 billion." (a.pdf p. 1)')).toBe(
      'Total contract value was $1.14 billion.',
    );
    expect(graphLineSentence('Revenue —[grew_by]→ 12%')).toBe('Revenue —[grew_by]→ 12%');
  });
});

describe('the contexts\' own company in the question', () => {
  it('does not pull title lines ahead of the sentence that answers', async () => {
    const own = { company: 'Aravali Infotech Limited' };
    const cs = [
      ctx('Aravali Infotech Limited Q2 FY24 Earnings Call, October 18, 2023. Aravali Infotech Limited management: Meera Raghunathan, CEO.', own),
      ctx('I am pleased to report that revenue for the quarter was Rs. 5,034 crore, a sequential growth of 4.6%.', own),
    ];
    const ans = await new LocalAnswerer().answer("How did Aravali Infotech's revenue grow?", cs);
    expect(ans.text).toContain('Rs. 5,034 crore');
    expect(ans.cited).toEqual([2]);
  });
});

describe('answers from replies, not from the question asked on the call', () => {
  const call = (text: string, over: Partial<Context> = {}): Context => ctx(text, { company: 'Aravali Infotech Limited', ...over });
  const exchange = call(
    [
      'Moderator: The next question is from the line of Priya Shah from Kestrel Capital.',
      'Priya Shah: What is the volume guidance for commercial mining this year?',
      'Vinay Prakash: For commercial mining, I do not think we will get any volume this year in India.',
      'Production should start only in the next financial year.',
    ].join('\n'),
  );

  it('quotes the reply that follows the matching analyst question, never the question itself', async () => {
    const ans = await new LocalAnswerer().answer('What is the volume guidance for commercial mining this year?', [exchange]);
    expect(ans.text).toMatch(/^For commercial mining, I do not think we will get any volume this year in India\. \[1\]/);
    expect(ans.text).not.toContain('?');
    expect(ans.cited).toEqual([1]);
  });

  it("quotes management's turn that hands over with a question when the call's cast places its speaker in management", async () => {
    const handing = ctx('Anil Rao: Net debt to EBITDA will stay below 1.5 times this year. Neha, can you cover the quarter?\nNeha Joshi: Sure.', { document: 'k.pdf' });
    const q = 'Where will net debt to EBITDA stay this year?';
    expect((await new LocalAnswerer().answer(q, [handing])).refused).toBe(true);
    const cast = { management: new Set(['Anil Rao', 'Neha Joshi']), analysts: new Set<string>() };
    const ans = await new LocalAnswerer({ castOf: (d) => (d === 'k.pdf' ? cast : undefined) }).answer(q, [handing]);
    expect(ans.text).toMatch(/^Net debt to EBITDA will stay below 1\.5 times this year\. \[1\]/);
  });

  it('finds the reply in the next chunk when the question ends the previous one', async () => {
    const asked = call('Moderator: Next question, please.\nPriya Shah: How will you fund the expansion to 55 million tonnes?', { ord: 3, chunkId: 'c3' });
    const replied = call('Neha Joshi: Mainly from internal accruals, and net debt to EBITDA will stay below 1.5 times.\nModerator: Thank you.', { ord: 4, chunkId: 'c4' });
    const ans = await new LocalAnswerer().answer('How will you fund the expansion to 55 million tonnes?', [asked, replied]);
    expect(ans.text).toBe('Mainly from internal accruals, and net debt to EBITDA will stay below 1.5 times. [2]');
    // Without knowing that the chunks are consecutive, the reply is not linked and nothing answers.
    const unlinked = await new LocalAnswerer().answer('How will you fund the expansion to 55 million tonnes?', [asked, { ...replied, ord: undefined }]);
    expect(unlinked.cited).toEqual([]);
  });

  it('a chunk holding only the question is not an answer', async () => {
    const onlyAsked = call('Priya Shah: What is the volume guidance for commercial mining this year?');
    expect((await new LocalAnswerer().answer('What is the volume guidance for commercial mining this year?', [onlyAsked])).cited).toEqual([]);
  });
});

describe('financial abbreviations', () => {
  it('answers "NIM" from "net interest margin" and the reverse', async () => {
    const c = ctx('We guide for a full-year net interest margin of 4.05% to 4.15%. Deposits grew 16.9%.', { company: 'Konkan Coastal Bank' });
    const a = await new LocalAnswerer().answer('What is the NIM guidance for FY24?', [c]);
    expect(a.text).toBe('We guide for a full-year net interest margin of 4.05% to 4.15%. [1]');
    const d = ctx('Our NIM for the year should be 4.05% to 4.15%. Deposits grew 16.9%.', { company: 'Konkan Coastal Bank' });
    expect((await new LocalAnswerer().answer('What net interest margin do you expect for the year?', [d])).text).toBe('Our NIM for the year should be 4.05% to 4.15%. [1]');
  });
});

describe('a short question and a long analyst question', () => {
  it('a reply to an analyst question mostly about something else counts less than a reply to ours', async () => {
    const call = ctx(
      [
        'Priya Shah: Revenue growth by segment, by geography, by client cohort, and the pricing versus volume split: can you give some colour on each?',
        'Vinay Prakash: Revenue growth by segment was led by retail banking clients in Europe.',
        'Arjun Rao: What was revenue growth?',
        'Vinay Prakash: It was 12.4% in constant currency.',
      ].join('\n'),
    );
    const a = await new LocalAnswerer().answer('What was revenue growth?', [call]);
    expect(a.text).toBe('It was 12.4% in constant currency. [1]');
  });

  it('quotes a close runner-up holding the asked abbreviation when the top sentence matched only its long form\'s common words', async () => {
    const bank = [
      ctx('Net interest income for the quarter increased by 24.7% YoY, on the back of the improvement in yields and continuing credit offtake. Domestic NIM at 3.47% has also improved by 24 basis points YoY.', { company: 'State Bank of India' }),
      ctx('Net profit for the first quarter increased by 178% YoY, and the operating profit by 98%.', { company: 'State Bank of India' }),
    ];
    const ans = await new LocalAnswerer().answer('NIM', bank);
    expect(ans.refused).toBe(false);
    expect(ans.text).toContain('Domestic NIM at 3.47%');
  });
});


describe('a figure in the unit the question asks, beside its words', () => {
  it('reads a count, a percentage and an amount beside the question\'s words, and none in another unit', () => {
    const words = new Set(['larg', 'deal']);
    const deals = 'Large deal momentum continued and we signed 16 large deals in Q1; TCV was $2.3 bn with 56% net new.';
    expect(figureBeside(deals, 'count', new Set(['larg', 'deal']))).toBe('beside');
    expect(figureBeside('We had one mega deal win in Q1 FY24, in 2023.', 'count', words)).toBe('other');
    expect(figureBeside('Large deal TCV was $2.3 billion.', 'percent', words)).toBe('other');
    expect(figureBeside('Large deal TCV was $2.3 billion.', 'money', words)).toBe('beside');
    expect(figureBeside('Large deals matter to us.', 'count', words)).toBeNull();
  });

  it('answers "how many" with the sentence counting the thing asked, not one about it with another figure', async () => {
    const call = [
      ctx('We have over 17,000 bookings as of this morning, from 15 centres. The new bike adds a new segment to both our businesses, which is now 25% of exports.', { company: 'Konkan Motors' }),
      ctx('Bookings of the new bike have been strong and the brand will be developed into a future engine of growth.', { company: 'Konkan Motors' }),
    ];
    const a = await new LocalAnswerer().answer('How many bookings has the new bike had?', call);
    expect(a.text).toMatch(/^We have over 17,000 bookings/);
  });
});

describe('a period before the call\'s own', () => {
  it('reads how a call states the quarter before, the year-ago quarter and a named month', () => {
    const call = { quarter: 'Q1', year: 'FY24' };
    expect(periodCue(null, call)).toBeNull();
    expect(periodCue({ quarter: 'Q1', year: 'FY24' }, call)).toBeNull();
    // The call's own fiscal year (a question across its quarters) is no earlier period, but is the year a guidance is for.
    expect(periodCue({ quarter: null, year: 'FY24' }, call)).toBeNull();
    expect(periodCue({ quarter: null, year: 'FY24' }, call, 'What capex guidance for FY24?', true)!.test('capex of Rs 6,000 crore for FY24')).toBe(true);
    expect(periodCue({ quarter: null, year: 'FY23' }, call)!.test('revenue was Rs 90 crore in FY23')).toBe(true);
    const before = periodCue({ quarter: 'Q4', year: 'FY23' }, call)!;
    expect(before.test("compares to 6.2% of sales for Q4 FY '23")).toBe(true);
    expect(before.test('quarter 4 was INR 13,269 per vehicle')).toBe(true);
    expect(before.test('Last quarter, our cost was USD194 per metric ton')).toBe(true);
    expect(before.test('Q1 FY24 revenue was Rs 100 crore')).toBe(false);
    // A quarter with no year is the latest such quarter up to the call's.
    expect(periodCue({ quarter: 'Q4', year: null }, call)!.test('Q4 FY23')).toBe(true);
    const yearAgo = periodCue({ quarter: 'Q1', year: 'FY23' }, call)!;
    expect(yearAgo.test('63,218 units as compared to 69,437 units in Q1FY23')).toBe(true);
    expect(yearAgo.test('63,218 units in Q1 FY24')).toBe(false);
    expect(periodCue({ quarter: 'Q4', year: 'FY23' }, call, 'NWC in March 2023?')!.test('from 16.1% in March ‘23')).toBe(true);
  });

  it('a figure counts as the period\'s when it stands beside the period\'s words', () => {
    const cue = periodCue({ quarter: 'Q4', year: 'FY23' }, { quarter: 'Q1', year: 'FY24' })!;
    expect(figureBesidePeriod("this compares to INR6,657 million, 6.2% of sales, for Q4 FY '23", cue)).toBe(true);
    expect(figureBesidePeriod("Q4 FY '23 was a strong quarter for the whole industry and for us, with good demand across markets and channels everywhere, and then 6.2%", cue)).toBe(false);
    expect(figureBesidePeriod("Q4 FY '23 was strong", cue)).toBe(false);
  });

  it('quotes the sentence stating the figure of the period asked, given the plan\'s period', async () => {
    const call = [
      ctx('Net working capital to revenue was 17% in June 23, which is within our band of 16% to 18%.', { company: 'Larsen' }),
      ctx('That is from 16.1% in March ‘23 to 17% in June 23, on net working capital to revenue.', { company: 'Larsen' }),
    ];
    const a = await new LocalAnswerer().answer('What was net working capital to revenue in March 2023?', call, undefined, { period: { quarter: 'Q4', year: 'FY23' } });
    expect(a.text).toContain('16.1%');
  });
});

describe('withFigureAfter', () => {
  const s = (pos: number, text: string, turn = 0, ctx = 0) => ({ ctx, pos, turn, text });
  const named = s(1, 'The unwinding basically depends on the market yield of the assets we hold.');
  const figure = s(2, 'But consistently it has been between 8% to 8.5%, and we will hover around there.');
  it('adds the next sentence of the same reply when the picked one names no figure and it does', () => {
    expect(withFigureAfter([named], [named, figure]).map((c) => c.pos)).toEqual([1, 2]);
  });
  it('adds nothing after a sentence with a figure, across a turn, or when the next states none', () => {
    expect(withFigureAfter([figure], [named, figure, s(3, 'Margins were 12% too.')])).toEqual([figure]);
    expect(withFigureAfter([named], [named, s(2, 'It was 8%.', 1)])).toEqual([named]);
    expect(withFigureAfter([named], [named, s(2, 'We will hover around there.')])).toEqual([named]);
  });
  it('does not add a sentence already picked', () => {
    expect(withFigureAfter([named, figure], [named, figure])).toHaveLength(2);
  });
});
