import { describe, expect, it } from 'vitest';
import { conceptTerms, MAX_SPAN } from './concept-terms.js';

const terms = (q: string): string[] => conceptTerms(q).map((c) => c.terms);

describe('metrics named by their parts', () => {
  it('finds a metric whatever the order and inflection of its cues', () => {
    expect(terms('Which bank earns the fatter spread on what it lends?')).toContain('net interest margin nim');
    expect(terms('Whose leftover bad-loan pile after provisions is smaller?')).toContain('net npa');
    expect(terms('How well are they cushioned against their bad loans?')).toContain('provision coverage ratio pcr');
    expect(terms("Which lender pulled in savers' money faster?")).toContain('deposits deposit growth total deposits');
    expect(terms('How good are they at turning reported profit into actual cash?')).toContain('free cash flow cash conversion operating cash flow');
    expect(terms('Whose engineers are busier on billable work?')).toContain('utilization');
    expect(terms('Which insurer has more capital headroom over the regulatory minimum?')).toContain('solvency ratio capital adequacy');
    expect(terms('Which of them cut more staff?')).toContain('headcount reduction net headcount');
    expect(terms('In how many towns are they present?')).toContain('cities presence footprint');
    expect(terms('Are paint tins and cement bags moving faster?')).toContain('volume growth volumes');
    expect(terms('How much does the average mobile customer pay each month?')).toContain('arpu average revenue per user');
    expect(terms('How well cushioned are they to absorb losses?')).toContain('capital adequacy cet1 solvency ratio');
    expect(terms('Is borrowing getting more expensive for them?')).toContain('cost of funds cost of deposits');
    expect(terms("How much are they losing to bad loans as a share of what they've lent?")).toContain('credit cost provisions');
    expect(terms('How quickly are the books expanding?')).toContain('aum assets under management loan book');
    expect(terms('How much are they making on their loans after paying for their funds?')).toContain('net interest margin nim');
    expect(terms("How fast is Apollo's pharmacy chain expanding?")).toContain('store additions new stores branches');
    expect(terms("How much profit are they making relative to their shareholders' funds?")).toContain('roe return on equity');
    expect(terms('How big a slice of the market do they capture?')).toContain('market share');
    expect(terms('How long is cash tied up in running the business?')).toContain('working capital days');
    expect(terms('How much have diesel and petrol margins over crude shrunk?')).toContain('cracks gross refining margin');
  });

  it('reads keeping engineers busy as utilisation, not as keeping them from leaving', () => {
    expect(terms('How fully are they keeping their engineers busy on billable work?')).toEqual(['utilization']);
    expect(terms('Who is keeping staff from quitting?')).toContain('attrition');
  });

  it('gives the words that name the metric, first cue to last', () => {
    expect(conceptTerms('kotak or icici: which bank earns the fatter spread on what it lends?')).toEqual([
      { plain: 'spread on what it lends', terms: 'net interest margin nim' },
    ]);
  });

  it('needs every cue group, within a few words', () => {
    // "as a share of" is a ratio, not market share.
    expect(terms("How much are they losing to bad loans as a share of what they've lent?")).not.toContain('market share');
    expect(terms('What was the EBITDA margin in Q1 FY24?')).toEqual([]);
    // A spread of butter is not a lending spread.
    expect(terms('Is the new butter spread selling?')).not.toContain('net interest margin nim');
    const far = `The spread ${'word '.repeat(MAX_SPAN)}on loans`;
    expect(terms(far)).not.toContain('net interest margin nim');
  });

  it('reads a lender as a lender, not as lending growth', () => {
    expect(terms('Which lender grew faster?')).not.toContain('advances loan growth');
    expect(terms('Whose lending grew faster?')).toContain('advances loan growth');
  });
});

