/**
 * Whether a vocabulary metric belongs to the business of the group a question asks about: a metric
 * whose entry names sectors (data/vocabulary/metrics.json `sectors`) fits a group of one of them, of
 * a sector narrower or broader than one of them (data/vocabulary/sectors.json `within`), or of a
 * broader group gathering one of them. "Which utilities plan to retire coal plants?" is not asking
 * about an insurer's retirement products, nor "customer growth" at a utility about a telecom's
 * subscriber additions. A metric naming no sector fits every group. Pure once the vocabularies are
 * loaded. Likewise a metric word naming the group's own business is implied by every member
 * (`withoutGroupWords`).
 */
import { metricById } from '../../core/vocabulary/metrics.js';
import { loadSectorVocabulary, type SectorVocabulary } from '../../core/vocabulary/sectors.js';
import { memberSectors } from '../scope/sectors.js';
import { loadSectorGroupWords, type SectorGroupWords } from '../../core/vocabulary/sector-groups.js';
import type { MetricTerms } from './metric-terms.js';

/** The sector and every sector it is within, transitively (`within` of the sectors vocabulary). */
function withBroader(sector: string, vocabulary: SectorVocabulary): string[] {
  const within = new Map(vocabulary.sectors.map((s) => [s.id, s.within]));
  const out = [sector];
  for (let i = 0; i < out.length; i++) for (const b of within.get(out[i]!) ?? []) if (!out.includes(b)) out.push(b);
  return out;
}

/**
 * A test of metric ids for the group `sector` names (a sector or a broader group of sectors): true
 * for a metric naming no sector, or one of the group's sectors, one they are within, or one within
 * them.
 */
export function fitsGroup(sector: string, vocabulary: SectorVocabulary = loadSectorVocabulary()): (metricId: string) => boolean {
  const groupSectors = memberSectors(sector);
  const related = (s: string): boolean => groupSectors.some((g) => withBroader(g, vocabulary).includes(s) || withBroader(s, vocabulary).includes(g));
  return (metricId) => {
    const own = metricById(metricId)?.sectors ?? [];
    return own.length === 0 || own.some(related);
  };
}

/**
 * A test of metric ids for companies of these sectors (a company's business, as the company
 * directory holds it): true for a metric naming no sector, or fitting one of them, or a sector a
 * broader group gathers with one of them (a bank's asset management is the financials' business),
 * as `fitsGroup` reads a group's. "Airtel's India business" is a telecom's India figures, not a
 * drugmaker's India formulations. No sectors known: every metric fits.
 */
export function fitsBusiness(sectors: readonly string[], vocabulary: SectorVocabulary = loadSectorVocabulary(), groups: SectorGroupWords = loadSectorGroupWords()): (metricId: string) => boolean {
  if (sectors.length === 0) return () => true;
  const near = new Set([...sectors, ...groups.groups.filter((g) => g.members.some((m) => sectors.includes(m))).flatMap((g) => g.members)]);
  const tests = [...near].map((s) => fitsGroup(s, vocabulary));
  return (metricId) => tests.some((fits) => fits(metricId));
}

/**
 * The metric without the words naming the group's own business, which every member's sentence
 * implies: "steel" of "steel pricing" asked of steelmakers ("sheet pricing is going up"), "hotels"
 * of hotel REITs that "sold hotels". Kept when they are all the metric has.
 */
export function withoutGroupWords(m: MetricTerms, groupStems: readonly string[]): MetricTerms {
  const implied = new Set(groupStems.filter((t) => m.core.includes(t)));
  if (implied.size === 0 || m.core.every((t) => implied.has(t))) return m;
  const keep = (ts: readonly string[]): string[] => ts.filter((t) => !implied.has(t));
  const pairs = (map: ReadonlyMap<string, string[]>): Map<string, string[]> => new Map([...map].filter(([t]) => !implied.has(t)).map(([t, ws]) => [t, keep(ws)] as [string, string[]]).filter(([, ws]) => ws.length > 0));
  return {
    ...m,
    stems: keep(m.stems),
    alternatives: m.alternatives.map(keep).filter((alt) => alt.length > 0),
    core: keep(m.core),
    partners: pairs(m.partners),
    compounds: pairs(m.compounds),
    heads: pairs(m.heads),
  };
}
