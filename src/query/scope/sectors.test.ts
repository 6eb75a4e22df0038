import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSectorVocabulary } from '../../core/vocabulary/sectors.js';
import { loadSectorGroupWords } from '../../core/vocabulary/sector-groups.js';
import { VocabularyFileError } from '../../core/vocabulary/data-file.js';
import { companiesInSector, findAllSectorWords, findSectorWords, memberSectors, sectorWords, unknownGroupWords } from './sectors.js';

describe('sub-sectors the calls do not tell apart (private and public-sector banks, two-wheeler makers)', () => {
  it('read their group words before the broader sector’s', () => {
    const cases: Record<string, string> = {
      'who among the private banks kept credit cost under 1%?': 'private banks', 'private-sector banks with CET1 above 16%': 'private banks',
      'private lenders with NIM over 4.5%': 'private banks', 'PSU banks whose profit grew': 'public sector banks',
      'state-owned lenders with credit cost below 50 bps': 'public sector banks', 'public sector banks with RoA above 1%': 'public sector banks',
      'two-wheeler makers with EBITDA margin above 15%': 'two-wheelers', 'Which banks kept net NPA under 45 bps?': 'banks', 'Which automakers grew volumes?': 'autos',
      'Which railroads raised their dividend?': 'railroads', 'Which freight railroads grew carloads?': 'railroads', 'Which transports grew volumes?': 'transportation',
      'Which mortgage insurers raised their dividend?': 'mortgage insurers', 'Which life insurers bought back stock?': 'life insurance', 'Which insurers raised prices?': 'insurance',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
    expect(findAllSectorWords('which private bank had the lowest net NPA?')[0]).toMatchObject({ sector: 'private banks', text: 'private bank' });
  });

  it('hold the companies the companies vocabulary puts in them, not the whole sector', () => {
    const names = ['Axis Bank', 'HDFC Bank', 'State Bank of India', 'Bajaj Auto', 'Hero MotoCorp', 'Maruti Suzuki'];
    expect(companiesInSector('private banks', names)).toEqual(['Axis Bank', 'HDFC Bank']);
    expect(companiesInSector('public sector banks', names)).toEqual(['State Bank of India']);
    expect(companiesInSector('two-wheelers', names)).toEqual(['Bajaj Auto', 'Hero MotoCorp']);
    expect(companiesInSector('hospitals', ['Apollo Hospitals Enterprise', 'Cipla'])).toEqual(['Apollo Hospitals Enterprise']);
    expect(companiesInSector('banks', names)).toEqual(['Axis Bank', 'HDFC Bank', 'State Bank of India']);
  });

  it('may have no cues: no call is read into such a sector', () => {
    const v = loadSectorVocabulary();
    for (const id of ['private banks', 'public sector banks', 'two-wheelers']) expect(v.sectors.find((s) => s.id === id)?.cues).toEqual([]);
  });
});

describe('sector words', () => {
  it('recognise how analysts write groups', () => {
    const cases: Record<string, string> = {
      'Which banks guided NIM above 4%?': 'banks', 'Which lenders grew deposits?': 'banks', 'Which private banks grew loans?': 'private banks',
      'Which IT companies cut guidance?': 'it services', 'IT services firms with soft bookings': 'it services', 'tech services names': 'it services',
      'Which automakers launched EVs?': 'autos', 'auto companies': 'autos', 'Which two-wheeler makers launched premium bikes?': 'two-wheelers',
      'cement makers': 'cement', 'FMCG companies': 'fmcg', 'consumer staples': 'fmcg', 'pharma companies': 'pharma', 'Which drugmakers': 'pharma',
      'Which insurers': 'insurance', 'steel makers': 'steel', 'metal companies': 'metals', 'oil and gas companies': 'oil & gas',
      'telecom operators': 'telecom', 'Which NBFCs': 'nbfc', 'non-bank lenders': 'nbfc', 'FMCG and consumer goods companies': 'consumer goods',
      'car and bike makers with an ebitda margin of 15% or better': 'autos', 'bike makers whose PAT rose': 'two-wheelers',
      'infra and engineering names with order inflow above 50,000 crore': 'infrastructure', 'hospital operators with occupancy over 60%': 'hospitals',
      'healthcare names': 'healthcare', 'mobile carriers': 'telecom', 'EPC firms': 'infrastructure', 'which engineering firms': 'infrastructure',
      'jewellery companies': 'consumer durables', 'software exporters': 'it services', 'Which healthcare REITs raised guidance?': 'real estate',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
    expect(findSectorWords('Which IT services firms said bookings were soft?')).toMatchObject({ text: 'IT services firms', index: 6 });
  });

  it('do not fire on words that only look like a group', () => {
    for (const t of [
      'Which companies announced a share buyback?', 'What did it say about services revenue?', 'How much insurance income did the company book?',
      'Is the two-wheeler, three wheeler portfolio captive?', 'How did the Tech and Telecom verticals do?', 'Can I ask one question just on the financials?',
      'Sameer from JM Financials here', 'large orders for capital goods from railways',
    ]) {
      expect(sectorWords(t), t).toBeNull();
    }
  });

  it('finds every group a question names, in order, and the name of a sector only config uses', () => {
    expect(findAllSectorWords('Which banks and insurers grew deposits?').map((m) => m.sector)).toEqual(['banks', 'insurance']);
    // Life insurers are a narrower group than insurers: a holding company with a general insurer is not one.
    expect(findSectorWords('Which life insurers grew profit after tax by more than 20%?')).toMatchObject({ sector: 'life insurance', text: 'life insurers' });
    expect(findSectorWords('Which insurers grew profit after tax?')).toMatchObject({ sector: 'insurance' });
    expect(findAllSectorWords('Which FMCG and consumer goods companies grew?').map((m) => m.text)).toEqual(['FMCG and consumer goods companies']);
    expect(findSectorWords('Which toy companies raised prices?')).toBeNull();
    expect(findSectorWords('Which toy companies raised prices?', ['banks', 'toy'])).toMatchObject({ sector: 'toy', text: 'toy companies' });
  });
});

describe('a group named in the singular after a word asking for one, some or each of it (the file\'s askedOne)', () => {
  it('reads the group after "every", "each" and "top" as after "which" and "any"', () => {
    const cases: Record<string, string> = {
      'name every bank with a casa ratio of at least 40%': 'banks', 'top automaker by ebitda margin': 'autos',
      'each drugmaker with an ebitda margin above 25%': 'pharma', 'which bank had the highest nim?': 'banks', 'any lender with gnpa under 2%?': 'banks',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
    expect(findSectorWords('top automaker by ebitda margin')).toMatchObject({ text: 'automaker', index: 4 });
  });

  it('are data: the shipped words, and a user file adds to them', () => {
    expect(loadSectorGroupWords().askedOne).toEqual(expect.arrayContaining(['which', 'every', 'each', 'top']));
    const dir = mkdtempSync(join(tmpdir(), 'sectors-'));
    const file = join(dir, 'asked.json');
    writeFileSync(file, JSON.stringify({ askedOne: ['whichever'] }));
    const words = loadSectorGroupWords([file]);
    expect(words.askedOne).toEqual(expect.arrayContaining(['which', 'whichever']));
    expect(findAllSectorWords('whichever bank grew deposits fastest', [], words).map((m) => m.sector)).toEqual(['banks']);
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ askedOne: 'every' }));
    expect(() => loadSectorGroupWords([bad])).toThrow(/bad\.json: field askedOne: expected an array of words/);
  });

  it('reads a sector named by its own id or name at the opening, set off before the words asking which members', () => {
    expect(findSectorWords('pharma: who has an ebitda margin above 25%')).toMatchObject({ sector: 'pharma', text: 'pharma', index: 0 });
    expect(sectorWords('cement - any with ebitda/t above 1000?')).toBe('cement');
    for (const t of ['margins: who is ahead?', 'pharma: what drove margins?', 'Bharti Airtel: which arpu?']) expect(sectorWords(t), t).toBeNull();
  });

  it('does not read a word of prose after them as a group', () => {
    for (const t of ['every quarter the margin rose', 'top line growth at HUL', 'each of the segments grew']) expect(sectorWords(t), t).toBeNull();
  });
});