describe('broadened cues of the first concepts', () => {
  it('reads plain words for debt, people, hiring, bad loans and payouts', () => {
    expect(terms('How much do they owe their lenders?')).toContain('net debt borrowings');
    expect(terms('How much do they still owe?')).toContain('net debt borrowings');
    expect(terms('Are they paring their debt pile?')).toContain('net debt');
    expect(terms('How many extra hands did they take on?')).toContain('net addition hiring freshers');
    expect(terms('How many graduates did they bring on board this year?')).toContain('net addition hiring freshers');
    expect(terms('Did they onboard more techies?')).toContain('net addition hiring freshers');
    expect(terms('Is manpower walking out faster?')).toContain('attrition');
    expect(terms('Are rivals poaching their coders?')).toContain('attrition');
    expect(terms('Did they axe personnel this quarter?')).toContain('headcount reduction net headcount');
    expect(terms('How much of the lending has turned sour?')).toContain('gross npa asset quality');
    expect(terms('How much of the lending has turned sour?')).toContain('slippages');
    expect(terms('How big are the dud advances in their portfolio?')).toContain('gross npa asset quality');
    expect(terms('How much did they reward stockholders this year?')).toContain('dividend buyback');
    expect(terms('How much are they giving back to shareholders?')).toContain('dividend buyback');
    expect(terms('Did employees get a decent pay bump?')).toContain('wage increase salary hike');
    expect(terms('How much did they write off in bad loans?')).toContain('credit cost provisions');
    expect(terms('What is the margin on their lending?')).toContain('net interest margin nim');
    expect(terms('Did credit growth pick up?')).toContain('advances loan growth');
    expect(terms('How much cash is parked on the balance sheet?')).toContain('cash balance net cash');
    expect(terms('Are their plants running flat out?')).toContain('capacity utilization');
    expect(terms('Are policyholders sticking with their plans?')).toContain('persistency');
    expect(terms('Are dealers sitting on unsold cars?')).toContain('channel inventory destocking');
    expect(terms('How much are they spending on clinical trials?')).toContain('r&d research and development');
    expect(terms('Are mobile users porting out to rivals?')).toContain('churn');
    expect(terms('In how many states are they present?')).toContain('cities presence footprint');
    expect(terms('How much are they putting into new machinery?')).toContain('capex capital expenditure');
  });

  it('keeps the broadened cues apart from near misses', () => {
    expect(terms('How much did the bank grow its fee income?')).not.toContain('net debt');
    expect(terms('How much did the bank grow its fee income?')).not.toContain('net debt borrowings');
    expect(terms('How many people use their app?')).not.toContain('net addition hiring freshers');
    expect(terms('Which lender grew faster?')).not.toContain('net debt borrowings');
    expect(terms('Did they reduce prices in their key markets?')).not.toContain('headcount reduction net headcount');
    expect(terms('How did the pharmaceutical business launch new drugs?')).not.toContain('store additions new stores branches');
    expect(terms('What is the margin on their consumer business?')).not.toContain('net interest margin nim');
  });
});

