/**
 * The one message a thread pool (thread-pool.ts) posts a worker that is not a job: the request to
 * stop. The worker's job loop and a bundled worker's first-job listener (bundled-worker.ts) both
 * recognise it here.
 */

/** What the pool posts an idle worker to stop it. */
export const STOP = { stop: true } as const;

/** Whether a message a worker received is the pool's request to stop. */
export function isStopMessage(msg: unknown): msg is typeof STOP {
  return typeof msg === 'object' && msg !== null && 'stop' in msg;
}
