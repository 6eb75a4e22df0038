/**
 * Questions over the demo corpus with verbatim ground truths (the test in qa.test.ts checks that
 * every evidence passage occurs in its transcript). Multi-hop questions join two passages.
 */
import type { Quarter } from '../../core/domain.js';
import type { DemoQuestion } from './types.js';

type Co = [company: string, ticker: string];
const ARAVALI: Co = ['Aravali Infotech Limited', 'ARAVALI'];
const SAHYADRI: Co = ['Sahyadri Cement Limited', 'SAHCEM'];
const KONKAN: Co = ['Konkan Coastal Bank Limited', 'KONKANBNK'];
const NILGIRI: Co = ['Nilgiri Consumer Products Limited', 'NILGIRI'];
const DECCAN: Co = ['Deccan Mercantile Bank Limited', 'DECCANBANK'];

function q(
  id: string,
  co: Co | null,
  quarter: Quarter | null,
  type: DemoQuestion['question_type'],
  question: string,
  ...evidence: string[]
): DemoQuestion {
  return {
    id,
    question,
    ground_truth: evidence.join(' '),
    company: co?.[0] ?? null,
    ticker: co?.[1] ?? null,
    quarter,
    year: co || quarter ? 'FY24' : null,
    question_type: type,
    evidence,
  };
}

