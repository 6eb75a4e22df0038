import { describe, expect, it } from 'vitest';
import { asksTrend } from './trend.js';

describe('asksTrend', () => {
  it('reads questions about how a figure moved across periods', () => {
    for (const q of [
      "How did Synovus' net interest margin trend over 2021?",
      'What was the NIM in each quarter of 2021?',
      'Show the trajectory of gross margin',
      'How has EBITDA margin evolved over the last four quarters?',
      'Give me revenue quarter by quarter',
    ]) expect(asksTrend(q), q).toBe(true);
  });

  it('leaves one value, a change basis and questions about causes to the other intents', () => {
    for (const q of [
      'What was the NIM in the first quarter of 2021?',
      'How much did revenue grow quarter-over-quarter?',
      'What drove the trend in margins?',
      'Why did the margin trend down?',
      'So, how confident are you about the credit cost trajectory at Alpha Bank?',
      'What is the trajectory of margins going forward?',
      'How would that change the growth trajectory in Telecom?',
      'I wanted to understand if the P&L trends stay in the NII and fee line.',
      'How were cement prices trending in July 2023 according to Sahyadri Cement?',
      'How does Alpha Bank see deposit costs evolving from here?',
      'What is driving the trend in deposit costs?',
    ]) expect(asksTrend(q), q).toBe(false);
  });
});
