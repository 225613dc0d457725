import { type DataSource } from 'typeorm';

/** Advisory lock keys of the blog's background jobs: one holder among all bff replicas. */
export const ADVISORY_LOCKS = {
  imageBackfill: 1_764_000_001,
  orphanSweep: 1_764_000_002,
  trashPurge: 1_764_200_001,
} as const;

/**
 * Runs `work` while this process holds the advisory lock, or not at all (null) when another
 * session holds it. The lock is transaction-level on a connection of its own, held open for
 * the work: it ends with the transaction, and with the connection if this process dies.
 */
export async function whileLocked<T>(
  dataSource: DataSource,
  lock: number,
  work: () => Promise<T>,
): Promise<{ value: T } | null> {
  const runner = dataSource.createQueryRunner();
  try {
    await runner.startTransaction();
    const [row] = (await runner.query('SELECT pg_try_advisory_xact_lock($1::bigint) AS locked', [
      lock,
    ])) as { locked: boolean }[];
    if (!row?.locked) return null;
    return { value: await work() };
  } finally {
    // Nothing was written in this transaction; ending it releases the lock.
    if (runner.isTransactionActive) await runner.rollbackTransaction().catch(() => undefined);
    await runner.release();
  }
}
