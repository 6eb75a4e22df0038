import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { VocabularyFileError } from '../../core/vocabulary/data-file.js';
import { isNarrow, sectorsBesideStandalone } from '../../core/vocabulary/sectors.js';
import { alternativesOnce, documentSectors, loadSectorVocabulary, type SectorEvidence, sectorEvidence, sectorsOfEvidence } from './sector-cues.js';

/** A call: the operator, management's remarks, an analyst's question and management's answer. */
function call(remarks: string, question = 'Thanks. Can you talk about the outlook for the second half?', answer = remarks): string {
  return [
    'Operator: Good morning and welcome to the first quarter earnings call. I will now turn the call over to management.',
    `Jane Smith: ${remarks}`,
    'Operator: Our first question comes from Tom Brown with Acme Securities.',
    `Tom Brown: ${question}`,
    `Jane Smith: ${answer}`,
  ].join('\n');
}

const REIT = call(
  'As a REIT, we grew core FFO per share 6% and AFFO 5%. Same-store NOI rose 4.2% as occupancy reached 96.1% across our properties. Our tenants renewed leases on 1.2 million square feet, with releasing spreads of 14% and cash rents up 8%. Leasing demand from tenants stayed strong, and we closed two acquisitions and three dispositions at a 5.5% cap rate. Our development pipeline is 80% pre-leased, rent growth was 5% and bad debt fell; FFO guidance rises.',
);
const BANK = call(
  "Net interest income rose 8% and the net interest margin expanded 12 basis points as loan growth of 6% outpaced deposit costs. Our deposit franchise grew core deposits 4%, and our loan portfolio is well diversified across C&I, commercial real estate and consumer loans. Net charge-offs were 18 basis points; the allowance for credit losses is 1.4% of loans under CECL. Nonperforming assets fell, the efficiency ratio improved to 55%, CET1 is 10.2% and tangible book value grew. Fee income from mortgage banking and treasury management was strong across our branches.",
  'Thanks. How should we think about deposit betas and loan growth from here?',
);
const UTILITY = call(
  'Our utility filed a rate case with the public service commission seeking a 9.8% allowed ROE on a rate base of $12 billion. Customer growth in our service territory was 1.5%, and weather-normalized retail sales rose. Our five-year capital plan adds 2 gigawatts of solar and wind generation and invests in transmission and distribution. We expect the commission to rule on the rate case by year end; decoupling protects margins from weather, and our regulated utilities keep customers\' bills affordable. Storm costs will be recovered through a rider, and we retire two coal plants under our integrated resource plan.',
);
const HOMEBUILDER = call(
  'Our homebuilding operations closed 2,100 homes, and net new orders rose 12% with an absorption pace of 4.1 per community per month. Community count ended at 220, and backlog stands at 5,400 homes. The average sales price of homes closed rose 9%; lumber costs eased and our build times improved. We own or control 80,000 lots, and land spend was $600 million. Entry-level and first-time buyers remain strong despite higher mortgage rates; the cancellation rate was 11%, and our homebuyers used fewer incentives.',
);
const INDIAN_IT = call(
  'Revenue grew 3.2% in constant currency. Deal wins were strong, with TCV of $2.3 billion including two large deals in BFSI and manufacturing. Attrition fell to 17% and utilisation improved to 86%; we onboarded 5,000 freshers and headcount rose. Our clients continue to invest in digital transformation and cloud migration, though discretionary spend is soft in some verticals. Offshore revenue share rose and our delivery centres ramped up; the deal pipeline is healthy and managed services, application services and infrastructure services all grew.',
  'Thanks. Can you comment on deal wins, the pipeline and pricing in BFSI?',
);
const NONE = call(
  'Revenue rose 5% and margins expanded. We remain focused on execution, cost discipline and returning cash to shareholders. Our teams did good work this quarter, and we thank them. We expect the second half to be similar to the first and are reiterating our full-year guidance.',
);

