/**
 * The offline answerer on the hand-written dev set (fixtures/questions-dev.jsonl), single-company
 * questions asked with their company as a flag: how often it refuses although the evidence is in
 * its contexts, its answer F1 against the evidence passage, and how many answers look broken
 * (a speaker label glued to the text, a fragment), split by dev/heldout and paraphrased or not.
 *
 *   npx tsx bench/dev-answers.ts --workdir /tmp/nifty-base [--modes vector,hybrid] [--out DIR]
 *
 * Runs the built binary's `eval` (build first: npm run build) on a qa.jsonl made from the set.
 */
import Database from 'better-sqlite3';
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDevSet, type DevQuestion } from './lib/dev-set.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

/** PDF stem → the company name stored for that document in the workdir. */
export function storedCompanies(workdir: string): Map<string, string> {
  const db = new Database(join(workdir, 'hybridrag.db'), { readonly: true });
  try {
    const rows = db.prepare(`SELECT file_name AS f, company FROM documents WHERE status = 'ok'`).all() as { f: string; company: string }[];
    return new Map(rows.map((r) => [r.f.replace(/\.pdf$/i, ''), r.company]));
  } finally {
    db.close();
  }
}

/** An answer that starts with a speaker label or is not a sentence. */
export function looksBroken(answer: string): boolean {
  const a = answer.trim();
  if (/^[A-Z][\w.'’-]*(?: [A-Z][\w.'’-]*){0,3}:\s*\S/.test(a)) return true;
  return a.split(/\s+/).length < 4;
}

function main(): void {
  const args = process.argv.slice(2);
  const get = (k: string, d: string): string => {
    const i = args.indexOf(k);
    return i >= 0 && args[i + 1] ? args[i + 1]! : d;
  };
  const workdir = get('--workdir', '/tmp/nifty-base');
  const modes = get('--modes', 'vector,hybrid');
  const out = get('--out', join(tmpdir(), 'hybridrag-dev-answers'));
  mkdirSync(out, { recursive: true });
  const names = storedCompanies(workdir);
  const qs = readDevSet().filter((q) => q.kind === 'single');
  const rows = qs.map((q) => ({
    id: q.id,
    question: q.question,
    ground_truth: q.evidence.map((e) => e.text).join(' '),
    company: names.get(q.companies[0]!) ?? q.companies[0],
    quarter: null,
    year: null,
  }));
  const dataset = join(out, 'dev-single.jsonl');
  writeFileSync(dataset, rows.map((r) => JSON.stringify(r)).join('\n') + '\n');
  const r = spawnSync(process.execPath, [join(ROOT, 'bin', 'hybridrag.js'), '--workdir', workdir, 'eval', '--dataset', dataset, '--mode', modes, '--out', join(out, 'eval'), '--no-resume', '-q'], {
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1', HYBRIDRAG_PROVIDER: 'local' },
  });
  if (r.status !== 0) throw new Error(`eval failed (${r.status}): ${r.stderr}`);
  const recs = readFileSync(join(out, 'eval', 'per_question.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as {
    id: string; mode: string; answer: string; refused?: boolean; scores: Record<string, number | null>;
  });
  const byId = new Map(qs.map((q) => [q.id, q]));
  const groups: [string, (q: DevQuestion) => boolean][] = [
    ['dev · paraphrased', (q) => q.split === 'dev' && q.paraphrased],
    ['dev · transcript words', (q) => q.split === 'dev' && !q.paraphrased],
    ['heldout · paraphrased', (q) => q.split === 'heldout' && q.paraphrased],
    ['heldout · transcript words', (q) => q.split === 'heldout' && !q.paraphrased],
  ];
  const mean = (xs: number[]): string => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(3) : '–');
  console.log(`offline answerer on fixtures/questions-dev.jsonl single questions, company flag set, workdir ${workdir}`);
  console.log(['mode', 'group'.padEnd(28), 'n', 'evidence in ctx', 'refused | evidence', 'answer F1', 'F1 | evidence', 'broken'].join('\t'));
  for (const mode of modes.split(',')) {
    for (const [name, pick] of groups) {
      const rs = recs.filter((x) => x.mode === mode && pick(byId.get(x.id)!));
      const withEv = rs.filter((x) => x.scores.evidence_recall === 1);
      console.log([
        mode, name.padEnd(28), rs.length, `${withEv.length}`,
        mean(withEv.map((x) => (x.refused ? 1 : 0))),
        mean(rs.map((x) => x.scores.answer_f1 ?? 0)),
        mean(withEv.map((x) => x.scores.answer_f1 ?? 0)),
        rs.filter((x) => !x.refused && looksBroken(x.answer)).length,
      ].join('\t'));
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
