/**
 * Worker-thread entry of the rules reader's pool (rules-reader-pool.ts): each job is a document and
 * the user's vocabulary files, each reply the document's facts or the reason reading failed.
 */
import { serveJobs } from '../thread-pool.js';
import { readFacts } from './read-facts.js';
import type { RulesJob, RulesReply } from './rules-reader-pool.js';

serveJobs<RulesJob, RulesReply>(
  (job) => ({ ok: true, facts: readFacts(job.doc, job.opts) }),
  (_job, err) => ({ ok: false, error: err instanceof Error ? err.message : String(err) }),
);
