import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { ChunkLoadTimeoutError, withTimeout } from './with-timeout.js';

type Outcome =
  | { state: 'pending' }
  | { state: 'resolved'; value: unknown }
  | { state: 'rejected'; reason: unknown };

/** Follows a promise without letting a rejection go unhandled. */
function track(promise: Promise<unknown>): { readonly current: Outcome } {
  const outcome: { current: Outcome } = { current: { state: 'pending' } };
  promise.then(
    (value) => (outcome.current = { state: 'resolved', value }),
    (reason: unknown) => (outcome.current = { state: 'rejected', reason }),
  );
  return outcome;
}

describe('withTimeout', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('rejects with ChunkLoadTimeoutError after exactly 120 s when the promise never settles', async () => {
    const outcome = track(withTimeout(new Promise<never>(() => undefined), 120_000));

    await jest.advanceTimersByTimeAsync(119_999);
    expect(outcome.current.state).toBe('pending');

    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current.state).toBe('rejected');
    const { reason } = outcome.current as { reason: unknown };
    expect(reason).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(reason).toBeInstanceOf(Error);
    expect((reason as Error).name).toBe('ChunkLoadTimeoutError');
  });

  it('waits 120 s when no time is given', async () => {
    const outcome = track(withTimeout(new Promise<never>(() => undefined)));
    await jest.advanceTimersByTimeAsync(119_999);
    expect(outcome.current.state).toBe('pending');
    await jest.advanceTimersByTimeAsync(1);
    expect(outcome.current.state).toBe('rejected');
    expect((outcome.current as { reason: unknown }).reason).toBeInstanceOf(ChunkLoadTimeoutError);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('resolves with the value when the promise settles first, and clears its timer', async () => {
    let resolve: (value: string) => void = () => undefined;
    const outcome = track(withTimeout(new Promise<string>((r) => (resolve = r)), 120_000));
    await jest.advanceTimersByTimeAsync(60_000);
    resolve('the chunk');
    await jest.advanceTimersByTimeAsync(0);
    expect(outcome.current).toEqual({ state: 'resolved', value: 'the chunk' });
    expect(jest.getTimerCount()).toBe(0);

    await jest.advanceTimersByTimeAsync(120_000);
    expect(outcome.current).toEqual({ state: 'resolved', value: 'the chunk' });
  });

  it('passes on the original error when the promise rejects first', async () => {
    const failure = new TypeError('Failed to fetch dynamically imported module');
    await expect(withTimeout(Promise.reject(failure), 120_000)).rejects.toBe(failure);
    expect(jest.getTimerCount()).toBe(0);
  });
});
