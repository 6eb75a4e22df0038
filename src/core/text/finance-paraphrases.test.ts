import { describe, expect, it } from 'vitest';
import { isFinanceTerm, paraphraseTerms, withFinanceTerms } from './finance-paraphrases.js';

describe('finance paraphrases', () => {
  it('maps plain investor wording to the terms calls use', () => {
    expect(paraphraseTerms('How many employees are leaving TCS?').map((p) => p.terms)).toEqual(['attrition']);
    expect(paraphraseTerms('What is the lending spread at HDFC Bank?')[0]!.terms).toBe('net interest margin');
    expect(paraphraseTerms('How big were the new contracts signed this quarter?')[0]!.terms).toMatch(/deal wins/);
    expect(paraphraseTerms('Did bad loans rise?')[0]!.terms).toMatch(/npa/);
  });

  it('leaves the call’s own terms and unrelated words alone', () => {
    expect(paraphraseTerms('What was the attrition rate?')).toEqual([]);
    expect(paraphraseTerms('What did the CEO say on the earnings call about the new office?')).toEqual([]);
    // Staff turnover is attrition, not revenue.
    expect(paraphraseTerms('Is staff turnover improving?').map((p) => p.terms)).toEqual(['attrition']);
  });

  it('maps blast-furnace inputs, dominance and lost share, but not "a share of"', () => {
    const t = (q: string): string[] => paraphraseTerms(q, { wordingsOnly: true }).map((p) => p.terms);
    expect(t('How much cheaper will their key blast-furnace input get?')).toContain('coking coal iron ore');
    expect(t('How dominant is M&M in tractors?')).toContain('market share');
    expect(t('How much relief on steelmaking raw-material bills do they expect?')).toContain('coking coal iron ore');
    expect(t('How profitable is the core business?')).toContain('ebitda margin operating margin ebit margin');
    expect(t('After raw material costs, how much do they keep?')).toContain('gross margin');
    expect(t('How much are they marking up their products?')).toContain('gross margin');
    expect(t('Who is losing the most share?')).toContain('market share');
    expect(t('What are they losing to bad loans as a share of loans?')).not.toContain('market share');
  });

  it('appends the terms after the abbreviations, once', () => {
    expect(withFinanceTerms('NIM and lending spread')).toBe('NIM and lending spread (net interest margin)');
    expect(withFinanceTerms('Revenue in Q1?')).toBe('Revenue in Q1?');
  });

  it('maps the plain wordings of comparisons to the call\'s terms', () => {
    const t = (q: string): string => paraphraseTerms(q).map((p) => p.terms).join('; ');
    expect(t('Who is losing fewer people?')).toBe('attrition');
    expect(t('Which signed more new business this quarter?')).toMatch(/deal wins/);
    expect(t('Which is setting aside less for bad loans?')).toMatch(/credit cost/);
    expect(t('How well are they covered against their bad loans?')).toMatch(/provision coverage ratio/);
    expect(t('How fully deployed are engineers?')).toBe('utilization');
    expect(t('Who is keeping their engineers busy?')).not.toMatch(/attrition/);
    expect(t('Who is better at keeping their engineers?')).toBe('attrition');
    expect(t('How much do they plough back into developing new drugs?')).toMatch(/research and development/);
    expect(t('Which carries more debt relative to its earnings?')).toMatch(/net debt to ebitda/);
    expect(t('How big is the unfilled order backlog?')).toMatch(/pending orders/);
    expect(t('What are they expecting for growth ahead?')).toMatch(/guidance/);
    expect(t("How did BPCL's refining margins fare?")).toMatch(/\bgrm\b/);
    expect(t('How many engineers does the company employ?')).toBe('headcount workforce');
    expect(t('What was the headcount?')).toBe('workforce');
    expect(t('How large is the workforce?')).toBe('headcount');
    expect(t('How much did it bring in from the United States?')).toBe('revenue sales; u.s. us north america');
    expect(t('How strong is the capital cushion?')).toMatch(/solvency ratio capital adequacy/);
    expect(t('Is the bank well capitalised?')).toMatch(/capital adequacy/);
    // North America is the call's own wording; "take in" without "from" is not income.
    expect(t('Growth in North America')).toBe('');
    // A price taken is pricing, not income taken in.
    expect(t('What price did they take in Q1?')).not.toMatch(/revenue/);
    // Value of new business is an insurer's own term, not a deal win.
    expect(t('What was the value of new business?')).not.toMatch(/deal wins/);
  });

  it('maps more analyst wordings: new business, capitalised, each rupee of sales, bands, made, home market, busier', () => {
    const t = (q: string): string => paraphraseTerms(q).map((p) => p.terms).join('; ');
    expect(t('How much new business did they bring in?')).toMatch(/deal wins tcv order inflow bookings/);
    expect(t('Which new business segments grew?')).toBe('');
    // An insurer's new business (its premium, value or margin) is its own term, not a deal win.
    expect(t("How did Bajaj Allianz Life's retail new business grow?")).toBe('');
    expect(t('What was the new business margin?')).toMatch(/^vnb margin/);
    expect(t('Is ICICI Bank or IndusInd better capitalised?')).toMatch(/capital adequacy/);
    expect(t('Is it capitalising on the opportunity?')).toBe('');
    expect(t('Who keeps more of each rupee of sales as operating profit?')).toMatch(/ebitda margin operating margin/);
    expect(t('How much of each rupee of sales is it keeping after raw material costs?')).toMatch(/\bmargin\b/);
    expect(t("What is the EBITDA margin band?")).toMatch(/guidance/);
    expect(t('Who made more steel this quarter?')).toMatch(/^crude steel production; production output/);
    expect(t('Who made more cement?')).toBe('production output');
    // Money made is profit, not production.
    expect(t('Who made more money?')).toBe('net profit pat');
    expect(t('How quickly is the home market expanding?')).toMatch(/india domestic/);
    expect(t('How much busier did the ports get?')).toMatch(/volumes traffic/);
    expect(t('Which bank runs the lower efficiency ratio?')).toBe('cost to income ratio');
    expect(t('Compare profit per tonne at the two steelmakers')).toMatch(/ebitda per tonne/);
    expect(t('Whose price per tonne rose?')).toBe('realisation realization');
    expect(t('How did the wage bill move?')).toMatch(/employee cost/);
    expect(t('Which generated more cash?')).toMatch(/free cash flow/);
    expect(t('How did sales abroad grow?')).toMatch(/international exports/);
  });

  it('rewrites only the verb of "made more X", keeping what was made', () => {
    const found = paraphraseTerms('Who made more cement?');
    expect(found.map((p) => p.plain)).toEqual(['made']);
  });

  it('maps the plain wordings of more metrics across sectors', () => {
    const t = (q: string): string => paraphraseTerms(q).map((p) => p.terms).join('; ');
    expect(t('Whose clients take longer to settle their invoices?')).toMatch(/\bdso\b/);
    expect(t('Whose products are stocked in more shops?')).toMatch(/distribution reach/);
    expect(t('How many policyholders keep paying into the second year?')).toMatch(/persistency/);
    expect(t('Whose overseas shipments fell more?')).toBe('exports international; volumes dispatches sales volume');
    expect(t('Are they cutting prices now?')).toMatch(/price reduction/);
    expect(t('Whose loan-loss charge was lower?')).toMatch(/credit cost/);
    expect(t('How many subscribers are switching to rivals?')).toMatch(/\bchurn\b/);
    expect(t('How much are they spending on advertising?')).toMatch(/a&p/);
    expect(t('Who is adding new capacity?')).toMatch(/capex/);
    expect(t('How much stock do dealers hold?')).toMatch(/channel inventory/);
    expect(t('How much dealer inventory is there?')).toMatch(/channel inventory/);
    expect(t('What do they pay on deposits?')).toMatch(/cost of deposits/);
    expect(withFinanceTerms('Who is gaining market share?')).toBe('Who is gaining market share?');
    expect(t('Who is gaining share?')).toBe('market share');
    expect(t('How long is the waiting period for the SUVs?')).toMatch(/pending orders/);
    expect(t('Are more plant inspections coming?')).toMatch(/usfda/);
    expect(t('Is the current account deficit a worry?')).toBe('');
    expect(t('Which bank earns more profit on its assets?')).toMatch(/\broa\b/);
    expect(t('How much did they disburse in new loans booked?')).toMatch(/disbursements/);
    expect(t('Who sells more through bank partners?')).toMatch(/bancassurance/);
    expect(t('How much did freight costs rise?')).toMatch(/freight logistics cost/);
    // AI agents are not an insurer's agency channel; a question already in the call's words gains nothing.
    expect(t('Are clients deploying AI agents?')).toBe('');
    expect(t('Who sells more electric three-wheelers?')).toBe('');
    // Places, technologies and weather as people name them.
    expect(t('How are European customers treating them?')).toBe('europe');
    expect(t('Are chip shortages still holding back output?')).toMatch(/semiconductor/);
    expect(t('Is the rain a worry?')).toBe('monsoon rainfall');
    expect(t('Is ore getting cheaper?')).toBe('iron ore');
    expect(t('How much iron ore did they buy?')).toBe('');
    // The fixed wordings alone leave out metrics named by parts or described.
    expect(paraphraseTerms("How much money do they have sitting in the bank?").map((p) => p.terms).join()).toMatch(/^cash/);
    expect(paraphraseTerms("How much money do they have sitting in the bank?", { wordingsOnly: true })).toEqual([]);
  });

  it('maps US calls\' plain topics: locked-in prices, rewards programs, a cold spell, putting up buildings', () => {
    const ids = (q: string): string[] => paraphraseTerms(q).map((p) => p.metric);
    expect(ids('Which producers locked in prices for next year?')).toEqual(['commodity_hedges']);
    expect(ids('Which grocers run a rewards program?')).toEqual(['loyalty_program']);
    expect(ids('Do they have a loyalty club for shoppers?')).toEqual(['loyalty_program']);
    expect(ids('Was the company hurt by the cold spell in Texas?')).toEqual(['winter_storm']);
    expect(ids('Which REITs are constructing new towers?')).toEqual(['development_pipeline']);
    // One word is no concept of two cue groups, and securing contracts is no hedge.
    expect(ids('Are the buildings full?')).not.toContain('development_pipeline');
    expect(ids('Who secured new production contracts?')).not.toContain('commodity_hedges');
  });

  it('adds a description of words an earlier match read only when it reads more of them', () => {
    const terms = (q: string): string => paraphraseTerms(q).map((p) => p.terms).join('; ');
    expect(terms("Who is earning the best return on shareholders' capital right now?")).toBe('roe return on equity');
    expect(terms('How much new work did they sign up with clients?')).toMatch(/customer additions.*; tcv total contract value/);
  });
});


describe('the words calls name metrics with', () => {
  it('knows a metric abbreviation from a business or product name', () => {
    for (const w of ['TCV', 'GRM', 'A&P', 'CET1', 'EBITDA', 'casa']) expect(isFinanceTerm(w)).toBe(true);
    for (const w of ['BALIC', 'RJIL', 'XUV', 'ICE']) expect(isFinanceTerm(w)).toBe(false);
  });
});
