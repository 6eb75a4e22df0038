/**
 * Questions as US analysts write them, over the US earnings calls (fixtures/us-calls/questions.jsonl
 * over ../shared/data/us-calls-dev/calls), asked offline without flags:
 *
 *   npx tsx bench/us-scope.ts --workdir WS [--split dev|heldout|all] [--modes vector,hybrid] [--set questions|groups|groups3|groups4|groups5|groups6|groups7|groups8|groups9|groups10|groups11|groups12|groups13|groups14|groups15|groups16|groups17|groups18|groups19|groups20|groups21|groups22|groups23|groups24|FILE.jsonl] [--topic-blind] [--verbose]
 *
 * WS comes from `hybridrag ingest ../shared/data/us-calls-dev/calls --workdir WS`. Reported per
 * split: single questions whose every context is from the right company (and held companies
 * refused as absent, which must be 0); comparisons with every named company's evidence (a context
 * of that company holding the labelled passage or the metric's words); group recall and precision
 * of the companies the answer draws on; absent companies refused with the not-in-corpus statement
 * and no context; a period not held said so (a note, or a refusal naming it). `--set groups` asks
 * the group questions of fixtures/us-calls/group-questions.jsonl instead (recall and precision only),
 * `--set groups3` those of group-questions-3.jsonl (`groups4` … `groups24` likewise); any other value is read as a .jsonl file.
 * `--causes` adds a line per split breaking the group misses and wrong listings down by cause: a
 * labelled company outside the group the question selected (its sector not read), inside it but
 * not listed (searched, no answer found); a listed company that is no labelled member of the
 * group (its sector wrongly read), or a member the labels say does not state it (listed wrongly).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps } from '../src/app/open.js';
import { ask, type AskDeps, type AskResult } from '../src/query/answer/ask.js';
import type { Mode } from '../src/query/retrieve/types.js';

interface Row {
  id: string;
  question: string;
  kind: 'single' | 'comparison' | 'group' | 'absent' | 'period-absent';
  companies: string[];
  files: string[];
  quarter: string | null;
  year: string | null;
  evidence: { company: string; file: string; text: string }[];
  metric: string | null;
  split: 'dev' | 'heldout';
  notes?: string;
  /** A group row's labelled members: every company of the group, whether or not it states the asked thing. */
  members?: string[];
}

/** Why group answers miss or wrongly list companies (`--causes`). */
interface Causes {
  sectorNotRead: number;
  notFound: number;
  sectorWronglyRead: number;
  listedWrongly: number;
}

const args = process.argv.slice(2);
const arg = (name: string, dflt: string): string => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1]! : dflt;
};
const ws = (s: string): string => s.replace(/\s+/g, ' ').trim().toLowerCase();
const pct = (n: number, d: number): string => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);
const SETS: Record<string, string> = {
  questions: 'questions.jsonl',
  groups: 'group-questions.jsonl',
  groups3: 'group-questions-3.jsonl',
  groups4: 'group-questions-4.jsonl',
  groups5: 'group-questions-5.jsonl',
  groups6: 'group-questions-6.jsonl',
  groups7: 'group-questions-7.jsonl',
  groups8: 'group-questions-8.jsonl',
  groups9: 'group-questions-9.jsonl',
  groups10: 'group-questions-10.jsonl',
  groups11: 'group-questions-11.jsonl',
  groups12: 'group-questions-12.jsonl',
  groups13: 'group-questions-13.jsonl',
  groups14: 'group-questions-14.jsonl',
  groups15: 'group-questions-15.jsonl',
  groups16: 'group-questions-16.jsonl',
  groups17: 'group-questions-17.jsonl',
  groups18: 'group-questions-18.jsonl',
  groups19: 'group-questions-19.jsonl',
  groups20: 'group-questions-20.jsonl',
  groups21: 'group-questions-21.jsonl',
  groups22: 'group-questions-22.jsonl',
  groups23: 'group-questions-23.jsonl',
  groups24: 'group-questions-24.jsonl',
};
const STOP = new Set(['the', 'of', 'and', 'a', 'in', 'on', 'for', 'to', 'its', 'their', 'rate', 'growth']);

