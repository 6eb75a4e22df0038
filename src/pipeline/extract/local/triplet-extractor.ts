/**
 * Tier 2 of the offline chain: rule-based triplet extraction on wink-nlp (tokens, parts of speech,
 * custom entities for metrics and roles) plus the shared quantity patterns. Deterministic: the same
 * text and metadata always give the same triplets, in the same order.
 */
import type { WinkMethods } from 'wink-nlp';
import type { Triplet } from '../../../core/domain.js';
import { normaliseEntityText } from '../../../core/text/quantities.js';
import { splitSentences } from '../../../core/text/sentences.js';
import { withoutSpeakerLabel } from '../../../core/text/turns.js';
import type { ChunkInput, TripletExtractor } from '../types.js';
import { eventTriplets } from './event-rules.js';
import { figureTriplets, type RuleContext } from './figure-rules.js';
import { createNlp, modelSentence } from './sentence-model.js';
import { defaultConfig } from '../../../core/config/shape.js';

/**
 * Sentences longer than this are table rows or run-on PDF text: not worth a parse (config
 * extract.maxSentenceChars).
 */
const MAX_SENTENCE_CHARS = defaultConfig().extract.maxSentenceChars;

/** The rules' version (2: speaker labels with a firm's name stripped too). */
const RULES_VERSION = '2';

export class RuleTripletExtractor implements TripletExtractor {
  readonly id = 'local:rules';
  /**
   * Bump the base when the rules change: stored triplets of older versions are re-extracted. A
   * non-default sentence limit is part of the version too.
   */
  readonly version: string;

  private nlpInstance: WinkMethods | undefined;
  private readonly isCommonWord?: (w: string) => boolean;
  private readonly maxSentenceChars: number;

  /** `nlp` is built on first use, so asking for `id`/`version` costs nothing. */
  constructor(opts: { nlp?: WinkMethods; isCommonWord?: (lowerWord: string) => boolean; maxSentenceChars?: number } = {}) {
    this.nlpInstance = opts.nlp;
    this.isCommonWord = opts.isCommonWord;
    this.maxSentenceChars = opts.maxSentenceChars ?? MAX_SENTENCE_CHARS;
    this.version = this.maxSentenceChars === MAX_SENTENCE_CHARS ? RULES_VERSION : `${RULES_VERSION}+maxSentenceChars=${this.maxSentenceChars}`;
  }

  private get nlp(): WinkMethods {
    this.nlpInstance ??= createNlp();
    return this.nlpInstance;
  }

  async extract(refined: string, chunk: ChunkInput, signal?: AbortSignal): Promise<Triplet[]> {
    const ctx: RuleContext = { company: chunk.meta.company, isCommonWord: this.isCommonWord };
    const out: Triplet[] = [];
    for (const sentence of splitSentences(refined)) {
      signal?.throwIfAborted();
      // "Rajesh Gopinathan: Revenue grew ...": the speaker is not a subject.
      out.push(...this.extractSentence(withoutSpeakerLabel(sentence), ctx));
    }
    return dedupe(out);
  }

  /** Triplets of one sentence (exposed for the gold-set scorer and tests). */
  extractSentence(sentence: string, ctx: RuleContext): Triplet[] {
    if (sentence.length > this.maxSentenceChars || !/\p{L}/u.test(sentence)) return [];
    // Questions (analysts' mostly) carry hypotheses and others' numbers, not the company's facts.
    if (/\?["')\]]*$/.test(sentence.trim())) return [];
    ctx = { isCommonWord: this.isCommonWord, ...ctx };
    const m = modelSentence(this.nlp, sentence);
    return dedupe([...figureTriplets(m, ctx), ...eventTriplets(m, ctx)]);
  }
}

function dedupe(ts: Triplet[]): Triplet[] {
  const seen = new Set<string>();
  return ts.filter((t) => {
    const k = `${normaliseEntityText(t.head)}|${t.relation}|${normaliseEntityText(t.object)}`;
    if (seen.has(k) || normaliseEntityText(t.head) === normaliseEntityText(t.object)) return false;
    seen.add(k);
    return true;
  });
}
