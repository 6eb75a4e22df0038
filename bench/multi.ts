/**
 * Comparisons and group questions (src/query/answer/multi.ts) on the hand-written Nifty-50 dev set
 * (fixtures/questions-dev.jsonl), offline provider, in process.
 *
 *   npx tsx bench/multi.ts --workdir DIR [--split dev|heldout|all] [--modes vector,hybrid,kgar] [--scope ask,labels]
 *
 * Comparisons, per mode: the share of questions where, for EVERY named company,
 *   metric   — a context the answer cites for that company holds the asked metric's terms (half
 *              or more of the `metric` field's terms, an abbreviation and its long form counting
 *              as one);
 *   metric or hand evidence — as metric, or a context the answer cites for that company holds its
 *              hand evidence passage (which states the asked figure, if in other words than the
 *              `metric` field's);
 *   evidence — the hand evidence passage is in that company's retrieved contexts (token-trigram
 *              coverage ≥ 0.7, as the retrieval bench counts it);
 *   found    — the company's part was answered (not "not found");
 * and, for contrast, evidence with ONE shared top-k (k × companies chunks, no company filter).
 * Group questions: micro precision and recall of the companies listed against the hand labels.
 *
 * Two rows per mode (--scope ask,labels):
 *   detected (ask) — the real path: `ask(question, { mode })` with no flags, so the scope is detected
 *                    from the question (resolveScope) and routed as users get it; a question whose
 *                    detected companies differ from the labels is graded against the labels all the
 *                    same; how often detection found exactly the labelled companies is printed below
 *                    the table;
 *   from labels    — the Scope built from the dev set itself (the `companies` field mapped to stored
 *                    names through the documents table, the question's `quarter`/`year`) and passed
 *                    to askMulti; a group's candidates are the sector map's companies among those
 *                    ingested (sector from the question's words, else the `sector` field).
 * MULTI_VERBOSE=1 lists, on stderr, each company whose cited evidence lacks the metric; MULTI_GRADES=FILE
 * appends each comparison's grades as a JSON line (to tell two runs apart question by question).
 */
import { appendFileSync } from 'node:fs';
import { benchArg } from './lib/args.js';
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps } from '../src/app/open.js';
import { ask, type AskDeps, type AskResult } from '../src/query/answer/ask.js';
import { askMulti, type MultiResult } from '../src/query/answer/multi.js';
import { planParts } from '../src/query/plan/parts.js';
import { coverageOf, alternativeSpellings, terms } from '../src/query/plan/question-terms.js';
import { withAbbreviations } from '../src/core/text/abbreviations.js';
import { isCovered } from '../src/query/retrieve/evidence-recall.js';
import { companyKey } from '../src/core/text/company-name.js';
import { companiesInSector, sectorWords } from '../src/query/scope/sectors.js';
import { EMPTY_SCOPE, type Scope, type ScopeCompany } from '../src/query/scope/types.js';
import type { Mode } from '../src/query/retrieve/types.js';
import { readDevSet, type DevQuestion } from './lib/dev-set.js';

const args = process.argv.slice(2);
const arg = (name: string): string | undefined => benchArg(name, args);
const workdir = arg('workdir');
if (!workdir) {
  console.error('usage: npx tsx bench/multi.ts --workdir DIR [--split dev|heldout|all] [--modes vector,hybrid,kgar] [--scope ask,labels]');
  process.exit(2);
}
const splitArg = arg('split') ?? 'all';
const modes = (arg('modes') ?? 'vector,hybrid,kgar').split(',') as Mode[];
const scopeRows = (arg('scope') ?? 'ask,labels').split(',') as ('ask' | 'labels')[];
const verbose = !!process.env.MULTI_VERBOSE;
/** MULTI_GRADES=FILE appends each comparison's grades (id, mode, scope row, metric, cited, evidence, found) as a JSON line, to tell two runs apart. */
const gradesFile = process.env.MULTI_GRADES;
const splits: ('dev' | 'heldout')[] = splitArg === 'all' ? ['dev', 'heldout'] : [splitArg as 'dev' | 'heldout'];

/**
 * Stand-in for scope detection: the words of the question naming the company, so the per-entity
 * rewrite has something to remove. Short forms the dev questions use, then the name's own forms.
 */
const SHORT: Record<string, string[]> = {
  'Reliance Industries': ['RIL', 'Jio', 'Reliance'], 'Bharat Petroleum': ['BPCL'], 'State Bank of India': ['SBI'],
  'Hindustan Unilever': ['HUL'], 'Kotak Mahindra Bank': ['Kotak'], 'ICICI Bank': ['ICICI'], HCLTech: ['HCL Tech'],
  'Tata Consultancy Services': ['TCS'], "Dr. Reddy's Laboratories": ["Dr Reddy's", "Dr. Reddy's"], 'Mahindra & Mahindra': ['M&M', 'Mahindra & Mahindra'],
  'Maruti Suzuki': ['Maruti'], 'Hero MotoCorp': ["Hero's", 'Hero'], 'Bajaj Auto': ["Bajaj's", 'Bajaj'], 'Bharti Airtel': ['Airtel'],
  'SBI Life Insurance Company': ['SBI Life'], 'IndusInd Bank': ['IndusInd'], 'Axis Bank': ['Axis'], 'Tata Steel': ['Tata Steel'],
  'Adani Ports and Special Economic Zone Ltd': ['Adani Ports'], 'Adani Enterprises Ltd': ['Adani Enterprises'], 'Sun Pharma': ['Sun Pharma'],
};
function mentionIn(question: string, stem: string): string {
  const forms = [...(SHORT[stem] ?? []), stem, companyKey(stem)];
  for (const f of forms.sort((a, b) => b.length - a.length)) {
    const re = new RegExp(`(?<![\\p{L}\\p{N}])${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{N}])`, 'iu');
    const m = re.exec(question);
    if (m) return m[0];
  }
  return stem;
}

