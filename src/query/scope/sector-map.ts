/**
 * Which sector a company is in: the Nifty 100 (and other large listed Indian companies) and large
 * US companies, by canonical name (legal suffix left out). A company in two businesses an analyst
 * groups separately (Reliance: refining and Jio) is in both. Data only; the lookups are in
 * sectors.ts.
 */

/** The sector names the map and `sectorWords` use. */
export const SECTORS = [
  'banks', 'it services', 'technology', 'semiconductors', 'autos', 'auto components', 'cement', 'fmcg', 'paints',
  'consumer durables', 'retail', 'pharma', 'healthcare', 'metals', 'mining', 'insurance', 'nbfc', 'capital markets',
  'oil & gas', 'power', 'telecom', 'infrastructure', 'ports', 'chemicals', 'real estate', 'media', 'aviation',
  'conglomerates', 'defence',
] as const;
export type Sector = (typeof SECTORS)[number];

/** Sectors that gather others when an analyst writes the broader word ("consumer goods"). */
export const SECTOR_GROUPS: Readonly<Record<string, readonly Sector[]>> = {
  'consumer goods': ['fmcg', 'paints', 'consumer durables'],
  financials: ['banks', 'nbfc', 'insurance', 'capital markets'],
};

/** Canonical company name → its sector or sectors. */
export const SECTOR_MAP: Readonly<Record<string, Sector | readonly Sector[]>> = {
  // Banks
  'HDFC Bank': 'banks', 'ICICI Bank': 'banks', 'State Bank of India': 'banks', 'Axis Bank': 'banks',
  'Kotak Mahindra Bank': 'banks', 'IndusInd Bank': 'banks', 'Bank of Baroda': 'banks', 'Punjab National Bank': 'banks',
  'Canara Bank': 'banks', 'Union Bank of India': 'banks', 'IDFC First Bank': 'banks', 'Federal Bank': 'banks',
  'Yes Bank': 'banks', 'AU Small Finance Bank': 'banks', 'Bandhan Bank': 'banks', 'Indian Bank': 'banks', 'Bank of India': 'banks',
  'JPMorgan Chase': 'banks', 'Bank of America': 'banks', 'Wells Fargo': 'banks', 'Citigroup': 'banks',
  'Goldman Sachs': ['banks', 'capital markets'], 'Morgan Stanley': ['banks', 'capital markets'], 'US Bancorp': 'banks',
  'PNC Financial Services': 'banks', 'Truist Financial': 'banks', 'Capital One': 'banks',
  // IT services and technology
  'Tata Consultancy Services': 'it services', 'Infosys': 'it services', 'HCL Technologies': 'it services', 'Wipro': 'it services',
  'Tech Mahindra': 'it services', 'LTIMindtree': 'it services', 'Persistent Systems': 'it services', 'Mphasis': 'it services',
  'Coforge': 'it services', 'L&T Technology Services': 'it services', 'Oracle Financial Services Software': 'it services',
  'Accenture': 'it services', 'Cognizant Technology Solutions': 'it services', 'IBM': 'it services', 'EPAM Systems': 'it services',
  'Apple': 'technology', 'Microsoft': 'technology', 'Alphabet': 'technology', 'Amazon.com': ['technology', 'retail'],
  'Meta Platforms': 'technology', 'Oracle': 'technology', 'Salesforce': 'technology', 'Adobe': 'technology', 'Netflix': 'media',
  'Nvidia': 'semiconductors', 'Intel': 'semiconductors', 'Advanced Micro Devices': 'semiconductors', 'Broadcom': 'semiconductors',
  'Qualcomm': 'semiconductors', 'Texas Instruments': 'semiconductors', 'Micron Technology': 'semiconductors',
  'Info Edge (India)': 'technology', 'Zomato': 'technology',
  // Autos
  'Maruti Suzuki India': 'autos', 'Mahindra & Mahindra': 'autos', 'Tata Motors': 'autos', 'Bajaj Auto': 'autos',
  'Hero MotoCorp': 'autos', 'Eicher Motors': 'autos', 'TVS Motor Company': 'autos', 'Ashok Leyland': 'autos',
  'Tesla': 'autos', 'General Motors': 'autos', 'Ford Motor': 'autos',
  'Bosch': 'auto components', 'Samvardhana Motherson International': 'auto components', 'MRF': 'auto components',
  'Balkrishna Industries': 'auto components',
  // Cement
  'UltraTech Cement': 'cement', 'Shree Cement': 'cement', 'Ambuja Cements': 'cement', 'ACC': 'cement',
  'Grasim Industries': ['cement', 'chemicals'], 'Dalmia Bharat': 'cement',
  // FMCG, paints, consumer durables, retail
  'Hindustan Unilever': 'fmcg', 'ITC': 'fmcg', 'Nestle India': 'fmcg', 'Britannia Industries': 'fmcg',
  'Tata Consumer Products': 'fmcg', 'Dabur India': 'fmcg', 'Marico': 'fmcg', 'Godrej Consumer Products': 'fmcg',
  'Colgate-Palmolive (India)': 'fmcg', 'United Spirits': 'fmcg', 'Varun Beverages': 'fmcg', 'Procter & Gamble Hygiene and Health Care': 'fmcg',
  'Procter & Gamble': 'fmcg', 'Coca-Cola': 'fmcg', 'PepsiCo': 'fmcg', 'Mondelez International': 'fmcg', 'Colgate-Palmolive': 'fmcg',
  'Asian Paints': 'paints', 'Berger Paints India': 'paints', 'Pidilite Industries': ['chemicals', 'paints'],
  'Titan Company': 'consumer durables', 'Havells India': 'consumer durables', 'Voltas': 'consumer durables',
  'Avenue Supermarts': 'retail', 'Trent': 'retail', 'Walmart': 'retail', 'Costco Wholesale': 'retail', 'Home Depot': 'retail',
  // Pharma and healthcare
  'Sun Pharmaceutical Industries': 'pharma', 'Cipla': 'pharma', "Dr. Reddy's Laboratories": 'pharma', "Divi's Laboratories": 'pharma',
  'Lupin': 'pharma', 'Aurobindo Pharma': 'pharma', 'Torrent Pharmaceuticals': 'pharma', 'Zydus Lifesciences': 'pharma',
  'Alkem Laboratories': 'pharma', 'Biocon': 'pharma',
  'Johnson & Johnson': 'pharma', 'Pfizer': 'pharma', 'Merck & Co': 'pharma', 'AbbVie': 'pharma', 'Eli Lilly': 'pharma', 'Bristol-Myers Squibb': 'pharma',
  'Apollo Hospitals Enterprise': 'healthcare', 'Max Healthcare Institute': 'healthcare', 'UnitedHealth Group': 'healthcare',
  // Metals and mining
  'Tata Steel': 'metals', 'JSW Steel': 'metals', 'Hindalco Industries': 'metals', 'Vedanta': ['metals', 'mining'],
  'Jindal Steel & Power': 'metals', 'Steel Authority of India': 'metals', 'NMDC': 'mining', 'Coal India': ['mining', 'metals'],
  'Hindustan Zinc': 'metals', 'Nucor': 'metals', 'Freeport-McMoRan': ['metals', 'mining'],
  // Insurance, NBFCs, capital markets
  'HDFC Life Insurance Company': 'insurance', 'SBI Life Insurance Company': 'insurance', 'ICICI Prudential Life Insurance Company': 'insurance',
  'ICICI Lombard General Insurance Company': 'insurance', 'Life Insurance Corporation of India': 'insurance',
  'Bajaj Finserv': ['insurance', 'nbfc'], 'Berkshire Hathaway': ['insurance', 'conglomerates'],
  'Bajaj Finance': 'nbfc', 'Shriram Finance': 'nbfc', 'Cholamandalam Investment and Finance Company': 'nbfc',
  'Muthoot Finance': 'nbfc', 'SBI Cards and Payment Services': 'nbfc', 'Power Finance Corporation': 'nbfc',
  'REC': 'nbfc', 'Jio Financial Services': 'nbfc', 'Bajaj Holdings & Investment': 'nbfc', 'Housing Development Finance Corporation': 'nbfc',
  'HDFC Asset Management Company': 'capital markets', 'BlackRock': 'capital markets', 'Charles Schwab': 'capital markets',
  // Oil & gas, power
  'Reliance Industries': ['oil & gas', 'telecom', 'retail'], 'Oil and Natural Gas Corporation': 'oil & gas',
  'Bharat Petroleum Corporation': 'oil & gas', 'Indian Oil Corporation': 'oil & gas', 'Hindustan Petroleum Corporation': 'oil & gas',
  'GAIL (India)': 'oil & gas', 'Adani Total Gas': 'oil & gas', 'Exxon Mobil': 'oil & gas', 'Chevron': 'oil & gas', 'ConocoPhillips': 'oil & gas',
  'NTPC': 'power', 'Power Grid Corporation of India': 'power', 'Tata Power Company': 'power', 'Adani Green Energy': 'power',
  'Adani Power': 'power', 'Adani Energy Solutions': 'power', 'JSW Energy': 'power', 'NextEra Energy': 'power', 'Duke Energy': 'power',
  // Telecom
  'Bharti Airtel': 'telecom', 'Vodafone Idea': 'telecom', 'Indus Towers': 'telecom',
  'Verizon Communications': 'telecom', 'AT&T': 'telecom', 'T-Mobile US': 'telecom',
  // Infrastructure, ports, conglomerates, others
  'Larsen & Toubro': 'infrastructure', 'Adani Ports and Special Economic Zone': ['ports', 'infrastructure'],
  'Adani Enterprises': ['conglomerates', 'infrastructure'], 'Siemens': ['infrastructure', 'conglomerates'], 'ABB India': 'infrastructure',
  'Bharat Electronics': 'defence', 'Hindustan Aeronautics': 'defence', 'Lockheed Martin': 'defence',
  'InterGlobe Aviation': 'aviation', 'DLF': 'real estate', 'Godrej Properties': 'real estate',
  'UPL': 'chemicals', 'SRF': 'chemicals', 'Dow': 'chemicals', 'General Electric': 'conglomerates', 'Honeywell International': 'conglomerates',
};