describe('banks and NBFCs', () => {
  it('finds lender metrics in plain words', () => {
    expect(terms('How much of their money comes from savings accounts?')).toContain('casa casa ratio current account savings account');
    expect(terms('Are they losing cheap deposits to rivals?')).toContain('casa casa ratio current account savings account');
    expect(terms('How much are customers swiping on their cards?')).toContain('credit card spends cards in force');
    expect(terms('How many new branches did they open?')).toContain('branches branch network branch additions');
    expect(terms('How much fresh money did they hand out as loans?')).toContain('disbursements');
    expect(terms('How much did they disburse this quarter?')).toContain('disbursements');
    expect(terms('Are borrowers paying back their dues on time?')).toContain('collection efficiency collections');
    expect(terms('How many borrowers missed an EMI?')).toContain('sma special mention accounts overdue book');
    expect(terms('How much of the loan book was recast?')).toContain('restructured book restructuring');
    expect(terms('How much bad debt did they wipe off the books?')).toContain('write-offs written off technical write-off');
    expect(terms('Did they claw back money from defaulters?')).toContain('recoveries and upgrades');
    expect(terms('How much do they earn in fees?')).toContain('fee income fees other income');
    expect(terms('How much brokerage income did they make?')).toContain('fee income fees other income');
    expect(terms('Are loans outpacing deposits?')).toContain('credit deposit ratio cd ratio loan to deposit ratio ldr');
    expect(terms('How risky is their collateral-free lending?')).toContain('unsecured loans unsecured retail personal loans');
    expect(terms('How are the self-help group borrowers doing?')).toContain('microfinance mfi jlg');
    expect(terms('How fast is mortgage lending growing?')).toContain('home loans mortgages housing loans');
    expect(terms('How is the car financing business doing?')).toContain('vehicle finance auto loans');
    expect(terms('How much do they lend to small businesses?')).toContain('msme sme lending business banking');
    expect(terms('Are big companies borrowing less from them?')).toContain('corporate loans wholesale banking corporate book');
    expect(terms('How big is the book of loans against jewellery?')).toContain('gold loans');
    expect(terms('Did they make money on their bond holdings?')).toContain('treasury income trading gains bond gains');
    expect(terms('How will the RBI rate cut hit their margins?')).toContain('repo rate transmission rate cut ebl');
    expect(terms('What do they charge borrowers?')).toContain('yield on advances lending yields');
    expect(terms('Do they have enough liquid assets as a buffer?')).toContain('lcr liquidity coverage ratio liquidity');
    expect(terms('How is their UPI business doing?')).toContain('upi digital payments transactions');
    expect(terms('Are SIP flows into their mutual funds holding up?')).toContain('mutual fund sip flows aum');
  });

  it('keeps lender concepts off near misses', () => {
    expect(terms('What is the current account deficit doing to the rupee?')).not.toContain('casa casa ratio current account savings account');
    expect(terms('Are they launching cheap phones?')).not.toContain('casa casa ratio current account savings account');
    expect(terms('Will they pay back the bond early?')).not.toContain('collection efficiency collections');
    expect(terms('Did they restructure the business?')).not.toContain('restructured book restructuring');
    expect(terms('Are home appliance sales growing?')).not.toContain('home loans mortgages housing loans');
    expect(terms('What is the financial position of their car business?')).not.toContain('vehicle finance auto loans');
    expect(terms('Are gold prices lifting jewellery sales?')).not.toContain('gold loans');
    expect(terms('Is the stock liquid enough for investors?')).not.toContain('lcr liquidity coverage ratio liquidity');
  });
});

describe('insurers', () => {
  it('finds insurer metrics in plain words', () => {
    expect(terms('How many advisors sell their policies?')).toContain('agency channel agents advisors');
    expect(terms('How much of the premium comes through partner banks?')).toContain('bancassurance banca bank channel');
    expect(terms('How strong is the solvency position?')).toContain('solvency ratio capital adequacy');
    expect(terms('Are health claims rising?')).toContain('claims ratio loss ratio claims paid');
    expect(terms('How much did they pay out to policyholders?')).toContain('claims ratio loss ratio claims paid');
    expect(terms('Are they making money on underwriting?')).toContain('combined ratio underwriting profit');
    expect(terms('Are term plans a bigger share of sales?')).toContain('protection term insurance protection share');
    expect(terms('Are retirement products selling well?')).toContain('annuity annuities pension');
    expect(terms('How much cover do they sell to employers for their staff insurance?')).toContain('group business group term group credit life');
    expect(terms('How fast is health insurance growing?')).toContain('health insurance retail health');
    expect(terms('Are car insurance claims up?')).toContain('motor insurance motor od tp');
    expect(terms('How much did the embedded value grow?')).toContain('embedded value ev operating return on ev');
    expect(terms('Are market-linked plans selling more?')).toContain('ulip non-par par product mix');
    expect(terms('How profitable are the new policies they sell?')).toContain('vnb margin value of new business');
  });

  it('keeps insurer concepts off near misses', () => {
    expect(terms('Management claims margins are rising.')).not.toContain('claims ratio loss ratio claims paid');
    expect(terms('Are premium cars selling well?')).not.toContain('motor insurance motor od tp');
    expect(terms('Did the group business grow?')).not.toContain('group business group term group credit life');
    expect(terms('Did the rating agency change its view?')).not.toContain('agency channel agents advisors');
  });
});

