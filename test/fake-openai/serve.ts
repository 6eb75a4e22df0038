/**
 * Run the fake server as its own process (so a benchmark's client does not share its event loop):
 *   node --import tsx test/fake-openai/serve.ts '{"latencyMs":100}'
 * Prints the base URL on the first line of stdout; exits when stdin closes or on SIGTERM.
 */
import { startFakeOpenAi, type FakeOpenAiOptions } from './server.js';

const opts = JSON.parse(process.argv[2] ?? '{}') as FakeOpenAiOptions;
const fake = await startFakeOpenAi(opts);
process.stdout.write(`${fake.url}\n`);
const stop = (): void => void fake.close().then(() => process.exit(0));
process.stdin.on('end', stop);
process.stdin.resume();
process.on('SIGTERM', stop);
