/**
 * `hybridrag facts` on a workdir ingested from two small transcripts: ingest runs the facts stage
 * (and `status` counts facts); facts stored for the documents are listed as a table, as JSON and as
 * RFC 4180 CSV, selected by company (any spelling `ask --company` takes), metric (id or the call's
 * words), kind and limit; an unknown company is an error naming the closest one. A PostgreSQL
 * store is read through its replica (skipped when no server answers); one run goes through the
 * built binary.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Fact } from '../src/core/fact.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import { runBinary, runCli, tempDir } from './helpers/cli.js';
import { fact, factMix } from './helpers/facts.js';
import { pgDatabase } from './helpers/pg.js';

const pg = await pgDatabase('facts_cli');

const BANK = 'Konkan Coastal Bank Limited';
const IT = 'Aravali Infotech Limited';

let tmp: { dir: string; cleanup: () => void };
let wd: string;
let stored: Fact[];

const cli = (args: string[]) => runCli(['-w', wd, ...args], { cwd: tmp.dir });

const FIGURES = 'Meera Iyer: Our net interest margin for the quarter was 4.1%, up 10 basis points sequentially. We expect retail advances growth of 18% to 20%.\n';
const NO_FIGURES = 'Meera Iyer: Thank you all for joining us today.\n';

function transcript(name: string, company: string, body: string): string {
  const path = join(tmp.dir, 'in', name);
  writeFileSync(path, `${company} Q1 FY24 Earnings Conference Call\n\nModerator: Welcome to the call.\n\n${body}`);
  return path;
}

beforeAll(async () => {
  tmp = tempDir('hybridrag-facts-cli-');
  wd = join(tmp.dir, 'work');
  mkdirSync(join(tmp.dir, 'in'));
  for (const [file, company, ticker, body] of [['bank.txt', BANK, 'KONKANBANK', FIGURES], ['it.txt', IT, 'ARAVALI', NO_FIGURES]] as const) {
    const r = await cli(['-q', 'ingest', transcript(file, company, body), '--company', company, '--ticker', ticker, '--quarter', 'Q1', '--year', 'FY24', '--json']);
    expect(r.code, r.stderr).toBe(0);
    expect((JSON.parse(r.stdout) as { stages: { stage: string; processed: number }[] }).stages).toContainEqual(expect.objectContaining({ stage: 'facts', processed: 1 }));
  }
  const s = SqliteStore.open(wd);
  try {
    const docs = s.db.prepare('SELECT id, company FROM documents ORDER BY company').all() as { id: string; company: string }[];
    const bank = docs.find((d) => d.company === BANK)!.id;
    // Ingest read the bank's figures with the shipped rules and vocabulary; a sentence's figures in the order it states them.
    expect((await s.facts({ company: BANK })).map((f) => `${f.metric} ${f.valueText} ${f.kind}`)).toEqual([
      'net_interest_margin 4.1% actual', 'net_interest_margin 10 basis points change', 'retail_loans 18% to 20% guidance',
    ]);
    // The listing below reads a known set: replace them with real-looking facts of every kind.
    await s.saveFacts(bank, '1', [
      ...factMix(bank, BANK),
      fact(bank, 5, {
        company: BANK, metric: 'gross_npa', metricText: 'gross NPA', value: 1.9, valueText: '1.9%', page: 1,
        sentence: 'Gross NPA came down to 1.9%, from 2.1% a year ago, and, we believe, will "stay" there; it is a long sentence that goes on beyond what a table shows.',
      }),
    ]);
    stored = await s.facts({ company: BANK });
  } finally {
    await s.close();
  }
}, 180_000);
afterAll(async () => {
  tmp.cleanup();
  await pg?.drop();
});

describe('hybridrag facts', () => {
  it('lists a company\'s facts as a table, the sentence cut short', async () => {
    const r = await cli(['facts', '--company', 'Konkan']);
    expect(r.code, r.stderr).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^company\s+segment\s+metric\s+value\s+period\s+kind\s+page\s+sentence$/);
    expect(lines).toHaveLength(6);
    expect(lines[1]).toMatch(/^Konkan Coastal Bank Limited\s+gross_npa\s+1\.9%\s+Q1 FY24\s+actual\s+1\s+Gross NPA came down/);
    expect(lines[1]).toMatch(/…$/);
    expect(lines.find((l) => l.includes('loan_growth'))).toMatch(/Retail Banking\s+loan_growth\s+18% to 20%\s+FY24\s+guidance\s+3\s+We expect/);
    expect(lines.find((l) => l.includes('10 basis points'))).toMatch(/change qoq/);
    // The measure basis the call says (adjusted, reported) beside the kind.
    expect(lines.find((l) => l.includes('Rs 6,000 crore'))).toMatch(/FY26\s+target adjusted\s+4\s/);
  });

  it('--json prints the facts as stored; by ticker, metric id or the call\'s words, kind and limit', async () => {
    const all = await cli(['facts', '--company', 'KONKANBANK', '--json']);
    expect(all.code, all.stderr).toBe(0);
    expect(JSON.parse(all.stdout)).toEqual(stored);
    const ids = async (args: string[]): Promise<string[]> => {
      const r = await cli(['facts', '--company', BANK, '--json', ...args]);
      expect(r.code, r.stderr).toBe(0);
      return (JSON.parse(r.stdout) as Fact[]).map((f) => f.metric + (f.period ? ` ${f.period.year}` : ''));
    };
    expect(await ids(['--metric', 'net_interest_margin'])).toEqual(['net_interest_margin', 'net_interest_margin FY24']);
    expect(await ids(['--metric', 'nim'])).toEqual(['net_interest_margin']);
    expect(await ids(['--metric', 'Gross NPA'])).toEqual(['gross_npa FY24']);
    expect(await ids(['--metric', 'net interest margin', '--kind', 'Actual'])).toEqual(['net_interest_margin FY24']);
    expect(await ids(['--kind', 'guidance'])).toEqual(['loan_growth FY24']);
    const limited = await cli(['facts', '--company', BANK, '--json', '--limit', '2']);
    expect(JSON.parse(limited.stdout)).toEqual(stored.slice(0, 2));
    expect(limited.stderr).toContain('2 of 5 facts (--limit 2)');
  });

  it('--csv prints RFC 4180 CSV with a header', async () => {
    const r = await cli(['facts', '--company', BANK, '--csv', '--metric', 'gross_npa']);
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe(
      'id,docId,company,segment,metric,metricText,value,valueHigh,valueText,unit,currency,periodQuarter,periodYear,periodText,kind,basis,measure,sentence,page,speaker\r\n'
      + `${stored[0]!.id},${stored[0]!.docId},Konkan Coastal Bank Limited,,gross_npa,gross NPA,1.9,,1.9%,percent,,Q1,FY24,,actual,,,`
      + '"Gross NPA came down to 1.9%, from 2.1% a year ago, and, we believe, will ""stay"" there; it is a long sentence that goes on beyond what a table shows.",1,Meera Iyer\r\n',
    );
    const range = await cli(['facts', '--company', BANK, '--csv', '--kind', 'guidance']);
    expect(range.stdout.split('\r\n')[1]).toContain(',loan_growth,advances growth,18,20,18% to 20%,percent,,,FY24,,guidance,,,');
    const adjusted = await cli(['facts', '--company', BANK, '--csv', '--kind', 'target']);
    expect(adjusted.stdout.split('\r\n')[1]).toContain(',target,,adjusted,');
  });

  it('a company without facts, or a metric it has none of, is an empty list with a note', async () => {
    const none = await cli(['facts', '--company', 'Aravali', '--json']);
    expect(none.code, none.stderr).toBe(0);
    expect(JSON.parse(none.stdout)).toEqual([]);
    expect(none.stderr).toContain(`no facts stored for ${IT}`);
    const csv = await cli(['facts', '--company', 'Aravali', '--csv']);
    expect(csv.stdout.split('\r\n')).toHaveLength(2);
    const metric = await cli(['facts', '--company', BANK, '--metric', 'ebitda']);
    expect(metric.code).toBe(0);
    expect(metric.stdout).toBe('');
    expect(metric.stderr).toContain('no facts of metric "ebitda" for Konkan Coastal Bank Limited; its metrics: gross_npa, loan_growth, net_interest_margin, revenue');
  });

  it('an unknown company is an error with the closest names; bad flags are usage errors', async () => {
    const r = await cli(['facts', '--company', 'Konkan Coastel Bank']);
    expect(r.code).toBe(5);
    expect(r.stderr).toContain('--company "Konkan Coastel Bank" matches no ingested company; did you mean Konkan Coastal Bank Limited?');
    expect(r.stderr).toContain('hint: run `hybridrag status` to list the ingested companies');
    for (const args of [['facts'], ['facts', '--company', BANK, '--kind', 'forecast'], ['facts', '--company', BANK, '--limit', '0'], ['facts', '--company', BANK, '--json', '--csv']]) {
      const u = await cli(args);
      expect(u.code, `${args.join(' ')}: ${u.stderr}`).toBe(2);
    }
  });

  it('status counts the stored facts', async () => {
    const r = await cli(['status', '--json']);
    expect((JSON.parse(r.stdout) as { facts: number }).facts).toBe(5);
  });

  it.skipIf(!pg)('reads a PostgreSQL store through its local replica', async () => {
    const copy = await runCli(['store', 'copy', '--workdir', wd, '--to', pg!.url], { cwd: tmp.dir });
    expect(copy.code, copy.stderr).toBe(0);
    const r = await runCli(['-w', join(tmp.dir, 'reader'), '--store', pg!.url, 'facts', '--company', 'Konkan', '--json'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual(stored);
  });

  it('the built binary prints the same CSV', async () => {
    const r = await runBinary(['-w', wd, 'facts', '--company', 'Konkan', '--csv'], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toBe((await cli(['facts', '--company', 'Konkan', '--csv'])).stdout);
    expect(r.stdout.split('\r\n')).toHaveLength(7);
  });
});