const RETAILER = call(
  'Comparable store sales rose 6%, with traffic up and a higher average ticket across our stores. Our e-commerce business grew 20% and curbside pickup is in every store. Inventory ended the quarter up 8% and markdowns were lower; our merchandise assortment and private label brands drove gross margin. We opened 12 new stores, our loyalty program added members, and the holiday season and back-to-school look strong for our shoppers; our store associates did great work.',
);
const APPAREL_BRAND = call(
  'Our brands delivered revenue growth of 14%. Our wholesale partners reordered as department store sell-through improved, and our direct-to-consumer business grew 20% with full-price selling and higher AUR. Our wholesale business in Europe and China recovered, licensing income rose and our licensees expanded. Brand heat is strong across apparel and footwear; the fall collections and assortments landed well with our wholesale accounts, and our DTC business opened stores and grew digital sales in Asia.',
);
const AUTO_DEALER = call(
  'Our dealerships sold more used vehicles than new vehicles this quarter. Gross profit per unit on new vehicles was $4,500 and F&I per vehicle retailed rose to $2,100. Parts and service and fixed operations grew 12%, collision was strong, and SG&A as a percentage of gross profit fell. New vehicle days supply stays tight at 15 days; our franchises and our stores keep finding used cars, and same-store used vehicle sales rose 20%.',
);

const US_LIFE_INSURER = call(
  'Our group benefits business grew premiums 6%, and individual life sales rose. Excess mortality from COVID drove higher life claims and death claims, while disability and long-term care morbidity were favorable. Our fixed annuities and variable annuities sales were strong, and pension risk transfer volumes grew. Our in-force block is performing, lapses were low, and our life insurance subsidiaries are well capitalized with premiums and policyholders up. Our annuities and our retirement business delivered record earnings.',
);


const PACKAGER = call(
  'Our containerboard mills ran full and our box plants shipped record corrugated boxes. Paperboard prices rose and we implemented price increases on folding cartons and SBS. Our mills took maintenance downtime; recycled fiber and OCC costs were higher, and our converting network absorbed freight. Our packaging business grew tons shipped 4% while kraft and pulp prices rose.',
  'Thanks. How are containerboard and box demand trending into the next quarter?',
);
const HOSPITAL_OPERATOR = call(
  'Our hospitals saw same-facility admissions rise 3% and adjusted admissions grow 4%. Inpatient surgeries and outpatient surgeries grew, emergency room visits recovered, and patient days rose with higher acuity. Contract labor and premium pay for our nurses pressured salaries, wages and benefits. Medicare and Medicaid payer mix improved, and our facilities treated fewer COVID patients as length of stay fell.',
  'Thanks. How should we think about contract labor and admissions from here?',
);

const RAILROAD = call(
  'Our railroad moved 4% more carloads as merchandise, coal and grain volumes grew while intermodal volume fell 6% on drayage shortages. Our operating ratio improved 120 basis points to 58.9%. Train length grew 8%, terminal dwell and car velocity improved, and our crews and locomotives ran longer trains through our hump yard. Revenue per car rose 9% on core pricing gains and fuel surcharge revenue; our network fluidity and trip plan compliance recovered, and our trains carried record automotive and industrial products volumes.',
  'Thanks. How should we think about the operating ratio and intermodal volumes from here?',
);
const PARCEL_CARRIER = call(
  'Average daily volume rose 5% as our delivery network handled peak season with record packages. Revenue per package grew 10% and cost per package fell; our hubs and our ground network ran well, and e-commerce and Amazon volumes normalized. We raised the fuel surcharge, and our drivers delivered more parcels per stop. Our international express business grew, our LTL freight yield improved, and shipments from our small business customers rose.',
);
const MORTGAGE_INSURER = call(
  'We wrote a record $33 billion of new insurance written, and our insurance in force grew 14% to $262 billion as annual persistency improved. New delinquency notices fell and cures were strong as borrowers left forbearance; our default inventory declined. Our PMIERs sufficiency stays strong after another excess of loss reinsurance transaction through insurance-linked notes, and our quota share covers our new business. Purchase originations drove NIW while refinance activity slowed; our mortgage insurance loss ratio was low and our risk in force rose with home price appreciation.',
  'Thanks. How do you think about NIW and persistency as refinance activity slows?',
);

