import { describe, expect, it } from 'vitest';
import type { BusinessNames } from '../../core/text/business-names.js';
import { businessesAsked, sameBusiness } from './business-asked.js';

const own = new Set(['gamma', 'industries']);
const names = new Map<string, BusinessNames>([
  ['gjil', { aliases: ['Gamma Jio Infocomm Limited', 'connectivity business'], proper: ['gjil', 'jio', 'infocomm'] }],
  ['jpl', { aliases: ['Jio Platforms'], proper: ['jpl', 'jio'] }],
  ['hsl', { aliases: ['Gamma Securities'], proper: ['hsl'] }],
]);
const segments = ['GJIL', 'JPL', 'Gamma Retail', 'International', 'HSL', 'Gamma Securities', 'GBS'];
const asked = (q: string, spans: { start: number; end: number }[] = []) => [...businessesAsked(q, segments, names, own, spans)].sort();

describe('businessesAsked', () => {
  it('reads a business by a whole other name of it before one by a word of its names', () => {
    expect(asked('What EBITDA did Jio Platforms report?')).toEqual(['jpl']);
    expect(asked("How many subscribers did Gamma's Jio add?")).toEqual(['gjil', 'jpl']);
  });

  it('reads a business by the kind of business the question names, outside a metric asked', () => {
    expect(asked("What was Gamma's EBITDA margin in its telecom business?")).toEqual(['gjil']);
    expect(asked("What share of Gamma's revenue came from outside India?")).toEqual(['international']);
    const q = 'What was the international revenue share?';
    expect(asked(q, [{ start: 13, end: 34 }])).toEqual([]);
  });

  it('reads an abbreviation a question spells out, in capitals or before a word for a business', () => {
    expect(asked("What was the book-to-bill of Gamma's Global Business Services segment?")).toEqual(['gbs']);
  });

  it('asks every name of one business: a segment stored under another name of the one read', () => {
    expect(asked("What did Gamma's broking subsidiary earn?")).toEqual(['gamma securities', 'hsl']);
  });

  it('reads none when the question names no business', () => {
    expect(asked("What was Gamma's EBITDA?")).toEqual([]);
  });
});

describe('sameBusiness', () => {
  it('joins a segment and those stored under its other names', () => {
    expect([...sameBusiness(names)('gamma securities')].sort()).toEqual(['gamma securities', 'hsl']);
    expect([...sameBusiness(names)('gamma retail')]).toEqual(['gamma retail']);
  });
});

describe('businessesAsked: the company itself', () => {
  it("does not read the company's own name as the initials of a segment", () => {
    const mine = new Set(['beta', 'finserv', 'limited']);
    expect([...businessesAsked("How big was the AUM of Beta Finserv's general insurer?", ['BFL', 'BAGIC', 'Beta Allianz General Insurance Company'], new Map(), mine, [])]).toEqual(['beta allianz general insurance company']);
  });
});

describe('businessesAsked: businesses named together', () => {
  const mine = new Set(['beta', 'finserv', 'limited']);
  const segs = ['BALIC', 'BAGIC', 'Beta Allianz Life Insurance Company', 'Beta Housing Finance', 'industry'];
  const of = (q: string, o: Parameters<typeof businessesAsked>[5] = {}) => [...businessesAsked(q, segs, new Map(), mine, [], o)].sort();

  it('reads a collective word with a kind ("insurance arms") as every business of that kind', () => {
    expect(of("what's the solvency at beta finserv's insurance arms?")).toEqual(['beta allianz life insurance company']);
    expect(of("beta finserv's insurers: pat")).toEqual(['beta allianz life insurance company']);
  });

  it('reads a collective word alone ("subsidiaries") as every business but another owner ("industry")', () => {
    expect(of("beta finserv's subsidiaries' profit")).toEqual(['bagic', 'balic', 'beta allianz life insurance company', 'beta housing finance']);
    // Left out, or said of the company's own figure ("The subsidiaries reported a total … net profit"), it names none.
    expect(of("beta finserv's own pat, not the subs")).toEqual([]);
    expect(of("beta finserv's subsidiaries' profit", { saidOfWhole: (w) => w === 'subsidiaries' })).toEqual([]);
    expect(of("beta finserv consolidated pat, not the insurers'")).toEqual([]);
    // Asked of a group, a kind with no possessor names the group ("life insurers whose persistency …"), not a business.
    expect(of('life insurers whose 61st-month persistency is above 50%', { group: true })).toEqual([]);
    expect(of("insurers whose persistency beats beta finserv's insurers'", { group: true })).toEqual(['beta allianz life insurance company']);
    // A word of some of their names right before it says which ("its housing arms").
    expect(of("beta finserv's housing arms: pat")).toEqual(['beta housing finance']);
    expect(of("beta finserv's life and housing arms: pat")).toEqual(['beta allianz life insurance company', 'beta housing finance']);
  });

  it("reads a kind or collective word right after another company's name as that company's", () => {
    const others = new Set(['delta', 'life', 'insurance', 'company', 'limited']);
    const q = "delta life vs beta finserv's life arm persistency";
    expect([...businessesAsked(q, ['Exide Life'], new Map(), new Set([...others, 'exide']), [], { others: new Set(['beta', 'finserv', 'limited']), mine: others })]).toEqual([]);
    expect(of(q, { others, mine })).toEqual(['beta allianz life insurance company']);
    // Read back over the words qualifying it, to the possessive they hang on.
    const both = "delta life or beta finserv's life and housing arms: solvency";
    expect([...businessesAsked(both, ['Exide Life'], new Map(), new Set([...others, 'exide']), [], { others: new Set(['beta', 'finserv', 'limited']), mine: others })]).toEqual([]);
    expect(of(both, { others, mine })).toEqual(['beta allianz life insurance company', 'beta housing finance']);
  });
});