describe('"it" in lower case as the IT sector', () => {
  it('names the sector where a group noun follows it at the opening or after a determiner, not the pronoun', () => {
    expect(findSectorWords('it names with attrition under 15%')).toMatchObject({ sector: 'it services' });
    expect(findSectorWords('which it companies had attrition under 15%?')).toMatchObject({ sector: 'it services' });
    expect(findSectorWords('did it grow revenue faster than peers?')).toBeNull();
  });
});

describe('sector words of the data file (US usage)', () => {
  it('name every sector the way US analysts write groups', () => {
    const cases: Record<string, string> = {
      'Which REITs talked about occupancy?': 'real estate', 'real estate investment trusts': 'real estate', 'Which mortgage REITs cut the dividend?': 'mortgage reits',
      'Which utilities mentioned rate cases?': 'power', 'electric utilities': 'power', 'water utilities': 'water utilities',
      'Which power and gas utilities saw load grow?': 'power', 'electric & gas utilities': 'power',
      'Which homebuilders raised prices?': 'homebuilders', 'home builders': 'homebuilders', 'Which airlines restored capacity?': 'airlines',
      'Which chipmakers flagged shortages?': 'semiconductors', 'Which restaurant chains raised menu prices?': 'restaurants', 'quick-service restaurants': 'restaurants',
      'QSRs': 'restaurants', 'Which retailers saw traffic fall?': 'retail', 'department stores': 'retail', 'Which regional banks grew deposits?': 'banks',
      'community banks': 'banks', 'Which insurers': 'insurance', 'Which P&C insurers raised rates?': 'p&c insurance', 'reinsurers': 'insurance',
      'midstream companies': 'oil & gas', 'Which refiners': 'refiners',
      'oilfield services companies': 'oilfield services', 'Which railroads': 'railroads', 'trucking companies': 'transportation', 'parcel carriers': 'transportation',
      'Which asset managers saw outflows?': 'asset managers', 'brokerages': 'capital markets', 'media companies': 'media', 'ad agencies': 'media',
      'defense contractors': 'defence', 'aerospace and defense companies': 'defence', 'cruise lines': 'cruise lines', 'hotel companies': 'hotels',
      'managed care companies': 'managed care', 'medical device makers': 'medical devices', 'Which medtech companies raised guidance?': 'medical devices', 'hospital operators': 'hospitals', 'investment banks': 'investment banks', 'packaging companies': 'packaging', 'Which IT services companies grew bookings?': 'it services',
      'Which payments companies grew volumes?': 'payments', 'payment processors': 'payments', 'card networks': 'payments', 'Which software companies': 'technology', 'auto parts suppliers': 'auto components',
      'mortgage lenders': 'nbfc', 'consumer finance companies': 'nbfc', 'tower companies': 'telecom', 'cable operators': 'telecom',
      'coal miners': 'mining', 'gold miners': 'mining', 'fertilizer producers': 'chemicals', 'specialty chemical companies': 'specialty chemicals',
      'Which auto dealers sold more used cars?': 'auto dealers', 'car dealers': 'auto dealers', 'Which waste companies raised prices?': 'waste',
      'apparel brands': 'apparel brands', 'Which apparel retailers': 'retail',
      'engineering and construction firms': 'infrastructure', 'specialty contractors': 'infrastructure', 'tobacco companies': 'tobacco', 'food companies': 'fmcg',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
  });

  it('name a narrower sector before the broader one it is within', () => {
    const cases: Record<string, string> = {
      'Which hotel REITs discussed RevPAR?': 'hotel reits', 'Which REITs discussed occupancy?': 'real estate', 'Which health insurers discussed utilization?': 'managed care',
      'Which insurers discussed utilization?': 'insurance', 'Which property and casualty insurers mentioned catastrophe losses?': 'p&c insurance',
      'Which shopping center REITs reported collections?': 'retail reits', 'Which oilfield service and drilling companies saw growth?': 'oilfield services',
      'Which aircraft lessors raised lease rates?': 'aviation', 'apartment REITs': 'apartment reits', 'Which office REITs saw leasing pick up?': 'office reits',
      'Which oil and gas producers cut capex?': 'oil & gas producers', 'Which E&Ps': 'oil & gas producers', 'shale producers': 'oil & gas producers',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
    const within = new Map(loadSectorVocabulary().sectors.map((s) => [s.id, s.within]));
    expect(within.get('hotel reits')).toEqual(['hotels']);
    for (const [id, broader] of within) for (const b of broader) expect(within.has(b), `${id} within ${b}`).toBe(true);
  });

  it("leave a company's own units and ordinary words alone", () => {
    for (const t of ['How many restaurants did Yum open?', "What did Domino's say about its stores?", "Did the builders' margins hold?", 'What are the rails of the new payment system?', 'What about studios and theme parks?']) {
      expect(sectorWords(t), t).toBeNull();
    }
  });

  it('give every sector of the data file group words, and every group members that are sectors of the file', () => {
    const vocabulary = loadSectorVocabulary();
    const ids = vocabulary.sectors.map((s) => s.id);
    for (const s of vocabulary.sectors) expect(s.groupWords.length, s.id).toBeGreaterThan(0);
    for (const g of vocabulary.groups) for (const m of g.members) expect(ids, g.id).toContain(m);
  });

  it('gather a group word into its member sectors', () => {
    expect(memberSectors('financials')).toEqual(['banks', 'nbfc', 'insurance', 'capital markets']);
    expect(memberSectors('Banks')).toEqual(['banks']);
  });

  it('read the same group words as the whole vocabulary, without its schema', () => {
    const full = loadSectorVocabulary();
    const words = loadSectorGroupWords();
    const pick = (l: readonly { id: string; groupWords: readonly string[]; groupWordsCased?: readonly number[]; members?: readonly string[] }[]) => l.map((e) => [e.id, e.groupWords, e.groupWordsCased ?? [], e.members ?? []]);
    expect(pick(words.groups)).toEqual(pick(full.groups));
    expect(pick(words.sectors)).toEqual(pick(full.sectors));
  });

  it("name the file and the field of a user's bad group word", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sectors-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ sectors: [{ id: 'x', groupWords: ['(unclosed'], cues: ['a'], minDensity: 1, minDistinctCues: 1, minSelf: 1 }] }));
    expect(() => loadSectorGroupWords([file])).toThrow(VocabularyFileError);
    expect(() => loadSectorGroupWords([file])).toThrow(/bad\.json: field sectors\.0\.groupWords\.0: not a valid regular expression/);
    writeFileSync(file, JSON.stringify({ groups: [{ id: 'y', groupWords: 'banks' }] }));
    expect(() => loadSectorGroupWords([file])).toThrow(/field groups\.0\.groupWords: expected an array/);
    writeFileSync(file, JSON.stringify({ groups: [{ id: 'lenders', groupWords: ['\\blenders\\b'] }] }));
    expect(() => loadSectorGroupWords([file])).toThrow(/field groups\.0\.members: expected the ids of the sectors/);
  });

  it("take group words of a user's sectors file", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sectors-'));
    const file = join(dir, 'shipping.json');
    writeFileSync(file, JSON.stringify({ sectors: [{ id: 'shipping', groupWords: ['\\b(?:shipping {N}|dry bulk owners)\\b'], cues: ['vessels'], minDensity: 5, minDistinctCues: 1, minSelf: 1 }] }));
    const vocabulary = loadSectorVocabulary([file]);
    expect(findSectorWords('Which dry bulk owners raised rates?')).toBeNull();
    expect(findAllSectorWords('Which dry bulk owners raised rates?', [], vocabulary)).toMatchObject([{ sector: 'shipping', text: 'dry bulk owners' }]);
    expect(findAllSectorWords('Which shipping companies and banks?', [], vocabulary).map((m) => m.sector)).toEqual(['shipping', 'banks']);
  });
});

