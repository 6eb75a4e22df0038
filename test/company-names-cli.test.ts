/**
 * A company's everyday name works wherever a company is asked for, as it does in `ask --company`:
 * `graph stats|show|view|export --company`, `remove <company>`; an unknown one is an error with
 * suggestions and writes nothing. `graph view` has a default output file. `worker` with no flags
 * works every pending stage, as `ingest` does. The built binary on the demo corpus.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exitCodeOf } from '../src/core/errors.js';
import { ROOT, runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

const DEMO = join(ROOT, 'data', 'demo');

describe('company names in every command', () => {
  let tmp: { dir: string; cleanup: () => void };
  let wd: string;
  beforeAll(async () => {
    tmp = tempDir('hybridrag-names-');
    wd = join(tmp.dir, 'work');
    demoWorkdir(wd);
  });
  afterAll(() => tmp?.cleanup());

  it('graph stats, show and view take a word of the name; view writes graph-<company>.html by default', async () => {
    const stats = await runCli(['-w', wd, 'graph', 'stats', '--company', 'Mercantile', '--json'], { cwd: tmp.dir });
    expect(stats.code, stats.stderr).toBe(0);
    const s = JSON.parse(stats.stdout) as { nodes: number; edges: number; topByCompany: Record<string, unknown> };
    expect(s.nodes).toBeGreaterThan(0);
    expect(s.edges).toBeGreaterThan(0);
    expect(Object.keys(s.topByCompany)).toEqual(['Deccan Mercantile Bank Limited']);

    const show = await runCli(['-w', wd, 'graph', 'show', 'Deccan Mercantile Bank', '--company', 'deccanbank'], { cwd: tmp.dir });
    expect(show.code, show.stderr).toBe(0);
    expect(show.stdout).toMatch(/Deccan Mercantile Bank/);

    const view = await runCli(['-w', wd, 'graph', 'view', '--company', 'Mercantile'], { cwd: tmp.dir });
    expect(view.code, view.stderr).toBe(0);
    const file = join(tmp.dir, 'graph-deccan-mercantile-bank-limited.html');
    expect(existsSync(file)).toBe(true);
    expect(readFileSync(file, 'utf8')).toContain('Deccan Mercantile Bank');

    const all = await runCli(['-w', wd, 'graph', 'view'], { cwd: tmp.dir });
    expect(all.code, all.stderr).toBe(0);
    expect(existsSync(join(tmp.dir, 'graph.html'))).toBe(true);
  });

  it('an unknown company is NO_MATCH with the closest names, and no file is written', async () => {
    const before = readdirSync(tmp.dir).sort();
    for (const cmd of [['graph', 'view', '--company', 'Aravalli Infotek'], ['graph', 'stats', '--company', 'Aravalli Infotek'], ['graph', 'export', '--format', 'graphml', '--out', 'x.graphml', '--company', 'Aravalli Infotek']]) {
      const r = await runCli(['-w', wd, ...cmd], { cwd: tmp.dir });
      expect(r.code, cmd.join(' ')).toBe(exitCodeOf('NO_MATCH'));
      expect(r.stderr).toMatch(/--company "Aravalli Infotek" matches no ingested company; did you mean Aravali Infotech Limited/);
    }
    expect(readdirSync(tmp.dir).sort()).toEqual(before);
  });

  it('remove takes a company (all its documents) or a file name, from any folder', async () => {
    const elsewhere = join(tmp.dir, 'work');
    const byCompany = await runCli(['-w', wd, 'remove', 'Nilgiri', '--json'], { cwd: elsewhere });
    expect(byCompany.code, byCompany.stderr).toBe(0);
    expect((JSON.parse(byCompany.stdout) as { documents: { fileName: string }[] }).documents.map((d) => d.fileName)).toEqual(['nilgiri-consumer-q1-fy24.pdf']);
    const byName = await runCli(['-w', wd, 'remove', 'sahyadri-cement-q1-fy24', '--json'], { cwd: elsewhere });
    expect(byName.code, byName.stderr).toBe(0);
    expect((JSON.parse(byName.stdout) as { documents: { fileName: string }[] }).documents.map((d) => d.fileName)).toEqual(['sahyadri-cement-q1-fy24.pdf']);
    const unknown = await runCli(['-w', wd, 'remove', 'Aravalli Infotek'], { cwd: elsewhere });
    expect(unknown.code).toBe(exitCodeOf('NO_MATCH'));
    expect(unknown.stderr).toMatch(/no ingested document, file name or company "Aravalli Infotek"; did you mean Aravali Infotech Limited/);
    const status = await runCli(['-w', wd, 'status', '--json'], { cwd: tmp.dir });
    expect((JSON.parse(status.stdout) as { documents: number }).documents).toBe(4);
  });
});

describe('worker without flags', () => {
  it('embeds, extracts and resolves, as ingest does', async () => {
    const t = tempDir('hybridrag-worker-default-');
    try {
      const wd = join(t.dir, 'work');
      const ing = await runCli(['-q', '-w', wd, 'ingest', join(DEMO, 'aravali-infotech-q1-fy24.pdf'), '--no-stages'], { cwd: t.dir });
      expect(ing.code, ing.stderr).toBe(0);
      const r = await runCli(['-w', wd, 'worker', '--json'], { cwd: t.dir });
      expect(r.code, r.stderr).toBe(0);
      const j = JSON.parse(r.stdout) as { embed?: { processed: number }; extract?: { processed: number }; resolve?: { entities: number }[] };
      expect(j.embed?.processed).toBeGreaterThan(0);
      expect(j.extract?.processed).toBe(j.embed?.processed);
      expect(j.resolve?.[0]?.entities).toBeGreaterThan(0);
    } finally {
      t.cleanup();
    }
  });
});
