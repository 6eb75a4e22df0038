/**
 * Parsing of flag values, in one place so every command accepts the same spellings and fails the
 * same way: numbers (`intFlag`, `numberFlag`), case-insensitive enums (`choiceOption`,
 * `parseChoice`) and fiscal periods (`quarterFlag`, `yearFlag`). Every error is a USAGE error
 * (exit 2) naming the flag, the value given and what is expected.
 */
import { Option } from './commander.js';
import { HybridRagError } from '../core/errors.js';
import { parseQuarter, parseYear } from '../core/text/period.js';

export interface NumberRange {
  /** Smallest accepted value (inclusive). */
  min?: number;
  /** Largest accepted value (inclusive). */
  max?: number;
  /** Only whole numbers (default true for intFlag, false for numberFlag). */
  integer?: boolean;
  /** The value shown in the hint ("e.g. --top-k 4"); default: min, or 1. */
  example?: string | number;
}

function describeRange(r: NumberRange): string {
  const kind = r.integer ? 'a whole number' : 'a number';
  if (r.min !== undefined && r.max !== undefined) return `${kind} from ${r.min} to ${r.max}`;
  if (r.min !== undefined) return `${kind} >= ${r.min}`;
  if (r.max !== undefined) return `${kind} <= ${r.max}`;
  return kind;
}

/** A numeric flag value; undefined stays undefined (flag not given). */
export function numberFlag(flag: string, raw: string | undefined, range: NumberRange = {}): number | undefined {
  if (raw === undefined) return undefined;
  const n = raw.trim() === '' ? Number.NaN : Number(raw);
  const ok =
    Number.isFinite(n) &&
    (!range.integer || Number.isInteger(n)) &&
    (range.min === undefined || n >= range.min) &&
    (range.max === undefined || n <= range.max);
  if (!ok) {
    throw new HybridRagError('USAGE', `${flag} must be ${describeRange(range)}, got "${raw}"`, {
      hint: `e.g. ${flag} ${range.example ?? range.min ?? 1}`,
    });
  }
  return n;
}

/** A whole-number flag value in a range; undefined stays undefined. */
export function intFlag(flag: string, raw: string | undefined, range: Omit<NumberRange, 'integer'> = {}): number | undefined {
  return numberFlag(flag, raw, { ...range, integer: true });
}

/** A commander argument/option parser for a whole number (for `.option(..., intParser(...))`). */
export function intParser(flag: string, range: Omit<NumberRange, 'integer'> = {}): (raw: string) => number {
  return (raw) => intFlag(flag, raw, range)!;
}

/** One of `choices`, matched case-insensitively ("Hybrid", "CHARS", "OpenAI"); returns the canonical spelling. */
export function parseChoice<T extends string>(flag: string, raw: string, choices: readonly T[]): T {
  const wanted = raw.trim().toLowerCase();
  const hit = choices.find((c) => c.toLowerCase() === wanted);
  if (hit === undefined) {
    throw new HybridRagError('USAGE', `${flag} "${raw}" is not one of: ${choices.join(', ')}`, { hint: `e.g. ${flag} ${choices[0]}` });
  }
  return hit;
}

/** A commander option taking one of `choices`, case-insensitively; help lists the choices. */
export function choiceOption<T extends string>(flags: string, description: string, choices: readonly T[]): Option {
  const option = new Option(flags, description);
  const name = option.long ?? option.short ?? flags;
  option.argChoices = [...choices];
  return option.argParser((raw: string) => parseChoice(name, raw, choices));
}

/** "q1", "Q1", "1", "first" → "Q1". */
export function quarterFlag(flag: string, raw: string): string {
  const q = parseQuarter(raw);
  if (!q) throw new HybridRagError('USAGE', `${flag} "${raw}" is not a quarter`, { hint: `use Q1, Q2, Q3 or Q4 (q1 and 1 work too), e.g. ${flag} Q1` });
  return q;
}

/** "2024", "FY24", "fy2024", "2023-24" → "FY24". */
export function yearFlag(flag: string, raw: string): string {
  const y = parseYear(raw);
  if (!y) throw new HybridRagError('USAGE', `${flag} "${raw}" is not a fiscal year`, { hint: `use FY24, fy2024, 2024 or 2023-24, e.g. ${flag} FY24` });
  return y;
}

/** Commander parsers for `--quarter` and `--year`. */
export const quarterParser = (raw: string): string => quarterFlag('--quarter', raw);
export const yearParser = (raw: string): string => yearFlag('--year', raw);
