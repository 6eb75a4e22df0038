/**
 * The company directory of a workdir kept in a file beside its database (scope-directory.json), so
 * that a new process (a cold `ask`) reads it instead of building it: building reads every
 * document, the speakers of every chunk, the full-text index for ordinary first words and the
 * built-in table's names (tens of milliseconds on the Nifty-50 corpus). The file is used only when
 * its fingerprint matches the inputs as they are now — the documents (their ids are hashes of
 * their bytes) and their chunking, the knowledge graph's company aliases, the scope config — and
 * the companies vocabulary files and the sectors file (their bytes: parsed only when a directory is built), and the code
 * that builds a directory (a hash of its modules' source); anything else rebuilds it and
 * rewrites the file. A workdir that cannot be written to is only not cached.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { besideDb } from '../../core/store/db-path.js';
import { COMPANIES_FILE } from '../../core/vocabulary/companies.js';
import { SECTORS_FILE } from '../../core/vocabulary/sectors.js';
import { siblingSourceHash, writeDerivedFile } from '../../core/util/derived-file.js';
import type { Db } from '../../core/store/db.js';
import type { DocRecord } from '../retrieve/filters.js';
import type { AbsentEntry, CompanyDirectory, DirectoryCompany, DirectoryConfig, NameEntry } from './company-directory.js';

export const DIRECTORY_FILE = 'scope-directory.json';
const FORMAT = 1;

/** The modules whose code decides what a directory holds. */
const BUILDERS = ['company-directory', 'names', 'word-use', 'sectors'];
let codeHash: string | undefined;

/** A hash of the building modules' source. */
function builderCode(): string {
  codeHash ??= siblingSourceHash(import.meta.url, BUILDERS);
  return codeHash;
}

interface Stored {
  format: number;
  fingerprint: string;
  companies: DirectoryCompany[];
  names: [string, NameEntry][];
  absent: [string, AbsentEntry][];
  listWords: [string, string[]][];
  maxTokens: number;
  prefixes: string[];
  sectors: string[];
  warnings: string[];
  people: string[];
}

/** The bytes of a file, or null when it cannot be read (building the directory then says why). */
function bytesOf(path: string): string | null {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return null;
  }
}

/** What a directory is built from, hashed: documents, chunking, graph aliases, scope config, companies files, the sectors file, code. */
export function directoryFingerprint(db: Db, docs: readonly DocRecord[], graphAliases: readonly { alias: string; company: string }[], config: DirectoryConfig): string {
  const chunks = db.prepare('SELECT count(*) AS n, max(seq) AS last FROM chunks').get();
  const companyFiles = [COMPANIES_FILE, SECTORS_FILE, ...(config.vocabulary?.companies ?? [])].map((f) => [f, bytesOf(f)]);
  return createHash('sha256').update(JSON.stringify([FORMAT, builderCode(), docs, graphAliases, chunks, config.scope.aliases, config.scope.sectors, companyFiles])).digest('hex');
}

/** The file of a database's directory; null for a database without a file (in memory). */
export function directoryFile(db: Db): string | null {
  return besideDb(db, DIRECTORY_FILE);
}

/** The stored directory when its fingerprint is `fingerprint`; null otherwise (or unreadable). */
export function readDirectoryFile(path: string, fingerprint: string): CompanyDirectory | null {
  let s: Stored;
  try {
    s = JSON.parse(readFileSync(path, 'utf8')) as Stored;
  } catch {
    return null;
  }
  if (s?.format !== FORMAT || s.fingerprint !== fingerprint || !Array.isArray(s.companies)) return null;
  return {
    companies: s.companies,
    byName: new Map(s.companies.map((c) => [c.name, c])),
    names: new Map(s.names),
    absent: new Map(s.absent),
    listWords: new Map(s.listWords),
    maxTokens: s.maxTokens,
    prefixes: new Set(s.prefixes),
    sectors: s.sectors,
    warnings: s.warnings,
    people: new Set(s.people),
  };
}

/** Store a directory under its fingerprint (temp file and rename: a reader sees the old file or the new one). */
export function writeDirectoryFile(path: string, fingerprint: string, dir: CompanyDirectory): void {
  const s: Stored = {
    format: FORMAT,
    fingerprint,
    companies: dir.companies,
    names: [...dir.names],
    absent: [...dir.absent],
    listWords: [...dir.listWords],
    maxTokens: dir.maxTokens,
    prefixes: [...dir.prefixes],
    sectors: [...dir.sectors],
    warnings: dir.warnings,
    people: [...dir.people],
  };
  writeDerivedFile(path, s); // in a read-only workdir the directory is built each time instead
}
