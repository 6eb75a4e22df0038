/**
 * The web UI's page panel and layout in Chromium (playwright-core): a citation whose chunk spans
 * two pages opens the page holding the quoted sentence, highlighted; previous and next page
 * buttons; the [n] markers in the answer open their citations; the graph follows its box when the
 * page panel opens; a comparison answered from facts shows them as a grid whose cells open their
 * pages, and a company's facts are listed as a table linked to pages; a 390 px wide phone screen
 * does not overflow, the grid and the facts table included; the placeholder names no company of
 * the corpus. Skipped, with a message, where /usr/bin/chromium is absent.
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
const NIM_Q = 'Compare the net interest margin of Konkan Coastal Bank and Deccan Mercantile Bank';
const KCB = 'Konkan Coastal Bank Limited';
const DMB = 'Deccan Mercantile Bank Limited';

/** Elements wider than the screen or left of it, but what scrolls inside its own box (page text, graph, tables). */
function overflowing(page: import('playwright-core').Page): Promise<{ scroll: number; wide: string[] }> {
  return page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    wide: Array.from(document.querySelectorAll('body *')).filter((e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && (r.right > window.innerWidth + 1 || r.left < -1) && !e.closest('#page-text, #graph') && !e.parentElement?.closest('.table-scroll');
    }).map((e) => `${e.tagName}#${e.id}.${e.className}`),
  }));
}

if (!existsSync(CHROMIUM)) console.warn(`serve-ui-pages: ${CHROMIUM} is absent, skipping the browser test (apt-get install chromium)`);

