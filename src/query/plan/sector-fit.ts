/**
 * Whether a vocabulary metric belongs to the business of the group a question asks about: a metric
 * whose entry names sectors (data/vocabulary/metrics.json `sectors`) fits a group of one of them, of
 * a sector narrower or broader than one of them (data/vocabulary/sectors.json `within`), or of a
 * broader group gathering one of them. "Which utilities plan to retire coal plants?" is not asking
 * about an insurer's retirement products, nor "customer growth" at a utility about a telecom's
 * subscriber additions. A metric naming no sector fits every group. Pure once the vocabularies are
 * loaded.
 */
import { metricById } from '../../core/vocabulary/metrics.js';
import { loadSectorVocabulary, type SectorVocabulary } from '../../core/vocabulary/sectors.js';
import { memberSectors } from '../scope/sectors.js';

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
