/**
 * `hybridrag facts --company X [--metric M] [--kind K] [--json|--csv] [--limit N]`: the typed facts
 * stored for a company (read from its calls at ingest), as a table, a JSON array of facts or CSV.
 * The company is resolved as `ask --company` resolves it (an unknown one is NO_MATCH with the
 * closest names); the metric matches a fact's metric id or the words its call used, ignoring case.
 * Reads the workdir, or a PostgreSQL store's local replica.
 */
import type { Command } from 'commander';
import type { Config } from '../../core/config/config.js';
import type { Db } from '../../core/store/db.js';
import { openReadSource } from '../../app/read-source.js';
import { periodLabel, type Fact } from '../../core/fact.js';
import { factsCsv, metricMatcher } from '../../core/fact-text.js';
import { HybridRagError } from '../../core/errors.js';
import { factsFor } from '../../core/store/sqlite/facts.js';
import { resolveCompanyName } from '../../query/scope/resolve.js';
import type { FactsFlags } from '../commands/facts.js';
import { commandContext } from '../context.js';
import type { Output } from '../ui/output.js';

export async function runFacts(cmd: Command, flags: FactsFlags): Promise<void> {
  if (flags.json && flags.csv) throw new HybridRagError('USAGE', '--json and --csv cannot be used together', { hint: 'choose one output format' });
  const { config, out } = await commandContext(cmd);
  const source = await openReadSource(config);
  let company: string;
  let all: Fact[];
  try {
    company = companyOf(flags.company, source.db, config);
    all = factsFor(source.db, { company, kind: flags.kind });
  } finally {
    await source.close();
  }
  const matches = flags.metric === undefined ? all : all.filter(metricMatcher(flags.metric));
  const facts = flags.limit === undefined ? matches : matches.slice(0, flags.limit);
  if (flags.json) out.json(facts);
  else if (flags.csv) out.raw(factsCsv(facts));
  else printTable(out, facts);
  if (facts.length === 0) out.info(noFactsLine(company, flags, all));
  else if (facts.length < matches.length) out.info(`${facts.length} of ${matches.length} facts (--limit ${flags.limit})`);
}

/** The stored company `--company` names (--company is required here: the usual hint to drop it does not apply). */
function companyOf(value: string, db: Db, config: Config): string {
  try {
    return resolveCompanyName(value, db, config);
  } catch (err) {
    if (!(err instanceof HybridRagError && err.code === 'NO_MATCH')) throw err;
    throw new HybridRagError('NO_MATCH', err.message, { hint: 'run `hybridrag status` to list the ingested companies' });
  }
}

function noFactsLine(company: string, flags: FactsFlags, all: readonly Fact[]): string {
  const kind = flags.kind ? ` ${flags.kind}` : '';
  if (flags.metric !== undefined && all.length > 0) {
    const metrics = [...new Set(all.map((f) => f.metric))].sort();
    const shown = metrics.slice(0, 12).join(', ') + (metrics.length > 12 ? `, … (${metrics.length} in all)` : '');
    return `no${kind} facts of metric "${flags.metric}" for ${company}; its metrics: ${shown}`;
  }
  return `no${kind} facts stored for ${company} (its calls state no figure of a known metric, or ingest has not read them yet)`;
}

const COLUMNS = ['company', 'segment', 'metric', 'value', 'period', 'kind', 'page', 'sentence'] as const;
/** Widest a column other than the sentence is shown; the sentence is cut to SENTENCE characters. */
const MAX_WIDTH = 32;
const SENTENCE = 80;

const cut = (s: string, n: number): string => (s.length <= n ? s : `${s.slice(0, n - 1)}…`);

function cells(f: Fact): Record<(typeof COLUMNS)[number], string> {
  return {
    company: f.company ?? '',
    segment: f.segment ?? '',
    metric: f.metric,
    value: f.valueText,
    period: periodLabel(f.period),
    kind: (f.kind === 'change' && f.basis ? `change ${f.basis}` : f.kind) + (f.measure ? ` ${f.measure}` : ''),
    page: String(f.page),
    sentence: f.sentence.replace(/\s+/g, ' ').trim(),
  };
}

function printTable(out: Output, facts: readonly Fact[]): void {
  if (facts.length === 0) return;
  const rows = facts.map(cells);
  const width = new Map(COLUMNS.map((c) => [c, c === 'sentence' ? SENTENCE : Math.min(MAX_WIDTH, Math.max(c.length, ...rows.map((r) => r[c].length)))]));
  const line = (r: Record<(typeof COLUMNS)[number], string>): string =>
    COLUMNS.map((c) => (c === 'sentence' ? cut(r[c], SENTENCE) : c === 'page' ? r[c].padStart(width.get(c)!) : cut(r[c], width.get(c)!).padEnd(width.get(c)!))).join('  ').trimEnd();
  out.print(out.c.bold(line(Object.fromEntries(COLUMNS.map((c) => [c, c])) as Record<(typeof COLUMNS)[number], string>)));
  for (const r of rows) out.print(line(r));
}
