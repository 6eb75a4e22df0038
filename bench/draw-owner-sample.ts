/**
 * The owner sample's draw (fixtures/facts/owner-labels-v190.jsonl): `n` stored facts of the dev
 * companies only (the workdir's companies in sorted order, every third one held out, as in the
 * v141 sample), uniformly at random with a fixed seed, at most two a company.
 *   npx tsx bench/draw-owner-sample.ts --workdir DIR --market nifty|us [--seed N] [--n N]
 */
import Database from 'better-sqlite3';
import { seededRandom } from '../src/core/util/seeded-random.js';
import { benchArg } from './lib/args.js';

export const OWNER_SEED = 20261290;

interface Row {
  id: string;
  docId: string;
  company: string;
  page: number;
  sentence: string;
  metric: string;
  valueText: string;
  kind: string;
  basis: string | null;
  segment: string | null;
  periodQuarter: string | null;
  periodYear: string | null;
}

/** Dev companies: sorted, every third held out. */
export function devCompanies(companies: readonly string[]): Set<string> {
  return new Set([...companies].sort().filter((_, i) => (i + 1) % 3 !== 0));
}

export function drawOwnerSample(rows: readonly Row[], n: number, seed: number, perCompany = 2): Row[] {
  const dev = devCompanies([...new Set(rows.map((r) => r.company))]);
  const rand = seededRandom(seed);
  const pool = rows.filter((r) => dev.has(r.company));
  const out: Row[] = [];
  const per = new Map<string, number>();
  while (out.length < n && pool.length > 0) {
    const [r] = pool.splice(Math.floor(rand() * pool.length), 1);
    if ((per.get(r!.company) ?? 0) >= perCompany) continue;
    per.set(r!.company, (per.get(r!.company) ?? 0) + 1);
    out.push(r!);
  }
  return out;
}

function main(): void {
  const args = process.argv.slice(2);
  const arg = (name: string) => benchArg(name, args);
  const db = new Database(`${arg('workdir')}/hybridrag.db`, { readonly: true });
  const rows = db
    .prepare(`SELECT id, doc_id AS docId, company, page, sentence, metric, value_text AS valueText, kind, basis, segment, period_quarter AS periodQuarter, period_year AS periodYear FROM facts WHERE company IS NOT NULL ORDER BY id`)
    .all() as Row[];
  for (const r of drawOwnerSample(rows, Number(arg('n') ?? 20), Number(arg('seed') ?? OWNER_SEED))) console.log(JSON.stringify({ ...r, market: arg('market') ?? 'nifty' }));
}

main();
