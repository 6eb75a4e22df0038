/** The period parser lives in the shared text toolkit (query uses it too); re-exported for ingest. */
export * from '../../core/text/period.js';
