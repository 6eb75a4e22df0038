/**
 * "The other NBFC Kotak Mahindra Investments had a post-tax profit of INR 102 crore … This is on the
 * back of a 50% growth in the advances book there.": "there" pointing back at the business whose
 * figures the sentence before stated makes a figure the sentence names no owner for that business's.
 * Pure.
 */

/**
 * "there" standing for a place already named: not the existential "there is", "there has been", "there
 * seems", nor "out there", "over there" (anywhere at all).
 */
const POINTING_THERE = /(?<!\b(?:out|over|up|down|in|from|and|here|shown|see|seen|listed|noted|said|mentioned|stated)\s+)\bthere\b(?!\s*(?:is|are|was|were|will|would|could|should|might|may|must|can|has|have|had|'s|’s|'re|’re|seems?|seemed|appears?|appeared|remains?|remained|continues?|continued|exists?|existed|being|been|be|used|tends?|needs?)\b)/i;

/**
 * The owner "there" points back at: the one owner all of the sentence before's figures were stated of
 * (`before`, the same turn's sentence right before), when that is a business, not the whole company nor an
 * owner a marker word gave (`notBusiness`: the economy's, the industry's, the customers' …).
 */
export function ownerPointedThere(sentence: string, before: readonly { segment: string | null }[], notBusiness: (owner: string) => boolean): string | null {
  if (before.length === 0 || !POINTING_THERE.test(sentence)) return null;
  const owners = new Set(before.map((f) => f.segment));
  if (owners.size !== 1) return null;
  const [owner] = owners;
  return owner && !notBusiness(owner) ? owner : null;
}