describe('companiesInSector', () => {
  const stored = ['HDFC Bank Limited', 'ICICI Bank', 'Maruti Suzuki', 'Sun Pharma', 'HCLTech', 'Reliance Industries', 'Asian Paints', 'Titan Company Limited', 'Tata Consultancy Services Limited', 'Hindustan Unilever Limited'];
  it('matches stored names to the map without legal suffixes, through variants and name prefixes', () => {
    expect(companiesInSector('banks', stored)).toEqual(['HDFC Bank Limited', 'ICICI Bank']);
    expect(companiesInSector('it services', stored)).toEqual(['HCLTech', 'Tata Consultancy Services Limited']);
    expect(companiesInSector('autos', stored)).toEqual(['Maruti Suzuki']);
    expect(companiesInSector('pharma', stored)).toEqual(['Sun Pharma']);
    expect(companiesInSector('telecom', stored)).toEqual(['Reliance Industries']);
    expect(companiesInSector('consumer goods', stored)).toEqual(['Asian Paints', 'Hindustan Unilever Limited', 'Titan Company Limited']);
  });
  it('takes extra name → sector entries from config, before the built-in map', () => {
    expect(companiesInSector('banks', ['Konkan Coastal Bank Limited', 'ICICI Bank'], { 'Konkan Coastal Bank': 'banks' })).toEqual(['ICICI Bank', 'Konkan Coastal Bank Limited']);
    expect(companiesInSector('banks', ['ICICI Bank'], { 'ICICI Bank Ltd': 'nbfc' })).toEqual([]);
  });
});

