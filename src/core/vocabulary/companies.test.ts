import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDirectory } from '../../query/scope/company-directory.js';
import { COMPANIES_FILE, loadCompanies } from './companies.js';
import { VocabularyFileError } from './data-file.js';
import { loadSectorVocabulary } from './sectors.js';

const dir = mkdtempSync(join(tmpdir(), 'hr-companies-'));
let n = 0;
/** A user's companies file (a new path each time: loaded files are kept per list of paths). */
function userFile(content: unknown): string {
  const file = join(dir, `companies-${n++}.json`);
  writeFileSync(file, typeof content === 'string' ? content : JSON.stringify(content));
  return file;
}

const doc = (company: string, ticker: string | null = null) => ({ id: company, fileName: `${company}.pdf`, company, ticker, quarter: 'Q1', year: 'FY24' });

describe('the shipped companies file', () => {
  it('gives every company a sector of the sectors file (conglomerates aside: no call vocabulary shows one)', () => {
    const sectors = new Set([...loadSectorVocabulary().sectors.map((s) => s.id), 'conglomerates']);
    const companies = loadCompanies();
    expect(companies.length).toBeGreaterThan(200);
    for (const c of companies) {
      expect(c.sectors.length, c.name).toBeGreaterThan(0);
      for (const s of c.sectors) expect(sectors, `${c.name}: ${s}`).toContain(s);
    }
  });

  it('reads names, tickers and the names that count only capitalised', () => {
    const hero = loadCompanies().find((c) => c.name === 'Hero MotoCorp');
    expect(hero).toMatchObject({ ticker: 'HEROMOTOCO', shortNames: ['Hero Moto', 'Hero Motocorp'], capitalisedShortNames: ['Hero'], sectors: ['two-wheelers', 'autos'], capitalisedOnly: false });
    expect(loadCompanies().find((c) => c.name === 'Yes Bank')?.capitalisedOnly).toBe(true);
    expect(loadCompanies()).toBe(loadCompanies());
  });
});

describe("a user's companies file", () => {
  it('adds a company, and replaces a shipped one by name', () => {
    const file = userFile({
      companies: [
        { name: 'Konkan Coastal Bank', ticker: 'KONKANBNK', shortNames: ['KCB Bank'], sectors: ['banks'] },
        { name: 'infosys', ticker: 'INFY', shortNames: ['Infy'], sectors: ['technology'] },
      ],
    });
    const companies = loadCompanies([file]);
    expect(companies.length).toBe(loadCompanies().length + 1);
    expect(companies.filter((c) => c.name.toLowerCase() === 'infosys')).toEqual([{ name: 'infosys', ticker: 'INFY', shortNames: ['Infy'], capitalisedShortNames: [], sectors: ['technology'], notSectors: [], capitalisedOnly: false }]);
    const d = buildDirectory({ docs: [doc('Konkan Coastal Bank Limited'), doc('Infosys Limited', 'INFY')], known: companies });
    expect(d.byName.get('Konkan Coastal Bank Limited')?.sectors).toEqual(['banks']);
    expect(d.names.get('kcb bank')?.companies).toEqual(['Konkan Coastal Bank Limited']);
    expect(d.byName.get('Infosys Limited')?.sectors).toEqual(['technology']);
  });

  it('fails with the file, the field and the entry named', () => {
    const cases: [unknown, RegExp][] = [
      [{ companies: {} }, /field companies: expected an array/],
      [{ companies: [{ ticker: 'X' }] }, /field companies\.0\.name: expected a non-empty string/],
      [{ companies: [{ name: 'Acme', sectors: 'banks' }] }, /field companies\.0\.sectors \("Acme"\): expected an array of strings/],
      [{ companies: [{ name: 'Acme', sectors: ['Banks'] }] }, /field companies\.0\.sectors\.0 \("Acme"\): sectors are lower case/],
      [{ companies: [{ name: 'Acme', shortNames: [''] }] }, /field companies\.0\.shortNames\.0 \("Acme"\): expected a non-empty string/],
      [{ companies: [{ name: 'Acme', ticker: 7 }] }, /field companies\.0\.ticker \("Acme"\): expected a non-empty string or null/],
      [{ companies: [{ name: 'Acme', colour: 'red' }] }, /field companies\.0\.colour \("Acme"\): unknown field/],
      [{ companies: [{ name: 'Acme' }, { name: 'ACME ' }] }, /field companies\.1\.name \("ACME "\): a second entry of this name/],
      ['{ not json', /cannot read vocabulary file/],
    ];
    for (const [content, message] of cases) {
      const file = userFile(content);
      expect(() => loadCompanies([file])).toThrow(VocabularyFileError);
      expect(() => loadCompanies([file])).toThrow(message);
      expect(() => loadCompanies([file])).toThrow(file);
    }
    expect(() => loadCompanies([userFile({ companies: 1 })])).toThrow(expect.objectContaining({ code: 'CONFIG', hint: expect.stringMatching(/vocabulary\.companies/) }));
    expect(COMPANIES_FILE).toMatch(/data\/vocabulary\/companies\.json$/);
  });
});
