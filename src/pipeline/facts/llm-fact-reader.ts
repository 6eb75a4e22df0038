/**
 * Facts read by a model: the same management sentences the rules read (managementSentences), in
 * batches, each sent with the company, the call's period and the metrics the batch names; every
 * item of the reply becomes a Fact with the rules' id, page and speaker scheme. An item that does
 * not fit the fact schema (an unknown metric id, unit or kind, a sentence number outside the
 * batch) is dropped and counted; a reply that is not `{ "facts": [...] }` gets one repair attempt,
 * then its batch is quarantined (completeJson) and counted. Provider errors (network, budget,
 * abort) are thrown.
 */
import type { Fact } from '../../core/fact.js';
import { factItemSchema, factReplyShape, factsPrompt, type FactItem, type FactPromptMetric, type FactVars, metricLines, sentenceLines } from '../../core/prompts/facts.js';
import type { PromptModule } from '../../core/prompts/define.js';
import type { QuarantineSink } from '../../core/providers/quarantine.js';
import { completeJson } from '../../core/providers/structured.js';
import type { LanguageModel } from '../../core/providers/types.js';
import { vocabularyLexicon } from '../../core/vocabulary/metric-lexicon.js';
import { loadMetrics } from '../../core/vocabulary/metrics.js';
import { dedupe, factId, type FactDocument, forSectors, type ManagementSentence, managementSentences } from './read-facts.js';

/** Sentences sent in one request. */
export const FACT_BATCH_SENTENCES = 40;

/** What a reader made of a document: its facts, the items it dropped, the batches it quarantined. */
export interface FactReading {
  facts: Fact[];
  /** Items of valid replies that did not fit the fact schema. */
  dropped: number;
  /** Batches whose reply stayed unusable (recorded in the quarantine). */
  quarantined: number;
}

export interface LlmFactReaderOptions {
  prompt?: PromptModule<FactVars>;
  /** A user's own metric vocabulary files (config `vocabulary.metrics`). */
  metricFiles?: readonly string[];
  batchSentences?: number;
  /** max_tokens of a reply (config openai.maxTokens.extraction). */
  maxTokens?: number;
}

export class LlmFactReader {
  /** The model's id ("openai:gpt-4o-mini"). */
  readonly id: string;
  /** The prompt's id and effective version ("facts.read@1"). */
  readonly version: string;
  private readonly prompt: PromptModule<FactVars>;

  constructor(
    private readonly model: LanguageModel,
    /** Where an unusable reply's quarantine row goes. */
    private readonly quarantine: QuarantineSink,
    private readonly opts: LlmFactReaderOptions = {},
  ) {
    this.prompt = opts.prompt ?? factsPrompt;
    this.id = model.id;
    this.version = `${this.prompt.id}@${this.prompt.version}`;
  }

  async read(doc: FactDocument, signal?: AbortSignal): Promise<FactReading> {
    const metricFiles = this.opts.metricFiles ?? [];
    const lexicon = forSectors(vocabularyLexicon(metricFiles), doc.sectors ?? []);
    const vocab = loadMetrics(metricFiles);
    const size = Math.max(1, this.opts.batchSentences ?? FACT_BATCH_SENTENCES);
    const sentences = managementSentences(doc);
    const period = doc.quarter && doc.year ? `${doc.quarter} ${doc.year}` : (doc.year ?? 'unknown');
    const reading: FactReading = { facts: [], dropped: 0, quarantined: 0 };
    for (let from = 0, n = 1; from < sentences.length; from += size, n++) {
      if (signal?.aborted) throw signal.reason ?? new Error('aborted');
      const batch = sentences.slice(from, from + size);
      // The metrics the batch names (by a name or an abbreviation): none, no figure to read.
      const named = new Map<string, FactPromptMetric>();
      for (const s of batch) {
        for (const m of lexicon.mentions(s.text)) {
          const metric = vocab.byId.get(m.id);
          const unit = lexicon.unit(m.id);
          if (metric && unit && !named.has(m.id)) named.set(m.id, { id: m.id, names: [...metric.names, ...metric.abbreviations], unit });
        }
      }
      if (named.size === 0) continue;
      const req = this.prompt.request(
        { company: doc.company ?? 'unknown', period, metrics: metricLines([...named.values()]), sentences: sentenceLines(batch.map((s) => s.text)) },
        { stage: 'facts', signal, maxTokens: this.opts.maxTokens },
      );
      const r = await completeJson(this.model, req, factReplyShape, { sink: this.quarantine, itemId: `${doc.docId}#${n}` });
      if (!r.ok) {
        reading.quarantined++;
        continue;
      }
      const at = new Map<number, number>();
      for (const raw of r.value.facts) {
        const item = factItemSchema.safeParse(raw);
        const s = item.success ? batch[item.data.sentence - 1] : undefined;
        if (!item.success || !s || !lexicon.unit(item.data.metric)) {
          reading.dropped++;
          continue;
        }
        const k = at.get(item.data.sentence) ?? 0;
        at.set(item.data.sentence, k + 1);
        reading.facts.push(toFact(doc, s, item.data, k, lexicon.mentions(s.text).find((m) => m.id === item.data.metric)?.text ?? vocab.byId.get(item.data.metric)?.names[0] ?? item.data.metric));
      }
    }
    reading.facts = dedupe(reading.facts);
    return reading;
  }
}

/** An item as a Fact: its id from the figure's place in the sentence (after the sentence's end when it is not written as given). */
function toFact(doc: FactDocument, s: ManagementSentence, item: FactItem, k: number, metricText: string): Fact {
  const found = s.text.indexOf(item.value_text);
  const at = found >= 0 ? found : s.text.length + k;
  const text = (v: string | null): string | null => v?.trim() || null;
  return {
    id: factId(doc.docId, s.page, s.text, at, item.metric),
    docId: doc.docId,
    company: doc.company,
    segment: text(item.segment),
    metric: item.metric,
    metricText,
    value: item.value,
    valueHigh: item.value_high,
    valueText: item.value_text,
    unit: item.unit,
    currency: text(item.currency)?.toLowerCase() ?? null,
    period: item.period,
    periodText: text(item.period_text),
    kind: item.kind,
    basis: item.basis,
    // The model is not asked the measure basis; the rules reader reads it from the words.
    measure: null,
    sentence: s.text,
    page: s.page,
    speaker: s.speaker,
    // The figure's place on the page when the sentence was found there (at the sentence's end when the figure is not written as given).
    position: s.offset == null ? null : s.offset + Math.min(at, s.text.length),
  };
}
