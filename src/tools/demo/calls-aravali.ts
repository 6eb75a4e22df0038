/** Aravali Infotech Limited (fictional IT services company): Q1 and Q2 FY24 earnings calls. */
import type { DemoCall } from './types.js';

const MANAGEMENT = [
  { name: 'Meera Raghunathan', role: 'Chief Executive Officer and Managing Director' },
  { name: 'Vikram Desai', role: 'Chief Financial Officer' },
  { name: 'Anil Kapoor', role: 'Head, Investor Relations' },
];

export const ARAVALI_Q1: DemoCall = {
  slug: 'aravali-infotech-q1-fy24',
  company: 'Aravali Infotech Limited',
  ticker: 'ARAVALI',
  quarter: 'Q1',
  year: 'FY24',
  callDate: 'July 19, 2023',
  management: MANAGEMENT,
  analysts: [
    { name: 'Rohan Mehta', role: 'Kotak Institutional Equities' },
    { name: 'Priya Nair', role: 'Jefferies India' },
    { name: 'Sanjay Gupta', role: 'Motilal Oswal Financial Services' },
  ],
  turns: [
    ['Moderator', 'Ladies and gentlemen, good day and welcome to the Aravali Infotech Limited Q1 FY24 Earnings Conference Call. As a reminder, all participant lines will be in the listen-only mode and there will be an opportunity for you to ask questions after the presentation concludes. Please note that this conference is being recorded. I now hand the conference over to Mr. Anil Kapoor, Head of Investor Relations. Thank you and over to you, sir.'],
    ['Anil Kapoor', 'Thank you. Good evening and welcome to the Aravali Infotech earnings call for the first quarter of fiscal year 2024 that ended June 30, 2023. With me today are Ms. Meera Raghunathan, our Chief Executive Officer and Managing Director, and Mr. Vikram Desai, our Chief Financial Officer. Some of the statements made on this call may be forward-looking and are subject to risks described in our annual report. I will now hand over to Meera.'],
    ['Meera Raghunathan', 'Thank you, Anil, and good evening to all of you. We have started the year on a steady note in a demanding environment. Revenue for the quarter was Rs. 4,812 crore, a growth of 11.4% year-on-year in rupee terms and 6.9% in constant currency. Our EBITDA margin was 21.6%, and net profit was Rs. 702 crore, up 9.8% year-on-year.\n\nDeal momentum was strong. Total contract value of deal wins in the quarter was $1.14 billion, the highest in our history, including two large deals above $100 million each. The largest was a seven-year cloud and infrastructure transformation for a European utility, Nordlicht Energie, valued at $310 million. We also signed a core banking modernization program with a large private bank in South-East Asia.\n\nBy segment, Banking and Financial Services, which is 38% of revenue, grew 4.1% year-on-year in constant currency, held back by lower discretionary spend at US regional banks. Manufacturing grew 12.3%, Retail and Consumer grew 7.5%, and Life Sciences and Healthcare grew 10.2%. By geography, North America was 52% of revenue and Europe was 29%.\n\nOn generative AI, we have set up the Aravali GenAI Foundry, and we plan to train 25,000 employees on generative AI by March 2024. We have more than 40 active client pilots today.'],
    ['Vikram Desai', 'Thank you, Meera. Let me take you through the financials. Revenue was Rs. 4,812 crore, up 2.1% sequentially. EBITDA was Rs. 1,039 crore and the EBITDA margin was 21.6%, a decline of 80 basis points quarter-on-quarter, mainly because of the annual wage increments effective April 1, which had an impact of 130 basis points, partly offset by better utilization and a favorable currency movement.\n\nUtilization excluding trainees improved to 84.7% from 83.9% in the previous quarter. Our headcount at the end of the quarter was 62,450, a net reduction of 1,210 employees. Last twelve months attrition fell to 17.2% from 19.5% in Q4 FY23.\n\nOperating cash flow was Rs. 862 crore, which is 123% of net profit. Cash and investments at the end of the quarter stood at Rs. 6,940 crore. The Board has declared an interim dividend of Rs. 8 per share. For FY24, we maintain our revenue growth guidance of 7% to 9% in constant currency and an EBITDA margin band of 21% to 23%.'],
    ['Moderator', 'Thank you very much. We will now begin the question-and-answer session. The first question is from the line of Rohan Mehta from Kotak Institutional Equities. Please go ahead.'],
    ['Rohan Mehta', 'Thanks for the opportunity. Meera, the deal wins are very strong at $1.14 billion, but revenue growth in BFSI is only 4.1%. When do you expect the large deals to start converting into revenue, and is the 7% to 9% guidance dependent on a recovery in BFSI?'],
    ['Meera Raghunathan', 'Thank you, Rohan. The Nordlicht Energie deal begins transition in August, and we expect it to contribute meaningfully from the third quarter. The banking deal in South-East Asia ramps up over the next two quarters. Our guidance of 7% to 9% does not assume a recovery in US regional banks; it is built on the deals already signed and the pipeline we can see, which is at $3.6 billion today.'],
    ['Rohan Mehta', 'And on margins, what are the levers to get back to the middle of the band?'],
    ['Vikram Desai', 'The main levers are utilization, a better pyramid as freshers join, and lower subcontracting costs. Subcontracting is 9.8% of revenue today and we intend to bring it below 8% by the end of the year. We expect margins to improve by 50 to 70 basis points in the second quarter.'],
    ['Moderator', 'Thank you. The next question is from the line of Priya Nair from Jefferies India. Please go ahead.'],
    ['Priya Nair', 'Hi, thank you. Could you talk about the pricing environment in the large deals? Are you seeing pressure on pricing, and how is the margin profile of the Nordlicht deal compared with the company average?'],
    ['Meera Raghunathan', 'Large transformation deals are competitive, and clients do ask for productivity commitments. The Nordlicht deal has a lower margin in the first year because of the transition costs, but over its seven-year life we expect it to be in line with the company average. We are not seeing unusual pricing pressure in renewals.'],
    ['Priya Nair', 'Thank you. And what was the revenue contribution from the top five clients?'],
    ['Vikram Desai', 'Our top five clients contributed 21.3% of revenue this quarter, compared with 22.0% a year ago.'],
    ['Moderator', 'Thank you. The next question is from the line of Sanjay Gupta from Motilal Oswal Financial Services. Please go ahead.'],
    ['Sanjay Gupta', 'Good evening. Headcount declined by 1,210. Are you planning to hire freshers this year, and will you honor all the offers you have made?'],
    ['Meera Raghunathan', 'Yes, we will honor every offer we have made. We plan to onboard about 6,000 freshers in FY24, most of them in the second half of the year. The reduction this quarter was driven by attrition and by better utilization, not by layoffs.'],
    ['Moderator', 'Thank you. That was the last question for today. I now hand the conference back to the management for closing comments.'],
    ['Meera Raghunathan', 'Thank you all for joining us. We have a strong order book and a clear plan for margins, and we look forward to speaking with you next quarter.'],
  ],
};