describe('documentSectors', () => {
  it('reads a packaging maker by its mills, boxes and containerboard, and a hospital operator apart from healthcare at large', () => {
    expect(documentSectors(PACKAGER)).toEqual(['packaging']);
    expect(documentSectors(HOSPITAL_OPERATOR)).toEqual(expect.arrayContaining(['healthcare', 'hospitals']));
  });

  it('reads a freight railroad and a mortgage insurer as trades of their own, in transportation and insurance as well', () => {
    expect(documentSectors(RAILROAD)).toEqual(expect.arrayContaining(['transportation', 'railroads']));
    expect(documentSectors(MORTGAGE_INSURER)).toEqual(expect.arrayContaining(['insurance', 'mortgage insurers']));
    // A parcel carrier's delivery network and a life insurer's annuities are neither.
    expect(documentSectors(PARCEL_CARRIER)).not.toContain('railroads');
    expect(documentSectors(US_LIFE_INSURER)).not.toContain('mortgage insurers');
  });

  it('reads a US life insurer by the words it speaks of its business (group benefits, annuities, mortality)', () => {
    expect(documentSectors(US_LIFE_INSURER)).toEqual(expect.arrayContaining(['insurance', 'life insurance']));
  });


  it('reads the sector a company describes itself by and speaks the vocabulary of', () => {
    expect(documentSectors(REIT)).toEqual(['real estate']);
    expect(documentSectors(BANK)).toEqual(['banks']);
    expect(documentSectors(UTILITY)).toEqual(['power']);
    expect(documentSectors(HOMEBUILDER)).toEqual(['homebuilders']);
    expect(documentSectors(INDIAN_IT)).toEqual(['it services']);
  });

  it('keeps a brand sold wholesale and an auto dealer apart from retailers', () => {
    expect(documentSectors(RETAILER)).toEqual(['retail']);
    expect(documentSectors(APPAREL_BRAND)).toEqual(['apparel brands']);
    expect(documentSectors(AUTO_DEALER)).toEqual(['auto dealers']);
  });

  it('gives no sector when the text shows none clearly', () => {
    expect(documentSectors(NONE)).toEqual([]);
    expect(documentSectors('')).toEqual([]);
    // A few bank words in an industrial's call are not enough.
    expect(documentSectors(call('Orders rose 8% and backlog is a record. We paid down debt, and our deposits with banks earn interest; loan growth at our customers is not our business.'))).toEqual([]);
  });

  it('gives no sector when a stronger reading is not clear and the clear one is much weaker', () => {
    const ev = (sector: string, score: number, qualifies: boolean) => ({ sector, self: 0, density: 0, distinct: 0, qualifies, score });
    // A barge operator that also sells oilfield equipment: transportation unclear, oil & gas clear but weaker.
    expect(sectorsOfEvidence([ev('transportation', 2.7, false), ev('oil & gas', 1.3, true), ev('oilfield services', 1.2, true)])).toEqual([]);
    expect(sectorsOfEvidence([ev('transportation', 2.7, false), ev('oil & gas', 2.1, true)])).toEqual(['oil & gas']);
    expect(sectorsOfEvidence([ev('oil & gas', 2.1, true), ev('transportation', 2.7, false)].sort((a, b) => b.score - a.score))).toEqual(['oil & gas']);
  });

  it('places a document whose narrower sector alone is clear in the broad one it is strongest for', () => {
    const ev = (sector: string, score: number, qualifies: boolean) => ({ sector, self: 0, density: 0, distinct: 0, qualifies, score });
    // An investment manager: funds, flows and fee rates clear, capital markets as a whole not.
    expect(sectorsOfEvidence([ev('capital markets', 2.2, false), ev('asset managers', 1.6, true), ev('it services', 0.3, false)])).toEqual(['capital markets', 'asset managers']);
    // Not when its strongest broad reading is another sector.
    expect(sectorsOfEvidence([ev('transportation', 2.6, false), ev('oilfield services', 1.7, true), ev('oil & gas', 0.9, false)])).toEqual([]);
  });

  it('reads a broad sector beside another only when management describes itself by it', () => {
    const ev = (sector: string, score: number, self: number) => ({ sector, self, density: 0, distinct: 0, qualifies: true, score });
    // A contractor speaking its utility customers' words, never "our service territory".
    expect(sectorsOfEvidence([ev('power', 1.07, 0), ev('infrastructure', 1.06, 0)])).toEqual([]);
    expect(sectorsOfEvidence([ev('power', 1.07, 0), ev('infrastructure', 1.06, 3)])).toEqual(['infrastructure']);
    expect(sectorsOfEvidence([ev('banks', 3.2, 8), ev('capital markets', 2.7, 9)])).toEqual(['banks', 'capital markets']);
    // The one clear broad reading needs none.
    expect(sectorsOfEvidence([ev('power', 1.02, 0)])).toEqual(['power']);
  });

  it('reads a standalone trade by its own evidence and self-descriptions, whatever the broad reading', () => {
    const ev = (sector: string, score: number, self: number, qualifies = true) => ({ sector, self, density: 0, distinct: 0, qualifies, score });
    // A refiner whose call reads no broad sector clearly: "our refineries", crack spreads, RINs; in oil & gas as well.
    expect(sectorsOfEvidence([ev('transportation', 2.6, 0, false), ev('refiners', 1.4, 5)])).toEqual(['refiners', 'oil & gas']);
    // A railcar builder beside its clear broad reading.
    expect(sectorsOfEvidence([ev('transportation', 2.2, 3), ev('railcar makers', 1.6, 6)])).toEqual(['transportation', 'railcar makers']);
    // Not without management describing the company by it, nor when its evidence is not clear.
    expect(sectorsOfEvidence([ev('refiners', 1.4, 1)])).toEqual([]);
    expect(sectorsOfEvidence([ev('refiners', 1.4, 6, false)])).toEqual([]);
    // Nor does it put the company in the broad sector its call reads strongest but not clearly.
    expect(sectorsOfEvidence([ev('infrastructure', 0.8, 0, false), ev('building products', 0.7, 4)])).toEqual(['building products']);
  });

  it('reads a standalone trade the vocabulary has no broader sector for as a trade, never as a broad sector', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sector-trade-'));
    const file = join(dir, 'pumps.json');
    const trade = { id: 'pump makers', standalone: true, groupWords: ['\\bpump {N}\\b'], selfDescriptions: ['our pumps', 'our valves'], cues: ['pumps', 'valves', 'seals', 'aftermarket', 'flow control'], minDensity: 20, minDistinctCues: 4, minSelf: 2 };
    writeFileSync(file, JSON.stringify({ sectors: [trade] }));
    const vocabulary = loadSectorVocabulary([file]);
    expect(isNarrow(vocabulary.sectors.find((s) => s.id === 'pump makers')!)).toBe(true);
    const ev = (sector: string, score: number, self: number, qualifies = true) => ({ sector, self, density: 0, distinct: 0, qualifies, score });
    // It takes no place among the broad readings (maxSectors) and does not choose them.
    expect(sectorsOfEvidence([ev('pump makers', 4, 6), ev('banks', 3.2, 8), ev('capital markets', 2.7, 9)], vocabulary)).toEqual(['banks', 'capital markets', 'pump makers']);
    expect(sectorsOfEvidence([ev('pump makers', 4, 6)], vocabulary)).toEqual(['pump makers']);
    expect(sectorsOfEvidence([ev('pump makers', 4, 1)], vocabulary)).toEqual([]);
    const pumps = call('Our pumps and our valves sold well: aftermarket orders for pumps, valves and seals rose, and flow control projects grew. Our pumps lead the market.');
    expect(documentSectors(pumps, vocabulary)).toEqual(['pump makers']);
  });

  it('reads the trades of the shipped vocabulary from the words a company uses of itself', () => {
    const tools = call(
      'Our tools business grew 13% organically. Our power tools and our hand tools gained share with pro and DIY customers; cordless tools, tool storage and outdoor products sold through retail partners, and our franchisees and their vans served technicians at repair shops. We took price increases and a surcharge against commodity inflation in steel.',
    );
    expect(documentSectors(tools)).toContain('tool makers');
    const distributor = call(
      'As a distributor, our branches and our service centers grew daily sales 12% with two more selling days. Supplier price increases and price inflation lifted sales of bearings, power transmission and fluid power products; MRO demand from industrial production was strong, product availability and lead times improved with our supplier partners, and e-commerce orders through our distribution centers rose.',
    );
    expect(documentSectors(distributor)).toContain('distributors');
    // Nor is a company in a trade by another's words: an analyst asking about tools says nothing of the company.
    expect(documentSectors(call('Revenue rose 5%.', 'How are your power tools, hand tools and tool storage doing with franchisees, vans and technicians given price increases?', 'We do not sell tools.'))).not.toContain('tool makers');
  });

  it('reads a master-planned community developer by its land sales, homesites and condos, and a homebuilder not', () => {
    const developer = call(
      'Our MPCs had a record quarter: land sales in our master planned communities rose 40% as homebuilders bought residential land and superpad sites, and builder price participation grew. Our condo towers are 90% presold, condo sales closed on schedule, and our operating assets and strategic developments added NOI. Our land sales pipeline is strong and new home sales by builders in our communities rose.',
    );
    expect(documentSectors(developer)).toContain('land developers');
    expect(documentSectors(HOMEBUILDER)).not.toContain('land developers');
  });

  it('puts a hotel REIT in real estate as well, not every hotel company', () => {
    const ev = (sector: string, score: number, qualifies: boolean) => ({ sector, self: 0, density: 0, distinct: 0, qualifies, score });
    expect(sectorsOfEvidence([ev('travel', 3, true), ev('hotels', 2, true), ev('hotel reits', 1, true)])).toEqual(['travel', 'hotels', 'hotel reits', 'real estate']);
    expect(sectorsOfEvidence([ev('travel', 3, true), ev('hotels', 2, true), ev('hotel reits', 1, false)])).toEqual(['travel', 'hotels']);
  });

  it("counts self-descriptions in management's words, not in analysts' questions", () => {
    const asked = call('Revenue rose 5% and margins expanded.', 'As a REIT, how do you think about your REIT status, your tenants and your properties?', 'We do not comment on that.');
    const ev = sectorEvidence(asked).find((e) => e.sector === 'real estate')!;
    expect(ev.self).toBe(0);
    expect(documentSectors(asked)).toEqual([]);
  });

  it("counts management's prepared remarks that hand over with a question as management's words", () => {
    const handing = [
      'Operator: Good morning and welcome to the first quarter earnings call. I will now turn the call over to management.',
      'Jane Smith: As a REIT, our properties did well and our tenants renewed. Mark, can you take us through the numbers?',
      'Mark Jones: Core FFO rose 6%.',
      'Operator: Our first question comes from Tom Brown with Acme Securities.',
      'Tom Brown: Thanks. Can you talk about the outlook?',
    ].join('\n');
    expect(sectorEvidence(handing).find((e) => e.sector === 'real estate')!.self).toBeGreaterThan(0);
  });

  it('reads a device maker whose call is full of hospitals, patients and procedures as a device maker, not a hospital', () => {
    const devices = call(
      'Medical device sales grew 9% at constant currency. Procedures recovered in hospitals, and surgeons adopted new catheters, stents and implants. Infusion pumps and patient monitoring devices shipped to IDNs and GPOs; electrophysiology, structural heart and neuromodulation grew double digits, urology and endoscopy were strong, and vascular sales recovered. Elective procedures came back as hospitals treated fewer COVID patients; Medicare reimbursement for the new device was set, a 510(k) clearance and CE Mark arrived, and surgical volumes, patient admissions and hospital capital budgets improved. Physicians, nurses and clinicians in outpatient and inpatient care saw utilization return, payers and Medicaid paid, and clinical diagnostics for labs and doctors grew.',
    );
    const evidence = sectorEvidence(devices);
    expect(evidence.find((e) => e.sector === 'healthcare')!.qualifies).toBe(true);
    // Neither reading has a self-description: the two alternatives are one reading, not several.
    expect(evidence.filter((e) => e.self > 0 && ['healthcare', 'medical devices'].includes(e.sector))).toEqual([]);
    expect(documentSectors(devices)).toEqual(['medical devices']);
  });

  it('reads a payments company by its merchants, transactions and cross-border volumes', () => {
    const payments = call(
      'Payment volume grew 17% and switched transactions rose 20%, with cross-border volumes back above 2019. Our merchants saw e-commerce and card-present transactions grow; our acquiring business signed ISVs for integrated payments, and issuers moved debit and credit card portfolios to our network. Contactless and tokenization spread at the point of sale, real-time payments and open banking grew, and our billers moved bill payment to digital wallets; processing revenue and value-added services rose, interchange was stable.',
    );
    expect(documentSectors(payments)).toEqual(['payments']);
    expect(documentSectors(BANK)).toEqual(['banks']);
  });

  it('drops a broad reading declared apart from a stronger one before counting readings', () => {
    const reading = (sector: string, score: number, self = 0) => ({ sector, self, density: 10, distinct: 20, qualifies: true, score }) as SectorEvidence;
    const apart = (a: string, b: string) => [a, b].sort().join('|') === 'healthcare|medical devices';
    const kept = alternativesOnce([reading('medical devices', 2), reading('healthcare', 1.2), reading('pharma', 1)], apart);
    expect(kept.map((e) => e.sector)).toEqual(['medical devices', 'pharma']);
    expect(alternativesOnce([reading('healthcare', 2), reading('medical devices', 1.5)], apart).map((e) => e.sector)).toEqual(['healthcare']);
    expect(alternativesOnce([reading('banks', 2), reading('power', 1)], apart)).toHaveLength(2);
  });

  it('keeps an NBFC out of banks', () => {
    const nbfc = loadSectorVocabulary().sectors.find((s) => s.id === 'nbfc')!;
    expect(nbfc.notWith).toContain('banks');
  });

  it('adds a narrower sector within one the document is in, and leaves the broader ones as they were', () => {
    const shipped = loadSectorVocabulary();
    const dir = mkdtempSync(join(tmpdir(), 'sector-cues-'));
    const file = join(dir, 'narrow.json');
    const narrow = (id: string, within: string[], cues: string[]) => ({ id, within, cues, minDensity: 5, minDistinctCues: 2, minSelf: 1 });
    writeFileSync(file, JSON.stringify({ sectors: [narrow('net lease reits', ['real estate'], ['cap rate', 'releasing spreads', 'pre-leased']), narrow('lumber', ['homebuilders'], ['core FFO per share', 'AFFO'])] }));
    const vocabulary = loadSectorVocabulary([file]);
    expect(documentSectors(REIT, vocabulary)).toEqual(['real estate', 'net lease reits']);
    // A narrower sector's evidence alone places no document: "lumber" is within homebuilders, which the REIT is not in.
    expect(sectorEvidence(REIT, vocabulary).find((e) => e.sector === 'lumber')?.qualifies).toBe(true);
    // Its longer phrase ("core FFO per share") does not take the broader sector's words ("core FFO").
    const broad = (v: typeof shipped) => sectorEvidence(REIT, v).filter((e) => e.sector === 'real estate');
    expect(broad(vocabulary)).toEqual(broad(shipped));
    for (const text of [BANK, UTILITY, HOMEBUILDER]) expect(documentSectors(text, vocabulary)).toEqual(documentSectors(text, shipped));
  });
});

