/**
 * A plain-language glossary of the metrics and topics earnings calls discuss (Indian and US listed
 * companies across sectors): for each, the words a call uses for it and how an investor describes
 * it without naming it ("slice of profit to the taxman" for the effective tax rate). Read by
 * glossary-terms.ts to recognise a described metric. Written from general financial knowledge;
 * data only.
 */

/** One metric: the words an earnings call uses for it, and how an investor might describe it in plain words. */
export interface GlossaryEntry {
  /** What the transcript calls it: the metric's own name(s) and abbreviation(s), space-separated, lower case, e.g. 'effective tax rate etr tax rate'. */
  terms: string;
  /** Plain-language descriptions: 4–10 short phrases (3–10 words each), lower case, the everyday words people use for it. */
  plain: string[];
}

export const GLOSSARY: readonly GlossaryEntry[] = [
  // ───────────── Profitability ─────────────
  {
    terms: 'revenue revenue from operations total income net sales turnover top line',
    plain: [
      'money coming in from sales',
      'how much they sold in the quarter',
      'total sales before any costs',
      'what customers paid them',
      'money earned from selling products and services',
      'size of the business by sales',
    ],
  },
  {
    terms: 'revenue growth top line growth sales growth yoy growth qoq growth',
    plain: [
      'how fast sales are rising',
      'sales up compared to last year',
      'increase in money coming in',
      'sales compared with the previous quarter',
      'is the business getting bigger',
      'pace at which the top line expands',
    ],
  },
  {
    terms: 'ebitda operating ebitda earnings before interest tax depreciation and amortisation',
    plain: [
      'cash profit from core operations',
      'profit from running the business before loan costs',
      'earnings before paying lenders and the taxman',
      'operating earnings before wear and tear charges',
      'core business profit ignoring asset write-downs',
      'earnings before loan costs and wear and tear',
    ],
  },
  {
    terms: 'ebitda margin operating margin operating profit margin',
    plain: [
      'operating profit as a share of sales',
      'how much of each rupee of sales is core profit',
      'cents of operating profit per dollar of revenue',
      'profitability of the core business',
      'margin before interest and depreciation',
      'how profitable day to day operations are',
    ],
  },
  {
    terms: 'operating profit ebit earnings before interest and tax pbit operating income',
    plain: [
      'profit from operations after depreciation',
      'earnings before paying interest and taxes',
      'profit from the core business after wear and tear',
      'what the business earns before financing costs',
    ],
  },
  {
    terms: 'ebit margin operating margin ebit percentage',
    plain: [
      'operating profit after depreciation as share of sales',
      'profit per rupee of revenue before interest',
      'margin after wear and tear but before tax',
      'how much of revenue stays as operating income',
    ],
  },
  {
    terms: 'gross margin gross profit margin contribution margin material margin',
    plain: [
      'sales minus cost of raw materials',
      'what is left after paying for materials',
      'markup over the cost of goods',
      'profit on each product before overheads',
      'spread between selling price and input cost',
      'share of sales left after material costs',
    ],
  },
  {
    terms: 'profit before tax pbt pre-tax profit',
    plain: [
      'earnings before paying the taxman',
      'profit before the tax bill',
      'income before tax is deducted',
      'what they earned before taxes',
    ],
  },
  {
    terms: 'net profit pat profit after tax net income bottom line earnings',
    plain: [
      'what the company finally keeps after all costs',
      'profit after paying the taxman',
      'final earnings for shareholders',
      'money made after interest and taxes',
      'how much they earned in the end',
      'profit left for owners after everything',
    ],
  },
  {
    terms: 'net profit margin pat margin net margin',
    plain: [
      'final profit as a share of sales',
      'how much of revenue ends up as profit',
      'bottom line per rupee of sales',
      'percentage of sales kept after all costs',
    ],
  },
  {
    terms: 'eps earnings per share diluted eps basic eps',
    plain: [
      'profit for each share',
      'earnings divided by number of shares',
      'how much each share earned',
      'profit per share held by investors',
    ],
  },
  {
    terms: 'effective tax rate etr tax rate tax expense',
    plain: [
      'share of pre-tax profit paid as tax',
      'slice of profit to the taxman',
      'how much tax they pay on profits',
      'tax paid as a percentage of earnings',
      'tax burden on profit',
      'bigger slice of profit going to taxes',
    ],
  },
  {
    terms: 'other income non-operating income interest income on investments',
    plain: [
      'income from investing surplus cash',
      'earnings outside the main business',
      'interest earned on cash in the bank',
      'money made from side sources not operations',
      'non-core income like dividends and interest',
    ],
  },
  {
    terms: 'exceptional items one-off items extraordinary items one-time charge impairment goodwill impairment',
    plain: [
      'one-time gains or losses',
      'unusual charge that will not repeat',
      'special item that distorted profit',
      'non-recurring hit to earnings',
      'lumpy item below the operating line',
      'unusual gain from selling an asset',
    ],
  },
  {
    terms: 'depreciation and amortisation d&a depreciation amortization',
    plain: [
      'wear and tear charge on assets',
      'cost of assets spread over their life',
      'charge for machines getting older',
      'writing down plants and equipment over time',
    ],
  },
  {
    terms: 'employee cost staff cost employee benefit expense personnel cost salaries',
    plain: [
      'what they spend on salaries',
      'the wage bill for staff',
      'people costs of the business',
      'pay and benefits for staff',
      'money spent on employees',
    ],
  },
  {
    terms: 'operating expenses opex other expenses overheads sg&a',
    plain: [
      'day to day running costs',
      'overheads of running the business',
      'rent admin and other running costs',
      'costs of keeping the lights on',
      'spending to run operations',
    ],
  },
  {
    terms: 'operating leverage fixed cost absorption',
    plain: [
      'profits growing faster than sales',
      'fixed costs spread over more volume',
      'margins expanding as volumes rise',
      'scale benefits on fixed costs',
    ],
  },
  {
    terms: 'cost optimisation cost efficiency cost savings cost control cost reduction programme',
    plain: [
      'cutting costs to protect profits',
      'trimming expenses wherever possible',
      'savings programme to protect margins',
      'tightening the belt on spending',
      'doing more with less spending',
    ],
  },
  {
    terms: 'adjusted ebitda adjusted eps non-gaap gaap adjusted earnings',
    plain: [
      'profit excluding one-off items',
      'earnings adjusted for unusual charges',
      'management version of underlying profit',
      'earnings stripping out special items',
    ],
  },

  // ───────────── Returns ─────────────
  {
    terms: 'roe return on equity return on net worth ronw',
    plain: [
      'profit earned on shareholders money',
      'how well they use owners capital',
      'return on the money shareholders put in',
      'earnings as a percentage of book value',
      'profit generated per rupee of equity',
    ],
  },
  {
    terms: 'roa return on assets rota return on total assets',
    plain: [
      'profit earned on total assets',
      'how much profit the balance sheet generates',
      'earnings relative to everything the bank owns',
      'profit per rupee of assets',
    ],
  },
  {
    terms: 'roce return on capital employed',
    plain: [
      'profit on all capital tied up in the business',
      'return on debt plus equity invested',
      'how well money invested in plants earns',
      'operating profit relative to capital used',
    ],
  },
  {
    terms: 'roic return on invested capital',
    plain: [
      'return on money invested in operations',
      'profit on capital put into the business excluding cash',
      'whether investments earn more than cost of capital',
      'value created on invested money',
    ],
  },
  {
    terms: 'book value bvps book value per share net worth shareholders equity',
    plain: [
      'assets minus liabilities per share',
      'what shareholders own on paper',
      'accounting value of the company',
      'net assets belonging to owners',
    ],
  },

  // ───────────── Cash and balance sheet ─────────────
  {
    terms: 'cash and cash equivalents cash balance cash and investments liquidity treasury',
    plain: [
      'money sitting in the bank',
      'size of the cash pile',
      'cash on hand right now',
      'how much cash they hold',
      'war chest for deals',
      'liquid funds available to spend',
      'surplus cash parked in deposits',
    ],
  },
  {
    terms: 'net cash net cash position surplus cash cash-rich debt free',
    plain: [
      'more cash than borrowings',
      'cash left after repaying all debt',
      'debt free with cash to spare',
      'cash exceeding loans owed',
    ],
  },
  {
    terms: 'free cash flow fcf',
    plain: [
      'cash left after capital spending',
      'money generated after investing in the business',
      'spare cash available for dividends',
      'cash from operations minus capex',
      'real cash the business throws off',
    ],
  },
  {
    terms: 'operating cash flow cash flow from operations cfo ocf',
    plain: [
      'cash generated by daily business',
      'cash actually collected from operations',
      'money coming in from running the business',
      'cash earnings before investments',
    ],
  },
  {
    terms: 'cash conversion fcf conversion ocf to ebitda ocf to pat cash conversion ratio',
    plain: [
      'how much profit turns into real cash',
      'profit converted into cash',
      'share of earnings collected as cash',
      'quality of earnings in cash terms',
    ],
  },
  {
    terms: 'net debt net borrowings',
    plain: [
      'borrowings minus cash',
      'loans after subtracting cash in hand',
      'true debt burden after cash',
      'how much they owe lenders net of cash',
    ],
  },
  {
    terms: 'gross debt total debt total borrowings',
    plain: [
      'total loans outstanding',
      'everything owed to lenders',
      'all borrowings before netting cash',
      'bonds and bank loans taken',
    ],
  },
  {
    terms: 'net debt to ebitda net debt/ebitda leverage ratio',
    plain: [
      'years of earnings needed to repay debt',
      'debt relative to operating profit',
      'how stretched the balance sheet is',
      'borrowings as a multiple of earnings',
    ],
  },
  {
    terms: 'debt equity ratio d/e gearing net debt to equity debt to equity',
    plain: [
      'borrowings compared to shareholder money',
      'how much is funded by loans versus owners',
      'leverage on the balance sheet',
      'loans per rupee of equity',
    ],
  },
  {
    terms: 'deleveraging debt reduction debt repayment prepayment',
    plain: [
      'paying down loans',
      'cutting borrowings steadily',
      'reducing what they owe',
      'repaying lenders early',
    ],
  },
  {
    terms: 'working capital net working capital nwc',
    plain: [
      'money tied up in stock and customer dues',
      'cash locked in day to day operations',
      'inventory plus receivables minus payables',
      'funds needed to run daily business',
    ],
  },
  {
    terms: 'inventory days inventory turnover days of inventory stock days inventory',
    plain: [
      'how long goods sit in the warehouse',
      'days of stock on hand',
      'how fast stock is sold',
      'goods lying unsold in storage',
    ],
  },
  {
    terms: 'receivable days dso days sales outstanding debtor days receivables debtors',
    plain: [
      'how long customers take to pay',
      'money still owed by customers',
      'days to collect bills',
      'unpaid customer invoices',
      'dues pending from clients',
    ],
  },
  {
    terms: 'payables payable days creditor days trade payables dpo',
    plain: [
      'how long they take to pay suppliers',
      'money owed to vendors',
      'credit taken from suppliers',
      'bills yet to be paid',
    ],
  },
  {
    terms: 'capex capital expenditure capital spending investment in capacity',
    plain: [
      'spending on new plants and machines',
      'money invested in factories',
      'investment in long term assets',
      'building new capacity',
      'spending on equipment and infrastructure',
    ],
  },
  {
    terms: 'capital allocation use of cash capital deployment shareholder returns',
    plain: [
      'how they decide to use spare cash',
      'choice between dividends buybacks and investment',
      'where surplus money goes',
      'priorities for spending cash',
    ],
  },
  {
    terms: 'dividend interim dividend final dividend special dividend dividend per share dps',
    plain: [
      'cash paid out to shareholders',
      'payout per share to investors',
      'share of profit handed to owners',
      'money returned to shareholders as income',
    ],
  },
  {
    terms: 'dividend payout ratio payout ratio payout policy',
    plain: [
      'share of profit paid as dividends',
      'how much of earnings goes back to shareholders',
      'percentage of profit distributed',
      'portion of profit handed out',
    ],
  },
  {
    terms: 'buyback share buyback share repurchase repurchase programme',
    plain: [
      'company buying back its own shares',
      'repurchasing stock from investors',
      'reducing share count with cash',
      'returning cash by purchasing shares',
    ],
  },
  {
    terms: 'fund raising capital raise qip qualified institutional placement rights issue preferential allotment equity raise',
    plain: [
      'raising money from investors',
      'selling new shares to institutions',
      'topping up capital',
      'issuing fresh equity',
      'tapping markets for money',
    ],
  },
  {
    terms: 'bond issuance ncd debentures debt raise tier 2 bonds at1 bonds infrastructure bonds',
    plain: [
      'raising money by selling bonds',
      'borrowing from the debt market',
      'issuing debentures to investors',
      'long term bonds sold to fund growth',
    ],
  },
  {
    terms: 'credit rating rating upgrade rating downgrade aaa rating outlook',
    plain: [
      'agency grade on creditworthiness',
      'how safe lenders consider them',
      'score from rating agencies',
      'rating agencies view of default risk',
    ],
  },
  {
    terms: 'finance cost finance costs interest expense interest cost borrowing cost',
    plain: [
      'interest paid on loans',
      'cost of borrowing money',
      'what they pay lenders',
      'interest bill on debt',
    ],
  },
  {
    terms: 'interest coverage ratio icr debt service coverage ratio dscr',
    plain: [
      'how many times profit covers interest',
      'ability to pay interest from earnings',
      'earnings cushion over interest bill',
      'can they service their debt',
    ],
  },

  // ───────────── Banks ─────────────
  {
    terms: 'nii net interest income',
    plain: [
      'interest earned minus interest paid',
      'income from lending after paying depositors',
      'core lending income',
      'spread income on the loan book',
      'money made from loans after deposit costs',
    ],
  },
  {
    terms: 'nim net interest margin margins',
    plain: [
      'spread between lending rate and deposit rate',
      'lending profitability as a percentage of assets',
      'how much more they earn than pay depositors',
      'interest spread on the loan book',
      'margin earned on lending',
    ],
  },
  {
    terms: 'yield on advances yield on loans lending yield yield on assets',
    plain: [
      'average interest rate charged to borrowers',
      'what borrowers pay on their loans',
      'rate earned on the loan book',
      'interest rate on lending',
    ],
  },
  {
    terms: 'cost of funds cof cost of borrowings',
    plain: [
      'average rate paid for borrowed money',
      'what it costs to raise money',
      'interest paid on all funding sources',
      'price of money for the lender',
    ],
  },
  {
    terms: 'cost of deposits deposit cost deposit rates',
    plain: [
      'interest paid to savers',
      'rate paid on customer deposits',
      'what depositors earn from the bank',
      'cost of taking in deposits',
    ],
  },
  {
    terms: 'casa casa ratio current account savings account low cost deposits',
    plain: [
      'cheap deposits from current and savings accounts',
      'share of low cost deposits',
      'money in savings and current accounts',
      'deposits that pay little or no interest',
      'everyday bank accounts of customers',
    ],
  },
  {
    terms: 'deposits deposit growth total deposits liability franchise retail deposits',
    plain: [
      'money customers keep with the bank',
      'savings collected from the public',
      'growth in money parked by savers',
      'funds placed by depositors',
      'how much savers entrust to the bank',
    ],
  },
  {
    terms: 'term deposits fixed deposits td fd retail term deposits bulk deposits',
    plain: [
      'fixed deposits with a set maturity',
      'money locked in for a fixed period',
      'savers locking money for higher interest',
      'time deposits paying fixed rates',
    ],
  },
  {
    terms: 'advances loan growth credit growth loan book gross advances net advances',
    plain: [
      'how much they have lent out',
      'growth in loans to borrowers',
      'size of the lending book',
      'money lent to customers',
      'expansion of credit to borrowers',
    ],
  },
  {
    terms: 'retail loans retail advances retail book retail assets consumer loans',
    plain: [
      'loans to individuals',
      'lending to households',
      'personal borrowers like home and car buyers',
      'loans to ordinary people',
    ],
  },
  {
    terms: 'corporate loans wholesale loans corporate book large corporates wholesale banking',
    plain: [
      'loans to big companies',
      'lending to large businesses',
      'credit to big business borrowers',
      'working capital loans to large firms',
    ],
  },
  {
    terms: 'sme msme loans business banking small business loans commercial banking emerging corporates',
    plain: [
      'loans to small and medium businesses',
      'lending to small traders and shops',
      'credit for small factories',
      'small enterprise borrowers',
    ],
  },
  {
    terms: 'agri loans agriculture loans kisan credit card kcc rural lending farm loans',
    plain: [
      'loans to farmers',
      'crop loans for the season',
      'lending in villages',
      'credit for farming',
    ],
  },
  {
    terms: 'unsecured loans unsecured retail unsecured book unsecured lending',
    plain: [
      'loans without collateral',
      'lending with nothing pledged',
      'borrowing without any security',
      'riskier loans not backed by assets',
    ],
  },
  {
    terms: 'credit cards cards business card spends cards in force',
    plain: [
      'spending on plastic money',
      'card spending by customers',
      'number of cards issued',
      'revolving card balances',
      'swipe spending on cards',
      'buy now pay later on plastic',
    ],
  },
  {
    terms: 'personal loans pl personal loan book',
    plain: [
      'loans for personal needs with no security',
      'cash loans to salaried people',
      'consumer loans for any purpose',
      'quick loans for weddings and travel',
    ],
  },
  {
    terms: 'home loans mortgages housing loans lap loan against property housing finance',
    plain: [
      'loans to buy houses',
      'lending backed by property',
      'people borrowing against their home',
      'financing home purchases',
      'loans against a house',
    ],
  },
  {
    terms: 'vehicle loans auto loans car loans two-wheeler loans cv loans commercial vehicle finance vehicle finance',
    plain: [
      'loans to buy cars',
      'financing for trucks and bikes',
      'lending against vehicles',
      'car buyers borrowing money',
    ],
  },
  {
    terms: 'gold loans gold loan aum loans against gold',
    plain: [
      'loans against jewellery',
      'borrowing by pledging gold',
      'lending backed by gold ornaments',
      'pawning gold for cash',
    ],
  },
  {
    terms: 'microfinance mfi jlg joint liability group micro loans',
    plain: [
      'tiny loans to poor women borrowers',
      'small group loans in villages',
      'lending to low income households',
      'micro credit to rural women',
    ],
  },
  {
    terms: 'asset quality credit quality portfolio quality stress',
    plain: [
      'health of the loan book',
      'how many borrowers are repaying',
      'quality of loans given',
      'stress among borrowers',
    ],
  },
  {
    terms: 'gross npa gnpa gross non-performing assets gross stage 3 gs3',
    plain: [
      'bad loans before provisions',
      'loans not being repaid',
      'share of loans gone sour',
      'defaulted loans as a share of total',
      'borrowers who stopped paying',
    ],
  },
  {
    terms: 'net npa nnpa net non-performing assets net stage 3 ns3',
    plain: [
      'bad loans after setting aside provisions',
      'unprovided bad loans',
      'sour loans net of reserves',
      'remaining bad loan exposure',
    ],
  },
  {
    terms: 'slippages fresh slippages gross slippages slippage ratio new npas',
    plain: [
      'new loans turning bad',
      'fresh defaults in the quarter',
      'good loans becoming bad',
      'borrowers newly falling behind',
    ],
  },
  {
    terms: 'recoveries and upgrades recoveries upgrades resolution recovery',
    plain: [
      'money recovered from bad loans',
      'bad borrowers who started paying again',
      'collections from defaulted accounts',
      'loans moved back to good',
    ],
  },
  {
    terms: 'write-offs write offs technical write-off written off accounts',
    plain: [
      'bad loans removed from books',
      'giving up on unpaid loans',
      'loans declared unrecoverable',
      'wiping off bad debts',
    ],
  },
  {
    terms: 'credit cost credit costs loan loss rate',
    plain: [
      'loan loss charge as percentage of loans',
      'what bad loans cost the lender',
      'cost of defaults relative to book',
      'provisions relative to the loan book',
    ],
  },
  {
    terms: 'provisions provisioning loan loss provisions impairment allowance ecl expected credit loss',
    plain: [
      'money set aside for bad loans',
      'reserve for expected defaults',
      'charge for possible loan losses',
      'cushion against borrowers not paying',
    ],
  },
  {
    terms: 'provision coverage ratio pcr coverage ratio',
    plain: [
      'how much of bad loans is covered by reserves',
      'share of sour loans already provided for',
      'reserves relative to defaulted loans',
      'buffer already built against bad loans',
    ],
  },
  {
    terms: 'contingency provisions floating provisions buffer provisions management overlay standard asset provisions',
    plain: [
      'extra rainy day reserve',
      'provisions kept aside beyond requirements',
      'cushion for future shocks',
      'buffer for unknown loan losses',
    ],
  },
  {
    terms: 'restructured book restructured loans restructuring ots one time restructuring covid restructuring',
    plain: [
      'loans with relaxed repayment terms',
      'borrowers given more time to pay',
      'loans rescheduled for struggling borrowers',
      'loans recast due to stress',
    ],
  },
  {
    terms: 'sma special mention accounts sma-1 sma-2 sma 1 sma 2 overdue book dpd stage 2',
    plain: [
      'loans that are late but not yet bad',
      'early warning overdue accounts',
      'borrowers behind on payments',
      'loans at risk of defaulting',
      'missed installments pool',
    ],
  },
  {
    terms: 'collection efficiency collections bounce rates',
    plain: [
      'share of dues collected on time',
      'how well they collect emis',
      'borrowers paying their installments',
      'monthly repayments coming in on time',
    ],
  },
  {
    terms: 'lcr liquidity coverage ratio',
    plain: [
      'high quality liquid assets against deposit outflows',
      'cash buffer for a run on deposits',
      'liquid assets to cover 30 days of outflows',
      'how liquid the bank is',
    ],
  },
  {
    terms: 'capital adequacy crar car capital adequacy ratio cet1 tier 1 common equity tier 1',
    plain: [
      'capital cushion against losses',
      'how well capitalised the bank is',
      'own funds relative to risky assets',
      'capital buffer above regulatory minimum',
      'shock absorbing capital',
    ],
  },
  {
    terms: 'rwa risk weighted assets risk weights rwa density',
    plain: [
      'loans weighted by how risky they are',
      'riskiness of the balance sheet',
      'assets adjusted for risk',
      'how much capital the loans consume',
    ],
  },
  {
    terms: 'cost to income ratio cost income ratio c/i',
    plain: [
      'running costs as share of income',
      'how efficiently the bank operates',
      'expenses for every rupee earned',
      'operating costs versus revenue',
    ],
  },
  {
    terms: 'fee income fees and commission core fee income non-interest income processing fees',
    plain: [
      'income from charges and commissions',
      'money from service fees',
      'earnings not from interest',
      'charges on cards and transactions',
    ],
  },
  {
    terms: 'treasury income treasury gains trading gains bond gains profit on sale of investments mark to market',
    plain: [
      'gains from bond trading',
      'profits on the investment portfolio',
      'income from buying and selling securities',
      'bond price gains when rates fall',
    ],
  },
  {
    terms: 'pre-provision operating profit ppop core operating profit operating profit',
    plain: [
      'profit before setting aside for bad loans',
      'earnings before loan loss charges',
      'core earning power before provisions',
      'profit before bad loan charges',
    ],
  },
  {
    terms: 'branches branch network branch expansion new branches atms',
    plain: [
      'number of bank outlets',
      'physical presence in towns',
      'opening new offices',
      'reach across the country through outlets',
    ],
  },
  {
    terms: 'digital adoption digital transactions mobile banking upi internet banking digital channels',
    plain: [
      'share of transactions done on phones',
      'customers using the app',
      'online banking usage',
      'payments done digitally',
      'moving customers to mobile',
    ],
  },
  {
    terms: 'ldr loan to deposit ratio cd ratio credit deposit ratio credit to deposit',
    plain: [
      'loans relative to deposits',
      'how much of deposits is lent out',
      'lending versus savings collected',
      'share of deposits given as loans',
    ],
  },
  {
    terms: 'repo rate rate cut rate hike interest rate cycle rate transmission ebllr mclr repricing',
    plain: [
      'central bank cutting interest rates',
      'impact of rbi policy changes',
      'loans repricing with benchmark rate',
      'falling interest rate environment',
      'fed raising or lowering rates',
    ],
  },

  // ───────────── NBFC / lenders / AMCs ─────────────
  {
    terms: 'aum assets under management loan aum book size',
    plain: [
      'total loans managed',
      'size of the lending portfolio',
      'money lent out and outstanding',
      'book size of the lender',
    ],
  },
  {
    terms: 'disbursements disbursement growth sanctions',
    plain: [
      'new loans given out in the period',
      'fresh lending during the quarter',
      'money handed to borrowers',
      'loan sanctions paid out',
    ],
  },
  {
    terms: 'customer franchise customer base customers acquired new customers',
    plain: [
      'total number of customers',
      'new borrowers added',
      'how many people use their services',
      'customer count growth',
    ],
  },
  {
    terms: 'loan losses and provisions loan losses impairment on financial instruments',
    plain: [
      'money lost on loans going bad',
      'charge for defaulted loans',
      'losses from borrowers not repaying',
      'hit from bad debts this quarter',
    ],
  },
  {
    terms: 'opex to nii opex to aum operating expenses to net interest income',
    plain: [
      'running costs relative to lending income',
      'expenses as share of interest earned',
      'operating costs per rupee of loans',
      'how lean the lender runs',
    ],
  },
  {
    terms: 'spread net interest spread spreads',
    plain: [
      'difference between lending and borrowing rates',
      'gap between yield and cost of money',
      'what the lender makes in between',
      'rate charged minus rate paid',
    ],
  },

  // ───────────── Insurance ─────────────
  {
    terms: 'ape annualised premium equivalent annualized premium equivalent',
    plain: [
      'new policy sales measured on a yearly basis',
      'fresh business written',
      'annual value of new policies sold',
      'new premium sold in the period',
    ],
  },
  {
    terms: 'gwp gross written premium gdpi gross direct premium income',
    plain: [
      'total premiums collected',
      'insurance sales before reinsurance',
      'premium written by the insurer',
      'money from policies sold',
    ],
  },
  {
    terms: 'new business premium nbp first year premium individual new business premium',
    plain: [
      'premium from new policies',
      'first year premium collected',
      'money from policies sold this year',
      'premium paid by new policyholders',
    ],
  },
  {
    terms: 'vnb value of new business',
    plain: [
      'profit expected from policies sold this period',
      'future profits locked in from new sales',
      'value created by new policies',
      'lifetime profit from fresh business',
    ],
  },
  {
    terms: 'vnb margin new business margin',
    plain: [
      'profitability of new policies',
      'profit per rupee of new premium',
      'how profitable new sales are',
      'margin on policies written',
    ],
  },
  {
    terms: 'persistency 13th month persistency 61st month persistency persistency ratio',
    plain: [
      'customers continuing to pay premiums',
      'policies still active after a year',
      'how many policyholders keep paying',
      'policy retention rate',
      'customers not lapsing their policies',
    ],
  },
  {
    terms: 'solvency ratio solvency margin solvency',
    plain: [
      'capital cushion of the insurer',
      'ability to pay all claims',
      'available capital versus required',
      'financial strength of the insurer',
    ],
  },
  {
    terms: 'embedded value ev roev operating return on embedded value',
    plain: [
      'value of existing policies plus net worth',
      'worth of the insurance business',
      'shareholder value in the insurer',
      'present value of future profits on book',
    ],
  },
  {
    terms: 'protection term insurance term plans protection business retail protection',
    plain: [
      'pure life cover',
      'insurance that pays only on death',
      'life cover plans without savings',
      'policies that protect family income',
    ],
  },
  {
    terms: 'annuity annuities pension products',
    plain: [
      'regular pension income for retirees',
      'policies paying monthly income',
      'retirement income plans',
      'lifetime payout plans',
    ],
  },
  {
    terms: 'ulip unit linked insurance plans unit linked',
    plain: [
      'market linked insurance plans',
      'insurance with equity investment',
      'policies invested in the stock market',
      'insurance that works like a fund',
    ],
  },
  {
    terms: 'par non-par participating non-participating guaranteed products traditional products savings products',
    plain: [
      'policies with guaranteed returns',
      'plans sharing bonus with policyholders',
      'traditional savings policies',
      'guaranteed savings plans',
    ],
  },
  {
    terms: 'bancassurance banca bank partners bank channel',
    plain: [
      'insurance sold through bank branches',
      'selling policies via banks',
      'bank partner distribution',
      'policies pushed by bank staff',
    ],
  },
  {
    terms: 'agency channel agents agent productivity agency',
    plain: [
      'insurance sold through individual agents',
      'network of tied agents',
      'commission based sales force',
      'agents selling door to door',
    ],
  },
  {
    terms: 'claims ratio loss ratio incurred claims ratio claims',
    plain: [
      'share of premium paid out as claims',
      'claims paid relative to premium',
      'how much goes back to policyholders',
      'payouts for losses',
    ],
  },
  {
    terms: 'combined ratio cor underwriting profit underwriting loss',
    plain: [
      'claims plus expenses versus premium',
      'whether underwriting makes money',
      'total cost of insurance relative to premium',
      'profit on insurance before investment income',
    ],
  },
  {
    terms: 'commission cost commission expenses commission ratio eom expenses of management',
    plain: [
      'fees paid to agents and distributors',
      'payouts to sellers of policies',
      'distribution cost of insurance',
      'cut paid to intermediaries',
    ],
  },
  {
    terms: 'product mix business mix channel mix',
    plain: [
      'share of different products in sales',
      'mix of what they sell',
      'balance between products sold',
      'shift toward higher margin products',
    ],
  },

  // ───────────── IT services ─────────────
  {
    terms: 'tcv total contract value deal wins deal bookings acv net new bookings',
    plain: [
      'value of new contracts signed',
      'orders won from clients',
      'new business booked',
      'size of deals signed in quarter',
    ],
  },
  {
    terms: 'large deals mega deals large deal wins large deal tcv',
    plain: [
      'contracts worth over 50 or 100 million',
      'big ticket contracts',
      'multi-year mega orders',
      'huge outsourcing contracts won',
    ],
  },
  {
    terms: 'pipeline deal pipeline sales pipeline',
    plain: [
      'deals under discussion',
      'potential contracts not yet signed',
      'future business being negotiated',
      'opportunities in the funnel',
    ],
  },
  {
    terms: 'constant currency growth cc growth cc terms constant currency',
    plain: [
      'growth ignoring exchange rate moves',
      'growth without currency effects',
      'sales growth at fixed exchange rates',
      'underlying growth stripping out forex',
    ],
  },
  {
    terms: 'bfsi banking financial services insurance vertical financial services',
    plain: [
      'work for banks and insurers',
      'clients in finance',
      'financial sector customers',
      'tech spending by banks',
    ],
  },
  {
    terms: 'retail cpg consumer business vertical consumer vertical',
    plain: [
      'clients who are shops and consumer brands',
      'work for retailers',
      'tech projects for store chains',
      'consumer goods makers as clients',
    ],
  },
  {
    terms: 'manufacturing vertical engineering r&d services er&d erd',
    plain: [
      'clients that run factories',
      'work for industrial companies',
      'automotive and aerospace clients',
      'engineering design work for product makers',
    ],
  },
  {
    terms: 'communications vertical telecom media technology tmt hi-tech',
    plain: [
      'work for telecom operators',
      'clients in media and tech',
      'projects for phone companies',
      'technology and media clients',
    ],
  },
  {
    terms: 'healthcare life sciences hls healthcare vertical',
    plain: [
      'work for hospitals and drug makers',
      'clients in pharma and health',
      'tech projects for health insurers',
      'medical sector clients',
    ],
  },
  {
    terms: 'geographies north america europe uk continental europe rest of world growth markets regions',
    plain: [
      'sales by region',
      'business from america and europe',
      'where clients are located',
      'regional split of revenue',
    ],
  },
  {
    terms: 'attrition ltm attrition voluntary attrition employee turnover',
    plain: [
      'staff quitting the company',
      'employees leaving for other jobs',
      'how many workers resign',
      'rate at which people leave',
      'staff churn in the workforce',
    ],
  },
  {
    terms: 'headcount employee count net addition net headcount workforce',
    plain: [
      'number of employees',
      'total staff on the rolls',
      'people on payroll',
      'size of the workforce',
      'jobs added or cut',
    ],
  },
  {
    terms: 'utilisation utilization billable utilisation bench',
    plain: [
      'share of staff working on paid projects',
      'employees billed to clients',
      'how busy the workforce is',
      'idle bench versus billed staff',
    ],
  },
  {
    terms: 'freshers campus hiring graduate hiring trainees',
    plain: [
      'hiring from college campuses',
      'new graduates joining',
      'entry level recruits',
      'young recruits straight from university',
    ],
  },
  {
    terms: 'offshore mix onsite offshore offshoring onsite mix offshore effort',
    plain: [
      'work done in india versus at client site',
      'share of work sent to low cost locations',
      'moving work to india',
      'remote delivery share',
    ],
  },
  {
    terms: 'subcontracting costs subcontractors contractors third party costs',
    plain: [
      'paying outside contractors',
      'outsourced staff costs',
      'hiring temporary outside workers',
      'contract workers instead of own staff',
    ],
  },
  {
    terms: 'wage hikes salary increments compensation revision merit increases wage revision',
    plain: [
      'annual pay raises',
      'salary increases for staff',
      'raising employee pay',
      'yearly increment cycle',
    ],
  },
  {
    terms: 'pricing pricing pressure rate card pricing environment billing rates',
    plain: [
      'what they can charge clients',
      'rates billed to customers',
      'clients pushing for discounts',
      'ability to raise prices',
    ],
  },
  {
    terms: 'client buckets client metrics 100 million dollar clients active clients client mining top clients',
    plain: [
      'number of big customers',
      'clients paying over a million dollars',
      'growth in spending by top clients',
      'customer concentration in top accounts',
    ],
  },
  {
    terms: 'discretionary spending discretionary spend discretionary projects delayed decision making',
    plain: [
      'clients cutting non-essential tech projects',
      'optional spending held back',
      'customers delaying projects',
      'tight technology budgets',
    ],
  },
  {
    terms: 'furloughs holiday furloughs seasonal furloughs',
    plain: [
      'client forced leave in holidays',
      'working days lost to client shutdowns',
      'seasonal project pauses',
      'year end holiday slowdown at clients',
    ],
  },
  {
    terms: 'genai generative ai ai artificial intelligence agentic ai',
    plain: [
      'new chatbots and ai tools',
      'artificial intelligence projects for clients',
      'automation with smart software',
      'ai eating into services revenue',
    ],
  },

  // ───────────── Autos ─────────────
  {
    terms: 'volumes sales volumes units sold vehicle sales unit sales',
    plain: [
      'number of vehicles sold',
      'how many units they shifted',
      'cars sold this quarter',
      'count of units sold',
    ],
  },
  {
    terms: 'domestic sales exports export volumes domestic volumes',
    plain: [
      'sales in india versus overseas',
      'vehicles shipped abroad',
      'sales in foreign markets',
      'home market versus overseas demand',
    ],
  },
  {
    terms: 'market share share gains share loss',
    plain: [
      'their slice of the market',
      'share of total industry sales',
      'gaining ground against rivals',
      'how much of the market they own',
    ],
  },
  {
    terms: 'realisation per vehicle average selling price asp realisation per unit realization',
    plain: [
      'average price per vehicle',
      'revenue per car sold',
      'what they get per unit sold',
      'price realised on each unit',
    ],
  },
  {
    terms: 'ev electric vehicles ev penetration electric evs',
    plain: [
      'battery powered vehicles',
      'electric car sales',
      'vehicles running on batteries',
      'share of electric models',
    ],
  },
  {
    terms: 'two-wheelers 2w two wheelers motorcycles scooters',
    plain: [
      'bikes and scooters',
      'motorcycle sales in towns',
      'demand for scooters in cities',
      'demand for bikes in villages',
    ],
  },
  {
    terms: 'three-wheelers 3w three wheelers',
    plain: [
      'auto rickshaws on the road',
      'three wheeled cargo and passenger vehicles',
      'small goods carriers on three wheels',
      'electric rickshaws in cities',
    ],
  },
  {
    terms: 'tractors farm equipment farm machinery fes',
    plain: [
      'vehicles farmers use in fields',
      'tractor sales to farmers',
      'machinery for tilling and hauling',
      'machines used in the fields',
    ],
  },
  {
    terms: 'suv suvs utility vehicles uvs passenger vehicles pv',
    plain: [
      'big cars people want',
      'sport utility cars',
      'passenger car demand',
      'family cars and jeeps',
    ],
  },
  {
    terms: 'commercial vehicles cv trucks buses mhcv lcv scv',
    plain: [
      'trucks and buses',
      'goods carriers for transporters',
      'heavy trucks for freight',
      'small delivery vans',
    ],
  },
  {
    terms: 'pending bookings order backlog waiting period open bookings',
    plain: [
      'customers waiting for delivery',
      'orders yet to be delivered',
      'how long buyers wait for a car',
      'backlog of car orders',
    ],
  },
  {
    terms: 'dealer inventory channel stock inventory at dealers dealer stock',
    plain: [
      'unsold cars at dealerships',
      'stock lying with dealers',
      'days of stock at showrooms',
      'vehicles piled up at dealers',
    ],
  },
  {
    terms: 'retail sales wholesale dispatches vahan registrations retails wholesales',
    plain: [
      'sales to end customers versus shipments to dealers',
      'vehicles registered with transport offices',
      'factory shipments to dealers',
      'actual buyer purchases',
    ],
  },
  {
    terms: 'spares spare parts aftermarket parts business',
    plain: [
      'replacement parts sales',
      'parts for repairs',
      'aftermarket business for old vehicles',
      'service parts sold to garages',
    ],
  },
  {
    terms: 'commodity costs commodity prices commodity inflation steel aluminium copper zinc lme prices precious metals',
    plain: [
      'cost of steel and metals',
      'price of raw materials going up',
      'input cost swings',
      'metal prices eating margins',
    ],
  },
  {
    terms: 'price hikes price increase pricing action price increases',
    plain: [
      'raising prices for customers',
      'increasing what customers pay',
      'passing costs on to buyers',
      'charging more for products',
    ],
  },
  {
    terms: 'premiumisation premiumization premium portfolio premium segment',
    plain: [
      'customers buying costlier products',
      'shift to high end models',
      'trading up to fancier brands',
      'more expensive variants selling more',
    ],
  },

  // ───────────── Pharma ─────────────
  {
    terms: 'us generics us business north america generics us formulations',
    plain: [
      'sales of copycat drugs in america',
      'cheap off-patent medicines in the us',
      'american generic drug business',
      'medicines sold to us pharmacies',
    ],
  },
  {
    terms: 'price erosion pricing pressure in us generics',
    plain: [
      'falling drug prices in america',
      'prices dropping every year',
      'competitors undercutting drug prices',
      'generic prices sliding',
    ],
  },
  {
    terms: 'india formulations domestic formulations india business ipm branded generics',
    plain: [
      'medicines sold in india',
      'domestic branded drugs',
      'sales to indian pharmacies and doctors',
      'prescriptions in the home market',
    ],
  },
  {
    terms: 'api active pharmaceutical ingredients bulk drugs',
    plain: [
      'raw drug ingredients',
      'bulk chemicals for making medicines',
      'ingredients sold to other drugmakers',
      'basic drug substance made in plants',
    ],
  },
  {
    terms: 'specialty specialty portfolio innovative products branded specialty',
    plain: [
      'high value patented drugs',
      'premium branded medicines',
      'complex niche drugs',
      'own branded innovative medicines',
    ],
  },
  {
    terms: 'biosimilars biologics',
    plain: [
      'copies of biological drugs',
      'generic versions of complex biotech medicines',
      'cheaper versions of protein drugs',
      'copycat biotech treatments',
    ],
  },
  {
    terms: 'launches new product launches anda approvals filings anda filings',
    plain: [
      'new drugs introduced',
      'fresh approvals to sell medicines',
      'new products in the market',
      'applications filed with the regulator',
    ],
  },
  {
    terms: 'usfda inspection warning letter oai vai form 483 import alert regulatory compliance',
    plain: [
      'us regulator checking factories',
      'plant inspections by american authorities',
      'compliance problems at plants',
      'regulatory clearance of factories',
    ],
  },
  {
    terms: 'r&d research and development r&d spend r&d expenses',
    plain: [
      'spending on research',
      'money spent developing new products',
      'research budget for new drugs',
      'investment in innovation and labs',
    ],
  },
  {
    terms: 'cdmo crams contract manufacturing contract development',
    plain: [
      'making drugs for other companies',
      'contract manufacturing for pharma clients',
      'outsourced drug production',
      'manufacturing on behalf of innovators',
    ],
  },

  // ───────────── Metals / cement ─────────────
  {
    terms: 'production crude steel production output hot metal',
    plain: [
      'how much they made',
      'tonnes produced in the quarter',
      'output from the steel plants',
      'steel made in the plants',
    ],
  },
  {
    terms: 'deliveries sales volumes despatches dispatches tonnes sold',
    plain: [
      'tonnes sold to customers',
      'quantity shipped to customers',
      'steel delivered in the quarter',
      'bags of cement sold',
    ],
  },
  {
    terms: 'realisation realization net sales realisation nsr price per tonne blended realisation',
    plain: [
      'average selling price per tonne',
      'what they get per tonne',
      'price fetched per unit sold',
      'net price after discounts per ton',
    ],
  },
  {
    terms: 'ebitda per tonne ebitda/t ebitda per ton ebitda/tonne',
    plain: [
      'profit per tonne sold',
      'operating earnings on each tonne',
      'margin per ton',
      'cash profit per tonne of steel or cement',
    ],
  },
  {
    terms: 'cost per tonne cost/t conversion cost production cost',
    plain: [
      'cost to produce each tonne',
      'production cost per ton',
      'expense per tonne made',
      'cost of converting raw materials per ton',
    ],
  },
  {
    terms: 'coking coal met coal metallurgical coal',
    plain: [
      'coal used to make steel',
      'imported coal for blast furnaces',
      'fuel for steel making',
      'australian coal prices',
    ],
  },
  {
    terms: 'iron ore captive mines captive iron ore',
    plain: [
      'raw ore for steel making',
      'ore dug from own mines',
      'mined input for furnaces',
      'ore prices from mining',
    ],
  },
  {
    terms: 'power and fuel cost energy cost pet coke fuel cost kiln fuel',
    plain: [
      'electricity and fuel bills',
      'energy costs of plants',
      'cost of coal and petcoke to run kilns',
      'fuel burnt in factories',
    ],
  },
  {
    terms: 'freight logistics cost freight and forwarding lead distance',
    plain: [
      'transport costs to customers',
      'cost of moving goods by road and rail',
      'shipping expenses to reach markets',
      'trucking bills for delivering goods',
    ],
  },
  {
    terms: 'capacity installed capacity capacity expansion mtpa capacity addition',
    plain: [
      'how much they can produce',
      'size of their plants',
      'new plants being built',
      'million tonnes a year capability',
    ],
  },
  {
    terms: 'capacity utilisation capacity utilization cu',
    plain: [
      'how full the plants are running',
      'share of capacity in use',
      'plants running near full',
      'idle capacity in factories',
    ],
  },
  {
    terms: 'clinker clinker factor blending ratio blended cement',
    plain: [
      'intermediate product for making cement',
      'semi-finished cement from the kiln',
      'mixing fly ash and slag into cement',
      'share of clinker in each bag',
    ],
  },
  {
    terms: 'trade non-trade trade share trade sales',
    plain: [
      'sales through dealers versus to builders',
      'retail cement buyers versus institutions',
      'sales to home builders through shops',
      'bulk supply to big contractors',
    ],
  },
  {
    terms: 'overseas operations international subsidiaries foreign operations international business',
    plain: [
      'business outside india',
      'foreign units of the group',
      'plants and offices abroad',
      'subsidiaries in other countries',
    ],
  },
  {
    terms: 'europe european operations netherlands uk operations',
    plain: [
      'steel plants in europe',
      'business in europe',
      'steel mills in britain and holland',
      'losses at the european unit',
    ],
  },

  // ───────────── FMCG / paints / consumer ─────────────
  {
    terms: 'underlying volume growth uvg volume growth volumes',
    plain: [
      'growth in quantity sold',
      'more packs sold',
      'sales growth excluding price increases',
      'real demand growth in units',
    ],
  },
  {
    terms: 'price growth price-led growth pricing growth',
    plain: [
      'growth from charging more',
      'sales up because of higher prices',
      'growth driven by price not quantity',
      'revenue boost from price increases',
    ],
  },
  {
    terms: 'rural demand rural growth rural recovery rural consumption',
    plain: [
      'demand in villages',
      'spending by farmers and rural households',
      'consumption in the countryside',
      'small town buying',
    ],
  },
  {
    terms: 'urban demand urban consumption urban growth metros',
    plain: [
      'demand in cities',
      'city shoppers spending',
      'consumption in the big metros',
      'big city buying slowing',
    ],
  },
  {
    terms: 'distribution reach direct reach outlets retail outlets touchpoints distribution expansion',
    plain: [
      'number of shops selling their products',
      'stores covered by distributors',
      'reach into villages and towns',
      'how many shops stock them',
    ],
  },
  {
    terms: 'a&p advertising and promotion ad spend brand investment marketing spend',
    plain: [
      'spending on ads',
      'marketing budget for brands',
      'money spent promoting brands',
      'advertising costs on tv and digital',
    ],
  },
  {
    terms: 'e-commerce quick commerce modern trade online channels alternate channels',
    plain: [
      'sales through online apps',
      '10 minute delivery apps',
      'supermarket chains and big retailers',
      'buying on the internet',
    ],
  },
  {
    terms: 'general trade kirana traditional trade',
    plain: [
      'small neighbourhood shops',
      'mom and pop stores',
      'corner grocery stores',
      'traditional shops and wholesalers',
    ],
  },
  {
    terms: 'channel inventory trade inventory destocking restocking',
    plain: [
      'stock held by distributors and shops',
      'dealers cutting stock',
      'goods sitting with middlemen',
      'shops filling up shelves again',
    ],
  },
  {
    terms: 'jewellery gold jewellery jewelry',
    plain: [
      'gold ornaments sales',
      'necklaces and rings sold',
      'wedding jewellery purchases',
      'demand for gold ornaments',
    ],
  },
  {
    terms: 'studded studded ratio studded share diamond jewellery',
    plain: [
      'jewellery with diamonds and stones',
      'share of diamond pieces in sales',
      'stone set jewellery',
      'higher margin diamond jewellery',
    ],
  },
  {
    terms: 'decorative paints deco paints waterproofing industrial paints coatings',
    plain: [
      'house paint demand',
      'painting homes and walls',
      'paints for factories and cars',
      'repainting demand from households',
    ],
  },

  // ───────────── Telecom ─────────────
  {
    terms: 'arpu average revenue per user',
    plain: [
      'money made from each customer per month',
      'average monthly bill per subscriber',
      'revenue per mobile user',
      'what a typical customer pays',
    ],
  },
  {
    terms: 'subscribers subscriber base customer base connections',
    plain: [
      'number of mobile customers',
      'people using their network',
      'number of active phone connections',
      'total users on the network',
    ],
  },
  {
    terms: 'net adds net additions subscriber additions',
    plain: [
      'new customers added minus those leaving',
      'growth in customer numbers',
      'new users joining the network',
      'net new connections in the quarter',
    ],
  },
  {
    terms: 'churn churn rate',
    plain: [
      'customers leaving for rivals',
      'share of subscribers quitting',
      'users switching network',
      'customer loss rate',
    ],
  },
  {
    terms: 'data usage data traffic data consumption per user',
    plain: [
      'gigabytes used per customer',
      'mobile internet use',
      'how much data people consume',
      'internet traffic on the network',
    ],
  },
  {
    terms: '5g 5g rollout 5g users',
    plain: [
      'next generation mobile network',
      'faster mobile internet',
      'new network rollout',
      'users on the latest network',
    ],
  },
  {
    terms: 'home broadband fttx fiber to the home fwa airfiber',
    plain: [
      'internet at home',
      'fibre connections to houses',
      'wifi for homes',
      'wireless broadband for households',
    ],
  },
  {
    terms: 'enterprise b2b enterprise business airtel business',
    plain: [
      'services for businesses',
      'corporate customers buying connectivity',
      'selling to companies',
      'connectivity for offices',
    ],
  },
  {
    terms: 'tariff hikes tariff increase tariff repair',
    plain: [
      'raising mobile plan prices',
      'costlier prepaid recharges',
      'price increase for phone plans',
      'higher monthly phone bills',
    ],
  },
  {
    terms: 'towers tower sites tenancy tenancy ratio',
    plain: [
      'mobile network towers',
      'sites hosting antennas',
      'number of tenants per tower',
      'telecom masts rented to operators',
    ],
  },
  {
    terms: 'spectrum spectrum auction agr dues spectrum payments',
    plain: [
      'airwaves bought from government',
      'radio frequency licences',
      'payments for airwaves',
      'dues owed to the government',
    ],
  },

  // ───────────── Oil & gas ─────────────
  {
    terms: 'grm gross refining margin refining margin refining margins',
    plain: [
      'profit from turning crude into fuels',
      'margin per barrel refined',
      'refinery earnings per barrel',
      'spread between crude and product prices',
    ],
  },
  {
    terms: 'throughput crude throughput refinery throughput crude processed refinery runs',
    plain: [
      'crude oil processed',
      'how much oil the refinery ran',
      'barrels refined per day',
      'refinery volume handled',
    ],
  },
  {
    terms: 'marketing margin retail fuel margin petrol diesel margins auto fuel margins',
    plain: [
      'profit on selling petrol and diesel',
      'fuel pump margins',
      'earnings per litre sold',
      'margin at the petrol pump',
    ],
  },
  {
    terms: 'petrochemicals petchem polymers chemicals o2c',
    plain: [
      'plastics and chemicals business',
      'margins on plastics and polymers',
      'chemicals made from oil',
      'plastic raw material sales',
    ],
  },
  {
    terms: 'inventory gains inventory losses inventory valuation inventory gain loss',
    plain: [
      'profit or loss from crude price change on stock',
      'gains on oil held in storage',
      'value change of stock held',
      'loss as oil prices fell on stored crude',
    ],
  },
  {
    terms: 'under-recoveries under recovery lpg under-recovery subsidy losses',
    plain: [
      'losses from selling fuel below cost',
      'government controlled price losses',
      'cooking gas losses',
      'subsidy burden on fuel sellers',
    ],
  },
  {
    terms: 'gas volumes cgd city gas distribution cng png lng',
    plain: [
      'gas sold to homes and vehicles',
      'cng for cars and buses',
      'piped gas to kitchens',
      'imported liquefied gas',
    ],
  },
  {
    terms: 'crude oil prices brent oil prices crude prices',
    plain: [
      'price of oil per barrel',
      'global crude cost',
      'swings in oil markets',
      'oil getting cheaper or costlier',
    ],
  },

  // ───────────── Power / infra / ports ─────────────
  {
    terms: 'plf plant load factor',
    plain: [
      'how much power plants generated versus capacity',
      'running hours of power plants',
      'utilisation of generation capacity',
      'how hard the power stations ran',
    ],
  },
  {
    terms: 'renewable capacity re capacity solar wind green energy renewables',
    plain: [
      'solar and wind farms',
      'clean energy plants',
      'green power capacity added',
      'gigawatts of solar installed',
    ],
  },
  {
    terms: 'generation units sold bu billion units power generation',
    plain: [
      'electricity produced by the plants',
      'power sold to grid',
      'units of electricity generated',
      'energy output of plants',
    ],
  },
  {
    terms: 'cargo volumes cargo throughput container volumes teus port volumes',
    plain: [
      'goods handled at ports',
      'tonnes of cargo moved',
      'containers shipped through ports',
      'ships unloaded at terminals',
    ],
  },
  {
    terms: 'traffic toll traffic passenger traffic airport traffic pax',
    plain: [
      'vehicles on toll roads',
      'passengers at airports',
      'number of travellers',
      'people flying through airports',
    ],
  },
  {
    terms: 'order book backlog unexecuted orders order backlog',
    plain: [
      'work already won but not yet done',
      'orders in hand',
      'future revenue already contracted',
      'pending projects to deliver',
    ],
  },
  {
    terms: 'order inflow new orders order intake order wins',
    plain: [
      'new contracts won in the period',
      'fresh orders received',
      'new projects bagged',
      'orders coming in this quarter',
    ],
  },
  {
    terms: 'execution project execution execution pace',
    plain: [
      'how fast projects are completed',
      'converting orders into sales',
      'speed of building projects',
      'delays in finishing work',
    ],
  },

  // ───────────── Hospitals / hotels ─────────────
  {
    terms: 'occupancy bed occupancy occupancy rate',
    plain: [
      'share of beds or rooms filled',
      'how full the hospital is',
      'rooms taken by guests',
      'percentage of beds in use',
    ],
  },
  {
    terms: 'arpob average revenue per occupied bed',
    plain: [
      'revenue per patient bed per day',
      'daily billing per filled bed',
      'what each patient bed earns',
      'average bill per occupied bed',
    ],
  },
  {
    terms: 'bed additions bed capacity new hospitals operational beds',
    plain: [
      'new hospital beds added',
      'expanding hospital capacity',
      'opening new hospitals',
      'number of beds in operation',
    ],
  },
  {
    terms: 'arr average room rate adr average daily rate',
    plain: [
      'average price per hotel room night',
      'room tariffs charged',
      'what guests pay per night',
      'hotel room rates',
    ],
  },
  {
    terms: 'revpar revenue per available room',
    plain: [
      'room revenue per room available',
      'combining occupancy and room rates',
      'hotel earnings per room',
      'income per room whether filled or not',
    ],
  },

  // ───────────── Retail ─────────────
  {
    terms: 'footfalls footfall store traffic walk-ins',
    plain: [
      'people walking into stores',
      'shoppers visiting the shops',
      'number of visitors to stores',
      'crowds at the malls',
    ],
  },
  {
    terms: 'same store sales growth sssg like-for-like lfl comparable store sales comps',
    plain: [
      'growth at old stores',
      'sales growth from existing shops',
      'stores open over a year',
      'growth excluding new openings',
    ],
  },
  {
    terms: 'store additions new stores store openings store count',
    plain: [
      'opening new shops',
      'number of outlets added',
      'expanding the store network',
      'shops opened in new towns',
    ],
  },
  {
    terms: 'retail area square feet sq ft retail footprint area addition',
    plain: [
      'shop floor space',
      'square footage of stores',
      'size of store network in space',
      'million square feet of retail space',
    ],
  },
  {
    terms: 'average bill value abv ticket size basket size average transaction value',
    plain: [
      'average amount spent per visit',
      'how much each shopper buys',
      'size of the typical bill',
      'items in the shopping basket',
    ],
  },

  // ───────────── General topics ─────────────
  {
    terms: 'guidance outlook forecast full year guidance',
    plain: [
      'what management expects ahead',
      'targets for the year',
      'forecast for coming quarters',
      'promises about future growth',
      'expected performance range',
    ],
  },
  {
    terms: 'demand environment demand trends consumer sentiment macro environment',
    plain: [
      'how strong customer buying is',
      'appetite of buyers',
      'spending mood of consumers',
      'state of the market for their products',
    ],
  },
  {
    terms: 'inflation inflationary pressures cpi food inflation',
    plain: [
      'rising prices across the economy',
      'cost of living going up',
      'general price increases hurting shoppers',
      'prices climbing everywhere',
    ],
  },
  {
    terms: 'input costs input cost inflation raw material prices raw material cost rm cost cogs cost of goods sold cost pressures',
    plain: [
      'cost of materials they buy',
      'prices of raw materials',
      'what they pay for inputs',
      'costlier materials squeezing margins',
    ],
  },
  {
    terms: 'currency impact forex impact fx rupee depreciation cross currency headwind exchange rate hedging hedges',
    plain: [
      'effect of rupee movements',
      'exchange rate swings',
      'dollar strength hurting numbers',
      'currency gains or losses',
    ],
  },
  {
    terms: 'acquisitions m&a acquisition inorganic growth takeover',
    plain: [
      'buying other companies',
      'takeovers of rivals',
      'growing by purchasing businesses',
      'deals to buy firms',
    ],
  },
  {
    terms: 'subsidiaries subsidiary group companies step-down subsidiaries',
    plain: [
      'companies owned by the group',
      'child companies of the parent',
      'businesses under the parent',
      'units owned by the holding company',
    ],
  },
  {
    terms: 'esg sustainability net zero decarbonisation carbon emissions green hydrogen',
    plain: [
      'environmental and social responsibility',
      'cutting carbon emissions',
      'going green as a company',
      'targets to fight climate change',
    ],
  },
  {
    terms: 'headcount reduction layoffs job cuts rightsizing workforce reduction',
    plain: [
      'firing staff to save money',
      'cutting jobs across the company',
      'laying off employees',
      'reducing workforce to save costs',
    ],
  },
  {
    terms: 'hiring recruitment talent acquisition lateral hiring',
    plain: [
      'adding new employees',
      'recruiting people for open roles',
      'taking on more staff',
      'bringing in experienced hires',
    ],
  },
  {
    terms: 'tariffs trade tariffs customs duty import duty anti-dumping duty safeguard duty',
    plain: [
      'taxes on imports',
      'duties on imported goods',
      'trade barriers between countries',
      'levies on foreign goods',
    ],
  },
  {
    terms: 'competition competitive intensity competitive landscape new entrants',
    plain: [
      'rivals fighting for customers',
      'pressure from competitors',
      'new players entering the market',
      'price wars with rivals',
    ],
  },
  {
    terms: 'monsoon rainfall kharif rabi crop',
    plain: [
      'rain season impact on farms',
      'good or bad rains',
      'crop harvests and farm incomes',
      'weather hitting rural demand',
    ],
  },
  {
    terms: 'supply chain supply chain disruptions shortages semiconductor chip shortage',
    plain: [
      'shortages of parts and components',
      'delays in getting components',
      'shortage of chips for cars',
      'trouble getting supplies',
    ],
  },
];