export const ARAVALI_Q2: DemoCall = {
  slug: 'aravali-infotech-q2-fy24',
  company: 'Aravali Infotech Limited',
  ticker: 'ARAVALI',
  quarter: 'Q2',
  year: 'FY24',
  callDate: 'October 18, 2023',
  management: MANAGEMENT,
  analysts: [
    { name: 'Rohan Mehta', role: 'Kotak Institutional Equities' },
    { name: 'Kavita Iyer', role: 'ICICI Securities' },
  ],
  turns: [
    ['Moderator', 'Ladies and gentlemen, good day and welcome to the Aravali Infotech Limited Q2 FY24 Earnings Conference Call. As a reminder, all participant lines will be in the listen-only mode. Please note that this conference is being recorded. I now hand the conference over to Mr. Anil Kapoor. Thank you and over to you, sir.'],
    ['Anil Kapoor', 'Thank you. Good evening everyone, and welcome to the Aravali Infotech earnings call for the second quarter of fiscal year 2024 that ended September 30, 2023. With me are Ms. Meera Raghunathan, CEO and Managing Director, and Mr. Vikram Desai, CFO. I will now hand over to Meera.'],
    ['Meera Raghunathan', 'Thank you, Anil. I am pleased to report that revenue for the quarter was Rs. 5,034 crore, a sequential growth of 4.6% and a year-on-year growth of 12.8% in rupee terms. In constant currency, we grew 3.9% quarter-on-quarter, the fastest sequential growth in eight quarters, helped by the ramp-up of the Nordlicht Energie program. EBITDA margin improved to 22.3%, and net profit was Rs. 751 crore.\n\nTotal contract value of deal wins was $870 million, with one large deal, a $150 million application managed services contract with a North American insurer. Our pipeline remains healthy at $3.9 billion.\n\nBanking and Financial Services grew 1.2% sequentially in constant currency and remains soft. Manufacturing grew 6.8% sequentially, driven by energy and utilities. We now have 11,800 employees trained on generative AI, and six of our pilots have moved into production.'],
    ['Vikram Desai', 'Thank you, Meera. EBITDA for the quarter was Rs. 1,123 crore, and the EBITDA margin of 22.3% was up 70 basis points sequentially, from better utilization, lower subcontracting and the ramp-up of fixed-price programs. Subcontracting costs came down to 8.9% of revenue. Utilization excluding trainees was 85.9%.\n\nHeadcount increased by 940 to 63,390 employees, with 2,100 freshers joining during the quarter. Last twelve months attrition fell further to 15.8%. Operating cash flow was Rs. 915 crore, or 122% of net profit. We are raising the lower end of our FY24 revenue growth guidance, which is now 8% to 9% in constant currency, and we retain the EBITDA margin band of 21% to 23%.'],
    ['Moderator', 'Thank you very much. We will now begin the question-and-answer session. The first question is from the line of Rohan Mehta from Kotak Institutional Equities. Please go ahead.'],
    ['Rohan Mehta', 'Congratulations on the quarter. You have narrowed the guidance to 8% to 9%. What gives you the confidence to raise the lower end when BFSI is still soft?'],
    ['Meera Raghunathan', 'Thank you, Rohan. The confidence comes from the execution of the large deals we signed in the first quarter. Nordlicht Energie is ahead of its transition plan, and the South-East Asian banking program is now fully staffed. With half the year done and the deals in place, we have better visibility on the second half.'],
    ['Moderator', 'Thank you. The next question is from the line of Kavita Iyer from ICICI Securities. Please go ahead.'],
    ['Kavita Iyer', 'Hi. Can you quantify the impact of the wage increase you announced for the third quarter, and what will it do to margins?'],
    ['Vikram Desai', 'We will give wage increases to employees below the manager level effective October 1. The impact on the third quarter margin will be about 90 basis points, and we expect to absorb most of it through utilization and pyramid improvements.'],
    ['Kavita Iyer', 'And is there any client-specific issue in BFSI?'],
    ['Meera Raghunathan', 'There is no client-specific issue. Spending at US regional banks remains cautious, but we see stability in Europe and growth in our insurance portfolio.'],
    ['Moderator', 'Thank you. That was the last question. I now hand the conference back to the management for closing comments.'],
    ['Meera Raghunathan', 'Thank you all for joining. We are encouraged by the first half and will keep our focus on execution and margins.'],
  ],
};
