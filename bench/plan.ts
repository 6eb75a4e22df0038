/**
 * The question plan alone on the hand-labelled set fixtures/facts/plan-labels.jsonl: scope
 * detection and planQuestion, no retrieval, no answer. Fast (well under a minute).
 *
 *   npx tsx bench/plan.ts --workdir NIFTY --us-workdir US [--split dev|heldout|all] [--file F|all] [--verbose] [--show-heldout]
 *
 * --file reads another labelled set of the same format (fixtures/facts/plan-labels-2.jsonl); `all` reads every
 * plan-labels*.jsonl under fixtures/facts. Rows may carry more labels, each scored where present:
 * `metricIds` (the plan's first metric is one of them), `wanted` ('actual' or 'change': a level or its move)
 * and a threshold that is another company's figure (`{op, unit: 'bar', of}`: the plan's threshold is that company's).
 *
 * Each question is labelled with the kind an analyst means (single, comparison, group, superlative,
 * prior-period, guidance, trend), the companies it names (stored names), the group's sector, the
 * threshold and the superlative's order. The plan's reading of the kind:
 *   trend — intent 'trend'; superlative — intent 'threshold' over a group with a rank;
 *   group — intent 'threshold' over a group (no company named); comparison — intent 'comparison';
 *   guidance — intent 'value' asking a guidance; prior-period — intent 'value' for a period before
 *   the company's latest call; single — intent 'value' for its latest call; else the intent itself.
 * Scored: intent right; companies right (the same set; for a group, the sector and none named);
 * threshold right (operator, and the figure for a percentage) and rank right (order); all right.
 * A row may also label `segment`: the stored names (any of them) of the segment or subsidiary the question asks of its one
 * company, or null for the company as a whole; scored where present against the segment the fact pick reads for the plan
 * from the company's stored facts (askedSegment in src/query/facts/pick.ts).
 * Held-out misses are counted, never listed, unless --show-heldout is given (at the very end only).
 */
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defaultConfig } from '../src/core/config/config.js';
import { openDb } from '../src/core/store/db.js';
import type { Db } from '../src/core/store/db.js';
import { vocabularyLexicon } from '../src/core/vocabulary/metric-lexicon.js';
import { periodLabel } from '../src/core/domain.js';
import { type MetricFinder, planQuestion, type QuestionPlan } from '../src/query/plan/plan.js';
import { planFacts } from '../src/query/facts/bar.js';
import { dbFactLookup } from '../src/query/facts/lookup.js';
import { askedSegment } from '../src/query/facts/pick.js';
import { resolveScope } from '../src/query/scope/resolve.js';
import type { Scope } from '../src/query/scope/types.js';
import { benchArg } from './lib/args.js';
import { readJsonl } from './lib/jsonl.js';

type Kind = 'single' | 'comparison' | 'group' | 'superlative' | 'prior-period' | 'guidance' | 'trend' | 'open';

interface Label {
  id: string;
  market: 'nifty' | 'us';
  intent: Kind;
  question: string;
  companies: string[];
  sector: string | null;
  threshold: { op: string; value: number | null; unit: string; of?: string } | null;
  rank: 'max' | 'min' | null;
  period: string | null;
  metric: string;
  /** The metric ids the plan's first metric may be (scored when present). */
  metricIds?: string[];
  /** A level ('actual') or its move ('change') (scored when present). */
  wanted?: 'actual' | 'change';
  /** The stored names of the segment asked, or null for the company as a whole (scored when present). */
  segment?: string[] | null;
  split: 'dev' | 'heldout';
}

interface Scored {
  label: Label;
  kind: string;
  intent: boolean;
  companies: boolean;
  detail: boolean;
  /** The plan's first metric is one labelled (true when the row labels none). */
  metric: boolean;
  /** The segment read is the one labelled (true when the row labels none). */
  segment: boolean;
  got: string;
}

/** The kind the plan reads (see the module comment). */
export function readKind(plan: QuestionPlan, scope: Scope, latest: (company: string) => string): string {
  const group = scope.group !== null && scope.companies.length === 0;
  if (plan.intent === 'trend') return 'trend';
  if (plan.intent === 'threshold') return group ? (plan.rank ? 'superlative' : 'group') : 'threshold over named companies';
  if (plan.intent === 'comparison') return 'comparison';
  if (plan.intent === 'value') {
    if (plan.wanted === 'guidance') return 'guidance';
    const company = plan.companies[0];
    if (!plan.period || !company) return 'single';
    // A quarter named without its year is the latest such quarter of the company's calls.
    const last = latest(company);
    const same = plan.period.year ? periodLabel(plan.period) === last : last.startsWith(plan.period.quarter ?? '\u0000');
    return same ? 'single' : 'prior-period';
  }
  return plan.intent;
}

