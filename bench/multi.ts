/**
 * Comparisons and group questions (src/query/answer/multi.ts) on the hand-written Nifty-50 dev set
 * (fixtures/questions-dev.jsonl), offline provider, in process.
 *
 *   npx tsx bench/multi.ts --workdir DIR [--split dev|heldout|all] [--modes vector,hybrid,kgar]
 *
 * Comparisons, per mode: the share of questions where, for EVERY named company,
 *   metric   — a context the answer cites for that company holds the asked metric's terms (half
 *              or more of the `metric` field's terms, an abbreviation and its long form counting
 *              as one);
 *   evidence — the hand evidence passage is in that company's retrieved contexts (token-trigram
 *              coverage ≥ 0.7, as the retrieval bench counts it);
 *   found    — the company's part was answered (not "not found");
 * and, for contrast, evidence with ONE shared top-k (k × companies chunks, no company filter).
 * Group questions: micro precision and recall of the companies listed against the hand labels.
 *
 * The Scope is built from the dev set itself — the `companies` field mapped to stored names through
 * the documents table (file_name → company), the question's `quarter`/`year` — not by scope
 * detection; a group's candidates are the sector map's companies among those ingested (sector from
 * the question's words, else the `sector` field; "all" = every company).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defaultConfig, type Config } from '../src/core/config/config.js';
import { silentReporter } from '../src/core/reporter.js';
import { openAskDeps } from '../src/app/open.js';
import { ask, type AskDeps } from '../src/query/answer/ask.js';
import { askMulti, type MultiResult } from '../src/query/answer/multi.js';
import { coverageOf, alternativeSpellings, terms } from '../src/query/answer/question-terms.js';
import { withAbbreviations } from '../src/core/text/abbreviations.js';
import { isCovered } from '../src/query/retrieve/evidence-recall.js';
import { companyKey } from '../src/core/text/company-name.js';
import { companiesInSector, sectorWords } from '../src/query/scope/sectors.js';
import { EMPTY_SCOPE, type Scope, type ScopeCompany } from '../src/query/scope/types.js';
import type { Mode } from '../src/query/retrieve/types.js';

interface DevQuestion {
  id: string;
  question: string;
  kind: string;
  companies: string[];
  quarter: string | null;
  year: string | null;
  evidence: { company: string; text: string }[];
  split: 'dev' | 'heldout';
  metric: string | null;
  sector?: string;
}

const ROOT = new URL('..', import.meta.url).pathname;
const args = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const workdir = arg('workdir');
if (!workdir) {
  console.error('usage: npx tsx bench/multi.ts --workdir DIR [--split dev|heldout|all] [--modes vector,hybrid,kgar]');
  process.exit(2);
}
const splitArg = arg('split') ?? 'all';
const modes = (arg('modes') ?? 'vector,hybrid,kgar').split(',') as Mode[];
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
  const questions = readFileSync(join(ROOT, 'fixtures', 'questions-dev.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as DevQuestion);
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
  console.log(`bench/multi — workdir ${workdir}, offline provider; Scope built from the dev set's own companies/quarter/year (not scope detection)`);
  try {
    for (const split of splits) {
      const cmp = questions.filter((q) => q.kind === 'comparison' && q.split === split);
      const grp = questions.filter((q) => q.kind === 'group' && q.split === split);
      console.log(`\n## split ${split}: ${cmp.length} comparisons, ${grp.length} group questions\n`);
      console.log('| mode | comparisons: metric in cited ctx, every company | evidence in own ctx, every company | both | every part found | shared top-k evidence, every company | group precision | group recall | ms/question |');
      console.log('|---|---|---|---|---|---|---|---|---|');
      for (const mode of modes) {
        let metricAll = 0, evidenceAll = 0, both = 0, foundAll = 0, sharedAll = 0;
        const t0 = performance.now();
        for (const q of cmp) {
          const scope: Scope = {
            ...EMPTY_SCOPE,
            source: 'question',
            quarter: q.quarter,
            year: q.year,
            companies: q.companies.map((s): ScopeCompany => ({ name: stored(s), ticker: null, matched: mentionIn(q.question, s) })),
          };
          const r = await askMulti(q.question, scope, { mode }, deps);
          const metricTerms = [...new Set(terms(q.metric ?? ''))];
          const spellings = alternativeSpellings(withAbbreviations(q.metric ?? ''));
          let m = true, e = true, f = true;
          for (const s of q.companies) {
            const name = stored(s);
            const cited = r.citations.filter((c) => c.company === name).map((c) => r.contexts[c.n - 1]!.text);
            if (!cited.some((t) => coverageOf(terms(t), metricTerms, spellings) >= 0.5)) m = false;
            const own = r.contexts.filter((c) => c.company === name).map((c) => c.text);
            const ev = q.evidence.filter((x) => x.company === s);
            if (!ev.every((x) => isCovered(x.text, own))) e = false;
            if (!r.parts.some((p) => p.company === name && p.found)) f = false;
          }
          metricAll += m ? 1 : 0; evidenceAll += e ? 1 : 0; both += m && e ? 1 : 0; foundAll += f ? 1 : 0;
          const shared = await ask(q.question, { mode, topK: (deps.config.retrieval.topK) * q.companies.length, filters: periodOnly(q) }, deps);
          const sharedOk = q.companies.every((s) => q.evidence.filter((x) => x.company === s).every((x) => isCovered(x.text, shared.contexts.filter((c) => c.company === stored(s)).map((c) => c.text))));
          sharedAll += sharedOk ? 1 : 0;
        }
        let tp = 0, listedN = 0, labelledN = 0;
        for (const q of grp) {
          const sector = sectorWords(q.question) ?? (q.sector === 'fmcg / consumer goods' ? 'consumer goods' : q.sector ?? 'all');
          const candidates = sector === 'all' ? allCompanies : companiesInSector(sector, allCompanies);
          const scope: Scope = { ...EMPTY_SCOPE, source: 'question', quarter: q.quarter, year: q.year, group: { sector, companies: candidates } };
          const r: MultiResult = await askMulti(q.question, scope, { mode }, deps);
          const listed = new Set(r.parts.filter((p) => p.found && p.threshold?.verdict !== 'fail').map((p) => p.company));
          const labels = new Set(q.companies.map(stored));
          tp += [...listed].filter((c) => labels.has(c)).length;
          listedN += listed.size;
          labelledN += labels.size;
          if (process.env.MULTI_VERBOSE) console.error(`${q.id} ${mode} ${sector}: listed ${[...listed].join('; ')} | labels ${[...labels].join('; ')}`);
        }
        const ms = (performance.now() - t0) / Math.max(1, cmp.length + grp.length);
        console.log(`| ${mode} | ${ratio(metricAll, cmp.length)} (${metricAll}/${cmp.length}) | ${ratio(evidenceAll, cmp.length)} (${evidenceAll}) | ${ratio(both, cmp.length)} (${both}) | ${ratio(foundAll, cmp.length)} (${foundAll}) | ${ratio(sharedAll, cmp.length)} (${sharedAll}) | ${ratio(tp, listedN)} (${tp}/${listedN}) | ${ratio(tp, labelledN)} (${tp}/${labelledN}) | ${ms.toFixed(0)} |`);
      }
    }
  } finally {
    await opened.close();
  }
}

function periodOnly(q: DevQuestion): { quarter?: string; year?: string } {
  return { ...(q.quarter ? { quarter: q.quarter } : {}), ...(q.year ? { year: q.year } : {}) };
}

await main();