describe('IT services', () => {
  it('finds IT metrics in plain words', () => {
    expect(terms('Did they sign any big multi-year contracts?')).toContain('large deals tcv mega deals');
    expect(terms('Are new orders running ahead of what they bill?')).toContain('book to bill book-to-bill ratio');
    expect(terms('How much of the work is done offshore?')).toContain('offshore onsite mix offshore revenue share');
    expect(terms('Are they relying less on contract staff?')).toContain('subcontractor costs subcontracting');
    expect(terms('How much revenue does each engineer generate?')).toContain('revenue per employee productivity');
    expect(terms('How many college graduates will they hire?')).toContain('freshers campus hiring');
    expect(terms('How did their largest clients grow?')).toContain('top client top 5 clients top 10 clients client concentration');
    expect(terms('How did the top 10 accounts do?')).toContain('top client top 5 clients top 10 clients client concentration');
    expect(terms('How many million-dollar clients do they have?')).toContain('client buckets million dollar clients');
    expect(terms('How are financial services clients spending?')).toContain('verticals bfsi');
    expect(terms('What was growth stripping out currency moves?')).toContain('constant currency cc growth');
    expect(terms('Are clients cutting discretionary tech spending?')).toContain('discretionary spending tech spending demand environment');
    expect(terms('How much revenue are AI deals bringing in?')).toContain('generative ai genai ai deals');
    expect(terms('Is cloud migration demand picking up?')).toContain('cloud cloud revenue');
    expect(terms('Will tighter visa rules raise their costs?')).toContain('visa costs h1b');
  });

  it('keeps IT concepts off near misses', () => {
    expect(terms('Did they sign big orders for steel?')).not.toContain('large deals tcv mega deals');
    expect(terms('Did the rupee weaken this quarter?')).not.toContain('constant currency cc growth');
    expect(terms('How many people use their app each month?')).not.toContain('revenue per employee productivity');
    expect(terms('Is it spending more on capex?')).not.toContain('discretionary spending tech spending demand environment');
  });
});

describe('pharma', () => {
  it('finds pharma metrics in plain words', () => {
    expect(terms('How is the American copycat drug business doing?')).toContain('us generics us business north america generics');
    expect(terms('Are prices of their copycat medicines falling?')).toContain('price erosion pricing pressure');
    expect(terms('Did the regulator issue a warning letter?')).toContain('form 483 warning letter observations usfda');
    expect(terms('Did the FDA inspect the Halol plant?')).toContain('usfda inspection');
    expect(terms('When is the plant due for an inspection?')).toContain('usfda inspection');
    expect(terms('Did they get approval for new drugs?')).toContain('new launches product launches pipeline approvals');
    expect(terms('Are bulk drug prices from China easing?')).toContain('api active pharmaceutical ingredients');
    expect(terms('How are the insulin copies doing in Europe?')).toContain('biosimilars biologics');
    expect(terms('How are Indian prescription medicines selling?')).toContain('india business domestic formulations ipm');
    expect(terms('How many complex injectables are in the pipeline?')).toContain('specialty complex generics injectables');
    expect(terms('Do they have first-to-file rights on it?')).toContain('exclusivity first to file para iv');
    expect(terms('How is the contract manufacturing arm doing?')).toContain('cdmo crams contract manufacturing');
    expect(terms('Will government caps on drug prices hurt?')).toContain('nlem dpco price control');
  });

  it('keeps pharma concepts off near misses', () => {
    expect(terms('Can you tell us about demand?')).not.toContain('us generics us business north america generics');
    expect(terms('Is the API platform gaining clients?')).not.toContain('api active pharmaceutical ingredients');
    expect(terms('Did they visit the site of the new mall?')).not.toContain('usfda inspection');
  });
});