/** Other ways stored names spell a map key (the listed-entity name, a short brand). Variant → key. */
export const NAME_VARIANTS: Readonly<Record<string, string>> = {
  'TCS': 'Tata Consultancy Services', 'HCLTech': 'HCL Technologies', 'HCL Tech': 'HCL Technologies',
  'Sun Pharma': 'Sun Pharmaceutical Industries', 'Maruti Suzuki': 'Maruti Suzuki India', 'M&M': 'Mahindra & Mahindra',
  'Apollo Hospitals': 'Apollo Hospitals Enterprise', 'HDFC Life': 'HDFC Life Insurance Company', 'SBI Life': 'SBI Life Insurance Company',
  'SBI': 'State Bank of India', 'ONGC': 'Oil and Natural Gas Corporation', 'Bharat Petroleum': 'Bharat Petroleum Corporation',
  'BPCL': 'Bharat Petroleum Corporation', 'HPCL': 'Hindustan Petroleum Corporation', 'IOC': 'Indian Oil Corporation',
  'Power Grid': 'Power Grid Corporation of India', 'Tata Power': 'Tata Power Company', 'Nestle': 'Nestle India',
  'Adani Ports': 'Adani Ports and Special Economic Zone', 'Adani Transmission': 'Adani Energy Solutions',
  'Motherson Sumi Systems': 'Samvardhana Motherson International', 'Zydus Cadila': 'Zydus Lifesciences', 'Cadila Healthcare': 'Zydus Lifesciences',
  'LIC': 'Life Insurance Corporation of India', 'DMart': 'Avenue Supermarts', 'IndiGo': 'InterGlobe Aviation', 'L&T': 'Larsen & Toubro',
  'Google': 'Alphabet', 'Amazon': 'Amazon.com', 'Facebook': 'Meta Platforms', 'JP Morgan': 'JPMorgan Chase', 'JPMorgan Chase & Co': 'JPMorgan Chase',
  'Exxon': 'Exxon Mobil', 'ExxonMobil': 'Exxon Mobil', 'Merck': 'Merck & Co', 'Cognizant': 'Cognizant Technology Solutions',
  'International Business Machines': 'IBM', 'AMD': 'Advanced Micro Devices', 'Eli Lilly and Company': 'Eli Lilly',
};
