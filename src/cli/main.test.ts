import { describe, expect, it } from 'vitest';
import { buildProgram, commandWord } from './main.js';

describe('the command a command line runs', () => {
  it('is the first word after the global options and their values', async () => {
    const p = await buildProgram();
    expect(commandWord(p, ['ask', 'What?'])).toBe('ask');
    expect(commandWord(p, ['-q', '-w', 'ask', 'status'])).toBe('status');
    expect(commandWord(p, ['--workdir', '/tmp/w', '--no-color', '-p', 'local', 'ingest', 'docs'])).toBe('ingest');
  });

  it('is not known after anything else before it, and then every command is registered', async () => {
    const p = await buildProgram();
    for (const args of [[], ['--help', 'ask'], ['--bogus', 'ask'], ['--workdir=/tmp/w', 'ask'], ['-qv', 'ask'], ['--', 'ask']]) expect(commandWord(p, args), args.join(' ')).toBeUndefined();
    expect((await buildProgram()).commands.length).toBe(13);
    expect((await buildProgram('ask')).commands.map((c) => c.name())).toEqual(['ask']);
    expect((await buildProgram('help')).commands.length).toBe(13);
  });
});
