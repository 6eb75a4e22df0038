/**
 * Scoring extracted triplets against a hand-written gold set.
 *
 * Matching rule (documented in the README, "The offline provider"): a predicted triplet matches a
 * gold triplet of the same sentence when
 *  1. head and object are equal after `entityKey`: quantities canonicalised ("Rs. 5,000 Cr" =
 *     "₹5000 crore", "70 basis points" = "70 bps"), lower case, punctuation and a leading "the" and
 *     company suffixes (Ltd, Limited) removed, metric abbreviations expanded (PAT = profit after
 *     tax, NIM = net interest margin, ...), and for bare counts the trailing unit noun ignored
 *     ("8,812 employees" = "8,812");
 *  2. the relations fall in the same synonym group (`RELATION_GROUPS`), e.g. grew_by = increased_by;
 *  3. each gold triplet is matched at most once; duplicate predictions count once.
 * Entity types are not part of the match; their agreement on matched pairs is reported separately.
 * Precision = matched / predicted, recall = matched / gold, F1 their harmonic mean; NaN when a
 * denominator is 0 (cannot score), never a silent 0.
 */
import type { Triplet } from '../../../core/domain.js';
import { stripCompanyAffixes } from '../../../core/text/company-name.js';
import { normaliseEntityText } from '../../../core/text/quantities.js';
import { own } from '../../../core/util/own.js';

/** Relation labels that mean the same thing for scoring. */
export const RELATION_GROUPS: readonly (readonly string[])[] = [
  ['grew_by', 'increased_by', 'rose_by', 'up_by', 'expanded_by', 'improved_by', 'gained', 'added'],
  ['declined_by', 'decreased_by', 'fell_by', 'down_by', 'contracted_by', 'reduced_by', 'dropped_by'],
  ['reached', 'stood_at', 'was', 'amounted_to', 'came_in_at', 'totalled', 'is', 'has_value'],
  ['reported', 'has_metric', 'has', 'recorded', 'posted'],
  ['driven_by', 'due_to', 'led_by', 'supported_by', 'aided_by', 'helped_by', 'caused_by'],
  ['has_role', 'serves_as', 'holds_role', 'is_role'],
  ['works_for', 'employed_by', 'works_at', 'member_of'],
  ['signed_deal_with', 'signed_with', 'won_deal_from', 'partnered_with', 'signed_contract_with'],
  ['launched', 'introduced', 'unveiled', 'rolled_out'],
  ['expanded_into', 'entered', 'expanded_to'],
  ['acquired', 'bought', 'acquisition_of'],
  ['appointed', 'named', 'hired'],
  ['for_period', 'in_period', 'during'],
  ['launched_in'],
  ['valued_at'],
];

const GROUP_OF = new Map<string, number>();
RELATION_GROUPS.forEach((g, i) => g.forEach((r) => GROUP_OF.set(r, i)));

/** The synonym-group key of a relation label (unknown labels are their own group). */
export function relationKey(relation: string): string {
  const r = relation.toLowerCase().replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
  const g = GROUP_OF.get(r);
  return g === undefined ? r : `#${g}`;
}

const METRIC_ALIASES: Record<string, string> = {
  pat: 'profit after tax', 'net profit': 'profit after tax', nii: 'net interest income',
  nim: 'net interest margin', gnpa: 'gross npa', 'gross npa ratio': 'gross npa', nnpa: 'net npa',
  'net npa ratio': 'net npa', aum: 'assets under management', tcv: 'total contract value',
  casa: 'casa ratio', ape: 'annualised premium equivalent', pbt: 'profit before tax',
  eps: 'earnings per share', pcr: 'provision coverage ratio', vnb: 'value of new business',
  capex: 'capital expenditure', 'r d expenditure': 'r&d expenditure',
};
const UNIT_NOUNS = /\s(?:units|employees|customers|stores|towns|vehicles|motorcycles|passengers|cars|tractors|subscribers|branches)$/;

/** Canonical comparison key of an entity string (see the module comment). */
export function entityKey(text: string): string {
  let k = stripCompanyAffixes(normaliseEntityText(text)).replace(UNIT_NOUNS, '');
  k = own(METRIC_ALIASES, k) ?? k;
  return k;
}

export interface ExtractionScore {
  precision: number;
  recall: number;
  f1: number;
  matched: number;
  predicted: number;
  gold: number;
  /** Share of matched pairs whose head and object types both agree. */
  typeAgreement: number;
}

type Scored = Pick<Triplet, 'head' | 'relation' | 'object'> & Partial<Pick<Triplet, 'headType' | 'objectType'>>;

/** Score predictions against gold, sentence by sentence (`predicted[i]` ↔ `gold[i]`). */
export function scoreExtraction(predicted: readonly (readonly Scored[])[], gold: readonly (readonly Scored[])[]): ExtractionScore {
  if (predicted.length !== gold.length) throw new Error(`scoreExtraction: ${predicted.length} predicted sentences vs ${gold.length} gold`);
  let matched = 0;
  let nPred = 0;
  let nGold = 0;
  let typesAgree = 0;
  const key = (t: Scored): string => `${entityKey(t.head)}|${relationKey(t.relation)}|${entityKey(t.object)}`;
  predicted.forEach((preds, i) => {
    const g = gold[i]!;
    const unique = new Map<string, Scored>();
    for (const p of preds) if (!unique.has(key(p))) unique.set(key(p), p);
    const goldLeft = new Map<string, Scored[]>();
    for (const t of g) goldLeft.set(key(t), [...(goldLeft.get(key(t)) ?? []), t]);
    nPred += unique.size;
    nGold += g.length;
    for (const [k, p] of unique) {
      const hit = goldLeft.get(k)?.shift();
      if (!hit) continue;
      matched++;
      if (p.headType === hit.headType && p.objectType === hit.objectType) typesAgree++;
    }
  });
  const precision = nPred === 0 ? NaN : matched / nPred;
  const recall = nGold === 0 ? NaN : matched / nGold;
  const f1 = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : NaN;
  return { precision, recall, f1, matched, predicted: nPred, gold: nGold, typeAgreement: matched ? typesAgree / matched : NaN };
}
