/** Tier 1 of the paper's chain: rewrite one transcript chunk as a dense abstract for extraction. */
import { definePrompt, delimit, DATA_INSTRUCTION } from './define.js';

export interface RefineVars {
  company: string;
  ticker: string;
  quarter: string;
  year: string;
  speaker: string;
  text: string;
}

export const refinePrompt = definePrompt<RefineVars>({
  id: 'extract.refine',
  version: '2',
  system: [
    'You prepare earnings-call transcript excerpts for knowledge-graph extraction.',
    'Rewrite the excerpt as a dense abstract of short declarative sentences that keeps every named',
    'entity (companies, people, roles, products, segments, places), every figure with its unit and',
    'period (revenue, margins, growth rates, amounts, dates) and every relation between them.',
    'Keep only what the company\'s management states. Leave out the analysts\' turns (their questions,',
    'greetings and remarks, and any figure, estimate or claim an analyst puts forward when asking) and',
    'the moderator\'s lines; use a question only to understand the reply that follows it.',
    'Replace pronouns such as "we", "our" and "the company" with the company name given. Drop',
    'greetings, filler and forward-looking boilerplate. Do not add facts that are not in the excerpt.',
    DATA_INSTRUCTION,
  ].join('\n'),
  user: (v) =>
    [
      `Company: ${v.company} (ticker ${v.ticker}); period: ${v.quarter} ${v.year}; speaker: ${v.speaker}.`,
      delimit('document', v.text),
      'Write the abstract now, as plain text.',
    ].join('\n\n'),
});
