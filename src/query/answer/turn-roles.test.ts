import { describe, expect, it } from 'vitest';
import { asks, roleContexts, roleTurns } from './turn-roles.js';

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
