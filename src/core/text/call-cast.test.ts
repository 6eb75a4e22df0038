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
});
