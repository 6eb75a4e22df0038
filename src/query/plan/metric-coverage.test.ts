import { describe, expect, it } from 'vitest';
import { inCallPhrases, metricTerms, namedAbbreviations, withoutPlaces } from './metric-terms.js';
import { terms } from './question-terms.js';
import { holdsAbbreviations, metricCoverage, sentenceCoverage } from './metric-coverage.js';

describe('a quoted answer about the asked metric', () => {
  it('counts an abbreviation and its long form, and a plain phrase and the call\'s term, as one', () => {
    const nim = metricTerms('How did NIM fare?');
    expect(metricCoverage('The net interest margin was 4.1%.', nim)).toBe(1);
    expect(metricCoverage('Deposits grew 16%.', nim)).toBe(0);
    expect(metricCoverage('LTM attrition was 14%.', metricTerms('is losing people?'))).toBe(1);
  });

  it('reads the metric in one sentence, not across two', () => {
    const wind = metricTerms('Which utilities are involved in offshore wind?', ['utilities']);
    expect(sentenceCoverage('Best wind sites. It had been relying on offshore gas.', wind)).toBeLessThan(0.5);
    expect(metricCoverage('Best wind sites. It had been relying on offshore gas.', wind)).toBeGreaterThanOrEqual(0.5);
    expect(sentenceCoverage('The deployment of offshore wind continues.', wind)).toBeGreaterThanOrEqual(0.5);
    // A hyphenated word holds its parts.
    const coal = metricTerms('Which utilities plan to retire coal plants?', ['utilities']);
    expect(sentenceCoverage('We will exit all coal-fired plants by 2028.', coal)).toBeGreaterThanOrEqual(0.5);
  });

  it('reads words the question writes side by side only together', () => {
    const rates = metricTerms('Which homebuilders talked about mortgage rates?', ['homebuilders']);
    expect(sentenceCoverage('The loan to value on our first mortgages was 82%.', rates)).toBe(0);
    expect(sentenceCoverage('Mortgage interest rates are still very attractive.', rates)).toBe(1);
    // "Mortgage" is a name of home loans, not a plain phrase the call writes "home": a sentence of homes sold is no mortgage rate.
    expect(sentenceCoverage('We sold 1,964 homes during the quarter, a decline of 33%.', rates)).toBe(0);
    const deposits = metricTerms('Which banks saw their deposits grow?', ['banks']);
    expect(sentenceCoverage('Deposits were down $3 billion or 5% versus last year.', deposits)).toBe(0);
    expect(sentenceCoverage('In terms of deposits, core deposits continued to grow.', deposits)).toBe(1);
    expect(sentenceCoverage('We saw nice growth in deposits of 1.4% linked quarter.', deposits)).toBe(1);
    // "growing" stands alone in the question; "rate base" is one thing.
    const base = metricTerms('Which utility companies are growing their rate base?', ['utility companies']);
    expect(sentenceCoverage('A growing wastewater business and additions to the customer base.', base)).toBeLessThan(0.5);
    expect(sentenceCoverage('We expect to grow rate base to $6.5 billion.', base)).toBe(1);
    // A compound read the other way round, side by side, is another thing; further apart it is the same.
    expect(sentenceCoverage('Results reflect the base rate roll-ins of the gas utility.', base)).toBeLessThan(0.5);
    expect(sentenceCoverage('The base of our rate plans grew 8%.', base)).toBeGreaterThanOrEqual(0.5);
    expect(metricTerms('Which utilities are growing their rate base?').compounds).toEqual(new Map([[terms('rate')[0], terms('base')]]));
    // A direction makes no compound with the metric: "mortality" alone is read.
    const mortality = metricTerms('Which insurers reported higher mortality from COVID?', ['insurers']);
    expect(sentenceCoverage('COVID-19 related mortality was $120 million in the quarter.', mortality)).toBeGreaterThanOrEqual(0.5);
    // Nor does an amount: "trained" alone is "training large numbers of employees".
    const training = metricTerms('Which IT companies are training large numbers of employees in generative AI?', ['IT companies']);
    expect(sentenceCoverage('We plan to create a talent pool of 100,000 Generative AI trained associates.', training)).toBeGreaterThanOrEqual(0.5);
  });

  it("holds a plain word's call term to the word's partners, and needs a call term's whole name", () => {
    // "revenue" spells "sales", but alone it is no weather-normalized sales.
    const weather = metricTerms('Which utilities reported weather-normalized sales?', ['utilities']);
    expect(sentenceCoverage('Retail electric revenues increased in aggregate due to strong customer growth.', weather)).toBeLessThan(0.5);
    expect(sentenceCoverage('We have included the weather-normalized sales variances for the quarter.', weather)).toBe(1);
    // "cost" alone is not the efficiency ratio (the cost to income ratio); the whole name is.
    const efficiency = metricTerms('Which banks disclosed their efficiency ratio?', ['banks']);
    expect(sentenceCoverage('The cost of deposits was flat at 26 basis points in the quarter.', efficiency)).toBeLessThan(0.5);
    expect(sentenceCoverage('Our efficiency ratio adjusted for integration costs was 64%.', efficiency)).toBe(1);
    // "credit" is not the ratio of the loan-to-deposit ratio.
    const ldr = metricTerms('Which banks mentioned their loan-to-deposit ratio?', ['banks']);
    expect(sentenceCoverage('Our credit metrics are presented on Slide 10 and reflect strong credit performance.', ldr)).toBeLessThan(0.5);
    // A name holding one of the metric's own words spells nothing: "deal wins" is no "deal bookings" that were soft.
    const bookings = metricTerms('Which IT services firms said their deal bookings were soft or lower this quarter?', ['IT services firms']);
    expect(sentenceCoverage('We signed 16 large deal wins in the quarter.', bookings)).toBeLessThan(0.5);
    // A call word spelling a metric word without partners as well stands alone ("development" for "putting").
    const building = metricTerms('Which office REITs are putting up new buildings?', ['office REITs']);
    expect(sentenceCoverage('Our development pipeline includes two new towers.', building)).toBeGreaterThanOrEqual(0.5);
  });

  it('reads the modifiers of a compound noun only with its head', () => {
    const forgiveness = metricTerms('Which banks discussed PPP loan forgiveness?', ['banks']);
    expect(sentenceCoverage('The loan portfolio decreased, mostly driven by a $73 million reduction in SBA PPP loans.', forgiveness)).toBe(0);
    expect(sentenceCoverage('PPP loans declined $4.8 billion due to forgiveness activity.', forgiveness)).toBeGreaterThanOrEqual(0.5);
    expect(sentenceCoverage('We assume that approximately 75% of the loans will be forgiven.', forgiveness)).toBeGreaterThanOrEqual(0.5);
    const nim = metricTerms('Which banks talked about their net interest margin?', ['banks']);
    expect(sentenceCoverage('Net interest income grew $109 million or 1% from the second quarter.', nim)).toBe(0);
    expect(sentenceCoverage('Net interest margin of 2.27% was down 2 basis points.', nim)).toBe(1);
    expect(sentenceCoverage('Last quarter, we had 4.22% of NIM.', nim)).toBe(1);
    // The bare head just after the modifiers is the compound just spoken of; a head of another compound is not.
    expect(sentenceCoverage('Net interest income was $985 million. The primary driver of the margin decline was cash.', nim)).toBe(1);
    expect(sentenceCoverage('Net interest income grew 1%. Revenue declined on lower gain-on-sale margins.', nim)).toBe(0);
    expect(sentenceCoverage('Fee income grew 1%. The margin declined.', nim)).toBe(0);
    // A verb form makes a clause, not a compound: "stimulus" is read without "sales".
    const stimulus = metricTerms('Which retailers said government stimulus helped sales?', ['retailers']);
    expect(stimulus.heads.size).toBe(0);
    expect(metricTerms('Which utilities plan to retire coal plants?', ['utilities']).heads.size).toBe(0);
    // A last word saying how much of the compound is no head: "renewal increase" is "renewal rent increases".
    const renewals = metricTerms('Which apartment REITs discussed renewal rent increases?', ['apartment REITs']);
    expect(renewals.heads.size).toBe(0);
    expect(sentenceCoverage('We expect to deliver flat on the renewal increase percent.', renewals)).toBeGreaterThanOrEqual(0.5);
    // The words a threshold stood between are no compound.
    expect(metricTerms('Which metal companies had net debt above 2.5 times EBITDA?', ['metal companies', 'above 2.5 times']).heads.size).toBe(0);
  });

  it("reads the call's terms for a plain phrase as the metric's names, each name's words together", () => {
    expect(inCallPhrases('saw their deposits grow?')).toBe('saw their deposits, deposit growth, total deposits?');
    expect(inCallPhrases('talked about buying back stock?')).toBe('talked about buyback, share repurchase?');
    expect(inCallPhrases('How big is NIM?')).toBeNull();
    // A phrase that is itself a metric's name is read as that metric only: "fuel costs" are not raw material costs.
    expect(inCallPhrases('mentioned fuel costs or surcharges?')).not.toContain('raw material');
    const deposits = metricTerms(inCallPhrases('saw their deposits grow?')!);
    // Two names' words side by side in the terms ("growth total") are no compound.
    expect(sentenceCoverage('We saw 16% growth in total purchase volume compared to last year.', deposits)).toBeLessThan(0.5);
    expect(sentenceCoverage('Total deposits were $4.1 billion at quarter end.', deposits)).toBeGreaterThanOrEqual(0.5);
  });

  it('takes either alternative the question offers, each held by two of its words', () => {
    const ev = metricTerms('Which utilities talked about electric vehicles or EV charging?', ['utilities']);
    expect(ev.alternatives).toHaveLength(2);
    expect(sentenceCoverage('We are adding EV charging stations.', ev)).toBe(1);
    expect(sentenceCoverage('Electric vehicles will add load.', ev)).toBe(1);
    expect(sentenceCoverage('Charging for the rider is set by the commission.', ev)).toBe(0);
    expect(metricTerms('How did NIM fare?').alternatives).toEqual([metricTerms('How did NIM fare?').stems]);
    // "two- or three-wheelers" is one thing; "3-Wheeler" holds it by its head.
    const wheelers = metricTerms('Which auto makers talked about electric two- or three-wheelers?', ['auto makers']);
    expect(wheelers.alternatives).toHaveLength(1);
    expect(sentenceCoverage('The highest ever 3-Wheeler electric volumes of 14,700.', wheelers)).toBeGreaterThanOrEqual(0.5);
  });

  it('names the abbreviations that are the metric, not the companies or the period', () => {
    expect(namedAbbreviations('Compare the CASA ratio at SBI and HDFC Bank in Q1 FY24', ['SBI', 'HDFC Bank'])).toEqual(['CASA']);
    // A bracketed abbreviation that is no financial term names a company's business; a financial one is the metric.
    expect(namedAbbreviations("SBI Life vs Bajaj Finserv's life arm (BALIC): 13-month persistency?", ['SBI Life', 'Bajaj Finserv'])).toEqual([]);
    expect(namedAbbreviations("Compare TCS's deal wins (TCV) with Infosys", ['TCS', 'Infosys'])).toEqual(['TCV']);
    // A window or a basis qualifies the metric: "attrition … 14%" answers "LTM attrition".
    expect(namedAbbreviations('Compare LTM attrition at Wipro and LTIMindtree in Q1 FY24', ['Wipro', 'LTIMindtree'])).toEqual([]);
    expect(namedAbbreviations('TCS vs Infosys: CC revenue growth and TTM TCV', ['TCS', 'Infosys'])).toEqual(['TCV']);
    expect(holdsAbbreviations('current and savings account ratio of 41%', ['CASA'])).toBe(true);
    expect(holdsAbbreviations('net debt to EBITDA of 2.9x', ['CASA'])).toBe(false);
  });

  it('reads an abbreviation inside a hyphenated word', () => {
    expect(holdsAbbreviations('less favorable underwriting experience due to COVID-19-related mortality', ['COVID'])).toBe(true);
    expect(holdsAbbreviations('Mortality exclusive of COVID-19 was also slightly elevated.', ['COVID'])).toBe(true);
    expect(holdsAbbreviations('mortality was elevated in the period', ['COVID'])).toBe(false);
  });

  it('does not take a direction and a named abbreviation for the metric itself', () => {
    const m = metricTerms('Which insurers reported higher mortality from COVID?', ['insurers']);
    expect(m.core).toEqual(['mortality']);
    expect(sentenceCoverage('Results reflected less favorable underwriting experience due to COVID-19-related mortality.', m)).toBeGreaterThanOrEqual(0.5);
    expect(sentenceCoverage('The effects of COVID-19 could result in a higher expense ratio.', m)).toBe(0);
  });

  it('does not take where the metric is for the metric itself', () => {
    const m = metricTerms('Which utilities reported customer growth in their service territories?', ['utilities']);
    expect(m.core).toEqual(['customer', 'grow']);
    expect(sentenceCoverage('We continue to see things open up in both of our service territories in Missouri and Illinois.', m)).toBe(0);
    expect(sentenceCoverage('We expect strong customer growth across our service territory.', m)).toBeGreaterThanOrEqual(0.5);
    // A phrase after "about" or "on" is what is asked.
    expect(metricTerms('Which REITs talked about occupancy?', ['REITs']).core).toEqual(['occupancy']);
    expect(metricTerms('Which oilfield services companies commented on the rig count?', ['oilfield services companies']).core).toEqual(['rig', 'count']);
    expect(metricTerms('Which utilities are involved in offshore wind?', ['utilities']).core).toEqual(['involv', 'offshor', 'wind']);
    expect(withoutPlaces('Which utilities reported customer growth in their service territories?')).toBe('Which utilities reported customer growth?');
    expect(withoutPlaces('Which utilities are involved in offshore wind?')).toBe('Which utilities are involved in offshore wind?');
  });

  it('holds a group member to the move a verb of change asks for, near the metric', () => {
    const raised = metricTerms('raised their dividend?');
    expect(sentenceCoverage('Earlier this week, our Board approved a dividend increase of $0.09 per share.', raised)).toBe(1);
    expect(sentenceCoverage('Lastly, the Board increased our dividend by 4.5% to an annual dividend of $1.62 per share.', raised)).toBe(1);
    expect(sentenceCoverage('We continue to be a top leader in dividend growth.', raised)).toBe(0);
    expect(sentenceCoverage('Our dividend remains above 3%.', raised)).toBe(0);
    const growing = metricTerms('growing their rate base?');
    expect(sentenceCoverage('We expect rate base growth of 7% through 2025.', growing)).toBe(1);
    expect(sentenceCoverage('The Virginia base portion of our rate base.', growing)).toBe(0);
    expect(sentenceCoverage('Our PA utility has seen a rate base CAGR of 11.4% over the past five years.', growing)).toBe(1);
    // Negated, the verb asks that the metric held still.
    const flat = metricTerms("aren't growing production?");
    expect(flat.stems).toEqual(['production']);
    expect(sentenceCoverage('Our capital is expected to hold our production flat with fourth quarter levels.', flat)).toBe(1);
    expect(sentenceCoverage('We do not intend to grow production in 2022.', flat)).toBe(1);
    expect(sentenceCoverage('We delivered 5% production growth.', flat)).toBe(0);
    // A metric after the change word and "from" or "by" moved something else.
    expect(sentenceCoverage('We expect our share count to modestly increase from dividend reinvestment.', raised)).toBe(0);
    expect(sentenceCoverage('Over 90% of this acreage is held by production.', flat)).toBe(0);
    expect(sentenceCoverage('The Board increased our dividend by 4.5%.', raised)).toBe(1);
  });

  it('reads a vocabulary abbreviation in its long form: "CET1" in "common equity Tier 1 ratio"', () => {
    const m = metricTerms('disclosed their CET1 ratio?');
    expect(sentenceCoverage('We ended the quarter with a common equity Tier 1 ratio of 9.4%.', m)).toBe(1);
    expect(holdsAbbreviations('We ended the quarter with a common equity Tier 1 ratio of 9.4%.', ['CET1'])).toBe(true);
  });

  it('holds an abbreviation by any name the vocabulary gives its metric: "MLR" in "medical care ratio"', () => {
    expect(holdsAbbreviations('Our medical care ratio was 84% for the full year.', ['MLR'])).toBe(true);
    expect(holdsAbbreviations('We manage medical cost initiatives.', ['MLR'])).toBe(false);
    expect(holdsAbbreviations('Net favorable prior period development was $268 million.', ['PYD'])).toBe(true);
  });
});