describe('a group of two kinds of utility', () => {
  it('is one group, its words none of the metric', () => {
    expect(findSectorWords('Which power and gas utilities brought up wildfires?')).toMatchObject({ sector: 'power', text: 'power and gas utilities' });
  });
});

describe('findAllSectorWords: a group named in the singular by a question asking for one member', () => {
  it('reads "which bank", "which automaker", "what life insurer" as the group, in the question’s words', () => {
    expect(findAllSectorWords('Which bank had the highest NIM in Q1 FY24?')).toEqual([{ sector: 'banks', text: 'bank', index: 6 }]);
    expect(findAllSectorWords('Which automaker posted the highest EBITDA margin?')[0]).toMatchObject({ sector: 'autos', text: 'automaker' });
    expect(findAllSectorWords('What life insurer had the best VNB margin?')[0]).toMatchObject({ sector: 'life insurance', text: 'life insurer' });
  });

  it('reads no group in a company’s name, nor a singular word without "which" or "what"', () => {
    expect(findAllSectorWords("What was HDFC Bank's NIM?")).toEqual([]);
    expect(findAllSectorWords('What did the bank say about its margins?')).toEqual([]);
    expect(findAllSectorWords('Which one of them grew faster?')).toEqual([]);
  });
});

describe('a group asked in the singular', () => {
  it('after "any", "no", or "the … with / that / whose"', () => {
    const cases: Record<string, string> = {
      'Did any bank report NIM above 4%?': 'banks',
      'Is there any IT firm with attrition below 12%?': 'it services',
      'No bank had NIM above 5%?': 'banks',
      'The automaker with the biggest revenue growth last quarter?': 'autos',
      'Which is the bank with the highest CASA ratio?': 'banks',
      'Name the pharma company whose R&D spend was highest': 'pharma',
    };
    for (const [text, sector] of Object.entries(cases)) expect(sectorWords(text), text).toBe(sector);
  });

  it('an abbreviation in capitals, read with a lower-case plural', () => {
    expect(sectorWords('Which REIT had the highest occupancy?')).toBe('real estate');
    expect(sectorWords('Which NBFC had the highest AUM growth?')).toBe('nbfc');
  });

  it('not for "the" with no clause that picks one, nor a name in capitals', () => {
    for (const t of ['What did the bank say about deposits?', 'What was HUL’s volume growth?', 'How is the bank placed on liquidity?']) expect(sectorWords(t), t).toBeNull();
  });
});

