/** Konkan Coastal Bank Limited (fictional private bank): Q1 FY24 earnings call, filed as kcb-concall.pdf (an abbreviated file name). */
import type { DemoCall } from './types.js';

export const KONKAN_Q1: DemoCall = {
  slug: 'kcb-concall',
  company: 'Konkan Coastal Bank Limited',
  ticker: 'KONKANBNK',
  quarter: 'Q1',
  year: 'FY24',
  callDate: 'July 22, 2023',
  management: [
    { name: 'Suresh Pai', role: 'Managing Director and Chief Executive Officer' },
    { name: 'Lakshmi Venkatesh', role: 'Chief Financial Officer' },
  ],
  analysts: [
    { name: 'Arjun Rao', role: 'CLSA' },
    { name: 'Fatima Sheikh', role: 'Goldman Sachs' },
  ],
  turns: [
    ['Moderator', 'Ladies and gentlemen, good day and welcome to the Konkan Coastal Bank Limited Q1 FY24 Earnings Conference Call. As a reminder, all participant lines will be in the listen-only mode. Please note that this conference is being recorded. I now hand the conference over to Mr. Suresh Pai, Managing Director and CEO. Thank you and over to you, sir.'],
    ['Suresh Pai', 'Thank you. Good evening and welcome to the call for the first quarter of FY24. With me is Ms. Lakshmi Venkatesh, our CFO.\n\nThe bank delivered a net profit of Rs. 1,186 crore for the quarter, a growth of 27.4% year-on-year. Net interest income grew 19.8% to Rs. 3,412 crore, and the net interest margin was 4.21%, compared with 4.32% in the previous quarter, as deposit costs rose.\n\nGross advances grew 18.6% year-on-year to Rs. 2,41,300 crore. Retail loans grew 24%, and within retail, home loans grew 17% and small business loans grew 31%. Deposits grew 16.9% to Rs. 2,78,650 crore, and the CASA ratio was 41.2%.\n\nAsset quality improved further. The gross NPA ratio was 1.92%, down from 2.31% a year ago, and the net NPA ratio was 0.54%. The provision coverage ratio was 72%. Our capital adequacy ratio is 17.4%, with CET1 of 15.6%. We added 38 branches during the quarter, taking the network to 1,604 branches.'],
    ['Lakshmi Venkatesh', 'Thank you, Suresh. Cost of deposits rose 22 basis points sequentially to 5.08%. Operating expenses grew 14.1% year-on-year, and the cost-to-income ratio was 45.3%. Fee income grew 21% to Rs. 1,046 crore, led by retail fees and third-party product distribution.\n\nCredit cost for the quarter was 0.62% annualized, and slippages were Rs. 1,180 crore. Recoveries and upgrades were Rs. 870 crore, and write-offs were Rs. 240 crore. Return on assets was 1.58% and return on equity was 15.9%.'],
    ['Moderator', 'Thank you very much. We will now begin the question-and-answer session. The first question is from the line of Arjun Rao from CLSA. Please go ahead.'],
    ['Arjun Rao', 'Thanks for taking my question. The margin fell 11 basis points this quarter. Where do you see the net interest margin settling for the full year, given that deposit repricing is still going on?'],
    ['Lakshmi Venkatesh', 'Most of our term deposits will have repriced by the end of the second quarter. We expect some further compression of 5 to 10 basis points in the second quarter, and we guide for a full-year net interest margin of 4.05% to 4.15%.'],
    ['Arjun Rao', 'And how much of your loan book is linked to the external benchmark?'],
    ['Lakshmi Venkatesh', 'About 46% of our loans are linked to the repo rate, 31% are linked to MCLR and the rest are fixed-rate loans.'],
    ['Moderator', 'Thank you. The next question is from the line of Fatima Sheikh from Goldman Sachs. Please go ahead.'],
    ['Fatima Sheikh', 'Hi. Small business loans grew 31%. Are you comfortable with the asset quality in that segment, and what is your unsecured loan exposure?'],
    ['Suresh Pai', 'We are comfortable. Our small business loans are largely secured by property, and the gross NPA in that book is 2.1%, lower than two years ago. Unsecured retail loans, meaning personal loans and credit cards, are 9% of our total advances, and we have tightened underwriting for new-to-bank customers.'],
    ['Moderator', 'Thank you. I now hand the conference back to the management for closing comments.'],
    ['Suresh Pai', 'Thank you for joining us. We remain focused on growing deposits and on sustaining our return on assets above 1.5%.'],
  ],
};
