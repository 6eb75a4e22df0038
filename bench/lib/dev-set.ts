/** The hand-written question set fixtures/questions-dev.jsonl (see its README), as the benches read it. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface DevQuestion {
  id: string;
  question: string;
  kind: 'single' | 'comparison' | 'group' | 'absent';
  /** PDF file stems (group: the hand-labelled answer set; absent: the name as written). */
  companies: string[];
  quarter: string | null;
  year: string | null;
  evidence: { company: string; text: string }[];
  paraphrased: boolean;
  split: 'dev' | 'heldout';
  metric: string | null;
  sector?: string;
}

export const DEV_SET = join(fileURLToPath(new URL('../..', import.meta.url)), 'fixtures', 'questions-dev.jsonl');

export function readDevSet(path = DEV_SET): DevQuestion[] {
  return readFileSync(path, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as DevQuestion);
}
