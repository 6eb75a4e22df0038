/**
 * `hybridrag graph ...` end to end: a workdir built by the real extract and resolve stages (model
 * replies from the fake OpenAI server), then the built binary's stats, show, export and view; the
 * view is rendered in one headless Chromium (driven by Playwright): the screenshot must not be
 * blank, sigma's WebGL canvas holds the nodes and the page's filter shows `--company`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { MultiDirectedGraph } from 'graphology';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractIngestStage } from '../src/app/extractors.js';
import { resolveStage } from '../src/pipeline/resolve/resolve-stage.js';
import { harness, type Harness } from './fake-openai/harness.js';
import { runBinary, runCli } from './helpers/cli.js';
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

  it('view writes one self-contained page (the built binary, with the script it inlines)', async () => {
    const file = join(h.dir, 'graph.html');
    const r = await runBinary(['--workdir', workdir, 'graph', 'view', '--out', file, '--company', 'TCS'], { cwd: h.dir });
    expect(r.code).toBe(0);
    const html = readFileSync(file, 'utf8');
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org)/);
    expect(html).toContain('id="search"');
    expect(html).toContain('7 nodes, 7 edges');
  });

  // One headless Chromium (Debian's, driven by playwright-core) for both pictures of the view.
  const CHROMIUM = '/usr/bin/chromium';
  let browser: import('playwright-core').Browser | undefined;
  const launched = async (): Promise<import('playwright-core').Browser> => {
    const { chromium: pw } = await import('playwright-core');
    browser ??= await pw.launch({ executablePath: CHROMIUM, args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
    return browser;
  };
  afterAll(async () => browser?.close());

  it.skipIf(!existsSync(CHROMIUM))('view renders to a non-blank picture in headless Chromium', async () => {
    const file = join(h.dir, 'all.html');
    expect((await cli(['graph', 'view', '--out', file])).code).toBe(0);
    const page = await (await launched()).newPage({ viewport: { width: 1200, height: 800 } });
    await page.goto(`file://${file}`);
    await page.waitForFunction(() => 'hybridragGraph' in window);
    const img = decodePng(await page.screenshot());
    await page.close();
    expect([img.width, img.height]).toEqual([1200, 800]);
    // The drawing area (left of the details panel, below the toolbar) holds nodes of several colours.
    const canvas = colourStats(img, { x: 0, y: 50, w: 870, h: 740 });
    expect(canvas.distinct).toBeGreaterThan(5);
    expect(canvas.nonBackground).toBeGreaterThan(300);
  });

  it.skipIf(!existsSync(CHROMIUM))('view draws with sigma (WebGL) and opens filtered to --company', async () => {
    const file = join(h.dir, 'tcs.html');
    expect((await cli(['graph', 'view', '--out', file, '--company', 'TCS'])).code).toBe(0);
    const page = await (await launched()).newPage({ viewport: { width: 1200, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`file://${file}`);
    await page.waitForFunction(() => 'hybridragGraph' in window);
    const drawn = await page.evaluate(() => {
      const g = (window as unknown as { hybridragGraph: import('../web/graph-render.js').DrawnGraph }).hybridragGraph;
      const gl = g.sigma.getCanvases().nodes!.getContext('webgl2') ?? g.sigma.getCanvases().nodes!.getContext('webgl');
      const shown = g.graph.filterNodes((n) => !g.sigma.getNodeDisplayData(n)?.hidden);
      return { order: g.graph.order, shown: shown.length, webgl: gl !== null, labels: g.sigma.getNodeDisplayedLabels().size };
    });
    expect(drawn).toMatchObject({ order: 7, shown: 7, webgl: true });
    expect(drawn.labels).toBeGreaterThan(0);
    const selected = await page.locator('#company option:checked').textContent();
    expect(selected).toMatch(/Tata Consultancy/);
    // Pixels: the nodes (WebGL) are the only saturated colours; edges and labels are grey.
    const shot = decodePng(await page.locator('#c').screenshot());
    let coloured = 0;
    for (let i = 0; i < shot.pixels.length; i += shot.channels) {
      const [r, g, b] = [shot.pixels[i]!, shot.pixels[i + 1]!, shot.pixels[i + 2]!];
      if (Math.max(r, g, b) - Math.min(r, g, b) > 80) coloured++;
    }
    expect(coloured).toBeGreaterThan(7 * 20);
    // Search selects the best-connected hit and lists its relations.
    await page.fill('#search', 'Tata');
    await expect.poll(() => page.locator('#details li').count()).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
