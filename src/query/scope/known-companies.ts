/**
 * Listed companies analysts name by short forms, as data: Nifty 100 constituents and other large
 * Indian listings, plus large US companies. Each line is
 *
 *   Canonical name | NSE/US ticker | short names;… | sectors;…
 *
 * A leading "!" marks a name made of ordinary words ("Power Grid", "Yes Bank"): its forms select
 * it only when capitalised in the question. An entry selects an ingested company only when the
 * workdir holds a company with that name (or ticker); the rest let a question naming them be
 * recognised as naming a company that is not in the corpus. Sectors feed group questions.
 */
const TABLE = `
Adani Enterprises|ADANIENT||metals;infrastructure
Adani Ports and Special Economic Zone|ADANIPORTS|Adani Ports;APSEZ|infrastructure
Adani Green Energy|ADANIGREEN|Adani Green|power
Adani Power|ADANIPOWER||power
Adani Total Gas|ATGL|Adani Gas|oil and gas
Adani Energy Solutions|ADANIENSOL|Adani Transmission|power
Adani Wilmar|AWL||fmcg
Apollo Hospitals Enterprise|APOLLOHOSP|Apollo Hospitals|healthcare
Apollo Tyres|APOLLOTYRE||autos
Asian Paints|ASIANPAINT||consumer
Axis Bank|AXISBANK|Axis|banks
Bajaj Auto|BAJAJ-AUTO||autos
Bajaj Finance|BAJFINANCE|Bajaj Fin|nbfc;financial services
Bajaj Finserv|BAJAJFINSV|Bajaj Allianz;Bajaj Allianz Life;Bajaj Allianz General|insurance;financial services
Bajaj Holdings and Investment|BAJAJHLDNG|Bajaj Holdings|financial services
Bharat Petroleum Corporation|BPCL|BPCL;Bharat Petroleum|oil and gas
Bharti Airtel|BHARTIARTL|Airtel;Bharti|telecom
Britannia Industries|BRITANNIA|Britannia|fmcg;consumer
Cipla|CIPLA||pharma
Coal India|COALINDIA|CIL|metals;mining
Divi's Laboratories|DIVISLAB|Divi's;Divis Lab;Divis Labs;Divi's Lab;Divi's Labs|pharma
Dr. Reddy's Laboratories|DRREDDY|Dr Reddy's;Dr. Reddy's;Dr Reddys;DRL;Reddy's|pharma
Eicher Motors|EICHERMOT|Eicher;Royal Enfield|autos
Grasim Industries|GRASIM|Grasim|cement;diversified
HCL Technologies|HCLTECH|HCLTech;HCL Tech;HCL|it services
HDFC Bank|HDFCBANK||banks
HDFC Life Insurance Company|HDFCLIFE|HDFC Life|insurance
HDFC Asset Management Company|HDFCAMC|HDFC AMC|financial services
Hero MotoCorp|HEROMOTOCO|Hero Moto;Hero Motocorp;!Hero|autos
Hindalco Industries|HINDALCO|Hindalco|metals
Hindustan Unilever|HINDUNILVR|HUL;Unilever India|fmcg;consumer
ICICI Bank|ICICIBANK||banks
ICICI Lombard General Insurance Company|ICICIGI|ICICI Lombard|insurance
ICICI Prudential Life Insurance Company|ICICIPRULI|ICICI Prudential;ICICI Pru Life;ICICI Pru|insurance
IndusInd Bank|INDUSINDBK|IndusInd|banks
Infosys|INFY|Infy|it services
ITC|ITC||fmcg;consumer
JSW Steel|JSWSTEEL|JSW|metals
Kotak Mahindra Bank|KOTAKBANK|Kotak;Kotak Bank;KMB|banks
Larsen & Toubro|LT|L&T;L and T;Larsen;Larsen and Toubro;L&T Group|infrastructure;capital goods
LTIMindtree|LTIM|LTI Mindtree;LTI;Mindtree|it services
Mahindra & Mahindra|M&M|M&M;M and M;Mahindra;Mahindra and Mahindra|autos
Maruti Suzuki India|MARUTI|Maruti;Maruti Suzuki;MSIL|autos
Nestle India|NESTLEIND|Nestle|fmcg;consumer
NTPC|NTPC||power
Oil and Natural Gas Corporation|ONGC|ONGC|oil and gas
!Power Grid Corporation of India|POWERGRID|Power Grid;PGCIL|power
Reliance Industries|RELIANCE|RIL;Reliance;Jio;Reliance Jio|oil and gas;telecom;retail
SBI Life Insurance Company|SBILIFE|SBI Life|insurance
SBI Cards and Payment Services|SBICARD|SBI Card;SBI Cards|nbfc;financial services
!State Bank of India|SBIN|SBI;State Bank|banks
Sun Pharmaceutical Industries|SUNPHARMA|Sun Pharma;Sun Pharmaceutical|pharma
Tata Consultancy Services|TCS|TCS|it services
Tata Consumer Products|TATACONSUM|Tata Consumer|fmcg;consumer
Tata Motors|TATAMOTORS|Tata Motors;JLR;Jaguar Land Rover|autos
Tata Steel|TATASTEEL||metals
Tata Power Company|TATAPOWER|Tata Power|power
Tata Elxsi|TATAELXSI||it services
Tata Communications|TATACOMM||telecom
Tech Mahindra|TECHM|TechM;Tech M|it services
Titan Company|TITAN|Titan|consumer
UltraTech Cement|ULTRACEMCO|Ultratech;Ultra Tech|cement
UPL|UPL||chemicals
Wipro|WIPRO||it services
ABB India|ABB|ABB|capital goods
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
Berger Paints India|BERGEPAINT|Berger Paints|consumer
Bharat Electronics|BEL||capital goods;defence
Hindustan Aeronautics|HAL||capital goods;defence
Bosch|BOSCHLTD||autos
Cholamandalam Investment and Finance Company|CHOLAFIN|Chola;Cholamandalam|nbfc;financial services
Colgate-Palmolive (India)|COLPAL|Colgate;Colgate Palmolive|fmcg;consumer
Dabur India|DABUR|Dabur|fmcg;consumer
Marico|MARICO||fmcg;consumer
Godrej Consumer Products|GODREJCP|Godrej Consumer|fmcg;consumer
Procter & Gamble Hygiene and Health Care|PGHH|P&G Hygiene|fmcg;consumer
United Spirits|MCDOWELL-N|Diageo India|fmcg;consumer
United Breweries|UBL||fmcg;consumer
DLF|DLF||real estate
Godrej Properties|GODREJPROP||real estate
Macrotech Developers|LODHA|Lodha|real estate
Avenue Supermarts|DMART|DMart;D-Mart|retail;consumer
Trent|TRENT||retail;consumer
GAIL (India)|GAIL|GAIL|oil and gas
Indian Oil Corporation|IOC|IOC;IOCL;Indian Oil|oil and gas
Hindustan Petroleum Corporation|HINDPETRO|HPCL;Hindustan Petroleum|oil and gas
Petronet LNG|PETRONET|Petronet|oil and gas
Oil India|OIL||oil and gas
Havells India|HAVELLS|Havells|consumer;capital goods
Polycab India|POLYCAB|Polycab|capital goods
Siemens|SIEMENS||capital goods
Cummins India|CUMMINSIND||capital goods
Bharat Forge|BHARATFORG||autos;capital goods
Samvardhana Motherson International|MOTHERSON|Motherson|autos
TVS Motor Company|TVSMOTOR|TVS Motor;TVS Motors|autos
Ashok Leyland|ASHOKLEY||autos
MRF|MRF||autos
Tube Investments of India|TIINDIA||autos
Hindustan Zinc|HINDZINC||metals
Vedanta|VEDL||metals;mining
Jindal Steel & Power|JINDALSTEL|Jindal Steel;JSPL|metals
Steel Authority of India|SAIL|SAIL|metals
NMDC|NMDC||metals;mining
National Aluminium Company|NATIONALUM|Nalco|metals
Info Edge (India)|NAUKRI|Naukri;!Info Edge|internet
InterGlobe Aviation|INDIGO|IndiGo|aviation
Indian Railway Catering and Tourism Corporation|IRCTC|IRCTC|travel
Life Insurance Corporation of India|LICI|LIC|insurance
General Insurance Corporation of India|GICRE||insurance
Max Financial Services|MFSL||insurance
Muthoot Finance|MUTHOOTFIN|Muthoot|nbfc;financial services
Shriram Finance|SHRIRAMFIN|Shriram|nbfc;financial services
Power Finance Corporation|PFC|PFC|nbfc;financial services
REC|RECLTD||nbfc;financial services
Indian Railway Finance Corporation|IRFC|IRFC|nbfc;financial services
LIC Housing Finance|LICHSGFIN||nbfc;financial services
One 97 Communications|PAYTM|Paytm|internet;financial services
Zomato|ZOMATO||internet
FSN E-Commerce Ventures|NYKAA|Nykaa|internet
PB Fintech|POLICYBZR|Policybazaar|internet
PI Industries|PIIND||chemicals
SRF|SRF||chemicals
Pidilite Industries|PIDILITIND|Pidilite|chemicals;consumer
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
Page Industries|PAGEIND|!Page Industries|consumer
Jubilant FoodWorks|JUBLFOOD|Jubilant Foodworks|consumer
Dixon Technologies|DIXON|Dixon|consumer
Voltas|VOLTAS||consumer
Apple|AAPL||technology
Microsoft|MSFT||technology
Alphabet|GOOGL|Google|technology
Amazon.com|AMZN|Amazon|technology;retail
Meta Platforms|META|Facebook|technology
Nvidia|NVDA||technology
Tesla|TSLA||autos
Berkshire Hathaway|BRK.B|Berkshire|financial services
JPMorgan Chase|JPM|JPMorgan;JP Morgan|banks
Bank of America|BAC||banks
Citigroup|C|Citi;Citibank|banks
Wells Fargo|WFC||banks
Goldman Sachs|GS||banks
Morgan Stanley|MS||banks
Mastercard|MA||financial services
American Express|AXP|Amex|financial services
Johnson & Johnson|JNJ|J&J|pharma
UnitedHealth Group|UNH|UnitedHealth|healthcare
Pfizer|PFE||pharma
Merck & Co.|MRK|Merck|pharma
Eli Lilly|LLY||pharma
AbbVie|ABBV||pharma
Exxon Mobil|XOM|ExxonMobil;Exxon|oil and gas
Chevron|CVX||oil and gas
Walmart|WMT||retail
Procter & Gamble|PG|P&G|fmcg;consumer
Coca-Cola|KO|Coca Cola;Coke|fmcg;consumer
PepsiCo|PEP|Pepsi|fmcg;consumer
Costco Wholesale|COST|Costco|retail
Home Depot|HD||retail
Intel|INTC||technology
Advanced Micro Devices|AMD|AMD|technology
Broadcom|AVGO||technology
Qualcomm|QCOM||technology
Texas Instruments|TXN||technology
Cisco Systems|CSCO|Cisco|technology
Oracle|ORCL||technology
Salesforce|CRM||technology
Adobe|ADBE||technology
IBM|IBM|International Business Machines|technology;it services
Netflix|NFLX||media
Walt Disney|DIS|Disney|media
Comcast|CMCSA||media;telecom
Verizon Communications|VZ|Verizon|telecom
AT&T|T|AT&T|telecom
Boeing|BA||aerospace
Caterpillar|CAT||capital goods
Ford Motor|F|Ford|autos
General Motors|GM||autos
McDonald's|MCD||consumer
Nike|NKE||consumer
Starbucks|SBUX||consumer
Uber Technologies|UBER|Uber|internet
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
      return { name: rawName.replace(/^!/, ''), ticker: ticker || null, shortNames: list(shorts), sectors: list(sectors), capitalisedOnly };
    });
}

export const KNOWN_COMPANIES: readonly KnownCompany[] = parseTable(TABLE);
