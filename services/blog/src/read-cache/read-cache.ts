import { LRUCache } from 'lru-cache';
import { type BlogChanges } from './blog-changes.js';

export interface BlogReadCacheOptions {
  /** The bound of the cache, in estimated bytes (twice the JSON length of each value). */
  maxBytes?: number;
}

export const DEFAULT_READ_CACHE_BYTES = 8 * 1024 * 1024;

/** The largest value the blog's caches keep, as a share of their bound: one larger value would
 * push out every other one and stay resident. */
export const LARGEST_CACHED_SHARE = 1 / 8;

interface Stored {
  generation: number;
  value: unknown;
}

/**
 * The blog's reads, kept under the generation of BlogChanges they were read in. A value is
 * served only under that same generation; a read keeps its value only if the generation did not
 * change while it ran; with no generation (not listening) every read goes to the database.
 * Values are frozen: callers share them and must copy to change anything.
 */
export class BlogReadCache {
  private readonly values: LRUCache<string, Stored>;
  /** Reads under way, by generation and key: identical misses share one. */
  private readonly reading = new Map<string, Promise<unknown>>();
  private counts = { hits: 0, misses: 0, uncached: 0 };

  constructor(
    private readonly changes: BlogChanges,
    { maxBytes = DEFAULT_READ_CACHE_BYTES }: BlogReadCacheOptions = {},
  ) {
    this.values = new LRUCache<string, Stored>({
      maxSize: maxBytes,
      maxEntrySize: Math.floor(maxBytes * LARGEST_CACHED_SHARE),
      sizeCalculation: ({ value }) => Math.max(1, 2 * (JSON.stringify(value)?.length ?? 0)),
    });
    changes.onChange(() => this.values.clear());
  }

  /** The value of `key`: kept, being read already, or read by `load` now. */
  read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const generation = this.changes.generation;
    if (generation === undefined) {
      this.counts.uncached++;
      return load();
    }
    const stored = this.values.get(key);
    if (stored?.generation === generation) {
      this.counts.hits++;
      return Promise.resolve(stored.value as T);
    }
    const readKey = `${generation}:${key}`;
    const under = this.reading.get(readKey);
    if (under) {
      this.counts.hits++;
      return under as Promise<T>;
    }
    this.counts.misses++;
    const read = load()
      .then((value) => {
        const frozen = deepFreeze(value);
        if (this.changes.generation === generation) this.values.set(key, { generation, value });
        return frozen;
      })
      .finally(() => {
        if (this.reading.get(readKey) === read) this.reading.delete(readKey);
      });
    this.reading.set(readKey, read);
    return read;
  }

  /** This process changed the posts (committed): the next read goes to the database. (The new
   * generation empties the cache through onChange.) */
  changed(): void {
    this.changes.bump();
  }

  /** Reads answered from memory (kept or shared), read from the database while caching, and
   * read with caching off; and the estimated bytes and number of values kept. */
  stats(): { hits: number; misses: number; uncached: number; bytes: number; entries: number } {
    return { ...this.counts, bytes: this.values.calculatedSize, entries: this.values.size };
  }
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  if (ArrayBuffer.isView(value)) return value;
  Object.freeze(value);
  for (const inner of Object.values(value)) deepFreeze(inner);
  return value;
}

/** `load`'s value through `cache` when there is one (the module provides none when it is off). */
export function readThrough<T>(
  cache: BlogReadCache | null | undefined,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  return cache ? cache.read(key, load) : load();
}
