/**
 * Multi-hop retrieval on text that is not an earnings call: a folder of encyclopedia-style
 * passages (a Markdown heading each) ingested offline. The entities stage reads their names; graph
 * mode walks from the film a question names to the film's passage and on to its director's, which
 * no word of the question shares; kgar finds the director's passage through the bridge and labels
 * each passage with its hop; a removed passage leaves the walk.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, tempDir } from './helpers/cli.js';

const PASSAGES: Record<string, string> = {
  'lone-prairie.md': '# The Lone Prairie\n\nThe Lone Prairie is a 1942 American western film directed by William Berke and starring Russell Hayden.',
  'berke.md': '# William Berke\n\nWilliam Berke was an American film producer and director. He was born in Milwaukee, Wisconsin and died in Los Angeles, California.',
  'blood-street.md': '# Blood Street\n\nBlood Street is a 1988 American action film directed by Leon Isaac Kennedy.',
  'kennedy.md': '# Leon Isaac Kennedy\n\nLeon Isaac Kennedy is an American actor and director, born in Cleveland, Ohio.',
  'hayden.md': '# Russell Hayden\n\nRussell Hayden was an American actor in many westerns. He was born in Chico, California.',
  'prairie-towns.md': '# Prairie towns\n\nPrairie towns in the American West grew around the railways; a director of the local bank was often born elsewhere.',
};

interface Ctx { channel: string; kind: string; text: string; document: string; hop?: number }

let tmp: { dir: string; cleanup: () => void };
let wd: string;
const ask = async (question: string, mode: string): Promise<Ctx[]> => {
  // The passages are undated pages named by their files: a film the question names is the subject
  // asked about, not a scope (asked with the default scope detection on).
  const r = await runCli(['-q', '-w', wd, 'ask', question, '--mode', mode, '--top-k', '2', '--json'], { cwd: tmp.dir });
  expect(r.code, r.stderr).toBe(0);
  return (JSON.parse(r.stdout) as { contexts: Ctx[] }).contexts;
};

describe('multi-hop retrieval on any text (offline)', () => {
  beforeAll(async () => {
    tmp = tempDir('hybridrag-multihop-');
    wd = join(tmp.dir, 'work');
    mkdirSync(join(tmp.dir, 'wiki'));
    for (const [name, text] of Object.entries(PASSAGES)) writeFileSync(join(tmp.dir, 'wiki', name), text);
    const r = await runCli(['-q', '-w', wd, 'ingest', join(tmp.dir, 'wiki')], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
  });
  afterAll(() => tmp?.cleanup());

  it("graph mode walks from the film to its director's passage, which shares no word with the question but the name", async () => {
    const got = await ask('Where was the director of The Lone Prairie born?', 'graph');
    const passages = got.filter((c) => c.kind === 'chunk');
    expect(passages.map((c) => c.document)).toEqual(['lone-prairie.md', 'berke.md']);
    for (const c of passages) expect(c.channel).toBe('graph');
  });

  it('vector mode alone, at the same top-k, misses the second hop', async () => {
    const got = await ask('Where was the director of The Lone Prairie born?', 'vector');
    expect(got.map((c) => c.document)).not.toContain('berke.md');
  });

  it("kgar reaches the director's passage over the bridge and says which hop found each passage", async () => {
    const got = await ask('Where was the director of Blood Street born?', 'kgar');
    const passages = got.filter((c) => c.kind === 'chunk');
    expect(passages.map((c) => c.document)).toContain('kennedy.md');
    for (const c of passages) expect([1, 2]).toContain(c.hop);
    expect(passages.find((c) => c.document === 'blood-street.md')?.hop).toBe(1);
  });

  it('a removed passage leaves the walk', async () => {
    const r = await runCli(['-q', '-w', wd, 'remove', join(tmp.dir, 'wiki', 'berke.md')], { cwd: tmp.dir });
    expect(r.code, r.stderr).toBe(0);
    const got = await ask('Where was the director of The Lone Prairie born?', 'graph');
    expect(got.map((c) => c.document)).not.toContain('berke.md');
    expect(got.map((c) => c.document)).toContain('lone-prairie.md');
  });
});
