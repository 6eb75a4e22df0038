/**
 * User overrides of prompt templates. An override file holds a `system` and/or `user` template with
 * `{{var}}` placeholders naming the prompt's variables. Two formats:
 *   - `.json`: `{ "system": "...", "user": "..." }`
 *   - any other extension: sections introduced by a line `[system]` or `[user]`; a file without
 *     section lines is the user template alone.
 * Parsing and rendering are pure; errors name the file, the line and what to do.
 */
import { hasOwnKey } from '../util/own.js';
import { createHash } from 'node:crypto';
import { HybridRagError } from '../errors.js';

export interface OverrideTemplates {
  system?: string;
  user?: string;
  /** First 8 hex digits of the file's sha256: goes into the prompt's effective version. */
  sha8: string;
  path: string;
}

/** Parse an override file's text. */
export function parseOverride(text: string, path: string): OverrideTemplates {
  const sha8 = createHash('sha256').update(text).digest('hex').slice(0, 8);
  if (path.toLowerCase().endsWith('.json')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch (err) {
      throw new HybridRagError('CONFIG', `prompt override ${path} is not valid JSON: ${(err as Error).message}`, {
        hint: 'write {"system": "...", "user": "..."} with {{var}} placeholders, or use a .txt file with [system]/[user] sections',
      });
    }
    const o = parsed as Record<string, unknown>;
    const bad = typeof o !== 'object' || o === null || Array.isArray(o);
    for (const k of bad ? [] : ['system', 'user']) {
      if (o[k] !== undefined && typeof o[k] !== 'string') {
        throw new HybridRagError('CONFIG', `prompt override ${path}: field "${k}" must be a string`, {
          hint: 'each template is one string with {{var}} placeholders',
        });
      }
    }
    if (bad || (o.system === undefined && o.user === undefined)) {
      throw new HybridRagError('CONFIG', `prompt override ${path} has neither "system" nor "user"`, {
        hint: 'write {"system": "...", "user": "..."} with {{var}} placeholders',
      });
    }
    return { system: o.system as string | undefined, user: o.user as string | undefined, sha8, path };
  }
  const lines = text.split(/\r?\n/);
  const sections: Record<string, string[]> = {};
  let current: string | null = null;
  lines.forEach((line, i) => {
    const m = /^\s*\[(\w+)\]\s*$/.exec(line);
    if (m) {
      const name = m[1]!.toLowerCase();
      if (name !== 'system' && name !== 'user') {
        throw new HybridRagError('CONFIG', `prompt override ${path} line ${i + 1}: unknown section [${m[1]}]`, {
          hint: 'sections are [system] and [user]',
        });
      }
      current = name;
      sections[name] = [];
      return;
    }
    if (current === null) {
      if (line.trim() === '') return;
      current = 'user';
      sections.user = [];
    }
    sections[current]!.push(line);
  });
  const join = (k: string): string | undefined => (sections[k] ? sections[k]!.join('\n').trim() : undefined);
  const out = { system: join('system'), user: join('user'), sha8, path };
  if (out.system === undefined && out.user === undefined) {
    throw new HybridRagError('CONFIG', `prompt override ${path} is empty`, { hint: 'write a user template, or remove it from config "prompts"' });
  }
  return out;
}

/** Substitute `{{name}}` placeholders; an unknown name is an error pointing at its line. */
export function renderTemplate(template: string, vars: Record<string, unknown>, where: string): string {
  return template.replace(/\{\{\s*([A-Za-z_][\w]*)\s*\}\}/g, (_m, name: string, offset: number) => {
    if (!hasOwnKey(vars, name)) {
      const line = template.slice(0, offset).split('\n').length;
      throw new HybridRagError('CONFIG', `prompt override ${where} (template line ${line}): unknown variable {{${name}}}`, {
        hint: `this prompt's variables are: ${Object.keys(vars).join(', ') || '(none)'}`,
      });
    }
    const v = vars[name];
    if (typeof v === 'string') return v;
    if (v === undefined || v === null) return '';
    return typeof v === 'object' ? JSON.stringify(v) : String(v);
  });
}
