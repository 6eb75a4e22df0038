/**
 * A document's sectors and metadata are read with the vocabulary files (shipped and the user's):
 * ingesting again with the same files reads nothing again, and editing a user's sectors file reads
 * every document's metadata and sectors again (from its stored pages, its chunks kept), so what the
 * file now says is what is stored. In process, real SQLite.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDb } from '../src/core/store/db.js';
import { SqliteStore } from '../src/core/store/sqlite-store.js';
import { runIngest, type IngestOptions } from '../src/pipeline/ingest/pipeline.js';

const CALL = `Operator: Welcome to the Kumo Robotics Corporation earnings call for the first quarter of the fiscal year ending March 31, 2025.
Taro Sato: Thank you. Our robot arms shipped in record numbers, and orders for our robot arms and welding robots rose 9%.
Taro Sato: Robot orders from automotive customers recovered, and our robot arms backlog grew.`;

const sectorsFile = (id: string) =>
  JSON.stringify({ sectors: [{ id, name: id, cues: ['robot arms', 'robots', 'robot'], selfDescriptions: ['our robot arms'], minDensity: 1, minDistinctCues: 1, minSelf: 1 }] });

describe('vocabulary files key what was read with them', () => {
  let dir: string;
  let db: ReturnType<typeof openDb>;
  let opts: IngestOptions;
  const userSectors = () => join(dir, 'my-sectors.json');
  const ingest = () => runIngest(opts, { store: new SqliteStore(db, join(dir, 'wd')) });
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'hr-vocab-key-'));
    mkdirSync(join(dir, 'calls'));
    writeFileSync(join(dir, 'calls', 'kumo-q1.txt'), CALL);
    writeFileSync(userSectors(), sectorsFile('robot makers'));
    db = openDb(join(dir, 'wd'));
    opts = {
      paths: [join(dir, 'calls')],
      cwd: dir,
      chunk: { strategy: 'speaker', size: 2024, overlap: 204 },
      fiscalYearStartMonth: null,
      workers: 0,
      parseTimeoutMs: 60_000,
      force: false,
      flags: {},
      vocabulary: { markets: [], sectors: [userSectors()] },
    };
  });
  afterAll(() => {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });
  const sectors = () => JSON.parse((db.prepare('SELECT sectors FROM documents').get() as { sectors: string }).sectors) as string[];

  it('stores the sectors a user file defines, and reads nothing again while the files are unchanged', async () => {
    expect((await ingest()).added).toBe(1);
    expect(sectors()).toContain('robot makers');
    const again = await ingest();
    expect([again.unchanged, again.updated]).toEqual([1, 0]);
  });

  it('reads the document again when the user edits the sectors file', async () => {
    writeFileSync(userSectors(), sectorsFile('robot builders'));
    const edited = await ingest();
    expect([edited.unchanged, edited.updated, edited.reread, edited.chunks]).toEqual([0, 0, 1, 0]);
    expect(sectors()).toEqual(['robot builders']);
  });
});
