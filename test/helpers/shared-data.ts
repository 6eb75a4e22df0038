/** The real data every developer and CI has beside the checkout (../shared/data), or HYBRIDRAG_DATA. */
import { join, resolve } from 'node:path';
import { ROOT } from './cli.js';

export const SHARED_DATA = resolve(process.env.HYBRIDRAG_DATA ?? join(ROOT, '..', 'shared', 'data'));
export const NIFTY_DATA = join(SHARED_DATA, 'nifty50-q1fy24');
