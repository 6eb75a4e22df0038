/**
 * Graph evidence from the right side of the call. A triplet's evidence sentence must come from a
 * reply: one read from an analyst's question or the moderator's line (a workdir extracted before
 * the extraction skipped those turns, or an LLM that did not follow its prompt) states the
 * analyst's hypothesis, not the company's fact, and must never reach an answer. The turn is found
 * by the same classifier the extraction and the answerer use (src/core/text/turn-roles.ts), on the
 * edge's source chunk, read once per chunk and process.
 */
import type { Db } from '../../core/store/db.js';
import { isAskingRole, sentenceRoles, type TurnRole } from '../../core/text/turn-roles.js';
import type { EdgeAttrs } from './graph-api.js';
import type { RetrievalDeps } from './deps.js';

/** The role of the turn a sentence sits in, by source chunk id; null when either is not found. */
export type ChunkSentenceRole = (chunkId: string, sentence: string) => TurnRole | null;

/** Sentence roles in the workdir's chunks, each chunk's turns worked out once. */
export function chunkSentenceRoles(db: Db): ChunkSentenceRole {
  const read = db.prepare('SELECT text FROM chunks WHERE id = ?').pluck();
  const byChunk = new Map<string, ((sentence: string) => TurnRole | null) | null>();
  return (chunkId, sentence) => {
    let roleOf = byChunk.get(chunkId);
    if (roleOf === undefined) {
      const text = read.get(chunkId) as string | undefined;
      roleOf = text === undefined ? null : sentenceRoles(text);
      byChunk.set(chunkId, roleOf);
    }
    return roleOf === null ? null : roleOf(sentence);
  };
}

/**
 * Keeps an edge unless its evidence sentence was said in an asking turn of its chunk. Edges without
 * evidence or source chunk, and evidence not found in the chunk, are kept. Memoised per process.
 */
export function repliedEdges(deps: RetrievalDeps): (a: EdgeAttrs) => boolean {
  return deps.memo('replied-edges', () => {
    const roleOf = chunkSentenceRoles(deps.db);
    // An edge's attributes are the graph's own object: its verdict is kept with it for the process.
    const verdicts = new WeakMap<EdgeAttrs, boolean>();
    return (a: EdgeAttrs) => {
      let v = verdicts.get(a);
      if (v === undefined) {
        v = !a.chunkId || !a.evidence || !isAskingRole(roleOf(a.chunkId, a.evidence));
        verdicts.set(a, v);
      }
      return v;
    };
  });
}
