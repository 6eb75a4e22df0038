/**
 * The core of `hybridrag ask`, shared by the CLI and evaluation: resolve filters, retrieve with the
 * chosen mode, answer, and shape the result exactly as `ask --json` prints it. Everything heavy
 * (database, provider, HNSW index, graph) lives in AskDeps so a process answering many questions
 * loads it once.
 */
import type { Context, Mode } from '../retrieve/types.js';
import { retrieveContexts } from '../retrieve/contexts.js';
import type { RetrievalDeps } from '../retrieve/deps.js';
import { citationsFor } from './citations.js';
import type { Scope } from '../scope/types.js';
import { notInCorpusStatement, resolveScope, routeScope } from '../scope/resolve.js';
import { ownSearchQuestion } from '../plan/entity-question.js';
import { NOT_IN_CONTEXT } from '../../core/prompts/not-in-context.js';
import { useMetricFiles } from '../../core/vocabulary/metrics.js';
import { READER_INDEX_FILE, useReaderIndexFile } from '../../core/text/reader-index-file.js';
import { besideDb } from '../../core/store/db-path.js';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { comparedMetrics, planQuestion } from '../plan/plan.js';
import { singleFilters } from '../plan/parts.js';
import { dbFactLookup } from '../facts/lookup.js';
import { callsAnswering } from '../facts/call-period.js';
import { passageFacts } from '../facts/passage-facts.js';
import { answerFromFacts, type FactAnswer, factsStated, inPassages, leadWithFact } from './fact-answer.js';
import { retrieveEntities } from './entity-contexts.js';

import { type AskDeps, type AskOptions, type AskResult, type AskScope, toAskContext } from './ask-types.js';

export type { AskContext, AskDeps, AskOptions, AskResult, AskScope } from './ask-types.js';
export { toAskContext } from './ask-types.js';

/**
 * Answer one question with one mode, inside its scope (flags, else the question's). A question
 * naming only companies the corpus does not hold is answered with that statement, `refused`, and
 * no retrieval. Throws HybridRagError('NO_MATCH') when a filter matches nothing.
 */
export async function ask(question: string, opts: AskOptions, deps: AskDeps): Promise<AskResult> {
  const t0 = performance.now();
  // The question readers (search terms, the answerer) read the user's metric files too.
  useMetricFiles(deps.config.vocabulary?.metrics ?? []);
  // … and keep what they derive from the vocabulary beside the database, for the next process.
  useReaderIndexFile(besideDb(deps.db, READER_INDEX_FILE));
  const { scope, filters: resolved } = opts.scope
    ? { scope: opts.scope, filters: opts.filters ?? {} }
    : resolveScope(question, opts.filters ?? {}, deps.db, {
        autoScope: opts.autoScope ?? deps.config.scope?.autoScope ?? true,
        strict: opts.strictScope ?? false,
        fiscalYearStartMonth: deps.config.ingest.fiscalYearStartMonth ?? null,
        sectorFiles: deps.config.vocabulary?.sectors ?? [],
        companyFiles: deps.config.vocabulary?.companies ?? [],
        scope: deps.config.scope ?? { aliases: {}, sectors: {} },
      });
  const shown: AskScope = { ...scope, companies: scope.companies.map((c) => c.name) };
  if (routeScope(scope) === 'absent') {
    const t = round(performance.now() - t0);
    return { question, mode: opts.mode, answer: notInCorpusStatement(scope), citations: [], contexts: [], scope: shown, refused: true, timingsMs: { retrieve: t, answer: 0, total: t } };
  }
  // A value, a comparison or a threshold the calls state as facts is answered from them.
  const metrics = deps.metrics ?? vocabularyLexicon(deps.config.vocabulary?.metrics ?? []);
  const plan = planQuestion(question, scope, metrics);
  // The facts of the metrics asked, and of those that state them ("revenue grew 29%" for revenue growth).
  const factMetrics = [...new Set(plan.metrics.flatMap((id) => [id, ...(metrics.related?.(id) ?? [])]))];
  const facts = plan.intent === 'open' ? [] : callsAnswering(plan, (deps.facts ?? dbFactLookup(deps.db)).factsFor(null, factMetrics));
  // A threshold over a group, or a comparison of the metrics it names (comparedMetrics), is decided
  // on the facts; when they state none, the passages answer.
  const compared = comparedMetrics(plan);
  // A company none of whose stored facts answers is read in its own retrieved passages.
  const read = (passages: readonly Context[]) => (company: string) => passageFacts(plan, company, passages, metrics, facts.find((f) => f.company === company));
  if (plan.intent === 'threshold' || (plan.intent === 'comparison' && compared.length > 0)) {
    const decidedPlan = { ...plan, metrics: plan.intent === 'comparison' ? compared : plan.metrics };
    let decided = answerFromFacts(decidedPlan, facts, metrics);
    // A comparison's figures are cited in their passages, each company's retrieved as a comparison answered from the text retrieves it.
    const passages = plan.intent === 'comparison' && plan.parts && !plan.parts.group ? await comparisonPassages(plan.parts.entities, { ...opts, filters: resolved }, deps) : [];
    // Companies with no stored figure, or none a threshold can be compared with.
    const missing = new Set(plan.companies.filter((c) => !decided?.used.some((u) => u.company === c && u.fact && u.qualifies !== null)));
    if (missing.size > 0 && plan.parts) {
      const own = plan.intent === 'comparison' ? passages : await comparisonPassages(plan.parts.entities.filter((e) => missing.has(e.company)), { ...opts, filters: resolved }, deps);
      decided = answerFromFacts(decidedPlan, facts, metrics, read(own));
    }
    if (decided) return factResult(question, opts.mode, inPassages(decided, passages), shown, t0);
  }
  let filters = resolved;
  if (routeScope(scope) === 'multi') {
    // Comparisons and group questions: each company (or period) retrieves and is answered on its own.
    // Loaded for comparisons and group questions only: a single-company question never needs it.
    const single = singleFilters(plan.parts!, filters);
    if (!single) {
      const { askMulti } = await import('./multi.js');
      const multi = await askMulti(plan.parts!, scope, { ...opts, filters, scope }, deps);
      return { ...multi, scope: shown, refused: multi.parts.length > 0 && multi.parts.every((p) => !p.found) };
    }
    filters = single;
  }
  // 'single' and 'none' retrieve with these filters; one company's chunks are searched without its name.
  const retrieved = await retrieveScoped(question, scope, { ...opts, filters }, deps);
  // One company's value: the fact its call states leads the contexts, and is the answer of an answerer that states facts.
  const stated = plan.intent === 'value' ? answerFromFacts(plan, facts, metrics, read(retrieved)) : null;
  const contexts = stated ? leadWithFact(retrieved, stated) : retrieved;
  const t1 = performance.now();
  if (!contexts.some((c) => c.kind !== 'subquery')) {
    // Nothing to answer from: no answerer (no model call), and the answer says why.
    const t = round(t1 - t0);
    return {
      question, mode: opts.mode, answer: `${NOT_IN_CONTEXT} ${noContextReason(opts.mode, deps)}`, refused: true, citations: [],
      contexts: contexts.map(toAskContext), scope: shown, timingsMs: { retrieve: t, answer: 0, total: t },
    };
  }
  const answer = stated && deps.answerer.statesFacts ? { text: stated.text, cited: [1], refused: false } : await deps.answerer.answer(question, contexts, opts.signal, { period: plan.period, forward: plan.wanted === 'guidance' });
  const t2 = performance.now();
  return {
    question,
    mode: opts.mode,
    answer: answer.text,
    refused: answer.refused,
    ...(answer.truncated ? { truncated: true } : {}),
    citations: citationsFor(answer.cited, contexts),
    contexts: contexts.map(toAskContext),
    scope: shown,
    ...(stated ? { facts: factsStated(stated) } : {}),
    timingsMs: { retrieve: round(t1 - t0), answer: round(t2 - t1), total: round(t2 - t0) },
  };
}

