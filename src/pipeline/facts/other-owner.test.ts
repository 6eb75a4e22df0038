import { describe, expect, it } from 'vitest';
import { figuresIn } from '../../core/text/figures.js';
import { lexiconFrom } from '../../core/vocabulary/metric-lexicon.js';
import { loadOwnerMarkers, type OwnerMarker } from '../../core/vocabulary/owners.js';
import { markedOwner } from './other-owner.js';

const lexicon = lexiconFrom([
  { id: 'revenue', names: ['revenue', 'revenues'], abbreviations: [], unit: 'money' },
  { id: 'sales_growth', names: ['sales growth'], abbreviations: [], unit: 'percent' },
  { id: 'volumes', names: ['volume', 'volumes'], abbreviations: [], unit: 'count' },
  { id: 'assets_under_management', names: ['aum'], abbreviations: [], unit: 'money' },
  { id: 'inventory', names: ['inventories'], abbreviations: [], unit: 'money' },
  { id: 'market_share', names: ['market share'], abbreviations: [], unit: 'percent' },
  { id: 'customer_franchise', names: ['customer base'], abbreviations: [], unit: 'count' },
  { id: 'fee_income', names: ['fee income'], abbreviations: [], unit: 'money' },
  { id: 'cost_of_deposits', names: ['cost of deposits'], abbreviations: [], unit: 'percent' },
]);

/** The owner the shipped markers give each figure of the sentence, bound to the sentence's first metric. */
function owners(sentence: string, markers: readonly OwnerMarker[] = loadOwnerMarkers()): (string | null)[] {
  const mentions = lexicon.mentions(sentence);
  return figuresIn(sentence).map((f) => markedOwner(sentence, mentions[0]!, f, mentions, markers));
}

describe('markedOwner', () => {
  it("gives a figure to the owner a marker word makes the clause's subject", () => {
    expect(owners('The PendoTECH acquisition contributed approximately 1% to local currency sales growth in the quarter.')).toEqual(['acquired business']);
    expect(owners('Both developed and emerging markets delivered 10% volume growth.')).toEqual(['market']);
    expect(owners('Adjacent markets increased revenue 10% and boats were up 14%.')).toEqual(['market', null]);
    expect(owners('During the quarter, we completed acquisitions, which are expected to generate $3.7 billion in annualized revenues.')).toEqual(['acquired business']);
  });

  it('gives a figure to the possessor of its metric, and to what the metric is of or from', () => {
    expect(owners("Our customers' inventories were down $40 million.")).toEqual(['customers']);
    expect(owners('Also contributing were revenues from acquired businesses of approximately $55 million.')).toEqual(['acquired business']);
    expect(owners('As of September 30, the AUM of the wind-down funds was $809 million.')).toEqual(['funds']);
  });

  it("leaves a figure of the company's own clause, a marker inside a metric's name, and a marker no subject, to the company", () => {
    expect(owners('Revenue grew 5% and the industry grew 8%.')).toEqual([null, 'industry']);
    expect(owners('The industry slowed, but we grew revenue 10%.')).toEqual([null]);
    expect(owners('Our market share increased to 26%.')).toEqual([null]);
    expect(owners('Our total customer base grew 10%.')).toEqual([null]);
    expect(owners('Client fee income grew by 19% YoY.')).toEqual([null]);
    expect(owners('Our cost of deposits remained well below peer and industry averages at 26 basis points.')).toEqual([null]);
    expect(owners('Revenue from customers in India grew 12%.')).toEqual([null]);
    expect(owners('We continue to replenish the more than $15 billion revenue of potential acquisitions.')).toEqual([null]);
    expect(owners('Adjusted revenue, excluding the pandemic relief funds was $413 million.')).toEqual([null]);
    expect(owners('Total revenue less acquisitions was up 2.5%.')).toEqual([null]);
    expect(owners('All markets are contributing to share gains, including 36% revenue growth in Latin America.')).toEqual([null]);
    expect(owners('We had $375 million of revenue from the PPD acquisition, and $200 million higher base revenue.')).toEqual(['acquired business', null]);
  });

  it('gives a figure to the name a capitalised marker word ends', () => {
    expect(owners('For the full year, CVR Partners reported revenue of $27 million.')).toEqual(['CVR Partners']);
    expect(owners('The Marsh Global Insurance Market Index showed revenue increases of 13%.')).toEqual(['Marsh Global Insurance Market Index']);
  });

  it('reads the markers a user adds, in the places the file names', () => {
    const mine: OwnerMarker[] = [{ owner: 'joint venture', words: ['joint venture', 'jv'], as: ['subject'] }];
    expect(owners('Our joint venture posted revenue of $20 million.', mine)).toEqual(['joint venture']);
    expect(owners('Our joint venture posted revenue of $20 million.', [])).toEqual([null]);
  });
});