describe.skipIf(!existsSync(CHROMIUM) || !existsSync(DEMO))('the web UI page panel and layout in Chromium', () => {
  let tmp: { dir: string; cleanup: () => void };
  let close: () => Promise<unknown>;
  let base: string;
  let browser: import('playwright-core').Browser;

  beforeAll(async () => {
    tmp = tempDir('hybridrag-ui-pages-');
    const { wd, webDir } = demoWorkdirWithWebUi(tmp.dir);
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
    const overflow = await overflowing(page);
    expect(overflow.wide).toEqual([]);
    expect(overflow.scroll).toBeLessThanOrEqual(390);
    const answerBox = await page.locator('#answer').boundingBox();
    const panelBox = await page.locator('#page').boundingBox();
    expect(panelBox!.y).toBeGreaterThan(answerBox!.y);
    expect(panelBox!.x + panelBox!.width).toBeLessThanOrEqual(390);
    const shot = await page.screenshot({ fullPage: true });
    writeFileSync(join(tmp.dir, 'phone-390.png'), shot);
    expect(decodePng(shot).width).toBe(390);

    // The grid of a comparison and a company's facts table fit too: a wide table scrolls inside its box.
    await ask(page, NIM_Q, 'hybrid');
    await page.locator('#fact-grid table').waitFor();
    expect(await overflowing(page)).toEqual({ scroll: expect.any(Number), wide: [] });
    await page.locator('#scope-facts button', { hasText: KCB }).click();
    await page.locator('#facts-table tbody tr').first().waitFor();
    const phone = await overflowing(page);
    expect(phone.wide).toEqual([]);
    expect(phone.scroll).toBeLessThanOrEqual(390);
    const table = await page.locator('#facts-view .table-scroll').boundingBox();
    expect(table!.x + table!.width).toBeLessThanOrEqual(390);
    await page.close();
  });

  it('a comparison answered from facts: a grid of company by metric under the answer, each cell opening its page', async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(base);
    await ask(page, NIM_Q, 'hybrid');
    await page.locator('#fact-grid table').waitFor();
    expect(await page.locator('#fact-grid caption').textContent()).toBe('Figures the answer states');
    expect(await page.locator('#fact-grid thead th').allTextContents()).toEqual(['Company', 'net interest margin']);
    expect(await page.locator('#fact-grid tbody th').allTextContents()).toEqual([KCB, DMB]);
    expect(await page.locator('#fact-grid tbody td').allTextContents()).toEqual(['4.21% · Q1 FY24', '3.62% · Q1 FY24']);
    // Each cell is a link, reached with the keyboard, that opens the page its figure was read from.
    const second = page.locator('#fact-grid tbody td a.fact-link').nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.textContent('#page-title')).toMatch(/^deccan-mercantile-bank-q1-fy24\.pdf, page 2 of \d+$/);
    expect(await page.locator('#page mark').first().textContent()).toContain('3.62%');
    await page.locator('#fact-grid tbody td a.fact-link').first().click();
    await expect.poll(() => page.textContent('#page-title')).toMatch(/^kcb-concall\.pdf, page 1 of \d+$/);
    expect(await page.locator('#page mark').first().textContent()).toContain('4.21%');

    // A threshold over a group: one row per company of the group.
    await ask(page, 'Which banks have a credit cost below 0.7%?', 'hybrid');
    await page.locator('#fact-grid table').waitFor();
    expect(await page.locator('#fact-grid tbody th').allTextContents()).toEqual([DMB, KCB]);
    const cells = await page.locator('#fact-grid tbody td').allTextContents();
    expect(cells).toEqual(['0.74% · Q1 FY24', '0.62% · Q1 FY24']);

    // An answer read from passages has no grid.
    await ask(page, TCV_Q, 'vector');
    expect(await page.locator('#fact-grid').isHidden()).toBe(true);
    await page.close();
  });

  it("a company's facts: a table of metric, value, period, kind, segment and page, filtered by metric and kind, each page a link", async () => {
    const page = await browser.newPage({ viewport: { width: 1200, height: 900 } });
    await page.goto(base);
    await ask(page, NIM_Q, 'hybrid');
    expect(await page.locator('#scope-facts button').allTextContents()).toEqual([KCB, DMB]);
    await page.locator('#scope-facts button', { hasText: KCB }).click();
    await page.locator('#facts-table tbody tr').first().waitFor();
    expect(await page.textContent('#facts-title')).toBe(`Facts: ${KCB}`);
    expect(await page.isHidden('#single')).toBe(true);
    expect(await page.locator('#facts-table thead th').allTextContents()).toEqual(['Metric', 'Value', 'Period', 'Kind', 'Segment', 'Page']);
    const { facts } = (await (await fetch(`${base}/api/facts?company=kcb`)).json()) as { facts: { metric: string; kind: string }[] };
    expect(await page.locator('#facts-table tbody tr').count()).toBe(facts.length);
    await page.selectOption('#facts-metric', 'net_interest_margin');
    await page.selectOption('#facts-kind', 'actual');
    const rows = page.locator('#facts-table tbody tr');
    expect(await rows.count()).toBe(facts.filter((f) => f.metric === 'net_interest_margin' && f.kind === 'actual').length);
    const nim = rows.filter({ hasText: '4.21%' });
    expect(await nim.locator('td').allTextContents()).toEqual(['net interest margin', '4.21%', 'Q1 FY24', 'actual', '', 'p. 1']);
    await nim.locator('a.fact-link').click();
    await expect.poll(() => page.textContent('#page-title')).toMatch(/^kcb-concall\.pdf, page 1 of \d+$/);
    expect(await page.locator('#page mark').first().textContent()).toContain('4.21%');
    // The Company filter lists facts too; an unknown company is an error, not a table.
    await page.click('#facts-close');
    expect(await page.isHidden('#facts-view')).toBe(true);
    expect(await page.isVisible('#single')).toBe(true);
    await page.click('#facts');
    await expect.poll(() => page.textContent('#error')).toMatch(/Choose a company/);
    const sahyadri = (await page.locator('#company option').evaluateAll((os) => os.map((o) => [(o as HTMLOptionElement).value, o.textContent ?? '']))).find(([, t]) => t.startsWith('Sahyadri'))!;
    await page.selectOption('#company', sahyadri[0]);
    await page.click('#facts');
    await expect.poll(() => page.textContent('#facts-title')).toBe('Facts: Sahyadri Cement Limited');
    expect(await page.locator('#facts-table tbody tr').count()).toBeGreaterThan(0);
    await page.close();
  });
});
