/**
 * The core of `hybridrag ask`, shared by the CLI and evaluation: resolve filters, retrieve with the
 * chosen mode, answer, and shape the result exactly as `ask --json` prints it. Everything heavy
 * (database, provider, HNSW index, graph) lives in AskDeps so a process answering many questions
 * loads it once.
 */
import type { Context } from '../retrieve/types.js';
import { noContextReason, retrieveScoped } from '../retrieve/contexts.js';
import { citationsFor } from './citations.js';
import { notInCorpusStatement, resolveScope, routeScope } from '../scope/resolve.js';
import { NOT_IN_CONTEXT } from '../../core/prompts/not-in-context.js';
import { useVocabularyFiles } from '../../core/vocabulary/question-files.js';
import { READER_INDEX_FILE, useReaderIndexFile } from '../../core/text/reader-index-file.js';
import { besideDb } from '../../core/store/db-path.js';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { comparedMetrics, comparisonMetrics, planQuestion } from '../plan/plan.js';
import { singleFilters } from '../plan/parts.js';
import { dbFactLookup } from '../facts/lookup.js';
import { planFacts } from '../facts/bar.js';
import { callRead, passageFacts } from '../facts/passage-facts.js';
import { answerFromFacts } from './fact-answer.js';
import { factParts, factsStated, inPassages, leadWithFact } from '../facts/fact-parts.js';
import type { PartDraft } from './compose.js';
import { castsOf } from '../retrieve/call-casts.js';
import { textValueLine, valueFromText } from '../facts/text-figure.js';
import { type EntitySearch, retrieveEntities } from '../retrieve/entity-contexts.js';
import { type AskDeps, type AskOptions, type AskResult, type AskScope, roundMs as round, toAskContext } from './ask-types.js';

export type { AskDeps, AskResult } from './ask-types.js';

/**
 * Answer one question with one mode, inside its scope (flags, else the question's). A question
 * naming only companies the corpus does not hold is answered with that statement, `refused`, and
 * no retrieval. Throws HybridRagError('NO_MATCH') when a filter matches nothing.
 */