/**
 * A single-company (or unscoped) question's contexts: inside one company, searched without its name
 * (see ownSearchQuestion); with the name after all when that finds nothing (graph mode may know the
 * question's subject only as a neighbour of the company: "BHARTIARTL's India business").
 */
export async function retrieveScoped(question: string, scope: Scope, opts: AskOptions, deps: RetrievalDeps): Promise<Context[]> {
  const searched = scope.companies.length === 1 ? ownSearchQuestion(question, scope.companies[0]!) : question;
  const contexts = await retrieveContexts(searched, opts, deps);
  if (searched === question || contexts.some((c) => c.kind !== 'subquery')) return contexts;
  return retrieveContexts(question, opts, deps);
}

/** Why a mode retrieved nothing: for the graph modes, whether the knowledge graph is empty. */
export function noContextReason(mode: Mode, deps: Pick<RetrievalDeps, 'db'>): string {
  if (mode === 'vector') return 'No passage was retrieved for this question.';
  const triplets = deps.db.prepare('SELECT count(*) FROM triplets').pluck().get() as number;
  if (triplets === 0) {
    return `The knowledge graph is empty (no triplets extracted) and the entity-graph walk reached no passage, so ${mode} mode had no graph context and the model was not asked: run \`hybridrag ingest\`, or use --mode vector.`;
  }
  return `${mode} mode found nothing in the knowledge graph or the passages for this question, so the model was not asked.`;
}

/**
 * Every compared company's own retrieved contexts, in turn: its own search only, not the second one
 * with the words the companies' passages share, which the facts make unnecessary (and which reads
 * the store's full-text scoring, so a PostgreSQL store would cite other passages than SQLite).
 */
async function comparisonPassages(entities: Parameters<typeof retrieveEntities>[0], opts: AskOptions, deps: AskDeps): Promise<Context[]> {
  const retrieved = await retrieveEntities(entities, opts, deps, { retrieve: 0 }, false);
  return retrieved.flatMap((r) => (Array.isArray(r) ? r : []));
}

/** The result of an answer from facts: the facts' sentences are its contexts. */
function factResult(question: string, mode: Mode, a: FactAnswer, scope: AskScope, t0: number): AskResult {
  const t = round(performance.now() - t0);
  return {
    question, mode, answer: a.text, refused: false, citations: citationsFor(a.cited, a.contexts), contexts: a.contexts.map(toAskContext), scope,
    facts: factsStated(a), ...(a.parts ? { parts: a.parts } : {}), timingsMs: { retrieve: t, answer: 0, total: t },
  };
}


function round(ms: number): number {
  return Math.round(ms * 10) / 10;
}
