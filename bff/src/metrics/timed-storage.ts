import { type ObjectStorage, type StoredObject } from '@site/blog';
import { type AppMetrics } from './app-metrics.js';

type Operation = 'put' | 'get' | 'delete' | 'list' | 'ping';

/**
 * The blog's image storage, each call timed into site_storage_operation_duration_seconds by
 * operation and outcome (ok, or error when it threw: STORAGE_UNAVAILABLE). `get` is timed to the
 * object's answer, not to the end of its body's stream; `list` to the end of the listing.
 */
export function timedStorage(storage: ObjectStorage, metrics: AppMetrics): ObjectStorage {
  const histogram = metrics.storageDuration;
  async function timed<T>(operation: Operation, call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    let outcome = 'error';
    try {
      const result = await call();
      outcome = 'ok';
      return result;
    } finally {
      histogram.observe({ operation, outcome }, (performance.now() - started) / 1000);
    }
  }
  const timedCalls: ObjectStorage = {
    put: (key: string, bytes: Buffer, contentType: string) =>
      timed('put', () => storage.put(key, bytes, contentType)),
    get: (key: string): Promise<StoredObject | null> => timed('get', () => storage.get(key)),
    delete: (key: string) => timed('delete', () => storage.delete(key)),
    ping: () => timed('ping', () => storage.ping()),
    async *list() {
      const started = performance.now();
      let outcome = 'ok';
      try {
        yield* storage.list();
      } catch (error) {
        outcome = 'error';
        throw error;
      } finally {
        // Also when the reader stops early: that is not a failure of the store.
        histogram.observe({ operation: 'list', outcome }, (performance.now() - started) / 1000);
      }
    },
  };
  // Whatever else the adapter has (what it may gain later) stays its own, untimed.
  return Object.assign(Object.create(storage) as ObjectStorage, timedCalls);
}