describe('autos', () => {
  it('finds auto metrics in plain words', () => {
    expect(terms('How many cars did they sell to dealers?')).toContain('volumes wholesales retail sales dispatches');
    expect(terms('How many people booked the new SUV?')).toContain('bookings pre-orders order bank');
    expect(terms('How many cars are yet to be delivered?')).toContain('order backlog pending bookings');
    expect(terms('How long do buyers wait for the new SUV?')).toContain('waiting period waiting time delivery timelines');
    expect(terms('What share of their sales is electric?')).toContain('ev electric vehicles ev penetration ev share');
    expect(terms('Are hybrid cars selling?')).toContain('ev electric vehicles ev penetration ev share hybrid');
    expect(terms('Is the average selling price rising?')).toContain('realisation realization asp average selling price');
    expect(terms('How much do they earn selling replacement parts?')).toContain('spare parts aftermarket spares');
    expect(terms('Is tractor demand recovering?')).toContain('tractor volumes tractor industry');
    expect(terms('Are chip shortages still holding back output?')).toContain('semiconductor shortage chip supply');
    expect(terms('Are dealers offering deep discounts?')).toContain('discounts promotions offers');
    expect(terms('How much PLI money did they get?')).toContain('pli production linked incentive subsidy');
    expect(terms('Why were the scooters recalled?')).toContain('warranty recall');
  });

  it('keeps auto concepts off near misses', () => {
    expect(terms('Will they have to wait a few months for clarity?')).not.toContain('waiting period waiting time delivery timelines');
    expect(terms('Is the hybrid work model hurting productivity?')).not.toContain('ev electric vehicles ev penetration ev share hybrid');
    expect(terms('Did the chip maker raise prices?')).not.toContain('semiconductor shortage chip supply');
    expect(terms('Are sales flat this quarter?')).not.toContain('volumes wholesales retail sales dispatches');
  });
});

describe('metals, mining and cement', () => {
  it('finds metals and cement metrics in plain words', () => {
    expect(terms('How many tonnes of steel did they ship?')).toContain('sales volume deliveries dispatches');
    expect(terms('Is coking coal getting cheaper?')).toContain('coking coal cost');
    expect(terms('Are iron ore prices easing?')).toContain('iron ore cost iron ore prices');
    expect(terms('Do they own the mines that feed the plant?')).toContain('captive mines raw material security');
    expect(terms('How much capacity are they adding?')).toContain('capacity expansion mtpa installed capacity');
    expect(terms('Is cement demand holding up?')).toContain('cement demand cement prices');
    expect(terms('Is the power bill coming down?')).toContain('power and fuel cost energy cost');
    expect(terms('Are freight charges rising?')).toContain('freight cost logistics cost lead distance');
    expect(terms('Where are steel prices heading?')).toContain('steel prices realisation steel spreads');
    expect(terms('How did copper prices move?')).toContain('lme prices metal prices');
    expect(terms('Are cheap Chinese imports hurting them?')).toContain('imports dumping safeguard duty');
  });

  it('keeps metals concepts off near misses', () => {
    expect(terms('Do they own the brand?')).not.toContain('captive mines raw material security');
    expect(terms('Is the pricing power holding up?')).not.toContain('power and fuel cost energy cost');
  });
});

describe('oil, gas and power', () => {
  it('finds energy metrics in plain words', () => {
    expect(terms('How much did the refineries make on each barrel?')).toContain('grm gross refining margin');
    expect(terms('Are they losing money selling petrol below cost?')).toContain('marketing margins auto fuel marketing margin under-recoveries');
    expect(terms('How much crude did they process?')).toContain('crude throughput refinery throughput run rate');
    expect(terms('Are natural gas volumes growing?')).toContain('gas volumes gas prices gas production');
    expect(terms('How are plastics spreads holding?')).toContain('petrochemicals chemicals margins');
    expect(terms('Is oil output from the KG basin rising?')).toContain('exploration production upstream output');
    expect(terms('How busy were the thermal plants running?')).toContain('plf plant load factor');
    expect(terms('Is electricity demand rising?')).toContain('power demand electricity demand');
    expect(terms('How much of the currency exposure is hedged?')).toContain('hedging hedges');
  });

  it('keeps energy concepts off near misses', () => {
    expect(terms('Is refinancing improving margins?')).not.toContain('grm gross refining margin');
    expect(terms('Are crude prices running higher?')).not.toContain('crude throughput refinery throughput run rate');
    expect(terms('Did fuel costs squeeze airline margins?')).not.toContain('marketing margins auto fuel marketing margin under-recoveries');
  });
});

