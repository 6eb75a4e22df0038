/**
 * Loaded into a child ingest with `node --import` (startCli's `killAt`): when the run's stderr so
 * far first matches HR_KILL_AT (a regular expression, multiline), the process writes that chunk and
 * then sends itself SIGKILL, inside the write. A kill -9 at exactly the progress line the fault suite
 * names, on every machine and under any load, instead of whenever the parent gets to read the line.
 * Only the main thread of the process it is loaded into: the variable is removed from the
 * environment so worker threads and child processes do not inherit it.
 */
import { isMainThread } from 'node:worker_threads';

const pattern = process.env.HR_KILL_AT;
delete process.env.HR_KILL_AT;
if (pattern && isMainThread) {
  const re = new RegExp(pattern, 'm');
  const write = process.stderr.write;
  let seen = '';
  process.stderr.write = function killingWrite(chunk, ...rest) {
    seen += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString();
    const ok = write.call(this, chunk, ...rest);
    if (re.test(seen)) process.kill(process.pid, 'SIGKILL');
    return ok;
  };
}
