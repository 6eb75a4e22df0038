/**
 * Do the modes' answers to one question agree? The web UI's Compare view says so under the
 * answers, by a simple rule a reader can check against the columns: the modes that answered
 * disagree when they cite different sets of documents, or when two of them state figures and share
 * none (the numbers in the answer text, with their unit: "$1.14 billion", "13.5%", "120 bps";
 * citation markers, fiscal labels such as Q1 or FY24 and bare years are not figures). A mode that
 * states the others' figure and more is not a disagreement: the line says what it adds. A mode
 * that gave no answer is named apart. Pure: no DOM, no I/O.
 */

export interface ModeAnswer {
  mode: string;
  answer: string;
  refused: boolean;
  citations: readonly { document: string }[];
}

export interface ModeAgreement {
  /** Modes that answered (not refused), in the order given. */
  answered: string[];
  /** Modes that gave no answer. */
  refused: string[];
  /** Groups of answering modes citing the same documents; more than one group: they cite different documents. */
  documentGroups: { modes: string[]; documents: string[] }[];
  /** Groups of answering modes stating the same figures (modes stating none are left out). */
  figureGroups: { modes: string[]; figures: string[] }[];
  /** Two groups of figures share none: the modes answer with different numbers. */
  figuresDisagree: boolean;
  /** One line for the reader, e.g. "The modes disagree: vector and hybrid cite different documents." */
  line: string;
}

const SCALE: Record<string, string> = {
  bn: 'billion', billion: 'billion', mn: 'million', million: 'million', crore: 'crore', crores: 'crore', cr: 'crore',
  lakh: 'lakh', lakhs: 'lakh', k: 'thousand', thousand: 'thousand', '%': '%', percent: '%', 'per cent': '%', bps: 'bps', 'basis points': 'bps',
};

const FIGURE = /(?<![\p{L}\p{N}.])([$₹€£]|rs\.?\s?|inr\s?|usd\s?)?(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d+)?(?:\s?(%|per ?cent|percent|bps|basis points|billion|bn|million|mn|crores?|cr|lakhs?|thousand|k)(?![\p{L}]))?/giu;

/** The figures an answer states, in order, normalised ("$1.14 billion", "13.5 per cent" → "13.5%", "Rs. 1,234 crore" → "Rs 1234 crore"). */
export function statedFigures(text: string): string[] {
  const plain = text.replace(/\[\d+\]/g, ' ');
  const out = new Set<string>();
  for (const m of plain.matchAll(FIGURE)) {
    const [, currency, whole, fraction, unit] = m;
    const value = `${whole!.replaceAll(',', '')}${fraction ?? ''}`;
    const scale = unit ? SCALE[unit.toLowerCase().replace(/\s+/g, ' ').replace(/^per ?cent$/, 'per cent')] ?? unit.toLowerCase() : '';
    // A bare year ("in 2023") is a date, not a stated figure.
    if (!currency && !scale && !fraction && /^(?:19|20)\d\d$/.test(value)) continue;
    const word = currency?.trim().replace(/\.$/, '').toLowerCase();
    const symbol = !currency ? '' : /^[$₹€£]$/.test(currency) ? currency : word === 'rs' ? 'Rs ' : `${word!.toUpperCase()} `;
    out.add(`${symbol}${value}${scale === '%' ? '%' : scale ? ` ${scale}` : ''}`);
  }
  return [...out];
}

function groupBy<T>(modes: readonly string[], key: (mode: string) => T[], show: (v: T[]) => string): { modes: string[]; values: T[] }[] {
  const groups = new Map<string, { modes: string[]; values: T[] }>();
  for (const m of modes) {
    const values = key(m);
    const k = show(values);
    const g = groups.get(k) ?? { modes: [], values };
    g.modes.push(m);
    groups.set(k, g);
  }
  return [...groups.values()];
}

const list = (xs: readonly string[]): string => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

const shownFigures = (fs: readonly string[]): string => (fs.length > 4 ? `${fs.slice(0, 4).join(', ')} and ${fs.length - 4} more` : list(fs));

/** Whether the answering modes agree on the documents they cite and the figures they state. */
export function modeAgreement(answers: readonly ModeAnswer[]): ModeAgreement {
  const byMode = new Map(answers.map((a) => [a.mode, a]));
  const answered = answers.filter((a) => !a.refused).map((a) => a.mode);
  const refused = answers.filter((a) => a.refused).map((a) => a.mode);
  const documentGroups = groupBy(answered, (m) => [...new Set(byMode.get(m)!.citations.map((c) => c.document))].sort(), (v) => JSON.stringify(v)).map((g) => ({
    modes: g.modes,
    documents: g.values,
  }));
  // Figures are compared between the modes that state any: an answer without a number does not contradict one.
  const stating = answered.filter((m) => statedFigures(byMode.get(m)!.answer).length > 0);
  const figureGroups = groupBy(stating, (m) => statedFigures(byMode.get(m)!.answer), (v) => JSON.stringify([...v].sort())).map((g) => ({ modes: g.modes, figures: g.values }));
  const disjoint = (a: readonly string[], b: readonly string[]): boolean => !a.some((f) => b.includes(f));
  const figuresDisagree = figureGroups.some((g, i) => figureGroups.slice(i + 1).some((h) => disjoint(g.figures, h.figures)));
  const reasons: string[] = [];
  if (documentGroups.length > 1) reasons.push(`${list(documentGroups.map((g) => g.modes.join('+')))} cite different documents`);
  if (figuresDisagree) reasons.push(`${list(figureGroups.map((g) => g.modes.join('+')))} state different figures`);
  // Figures some modes add to those all the others state too.
  const shared = figureGroups.length > 0 ? figureGroups.map((g) => g.figures).reduce((a, b) => a.filter((f) => b.includes(f))) : [];
  const adds = figuresDisagree ? [] : figureGroups.filter((g) => g.figures.length > shared.length);
  const more = adds.length > 0 && figureGroups.length > 1 ? ` ${adds.map((g) => `${list(g.modes)} also ${g.modes.length > 1 ? 'state' : 'states'} ${shownFigures(g.figures.filter((f) => !shared.includes(f)))}`).join('; ')}.` : '';
  const none = refused.length > 0 ? ` ${list(refused)} found no answer.` : '';
  let line: string;
  if (answered.length === 0) line = 'No mode found an answer.';
  else if (answered.length === 1) line = `Only ${answered[0]} found an answer.${none}`;
  else if (reasons.length > 0) line = `The modes disagree: ${reasons.join('; ')}.${more}${none}`;
  else {
    const same = shared.length > 0 ? ` and all state ${shownFigures(shared)}` : '';
    line = `The modes that answered agree: ${list(answered)} cite the same documents${same}.${more}${none}`;
  }
  return { answered, refused, documentGroups, figureGroups, figuresDisagree, line };
}
