/**
 * The web UI's page panel and layout in Chromium (playwright-core): a citation whose chunk spans
 * two pages opens the page holding the quoted sentence, highlighted; previous and next page
 * buttons; the [n] markers in the answer open their citations; the graph follows its box when the
 * page panel opens; a 390 px wide phone screen does not overflow; the placeholder names no
 * company of the corpus. Skipped, with a message, where /usr/bin/chromium is absent.
 */
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { buildServer } from '../src/server/app.js';
import { tempDir } from './helpers/cli.js';
import { decodePng } from './helpers/png.js';
import { DEMO, demoWorkdirWithWebUi } from './helpers/web-ui.js';

const CHROMIUM = '/usr/bin/chromium';
const HEADCOUNT_Q = "What was Aravali Infotech's headcount at the end of Q1 FY24?";
const TCV_Q = "What was the total contract value of Aravali Infotech's deal wins in Q1 FY24?";

if (!existsSync(CHROMIUM)) console.warn(`serve-ui-pages: ${CHROMIUM} is absent, skipping the browser test (apt-get install chromium)`);

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(DEMO))('the web UI page panel and layout in Chromium', () => {
  let tmp: { dir: string; cleanup: () => void };
  let close: () => Promise<unknown>;
  let base: string;
  let browser: import('playwright-core').Browser;

  beforeAll(async () => {
    tmp = tempDir('hybridrag-ui-pages-');
    const { wd, webDir } = await demoWorkdirWithWebUi(tmp.dir);
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

  const ask = async (page: import('playwright-core').Page, question: string, mode: string): Promise<void> => {
    await page.fill('#question', question);
    await page.selectOption('#mode', mode);
    await page.click('#ask');
    await page.locator('#answer a.marker').first().waitFor();
  };

  it('a marker in the answer opens the page holding the quoted sentence, highlighted; previous and next turn pages', async () => {
    const page = await browser.newPage();
    await page.goto(base);
    await ask(page, HEADCOUNT_Q, 'vector');
    expect(await page.textContent('#answer')).toContain('headcount at the end of the quarter was 62,450');
    // The answer's [1] cites a chunk over pages 1 and 2; the sentence is on page 2.
    expect(await page.locator('#citations a.cite').first().textContent()).toMatch(/pp\. 1, 2/);
    await page.locator('#answer a.marker', { hasText: '1' }).first().click();
    await expect.poll(() => page.textContent('#page-title')).toBe('aravali-infotech-q1-fy24.pdf, page 2 of 3');
    expect(await page.locator('#page mark').first().textContent()).toContain('headcount at the end of the quarter was 62,450');
    expect(await page.isDisabled('#page-prev')).toBe(false);
    await page.click('#page-prev');
    await expect.poll(() => page.textContent('#page-title')).toBe('aravali-infotech-q1-fy24.pdf, page 1 of 3');
    expect(await page.isDisabled('#page-prev')).toBe(true);
    await page.click('#page-next');
    await expect.poll(() => page.textContent('#page-title')).toBe('aravali-infotech-q1-fy24.pdf, page 2 of 3');
    await page.click('#page-next');
    await expect.poll(() => page.textContent('#page-title')).toBe('aravali-infotech-q1-fy24.pdf, page 3 of 3');
    expect(await page.isDisabled('#page-next')).toBe(true);
    // The list's citation opens the same page as its marker.
    await page.locator('#citations a.cite').first().click();
    await expect.poll(() => page.textContent('#page-title')).toBe('aravali-infotech-q1-fy24.pdf, page 2 of 3');
    await page.close();
  });

  it('the graph is redrawn at its new width when the page panel opens', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(base);
    await ask(page, TCV_Q, 'hybrid');
    await page.locator('#graph-box').waitFor({ state: 'visible' });
    await page.waitForFunction(() => (window as unknown as { hybridragGraph?: unknown }).hybridragGraph !== undefined);
    const widths = () =>
      page.evaluate(() => {
        const d = (window as unknown as { hybridragGraph: import('../web/graph-render.js').DrawnGraph }).hybridragGraph;
        return { box: document.getElementById('graph')!.offsetWidth, sigma: d.sigma.getDimensions().width, canvas: d.sigma.getCanvases().nodes!.clientWidth };
      });
    const before = await widths();
    expect(before.sigma).toBe(before.box);
    await page.locator('#answer a.marker').first().click();
    await page.locator('#page').waitFor({ state: 'visible' });
    await expect.poll(async () => (await widths()).box).toBeLessThan(before.box);
    await expect.poll(async () => {
      const w = await widths();
      return w.sigma === w.box && w.canvas === w.box;
    }).toBe(true);
    await page.close();
  });

  it('a 390 px wide phone screen: nothing wider than the screen, the page panel under the answer; the placeholder names no company', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
    await page.goto(base);
    const { companies } = (await (await fetch(`${base}/api/companies`)).json()) as { companies: { name: string; ticker: string | null }[] };
    const placeholder = (await page.getAttribute('#question', 'placeholder')) ?? '';
    for (const c of companies) for (const word of [c.name.split(' ')[0]!, c.ticker ?? '']) if (word) expect(placeholder.toLowerCase()).not.toContain(word.toLowerCase());
    await ask(page, HEADCOUNT_Q, 'hybrid');
    await page.locator('#answer a.marker').first().click();
    await page.locator('#page mark').first().waitFor();
    const overflow = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      wide: Array.from(document.querySelectorAll('body *')).filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1) && !e.closest('#page-text, #graph');
      }).map((e) => `${e.tagName}#${e.id}.${e.className}`),
    }));
    expect(overflow.wide).toEqual([]);
    expect(overflow.scroll).toBeLessThanOrEqual(390);
    const answerBox = await page.locator('#answer').boundingBox();
    const panelBox = await page.locator('#page').boundingBox();
    expect(panelBox!.y).toBeGreaterThan(answerBox!.y);
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(390);
    const shot = await page.screenshot({ fullPage: true });
    writeFileSync(join(tmp.dir, 'phone-390.png'), shot);
    expect(decodePng(shot).width).toBe(390);
    await page.close();
  });
});