describe('telecom', () => {
  it('finds telecom metrics in plain words', () => {
    expect(terms('How many subscribers do they have in total?')).toContain('subscriber base subscribers customers');
    expect(terms('How much data does each user burn through?')).toContain('data usage data consumption per user');
    expect(terms('How far along is the 5G rollout?')).toContain('5g rollout 5g network');
    expect(terms('Will prepaid plans get dearer?')).toContain('tariff hike tariff increase');
    expect(terms('How many homes have their wired internet?')).toContain('home broadband fiber ftth fixed broadband airfiber');
    expect(terms('How many towers did they add?')).toContain('towers sites network rollout');
    expect(terms('How much will they pay for airwaves at the auction?')).toContain('spectrum auction spectrum payments');
    expect(terms('How much do they owe in AGR?')).toContain('agr dues government dues');
    expect(terms('How will Trump tariffs on imports hit them?')).toContain('tariffs trade duties');
  });

  it('keeps telecom concepts off near misses', () => {
    expect(terms('How do they use data in lending decisions?')).not.toContain('data usage data consumption per user');
    expect(terms('Across the spectrum, is demand weak?')).not.toContain('spectrum auction spectrum payments');
    expect(terms('Is the viscose fibre business recovering?')).not.toContain('home broadband fiber ftth fixed broadband airfiber');
  });
});

describe('consumer', () => {
  it('finds consumer metrics in plain words', () => {
    expect(terms('Did they sell more units or fewer?')).toContain('volume growth volumes');
    expect(terms('Did the quantities they sell grow?')).toContain('underlying volume growth uvg');
    expect(terms('How much of the growth came from price and how much from volume?')).toContain('price volume mix price led growth');
    expect(terms('Is demand in the villages recovering?')).toContain('rural demand');
    expect(terms('Is rural consumption picking up?')).toContain('rural demand rural growth');
    expect(terms('Are city shoppers cutting back?')).toContain('urban demand urban consumption');
    expect(terms('How much profit do they keep after raw materials?')).toContain('gross margin gross margins');
    expect(terms('Are buyers shifting to high-end products?')).toContain('premiumisation premium portfolio mix');
    expect(terms('How much do they sell through quick commerce?')).toContain('e-commerce quick commerce online channel');
    expect(terms('What share of sales is online?')).toContain('e-commerce quick commerce online channel');
    expect(terms('Are supermarkets taking a bigger share?')).toContain('modern trade general trade channel mix');
    expect(terms('Are shoppers trading down to cheaper brands?')).toContain('downtrading consumer sentiment small packs');
    expect(terms('Are regional brands stealing share?')).toContain('competition from local brands regional players');
    expect(terms('How did Diwali go?')).toContain('festive season demand festive sales');
    expect(terms('Will the weak rains hurt them?')).toContain('monsoon rainfall');
    expect(terms('Are palm oil prices softening?')).toContain('raw material input cost');
    expect(terms('How much are they spending on brand building?')).toContain('advertising a&p ad spends');
  });

  it('keeps consumer concepts off near misses', () => {
    expect(terms('Is the share price growth sustainable?')).not.toContain('price led growth pricing growth');
    expect(terms('How much premium did insurers collect from customers?')).not.toContain('premiumisation premium portfolio mix');
    expect(terms('Is the digital channel share rising at the bank?')).not.toContain('e-commerce quick commerce online channel');
    expect(terms('Is the local currency weakening?')).not.toContain('competition from local brands regional players');
    expect(terms('Did raw material prices fall?')).not.toContain('price erosion pricing pressure');
    expect(terms('Are selling prices for their products falling?')).toContain('price erosion pricing pressure');
  });
});

