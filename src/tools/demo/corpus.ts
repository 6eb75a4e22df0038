/** The demo corpus: every demo call, in a stable order. */
import { ARAVALI_Q1, ARAVALI_Q2 } from './calls-aravali.js';
import { DECCAN_Q1 } from './calls-deccan.js';
import { KONKAN_Q1 } from './calls-konkan.js';
import { NILGIRI_Q1 } from './calls-nilgiri.js';
import { SAHYADRI_Q1 } from './calls-sahyadri.js';
import type { DemoCall } from './types.js';

export const DEMO_CALLS: readonly DemoCall[] = [ARAVALI_Q1, ARAVALI_Q2, KONKAN_Q1, NILGIRI_Q1, SAHYADRI_Q1, DECCAN_Q1];
