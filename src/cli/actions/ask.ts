/** `hybridrag ask "<question>"`: retrieve with a mode, answer, print the answer with citations. */
import type { Command } from 'commander';
import { ask, type AskResult } from '../../query/answer/ask.js';
import { openAskDeps } from '../../app/open.js';
import { formatCitation, renumberCitations } from '../../query/answer/citations.js';
import { describeScope, scopeNotes } from '../../query/scope/resolve.js';
import { readAliasFile } from '../../query/scope/alias-file.js';
import type { Filters } from '../../core/domain.js';
import { exitCodeFor, HybridRagError } from '../../core/errors.js';
import { getMode } from '../../query/retrieve/registry.js';
import { intFlag } from '../flags.js';
import { commandContext } from '../context.js';
import type { Output } from '../ui/output.js';

export interface AskFlags extends Filters {
  mode: string;
  topK?: string;
  depth?: string;
  showContext?: boolean;
  json?: boolean;
  autoScope: boolean;
  strictScope?: boolean;
  aliasFile?: string;
}

/** The action of `hybridrag ask` (flags in src/cli/commands/ask.ts). */
export async function runAsk(cmd: Command, question: string, flags: AskFlags): Promise<void> {
  const spec = getMode(flags.mode);
  if (question.trim() === '') throw new HybridRagError('USAGE', 'the question is empty', { hint: 'hybridrag ask "What drove revenue growth?"' });
  const topK = intFlag('--top-k', flags.topK, { min: 1, example: 4 });
  const depth = intFlag('--depth', flags.depth, { min: 1, example: 2 });
  const { config, out } = await commandContext(cmd);
  if (flags.aliasFile) config.scope = { ...config.scope, aliases: { ...config.scope.aliases, ...readAliasFile(flags.aliasFile) } };
  const opened = await openAskDeps(config, { out, needsGraph: spec.needs.graph });
  try {
    const filters: Filters = { company: flags.company, ticker: flags.ticker, quarter: flags.quarter, year: flags.year, document: flags.document };
    const raw = await ask(question.trim(), { mode: spec.name, filters, topK, depth, autoScope: flags.autoScope && config.scope.autoScope, strictScope: flags.strictScope }, opened.deps);
    // Printed citations read [1] [2] [3] in order of appearance, whatever contexts they came from.
    const result: AskResult = { ...raw, ...renumberCitations(raw.answer, raw.citations) };
    if (flags.json) out.json({ ...result, workdir: config.workdir });
    else {
      out.print(out.c.dim(describeScope(result.scope)));
      for (const note of scopeNotes(result.scope)) out.print(out.c.dim(`  ${note}`));
      printResult(out, result, flags.showContext ?? false);
      if (result.truncated) out.warn(`the answer was cut short at max_tokens (${config.openai.maxTokens.answer}); raise openai.maxTokens.answer in the config for the whole answer`);
      out.workdirNote(config.workdir);
    }
    // Only absent companies named: answered with that statement, but not a success.
    if (result.scope.companies.length === 0 && result.scope.absent.length > 0) process.exitCode = exitCodeFor(new HybridRagError('NOT_IN_CORPUS', result.answer));
  } finally {
    await opened.close();
  }
}

function printResult(out: Output, r: AskResult, showContext: boolean): void {
  out.print(r.answer);
  if (r.citations.length > 0) {
    out.print('');
    for (const c of r.citations) out.print(formatCitation(c));
  }
  if (showContext) {
    out.print('');
    out.print(out.c.bold(`Context (${r.mode}, ${r.contexts.length} items):`));
    r.contexts.forEach((c, i) => {
      const when = [c.quarter, c.year].filter(Boolean).join(' ');
      const src = [c.document, c.company, when, c.pages.length ? `p. ${c.pages.join(', ')}` : ''].filter(Boolean).join(' — ');
      out.print(out.c.dim(`[${i + 1}] ${c.channel}${c.hop === undefined ? '' : ` · hop ${c.hop}`} · score ${c.score} · ${src}`));
      out.print(c.text);
      out.print('');
    });
  }
  out.debug(`retrieve ${r.timingsMs.retrieve} ms, answer ${r.timingsMs.answer} ms, total ${r.timingsMs.total} ms`);
}

