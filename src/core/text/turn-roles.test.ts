import { describe, expect, it } from 'vitest';
import { asks, isAskingRole, replyText, roleContexts, roleTurns, sentenceRoles, turnBody } from './turn-roles.js';

const exchange = [
  'Moderator: Thank you. The next question is from the line of Priya Shah from Kestrel Capital.',
  'Priya Shah: What is the volume guidance for this year? And how is pricing?',
  'Vinay Prakash: For commercial mining, we do not expect any volume this year in India.',
  'Pricing has been stable.',
  'Moderator: Thank you. The next question is from Arjun Rao.',
].join('\n');

describe('roleTurns', () => {
  it('tells the moderator, the analyst asking and the reply apart, and links the reply to its question', () => {
    const t = roleTurns(exchange);
    expect(t.map((x) => x.role)).toEqual(['moderator', 'question', 'reply', 'moderator']);
    expect(t[2]!.speaker).toBe('Vinay Prakash');
    expect(t[2]!.askedBy).toContain('volume guidance for this year?');
    expect(t[2]!.text).toContain('Pricing has been stable.');
  });

  it('a chunk that starts mid-reply is a reply without a question; prose is one reply', () => {
    const t = roleTurns('margins will hold.\nPriya Shah: And capex?\nVinay Prakash: Rs. 900 crore.');
    expect(t.map((x) => [x.role, x.askedBy === null])).toEqual([
      ['reply', true],
      ['question', true],
      ['reply', false],
    ]);
    expect(roleTurns('Revenue grew 12% to Rs. 4,812 crore.').map((x) => x.role)).toEqual(['reply']);
  });
});

describe('roleTurns with the call\'s cast', () => {
  const chunk = ['Jane Smith: Revenue rose 5%. Mark, can you walk us through the segments?', 'Mark Jones: Sure. Retail grew 8%.', 'Tom Brown: Okay, got it, and the second half then.', 'Jane Smith: Flat.'].join('\n');

  it("reads management's turns as replies and an analyst's as questions, whatever their words", () => {
    // By its words alone, the hand-over reads as a question, and its speaker as the analyst from then on.
    expect(roleTurns(chunk).map((x) => x.role)).toEqual(['question', 'reply', 'reply', 'question']);
    const cast = { management: new Set(['Jane Smith', 'Mark Jones']), analysts: new Set(['Tom Brown']) };
    const t = roleTurns(chunk, cast);
    expect(t.map((x) => x.role)).toEqual(['reply', 'reply', 'question', 'reply']);
    expect(t[3]!.askedBy).toContain('second half');
    expect(replyText(chunk, cast)).toContain('Revenue rose 5%.');
    expect(sentenceRoles(chunk, cast)('Revenue rose 5%.')).toBe('reply');
  });
});

describe('roleContexts', () => {
  const ending = { document: 'a.pdf', ord: 4, text: 'Moderator: Next question.\nPriya Shah: What is the volume guidance for this year?' };
  const opening = { document: 'a.pdf', ord: 5, text: 'Vinay Prakash: We expect 13 million tonnes.\nPriya Shah: Thanks.' };

  it('links a reply that opens a chunk to the question the previous chunk ended with', () => {
    const [, b] = roleContexts([ending, opening]);
    expect(b![0]!.askedBy).toContain('volume guidance');
    expect(b![0]!.continued).toBe(false);
  });

  it('links only consecutive chunks of the same document', () => {
    expect(roleContexts([ending, { ...opening, ord: 7 }])[1]![0]!.askedBy).toBeNull();
    expect(roleContexts([ending, { ...opening, document: 'b.pdf' }])[1]![0]!.askedBy).toBeNull();
    expect(roleContexts([{ ...ending, ord: undefined }, opening])[1]![0]!.askedBy).toBeNull();
  });

  it('the rest of a reply begun in the previous chunk answers the same question and is marked continued', () => {
    const a = { document: 'a.pdf', ord: 1, text: 'Priya Shah: How will you fund the expansion?\nNeha Joshi: Mainly from internal accruals.' };
    const b = { document: 'a.pdf', ord: 2, text: 'We expect net debt to EBITDA to stay below 1.5 times.\nModerator: Next question.' };
    const [, tb] = roleContexts([b, a].reverse());
    expect(tb![0]!.askedBy).toContain('fund the expansion');
    expect(tb![0]!.continued).toBe(true);
    expect(tb![1]!.role).toBe('moderator');
  });
});