describe('unknownGroupWords', () => {
  it('reads the lower-case words of a trade between "which" and a group noun', () => {
    expect(unknownGroupWords('Which industrial machinery companies raised prices?')).toBe('industrial machinery');
    expect(unknownGroupWords('which toy makers cut guidance?')).toBe('toy');
    expect(unknownGroupWords('What funeral home operator grew revenue?')).toBeNull();
    expect(unknownGroupWords('What funeral home company grew revenue?')).toBe('funeral home');
  });

  it('reads no trade in size or place words, a verb or an article, or a name', () => {
    expect(unknownGroupWords('Which large companies grew revenue?')).toBeNull();
    expect(unknownGroupWords('Which other US-listed firms cut prices?')).toBeNull();
    expect(unknownGroupWords('What did the company say?')).toBeNull();
    expect(unknownGroupWords('Which of the companies grew?')).toBeNull();
    expect(unknownGroupWords('Which Adani companies grew?')).toBeNull();
  });
});

describe('trades analysts name in shorthand (industrial machinery, dealers, transports)', () => {
  it('reads "industrial machinery companies" as the group of machinery and flow control makers, not construction equipment alone', () => {
    expect(sectorWords('Which industrial machinery companies saw orders grow?')).toBe('industrial machinery');
    expect(memberSectors('industrial machinery')).toEqual(['machinery', 'flow control']);
    // Construction and farm equipment makers keep their own words.
    expect(sectorWords('Which construction and farm equipment makers grew their backlog?')).toBe('machinery');
    expect(sectorWords('Which machinery makers were hit by higher steel costs?')).toBe('machinery');
    // "machinery names" or "stocks" is the analyst's machinery coverage: the whole group.
    expect(sectorWords('Which machinery names raised guidance?')).toBe('industrial machinery');
    expect(sectorWords('Which machinery stocks paid down debt?')).toBe('industrial machinery');
  });
  it('reads "lifecos", "OFS names" and "restaurants" asked after "which" as their trades', () => {
    expect(sectorWords('Which lifecos bought back stock?')).toBe('life insurance');
    expect(sectorWords('Which OFS names cut costs?')).toBe('oilfield services');
    expect(sectorWords('Which restaurants bought back stock?')).toBe('restaurants');
    // "restaurants" that are not the companies asked about name no group.
    expect(sectorWords('Did Darden say its restaurants reopened?')).toBeNull();
  });
  it('reads "dealers" asked after "which" as auto dealers, and "transports" as transportation', () => {
    expect(sectorWords('Which dealers grew GPUs?')).toBe('auto dealers');
    expect(sectorWords('Which transports grew volumes?')).toBe('transportation');
    // "dealers" that are not the companies asked about name no group.
    expect(sectorWords('Did Polaris say its dealers restocked?')).toBeNull();
  });
});