describe('loadSectorVocabulary', () => {
  it("adds a user's sector from an extra file of the same shape", () => {
    const dir = mkdtempSync(join(tmpdir(), 'sector-cues-'));
    const file = join(dir, 'shipping.json');
    writeFileSync(
      file,
      JSON.stringify({
        sectors: [
          {
            id: 'shipping',
            groupWords: ['\\b(?:shipping {N}|tanker owners)\\b'],
            selfDescriptions: ['our vessels', 'our fleet'],
            cues: ['vessels', 'vessel', 'charter rates', 'time charter', 'TCE', 'dry bulk', 'drydock', 'tankers'],
            minDensity: 10,
            minDistinctCues: 4,
            minSelf: 2,
          },
        ],
      }),
    );
    const text = call('Our fleet of 40 vessels earned TCE of $25,000 per day; charter rates for tankers rose and two vessels entered drydock. Our vessels on time charter cover 60% of days, and dry bulk demand is firm.');
    expect(documentSectors(text)).toEqual([]);
    const vocabulary = loadSectorVocabulary([file]);
    expect(vocabulary.sectors.map((s) => s.id)).toContain('banks');
    expect(documentSectors(text, vocabulary)).toEqual(['shipping']);
  });

  it('names the file and the field of a bad entry', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sector-cues-'));
    const file = join(dir, 'bad.json');
    writeFileSync(file, JSON.stringify({ sectors: [{ id: 'x', cues: ['a'], minDensity: -1, minDistinctCues: 1, minSelf: 1 }] }));
    expect(() => loadSectorVocabulary([file])).toThrow(VocabularyFileError);
    expect(() => loadSectorVocabulary([file])).toThrow(/bad\.json: field sectors\.0\.minDensity/);
    writeFileSync(file, JSON.stringify({ sectors: [{ id: 'x', groupWords: ['(unclosed'], cues: ['a'], minDensity: 1, minDistinctCues: 1, minSelf: 1 }] }));
    expect(() => loadSectorVocabulary([file])).toThrow(/field sectors\.0\.groupWords\.0: not a valid regular expression/);
  });
});

