/**
 * Listed companies as data — the one table of names and sectors: Nifty 100 constituents and other
 * large Indian listings, plus large US companies. Each line is
 *
 *   Canonical name | NSE/US ticker | short names;… | sectors;…
 *
 * A leading "!" marks a name made of ordinary words ("Power Grid", "Yes Bank"): its forms select
 * it only when capitalised in the question. An entry selects an ingested company only when the
 * workdir holds a company with one of its names (or its ticker); the rest let a question naming
 * them be recognised as naming a company that is not in the corpus. The sectors (from SECTORS) are
 * what group questions fan out over ("Which banks ..."); a company in two businesses an analyst
 * groups separately (Reliance: refining, Jio, retail) is in each. Config `scope.sectors` sets the
 * sector of a company the table lacks or gets wrong (company-directory.ts).
 */

/** The sector names of the table; group words (sectors.ts) name one of them or one of SECTOR_GROUPS. */
export const SECTORS = [
  'banks', 'it services', 'technology', 'semiconductors', 'autos', 'auto components', 'cement', 'fmcg', 'paints',
  'consumer durables', 'retail', 'pharma', 'healthcare', 'metals', 'mining', 'insurance', 'nbfc', 'capital markets',
  'oil & gas', 'power', 'telecom', 'infrastructure', 'ports', 'chemicals', 'real estate', 'media', 'aviation',
  'conglomerates', 'defence', 'travel', 'homebuilders', 'restaurants', 'transportation',
] as const;
export type Sector = (typeof SECTORS)[number];

/** Broader words that gather several sectors ("consumer goods", "financials"). */
export const SECTOR_GROUPS: Readonly<Record<string, readonly Sector[]>> = {
  'consumer goods': ['fmcg', 'paints', 'consumer durables'],
  financials: ['banks', 'nbfc', 'insurance', 'capital markets'],
};