/** What the bench needs of the metric vocabulary: which metric a growth metric is the growth of, and which are rates of growth. */
type Growth = { growthOf(id: string): string | null; growthRate?(id: string): boolean };

/**
 * A change asked is read either way the plan writes it: the level's metric with `wanted` 'change' ("revenue" asked
 * y/y), or a metric that is itself a growth (revenue_growth, constant-currency growth) read as its figure.
 */
const isGrowth = (id: string | undefined, m: Growth): boolean => id !== undefined && (m.growthOf(id) !== null || m.growthRate?.(id) === true || /_growth$/.test(id));

function score(label: Label, plan: QuestionPlan, scope: Scope, latest: (company: string) => string, growth: Growth, segmentRead: (plan: QuestionPlan) => string | null): Scored {
  const kind = readKind(plan, scope, latest);
  const group = label.intent === 'group' || label.intent === 'superlative';
  const named = scope.companies.map((c) => c.name);
  const companies = group
    ? scope.group?.sector === label.sector && named.length === 0
    : named.length === label.companies.length && label.companies.every((c) => named.includes(c));
  let detail = true;
  if (label.threshold) {
    const t = plan.threshold;
    detail = label.threshold.of
      ? t !== null && t.op === label.threshold.op && t.of === label.threshold.of
      : t !== null && t.op === label.threshold.op && (label.threshold.unit !== '%' || (t.unit === 'percentage' && t.value === label.threshold.value));
  }
  if (label.rank) detail = detail && plan.rank?.order === label.rank;
  if (label.intent === 'prior-period') detail = detail && periodLabel(plan.period) === label.period;
  const first = plan.metrics[0];
  if (label.wanted) detail = detail && (plan.wanted === label.wanted || (label.wanted === 'change' && plan.wanted === 'actual' && isGrowth(first, growth)));
  const metric = !label.metricIds || (first !== undefined && (label.metricIds.includes(first) || (plan.wanted === 'change' && label.metricIds.some((id) => growth.growthOf(id) === first))));
  const seg = label.segment !== undefined ? segmentRead(plan) : undefined;
  const segment = label.segment === undefined || (label.segment === null ? seg === null : seg != null && label.segment.some((n) => n.toLowerCase() === seg));
  const got = [
    `kind=${kind}`,
    seg !== undefined ? `segment=${seg}` : '',
    `intent=${plan.intent}`,
    `wanted=${plan.wanted}`,
    `named=[${named.join('; ')}]`,
    scope.group ? `group=${scope.group.sector}` : '',
    plan.threshold ? `threshold=${plan.threshold.op}${plan.threshold.value}${plan.threshold.unit}${plan.threshold.of ? ` of ${plan.threshold.of}` : ''}` : '',
    plan.rank ? `rank=${plan.rank.order}` : '',
    plan.period ? `period=${periodLabel(plan.period)}` : '',
    `metrics=[${plan.metrics.slice(0, 3).join(',')}]`,
  ].filter(Boolean).join(' ');
  return { label, kind, intent: kind === label.intent, companies, detail, metric, segment, got };
}

/** Each company's latest call period in a workdir (by call date; by fiscal year and quarter where the calls have none). */
function latestPeriods(db: Db): (company: string) => string {
  const rows = db.prepare("SELECT company, quarter, year, call_date AS d FROM documents WHERE company IS NOT NULL ORDER BY COALESCE(call_date, ''), year, quarter").all() as { company: string; quarter: string | null; year: string | null }[];
  const latest = new Map<string, string>();
  for (const r of rows) latest.set(r.company, periodLabel(r));
  return (company) => latest.get(company) ?? '';
}

const passes = (r: Scored): boolean => r.intent && r.companies && r.detail && r.metric && r.segment;

/** The segment the fact pick reads for a plan of one company, from that company's stored facts (lower case; null for the whole). */
function segmentReader(db: Db, metrics: MetricFinder): (plan: QuestionPlan) => string | null {
  const lookup = dbFactLookup(db);
  return (asked) => {
    const company = asked.companies[0];
    if (!company || asked.metrics.length === 0) return null;
    const { plan, facts } = planFacts(asked, lookup, metrics);
    return askedSegment(plan, company, facts, metrics).whole;
  };
}

