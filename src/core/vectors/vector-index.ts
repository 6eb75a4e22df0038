/**
 * The persisted HNSW index (hnswlib-node) over chunk embeddings. SQLite is the source of truth:
 * the `vectors` table holds label, chunk id, embedder id and the vector itself; the index file is
 * a cache of it that is written atomically (temp file + rename) and reconciled with SQLite on every
 * open, so a crash between a commit and a save never leaves the two disagreeing:
 *   labels in SQLite missing from the file → added back from the stored vector (no re-embedding);
 *   labels in the file missing from SQLite (chunks deleted by re-ingest) → markDelete;
 *   too many tombstones, an unreadable file or another embedder → rebuilt from SQLite.
 */
import type hnswlib from 'hnswlib-node';
import { createHash } from 'node:crypto';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { Db } from '../store/db.js';
import { decodeVector } from './vector-codec.js';

type Hnsw = InstanceType<typeof hnswlib.HierarchicalNSW>;

/** The native HNSW library, loaded when an index is first opened: a search within a small filter never needs it. */
let native: typeof hnswlib | undefined;
function HierarchicalNSW(space: 'ip', dimensions: number): Hnsw {
  native ??= createRequire(import.meta.url)('hnswlib-node') as typeof hnswlib;
  return new native.HierarchicalNSW(space, dimensions);
}

export interface VectorIndexOptions {
  workdir: string;
  db: Db;
  embedderId: string;
  dimensions: number;
  /** HNSW graph degree (default 16). */
  m?: number;
  efConstruction?: number;
  /** Search beam width; raised to k when k is larger (default 64). */
  efSearch?: number;
}

export interface ReconcileReport {
  added: number;
  deleted: number;
  rebuilt: boolean;
}

export interface LabelScore {
  label: number;
  /** Cosine similarity (vectors are unit length). */
  score: number;
}

/** File name per embedder and dimension: switching embedders never reads a foreign index. */
export function indexFileName(embedderId: string, dimensions: number): string {
  const h = createHash('sha256').update(embedderId).digest('hex').slice(0, 10);
  return `vectors-${h}-${dimensions}d.hnsw`;
}

export class VectorIndex {
  readonly path: string;
  readonly report: ReconcileReport;
  private index: Hnsw;
  private dirty = false;
  /** Elements not marked deleted; set by reconcile, kept by add/markDeleted. */
  private liveCount = 0;

  private constructor(private readonly opts: VectorIndexOptions) {
    this.path = join(opts.workdir, indexFileName(opts.embedderId, opts.dimensions));
    this.index = this.fresh(1024);
    this.report = this.reconcile();
  }

  /** Open (or create) the index of this embedder and reconcile it with SQLite. */
  static open(opts: VectorIndexOptions): VectorIndex {
    return new VectorIndex(opts);
  }

  /** Live elements (not marked deleted) after reconciliation. */
  get size(): number {
    return this.liveCount;
  }

  /** Add freshly committed vectors (their rows must already be in SQLite). */
  add(items: readonly { label: number; vec: Float32Array }[]): void {
    this.ensureCapacity(this.index.getCurrentCount() + items.length);
    for (const it of items) this.index.addPoint(Array.from(it.vec), it.label);
    this.liveCount += items.length;
    if (items.length > 0) this.dirty = true;
  }

  /** Mark labels deleted (their chunks are gone); returns how many were live. */
  markDeleted(labels: Iterable<number>): number {
    let n = 0;
    for (const l of labels) {
      try {
        this.index.markDelete(l);
        n++;
      } catch {
        // Unknown or already deleted: nothing to do.
      }
    }
    this.liveCount -= n;
    if (n > 0) this.dirty = true;
    return n;
  }

  /**
   * The k nearest live vectors; `allowed` restricts the search inside HNSW (filtered search), so
   * it still returns k results whenever k allowed vectors exist and the graph reaches them.
   */
  search(query: Float32Array, k: number, allowed?: (label: number) => boolean): LabelScore[] {
    const n = Math.min(k, this.liveCount);
    if (n <= 0) return [];
    this.index.setEf(Math.max(this.opts.efSearch ?? 64, n));
    const r = this.index.searchKnn(Array.from(query), n, allowed);
    return r.neighbors.map((label, i) => ({ label, score: 1 - r.distances[i]! }));
  }

  /** Write the index if it changed: to a temp file, then rename over the old one (atomic). */
  save(): void {
    if (!this.dirty) return;
    const tmp = `${this.path}.${process.pid}.tmp`;
    try {
      this.index.writeIndexSync(tmp);
      renameSync(tmp, this.path);
    } finally {
      rmSync(tmp, { force: true });
    }
    this.dirty = false;
  }

  private fresh(capacity: number): Hnsw {
    const idx = HierarchicalNSW('ip', this.opts.dimensions);
    // Fixed seed: the same inputs build the same graph, so offline results reproduce exactly.
    idx.initIndex({ maxElements: capacity, m: this.opts.m ?? 16, efConstruction: this.opts.efConstruction ?? 200, randomSeed: 42 });
    return idx;
  }

  private ensureCapacity(needed: number): void {
    const max = this.index.getMaxElements();
    if (needed > max) this.index.resizeIndex(Math.max(needed, max * 2));
  }

  private reconcile(): ReconcileReport {
    const { db, embedderId } = this.opts;
    const live = db.prepare('SELECT label FROM vectors WHERE embedder = ?').pluck().all(embedderId) as number[];
    let rebuilt = !existsSync(this.path);
    if (!rebuilt) {
      try {
        const idx = HierarchicalNSW('ip', this.opts.dimensions);
        idx.readIndexSync(this.path);
        this.index = idx;
      } catch {
        rebuilt = true; // unreadable file: SQLite has everything needed to rebuild it
      }
    }
    const inFile = new Set(rebuilt ? [] : this.index.getIdsList());
    const liveSet = new Set(live);
    const stale = [...inFile].filter((l) => !liveSet.has(l));
    // Tombstones slow search and waste memory: rebuild when they outnumber the live vectors.
    if (!rebuilt && stale.length > Math.max(live.length, 1000)) rebuilt = true;
    if (rebuilt) {
      this.index = this.fresh(Math.max(1024, live.length));
      inFile.clear();
      this.dirty = true;
    }
    const missing = live.filter((l) => !inFile.has(l));
    const deleted = rebuilt ? 0 : this.markDeleted(stale);
    this.liveCount = live.length - missing.length;
    this.addFromDb(missing);
    if (this.dirty) this.save();
    return { added: missing.length, deleted, rebuilt };
  }

  private addFromDb(labels: readonly number[]): void {
    const get = this.opts.db.prepare('SELECT vec FROM vectors WHERE label = ?').pluck();
    const items = labels.map((label) => ({ label, vec: decodeVector(get.get(label) as Buffer) }));
    this.add(items);
  }
}