const TABLE = `
Adani Enterprises|ADANIENT|Adani Airports;Adani Airport Holdings;AAHL|conglomerates;infrastructure
Adani Ports and Special Economic Zone|ADANIPORTS|Adani Ports;APSEZ|ports;infrastructure
Adani Green Energy|ADANIGREEN|Adani Green|power
Adani Power|ADANIPOWER||power
Adani Total Gas|ATGL|Adani Gas|oil & gas
Adani Energy Solutions|ADANIENSOL|Adani Transmission|power
Adani Wilmar|AWL||fmcg
Apollo Hospitals Enterprise|APOLLOHOSP|Apollo Hospitals|healthcare
Apollo Tyres|APOLLOTYRE||auto components
Asian Paints|ASIANPAINT||paints
Axis Bank|AXISBANK|Axis|banks
Bajaj Auto|BAJAJ-AUTO||autos
Bajaj Finance|BAJFINANCE|Bajaj Fin|nbfc
Bajaj Finserv|BAJAJFINSV|Bajaj Allianz;Bajaj Allianz Life;Bajaj Allianz General;BALIC;BAGIC|insurance;nbfc
Bajaj Holdings and Investment|BAJAJHLDNG|Bajaj Holdings|nbfc
Bharat Petroleum Corporation|BPCL|BPCL;Bharat Petroleum|oil & gas
Bharti Airtel|BHARTIARTL|Airtel;Bharti|telecom
Britannia Industries|BRITANNIA|Britannia|fmcg
Cipla|CIPLA||pharma
Coal India|COALINDIA|CIL|mining;metals
Divi's Laboratories|DIVISLAB|Divi's;Divis;Divis Lab;Divis Labs;Divi's Lab;Divi's Labs|pharma
Dr. Reddy's Laboratories|DRREDDY|Dr Reddy's;Dr. Reddy's;Dr Reddys;DRL;Reddy's|pharma
Eicher Motors|EICHERMOT|Eicher;Royal Enfield|autos
Grasim Industries|GRASIM|Grasim|cement;chemicals
HCL Technologies|HCLTECH|HCLTech;HCL Tech;HCL|it services
HDFC Bank|HDFCBANK|HDB Financial;HDB Financial Services|banks
HDFC Life Insurance Company|HDFCLIFE|HDFC Life|insurance
HDFC Asset Management Company|HDFCAMC|HDFC AMC|capital markets
Hero MotoCorp|HEROMOTOCO|Hero Moto;Hero Motocorp;!Hero|autos
Hindalco Industries|HINDALCO|Hindalco;Novelis|metals
Hindustan Unilever|HINDUNILVR|HUL;Unilever India|fmcg
ICICI Bank|ICICIBANK||banks
ICICI Lombard General Insurance Company|ICICIGI|ICICI Lombard|insurance
ICICI Prudential Life Insurance Company|ICICIPRULI|ICICI Prudential;ICICI Pru Life;ICICI Pru|insurance
IndusInd Bank|INDUSINDBK|IndusInd|banks
Infosys|INFY|Infy|it services
ITC|ITC||fmcg
JSW Steel|JSWSTEEL|JSW|metals
Kotak Mahindra Bank|KOTAKBANK|Kotak;Kotak Bank;KMB|banks
Larsen & Toubro|LT|L&T;L and T;Larsen;Larsen and Toubro;L&T Group|infrastructure
LTIMindtree|LTIM|LTI Mindtree;LTI;Mindtree|it services
Mahindra & Mahindra|M&M|M&M;M and M;Mahindra;Mahindra and Mahindra|autos
Maruti Suzuki India|MARUTI|Maruti;Maruti Suzuki;MSIL|autos
Nestle India|NESTLEIND|Nestle|fmcg
NTPC|NTPC||power
Oil and Natural Gas Corporation|ONGC|ONGC|oil & gas
!Power Grid Corporation of India|POWERGRID|Power Grid;PGCIL|power
Reliance Industries|RELIANCE|RIL;Reliance;Jio;Reliance Jio;RJIL;Jio Platforms|oil & gas;telecom;retail
SBI Life Insurance Company|SBILIFE|SBI Life|insurance
SBI Cards and Payment Services|SBICARD|SBI Card;SBI Cards|nbfc
!State Bank of India|SBIN|SBI;State Bank|banks
Sun Pharmaceutical Industries|SUNPHARMA|Sun Pharma;Sun Pharmaceutical;Taro|pharma
Tata Consultancy Services|TCS|TCS|it services
Tata Consumer Products|TATACONSUM|Tata Consumer|fmcg
Tata Motors|TATAMOTORS|Tata Motors;JLR;Jaguar Land Rover|autos
Tata Steel|TATASTEEL||metals
Tata Power Company|TATAPOWER|Tata Power|power
Tata Elxsi|TATAELXSI||it services
Tata Communications|TATACOMM||telecom
Tech Mahindra|TECHM|TechM;Tech M|it services
Titan Company|TITAN|Titan;Tanishq;CaratLane|consumer durables
UltraTech Cement|ULTRACEMCO|Ultratech;Ultra Tech|cement
UPL|UPL||chemicals
Wipro|WIPRO||it services
ABB India|ABB|ABB|infrastructure
ACC|ACC||cement
Ambuja Cements|AMBUJACEM|Ambuja|cement
Shree Cement|SHREECEM||cement
Dalmia Bharat|DALBHARAT||cement
!Bank of Baroda|BANKBARODA|BoB|banks
Canara Bank|CANBK|Canara|banks
Punjab National Bank|PNB|PNB|banks
!Union Bank of India|UNIONBANK||banks
!Indian Bank|INDIANB||banks
!Bank of India|BANKINDIA||banks
!Federal Bank|FEDERALBNK||banks
!Yes Bank|YESBANK||banks
IDFC First Bank|IDFCFIRSTB|IDFC First|banks
AU Small Finance Bank|AUBANK|AU Bank|banks
Bandhan Bank|BANDHANBNK|Bandhan|banks
Berger Paints India|BERGEPAINT|Berger Paints|paints
Bharat Electronics|BEL||defence
Hindustan Aeronautics|HAL||defence
Bosch|BOSCHLTD||auto components
Cholamandalam Investment and Finance Company|CHOLAFIN|Chola;Cholamandalam|nbfc
Colgate-Palmolive (India)|COLPAL|Colgate;Colgate Palmolive|fmcg
Dabur India|DABUR|Dabur|fmcg
Marico|MARICO||fmcg
Godrej Consumer Products|GODREJCP|Godrej Consumer|fmcg
Procter & Gamble Hygiene and Health Care|PGHH|P&G Hygiene|fmcg
United Spirits|MCDOWELL-N|Diageo India|fmcg
United Breweries|UBL||fmcg
DLF|DLF||real estate
Godrej Properties|GODREJPROP||real estate
Macrotech Developers|LODHA|Lodha|real estate
Avenue Supermarts|DMART|DMart;D-Mart|retail
Trent|TRENT||retail
GAIL (India)|GAIL|GAIL|oil & gas
Indian Oil Corporation|IOC|IOC;IOCL;Indian Oil|oil & gas
Hindustan Petroleum Corporation|HINDPETRO|HPCL;Hindustan Petroleum|oil & gas
Petronet LNG|PETRONET|Petronet|oil & gas
Oil India|OIL||oil & gas
Havells India|HAVELLS|Havells|consumer durables
Polycab India|POLYCAB|Polycab|infrastructure
Siemens|SIEMENS||infrastructure;conglomerates
Cummins India|CUMMINSIND||infrastructure
Bharat Forge|BHARATFORG||auto components
Samvardhana Motherson International|MOTHERSON|Motherson;Motherson Sumi;Motherson Sumi Systems|auto components
TVS Motor Company|TVSMOTOR|TVS Motor;TVS Motors|autos
Ashok Leyland|ASHOKLEY||autos
MRF|MRF||auto components
Tube Investments of India|TIINDIA||auto components
Hindustan Zinc|HINDZINC||metals
Vedanta|VEDL||metals;mining
Jindal Steel & Power|JINDALSTEL|Jindal Steel;JSPL|metals
Steel Authority of India|SAIL|SAIL|metals
NMDC|NMDC||mining
National Aluminium Company|NATIONALUM|Nalco|metals
Info Edge (India)|NAUKRI|Naukri;!Info Edge|technology
InterGlobe Aviation|INDIGO|IndiGo|aviation
Indian Railway Catering and Tourism Corporation|IRCTC|IRCTC|travel
Life Insurance Corporation of India|LICI|LIC|insurance
General Insurance Corporation of India|GICRE||insurance
Max Financial Services|MFSL||insurance
Muthoot Finance|MUTHOOTFIN|Muthoot|nbfc
Shriram Finance|SHRIRAMFIN|Shriram|nbfc
Power Finance Corporation|PFC|PFC|nbfc
REC|RECLTD||nbfc
Indian Railway Finance Corporation|IRFC|IRFC|nbfc
LIC Housing Finance|LICHSGFIN||nbfc
One 97 Communications|PAYTM|Paytm|technology
Zomato|ZOMATO||technology
FSN E-Commerce Ventures|NYKAA|Nykaa|technology;retail
PB Fintech|POLICYBZR|Policybazaar|technology
PI Industries|PIIND||chemicals
SRF|SRF||chemicals
Pidilite Industries|PIDILITIND|Pidilite|chemicals;paints
Torrent Pharmaceuticals|TORNTPHARM|Torrent Pharma|pharma
Zydus Lifesciences|ZYDUSLIFE|Zydus;Cadila|pharma
Lupin|LUPIN||pharma
Aurobindo Pharma|AUROPHARMA|Aurobindo|pharma
Biocon|BIOCON||pharma
Mankind Pharma|MANKIND||pharma
Alkem Laboratories|ALKEM|Alkem|pharma
Glenmark Pharmaceuticals|GLENMARK|Glenmark|pharma
Max Healthcare Institute|MAXHEALTH|!Max Healthcare|healthcare
Indus Towers|INDUSTOWER||telecom
Vodafone Idea|IDEA|Vodafone Idea|telecom
JSW Energy|JSWENERGY||power
NHPC|NHPC||power
Tata Power Renewable Energy||Tata Power Renewable|power
Persistent Systems|PERSISTENT|Persistent|it services
Mphasis|MPHASIS||it services
Coforge|COFORGE||it services
L&T Technology Services|LTTS|LTTS;L&T Tech|it services
Oracle Financial Services Software|OFSS|OFSS|it services
Cognizant Technology Solutions|CTSH|Cognizant|it services
Accenture|ACN||it services
Page Industries|PAGEIND|!Page Industries|retail
Jubilant FoodWorks|JUBLFOOD|Jubilant Foodworks|retail
Dixon Technologies|DIXON|Dixon|consumer durables
Voltas|VOLTAS||consumer durables
Apple|AAPL||technology
Microsoft|MSFT||technology
Alphabet|GOOGL|Google|technology
Amazon.com|AMZN|Amazon|technology;retail
Meta Platforms|META|Facebook|technology
Nvidia|NVDA||semiconductors
Tesla|TSLA||autos
Berkshire Hathaway|BRK.B|Berkshire|insurance;conglomerates
JPMorgan Chase|JPM|JPMorgan;JP Morgan|banks
Bank of America|BAC||banks
Citigroup|C|Citi;Citibank|banks
Wells Fargo|WFC||banks
Goldman Sachs|GS||banks;capital markets
Morgan Stanley|MS||banks;capital markets
Mastercard|MA||technology
American Express|AXP|Amex|nbfc
Johnson & Johnson|JNJ|J&J|pharma
UnitedHealth Group|UNH|UnitedHealth|healthcare
Pfizer|PFE||pharma
Merck & Co.|MRK|Merck|pharma
Eli Lilly|LLY||pharma
AbbVie|ABBV||pharma
Exxon Mobil|XOM|ExxonMobil;Exxon|oil & gas
Chevron|CVX||oil & gas
Walmart|WMT||retail
Procter & Gamble|PG|P&G|fmcg
Coca-Cola|KO|Coca Cola;Coke|fmcg
PepsiCo|PEP|Pepsi|fmcg
Costco Wholesale|COST|Costco|retail
Home Depot|HD||retail
Intel|INTC||semiconductors
Advanced Micro Devices|AMD|AMD|semiconductors
Broadcom|AVGO||semiconductors
Qualcomm|QCOM||semiconductors
Texas Instruments|TXN||semiconductors
Cisco Systems|CSCO|Cisco|technology
Oracle|ORCL||technology
Salesforce|CRM||technology
Adobe|ADBE||technology
IBM|IBM|International Business Machines|it services
Netflix|NFLX||media
Walt Disney|DIS|Disney|media
Comcast|CMCSA||media;telecom
Verizon Communications|VZ|Verizon|telecom
AT&T|T|AT&T|telecom
Boeing|BA||defence
Caterpillar|CAT||infrastructure
Ford Motor|F|Ford|autos
General Motors|GM||autos
McDonald's|MCD||retail
Nike|NKE||retail
Starbucks|SBUX||retail
Uber Technologies|UBER|Uber|technology
US Bancorp|USB|U.S. Bancorp|banks
PNC Financial Services|PNC||banks
Truist Financial|TFC|Truist|banks
!Capital One Financial|COF|Capital One|banks
EPAM Systems|EPAM|EPAM|it services
Micron Technology|MU|Micron|semiconductors
Balkrishna Industries|BALKRISIND|BKT|auto components
Varun Beverages|VBL||fmcg
Mondelez International|MDLZ|Mondelez|fmcg
Bristol-Myers Squibb|BMY|Bristol Myers|pharma
Nucor|NUE||metals
Freeport-McMoRan|FCX|Freeport|metals;mining
Jio Financial Services|JIOFIN|Jio Financial|nbfc
BlackRock|BLK||capital markets
Charles Schwab|SCHW|Schwab|capital markets
ConocoPhillips|COP||oil & gas
NextEra Energy|NEE|NextEra|power
Duke Energy|DUK||power
T-Mobile US|TMUS|T-Mobile|telecom
Lockheed Martin|LMT|Lockheed|defence
Dow|DOW||chemicals
!General Electric|GE||conglomerates
Honeywell International|HON|Honeywell|conglomerates
`;

export interface KnownCompany {
  /** Canonical name, e.g. "Bharti Airtel". */
  name: string;
  ticker: string | null;
  /** Short names analysts type ("Airtel", "HUL"); a leading "!" = only when capitalised. */
  shortNames: string[];
  sectors: string[];
  /** The names are ordinary words: match only capitalised. */
  capitalisedOnly: boolean;
}

function parseTable(table: string): KnownCompany[] {
  return table
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '')
    .map((line) => {
      const [rawName = '', ticker = '', shorts = '', sectors = ''] = line.split('|');
      const capitalisedOnly = rawName.startsWith('!');
      const list = (s: string) => s.split(';').map((x) => x.trim()).filter(Boolean);
      const unknown = list(sectors).filter((x) => !(SECTORS as readonly string[]).includes(x));
      if (unknown.length > 0) throw new Error(`known-companies: "${rawName}" has sectors not in SECTORS: ${unknown.join(', ')}`);
      return { name: rawName.replace(/^!/, ''), ticker: ticker || null, shortNames: list(shorts), sectors: list(sectors), capitalisedOnly };
    });
}

export const KNOWN_COMPANIES: readonly KnownCompany[] = parseTable(TABLE);
