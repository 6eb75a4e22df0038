/** Nilgiri Consumer Products Limited (fictional FMCG company): Q1 FY24 earnings call. */
import type { DemoCall } from './types.js';

export const NILGIRI_Q1: DemoCall = {
  slug: 'nilgiri-consumer-q1-fy24',
  company: 'Nilgiri Consumer Products Limited',
  ticker: 'NILGIRI',
  quarter: 'Q1',
  year: 'FY24',
  callDate: 'August 3, 2023',
  management: [
    { name: 'Farhan Qureshi', role: 'Managing Director and Chief Executive Officer' },
    { name: 'Shalini Bose', role: 'Chief Financial Officer' },
  ],
  analysts: [
    { name: 'Nikhil Agarwal', role: 'Ambit Capital' },
    { name: 'Ritu Saxena', role: 'Morgan Stanley' },
  ],
  turns: [
    ['Moderator', 'Ladies and gentlemen, good day and welcome to the Nilgiri Consumer Products Limited Q1 FY24 Earnings Conference Call. As a reminder, all participant lines will be in the listen-only mode. Please note that this conference is being recorded. I now hand the conference over to Mr. Farhan Qureshi. Thank you and over to you, sir.'],
    ['Farhan Qureshi', 'Thank you and good morning, everyone. With me is Ms. Shalini Bose, our CFO.\n\nConsolidated revenue for the quarter was Rs. 2,184 crore, a growth of 10.7% year-on-year. Underlying volume growth in India was 6%, with rural markets growing at 4% and urban markets at 8%. Rural demand is recovering gradually, helped by lower inflation.\n\nThe Beverages segment, which includes tea and coffee, grew 8.9% and is 58% of our revenue. Within it, our Blue Mountain premium tea grew 14%. The Foods segment, which includes salt, pulses and ready-to-cook products, grew 13.6%. International business grew 9.2% in constant currency, led by the United Kingdom and the Middle East.\n\nEBITDA was Rs. 318 crore, up 21.5%, and the EBITDA margin expanded by 130 basis points to 14.6%, as tea costs softened. Net profit was Rs. 214 crore. Our direct distribution reach is now 1.62 million outlets, and e-commerce contributes 9.5% of India sales.'],
    ['Shalini Bose', 'Thank you, Farhan. Gross margin expanded by 240 basis points to 42.8%. We increased advertising and promotion spend by 18% to support our brands, and it is now 7.4% of revenue. Our net cash position at the end of the quarter was Rs. 1,470 crore.\n\nWe completed the acquisition of Coorg Roasters, a premium coffee brand, for Rs. 215 crore during the quarter. It will be consolidated from July 1, 2023.'],
    ['Moderator', 'Thank you very much. We will now begin the question-and-answer session. The first question is from the line of Nikhil Agarwal from Ambit Capital. Please go ahead.'],
    ['Nikhil Agarwal', 'Good morning. The margin expansion was driven by tea costs. Should we expect the 14.6% margin to be sustained, or will you pass on the benefit through price cuts?'],
    ['Farhan Qureshi', 'We have taken price cuts of about 3% in some tea packs in July to stay competitive, so part of the benefit will go back to consumers. We expect the EBITDA margin for the full year to be in the range of 14% to 15%.'],
    ['Moderator', 'Thank you. The next question is from the line of Ritu Saxena from Morgan Stanley. Please go ahead.'],
    ['Ritu Saxena', 'Thanks. What are your plans for Coorg Roasters, and what revenue does it have today?'],
    ['Farhan Qureshi', 'Coorg Roasters had revenue of Rs. 96 crore in the last fiscal year. We will take it to 40 cities through our modern trade and e-commerce channels and expect it to double its revenue within three years.'],
    ['Moderator', 'Thank you. I now hand the conference back to the management for closing comments.'],
    ['Farhan Qureshi', 'Thank you for joining us today. We look forward to meeting you again next quarter.'],
  ],
};