describe('ports, airports, infrastructure, real estate and hotels', () => {
  it('finds infrastructure metrics in plain words', () => {
    expect(terms('How much cargo did the ports handle?')).toContain('cargo volumes throughput');
    expect(terms('How many travellers came through?')).toContain('passenger traffic footfall pax');
    expect(terms('How many fliers did the airports see?')).toContain('airport passenger traffic');
    expect(terms('How many fresh contracts did they bag?')).toContain('order inflow order intake');
    expect(terms('How fast are they executing the projects on hand?')).toContain('execution pace project execution');
    expect(terms('Are projects stuck behind schedule?')).toContain('execution delays project delays');
    expect(terms('How much did highway toll collections grow?')).toContain('toll revenue traffic');
    expect(terms('How many apartments did they sell?')).toContain('pre-sales sales bookings real estate');
    expect(terms('How full were the hotels?')).toContain('occupancy revpar arr room rates');
    expect(terms('How big is their data centre business?')).toContain('data centres data center capacity');
    expect(terms('Did the Red Sea crisis disrupt shipments?')).toContain('supply chain disruption red sea');
  });

  it('keeps infrastructure concepts off near misses', () => {
    expect(terms('In order to secure funding, will they dilute?')).not.toContain('order inflow order intake');
    expect(terms('Are sales flat this year?')).not.toContain('pre-sales sales bookings real estate');
    expect(terms('Is there room for rates to fall?')).not.toContain('occupancy revpar arr room rates');
    expect(terms('How fast did the bulk of the volume grow?')).not.toContain('cargo volumes throughput');
  });
});

describe('hospitals', () => {
  it('finds hospital metrics in plain words', () => {
    expect(terms('How full are their hospital beds?')).toContain('occupancy bed occupancy');
    expect(terms('How much do they make per patient?')).toContain('arpob average revenue per occupied bed');
    expect(terms('How many beds are they adding?')).toContain('bed additions bed capacity');
    expect(terms('How many pharmacies do they run?')).toContain('pharmacy pharmacies retail pharmacy');
    expect(terms('How many overseas patients do they treat?')).toContain('payor mix international patients medical tourism');
  });

  it('keeps hospital concepts off near misses', () => {
    expect(terms('How are pharmaceutical sales growing?')).not.toContain('pharmacy pharmacies retail pharmacy');
  });
});

