/**
 * `hybridrag graph ...` end to end: a workdir built by the real extract and resolve stages (model
 * replies from the fake OpenAI server), then the built binary's stats, show, export and view; the
 * view is rendered in headless Chromium and the screenshot must not be blank.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MultiDirectedGraph } from 'graphology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractIngestStage } from '../src/app/extractors.js';
import { resolveStage } from '../src/pipeline/resolve/resolve-stage.js';
import { harness, type Harness } from './fake-openai/harness.js';
import { runCli } from './helpers/cli.js';
import { corpusChat, writeCorpus } from './helpers/graph-corpus.js';
import { colourStats, decodePng } from './helpers/png.js';

let h: Harness;
let workdir: string;
const cli = (args: string[]) => runCli(['--workdir', workdir, ...args], { cwd: h.dir });

beforeAll(async () => {
  h = await harness({ chat: (b) => corpusChat(b) });
  writeCorpus(h.db);
  const config = h.config();
  const provider = await h.provider();
  const ctx = { db: h.db, config, out: h.out, provider, signal: new AbortController().signal, progress: () => {} };
  await extractIngestStage(config).run(ctx);
  await resolveStage().run(ctx);
  workdir = join(h.dir, 'work');
});
afterAll(async () => h?.cleanup());

/** Well-formedness: balanced tags, quoted attributes, only the five XML entities. */
function assertWellFormedXml(xml: string): void {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  const stack: string[] = [];
  const body = xml.replace(/^<\?xml[^>]*\?>/, '');
  for (const m of body.matchAll(/<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[\w:.-]+="[^"<]*")*)\s*(\/?)>/g)) {
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else if (!m[4]) stack.push(m[2]!);
  }
  expect(stack).toEqual([]);
  expect(body.replace(/<[^>]*>/g, '').includes('<')).toBe(false);
  for (const ent of body.matchAll(/&([^;\s]*);?/g)) expect(['amp;', 'lt;', 'gt;', 'quot;', 'apos;']).toContain(ent[0].slice(1));
}

describe('hybridrag graph', () => {
  it('stats --json reports the graph and the quarantined chunk', async () => {
    const r = await cli(['graph', 'stats', '--json']);
    expect(r.code).toBe(0);
    const s = JSON.parse(r.stdout);
    expect(s).toMatchObject({ nodes: 10, edges: 10, triplets: 10, components: 1, chunks: { total: 4, quarantined: 1, pending: 0 } });
    expect(Object.keys(s.topByCompany)).toEqual(['Infosys Limited', 'Tata Consultancy Services Limited']);
  });

  it('show prints the neighbourhood with sources, and a clear error for an unknown entity', async () => {
    const r = await cli(['graph', 'show', 'TCS', '--depth', '2']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Tata Consultancy Services Limited -[reported]-> Revenue    (TCS.pdf p. 1, Q1 FY24)');
    expect(r.stdout).toContain('    Revenue -[was]-> $7,226 million');
    const bad = await cli(['graph', 'show', 'Nobody Inc']);
    expect(bad.code).toBe(5);
    expect(bad.stderr).toMatch(/no entity named "Nobody Inc"[\s\S]*hint:/);
  });

  it('exports GraphML, GEXF and JSON', async () => {
    for (const format of ['graphml', 'gexf']) {
      const file = join(h.dir, `g.${format}`);
      const r = await cli(['graph', 'export', '--format', format, '--out', file]);
      expect(r.code).toBe(0);
      const xml = readFileSync(file, 'utf8');
      assertWellFormedXml(xml);
      expect(xml).toContain('Infosys &lt;&amp;&gt; Q1.pdf');
      expect(xml.match(/<edge /g)).toHaveLength(10);
    }
    const file = join(h.dir, 'g.json');
    expect((await cli(['graph', 'export', '--format', 'json', '--out', file])).code).toBe(0);
    const g = new MultiDirectedGraph();
    g.import(JSON.parse(readFileSync(file, 'utf8')));
    expect([g.order, g.size]).toEqual([10, 10]);
    const bad = await cli(['graph', 'export', '--format', 'dot', '--out', file]);
    expect(bad.code).not.toBe(0);
  });

  it('view writes one self-contained page', async () => {
    const file = join(h.dir, 'graph.html');
    const r = await cli(['graph', 'view', '--out', file, '--company', 'TCS']);
    expect(r.code).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain('id="search"');
    expect(html).toContain('7 nodes, 7 edges');
  });

  const chromium = ['chromium', 'chromium-browser'].find((b) => spawnSync('sh', ['-c', `command -v ${b}`]).status === 0);
  it.skipIf(!chromium)('view renders to a non-blank picture in headless Chromium', async () => {
    const file = join(h.dir, 'all.html');
    expect((await cli(['graph', 'view', '--out', file])).code).toBe(0);
    const png = join(h.dir, 'shot.png');
    execFileSync(chromium!, [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
      '--disable-sync', '--no-first-run', `--user-data-dir=${mkdtempSync(join(tmpdir(), 'chromium-'))}`,
      `--screenshot=${png}`, '--window-size=1200,800', `file://${file}`,
    ], { stdio: 'ignore', timeout: 60_000 });
    expect(existsSync(png)).toBe(true);
    const img = decodePng(readFileSync(png));
    expect([img.width, img.height]).toEqual([1200, 800]);
    // The drawing area (left of the details panel, below the toolbar) holds nodes of several colours.
    const canvas = colourStats(img, { x: 0, y: 50, w: 870, h: 740 });
    expect(canvas.distinct).toBeGreaterThan(5);
    expect(canvas.nonBackground).toBeGreaterThan(300);
  });
});
