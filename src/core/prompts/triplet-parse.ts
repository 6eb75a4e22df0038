/**
 * Pure validation and normalisation of tier-2 replies: entity types are mapped onto ENTITY_TYPES
 * (synonyms such as "organisation", "metric", "date" are accepted; anything else fails validation
 * so the model gets one repair attempt), relation labels become short lower snake_case verbs, and
 * unusable triplets (empty parts, head = object) are dropped.
 */
import { own } from '../util/own.js';
import { z } from 'zod';
import { ENTITY_TYPES, type EntityType, type Triplet } from '../domain.js';
import { withoutSpeakerLabel } from '../text/turns.js';

const TYPE_SYNONYMS: Record<string, EntityType> = {
  organisation: 'organization', org: 'organization', company: 'organization', corporation: 'organization',
  bank: 'organization', institution: 'organization', regulator: 'organization', subsidiary: 'organization',
  competitor: 'organization', customer: 'organization', client: 'organization',
  people: 'person', individual: 'person', executive: 'person', analyst: 'person',
  title: 'role', position: 'role', designation: 'role', job_title: 'role',
  location: 'place', country: 'place', city: 'place', region: 'place', geography: 'place', market: 'place', state: 'place',
  service: 'product', brand: 'product', offering: 'product', platform: 'product', technology: 'product',
  metric: 'financial_metric', financial_metric: 'financial_metric', kpi: 'financial_metric', ratio: 'financial_metric',
  financial: 'financial_metric', measure: 'financial_metric', indicator: 'financial_metric',
  amount: 'money', currency: 'money', monetary_value: 'money', value: 'money',
  percent: 'percentage', rate: 'percentage', growth_rate: 'percentage',
  date: 'period', time: 'period', quarter: 'period', year: 'period', time_period: 'period', fiscal_period: 'period',
  event: 'event', initiative: 'event', deal: 'event', acquisition: 'event', announcement: 'event',
  business_segment: 'segment', division: 'segment', vertical: 'segment', business_unit: 'segment', sector: 'segment', industry: 'segment',
  concept: 'other', misc: 'other', miscellaneous: 'other', unknown: 'other', number: 'other', quantity: 'other',
};

/** Map a model's type label onto ENTITY_TYPES; null when it is not a known type or synonym. */
export function normaliseEntityType(label: string): EntityType | null {
  const key = label.trim().toLowerCase().replace(/[\s-]+/g, '_');
  if ((ENTITY_TYPES as readonly string[]).includes(key)) return key as EntityType;
  return own(TYPE_SYNONYMS, key) ?? null;
}

/** Relation labels as short lower snake_case ("Reported Revenue Of" -> "reported_revenue_of"), at most 6 words. */
export function normaliseRelation(label: string): string {
  return label
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean)
    .slice(0, 6)
    .join('_');
}

// The JSON Schema sent to the model names the types (a grammar-enforcing server writes only
// these); a reply written without a schema may use a synonym, which the transform maps.
const entityType = z
  .string()
  .meta({ enum: [...ENTITY_TYPES] })
  .transform((s, ctx) => {
    const t = normaliseEntityType(s);
    if (t === null) {
      ctx.addIssue({ code: 'custom', message: `unknown entity type "${s}"; use one of ${ENTITY_TYPES.join(', ')}` });
      return z.NEVER;
    }
    return t;
  })
  .pipe(z.enum(ENTITY_TYPES));

/** The tier-2 reply: `{ "triplets": [{ head, head_type, relation, object, object_type }] }`. */
export const tripletReplySchema = z.object({
  triplets: z.array(
    z.object({
      head: z.string(),
      head_type: entityType,
      relation: z.string(),
      object: z.string(),
      object_type: entityType,
    }),
  ),
});
export type TripletReply = z.output<typeof tripletReplySchema>;

/** Turn a validated reply into triplets: trimmed, relation normalised, degenerate and duplicate ones dropped. */
export function toTriplets(reply: TripletReply, sourceText?: string): Triplet[] {
  const out: Triplet[] = [];
  const seen = new Set<string>();
  for (const t of reply.triplets) {
    const head = t.head.trim().replace(/\s+/g, ' ');
    const object = t.object.trim().replace(/\s+/g, ' ');
    const relation = normaliseRelation(t.relation);
    if (!head || !object || !relation || head.toLowerCase() === object.toLowerCase()) continue;
    const key = `${head.toLowerCase()}\u001f${relation}\u001f${object.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const evidence = sourceText ? findEvidence(sourceText, head, object) : undefined;
    out.push({ head, headType: t.head_type, relation, object, objectType: t.object_type, ...(evidence ? { evidence } : {}) });
  }
  return out;
}

/** Sentences of a text (split after . ! ? followed by space and a capital, digit or quote). */
export function sentences(text: string): string[] {
  return text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=["'“(\p{Lu}\p{N}])/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The sentences of `text` a triplet may have been read from, in order: those containing both head
 * and object (case-insensitive), else those containing the object, else the head; [] if none.
 * Speaker labels in front are left out; a sentence is cut at 600 characters.
 */
export function evidenceCandidates(text: string, head: string, object: string): string[] {
  const all = sentences(text);
  const ss = all.map((s) => s.toLowerCase());
  const h = head.toLowerCase();
  const o = object.toLowerCase();
  const tiers = [(s: string) => s.includes(h) && s.includes(o), (s: string) => s.includes(o), (s: string) => s.includes(h)];
  for (const holds of tiers) {
    const hits = all.filter((_, i) => holds(ss[i]!));
    if (hits.length > 0) return hits.map((x) => withoutSpeakerLabel(x)).map((x) => (x.length > 600 ? x.slice(0, 600) : x));
  }
  return [];
}

/** The sentence of `text` a triplet was most likely read from: the first of `evidenceCandidates`. */
export function findEvidence(text: string, head: string, object: string): string | undefined {
  return evidenceCandidates(text, head, object)[0];
}
