import { describe, expect, it } from 'vitest';
import { buildDirectory, callSectors, companySectors } from './company-directory.js';

const call = (company: string, n: number, sectors: string[]) => ({ id: `${company}-${n}`, fileName: `${company}_q${n}_2021.txt`, company, ticker: null, quarter: `Q${n}`, year: 'FY21', sectors });

describe("a company's sectors from its calls' readings", () => {
  it('keeps what most of its calls read, not one odd call', () => {
    expect(companySectors([['apparel brands'], ['retail'], ['apparel brands'], []])).toEqual(['apparel brands']);
  });

  it('lets an unclear call take no part, so one clear call among unclear ones counts', () => {
    expect(companySectors([[], [], ['power']])).toEqual(['power']);
    expect(companySectors([[], []])).toEqual([]);
  });

  it('keeps of two sectors that exclude each other the one more calls read, on a tie the one whose entry excludes the other', () => {
    expect(companySectors([['apparel brands'], ['retail'], ['apparel brands'], ['retail']])).toEqual(['apparel brands']);
    expect(companySectors([['retail'], ['retail'], ['apparel brands'], ['retail']])).toEqual(['retail']);
    const notWith = new Map([['nbfc', ['banks']]]);
    expect(companySectors([['banks'], ['nbfc']], notWith)).toEqual(['nbfc']);
    expect(companySectors([['banks'], ['nbfc']], new Map())).toEqual(['banks', 'nbfc']);
  });

  it("counts a call read both as a trade and as a sector the trade's entry excludes for the trade alone", () => {
    // A broker's calls: one read as a broker's and an insurer's (its carriers' words), one as an insurer's only.
    expect(companySectors([['insurance', 'insurance brokers'], ['insurance']])).toEqual(['insurance brokers']);
    const notWith = new Map([['insurance brokers', ['insurance']]]);
    expect(companySectors([['insurance', 'insurance brokers'], ['insurance']], notWith, new Map())).toEqual(['insurance brokers']);
    expect(companySectors([['insurance', 'insurance brokers'], ['insurance']], new Map(), new Map())).toEqual(['insurance', 'insurance brokers']);
  });

  it('drops with the excluded sector the narrower ones read only within it', () => {
    // A developer's calls: real estate and office REITs beside its own trade.
    expect(companySectors([['real estate', 'land developers'], ['real estate', 'office reits', 'land developers']])).toEqual(['land developers']);
    expect(callSectors(['real estate', 'travel', 'hotels', 'land developers'], new Map([['land developers', ['real estate']]]), new Map([['hotels', ['travel', 'real estate']]]))).toEqual(['travel', 'hotels', 'land developers']);
    expect(callSectors(['real estate', 'office reits'], new Map([['land developers', ['real estate']]]), new Map([['office reits', ['real estate']]]))).toEqual(['real estate', 'office reits']);
  });

  it('keeps both readings of a tie, most-read first', () => {
    expect(companySectors([['travel', 'hotels'], ['real estate', 'travel', 'hotels', 'hotel reits']])).toEqual(['travel', 'hotels', 'real estate', 'hotel reits']);
  });

  it('gives the directory the voted sectors', () => {
    const dir = buildDirectory({
      docs: [call('Oxbow Apparel', 1, ['apparel brands']), call('Oxbow Apparel', 2, ['retail']), call('Oxbow Apparel', 3, ['apparel brands']), call('Shopright Stores', 1, ['retail'])],
      known: [],
    });
    expect(dir.byName.get('Oxbow Apparel')!.sectors).toEqual(['apparel brands']);
    expect(dir.sectors).toEqual(['apparel brands', 'retail']);
  });

  it("takes off a sector the table says the company is not in, and adds the table's", () => {
    const known = [{ name: 'Oxbow Financial', ticker: 'OXB', shortNames: [], capitalisedShortNames: [], sectors: ['capital markets'], notSectors: ['banks'], capitalisedOnly: false }];
    const dir = buildDirectory({ docs: [call('Oxbow Financial Corporation', 1, ['banks'])], known });
    expect(dir.byName.get('Oxbow Financial Corporation')!.sectors).toEqual(['capital markets']);
  });
});
