import { describe, expect, it } from 'vitest';
import { defaultConfig } from '../../config/config.js';
import { silentReporter } from '../../reporter.js';
import { createLocalProvider, SIF_EMBEDDER_ID } from './index.js';

describe('createLocalProvider', () => {
  it('is offline: no language models, a GloVe SIF embedder with unit vectors', async () => {
    const p = await createLocalProvider(defaultConfig(), { out: silentReporter });
    expect(p.name).toBe('local');
    expect(p.model('extraction')).toBeNull();
    expect(p.model('answer')).toBeNull();
    expect(p.model('judge')).toBeNull();
    const e = p.embedder();
    expect(e.id).toBe(SIF_EMBEDDER_ID);
    expect(e.dimensions).toBe(100);
    expect(p.embedder()).toBe(e); // loaded once
    const [a, b] = await e.embed(['Net interest margin was 4.1%.', 'Net interest margin was 4.1%.']);
    expect(a!.length).toBe(100);
    expect(Math.hypot(...a!)).toBeCloseTo(1, 5);
    expect(Array.from(a!)).toEqual(Array.from(b!));
    const ac = new AbortController();
    ac.abort();
    await expect(e.embed(['x'], { signal: ac.signal })).rejects.toThrow();
    await p.close();
  });
});
