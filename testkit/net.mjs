import net from 'node:net';

/** A TCP port nothing listens on right now (127.0.0.1). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {net.AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Polls `check` until it returns true, or throws `describe()` after `timeoutMs`.
 * @param {() => Promise<boolean>} check
 * @param {{ timeoutMs?: number, intervalMs?: number, describe?: () => string }} [options]
 */
export async function waitFor(check, { timeoutMs = 60_000, intervalMs = 100, describe } = {}) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(describe?.() ?? `not ready after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