const ratio = (a: number, b: number): string => (b === 0 ? '  –  ' : (a / b).toFixed(3));

async function main(): Promise<void> {
  const questions = readDevSet();
  const base = defaultConfig();
  const config: Config = { ...base, workdir: workdir! };
  const opened = await openAskDeps(config, { out: silentReporter });
  const deps: AskDeps = opened.deps;
  const byFile = new Map<string, string>();
  for (const r of deps.db.prepare(`SELECT file_name AS f, company AS c FROM documents WHERE status = 'ok'`).all() as { f: string; c: string }[]) {
    byFile.set(r.f.replace(/\.pdf$/i, ''), r.c);
  }
  const stored = (stem: string): string => {
    const c = byFile.get(stem);
    if (!c) throw new Error(`no ingested document for ${stem}.pdf`);
    return c;
  };
  const allCompanies = [...new Set(byFile.values())].sort();
  const labelScope = (q: DevQuestion): Scope => ({
    ...EMPTY_SCOPE,
    source: 'question',
    quarter: q.quarter,
    year: q.year,
    companies: q.companies.map((s): ScopeCompany => ({ name: stored(s), ticker: null, matched: mentionIn(q.question, s) })),
  });
  /** Does `text` hold half or more of the question's `metric` terms (an abbreviation and its long form as one)? */
  const holdsMetric = (q: DevQuestion, text: string): boolean =>
    coverageOf(terms(text), [...new Set(terms(q.metric ?? ''))], alternativeSpellings(withAbbreviations(q.metric ?? ''))) >= 0.5;
  /** Per named company: metric in a cited context (or the hand evidence cited), hand evidence in its own contexts, part answered. */
  const gradeComparison = (q: DevQuestion, r: MultiResult | AskResult): { metric: boolean; cited: boolean; evidence: boolean; found: boolean; missing: string[] } => {
    let e = true, f = true, c = true;
    const missing: string[] = [];
    for (const s of q.companies) {
      const name = stored(s);
      const cited = r.citations.filter((x) => x.company === name).map((x) => r.contexts[x.n - 1]!.text);
      const ev = q.evidence.filter((x) => x.company === s);
      const metric = cited.some((t) => holdsMetric(q, t));
      if (!metric) missing.push(name);
      if (!metric && !ev.some((x) => isCovered(x.text, cited))) c = false;
      const own = r.contexts.filter((x) => x.company === name).map((x) => x.text);
      if (!ev.every((x) => isCovered(x.text, own))) e = false;
      if (!(r.parts ?? []).some((p) => p.company === name && p.found)) f = false;
    }
    return { metric: missing.length === 0, cited: c, evidence: e, found: f, missing };
  };
  console.log(`bench/multi — workdir ${workdir}, offline provider; rows: scope detected by ask() from the question (as users run it) and scope built from the dev set's labels`);
  try {
    for (const split of splits) {
      const cmp = questions.filter((q) => q.kind === 'comparison' && q.split === split);
      const grp = questions.filter((q) => q.kind === 'group' && q.split === split);
      console.log(`\n## split ${split}: ${cmp.length} comparisons, ${grp.length} group questions\n`);
      console.log('| mode | scope | comparisons: metric in cited ctx, every company | metric or hand evidence in cited ctx, every company | evidence in own ctx, every company | both | every part found | shared top-k evidence, every company | group precision | group recall | ms/question |');
      console.log('|---|---|---|---|---|---|---|---|---|---|---|');
      let detectedCmp = 0, detectedGrp = 0;
      for (const mode of modes) {
        const rows: Record<'ask' | 'labels', { metric: number; cited: number; evidence: number; both: number; found: number; tp: number; listed: number; labelled: number; ms: number }> = {
          ask: { metric: 0, cited: 0, evidence: 0, both: 0, found: 0, tp: 0, listed: 0, labelled: 0, ms: 0 },
          labels: { metric: 0, cited: 0, evidence: 0, both: 0, found: 0, tp: 0, listed: 0, labelled: 0, ms: 0 },
        };
        let sharedAll = 0;
        const misses: string[] = [];
        for (const q of cmp) {
          for (const how of scopeRows) {
            const t0 = performance.now();
            const r = how === 'ask' ? await ask(q.question, { mode }, deps) : await askMultiIn(q.question, labelScope(q), mode, deps);
            rows[how].ms += performance.now() - t0;
            if (how === 'ask' && mode === modes[0]) {
              const got = new Set((r as AskResult).scope.companies);
              const want = new Set(q.companies.map(stored));
              const same = got.size === want.size && [...want].every((c) => got.has(c));
              if (same) detectedCmp++;
              else if (verbose) console.error(`${q.id} scope detected [${[...got].join('; ')}] labels [${[...want].join('; ')}]`);
            }
            const g = gradeComparison(q, r);
            const row = rows[how];
            row.metric += g.metric ? 1 : 0; row.cited += g.cited ? 1 : 0; row.evidence += g.evidence ? 1 : 0; row.both += g.metric && g.evidence ? 1 : 0; row.found += g.found ? 1 : 0;
            if (verbose && !g.metric) misses.push(`${q.id} ${mode} ${how}: metric missing for ${g.missing.join('; ')}`);
            if (gradesFile) appendFileSync(gradesFile, `${JSON.stringify({ id: q.id, mode, how, ...g })}\n`);
          }
          const shared = await ask(q.question, { mode, topK: (deps.config.retrieval.topK) * q.companies.length, filters: periodOnly(q) }, deps);
          const sharedOk = q.companies.every((s) => q.evidence.filter((x) => x.company === s).every((x) => isCovered(x.text, shared.contexts.filter((c) => c.company === stored(s)).map((c) => c.text))));
          sharedAll += sharedOk ? 1 : 0;
        }
        for (const q of grp) {
          for (const how of scopeRows) {
            const t0 = performance.now();
            let r: MultiResult | AskResult;
            if (how === 'ask') {
              r = await ask(q.question, { mode }, deps);
              if (mode === modes[0] && (r as AskResult).scope.group && (r as AskResult).scope.companies.length === 0) detectedGrp++;
            } else {
              const sector = sectorWords(q.question) ?? (q.sector === 'fmcg / consumer goods' ? 'consumer goods' : q.sector ?? 'all');
              const candidates = sector === 'all' ? allCompanies : companiesInSector(sector, allCompanies);
              const scope: Scope = { ...EMPTY_SCOPE, source: 'question', quarter: q.quarter, year: q.year, group: { sector, name: sector, companies: candidates } };
              r = await askMulti(planParts(q.question, scope), scope, { mode }, deps);
            }
            rows[how].ms += performance.now() - t0;
            const listed = new Set((r.parts ?? []).filter((p) => p.found && p.threshold?.verdict !== 'fail').map((p) => p.company));
            const labels = new Set(q.companies.map(stored));
            rows[how].tp += [...listed].filter((c) => labels.has(c)).length;
            rows[how].listed += listed.size;
            rows[how].labelled += labels.size;
            if (verbose) console.error(`${q.id} ${mode} ${how}: listed ${[...listed].join('; ')} | labels ${[...labels].join('; ')}`);
          }
        }
        for (const how of scopeRows) {
          const x = rows[how];
          const ms = x.ms / Math.max(1, cmp.length + grp.length);
          console.log(`| ${mode} | ${how === 'ask' ? 'detected (ask)' : 'from labels'} | ${ratio(x.metric, cmp.length)} (${x.metric}/${cmp.length}) | ${ratio(x.cited, cmp.length)} (${x.cited}) | ${ratio(x.evidence, cmp.length)} (${x.evidence}) | ${ratio(x.both, cmp.length)} (${x.both}) | ${ratio(x.found, cmp.length)} (${x.found}) | ${ratio(sharedAll, cmp.length)} (${sharedAll}) | ${ratio(x.tp, x.listed)} (${x.tp}/${x.listed}) | ${ratio(x.tp, x.labelled)} (${x.tp}/${x.labelled}) | ${ms.toFixed(0)} |`);
        }
        for (const m of misses) console.error(m);
      }
      // How strict the metric column is: the hand evidence itself may state a company's figure in other words.
      const reachable = cmp.filter((q) => q.evidence.every((x) => holdsMetric(q, x.text)));
      console.log(`\ncomparisons whose hand evidence itself holds the metric's terms for every company: ${reachable.length}/${cmp.length}${reachable.length < cmp.length ? ` — not: ${cmp.filter((q) => !reachable.includes(q)).map((q) => q.id).join(', ')}` : ''}`);
      if (scopeRows.includes('ask')) {
        console.log(`\nscope detection (ask, no flags): comparisons with exactly the labelled companies ${ratio(detectedCmp, cmp.length)} (${detectedCmp}/${cmp.length}); group questions routed as a group ${ratio(detectedGrp, grp.length)} (${detectedGrp}/${grp.length})`);
      }
    }
  } finally {
    await opened.close();
  }
}

/** A comparison or group question asked with the scope its labels give. */
function askMultiIn(question: string, scope: Scope, mode: Mode, deps: AskDeps): Promise<MultiResult> {
  return askMulti(planParts(question, scope), scope, { mode }, deps);
}

function periodOnly(q: DevQuestion): { quarter?: string; year?: string } {
  return { ...(q.quarter ? { quarter: q.quarter } : {}), ...(q.year ? { year: q.year } : {}) };
}

await main();