describe('a broken vocabulary file', () => {
  it('is a CONFIG error naming the file, with what to do', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const file = join(mkdtempSync(join(tmpdir(), 'hr-vocab-')), 'markets.json');
    writeFileSync(file, '{ not json');
    const { loadMarkets } = await import('../../core/vocabulary/markets.js');
    expect(() => loadMarkets([file])).toThrow(expect.objectContaining({ code: 'CONFIG', message: expect.stringContaining(file), hint: expect.stringMatching(/remove it from the config/) }));
  });
});

describe('sectorsBesideStandalone', () => {
  it('leaves out standalone trades and the broad sectors they alone brought, keeping those the call reads otherwise', () => {
    // A tobacco maker whose call read no broad sector: its fmcg came with the trade.
    expect(sectorsBesideStandalone(['tobacco', 'fmcg'])).toEqual([]);
    // One whose call read fmcg on its own keeps it.
    expect(sectorsBesideStandalone(['fmcg', 'tobacco'])).toEqual(['fmcg']);
    expect(sectorsBesideStandalone(['power', 'water utilities'])).toEqual(['power']);
    expect(sectorsBesideStandalone(['furniture'])).toEqual([]);
    expect(sectorsBesideStandalone(['travel', 'hotels'])).toEqual(['travel', 'hotels']);
  });
});