describe('asks', () => {
  it('a turn holding a question asks, even when remarks follow it', () => {
    expect(asks('Priya Shah: What is the outlook? Thank you.', 'Priya Shah')).toBe(true);
    expect(asks('Priya Shah: First, margins? And second, a comment on the tax rate for the year.', 'Priya Shah')).toBe(true);
  });
  it("right after someone else's question, a turn asks only if it ends by asking", () => {
    expect(asks('Why did margins fall this quarter? Raw material costs rose sharply.', 'Vinay Prakash', 'Priya Shah')).toBe(false);
    expect(asks('Which quarter do you mean? Q4 or Q1?', 'Vinay Prakash', 'Priya Shah')).toBe(true);
    expect(asks('And a follow-up on capex? Thank you.', 'Priya Shah', 'Priya Shah')).toBe(true);
  });
  it('unlabelled text never asks as a whole', () => {
    expect(asks('What does it mean for the business? It means more volume.', null)).toBe(false);
  });
});

describe('the analyst the moderator introduces', () => {
  const call = [
    'Moderator: Thank you. The next question is from the line of Sanjay Gupta from Motilal Oswal. Please go ahead.',
    'Sanjay Gupta: Good evening, and congratulations on the quarter. Headcount declined by 1,210.',
    'Meera Raghunathan: The reduction was driven by attrition and better utilization, not by layoffs.',
    'Sanjay Gupta: Understood. And the fresher hiring plan for FY24 would be helpful to know.',
    'Meera Raghunathan: We plan to onboard about 6,000 freshers in FY24.',
    'Moderator: Thank you. I now hand the conference back to the management for closing comments.',
    'Meera Raghunathan: Thank you all for joining us.',
  ].join('\n');

  it("every turn of the analyst named in the introduction asks, with or without a question mark, until the moderator speaks again", () => {
    const t = roleTurns(call);
    expect(t.map((x) => x.role)).toEqual(['moderator', 'question', 'reply', 'question', 'reply', 'moderator', 'reply']);
    expect(t[2]!.askedBy).toContain('Headcount declined by 1,210.');
    expect(t[4]!.askedBy).toContain('fresher hiring plan');
  });

  it('a host who moderates under their own name is the moderator: the analysts they introduce ask, the chief executive who hands over a question replies', () => {
    const t = roleTurns(
      [
        'Nitin Mohta: Thank you, DC. The first question is from the line of Sandeep Shah.',
        'Sandeep Shah: Congratulations on the deal wins. Any colour on margins for the year',
        'Debashis Chatterjee: Vinit, do you want to take the margin?',
        'Vinit Teredesai: Margins came in at 16.7% and we stay in the 17% to 18% band.',
        'Nitin Mohta: We will take the next question from Manik Taneja.',
        'Manik Taneja: Our hiring plans for the year, please.',
        'Vinit Teredesai: We added 1,000 people this quarter.',
      ].join('\n'),
    );
    expect(t.map((x) => x.role)).toEqual(['moderator', 'question', 'question', 'reply', 'moderator', 'question', 'reply']);
  });

  it('an analyst who says "my next question is from the margin side" is not taken for a host', () => {
    const t = roleTurns(['Moderator: The next question is from the line of Ravi Menon.', 'Ravi Menon: Thanks. My next question is from the margin side: where do you see it?', 'CFO: Around 20%.'].join('\n'));
    expect(t.map((x) => x.role)).toEqual(['moderator', 'question', 'reply']);
  });

  it('management speaking up right after an introduction is not the analyst; the analyst named is', () => {
    const t = roleTurns(
      [
        'Moderator: The next question is from the line of Bharanidhar Vijayakumar from Spark Capital.',
        "P. Ramakrishnan: It's a little feeble. Please come closer to the handset.",
        'Bharanidhar Vijayakumar: Sure. The order inflow guidance of 10% for the year looks conservative.',
        'P. Ramakrishnan: Order inflow grew 57% in Q1 and we retain the 10% to 12% guidance.',
      ].join('\n'),
    );
    expect(t.map((x) => x.role)).toEqual(['moderator', 'reply', 'question', 'reply']);
  });

  it('in a chunk that starts mid-exchange, the speaker someone replied to asks on, with or without a question mark', () => {
    const t = roleTurns(
      [
        'Raghunandhan NL: And what would be the order book for Fronx? Thank you.',
        'Rahul Bharti: We have about 22,000-23,000 pending bookings on Fronx.',
        'Raghunandhan NL: Got it, sir. If you can share the exports and SMG production number.',
        'Rahul Bharti: SMG volume was about 40% of total about 200,000 units.',
      ].join('\n'),
    );
    expect(t.map((x) => x.role)).toEqual(['question', 'reply', 'question', 'reply']);
    expect(t[3]!.askedBy).toContain('If you can share the exports');
    // A question nobody replied to names no analyst: the next speaker's remark is a reply.
    expect(roleTurns('Ravi Rao: Why did margins fall?\nRavi Rao: Raw material costs rose.').map((x) => x.role)).toEqual(['question', 'reply']);
  });

  it('a moderator line that introduces nobody makes no one an analyst', () => {
    const t = roleTurns('Moderator: I now hand the conference over to Mr. Suresh Pai. Over to you, sir.\nSuresh Pai: Net profit grew 27.4% to Rs. 1,186 crore.');
    expect(t.map((x) => x.role)).toEqual(['moderator', 'reply']);
  });
});

