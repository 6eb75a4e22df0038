import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { openDb } from '../core/store/db.js';
import { graphApi } from './graph.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

it('links an entity another connection committed after the first question (a server while ingest runs)', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hybridrag-linker-'));
  dirs.push(dir);
  const writer = openDb(dir);
  const reader = openDb(dir, { mustExist: true, readonly: true });
  try {
    const api = await graphApi();
    const add = (id: string, name: string) => {
      writer.prepare(`INSERT INTO entities (id, name, canonical, type, scope, mentions) VALUES (?, ?, ?, 'Company', '', 1)`).run(id, name, name.toLowerCase());
      writer.prepare(`INSERT INTO aliases (alias, entity_id, source) VALUES (?, ?, 'name')`).run(name.toLowerCase(), id);
    };
    add('e1', 'Aravali Systems');
    expect((await api.linkEntities(reader, 'What did Aravali Systems say about Meridian Bank?')).map((e) => e.name)).toEqual(['Aravali Systems']);
    add('e2', 'Meridian Bank');
    expect((await api.linkEntities(reader, 'What did Aravali Systems say about Meridian Bank?')).map((e) => e.name).sort()).toEqual(['Aravali Systems', 'Meridian Bank']);
  } finally {
    reader.close();
    writer.close();
  }
});
