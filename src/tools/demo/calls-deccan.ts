/**
 * Deccan Mercantile Bank Limited (fictional private bank): Q1 FY24 earnings call, filed the way
 * listed companies file it, behind a stock-exchange cover letter. The second bank of the demo
 * corpus, so that two banks' margins, deposits and asset quality can be compared. Its remarks
 * also look ahead (a platform "operational by Q1FY32", a "target for FY30", "guidance for FY25"):
 * none of those is the call's own period.
 */
import type { DemoCall } from './types.js';

export const DECCAN_Q1: DemoCall = {
  slug: 'deccan-mercantile-bank-q1-fy24',
  company: 'Deccan Mercantile Bank Limited',
  ticker: 'DECCANBANK',
  quarter: 'Q1',
  year: 'FY24',
  callDate: 'July 24, 2023',
  coverLetter: {
    registeredOffice: 'Registered Office: Mercantile House, 14 Residency Road, Hyderabad 500 003 | CIN: L65110TG1998PLC029341',
    letterDate: 'July 27, 2023',
    scripCode: '543287',
    signatory: { name: 'Meera Kulkarni', role: 'Company Secretary and Compliance Officer' },
  },
  management: [
    { name: 'Vikram Reddy', role: 'Managing Director and Chief Executive Officer' },
    { name: 'Anand Joshi', role: 'Chief Financial Officer' },
  ],
  analysts: [
    { name: 'Priya Menon', role: 'Jefferies' },
    { name: 'Rahul Khanna', role: 'Nomura' },
  ],
  turns: [
    ['Moderator', 'Ladies and gentlemen, good day and welcome to the Deccan Mercantile Bank Limited Q1 FY24 Earnings Conference Call. As a reminder, all participant lines will be in the listen-only mode. Please note that this conference is being recorded. I now hand the conference over to Mr. Vikram Reddy, Managing Director and CEO. Thank you and over to you, sir.'],
    ['Vikram Reddy', 'Thank you. Good afternoon, everyone, and thank you for joining us. With me is Mr. Anand Joshi, our CFO.\n\nThe bank reported a net profit of Rs. 742 crore for the quarter, up 18.9% year-on-year. Net interest income grew 14.6% to Rs. 1,968 crore, and the net interest margin was 3.62%, compared with 3.71% in the previous quarter.\n\nDeposits grew 12.3% year-on-year to Rs. 1,86,400 crore, and the CASA ratio was 34.8%, down from 36.1% a year ago as customers moved savings into term deposits. Gross advances grew 15.2% to Rs. 1,52,900 crore, led by agriculture and gold loans, which grew 22%, and by loans to small and medium enterprises, which grew 17%.\n\nThe gross NPA ratio was 2.64%, compared with 3.18% a year ago, and the net NPA ratio was 0.81%. The provision coverage ratio was 70%. The capital adequacy ratio was 16.2%, with CET1 of 14.1%.'],
    ['Anand Joshi', 'Thank you, Vikram. Cost of deposits rose 18 basis points sequentially to 5.34%. Operating expenses grew 11.2% year-on-year and the cost-to-income ratio was 48.6%. Fee income was Rs. 512 crore, up 16%.\n\nSlippages were Rs. 690 crore, or 1.8% annualized, mostly from the agriculture book after the delayed monsoon. Recoveries and upgrades were Rs. 540 crore. Credit cost was 0.74% annualized. Return on assets was 1.31% and return on equity was 14.2%.'],
    ['Moderator', 'Thank you very much. We will now begin the question-and-answer session. The first question is from the line of Priya Menon from Jefferies. Please go ahead.'],
    ['Priya Menon', 'Thank you. Your margin fell 9 basis points. What is your outlook for the margin for the rest of the year, and what are your longer-term targets?'],
    ['Anand Joshi', 'We expect the net interest margin to stay in a range of 3.5% to 3.6% for FY24, as the rest of our deposits reprice. Our guidance for FY25 is unchanged: we expect loan growth of about 15%. Our target for FY30 is a network of 2,500 branches, up from 1,212 branches today.'],
    ['Priya Menon', 'And the technology investment you spoke about at the analyst day?'],
    ['Vikram Reddy', 'We have signed the contract for a new core banking platform. It will be rolled out in phases, and the whole platform will be operational by Q1FY32. We expect to spend about Rs. 1,400 crore on it over eight years.'],
    ['Moderator', 'Thank you. The next question is from the line of Rahul Khanna from Nomura. Please go ahead.'],
    ['Rahul Khanna', 'Hi. Slippages in agriculture went up. How much of your book is agriculture and gold loans, and are you worried about asset quality there?'],
    ['Vikram Reddy', 'Agriculture and gold loans are 27% of our advances. Gold loans are fully secured with a loan-to-value of about 68%, and we expect most of the agriculture slippages to be recovered after the harvest, as in earlier years.'],
    ['Moderator', 'Thank you. I now hand the conference back to the management for closing comments.'],
    ['Vikram Reddy', 'Thank you all for joining us. We will keep our focus on granular deposits and on asset quality.'],
  ],
};
