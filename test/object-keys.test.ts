/**
 * The names Object.prototype holds ("constructor", "__proto__", "toString", ...) are ordinary words
 * everywhere text reaches a lookup: in a document's text, in a question (every mode, /api and /v1),
 * as config keys and values, and in every field of every API request. None may turn into a 500,
 * a failed stage or an inherited value.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig, loadConfig } from '../src/core/config/config.js';
import { HybridRagError } from '../src/core/errors.js';
import { silentReporter } from '../src/core/reporter.js';
import { wordTokens, contentTokens } from '../src/core/text/tokenize.js';
import { findQuantities, isUnitWord } from '../src/core/text/quantities.js';
import { parseAliases } from '../src/query/scope/alias-file.js';
import { entityKey } from '../src/pipeline/extract/local/score.js';
import { MODES } from '../src/query/retrieve/types.js';
import { buildServer } from '../src/server/app.js';
import { runCli, tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';
import { openWorkdirDb } from './helpers/ingest-db.js';

const PROTO_NAMES = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', 'propertyIsEnumerable', 'toLocaleString', '__defineGetter__', '__lookupGetter__'];

const TRANSCRIPT = `Prototype Roads Limited Q1 FY24 Earnings Conference Call

Moderator: Welcome to the call of Prototype Roads Limited.

Anil Mehta: We are the largest road constructor in the country. Revenue grew 12% to Rs 500 crore.
The words ${PROTO_NAMES.join(', ')} appear in this sentence, and a constructor hasOwnProperty of toString valueOf.
Our order book as a constructor stood at Rs 4,000 crore, and __proto__ margins were 11%.
`;

describe('Object.prototype names as words', () => {
  it('tokenisers, quantities and dictionaries treat them as plain words', () => {
    for (const w of PROTO_NAMES) {
      expect(wordTokens(w).every((t) => typeof t === 'string')).toBe(true);
      expect(isUnitWord(w.toLowerCase())).toBe(false);
    }
    expect(wordTokens('the largest road constructor')).toEqual(['the', 'largest', 'road', 'constructor']);
    expect(contentTokens('constructor toString')).toEqual(['constructor', 'tostring']);
    expect(findQuantities('5 constructor')).toEqual([]);
    for (const w of PROTO_NAMES) expect(typeof entityKey(w), w).toBe('string');
    const aliases = parseAliases('{"__proto__": "Aravali Infotech", "constructor": "Deccan"}', 'aliases.json');
    expect(Object.keys(aliases).sort()).toEqual(['__proto__', 'constructor']);
    expect(aliases.constructor).toBe('Deccan');
  });

  it('config files: prototype names are keys like any other (unknown ones refused, map keys kept)', () => {
    const t = tempDir('hybridrag-protocfg-');
    try {
      const write = (o: string): string => {
        writeFileSync(join(t.dir, 'hybridrag.config.json'), o);
        return o;
      };
      for (const name of PROTO_NAMES) {
        write(`{"${name}": {"workdir": "elsewhere"}}`);
        let err: unknown;
        try {
          loadConfig({ cwd: t.dir, env: {} });
        } catch (e) {
          err = e;
        }
        expect(err, name).toBeInstanceOf(HybridRagError);
        expect((err as HybridRagError).code, name).toBe('CONFIG');
        write(`{"scope": {"aliases": {"${name}": "Aravali Infotech"}}, "openai": {"prices": {"${name}": {"input": 1, "output": 2}}}}`);
        if (name === '__proto__') {
          // Not a key any JSON reader keeps as one: refused, naming it.
          expect(() => loadConfig({ cwd: t.dir, env: {} })).toThrow(/"scope\.aliases\.__proto__".*cannot be a key/);
          continue;
        }
        const c = loadConfig({ cwd: t.dir, env: {} });
        expect(c.workdir, name).not.toContain('elsewhere');
        expect(Object.hasOwn(c.scope.aliases, name), name).toBe(true);
        expect(c.scope.aliases[name], name).toBe('Aravali Infotech');
      }
    } finally {
      t.cleanup();
    }
  });

  describe('through ingest, ask and every API field', () => {
    let tmp: { dir: string; cleanup: () => void };
    let wd: string;
    let base: string;
    let close: () => Promise<unknown>;

    beforeAll(async () => {
      tmp = tempDir('hybridrag-proto-');
      wd = join(tmp.dir, 'work');
      const doc = join(tmp.dir, 'prototype-roads-q1-fy24.txt');
      writeFileSync(doc, TRANSCRIPT);
      // The demo corpus as the suite ingested it, then the transcript added by an ingest of its own.
      demoWorkdir(wd);
      const r = await runCli(['-w', wd, 'ingest', doc], { cwd: tmp.dir });
      expect(r.code, r.stderr).toBe(0);
      expect(r.stderr + r.stdout).toMatch(/embed: \d+ processed, 0 failed/);
      const db = openWorkdirDb(wd);
      try {
        const chunks = db.prepare('SELECT count(*) FROM chunks').pluck().get() as number;
        expect(db.prepare('SELECT count(*) FROM vectors').pluck().get()).toBe(chunks);
      } finally {
        db.close();
      }
      const config = { ...defaultConfig(), workdir: wd };
      config.scope.aliases = { constructor: 'Aravali Infotech' };
      const { app } = await buildServer({ config, out: silentReporter });
      close = () => app.close();
      base = await app.listen({ host: '127.0.0.1', port: 0 });
    }, 180_000);
    afterAll(async () => {
      await close?.();
      tmp?.cleanup();
    });

    const post = (path: string, body: string) => fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    const expectClean = async (res: Response, what: string): Promise<unknown> => {
      const text = await res.text();
      expect(res.status, `${what}: ${text}`).toBeLessThan(500);
      const j = JSON.parse(text) as { error?: { code: string; message: string } };
      if (res.status >= 400) expect(typeof j.error?.message, what).toBe('string');
      return j;
    };

    it('asks about them in every mode, on /api/ask and /v1/chat/completions', async () => {
      for (const name of PROTO_NAMES) {
        for (const mode of MODES) {
          const q = `What did the road ${name} say about revenue?`;
          const r = (await expectClean(await post('/api/ask', JSON.stringify({ question: q, mode })), `${mode} ${name}`)) as { answer: string };
          expect(typeof r.answer).toBe('string');
          await expectClean(await post('/v1/chat/completions', JSON.stringify({ model: `hybridrag-${mode}`, messages: [{ role: 'user', content: q }] })), `v1 ${mode} ${name}`);
        }
      }
      // The configured alias "constructor" selects its company, as any alias does.
      const scoped = (await (await post('/api/ask', JSON.stringify({ question: 'What was the revenue?', filters: { company: 'constructor' } }))).json()) as { scope: { companies: string[] } };
      expect(JSON.stringify(scoped.scope)).toContain('Aravali Infotech');
    });

    it('every API field holding one is a clean answer or a 4xx, never a 500', async () => {
      for (const name of PROTO_NAMES) {
        const e = encodeURIComponent(name);
        for (const field of ['ticker', 'quarter', 'year', 'document', ...(name === 'constructor' ? [] : ['company'])]) {
          await expectClean(await post('/api/ask', JSON.stringify({ question: 'revenue?', filters: { [field]: name } })), `filters.${field}=${name}`);
        }
        await expectClean(await post('/api/ask', `{"question": "revenue?", "${name}": 1}`), `body key ${name}`);
        await expectClean(await post('/api/ask', `{"question": "revenue?", "filters": {"${name}": "x"}}`), `filters key ${name}`);
        await expectClean(await post('/api/ask', JSON.stringify({ question: 'revenue?', mode: name })), `mode ${name}`);
        await expectClean(await post('/v1/chat/completions', JSON.stringify({ model: name, messages: [{ role: 'user', content: 'q' }] })), `model ${name}`);
        await expectClean(await post('/v1/chat/completions', JSON.stringify({ model: 'hybridrag-vector', messages: [{ role: name, content: name }] })), `role ${name}`);
        await expectClean(await fetch(`${base}/api/documents/${e}/pages/1`), `document ${name}`);
        await expectClean(await fetch(`${base}/api/graph/neighbourhood?entity=${e}`), `entity ${name}`);
        await expectClean(await fetch(`${base}/api/graph/neighbourhood?entity=revenue&company=${e}`), `neighbourhood company ${name}`);
        await expectClean(await fetch(`${base}/api/graph/neighbourhood?entity=revenue&${e}=1`), `neighbourhood key ${name}`);
        await expectClean(await fetch(`${base}/api/graph/question?question=${e}`), `graph question ${name}`);
        await expectClean(await fetch(`${base}/api/graph/question?question=revenue&company=${e}`), `graph question company ${name}`);
        await expectClean(await fetch(`${base}/api/${e}`), `route ${name}`);
      }
    });
  });
});
