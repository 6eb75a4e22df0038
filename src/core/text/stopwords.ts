/**
 * Stop words, defined once: the English function words every term-overlap comparison drops (the
 * answerer's question terms, full-text search terms, graph-linking phrase edges, the offline
 * scorer), and the filler words of calls and analysts' questions ("sir", "thanks", "question")
 * that search and scoring drop as well. Embeddings do not use them (SIF weights common words down).
 */

const words = (s: string): string[] => s.split(/\s+/).filter(Boolean);

/**
 * English function words: articles, pronouns, auxiliaries, prepositions, conjunctions, a few adverbs.
 * Not "now": it dates a figure ("the margin is now 24%"), and the scorer's agreement with RAGAS
 * context recall on the reference rows drops when it is dropped (Spearman 0.51 -> 0.47).
 */
export const STOP_WORDS: ReadonlySet<string> = new Set(words(`
  a an the and or but if of to in on at by for with from as into onto over under about above below
  after before between through during against until than then while because
  is are was were be been being am do does did doing have has had having will would shall should
  can could may might must let
  it its itself this that these those there here we our ours ourselves us you your yours yourself
  yourselves i me my myself he she him her hers herself his himself they them their theirs themselves
  what which who whom whose when where why how
  all any both each few more most other some such no nor not only own same so too very just also
  up down out off again further once s t don said says per vs
`));

/** What speakers and questioners say around the content: courtesies, fillers, hedges. */
export const CALL_FILLER: ReadonlySet<string> = new Set(words(`
  sir madam yes yeah okay ok thank thanks please question questions regarding like well think see
  going actually basically really get got one lot know say already still even much many quite
`));

/** STOP_WORDS and CALL_FILLER together: what search and the scorer drop from a text's terms. */
export const STOP_AND_FILLER: ReadonlySet<string> = new Set([...STOP_WORDS, ...CALL_FILLER]);
