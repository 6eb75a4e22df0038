import { describe, expect, it } from 'vitest';
import { callCast } from './call-cast.js';

describe('callCast', () => {
  it('places the prepared remarks\' speakers in management and the introduced questioners among analysts', () => {
    const call = [
      'Operator: Welcome to the Acme Corp third quarter call. I will turn it over to Jane Smith.',
      'Jane Smith: Thank you. Revenue rose 5%. Mark, can you cover the segments?',
      'Mark Jones: Retail grew 8%.',
      'Operator: Our first question comes from Tom Brown with Kestrel Securities.',
      'Tom Brown: Okay, and the second half then.',
      'Jane Smith: Flat. Mark, anything to add?',
      'Paul Green: I would add that pricing held.',
    ].join('\n');
    const cast = callCast([call], ['Acme Corp']);
    expect([...cast.management].sort()).toEqual(['Jane Smith', 'Mark Jones']);
    expect([...cast.analysts]).toEqual(['Tom Brown']);
  });

  it("places speakers by the organisation their labels name, and by the participants list", () => {
    const page = ['CORPORATE PARTICIPANTS', 'Anil Shah, ED & CFO – Kaveri Steel Limited', 'CONFERENCE CALL PARTICIPANTS', 'Amit Mehta, Axis Capital'].join('\n');
    const call = ['Dinesh Rao – Chairman, Kaveri Steel: What drove volumes? Demand.', 'Ravi Iyer – Kestrel Capital: And margins?', 'Anil Shah: Margins held.'].join('\n');
    const cast = callCast([page, call], ['Kaveri Steel Limited']);
    expect([...cast.management].sort()).toEqual(['Anil Shah', 'Dinesh Rao – Chairman, Kaveri Steel']);
    expect([...cast.analysts]).toEqual(['Ravi Iyer – Kestrel Capital']);
  });

  it('places callers the moderator hands the call to by name and firm, without the word "question"', () => {
    const call = [
      'Operator: Welcome to the Acme Corp fourth quarter call. I will turn it over to Jane Smith.',
      'Jane Smith: Thank you. Revenue rose 5%.',
      'Operator: [Operator Instructions] And we will go first to Tom Brown with Kestrel Securities.',
      'Tom Brown: Thanks. Can you bridge the 3.4% operating margin to the 5% guidance?',
      'Jane Smith: Mostly gross margin.',
      'Operator: Next is Lena Ortiz with Harbour Capital. You may proceed.',
      'Lena Ortiz: Thanks. I was hoping you could size the 2% to 3% sales growth guidance.',
      'Jane Smith: Retail leads it.',
      'Operator: Our next speaker is Mark Jones, Chief Financial Officer of Acme Corp.',
      'Mark Jones: Thank you. Cash flow was strong.',
    ].join('\n');
    const cast = callCast([call], ['Acme Corp']);
    expect([...cast.management]).toEqual(['Jane Smith']);
    expect([...cast.analysts].sort()).toEqual(['Lena Ortiz', 'Tom Brown']);
  });
  it("places in management a speaker no one introduces who answers analysts' questions, even a reply that asks back", () => {
    const call = [
      'Operator: Welcome to the Acme Corp first quarter call. I will turn it over to Jane Smith.',
      'Jane Smith: Thank you. Revenue rose 5%.',
      'Operator: The first question is from the line of Tom Brown from Kestrel Securities.',
      'Tom Brown: What was the exchange share?',
      'Ajay Rao: We have seen close to 50% exchange gold in this quarter. Second question, I could not hear you. Can you repeat it?',
      'Tom Brown: Sure. What about studded?',
      'Ajay Rao: Studded held at 26%.',
      'Operator: The next question is from the line of Lena Ortiz from Harbour Capital.',
      'Lena Ortiz: And margins?',
      'Ajay Rao: Jewellery margins were 11%.',
      'Jane Smith: Margins held.',
    ].join('\n');
    const cast = callCast([call], ['Acme Corp']);
    expect([...cast.management].sort()).toEqual(['Ajay Rao', 'Jane Smith']);
    expect([...cast.analysts].sort()).toEqual(['Lena Ortiz', 'Tom Brown']);
  });

  it('places no one in management by answers when the speaker is introduced as asking, or the label names nobody', () => {
    const call = [
      'Kelsey Duffey: Welcome to the Acme Corp call. [Operator Instructions] Our first question is coming from Henry Coffey of Wedbush.',
      'Henry Coffey: Can you hear me now?',
      'Unidentified Speaker: Yes.',
      'Henry Coffey: Rates go up, how does that affect volumes?',
      'Unidentified Speaker: Volumes hold.',
      'Kelsey Duffey: The next question is coming from Jade Rahmani of KBW.',
      'Jade Rahmani: Can you hear me?',
      'Henry Coffey: Sure. Volumes rose 12%.',
      'Jade Rahmani: And credit?',
      'Henry Coffey: Credit is strong.',
    ].join('\n');
    const cast = callCast([call], ['Acme Corp']);
    expect(cast.management.has('Henry Coffey')).toBe(false);
    expect(cast.management.has('Unidentified Speaker')).toBe(false);
  });
});