describe('turnBody and replyText', () => {
  it('leave out speaker labels of either layout', () => {
    expect(turnBody({ speaker: 'Mr. A Ajmera – Ajcon Global', text: 'Mr. A Ajmera – Ajcon Global: Sir, compliments.' })).toBe('Sir, compliments.');
    expect(turnBody({ speaker: 'Gopal Vittal', text: 'Gopal Vittal - Managing Director\nRevenue grew 8%.' })).toBe('Revenue grew 8%.');
    expect(turnBody({ speaker: null, text: 'margins will hold.' })).toBe('margins will hold.');
  });

  it("keep management's replies only, one turn a paragraph", () => {
    expect(replyText(exchange)).toBe('For commercial mining, we do not expect any volume this year in India.\nPricing has been stable.');
    expect(replyText('Revenue grew 12% to Rs. 4,812 crore.')).toBe('Revenue grew 12% to Rs. 4,812 crore.');
  });
});

describe('sentenceRoles', () => {
  const roleOf = sentenceRoles(
    [
      'Moderator: The next question is from the line of Arjun Rao from CLSA.',
      'Arjun Rao: Thanks. The margin fell 11 basis points this quarter. Where will it settle?',
      'Lakshmi Venkatesh: We guide for a full-year net interest',
      'margin of 4.05% to 4.15%.',
    ].join('\n'),
  );

  it('tells the turn a sentence was said in, whitespace aside', () => {
    expect(roleOf('The margin fell 11 basis points this quarter.')).toBe('question');
    expect(roleOf('We guide for a full-year net interest margin of 4.05% to 4.15%.')).toBe('reply');
    expect(roleOf('The next question is from the line of Arjun Rao from CLSA.')).toBe('moderator');
    expect(isAskingRole(roleOf('The margin fell 11 basis points this quarter.'))).toBe(true);
    expect(isAskingRole(roleOf('We guide for a full-year net interest margin of 4.05% to 4.15%.'))).toBe(false);
  });

  it('looks past a speaker label put in front of a sentence; a sentence not in the text has no role', () => {
    expect(roleOf('Arjun Rao: The margin fell 11 basis points this quarter.')).toBe('question');
    expect(roleOf('Lakshmi Venkatesh: We guide for a full-year net interest margin of 4.05% to 4.15%.')).toBe('reply');
    expect(roleOf('Deposits grew 16.9%.')).toBeNull();
  });

  it('places a sentence run on across a turn boundary by the turn it opens in', () => {
    expect(roleOf('Thanks. The margin fell 11 basis points this quarter. Where will it settle? Lakshmi Venkatesh: We guide')).toBe('question');
  });
});

describe('a transcript whose answers are labelled "Management:"', () => {
  it('reads them as turns, and the cover page\'s attendee list not', async () => {
    const { speakerLabel } = await import('./turns.js');
    expect(speakerLabel('Management: Yes. So thank you, everyone.')).toBe('Management');
    expect(speakerLabel('Management: Mr. Mahesh Kumar Sharma – MD & CEO')).toBeNull();
    expect(speakerLabel('MANAGEMENT: MR. SANJAY')).toBeNull();
  });
});
