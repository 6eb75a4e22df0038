/**
 * Tier 1 of the offline chain: extractive condensation. Keeps the sentences that carry facts —
 * figures, metrics, periods, named entities, corporate events, causes — in their original order,
 * drops call pleasantries and moderator boilerplate, and keeps the speaker's name in front so the
 * refined text still says who said it. Pure and deterministic; no model involved.
 */
import { splitSentences } from '../../../core/text/sentences.js';
import type { ChunkInput, ChunkRefiner } from '../types.js';
import { factScore, } from '../../../core/text/fact-sentences.js';
import { defaultConfig } from '../../../core/config/config.js';

const MIN_SCORE_DEFAULT = defaultConfig().extract.refineMinScore;

export class ExtractiveRefiner implements ChunkRefiner {
  readonly id = 'local:extractive';
  /** Rules version, plus the threshold when not the default (stored refinements are then redone). */
  readonly version: string;

  /** `minScore`: the least `factScore` a sentence needs to be kept (config extract.refineMinScore). */
  constructor(private readonly minScore = MIN_SCORE_DEFAULT) {
    this.version = minScore === MIN_SCORE_DEFAULT ? '1' : `1+minScore=${minScore}`;
  }

  async refine(chunk: ChunkInput, signal?: AbortSignal): Promise<string> {
    signal?.throwIfAborted();
    return this.refineText(chunk.text, chunk.speaker);
  }

  /** The refined text of one chunk (synchronous core of `refine`). */
  refineText(text: string, speaker: string | null): string {
    const kept = splitSentences(text).filter((s) => factScore(s) >= this.minScore);
    if (kept.length === 0) return '';
    const body = kept.join(' ');
    const who = speaker && !/^(?:moderator|operator)$/i.test(speaker.trim()) ? speaker.trim() : null;
    return who && !body.startsWith(`${who}:`) ? `${who}: ${body}` : body;
  }
}
