import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { extractJson, removeTrailingCommas } from './json-parse.js';
import { parseReply } from './structured.js';

describe('extractJson', () => {
  it.each([
    ['{"a": 1}', { a: 1 }],
    ['```json\n{"a": [1, 2]}\n```', { a: [1, 2] }],
    ['Here you go: {"a": "x}"} hope it helps', { a: 'x}' }],
    ['{"a": [1, 2,],}', { a: [1, 2] }],
    ['Sure.\n```\n[{"b": "c"}]\n```\nDone.', [{ b: 'c' }]],
    ['[1, 2] and {"x": 1}', [1, 2]],
    ['Note {this} and [that]: {"a": 1}', { a: 1 }],
  ])('finds the JSON in %j', (raw, want) => {
    expect(extractJson(raw)).toEqual({ ok: true, value: want });
  });

  it('says when the reply is truncated, empty, or has no JSON', () => {
    expect(extractJson('{"a": [1, 2')).toMatchObject({ ok: false, error: expect.stringMatching(/truncated/) });
    expect(extractJson('{"a": {"b": 1}, "c": [')).toMatchObject({ ok: false, error: expect.stringMatching(/truncated/) });
    expect(extractJson('   ')).toMatchObject({ ok: false, error: 'the reply is empty' });
    expect(extractJson('no json here')).toMatchObject({ ok: false, error: expect.stringMatching(/no JSON/) });
  });

  it('keeps commas inside strings', () => {
    expect(removeTrailingCommas('{"a": ",]", "b": [1,],}')).toBe('{"a": ",]", "b": [1]}');
  });
});

describe('parseReply', () => {
  const Arr = z.array(z.object({ h: z.string() }));
  it('unwraps an array wrapped in an object, and wraps a lone object', () => {
    expect(parseReply('{"items": [{"h": "x"}]}', Arr)).toEqual({ ok: true, value: [{ h: 'x' }] });
    expect(parseReply('{"h": "y"}', Arr)).toEqual({ ok: true, value: [{ h: 'y' }] });
  });
  it('names the failing path', () => {
    const r = parseReply('[{"h": 3}]', Arr);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatch(/0\.h/);
  });
});
