/** Sahyadri Cement Limited (fictional cement maker): Q1 FY24 earnings call. */
import type { DemoCall } from './types.js';

export const SAHYADRI_Q1: DemoCall = {
  slug: 'sahyadri-cement-q1-fy24',
  company: 'Sahyadri Cement Limited',
  ticker: 'SAHCEM',
  quarter: 'Q1',
  year: 'FY24',
  callDate: 'July 27, 2023',
  management: [
    { name: 'Rajesh Kulkarni', role: 'Managing Director' },
    { name: 'Neha Joshi', role: 'Chief Financial Officer' },
  ],
  analysts: [
    { name: 'Amit Shah', role: 'Axis Capital' },
    { name: 'Deepa Menon', role: 'HDFC Securities' },
    { name: 'Karan Malhotra', role: 'Nomura' },
  ],
  turns: [
    ['Moderator', 'Ladies and gentlemen, good day and welcome to the Sahyadri Cement Limited Q1 FY24 Earnings Conference Call hosted by Axis Capital. As a reminder, all participant lines will be in the listen-only mode. Please note that this conference is being recorded. I now hand the conference over to Mr. Rajesh Kulkarni, Managing Director. Thank you and over to you, sir.'],
    ['Rajesh Kulkarni', 'Good afternoon, everyone. Thank you for joining us to discuss the results for the quarter ended June 30, 2023. With me is Ms. Neha Joshi, our Chief Financial Officer.\n\nThe quarter saw healthy demand from housing and government infrastructure projects ahead of the monsoon. Our sales volume was 7.9 million tonnes, a growth of 14.5% year-on-year, ahead of the industry growth of about 11%. Capacity utilization was 81%. Revenue from operations was Rs. 3,956 crore, up 16.2% year-on-year.\n\nEBITDA was Rs. 712 crore, and EBITDA per tonne improved to Rs. 901 from Rs. 742 in the same quarter last year, as fuel costs eased. Our EBITDA margin was 18.0%. Net profit was Rs. 338 crore.\n\nOn expansion, the 3.2 million tonne per annum grinding unit at Solapur was commissioned in June, taking our total capacity to 42.5 million tonnes per annum. The integrated plant at Chandrapur, with clinker capacity of 2.5 million tonnes, is on track for commissioning in the fourth quarter of FY24. We aim to reach 55 million tonnes of capacity by FY26.\n\nOn sustainability, the share of green power in our energy mix rose to 31%, and our waste heat recovery capacity is now 96 megawatts.'],
    ['Neha Joshi', 'Thank you, Rajesh. Our blended fuel cost came down to Rs. 2.05 per thousand kilocalories from Rs. 2.61 in Q4 FY23, helped by lower imported pet coke prices. Power and fuel cost per tonne was Rs. 1,512, down 18% year-on-year. Freight cost per tonne was Rs. 1,248, with the lead distance reduced to 412 kilometers.\n\nRealization per tonne was Rs. 5,008, a decline of 1.5% quarter-on-quarter because of weaker prices in the South. Net debt at the end of the quarter was Rs. 2,380 crore, and our net debt to EBITDA ratio is 0.9 times. Capital expenditure for the quarter was Rs. 640 crore, and we expect capital expenditure of Rs. 2,600 crore for FY24.'],
    ['Moderator', 'Thank you very much. We will now begin the question-and-answer session. The first question is from the line of Amit Shah from Axis Capital. Please go ahead.'],
    ['Amit Shah', 'Thank you for the opportunity. Realization declined 1.5% sequentially. How are prices trending in July, and what is your outlook for prices during the monsoon?'],
    ['Rajesh Kulkarni', 'Prices in July have been broadly stable in the West and Central regions and have declined by about Rs. 5 to Rs. 10 per bag in the South. The monsoon quarter is usually weak for prices. We expect a recovery after the festive season, when demand from infrastructure projects picks up again.'],
    ['Amit Shah', 'And the fuel cost, do you expect further reduction in the second quarter?'],
    ['Neha Joshi', 'We have inventory of about 55 days, so the benefit of the current lower pet coke prices will show up in the second quarter. We expect fuel cost to come down to around Rs. 1.90 per thousand kilocalories.'],
    ['Moderator', 'Thank you. The next question is from the line of Deepa Menon from HDFC Securities. Please go ahead.'],
    ['Deepa Menon', 'Hi, good afternoon. Could you share the trade and non-trade mix and the share of premium products?'],
    ['Rajesh Kulkarni', 'Trade sales were 68% of our volume in the quarter. Premium products were 22% of trade sales, up from 18% a year ago, led by our Sahyadri Shakti Plus brand.'],
    ['Moderator', 'Thank you. The next question is from the line of Karan Malhotra from Nomura. Please go ahead.'],
    ['Karan Malhotra', 'Thanks. With the Chandrapur plant and the 55 million tonne target, what is the total capital expenditure plan, and how will you fund it?'],
    ['Neha Joshi', 'The total capital expenditure for the expansion to 55 million tonnes is about Rs. 7,800 crore over FY24 to FY26. We will fund it mainly from internal accruals, and we expect net debt to EBITDA to remain below 1.5 times throughout.'],
    ['Moderator', 'Thank you. I now hand the conference back to the management for closing comments.'],
    ['Rajesh Kulkarni', 'Thank you all for your time. We remain confident about cement demand in India and about our expansion plans.'],
  ],
};
