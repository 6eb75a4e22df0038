/** Tier 2 of the paper's chain: typed triplets from a refined abstract, as JSON. */
import { ENTITY_TYPES } from '../domain.js';
import { tripletReplySchema } from './triplet-parse.js';
import { definePrompt, delimit, DATA_INSTRUCTION } from './define.js';

export interface TripletVars {
  company: string;
  ticker: string;
  quarter: string;
  year: string;
  text: string;
}

export const tripletPrompt = definePrompt<TripletVars>({
  id: 'extract.triplets',
  version: '2',
  schema: tripletReplySchema,
  system: [
    'You extract a knowledge graph from financial text.',
    'Return JSON only: {"triplets": [{"head": ..., "head_type": ..., "relation": ..., "object": ..., "object_type": ...}]}.',
    `Types must be one of: ${ENTITY_TYPES.join(', ')}.`,
    'Relations are short lower-case verb phrases in snake_case (reported, grew_by, appointed, acquired,',
    'has_margin, guided, launched, operates_in). Keep figures with their units and periods in the object',
    '("Rs 1,200 crore", "12.5%", "Q1 FY24"). Use full names for entities; write the company itself by',
    'the company name given, never "we" or "the company". Extract only facts stated in the text, as',
    'the company states them: never from a question, and never a figure, estimate or claim an analyst',
    'or the moderator puts forward.',
    DATA_INSTRUCTION,
  ].join('\n'),
  user: (v) =>
    [
      `Company: ${v.company} (ticker ${v.ticker}); period: ${v.quarter} ${v.year}.`,
      delimit('document', v.text),
      'Return the JSON object now.',
    ].join('\n\n'),
});
