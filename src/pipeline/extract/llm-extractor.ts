/**
 * Tier 2 on a language model: the triplet prompt, a JSON reply validated against the schema, one
 * repair attempt, then quarantine (the chunk is recorded in `quarantine` and reported, never dropped).
 * Triplets read from an analyst's question or the moderator's line are left out (turn-roles.ts).
 */
import { tripletPrompt, type TripletVars } from '../../core/prompts/triplets.js';
import type { PromptModule } from '../../core/prompts/define.js';
import { completeJson } from '../../core/providers/structured.js';
import type { LanguageModel } from '../../core/providers/types.js';
import type { QuarantineSink } from '../../core/providers/quarantine.js';
import type { Triplet } from '../../core/domain.js';
import { evidenceCandidates, toTriplets, tripletReplySchema } from '../../core/prompts/triplet-parse.js';
import { isAskingRole, sentenceRoles } from '../../core/text/turn-roles.js';
import type { ChunkInput, TripletExtractor } from './types.js';

export class LlmTripletExtractor implements TripletExtractor {
  readonly id: string;
  readonly version: string;

  constructor(
    private readonly model: LanguageModel,
    /** Where an unusable reply's quarantine row goes. */
    private readonly quarantine: QuarantineSink,
    private readonly prompt: PromptModule<TripletVars> = tripletPrompt,
    /** max_tokens of a triplet reply (config openai.maxTokens.extraction). */
    private readonly maxTokens = 2048,
  ) {
    this.id = model.id;
    this.version = prompt.version;
  }

  async extract(refined: string, chunk: ChunkInput, signal?: AbortSignal): Promise<Triplet[] | null> {
    const req = this.prompt.request(
      {
        company: chunk.meta.company ?? 'unknown',
        ticker: chunk.meta.ticker ?? 'unknown',
        quarter: chunk.meta.quarter ?? 'unknown',
        year: chunk.meta.year ?? 'unknown',
        text: refined,
      },
      { stage: 'extract', signal, maxTokens: this.maxTokens },
    );
    const r = await completeJson(this.model, req, tripletReplySchema, { sink: this.quarantine, itemId: chunk.chunkId });
    if (!r.ok) return null;
    // Evidence is looked up in the original chunk, so every triplet points at words a reader can
    // find on the page, and in a reply: a triplet whose words only an analyst's question or the
    // moderator's line holds states no fact of the company's, and is left out.
    const roleOf = sentenceRoles(chunk.text);
    return toTriplets(r.value).flatMap((t) => {
      const found = evidenceCandidates(chunk.text, t.head, t.object);
      if (found.length === 0) return [t];
      const said = found.find((s) => !isAskingRole(roleOf(s)));
      return said === undefined ? [] : [{ ...t, evidence: said }];
    });
  }
}