export async function ask(question: string, opts: AskOptions, deps: AskDeps): Promise<AskResult> {
  const t0 = performance.now();
  // The question readers (search terms, the answerer, the business asked) read the user's metric and segment files too.
  useVocabularyFiles(deps.config.vocabulary ?? {});
  // … and keep what they derive from the vocabulary beside the database, for the next process.
  useReaderIndexFile(besideDb(deps.db, READER_INDEX_FILE));
  const { scope, filters: resolved } = opts.scope
    ? { scope: opts.scope, filters: opts.filters ?? {} }
    : resolveScope(question, opts.filters ?? {}, deps.db, {
        autoScope: opts.autoScope ?? deps.config.scope?.autoScope ?? true,
        strict: opts.strictScope ?? false,
        fiscalYearStartMonth: deps.config.ingest.fiscalYearStartMonth ?? null,
        sectorFiles: deps.config.vocabulary?.sectors ?? [], companyFiles: deps.config.vocabulary?.companies ?? [],
        scope: deps.config.scope ?? { aliases: {}, sectors: {} },
      });
  const shown: AskScope = { ...scope, companies: scope.companies.map((c) => c.name) };
  const result = (answer: { text: string; refused: boolean; cited: readonly number[]; truncated?: boolean }, contexts: readonly Context[], more: Partial<AskResult>, timingsMs: AskResult['timingsMs']): AskResult =>
    ({ question, mode: opts.mode, answer: answer.text, refused: answer.refused, ...(answer.truncated ? { truncated: true } : {}), citations: citationsFor(answer.cited, contexts), contexts: contexts.map(toAskContext), scope: shown, ...more, timingsMs });
  // A result given without the answerer (no model call): its time is all retrieval.
  const unanswered = (text: string, refused: boolean, contexts: readonly Context[], cited: number[] = [], more: Partial<AskResult> = {}): AskResult => {
    const t = round(performance.now() - t0);
    return result({ text, refused, cited }, contexts, more, { retrieve: t, answer: 0, total: t });
  };
  if (routeScope(scope) === 'absent') return unanswered(notInCorpusStatement(scope), true, []);
  // A value, a comparison or a threshold the calls state as facts is answered from them.
  const metrics = deps.metrics ?? vocabularyLexicon(deps.config.vocabulary?.metrics ?? []);
  // The facts of the metrics asked, and of those that state them; a group's bar read from the named company's own figure.
  const { plan, facts } = planFacts(planQuestion(question, scope, metrics), deps.facts ?? dbFactLookup(deps.db), metrics);
  opts.onPlan?.(plan, facts);
  // A threshold over a group, or a comparison of the metrics it names (comparedMetrics), is decided
  // on the facts; when they state none, the passages answer.
  const compared = comparedMetrics(plan);
  // A company none of whose stored facts answers is read in its own retrieved passages.
  const read = (passages: readonly Context[]) => (company: string) => passageFacts(plan, company, passages, metrics, callRead(facts, company));
  // A comparison not every company's facts answer: those that do are answered from them, the others from the text.
  let known: Map<string, PartDraft> | undefined;
  if (plan.intent === 'threshold' || (plan.intent === 'comparison' && compared.length > 0)) {
    const decidedPlan = { ...plan, metrics: plan.intent === 'comparison' ? comparisonMetrics(plan, (id) => metrics.unit(id)) : plan.metrics };
    let decided = answerFromFacts(decidedPlan, facts, metrics);
    // Each company's own retrieved passages, without the second search with the words the
    // companies' passages share, which the facts make unnecessary.
    const own = async (entities: readonly EntitySearch[]) => (await retrieveEntities(entities, { ...opts, filters: resolved }, deps, { retrieve: 0 }, false)).flatMap((r) => r ?? []);
    // A comparison's figures are cited in their passages, each company's retrieved as a comparison answered from the text retrieves it.
    const passages = plan.intent === 'comparison' && plan.parts && !plan.parts.group ? await own(plan.parts.entities) : [];
    // Companies with no stored figure, or none a threshold can be compared with.
    const missing = new Set(plan.companies.filter((c) => !decided?.used.some((u) => u.company === c && u.fact && u.qualifies !== null)));
    if (missing.size > 0 && plan.parts) {
      const searched = plan.intent === 'comparison' ? passages : await own(plan.parts.entities.filter((e) => missing.has(e.company)));
      decided = answerFromFacts(decidedPlan, facts, metrics, read(searched));
    }
    if (decided) {
      const a = inPassages(decided, passages);
      return unanswered(a.text, false, a.contexts, a.cited, { facts: factsStated(a), ...(a.parts ? { parts: a.parts } : {}) });
    }
    if (plan.intent === 'comparison') known = factParts(decidedPlan, facts, metrics, passages, read(passages), castsOf(deps.db));
  }
  let filters = resolved;
  if (routeScope(scope) === 'multi') {
    // Comparisons and group questions: each company (or period) retrieves and is answered on its own.
    // Loaded for comparisons and group questions only: a single-company question never needs it.
    const single = singleFilters(plan.parts!, filters);
    if (!single) {
      const { askMulti } = await import('./multi.js');
      const multi = await askMulti(plan.parts!, scope, { ...opts, filters, scope }, deps, known);
      return { ...multi, scope: shown, refused: multi.parts.length > 0 && multi.parts.every((p) => !p.found) };
    }
    filters = single;
  }
  // 'single' and 'none' retrieve with these filters; one company's chunks are searched without its name.
  const retrieved = await retrieveScoped(question, scope, { ...opts, filters }, deps);
  // One company's value: the fact its call states leads the contexts, and is the answer of an answerer that states facts.
  const stated = plan.intent === 'value' || plan.intent === 'trend' ? answerFromFacts(plan, facts, metrics, read(retrieved)) : null;
  // A trend's figures, each cited in its passage.
  if (plan.intent === 'trend' && stated) return (({ text, contexts, cited }) => unanswered(text, false, contexts, cited, { facts: factsStated(stated) }))(inPassages(stated, retrieved));
  // A figure read from a passage gives way to the retrieved sentence that matches the question better.
  const only = stated?.used.length === 1 ? stated.used[0]! : null;
  const fromText = only?.fact && deps.answerer.statesFacts ? valueFromText(plan, only.company, retrieved, metrics, only.fact) : null;
  if (fromText) return unanswered(textValueLine(only!.company, fromText), false, retrieved, [fromText.context + 1]);
  const contexts = stated ? leadWithFact(retrieved, stated) : retrieved;
  // Nothing to answer from: the answer says why.
  if (!contexts.some((c) => c.kind !== 'subquery')) return unanswered(`${NOT_IN_CONTEXT} ${noContextReason(opts.mode, deps)}`, true, contexts);
  const t1 = performance.now();
  const answer = stated && deps.answerer.statesFacts ? { text: stated.text, cited: [1], refused: false } : await deps.answerer.answer(question, contexts, opts.signal, { period: plan.period, forward: plan.wanted === 'guidance' });
  const t2 = performance.now();
  return result(answer, contexts, stated ? { facts: factsStated(stated) } : {}, { retrieve: round(t1 - t0), answer: round(t2 - t1), total: round(t2 - t0) });
}