/** The labelled files read: the first set, the one --file names, or every plan-labels*.jsonl (`all`). */
function labelFiles(file: string | undefined): string[] {
  const dir = join(import.meta.dirname, '..', 'fixtures', 'facts');
  if (!file) return [join(dir, 'plan-labels.jsonl')];
  if (file === 'all') return readdirSync(dir).filter((f) => /^plan-labels(?:-\d+)?\.jsonl$/.test(f)).sort().map((f) => join(dir, f));
  return [resolve(file)];
}

function main(): void {
  const nifty = benchArg('workdir') ?? '/tmp/n0/.hybridrag';
  const us = benchArg('us-workdir') ?? '/tmp/u0';
  const split = benchArg('split') ?? 'all';
  const verbose = process.argv.includes('--verbose');
  const showHeldout = process.argv.includes('--show-heldout');
  const labels = labelFiles(benchArg('file')).flatMap((f) => readJsonl<Label>(f));
  const config = defaultConfig();
  const metrics = vocabularyLexicon();
  const scored: Scored[] = [];
  const t0 = performance.now();
  for (const market of ['nifty', 'us'] as const) {
    const mine = labels.filter((l) => l.market === market && (split === 'all' || l.split === split));
    if (mine.length === 0) continue;
    const db = openDb(market === 'nifty' ? nifty : us, { mustExist: true, readonly: true });
    const latest = latestPeriods(db);
    const segmentRead = segmentReader(db, metrics);
    for (const l of mine) {
      const { scope } = resolveScope(l.question, {}, db, { autoScope: true, strict: false, fiscalYearStartMonth: config.ingest.fiscalYearStartMonth ?? null, scope: config.scope ?? { aliases: {}, sectors: {} } });
      scored.push(score(l, planQuestion(l.question, scope, metrics), scope, latest, metrics, segmentRead));
    }
    db.close();
  }
  const ms = performance.now() - t0;
  const pct = (n: number, d: number) => (d === 0 ? '–' : `${(n / d).toFixed(3)} (${n}/${d})`);
  const out: string[] = [`# Plan bench — ${labels.length} labelled questions (${benchArg('file') ?? 'plan-labels.jsonl'}), ${Math.round(ms)} ms`, ''];
  for (const s of ['dev', 'heldout'] as const) {
    const rows = scored.filter((r) => r.label.split === s);
    if (rows.length === 0) continue;
    out.push(`## ${s}`, '', '| kind | n | intent | companies | threshold/rank/period/wanted | metric | segment | all |', '|---|---|---|---|---|---|---|---|');
    const kinds = [...new Set(rows.map((r) => r.label.intent))];
    for (const k of [...kinds, 'all']) {
      const rs = k === 'all' ? rows : rows.filter((r) => r.label.intent === k);
      const all = rs.filter(passes).length;
      out.push(`| ${k} | ${rs.length} | ${pct(rs.filter((r) => r.intent).length, rs.length)} | ${pct(rs.filter((r) => r.companies).length, rs.length)} | ${pct(rs.filter((r) => r.detail).length, rs.length)} | ${pct(rs.filter((r) => r.metric).length, rs.length)} | ${pct(rs.filter((r) => r.segment).length, rs.length)} | ${pct(all, rs.length)} |`);
    }
    out.push('');
    if (s === 'heldout' && !showHeldout) continue;
    const misses = rows.filter((r) => !passes(r));
    if (misses.length > 0) out.push(`### ${s} misses`, '');
    for (const r of misses) {
      const what = [!r.intent && 'intent', !r.companies && 'companies', !r.detail && 'detail', !r.metric && 'metric', !r.segment && 'segment'].filter(Boolean).join('+');
      out.push(`- ${r.label.id} [${r.label.intent} → ${what}] ${r.label.question}`);
      if (verbose) out.push(`    expected: ${r.label.companies.join('; ') || r.label.sector}${r.label.metricIds ? ` metric ${r.label.metricIds.join('|')}` : ''}${r.label.wanted ? ` ${r.label.wanted}` : ''}${r.label.segment !== undefined ? ` segment ${r.label.segment?.join('|') ?? 'none'}` : ''} | got ${r.got}`);
    }
    out.push('');
  }
  console.log(out.join('\n'));
}

main();
