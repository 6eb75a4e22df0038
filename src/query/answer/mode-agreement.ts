/**
 * Do the modes' answers to one question agree? The web UI's Compare view says so under the
 * answers, by a simple rule a reader can check against the columns: the modes that answered
 * disagree when they cite different documents, or when they state different figures (the numbers
 * in the answer text, with their unit: "$1.14 billion", "13.5%", "120 bps"; citation markers,
 * fiscal labels such as Q1 or FY24 and bare years are not figures). A mode that gave no answer is
 * named apart. Pure: no DOM, no I/O.
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
  /** Groups of answering modes stating the same figures; more than one group: they state different figures. */
  figureGroups: { modes: string[]; figures: string[] }[];
  /** One line for the reader, e.g. "The modes disagree: vector and hybrid cite different documents." */
  line: string;
}

const SCALE: Record<string, string> = {
  bn: 'billion', billion: 'billion', mn: 'million', million: 'million', crore: 'crore', crores: 'crore', cr: 'crore',
  lakh: 'lakh', lakhs: 'lakh', k: 'thousand', thousand: 'thousand', '%': '%', percent: '%', 'per cent': '%', bps: 'bps', 'basis points': 'bps',
};

const FIGURE = /(?<![\p{L}\p{N}.])([$₹€£]|rs\.?\s?|inr\s?|usd\s?)?(\d{1,3}(?:,\d{2,3})+|\d+)(\.\d+)?(?:\s?(%|per ?cent|percent|bps|basis points|billion|bn|million|mn|crores?|cr|lakhs?|thousand|k)(?![\p{L}]))?/giu;

/** The figures an answer states, normalised ("$1.14 billion" → "$1.14 billion", "13.5 per cent" → "13.5%"). */
export function statedFigures(text: string): string[] {
  const plain = text.replace(/\[\d+\]/g, ' ');
  const out = new Set<string>();
  for (const m of plain.matchAll(FIGURE)) {
    const [, currency, whole, fraction, unit] = m;
    const value = `${whole!.replaceAll(',', '')}${fraction ?? ''}`;
    const scale = unit ? SCALE[unit.toLowerCase().replace(/\s+/g, ' ').replace(/^per ?cent$/, 'per cent')] ?? unit.toLowerCase() : '';
    // A bare year ("in 2023") is a date, not a stated figure.
    if (!currency && !scale && !fraction && /^(?:19|20)\d\d$/.test(value)) continue;
    const symbol = currency ? (/^[$₹€£]$/.test(currency) ? currency : currency.trim().replace(/\.$/, '').toUpperCase() + ' ') : '';
    out.add(`${symbol}${value}${scale === '%' ? '%' : scale ? ` ${scale}` : ''}`);
  }
  return [...out].sort();
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
  const figureGroups = groupBy(stating, (m) => statedFigures(byMode.get(m)!.answer), (v) => JSON.stringify(v)).map((g) => ({ modes: g.modes, figures: g.values }));
  const reasons: string[] = [];
  if (documentGroups.length > 1) reasons.push(`${list(documentGroups.map((g) => g.modes.join('+')))} cite different documents`);
  if (figureGroups.length > 1) reasons.push(`${list(figureGroups.map((g) => g.modes.join('+')))} state different figures`);
  const none = refused.length > 0 ? ` ${list(refused)} found no answer.` : '';
  let line: string;
  if (answered.length === 0) line = 'No mode found an answer.';
  else if (answered.length === 1) line = `Only ${answered[0]} found an answer.${none}`;
  else if (reasons.length > 0) line = `The modes disagree: ${reasons.join('; ')}.${none}`;
  else line = `The modes that answered agree: ${list(answered)} cite the same documents${figureGroups.length === 1 ? ' and state the same figures' : ''}.${none}`;
  return { answered, refused, documentGroups, figureGroups, line };
}
