/**
 * Follow-up chat on /v1/chat/completions: a turn that names only another company ("And how about
 * Deccan Mercantile Bank?") is answered as the question before it, about that company, and the
 * answer says how it was read; a question that stands alone is answered as asked.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultConfig } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { buildServer, closeServer, type HybridRagServer } from '../src/server/app.js';
import { tempDir } from './helpers/cli.js';
import { demoWorkdir } from './helpers/demo-workdir.js';

let tmp: { dir: string; cleanup: () => void };
let server: HybridRagServer;
let url: string;

beforeAll(async () => {
  tmp = tempDir('hybridrag-follow-');
  const wd = join(tmp.dir, 'work');
  demoWorkdir(wd);
  server = await buildServer({ config: { ...defaultConfig(), workdir: wd }, out: silentReporter });
  url = await server.app.listen({ host: '127.0.0.1', port: 0 });
}, 120_000);

afterAll(async () => {
  await closeServer(server.app);
  await server.service.close();
  tmp.cleanup();
});

const chat = async (messages: { role: string; content: string }[]): Promise<string> => {
  const res = await fetch(`${url}/v1/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ model: 'hybridrag-vector', messages }) });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { choices: { message: { content: string } }[] };
  return body.choices[0]!.message.content;
};

describe('follow-up chat', () => {
  it('answers a follow-up as the question it continues, about the company it names, and says so', async () => {
    const first = 'What net interest margin did Konkan Coastal Bank report?';
    const answer = await chat([
      { role: 'user', content: first },
      { role: 'assistant', content: 'The margin was ...' },
      { role: 'user', content: 'And how about Deccan Mercantile Bank?' },
    ]);
    expect(answer).toMatch(/^\(follow-up read as "What net interest margin did Deccan Mercantile Bank report\?"\)/);
    expect(answer).toMatch(/deccan-mercantile-bank/);
    expect(answer).not.toMatch(/kcb-concall/);
  });

  it('answers a question that stands alone as asked', async () => {
    const answer = await chat([
      { role: 'user', content: 'What net interest margin did Konkan Coastal Bank report?' },
      { role: 'user', content: 'What was the total contract value of deal wins at Aravali Infotech?' },
    ]);
    expect(answer).not.toMatch(/follow-up read as/);
    expect(answer).toMatch(/aravali-infotech/);
  });
});