async function main(): Promise<void> {
  const workdir = arg('workdir', '/tmp/us-ws');
  const split = arg('split', 'all');
  const modes = arg('modes', 'vector,hybrid').split(',') as Mode[];
  const verbose = args.includes('--verbose');
  const causes = args.includes('--causes');
  const only = arg('kinds', '').split(',').filter(Boolean);
  const set = arg('set', 'questions');
  // A named set, or any .jsonl file of rows of the same fields (a path, or a name under fixtures/us-calls).
  const file = SETS[set] ?? set;
  const path = file.includes('/') ? file : join(import.meta.dirname, '..', 'fixtures', 'us-calls', file);
  const rows = readFileSync(path, 'utf8')
    .trim()
    .split('\n')
    .map((l) => JSON.parse(l) as Row)
    .filter((r) => only.length === 0 || only.includes(r.kind));
  const base = defaultConfig();
  const blind = join(import.meta.dirname, '..', 'fixtures', 'us-calls', 'topic-blind.json');
  const vocabulary = args.includes('--topic-blind') ? { ...base.vocabulary, metrics: [...(base.vocabulary.metrics ?? []), blind] } : base.vocabulary;
  const config: Config = { ...base, workdir, vocabulary };
  const opened = await openAskDeps(config, { out: silentReporter });
  const deps: AskDeps = opened.deps;
  // A ticker's company: the company stored on the documents whose file name it codes.
  const companyOf = new Map<string, string>();
  for (const r of deps.db.prepare(`SELECT file_name AS f, company AS c FROM documents WHERE status = 'ok'`).all() as { f: string; c: string }[]) {
    companyOf.set(r.f.replace(/_q\d_\d{4}\.txt$/i, ''), r.c);
  }
  const right = (ticker: string): string => companyOf.get(ticker) ?? `?${ticker}`;
  const splits = split === 'all' ? (['dev', 'heldout'] as const) : ([split] as const);
  const out: string[] = [`# US calls — ${workdir} — ${file}${vocabulary === base.vocabulary ? '' : ' — topic-blind'}`];
  for (const s of splits) {
    const mine = rows.filter((r) => r.split === s);
    out.push(`\n## ${s}`);
    out.push('| mode | single: every context right company | held refused as absent | comparison: every company with evidence | group recall | group precision | absent refused | period not held said |');
    out.push('|---|---|---|---|---|---|---|---|');
    const notes: string[] = [];
    for (const mode of modes) {
      let single = 0;
      let singleN = 0;
      let heldRefused = 0;
      let cmp = 0;
      let cmpN = 0;
      let gHit = 0;
      let gLabel = 0;
      let gGot = 0;
      let absent = 0;
      let absentN = 0;
      let period = 0;
      let periodN = 0;
      const why: Causes = { sectorNotRead: 0, notFound: 0, sectorWronglyRead: 0, listedWrongly: 0 };
      const miss = (r: Row, a: AskResult | null, why: string): void => {
        if (verbose) console.error(`${mode} ${r.id} [${r.kind}] ${why}\n   Q: ${r.question}\n   scope: ${JSON.stringify(a?.scope.companies)} ${a?.scope.quarter ?? ''} ${a?.scope.year ?? ''} absent=${JSON.stringify(a?.scope.absent.map((x) => x.text))} group=${a?.scope.group?.sector ?? ''}`);
      };
      for (const r of mine) {
        let a: AskResult | null = null;
        try {
          a = await ask(r.question, { mode }, deps);
        } catch (e) {
          miss(r, null, `error: ${(e as Error).message}`);
        }
        const ctx = (a?.contexts ?? []).filter((c) => c.kind !== 'subquery');
        const absentSaid = a?.refused === true && /is not in the corpus/.test(a.answer) && ctx.length === 0;
        if (r.kind === 'single') {
          singleN++;
          const want = right(r.companies[0]!);
          if (ctx.length > 0 && ctx.every((c) => c.company === want)) single++;
          else miss(r, a, `contexts from ${[...new Set(ctx.map((c) => c.company))].join(', ') || 'none'}; want ${want}`);
          if (absentSaid) heldRefused++;
        } else if (r.kind === 'comparison') {
          cmpN++;
          const metricWords = (r.metric ?? '').toLowerCase().split(/\W+/).filter((w) => w.length > 2 && !STOP.has(w));
          const ok = r.companies.every((t) => {
            const own = ctx.filter((c) => c.company === right(t));
            const hay = ws(own.map((c) => c.text).join(' '));
            const ev = r.evidence.filter((e) => e.company === t).some((e) => hay.includes(ws(e.text)));
            return own.length > 0 && (ev || (metricWords.length > 0 && metricWords.every((w) => hay.includes(w))));
          });
          if (ok) cmp++;
          else miss(r, a, `companies with contexts: ${[...new Set(ctx.map((c) => c.company))].join(', ') || 'none'}; want ${r.companies.map(right).join(', ')}`);
        } else if (r.kind === 'group') {
          const want = new Set(r.companies.map(right));
          const cited = new Set((a?.parts ?? []).filter((p) => p.found).map((p) => p.company));
          // A group answer lists the members it found (none when it found none); an answer not
          // composed per company lists the companies of its contexts.
          const got = cited.size > 0 || (a?.parts ?? []).length > 0 ? cited : new Set(ctx.map((c) => c.company).filter((c): c is string => !!c));
          gLabel += want.size;
          gGot += got.size;
          const hit = [...want].filter((c) => got.has(c)).length;
          gHit += hit;
          const inGroup = new Set(a?.scope.group?.companies ?? []);
          const members = new Set((r.members ?? r.companies).map(right));
          for (const c of want) if (!got.has(c)) why[inGroup.has(c) ? 'notFound' : 'sectorNotRead']++;
          for (const c of got) if (!want.has(c)) why[members.has(c) ? 'listedWrongly' : 'sectorWronglyRead']++;
          if (hit < want.size || got.size > hit) miss(r, a, `got ${[...got].join(', ')}; want ${[...want].join(', ')}`);
          // The sentence each wrongly listed member was listed for.
          if (verbose) for (const p of (a?.parts ?? []).filter((x) => x.found && !want.has(x.company ?? ''))) console.error(`   wrongly listed ${p.company}: ${p.answer.replace(/\s+/g, ' ').slice(0, 300)}`);
        } else if (r.kind === 'absent') {
          absentN++;
          if (absentSaid) absent++;
          else miss(r, a, `answered from ${[...new Set(ctx.map((c) => c.company))].join(', ') || 'none'}`);
        } else {
          periodN++;
          const label = [r.quarter, r.year].filter(Boolean).join(' ');
          const said = (a?.scope.notes ?? []).some((n) => n.includes(label) && /not in the corpus/.test(n)) || (a?.refused === true && a.answer.includes(label));
          if (said) period++;
          else miss(r, a, `no statement that ${label} is not held; notes: ${JSON.stringify(a?.scope.notes ?? [])}`);
        }
      }
      out.push(`| ${mode} | ${pct(single, singleN)} | ${heldRefused} | ${pct(cmp, cmpN)} | ${pct(gHit, gLabel)} | ${pct(gHit, gGot)} | ${pct(absent, absentN)} | ${pct(period, periodN)} |`);
      if (causes) notes.push(`${mode}: group misses — sector not read ${why.sectorNotRead}, in the group but no answer found ${why.notFound}; wrongly listed — sector wrongly read ${why.sectorWronglyRead}, member listed wrongly ${why.listedWrongly}`);
    }
    out.push(...notes);
  }
  await opened.close();
  console.log(out.join('\n'));
}

main().catch((err: unknown) => {
  console.error(err);
  process.exitCode = 1;
});
