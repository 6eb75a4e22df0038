/**
 * report.html renders in headless Chromium: a screenshot of the page built by `eval --replay` is
 * not blank (it has ink of several colours: the bars). Skips when chromium is not installed.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { runCli, tempDir } from './helpers/cli.js';

function findChromium(): string | null {
  for (const name of ['chromium', 'chromium-browser', 'google-chrome']) {
    const r = spawnSync('which', [name], { encoding: 'utf8' });
    if (r.status === 0 && r.stdout.trim()) return r.stdout.trim();
  }
  return null;
}
const CHROMIUM = findChromium();

/** Decode an 8-bit RGB/RGBA non-interlaced PNG into pixels (enough for Chromium screenshots). */
function decodePng(buf: Buffer): { width: number; height: number; channels: number; pixels: Buffer } {
  expect(buf.subarray(1, 4).toString()).toBe('PNG');
  let pos = 8;
  let width = 0, height = 0, channels = 0;
  const idat: Buffer[] = [];
  while (pos < buf.length) {
    const len = buf.readUInt32BE(pos);
    const type = buf.toString('ascii', pos + 4, pos + 8);
    const data = buf.subarray(pos + 8, pos + 8 + len);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
      expect(data[8]).toBe(8);
      channels = data[9] === 6 ? 4 : data[9] === 2 ? 3 : 0;
      expect(channels).toBeGreaterThan(0);
    } else if (type === 'IDAT') idat.push(data);
    pos += 12 + len;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const out = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const f = raw[y * (stride + 1)]!;
    for (let x = 0; x < stride; x++) {
      const v = raw[y * (stride + 1) + 1 + x]!;
      const a = x >= channels ? out[y * stride + x - channels]! : 0;
      const b = y > 0 ? out[(y - 1) * stride + x]! : 0;
      const c = x >= channels && y > 0 ? out[(y - 1) * stride + x - channels]! : 0;
      let p: number;
      if (f === 0) p = 0; else if (f === 1) p = a; else if (f === 2) p = b; else if (f === 3) p = (a + b) >> 1;
      else { const pa = Math.abs(b - c), pb = Math.abs(a - c), pc = Math.abs(a + b - 2 * c); p = pa <= pb && pa <= pc ? a : pb <= pc ? b : c; }
      out[y * stride + x] = (v + p) & 0xff;
    }
  }
  return { width, height, channels, pixels: out };
}

const tmp = tempDir('hybridrag-eval-html-');
afterAll(() => tmp.cleanup());

describe.skipIf(!CHROMIUM)('report.html in headless Chromium', () => {
  it('renders charts (not a blank page)', async () => {
    writeFileSync(join(tmp.dir, 'qa.jsonl'), ['a', 'b'].map((id) => JSON.stringify({ id, question: `q ${id}?`, ground_truth: `g ${id}.` })).join('\n') + '\n');
    mkdirSync(join(tmp.dir, 'out'));
    const rec = (id: string, mode: string, v: number) => JSON.stringify({
      id, mode, question: `q ${id}?`, ground_truth: `g ${id}.`, filters: {}, answer: 'a', contexts: [], verdicts: null, latency_ms: 5, tokens: 0, cost_usd: 0, judge: 'local:test',
      scores: { faithfulness: v, answer_relevancy: v, context_precision: v, context_recall: v, evidence_recall: v, answer_f1: v, context_precision_vector: v, context_precision_graph: null },
    });
    writeFileSync(join(tmp.dir, 'out', 'per_question.jsonl'), [rec('a', 'vector', 0.9), rec('b', 'vector', 0.7), rec('a', 'graph', 0.4), rec('b', 'graph', 0.6)].join('\n') + '\n');
    const r = await runCli(['eval', '--dataset', 'qa.jsonl', '--mode', 'vector,graph', '--out', 'out', '--replay'], { cwd: tmp.dir });
    expect(r.code).toBe(0);
    const shot = join(tmp.dir, 'shot.png');
    execFileSync(CHROMIUM!, ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', `--screenshot=${shot}`, '--window-size=1000,800', `file://${join(tmp.dir, 'out', 'report.html')}`], { stdio: 'ignore', timeout: 60_000 });
    expect(existsSync(shot)).toBe(true);
    const img = decodePng(readFileSync(shot));
    expect(img.width).toBe(1000);
    const colours = new Set<string>();
    let nonWhite = 0;
    for (let i = 0; i < img.pixels.length; i += img.channels) {
      const [rr, g, b] = [img.pixels[i]!, img.pixels[i + 1]!, img.pixels[i + 2]!];
      if (rr < 240 || g < 240 || b < 240) nonWhite++;
      colours.add(`${rr >> 4},${g >> 4},${b >> 4}`);
    }
    // Bars in the mode colours plus text: well beyond a blank or single-colour page.
    expect(nonWhite / (img.pixels.length / img.channels)).toBeGreaterThan(0.02);
    expect(colours.size).toBeGreaterThan(10);
  });
});