describe('general metrics', () => {
  it('finds general metrics in plain words', () => {
    expect(terms('How many people do they employ?')).toContain('headcount total employees');
    expect(terms('What is the total size of the workforce?')).toContain('headcount total employees');
    expect(terms('How big is the salary bill?')).toContain('employee cost staff cost');
    expect(terms('How much tax do they pay?')).toContain('effective tax rate tax rate etr');
    expect(terms('Will the GST cut help?')).toContain('gst indirect tax');
    expect(terms('Is there a special payout per share?')).toContain('dividend dividend payout');
    expect(terms('Are they buying back shares?')).toContain('buyback share repurchase');
    expect(terms('What do they expect for the full year?')).toContain('guidance outlook');
    expect(terms('What return do they earn on the money invested in plants?')).toContain('roce return on capital employed roic');
    expect(terms('How much did they earn per share?')).toContain('eps earnings per share');
    expect(terms('How much interest on cash did they earn?')).toContain('other income treasury income non-operating income');
    expect(terms('Were there any one-off charges?')).toContain('exceptional items one-off items one-time charges');
    expect(terms('Did they write down the goodwill on the deal?')).toContain('impairment goodwill write-down exceptional items');
    expect(terms('How much did currency swings hurt?')).toContain('forex impact currency');
    expect(terms('Did the stronger dollar help?')).toContain('forex impact currency');
    expect(terms('Did Moody’s upgrade them?')).toContain('credit rating rating upgrade');
    expect(terms('Are they looking to buy out a rival?')).toContain('acquisition m&a inorganic');
    expect(terms('When will the spin-off of the unit happen?')).toContain('demerger divestment stake sale spin-off');
    expect(terms('Is the founder selling his stake?')).toContain('promoter holding promoter pledge');
    expect(terms('Are there lawsuits pending against them?')).toContain('litigation legal contingent liability');
    expect(terms('How much did they save by trimming overheads?')).toContain('cost optimisation cost savings efficiency');
    expect(terms('Are economies of scale kicking in?')).toContain('operating leverage');
    expect(terms('How much capital are they spending this year?')).toContain('capex capital expenditure');
  });

  it('keeps general concepts off near misses', () => {
    expect(terms('How many people use the app?')).not.toContain('headcount total employees');
    expect(terms('What was profit as a share of revenue?')).not.toContain('eps earnings per share');
    expect(terms('Did they buy back the bond?')).not.toContain('buyback share repurchase');
    expect(terms('Did a million dollar loss hit them?')).not.toContain('forex impact currency');
    expect(terms('Is customer acquisition growing?')).not.toContain('acquisition m&a inorganic');
    expect(terms('How much net interest income did they earn?')).not.toContain('other income treasury income non-operating income');
    expect(terms('Were the results fine?')).not.toContain('litigation legal contingent liability');
    expect(terms('Did the newly commissioned capacity grow sales?')).not.toContain('fee income fees other income');
    expect(terms('Does the advisory business earn well?')).not.toContain('agency channel agents advisors');
    expect(terms('Taking into account the top line, how did customers respond?')).not.toContain(
      'top client top 5 clients top 10 clients client concentration',
    );
    expect(terms('What was full-year hospital revenue?')).not.toContain('occupancy bed occupancy');
    expect(terms('How much do distributors share in the margin?')).not.toContain('dividend dividend payout');
  });
});

describe('broadened cues, more examples', () => {
  it('reads the widened cues of older concepts', () => {
    expect(terms('How much of their income do costs swallow?')).toContain('cost to income ratio');
    expect(terms('What does it cost them to service the interest?')).toContain('finance cost interest cost');
    expect(terms('How much money did they mop up from investors?')).toContain('fund raise capital raise qip');
    expect(terms('Did sales surge this quarter?')).toContain('revenue growth');
    expect(terms('How much coal did they mine?')).toContain('production output');
    expect(terms('How many customers did they onboard?')).toContain('customer additions net adds subscribers');
    expect(terms('How much work is lined up for the next two years?')).toContain('order book pending orders');
    expect(terms('Are packaging costs rising?')).toContain('raw material input cost');
    expect(terms('How much hydro capacity have they commissioned?')).toContain('renewable energy renewables');
    expect(terms('What price do they get per barrel?')).toContain('realisation realization');
    expect(terms('What does it cost them per kg?')).toContain('cost per tonne');
    expect(terms('How much do they make per bike?')).toContain('ebitda per tonne');
    expect(terms('Are insurance sales growing?')).toContain('ape premium growth');
    expect(terms('How many kirana stores carry their products directly?')).toContain('distribution reach outlets');
    expect(terms('Are clients taking longer to settle their bills?')).toContain('dso days sales outstanding receivables');
    expect(terms('What new models will they unveil?')).toContain('launches new launches');
    expect(terms('Did furloughs hit the quarter?')).toContain('furloughs');
    expect(terms('How many off-patent drug launches are planned?')).toContain('generics');
    expect(terms('Is coal getting more expensive for their power plants?')).toContain('coal cost fuel cost');
    expect(terms('What return do they make on assets?')).toContain('roa return on assets');
    expect(terms('Did deals they signed pick up?')).toContain('deal wins tcv order inflow bookings');
  });

  it('keeps widened cues off near misses', () => {
    expect(terms('Is the bus fare going up?')).not.toContain('volumes wholesales retail sales dispatches');
    expect(terms('Will they raise prices on generic drugs?')).not.toContain('price erosion pricing pressure');
    expect(terms('Did they launch the new phone?')).not.toContain('ev electric vehicles ev penetration ev share');
  });
});
