/**
 * Tier 1 of the offline chain: extractive condensation. Keeps the sentences of management's
 * replies that carry facts — figures, metrics, periods, named entities, corporate events, causes —
 * in their original order, one turn a line with its speaker's name in front, so the refined text
 * still says who said it. Analysts' turns and the moderator's (src/core/text/turn-roles.ts) are
 * left out whole: a question's figures are the analyst's hypotheses, not the company's facts.
 * Call pleasantries and boilerplate are dropped. Pure and deterministic; no model involved.
 */
import { splitSentences } from '../../../core/text/sentences.js';
import type { ChunkInput, ChunkRefiner } from '../types.js';
import { factScore } from '../../../core/text/fact-sentences.js';
import { isModerator } from '../../../core/text/turns.js';
import { roleTurns, turnBody } from '../../../core/text/turn-roles.js';
import { defaultConfig } from '../../../core/config/shape.js';

const MIN_SCORE_DEFAULT = defaultConfig().extract.refineMinScore;

/** The rules' version: bump it when what is kept changes (stored refinements are then redone). */
const RULES_VERSION = '2';

export class ExtractiveRefiner implements ChunkRefiner {
  readonly id = 'local:extractive';
  /** Rules version, plus the threshold when not the default (stored refinements are then redone). */
  readonly version: string;

  /** `minScore`: the least `factScore` a sentence needs to be kept (config extract.refineMinScore). */
  constructor(private readonly minScore = MIN_SCORE_DEFAULT) {
    this.version = minScore === MIN_SCORE_DEFAULT ? RULES_VERSION : `${RULES_VERSION}+minScore=${minScore}`;
  }

  async refine(chunk: ChunkInput, signal?: AbortSignal): Promise<string> {
    signal?.throwIfAborted();
    return this.refineText(chunk.text, chunk.speaker);
  }

  /**
   * The refined text of one chunk (synchronous core of `refine`). `speaker` (the chunk's main
   * speaker) names an unlabelled opening turn, the rest of a reply begun in the chunk before.
   */
  refineText(text: string, speaker: string | null): string {
    const lines: string[] = [];
    for (const turn of roleTurns(text)) {
      if (turn.role !== 'reply') continue;
      const kept = splitSentences(turnBody(turn)).filter((s) => factScore(s) >= this.minScore);
      if (kept.length === 0) continue;
      const who = (turn.speaker ?? (lines.length === 0 ? speaker : null))?.trim() || null;
      lines.push(who && !isModerator(who) ? `${who}: ${kept.join(' ')}` : kept.join(' '));
    }
    return lines.join('\n');
  }
}
