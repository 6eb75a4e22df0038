import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HybridRagError, exitCodeFor } from '../errors.js';
import { defaultConfig, loadConfig, loadConfigWithSources } from './config.js';
import { parseJsonc, stripJsonc } from './jsonc.js';
import { configKeys } from './keys.js';
import { renderDefaultConfigFile } from './render.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'hybridrag-config-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function writeJson(value: unknown, name = 'hybridrag.config.json'): void {
  writeFileSync(join(dir, name), typeof value === 'string' ? value : JSON.stringify(value));
}

/** The CONFIG error loading the folder's config gives (fails the test when there is none). */
function failure(env: NodeJS.ProcessEnv = {}, flags = {}): HybridRagError {
  try {
    loadConfig({ cwd: dir, env, flags });
  } catch (err) {
    expect(err).toBeInstanceOf(HybridRagError);
    expect((err as HybridRagError).code).toBe('CONFIG');
    expect(exitCodeFor(err)).toBe(78);
    return err as HybridRagError;
  }
  throw new Error('expected the config to be rejected');
}

describe('config schema', () => {
  it('defaults keep the values the code used before the schema', () => {
    const d = defaultConfig();
    expect(d.retrieval).toMatchObject({ topK: 4, denseWeight: 0.2, successorWeight: 0.7, questionEchoMin: 0.5, embeddingLinkMin: 0.75 });
    expect(d.answer).toEqual({ maxSentences: 3, maxChars: 700, minSentenceShare: 0.5, minCoverage: 0.25, askedCoverage: 0.4, askedWeight: 1, leadWeight: 1 });
    expect(d.resolve).toEqual({ spellingThreshold: 0.92, embeddingCandidateThreshold: 0.85, embeddingMergeThreshold: 0.9 });
    expect(d.judge).toEqual({ supportAt: 0.7, attributeAt: 0.8, usefulTerms: 5, numbersAt: 1, groundTruthNumbersAt: 0 });
    expect(d.extract).toEqual({ refineMinScore: 2, maxSentenceChars: 600 });
    expect(d.openai.prices['gpt-4o-mini']).toEqual({ input: 0.15, output: 0.6 });
    expect(d.budget).toEqual({});
  });

  it('every key has a description', () => {
    const keys = configKeys();
    expect(keys.length).toBeGreaterThan(50);
    for (const k of keys) expect(k.description, k.path).not.toBe('');
  });

  it('a typo at the top level is an error with a did-you-mean, and so is each one', () => {
    writeJson({ retreival: { topK: 3 }, provder: 'openai' });
    const e = failure();
    expect(e.message).toContain('hybridrag.config.json: unknown key "retreival" — did you mean "retrieval"?');
    expect(e.message).toContain('unknown key "provder" — did you mean "provider"?');
  });

  it('a nested typo names the full path and the right spelling', () => {
    writeJson({ retrieval: { topk: 3 } });
    expect(failure().message).toBe('hybridrag.config.json: unknown key "retrieval.topk" — did you mean "retrieval.topK"?');
  });

  it('a key in the wrong section is pointed to its section', () => {
    writeJson({ topK: 3 });
    expect(failure().message).toContain('did you mean "retrieval.topK"?');
  });

  it('a wrong type names the key path, the value and the expected type', () => {
    writeJson({ retrieval: { denseWeight: 'high' } });
    expect(failure().message).toBe('hybridrag.config.json: retrieval.denseWeight: "high" is not a number (expected a number between 0 and 1)');
  });

  it('a value out of range is an error; a fraction where a whole number is needed too', () => {
    writeJson({ retrieval: { denseWeight: 1.5 } });
    expect(failure().message).toContain('retrieval.denseWeight: 1.5 is out of range (expected a number between 0 and 1)');
    writeJson({ ingest: { fiscalYearStartMonth: 13 } });
    expect(failure().message).toContain('ingest.fiscalYearStartMonth: 13 is out of range (expected a whole number between 1 and 12)');
    writeJson({ answer: { maxSentences: 2.5 } });
    expect(failure().message).toContain('answer.maxSentences: 2.5 is not a whole number');
  });

  it('environment variables and flags are checked by the same schema, naming their origin', () => {
    expect(failure({ HYBRIDRAG_PROVIDER: 'nope' }).message).toBe('env HYBRIDRAG_PROVIDER: provider: "nope" is not one of "local", "openai"');
    expect(() => loadConfig({ cwd: dir, env: {}, flags: { retrieval: { topK: 0 } }, flagNames: { 'retrieval.topK': '--top-k' } })).toThrow(
      /flag --top-k: retrieval.topK: 0 is out of range/,
    );
  });

  it('values merge over the defaults and each keeps its origin', () => {
    writeJson({ retrieval: { topK: 6 }, answer: { minCoverage: 0.3 } });
    const l = loadConfigWithSources({ cwd: dir, env: { HYBRIDRAG_PROVIDER: 'openai' }, flags: { openai: { concurrency: 2 } }, flagNames: { 'openai.concurrency': '--concurrency' } });
    expect(l.config.retrieval.topK).toBe(6);
    expect(l.config.retrieval.depth).toBe(1);
    expect(l.config.answer.minCoverage).toBe(0.3);
    expect(l.config.provider).toBe('openai');
    expect(l.config.workdir).toBe(join(dir, '.hybridrag'));
    expect(l.sources.get('retrieval.topK')).toBe('hybridrag.config.json');
    expect(l.sources.get('provider')).toBe('env HYBRIDRAG_PROVIDER');
    expect(l.sources.get('openai.concurrency')).toBe('flag --concurrency');
    expect(l.sources.has('retrieval.depth')).toBe(false);
  });

  it('reads JSONC: comments, trailing commas, and // inside strings left alone', () => {
    writeJson(
      `// settings\n{\n  /* endpoint */\n  "openai": { "baseUrl": "http://localhost:8080//v1", }, // trailing\n  "prompts": { "answer": "a // b.txt" },\n}\n`,
      'hybridrag.config.jsonc',
    );
    const c = loadConfig({ cwd: dir, env: {} });
    expect(c.openai.baseUrl).toBe('http://localhost:8080//v1');
    expect(c.prompts).toEqual({ answer: 'a // b.txt' });
  });

  it('a JSONC syntax error names the file, line and column', () => {
    writeJson('{\n  "provider": "local"\n  "cache": true\n}', 'hybridrag.config.jsonc');
    expect(failure().message).toMatch(/^hybridrag\.config\.jsonc: not valid JSON: .*line 3, column 3/);
  });

  it('both hybridrag.config.json and hybridrag.config.jsonc present is an error naming both', () => {
    writeJson({});
    writeJson('{}', 'hybridrag.config.jsonc');
    const e = failure();
    expect(e.message).toContain('hybridrag.config.json');
    expect(e.message).toContain('hybridrag.config.jsonc');
    // An explicit file settles it.
    expect(loadConfig({ cwd: dir, env: {}, configFile: 'hybridrag.config.jsonc' }).provider).toBe('local');
  });

  it('an explicit file that does not exist is an error', () => {
    expect(() => loadConfig({ cwd: dir, env: {}, configFile: 'missing.json' })).toThrow(/config file not found/);
  });
});

describe('jsonc', () => {
  it('keeps strings with comment markers and escaped quotes', () => {
    expect(parseJsonc('{"a": "x // y /* z */", "b": "q\\"//"} // end')).toEqual({ a: 'x // y /* z */', b: 'q"//' });
  });
  it('drops trailing commas only outside strings', () => {
    expect(parseJsonc('{"a": [1, 2, ], "b": ",]", }')).toEqual({ a: [1, 2], b: ',]' });
    expect(stripJsonc('// c\n{}')).toBe('    \n{}');
  });
});

describe('init template', () => {
  it('parses back to exactly the defaults, every key described', () => {
    const text = renderDefaultConfigFile();
    writeJson(text, 'hybridrag.config.jsonc');
    const fromFile = loadConfig({ cwd: dir, env: {} });
    expect({ ...fromFile, workdir: '.hybridrag' }).toEqual(defaultConfig());
    for (const k of configKeys()) {
      const name = k.path.split('.').pop()!;
      expect(text, k.path).toMatch(new RegExp(`// ${k.description.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\n]*\\n\\s*(//\\s*)?"${name}"`));
    }
  });
});
