/**
 * The company directory kept beside the database: a new connection reads what an earlier one
 * built for the same inputs, and any change of documents, graph aliases, scope config or companies
 * files rebuilds it.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/core/store/db.js';
import { buildDirectory, companyDirectory, type DirectoryConfig } from '../src/query/scope/company-directory.js';
import { DIRECTORY_FILE, directoryFingerprint, readDirectoryFile } from '../src/query/scope/directory-file.js';
import { loadDocRecords } from '../src/query/retrieve/filters.js';
import { companyAliasRows } from '../src/query/graph/company-aliases.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';

const DEMO = join(ROOT, 'data', 'demo');
const NO_SCOPE: DirectoryConfig = { scope: { aliases: {}, sectors: {} } };

describe.skipIf(!existsSync(DEMO))('the company directory file', () => {
  let tmp: { dir: string; cleanup: () => void };
  let wd: string;
  beforeAll(async () => {
    tmp = tempDir('hybridrag-directory-file-');
    wd = join(tmp.dir, 'work');
    const corpus = join(tmp.dir, 'corpus');
    mkdirSync(corpus);
    for (const f of ['aravali-infotech-q1-fy24.pdf', 'kcb-concall.pdf']) copyFileSync(join(DEMO, f), join(corpus, f));
    const r = await runCli(['-q', '-w', wd, 'ingest', corpus], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(() => tmp?.cleanup());

  const fresh = (config = NO_SCOPE) => {
    const db = openDb(wd, { mustExist: true, readonly: true });
    try {
      return { dir: companyDirectory(db, config), fingerprint: directoryFingerprint(db, loadDocRecords(db), companyAliasRows(db), config) };
    } finally {
      db.close();
    }
  };

  it('is written by the first reader and read back equal to a built one by the next', () => {
    const first = fresh();
    const file = join(wd, DIRECTORY_FILE);
    expect(existsSync(file)).toBe(true);
    const read = readDirectoryFile(file, first.fingerprint)!;
    expect(read).not.toBeNull();
    const db = openDb(wd, { mustExist: true, readonly: true });
    try {
      const built = buildDirectory({ docs: loadDocRecords(db), graphAliases: companyAliasRows(db) });
      for (const k of ['companies', 'names', 'absent', 'listWords', 'maxTokens', 'prefixes', 'sectors', 'people'] as const) expect(read[k], k).toEqual(first.dir[k]);
      expect(read.names).toEqual(built.names);
      expect(read.byName.get('Aravali Infotech Limited')).toBe(read.companies.find((c) => c.name === 'Aravali Infotech Limited'));
    } finally {
      db.close();
    }
    // The next reader uses the file: a marked copy of it comes back.
    const stored = JSON.parse(readFileSync(file, 'utf8')) as { warnings: string[] };
    writeFileSync(file, JSON.stringify({ ...stored, warnings: ['from the file'] }));
    expect(fresh().dir.warnings).toEqual(['from the file']);
    // Nor is a file of another fingerprint read.
    expect(readDirectoryFile(file, 'other')).toBeNull();
  });

  it('is rebuilt when the scope config or the documents change', async () => {
    const before = fresh().fingerprint;
    const aliased = fresh({ scope: { aliases: { Ara: 'Aravali Infotech Limited' }, sectors: {} } });
    expect(aliased.fingerprint).not.toBe(before);
    expect(aliased.dir.names.get('ara')?.companies).toEqual(['Aravali Infotech Limited']);
    // A companies file of the user's, and any edit of it.
    const companies = join(tmp.dir, 'companies.json');
    writeFileSync(companies, JSON.stringify({ companies: [{ name: 'Aravali Infotech', shortNames: ['Aravali Info'], sectors: ['it services'] }] }));
    const listed = fresh({ ...NO_SCOPE, vocabulary: { companies: [companies] } });
    expect(listed.fingerprint).not.toBe(before);
    expect(listed.dir.names.get('aravali info')?.companies).toEqual(['Aravali Infotech Limited']);
    expect(listed.dir.byName.get('Aravali Infotech Limited')?.sectors).toContain('it services');
    writeFileSync(companies, JSON.stringify({ companies: [{ name: 'Aravali Infotech', sectors: ['technology'] }] }));
    expect(fresh({ ...NO_SCOPE, vocabulary: { companies: [companies] } }).fingerprint).not.toBe(listed.fingerprint);
    const r = await runCli(['-q', '-w', wd, 'ingest', join(DEMO, 'sahyadri-cement-q1-fy24.pdf')], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const after = fresh();
    expect(after.fingerprint).not.toBe(before);
    expect(after.dir.companies.map((c) => c.name)).toContain('Sahyadri Cement Limited');
  });
});
