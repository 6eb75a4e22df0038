/**
 * How much of the knowledge graph speaks with an analyst's voice: triplets whose evidence sentence
 * sits in an asking turn of its chunk (an analyst's question or the moderator's line, as
 * src/core/text/turn-roles.ts tells them), graph-channel context lines of that kind retrieved for
 * a question set (each question with its dataset filters, as `eval` asks it), and offline answers
 * (the extractive answerer on those contexts) that quote such a line.
 *
 *   npx tsx bench/analyst-evidence.ts --workdir DIR [--dataset /tmp/nifty-qa.jsonl] [--modes graph,hybrid] [--show N]
 *
 * DIR is an ingested workdir; the dataset is a qa.jsonl (default: data/demo/qa.jsonl). `--show N`
 * prints N examples of asking-turn evidence.
 */
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chunkSentenceRoles } from '../src/query/retrieve/asking-turns.js';
import { isAskingRole as asking } from '../src/core/text/turn-roles.js';
import { filtersFor, readQaJsonl } from '../src/eval/dataset.js';
import { graphLineSentence, LocalAnswerer } from '../src/query/answerer/local-answerer.js';
import { defaultCacheDir, loadGloveTables } from '../src/core/providers/local/glove-cache.js';
import { SifEmbedder } from '../src/core/providers/local/sif-embedder.js';
import { withoutSpeakerLabel } from '../src/core/text/turns.js';
import { getMode } from '../src/query/retrieve/registry.js';
import type { Mode } from '../src/query/retrieve/types.js';
import { openWorkdir } from './retrieval-recall.js';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

async function main(): Promise<void> {
  const val = (k: string): string | undefined => {
    const i = process.argv.indexOf(k);
    return i >= 0 ? process.argv[i + 1] : undefined;
  };
  const workdir = val('--workdir');
  if (!workdir) {
    console.error('usage: npx tsx bench/analyst-evidence.ts --workdir DIR [--dataset FILE] [--modes graph,hybrid] [--show N]');
    process.exit(2);
  }
  const dataset = val('--dataset') ?? join(ROOT, 'data', 'demo', 'qa.jsonl');
  const modes = (val('--modes') ?? 'graph,hybrid').split(',') as Mode[];
  const show = Number(val('--show') ?? 0);
  const w = await openWorkdir(workdir);
  try {
    const roleOf = chunkSentenceRoles(w.db);
    const rows = w.db.prepare('SELECT chunk_id AS chunkId, evidence FROM triplets').all() as { chunkId: string; evidence: string | null }[];
    const count = { question: 0, moderator: 0, reply: 0, unlocated: 0, noEvidence: 0 };
    const examples: string[] = [];
    for (const r of rows) {
      if (!r.evidence) {
        count.noEvidence++;
        continue;
      }
      const role = roleOf(r.chunkId, r.evidence);
      if (role === null) count.unlocated++;
      else count[role]++;
      if (asking(role) && examples.length < show) examples.push(`[${role}] ${r.evidence}`);
    }
    console.log(
      `triplets: ${rows.length}; evidence in an asking turn: ${count.question + count.moderator} (question ${count.question}, moderator ${count.moderator}); ` +
        `in a reply: ${count.reply}; evidence not found in its chunk: ${count.unlocated}; no evidence: ${count.noEvidence}`,
    );
    for (const e of examples) console.log(`  ${e}`);

    const qs = readQaJsonl(dataset);
    const answerer = new LocalAnswerer({ embedder: new SifEmbedder(loadGloveTables(defaultCacheDir())) });
    for (const mode of modes) {
      const retriever = getMode(mode).create(w.deps);
      const spec = getMode(mode);
      const r = w.deps.config.retrieval;
      let contexts = 0;
      let tainted = 0;
      let lines = 0;
      let askingLines = 0;
      let questions = 0;
      let answered = 0;
      let quoting = 0;
      for (const q of qs) {
        const got = await retriever.retrieve({ question: q.question, filters: filtersFor(q), topK: r.topK, depth: spec.defaultDepth(r) });
        let hit = false;
        const askingFacts: string[] = [];
        for (const c of got) {
          if (c.channel !== 'graph' || c.kind === 'summary' || c.kind === 'subquery' || c.chunkId === null) continue;
          contexts++;
          let bad = 0;
          for (const line of c.text.split('\n')) {
            lines++;
            const sentence = graphLineSentence(line);
            if (!asking(roleOf(c.chunkId, sentence))) continue;
            bad++;
            askingFacts.push(withoutSpeakerLabel(sentence));
          }
          askingLines += bad;
          if (bad > 0) tainted++;
          hit ||= bad > 0;
        }
        if (hit) questions++;
        const a = await answerer.answer(q.question, got);
        if (a.cited.length > 0) answered++;
        if (a.cited.length > 0 && askingFacts.some((f) => a.text.includes(f))) quoting++;
      }
      console.log(
        `${mode}: ${qs.length} questions; graph contexts ${contexts}, with an asking-turn line ${tainted}; ` +
          `lines ${lines}, from asking turns ${askingLines}; questions with one ${questions}; ` +
          `answered ${answered}, quoting an asking-turn line ${quoting}`,
      );
    }
  } finally {
    w.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
