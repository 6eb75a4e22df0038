/** Reading the extraction gold set (fixtures/extraction-gold.jsonl) and running an extractor on it. */
import { readFileSync } from 'node:fs';
import { ENTITY_TYPES, type EntityType, type Triplet } from '../../../core/domain.js';
import { HybridRagError } from '../../../core/errors.js';
import { scoreExtraction, type ExtractionScore } from './score.js';
import type { RuleTripletExtractor } from './triplet-extractor.js';

export interface GoldSentence {
  id: string;
  company: string;
  sector: string;
  text: string;
  triplets: Triplet[];
}

/** Parse the gold JSONL; a bad line is an error naming the file, line and field. */
export function readGold(path: string): GoldSentence[] {
  const out: GoldSentence[] = [];
  readFileSync(path, 'utf8').split('\n').forEach((line, i) => {
    if (!line.trim()) return;
    const where = `${path}:${i + 1}`;
    let row: { id?: unknown; company?: unknown; sector?: unknown; text?: unknown; triplets?: unknown };
    try {
      row = JSON.parse(line) as typeof row;
    } catch (err) {
      throw new HybridRagError('INPUT', `${where}: not valid JSON (${(err as Error).message})`, { hint: 'fix or remove the line' });
    }
    if (typeof row.text !== 'string' || typeof row.company !== 'string' || !Array.isArray(row.triplets)) {
      throw new HybridRagError('INPUT', `${where}: needs "text" and "company" strings and a "triplets" array`);
    }
    const triplets = row.triplets.map((t: unknown, k: number): Triplet => {
      const a = t as unknown[];
      const ok = Array.isArray(a) && a.length === 5 && a.every((x) => typeof x === 'string') &&
        ENTITY_TYPES.includes(a[1] as EntityType) && ENTITY_TYPES.includes(a[4] as EntityType);
      if (!ok) throw new HybridRagError('INPUT', `${where}: triplets[${k}] must be [head, head_type, relation, object, object_type] with types from ENTITY_TYPES`);
      const [head, headType, relation, object, objectType] = a as [string, EntityType, string, string, EntityType];
      return { head, headType, relation, object, objectType };
    });
    out.push({ id: String(row.id ?? i + 1), company: row.company, sector: String(row.sector ?? ''), text: row.text, triplets });
  });
  return out;
}

/** Run the extractor over every gold sentence and score it. */
export function evaluateOnGold(
  extractor: RuleTripletExtractor,
  gold: readonly GoldSentence[],
): { score: ExtractionScore; predictions: Triplet[][]; msPerSentence: number } {
  const t0 = performance.now();
  const predictions = gold.map((g) => extractor.extractSentence(g.text, { company: g.company }));
  const ms = performance.now() - t0;
  return { score: scoreExtraction(predictions, gold.map((g) => g.triplets)), predictions, msPerSentence: ms / Math.max(1, gold.length) };
}