export const DEMO_QUESTIONS: DemoQuestion[] = [
  q('aravali-q1-revenue', ARAVALI, 'Q1', 'numeric', 'What was Aravali Infotech\'s revenue in Q1 FY24 and how much did it grow?',
    'Revenue for the quarter was Rs. 4,812 crore, a growth of 11.4% year-on-year in rupee terms and 6.9% in constant currency.'),
  q('aravali-q1-tcv', ARAVALI, 'Q1', 'numeric', 'What was the total contract value of Aravali Infotech\'s deal wins in Q1 FY24?',
    'Total contract value of deal wins in the quarter was $1.14 billion, the highest in our history, including two large deals above $100 million each.'),
  q('aravali-q1-largest-deal', ARAVALI, 'Q1', 'factual', 'What was the largest deal Aravali Infotech won in Q1 FY24?',
    'The largest was a seven-year cloud and infrastructure transformation for a European utility, Nordlicht Energie, valued at $310 million.'),
  q('aravali-q1-margin-drop', ARAVALI, 'Q1', 'factual', 'Why did Aravali Infotech\'s EBITDA margin decline in Q1 FY24?',
    'EBITDA was Rs. 1,039 crore and the EBITDA margin was 21.6%, a decline of 80 basis points quarter-on-quarter, mainly because of the annual wage increments effective April 1, which had an impact of 130 basis points, partly offset by better utilization and a favorable currency movement.'),
  q('aravali-q1-attrition', ARAVALI, 'Q1', 'numeric', 'What was Aravali Infotech\'s attrition at the end of Q1 FY24?',
    'Last twelve months attrition fell to 17.2% from 19.5% in Q4 FY23.'),
  q('aravali-q1-bfsi', ARAVALI, 'Q1', 'factual', 'How did the Banking and Financial Services segment of Aravali Infotech perform in Q1 FY24?',
    'By segment, Banking and Financial Services, which is 38% of revenue, grew 4.1% year-on-year in constant currency, held back by lower discretionary spend at US regional banks.'),
  q('aravali-q1-freshers', ARAVALI, 'Q1', 'factual', 'Will Aravali Infotech hire freshers in FY24?',
    'We plan to onboard about 6,000 freshers in FY24, most of them in the second half of the year.'),
  q('aravali-q1-subcontracting', ARAVALI, 'Q1', 'numeric', 'What is Aravali Infotech\'s target for subcontracting costs?',
    'Subcontracting is 9.8% of revenue today and we intend to bring it below 8% by the end of the year.'),
  q('aravali-q2-revenue', ARAVALI, 'Q2', 'numeric', 'What was Aravali Infotech\'s revenue in Q2 FY24?',
    'I am pleased to report that revenue for the quarter was Rs. 5,034 crore, a sequential growth of 4.6% and a year-on-year growth of 12.8% in rupee terms.'),
  q('aravali-q2-guidance', ARAVALI, 'Q2', 'factual', 'What is Aravali Infotech\'s FY24 revenue guidance after Q2?',
    'We are raising the lower end of our FY24 revenue growth guidance, which is now 8% to 9% in constant currency, and we retain the EBITDA margin band of 21% to 23%.'),
  q('aravali-q2-wage', ARAVALI, 'Q2', 'factual', 'What impact will the October wage increase have on Aravali Infotech\'s margins?',
    'The impact on the third quarter margin will be about 90 basis points, and we expect to absorb most of it through utilization and pyramid improvements.'),
  q('aravali-margin-q1-q2', ARAVALI, null, 'multi-hop', 'How did Aravali Infotech\'s EBITDA margin change from Q1 FY24 to Q2 FY24, and why?',
    'Our EBITDA margin was 21.6%, and net profit was Rs. 702 crore, up 9.8% year-on-year.',
    'EBITDA for the quarter was Rs. 1,123 crore, and the EBITDA margin of 22.3% was up 70 basis points sequentially, from better utilization, lower subcontracting and the ramp-up of fixed-price programs.'),
  q('aravali-attrition-q1-q2', ARAVALI, null, 'multi-hop', 'How did Aravali Infotech\'s attrition move between Q1 FY24 and Q2 FY24?',
    'Last twelve months attrition fell to 17.2% from 19.5% in Q4 FY23.',
    'Last twelve months attrition fell further to 15.8%.'),
  q('sahyadri-volume', SAHYADRI, 'Q1', 'numeric', 'What was Sahyadri Cement\'s sales volume in Q1 FY24?',
    'Our sales volume was 7.9 million tonnes, a growth of 14.5% year-on-year, ahead of the industry growth of about 11%.'),
  q('sahyadri-ebitda-tonne', SAHYADRI, 'Q1', 'numeric', 'What was Sahyadri Cement\'s EBITDA per tonne in Q1 FY24?',
    'EBITDA was Rs. 712 crore, and EBITDA per tonne improved to Rs. 901 from Rs. 742 in the same quarter last year, as fuel costs eased.'),
  q('sahyadri-capacity', SAHYADRI, 'Q1', 'factual', 'What is Sahyadri Cement\'s total capacity after the Solapur grinding unit?',
    'On expansion, the 3.2 million tonne per annum grinding unit at Solapur was commissioned in June, taking our total capacity to 42.5 million tonnes per annum.'),
  q('sahyadri-capex-funding', SAHYADRI, 'Q1', 'factual', 'How will Sahyadri Cement fund its expansion to 55 million tonnes?',
    'The total capital expenditure for the expansion to 55 million tonnes is about Rs. 7,800 crore over FY24 to FY26. We will fund it mainly from internal accruals, and we expect net debt to EBITDA to remain below 1.5 times throughout.'),
  q('sahyadri-prices', SAHYADRI, 'Q1', 'factual', 'How were cement prices trending in July 2023 according to Sahyadri Cement?',
    'Prices in July have been broadly stable in the West and Central regions and have declined by about Rs. 5 to Rs. 10 per bag in the South.'),
  q('konkan-profit', KONKAN, 'Q1', 'numeric', 'What was Konkan Coastal Bank\'s net profit in Q1 FY24?',
    'The bank delivered a net profit of Rs. 1,186 crore for the quarter, a growth of 27.4% year-on-year.'),
  q('konkan-npa', KONKAN, 'Q1', 'numeric', 'What were Konkan Coastal Bank\'s gross and net NPA ratios in Q1 FY24?',
    'The gross NPA ratio was 1.92%, down from 2.31% a year ago, and the net NPA ratio was 0.54%.'),
  q('konkan-nim-guidance', KONKAN, 'Q1', 'factual', 'What net interest margin does Konkan Coastal Bank guide for FY24?',
    'We expect some further compression of 5 to 10 basis points in the second quarter, and we guide for a full-year net interest margin of 4.05% to 4.15%.'),
  q('konkan-unsecured', KONKAN, 'Q1', 'numeric', 'How large is Konkan Coastal Bank\'s unsecured retail loan exposure?',
    'Unsecured retail loans, meaning personal loans and credit cards, are 9% of our total advances, and we have tightened underwriting for new-to-bank customers.'),
  q('nilgiri-revenue', NILGIRI, 'Q1', 'numeric', 'What was Nilgiri Consumer Products\' revenue in Q1 FY24?',
    'Consolidated revenue for the quarter was Rs. 2,184 crore, a growth of 10.7% year-on-year.'),
  q('nilgiri-acquisition', NILGIRI, 'Q1', 'factual', 'Which company did Nilgiri Consumer Products acquire in Q1 FY24 and for how much?',
    'We completed the acquisition of Coorg Roasters, a premium coffee brand, for Rs. 215 crore during the quarter.'),
  q('nilgiri-margin', NILGIRI, 'Q1', 'multi-hop', 'Why did Nilgiri\'s EBITDA margin expand in Q1 FY24, and will it be sustained?',
    'EBITDA was Rs. 318 crore, up 21.5%, and the EBITDA margin expanded by 130 basis points to 14.6%, as tea costs softened.',
    'We expect the EBITDA margin for the full year to be in the range of 14% to 15%.'),
  q('compare-ebitda-margin', null, 'Q1', 'comparison', 'Which company had the higher EBITDA margin in Q1 FY24: Sahyadri Cement or Nilgiri Consumer Products?',
    'Our EBITDA margin was 18.0%.',
    'EBITDA was Rs. 318 crore, up 21.5%, and the EBITDA margin expanded by 130 basis points to 14.6%, as tea costs softened.'),
  q('deccan-nim', DECCAN, 'Q1', 'numeric', 'What was Deccan Mercantile Bank\'s net interest margin in Q1 FY24?',
    'Net interest income grew 14.6% to Rs. 1,968 crore, and the net interest margin was 3.62%, compared with 3.71% in the previous quarter.'),
  q('deccan-deposits', DECCAN, 'Q1', 'numeric', 'How much did Deccan Mercantile Bank\'s deposits grow in Q1 FY24, and what was its CASA ratio?',
    'Deposits grew 12.3% year-on-year to Rs. 1,86,400 crore, and the CASA ratio was 34.8%, down from 36.1% a year ago as customers moved savings into term deposits.'),
  q('deccan-gnpa', DECCAN, 'Q1', 'numeric', 'What were Deccan Mercantile Bank\'s gross and net NPA ratios in Q1 FY24?',
    'The gross NPA ratio was 2.64%, compared with 3.18% a year ago, and the net NPA ratio was 0.81%.'),
  q('deccan-core-banking', DECCAN, 'Q1', 'factual', 'When will Deccan Mercantile Bank\'s new core banking platform be fully operational?',
    'It will be rolled out in phases, and the whole platform will be operational by Q1FY32.'),
  q('deccan-agri-slippages', DECCAN, 'Q1', 'factual', 'Where did Deccan Mercantile Bank\'s slippages come from in Q1 FY24?',
    'Slippages were Rs. 690 crore, or 1.8% annualized, mostly from the agriculture book after the delayed monsoon.'),
  q('compare-bank-nim', null, 'Q1', 'comparison', 'Which bank had the higher net interest margin in Q1 FY24: Konkan Coastal Bank or Deccan Mercantile Bank?',
    'Net interest income grew 19.8% to Rs. 3,412 crore, and the net interest margin was 4.21%, compared with 4.32% in the previous quarter, as deposit costs rose.',
    'Net interest income grew 14.6% to Rs. 1,968 crore, and the net interest margin was 3.62%, compared with 3.71% in the previous quarter.'),
  q('compare-bank-gnpa', null, 'Q1', 'comparison', 'Which bank had the lower gross NPA ratio in Q1 FY24: Konkan Coastal Bank or Deccan Mercantile Bank?',
    'The gross NPA ratio was 1.92%, down from 2.31% a year ago, and the net NPA ratio was 0.54%.',
    'The gross NPA ratio was 2.64%, compared with 3.18% a year ago, and the net NPA ratio was 0.81%.'),
];
