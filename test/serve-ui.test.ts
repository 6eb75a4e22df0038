/**
 * The web UI end to end in Debian's Chromium (playwright-core): the latest evaluation, ask and see
 * the streamed answer, open a citation and see the page with the quoted passage highlighted, the
 * question's graph drawn by sigma (WebGL), switch mode, compare the four modes. Skipped, with a
 * message, where /usr/bin/chromium is absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { buildServer } from '../src/server/app.js';
import { DEFAULT_MODE } from '../src/query/retrieve/types.js';
import { runCli, tempDir } from './helpers/cli.js';
import { decodePng } from './helpers/png.js';
import { DEMO, demoWorkdirWithWebUi } from './helpers/web-ui.js';

const CHROMIUM = '/usr/bin/chromium';
const TCV_Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";

if (!existsSync(CHROMIUM)) console.warn(`serve-ui: ${CHROMIUM} is absent, skipping the browser test (apt-get install chromium)`);

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(DEMO))('the web UI in Chromium', () => {
  let tmp: { dir: string; cleanup: () => void };
  let close: () => Promise<unknown>;
  let base: string;
  let browser: import('playwright-core').Browser;

  beforeAll(async () => {
    tmp = tempDir('hybridrag-ui-');
    const { wd, webDir } = demoWorkdirWithWebUi(tmp.dir);
    const ev = await runCli(['-q', '-w', wd, 'eval', '--dataset', join(DEMO, 'qa.jsonl'), '--mode', 'vector,hybrid', '--limit', '2', '--out', 'eval-out'], { cwd: tmp.dir });
    expect(ev.code, ev.stderr).toBe(0);
    const { app } = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter, webDir });
    close = () => app.close();
    base = await app.listen({ host: '127.0.0.1', port: 0 });
    const { chromium } = await import('playwright-core');
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    });
  });
  afterAll(async () => {
    await browser?.close();
    await close?.();
    tmp?.cleanup();
  });

  it('asks, streams the answer, opens a cited page with the passage highlighted, switches mode and compares modes', async () => {
    const page = await browser.newPage();
    const external: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(base)) external.push(req.url());
    });
    await page.goto(base);
    // Filters come from /api/companies.
    await expect.poll(() => page.locator('#company option').count()).toBe(6);
    expect(await page.locator('#year option').allTextContents()).toEqual(['any', 'FY24']);
    // The workdir's latest evaluation: metric means per mode, and the full report.
    await page.locator('#eval-box').waitFor({ state: 'attached' });
    await expect.poll(() => page.locator('#eval-box').isHidden()).toBe(false);
    expect(await page.textContent('#eval-summary')).toMatch(/Latest evaluation: .*qa\.jsonl · 2 questions/);
    expect(await page.locator('#eval-table th').allTextContents()).toEqual(['metric', 'vector', 'hybrid']);
    expect(await page.locator('#eval-table tbody tr').count()).toBeGreaterThan(2);
    await page.click('#eval-box summary');
    const [report] = await Promise.all([page.context().waitForEvent('page'), page.click('#eval-report')]);
    await report.waitForLoadState();
    expect(await report.locator('svg').count()).toBeGreaterThan(0);
    await report.close();

    await page.fill('#question', TCV_Q);
    // The same default mode as `hybridrag ask` and the API.
    expect(await page.locator('#mode').inputValue()).toBe(DEFAULT_MODE);
    await page.selectOption('#mode', 'vector');
    await page.click('#ask');
    await page.locator('#citations li').first().waitFor();
    expect(await page.textContent('#answer')).toContain('1.14 billion');
    expect(await page.textContent('#scope')).toContain('Aravali Infotech Limited');
    const channels = await page.locator('#contexts .channel').allTextContents();
    expect(channels.length).toBeGreaterThan(0);
    expect(new Set(channels)).toEqual(new Set(['vector']));
    expect(await page.locator('#contexts li').first().textContent()).toMatch(/score \d/);

    await page.locator('#citations a.cite').first().click();
    await page.locator('#page mark').first().waitFor();
    expect(await page.textContent('#page-title')).toContain('aravali-infotech-q1-fy24.pdf, page 1');
    expect(await page.locator('#page mark').first().textContent()).toContain('$1.14 billion');

    // Another mode: graph contexts appear beside the chunks.
    await page.selectOption('#mode', 'hybrid');
    await page.click('#ask');
    await expect.poll(async () => new Set(await page.locator('#contexts .channel').allTextContents())).toEqual(new Set(['vector', 'graph']));
    await page.locator('#citations li').first().waitFor();

    // The graph around the question's entities, drawn by sigma (WebGL) with the linked entities labelled.
    await page.locator('#graph-box').waitFor({ state: 'visible' });
    const drawn = await page.evaluate(() => {
      const d = (window as unknown as { hybridragGraph: import('../web/graph-render.js').DrawnGraph }).hybridragGraph;
      const canvas = d.sigma.getCanvases().nodes!;
      return { order: d.graph.order, webgl: (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) !== null, labels: [...d.sigma.getNodeDisplayedLabels()].map((n) => d.graph.getNodeAttribute(n, 'label') as string) };
    });
    expect(drawn.webgl).toBe(true);
    expect(drawn.order).toBeGreaterThan(2);
    expect(drawn.labels.join(' ')).toMatch(/Aravali Infotech/i);
    expect(await page.textContent('#graph-note')).toMatch(/Aravali Infotech/i);
    const shot = decodePng(await page.locator('#graph').screenshot());
    let coloured = 0;
    for (let i = 0; i < shot.pixels.length; i += shot.channels) {
      if (Math.max(shot.pixels[i]!, shot.pixels[i + 1]!, shot.pixels[i + 2]!) - Math.min(shot.pixels[i]!, shot.pixels[i + 1]!, shot.pixels[i + 2]!) > 80) coloured++;
    }
    expect(coloured).toBeGreaterThan(drawn.order * 20);
    // Clicking an entity lists its relations with their sources.
    const pos = await page.evaluate(() => {
      const d = (window as unknown as { hybridragGraph: import('../web/graph-render.js').DrawnGraph }).hybridragGraph;
      const seed = d.graph.findNode((_n, a) => a.seed === true)!;
      return d.sigma.framedGraphToViewport(d.sigma.getNodeDisplayData(seed)!);
    });
    await page.locator('#graph').click({ position: { x: pos.x, y: pos.y } });
    await expect.poll(() => page.locator('#graph-details li').count()).toBeGreaterThan(0);

    await page.click('#compare');
    await expect.poll(() => page.locator('.mode-col .text.dim').count(), { timeout: 30_000 }).toBe(0);
    expect(await page.locator('.mode-col h2').allTextContents()).toEqual(['vector', 'graph', 'hybrid', 'kgar']);
    // Under the answers: whether the modes agree on the documents they cite and the figures they state.
    expect(await page.locator('#agreement').textContent()).toMatch(/^(?:The modes (?:that answered agree|disagree)|Only \w+ found an answer)/);
    for (const text of await page.locator('.mode-col .text').allTextContents()) expect(text.length).toBeGreaterThan(0);
    expect(await page.locator('.mode-col').first().locator('.text').textContent()).toContain('1.14 billion');
    expect(external).toEqual([]);
    await page.close();
  });
});
