/**
 * Worker-thread entry of the parser pool (parser-pool.ts): each job is a file's path, each reply
 * its ParseResult. PDF parsing is CPU-bound, so a pool of these keeps both cores busy during ingest.
 */
import { serveJobs } from '../thread-pool.js';
import { parseFile } from './parse-file.js';
import type { ParseResult } from './parsed.js';

serveJobs<string, ParseResult>(parseFile, (path, err) => ({ ok: false, failure: { path, reason: `parser crashed: ${(err as Error).message}` } }));
