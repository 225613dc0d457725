import net from 'node:net';

/** A TCP port nothing listens on right now (127.0.0.1). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface WaitForOptions {
  timeoutMs?: number;
  intervalMs?: number;
  /** The error message when time runs out. */
  describe?: () => string;
  /** Asked before each try: a message ends the wait at once with that error (e.g. the process
   * being waited for has exited). */
  giveUp?: () => string | undefined;
}

/** Polls `check` until it returns true, or throws `describe()` after `timeoutMs`. A check that
 * throws counts as false. */
export async function waitFor(
  check: () => boolean | Promise<boolean>,
  { timeoutMs = 60_000, intervalMs = 100, describe, giveUp }: WaitForOptions = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const reason = giveUp?.();
    if (reason !== undefined) throw new Error(reason);
    if (
      await Promise.resolve()
        .then(check)
        .catch(() => false)
    )
      return;
    if (Date.now() > deadline) throw new Error(describe?.() ?? `not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
