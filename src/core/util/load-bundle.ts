/**
 * Loads a one-file CommonJS bundle written by scripts/bundle-cli.mjs (the CLI's, dist/cli/bundle.cjs,
 * and each worker thread's script, `<script>.bundle.cjs` beside it) with a V8 code cache: the
 * bytecode V8 compiled for the bundle in an earlier run, so that a new process or thread
 * deserialises it instead of parsing and compiling that code again.
 *
 * The cache files sit in a bundle-cache/ folder beside the bundle, one per key (the CLI's command
 * word, "worker" for a thread) and bundle (the Node.js version and the CRC-32 of the bundle's bytes
 * in the name), each headed by a CRC-32 of its own bytes; V8 itself checks its version, its flags
 * and the length of the source. A missing, damaged or rejected cache (other V8 flags) only means
 * the bundle is compiled as it would be without one; the cache of this run is then written once
 * the caller says its work went well (a temporary file renamed into place) and the caches of
 * earlier bundles are deleted. Where the folder cannot be written (a read-only install) there is
 * no cache.
 */
import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Script } from 'node:vm';
import { threadId } from 'node:worker_threads';
import { crc32 } from 'node:zlib';

export interface LoadedBundle<T> {
  exports: T;
  /** Write the code cache of this run when there was none to use (call once the command, or a thread's first job, has succeeded). */
  saveCodeCache(): void;
}

/** Bytes before the V8 data in a cache file: the CRC-32 of that data, little-endian. */
const HEADER = 4;

/**
 * The name of the cache a command line uses: its first word that is a plain lower-case word (the
 * command, unless a global option's value comes first, which then only has a cache of its own).
 */
export function cacheKey(args: readonly string[]): string {
  return args.find((a) => /^[a-z][a-z-]{0,31}$/.test(a)) ?? 'none';
}

/** The V8 data of a cache file, when it is there and whole. */
function readCache(file: string): Buffer | undefined {
  try {
    const bytes = readFileSync(file);
    const data = bytes.subarray(HEADER);
    return bytes.length > HEADER && bytes.readUInt32LE(0) === crc32(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Write the cache `data()` makes (only once the folder is known to be writable: making it takes a few ms). */
function writeCache(dir: string, file: string, bundleId: string, data: () => Buffer): void {
  // Per process and thread: two threads of one process may write the same cache at once.
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  let fd: number | undefined;
  try {
    mkdirSync(dir, { recursive: true });
    fd = openSync(tmp, 'w');
    const bytes = data();
    const header = Buffer.alloc(HEADER);
    header.writeUInt32LE(crc32(bytes), 0);
    writeFileSync(fd, Buffer.concat([header, bytes]));
    closeSync(fd);
    fd = undefined;
    renameSync(tmp, file);
    for (const name of readdirSync(dir)) if (name.endsWith('.bin') && !name.startsWith(`${bundleId}-`)) rmSync(join(dir, name), { force: true });
  } catch {
    if (fd !== undefined) closeSync(fd);
    rmSync(tmp, { force: true });
  }
}

/** `import()` from outside the bundle: the bundle's own calls of it go through this (see scripts/bundle-cli.mjs). */
const importOutside = (specifier: string): Promise<unknown> => import(specifier);

/**
 * Run the CommonJS bundle at `file` as Node's loader would (its own `require`, `module`,
 * `__filename` and `__dirname`) and return its exports; `key` names the code cache (cacheKey()).
 */
export function loadBundle<T>(file: string, key: string): LoadedBundle<T> {
  const bytes = readFileSync(file);
  const source = bytes.toString('utf8');
  const bundleId = `${process.version}-${process.arch}-${crc32(bytes).toString(16).padStart(8, '0')}`;
  const dir = join(dirname(file), 'bundle-cache');
  const cacheFile = join(dir, `${bundleId}-${key}.bin`);
  const cachedData = readCache(cacheFile);
  // The wrapper shares the bundle's first line, so that line numbers in stack traces are the bundle's.
  const script = new Script(`(function (exports, require, module, __filename, __dirname, __import) { ${source}\n})`, { filename: file, cachedData });
  const module = { exports: {} as T };
  const run = script.runInThisContext() as (...args: unknown[]) => void;
  run.call(module.exports, module.exports, createRequire(file), module, file, dirname(file), importOutside);
  let saved = cachedData !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    saveCodeCache() {
      if (saved) return;
      saved = true;
      writeCache(dir, cacheFile, bundleId, () => script.createCachedData());
    },
  };
}
